import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  iteratePbnGames,
  makePbn,
  parsePbn,
  pbnAuction,
  pbnGameToRecord,
  pbnPlay,
  pbnTable,
  pbnTag,
  recordToPbnGame,
  type PbnFile,
  type PbnGame,
  type PbnTag,
} from "../../src/formats/pbn.js";
import { RecordedDealSchema, type RecordedDeal } from "../../src/formats/record.js";
import { decodeText } from "../../src/formats/util.js";
import { fixture, mutate, randomRecord, withoutPositions, type Mutation } from "./helpers.js";

const CORPUS_PBN = [
  "dominicprice+endplay/tests/pbn/example1.pbn",
  "dominicprice+endplay/tests/pbn/example2.pbn",
  "dominicprice+endplay/tests/pbn/example4.pbn",
  "dominicprice+endplay/examples/pbn_files/sample.pbn",
  "forrestrice+bridge-bots/bridgebots/tests/resources/sample.pbn",
];
const ODD_READ = [
  "odd/nested-comment.pbn",
  "odd/dash-tokens.pbn",
  "odd/empty-deal.pbn",
  "odd/crlf.pbn",
  "odd/latin1.pbn",
  "odd/no-header.pbn",
  "odd/inheritance.pbn",
];

const cache = new Map<string, PbnFile>();

/** A fixture, parsed (once: the files are read by several tests, and the values are never mutated). */
function read(path: string): PbnFile {
  const cached = cache.get(path);
  if (cached) return cached;
  const file = parsePbn(fixture(path));
  if (!file.ok) throw new Error(`${path}: ${JSON.stringify(file.error)}`);
  cache.set(path, file.value);
  return file.value;
}

function records(file: PbnFile): RecordedDeal[] {
  return file.games.map((g) => {
    const r = pbnGameToRecord(g);
    if (!r.ok) throw new Error(`game at line ${g.line}: ${JSON.stringify(r.error)}`);
    return r.value;
  });
}

function gameOf(text: string): PbnGame {
  const file = parsePbn(text);
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  return file.value.games[0] as PbnGame;
}

const HEAD = `[Event "t"]
[Site "?"]
[Date "?"]
[Board "1"]
[West "?"]
[North "?"]
[East "?"]
[South "?"]
[Vulnerable "None"]
[Deal "N:AT9.2.J432.A9863 76432.4.KQ.QJT72 Q.KJ976.AT8765.5 KJ85.AQT853.9.K4"]
`;

