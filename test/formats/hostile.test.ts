// Hostile input to the readers and writers: each test is named after what it guards. None asserts
// on time; a reader that went superlinear again would make these inputs run far past the test
// timeout instead. The fuzz target (fuzz/targets/formats.ts) measures throughput.
import { describe, expect, it } from "vitest";
import {
  iterateLinBoards,
  iteratePbnGames,
  linAuction,
  linBoardToRecord,
  makeLin,
  makePbn,
  parseLin,
  parsePbn,
  pbnGameToRecord,
  pbnTable,
  pbnTag,
  recordToLinBoard,
  recordToPbnGame,
  validateRecord,
  type FormatWarning,
  type LinBoard,
  type PbnGame,
  type RecordedDeal,
} from "contract-bridge";
import { formatsTarget } from "../../fuzz/targets/formats.js";
import { fixture } from "./helpers.js";

const HEAD =
  '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n';
const LIN_HEAD = "md|1SAKQJT98765432HDC,HAKQJT98765432DC,DAKQJT98765432HC,|sv|o|";

function game(text: string): PbnGame {
  const f = parsePbn(text);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  return f.value.games[0] as PbnGame;
}

function linRecord(text: string): RecordedDeal {
  const f = parseLin(text);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const r = linBoardToRecord(f.value.boards[0] as LinBoard, f.value.header);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe("hostile input: sizes and shapes that once threw or went superlinear", () => {
  it("[FMT-4] an auction followed by 200,000 {} comments reads without overflowing the stack", () => {
    const r = pbnGameToRecord(game(`${HEAD}[Auction "N"]\n7NT Pass Pass Pass ${"{} ".repeat(200_000)}\n`));
    expect(r.ok && r.value.calls).toEqual(["7NT", "P", "P", "P"]);
  });

  it("[R-2] an auction of 150,000 passes reads, and the validator refuses the fifth call", () => {
    const r = pbnGameToRecord(game(`${HEAD}[Auction "N"]\n${"Pass ".repeat(150_000)}\n`));
    expect(r.ok && r.value.calls.length).toBe(150_000);
    if (!r.ok) throw new Error(r.error.message);
    expect(validateRecord(r.value)).toMatchObject({ ok: false, error: { index: 4 } });
  });

  it("[FMT-4] a play section of 100,000 dashes reads as no card played", () => {
    const r = pbnGameToRecord(
      game(`${HEAD}[Contract "7NT"]\n[Auction "N"]\n7NT AP\n[Play "E"]\n${"- ".repeat(100_000)}\n`),
    );
    expect(r.ok && r.value.plays).toEqual([]);
  });

  it("[FMT-4] mb| followed by 100,000 ! and a letter is refused at its command (no regex backtracking)", () => {
    const f = parseLin(`${LIN_HEAD}mb|${"!".repeat(100_000)}x|`);
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    expect(linAuction(f.value.boards[0] as LinBoard)).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", line: 1, column: 63 },
    });
  });

  it("[FMT-4] a table column spec of 100,000 spaces is read without backtracking", () => {
    const g = game(
      `${HEAD}[OptimumResultTable "Declarer;Denomination\\2R;${" ".repeat(100_000)}Result\\2R"]\nN S 13\n`,
    );
    const table = pbnTable(pbnTag(g, "OptimumResultTable")!);
    expect(table.columns.map((c) => [c.name, c.width, c.align])).toEqual([
      ["Declarer", null, null],
      ["Denomination", 2, "right"],
      ["Result", 2, "right"],
    ]);
  });

  it("[FMT-4] parseLin refuses a 10 MB line without bars holding a non-Latin-1 character, without running out of regex stack", () => {
    expect(parseLin("♥" + "x".repeat(10_000_000))).toMatchObject({ ok: false, error: { code: "PARSE_ERROR" } });
  });

  it("[FMT-4] a 10 MB line, and 10 MB of invalid UTF-8, are read (or refused) without throwing", () => {
    expect(parsePbn("x".repeat(10_000_000))).toMatchObject({
      ok: false,
      error: { code: "PARSE_ERROR", line: 1, column: 1 },
    });
    const bytes = new Uint8Array(10_000_000).map((_, k) => (k % 3 === 0 ? 0xff : 0x41));
    expect(parseLin(bytes)).toMatchObject({ ok: false, error: { code: "PARSE_ERROR" } });
    const games = [...iteratePbnGames([bytes.subarray(0, 5_000_000), bytes.subarray(5_000_000)])];
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => !g.ok && g.error.code === "PARSE_ERROR")).toBe(true);
  });
});

