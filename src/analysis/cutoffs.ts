/**
 * Cut-off helpers of the double-dummy search (`search.ts`): the cards a quick-tricks cut-off rests
 * on, and the last trick played out, each writing the cards that decided it (partition search) at
 * the node's place in the engine's `rel`.
 *
 * Hands as in `search.ts`: holding of hand `h` in suit `s` at `h * 4 + s`, 13-bit masks.
 *
 * @module
 */
import { bits, type QuickTricks } from "./quick.js";

/**
 * Returns `ns` from a quick-tricks cut-off, writing at `out` in `rel` the cards that decided it:
 * those written at `at` in `QuickTricks.deciding`, for suits taken in order until their counts
 * reach `need` (any position that agrees on those cards counts at least as many tricks there);
 * `need` −1 takes every suit counted for the leader (at 0) and its partner (at 4), which the
 * combined count rests on. When partner's tricks are counted, partner's top card in the suit
 * `entry` (the leader's way to partner) decides too, whichever suits the counts lie in.
 */
export function cut(
  quick: QuickTricks,
  rem: Int32Array,
  rel: Int32Array,
  out: number,
  at: number,
  need: number,
  ns: boolean,
  entry = -1,
): boolean {
  const q = quick.deciding;
  const qc = quick.count;
  let got = 0;
  for (let s = 0; s < 4; s++) {
    if (need < 0) rel[out + s] = (q[s] as number) | (q[4 + s] as number);
    else if (got < need) {
      rel[out + s] = q[at + s] as number;
      got += qc[at + s] as number;
    } else rel[out + s] = 0;
  }
  if (entry >= 0) rel[out + entry] = (rel[out + entry] as number) | (1 << (31 - Math.clz32(rem[entry] as number)));
  return ns;
}

/**
 * North-South's tricks (0 or 1) in the last trick, each hand of `h` holding one card, `leader`
 * on lead in strain `trump`; writes the cards that decided it at `out` in `rel`.
 */
export function lastTrick(h: Int32Array, trump: number, rel: Int32Array, leader: number, out: number): number {
  let winHand = leader;
  let winSuit = -1;
  let winRank = -1;
  let contested = false;
  for (let i = 0; i < 4; i++) {
    const hand = (leader + i) & 3;
    for (let s = 0; s < 4; s++) {
      const m = h[hand * 4 + s] as number;
      if (m === 0) continue;
      const r = 31 - Math.clz32(m);
      if (s === winSuit) contested = true;
      if (i === 0 || (s === winSuit ? r > winRank : s === trump && winSuit !== trump)) {
        winHand = hand;
        winSuit = s;
        winRank = r;
      }
      break;
    }
  }
  rel[out] = rel[out + 1] = rel[out + 2] = rel[out + 3] = 0;
  if (contested) rel[out + winSuit] = 1 << winRank;
  return (winHand & 1) === 0 ? 1 : 0;
}

/**
 * Whether the hand on lead, `leader`, must lose the trick it leads to in no-trump: in every suit it
 * holds, the top card left is an opponent's, who wins the trick with it. Writes at `out` in `rel`
 * the cards that decide it (read only on true): the top card of each suit the leader holds (the
 * suits it does not hold are fixed by the lengths).
 */
export function leadLost(h: Int32Array, rem: Int32Array, rel: Int32Array, leader: number, out: number): boolean {
  const lho = ((leader + 1) & 3) * 4;
  const rho = ((leader + 3) & 3) * 4;
  for (let s = 0; s < 4; s++) {
    const top = (h[leader * 4 + s] as number) === 0 ? 0 : 1 << (31 - Math.clz32(rem[s] as number));
    if ((((h[lho + s] as number) | (h[rho + s] as number)) & top) !== top) return false;
    rel[out + s] = top;
  }
  return true;
}

/**
 * Whether the side of `leader`, on lead and needing every one of the `left` tricks in no-trump,
 * must lose one: in the suits where one of its hands holds the top card left, its longer hand's
 * lengths add up to fewer than `left` (the bound of DDS's later-tricks test; the tests check it
 * against DDS and a plain minimax, squeeze endings included).
 * Writes at `out` in `rel` the cards that decide it (read only on true): the top card of each
 * suit an opponent holds it in. A position that agrees on those cards and on every length has
 * the same suits headed by the side, or fewer, with the same lengths.
 */
export function sideShort(
  h: Int32Array,
  rem: Int32Array,
  rel: Int32Array,
  leader: number,
  left: number,
  out: number,
): boolean {
  const p = (leader + 2) & 3;
  let sum = 0;
  for (let s = 0; s < 4; s++) {
    const r = rem[s] as number;
    if (r === 0) {
      rel[out + s] = 0;
      continue;
    }
    const top = 1 << (31 - Math.clz32(r));
    const a = h[leader * 4 + s] as number;
    const b = h[p * 4 + s] as number;
    if (((a | b) & top) !== 0) {
      const na = bits(a);
      const nb = bits(b);
      sum += na > nb ? na : nb;
      rel[out + s] = 0;
    } else rel[out + s] = top;
  }
  return sum < left;
}
