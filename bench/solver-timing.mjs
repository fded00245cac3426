// The timing loop of the solver bench, run by bench/solver.ts in a plain `node` child process:
// the bench itself runs under tsx, whose module hooks slow the built package's hot loops by
// 15–25 %, and a user's program runs the package in plain node. Prints one JSON line:
// { tableMs, solveMs } over `count` seeded deals.
import { performance } from "node:perf_hooks";
import { createSolver, dealFromSeed } from "contract-bridge";

const count = Number(process.argv[2] ?? 200);
const tables = createSolver();
const leads = createSolver();
if (!tables.ok || !leads.ok) throw new Error("solver options");
const tableMs = [];
const solveMs = [];
for (let i = 0; i < count; i++) {
  const deal = dealFromSeed(1000 + i, "N").deal;
  let t0 = performance.now();
  const t = tables.value.ddTable(deal);
  tableMs.push(performance.now() - t0);
  if (!t.ok) throw new Error(t.error.message);
  t0 = performance.now();
  const s = leads.value.solve({ hands: deal, strain: "NT", leader: "W" });
  solveMs.push(performance.now() - t0);
  if (!s.ok) throw new Error(s.error.message);
}
console.log(JSON.stringify({ tableMs, solveMs }));
