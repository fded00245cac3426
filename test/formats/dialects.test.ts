// Dialects real programs write: a generator of variants of a valid game (each variant a handful of
// tolerated deviations), and the properties that every variant reads to the same RecordedDeal, that
// each deviation is a warning with a stable code and a place, and that `strict` refuses it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RecordedDealSchema,
  WARNING_CODES,
  iteratePbnGames,
  linBoardToRecord,
  makeLin,
  makePbn,
  parseLin,
  parsePbn,
  pbnGameToRecord,
  recordToLinBoard,
  recordToPbnGame,
  type LinBoard,
  type PbnGame,
  type RecordedDeal,
  type Result,
} from "contract-bridge";
import { fixture, randomRecord, withoutPositions } from "./helpers.js";

/** One tolerated deviation, applied to PBN text written in the standard's export layout. */
type PbnDialect =
  | "unquoted"
  | "lowerCards"
  | "callSpellings"
  | "spaces"
  | "crlf"
  | "bom"
  | "comments"
  | "percent"
  | "lowerContract"
  | "unknownTag"
  | "latin1";

const PBN_DIALECTS: readonly PbnDialect[] = [
  "unquoted",
  "lowerCards",
  "callSpellings",
  "spaces",
  "crlf",
  "bom",
  "comments",
  "percent",
  "lowerContract",
  "unknownTag",
  "latin1",
];

