import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  linAuction,
  linBoardToRecord,
  makeLin,
  parseLin,
  recordToLinBoard,
  type LinBoard,
  type LinFile,
} from "../../src/formats/lin.js";
import { iterateLinBoards } from "contract-bridge";
import { RecordedDealSchema, type RecordedDeal } from "../../src/formats/record.js";
import { fixture, mutate, randomRecord, withoutPositions, type Mutation } from "./helpers.js";

const CORPUS_LIN = [
  "dominicprice+endplay/tests/lin/example1.lin",
  "forrestrice+bridge-bots/bridgebots/tests/resources/sample.lin",
  "forrestrice+bridge-bots/bridgebots/tests/resources/usbf_sf_14502.lin",
  "odd/three-hands.lin",
];

function read(path: string): LinFile {
  const file = parseLin(fixture(path));
  if (!file.ok) throw new Error(`${path}: ${JSON.stringify(file.error)}`);
  return file.value;
}

function records(file: LinFile): RecordedDeal[] {
  return file.boards.map((b) => {
    const r = linBoardToRecord(b, file.header);
    if (!r.ok) throw new Error(`board at line ${b.line}: ${JSON.stringify(r.error)}`);
    return r.value;
  });
}

describe("LIN: the corpus", () => {
  it.each([
    ["dominicprice+endplay/tests/lin/example1.lin", 8],
    ["forrestrice+bridge-bots/bridgebots/tests/resources/sample.lin", 1],
    ["forrestrice+bridge-bots/bridgebots/tests/resources/usbf_sf_14502.lin", 30],
    ["odd/three-hands.lin", 1],
  ] as const)("every board of %s parses and gives a record (%i boards)", (path, count) => {
    const file = read(path);
    expect(file.boards).toHaveLength(count);
    for (const record of records(file)) expect(RecordedDealSchema.safeParse(record).success).toBe(true);
  });

  it("[FMT-6] md: dealer digit 3 is North, hands in S W N E order, the missing fourth hand is the rest", () => {
    const [first] = records(read("dominicprice+endplay/tests/lin/example1.lin"));
    expect(first).toMatchObject({ board: "1", dealer: "N", vulnerability: "none" });
    expect(first?.deal.S).toEqual(["SK", "HA", "HK", "HQ", "H9", "H7", "H5", "H4", "D9", "D6", "CK", "C8", "C5"]);
    expect(first?.deal.E).toHaveLength(13);
    const all = new Set(["N", "E", "S", "W"].flatMap((s) => first?.deal[s as "N"] ?? []));
    expect(all.size).toBe(52);
    expect(first?.players).toEqual({ S: "domtp", W: "~~M25054gn", N: "~~M2509087", E: "~~M25116nn" });
  });

  it("[AUC-2] mb with ! alerts, an explanations attached to the call before them", () => {
    const board = read("dominicprice+endplay/tests/lin/example1.lin").boards[0] as LinBoard;
    const calls = linAuction(board);
    expect(calls.ok && calls.value.map((c) => c.call)).toEqual(["P", "P", "1H", "2H", "P", "4S", "5H", "P", "P", "P"]);
    expect(calls.ok && calls.value[3]).toMatchObject({
      call: "2H",
      alert: true,
      annotation: expect.stringContaining("Michaels") as string,
    });
    expect(calls.ok && calls.value[2]).toMatchObject({
      alert: false,
      annotation: expect.stringContaining("Major suit opening") as string,
    });
    expect(calls.ok && calls.value[0]).toMatchObject({ alert: false, annotation: null });
  });

  it("[FMT-6] mc is a claim of declarer's total tricks when play stopped early", () => {
    const recs = records(read("dominicprice+endplay/tests/lin/example1.lin"));
    expect(recs[2]).toMatchObject({ board: "3", claim: 9, stated: { contract: "2H", declarer: "S", result: 9 } });
    expect(recs[2]?.plays).toHaveLength(44);
    expect(recs[0]).toMatchObject({ claim: null, stated: { contract: "5H", declarer: "S" } });
    expect(recs[0]?.plays).toHaveLength(52);
  });

  it("[FMT-6] a vugraph file is split at qx into 30 boards; players per room; rs gives the stated results", () => {
    const file = read("forrestrice+bridge-bots/bridgebots/tests/resources/usbf_sf_14502.lin");
    expect(file.header.map((c) => c.cmd)).toEqual(["vg", "rs", "pn", "pg"]);
    const recs = records(file);
    expect(recs.map((r) => r.board)).toEqual(Array.from({ length: 30 }, (_, k) => String(46 + Math.floor(k / 2))));
    expect(recs[0]?.players).toEqual({ S: "Meckstroth", W: "Levin", N: "Rodwell", E: "Weinstein" });
    expect(recs[1]?.players).toEqual({ S: "Stansby", W: "Hamman", N: "Martel", E: "Mahmood" });
    // rs "4SWx-4" for the open room of board 53.
    expect(recs[14]).toMatchObject({ board: "53", stated: { contract: "4SX", declarer: "W", result: 6 } });
    expect(recs[14]?.calls).toEqual(["P", "P", "1C", "3S", "X", "4S", "P", "P", "X", "P", "P", "P"]);
    // Lower-case cards, a claim after an unfinished trick.
    expect(recs[2]?.plays.slice(0, 3)).toEqual(["SQ", "S5", "S2"]);
    expect(recs[2]).toMatchObject({ claim: 10 });
    expect(recs[2]?.plays.length).toBe(18);
    // Commentary is kept in the board's commands.
    expect((file.boards[0] as LinBoard).commands.filter((c) => c.cmd === "nt").length).toBeGreaterThan(3);
  });

  it("[FMT-2] our three-hand file: sv|0, lower-case pc, an unknown command kept", () => {
    const file = read("odd/three-hands.lin");
    const [r] = records(file);
    expect(r).toMatchObject({
      board: "7",
      dealer: "S",
      vulnerability: "none",
      claim: 10,
      stated: { contract: "3NT", declarer: "W", result: 10 },
    });
    expect(r?.deal.E).toEqual(["SA", "S8", "S7", "S5", "HJ", "HT", "H9", "DA", "D5", "CT", "C7", "C6", "C5"]);
    expect((file.boards[0] as LinBoard).commands.find((c) => c.cmd === "xx")?.arg).toBe("an unknown command");
    expect(makeLin(file)).toContain("xx|an unknown command|");
  });
});