describe("PBN: the corpus", () => {
  it.each(CORPUS_PBN)("[FMT-6] every board of %s parses and gives a record", (path) => {
    const file = read(path);
    expect(file.games.length).toBeGreaterThan(0);
    for (const record of records(file)) expect(RecordedDealSchema.safeParse(record).success).toBe(true);
  });

  it("[FMT-6] example2.pbn has 299 boards, each with its deal, and every play is complete or claimed", () => {
    const file = read("dominicprice+endplay/tests/pbn/example2.pbn");
    expect(file.games).toHaveLength(299);
    const recs = records(file);
    for (const r of recs) {
      for (const seat of ["N", "E", "S", "W"] as const) expect(r.deal[seat]).toHaveLength(13);
      if (r.plays.length > 0) expect(r.plays.length === 52 || r.claim !== null).toBe(true);
    }
    expect(recs.filter((r) => r.stated.contract === "Pass")).toHaveLength(21);
  });

  it("[AUC-2] example2's first board: a passed-out auction with its tags kept in order", () => {
    const file = read("dominicprice+endplay/tests/pbn/example2.pbn");
    const game = file.games[0] as PbnGame;
    expect(game.tags.map((t) => t.name).slice(0, 6)).toEqual(["Event", "Site", "Date", "Board", "West", "North"]);
    expect(game.preamble).toEqual([
      [{ kind: "escape", text: " PBN 2.1", line: 1, column: 1 }],
      [{ kind: "escape", text: " EXPORT", line: 2, column: 1 }],
    ]);
    const r = records(file)[0] as RecordedDeal;
    expect(r).toMatchObject({
      board: "11",
      dealer: "S",
      vulnerability: "none",
      calls: ["P", "P", "P", "P"],
      plays: [],
      claim: null,
    });
    expect(r.stated).toEqual({ contract: "Pass", score: "NS 0" });
    expect(r.players).toMatchObject({ W: "Michael Askgaard#23324", S: "Clemens Wanha#184195" });
    expect(r.source).toEqual({ line: 3, column: 1 });
  });

  it("[PLAY-2] example2's second board: notes, play put in play order, a claim from * and Result", () => {
    const file = read("dominicprice+endplay/tests/pbn/example2.pbn");
    const game = file.games[1] as PbnGame;
    const auction = pbnAuction(game);
    expect(auction.ok && auction.value?.calls[0]).toMatchObject({
      seat: "S",
      call: "1C",
      note: "11-13,17-19 or clubs",
    });
    const r = records(file)[1] as RecordedDeal;
    expect(r.calls).toEqual(["1C", "P", "1NT", "P", "P", "P"]);
    // Play "E": columns E S W N. South wins trick 1 with DJ, so trick 2's row "S5 S2 S3 SK"
    // (E S W N) is played S2 S3 SK S5.
    expect(r.plays.slice(0, 8)).toEqual(["D4", "DJ", "D3", "D5", "S2", "S3", "SK", "S5"]);
    expect(r.plays).toHaveLength(29);
    expect(r.claim).toBe(8);
    expect(r.stated).toEqual({ contract: "1NT", declarer: "N", result: 8, score: "NS 120" });
  });

  it("[FMT-2] OptimumResultTable keeps its column spec and rows", () => {
    const game = read("dominicprice+endplay/examples/pbn_files/sample.pbn").games[0] as PbnGame;
    const table = pbnTag(game, "OptimumResultTable");
    expect(table?.value).toBe("Declarer;Denomination\\2R;Result\\2R");
    expect(table?.section.map((row) => row.map((i) => i.text))).toEqual([
      ["N", "NT", "7"],
      ["N", "S", "4"],
      ["N", "H", "6"],
      ["N", "D", "11"],
      ["N", "C", "5"],
      ["W", "NT", "5"],
      ["W", "S", "8"],
      ["W", "H", "6"],
      ["W", "D", "2"],
      ["W", "C", "7"],
    ]);
    expect(pbnTag(game, "Note")?.value).toBe("1: Spades & minor");
    const parsed = pbnTable(table as PbnTag);
    expect(parsed.columns).toEqual([
      { name: "Declarer", order: null, width: null, align: null },
      { name: "Denomination", order: null, width: 2, align: "right" },
      { name: "Result", order: null, width: 2, align: "right" },
    ]);
    expect(parsed.rows[3]).toEqual(["N", "D", "11"]);
    // Import format lets elements wrap across lines: rows are regrouped by the number of columns.
    const wrapped = gameOf(`[Event "x"]\n[ScoreTable "+Rank;Names_NS\\20L"]\n1 "A; B" 2\n"C; D"\n`);
    expect(pbnTable(pbnTag(wrapped, "ScoreTable") as PbnTag)).toEqual({
      columns: [
        { name: "Rank", order: "descending", width: null, align: null },
        { name: "Names_NS", order: null, width: 20, align: "left" },
      ],
      rows: [
        ["1", "A; B"],
        ["2", "C; D"],
      ],
    });
  });

  it("[FMT-2] comments are kept and attached to the tag they follow; example4's AP and * claim", () => {
    const game = read("dominicprice+endplay/tests/pbn/example4.pbn").games[0] as PbnGame;
    expect(pbnTag(game, "HomeTeam")?.trailing).toEqual([
      { kind: "brace", text: " this is a\ncomment ", line: 5, column: 21 },
    ]);
    expect(pbnTag(game, "VisitTeam")?.trailing).toMatchObject([{ kind: "semicolon", text: " this is also a comment" }]);
    expect(pbnTag(game, "West")?.section).toMatchObject([[{ kind: "brace", text: " this is also a comment " }]]);
    const r = pbnGameToRecord(game);
    expect(r.ok && r.value.calls).toEqual(["1NT", "X", "XX", "4H", "X", "4S", "4NT", "X", "5C", "P", "P", "P"]);
    expect(r.ok && r.value.claim).toBe(12);
    expect(r.ok && r.value.plays).toHaveLength(16);
  });

  it("[FMT-1] bridgebots' messy sample: nested comment, `2C !`, `=0=`, `--` and `#` are read", () => {
    const file = read("forrestrice+bridge-bots/bridgebots/tests/resources/sample.pbn");
    expect(file.games).toHaveLength(3);
    const second = file.games[1] as PbnGame;
    const comment = pbnTag(second, "Declarer")?.section[0]?.[0];
    expect(comment?.kind).toBe("brace");
    expect(comment?.text).toContain("{Your host for this match, John Carruthers}");
    const third = file.games[2] as PbnGame;
    expect(pbnTag(third, "Scoring")).toMatchObject({ value: "IMP;Cross", raw: "#" });
    const auction = pbnAuction(file.games[0] as PbnGame);
    expect(auction.ok && auction.value?.calls[4]).toMatchObject({ call: "2C", annotations: ["!"], note: null });
    const r = records(file);
    expect(r[2]?.plays.slice(-2)).toEqual(["HQ", "H7"]);
    expect(r[2]?.claim).toBe(11);
  });
});

