// Honeymoon's two-handed auction against two-hand par. The deals are the ones the Honeymoon bots
// build with their own draws in seeded rubbers (H-2), each at the vulnerability of its place in the
// rubber; the contract their auction reaches is scored at its double-dummy tricks
// (src/bots/two-hand.ts) and compared with par (bench/honeymoon-par.ts) in IMPs. Prints figures;
// asserts nothing.
import { createHoneymoonBot, honeymoon, imps, type Call } from "contract-bridge";
import { twoHandTable } from "../src/bots/two-hand.js";
import { scoreForA, twoHandPar, type Outcome, type Side, type TricksTable } from "./honeymoon-par.js";
import { flagValue } from "./bots.js";
import type { Figures } from "./replay.js";

/** One deal as the bots held it when the auction began, and the contract they reached. */
export interface BotDeal {
  /** A's and B's hands as suit masks (clubs … spades, bit 0 the two). */
  readonly hands: readonly [readonly number[], readonly number[]];
  /** Each player's discards (H-3), as masks: cards it knows the opponent cannot hold. */
  readonly discards: readonly [readonly number[], readonly number[]];
  readonly dealer: Side;
  readonly vulnerable: readonly [boolean, boolean];
  readonly outcome: Outcome;
  readonly calls: readonly string[];
}

const SUITS = "CDHS";
const RANKS = "23456789TJQKA";

function masks(cards: readonly string[]): number[] {
  const out = [0, 0, 0, 0];
  for (const c of cards) {
    const s = SUITS.indexOf(c[0] as string);
    out[s] = (out[s] as number) | (1 << RANKS.indexOf(c[1] as string));
  }
  return out;
}

const STRAIN_CODES = ["C", "D", "H", "S", "NT"];

/** The contract an auction's calls reach (H-4: the last bid, doubled or redoubled after it). */
function outcomeOf(calls: readonly { seat: Side; call: Call }[]): Outcome {
  let last: { seat: Side; call: Call } | null = null;
  let doubled = 0;
  for (const c of calls) {
    if (c.call === "X" || c.call === "XX") doubled = c.call === "X" ? 1 : 2;
    else if (c.call !== "P") {
      last = c;
      doubled = 0;
    }
  }
  if (last === null) return null;
  return {
    declarer: last.seat,
    level: Number(last.call[0]),
    strain: STRAIN_CODES.indexOf(last.call.slice(1)),
    doubled,
  };
}

/**
 * Plays seeded rubbers from seed `first` with the default Honeymoon bots at both seats until
 * `count` deals have been bid, passed-out deals included.
 */
