/**
 * Move ordering of the double-dummy search (`search.ts`): the moves of a hand, one per group of
 * equivalent cards, best first by cheap bridge heuristics, each weight measured by node counts.
 * Leads are weighed in `leads.ts`, as DDS weighs them (Haglund's move generator: the suits the opponents hold
 * fewest cards in first, then by ruffs, by who holds the suit's top three cards, and the killer);
 * the third hand following suit too (cards that win the trick, the cheapest first, then one that
 * forces out the fourth hand's top cards), and the fourth hand void (its discards by suit length,
 * keeping a guarded second card, and its ruffs); the second hand plays low, covers a card led among
 * the top three left, and spends no card where partner's wins; the fourth hand following suit wins
 * cheaply; the second and third hands' discards come from long suits. A hand following suit gets
 * the order its weights give without weighing (`follow.ts`, which also holds the third hand's
 * weights).
 *
 * Each move list takes a group as its highest card, the test written out in each of the four
 * loops (leads, the fourth hand void, the second or third hand void, following suit) rather than
 * called: a function for it cost 0.7 % more instructions a search (0.45 % in following suit alone),
 * a mask of the groups' tops worked out first 1.35 % (cachegrind, deals 1005–1006 after four
 * warm-up deals; the same nodes). `groupTop` in `follow.ts` is the same rule, looped. The three
 * loops here step a group at a time rather than a card at a time (the hand's cards below the next
 * other card left above its lowest), which also tells a sequence (a group of two cards or more)
 * and the killer's group (the one holding its card) without a look at the cards below or a
 * `groupTop`: callgrind on deals 1005–1006, leads 381.1 → 367.5 M instructions, the second or
 * third hand void 95.8 → 88.5 M, the fourth 60.7 → 57.3 M; cachegrind 6.745–6.760 → 6.725 G in
 * all (the same nodes). Following suit (`follow.ts`) steps groups too.
 * Leads in a suit contract while trumps are left and the others (no-trump weights) are weighed in
 * functions of their own, each with only its own facts: 367.5 → 253.9 + 89.2 M.
 *
 * Internal card code and hands as in `search.ts`.
 *
 * @module
 */
import {
  followFourth as IMPORTED_followFourth,
  followSecond as IMPORTED_followSecond,
  followThird as IMPORTED_followThird,
  partnerCovers as IMPORTED_partnerCovers,
} from "./follow.js";
import {
  bestOfEachSuitFirst as IMPORTED_bestOfEachSuitFirst,
  insert as IMPORTED_insert,
  leadsNT as IMPORTED_leadsNT,
  leadsTrump as IMPORTED_leadsTrump,
} from "./leads.js";
import { AT, MEM as SHARED } from "./memory.js";
import { bits as IMPORTED_bits } from "./quick.js";
import { lowestGroup as IMPORTED_lowestGroup } from "./keys.js";

// The module's code in a namespace: bundlers that turn a module's top-level `const` into `var`
// (esbuild, Bun) leave a function scope's alone, and V8 folds its constants (see memory.ts).
// eslint-disable-next-line @typescript-eslint/no-namespace
namespace Order {
  /** Discard ordering: weight added per card of the suit discarded from. */
  const LONG = 2;

  // The fourth hand void in the suit led: DDS's weights there (Haglund's `WeightAllocNTVoid3` and
  // `WeightAllocTrumpVoid3`, the facts they weigh and their values), which replaced our own (a
  // discard from the longest suit, 2 a card, a lone top card −8 and a guarded second card −6; a
  // ruff that wins first, under partner's winning card last). Each weight, but a ruff's, is the
  // suit's (64 a card over the spread below, less the keeps) less the card's rank; while trumps are
  // left a discard is tried before a ruff of partner's winning card and, when an opponent wins, a
  // winning ruff first, the lowest first. Each suit's best card still goes first (see the discards
  // below). Measured by node counts with the third hand's weights above: tables of deals 1000–1009,
  // 1040–1049, 1080–1089 and 1120–1129 76.85 M → 75.85 M (19.10 → 18.37, 20.96 → 20.76, 13.92 →
  // 13.83, 22.87 → 22.89 M), opening leads of deals 1000–1199 12.76 M → 12.73 M.

