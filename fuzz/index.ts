/**
 * `npm run fuzz [-- --seconds N --seed S --only NAME]`: every fuzz target for a time budget, with
 * the counts each prints. Exits 1 when any target reports a failure.
 */
import type { FuzzReport, FuzzTarget } from "./target.js";
import { formatsTarget } from "./targets/formats.js";
import { solverTarget } from "./targets/solver.js";
import { variantsTarget } from "./targets/variants.js";

const targets: FuzzTarget[] = [variantsTarget, formatsTarget, solverTarget];

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1]! : fallback;
}

const seconds = Number(flag("seconds", "60"));
const seed = Number(flag("seed", "1"));
const only = flag("only", "");
if (!Number.isFinite(seconds) || seconds <= 0 || !Number.isInteger(seed)) {
  console.error("usage: npm run fuzz -- [--seconds N] [--seed S] [--only NAME]");
  process.exit(2);
}

const chosen = targets.filter((t) => only === "" || t.name === only);
if (chosen.length === 0) {
  console.error(only === "" ? "no fuzz targets" : `no fuzz target named ${only}`);
  process.exit(2);
}
const reports: FuzzReport[] = [];
for (const target of chosen) {
  const started = Date.now();
  const report = await target.run({ seed, seconds, iterations: Infinity, log: (line) => console.log(`  ${line}`) });
  reports.push(report);
  console.log(`${report.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const [k, v] of Object.entries(report.counts)) console.log(`  ${k}: ${v}`);
  for (const f of report.failures.slice(0, 20)) console.log(`  FAIL ${f}`);
  if (report.failures.length > 20) console.log(`  … and ${report.failures.length - 20} more failures`);
}
process.exit(reports.some((r) => r.failures.length > 0) ? 1 : 0);
