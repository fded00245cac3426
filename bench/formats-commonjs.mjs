// A row of the formats bench, run by bench/formats.ts in a plain `node` child process (the bench
// itself runs under tsx, whose hooks would stand in for the package's ESM files): reading a PBN
// file and converting its games to records, from the package's ESM files (dist/) and from its
// CommonJS files (dist/cjs, what `require` loads), in this one process, taking turns. Argument:
// the file. Prints one JSON line: { esm, commonjs }, the median milliseconds of CPU time a reading.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as esm from "contract-bridge";

const commonjs = createRequire(import.meta.url)("contract-bridge");
const text = readFileSync(process.argv[2] ?? "", "utf8");
const ROUNDS = 110;
const WARM = 10;
const ms = [[], []];
for (let r = 0; r < ROUNDS; r++) {
  for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
    const lib = k === 0 ? esm : commonjs;
    const t0 = process.cpuUsage();
    const file = lib.parsePbn(text);
    if (!file.ok) throw new Error(file.error.message);
    for (const game of file.value.games) lib.pbnGameToRecord(game);
    const used = process.cpuUsage(t0);
    if (r >= WARM) ms[k].push((used.user + used.system) / 1000);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(JSON.stringify({ esm: median(ms[0]), commonjs: median(ms[1]) }));
