// Honeymoon draws: the bot's draws by expected outcome against its first version's draws by card
// rank, over seeded rubbers played twice with the seats swapped (each deal's stock depends only on
// the seed and the deal's number, so both rubbers see the same stocks). The auction and the play
// are the same in both bots, so the difference is the draw's. Both lead by rule of thumb unless
// `--samples=N` gives them sampled leads (with the bots' default, 8, a run of 500 rubbers had not
// finished after 25 minutes here; by rule of thumb it takes under a minute). Prints figures;
// asserts nothing.
import { createHoneymoonBot, honeymoon, type HoneymoonDraw } from "contract-bridge";
import type { Figures } from "./replay.js";

type Player = "A" | "B";

/** Plays rubber `seed` with the given draw at each seat: each player's total and the winner. */
function rubber(
  seed: number,
  draws: Record<Player, HoneymoonDraw>,
  samples: number,
): { totals: Record<Player, number>; deals: number; decisions: number; ms: number } {
  const bots = {
    A: createHoneymoonBot({ seed: 2 * seed, draw: draws.A, samples }),
    B: createHoneymoonBot({ seed: 2 * seed + 1, draw: draws.B, samples }),
  };
  const c = honeymoon.create({ seed });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  let decisions = 0;
  let ms = 0;
  while (!honeymoon.isOver(s)) {
    const seat = honeymoon.turn(s) as Player;
    const v = honeymoon.view(s, seat);
    const t0 = performance.now();
    const a = bots[seat](v);
    if (v.phase === "draw" && draws[seat] === "expected") {
      ms += performance.now() - t0;
      decisions++;
    }
    const r = honeymoon.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  const rec = honeymoon.record(s);
  return { totals: rec.score.totals, deals: rec.deals.length, decisions, ms };
}

/** `rubbers` seeded rubbers from seed `first`, each played with the new draws at A and then at B. */
export function honeymoonBench(rubbers = 500, first = 0): Figures[] {
  const flag = process.argv.find((a) => a.startsWith("--samples="));
  const samples = flag ? Number(flag.slice("--samples=".length)) : 0;
  let margin = 0;
  let won = 0;
  let deals = 0;
  let decisions = 0;
  let ms = 0;
  for (let seed = first; seed < first + rubbers; seed++) {
    const first = rubber(seed, { A: "expected", B: "rank" }, samples);
    const second = rubber(seed, { A: "rank", B: "expected" }, samples);
    margin += first.totals.A - first.totals.B + (second.totals.B - second.totals.A);
    won += (first.totals.A > first.totals.B ? 1 : 0) + (second.totals.B > second.totals.A ? 1 : 0);
    deals += first.deals + second.deals;
    decisions += first.decisions + second.decisions;
    ms += first.ms + second.ms;
  }
  return [
    { name: `Honeymoon rubbers played (each twice, seats swapped)`, value: `${rubbers} (${deals} deals)` },
    { name: "layouts behind each lead (--samples=N; 0 = rule of thumb)", value: String(samples) },
    { name: "draws by expected outcome vs by card rank: points a rubber", value: (margin / (2 * rubbers)).toFixed(0) },
    { name: "rubbers won by the draws by expected outcome", value: `${((100 * won) / (2 * rubbers)).toFixed(1)}%` },
    {
      name: "time per draw decision by expected outcome (mean)",
      value: `${(ms / Math.max(1, decisions)).toFixed(2)} ms`,
    },
  ];
}
