/**
 * `solve` and `ddTable`: the double-dummy value of a position and of every card, and the twenty
 * tricks of a deal's double-dummy table, over the search in `search.ts`.
 *
 * @module
 */
import * as z from "zod/mini";
import { SEATS, STRAINS, type Card, type Deal, type Seat, type Side, type Strain } from "../schemas/model.js";
import { err, ok, type Result } from "../result.js";
import { parseDeal } from "../model/deal.js";
import { cardValue } from "./card-values.js";
import { Engine } from "./search.js";
import { DEFAULT_TABLE_MB } from "./table.js";
import { bits } from "./quick.js";
import { cardOfCode, readPosition, schemaError, type EnginePosition, type Position } from "./position.js";

/**
 * Which cards {@link solve} values, as DDS's "solutions" parameter: `"none"` only the position
 * (default), `"best"` one best card (DDS 1), `"optimal"` every card that keeps the best result
 * (DDS 2), `"all"` every legal card (DDS 3).
 */
export type CardsWanted = "none" | "best" | "optimal" | "all";

/** Options of {@link solve}. */
export interface SolveOptions {
  /** Which cards to value; `"none"` by default. */
  readonly cards?: CardsWanted;
}

/** Options of {@link createSolver}. */
export interface SolverOptions {
  /** Memory of the transposition table in megabytes, 1–1024; 24 by default (touched only as entries are stored). */
  readonly tableMegabytes?: number;
}

/** A card to play and the tricks it leads to. */
export interface CardValue {
  /** The card. */
  readonly card: Card;
  /** Tricks the side to play takes, of the tricks left, when it plays this card and both sides then play perfectly. */
  readonly tricks: number;
}

/** What {@link solve} finds. */
export interface Solution {
  /** The seat to play now. */
  readonly seat: Seat;
  /** Its side. */
  readonly side: Side;
  /** The most tricks that side can take of the tricks left (the trick in progress included). */
  readonly tricks: number;
  /** Tricks left to play, the trick in progress included. */
  readonly tricksLeft: number;
  /** The cards asked for by {@link SolveOptions.cards}, best first, then in display order. */
  readonly cards: readonly CardValue[];
}

/** Declarer's tricks in each strain. */
export type StrainTricks = { readonly [S in Strain]: number };

/** A double-dummy table: for each declarer, the tricks it takes in each strain. */
export type DdTable = { readonly [S in Seat]: StrainTricks };

/**
 * A solver with its own transposition table, kept across calls on positions of one deal (a table's
 * twenty solves, a hand analysed trick by trick) and cleared for a position of another deal.
 */
export interface Solver {
  /** {@link solve} with this solver's table. */
  solve(position: Position, options?: SolveOptions): Result<Solution>;
  /** {@link ddTable} with this solver's table. */
  ddTable(deal: Deal | string): Result<DdTable>;
}

const SolverOptionsSchema = z.object({ tableMegabytes: z.optional(z.number().check(z.gte(1), z.lte(1024))) });
const SolveOptionsSchema = z.optional(z.object({ cards: z.optional(z.enum(["none", "best", "optimal", "all"])) }));

/**
 * A solver with its own transposition table. The module functions share one made on first use;
 * make your own to choose the table's size, or to keep one per worker.
 */
export function createSolver(options: SolverOptions = {}): Result<Solver> {
  const parsed = SolverOptionsSchema.safeParse(options);
  if (!parsed.success) return schemaError("INVALID_OPTIONS", "solver options", parsed.error.issues);
  let engine: Engine | null = null;
  const get = (): Engine => (engine ??= new Engine(parsed.data.tableMegabytes ?? DEFAULT_TABLE_MB));
  return ok({
    solve: (position, opts) => solveWith(get(), position, opts),
    ddTable: (deal) => ddTableWith(get(), deal),
  });
}

