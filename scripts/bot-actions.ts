// Plays seeded games with the bots and prints every action they take, one line each, so that a
// change meant to keep the bots' behaviour can be checked by comparing the output before and after:
//
//   npx tsx scripts/bot-actions.ts 1200 > after.txt   (and the same on the old commit, then `cmp`)
//
// The argument is the number of duplicate deals; a quarter as many rubbers and Honeymoon rubbers
// are played as well.
import { createBot, duplicate, honeymoon, rubber, SEATS } from "contract-bridge";
const out: string[] = [];
const N = Number(process.argv[2] ?? 400);
const VULS = ["none", "NS", "EW", "both"] as const;
for (let g = 0; g < N; g++) {
  const bot = createBot("duplicate", { seed: g });
  const c = duplicate.create({ seed: 10_000 + g, dealer: SEATS[g % 4]!, vulnerability: VULS[(g >> 2) % 4]! });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  while (!duplicate.isOver(s)) {
    const seat = duplicate.turn(s)!;
    const a = bot(duplicate.view(s, seat));
    out.push(`d${g} ${JSON.stringify(a)}`);
    const r = duplicate.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}
for (let g = 0; g < N / 4; g++) {
  const bot = createBot("rubber", { seed: g + 3 });
  const c = rubber.create({ seed: 20_000 + g });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  while (!rubber.isOver(s)) {
    const seat = rubber.turn(s)!;
    const a = bot(rubber.view(s, seat));
    out.push(`r${g} ${JSON.stringify(a)}`);
    const r = rubber.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}
for (let g = 0; g < N / 4; g++) {
  const bots = { A: createBot("honeymoon", { seed: g }), B: createBot("honeymoon", { seed: g + 99 }) };
  const c = honeymoon.create({ seed: 30_000 + g });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  while (!honeymoon.isOver(s)) {
    const seat = honeymoon.turn(s)!;
    const a = bots[seat](honeymoon.view(s, seat));
    out.push(`h${g} ${JSON.stringify(a)}`);
    const r = honeymoon.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}
process.stdout.write(out.join("\n") + "\n");
