/**
 * Warnings: what a reader tolerated. Real programs write PBN and LIN with small deviations from the
 * standards; the readers accept them, and say so, each deviation with a stable code and its place,
 * so that nothing is changed in silence. With `strict`, the first deviation is a `PARSE_ERROR`
 * instead.
 *
 * @module
 */
import { err, type Result } from "../result.js";

/**
 * Every warning code. Programs branch on these strings; they never change meaning. What each
 * means, with examples, is the table in docs/formats.md ("Real files"); `VALUE_LINE_BREAK` and
 * `NOT_WRITTEN` come from writers, the others from readers.
 */
export const WARNING_CODES = [
  "UNQUOTED_TAG_VALUE",
  "PERCENT_COMMENT",
  "NESTED_COMMENT",
  "NONSTANDARD_CALL",
  "NONSTANDARD_CARD",
  "NONSTANDARD_DEAL",
  "NONSTANDARD_CONTRACT",
  "LIN_URL_ENCODED",
  "VALUE_LINE_BREAK",
  "NOT_WRITTEN",
] as const;

/** One of {@link WARNING_CODES}. */
export type WarningCode = (typeof WARNING_CODES)[number];

/** A deviation a reader tolerated, or something a writer could not hold, with where it is. */
export interface FormatWarning {
  /** The stable code. */
  readonly code: WarningCode;
  /** A sentence for people, in English. */
  readonly message: string;
  /** 1-based line in the text read (0 when the warning is about a value, not a place in a text). */
  readonly line: number;
  /** 1-based column in the text read (0 likewise). */
  readonly column: number;
}

/** Options every reader takes. */
export interface ReadOptions {
  /**
   * Refuse every tolerated deviation: the first one is a `PARSE_ERROR` (with the warning's code
   * in its message) instead of a warning. Default `false`.
   */
  readonly strict?: boolean;
}

/** A `PARSE_ERROR` at a place in the text. */
export function parseError<T>(message: string, at: { readonly line: number; readonly column: number }): Result<T> {
  return err("PARSE_ERROR", message, { line: at.line, column: at.column });
}

/** A `PARSE_ERROR` for a deviation refused by `strict`. */
export function strictError<T>(w: FormatWarning): Result<T> {
  return parseError(`${w.message} (${w.code}; refused in strict mode)`, w);
}

/** A warning value. */
export function warning(
  code: WarningCode,
  message: string,
  at: { readonly line: number; readonly column: number },
): FormatWarning {
  return { code, message, line: at.line, column: at.column };
}
