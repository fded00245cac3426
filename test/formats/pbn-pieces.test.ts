// parsePbn decodes bytes in pieces cut after empty lines, so that the games holding a "♣" or an
// accented name are decoded on their own and the ASCII between them stays one byte per character.
// These tests pin down that this cannot be told from decoding the whole file first: the oracle is
// parsePbn over the text the platform's decoder gives for the whole input (one piece), compared
// deep (games, tags, sections, warnings, errors with their places), on files whose cuts fall
// between games, inside a { comment } that spans an empty line, and inside broken games.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePbn } from "../../src/formats/pbn.js";
import { decodeLatin1, decodePieces } from "../../src/formats/util.js";

const enc = new TextEncoder();

/** The whole input decoded at once: UTF-8 when valid (BOM dropped), else windows-1252. */
function wholeText(bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    return decodeLatin1(body);
  }
}

/** A line of 300 ASCII characters: a few of them make a game longer than the shortest piece (1 kB). */
const FILLER = "; " + "abcdefghij".repeat(30);

/** Lines real files hold, and some broken ones. */
const LINE: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('[Event "Club"]', '[Board "1"]', '[Dealer "N"]', '[Auction "N"]') },
  { weight: 3, arbitrary: fc.constantFrom("1C 1D! 2C =1= AP", "SA HK D5 C2", "sa hk d5 c2 % mid-line", "- * +") },
  { weight: 3, arbitrary: fc.constantFrom("", "", "  ", "\t") },
  { weight: 3, arbitrary: fc.constant(FILLER) },
  { weight: 2, arbitrary: fc.constantFrom('[Note "1: 2+♣"]', '[West "Sjöström"]', "{ ♦ }", "é") },
  { weight: 2, arbitrary: fc.constantFrom("{ a comment", "that ends }", "{ a { nested } one }", "% escape") },
  { weight: 1, arbitrary: fc.constantFrom("[Event Club night]", '[Event "unterminated', "stray ]", "[") },
  { weight: 1, arbitrary: fc.constant(new Uint8Array([0xff])) },
);

/** Lines joined by LF or CRLF, after an optional BOM. */
const FILE: fc.Arbitrary<Uint8Array> = fc
  .tuple(fc.array(fc.tuple(LINE, fc.boolean()), { maxLength: 120 }), fc.boolean())
  .map(([lines, bom]) => {
    const parts: Uint8Array[] = bom ? [new Uint8Array([0xef, 0xbb, 0xbf])] : [];
    for (const [line, crlf] of lines) {
      parts.push(typeof line === "string" ? enc.encode(line) : line, enc.encode(crlf ? "\r\n" : "\n"));
    }
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  });

/** A game of `lines` filler lines after its tags, with `extra` lines where its section starts. */
function game(event: string, extra: readonly string[], lines = 5): string {
  return [`[Event "${event}"]`, '[Auction "N"]', ...extra, ...Array<string>(lines).fill(FILLER), ""].join("\n");
}

describe("PBN from bytes, decoded in pieces", () => {
  it("[FMT-3] parsePbn reads bytes as it reads the text decoded whole: games, tags, sections, warnings and errors", () => {
    fc.assert(
      fc.property(FILE, fc.boolean(), (bytes, strict) => {
        const text = wholeText(bytes);
        expect(parsePbn(bytes, { strict })).toEqual(parsePbn(text, { strict }));
      }),
      { numRuns: 500 },
    );
  });

  it("[FMT-5] the pieces join to the whole text; each but the last is at least 1 kB and ends with an empty line", () => {
    fc.assert(
      fc.property(FILE, (bytes) => {
        const pieces = decodePieces(bytes);
        expect(pieces.join("")).toBe(wholeText(bytes));
        for (const piece of pieces.slice(0, -1)) {
          expect(enc.encode(piece).length).toBeGreaterThanOrEqual(1024);
          expect(`\n${piece}`).toMatch(/\n[ \t]*\r?\n$/u);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("[FMT-3] [FMT-5] a game holding a non-ASCII character is a piece of its own, between ASCII pieces", () => {
    const bytes = enc.encode(game("one", []) + "\n" + game("two ♣", []) + "\n" + game("three", []));
    const pieces = decodePieces(bytes);
    expect(pieces).toHaveLength(3);
    expect(pieces.map((p) => p.includes("♣"))).toEqual([false, true, false]);
    expect(pieces.map((p) => [...p].every((ch) => ch.charCodeAt(0) < 128))).toEqual([true, false, true]);
  });

  it("[FMT-5] a { comment } running past the empty line a piece ends with is read whole, each warning once", () => {
    // The comment starts more than 1 kB into its game, so the piece of that game ends at the empty
    // line inside the comment.
    const open = [
      "1C % mid-line",
      ...Array<string>(4).fill(FILLER),
      "{ a { nested } comment",
      "",
      "still the comment }",
    ];
    const bytes = enc.encode(game("one", []) + "\n" + game("two ♣", open) + "\n" + game("three", []));
    expect(decodePieces(bytes).some((p) => p.endsWith("{ a { nested } comment\n\n"))).toBe(true);
    const file = parsePbn(bytes);
    expect(file).toEqual(parsePbn(wholeText(bytes)));
    expect(file.ok && file.value.games.map((g) => g.warnings?.map((w) => [w.code, w.line]))).toEqual([
      undefined,
      [
        ["PERCENT_COMMENT", 11],
        ["NESTED_COMMENT", 16],
      ],
      undefined,
    ]);
  });

  it("[FMT-4] [FMT-5] an error inside a piece that is not the last is reported where the whole text reports it", () => {
    const bytes = enc.encode(game("one ♣", ['[Event "cut', ""]) + "\n" + game("two", []));
    expect(decodePieces(bytes).length).toBeGreaterThan(1);
    const file = parsePbn(bytes);
    expect(file).toEqual(parsePbn(wholeText(bytes)));
    expect(file).toMatchObject({ ok: false, error: { code: "PARSE_ERROR", line: 3, column: 8 } });
  });
});
