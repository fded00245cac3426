/**
 * A two-hand double-dummy solver for Honeymoon (H-5): two 13-card hands, two-card tricks, the
 * defender leads first and the winner of a trick leads the next. The Honeymoon bot values its
 * leads with it over sampled layouts of the opponent's hand; the bench measures with it.
 *
 * Method (the usual one for double-dummy search): each value is found by a few zero-window
 * searches ("can A take at least t of the tricks left?"), each an alpha-beta search over whole
 * tricks. A transposition table keeps, per position, the bounds on A's tricks proved so far; its
 * key is the position relative to the cards still out (per suit, which player holds each
 * remaining card from the top), so positions that differ only in which of two touching cards was
 * played share one entry, and so do positions of different layouts. Cards in touching runs of one
 * hand are one move, and a count of quick tricks (winners the leader can cash without giving up
 * the lead) cuts searches that are already decided.
 *
 * Hands are four 13-bit masks, clubs to spades, bit 0 the two and bit 12 the ace (as `holdingsOf`
 * in hand-eval.ts makes them); strain 4 is no-trump.
 *
 * @module
 */

import { popcount as bits } from "../model/cardset.js";

/** One hand as four 13-bit suit masks, clubs to spades. */
export type Holding = readonly number[];

function high(x: number): number {
  return 31 - Math.clz32(x);
}

/** The number of `mine`'s cards that beat every card of `theirs` in one suit. */
function above(mine: number, theirs: number): number {
  return theirs === 0 ? bits(mine) : bits(mine >>> (high(theirs) + 1));
}

/**
 * Representatives of `mine`'s touching runs in one suit: one card (its lowest) per run of cards
 * with no card of `other` between them, as a mask. Played cards are gone, so they do not separate.
 */
function runs(mine: number, other: number): number {
  let out = 0;
  let prevMine = false;
  for (let r = 12; r >= 0; r--) {
    const bit = 1 << r;
    if (mine & bit) {
      if (prevMine) out &= ~(bit << 1);
      out |= bit;
      prevMine = true;
    } else if (other & bit) prevMine = false;
  }
  return out;
}

/** Solves positions for one strain; its table is kept between calls with the same strain. */
class Solver {
  hands: [number[], number[]];
  private readonly table = new Map<number, number>();
  nodes = 0;

  constructor(
    a: Holding,
    b: Holding,
    readonly trump: number,
  ) {
    this.hands = [a.slice(), b.slice()];
  }

  /** The key of the position relative to the cards still out, with the leader. */
  private key(leader: number): number {
    const [a, b] = this.hands;
    let pattern = 0;
    let lengths = 0;
    for (let s = 0; s < 4; s++) {
      const x = a[s] as number;
      const all = x | (b[s] as number);
      let len = 0;
      for (let m = all; m !== 0; m &= m - 1) {
        const bit = m & -m;
        pattern = pattern * 2 + (x & bit ? 1 : 0);
        len++;
      }
      lengths = lengths * 16 + len;
    }
    return (pattern * 65536 + lengths) * 2 + leader;
  }

  /** Tricks the leader can cash without losing the lead: a lower bound on the leader's tricks. */
  private quickTricks(leader: number): number {
    const mine = this.hands[leader] as number[];
    const theirs = this.hands[1 - leader] as number[];
    const trump = this.trump;
    const theyTrump = trump < 4 && (theirs[trump] as number) !== 0;
    let q = 0;
    for (let s = 0; s < 4; s++) {
      const m = mine[s] as number;
      const t = theirs[s] as number;
      if (m === 0) continue;
      const top = above(m, t);
      const len = bits(t);
      if (top >= len && (!theyTrump || s === trump)) q += bits(m);
      else q += theyTrump && s !== trump ? Math.min(top, len) : top;
    }
    return q;
  }

  /**
   * Whether A (hand 0) can take at least `target` of the `left` tricks still to play, `leader` to
   * lead.
   */
  search(leader: number, left: number, target: number): boolean {
    if (target <= 0) return true;
    if (target > left) return false;
    this.nodes++;
    const key = this.key(leader);
    const entry = this.table.get(key);
    let lower = 0;
    let upper = left;
    if (entry !== undefined) {
      lower = entry & 15;
      upper = entry >> 4;
      if (lower >= target) return true;
      if (upper < target) return false;
    }
    const q = this.quickTricks(leader);
    if (leader === 0 ? q >= target : left - q < target) {
      this.store(key, leader === 0 ? Math.max(lower, q) : lower, leader === 0 ? upper : Math.min(upper, left - q));
      return leader === 0;
    }
    const result = this.searchMoves(leader, left, target);
    if (result) lower = Math.max(lower, target);
    else upper = Math.min(upper, target - 1);
    this.store(key, lower, upper);
    return result;
  }

