/**
 * `contract-bridge`: the rules of contract bridge as pure, immutable state machines.
 *
 * Everything in one import: the model (cards, calls, seats, deals), seeded dealing, the `Result`
 * convention, scoring, the three variants, bots, formats and the zod schemas that validate them.
 * Each part is also an entry point of its own (`contract-bridge/duplicate`, `/scoring` …).
 *
 * @module contract-bridge
 */
export * from "./schemas/model.js";
export { modelSchemas, toJSONSchema, type JSONSchema, type ModelSchemas } from "./schemas/index.js";
export { ERROR_CODES, err, ok, type ErrorCode, type Result, type RuleError } from "./result.js";
export {
  cardId,
  cardOf,
  formatCard,
  parseCard,
  parseRank,
  parseSuit,
  rankIndex,
  rankOf,
  strainIndex,
  suitIndex,
  suitOf,
} from "./model/card.js";
export { CardSet, popcount } from "./model/cardset.js";
export { isVulnerable, nextSeat, otherSide, partnerOf, seatAfter, seatIndex, sideOf } from "./model/seat.js";
export {
  bidOf,
  callId,
  callOf,
  formatBid,
  formatContract,
  isBid,
  parseCall,
  parseContract,
} from "./model/call.js";
export { formatDeal, formatHand, parseDeal, parseHand, toDeal, validateDeal, type PartialDeal } from "./model/deal.js";
export {
  createRng,
  cut,
  dealDeck,
  dealFromSeed,
  deriveSeed,
  shuffle,
  splitmix32,
  type Rng,
  type SeededDeal,
  type Seed,
} from "./random.js";
export { formatDiagram, type DiagramOptions } from "./formats/diagram.js";
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
} from "./scoring/contract.js";
export * as duplicate from "./variants/duplicate.js";
export { honoursOf, type Honours, type HonoursPoints } from "./scoring/honours.js";
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
} from "./scoring/ledger.js";
export {
  ContractResultSchema,
  ContractScoreItemSchema,
  HonoursEntrySchema,
  HonoursPointsSchema,
  HonoursSchema,
  LedgerDealSchema,
  LedgerGameSchema,
  LedgerItemSchema,
  LedgerSchema,
  LineSchema,
  PassedOutDealSchema,
  PlayedDealSchema,
  ScoreKindSchema,
  ScoringKindSchema,
  SideNameSchema,
  ledgerSchemaFor,
  type SideZod,
} from "./schemas/scoring.js";
export * as honeymoon from "./variants/honeymoon.js";
export * as rubber from "./variants/rubber.js";
export * from "./bots/index.js";
export {
  iteratePbnGames,
  makePbn,
  parsePbn,
  pbnAuction,
  pbnGameToRecord,
  pbnPlay,
  pbnTable,
  pbnTag,
  recordToPbnGame,
  type MakePbnOptions,
  type PbnAuction,
  type PbnCall,
  type PbnFile,
  type PbnGame,
  type PbnItem,
  type PbnItemKind,
  type PbnIterateOptions,
  type PbnPlay,
  type PbnTable,
  type PbnTableColumn,
  type PbnTag,
  type PbnTrick,
  type RecordToPbnOptions,
} from "./formats/pbn.js";
export { linAuction, linBoardToRecord, makeLin, parseLin, recordToLinBoard, type LinBoard, type LinCall, type LinCommand, type LinFile } from "./formats/lin.js";
export { RecordedDealSchema, StatedOutcomeSchema, type RecordedDeal, type StatedOutcome } from "./formats/record.js";
export { DisagreementSchema, RecordScoreSchema, scoreRecord, validateRecord, type Disagreement, type RecordScore } from "./formats/validate.js";
export * from "./i18n/index.js";
export { formatAuction, formatCallText, formatCardText, formatScore, formatScoreSheet, formatTricks, type TextOptions, type TextScoreItem } from "./formats/text.js";
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
} from "./scoring/comparison.js";