  /** Fourth hand void, no trumps left: a suit weighs 64 a card over this (about 2.4 a card). */
  const NT_FOURTH_SPREAD = 27;
  /** Fourth hand void, no trumps left: taken off a suit of two cards holding the second card left. */
  const NT_FOURTH_GUARD = 6;
  /** Fourth hand void, no trumps left: taken off a suit whose one card is its top card left. */
  const NT_FOURTH_TOP_ALONE = 8;
  /** Fourth hand void, trumps left: a suit weighs 64 a card over this (about 2.7 a card). */
  const T_FOURTH_SPREAD = 24;
  /** Fourth hand void, trumps left: taken off a suit of two cards holding the second card left. */
  const T_FOURTH_GUARD = 2;
  /** Fourth hand void, trumps left, partner winning: added to a trump (a ruff of partner's card). */
  const T_FOURTH_RUFF_PARTNER = 2;
  /** Fourth hand void, trumps left, partner winning: added to a discard. */
  const T_FOURTH_DISCARD_PARTNER = 25;
  /** Fourth hand void, trumps left, an opponent winning: added to a discard. */
  const T_FOURTH_DISCARD = 14;
  /** Fourth hand void, trumps left, an opponent winning: a ruff that wins, with the card's place from the top (the lowest first). */
  const T_FOURTH_RUFF = 33;
  /** Fourth hand void, trumps left, an opponent's ruff winning: a lower ruff, with the card's place from the top. */
  const T_FOURTH_UNDERRUFF = -13;

  // After the weights, which esbuild's minifier writes in as values only while they open their
  // scope (as they did the module's top level): what the module imports as the namespace's own,
  // read once (compiled to CommonJS, an imported name is read off its module's exports at each
  // use), and the working memory and its offsets as its own constants, which V8 folds (memory.ts).
  const followSecond = IMPORTED_followSecond;
  const followThird = IMPORTED_followThird;
  const followFourth = IMPORTED_followFourth;
  const partnerCovers = IMPORTED_partnerCovers;
  const bits = IMPORTED_bits;
  const lowestGroup = IMPORTED_lowestGroup;
  const leadsNT = IMPORTED_leadsNT;
  const leadsTrump = IMPORTED_leadsTrump;
  const insert = IMPORTED_insert;
  const bestOfEachSuitFirst = IMPORTED_bestOfEachSuitFirst;
  const MEM = SHARED;
  const REM = AT.REM;
  const MOVES = AT.MOVES;
  const WEIGHTS = AT.WEIGHTS;

  // The fourth hand void's weights that divide, per suit length (0–13), worked out once rather than
  // a division in floating point in each move list (as `leads.ts`'s spreads). They stay on V8's heap
  // (14 slots); made off it and read into locals so that V8 folds their address, as the leads'
  // tables are: callgrind, deals 1005–1006, 53.8 → 54.8 M instructions, dropped.
  const T_FOURTH_OF = Int32Array.from({ length: 14 }, (_, n) => ((n * 64) / T_FOURTH_SPREAD) | 0);
  const NT_FOURTH_OF = Int32Array.from({ length: 14 }, (_, n) => ((n * 64) / NT_FOURTH_SPREAD) | 0);

  /**
   * The move lists of one search engine, a ply at a time, in the working memory (`memory.ts`: the
   * moves at `AT.MOVES`, `MOVES_PER_PLY` slots a ply, best first). Reads the hands and the
   * cards left there, and the killers (`AT.KILLER`: per ply, the lead that last settled a node at
   * that ply, −1 for none; the engine writes them and clears them for each position; tried sooner,
   * by `leads.ts`'s killer weights). The engine sets {@link trump} and
   * {@link rootLeader} for each position.
   */
  export class MoveOrder {
    /** The strain: a suit index, or 4 for no-trump. */
    trump = 4;
    /** The hand that led the root's trick: its side is taken as the defenders. */
    rootLeader = 0;