let shared: Solver | null = null;
function sharedSolver(): Solver {
  if (!shared) {
    const made = createSolver();
    if (!made.ok) throw new Error(made.error.message); // the defaults are valid
    shared = made.value;
  }
  return shared;
}

/**
 * The double-dummy value of a position: the most tricks the side to play can take of the tricks
 * left, every hand open and both sides playing perfectly — and, if asked, the value of the cards
 * the seat to play may play. A malformed or impossible position is an `INVALID_STATE` error.
 *
 * @example
 * ```ts
 * const r = solve({ hands: { N: ["SA"], E: ["SK"], S: ["S2"], W: ["HA"] }, strain: "NT", leader: "N" });
 * // r.value.tricks === 1: North's ace wins the last trick
 * ```
 */
export function solve(position: Position, options?: SolveOptions): Result<Solution> {
  return sharedSolver().solve(position, options);
}

/**
 * The double-dummy table of a deal: for each declarer, the tricks it takes in each strain with
 * the seat on its left on lead. Hands of equal length below thirteen (an ending) are accepted.
 * Takes the deal as `{ N, E, S, W }` or a PBN deal string.
 */
export function ddTable(deal: Deal | string): Result<DdTable> {
  return sharedSolver().ddTable(deal);
}

function sideOfHand(hand: number): Side {
  return hand % 2 === 0 ? "NS" : "EW";
}

/**
 * {@link solve} on a given engine (its table kept between calls). Internal: the solver's own
 * functions and the solver bench, which counts the engine's nodes, call it.
 */
export function solveWith(engine: Engine, position: Position, options?: SolveOptions): Result<Solution> {
  const opts = SolveOptionsSchema.safeParse(options);
  if (!opts.success) return schemaError("INVALID_OPTIONS", "solve options", opts.error.issues);
  const read = readPosition(position);
  if (!read.ok) return read;
  const p = read.value;
  const hand = (p.leader + p.trick.length) & 3;
  engine.setup(p.holdings, p.trump, p.leader, p.trick);
  const ns = engine.value(estimate(p.holdings, p.trump, p.tricksLeft));
  const tricks = hand % 2 === 0 ? ns : p.tricksLeft - ns;
  const wanted = opts.data?.cards ?? "none";
  const cards: CardValue[] = [];
  if (wanted !== "none") {
    for (const code of legalCodes(p, hand)) {
      const value = cardValue(engine, p, hand, p.tricksLeft, code, undefined, tricks);
      if (wanted === "all" || value === tricks) cards.push({ card: cardOfCode(code), tricks: value });
      if (wanted === "best" && value === tricks) break;
    }
    // Stable: equal values keep display order.
    cards.sort((a, b) => b.tricks - a.tricks);
  }
  return ok({ seat: SEATS[hand] as Seat, side: sideOfHand(hand), tricks, tricksLeft: p.tricksLeft, cards });
}

/** Engine codes of the cards the hand to play may play, in display order (spades, high first). */
function legalCodes(p: EnginePosition, hand: number): number[] {
  const led = p.trick.length > 0 ? (p.trick[0] as number) >> 4 : -1;
  const follow = led >= 0 && (p.holdings[hand * 4 + led] as number) !== 0;
  const out: number[] = [];
  for (let s = 3; s >= 0; s--) {
    if (follow && s !== led) continue;
    const m = p.holdings[hand * 4 + s] as number;
    for (let r = 12; r >= 0; r--) if ((m >>> r) & 1) out.push(s * 16 + r);
  }
  return out;
}

/**
 * {@link ddTable} on a given engine. Internal: the solver's own functions and the solver bench,
 * which counts the engine's nodes, call it.
 */
