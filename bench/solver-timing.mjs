// The timing loop of the solver bench, run by bench/solver.ts in a plain `node` child process:
// the bench itself runs under tsx, whose module hooks slow the built package's hot loops by
// 15–25 %, and a user's program runs the package in plain node. Prints one JSON line over `count`
// seeded deals from deal number `first` (arguments: first count): { tableMs, solveMs, tables,
// leadTricks } (the values, for the comparison with native DDS).
import { performance } from "node:perf_hooks";
import { createSolver, dealFromSeed } from "contract-bridge";

const first = Number(process.argv[2] ?? 0);
const count = Number(process.argv[3] ?? 200);
const tableSolver = createSolver();
const leadSolver = createSolver();
if (!tableSolver.ok || !leadSolver.ok) throw new Error("solver options");
// The bench runs this program once for each chunk of deals: one solve of a deal outside the measured
// ones, on a solver of its own, compiles the search first, so that no chunk's first deal pays for
// the compiler. The timed solvers are new in each chunk, as a program's first solver is: their
// first solves still pay for the first touch of the memory they use (page faults), which the
// transposition table keeps to what a solve stores.
const warm = createSolver();
if (!warm.ok) throw new Error("solver options");
warm.value.solve({ hands: dealFromSeed(999, "N").deal, strain: "NT", leader: "W" });
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
console.log(JSON.stringify({ tableMs, solveMs, tables, leadTricks }));