describe("LIN: errors", () => {
  it("[FMT-4] a 12-card hand in md reads, but its record is a PARSE_ERROR at the md command", () => {
    const file = read("odd/twelve-cards.lin");
    expect(linBoardToRecord(file.boards[0] as LinBoard)).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", line: 1, column: 16, message: expect.stringContaining("S has 12 cards") as string },
    });
  });

  it.each([
    ["md|1SAK|\nsv|o|pc", 2, 6, 'has no "|"'],
    ["md|1SAK|sv|o", 1, 9, "no closing"],
    ["md|1SAK|\n  <html>|x|", 2, 3, "expected a command"],
    ["pc|SA|\u0000\u0001|x|", 1, 7, "expected a command"],
  ])("malformed LIN %j is a PARSE_ERROR naming line and column", (text, line, column, message) => {
    expect(parseLin(text)).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", line, column, message: expect.stringContaining(message) as string },
    });
  });

  it("[FMT-4] unreadable calls and cards are PARSE_ERRORs at their command", () => {
    const base = "md|1SAKQJT98765432HDC,HAKQJT98765432DC,DAKQJT98765432HC,|sv|b|";
    expect(
      linBoardToRecord((parseLin(`${base}mb|1S|mb|9Z|`) as { value: LinFile }).value.boards[0] as LinBoard),
    ).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", line: 1, column: 69 },
    });
    expect(
      linBoardToRecord((parseLin(`${base}pc|S1|`) as { value: LinFile }).value.boards[0] as LinBoard),
    ).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", column: 63 },
    });
    expect(
      linBoardToRecord((parseLin(`${base}mc|14|`) as { value: LinFile }).value.boards[0] as LinBoard),
    ).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", column: 63 },
    });
    expect(linBoardToRecord((parseLin("sv|o|mb|p|") as { value: LinFile }).value.boards[0] as LinBoard)).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", message: expect.stringContaining("no md") as string },
    });
  });
});

