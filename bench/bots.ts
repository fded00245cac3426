// Strength of the four-seat bots over seeded deals: N–S bots against random-legal E–W, and all four
// seats bots (how often they bid the games and avoid passing out strength). Prints figures; asserts
// nothing (tests never assert on these numbers' exact values).
import { SEATS, VULNERABILITIES, createBot, createRng, duplicate, type Card, type Seat } from "contract-bridge";
import type { Figures } from "./replay.js";

type Player = (view: duplicate.View) => duplicate.Action;

const POINTS: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };
const hcp = (hand: readonly Card[]): number => hand.reduce((n, c) => n + (POINTS[c[1] as string] ?? 0), 0);

/** A player that picks uniformly among the legal actions, from its own seeded stream. */
function randomPlayer(seed: number): Player {
  const rng = createRng(seed);
  return (view) => view.legalActions[rng.nextInt(view.legalActions.length)] as duplicate.Action;
}

/** Deal `g` of the run: dealer and vulnerability rotate, the cards come from the seed. */
function deal(g: number): duplicate.State {
  const r = duplicate.create({ seed: g, dealer: SEATS[g % 4] as Seat, vulnerability: VULNERABILITIES[(g >> 2) % 4] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function playOut(
  state: duplicate.State,
  players: Record<Seat, Player>,
): { record: duplicate.GameRecord; actions: number } {
  let s = state;
  let actions = 0;
  while (!duplicate.isOver(s)) {
    const seat = duplicate.turn(s) as Seat;
    const r = duplicate.apply(s, players[seat](duplicate.view(s, seat)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    actions++;
  }
  return { record: duplicate.record(s), actions };
}

const isGame = (c: { level: number; strain: string }): boolean =>
  c.level >= (c.strain === "NT" ? 3 : c.strain === "H" || c.strain === "S" ? 4 : 5);

/** Plays `deals` seeded deals twice: bots N–S against random E–W, then bots at all four seats. */
export function botsBench(deals = 1000): Figures[] {
  let nsTotal = 0;
  let nsPositive = 0;
  for (let g = 0; g < deals; g++) {
    const bot = createBot("duplicate", { seed: g });
    const { record } = playOut(deal(g), { N: bot, S: bot, E: randomPlayer(2 * g + 1), W: randomPlayer(2 * g + 2) });
    const ns = record.score?.totals.NS ?? 0;
    nsTotal += ns;
    if (ns > 0) nsPositive++;
  }
  let hands26 = 0;
  let games26 = 0;
  let passedOut = 0;
  let passedOut22 = 0;
  let actions = 0;
  const t0 = process.hrtime.bigint();
  for (let g = 0; g < deals; g++) {
    const bot = createBot("duplicate", { seed: g });
    const played = playOut(deal(g), { N: bot, E: bot, S: bot, W: bot });
    actions += played.actions;
    const r = played.record;
    const ns = hcp(r.deal.N) + hcp(r.deal.S);
    // The sides share 40 HCP, so one of them always holds 20 or more: every pass-out counts.
    if (!r.contract) passedOut++;
    if (!r.contract && Math.max(ns, 40 - ns) >= 22) passedOut22++;
    for (const [points, side] of [
      [ns, ["N", "S"]],
      [40 - ns, ["E", "W"]],
    ] as const) {
      if (points < 26) continue;
      hands26++;
      if (r.contract && (side as readonly string[]).includes(r.declarer as string) && isGame(r.contract)) games26++;
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const pct = (n: number, d: number): string => `${((100 * n) / Math.max(1, d)).toFixed(1)}% (${n}/${d})`;
  return [
    { name: `N–S bots vs random E–W: average N–S score (${deals} deals)`, value: (nsTotal / deals).toFixed(0) },
    { name: "N–S bots vs random E–W: deals with a plus score for N–S", value: pct(nsPositive, deals) },
    { name: "bots at all seats: game bid by the side with 26+ HCP", value: pct(games26, hands26) },
    { name: "bots at all seats: passed out, a side holding 20+ HCP", value: pct(passedOut, deals) },
    { name: "bots at all seats: passed out, a side holding 22+ HCP", value: pct(passedOut22, deals) },
    { name: "bots at all seats: actions per second (bots + engine)", value: (actions / seconds).toFixed(0) },
  ];
}