/** Which section a line of export-layout PBN belongs to (the writer puts each section after its tag). */
function sections(lines: readonly string[]): string[] {
  let current = "";
  return lines.map((l) => {
    const m = /^\[(\w+) /u.exec(l);
    if (m) current = m[1] as string;
    return m ? "tag" : current;
  });
}

const CALL_SPELLINGS: Readonly<Record<string, string>> = { Pass: "pass", X: "D", XX: "R" };

/** `text` with one dialect applied; the bytes, since some dialects are about bytes. */
function applyDialect(text: string, d: PbnDialect): string | Uint8Array {
  const lines = text.split("\n");
  const kinds = sections(lines);
  switch (d) {
    case "unquoted":
      // Values a program could write bare: no quote, bracket or backslash, not empty, not "#".
      return lines
        .map((l) =>
          l.replace(/^\[(\w+) "([^"\\\]#][^"\\\]]*)"\]$/u, (all, name: string, value: string) =>
            value.trim() === value ? `[${name} ${value}]` : all,
          ),
        )
        .join("\n");
    case "lowerCards":
      return lines.map((l, k) => (kinds[k] === "Play" ? l.toLowerCase() : l)).join("\n");
    case "callSpellings":
      return lines
        .map((l, k) =>
          kinds[k] === "Auction"
            ? l
                .split(" ")
                .map((t) => CALL_SPELLINGS[t] ?? t.replace(/NT$/u, "N").toLowerCase())
                .join(" ")
            : l,
        )
        .join("\n");
    case "spaces":
      return lines
        .map((l, k) =>
          kinds[k] === "Auction" || kinds[k] === "Play"
            ? l.split(" ").join(" \t  ")
            : l.replace(/^\[(\w+) /u, "[$1   "),
        )
        .join("\n");
    case "crlf":
      return lines.join("\r\n");
    case "bom":
      return `\uFEFF${text}`;
    case "comments":
      return lines
        .map((l, k) =>
          kinds[k] === "Auction" || kinds[k] === "Play" ? `{a comment} ${l.split(" ").join(" {x} ")} ; to the end` : l,
        )
        .join("\n");
    case "percent":
      return lines.map((l, k) => (kinds[k] === "Auction" ? `${l} % a remark` : l)).join("\n");
    case "lowerContract":
      return lines
        .map((l) =>
          l.replace(
            /^\[Contract "(\d)(NT|[CDHS])(X{0,2})"\]$/u,
            (_a, n: string, s: string, x: string) => `[Contract "${n}${s}${x.toLowerCase()}"]`,
          ),
        )
        .join("\n");
    case "unknownTag":
      return lines.map((l) => (l.startsWith("[Dealer ") ? `[MyProgram "exported it"]\n${l}` : l)).join("\n");
    case "latin1": {
      // Latin-1 bytes where UTF-8 would have two: only for text Latin-1 can hold.
      if ([...text].some((c) => c.charCodeAt(0) > 255) || !/[\u0080-\u00ff]/u.test(text)) return text;
      return Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    }
  }
}

function recordOf(input: string | Uint8Array, strict = false): Result<RecordedDeal> {
  const file = parsePbn(input, { strict });
  if (!file.ok) return file;
  const game = file.value.games.find((g) => g.tags.length > 0);
  if (!game) throw new Error("no game");
  return pbnGameToRecord(game, { strict });
}

function canonicalPbn(record: RecordedDeal): string {
  const game = recordToPbnGame(record);
  if (!game.ok) throw new Error(game.error.message);
  return makePbn([game.value]);
}

describe("PBN dialects: every variant of a valid game reads to the same RecordedDeal", () => {
  const dialects = fc.subarray([...PBN_DIALECTS], { minLength: 1 });

  it("[R-2] [PLAY-2] random records, each written with random dialects, read back equal; strict refuses the deviations", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), dialects, (seed, chosen) => {
        const record = randomRecord(seed);
        const plain = canonicalPbn(record);
        const expected = recordOf(plain);
        if (!expected.ok) throw new Error(expected.error.message);
        expect(expected.value.warnings).toBeUndefined();
        let text: string | Uint8Array = plain;
        for (const d of chosen)
          text = applyDialect(typeof text === "string" ? text : new TextDecoder("latin1").decode(text), d);
        const variant = recordOf(text);
        if (!variant.ok) throw new Error(`${chosen.join(",")}: ${variant.error.message}`);
        expect(withoutPositions(variant.value)).toEqual(withoutPositions(expected.value));
        // Every deviation said so, with a stable code and a place in the text.
        for (const w of variant.value.warnings ?? []) {
          expect(WARNING_CODES).toContain(w.code);
          expect(w.line).toBeGreaterThanOrEqual(1);
          expect(w.column).toBeGreaterThanOrEqual(1);
        }
        if ((variant.value.warnings ?? []).length > 0)
          expect(recordOf(text, true)).toMatchObject({ ok: false, error: { code: "PARSE_ERROR" } });
        else expect(recordOf(text, true).ok).toBe(true);
      }),
      { numRuns: 120 },
    );
  });

  it("[FMT-1] each unquoted value warns with its own tag's name, over games and past the first 100 names", () => {
    // The messages are kept per tag name (at most 100 at a time): names seen before, and more
    // names than are kept, must each still be named in their own warning.
    const names = Array.from({ length: 150 }, (_, k) => `Tag${k}`);
    const game = names.map((name) => `[${name} value]`).join("\n");
    const file = parsePbn(`${game}\n\n${game}\n`);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    for (const g of file.value.games) {
      expect(g.warnings?.map((w) => [w.code, w.message])).toEqual(
        names.map((name) => ["UNQUOTED_TAG_VALUE", `the value of tag ${name} is not in double quotes`]),
      );
    }
  });

  it("[FMT-1] [FMT-4] a game that cannot be read keeps its warnings: the next game in the stream carries only its own", () => {
    const text = '[Event Unquoted]\n}\n\n[Event "Two"]\n[Site Here]\n';
    const results = [...iteratePbnGames([text])];
    expect(results.map((r) => r.ok)).toEqual([false, true]);
    const second = results[1];
    expect(second?.ok && second.value.warnings?.map((w) => [w.code, w.line])).toEqual([["UNQUOTED_TAG_VALUE", 5]]);
  });

  it.each([
    ["[Event Random Deal #]", "UNQUOTED_TAG_VALUE", 1, 8],
    ['[Event "x"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "N"]\n1n pass pass pass', "NONSTANDARD_CALL", 5, 1],
    [
      '[Event "x"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Contract "1NT"]\n[Auction "N"]\n1NT Pass Pass Pass\n[Play "E"]\nsa S2 S3 S4',
      "NONSTANDARD_CARD",
      8,
      1,
    ],
    ['[Event "x"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Contract "4Hx"]', "NONSTANDARD_CONTRACT", 4, 1],
    [
      '[Event "x"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:akqj.akq.akq.akq t987.jt9.jt9.jt9 6543.876.876.876 2.5432.5432.5432"]',
      "NONSTANDARD_DEAL",
      4,
      1,
    ],
    ['[Event "x"] {a {nested} comment}\n[Dealer "N"]\n[Vulnerable "None"]', "NESTED_COMMENT", 1, 13],
    ['[Event "x"] % a remark\n[Dealer "N"]\n[Vulnerable "None"]', "PERCENT_COMMENT", 1, 13],
  ])("%j: warning %s at %i:%i, a PARSE_ERROR there with strict", (text, code, line, column) => {
    const file = parsePbn(text);
    if (!file.ok) throw new Error(file.error.message);
    const game = file.value.games[0] as PbnGame;
    const record = pbnGameToRecord(game);
    const warnings = record.ok ? record.value.warnings : game.warnings;
    expect(warnings?.map((w) => [w.code, w.line, w.column])).toContainEqual([code, line, column]);
    const strict = parsePbn(text, { strict: true });
    const strictRecord = strict.ok ? pbnGameToRecord(strict.value.games[0] as PbnGame, { strict: true }) : strict;
    expect(strictRecord).toMatchObject({ ok: false, error: { code: "PARSE_ERROR", line, column } });
    expect(strictRecord.ok ? "" : strictRecord.error.message).toContain(code);
  });
});