  private store(key: number, lower: number, upper: number): void {
    this.table.set(key, lower | (upper << 4));
  }

  /** Tries every lead and every reply: A wants some line to reach `target`, B wants none to. */
  private searchMoves(leader: number, left: number, target: number): boolean {
    const follower = 1 - leader;
    const lh = this.hands[leader] as number[];
    const fh = this.hands[follower] as number[];
    const aLeads = leader === 0;
    // Leads: each suit's runs, the suits where the leader holds the top card first.
    const order = [0, 1, 2, 3].sort(
      (x, y) => above(lh[y] as number, fh[y] as number) - above(lh[x] as number, fh[x] as number),
    );
    for (const s of order) {
      const ls = lh[s] as number;
      if (ls === 0) continue;
      const fs = fh[s] as number;
      let leads = runs(ls, fs);
      // highest run first: a winner is the likelier good lead
      while (leads !== 0) {
        const lr = high(leads);
        leads &= ~(1 << lr);
        lh[s] = ls & ~(1 << lr);
        const won = this.replies(leader, s, lr, left, target);
        lh[s] = ls;
        if (won === aLeads) return aLeads;
      }
    }
    return !aLeads;
  }

  /**
   * The follower's replies to a lead of rank `lr` in suit `s`: whether A reaches `target` when the
   * follower plays its best. The follower is A when B leads.
   */
  private replies(leader: number, s: number, lr: number, left: number, target: number): boolean {
    const follower = 1 - leader;
    const lh = this.hands[leader] as number[];
    const fh = this.hands[follower] as number[];
    const trump = this.trump;
    const aFollows = follower === 0;
    const fs = fh[s] as number;
    const tryCard = (suit: number, rank: number): boolean => {
      const before = fh[suit] as number;
      fh[suit] = before & ~(1 << rank);
      const followerWins = suit === s ? rank > lr : suit === trump;
      const winner = followerWins ? follower : leader;
      const r = this.search(winner, left - 1, target - (winner === 0 ? 1 : 0));
      fh[suit] = before;
      return r;
    };
    if (fs !== 0) {
      // Following suit: the lowest card that wins, then the lowest, then the rest.
      const reps = runs(fs, (lh[s] as number) | (1 << lr));
      const winners = reps & ~((2 << lr) - 1);
      const cands: number[] = [];
      if (winners !== 0) cands.push(31 - Math.clz32(winners & -winners));
      const low = 31 - Math.clz32(reps & -reps);
      if (!cands.includes(low)) cands.push(low);
      for (let m = reps; m !== 0; m &= m - 1) {
        const r = 31 - Math.clz32(m & -m);
        if (!cands.includes(r)) cands.push(r);
      }
      for (const r of cands) if (tryCard(s, r) === aFollows) return aFollows;
      return !aFollows;
    }
    // Void: ruff with the lowest trump first, then discard the lowest of each other suit.
    if (trump < 4 && (fh[trump] as number) !== 0) {
      const reps = runs(fh[trump] as number, lh[trump] as number);
      for (let m = reps; m !== 0; m &= m - 1) if (tryCard(trump, 31 - Math.clz32(m & -m)) === aFollows) return aFollows;
    }
    for (let d = 0; d < 4; d++) {
      if (d === trump || d === s) continue;
      const reps = runs(fh[d] as number, lh[d] as number);
      for (let m = reps; m !== 0; m &= m - 1) if (tryCard(d, 31 - Math.clz32(m & -m)) === aFollows) return aFollows;
    }
    return !aFollows;
  }

  /** A's tricks from the position, `leader` to lead, by zero-window searches around the bounds. */
  solve(leader: number): number {
    const left = this.cardsLeft();
    let lo = 0;
    let hi = left;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.search(leader, left, mid)) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Cards in each hand (the hands always hold as many). */
  cardsLeft(): number {
    let n = 0;
    for (const m of this.hands[0]) n += bits(m);
    return n;
  }
}

/**
 * Tricks A (hand `a`) takes against B with `strain` as trumps (4 = no-trump) and `leader` (0 for
 * A, 1 for B) on lead, both playing double dummy. The hands hold the same number of cards, 0 to 13.
 */