describe("hostile input: writers never write what their own readers refuse", () => {
  // Both found by the formats fuzz target on mutated copies of usbf_sf_14502.lin: the plays are
  // the ones recorded for another contract than the one the (mutated) auction reaches.
  const USBF_MD = "md|2SQ9764HADA2CJ7643,S8HQJ97432D4CAK85,S53HKT85DJT8763CT,SAKJT2H6DKQ95CQ92|sv|b|";
  const writtenOrRefused = (record: RecordedDeal): string => {
    const g = recordToPbnGame(record);
    if (!g.ok) return g.error.code;
    const back = pbnGameToRecord(game(makePbn([g.value])));
    return back.ok ? "read back" : `refused by the reader: ${back.error.message}`;
  };

  it("[PLAY-1] a play that leads from another seat than the auction's opening leader is refused by the PBN writer (INVALID_STATE), not written under the wrong players", () => {
    // The auction ends in 2NT by East (South leads), the plays are 4H by West's (North leads DJ).
    const record = linRecord(
      `${USBF_MD}mb|1H|mb|p|mb|1S|mb|p|mb|2H|mb|p|mb|2N|mb|p|mb|p|mb|p|pc|dJ|pc|dQ|pc|dA|pc|d4|pc|c3|pc|c5|`,
    );
    const g = recordToPbnGame(record);
    expect(g.ok).toBe(false);
    expect(!g.ok && g.error.code).toBe("INVALID_STATE");
    expect(!g.ok && g.error.message).toContain("card 1 (DJ) is not in S's hand");
  });

  it("[PLAY-2] the writer lays out the play in the auction's strain, as the reader reads it: a stated contract in another strain does not make an unreadable file", () => {
    // The auction ends in 2H by West; the stated contract is 3NT by West. On the third trick
    // North, out of clubs, ruffs West's CA at hearts (at no-trump the ace would win), so North
    // leads the fourth.
    const record = linRecord(
      `${USBF_MD}mb|1H|mb|p|mb|1S|mb|p|mb|2H|mb|p|mb|p|mb|p|pc|s3|pc|sA|pc|s4|pc|s8|pc|cQ|pc|c3|pc|c5|pc|cT|pc|c9|pc|c4|pc|cA|pc|h5|pc|dJ|`,
    );
    const stated = { ...record, stated: { contract: "3NT", declarer: "W" as const } };
    expect(writtenOrRefused(record)).toBe("read back");
    expect(writtenOrRefused(stated)).toBe("read back");
  });

  it("[FMT-2] a player named Eve\\nX is written on one line, with a VALUE_LINE_BREAK warning, and reads back", () => {
    const record = linRecord(`pn|Eve\nX,b,c,d|${LIN_HEAD}mb|7N|mb|p|mb|p|mb|p|`);
    expect(record.players?.S).toBe("Eve\nX");
    const g = recordToPbnGame(record);
    if (!g.ok) throw new Error(g.error.message);
    const warnings: FormatWarning[] = [];
    const text = makePbn([g.value], { onWarning: (w) => warnings.push(w) });
    expect(warnings.map((w) => w.code)).toEqual(["VALUE_LINE_BREAK"]);
    expect(warnings[0]?.message).toContain("South");
    const back = pbnGameToRecord(game(text));
    expect(back.ok && back.value.players?.S).toBe("Eve X");
  });

  it("[R-2] LIN and PBN agree on an auction that goes on after its end: both keep the calls, the engine refuses the fifth", () => {
    const record = linRecord(`${LIN_HEAD}${"mb|p|".repeat(5)}`);
    expect(record.calls).toEqual(["P", "P", "P", "P", "P"]);
    const g = recordToPbnGame(record);
    if (!g.ok) throw new Error(g.error.message);
    const viaPbn = pbnGameToRecord(game(makePbn([g.value])));
    expect(viaPbn.ok && viaPbn.value.calls).toEqual(record.calls);
    const viaLin = linRecord(makeLin([recordToLinBoard(record)]));
    expect(viaLin.calls).toEqual(record.calls);
    for (const r of [record, viaLin, viaPbn.ok ? viaPbn.value : record])
      expect(validateRecord(r)).toMatchObject({ ok: false, error: { code: "GAME_OVER", index: 4 } });
  });
});