    /**
     * The moves of `hand` at the ply whose slots begin at `base`, one per group of equivalent cards
     * (the group's highest card), ordered best first by bridge heuristics into the move lists.
     * Returns how many. Leads, the fourth hand void in the suit led and the second or third hand
     * void are weighed in functions of their own (cachegrind, deals 1005–1006: 4.6 % fewer
     * instructions than one function for all, the same nodes).
     */
    generate(
      hand: number,
      pos: number,
      base: number,
      lead: number,
      winHand: number,
      winSuit: number,
      winRank: number,
    ): number {
      if (pos === 0) {
        const trump = this.trump;
        return trump < 4 && (MEM[REM + trump] as number) !== 0
          ? leadsTrump(trump, this.rootLeader, hand, base)
          : leadsNT(hand, base);
      }
      const h = MEM;
      const mine = h[hand * 4 + lead] as number;
      if (mine === 0)
        return pos === 3
          ? this.fourthVoid(hand, base, lead, winHand, winSuit, winRank)
          : this.voidIn(hand, pos, base, lead, winHand, winSuit, winRank);
      // Following suit with one group of equivalent cards (no other hand's card left between its
      // lowest and highest card): one move, its highest card, and nothing to weigh. A third of the
      // nodes that follow suit.
      const high = 1 << (31 - Math.clz32(mine));
      if (((h[REM + lead] as number) & ((high << 1) - (mine & -mine))) === mine) {
        h[MOVES + base] = lead * 16 + 31 - Math.clz32(mine);
        return 1;
      }
      if (pos === 3) return followFourth(hand, base, lead, winHand, winSuit, winRank);
      return pos === 1
        ? followSecond(this.trump, hand, base, lead, winRank)
        : followThird(this.trump, hand, base, lead, winHand, winSuit, winRank);
    }

    /**
     * The moves of the fourth hand, void in the suit led, into the slots from `base`: discards and
     * ruffs by DDS's weights ({@link generate}).
     */
    private fourthVoid(
      hand: number,
      base: number,
      lead: number,
      winHand: number,
      winSuit: number,
      winRank: number,
    ): number {
      const h = MEM;
      const trump = this.trump;
      const partner = (hand + 2) & 3;
      // Whether trumps are left (DDS's suit-contract weights then).
      const fourthTrumps = trump < 4 && (h[REM + trump] as number) !== 0;
      // No trump left or trumps led: the suits' weights alone. Else partner winning or not, and
      // with an opponent winning, the ruffs weighed apart.
      const plain = !fourthTrumps || lead === trump;
      const partnerWins = winHand === partner;
      const weighRuffs = !plain && !partnerWins;
      let count = 0;
      // A ruff that wins has its cards above `beat`.
      const beat = winSuit !== trump ? -1 : winRank;
      let suits = 0;
      for (let s = 0; s < 4; s++) {
        const mine = h[hand * 4 + s] as number;
        if (mine === 0) continue;
        suits++;
        const r = h[REM + s] as number;
        // Each group of equivalent cards once, by its highest card (as in {@link leadsNT}).
        const others = r ^ mine;
        let m = mine;
        if (weighRuffs && s === trump) {
          // A ruff while trumps are left and an opponent wins: its place from the top, and whether
          // it wins. In a loop of its own, the suits' weights not worked out for it nor the test
          // made for each card (callgrind on deals 1005–1006, `--predictable`: fourthVoid 53.1 →
          // 51.1 M instructions; 6,025 → 6,000 M in all, as V8 no longer met a compare without type
          // feedback, deoptimised this function and compiled it again).
          while (m !== 0) {
            const g = lowestGroup(m, others);
            m ^= g;
            const k = 31 - Math.clz32(g);
            const w = bits(r >>> k) + (k > beat ? T_FOURTH_RUFF : T_FOURTH_UNDERRUFF);
            insert(WEIGHTS + base, count++, (w << 6) | ((s * 16 + k) ^ 63));
          }
          continue;
        }
        const top = 31 - Math.clz32(r);
        let suitWeight: number;
        // The fourth hand void: DDS's weight of the suit, by its length (a lone top card and a
        // guarded second card kept).
        const n = bits(mine);
        const kx = n === 2 && (mine >>> (31 - Math.clz32(r & ~(1 << top)))) & 1;
        if (fourthTrumps) suitWeight = (T_FOURTH_OF[n] as number) - (kx ? T_FOURTH_GUARD : 0);
        else
          suitWeight =
            (NT_FOURTH_OF[n] as number) -
            (kx ? NT_FOURTH_GUARD : n === 1 && (mine >>> top) & 1 ? NT_FOURTH_TOP_ALONE : 0);
        // Else the suit's weight less the rank (DDS's ranks run from two, so less k + 2), with a
        // discard's or a ruff's weight while trumps are left and not led. Worked out once a suit,
        // not for each card (callgrind on deals 1005–1006: 53.8 → 53.1 M instructions).
        suitWeight -= 2;
        if (!plain)
          suitWeight += partnerWins
            ? s === trump
              ? T_FOURTH_RUFF_PARTNER
              : T_FOURTH_DISCARD_PARTNER
            : T_FOURTH_DISCARD;
        count = discards(base, count, m, others, suitWeight, s);
      }
      bestOfEachSuitFirst(base, count, suits);
      return count;
    }

