// The double-dummy tables of the benches' seeded deals, cached on disk: computed once by native DDS
// (dds.ts) and kept in the system's temporary folder, each keyed by the deal's own text, so that a
// rerun of the auction or card-play bench costs only the bots' work, and a change of the dealing
// code cannot reuse a stale table. Without native DDS the tables come from our solver, uncached.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SEATS, createSolver, formatDeal, type Deal, type Seat, type Solver } from "contract-bridge";
import { nativeDds, readTable, runDds, tableCommand, type Tricks } from "./dds.js";

/** Deals a cache file holds: file `k` holds deals 100k to 100k + 99. */
const CHUNK = 100;

/** The cache folder: tables depend on DDS alone, so one folder serves every branch and worktree. */
const cacheDir = (): string => join(tmpdir(), "contract-bridge-dd-tables");

/** The key of a deal's table: a hash of the deal's text, so that a table is only reused for the same cards. */
const keyOf = (text: string): string => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** Tricks as 20 letters, strain by strain (C D H S NT), seat by seat (N E S W): hex digits. */
const STRAIN_ORDER = ["C", "D", "H", "S", "NT"] as const;
const packTable = (t: Tricks): string =>
  STRAIN_ORDER.map((s) => SEATS.map((seat) => t[seat][s].toString(16)).join("")).join("");
function unpackTable(text: string): Tricks {
  const t = {} as Record<Seat, Record<string, number>>;
  for (const seat of SEATS) t[seat] = {};
  STRAIN_ORDER.forEach((s, i) => SEATS.forEach((seat, h) => (t[seat][s] = parseInt(text[i * 4 + h] as string, 16))));
  return t;
}

/**
 * The double-dummy tables of deals `first` to `first + deals − 1`: from the cache where it holds
 * the deal's key, else from native DDS (written to the cache a file of 100 deals at a time, so an
 * interrupted run keeps what it computed), else, without native DDS, from our solver (slow; not
 * cached). Progress on stderr.
 */
export function cachedTables(
  first: number,
  deals: number,
  dealOf: (g: number) => Deal,
): { of: (g: number) => Tricks; source: string; computed: number } {
  const dds = nativeDds();
  const tables = new Map<number, Tricks>();
  let computed = 0;
  let solver: Solver | null = null;
  mkdirSync(cacheDir(), { recursive: true });
  for (let chunk = Math.floor(first / CHUNK); chunk * CHUNK < first + deals; chunk++) {
    const file = join(cacheDir(), `deals-${chunk * CHUNK}.json`);
    const stored: Record<string, string> = existsSync(file)
      ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)
      : {};
    const missing: { g: number; key: string; deal: Deal }[] = [];
    const from = Math.max(first, chunk * CHUNK);
    const to = Math.min(first + deals, (chunk + 1) * CHUNK);
    for (let g = from; g < to; g++) {
      const cards = dealOf(g);
      const key = keyOf(formatDeal(cards));
      const hit = stored[key];
      if (hit) tables.set(g, unpackTable(hit));
      else missing.push({ g, key, deal: cards });
    }
    if (missing.length === 0) continue;
    if ("path" in dds) {
      const answers = runDds(
        dds.path,
        missing.map((m) => tableCommand(m.deal)),
      );
      missing.forEach((m, i) => {
        const t = readTable(answers[i] as string).tricks;
        tables.set(m.g, t);
        stored[m.key] = packTable(t);
      });
      // Written under a name of its own, then renamed: a reader never sees half a file.
      const writing = `${file}.${process.pid}`;
      writeFileSync(writing, JSON.stringify(stored));
      renameSync(writing, file);
    } else {
      if (!solver) {
        const s = createSolver();
        if (!s.ok) throw new Error(s.error.message);
        solver = s.value;
      }
      for (const m of missing) {
        const t = solver.ddTable(m.deal);
        if (!t.ok) throw new Error(t.error.message);
        tables.set(m.g, t.value);
      }
    }
    computed += missing.length;
    process.stderr.write(`  … tables to deal ${to - 1}: ${computed} computed, the rest from the cache\n`);
  }
  const source =
    "path" in dds
      ? `native DDS 2.9, cached in ${cacheDir()} (${computed} computed now)`
      : `our solver (${dds.unavailable})`;
  return { of: (g) => tables.get(g) as Tricks, source, computed };
}
