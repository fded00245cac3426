/**
 * The moves of a hand following suit in the double-dummy search's move ordering (`order.ts`), in
 * the order DDS's weights give them, found without weighing each card.
 *
 * The third hand following suit: DDS's weights there (Haglund's `WeightAllocNTNotvoid2` and
 * `WeightAllocTrumpNotvoid2`, the facts they weigh and their values), which replaced rules of our
 * own (a card that wins the trick cheaply first; under an opponent's card, a card beating it next;
 * low under partner's card that the fourth hand cannot beat). Every card weighs less its rank, so
 * the cards that win the trick go first, the cheapest first, then the card that forces out the
 * fourth hand's top cards, then the rest from the lowest up. Measured by node counts: opening leads
 * of deals 1000–1199 14.02 M → 12.76 M (every set of 40 fewer: 5.10 → 4.44, 2.60 → 2.42, 2.02 →
 * 1.86, 2.67 → 2.56, 1.62 → 1.48 M); tables of deals 1000–1009, 1040–1049, 1080–1089 and
 * 1120–1129 79.94 M → 76.85 M (19.48 → 19.10, 21.38 → 20.96, 14.28 → 13.92, 24.80 → 22.87 M).
 *
 * The third hand plays low when partner's card wins the trick and beats all the fourth hand's
 * cards, when its own cards are too low to matter (below the fourth hand's every card, or below
 * the card winning so far) and, while trumps are left, when the second hand has ruffed, or partner
 * wins and the fourth hand, void, may ruff or not. Else its cards that beat the card winning so far
 * and all the fourth hand's win the trick; when the fourth hand holds the top card, a card above
 * the fourth hand's next card below its top run forces the top out.
 *
 * The third hand's weights (DDS's values): a card that wins the trick +60 in no-trump (with no
 * trump left), +58 while trumps are left; while trumps are left, a card that beats the second
 * hand's winning card when the fourth hand is void in the suit (it may ruff, or discard) +20; the
 * cheapest card that forces out the fourth hand's top run of equivalent cards (a card above its
 * next card), or else, under an opponent's card, the cheapest that beats it, +20; in no-trump,
 * under partner's card that wins the trick when partner has no card left in the suit and the third
 * hand holds its top card, the cheapest card that overtakes partner's, when the third hand's top
 * run (less one card) is as long as each opponent's holding (an overtake that runs the suit), +20.
 * Every card weighs less its rank, and a bonus of 20 never lifts a card over one that wins, so
 * the order they give is found without weighing ({@link followThird}): the card with the
 * bonus first if it wins, then the winning cards from the lowest up, then the card with the bonus,
 * then the rest from the lowest up.
 *
 * The second hand, unless partner covers or trumps are led: after its cards that
 * hold the trick, its sequences (groups of two cards or more) that beat the card led, the lowest
 * first, then the rest as before — DDS's `WeightAllocNTNotvoid1` weighs a sequence above the card
 * led over every card that does not hold the trick ("some willingness to split"). Measured by
 * node counts: opening leads of deals 1000–1039 4.39 → 4.06 M (−7.4 %), 2000–2199 12.18 →
 * 11.69 M (−4.1 %); tables of 1000–1004 3.854 → 3.868 M (+0.4 %), 3000–3009 10.33 → 9.81 M
 * (−5.0 %). DDS's other weights there (its whole order) did about as well (leads −7.1 / −5.0 %,
 * tables −1.2 / −4.0 %) but weigh each card; its sequences alone, the rest lowest first, −5.2 %
 * on leads of 1000–1039. In suit contracts too, on any lead but a trump (nodes, values unchanged):
 * tables of 1000–1004 +1.4 % (deal 1000 +7.1 %, the other four −3.5 to +0.2 %), 3000–3004
 * −13.1 %, 1080–1082 −4.6 %, leads in spades of 2000–2059 −2.5 %, in hearts of 2060–2119 −1.7 %;
 * held out (looked at once): tables of 4000–4004 +0.9 %, 1005–1009 −4.5 %, 1083–1085 −15.7 %,
 * leads in spades of 5000–5059 −3.2 %, hearts 5060–5119 −2.6 %. On trump leads too, tables of
 * 1000–1004 +4.3 % (trump leads alone +2.3 %); only where neither the third nor the fourth hand
 * can ruff, or by who holds trumps or how many are left: less gain (tables of 3000–3004 −2 to −11 %).
 *
 * Internal card code and hands as in `search.ts`.
 *
 * @module
 */