describe("PBN: dialect points and odd files", () => {
  it.each(ODD_READ)("[FMT-1] %s reads and gives records", (path) => {
    for (const record of records(read(path))) expect(RecordedDealSchema.safeParse(record).success).toBe(true);
  });

  it("[FMT-1] [FMT-3] CRLF, lower case, pass/1N/x/R/ap and a missing header read like their canonical forms", () => {
    const [crlf] = records(read("odd/crlf.pbn"));
    const [plain] = records(read("odd/no-header.pbn"));
    expect(crlf).toEqual(plain);
    expect(plain?.calls).toEqual(["P", "P", "P", "1NT", "X", "XX", "P", "P", "P"]);
    expect(plain?.plays).toEqual(["H2", "H4", "HK", "HA"]);
    // The contract in its canonical spelling; "1NTxx" as written is in a NONSTANDARD_CONTRACT warning.
    expect(plain?.stated).toEqual({ contract: "1NTXX", declarer: "W" });
    expect(plain?.warnings?.map((w) => w.code)).toContain("NONSTANDARD_CONTRACT");
    const play = pbnPlay(read("odd/no-header.pbn").games[0] as PbnGame);
    expect(play.ok && play.value?.end).toBe("+");
  });

  it("[FMT-3] Latin-1 bytes are decoded as Latin-1, UTF-8 as UTF-8", () => {
    const [latin] = records(read("odd/latin1.pbn"));
    expect(latin?.players).toEqual({ W: "Sjöström", N: "Çaglar Müller" });
    const utf8 = parsePbn(new TextEncoder().encode(`${HEAD}[Dealer "N"]\n[Annotator "Sjöström ♠"]\n`));
    expect(utf8.ok && pbnTag(utf8.value.games[0] as PbnGame, "Annotator")?.value).toBe("Sjöström ♠");
  });

  it('[FMT-6] empty [Deal ""] gives four unknown hands', () => {
    const [r] = records(read("odd/empty-deal.pbn"));
    expect(r?.deal).toEqual({ N: null, E: null, S: null, W: null });
  });

  it("[FMT-6] -- marks unplayed cards and * ends the play with the Result as a claim", () => {
    const [r] = records(read("odd/dash-tokens.pbn"));
    expect(r?.plays).toHaveLength(16);
    expect(r?.claim).toBe(11);
  });

  it("[FMT-1] a nested { { } } comment across an empty line stays one comment in one game", () => {
    const file = read("odd/nested-comment.pbn");
    expect(file.games).toHaveLength(1);
    const comment = pbnTag(file.games[0] as PbnGame, "Result")?.section[0]?.[0];
    expect(comment).toMatchObject({ kind: "brace", line: 17, column: 1 });
    expect(comment?.text).toContain("\n\nacross an empty line");
  });

  it("# copies the previous game's value and ## applies to every later game until redefined (PBN §4.8)", () => {
    const games = read("odd/inheritance.pbn").games;
    const value = (g: number, name: string): string | undefined => pbnTag(games[g] as PbnGame, name)?.value;
    expect([value(0, "Event"), value(1, "Event"), value(2, "Event"), value(3, "Event")]).toEqual([
      "Inheritance Cup",
      "Inheritance Cup",
      "Second day",
      "Second day",
    ]);
    expect([value(0, "Date"), value(1, "Date"), value(2, "Date"), value(3, "Date")]).toEqual([
      "2024.02.02",
      "2024.02.02",
      "2024.02.03",
      "2024.02.03",
    ]);
    expect(value(1, "Site")).toBe("Utrecht");
    expect(value(1, "Scoring")).toBe("IMP");
    expect(value(2, "Site")).toBeUndefined();
    expect(pbnTag(games[0] as PbnGame, "Event")).toMatchObject({ raw: "##Inheritance Cup" });
    expect(pbnTag(games[1] as PbnGame, "Event")).toMatchObject({ implicit: true });
    const text = makePbn(games);
    expect(text).toContain('[Event "##Inheritance Cup"]');
    expect(text).toContain('[Site "#"]');
    expect(text.match(/\[Event /gu)).toHaveLength(2);
    // Written without the games that define them, inherited values are spelt out.
    const alone = makePbn(games.slice(1, 2));
    expect(alone).toContain('[Event "Inheritance Cup"]');
    expect(alone).toContain('[Site "Utrecht"]');
  });

  it.each([
    ["odd/unterminated-string.pbn", 4, 8],
    ["odd/unterminated-comment.pbn", 2, 13],
  ])("%s is a PARSE_ERROR at line %i, column %i", (path, line, column) => {
    const file = parsePbn(fixture(path));
    expect(file).toMatchObject({ ok: false, error: { code: "PARSE_ERROR", line, column } });
  });

  it("[FMT-4] a 12-card hand reads but its record is a PARSE_ERROR at the Deal tag", () => {
    const file = read("odd/twelve-cards.pbn");
    expect(pbnGameToRecord(file.games[0] as PbnGame)).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", line: 11, column: 1, message: expect.stringContaining("W has 12 cards") as string },
    });
  });

  it.each([
    ['[Event "x"]\n[Site "y" "z"]', 2, 11, 'expected "]"'],
    ['hello [Event "x"]', 1, 1, "before the first tag"],
    ['[Event "x"]\n}', 2, 1, "unexpected }"],
    ['[Event "x"]\n]', 2, 1, "unexpected ]"],
    ['[ "x"]', 1, 3, "tag name"],
    ['[Event "x"]\n\u0001', 2, 1, "control character"],
  ])("malformed text %j is a PARSE_ERROR naming line and column", (text, line, column, message) => {
    expect(parsePbn(text)).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", line, column, message: expect.stringContaining(message) as string },
    });
  });

  it("[AUC-2] AP stands for the passes that end the auction", () => {
    const calls = (auction: string): unknown => {
      const r = pbnGameToRecord(gameOf(`${HEAD}[Dealer "N"]\n[Auction "N"]\n${auction}\n`));
      return r.ok ? r.value.calls : r.error;
    };
    expect(calls("AP")).toEqual(["P", "P", "P", "P"]);
    expect(calls("Pass AP")).toEqual(["P", "P", "P", "P"]);
    expect(calls("1C AP")).toEqual(["1C", "P", "P", "P"]);
    expect(calls("1C X Pass AP")).toEqual(["1C", "X", "P", "P", "P"]);
    expect(calls("- 1C AP")).toMatchObject({
      code: "PARSE_ERROR",
      message: expect.stringContaining("dealer") as string,
    });
    // A call after the end is kept for the engine to refuse at its index (see the validator tests).
    expect(calls("1C AP 1D")).toEqual(["1C", "P", "P", "P", "1D"]);
  });

  it("[AUC-2] leading - fill the seats before the dealer; =n= notes and suffixes attach to the call", () => {
    const game = gameOf(
      `${HEAD}[Dealer "E"]\n[Auction "N"]\n- 1C!=1= $5 X =2= AP\n[Note "1:natural"]\n[Note "2:takeout"]\n`,
    );
    const auction = pbnAuction(game);
    expect(auction.ok && auction.value).toMatchObject({
      first: "N",
      dealer: "E",
      calls: [
        { seat: "E", call: "1C", note: "natural", annotations: ["!", "$5"], line: 13, column: 3 },
        { seat: "S", call: "X", note: "takeout" },
        { seat: "W", call: "P" },
        { seat: "N", call: "P" },
        { seat: "E", call: "P" },
      ],
    });
    const r = pbnGameToRecord(game);
    expect(r.ok && r.value.calls).toEqual(["1C", "X", "P", "P", "P"]);
  });

  it("[R-6] [FMT-2] an insufficient bid marked ^I is kept, with its mark, for the validator to reject at its index", () => {
    const game = gameOf(`${HEAD}[Dealer "N"]\n[Auction "N"]\n1D ^I 1C AP\n`);
    const auction = pbnAuction(game);
    expect(auction.ok && auction.value?.calls[1]).toMatchObject({ call: "1C", annotations: ["^I"] });
    const r = pbnGameToRecord(game);
    expect(r.ok && r.value.calls).toEqual(["1D", "1C", "P", "P", "P"]);
  });

  it("[R-6] [FMT-4] an irregular call out of rotation (^S) cannot be replayed: PARSE_ERROR at its token", () => {
    const r = pbnGameToRecord(gameOf(`${HEAD}[Dealer "N"]\n[Auction "N"]\n1C ^S 1D AP\n`));
    expect(r).toMatchObject({ ok: false, error: { code: "PARSE_ERROR", line: 13, column: 4 } });
  });

  it("[PLAY-2] seat columns are put in play order: each trick is led by the winner of the last", () => {
    // Spades are trumps. The columns stay N E S W whoever leads: West wins trick 1, so the second
    // row is played from West's column; South wins it and leads the third.
    const text = `${HEAD}[Dealer "N"]\n[Contract "4S"]\n[Declarer "W"]\n[Play "N"]\nH2 H4 HK HA\nD2 DK DA D9\nS9 S2 SQ SK\n*\n[Result "10"]\n`;
    const play = pbnPlay(gameOf(text));
    expect(
      play.ok && play.value?.tricks.map((t) => [t.leader, t.cards.map((c) => c.card).join(" "), t.winner]),
    ).toEqual([
      ["N", "H2 H4 HK HA", "W"],
      ["W", "D9 D2 DK DA", "S"],
      ["S", "SQ SK S9 S2", "W"],
    ]);
    const r = pbnGameToRecord(gameOf(text));
    expect(r.ok && r.value.plays).toEqual(["H2", "H4", "HK", "HA", "D9", "D2", "DK", "DA", "SQ", "SK", "S9", "S2"]);
    expect(r.ok && r.value.claim).toBe(10);
  });

  it("[PLAY-2] a card recorded after an unplayed one in play order is a PARSE_ERROR at the card", () => {
    const text = `${HEAD}[Dealer "N"]\n[Contract "4S"]\n[Play "N"]\nH2 H4 HK HA\n- D2 DK -\n`;
    expect(pbnGameToRecord(gameOf(text))).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", line: 15, column: 3 },
    });
  });
});

