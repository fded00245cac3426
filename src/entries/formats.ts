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
import {
  CallAlertSchema as zodCallAlertSchema,
  FormatWarningSchema as zodFormatWarningSchema,
  RecordedDealSchema as zodRecordedDealSchema,
  StatedOutcomeSchema as zodStatedOutcomeSchema,
  type CallAlert,
  type RecordedDeal,
  type StatedOutcome,
} from "../formats/record.js";
import {
  DisagreementSchema as zodDisagreementSchema,
  RecordScoreSchema as zodRecordScoreSchema,
  type Disagreement,
  type RecordScore,
} from "../formats/validate.js";
import type { FormatWarning } from "../formats/warnings.js";
import type { Schema } from "../schemas/schema.js";
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
export type { CallAlert, RecordedDeal, StatedOutcome } from "../formats/record.js";
export {
  scoreRecord,
  validateRecord,
  type Disagreement,
  type RecordScore,
  type RecordError,
} from "../formats/validate.js";
export type { Schema } from "../schemas/schema.js";

/** The schema of {@link StatedOutcome}. */
export const StatedOutcomeSchema: Schema<StatedOutcome> = zodStatedOutcomeSchema;
/** The schema of {@link CallAlert}. */
export const CallAlertSchema: Schema<CallAlert> = zodCallAlertSchema;
/** The schema of {@link FormatWarning}. */
export const FormatWarningSchema: Schema<FormatWarning> = zodFormatWarningSchema;
/** The schema of {@link RecordedDeal}: what `validateRecord` checks the shape of. */
export const RecordedDealSchema: Schema<RecordedDeal> = zodRecordedDealSchema;
/** The schema of {@link Disagreement}. */
export const DisagreementSchema: Schema<Disagreement> = zodDisagreementSchema;
/** The schema of {@link RecordScore}. */
export const RecordScoreSchema: Schema<RecordScore> = zodRecordScoreSchema;
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
