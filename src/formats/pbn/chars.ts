/**
 * The character classes of PBN's syntax, shared by the game scanner and the streaming splitter:
 * both must read a tag, a token and an unquoted value alike, or they cut games in different places.
 *
 * @module
 */

/** A character of a tag name: a letter, a digit or `_`. */
export function isNameChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * A character that goes on a section token: tokens stop at white space, control characters and
 * what delimits tags, strings and comments (so a `%` inside a token is part of it).
 */
export function isTokenChar(c: number): boolean {
  return c > 32 && c !== 127 && c !== 91 && c !== 93 && c !== 123 && c !== 125 && c !== 59 && c !== 34;
}

/** White space between the parts of a tag pair on one line: space, tab, vertical tab, form feed. */
export function isTagSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 11 || c === 12;
}

/**
 * Index of what ends an unquoted tag value (`[Event Club night]`) starting at `from`: its `]`, or
 * the line end or end of text that leaves it unterminated. Nothing inside it is special — not `{`,
 * `"`, `;` nor `%` — since real exports write such values verbatim.
 */
export function unquotedValueEnd(text: string, from: number): number {
  const n = text.length;
  let end = from;
  for (; end < n; end++) {
    const c = text.charCodeAt(end);
    if (c === 93 || c === 10 || c === 13) break;
  }
  return end;
}