type LinDialect = "threeHands" | "lowerCards" | "upperCommands" | "url" | "escaped";
const LIN_DIALECTS: readonly LinDialect[] = ["threeHands", "lowerCards", "upperCommands", "url", "escaped"];

function applyLin(text: string, d: LinDialect): string {
  switch (d) {
    case "threeHands":
      return text.replace(/md\|(\d[^,|]*,[^,|]*,[^,|]*),[^|]*\|/u, "md|$1,|");
    case "lowerCards":
      return text.replace(/pc\|(\w\w)\|/gu, (_a, c: string) => `pc|${c.toLowerCase()}|`);
    case "upperCommands":
      return text.replace(/(^|\|)(pc|mb|sv)\|/gu, (_a, b: string, c: string) => `${b}${c.toUpperCase()}|`);
    case "url":
      return `https://www.bridgebase.com/tools/handviewer.html?lin=${encodeURIComponent(text.replace(/\n/gu, ""))}&v=1`;
    case "escaped":
      return text.replace(/\|/gu, "%7C");
  }
}

function linRecordOf(text: string): RecordedDeal {
  const file = parseLin(text);
  if (!file.ok) throw new Error(file.error.message);
  const r = linBoardToRecord(file.value.boards[0] as LinBoard, file.value.header);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("LIN dialects: every variant of a valid board reads to the same RecordedDeal", () => {
  it("[R-2] random records written as LIN with random dialects read back equal", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.subarray([...LIN_DIALECTS], { minLength: 1 }),
        (seed, chosen) => {
          const record = randomRecord(seed);
          const plain = makeLin([recordToLinBoard(record)]);
          const expected = linRecordOf(plain);
          // URL encoding goes last: it wraps the whole text.
          let text = plain;
          for (const d of [...chosen].sort(
            (a, b) => Number(a === "url" || a === "escaped") - Number(b === "url" || b === "escaped"),
          )) {
            if ((d === "url" || d === "escaped") && (text.startsWith("http") || text.includes("%7C"))) continue;
            text = applyLin(text, d);
          }
          expect(withoutPositions(linRecordOf(text))).toEqual(withoutPositions(expected));
        },
      ),
      { numRuns: 100 },
    );
  });

  it("[FMT-1] a handviewer URL says so with LIN_URL_ENCODED, and strict refuses it", () => {
    const url =
      "https://www.bridgebase.com/tools/handviewer.html?lin=md%7C1SAKQJT98765432HDC%2CHAKQJT98765432DC%2CDAKQJT98765432HC%2C%7Csv%7Co%7Cmb%7C7N%7C";
    const file = parseLin(url);
    expect(file.ok && file.value.warnings?.map((w) => [w.code, w.line, w.column])).toEqual([["LIN_URL_ENCODED", 1, 1]]);
    expect(file.ok && linBoardToRecord(file.value.boards[0] as LinBoard).ok).toBe(true);
    const strict = parseLin(url, { strict: true });
    expect(strict.ok ? "" : `${strict.error.code} ${strict.error.message}`).toMatch(/^PARSE_ERROR .*LIN_URL_ENCODED/u);
  });
});

