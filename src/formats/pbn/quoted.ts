/**
 * Quoted strings of PBN (tag values, string items of sections): where one ends, and its value with
 * the escapes `\"` and `\\` resolved.
 *
 * @module
 */
import type { Result } from "../../result.js";
import { parseError } from "./types.js";

/**
 * Whether the last string found by {@link closingQuote} has escapes: most have none, and their
 * value is then a plain slice.
 */
export let escapes = false;

/**
 * Index of the quote closing the string whose opening quote is at `open` (`\"` and `\\` are
 * escapes), or -1 when the line ends first. Sets {@link escapes}.
 */
export function closingQuote(text: string, open: number): number {
  const n = text.length;
  let j = open + 1;
  escapes = false;
  while (j < n) {
    const d = text.charCodeAt(j);
    // Most characters of a value are letters, digits and punctuation above the quote: one test.
    if (d > 34 && d !== 92) {
      j++;
      continue;
    }
    if (d === 34) return j;
    if (d === 10 || d === 13) return -1;
    if (d === 92) {
      const next = text.charCodeAt(j + 1);
      if (next === 34 || next === 92) {
        escapes = true;
        j += 2;
        continue;
      }
    }
    j++;
  }
  return -1;
}

/** The value of the string from `open` to `close` (found by {@link closingQuote} just before), escapes resolved. */
export function stringValue(text: string, open: number, close: number): string {
  if (!escapes) return text.slice(open + 1, close);
  let out = "";
  let from = open + 1;
  for (let j = from; j < close; j++) {
    if (text.charCodeAt(j) !== 92) continue;
    const next = text.charCodeAt(j + 1);
    if (next === 34 || next === 92) {
      out += text.slice(from, j);
      from = j + 1;
      j++;
    }
  }
  return out + text.slice(from, close);
}

/** The error for a string whose closing quote is missing on its line. */
export function unterminatedString<T>(open: number, line: number, lineStart: number): Result<T> {
  return parseError("unterminated string: the closing quote is missing on this line", {
    line,
    column: open - lineStart + 1,
  });
}
