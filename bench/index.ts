// `npm run bench`: prints every benchmark's figures. Numbers depend on the machine; quote them
// with the machine they were measured on.
import { replayBench } from "./replay.js";

const sections: Array<[string, () => { name: string; value: string }[]]> = [["replay (single-deal duplicate)", replayBench]];

console.log(`node ${process.version}, ${process.arch}`);
for (const [title, run] of sections) {
  console.log(`\n## ${title}`);
  for (const f of run()) console.log(`${f.name.padEnd(58)} ${f.value}`);
}
