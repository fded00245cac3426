/**
 * The reader's table of short strings seen again and again (tag names, common values, cards).
 *
 * @module
 */

// A file holds the same few dozen tag names, a few hundred tag values ("None", "IMP", a player's
// name) and two-character tokens (cards, "NT") thousands of times; games keep them, so each is
// stored once rather than once per tag. The table is direct-mapped by a hash computed while the
// text is scanned, so a hit costs no allocation and no hashing of a new string.
const INTERNED: (string | undefined)[] = new Array<string | undefined>(4096);
const INTERNED_MASK = 4095;
/** Longer names and values are rarely repeated, and are not worth a copy. */
const MAX_INTERNED = 64;
const PAIRS: (string | undefined)[] = new Array<string | undefined>(128 * 128);

/** The next step of the hash {@link interned} looks strings up by. */
export function hashStep(hash: number, c: number): number {
  return (Math.imul(hash, 31) + c) | 0;
}

/** `text.slice(from, to)`, stored once, given the {@link hashStep} hash of its characters (or -1 to have it computed here). */
export function interned(text: string, from: number, to: number, hash = -1): string {
  const length = to - from;
  if (length > MAX_INTERNED) return text.slice(from, to);
  if (hash === -1) {
    // Not hashed while scanning (values are checked first, and only hashed when built).
    hash = 0;
    for (let k = from; k < to; k++) hash = hashStep(hash, text.charCodeAt(k));
  }
  const slot = (hash ^ (hash >>> 12)) & INTERNED_MASK;
  const known = INTERNED[slot];
  if (known !== undefined && known.length === length) {
    // Compared here rather than with `startsWith`: these strings are short, and the call cost
    // more than the comparison.
    let k = 0;
    while (k < length && known.charCodeAt(k) === text.charCodeAt(from + k)) k++;
    if (k === length) return known;
  }
  // A copy of the characters, not a slice: in V8 a slice of 13 characters or more keeps the whole
  // text it was cut from alive, and this table outlives every file.
  const codes = new Array<number>(length);
  for (let k = 0; k < length; k++) codes[k] = text.charCodeAt(from + k);
  const fresh = String.fromCharCode(...codes);
  INTERNED[slot] = fresh;
  return fresh;
}

/** The two-character token at `i`, from {@link PAIRS} when both characters are ASCII. */
export function pairToken(text: string, i: number): string {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  if (a > 127 || b > 127) return text.slice(i, i + 2);
  const key = (a << 7) | b;
  return PAIRS[key] ?? (PAIRS[key] = text.slice(i, i + 2));
}
