// Double-dummy solver: a full 20-value table and one solve of the opening lead, on seeded random
// deals, one thread. Prints mean, median and p90 next to the targets (table ≤ 250 ms mean,
// solve ≤ 15 ms median). `npm run bench -- solver --deals=20` for a quicker run (default 200).
// Beside them, the baseline: native DDS 2.9 (bench/native/dds.c through Debian's libdds, one thread)
// on the same deals in the same run, the two taking turns, with the ratio, and every value compared
// with ours (a mismatch throws); then the nodes each searched, for the leads and the tables, which
// split each ratio into nodes searched and time a node. Then the tables as apps load the package
// (a minified esbuild bundle, the CommonJS files) against its ESM files, in one process taking
// turns. Then every distinct deal of a recorded qualifier is solved against its
// [OptimumResultTable]: a conformance check too slow for the test suite (a mismatch throws).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import {
  createSolver,
  dealFromSeed,
  parsePbn,
  pbnGameToRecord,
  pbnTable,
  pbnTag,
  type Deal,
  type DdTable,
} from "contract-bridge";
import {
  nativeDds,
  readSolve,
  readTable,
  readTableNodes,
  runDds,
  solveCommand,
  tableCommand,
  tableNodesCommand,
  tableDifferences,
  type Tricks,
} from "./native/dds.js";
import { Engine } from "../src/analysis/search.js";
import { ddTableWith, solveWith } from "../src/analysis/solve.js";
import { DEFAULT_TABLE_MB } from "../src/analysis/table.js";

const RECORDED = fileURLToPath(
  new URL("../test/fixtures/dominicprice+endplay/tests/pbn/example2.pbn", import.meta.url),
);

function summary(ms: readonly number[]): { mean: number; median: number; p90: number } {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { mean: s.reduce((a, b) => a + b, 0) / s.length, median: at(0.5), p90: at(0.9) };
}

function stats(ms: readonly number[]): string {
  const { mean, median, p90 } = summary(ms);
  return `mean ${mean.toFixed(1)} ms, median ${median.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms (${ms.length} deals)`;
}

/** Mean, median and the slowest of the chunks' first tables. */
function coldStats(ms: readonly number[]): string {
  const { mean, median } = summary(ms);
  return `mean ${mean.toFixed(1)} ms, median ${median.toFixed(1)} ms, slowest ${Math.max(...ms).toFixed(1)} ms (${ms.length} processes)`;
}

function dealsWanted(): number {
  const flag = process.argv.find((a) => a.startsWith("--deals="));
  const n = flag ? Number(flag.slice("--deals=".length)) : 200;
  return Number.isInteger(n) && n > 0 ? n : 200;
}

/** Solves each distinct deal of the recorded file on a fresh solver; throws on any value unlike the recorded one. */
function recordedTables(): { name: string; value: string } {
  const file = parsePbn(readFileSync(RECORDED, "utf8"));
  if (!file.ok) throw new Error(file.error.message);
  const seen = new Set<string>();
  const ms: number[] = [];
  for (const game of file.value.games) {
    const tag = pbnTag(game, "OptimumResultTable");
    const rec = pbnGameToRecord(game);
    if (!tag || !rec.ok) continue;
    const key = JSON.stringify(rec.value.deal);
    if (seen.has(key)) continue;
    seen.add(key);
    const solver = createSolver();
    if (!solver.ok) throw new Error(solver.error.message);
    const t0 = performance.now();
    const table = solver.value.ddTable(rec.value.deal as Deal);
    ms.push(performance.now() - t0);
    if (!table.ok) throw new Error(table.error.message);
    for (const [declarer, strain, tricks] of pbnTable(tag).rows) {
      const got = (table.value as Record<string, Record<string, number>>)[declarer as string]?.[strain as string];
      if (got !== Number(tricks)) {
        throw new Error(`recorded table differs: deal ${seen.size}, ${declarer} ${strain}: ${got} against ${tricks}`);
      }
    }
  }
  return { name: `ddTable = recorded [OptimumResultTable], all ${seen.size} distinct deals`, value: stats(ms) };
}

