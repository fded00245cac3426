// parsePbn checks a whole file up front but builds a game's tags and a tag's section only when
// they are first read. These tests pin down that this cannot be told from building them eagerly:
// same values and key order (JSON, deep equality), whatever the order of reading, errors still
// reported by parsePbn with their place, and inheritance across games whose tags were never read.
import { describe, expect, it } from "vitest";
import {
  iteratePbnGames,
  makePbn,
  parsePbn,
  pbnAuction,
  pbnGameToRecord,
  pbnPlay,
  pbnTag,
  type PbnFile,
  type PbnGame,
  type PbnItem,
} from "../../src/formats/pbn.js";
import { fixture } from "./helpers.js";

const token = (text: string, line: number, column: number): PbnItem => ({ kind: "token", text, line, column });

const SMALL = [
  "% PBN 2.1",
  '[Event "Lazy"] ; trailing',
  '[Dealer "N"]',
  '[Auction "N"]',
  "1C! =1= Pass",
  "{a comment} AP",
  '[Note "1:clubs"]',
  '[Play "E"]',
  "D4 DJ",
  "",
].join("\n");

/** SMALL as an eager reader builds it: plain objects, keys in this order. */
const SMALL_FILE: PbnFile = {
  games: [
    {
      preamble: [[{ kind: "escape", text: " PBN 2.1", line: 1, column: 1 }]],
      tags: [
        {
          name: "Event",
          value: "Lazy",
          trailing: [{ kind: "semicolon", text: " trailing", line: 2, column: 16 }],
          section: [],
          line: 2,
          column: 1,
        },
        { name: "Dealer", value: "N", trailing: [], section: [], line: 3, column: 1 },
        {
          name: "Auction",
          value: "N",
          trailing: [],
          section: [
            [token("1C", 5, 1), token("!", 5, 3), token("=1=", 5, 5), token("Pass", 5, 9)],
            [{ kind: "brace", text: "a comment", line: 6, column: 1 }, token("AP", 6, 13)],
          ],
          line: 4,
          column: 1,
        },
        { name: "Note", value: "1:clubs", trailing: [], section: [], line: 7, column: 1 },
        {
          name: "Play",
          value: "E",
          trailing: [],
          section: [[token("D4", 9, 1), token("DJ", 9, 4)]],
          line: 8,
          column: 1,
        },
      ],
      line: 1,
      column: 1,
    },
  ],
};

function parsed(input: string | Uint8Array): PbnFile {
  const file = parsePbn(input);
  if (!file.ok) throw new Error(file.error.message);
  return file.value;
}

const EXAMPLE2 = fixture("dominicprice+endplay/tests/pbn/example2.pbn");

