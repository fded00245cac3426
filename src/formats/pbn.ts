/**
 * Portable Bridge Notation (PBN 2.1): {@link parsePbn} / {@link makePbn}, a streaming
 * {@link iteratePbnGames} for large archives, and the step to and from the normalised
 * {@link RecordedDeal} ({@link pbnGameToRecord} / {@link recordToPbnGame}).
 *
 * The reader is in two layers. The syntax layer (`pbn/scan.ts`, `pbn/read.ts`) keeps a game as its
 * tags in file order, each with the section data and comments that follow it, so nothing a file
 * says is lost and writing it back (`pbn/write.ts`) gives the same game. The meaning layer
 * (`pbn/meaning.ts`: {@link pbnAuction}, {@link pbnPlay}; `pbn/record.ts`: {@link pbnGameToRecord})
 * reads calls, cards and tags from that, and is where a game that cannot be replayed is reported,
 * with the line and column of the culprit: one bad game does not stop the rest of a file from
 * being read.
 *
 * @module
 */
export type { MakePbnOptions, PbnFile, PbnGame, PbnItem, PbnItemKind, PbnIterateOptions, PbnTag } from "./pbn/types.js";
export { iteratePbnGames, parsePbn } from "./pbn/read.js";
export { createPbnWriter, makePbn } from "./pbn/write.js";
export {
  pbnAuction,
  pbnPlay,
  pbnTable,
  pbnTag,
  type PbnAuction,
  type PbnCall,
  type PbnPlay,
  type PbnTable,
  type PbnTableColumn,
  type PbnTrick,
} from "./pbn/meaning.js";
export { pbnGameToRecord, recordToPbnGame, type RecordToPbnOptions } from "./pbn/record.js";
