// Double-dummy solver: a full 20-value table and one solve of the opening lead, on seeded random
// deals, one thread. Prints mean, median and p90 next to the targets (table ≤ 250 ms mean,
// solve ≤ 15 ms median). `npm run bench -- solver --deals=20` for a quicker run (default 200).
import { createSolver, dealFromSeed, type Deal } from "contract-bridge";

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

/** Times `ddTable` and an opening-lead `solve` over seeded deals. */
export function solverBench(): { name: string; value: string }[] {
  const count = dealsWanted();
  const tables = createSolver();
  const leads = createSolver();
  if (!tables.ok || !leads.ok) throw new Error("solver options");
  const tableMs: number[] = [];
  const solveMs: number[] = [];
  for (let i = 0; i < count; i++) {
    const deal: Deal = dealFromSeed(1000 + i, "N").deal;
    let t0 = performance.now();
    const t = tables.value.ddTable(deal);
    tableMs.push(performance.now() - t0);
    if (!t.ok) throw new Error(t.error.message);
    t0 = performance.now();
    const s = leads.value.solve({ hands: deal, strain: "NT", leader: "W" });
    solveMs.push(performance.now() - t0);
    if (!s.ok) throw new Error(s.error.message);
  }
  return [
    { name: "ddTable, 20 values (target: mean ≤ 250 ms)", value: stats(tableMs) },
    { name: "solve, opening lead in 3NT by South (target: median ≤ 15 ms)", value: stats(solveMs) },
  ];
}
