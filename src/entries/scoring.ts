/**
 * `contract-bridge/scoring` — scoring on its own: one contract itemised by duplicate or rubber rules
 * (`scoreContract`), honours, the rubber ledger (`createLedger`, `recordDeal`, `settleUnfinished`
 * …), and comparing tables on a board (`imps`, `matchpoints`, `butler`, `crossImps`). The zod
 * schemas of these types are in `contract-bridge/schemas`, so that a program that only scores
 * neither bundles nor typechecks zod.
 *
 * ```ts
 * import { scoreContract } from "contract-bridge/scoring";
 * ```
 *
 * @module contract-bridge/scoring
 */
export {
  LINES,
  SCORE_KINDS,
  SCORING_KINDS,
  scoreContract,
  type ContractResult,
  type ContractScore,
  type ContractScoreItem,
  type Line,
  type ScoreKind,
  type ScoringKind,
} from "../scoring/contract.js";
export { honoursOf, type Honours, type HonoursPoints } from "../scoring/honours.js";
export {
  belowTheLine,
  createLedger,
  gameProgress,
  games,
  isRubberOver,
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
} from "../scoring/ledger.js";
export {
  IMP_SCALE,
  butler,
  crossImps,
  imps,
  matchpoints,
  type ButlerOptions,
  type ButlerTable,
  type CrossImpResult,
  type MatchpointOptions,
  type MatchpointResult,
  type MatchpointScale,
  type MatchpointTable,
} from "../scoring/comparison.js";
