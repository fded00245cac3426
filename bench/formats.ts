// Recorded-hands benchmarks, on the real files of test/fixtures: PBN reading speed, replaying and
// scoring parsed records, and memory while streaming a 100 MB archive. Prints figures next to the
// issue's targets; asserts nothing (timing never lives in a test).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { fileURLToPath } from "node:url";
import {
  iterateLinBoards,
  iteratePbnGames,
  parseLin,
  parsePbn,
  pbnGameToRecord,
  scoreRecord,
  type PbnGame,
  type RecordedDeal,
} from "contract-bridge";
import { hostile } from "../fuzz/targets/formats.js";
import type { Figures } from "./replay.js";

const FIXTURES = fileURLToPath(new URL("../test/fixtures/", import.meta.url));
const EXAMPLE2 = "dominicprice+endplay/tests/pbn/example2.pbn";
/** The PBN files of the corpus (not our hand-written odd/ files, some of which are broken on purpose). */
const CORPUS_PBN = [
  EXAMPLE2,
  "dominicprice+endplay/tests/pbn/example1.pbn",
  "dominicprice+endplay/tests/pbn/example4.pbn",
  "dominicprice+endplay/examples/pbn_files/sample.pbn",
  "forrestrice+bridge-bots/bridgebots/tests/resources/sample.pbn",
];

const MB = 1 << 20;

