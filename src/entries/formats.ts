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
export {
  formatDiagram,
  type DiagramOptions,
} from "../formats/diagram.js";
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
} from "../formats/pbn.js";
export {
  linAuction,
  linBoardToRecord,
  makeLin,
  parseLin,
  recordToLinBoard,
  type LinBoard,
  type LinCall,
  type LinCommand,
  type LinFile,
} from "../formats/lin.js";
export {
  RecordedDealSchema,
  StatedOutcomeSchema,
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
