/**
 * A fast path for turning a file's bytes into text, used by `decodeText` and `ChunkDecoder`.
 *
 * A text decoder is quick on pure ASCII but several times slower as soon as one character of the
 * input needs two bytes of UTF-16 (a suit symbol in a commentary makes the whole file so): at that
 * point decoding cost about as much as reading the games. Real files are ASCII with a few such
 * characters, so here the ASCII stretches are copied natively into UTF-16 code units, only the
 * short non-ASCII runs go through the decoder (which keeps the one definition of valid UTF-8),
 * and the string is made from the code units at once. That last step needs Node's `Buffer`;
 * without it (in a browser) {@link fastUtf8} answers `null` and the caller decodes the portable way.
 *
 * @module
 */

/** The part of Node's `Buffer` used here, looked up at run time so that browsers need no shim. */
interface BufferLike {
  from(buffer: ArrayBufferLike, offset: number, length: number): { toString(encoding: string): string };
}

// UTF-16LE code units are read from a Uint16Array's memory, which is in the platform's byte order.
const NODE_BUFFER: BufferLike | undefined =
  new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? (globalThis as { Buffer?: BufferLike }).Buffer : undefined;

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The bytes decoded as UTF-8 (a byte-order mark already removed); `undefined` when they are not
 * valid UTF-8; `null` when this path cannot tell, without Node's `Buffer` or when non-ASCII runs
 * are too many for it to be faster than the decoder alone.
 */
export function fastUtf8(bytes: Uint8Array): string | undefined | null {
  const B = NODE_BUFFER;
  if (B === undefined) return null;
  const n = bytes.length;
  let i = 0;
  while (i < n && (bytes[i] as number) < 0x80) i++;
  // ASCII throughout: each byte is its own character, as in Latin-1, which makes a one-byte string.
  if (i === n) return B.from(bytes.buffer, bytes.byteOffset, n).toString("latin1");
  // Each byte gives at most one UTF-16 code unit (a 4-byte character gives two).
  const units = new Uint16Array(n);
  units.set(bytes.subarray(0, i));
  const limit = 64 + (n >> 10);
  let k = i;
  let runs = 0;
  while (i < n) {
    if (++runs > limit) return null;
    // A run of non-ASCII bytes holds whole characters when the input is valid UTF-8, since
    // lead and continuation bytes are all ≥ 0x80: the bytes are valid exactly when every run is.
    let j = i + 1;
    while (j < n && (bytes[j] as number) >= 0x80) j++;
    let run: string;
    try {
      run = utf8.decode(bytes.subarray(i, j));
    } catch {
      // The fatal decoder's only way to say "not UTF-8" is to throw.
      return undefined;
    }
    for (let q = 0; q < run.length; q++) units[k++] = run.charCodeAt(q);
    // Then the ASCII stretch up to the next run, copied natively.
    i = j;
    while (j < n && (bytes[j] as number) < 0x80) j++;
    units.set(bytes.subarray(i, j), k);
    k += j - i;
    i = j;
  }
  return B.from(units.buffer, 0, 2 * k).toString("utf16le");
}
