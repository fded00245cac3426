/**
 * `contract-bridge/scoring` — scoring on its own: one contract itemised by duplicate or rubber rules
 * (`scoreContract`), honours, and the rubber ledger (`createLedger`, `recordDeal`,
 * `settleUnfinished` …).
 *
 * ```ts
 * import { scoreContract } from "contract-bridge/scoring";
 * ```
 *
 * @module contract-bridge/scoring
 */
export {
  ContractResultSchema,
  ContractScoreItemSchema,
  LineSchema,
  ScoreKindSchema,
  ScoringKindSchema,
  scoreContract,
  type ContractResult,
  type ContractScore,
  type ContractScoreItem,
  type Line,
  type ScoreKind,
  type ScoringKind,
} from "../scoring/contract.js";
export {
  HonoursPointsSchema,
  HonoursSchema,
  honoursOf,
  type Honours,
  type HonoursPoints,
} from "../scoring/honours.js";
export {
  HonoursEntrySchema,
  LedgerDealSchema,
  LedgerGameSchema,
  LedgerItemSchema,
  LedgerSchema,
  PassedOutDealSchema,
  PlayedDealSchema,
  SideNameSchema,
  belowTheLine,
  createLedger,
  gameProgress,
  games,
  isRubberOver,
  ledgerSchemaFor,
  netResult,
  recordDeal,
  rubberWinner,
  scoreSheet,
  settleUnfinished,
  totals,
  vulnerable,
  type GameLine,
  type HonoursEntry,
  type Ledger,
  type LedgerDeal,
  type LedgerDealInput,
  type LedgerGame,
  type LedgerItem,
  type NetResult,
  type PassedOutDeal,
  type PlayedDeal,
  type PlayedDealInput,
  type ScoreSheet,
  type SideZod,
} from "../scoring/ledger.js";
