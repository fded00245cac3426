// The bundled row of the solver bench, run by bench/solver.ts in a plain `node` child process: the
// package as published (dist/, a file a module), a bundle of it made as an app's build makes one
// (the path in argv[2], from bench/solver.ts) and the package's CommonJS files (what `require`
// loads), all in this one process, taking turns deal by deal so that the machine's moods fall on
// them alike. Times `ddTable` over `count` seeded deals from deal number `first` (arguments: bundle
// first count) after one warm-up table each; prints one JSON line: { published, bundled, commonjs },
// each the milliseconds of CPU time a table, deal by deal.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import * as published from "contract-bridge";

const bundle = await import(pathToFileURL(process.argv[2] ?? "").href);
const first = Number(process.argv[3] ?? 0);
const count = Number(process.argv[4] ?? 40);
const commonjs = createRequire(import.meta.url)("contract-bridge");
const builds = [published, bundle, commonjs];
const solvers = builds.map((b) => {
  const made = b.createSolver();
  if (!made.ok) throw new Error("solver options");
  made.value.ddTable(b.dealFromSeed(999, "N").deal);
  return made.value;
});
const ms = builds.map(() => []);
for (let i = first; i < first + count; i++) {
  const deal = published.dealFromSeed(1000 + i, "N").deal;
  // Which build goes first turns too.
  for (let j = 0; j < builds.length; j++) {
    const k = (i + j) % builds.length;
    const t0 = process.cpuUsage();
    const table = solvers[k].ddTable(deal);
    const used = process.cpuUsage(t0);
    if (!table.ok) throw new Error(table.error.message);
    ms[k].push((used.user + used.system) / 1000);
  }
}
console.log(JSON.stringify({ published: ms[0], bundled: ms[1], commonjs: ms[2] }));