import { AT, MEM as SHARED } from "./memory.js";
import { bits as IMPORTED_bits, topRun as IMPORTED_topRun } from "./quick.js";
import { lowestGroup as IMPORTED_lowestGroup } from "./keys.js";

// The module's code in a namespace: bundlers that turn a module's top-level `const` into `var`
// (esbuild, Bun) leave a function scope's alone, and V8 folds its constants (see memory.ts).
// eslint-disable-next-line @typescript-eslint/no-namespace
namespace Follow {
  // What the module imports as the namespace's own, read once (compiled to CommonJS, an imported
  // name is read off its module's exports at each use; memory.ts).
  const bits = IMPORTED_bits;
  const lowestGroup = IMPORTED_lowestGroup;
  const topRun = IMPORTED_topRun;

  // The working memory and its offsets as this namespace's own constants, which V8 folds (memory.ts).
  const MEM = SHARED;
  const REM = AT.REM;
  const MOVES = AT.MOVES;

  /**
   * Whether the second hand's partner, playing last, beats the leader's card of rank `winRank` and
   * every card the third hand can play to it (the third hand following, or void without a trump to
   * ruff with): then the second hand plays low as under a winning partner. `hand` is the second
   * hand, `lead` the suit led.
   */
  export function partnerCovers(trump: number, hand: number, lead: number, winRank: number): boolean {
    const h = MEM;
    const lho = (hand + 1) & 3;
    const pm = h[((hand + 2) & 3) * 4 + lead] as number;
    const tm = h[lho * 4 + lead] as number;
    const tt = trump < 4 && lead !== trump ? (h[lho * 4 + trump] as number) : 0;
    return pm >>> (winRank + 1) !== 0 && pm > tm && (tm !== 0 || tt === 0);
  }

  /**
   * The moves of the second hand, `hand`, following suit with two groups of equivalent cards or
   * more (`trump` the strain, `lead` the suit led, `winRank` the leader's card), written into the
   * move lists from slot `base` for `MoveOrder.generate`; returns how many. In the order their
   * weights give, found without weighing (measured by cachegrind on deals 1005–1006, table and
   * opening lead: 1.1 % fewer instructions for the second and fourth hands, 1.8 % fewer for the
   * third): within each class of cards the weights fall with the rank, so each class goes from its
   * lowest card up, and the classes are runs of ranks. Each class is listed from a mask of the
   * groups' top cards, not from a list of them read once a class (cachegrind: 2.1 % fewer
   * instructions a search). One function a hand (this one, {@link followThird},
   * {@link followFourth}), each with only its own classes and facts, the groups stepped over whole:
   * callgrind on deals 1005–1006, one function for the three 371.6 M instructions, these three
   * 81.7, 109.5 and 71.3 M; 6,685 → 6,534 M in all (V8 then took the second or third hand's
   * discards, `MoveOrder`'s `voidIn`, 83.0 M, into the search's `play`, 834 → 918 M); cachegrind
   * 6.511 G (the same nodes).
   *
   * The second hand plays low where partner covers; else its cards that hold the trick (that the
   * third hand cannot beat) go first, then (unless trumps are led) its sequences that beat the card
   * led, then, unless more than two cards left beat the card led, its others that beat it, then the
   * rest.
   */
  export function followSecond(trump: number, hand: number, base: number, lead: number, winRank: number): number {
    const h = MEM;
    const mine = h[hand * 4 + lead] as number;
    const r = h[REM + lead] as number;
    const lho = (hand + 1) & 3;
    // The groups (each its highest card) as a mask, and those of two cards or more (sequences),
    // each group stepped over whole: the hand's cards below the next other card left above its
    // lowest.
    const others = r ^ mine;
    let tops = 0;
    let seqs = 0;
    let m = mine;
    while (m !== 0) {
      const g = lowestGroup(m, others);
      m ^= g;
      const top = 1 << (31 - Math.clz32(g));
      tops |= top;
      if (g !== top) seqs |= top;
    }
    const n = bits(tops);
    let out = MOVES + base;
    if (partnerCovers(trump, hand, lead, winRank)) {
      listUp(out, lead, tops);
      return n;
    }
    // The leader's card wins so far: the cards above `first` hold the trick.
    let first = 13;
    const tm = h[lho * 4 + lead] as number;
    if (tm === 0) {
      if (lead === trump || trump === 4 || (h[lho * 4 + trump] as number) === 0) first = winRank;
    } else {
      const top = 31 - Math.clz32(tm);
      first = top > winRank ? top : winRank;
    }
    const second = bits(r >>> (winRank + 1)) > 2 ? first : winRank;
    out = listUp(out, lead, tops & ~((2 << first) - 1));
    // Unless trumps are led, a sequence that beats the card led but not the third hand's top card
    // comes next, as in DDS's no-trump weights: see this module's note.
    if (lead !== trump && winRank < first) {
      const seq = seqs & ~((2 << winRank) - 1) & ((2 << first) - 1);
      out = listUp(out, lead, seq);
      tops &= ~seq;
    }
    if (second < first) out = listUp(out, lead, tops & ~((2 << second) - 1) & ((2 << first) - 1));
    listUp(out, lead, tops & ((2 << (second < first ? second : first)) - 1));
    return n;
  }