describe("PBN: writing", () => {
  it('writes the mandatory tags in order, ? for unknowns, and Contract "Pass" for a passed-out board', () => {
    const record: RecordedDeal = {
      board: "7",
      dealer: "S",
      vulnerability: "both",
      deal: { N: null, E: null, S: null, W: null },
      calls: ["P", "P", "P", "P"],
      plays: [],
      claim: null,
      stated: {},
      source: { line: 0, column: 0 },
    };
    const game = recordToPbnGame(record, { header: true });
    expect(game.ok).toBe(true);
    const text = makePbn(game.ok ? [game.value] : []);
    expect(text.split("\n").slice(0, 20)).toEqual([
      "% PBN 2.1",
      "% EXPORT",
      '[Event "?"]',
      '[Site "?"]',
      '[Date "?"]',
      '[Board "7"]',
      '[West "?"]',
      '[North "?"]',
      '[East "?"]',
      '[South "?"]',
      '[Dealer "S"]',
      '[Vulnerable "All"]',
      '[Deal "S:- - - -"]',
      '[Scoring "?"]',
      '[Declarer ""]',
      '[Contract "Pass"]',
      '[Result ""]',
      '[Auction "S"]',
      "Pass Pass Pass Pass",
      "",
    ]);
    const back = pbnGameToRecord(gameOf(text));
    expect(back.ok && back.value.stated).toEqual({ contract: "Pass" });
  });

  it("[FMT-6] cannot lay out several tricks without a contract to give trumps: INVALID_STATE", () => {
    const record = randomRecord(7); // a full play
    expect(record.plays).toHaveLength(52);
    const noAuction: RecordedDeal = { ...record, calls: [], stated: {} };
    expect(recordToPbnGame(noAuction)).toMatchObject({ ok: false, error: { code: "INVALID_STATE" } });
    expect(recordToPbnGame({ ...noAuction, plays: record.plays.slice(0, 4) }).ok).toBe(true);
  });

  it("[FMT-3] [FMT-5] a UTF-8 byte-order mark is dropped, whole or streamed", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('[Event "bom"]\n')]);
    const whole = parsePbn(bytes);
    expect(whole.ok && pbnTag(whole.value.games[0] as PbnGame, "Event")).toMatchObject({
      value: "bom",
      line: 1,
      column: 1,
    });
    const streamed = [...iteratePbnGames([bytes.subarray(0, 1), bytes.subarray(1, 2), bytes.subarray(2)])];
    expect(streamed).toEqual(whole.ok ? whole.value.games.map((g) => ({ ok: true, value: g })) : []);
  });

  it("[FMT-2] escapes quotes and backslashes in tag values, and CRLF output reads back the same", () => {
    const game = gameOf(`${HEAD}[Dealer "N"]\n[Annotator "A \\"quoted\\" name \\\\ and \\2R"]\n`);
    expect(pbnTag(game, "Annotator")?.value).toBe('A "quoted" name \\ and \\2R');
    const text = makePbn([game], { eol: "\r\n" });
    // A backslash is doubled only where a reader would take it as an escape.
    expect(text).toContain('[Annotator "A \\"quoted\\" name \\ and \\2R"]\r\n');
    expect(withoutPositions(gameOf(text))).toEqual(withoutPositions(game));
  });

  it("[FMT-2] round trip over random deals with auctions and plays: parse(make(x)) equals x, and the record survives", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const record = randomRecord(seed);
        const game = recordToPbnGame(record);
        if (!game.ok) throw new Error(game.error.message);
        const text = makePbn([game.value]);
        const file = parsePbn(text);
        expect(file.ok).toBe(true);
        const parsed = (file.ok ? file.value.games[0] : undefined) as PbnGame;
        expect(withoutPositions(parsed)).toEqual(withoutPositions(game.value));
        const back = pbnGameToRecord(parsed);
        expect(back.ok && withoutPositions(back.value)).toEqual(withoutPositions(record));
        // Without stated values the writer works them out from the calls and the play.
        const derived = recordToPbnGame({ ...record, stated: {} });
        const again = derived.ok ? pbnGameToRecord(gameOf(makePbn([derived.value]))) : derived;
        expect(again.ok && again.value.stated).toEqual(record.stated);
      }),
      { numRuns: 100 },
    );
  });

  it("[FMT-2] round trip over several random records in one file", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 31 }), { minLength: 1, maxLength: 6 }), (seeds) => {
        const recs = seeds.map(randomRecord);
        const games = recs.map((r, k) => {
          const g = recordToPbnGame(r, { header: k === 0, event: "Random" });
          if (!g.ok) throw new Error(g.error.message);
          return g.value;
        });
        const file = parsePbn(makePbn(games));
        expect(file.ok && withoutPositions(file.value.games)).toEqual(withoutPositions(games));
        expect(file.ok && withoutPositions(records(file.value))).toEqual(withoutPositions(recs));
      }),
      { numRuns: 40 },
    );
  });

  it.each([...CORPUS_PBN, ...ODD_READ])(
    "[FMT-2] round trip over %s: the games and their records equal after make then parse",
    (path) => {
      const file = read(path);
      const again = parsePbn(makePbn(file));
      expect(again.ok).toBe(true);
      const second = again.ok ? again.value : { games: [] };
      expect(withoutPositions(second)).toEqual(withoutPositions(file));
      expect(withoutPositions(records(second))).toEqual(withoutPositions(records(file)));
    },
  );
});

