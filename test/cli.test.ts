// The `contract-bridge` command line: commands run in-process through src/cli (fast), and once end
// to end through the real entry point under tsx.
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { linBoardToRecord, parseLin, parsePbn, pbnGameToRecord, scoreRecord, type RecordedDeal } from "contract-bridge";
import { parseArgs } from "../src/cli/args.js";
import { detectFormat } from "../src/cli/input.js";
import { run } from "../src/cli/run.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const FIX = join(ROOT, "test", "fixtures");
const EXAMPLE2 = join(FIX, "dominicprice+endplay/tests/pbn/example2.pbn");
const EXAMPLE4 = join(FIX, "dominicprice+endplay/tests/pbn/example4.pbn");
const LIN1 = join(FIX, "dominicprice+endplay/tests/lin/example1.lin");
const VUGRAPH = join(FIX, "forrestrice+bridge-bots/bridgebots/tests/resources/usbf_sf_14502.lin");

/** The corpus files whose every record is legal (example4.pbn is not: see its own test). */
const LEGAL_CORPUS = [
  EXAMPLE2,
  join(FIX, "dominicprice+endplay/tests/pbn/example1.pbn"),
  join(FIX, "dominicprice+endplay/examples/pbn_files/sample.pbn"),
  join(FIX, "forrestrice+bridge-bots/bridgebots/tests/resources/sample.pbn"),
  LIN1,
  VUGRAPH,
  join(FIX, "forrestrice+bridge-bots/bridgebots/tests/resources/sample.lin"),
  join(FIX, "odd/crlf.pbn"),
  join(FIX, "odd/latin1.pbn"),
  join(FIX, "odd/no-header.pbn"),
  join(FIX, "odd/three-hands.lin"),
];