/** How many deals each turn of ours and native DDS's takes; see solverBench. */
const CHUNK = 20;

/** What solver-timing.mjs reports over a run of deals: times, and the values to compare with DDS's. */
interface Timed {
  tableMs: number[];
  solveMs: number[];
  tables: DdTable[];
  leadTricks: number[];
  /** The chunk's warm-up table (deal 999), the first in its process: compiling the search included. */
  coldTableMs: number;
}

/** Our figures over a run: solver-timing.mjs's, and the nodes of the lead solves and tables ({@link trickNodes}). */
interface Ours extends Omit<Timed, "coldTableMs"> {
  leadNodes: number;
  tableNodes: number;
  /** Each chunk's {@link Timed.coldTableMs}. */
  coldTableMs: number[];
}

/**
 * Times `ddTable` and an opening-lead `solve` over seeded deals, in a plain `node` child process
 * (see solver-timing.mjs), and native DDS on the same deals. The two take turns, `CHUNK` deals at a
 * time, so that a change in the machine's load during the run falls on both alike; the load
 * average before and after is printed with the figures.
 */
export function solverBench(): { name: string; value: string }[] {
  const count = dealsWanted();
  const script = fileURLToPath(new URL("./solver-timing.mjs", import.meta.url));
  // solver-timing.mjs times the built package, as a user's program runs it.
  if (!existsSync(fileURLToPath(new URL("../dist/index.js", import.meta.url))))
    throw new Error("the solver bench times the built package (dist/): run `npm run build` first");
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const dds = nativeDds();
  const loadBefore = loadavg()[0] as number;
  const ours: Ours = {
    tableMs: [],
    solveMs: [],
    tables: [],
    leadTricks: [],
    leadNodes: 0,
    tableNodes: 0,
    coldTableMs: [],
  };
  const theirs: Theirs = { tableMs: [], solveMs: [], leadNodes: 0, tableNodes: 0, tableNodesMs: 0 };
  for (let first = 0; first < count; first += CHUNK) {
    const n = Math.min(CHUNK, count - first);
    const out = execFileSync(process.execPath, [script, String(first), String(n)], { encoding: "utf8", env });
    const chunk = JSON.parse(out) as Timed;
    ours.tableMs.push(...chunk.tableMs);
    ours.solveMs.push(...chunk.solveMs);
    ours.tables.push(...chunk.tables);
    ours.leadTricks.push(...chunk.leadTricks);
    ours.coldTableMs.push(chunk.coldTableMs);
    const nodes = trickNodes(first, n);
    ours.leadNodes += nodes.leads;
    ours.tableNodes += nodes.tables;
    if ("path" in dds) nativeChunk(dds.path, first, n, chunk, theirs);
  }
  const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] as number).toFixed(1)} after`;
  return [
    { name: "ddTable, 20 values (target: mean ≤ 250 ms)", value: stats(ours.tableMs) },
    { name: "solve, opening lead in 3NT by South (target: median ≤ 15 ms)", value: stats(ours.solveMs) },
    {
      // Each chunk's process compiles the search on a warm-up table (deal 999) before the timed
      // deals, as a program solving many deals compiles it once; this is what that first table costs.
      name: "ddTable, a fresh process's first (deal 999, compiling the search included)",
      value: `${coldStats(ours.coldTableMs)}`,
    },
    ...("path" in dds
      ? nativeRows(ours, theirs, load)
      : [{ name: "native DDS 2.9 (baseline)", value: `not measured: ${dds.unavailable}` }]),
    bundledTables(env),
    recordedTables(),
  ];
}

/** Deals the bundled row times ({@link bundledTables}). */
const BUNDLED_DEALS = 40;

/**
 * The tables of the first {@link BUNDLED_DEALS} deals timed by the package as published (dist/,
 * one file a module), by a minified bundle of it made by esbuild, as an app's build makes one, and
 * by the package's CommonJS files, all in one process taking turns deal by deal
 * (solver-bundled.mjs). Bundlers that hoist a module's top-level `const`s into `var`s (esbuild,
 * Bun) would hide the solver's constants from V8, and CommonJS reads an imported name off the
 * other module's exports at each use (memory.ts); the solver keeps both in function scopes, and
 * this row shows that it still holds.
 */
function bundledTables(env: NodeJS.ProcessEnv): { name: string; value: string } {
  const dir = mkdtempSync(join(tmpdir(), "contract-bridge-bundled-"));
  try {
    const bundle = join(dir, "bundle.mjs");
    // An app's module, resolving the package by its name from the repository (its own exports).
    buildSync({
      stdin: {
        contents: 'export { createSolver, dealFromSeed } from "contract-bridge";',
        resolveDir: fileURLToPath(new URL("..", import.meta.url)),
      },
      bundle: true,
      minify: true,
      platform: "node",
      format: "esm",
      outfile: bundle,
      logLevel: "error",
    });
    const script = fileURLToPath(new URL("./solver-bundled.mjs", import.meta.url));
    const out = execFileSync(process.execPath, [script, bundle, "0", String(BUNDLED_DEALS)], { encoding: "utf8", env });
    const times = JSON.parse(out) as { published: number[]; bundled: number[]; commonjs: number[] };
    const [a, b, c] = [times.published, times.bundled, times.commonjs].map((m) => summary(m).mean) as [
      number,
      number,
      number,
    ];
    return {
      name: `ddTable as an app loads it: esbuild --minify bundle; CommonJS; against ESM dist/ (deals 0-${BUNDLED_DEALS - 1}, CPU)`,
      value: `mean ${b.toFixed(1)}; ${c.toFixed(1)}; ${a.toFixed(1)} ms = ${(b / a).toFixed(2)}×; ${(c / a).toFixed(2)}×, taking turns deal by deal`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Native DDS's times over the run, the nodes of its opening-lead solves (its own count), and the
 * nodes and time of its tables solved position by position (dds.c's `N`: CalcDDtable counts none).
 */
interface Theirs {
  tableMs: number[];
  solveMs: number[];
  leadNodes: number;
  tableNodes: number;
  tableNodesMs: number;
}

/**
 * The nodes of our opening-lead solves and tables of a chunk, counted as native DDS counts its own
 * (trick starts reached by playing a trick's last card): the same solves as solver-timing.mjs
 * times, in the same order, each kind on an engine of its own as its solvers are. Node counts do
 * not depend on the machine's load, so they split the time ratio into nodes searched and time a node.
 */
function trickNodes(first: number, n: number): { leads: number; tables: number } {
  const leads = new Engine(DEFAULT_TABLE_MB);
  const tables = new Engine(DEFAULT_TABLE_MB);
  for (let i = first; i < first + n; i++) {
    const deal = dealFromSeed(1000 + i, "N").deal;
    const table = ddTableWith(tables, deal);
    if (!table.ok) throw new Error(table.error.message);
    const solved = solveWith(leads, { hands: deal, strain: "NT", leader: "W" });
    if (!solved.ok) throw new Error(solved.error.message);
  }
  return { leads: leads.trickNodes, tables: tables.trickNodes };
}

/**
 * A chunk of deals through native DDS, in one process: the opening-lead solves first, each on a
 * deal new to it (right after the same deal's table it would find the positions remembered), then
 * the tables, then the tables again position by position to count their nodes (each after another
 * deal's, so with DDS's table cleared). Throws when a value differs from ours.
 */
function nativeChunk(path: string, first: number, n: number, ours: Timed, theirs: Theirs): void {
  const deals = Array.from({ length: n }, (_, i) => dealFromSeed(1000 + first + i, "N").deal);
  const answers = runDds(path, [
    ...deals.map((hands) => solveCommand({ hands, strain: "NT", leader: "W" }, false)),
    ...deals.map(tableCommand),
    ...deals.map(tableNodesCommand),
  ]);
  const leads = answers.slice(0, n).map(readSolve);
  const tables = answers.slice(n, 2 * n).map(readTable);
  const counted = answers.slice(2 * n).map(readTableNodes);
  tables.forEach((table, i) => {
    const deal = 1000 + first + i;
    const differ = tableDifferences(ours.tables[i] as Tricks, table.tricks);
    if (differ.length > 0) throw new Error(`deal ${deal}: ours/DDS's tricks differ: ${differ.join(", ")}`);
    const best = Math.max(...(leads[i]?.cards ?? []).map((c) => c.tricks));
    if (best !== ours.leadTricks[i]) throw new Error(`deal ${deal}: our lead solve ${ours.leadTricks[i]}, DDS ${best}`);
  });
  theirs.tableMs.push(...tables.map((t) => t.ms));
  theirs.solveMs.push(...leads.map((l) => l.ms));
  theirs.leadNodes += leads.reduce((sum, l) => sum + l.nodes, 0);
  theirs.tableNodes += counted.reduce((sum, t) => sum + t.nodes, 0);
  theirs.tableNodesMs += counted.reduce((sum, t) => sum + t.ms, 0);
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const millions = (n: number): string => `${(n / 1e6).toFixed(2)} M`;
/** Microseconds a node: the solves' total time over their nodes. */
const microseconds = (ms: readonly number[], nodes: number): string => ((sum(ms) * 1000) / nodes).toFixed(2);

