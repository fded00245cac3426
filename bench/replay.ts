// Replay benchmark: how fast whole recorded deals are replayed and scored.
// Prints figures; asserts nothing (timing never lives in a test).
import { duplicate, rubber, type Seat } from "contract-bridge";
import { freezeStatesForBenchmark } from "../src/variants/cache.js";

export interface Figures {
  readonly name: string;
  readonly value: string;
}

/** Plays `count` seeded games with a simple deterministic policy and returns their action lists. */
export function makeGames(count: number): { options: duplicate.Options; actions: duplicate.Action[] }[] {
  const out: { options: duplicate.Options; actions: duplicate.Action[] }[] = [];
  for (let g = 0; g < count; g++) {
    const options = { seed: g, dealer: (["N", "E", "S", "W"] as Seat[])[g % 4] as Seat };
    const created = duplicate.create(options);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    let step = 0;
    while (!duplicate.isOver(state)) {
      const legal = duplicate.legalActions(state);
      // open at a level between 1 and 4, then pass; play varies the card
      const a =
        legal[0]?.type === "call"
          ? step === 0
            ? legal[Math.min(legal.length - 1, 1 + (g % 18))]
            : legal[0]
          : legal[(g + step) % legal.length];
      const r = duplicate.apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
      step++;
    }
    out.push({ options, actions: duplicate.record(state).actions });
  }
  return out;
}

/** The actions of `count` seeded rubbers played to the end by a simple deterministic policy. */
function makeRubbers(count: number): unknown[][] {
  const out: unknown[][] = [];
  for (let g = 0; g < count; g++) {
    const created = rubber.create({ seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    for (let step = 0; !rubber.isOver(state) && step < 3000; step++) {
      const legal = rubber.legalActions(state);
      const deal = state.deals.at(-1);
      const a =
        legal[0]?.type === "call"
          ? deal?.calls.length === 0
            ? legal[Math.min(legal.length - 1, 1 + ((g + step) % 30))]
            : legal[0]
          : legal[(g + step) % legal.length];
      const r = rubber.apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    }
    out.push(rubber.record(state).actions.slice());
  }
  return out;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** Runs `fn` over all items `rounds` times; returns the median items per second. */
export function throughput<T>(items: readonly T[], fn: (item: T) => void, rounds = 7): number {
  for (const it of items.slice(0, 200)) fn(it); // warm-up
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (const it of items) fn(it);
    const ns = Number(process.hrtime.bigint() - t0);
    rates.push(items.length / (ns / 1e9));
  }
  return median(rates);
}

export function replayBench(): Figures[] {
  const games = makeGames(2000);
  const json = games.map((g) => JSON.stringify(g));
  const parsed = json.map((text) => JSON.parse(text) as { options: duplicate.Options; actions: unknown[] });
  const withDeals = parsed.map((g) => {
    const c = duplicate.create(g.options);
    if (!c.ok) throw new Error(c.error.message);
    return JSON.parse(
      JSON.stringify({ options: { deal: c.value.deal, dealer: c.value.dealer }, actions: g.actions }),
    ) as { options: duplicate.Options; actions: unknown[] };
  });
  let sink = 0;
  const recorded = throughput(withDeals, (g) => {
    const r = duplicate.replay(g.options, g.actions);
    if (!r.ok) throw new Error(r.error.message);
    sink += duplicate.score(r.value)?.totals.NS ?? 0;
  });
  const fromParsed = throughput(parsed, (g) => {
    const r = duplicate.replay(g.options, g.actions);
    if (!r.ok) throw new Error(r.error.message);
    sink += duplicate.score(r.value)?.totals.NS ?? 0;
  });
  const fromJson = throughput(json, (text) => {
    const g = JSON.parse(text) as { options: duplicate.Options; actions: unknown[] };
    const r = duplicate.replay(g.options, g.actions);
    if (!r.ok) throw new Error(r.error.message);
    sink += duplicate.score(r.value)?.totals.NS ?? 0;
  });
  const applyLoop = (g: (typeof games)[number]) => {
    const c = duplicate.create(g.options);
    if (!c.ok) throw new Error(c.error.message);
    let s = c.value;
    for (const a of g.actions) {
      const r = duplicate.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    sink += duplicate.score(s)?.totals.NS ?? 0;
  };
  const viaApply = throughput(games, applyLoop, 5);
  // The cost of deep-freezing every state the library hands out: the same loop, freezing switched off
  // for this row only (same run, same games).
  freezeStatesForBenchmark(false);
  const unfrozen = throughput(games, applyLoop, 5);
  freezeStatesForBenchmark(true);
  const frozen = throughput(games, applyLoop, 5);
  const rubbers = makeRubbers(20);
  const rubberLoop = (actions: readonly unknown[]) => {
    const c = rubber.create({ seed: 1 });
    if (!c.ok) throw new Error(c.error.message);
    let s = c.value;
    for (const a of actions) {
      const r = rubber.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    sink += rubber.score(s).totals.NS;
  };
  freezeStatesForBenchmark(false);
  const rubberUnfrozen = throughput(rubbers, rubberLoop, 5);
  freezeStatesForBenchmark(true);
  const rubberFrozen = throughput(rubbers, rubberLoop, 5);
  if (sink === 0.5) console.log(sink);
  const avgActions = games.reduce((n, g) => n + g.actions.length, 0) / games.length;
  return [
    { name: "duplicate.replay + score, hands given (deals/s, median of 7)", value: recorded.toFixed(0) },
    { name: "replay one full deal with its hands, median (µs)", value: (1e6 / recorded).toFixed(2) },
    { name: "duplicate.replay + score, hands shuffled from a seed (deals/s)", value: fromParsed.toFixed(0) },
    { name: "JSON.parse + replay + score from JSON text (deals/s)", value: fromJson.toFixed(0) },
    { name: "create + apply each action + score (deals/s, median of 5)", value: viaApply.toFixed(0) },
    { name: "actions per deal (average)", value: avgActions.toFixed(1) },
    { name: "create + apply each action + score, states frozen (deals/s, median of 5)", value: frozen.toFixed(0) },
    { name: "  the same with freezing switched off (deals/s, median of 5)", value: unfrozen.toFixed(0) },
    { name: "rubber: apply every action of a whole rubber, states frozen (rubbers/s)", value: rubberFrozen.toFixed(1) },
    { name: "  the same with freezing switched off (rubbers/s)", value: rubberUnfrozen.toFixed(1) },
  ];
}
