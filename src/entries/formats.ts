/**
 * `contract-bridge/formats` — recorded hands: PBN and LIN readers and writers, the normalised
 * `RecordedDeal`, `validateRecord` / `scoreRecord`, and text renderings of deals, auctions and
 * scores.
 *
 * ```ts
 * import { parsePbn, scoreRecord } from "contract-bridge/formats";
 * ```
 *
 * @module contract-bridge/formats
 */
export { formatDiagram, type DiagramOptions } from "../formats/diagram.js";
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
} from "../formats/pbn.js";
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
} from "../formats/lin.js";
export { WARNING_CODES, type FormatWarning, type ReadOptions, type WarningCode } from "../formats/warnings.js";
export {
  CallAlertSchema,
  FormatWarningSchema,
  RecordedDealSchema,
  StatedOutcomeSchema,
  type CallAlert,
  type RecordedDeal,
  type StatedOutcome,
} from "../formats/record.js";
export {
  DisagreementSchema,
  RecordScoreSchema,
  scoreRecord,
  validateRecord,
  type Disagreement,
  type RecordScore,
  type RecordError,
} from "../formats/validate.js";
export {
  formatAuction,
  formatCallText,
  formatCardText,
  formatScore,
  formatScoreSheet,
  formatTricks,
  type TextOptions,
  type TextScoreItem,
} from "../formats/text.js";