describe("PBN: streaming", () => {
  function chunksOf(bytes: Uint8Array, size: number): Uint8Array[] {
    const out: Uint8Array[] = [];
    for (let k = 0; k < bytes.length; k += size) out.push(bytes.subarray(k, k + size));
    return out;
  }

  it.each([7, 1000, 65536])(
    "[FMT-5] iteratePbnGames over example2 in %i-byte chunks gives parsePbn's games, positions included",
    (size) => {
      const bytes = fixture("dominicprice+endplay/tests/pbn/example2.pbn");
      const whole = read("dominicprice+endplay/tests/pbn/example2.pbn");
      const games = [...iteratePbnGames(chunksOf(bytes, size))].map((r) => (r.ok ? r.value : r.error));
      expect(games).toEqual(whole.games);
    },
  );

  it("[FMT-5] the async form reads an async stream, Latin-1 bytes included", async () => {
    const bytes = fixture("odd/latin1.pbn");
    async function* stream(): AsyncGenerator<Uint8Array> {
      for (let k = 0; k < bytes.length; k += 3) {
        await new Promise(setImmediate); // chunks arrive later, as from a file stream
        yield bytes.subarray(k, k + 3);
      }
    }
    const games = [];
    for await (const r of iteratePbnGames(stream())) games.push(r.ok ? r.value : r.error);
    expect(games).toEqual(read("odd/latin1.pbn").games);
  });

  it("[FMT-4] a game larger than maxGameBytes is a PARSE_ERROR and reading goes on with the next game", () => {
    const big = `[Event "big"]\n{${"x".repeat(50_000)}}\n\n[Event "next"]\n[Board "2"]\n`;
    const results = [...iteratePbnGames([big], { maxGameBytes: 10_000 })];
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ ok: false, error: { code: "PARSE_ERROR", line: 1, column: 1 } });
    expect(results[1]?.ok && pbnTag(results[1].value, "Event")?.value).toBe("next");
  });

  it("[FMT-4] an unterminated comment in a stream is bounded by maxGameBytes, not by memory", () => {
    function* endless(): Generator<string> {
      yield '[Event "x"] {';
      for (let k = 0; k < 200; k++) yield "y".repeat(1000);
    }
    const results = [...iteratePbnGames(endless(), { maxGameBytes: 5000 })];
    expect(results).toMatchObject([{ ok: false, error: { code: "PARSE_ERROR", line: 1, column: 1 } }]);
    expect(results).toHaveLength(1);
  });
});