function fixture(path: string): Uint8Array {
  return new Uint8Array(readFileSync(FIXTURES + path));
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** Median wall time of `fn` in seconds over `rounds` runs, after one warm-up run. */
function medianSeconds(fn: () => void, rounds: number): number {
  fn();
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  return median(times);
}

/** The files joined by empty lines (a game boundary) and repeated until at least `size` bytes. */
function repeatTo(files: readonly Uint8Array[], size: number): Uint8Array {
  const sep = new Uint8Array([10, 10]);
  const unit: Uint8Array[] = files.flatMap((f) => [f, sep]);
  const unitSize = unit.reduce((n, b) => n + b.length, 0);
  const copies = Math.ceil(size / unitSize);
  const out = new Uint8Array(copies * unitSize);
  let at = 0;
  for (let c = 0; c < copies; c++) {
    for (const b of unit) {
      out.set(b, at);
      at += b.length;
    }
  }
  return out;
}

function recordsOf(games: readonly PbnGame[]): RecordedDeal[] {
  const out: RecordedDeal[] = [];
  for (const g of games) {
    if (g.tags.length === 0) continue;
    const r = pbnGameToRecord(g);
    if (r.ok) out.push(r.value);
  }
  return out;
}

let sink = 0;

/** Median seconds of `parsePbn` over the input. */
function parseSeconds(input: string | Uint8Array, rounds: number): number {
  return medianSeconds(() => {
    const f = parsePbn(input);
    if (!f.ok) throw new Error(f.error.message);
    sink += f.value.games.length;
  }, rounds);
}

/** PBN reading speed over the corpus PBN files repeated to a few MB in memory. */
export function pbnParseBench(): Figures[] {
  const files = CORPUS_PBN.map(fixture);
  const bytes = repeatTo(files, 4 * MB);
  const text = new TextDecoder().decode(bytes);
  const mb = bytes.length / MB;
  const rounds = 9;
  const parseBytes = parseSeconds(bytes, rounds);
  const parseText = parseSeconds(text, rounds);
  const toRecords = medianSeconds(() => {
    const f = parsePbn(bytes);
    if (!f.ok) throw new Error(f.error.message);
    sink += recordsOf(f.value.games).length;
  }, rounds);
  const streamed = medianSeconds(() => {
    const CHUNK = 64 * 1024;
    const chunks = function* (): Generator<Uint8Array> {
      for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
    };
    for (const g of iteratePbnGames(chunks())) if (g.ok) sink++;
  }, rounds);
  const parsed = parsePbn(bytes);
  const games = parsed.ok ? parsed.value.games.length : 0;
  return [
    {
      name: `input: ${CORPUS_PBN.length} corpus PBN files repeated in memory`,
      value: `${mb.toFixed(1)} MB, ${games} games`,
    },
    { name: "parsePbn from bytes (MB/s, median of 9) — target ≥ 60", value: (mb / parseBytes).toFixed(1) },
    { name: "parsePbn from a string (MB/s, median of 9)", value: (mb / parseText).toFixed(1) },
    { name: "parsePbn + pbnGameToRecord (MB/s, median of 9)", value: (mb / toRecords).toFixed(1) },
    { name: "iteratePbnGames, 64 KB byte chunks (MB/s, median of 9)", value: (mb / streamed).toFixed(1) },
    commonjsReading(),
  ];
}

/**
 * Reading example2.pbn and converting its games to records from the package's CommonJS files
 * against its ESM files, in one plain `node` process taking turns (formats-commonjs.mjs): compiled
 * to CommonJS, an imported name is a getter called at each use, so the scanner reads the functions
 * it calls at each character once.
 */
function commonjsReading(): Figures {
  const script = fileURLToPath(new URL("./formats-commonjs.mjs", import.meta.url));
  const file = `${FIXTURES}dominicprice+endplay/tests/pbn/example2.pbn`;
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const out = spawnSync(process.execPath, [script, file], { encoding: "utf8", env });
  if (out.status !== 0) throw new Error(`formats-commonjs.mjs: ${out.stderr}`);
  const { esm, commonjs } = JSON.parse(out.stdout) as { esm: number; commonjs: number };
  return {
    name: "example2.pbn read + pbnGameToRecord, CommonJS files (require) against ESM (CPU, median of 100)",
    value: `${commonjs.toFixed(1)} / ${esm.toFixed(1)} ms = ${(commonjs / esm).toFixed(2)}×, taking turns`,
  };
}

/**
 * The corpus PBN files rewritten the way other programs write them, one dialect per copy: tag
 * values unquoted, cards and calls in lower case, CRLF and tabs, `%` and nested comments. Every
 * deviation is tolerated with a warning, so this measures the lenient paths.
 */
function dialectArchive(files: readonly Uint8Array[]): Uint8Array[] {
  const latin1 = new TextDecoder("latin1");
  const texts = files.map((f) => latin1.decode(f));
  const dialects: ((t: string) => string)[] = [
    (t) => t.replace(/^\[(\w+) "([^"\\\]#][^"\\\]]*)"\]/gmu, "[$1 $2]"),
    (t) => t.replace(/^(?![[%{;])(.+)$/gmu, (line) => line.toLowerCase()),
    (t) => t.replace(/\n/gu, "\r\n").replace(/ (?=[^\r\n]*\r\n)/gu, "\t "),
    (t) => t.replace(/^(\[Auction "\w"\])$/gmu, "$1 % the auction\n{ a { nested } comment }"),
  ];
  const out: Uint8Array[] = [];
  for (const t of texts) {
    for (const d of dialects) out.push(Uint8Array.from(d(t), (c) => c.charCodeAt(0) & 0xff));
  }
  return out;
}

/** Reading speed over a mixed-dialect archive: the lenient paths, with their warnings. */
export function dialectParseBench(): Figures[] {
  const bytes = repeatTo(dialectArchive(CORPUS_PBN.map(fixture)), 4 * MB);
  const mb = bytes.length / MB;
  const rounds = 9;
  const parseBytes = parseSeconds(bytes, rounds);
  let warnings = 0;
  let records = 0;
  const toRecords = medianSeconds(() => {
    const f = parsePbn(bytes);
    if (!f.ok) throw new Error(f.error.message);
    warnings = 0;
    records = 0;
    for (const g of f.value.games) {
      if (g.tags.length === 0) continue;
      const r = pbnGameToRecord(g);
      if (!r.ok) continue;
      records++;
      warnings += r.value.warnings?.length ?? 0;
    }
  }, rounds);
  return [
    {
      name: "input: the corpus PBN files in 4 dialects each, repeated in memory",
      value: `${mb.toFixed(1)} MB, ${records} records, ${warnings} warnings`,
    },
    {
      name: "parsePbn from bytes, mixed dialects (MB/s, median of 9) — target ≥ 60",
      value: (mb / parseBytes).toFixed(1),
    },
    { name: "parsePbn + pbnGameToRecord, mixed dialects (MB/s, median of 9)", value: (mb / toRecords).toFixed(1) },
  ];
}

/** The four readers the hostile rows time, each over the whole input (the streaming ones in two chunks, as the fuzz target reads). */
const READERS: readonly [string, (bytes: Uint8Array) => void][] = [
  ["parsePbn", (b) => void (sink += parsePbn(b).ok ? 1 : 0)],
  ["iteratePbnGames", (b) => void (sink += [...iteratePbnGames(halves(b), { maxGameBytes: 200_000 })].length)],
  ["parseLin", (b) => void (sink += parseLin(b).ok ? 1 : 0)],
  ["iterateLinBoards", (b) => void (sink += [...iterateLinBoards(halves(b), { maxBoardBytes: 200_000 })].length)],
];

function halves(bytes: Uint8Array): Uint8Array[] {
  return [bytes.subarray(0, bytes.length >> 1), bytes.subarray(bytes.length >> 1)];
}

/**
 * Every reader over the fuzz target's hostile inputs (built to hit the ways a reader can go
 * superlinear or overflow the stack): the slowest reader's MB/s on each (issue 11's target: ≥ 20
 * on any input), all four together (as `npm run fuzz` reports them), and the time taken on twice
 * the input over the time on the input (≈ 2 when reading is linear).
 */
export function hostileBench(): Figures[] {
  const SIZE = 2_000_000;
  const rounds = 9;
  const small = hostile(SIZE);
  const large = hostile(2 * SIZE);
  // Every reader over every input once first, so that the first rows do not pay for compiling.
  for (const { bytes } of small) for (const [, read] of READERS) read(bytes);
  const rows: Figures[] = [];
  let slowest = Infinity;
  for (let h = 0; h < small.length; h++) {
    const { name, bytes } = small[h] as (typeof small)[number];
    const twice = (large[h] as (typeof large)[number]).bytes;
    let all = 0;
    let allTwice = 0;
    let worst = Infinity;
    let worstName = "";
    for (const [reader, read] of READERS) {
      const s = medianSeconds(() => read(bytes), rounds);
      all += s;
      allTwice += medianSeconds(() => read(twice), rounds);
      const rate = bytes.length / MB / s;
      if (rate < worst) {
        worst = rate;
        worstName = reader;
      }
    }
    slowest = Math.min(slowest, worst);
    rows.push({
      name: `${name} (${(bytes.length / MB).toFixed(1)} MB)`,
      value: `slowest ${worst.toFixed(1)} MB/s (${worstName}), 4 readers ${((4 * bytes.length) / MB / all).toFixed(1)} MB/s, 2× input ${(allTwice / all).toFixed(2)}× time`,
    });
  }
  rows.push({
    name: `slowest reader on any hostile input (MB/s, median of ${rounds}) — target ≥ 20`,
    value: slowest.toFixed(1),
  });
  return rows;
}

/** Replaying and scoring parsed records: scoreRecord over example2's RecordedDeals. */
export function recordScoreBench(): Figures[] {
  const parsed = parsePbn(fixture(EXAMPLE2));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const records = recordsOf(parsed.value.games);
  // 299 records take about a millisecond; repeat them so that one timed round is long enough.
  const many: RecordedDeal[] = [];
  for (let k = 0; k < 20; k++) many.push(...records);
  const complete = records.filter((r) => scoreRecord(r).complete);
  const manyComplete: RecordedDeal[] = [];
  for (let k = 0; k < 20; k++) manyComplete.push(...complete);
  const rounds = 9;
  const all =
    many.length /
    medianSeconds(() => {
      for (const r of many) sink += scoreRecord(r).score ?? 0;
    }, rounds);
  const done =
    manyComplete.length /
    medianSeconds(() => {
      for (const r of manyComplete) sink += scoreRecord(r).score ?? 0;
    }, rounds);
  const bytes = fixture(EXAMPLE2);
  const endToEnd =
    records.length /
    medianSeconds(() => {
      const f = parsePbn(bytes);
      if (!f.ok) throw new Error(f.error.message);
      for (const r of recordsOf(f.value.games)) sink += scoreRecord(r).score ?? 0;
    }, rounds);
  const cards = records.reduce((n, r) => n + r.plays.length, 0) / records.length;
  return [
    {
      name: `input: example2.pbn, ${records.length} records (${complete.length} complete), ×20`,
      value: `${cards.toFixed(1)} cards per record`,
    },
    { name: "scoreRecord, all records (records/s, median of 9) — target ≥ 300,000", value: all.toFixed(0) },
    { name: "scoreRecord, complete records only (records/s, median of 9)", value: done.toFixed(0) },
    { name: "read bytes + record + score, end to end (records/s, median of 9)", value: endToEnd.toFixed(0) },
  ];
}

/** `gc()` if the engine lets us have it (flags set at run time are enough for V8). */
function collector(): () => void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) return g;
  try {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  } catch {
    return () => {};
  }
}

/**
 * Memory while streaming a 100 MB synthetic archive (example2 repeated, produced chunk by chunk by
 * a generator, never held whole) through iteratePbnGames → pbnGameToRecord → scoreRecord: what the
 * CLI does with a large file. Runs in this process; {@link streamMemoryBench} runs it in a fresh
 * one so that the resident set is not inflated by the other benchmarks.
 */
export function measureStreamMemory(): Figures[] {
  const TOTAL = 100 * MB;
  const CHUNK = 64 * 1024;
  const unit = repeatTo([fixture(EXAMPLE2)], 1);
  function* archive(): Generator<Uint8Array> {
    let sent = 0;
    let at = 0;
    while (sent < TOTAL) {
      const size = Math.min(CHUNK, TOTAL - sent, unit.length - at);
      // A copy, as a file stream hands out fresh buffers.
      yield unit.slice(at, at + size);
      sent += size;
      at = (at + size) % unit.length;
    }
  }
  const gc = collector();
  gc();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  let games = 0;
  let records = 0;
  let errors = 0;
  let legal = 0;
  // Heap still in use after a full GC at every tenth of the archive: what streaming retains.
  const retained: number[] = [];
  const perTenth = Math.round((TOTAL / unit.length) * 299) / 10;
  let gcTime = 0;
  const t0 = process.hrtime.bigint();
  for (const g of iteratePbnGames(archive())) {
    games++;
    if (!g.ok || g.value.tags.length === 0) {
      if (!g.ok) errors++;
      continue;
    }
    const r = pbnGameToRecord(g.value);
    if (!r.ok) {
      errors++;
      continue;
    }
    records++;
    if (scoreRecord(r.value).legal) legal++;
    if ((games & 255) === 0) {
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakRss = Math.max(peakRss, m.rss);
    }
    if (games >= perTenth * (retained.length + 1)) {
      const g0 = process.hrtime.bigint();
      gc();
      retained.push(process.memoryUsage().heapUsed - base.heapUsed);
      gcTime += Number(process.hrtime.bigint() - g0);
    }
  }
  const seconds = (Number(process.hrtime.bigint() - t0) - gcTime) / 1e9;
  const fmt = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;
  return [
    {
      name: "archive: example2.pbn repeated, 64 KB chunks from a generator",
      value: `${(TOTAL / MB).toFixed(0)} MB, ${games} games, ${records} records (${legal} legal), ${errors} errors`,
    },
    { name: "stream + record + score (MB/s)", value: (TOTAL / MB / seconds).toFixed(1) },
    {
      name: "heap retained after a GC, at each tenth of the archive — target: flat",
      value: retained.map((b) => (b / MB).toFixed(1)).join(" ") + " MB",
    },
    { name: "peak heap growth over the start (garbage included)", value: fmt(peakHeap - base.heapUsed) },
    { name: "peak RSS growth over the start (fresh process)", value: fmt(peakRss - base.rss) },
  ];
}

/** {@link measureStreamMemory} in a fresh Node process (same loader flags), so RSS means something. */
export function streamMemoryBench(): Figures[] {
  const script = fileURLToPath(new URL("./stream-memory.ts", import.meta.url));
  const child = spawnSync(process.execPath, [...process.execArgv, script], { encoding: "utf8", maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`stream-memory.ts failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as Figures[];
}

/** Keeps the results alive so that no benchmark loop is optimised away. */
export function formatsSink(): number {
  return sink;
}
