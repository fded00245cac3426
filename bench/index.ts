// `npm run bench`: prints every benchmark's figures. Numbers depend on the machine; quote them
// with the machine they were measured on. `npm run bench -- pbn` runs only the sections whose
// title contains "pbn" (case-insensitive).
import { cpus, loadavg } from "node:os";
import {
  dialectParseBench,
  formatsSink,
  hostileBench,
  pbnParseBench,
  recordScoreBench,
  streamMemoryBench,
} from "./formats.js";
import { auctionBench } from "./auction.js";
import { botsBench, cardPlayBench } from "./bots.js";
import { expertsBench, fieldBench } from "./field.js";
import { honeymoonBench } from "./honeymoon.js";
import { honeymoonAuctionBench } from "./honeymoon-auction.js";
import { honeymoonPlayBench } from "./honeymoon-play.js";
import { replayBench } from "./replay.js";
import { consumerTypecheckBench, sizeBench } from "./sizes.js";
import { solverBench } from "./solver.js";

const sections: Array<[string, () => { name: string; value: string }[]]> = [
  ["replay (single-deal duplicate)", replayBench],
  ["formats: PBN parsing (corpus files)", pbnParseBench],
  ["formats: PBN parsing (mixed-dialect archive)", dialectParseBench],
  ["formats: hostile inputs through every reader (PBN and LIN, whole and streamed)", hostileBench],
  ["recorded deals replayed and scored (scoreRecord)", recordScoreBench],
  ["memory while streaming a 100 MB PBN archive", streamMemoryBench],
  ["bots: bidding and heuristic card play over 1000 seeded deals", botsBench],
  [
    "bots: sampled card play vs double dummy, par and the heuristic bots (--deals=N, 1000 by default; --first=N; --samples=N; --out=FILE; --against=FILE)",
    cardPlayBench,
  ],
  [
    "bots: the auction alone vs par, double dummy, by blocks of deals and where the IMPs go (--deals=N, 3600 by default; --first=N; --out=FILE; --against=FILE)",
    auctionBench,
  ],
  [
    "bots: the ten deals of a recorded online qualifier, the field's 279 tables against the bots (--seeds=N, 10 by default)",
    fieldBench,
  ],
  [
    "bots: the fifteen deals of a recorded expert match (2010 USBF semi-final by vugraph), its 30 tables against the bots (--seeds=N, 10 by default)",
    expertsBench,
  ],
  [
    "bots: Honeymoon draws by expected outcome against draws by card rank (500 rubbers, both ways round)",
    honeymoonBench,
  ],
  [
    "bots: Honeymoon's auction against two-hand par, double dummy (--deals=N, 1000 by default; --first=N)",
    honeymoonAuctionBench,
  ],
  [
    "bots: Honeymoon's card play against two-hand double dummy (first deals of --rubbers=N rubbers, 1000 by default; --first=N; --whole=1)",
    honeymoonPlayBench,
  ],
  ["sizes: bundles (esbuild --minify, gzip) and dist declarations, against issue 13's budgets", sizeBench],
  ["sizes: a consumer's typecheck of scoreContract (needs npm run build)", consumerTypecheckBench],
  ["double-dummy solver (one thread, seeded random deals)", solverBench],
];

// Arguments starting with "--" are options of a section (`--deals=N` for the solver and the bots'
// card play), not filters.
const filters = process.argv
  .slice(2)
  .filter((a) => !a.startsWith("--"))
  .map((a) => a.toLowerCase());
const chosen =
  filters.length === 0 ? sections : sections.filter(([title]) => filters.some((f) => title.toLowerCase().includes(f)));

const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(" ");
console.log(
  `node ${process.version}, ${process.arch}, ${cpus().length} CPUs (${cpus()[0]?.model ?? "?"}), load average ${load}`,
);
for (const [title, run] of chosen) {
  console.log(`\n## ${title}`);
  for (const f of run()) console.log(`${f.name.padEnd(72)} ${f.value}`);
}
if (formatsSink() === 0.5) console.log("");
