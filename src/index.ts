/**
 * `contract-bridge`: the rules of contract bridge as pure, immutable state machines.
 *
 * The model (cards, calls, seats, deals), seeded dealing, the `Result` convention and the zod
 * schemas every public type is inferred from.
 *
 * @packageDocumentation
 */
export * from "./schemas/model.js";
export { modelSchemas, toJSONSchema, type JSONSchema } from "./schemas/index.js";
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
} from "./scoring/contract.js";
export * as duplicate from "./variants/duplicate.js";
export { LIMITS, type Variant, type VariantSchemas } from "./variants/contract.js";
export { HonoursPointsSchema, HonoursSchema, honoursOf, type Honours, type HonoursPoints } from "./scoring/honours.js";
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
} from "./scoring/ledger.js";
export * as honeymoon from "./variants/honeymoon.js";
export * as rubber from "./variants/rubber.js";
export * from "./bots/index.js";
export {
  createPbnWriter,
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
export {
  iterateLinBoards,
  linAuction,
  linBoardToRecord,
  makeLin,
  parseLin,
  recordToLinBoard,
  type LinBoard,
  type LinCall,
  type LinCommand,
  type LinFile,
  type LinReadOptions,
  type LinStreamBoard,
} from "./formats/lin.js";
export { WARNING_CODES, type FormatWarning, type ReadOptions, type WarningCode } from "./formats/warnings.js";
export { CallAlertSchema, FormatWarningSchema, RecordedDealSchema, StatedOutcomeSchema, type CallAlert, type RecordedDeal, type StatedOutcome } from "./formats/record.js";
export { DisagreementSchema, RecordScoreSchema, scoreRecord, validateRecord, type Disagreement, type RecordScore } from "./formats/validate.js";
export * from "./i18n/index.js";
export { formatAuction, formatCallText, formatCardText, formatScore, formatScoreSheet, formatTricks, type TextOptions, type TextScoreItem } from "./formats/text.js";
export {
  claimCheck,
  claimHolds,
  createSolver,
  ddTable,
  ddTables,
  par,
  PositionSchema,
  solve,
  type CardsWanted,
  type CardValue,
  type ClaimCheck,
  type DdTable,
  type DdTablesOptions,
  type Hands,
  type Par,
  type ParContract,
  type Position,
  type Solution,
  type SolveOptions,
  type Solver,
  type SolverOptions,
  type StrainTricks,
} from "./analysis/index.js";
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
