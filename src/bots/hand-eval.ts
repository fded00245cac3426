/**
 * Hand evaluation for the bots: suit holdings as 13-bit masks (bit r = rank r, two 0 … ace 12,
 * suits clubs 0 … spades 3, as card ids have them), high-card points, shape and stoppers.
 *
 * @module
 * @internal
 */
import type { Card } from "../schemas/model.js";
import { canonicalCardId } from "../model/card.js";
import { popcount as count } from "../model/cardset.js";

/** Rank index of the ace, king, queen, jack and ten. */
export const ACE = 12;
/** Rank index of the king. */
export const KING = 11;
/** Rank index of the queen. */
export const QUEEN = 10;
/** Rank index of the jack. */
export const JACK = 9;
/** Rank index of the ten. */
export const TEN = 8;

/** Index of no-trump among strains (clubs 0 … spades 3, no-trump 4). */
export const NT = 4;

/** Number of set bits in a 13-bit holding: the model's count. */
export { count };

/** Highest rank in a holding, or −1 when it is empty. */
export function highest(h: number): number {
  return h === 0 ? -1 : 31 - Math.clz32(h);
}

/** Lowest rank in a holding, or −1 when it is empty. */
export function lowest(h: number): number {
  return h === 0 ? -1 : 31 - Math.clz32(h & -h);
}

/** Whether rank `r` is in the holding. */
export function has(h: number, r: number): boolean {
  return ((h >>> r) & 1) === 1;
}

/** The ranks held, highest first. */
export function ranksDown(h: number): number[] {
  const out: number[] = [];
  for (let r = 12; r >= 0; r--) if (has(h, r)) out.push(r);
  return out;
}

/** High-card points of one suit: ace 4, king 3, queen 2, jack 1. */
export function suitHcp(h: number): number {
  return (has(h, ACE) ? 4 : 0) + (has(h, KING) ? 3 : 0) + (has(h, QUEEN) ? 2 : 0) + (has(h, JACK) ? 1 : 0);
}

/** Four suit holdings (clubs first) of a list of canonical cards. */
export function holdingsOf(cards: readonly Card[]): number[] {
  const out = [0, 0, 0, 0];
  for (const c of cards) {
    const id = canonicalCardId(c);
    if (id < 0) continue;
    const s = (id / 13) | 0;
    out[s] = (out[s] as number) | (1 << (id - s * 13));
  }
  return out;
}

/** What the auction logic needs to know about a hand. */
export interface HandEval {
  /** The holdings, clubs first. */
  readonly holdings: readonly number[];
  /** Suit lengths, clubs first. */
  readonly lengths: readonly number[];
  /** High-card points (A4 K3 Q2 J1). */
  readonly hcp: number;
  /** 4-3-3-3, 4-4-3-2 or 5-3-3-2. */
  readonly balanced: boolean;
  /** Number of aces. */
  readonly aces: number;
}

/** Evaluates a hand given as four holdings. */
export function evaluate(holdings: readonly number[]): HandEval {
  const lengths = holdings.map(count);
  const sorted = [...lengths].sort((a, b) => b - a);
  // 4-3-3-3, 4-4-3-2 and 5-3-3-2 are exactly the shapes with no suit shorter than two, at most one
  // doubleton and no suit longer than five.
  const balanced = (sorted[3] as number) >= 2 && (sorted[2] as number) >= 3 && (sorted[0] as number) <= 5;
  return {
    holdings,
    lengths,
    hcp: holdings.reduce((n, h) => n + suitHcp(h), 0),
    balanced,
    aces: holdings.reduce((n, h) => n + (has(h, ACE) ? 1 : 0), 0),
  };
}

/** Length points: one for each card beyond four in a suit, added to the high-card points when opening. */
export function lengthPoints(h: HandEval): number {
  return h.hcp + h.lengths.reduce((n, l) => n + Math.max(0, l - 4), 0);
}

/**
 * Support points for play in `trump`: high-card points plus shortness in the side suits
 * (void 5, singleton 3, doubleton 1 with four trumps; 3, 2, 1 with three), the usual dummy count.
 */
export function supportPoints(h: HandEval, trump: number): number {
  const t = h.lengths[trump] as number;
  if (t < 3) return h.hcp;
  let extra = 0;
  for (let s = 0; s < 4; s++) {
    if (s === trump) continue;
    const l = h.lengths[s] as number;
    extra += l === 0 ? (t >= 4 ? 5 : 3) : l === 1 ? (t >= 4 ? 3 : 2) : l === 2 ? 1 : 0;
  }
  // Shortness counts only once there is a fit, so a flat dummy is not overrated.
  return h.hcp + extra;
}

/** Controls of a hand: two for each ace, one for each king (twelve in the pack). */
export function controls(h: HandEval): number {
  return h.holdings.reduce((n, x) => n + (has(x, ACE) ? 2 : 0) + (has(x, KING) ? 1 : 0), 0);
}

/** Whether a holding stops a suit at no-trump: A, Kx, Qxx or Jxxx. */
export function stops(h: number): boolean {
  const n = count(h);
  return has(h, ACE) || (has(h, KING) && n >= 2) || (has(h, QUEEN) && n >= 3) || (has(h, JACK) && n >= 4);
}

/** Number of the top five honours (A K Q J T) in a holding. */
export function honours(h: number): number {
  return count(h & 0x1f00);
}

/** Number of the top three honours (A K Q) in a holding. */
export function topHonours(h: number): number {
  return count(h & 0x1c00);
}

/** A suit good enough to overcall or preempt in: two of the top three or three of the top five honours. */
export function goodSuit(h: number): boolean {
  return topHonours(h) >= 2 || honours(h) >= 3;
}
