/**
 * Cut-off helpers of the double-dummy search (`search.ts`): the cards a quick-tricks cut-off rests
 * on, the last trick played out, and the suit contracts' cut-offs by trumps, each writing the cards that decided it (partition search) at
 * the node's place in `AT.REL` (the working memory, `memory.ts`).
 *
 * Hands as in `search.ts`: holding of hand `h` in suit `s` at `h * 4 + s`, 13-bit masks.
 *
 * @module
 */
import { AT, MEM as SHARED } from "./memory.js";
import {
  CARD_COUNT as IMPORTED_CARD_COUNT,
  bits as IMPORTED_bits,
  topCards as IMPORTED_topCards,
  topRun as IMPORTED_topRun,
  type QuickTricks,
} from "./quick.js";
import { MISS as IMPORTED_MISS } from "./table.js";

// The module's code in a namespace: bundlers that turn a module's top-level `const` into `var`
// (esbuild, Bun) leave a function scope's alone, and V8 folds its constants (see memory.ts).
// eslint-disable-next-line @typescript-eslint/no-namespace
namespace Cutoffs {
  // What the module imports as the namespace's own, read once (compiled to CommonJS, an imported
  // name is read off its module's exports at each use; memory.ts).
  const bits = IMPORTED_bits;
  const COUNT_OF = IMPORTED_CARD_COUNT;
  const topCards = IMPORTED_topCards;
  const topRun = IMPORTED_topRun;
  const MISS = IMPORTED_MISS;

  // The working memory and its offsets as this namespace's own constants, which V8 folds (memory.ts).
  // Each function writes the deciding cards of the node whose ply's block of `AT.REL` begins `out`
  // words in (ply × 4).
  const MEM = SHARED;
  const REM = AT.REM;
  const REL = AT.REL;
  const COUNT = AT.COUNT;
  const DECIDING = AT.DECIDING;
  const AT_MOVES = AT.MOVES;

  /**
   * Returns `ns` from a quick-tricks cut-off, writing at `out` in `AT.REL` the cards that decided it:
   * those written at `at` in `AT.DECIDING` (by `QuickTricks.cash`), for suits taken in order until their counts
   * reach `need` (any position that agrees on those cards counts at least as many tricks there);
   * `need` −1 takes every suit counted for the leader (at 0) and its partner (at 4), which the
   * combined count rests on. When partner's tricks are counted, partner's top card in the suit
   * `entry` (the leader's way to partner) decides too, whichever suits the counts lie in.
   */
  export function cut(out: number, at: number, need: number, ns: boolean, entry = -1): boolean {
    const rel = REL + out;
    if (need < 0) {
      for (let s = 0; s < 4; s++) MEM[rel + s] = (MEM[DECIDING + s] as number) | (MEM[DECIDING + 4 + s] as number);
    } else {
      // (The count's offsets masked to their range, `at` 0 or 4, as in QuickTricks.cash: 6,025.3 →
      // 6,022.6 million instructions; within the measure's noise of a few million.) A suit is taken
      // while the suits before it count fewer than `need`: straight-line code, not a loop (6,009.3 →
      // 6,001.2 million).
      const dec = DECIDING + (at & 4);
      const cnt = COUNT + (at & 4);
      const g1 = MEM[cnt] as number;
      const g2 = g1 + (MEM[cnt + 1] as number);
      const g3 = g2 + (MEM[cnt + 2] as number);
      MEM[rel] = need > 0 ? (MEM[dec] as number) : 0;
      MEM[rel + 1] = need > g1 ? (MEM[dec + 1] as number) : 0;
      MEM[rel + 2] = need > g2 ? (MEM[dec + 2] as number) : 0;
      MEM[rel + 3] = need > g3 ? (MEM[dec + 3] as number) : 0;
    }
    if (entry >= 0) {
      // Entries 4–7 cross to partner's second card: the top two cards decide. (Picked here, and
      // the loops above apart for the combined count: cachegrind as at QuickTricks.reach, 6,528 →
      // 6,524 million instructions.)
      const e = entry & 3;
      const r = MEM[REM + e] as number;
      let top = 1 << (31 - Math.clz32(r));
      if (entry > 3) top |= 1 << (31 - Math.clz32(r ^ top));
      MEM[rel + e] = (MEM[rel + e] as number) | top;
    }
    return ns;
  }

  /**
   * North-South's tricks (0 or 1) in the last trick, each hand holding one card, `leader`
   * on lead in strain `trump`; writes the cards that decided it at `out` in `AT.REL`.
   */
  export function lastTrick(trump: number, leader: number, out: number): number {
    const h = MEM;
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
    h[REL + out] = h[REL + out + 1] = h[REL + out + 2] = h[REL + out + 3] = 0;
    if (contested) h[REL + out + winSuit] = 1 << winRank;
    return (winHand & 1) === 0 ? 1 : 0;
  }