describe("LIN: writing", () => {
  it("writes a record the way BBO writes hand records", () => {
    const [r] = records(read("forrestrice+bridge-bots/bridgebots/tests/resources/sample.lin"));
    const text = makeLin([recordToLinBoard(r as RecordedDeal)]);
    expect(text.split("\n")[0]).toBe(
      "pn|PrinceBen,Forrest_,smalark,granola357|st||md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,SAT7HT94D984CK853|rh||ah|Board 15|sv|n|mb|p|mb|1H|mb|2N|an|Unusual No Trump: 2 5card minors|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||",
    );
  });

  it("[FMT-2] round trip over random deals with auctions and plays: parse(make(x)) equals x, and the record survives", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 31 }), { minLength: 1, maxLength: 4 }), (seeds) => {
        const recs = seeds.map(randomRecord);
        const boards = recs.map(recordToLinBoard);
        const file = parseLin(makeLin(boards));
        expect(file.ok && withoutPositions(file.value)).toEqual(withoutPositions({ header: [], boards }));
        const back = file.ok ? records(file.value) : [];
        expect(withoutPositions(back)).toEqual(withoutPositions(recs));
      }),
      { numRuns: 80 },
    );
  });

  it.each(CORPUS_LIN)(
    "[FMT-2] round trip over %s: the boards and their records equal after make then parse",
    (path) => {
      const file = read(path);
      const again = parseLin(makeLin(file));
      expect(again.ok).toBe(true);
      const second = again.ok ? again.value : { header: [], boards: [] };
      expect(withoutPositions(second)).toEqual(withoutPositions(file));
      expect(withoutPositions(records(second))).toEqual(withoutPositions(records(file)));
    },
  );

  it("[FMT-2] [FMT-6] PBN records written as LIN read back with the same deal, calls, plays and claims", async () => {
    const { parsePbn, pbnGameToRecord } = await import("../../src/formats/pbn.js");
    const pbn = parsePbn(fixture("dominicprice+endplay/tests/pbn/example2.pbn"));
    if (!pbn.ok) throw new Error("example2");
    const recs = pbn.value.games.map((g) => pbnGameToRecord(g)).flatMap((r) => (r.ok ? [r.value] : []));
    const lin = parseLin(makeLin(recs.map(recordToLinBoard)));
    expect(lin.ok).toBe(true);
    const back = lin.ok ? records(lin.value) : [];
    const core = (r: RecordedDeal): unknown => [
      r.board,
      r.dealer,
      r.vulnerability,
      r.deal,
      r.calls,
      r.plays,
      r.claim,
      r.players,
    ];
    expect(back.map(core)).toEqual(recs.map(core));
  });
});

describe("LIN: robustness", () => {
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant("splice" as const),
      from: fc.nat(),
      length: fc.integer({ min: 1, max: 200 }),
      to: fc.nat(),
    }),
    fc.record({
      kind: fc.constant("flip" as const),
      at: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
      mask: fc.integer({ min: 1, max: 255 }),
    }),
  );

  it.each(CORPUS_LIN)("[FMT-4] mutations of %s never throw: each parse is ok or a PARSE_ERROR with a place", (path) => {
    const bytes = fixture(path);
    fc.assert(
      fc.property(mutation, (m) => {
        const file = parseLin(mutate(bytes, m));
        if (!file.ok) {
          expect(file.error.code).toBe("PARSE_ERROR");
          expect(file.error.line).toBeGreaterThanOrEqual(1);
          expect(file.error.column).toBeGreaterThanOrEqual(1);
          return;
        }
        for (const board of file.value.boards) {
          const r = linBoardToRecord(board, file.value.header);
          if (!r.ok) {
            expect(r.error.code).toBe("PARSE_ERROR");
            expect(r.error.line).toBeGreaterThanOrEqual(1);
          }
        }
        const again = parseLin(makeLin(file.value));
        expect(again.ok && withoutPositions(again.value)).toEqual(withoutPositions(file.value));
      }),
      { numRuns: 60 },
    );
  });
});

