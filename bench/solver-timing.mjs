// The timing loop of the solver bench, run by bench/solver.ts in a plain `node` child process:
// the bench itself runs under tsx, whose module hooks slow the built package's hot loops by
// 15–25 %, and a user's program runs the package in plain node. Prints one JSON line over `count`
// seeded deals from deal number `first` (arguments: first count): { tableMs, solveMs, tables,
// leadTricks, coldTableMs } (the values, for the comparison with native DDS; the warm-up's table).
import { performance } from "node:perf_hooks";
import { createSolver, dealFromSeed } from "contract-bridge";

const first = Number(process.argv[2] ?? 0);
const count = Number(process.argv[3] ?? 200);
const tableSolver = createSolver();
const leadSolver = createSolver();
if (!tableSolver.ok || !leadSolver.ok) throw new Error("solver options");
// The bench runs this program once for each chunk of deals: a table and a solve of a deal outside the
// measured ones, on a solver of its own, compile the search first (the table's suit contracts and the
// lead's no-trump), so that no chunk's first deal pays for the compiler, as a program solving many
// deals pays for it once. That first table is timed on its own (`coldTableMs`): what a program's
// first table costs. The timed solvers are new in each chunk, as a program's first solver is: their
// first solves still pay for the first touch of the memory they use (page faults), which the
// transposition table keeps to what a solve stores.
const warm = createSolver();
if (!warm.ok) throw new Error("solver options");
const warmDeal = dealFromSeed(999, "N").deal;
const cold = performance.now();
if (!warm.value.ddTable(warmDeal).ok) throw new Error("warm-up table");
const coldTableMs = performance.now() - cold;
warm.value.solve({ hands: warmDeal, strain: "NT", leader: "W" });
const tableMs = [];
const solveMs = [];
const tables = [];
const leadTricks = [];
for (let i = first; i < first + count; i++) {
  const deal = dealFromSeed(1000 + i, "N").deal;
  let t0 = performance.now();
  const t = tableSolver.value.ddTable(deal);
  tableMs.push(performance.now() - t0);
  if (!t.ok) throw new Error(t.error.message);
  tables.push(t.value);
  t0 = performance.now();
  const s = leadSolver.value.solve({ hands: deal, strain: "NT", leader: "W" });
  solveMs.push(performance.now() - t0);
  if (!s.ok) throw new Error(s.error.message);
  leadTricks.push(s.value.tricks);
}
console.log(JSON.stringify({ tableMs, solveMs, tables, leadTricks, coldTableMs }));
