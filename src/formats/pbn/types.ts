/**
 * The syntax layer's shapes: a PBN file as games of tags, each with the items of its section, and
 * the options of the reader and writer.
 *
 * @module
 */
import type { TextPosition } from "../util.js";
import type { FormatWarning, ReadOptions } from "../warnings.js";

/**
 * The kind of a {@link PbnItem}: a section `token` (a call, card, note `=1=`, suffix, NAG, `*`,
 * `+`, a table element), a quoted `string`, a `brace` comment `{…}`, a `semicolon` comment `;…` or
 * an `escape` line `%…`.
 */
export type PbnItemKind = "token" | "string" | "brace" | "semicolon" | "escape";

/** One piece of a game that is not a tag pair, with where it starts in the file. */
export interface PbnItem {
  /** What the item is. */
  readonly kind: PbnItemKind;
  /**
   * Its text: the token itself; a string's value with escapes resolved; a comment's text without
   * its delimiters; an escape line without its `%`.
   */
  readonly text: string;
  /** 1-based line where the item starts (0 for an item that did not come from a file). */
  readonly line: number;
  /** 1-based column where the item starts (0 for an item that did not come from a file). */
  readonly column: number;
}

/** A tag pair and the section that follows it, up to the next tag. */
export interface PbnTag {
  /** The tag name, case as written. */
  readonly name: string;
  /** The tag value in effect: escapes resolved, and `#` / `##` inheritance applied. */
  readonly value: string;
  /** The value as written, present only when inheritance made it differ from {@link PbnTag.value} (`"#"`, `"##IMP"`). */
  readonly raw?: string;
  /** Present on a tag this game does not write itself but takes from an earlier `##` tag (PBN §4.8). */
  readonly implicit?: true;
  /** Items on the same line as the tag, after it (often a `;` comment). */
  readonly trailing: readonly PbnItem[];
  /** The following lines up to the next tag, one array per line: section data and comments. */
  readonly section: readonly (readonly PbnItem[])[];
  /** 1-based line of the tag's `[` (for an implicit tag, where its game starts). */
  readonly line: number;
  /** 1-based column of the tag's `[`. */
  readonly column: number;
}

/** One game: its tags in file order, with what comes before the first tag. */
export interface PbnGame {
  /** Comments and escape lines before the first tag, one array per line. */
  readonly preamble: readonly (readonly PbnItem[])[];
  /** Every tag in file order, then any implicit tags inherited through `##`. */
  readonly tags: readonly PbnTag[];
  /** 1-based line where the game starts. */
  readonly line: number;
  /** 1-based column where the game starts. */
  readonly column: number;
  /** What the reader tolerated in this game's text (present only when something was). */
  readonly warnings?: readonly FormatWarning[];
}

/** A whole PBN file. */
export interface PbnFile {
  /** The games in file order. A `% PBN 2.1` header is kept in the first game's preamble. */
  readonly games: readonly PbnGame[];
}

/** Options for {@link iteratePbnGames}. */
export interface PbnIterateOptions extends ReadOptions {
  /**
   * The largest game accepted, in characters of decoded text; a longer one is a `PARSE_ERROR` and
   * skipped, so memory stays bounded. Default 1,000,000.
   */
  readonly maxGameBytes?: number;
}

/** Options for {@link makePbn}. */
export interface MakePbnOptions {
  /** Line ending: `"\n"` (the default) or `"\r\n"`, which PBN's export format asks for. */
  readonly eol?: "\n" | "\r\n";
  /** Told of each thing written otherwise than it is held (`VALUE_LINE_BREAK`). */
  readonly onWarning?: (warning: FormatWarning) => void;
}

/** The default of {@link PbnIterateOptions.maxGameBytes}. */
export const DEFAULT_MAX_GAME = 1_000_000;

export { parseError } from "../warnings.js";

/** A position made only where an error needs one: the tag reader runs three times per tag. */
export function position(line: number, column: number): TextPosition {
  return { line, column };
}