describe("LIN: command names in any case", () => {
  const shape = (file: LinFile): string[][] => file.boards.map((b) => b.commands.map((c) => c.cmd.toLowerCase()));
  const cases = (text: string, upper: (name: string) => string): string =>
    text.replace(/(^|\|)([a-z]{2})\|/gu, (_, bar: string, name: string) => `${bar}${upper(name)}|`);

  it("boards are cut at MD, PN, ST and QX as at md, pn, st and qx", () => {
    const plain = "pn|a,b,c,d|st||md|1S2H3D4C,,,|mb|p|pn|e,f,g,h|md|2S2H3D4C,,,|mb|1c|pg||";
    const vugraph = "vg|x,y|qx|o1|md|1S2H3D4C,,,|mb|p|qx|c1|md|1S2H3D4C,,,|mb|p|";
    for (const text of [plain, vugraph]) {
      const lower = parseLin(text);
      if (!lower.ok) throw new Error(lower.error.message);
      for (const upper of [(s: string) => s.toUpperCase(), (s: string) => s[0]!.toUpperCase() + s[1]!]) {
        const mixed = parseLin(cases(text, upper));
        if (!mixed.ok) throw new Error(mixed.error.message);
        expect(shape(mixed.value)).toEqual(shape(lower.value));
        expect(mixed.value.header.length).toBe(lower.value.header.length);
      }
    }
    expect(shape((parseLin(plain) as { value: LinFile }).value).length).toBe(2);
    expect(shape((parseLin(vugraph) as { value: LinFile }).value).length).toBe(2);
  });

  it("makeLin breaks the line after PG|| as after pg||", () => {
    const board: LinBoard = {
      line: 1,
      column: 1,
      commands: [
        { cmd: "mb", arg: "p", line: 0, column: 0 },
        { cmd: "PG", arg: "", line: 0, column: 0 },
        { cmd: "pc", arg: "SA", line: 0, column: 0 },
      ],
    };
    expect(makeLin([board])).toBe("mb|p|PG||\npc|SA|\n");
  });
});

describe("LIN: command names that only look alike", () => {
  it("makeLin breaks the line after pg in any case, and after no other two-character name", () => {
    const lines = (cmd: string): number =>
      makeLin([
        {
          line: 1,
          column: 1,
          commands: [
            { cmd, arg: "", line: 0, column: 0 },
            { cmd: "mb", arg: "p", line: 0, column: 0 },
          ],
        },
      ]).split("\n").length - 1;
    // "p\u7067" and "\u0170g" share bits with "pg" that a careless case-folding could confuse.
    expect(["pg", "PG", "Pg", "pG", "p\u7067", "\u0170g", "qg", "p"].map(lines)).toEqual([2, 2, 2, 2, 1, 1, 1, 1]);
  });
});

describe("LIN positions", () => {
  /** Line and column of each index of `text` the slow obvious way: a line ends at "\n", or at "\r" not followed by "\n". */
  function places(text: string): { line: number; column: number }[] {
    const out: { line: number; column: number }[] = [];
    let line = 1;
    let start = 0;
    for (let x = 0; x < text.length; x++) {
      out.push({ line, column: x - start + 1 });
      if (text[x] === "\n" || (text[x] === "\r" && text[x + 1] !== "\n")) {
        line++;
        start = x + 1;
      }
    }
    return out;
  }

  const piece = fc.record({
    cmd: fc.constantFrom("md", "mb", "pc", "an", "nt", "PC", "xyz1"),
    arg: fc.constantFrom("p", "1C", "SA", "", "a\nb", "x\r\ny", "long argument text", "c\rd"),
    before: fc.constantFrom("", " ", "\t", "\n", "\r\n", "\r", "\n\n  ", " \r\n\t"),
  });

  it("[FMT-4] [FMT-5] every command's line and column are where it starts, whatever the line ends, whole and in chunks", () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 9 }), (pieces, size) => {
        let text = "";
        const starts: number[] = [];
        for (const p of pieces) {
          text += p.before;
          starts.push(text.length);
          text += `${p.cmd}|${p.arg}|`;
        }
        const at = places(text);
        const expected = starts.map((s) => at[s]);
        const whole = parseLin(text);
        if (!whole.ok) throw new Error(whole.error.message);
        const seen = [...whole.value.header, ...whole.value.boards.flatMap((b) => b.commands)];
        expect(seen.map((c) => ({ line: c.line, column: c.column }))).toEqual(expected);
        const chunks: string[] = [];
        for (let k = 0; k < text.length; k += size) chunks.push(text.slice(k, k + size));
        const streamed = [...iterateLinBoards(chunks)].flatMap((b) => (b.ok ? b.value.board.commands : []));
        expect(streamed.map((c) => ({ line: c.line, column: c.column }))).toEqual(
          whole.value.boards.flatMap((b) => b.commands).map((c) => ({ line: c.line, column: c.column })),
        );
      }),
    );
  });
});