  /**
   * Whether the hand on lead, `leader`, must lose the trick it leads to in no-trump: in every suit it
   * holds, the top card left is an opponent's, who wins the trick with it. Writes at `out` in `AT.REL`
   * the cards that decide it (read only on true): the top card of each suit the leader holds (the
   * suits it does not hold are fixed by the lengths).
   */
  export function leadLost(leader: number, out: number): boolean {
    const h = MEM;
    const lho = ((leader + 1) & 3) * 4;
    const rho = ((leader + 3) & 3) * 4;
    for (let s = 0; s < 4; s++) {
      const top = (h[leader * 4 + s] as number) === 0 ? 0 : 1 << (31 - Math.clz32(h[REM + s] as number));
      if ((((h[lho + s] as number) | (h[rho + s] as number)) & top) !== top) return false;
      h[REL + out + s] = top;
    }
    return true;
  }

  /**
   * Whether the side of `leader`, on lead and needing every one of the `left` tricks in no-trump,
   * must lose one: in the suits where one of its hands holds the top card left, its longer hand's
   * lengths add up to fewer than `left` (the bound of DDS's later-tricks test; the tests check it
   * against DDS and a plain minimax, squeeze endings included).
   * Writes at `out` in `AT.REL` the cards that decide it (read only on true): the top card of each
   * suit an opponent holds it in. A position that agrees on those cards and on every length has
   * the same suits headed by the side, or fewer, with the same lengths.
   */
  export function sideShort(leader: number, left: number, out: number): boolean {
    const h = MEM;
    const p = (leader + 2) & 3;
    let sum = 0;
    for (let s = 0; s < 4; s++) {
      const r = h[REM + s] as number;
      if (r === 0) {
        h[REL + out + s] = 0;
        continue;
      }
      const top = 1 << (31 - Math.clz32(r));
      const a = h[leader * 4 + s] as number;
      const b = h[p * 4 + s] as number;
      if (((a | b) & top) !== 0) {
        const na = bits(a);
        const nb = bits(b);
        sum += na > nb ? na : nb;
        h[REL + out + s] = 0;
      } else h[REL + out + s] = top;
    }
    return sum < left;
  }

  /**
   * In a suit contract, the side that cannot take every trick left because an opponent's trump sits
   * over its own run of top trumps: one hand holds the top trumps down to the opponent's best, the
   * opponent on its left holds that next trump and more trumps than the run has cards, and is not
   * on lead or holds a card of another suit to lead. Returns that side (0 North-South, 1 East-West),
   * or −1. While the side takes every trick, the opponent leads no trump, so it plays after the
   * run's hand to each trick with a trump: it plays its best trump whenever it plays a trump to a
   * trick holding none of the run (that wins), else a lower one, of which it holds one for each card
   * of the run. Writes at `out` in `AT.REL` the cards that decide it (read only on a side): the run and
   * the opponent's trump; lengths do the rest.
   */
  export function trumpGuarded(trump: number, leader: number, out: number): number {
    const h = MEM;
    const m = h[REM + trump] as number;
    if (m === 0) return -1;
    const top = 1 << (31 - Math.clz32(m));
    let holder = 0;
    while (((h[holder * 4 + trump] as number) & top) === 0) holder++;
    const guard = (holder + 1) & 3;
    // On lead, the opponent leads a card of another suit, keeping its trumps.
    if (guard === leader) {
      let other = 0;
      for (let s = 0; s < 4; s++) if (s !== trump) other |= h[guard * 4 + s] as number;
      if (other === 0) return -1;
    }
    const k = topRun(m, h[holder * 4 + trump] as number);
    const decide = topCards(m, k + 1);
    const mine = h[guard * 4 + trump] as number;
    if ((mine & decide) === 0 || (COUNT_OF[mine] as number) <= k) return -1;
    h[REL + out] = h[REL + out + 1] = h[REL + out + 2] = h[REL + out + 3] = 0;
    h[REL + out + trump] = decide;
    return holder & 1;
  }

  /**
   * Whether a side whose hands hold the trumps `xs` and `ys` (strain `t`) surely takes `need`
   * tricks (at least 1) by its trumps, for {@link trumpCut}; on true writes at `out` in `AT.REL`
   * the cards that decided it.
   */
  function trumpSide(quick: QuickTricks, t: number, xs: number, ys: number, need: number, out: number): boolean {
    // (The card-count table read directly, here and in trumpGuarded: V8 left calls of `bits` in
    // the suit contracts' trump cut-off not inlined; cachegrind `--predictable`, tables and leads
    // of deals 1005–1006, 5,716.9 → 5,703.8 million instructions.)
    const x = COUNT_OF[xs] as number;
    const y = COUNT_OF[ys] as number;
    const most = x > y ? x : y;
    // Neither count exceeds the longer trump hand's length (two split top trumps count 2 only
    // with a third trump beside them): a side shorter than it needs is not counted (cachegrind as
    // at QuickTricks.reach, 6,627 → 6,568 million instructions).
    if (most < need) return false;
    // The two ways' cards written by one piece of code: the function's bytecode 348 → 256 bytes,
    // still inlined twice into trumpCut (the call of trumpTricks is not: V8 finds it too rarely
    // taken), cachegrind `--predictable`, tables and leads of deals 1005–1006, 5,568.4 → 5,560.2
    // million instructions.
    let cards = 0;
    if (quick.trumpTricks(xs, ys) >= need) cards = quick.trumpCards(need);
    // Each trick in which its longer trump hand plays a trump is the side's unless an
    // opponent plays a trump to it, once each: that hand's trumps less the opponents' trumps.
    else if (most - (COUNT_OF[(MEM[REM + t] as number) & ~(xs | ys)] as number) < need) return false;
    MEM[REL + out] = MEM[REL + out + 1] = MEM[REL + out + 2] = MEM[REL + out + 3] = 0;
    MEM[REL + out + t] = cards;
    return true;
  }

