/**
 * Fast paths for turning a file's bytes into text, used by `decodeText` and `ChunkDecoder`.
 *
 * A text decoder is quick on pure ASCII but several times slower as soon as one character of the
 * input needs two bytes of UTF-16 (a suit symbol in a commentary makes the whole file so): at that
 * point decoding cost about as much as reading the games. Real files are ASCII with a few such
 * characters, so here the ASCII stretches are copied natively into UTF-16 code units, only the
 * short non-ASCII runs go through the decoder (which keeps the one definition of valid UTF-8),
 * and the string is made from the code units at once. That last step needs Node's `Buffer`;
 * without it (in a browser) these functions answer `null` and the caller decodes the portable way.
 *
 * @module
 */

/** The part of Node's `Buffer` used here, looked up at run time so that browsers need no shim. */
interface BufferLike {
  from(buffer: ArrayBufferLike, offset: number, length: number): { toString(encoding: string): string };
}

// UTF-16LE code units are read from a Uint16Array's memory, which is in the platform's byte order.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const NODE_BUFFER: BufferLike | undefined = LITTLE_ENDIAN ? (globalThis as { Buffer?: BufferLike }).Buffer : undefined;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** What stops the fast UTF-8 path: input that is not UTF-8, or too many non-ASCII runs for it to pay. */
export const NOT_UTF8 = 0;
/** See {@link NOT_UTF8}. */
export const TOO_DENSE = 1;

/**
 * Index of the first byte at or after `from` with its high bit set (`bytes.length` if none),
 * reading four bytes at a time through `words` (the aligned part of `bytes`, from byte `head`).
 */
function nextHigh(bytes: Uint8Array, words: Uint32Array, head: number, from: number): number {
  const n = bytes.length;
  const tail = head + words.length * 4;
  let i = from;
  while (i < n && (i < head || i >= tail || ((i - head) & 3) !== 0)) {
    if ((bytes[i] as number) >= 0x80) return i;
    i++;
  }
  if (i >= n) return n;
  for (let w = (i - head) >> 2; w < words.length; w++) {
    if (((words[w] as number) & 0x80808080) !== 0) {
      i = head + 4 * w;
      while ((bytes[i] as number) < 0x80) i++;
      return i;
    }
  }
  for (i = tail; i < n; i++) if ((bytes[i] as number) >= 0x80) return i;
  return n;
}

/**
 * The bytes decoded as UTF-8 (a byte-order mark already removed), or why not: {@link NOT_UTF8}
 * when they are not valid UTF-8, {@link TOO_DENSE} when non-ASCII runs are too many for this path
 * to be faster than the decoder alone; `null` without Node's `Buffer`.
 */
export function fastUtf8(bytes: Uint8Array): string | typeof NOT_UTF8 | typeof TOO_DENSE | null {
  const B = NODE_BUFFER;
  if (B === undefined) return null;
  const n = bytes.length;
  const off = bytes.byteOffset;
  const aligned = (4 - (off & 3)) & 3;
  const head = Math.min(n, aligned);
  const words = head < aligned ? new Uint32Array(0) : new Uint32Array(bytes.buffer, off + head, (n - head) >> 2);
  let high = nextHigh(bytes, words, head, 0);
  // ASCII throughout: every byte is its own character, as in Latin-1, which makes a one-byte string.
  if (high === n) return B.from(bytes.buffer, off, n).toString("latin1");
  // Each byte gives at most one UTF-16 code unit (a 4-byte character gives two).
  const units = new Uint16Array(n);
  const limit = 64 + (n >> 10);
  let k = 0;
  let i = 0;
  let runs = 0;
  let max = 0;
  for (;;) {
    if (high > i) {
      units.set(bytes.subarray(i, high), k);
      k += high - i;
    }
    if (high >= n) break;
    if (++runs > limit) return TOO_DENSE;
    // A run of non-ASCII bytes holds whole characters when the input is valid UTF-8, since
    // lead and continuation bytes are all ≥ 0x80: the bytes are valid exactly when every run is.
    let j = high + 1;
    while (j < n && (bytes[j] as number) >= 0x80) j++;
    let run: string;
    try {
      run = utf8.decode(bytes.subarray(high, j));
    } catch {
      // The fatal decoder's only way to say "not UTF-8" is to throw.
      return NOT_UTF8;
    }
    for (let q = 0; q < run.length; q++) {
      const u = run.charCodeAt(q);
      units[k++] = u;
      if (u > max) max = u;
    }
    i = j;
    high = nextHigh(bytes, words, head, i);
  }
  return codeUnits(B, units, k, max);
}

/**
 * The string of the first `k` code units, all at most `max`: a one-byte string when they fit,
 * as a text decoder would make it (half the memory, and faster to scan).
 */
function codeUnits(B: BufferLike, units: Uint16Array, k: number, max: number): string {
  if (max > 0xff) return B.from(units.buffer, 0, 2 * k).toString("utf16le");
  const narrow = new Uint8Array(k);
  narrow.set(units.subarray(0, k));
  return B.from(narrow.buffer, 0, k).toString("latin1");
}

/**
 * The bytes decoded as Latin-1 with `high` (the characters of bytes 0x80–0x9F), or `null`
 * without Node's `Buffer`.
 */
export function fastLatin1(bytes: Uint8Array, high: readonly number[]): string | null {
  const B = NODE_BUFFER;
  if (B === undefined) return null;
  const n = bytes.length;
  let k = 0;
  while (k < n && ((bytes[k] as number) < 0x80 || (bytes[k] as number) >= 0xa0)) k++;
  // No byte in 0x80–0x9F: each byte is its own character.
  if (k === n) return B.from(bytes.buffer, bytes.byteOffset, n).toString("latin1");
  const units = new Uint16Array(n);
  units.set(bytes);
  for (; k < n; k++) {
    const b = bytes[k] as number;
    if (b >= 0x80 && b < 0xa0) units[k] = high[b - 0x80] as number;
  }
  return B.from(units.buffer, 0, 2 * n).toString("utf16le");
}
