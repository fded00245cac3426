// The `contract-bridge` executable as built: src/cli/main.ts bundled with the library into one
// Node script (as tsup builds dist/cli.js, but with the library inside, so that the test does not
// depend on an earlier `npm run build`), run as a child process. Exit codes and `--json` entries
// are checked here, where the process really exits.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const FIX = join(ROOT, "test", "fixtures");
const EXAMPLE1 = join(FIX, "dominicprice+endplay/tests/pbn/example1.pbn");
const LIN1 = join(FIX, "dominicprice+endplay/tests/lin/example1.lin");
const tmp = mkdtempSync(join(tmpdir(), "contract-bridge-bin-"));
const BIN = join(tmp, "cli.mjs");

beforeAll(async () => {
  await build({
    entryPoints: [join(ROOT, "src/cli/main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: BIN,
    alias: { "contract-bridge": join(ROOT, "src/index.ts") },
    banner: { js: "#!/usr/bin/env node" },
    logLevel: "error",
  });
}, 60_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function bin(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: tmp, maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      const code = error && typeof error.code === "number" ? error.code : 0;
      resolve({ code, out: stdout, err: stderr });
    });
  });
}

function file(name: string, text: string): string {
  const path = join(tmp, name);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
  return path;
}

/** A table-monitor export: tag values without quotes, a card in lower case. */
const MONITOR = `[Event Random Deal #]
[Board 1]
[Dealer N]
[Vulnerable None]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]
[Contract 7NT]
[Declarer N]
[Result 13]
[Auction "N"]
7NT Pass Pass Pass
[Play "E"]
st S3 S2 SA
`;

const BROKEN_GAME = `[Event "x"]
[Board "2"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543"]
`;

interface Entry {
  file: string;
  line: number;
  column: number;
  board?: string;
  legal?: boolean;
  error?: { code: string; message: string };
  warnings?: { code: string; line: number; column: number }[];
}

describe("the built bin: nothing is lost in silence", () => {
  it("[FMT-1] a table-monitor export (unquoted values, lower-case cards) is read, with warnings; --strict refuses it, exit 1", async () => {
    const path = file("monitor.pbn", MONITOR);
    const plain = await bin(["score", "--json", path]);
    expect(plain.code).toBe(0);
    const entries = JSON.parse(plain.out) as Entry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ file: path, line: 1, column: 1, board: "1", legal: true });
    expect(entries[0]?.warnings?.map((w) => w.code)).toEqual([
      "UNQUOTED_TAG_VALUE",
      "UNQUOTED_TAG_VALUE",
      "UNQUOTED_TAG_VALUE",
      "UNQUOTED_TAG_VALUE",
      "UNQUOTED_TAG_VALUE",
      "UNQUOTED_TAG_VALUE",
      "UNQUOTED_TAG_VALUE",
      "NONSTANDARD_CARD",
    ]);
    const strict = await bin(["score", "--strict", "--json", path]);
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.out)).toEqual([
      {
        file: path,
        line: 1,
        column: 8,
        error: { code: "PARSE_ERROR", message: expect.stringContaining("UNQUOTED_TAG_VALUE") as string },
      },
    ]);
  });

  it("[FMT-4] a game that cannot be read is an entry with its error, file and line, and the exit code is 1; the others are scored", async () => {
    const path = file("mixed.pbn", `${readFileSync(EXAMPLE1, "utf8")}\n${BROKEN_GAME}`);
    for (const command of ["score", "validate"]) {
      const r = await bin([command, "--json", path]);
      expect(r.code, command).toBe(1);
      const entries = JSON.parse(r.out) as Entry[];
      expect(entries).toHaveLength(3);
      expect(entries.slice(0, 2).every((e) => e.legal === true && e.file === path && e.line > 0)).toBe(true);
      expect(entries[2]).toMatchObject({
        file: path,
        error: { code: "PARSE_ERROR", message: expect.stringContaining("12 cards") as string },
      });
      expect(entries[2]?.line).toBeGreaterThan(entries[1]?.line ?? 0);
      expect(r.err).toMatch(/^2 (boards|records): 2 legal, 0 illegal, 0 with disagreements, 1 could not be read/mu);
    }
    const table = await bin(["score", path]);
    expect(table.code).toBe(1);
    expect(table.err).toMatch(/mixed\.pbn:\d+:1: PARSE_ERROR: Deal tag: W has 12 cards, not 13/u);
    expect(table.out).toContain("2 boards: 2 scored, 0 illegal, 0 with disagreements, 1 could not be read");
  });

  it("input that holds no deals is exit 2 with a sentence: an empty file, JSON that is not records", async () => {
    for (const [name, text, sentence] of [
      ["empty.pbn", "", "holds no deals: the file is empty"],
      ["comments.pbn", "% PBN 2.1\n{ nothing here }\n", "holds no deals"],
      ["object.json", '{"a":1}', "holds no deals: this JSON is not an array of recorded deals"],
      ["empty.json", "[]", "holds no deals: the JSON array is empty"],
    ] as const) {
      const path = file(name, text);
      for (const args of [
        ["score", path],
        ["score", "--json", path],
        ["validate", path],
      ]) {
        const r = await bin(args);
        expect(r.code, `${args.join(" ")}`).toBe(2);
        if (args.includes("--json"))
          expect(JSON.parse(r.out)).toEqual([
            {
              file: path,
              line: expect.any(Number) as number,
              column: expect.any(Number) as number,
              error: { code: "NO_DEALS", message: expect.stringContaining(sentence) as string },
            },
          ]);
        else expect(r.err.startsWith(path) && r.err.includes(`: ${sentence}`)).toBe(true);
      }
    }
  });

  it("directories are walked (*.pbn, *.lin, *.json) in code-point order; validate --json lists every record with its file", async () => {
    const dir = join(tmp, "archive");
    file("archive/b.pbn", readFileSync(EXAMPLE1, "utf8"));
    file("archive/a/z.lin", readFileSync(LIN1, "utf8"));
    file("archive/C.json", JSON.stringify([]).replace("[]", "[]"));
    file("archive/notes.txt", "not a deal file");
    rmSync(join(dir, "C.json"));
    const r = await bin(["validate", "--json", dir]);
    expect(r.code).toBe(0);
    const entries = JSON.parse(r.out) as Entry[];
    const files = [...new Set(entries.map((e) => e.file))];
    expect(files).toEqual([join(dir, "a", "z.lin"), join(dir, "b.pbn")]);
    expect(entries).toHaveLength(8 + 2);
    expect(entries.every((e) => e.legal === true && e.line >= 1)).toBe(true);
    expect(r.err).toBe("10 records: 10 legal, 0 illegal, 0 with disagreements\n");
  });

  it("[FMT-2] convert PBN → PBN → PBN is identical up to white space, and PBN → LIN names what LIN cannot hold", async () => {
    const once = await bin(["convert", EXAMPLE1, "--to", "pbn"]);
    expect(once.code).toBe(0);
    const squash = (t: string): string => t.replace(/\s+/gu, " ").trim();
    expect(squash(once.out)).toBe(squash(readFileSync(EXAMPLE1, "utf8")));
    const path = file("once.pbn", once.out);
    const twice = await bin(["convert", path, "--to", "pbn"]);
    expect(twice.out).toBe(once.out);
    const lin = await bin(["convert", EXAMPLE1, "--to", "lin"]);
    expect(lin.code).toBe(0);
    expect(lin.err).toMatch(/example1\.pbn:\d+:1: warning: NOT_WRITTEN: LIN has no place for Event, Site, Date/u);
  });
});