export function ddTableWith(engine: Engine, input: Deal | string): Result<DdTable> {
  const read = readDeal(input);
  if (!read.ok) return read;
  const { holdings, tricksLeft: n } = read.value;
  const table = { N: {}, E: {}, S: {}, W: {} } as Record<Seat, Record<Strain, number>>;
  for (let t = 0; t < 5; t++) {
    // A strain's entries serve no other strain (the table keys on it; only positions with the trumps
    // gone share no-trump's), yet they fill the buckets every probe scans. Cleared at each strain,
    // the tables of deals 1000–1029 searched 0.3–1.5 % more nodes for 3.3–4.4 % less CPU time (three
    // sets of ten, three or four alternated runs each).
    engine.table.clear();
    let guess = estimate(holdings, t, n);
    // Declarers N, S, E, W: leaders E, W, S, N. North-South's tricks barely move with the leader,
    // so each solve after the first starts from the last one's value.
    for (const declarer of [0, 2, 1, 3]) {
      engine.setup(holdings, t, (declarer + 1) & 3, []);
      const ns = engine.value(guess);
      guess = ns;
      table[SEATS[declarer] as Seat][STRAINS[t] as Strain] = declarer % 2 === 0 ? ns : n - ns;
    }
  }
  return ok(table);
}

/**
 * A first guess at North-South's tricks in strain `trump`: half the tricks, plus a trick per 3
 * high-card points North-South hold above half of those dealt, plus half a trick per trump they
 * hold above East-West, rounded, and a trick more. It only decides which zero-window searches run,
 * never the answer: against bisection it saved 2–4 % of a table's nodes (the first leader of each
 * strain is searched with the table cold for that strain) and 0–22 % of an opening-lead solve's
 * (10 deals each from seeds 1000 and 2000). The trick more: a search missing the value by a trick
 * too high costs less than one a trick too low. Over no-trump opening leads each solved from every
 * guess, with West on lead (deals 1200–1583) North-South's value plus one was the cheapest guess
 * (8.61 million trick nodes against 8.73 at the value and 9.27 from this guess unraised; raised,
 * 9.09), with North on lead (1200–1319) the value itself (5.16 million, 5.21 at one more, 5.51
 * from this guess unraised; raised, 5.50). Then leads of 1000–1199 took 12.73 → 12.68 million
 * nodes, tables of 1000–1004 11.70 → 11.64. A least-squares fit of the tricks to points, aces,
 * kings, the lead, trumps and suit lengths guessed closer (0.87 → 0.57 searches more than two at
 * no-trump on deals 0–1999) yet searched more nodes (9.46 million on 1200–1583): its misses fell
 * on the costliest deals.
 */
function estimate(holdings: readonly number[], trump: number, tricks: number): number {
  let e = tricks / 2;
  for (let h = 0; h < 4; h++) {
    const sign = h % 2 === 0 ? 1 : -1;
    for (let s = 0; s < 4; s++) {
      const m = holdings[h * 4 + s] as number;
      // Ace 4, king 3, queen 2, jack 1 (ranks 12 … 9): North-South's less East-West's, over 6.
      for (let r = 9; r <= 12; r++) if ((m >>> r) & 1) e += (sign * (r - 8)) / 6;
      if (s === trump) e += (sign * bits(m)) / 2;
    }
  }
  return Math.round(e) + 1;
}

/** A deal (object or PBN string) checked as a position: four known hands of equal length. */
function readDeal(input: unknown): Result<EnginePosition> {
  let hands = input;
  if (typeof input === "string") {
    const parsed = parseDeal(input);
    if (!parsed.ok) return parsed;
    const unknown = SEATS.find((s) => parsed.value[s] === null);
    if (unknown) return err("INVALID_STATE", `deal: ${unknown}'s hand is unknown`, { path: [unknown] });
    hands = parsed.value;
  }
  const read = readPosition({ hands, strain: "NT", leader: "N" });
  if (read.ok) return read;
  const path = read.error.path?.[0] === "hands" ? read.error.path.slice(1) : (read.error.path ?? []);
  return err(
    "INVALID_STATE",
    read.error.message.replace(/^position/, "deal").replace(/ at hands\b\.?/, path.length > 0 ? " at " : ""),
    { path },
  );
}