    /**
     * The moves of the second or third hand, void in the suit led, into the slots from `base`:
     * discards and ruffs ({@link generate}).
     */
    private voidIn(
      hand: number,
      pos: number,
      base: number,
      lead: number,
      winHand: number,
      winSuit: number,
      winRank: number,
    ): number {
      const h = MEM;
      const trump = this.trump;
      let count = 0;
      let suits = 0;
      for (let s = 0; s < 4; s++) {
        const mine = h[hand * 4 + s] as number;
        if (mine === 0) continue;
        suits++;
        const r = h[REM + s] as number;
        const others = r ^ mine;
        let m = mine;
        if (s !== trump) {
          // A discard (the hand is void in the suit led): from a long suit, keeping a lone winner
          // and a guarded second card; the lowest first. No card of it beats the card winning so
          // far, so partner's winning card and partner's cover below weigh nothing here.
          const top = 31 - Math.clz32(r);
          const n = bits(mine);
          let suitWeight = LONG * n;
          if (n === 1 && (mine >>> top) & 1) suitWeight -= 8;
          else if (n === 2 && (mine >>> (31 - Math.clz32(r & ~(1 << top)))) & 1) suitWeight -= 6;
          count = discards(base, count, m, others, suitWeight, s);
          continue;
        }
        // The trump suit: ruffs. Its cards above `beat` beat the card winning so far.
        const beat = winSuit === trump ? winRank : -1;
        const partner = (hand + 2) & 3;
        const lho = (hand + 1) & 3;
        let partnerWins = winHand === partner;
        if (partnerWins && pos === 2) {
          // Third hand (discarding, since it follows suit by DDS's weights): partner's card wins the
          // trick only if the fourth hand cannot beat it; when it can, third hand discards as against
          // an opponent's card. Measured when it ruled the following cards too, with the second-hand
          // rule below, by node counts against playing low under
          // partner always: deals 1000–1039 opening leads 6 % fewer, tables (1000–1009) 18 % fewer;
          // deals 1040–1079 24 % and 35 % fewer.
          const fm = h[lho * 4 + lead] as number;
          const ft = h[lho * 4 + trump] as number;
          if (
            winSuit === lead
              ? fm !== 0
                ? fm >>> (winRank + 1) !== 0
                : ft !== 0
              : fm === 0 && ft >>> (winRank + 1) !== 0
          )
            partnerWins = false;
        }
        // Second hand: when partner, playing last, beats the leader's card and all of third hand's
        // (who cannot ruff), second hand plays low as under a winning partner.
        const covered = pos === 1 && winSuit === lead && partnerCovers(trump, hand, lead, winRank);
        // Under partner's winning card a ruff that beats it goes last (a discard still comes from
        // a long suit, the discard weights above, not merely the lowest rank: measured by node
        // counts, opening leads of deals 1000–1039, 1040–1079 and 1080–1119 2.2 %, 2.8 % and
        // 2.2 % fewer, tables of 1000–1009, 1010–1019, 1040–1049 and 1080–1089 +0.6, −0.7, −2.9
        // and −1.0 %).
        // Else win cheaply when the next opponent cannot beat the card (a ruff at or above
        // `holds`); else second hand low, but a card led among the top three left in its suit is
        // covered, and third hand (ruffing) tries a card that beats the opponent's before a low
        // one, though not partner's beatable card. (The third hand following suit has DDS's
        // weights: `follow.ts`.) Measured by node counts against low then (second hand) and always
        // (third), covering a queen or higher: deals 1000–1039 opening leads 3.6 % fewer, tables
        // (1000–1009) 10.1 %; deals 1040–1079 2.8 % and 4.2 %. Covering the top three left
        // instead: leads -0.3 / -0.9 / +0.5 %, tables -9.2 / +0.5 / -3.7 % on 1000, 1040 and
        // 1080 (the top four: tables -10 / +3 %).
        const under = partnerWins || covered;
        // The next opponent's top trump when void in the suit led (a ruff below it may be
        // overruffed); −1 when it follows or holds no trump.
        const lm = h[lho * 4 + lead] as number;
        const holds = lm === 0 ? 31 - Math.clz32(h[lho * 4 + trump] as number) : -1;
        const low =
          (pos === 1 && bits((h[REM + lead] as number) >>> (winRank + 1)) > 2) || winHand === partner ? 0 : 30;
        // Each group of equivalent cards once, by its highest card (as in {@link leadsNT}). The
        // ruffs' facts found once a call, and only for a hand holding trumps, not for each card of
        // every suit (callgrind on deals 1005–1006, `--predictable`: voidIn 83.0 → 69.4 M
        // instructions, 6,043 → 6,029 M in all).
        while (m !== 0) {
          const g = lowestGroup(m, others);
          m ^= g;
          const k = 31 - Math.clz32(g);
          // The rank taken off once, from a weight picked by the card (`0 - k` there, not `-k`,
          // had negated rank 0 into -0, which deoptimised this function once a run; and V8,
          // meeting a subtraction of its own on a rare path with no type feedback, deoptimised
          // and compiled the function again: 6,071 M instructions in all against 6,043 M).
          const w = (k > beat ? (under ? -30 : k >= holds ? 80 : low) : 0) - k;
          insert(WEIGHTS + base, count++, (w << 6) | ((s * 16 + k) ^ 63));
        }
      }
      // A discard: each suit's best card first (`bestOfEachSuitFirst`).
      bestOfEachSuitFirst(base, count, suits);
      return count;
    }
  }

  /**
   * Discards of one suit, into the move list from `base` after its first `count` moves: each group
   * of equivalent cards of `m` (the hand's cards of suit `s`; `others`, the other hands' cards left
   * there) once, by its highest card, weighed `suitWeight` less its rank (as in {@link leadsNT}).
   * Returns the moves listed. Shared by the fourth hand's discards and the second or third hand's.
   */
  function discards(base: number, count: number, m: number, others: number, suitWeight: number, s: number): number {
    let n = count;
    while (m !== 0) {
      const g = lowestGroup(m, others);
      m ^= g;
      const k = 31 - Math.clz32(g);
      insert(WEIGHTS + base, n++, ((suitWeight - k) << 6) | ((s * 16 + k) ^ 63));
    }
    return n;
  }
}

// What the namespace makes, for the other modules (each documented in it).
export const MoveOrder = Order.MoveOrder;
export type MoveOrder = Order.MoveOrder;