export function solveTwoHand(a: Holding, b: Holding, strain: number, leader: 0 | 1): number {
  return new Solver(a, b, strain).solve(leader);
}

/** Each player's tricks as declarer in each strain (clubs, diamonds, hearts, spades, no-trump). */
export interface TwoHandTable {
  /** A declaring: B leads first (H-5). */
  readonly A: readonly number[];
  /** B declaring: A leads first. */
  readonly B: readonly number[];
  /** Positions searched, for the bench. */
  readonly nodes: number;
}

/** All ten double-dummy values of a Honeymoon deal: each player declaring in each strain. */
export function twoHandTable(a: Holding, b: Holding): TwoHandTable {
  const A: number[] = [];
  const B: number[] = [];
  let nodes = 0;
  for (let strain = 0; strain <= 4; strain++) {
    const solver = new Solver(a, b, strain);
    const n = solver.cardsLeft();
    A.push(solver.solve(1));
    B.push(n - solver.solve(0));
    nodes += solver.nodes;
  }
  return { A, B, nodes };
}

/** The lowest rank of the run holding `r`: ranks below it down to the next card of `other`. */
export function classOf(other: number, r: number): number {
  let low = r;
  while (low > 0 && !(other & (1 << (low - 1)))) low--;
  return low;
}

/**
 * The leader's tricks from here after each of `leads` (a suit and rank of `me`'s), the opponent
 * holding `opp`, replying with its best card and both playing double dummy after. One table
 * serves every lead and reply of a call, and successive calls with the same `trump` may pass the
 * same `solver` (from {@link leadSolver}) to share it across layouts.
 */
export function valueLeads(
  me: Holding,
  opp: Holding,
  leads: readonly (readonly [number, number])[],
  solver: LeadSolver,
): number[] {
  const s0 = solver as unknown as Solver;
  const mine = me.slice();
  const theirs = opp.slice();
  s0.hands = [mine, theirs];
  const trump = s0.trump;
  return leads.map(([s, r]) => {
    mine[s] = (mine[s] as number) & ~(1 << r);
    const follows = (theirs[s] as number) !== 0;
    const tried = new Set<number>();
    let best = 99;
    for (let fs = 0; fs < 4 && best > 0; fs++) {
      if (follows && fs !== s) continue;
      for (let fr = 0; fr < 13 && best > 0; fr++) {
        const held = theirs[fs] as number;
        if (!(held & (1 << fr))) continue;
        const oppWins = fs === s ? fr > r : fs === trump;
        const key = (fs * 2 + (oppWins ? 1 : 0)) * 16 + classOf((mine[fs] as number) | (fs === s ? 1 << r : 0), fr);
        if (tried.has(key)) continue;
        tried.add(key);
        theirs[fs] = held & ~(1 << fr);
        best = Math.min(best, (oppWins ? 0 : 1) + s0.solve(oppWins ? 1 : 0));
        theirs[fs] = held;
      }
    }
    mine[s] = mine[s] | (1 << r);
    return best;
  });
}

/**
 * The follower's tricks from here, this trick included, after each of `replies` (a suit and rank
 * of `me`'s) to the opponent's `led` card, the opponent holding `opp` (the led card no longer in
 * it) and both playing double dummy after. Shares `solver`'s table as {@link valueLeads} does.
 */
export function valueReplies(
  me: Holding,
  opp: Holding,
  led: readonly [number, number],
  replies: readonly (readonly [number, number])[],
  solver: LeadSolver,
): number[] {
  const s0 = solver as unknown as Solver;
  const mine = me.slice();
  s0.hands = [mine, opp.slice()];
  const [ls, lr] = led;
  return replies.map(([s, r]) => {
    mine[s] = (mine[s] as number) & ~(1 << r);
    const wins = s === ls ? r > lr : s === s0.trump;
    const value = (wins ? 1 : 0) + s0.solve(wins ? 0 : 1);
    mine[s] = mine[s] | (1 << r);
    return value;
  });
}

/** A solver for one strain whose table {@link valueLeads} and {@link valueReplies} share between layouts. */
export interface LeadSolver {
  /** The strain: trumps 0–3 (clubs … spades) or 4 for no-trump. */
  readonly trump: number;
}

/** A fresh {@link LeadSolver} for `trump` (0–3, or 4 for no-trump). */
export function leadSolver(trump: number): LeadSolver {
  return new Solver([0, 0, 0, 0], [0, 0, 0, 0], trump);
}