export function botDeals(count: number, first = 0): BotDeal[] {
  const out: BotDeal[] = [];
  for (let seed = first; out.length < count; seed++) {
    const bots = { A: createHoneymoonBot({ seed: 2 * seed }), B: createHoneymoonBot({ seed: 2 * seed + 1 }) };
    const c = honeymoon.create({ seed });
    if (!c.ok) throw new Error(c.error.message);
    let s = c.value;
    let calls: { seat: Side; call: Call }[] = [];
    let start: Omit<BotDeal, "outcome" | "calls"> | null = null;
    while (!honeymoon.isOver(s) && out.length < count) {
      const seat = honeymoon.turn(s) as "A" | "B";
      const v = honeymoon.view(s, seat);
      if (v.phase === "auction" && start === null) {
        const other = honeymoon.view(s, seat === "A" ? "B" : "A");
        const [a, b] = seat === "A" ? [v, other] : [other, v];
        start = {
          hands: [masks(a.hand), masks(b.hand)],
          discards: [masks(a.discards), masks(b.discards)],
          dealer: v.dealer === "A" ? 0 : 1,
          vulnerable: [v.vulnerable.A, v.vulnerable.B],
        };
      }
      const action = bots[seat](v);
      if (action.type === "call") calls.push({ seat: seat === "A" ? 0 : 1, call: action.call });
      const r = honeymoon.apply(s, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
      const next = honeymoon.isOver(s) ? "over" : honeymoon.view(s, honeymoon.turn(s) as "A" | "B").phase;
      if (start !== null && v.phase === "auction" && next !== "auction") {
        out.push({ ...start, outcome: outcomeOf(calls), calls: calls.map((x) => x.call) });
        start = null;
        calls = [];
      }
    }
  }
  return out;
}

/** Where a deal's IMPs against par were lost, by what the bots' contract did wrong. */
export const CATEGORIES = ["passed out", "wrong side", "doubled", "went down / too high", "too low / strain"] as const;
/** One of {@link CATEGORIES}. */
export type Category = (typeof CATEGORIES)[number];

/** The category of a deal whose result differs from par. */
export function categoryOf(bots: Outcome, par: Outcome, tricks: TricksTable): Category {
  if (bots === null) return "passed out";
  if (par === null || bots.declarer !== par.declarer) return "wrong side";
  if (bots.doubled !== par.doubled) return "doubled";
  const took = (bots.declarer === 0 ? tricks.A : tricks.B)[bots.strain] as number;
  if (took < bots.level + 6 || bots.level > par.level) return "went down / too high";
  return "too low / strain";
}

/** What the bots' auction loses against par over `deals`. */
export interface AuctionFigures {
  readonly deals: number;
  readonly meanAbsImps: number;
  readonly atPar: number;
  readonly byCategory: Record<Category, { deals: number; imps: number }>;
  readonly solveMs: readonly number[];
}

/** Scores each deal's contract at its double-dummy tricks against par; `tables` caches the solver. */
export function measureAuction(deals: readonly BotDeal[], tables = new Map<string, TricksTable>()): AuctionFigures {
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, { deals: 0, imps: 0 }])) as Record<
    Category,
    { deals: number; imps: number }
  >;
  let total = 0;
  let atPar = 0;
  const solveMs: number[] = [];
  for (const d of deals) {
    const key = d.hands.map((h) => h.join(",")).join("/");
    let t = tables.get(key);
    if (!t) {
      const t0 = performance.now();
      t = twoHandTable(d.hands[0], d.hands[1]);
      solveMs.push(performance.now() - t0);
      tables.set(key, t);
    }
    const par = twoHandPar(t, d);
    const diff = Math.abs(imps(scoreForA(d.outcome, t, d.vulnerable) - par.score));
    total += diff;
    if (diff === 0) {
      atPar++;
      continue;
    }
    const c = byCategory[categoryOf(d.outcome, par.outcome, t)];
    c.deals++;
    c.imps += diff;
  }
  return { deals: deals.length, meanAbsImps: total / Math.max(1, deals.length), atPar, byCategory, solveMs };
}

/** Figures for `npm run bench -- honeymoon`: `--deals=N` (1,000) from rubber `--first=N` (0). */
export function honeymoonAuctionBench(): Figures[] {
  const n = flagValue("deals", 1000, 1);
  const first = flagValue("first", 0, 0);
  const deals = botDeals(n, first);
  const f = measureAuction(deals);
  const sorted = [...f.solveMs].sort((x, y) => x - y);
  const pct = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
  const mean = sorted.reduce((x, y) => x + y, 0) / Math.max(1, sorted.length);
  const rows: Figures[] = [
    { name: `deals bid by the Honeymoon bots (rubbers from seed ${first})`, value: String(f.deals) },
    { name: "mean |IMPs| a deal against two-hand par", value: f.meanAbsImps.toFixed(2) },
    { name: "deals at par", value: `${((100 * f.atPar) / Math.max(1, f.deals)).toFixed(1)}%` },
  ];
  for (const c of CATEGORIES) {
    const x = f.byCategory[c];
    rows.push({ name: `  lost: ${c} (deals, IMPs a deal)`, value: `${x.deals}, ${(x.imps / f.deals).toFixed(2)}` });
  }
  rows.push({
    name: "two-hand double dummy, all 10 values a deal (mean, median, p95, max)",
    value: `${mean.toFixed(0)}, ${pct(0.5)}, ${pct(0.95)}, ${pct(1 - 1e-9)} ms`,
  });
  return rows;
}