describe("tags and sections built when first read", () => {
  it("a parsed file equals, and serialises as, the plain objects an eager reader builds", () => {
    expect(parsed(SMALL)).toStrictEqual(SMALL_FILE);
    expect(JSON.stringify(parsed(SMALL))).toBe(JSON.stringify(SMALL_FILE));
    expect(SMALL_FILE).toStrictEqual(parsed(SMALL));
    const streamed = [...iteratePbnGames([SMALL])];
    expect(streamed).toStrictEqual([{ ok: true, value: SMALL_FILE.games[0] }]);
  });

  it("keys, enumerability and prototype are those of plain data", () => {
    const game = parsed(SMALL).games[0] as PbnGame;
    expect(Object.getPrototypeOf(game)).toBe(Object.prototype);
    expect(Object.keys(game)).toEqual(["preamble", "tags", "line", "column"]);
    const auction = pbnTag(game, "Auction");
    expect(auction && Object.getPrototypeOf(auction)).toBe(Object.prototype);
    expect(auction && Object.keys(auction)).toEqual(["name", "value", "trailing", "section", "line", "column"]);
    expect(auction && Object.getOwnPropertyNames(auction)).toEqual([
      "name",
      "value",
      "trailing",
      "section",
      "line",
      "column",
    ]);
    expect(auction && Object.getOwnPropertySymbols(auction)).toEqual([]);
    // Spreading and structuredClone read the properties like any others.
    expect({ ...auction }).toEqual((SMALL_FILE.games[0] as PbnGame).tags[2]);
    expect(structuredClone(game)).toStrictEqual(SMALL_FILE.games[0]);
  });

  it("a section or tag list, once read, is kept; both can be assigned as before", () => {
    const game = parsed(SMALL).games[0] as PbnGame;
    expect(game.tags).toBe(game.tags);
    const play = pbnTag(game, "Play");
    expect(play?.section).toBe(play?.section);
    const mutable = play as unknown as { section: PbnItem[][] };
    mutable.section = [[token("*", 0, 0)]];
    expect(play?.section).toEqual([[token("*", 0, 0)]]);
    (game as unknown as { tags: unknown[] }).tags = [];
    expect(game.tags).toEqual([]);
  });

  it("reading tags, sections and records in any order gives the same file", () => {
    const plain = JSON.stringify(parsed(EXAMPLE2));
    const file = parsed(EXAMPLE2);
    const games = [...file.games].reverse();
    for (const g of games.slice(0, 50)) pbnGameToRecord(g);
    for (const g of games.slice(50, 100)) pbnAuction(g);
    for (const g of games.slice(100, 150)) for (const t of g.tags) void t.section;
    for (const g of games.slice(150, 200)) pbnPlay(g);
    expect(JSON.stringify(file)).toBe(plain);
    expect(file).toEqual(JSON.parse(plain));
    expect(parsePbn(makePbn(file))).toEqual(parsePbn(makePbn(parsed(EXAMPLE2))));
  });

  it("reading records does not change what the sections hold", () => {
    const file = parsed(EXAMPLE2);
    const records = file.games.map((g) => pbnGameToRecord(g));
    expect(file).toEqual(parsed(EXAMPLE2));
    expect(file.games.map((g) => pbnGameToRecord(g))).toEqual(records);
  });

  it.each([
    [
      "a control character in a table row",
      "N NT \u0001",
      { line: 17, column: 6 },
      "unexpected control character U+0001",
    ],
    ["an unterminated comment", "N NT {7", { line: 17, column: 6 }, "unterminated comment"],
    ["an unterminated string", 'N NT "7', { line: 17, column: 6 }, "unterminated string"],
    ["a stray }", "N NT } 7", { line: 17, column: 6 }, "unexpected }"],
    ["a stray ]", "N NT ] 7", { line: 17, column: 6 }, "unexpected ]"],
  ])("%s in a section nobody reads is still a PARSE_ERROR from parsePbn, at its place", (_, row, place, message) => {
    const game = (rows: string): string =>
      [
        '[Event "E"]',
        '[Dealer "N"]',
        '[Vulnerable "None"]',
        '[Auction "N"]',
        "Pass Pass Pass Pass",
        '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
        rows,
      ].join("\n");
    const text = `${game("N NT 7\nS NT 7")}\n\n${game(`N NT 7\n${row}`)}\n`;
    const whole = parsePbn(text);
    expect(whole).toMatchObject({ ok: false, error: { code: "PARSE_ERROR", ...place } });
    expect(whole.ok ? "" : whole.error.message).toContain(message);
    const streamed = [...iteratePbnGames([text])];
    expect(streamed[0]?.ok).toBe(true);
    expect(streamed[1]).toMatchObject({ ok: false, error: { code: "PARSE_ERROR", ...place } });
  });

  it("# takes its value from an earlier game whose tags were never read, escapes resolved", () => {
    const games = [
      '[Event "E"]\n[Annotator "A \\"b\\" \\\\"]\n[Site "One"]',
      '[Event "F"]\n[Site "Two"]',
      '[Event "G"]\n[Annotator "#"]\n[Site "#"]',
    ];
    const file = parsed(games.join("\n\n"));
    const last = file.games[2] as PbnGame;
    expect(pbnTag(last, "Annotator")).toMatchObject({ value: 'A "b" \\', raw: "#" });
    expect(pbnTag(last, "Site")).toMatchObject({ value: "Two", raw: "#" });
    expect(JSON.stringify(file.games[0])).toBe(
      JSON.stringify({
        preamble: [],
        tags: [
          { name: "Event", value: "E", trailing: [], section: [], line: 1, column: 1 },
          { name: "Annotator", value: 'A "b" \\', trailing: [], section: [], line: 2, column: 1 },
          { name: "Site", value: "One", trailing: [], section: [], line: 3, column: 1 },
        ],
        line: 1,
        column: 1,
      }),
    );
  });
});
