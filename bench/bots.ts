// Strength of the four-seat bots over seeded deals: N–S bots against random-legal E–W, and all four
// seats bots (how often they bid the games and avoid passing out strength), with today's heuristic
// card play (the auction is the same for both card plays). `cardPlayBench` measures the sampled
// card play against double dummy, par and the heuristic bots. Prints figures; asserts nothing
// (tests never assert on these numbers' exact values).
import {
  SEATS,
  VULNERABILITIES,
  createBot,
  createRng,
  createSolver,
  duplicate,
  imps,
  isVulnerable,
  nextSeat,
  par,
  partnerOf,
  scoreContract,
  sideOf,
  type BotOptions,
  type Card,
  type Contract,
  type Seat,
  type Solver,
  type Vulnerability,
} from "contract-bridge";
import { readFileSync, writeFileSync } from "node:fs";
import type { Figures } from "./replay.js";
import { cachedTables } from "./native/table-cache.js";

type Player = (view: duplicate.View) => duplicate.Action;

const POINTS: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };
const hcp = (hand: readonly Card[]): number => hand.reduce((n, c) => n + (POINTS[c[1] as string] ?? 0), 0);

/** A player that picks uniformly among the legal actions, from its own seeded stream. */
function randomPlayer(seed: number): Player {
  const rng = createRng(seed);
  return (view) => view.legalActions[rng.nextInt(view.legalActions.length)] as duplicate.Action;
}

