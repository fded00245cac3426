// Double-dummy solver: a full 20-value table and one solve of the opening lead, on seeded random
// deals, one thread. Prints mean, median and p90 next to the targets (table ≤ 250 ms mean,
// solve ≤ 15 ms median). `npm run bench -- solver --deals=20` for a quicker run (default 200).
// Then every distinct deal of a recorded qualifier is solved against its [OptimumResultTable]:
// a conformance check too slow for the test suite (a mismatch throws).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createSolver, parsePbn, pbnGameToRecord, pbnTable, pbnTag, type Deal } from "contract-bridge";

const RECORDED = fileURLToPath(
  new URL("../test/fixtures/dominicprice+endplay/tests/pbn/example2.pbn", import.meta.url),
);

function stats(ms: readonly number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return `mean ${mean.toFixed(1)} ms, median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms (${s.length} deals)`;
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

/**
 * Times `ddTable` and an opening-lead `solve` over seeded deals, in a plain `node` child process
 * (see solver-timing.mjs).
 */
export function solverBench(): { name: string; value: string }[] {
  const count = dealsWanted();
  const script = fileURLToPath(new URL("./solver-timing.mjs", import.meta.url));
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const out = execFileSync(process.execPath, [script, String(count)], { encoding: "utf8", env });
  const { tableMs, solveMs } = JSON.parse(out) as { tableMs: number[]; solveMs: number[] };
  return [
    { name: "ddTable, 20 values (target: mean ≤ 250 ms)", value: stats(tableMs) },
    { name: "solve, opening lead in 3NT by South (target: median ≤ 15 ms)", value: stats(solveMs) },
    recordedTables(),
  ];
}