  /**
   * The suit-contract cut-offs of a trick start (`Engine`'s `trickStart`; at `out`, `hand` on lead,
   * `left` tricks left), counted by `quick` (the engine's, whose strain is a suit): 1 when
   * North-South surely take `target` tricks, 0 when they surely do not, {@link MISS} when neither is
   * sure. Apart from the trick start so that each is a smaller function for V8's optimiser.
   */
  export function trumpCut(quick: QuickTricks, target: number, hand: number, left: number, out: number): number {
    // Later tricks, for each side: its sure trump tricks (QuickTricks.trumpTricks). At most one
    // side can be sure of the tricks it needs (they add up to one more than are left), so
    // North-South are counted first, in straight-line code rather than a loop over the sides
    // from the one not on lead (cachegrind as at QuickTricks.reach, 6,052 → 6,030 million instructions).
    const t = quick.trump;
    if (trumpSide(quick, t, MEM[t] as number, MEM[8 + t] as number, target, out)) return 1;
    if (trumpSide(quick, t, MEM[4 + t] as number, MEM[12 + t] as number, left - target + 1, out)) return 0;
    // A side needing every trick whose run of top trumps an opponent's guarded trump sits over.
    if (target === left || target === 1) {
      const loser = trumpGuarded(t, hand, out);
      if (loser === 0 ? target === left : loser === 1 && target === 1) return loser === 1 ? 1 : 0;
    }
    return MISS;
  }

  /**
   * Writes at `out` in `AT.REL` the cards that decided a node of `hand` all of whose `count` moves (in
   * the move lists from `base`) were searched and failed, `r0`–`r3` the union of what decided each. Each
   * searched card stood for its group of equivalent cards; in a position that agrees only from the
   * lowest deciding rank up, a group reaching below that rank would split (another hand's card may
   * lie between its members there), giving moves the search never tried. So a group straddling the
   * lowest deciding rank decides down to its own lowest card.
   */
  export function allCounted(
    hand: number,
    base: number,
    count: number,
    out: number,
    r0: number,
    r1: number,
    r2: number,
    r3: number,
  ): void {
    const h = MEM;
    // The union written first and widened in place, each move's suit read by its index rather
    // than picked from four locals (cachegrind `--predictable`, tables and leads of deals
    // 1005–1006, 5,671.1 → 5,664.6 million instructions).
    const rel = REL + (out & 255);
    h[rel] = r0;
    h[rel + 1] = r1;
    h[rel + 2] = r2;
    h[rel + 3] = r3;
    for (let i = 0; i < count; i++) {
      const c = h[AT_MOVES + base + i] as number;
      const s = (c >> 4) & 3;
      const rs = h[rel + s] as number;
      if (rs === 0) continue;
      const low = rs & -rs;
      const top = 1 << (c & 15);
      if (top < low) continue;
      const mine = h[(hand << 2) + s] as number;
      const r = h[REM + s] as number;
      // The group reaches below that rank only when every card left from it up to this card is the
      // hand's own: else not walked (seven in eight of the cards that get here, tables of deals
      // 1000–1004; cachegrind `--predictable`, tables and leads of deals 1005–1006, 5,703.8 →
      // 5,687.7 million instructions).
      if ((r & (top - 1) & ~(low - 1) & ~mine) !== 0) continue;
      let lo = top;
      for (;;) {
        const below = r & (lo - 1);
        if (below === 0) break;
        const b = 1 << (31 - Math.clz32(below));
        if ((mine & b) === 0) break;
        lo = b;
      }
      // Branch-free, so that every operation here has type feedback before the function is
      // optimised (a rarely taken branch deoptimised the search about a hundred times a deal).
      h[rel + s] = rs | (lo < low ? lo : 0);
    }
  }
}

// What the namespace makes, for the other modules (each documented in it).
export const cut = Cutoffs.cut;
export const lastTrick = Cutoffs.lastTrick;
export const leadLost = Cutoffs.leadLost;
export const sideShort = Cutoffs.sideShort;
export const trumpGuarded = Cutoffs.trumpGuarded;
export const trumpCut = Cutoffs.trumpCut;
export const allCounted = Cutoffs.allCounted;