  /**
   * The moves of the third hand, `hand`, following suit with two groups of equivalent cards or more
   * ({@link followSecond}; `winHand`, `winSuit` and `winRank` the card winning so far), by DDS's
   * weights (see this module's note): the card with the bonus (`special`) first if it wins, then
   * the cards above `first` (those that win), then the card with the bonus, then the rest.
   */
  export function followThird(
    trump: number,
    hand: number,
    base: number,
    lead: number,
    winHand: number,
    winSuit: number,
    winRank: number,
  ): number {
    const h = MEM;
    const mine = h[hand * 4 + lead] as number;
    const r = h[REM + lead] as number;
    const partner = (hand + 2) & 3;
    const lho = (hand + 1) & 3;
    let first = 13;
    // The card with the bonus is the cheapest group above rank `above` (−1: no such card).
    let above = -1;
    const rho = (hand + 3) & 3;
    const fourth = h[lho * 4 + lead] as number;
    const max4 = 31 - Math.clz32(fourth);
    const min4 = 31 - Math.clz32(fourth & -fourth);
    const max3 = 31 - Math.clz32(mine);
    const partnerAhead = winHand === partner;
    const tooLow = max3 < min4 || max3 < winRank;
    const over = winRank > max4 ? winRank : max4;
    let force = false;
    if (trump === 4 || (h[REM + trump] as number) === 0) {
      if (partnerAhead && winRank > max4) {
        if ((h[partner * 4 + lead] as number) === 0 && (mine & (1 << (31 - Math.clz32(r)))) !== 0) {
          // Partner's card wins and partner has no other: the third hand's top run, partner's
          // card aside, against the longer of the opponents' holdings after this trick.
          const run = topRun(r & ~(1 << winRank), mine);
          const n4 = bits(fourth) - 1;
          const n2 = bits(h[rho * 4 + lead] as number);
          if ((n4 > n2 ? n4 : n2) < run) above = winRank;
        }
      } else if (!tooLow) {
        // The fourth hand's top card above the third's is above `winRank` too (not `tooLow`): the
        // one compare, which V8 has type feedback for (see `above` below).
        first = over;
        force = max4 > max3;
      }
    } else if (lead === trump ? !(partnerAhead && winRank > max4) && !tooLow : winSuit === lead) {
      if (!partnerAhead && lead !== trump && fourth === 0) {
        first = winRank;
      } else if (!(partnerAhead && (fourth === 0 || winRank > max4)) && !tooLow) {
        first = over;
        force = max4 > max3;
      }
    }
    if (force) {
      // The fourth hand's top run of equivalent cards, and its next card below.
      let t = max4;
      for (;;) {
        const below = r & ((1 << t) - 1);
        const b = 31 - Math.clz32(below);
        if (below === 0 || (fourth & (1 << b)) === 0) break;
        t = b;
      }
      const next = fourth & ((1 << t) - 1);
      if (next !== 0) {
        const n = 31 - Math.clz32(next);
        above = n > winRank ? n : partnerAhead ? -1 : winRank;
      }
    }
    // The bonus's card found by one call, for the force and the no-trump overtake (rare) alike, and
    // the no-trump force's test one compare, not two: V8 compiled this function before the
    // overtake's call or the force's second compare had run, met each without type feedback,
    // deoptimised the function and compiled it again (three times a run with the overtake's
    // first operation, which still costs one). Cachegrind with `--predictable`, tables
    // and leads of deals 1005–1006: 5,727 → 5,672 million instructions, nearly all of it
    // TurboFan's compiling (by callgrind, the function itself 320 → 324 instructions a call);
    // first-level misses 14.53 → 14.15 million.
    const special = above >= 0 ? lowestGroupAbove(mine, r, above) : -1;
    // The groups (each its highest card) as a mask, each group stepped over whole
    // ({@link followSecond}).
    const others = r ^ mine;
    let tops = 0;
    let m = mine;
    while (m !== 0) {
      const g = lowestGroup(m, others);
      m ^= g;
      tops |= 1 << (31 - Math.clz32(g));
    }
    const n = bits(tops);
    let out = MOVES + base;
    if (special >= 0) {
      tops &= ~(1 << special);
      if (special > first) MEM[out++] = lead * 16 + special;
      out = listUp(out, lead, tops & ~((2 << first) - 1));
      if (special <= first) MEM[out++] = lead * 16 + special;
    } else out = listUp(out, lead, tops & ~((2 << first) - 1));
    listUp(out, lead, tops & ((2 << first) - 1));
    return n;
  }