/** Native DDS's rows and the ratio, every value having been found equal to ours. */
function nativeRows(ours: Ours, theirs: Theirs, load: string): { name: string; value: string }[] {
  const ratio = (a: number, b: number): string => `${(a / b).toFixed(1)}×`;
  return [
    { name: "native DDS 2.9 (libdds, one thread): ddTable, same deals", value: stats(theirs.tableMs) },
    { name: "native DDS 2.9: solve, opening lead, same deals", value: stats(theirs.solveMs) },
    {
      name: `ours ÷ native DDS (table mean; lead median; turns of ${CHUNK} deals)`,
      value: `${ratio(summary(ours.tableMs).mean, summary(theirs.tableMs).mean)}; ${ratio(summary(ours.solveMs).median, summary(theirs.solveMs).median)}; all ${ours.tables.length} tables and lead values equal; ${load}`,
    },
    {
      name: "opening-lead solves, nodes as DDS counts them (trick starts reached): ours / DDS; time a node",
      value: `${millions(ours.leadNodes)} / ${millions(theirs.leadNodes)} = ${ratio(ours.leadNodes, theirs.leadNodes)}; ${microseconds(ours.solveMs, ours.leadNodes)} / ${microseconds(theirs.solveMs, theirs.leadNodes)} µs = ${ratio(sum(ours.solveMs) / ours.leadNodes, sum(theirs.solveMs) / theirs.leadNodes)}`,
    },
    {
      // DDS's table time a node is its CalcDDtable time over the nodes of the same twenty solves made
      // one at a time (dds.c's N), whose own time is printed beside it to show how close they are.
      name: "tables, nodes as DDS counts them: ours / DDS (its twenty solves one at a time); time a node",
      value: `${millions(ours.tableNodes)} / ${millions(theirs.tableNodes)} = ${ratio(ours.tableNodes, theirs.tableNodes)}; ${microseconds(ours.tableMs, ours.tableNodes)} / ${microseconds(theirs.tableMs, theirs.tableNodes)} µs = ${ratio(sum(ours.tableMs) / ours.tableNodes, sum(theirs.tableMs) / theirs.tableNodes)}; DDS one solve at a time ${(theirs.tableNodesMs / theirs.tableMs.length).toFixed(1)} ms a table against CalcDDtable's ${summary(theirs.tableMs).mean.toFixed(1)}`,
    },
  ];
}