describe("PBN: robustness", () => {
  it("[FMT-1] [FMT-2] a % in the middle of a section line is a comment to the end of that line, and is written back on it", () => {
    const text = '[Event "x"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT %7\nN S 7\n';
    const file = parsePbn(text);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const rows = file.value.games[0]!.tags[1]!.section;
    expect(rows.map((row) => row.map((item) => `${item.kind}:${item.text}`))).toEqual([
      ["token:N", "token:NT", "semicolon:7"],
      ["token:N", "token:S", "token:7"],
    ]);
    const again = parsePbn(makePbn(file.value));
    expect(again.ok && withoutPositions(again.value)).toEqual(withoutPositions(file.value));
  });

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

  it.each([...CORPUS_PBN, ...ODD_READ])(
    "[FMT-4] mutations of %s never throw: each parse is ok or a PARSE_ERROR with a place",
    (path) => {
      const bytes = fixture(path);
      const runs = bytes.length > 100_000 ? 8 : 60;
      fc.assert(
        fc.property(mutation, fc.array(fc.nat(), { maxLength: 6 }), (m, cuts) => {
          const mutated = mutate(bytes, m);
          const file = parsePbn(mutated);
          if (!file.ok) {
            expect(file.error.code).toBe("PARSE_ERROR");
            expect(file.error.line).toBeGreaterThanOrEqual(1);
            expect(file.error.column).toBeGreaterThanOrEqual(1);
            return;
          }
          for (const game of file.value.games) {
            const r = pbnGameToRecord(game);
            if (!r.ok) {
              expect(r.error.code).toBe("PARSE_ERROR");
              expect(r.error.line).toBeGreaterThanOrEqual(1);
            }
          }
          const again = parsePbn(makePbn(file.value));
          expect(again.ok && withoutPositions(again.value)).toEqual(withoutPositions(file.value));
          // The streaming reader cuts the same games at the same places.
          const streamed = [...iteratePbnGames([mutated])].map((r) => (r.ok ? r.value : r.error));
          expect(streamed).toEqual(file.value.games);
          // Whatever the chunks: cut as text, since bytes cut in a stream may decode otherwise.
          const text = decodeText(mutated);
          const at = [0, ...cuts.map((c) => c % (text.length + 1)).sort((a, b) => a - b), text.length];
          const chunks = at.slice(1).map((end, k) => text.slice(at[k], end));
          const chunked = [...iteratePbnGames(chunks)].map((r) => (r.ok ? r.value : r.error));
          expect(chunked).toEqual(file.value.games);
        }),
        { numRuns: runs },
      );
    },
  );

  it('[FMT-5] the streaming reader reads tags whose unquoted values hold { " ; and %, across line breaks inside the tag, as parsePbn does, cut into chunks anywhere', () => {
    const text =
      '[Event a{ b]\n[Site x"{ ; % y]\n[\n Date\n 1{]\n[Board\n"2"]\n{ a\n\n comment }\n\n[Event "b"]\n[Round {]\n';
    const file = parsePbn(text);
    expect(file.ok && file.value.games.map((g) => g.tags.map((t) => `${t.name}=${t.value}`))).toEqual([
      ["Event=a{ b", 'Site=x"{ ; % y', "Date=1{", "Board=2"],
      ["Event=b", "Round={"],
    ]);
    if (!file.ok) return;
    for (let a = 0; a <= text.length; a++) {
      for (let b = a; b <= text.length; b += 5) {
        const chunks = [text.slice(0, a), text.slice(a, b), text.slice(b)];
        const streamed = [...iteratePbnGames(chunks)].map((r) => (r.ok ? r.value : r.error));
        expect(streamed, `chunks cut at ${a} and ${b}`).toEqual(file.value.games);
      }
    }
  });

  it('[FMT-2] a section token cut at a % ("=3=%Pass") is written back glued, so that it does not read back as a comment', () => {
    const text = '[Event "x"]\n[Auction "N"]\n1C =3=%Pass 3NT AP\n';
    const file = parsePbn(text);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const row = file.value.games[0]!.tags[1]!.section[0]!;
    expect(row.map((item) => `${item.kind}:${item.text}`)).toEqual([
      "token:1C",
      "token:=3=",
      "token:%Pass",
      "token:3NT",
      "token:AP",
    ]);
    const written = makePbn(file.value);
    expect(written).toContain("=3=%Pass 3NT");
    const again = parsePbn(written);
    expect(again.ok && withoutPositions(again.value)).toEqual(withoutPositions(file.value));
  });

  it("[FMT-5] the streaming reader cuts a game with a { in an unquoted tag value where parsePbn does", () => {
    const text = '[Event "a"]\n[Site x{ "y"]\n[Board "1"]\n\n[Event "b"]\n[Board "2"]\n';
    const file = parsePbn(text);
    expect(file.ok && file.value.games.length).toBe(2);
    const streamed = [...iteratePbnGames([text])];
    expect(streamed).toHaveLength(2);
  });
});
