// Bytes to text: decodeText, the Latin-1 fallback and the chunk decoder against slow obvious
// oracles, on inputs shaped like real files and like hostile ones (views at any alignment).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChunkDecoder, decodeLatin1, decodeText } from "../../src/formats/util.js";

/** windows-1252 at 0x80–0x9F, from the WHATWG encoding index (the five holes map to themselves). */
const WINDOWS_1252 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** One character per byte, looked up one at a time. */
function latin1Oracle(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += String.fromCharCode(b >= 0x80 && b < 0xa0 ? (WINDOWS_1252[b - 0x80] as number) : b);
  return out;
}

/** The platform's fatal decoder over the whole input, or `undefined` when it is not UTF-8. */
function utf8Oracle(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function textOracle(bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  return utf8Oracle(body) ?? latin1Oracle(body);
}

const enc = new TextEncoder();

/** Pieces of a file: ASCII runs, valid characters of every UTF-8 length, stray bytes, a BOM. */
const piece: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 40 }).map((s) => enc.encode(s)) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 4 }).map((s) => enc.encode(s)) },
  { weight: 1, arbitrary: fc.constantFrom("é", "♥", "€", "😀", "ÿ").map((s) => enc.encode(s)) },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 3, min: 0x80, max: 0xff }) },
  { weight: 1, arbitrary: fc.constant(new Uint8Array([0xef, 0xbb, 0xbf])) },
);

/** The pieces joined, placed at `offset` in a larger buffer so that the view starts unaligned. */
const input: fc.Arbitrary<Uint8Array> = fc
  .tuple(fc.array(piece, { maxLength: 60 }), fc.nat({ max: 7 }))
  .map(([pieces, offset]) => {
    const size = pieces.reduce((n, p) => n + p.length, 0);
    const buffer = new Uint8Array(offset + size + 5);
    let at = offset;
    for (const p of pieces) {
      buffer.set(p, at);
      at += p.length;
    }
    return buffer.subarray(offset, offset + size);
  });

describe("decoding bytes", () => {
  it("[FMT-3] decodeText reads any bytes as the platform's fatal UTF-8 decoder does, else as windows-1252, whatever their alignment", () => {
    fc.assert(
      fc.property(input, (bytes) => {
        expect(decodeText(bytes)).toBe(textOracle(bytes));
      }),
      { numRuns: 400 },
    );
  });

  it("[FMT-3] Latin-1 maps 0x80–0x9F as windows-1252 and every other byte to itself", () => {
    const all = new Uint8Array(256).map((_, k) => k);
    expect(decodeLatin1(all)).toBe(latin1Oracle(all));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(decodeLatin1(bytes)).toBe(latin1Oracle(bytes));
      }),
    );
  });

  it("[FMT-3] [FMT-5] a stream of valid UTF-8 decodes chunk by chunk as in one piece, characters cut anywhere", () => {
    fc.assert(
      fc.property(input, fc.array(fc.nat(), { maxLength: 5 }), (bytes, cuts) => {
        if (utf8Oracle(bytes) === undefined) return;
        const at = [0, ...cuts.map((c) => c % (bytes.length + 1)).sort((a, b) => a - b), bytes.length];
        const decoder = new ChunkDecoder();
        let text = "";
        for (let k = 1; k < at.length; k++) text += decoder.push(bytes.subarray(at[k - 1], at[k]));
        text += decoder.flush();
        expect(text).toBe(decodeText(bytes));
      }),
      { numRuns: 300 },
    );
  });
});