  /**
   * The moves of the fourth hand, `hand`, following suit with two groups of equivalent cards or
   * more ({@link followSecond}): it wins cheaply under an opponent's card of the suit led (its
   * cards above the card winning so far first), else plays low. The card winning so far, still
   * among the cards left, parts the two classes, so each is listed group by group, from the lowest.
   */
  export function followFourth(
    hand: number,
    base: number,
    lead: number,
    winHand: number,
    winSuit: number,
    winRank: number,
  ): number {
    const mine = MEM[hand * 4 + lead] as number;
    const others = (MEM[REM + lead] as number) ^ mine;
    // The ranks above the card winning so far when it is an opponent's of the suit led, else none.
    const above = winSuit === lead && winHand !== ((hand + 2) & 3) ? -(2 << winRank) : 0;
    // Each class's groups (each its highest card, the lowest first: the hand's cards below the
    // next other card left above its lowest) listed here, not by a function called twice, which V8
    // did not inline into the search's `last` (where this function is): cachegrind with
    // `--predictable`, tables and leads of deals 1005–1006, 5,547.9 → 5,528.6 M instructions
    // (−0.35 %; callgrind: `listGroups` 21.4 M, gone, `last` 620.1 → 617.5 M); first-level
    // misses 14.07 → 13.88 M. Then one loop for both classes (the second class taken up when the
    // first is done), not the loop written out twice, whose second `lowestGroup` V8 left out of
    // line (214,773 calls, 9.7 M): 5,528.6 → 5,519.4 M, misses 13.88 → 13.84 M (with
    // `lowestGroup` written out in both loops instead, V8 no longer inlined this function into
    // `last`: callgrind +22 M). Nodes unchanged.
    const start = MOVES + base;
    const card = lead * 16 + 31;
    let out = start;
    let m = mine & above;
    let next = mine & ~above;
    for (;;) {
      while (m !== 0) {
        const g = lowestGroup(m, others);
        m ^= g;
        MEM[out++] = card - Math.clz32(g);
      }
      if (next === 0) break;
      m = next;
      next = 0;
    }
    return out - start;
  }

  /** Writes the cards of `mask` (ranks of suit `lead`) into the moves from `out` (in the working memory), the lowest first; returns the next slot. */
  function listUp(out: number, lead: number, mask: number): number {
    while (mask !== 0) {
      const b = mask & -mask;
      mask ^= b;
      MEM[out++] = lead * 16 + 31 - Math.clz32(b);
    }
    return out;
  }

  /**
   * The highest card of the group of equivalent cards (among `cards`, the cards left in the suit)
   * holding `own`'s lowest card above rank `x`: the cheapest move above it. −1 when there is none.
   */
  function lowestGroupAbove(own: number, cards: number, x: number): number {
    const above = own & ~((2 << x) - 1);
    return above === 0 ? -1 : groupTop(own, cards, 31 - Math.clz32(above & -above));
  }

  /**
   * The highest card of `own`'s group of equivalent cards holding its card `c`: `own`'s cards next
   * above it among `cards` (the cards left in the suit), with no card of another hand between.
   */
  export function groupTop(own: number, cards: number, c: number): number {
    for (;;) {
      const up = cards & ~((2 << c) - 1);
      const next = up & -up;
      if (next === 0 || (own & next) === 0) return c;
      c = 31 - Math.clz32(next);
    }
  }
}

// What the namespace makes, for the other modules (each documented in it).
export const partnerCovers = Follow.partnerCovers;
export const followSecond = Follow.followSecond;
export const followThird = Follow.followThird;
export const followFourth = Follow.followFourth;
export const groupTop = Follow.groupTop;