describe("LIN is streamed as PBN is", () => {
  const CORPUS_LIN = [
    "dominicprice+endplay/tests/lin/example1.lin",
    "forrestrice+bridge-bots/bridgebots/tests/resources/sample.lin",
    "forrestrice+bridge-bots/bridgebots/tests/resources/usbf_sf_14502.lin",
    "odd/three-hands.lin",
  ];

  it.each(CORPUS_LIN)("[FMT-5] iterateLinBoards over %s in small chunks gives parseLin's boards", (path) => {
    const bytes = fixture(path);
    const whole = parseLin(bytes);
    if (!whole.ok) throw new Error(whole.error.message);
    for (const size of [1, 7, 4096]) {
      const chunks: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const streamed = [...iterateLinBoards(chunks)].map((b) => {
        if (!b.ok) throw new Error(b.error.message);
        return b.value;
      });
      expect(streamed.map((s) => s.board)).toEqual(whole.value.boards);
      expect(streamed.at(-1)?.header).toEqual(whole.value.header);
    }
  });

  it("[FMT-4] a board longer than maxBoardBytes is a PARSE_ERROR and the next board is still read", () => {
    const text = `${LIN_HEAD}nt|${"a".repeat(5000)}|\n${LIN_HEAD}mb|1C|`;
    const out = [...iterateLinBoards([text], { maxBoardBytes: 1000 })];
    expect(out.map((b) => (b.ok ? "board" : b.error.code))).toEqual(["PARSE_ERROR", "board"]);
  });

  it("[FMT-4] commands past maxBoardBytes are dropped up to the next board, which is read whole (plain and vugraph files)", () => {
    const plain = `${LIN_HEAD}${"mb|p|".repeat(400)}${LIN_HEAD}mb|1C|pc|SA|`;
    const vugraph = `qx|o1|${LIN_HEAD}${"mb|p|".repeat(400)}qx|o2|${LIN_HEAD}mb|1C|`;
    const head = "md|1SAKQJT98765432HDC,HAKQJT98765432DC,DAKQJT98765432HC, sv|o";
    const read = (text: string, chunk: number): string[] => {
      const chunks = Array.from({ length: Math.ceil(text.length / chunk) }, (_, i) =>
        text.slice(i * chunk, (i + 1) * chunk),
      );
      return [...iterateLinBoards(chunks, { maxBoardBytes: 1000 })].map((b) =>
        b.ok ? b.value.board.commands.map((c) => `${c.cmd}|${c.arg}`).join(" ") : b.error.code,
      );
    };
    for (const chunk of [7, 100, 1_000_000]) {
      expect(read(plain, chunk)).toEqual(["PARSE_ERROR", `${head} mb|1C pc|SA`]);
      expect(read(vugraph, chunk)).toEqual(["PARSE_ERROR", `qx|o2 ${head} mb|1C`]);
    }
  });

  it("[FMT-4] a malformed command is a PARSE_ERROR and reading goes on at the next line", () => {
    const out = [...iterateLinBoards([`${LIN_HEAD}<html>|x|\n${LIN_HEAD}mb|1C|`])];
    expect(out.map((b) => (b.ok ? b.value.board.commands.length : b.error.code))).toEqual(["PARSE_ERROR", 2, 3]);
  });
});

describe("fuzz: mutated files through every reader and writer", () => {
  it("[FMT-2] [FMT-4] a short seeded run: no throw, nothing written that its own reader refuses", async () => {
    const report = await formatsTarget.run({ seed: 7, seconds: 20, iterations: 150, log: () => {} });
    expect(report.failures).toEqual([]);
    expect(report.counts.throws).toBe(0);
    expect(report.counts["mutated files"]).toBeGreaterThan(0);
  }, 60_000);
});