describe("lossless: every fixture round-trips through PBN and JSON, tag by tag", () => {
  const PBN_FIXTURES = [
    "dominicprice+endplay/tests/pbn/example1.pbn",
    "dominicprice+endplay/tests/pbn/example2.pbn",
    "dominicprice+endplay/tests/pbn/example4.pbn",
    "dominicprice+endplay/examples/pbn_files/sample.pbn",
    "forrestrice+bridge-bots/bridgebots/tests/resources/sample.pbn",
    "odd/crlf.pbn",
    "odd/dash-tokens.pbn",
    "odd/empty-deal.pbn",
    "odd/inheritance.pbn",
    "odd/latin1.pbn",
    "odd/nested-comment.pbn",
    "odd/no-header.pbn",
  ];

  it.each(PBN_FIXTURES)(
    "[FMT-2] makePbn(parsePbn(%s)) keeps every game's tags in order, values, trailing items and sections",
    (path) => {
      const file = parsePbn(fixture(path));
      if (!file.ok) throw new Error(file.error.message);
      const again = parsePbn(makePbn(file.value));
      if (!again.ok) throw new Error(again.error.message);
      expect(again.value.games).toHaveLength(file.value.games.length);
      file.value.games.forEach((game, g) => {
        const back = again.value.games[g] as PbnGame;
        expect(withoutPositions(back.preamble)).toEqual(withoutPositions(game.preamble));
        expect(back.tags.map((t) => t.name)).toEqual(game.tags.map((t) => t.name));
        game.tags.forEach((tag, k) => {
          const other = back.tags[k];
          expect(other?.value, `${path} game ${g} tag ${tag.name}`).toBe(tag.value);
          expect(withoutPositions(other?.trailing)).toEqual(withoutPositions(tag.trailing));
          expect(withoutPositions(other?.section)).toEqual(withoutPositions(tag.section));
        });
      });
    },
  );

  it.each(PBN_FIXTURES)("[FMT-2] the records of %s survive JSON: schema-checked and equal", (path) => {
    const file = parsePbn(fixture(path));
    if (!file.ok) throw new Error(file.error.message);
    for (const game of file.value.games) {
      const r = pbnGameToRecord(game);
      if (!r.ok) continue; // a game broken on purpose (see SOURCES.md)
      const back = RecordedDealSchema.safeParse(JSON.parse(JSON.stringify(r.value)));
      expect(back.success && back.data).toEqual(r.value);
    }
  });

  it("[AUC-2] LIN alerts and explanations become PBN ! and notes, and come back to LIN", () => {
    const file = parseLin(fixture("dominicprice+endplay/tests/lin/example1.lin"));
    if (!file.ok) throw new Error(file.error.message);
    const record = linBoardToRecord(file.value.boards[0] as LinBoard);
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value.alerts?.find((a) => a.index === 3)).toMatchObject({ alert: true });
    expect(record.value.alerts?.find((a) => a.index === 3)?.explanation).toContain("Michaels");
    const game = recordToPbnGame(record.value);
    if (!game.ok) throw new Error(game.error.message);
    const text = makePbn([game.value]);
    expect(text).toMatch(/^\[Note "\d+:.*Michaels/mu);
    // A PBN note is one line, its spaces at either end not kept.
    const viaPbn = recordOf(text);
    expect(viaPbn.ok && viaPbn.value.alerts).toEqual(
      record.value.alerts?.map((a) => ({ ...a, explanation: a.explanation?.replace(/\n/gu, " ").trim() ?? null })),
    );
    const viaLin = linRecordOf(makeLin([recordToLinBoard(record.value)]));
    expect(viaLin.alerts).toEqual(record.value.alerts);
  });
});