/** Deal `g` of the run: dealer and vulnerability rotate, the cards come from the seed. */
export function deal(g: number): duplicate.State {
  const r = duplicate.create({ seed: g, dealer: SEATS[g % 4] as Seat, vulnerability: VULNERABILITIES[(g >> 2) % 4] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Tricks given away double dummy by each card played, as {@link declarerTricksLeft} measures them. */
interface Losses {
  readonly solver: Solver;
  /** Tricks given away by declarer's side and by the defenders, by trick (0–12). */
  readonly declarer: number[];
  readonly defence: number[];
  /** Tricks given away by the defenders: the opening lead, later leads, second, third and fourth hand. */
  readonly defenceAt: number[];
}

/**
 * Declarer's tricks at the end if both sides play perfectly from `s` (tricks won plus those still
 * to take double dummy), given the cards each seat still holds.
 */
function declarerTricksLeft(s: duplicate.State, hands: Record<Seat, Card[]>, solver: Solver): number {
  const v = duplicate.view(s, duplicate.turn(s) as Seat);
  const declarer = v.declarer as Seat;
  const trick = v.currentTrick?.cards.map((c) => c.card) ?? [];
  const leader = v.currentTrick?.leader ?? v.tricks.at(-1)?.winner ?? nextSeat(declarer);
  const sol = solver.solve({ hands, strain: (v.contract as Contract).strain, leader, trick });
  if (!sol.ok) throw new Error(sol.error.message);
  const declaring = sol.value.seat === declarer || sol.value.seat === partnerOf(declarer);
  return v.declarerTricks + (declaring ? sol.value.tricks : sol.value.tricksLeft - sol.value.tricks);
}

export function playOut(
  state: duplicate.State,
  players: Record<Seat, Player>,
  cardTimes?: DecisionTimes,
  losses?: Losses,
): { record: duplicate.GameRecord; actions: number } {
  let s = state;
  let actions = 0;
  const hands: Record<Seat, Card[]> = { N: [...s.deal.N], E: [...s.deal.E], S: [...s.deal.S], W: [...s.deal.W] };
  let before = -1;
  while (!duplicate.isOver(s)) {
    const seat = duplicate.turn(s) as Seat;
    const view = duplicate.view(s, seat);
    const t0 = process.hrtime.bigint();
    const c0 = process.cpuUsage();
    const action = players[seat](view);
    if (cardTimes && action.type === "play") {
      const cpu = process.cpuUsage(c0);
      cardTimes.wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
      cardTimes.cpu.push((cpu.user + cpu.system) / 1e3);
    }
    if (losses && action.type === "play" && before < 0) before = declarerTricksLeft(s, hands, losses.solver);
    const r = duplicate.apply(s, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    actions++;
    if (losses && action.type === "play") {
      const who = view.handToPlay as Seat;
      hands[who] = hands[who].filter((c) => c !== action.card);
      const after = duplicate.isOver(s)
        ? (duplicate.record(s).declarerTricks as number)
        : declarerTricksLeft(s, hands, losses.solver);
      const side = sideOf(who) === sideOf(view.declarer as Seat);
      const list = side ? losses.declarer : losses.defence;
      const lost = side ? before - after : after - before;
      list[view.tricks.length] = (list[view.tricks.length] ?? 0) + lost;
      const place = view.currentTrick?.cards.length ?? 0;
      const at = place > 0 ? place + 1 : view.tricks.length > 0 ? 1 : 0;
      if (!side) losses.defenceAt[at] = (losses.defenceAt[at] ?? 0) + lost;
      before = after;
    }
  }
  return { record: duplicate.record(s), actions };
}

const isGame = (c: { level: number; strain: string }): boolean =>
  c.level >= (c.strain === "NT" ? 3 : c.strain === "H" || c.strain === "S" ? 4 : 5);

export const heuristic = (seed: number): BotOptions => ({ seed, cardPlay: "heuristic" });

/** Plays `deals` seeded deals twice, with heuristic card play: bots N–S against random E–W, then bots at all four seats. */
export function botsBench(deals = 1000): Figures[] {
  let nsTotal = 0;
  let nsPositive = 0;
  for (let g = 0; g < deals; g++) {
    const bot = createBot("duplicate", heuristic(g));
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
    const bot = createBot("duplicate", heuristic(g));
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

/** `--NAME=N` from the command line (an integer of at least `least`), else `fallback`. */
export function flagValue(name: string, fallback: number, least: number): number {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  const n = flag ? Number(flag.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(n) || n < least) throw new RangeError(`--${name} needs an integer ≥ ${least}, got ${flag}`);
  return n;
}

/** `--NAME=TEXT` from the command line, else `null`. */
export const flagText = (name: string): string | null =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null;

/** The deals of a bench's `--out` file (one JSON object a line, each with its `deal`), by number. */
export function readDeals<T extends { readonly deal: number }>(file: string): Map<number, T> {
  const deals = new Map<number, T>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const d = JSON.parse(line) as T;
    deals.set(d.deal, d);
  }
  return deals;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]): number => sum(xs) / Math.max(1, xs.length);
function quantile(xs: readonly number[], q: number): number {
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
const signed = (x: number, digits: number): string => (x >= 0 ? "+" : "") + x.toFixed(digits);

/**
 * North-South's score for a contract (`null` when passed out) had declarer taken its double-dummy
 * tricks: what the auction alone earned.
 */
export function doubleDummyScore(
  contract: Contract | null,
  declarer: Seat | null,
  vulnerability: Vulnerability,
  table: Record<Seat, Record<string, number>>,
): number {
  if (!contract || !declarer) return 0;
  const side = declarer === "N" || declarer === "S" ? "NS" : "EW";
  const scored = scoreContract({
    contract: { level: contract.level, strain: contract.strain },
    doubled: contract.doubled,
    vulnerable: isVulnerable(vulnerability, side),
    tricks: table[declarer][contract.strain] as number,
  });
  if (!scored.ok) throw new Error(scored.error.message);
  return side === "NS" ? scored.value.net : -scored.value.net;
}

/**
 * The time each card decision took, in ms: by the clock, and in CPU time of this process. The bots
 * decide in one thread, so the CPU time is what the decision costs whatever else the machine runs;
 * the clock adds the waits of a loaded machine.
 */
interface DecisionTimes {
  readonly wall: number[];
  readonly cpu: number[];
}

/** One deal of the card-play bench, as its `--out=FILE` writes it (one JSON object a line). */
export interface CardPlayDeal {
  /** The deal's number (its seed). */
  readonly deal: number;
  /** With sampled bots at all four seats: declarer's tricks − double dummy (`null` when passed out). */
  readonly diff: number | null;
  /** The same table: |IMPs| between North-South's result and par. */
  readonly parImps: number;
  /** The same table: tricks given away double dummy by declarer's side, and by the defenders. */
  readonly declarerGave: number;
  readonly defenceGave: number;
  /** The team match's board: IMPs to the sampled team. */
  readonly match: number;
}

/** The figures `--against=FILE` compares, deal by deal, and how each reads a deal. */
const PAIRED: readonly (readonly [string, (d: CardPlayDeal) => number | null])[] = [
  ["declarer's tricks − double dummy, |diff|", (d) => (d.diff === null ? null : Math.abs(d.diff))],
  ["N–S result vs par, |IMPs|", (d) => d.parImps],
  ["tricks given away, declarer's side", (d) => d.declarerGave],
  ["tricks given away, defenders", (d) => d.defenceGave],
  ["team match, IMPs to the sampled team", (d) => d.match],
];

/** One figure of {@link PAIRED} compared deal by deal. */
export interface PairedFigure {
  readonly name: string;
  /** Deals where both runs have the figure (|diff| needs a contract in both). */
  readonly deals: number;
  readonly before: number;
  readonly now: number;
  /** Mean of now − before, deal by deal, and that mean's standard error. */
  readonly difference: number;
  readonly standardError: number;
}

/**
 * Two runs of the card-play bench compared on the deals both hold: for each figure of
 * {@link PAIRED}, its mean before and now, and the mean difference with its standard error (the
 * deals are the same, so the differences are paired and most of the deals' spread cancels).
 */
export function compareDeals(before: ReadonlyMap<number, CardPlayDeal>, now: readonly CardPlayDeal[]): PairedFigure[] {
  return PAIRED.map(([name, read]) => {
    const pairs: [number, number][] = [];
    for (const d of now) {
      const b = before.get(d.deal);
      const [x, y] = [b ? read(b) : null, read(d)];
      if (x !== null && y !== null) pairs.push([x, y]);
    }
    const diffs = pairs.map(([x, y]) => y - x);
    const m = mean(diffs);
    const variance = diffs.reduce((n, x) => n + (x - m) ** 2, 0) / Math.max(1, diffs.length - 1);
    return {
      name,
      deals: pairs.length,
      before: mean(pairs.map((p) => p[0])),
      now: mean(pairs.map((p) => p[1])),
      difference: m,
      standardError: Math.sqrt(variance / Math.max(1, diffs.length)),
    };
  });
}

/** `--against=FILE`: this run against an earlier `--out` file ({@link compareDeals}). */
function against(file: string, now: readonly CardPlayDeal[]): Figures[] {
  const before = readDeals<CardPlayDeal>(file);
  return [
    { name: `against ${file}: deals in both`, value: String(now.filter((d) => before.has(d.deal)).length) },
    ...compareDeals(before, now).map((f) => ({
      name: `  ${f.name}: before → now (now − before ± its standard error)`,
      value: `${f.before.toFixed(3)} → ${f.now.toFixed(3)} (${signed(f.difference, 3)} ± ${f.standardError.toFixed(3)})`,
    })),
  ];
}

/** What one kind of bot achieved at all four seats. */
interface Line {
  readonly diffs: number[];
  readonly parImps: number[];
  readonly times: DecisionTimes;
}

/**
 * The sampled card play (default budget) against double dummy, par and today's heuristic bots,
 * over seeded deals (1,000 unless `--deals=N`, from deal 0 unless `--first=N`): each deal is
 * played by sampled bots at all four seats, by heuristic bots at all four seats, and at the two
 * tables of a team match (sampled North-South against heuristic East-West, then the other way
 * round). The auction is the same system for both, so the match measures card play. `--out=FILE`
 * writes each deal's figures ({@link CardPlayDeal}); `--against=FILE` compares this run with such
 * a file deal by deal, with standard errors, so that a change to the bots is measured on the same
 * deals with the deals' own spread taken out.
 */
export function cardPlayBench(): Figures[] {
  const deals = flagValue("deals", 1000, 1);
  // `--first=N` starts at deal N, so that runs on separate ranges of deals can be pooled.
  const first = flagValue("first", 0, 0);
  // `--samples=N` gives the sampled bots another budget (8 by default), to see what layouts buy.
  const samples = flagValue("samples", 8, 1);
  // Our own solver for the tricks each card gives away (positions in mid-play, one per card), and
  // for the tables where native DDS is not on the machine.
  const solver = createSolver();
  if (!solver.ok) throw new Error(solver.error.message);
  const tables = cachedTables(first, deals, (g) => deal(g).deal);
  const lines: Record<"sampled" | "heuristic", Line> = {
    sampled: { diffs: [], parImps: [], times: { wall: [], cpu: [] } },
    heuristic: { diffs: [], parImps: [], times: { wall: [], cpu: [] } },
  };
  const match: number[] = [];
  const perDeal: CardPlayDeal[] = [];
  const losses: Losses = { solver: solver.value, declarer: [], defence: [], defenceAt: [] };
  // The auction alone: the contract it reaches scored at its double-dummy tricks, against par.
  const auction: number[] = [];
  const t0 = process.hrtime.bigint();
  for (let g = first; g < first + deals; g++) {
    const state = deal(g);
    const table = tables.of(g);
    const parScore = par(table, state.vulnerability, state.dealer);
    if (!parScore.ok) throw new Error(parScore.error.message);
    const sampled = createBot("duplicate", { seed: g, samples });
    const old = createBot("duplicate", heuristic(g));
    const nsOf = (r: duplicate.GameRecord): number => r.score?.totals.NS ?? 0;
    const gave = (): [number, number] => [sum(losses.declarer), sum(losses.defence)];
    const gaveBefore = gave();
    // The sampled table's declarer − double dummy (null when passed out) and |IMPs| against par.
    let ours: { diff: number | null; parImps: number } = { diff: null, parImps: 0 };
    for (const [kind, bot] of [
      ["sampled", sampled],
      ["heuristic", old],
    ] as const) {
      const line = lines[kind];
      const { record } = playOut(
        state,
        { N: bot, E: bot, S: bot, W: bot },
        line.times,
        kind === "sampled" ? losses : undefined,
      );
      const parImps = Math.abs(imps(nsOf(record) - parScore.value.score));
      line.parImps.push(parImps);
      const diff =
        record.contract && record.declarer && record.declarerTricks !== null
          ? record.declarerTricks - table[record.declarer][record.contract.strain]
          : null;
      if (diff !== null) line.diffs.push(diff);
      if (kind === "sampled") {
        ours = { diff, parImps };
        const auctionScore = doubleDummyScore(record.contract, record.declarer, record.vulnerability, table);
        auction.push(Math.abs(imps(auctionScore - parScore.value.score)));
      }
    }
    const one = playOut(state, { N: sampled, S: sampled, E: old, W: old }).record;
    const two = playOut(state, { N: old, S: old, E: sampled, W: sampled }).record;
    // The sampled team is North-South at the first table and East-West at the second.
    const board = imps(nsOf(one) - nsOf(two));
    match.push(board);
    const gaveAfter = gave();
    perDeal.push({
      deal: g,
      ...ours,
      declarerGave: gaveAfter[0] - gaveBefore[0],
      defenceGave: gaveAfter[1] - gaveBefore[1],
      match: board,
    });
    // Progress on stderr, so a long run shows it is alive without mixing into the figures.
    if ((g + 1 - first) % 25 === 0)
      process.stderr.write(`  … ${g + 1 - first}/${deals} deals, ${signed(mean(match), 2)} IMPs a board\n`);
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const out = flagText("out");
  if (out) writeFileSync(out, perDeal.map((d) => JSON.stringify(d)).join("\n") + "\n");
  const earlier = flagText("against");
  const given = (from: number, to: number): string =>
    (["declarer", "defence"] as const)
      .map((side) => (sum(losses[side].slice(from, to)) / deals).toFixed(2))
      .join(" / ");
  const both = (f: (l: Line) => string): string => `${f(lines.sampled)}   (heuristic: ${f(lines.heuristic)})`;
  return [
    {
      name: `declarer's tricks − double dummy, mean |diff| (${lines.sampled.diffs.length} played of ${deals} deals)`,
      value: both((l) => mean(l.diffs.map(Math.abs)).toFixed(3)),
    },
    { name: "declarer's tricks − double dummy, mean signed diff", value: both((l) => signed(mean(l.diffs), 3)) },
    { name: "N–S result vs par, mean |IMPs| a deal", value: both((l) => mean(l.parImps).toFixed(3)) },
    {
      name: "auction alone: its contract at double-dummy tricks vs par, mean |IMPs|",
      value: mean(auction).toFixed(2),
    },
    { name: "sampled: tricks given away double dummy a deal, declarer / defence", value: given(0, 13) },
    { name: "  in trick 1 (the opening lead included)", value: given(0, 1) },
    {
      name: "  the defenders' opening lead / later leads / 2nd / 3rd / 4th hand",
      value: [0, 1, 2, 3, 4].map((k) => ((losses.defenceAt[k] ?? 0) / deals).toFixed(2)).join(" / "),
    },
    { name: "  in tricks 2–4", value: given(1, 4) },
    { name: "  in tricks 5–13", value: given(4, 13) },
    {
      name: `team match, sampled vs heuristic, IMPs a board (${deals} boards)`,
      value: `${signed(mean(match), 2)} (won ${match.filter((x) => x > 0).length}, lost ${match.filter((x) => x < 0).length})`,
    },
    {
      name: "time per card decision by the clock, median / p95 / max (ms)",
      value: both((l) => [0.5, 0.95, 1].map((q) => quantile(l.times.wall, q).toFixed(1)).join(" / ")),
    },
    {
      name: "  in CPU time of the process (what a load on the machine does not add)",
      value: both((l) => [0.5, 0.95, 1].map((q) => quantile(l.times.cpu, q).toFixed(1)).join(" / ")),
    },
    { name: "wall time of this section (s)", value: seconds.toFixed(0) },
    { name: "double-dummy tables from", value: tables.source },
    { name: "sampled bots' budget (--samples=N)", value: `${samples} layouts a decision` },
    ...(earlier ? against(earlier, perDeal) : []),
  ];
}