const tmp = mkdtempSync(join(tmpdir(), "contract-bridge-cli-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Collector {
  text: string;
  readonly isTTY: boolean;
  write(text: string): void;
}

function collector(isTTY = false): Collector {
  const c: Collector = {
    text: "",
    isTTY,
    write(text: string) {
      c.text += text;
    },
  };
  return c;
}

async function cli(
  argv: string[],
  options: { tty?: boolean; every?: number; stdin?: AsyncIterable<Uint8Array> } = {},
): Promise<{ code: number; out: string; err: string }> {
  const out = collector();
  const err = collector(options.tty ?? false);
  const code = await run(argv, { stdout: out, stderr: err, stdin: options.stdin, progressEvery: options.every });
  return { code, out: out.text, err: err.text };
}

function pbnRecords(text: string | Uint8Array): RecordedDeal[] {
  const f = parsePbn(text);
  if (!f.ok) throw new Error(f.error.message);
  return f.value.games.map((g) => {
    const r = pbnGameToRecord(g);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
}

function linRecords(text: string | Uint8Array): RecordedDeal[] {
  const f = parseLin(text);
  if (!f.ok) throw new Error(f.error.message);
  return f.value.boards.map((b) => {
    const r = linBoardToRecord(b, f.value.header);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
}

/** The rows of a score table: the lines between its header and its summary. */
function tableRows(out: string): string[] {
  const lines = out.split("\n");
  const header = lines.findIndex((l) => l.startsWith("board "));
  const end = lines.findIndex((l, k) => k > header && /^\d+ boards?:/u.test(l));
  return lines.slice(header + 1, end);
}

/** What a record keeps through LIN: everything but the stated contract text and score, and positions. */
function replayable(r: RecordedDeal): unknown {
  return {
    board: r.board,
    dealer: r.dealer,
    vulnerability: r.vulnerability,
    deal: r.deal,
    calls: r.calls,
    plays: r.plays,
    claim: r.claim,
    players: r.players,
  };
}

const example2 = pbnRecords(readFileSync(EXAMPLE2));

/** Whether every line of stderr is a reader's warning (example2 writes doubled contracts as "4Hx"). */
function onlyWarnings(err: string): boolean {
  return err.split("\n").every((l) => l === "" || /: warning: NONSTANDARD_CONTRACT: /u.test(l));
}

/** A `--json` entry without its place and warnings: the scoreRecord it holds. */
function scoreOf(entry: unknown): unknown {
  const { file: _f, line: _l, column: _c, warnings: _w, ...rest } = entry as Record<string, unknown>;
  return rest;
}

describe("contract-bridge score", () => {
  it("[SC-6] prints a table of example2.pbn's 299 boards, one row each, with the file's own results", async () => {
    const { code, out, err } = await cli(["score", EXAMPLE2]);
    expect(code).toBe(0);
    expect(onlyWarnings(err)).toBe(true);
    expect(err).toMatch(/example2\.pbn:1361:1: warning: NONSTANDARD_CONTRACT: Contract "2Dx" is written "2DX" in PBN/u);
    const rows = tableRows(out);
    expect(rows).toHaveLength(299);
    // The file's second game: 1NT by North, eight tricks, N-S +120 (its own [Score "NS 120"]).
    expect(rows[1]?.split(/\s+/u)).toEqual(["11", "1NT", "N", "8", "120"]);
    expect(rows[0]?.split(/\s+/u)).toEqual(["11", "Pass", "-", "-", "0"]);
    expect(out).toContain("299 boards: 279 scored, 0 illegal, 0 with disagreements");
  });

  it("[SC-6] --json prints one scoreRecord object per board, in file order, files concatenated in argument order", async () => {
    const { code, out } = await cli(["score", "--json", EXAMPLE2, LIN1]);
    expect(code).toBe(0);
    const expected = [...example2, ...linRecords(readFileSync(LIN1))].map((r) => scoreRecord(r));
    const got = JSON.parse(out) as { file: string; line: number; column: number }[];
    expect(got).toHaveLength(299 + 8);
    expect(got.map(scoreOf)).toEqual(JSON.parse(JSON.stringify(expected)));
    // Every entry says where it is: two files' board "1" never look alike.
    expect(got[0]).toMatchObject({ file: EXAMPLE2, line: 3, column: 1 });
    expect(got[299]).toMatchObject({ file: LIN1, line: 1, column: 1 });
    expect(got.every((e) => typeof e.file === "string" && e.line > 0)).toBe(true);
  });

  it("[R-6] [FMT-7] an illegal record is shown as ILLEGAL with the index of its first illegal card, and exits 1", async () => {
    // example4.pbn, as published: its auction makes North declarer, but its Declarer tag says E
    // and its Play tag has South lead. Played from the auction's declarer (East leads), the 9th
    // card is not in its hand; the message names the root cause, the Declarer tag.
    const { code, out } = await cli(["score", EXAMPLE4]);
    expect(code).toBe(1);
    expect(tableRows(out)[0]).toMatch(
      /ILLEGAL: CARD_NOT_IN_HAND: the 9th card \(index 20\): CQ is not in E's hand \(the file's Declarer tag says E but its auction gives N/u,
    );
    expect(tableRows(out)[0]).toContain("declarer: file E, replay N");
    expect(tableRows(out)[0]).toContain("leader: file S, replay E");
  });

  it("tells the format from the content, not the extension", async () => {
    const linAsTxt = join(tmp, "session.txt");
    const pbnAsLin = join(tmp, "misnamed.lin");
    copyFileSync(LIN1, linAsTxt);
    copyFileSync(join(FIX, "dominicprice+endplay/tests/pbn/example1.pbn"), pbnAsLin);
    const lin = await cli(["score", "--json", linAsTxt]);
    expect(lin.code).toBe(0);
    expect(JSON.parse(lin.out)).toHaveLength(8);
    const pbn = await cli(["score", "--json", pbnAsLin]);
    expect(pbn.code).toBe(0);
    expect(JSON.parse(pbn.out)).toHaveLength(2);
    expect(detectFormat(new TextEncoder().encode('\uFEFF  [Event "x"]'), "a.lin")).toBe("pbn");
    expect(detectFormat(new TextEncoder().encode("pn|a,b,c,d|st||md|3SAK"), "a.pbn")).toBe("lin");
    expect(detectFormat(new TextEncoder().encode('[\n{"board":null}]'), "a.pbn")).toBe("json");
    expect(detectFormat(new TextEncoder().encode("?"), "a.lin")).toBe("lin");
    expect(detectFormat(new TextEncoder().encode("?"), "a.txt")).toBeNull();
  });

  it("reads standard input for the file name -", async () => {
    const bytes = readFileSync(LIN1);
    async function* stdin(): AsyncGenerator<Uint8Array> {
      for (let at = 0; at < bytes.length; at += 100) {
        await new Promise(setImmediate); // chunks arrive later, as from a pipe
        yield bytes.subarray(at, at + 100);
      }
    }
    const { code, out } = await cli(["score", "-"], { stdin: stdin() });
    expect(code).toBe(0);
    expect(out.startsWith("<stdin>\n")).toBe(true);
    expect(tableRows(out)).toHaveLength(8);
  });
});

describe("contract-bridge validate", () => {
  it("[FMT-7] exits 0 on the corpus files whose records are all legal", async () => {
    const { code, out, err } = await cli(["validate", ...LEGAL_CORPUS]);
    expect(err).not.toMatch(/error|PARSE_ERROR/u);
    expect(out).not.toMatch(/error:|warning:/u);
    expect(out).toMatch(/^\d+ records: (\d+) legal, 0 illegal, 0 with disagreements(, \d+ warnings)?\n$/mu);
    expect(code).toBe(0);
  });

  it("[R-6] [FMT-7] exits 1 on a tampered copy, naming the board, the index of the first illegal call, its code and message", async () => {
    const text = readFileSync(EXAMPLE2, "latin1");
    // The file's second game (board 11, from line 50): North's 1NT becomes an insufficient 1C.
    const tampered = text.replace("1C =1= Pass 1NT =2= Pass", "1C =1= Pass 1C =2= Pass");
    expect(tampered).not.toBe(text);
    const path = join(tmp, "tampered.pbn");
    writeFileSync(path, tampered, "latin1");
    const { code, out } = await cli(["validate", path]);
    expect(code).toBe(1);
    const errors = out.split("\n").filter((l) => l.includes(": error: "));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^.*tampered\.pbn:50:1: error: board 11: INSUFFICIENT_BID: the 3rd call \(index 2\): N cannot bid 1C.+/u,
    );
    expect(out).toContain("299 records: 298 legal, 1 illegal");
  });

  it("[R-3] [R-6] [FMT-7] the corpus's example4.pbn is itself illegal: its tags disagree with its auction, which is named as the cause", async () => {
    const { code, out } = await cli(["validate", EXAMPLE4]);
    expect(code).toBe(1);
    expect(out).toMatch(
      /example4\.pbn:2:1: error: board 1: CARD_NOT_IN_HAND: the 9th card \(index 20\): CQ is not in E's hand \(the file's Declarer tag says E but its auction gives N/u,
    );
    expect(out).toMatch(/example4\.pbn:2:1: warning: board 1: leader: file says S, replay gives E/u);
  });

  it("[SC-6] a disagreement with the file's Score is a warning: exit 0, or 1 with --strict", async () => {
    const text = readFileSync(EXAMPLE2, "latin1");
    const path = join(tmp, "wrong-score.pbn");
    writeFileSync(path, text.replace('[Score "NS 120"]', '[Score "NS 150"]'), "latin1");
    const plain = await cli(["validate", path]);
    expect(plain.code).toBe(0);
    expect(plain.out).toMatch(
      /wrong-score\.pbn:50:1: warning: board 11: score: file says NS 150, replay gives NS 120/u,
    );
    expect(plain.out).toContain("299 records: 299 legal, 0 illegal, 1 with disagreements");
    const strict = await cli(["validate", "--strict", path]);
    expect(strict.code).toBe(1);
  });
});

describe("contract-bridge convert", () => {
  it("[CLAIM-2] pbn → lin → pbn keeps every record: deal, calls, cards, claims, players, and the same scores", async () => {
    const lin = join(tmp, "example2.lin");
    const back = join(tmp, "example2-back.pbn");
    expect((await cli(["convert", EXAMPLE2, "--to", "lin", "-o", lin])).code).toBe(0);
    expect((await cli(["convert", lin, "--to=pbn", "--output", back])).code).toBe(0);
    const again = pbnRecords(readFileSync(back));
    expect(again.map(replayable)).toEqual(example2.map(replayable));
    const scores = (rs: RecordedDeal[]) => rs.map((r) => ({ ...scoreRecord(r), disagreements: [] }));
    expect(scores(again)).toEqual(scores(example2));
    expect(readFileSync(back, "utf8").startsWith("% PBN 2.1\n% EXPORT\n[Event")).toBe(true);
  });

  it("[FMT-2] pbn → pbn and pbn → json keep the records equal", async () => {
    const positionless = (rs: RecordedDeal[]) => rs.map((r) => ({ ...r, source: { line: 0, column: 0 } }));
    const pbn = await cli(["convert", EXAMPLE2, "--to", "pbn"]);
    expect(pbn.code).toBe(0);
    expect(positionless(pbnRecords(pbn.out))).toEqual(positionless(example2));
    const json = await cli(["convert", EXAMPLE2, "--to", "json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toEqual(JSON.parse(JSON.stringify(example2)));
    // and JSON reads back as input
    const path = join(tmp, "example2.json");
    writeFileSync(path, json.out);
    const fromJson = await cli(["score", "--json", path]);
    expect((JSON.parse(fromJson.out) as unknown[]).map(scoreOf)).toEqual(
      JSON.parse(JSON.stringify(example2.map((r) => scoreRecord(r)))),
    );
  });

  it("refuses to overwrite its input", async () => {
    const path = join(tmp, "in.pbn");
    copyFileSync(EXAMPLE4, path);
    const r = await cli(["convert", path, "--to", "pbn", "-o", path]);
    expect(r.code).toBe(2);
    expect(readFileSync(path, "utf8")).toBe(readFileSync(EXAMPLE4, "utf8"));
  });
});

describe("contract-bridge: help, usage and errors", () => {
  it("--help prints the tool's usage and each command's, on stdout, exit 0", async () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const r = await cli(argv);
      expect(r.code).toBe(0);
      expect(r.err).toBe("");
      expect(r.out).toMatch(/^Usage: contract-bridge <command>/u);
      expect(r.out).toContain("Exit codes:");
    }
    for (const command of ["score", "validate", "convert"]) {
      for (const argv of [
        [command, "--help"],
        [command, "-h", "x.pbn"],
        ["help", command],
      ]) {
        const r = await cli(argv);
        expect(r.code).toBe(0);
        expect(r.out).toMatch(new RegExp(`^Usage: contract-bridge ${command} `, "u"));
      }
    }
    expect((await cli(["--version"])).out).toMatch(/^\d+\.\d+\.\d+/u);
  });

  it("bad usage prints the usage on stderr and exits 2", async () => {
    const cases = [
      [],
      ["frobnicate"],
      ["--json"],
      ["score"],
      ["score", "--bogus", "a.pbn"],
      ["score", "--to", "pbn", "a.pbn"],
      ["convert", "a.pbn"],
      ["convert", "a.pbn", "--to", "xml"],
      ["convert", "a.pbn", "--to"],
      ["score", "--json=yes", "a.pbn"],
      ["help", "nope"],
    ];
    for (const argv of cases) {
      const r = await cli(argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.out, argv.join(" ")).toBe("");
      expect(r.err, argv.join(" ")).toMatch(/^contract-bridge: .+\nUsage: contract-bridge /u);
    }
  });

  it("[FMT-4] an unreadable file (exit 2) or an unreadable game (exit 1) is reported as FILE:LINE:COLUMN on stderr, never a stack trace", async () => {
    const missing = await cli(["score", join(tmp, "no-such.pbn"), EXAMPLE4]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/no-such\.pbn: cannot read: no such file or directory \(ENOENT\)/u);
    expect(tableRows(missing.out.slice(missing.out.indexOf("example4")))).toHaveLength(1); // the other file is still scored
    const broken = await cli([
      "validate",
      join(FIX, "odd/unterminated-string.pbn"),
      join(FIX, "odd/twelve-cards.pbn"),
      join(FIX, "odd/twelve-cards.lin"),
    ]);
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/unterminated-string\.pbn:4:8: PARSE_ERROR: unterminated string/u);
    expect(broken.err).toMatch(/twelve-cards\.pbn:11:1: PARSE_ERROR: Deal tag: W has 12 cards, not 13/u);
    expect(broken.err).toMatch(/twelve-cards\.lin:1:16: PARSE_ERROR: md: S has 12 cards, not 13/u);
    const badJson = join(tmp, "bad.json");
    writeFileSync(badJson, '[{"board": "1"}]');
    const json = await cli(["score", badJson]);
    expect(json.code).toBe(1);
    expect(json.err).toMatch(/bad\.json: record 1: PARSE_ERROR: not a recorded deal/u);
    for (const r of [missing, broken, json]) expect(r.err).not.toMatch(/\n\s+at /u);
  });

  it("draws a progress line on stderr only when stderr is a terminal", async () => {
    const tty = await cli(["score", EXAMPLE2], { tty: true, every: 100 });
    expect(tty.err).toContain("\r\x1b[K");
    expect(tty.err).toMatch(/example2\.pbn: 200 boards…/u);
    expect(tty.err.lastIndexOf("\r\x1b[K")).toBeGreaterThan(tty.err.lastIndexOf("boards…"));
    const piped = await cli(["score", EXAMPLE2], { every: 100 });
    expect(onlyWarnings(piped.err)).toBe(true);
    expect(piped.out).toBe(tty.out);
  });

  it("waits for a stdout that asks to wait (write returns false until drain)", async () => {
    let text = "";
    let waits = 0;
    let drain: (() => void) | null = null;
    const stdout = {
      write(t: string) {
        text += t;
        return false;
      },
      once(_event: "drain", listener: () => void) {
        waits++;
        drain = listener;
        setImmediate(() => drain?.());
      },
    };
    const code = await run(["score", "--json", EXAMPLE2], { stdout, stderr: collector() });
    expect(code).toBe(0);
    expect(waits).toBeGreaterThan(0);
    expect(JSON.parse(text)).toHaveLength(299);
  });

  it("parses options anywhere, --name=value, short options and --", () => {
    expect(parseArgs(["convert", "-oout.lin", "a.pbn", "--to=lin"])).toEqual({
      ok: true,
      value: { kind: "convert", files: ["a.pbn"], to: "lin", output: "out.lin", strict: false },
    });
    expect(parseArgs(["score", "--", "--json"])).toEqual({
      ok: true,
      value: { kind: "score", files: ["--json"], json: false, strict: false },
    });
    expect(parseArgs(["validate", "-", "--strict"])).toEqual({
      ok: true,
      value: { kind: "validate", files: ["-"], strict: true, json: false },
    });
  });

  it("[FMT-7] end to end through the entry point: validate the corpus, exit 0", async () => {
    const tsx = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [tsx, "src/cli/main.ts", "validate", EXAMPLE2, LIN1],
      { cwd: ROOT },
    );
    expect(onlyWarnings(stderr)).toBe(true);
    expect(stdout).toMatch(/^307 records: 307 legal, 0 illegal, 0 with disagreements, \d+ warnings\n$/u);
    const bad = await promisify(execFile)(process.execPath, [tsx, "src/cli/main.ts", "score", "--frobnicate"], {
      cwd: ROOT,
    }).catch((e: { code: number; stderr: string }) => e);
    expect("code" in bad && bad.code).toBe(2);
    expect((bad as { stderr: string }).stderr).toMatch(
      /^contract-bridge: unknown option "--frobnicate" for score\nUsage:/u,
    );
  });
});
