/**
 * The leads of the double-dummy search's move ordering (`order.ts`), weighed as DDS weighs them
 * (Haglund's move generator: the suits the opponents hold fewest cards in first, then by ruffs, by
 * who holds the suit's top three cards, and the killer), and the move list's sort, which the other
 * hands' lists in `order.ts` share. Leads in a suit contract while trumps are left and the others
 * (no-trump weights) are weighed in functions of their own, each with only its own facts
 * (callgrind, deals 1005–1006: 367.5 → 253.9 + 89.2 M instructions); each steps a group of
 * equivalent cards at a time (`order.ts`'s note). Apart from `order.ts` so that each module stays
 * a room of its own; the split left the nodes and the values as they were.
 *
 * Internal card code and hands as in `search.ts`.
 *
 * @module
 */
import { AT, MEM as SHARED, MOVES_PER_PLY as PER_PLY } from "./memory.js";
import { bits as IMPORTED_bits } from "./quick.js";
import { lowestGroup as IMPORTED_lowestGroup } from "./keys.js";

// The module's code in a namespace: bundlers that turn a module's top-level `const` into `var`
// (esbuild, Bun) leave a function scope's alone, and V8 folds its constants (see memory.ts).
// eslint-disable-next-line @typescript-eslint/no-namespace
namespace Leads {
  // Suit-contract leads while trumps are left: the weights of DDS's leads there (Haglund's
  // `WeightAllocTrump0`, the facts it weighs and its values), which replaced weights of our own
  // (60 a card of the opponents' with a void as 6, partner's length 10 a card, ruffs ±45, the top
  // card +60 or partner's +50). With no trump left the no-trump weights below serve, as in DDS.
  // Measured by node counts: suit-contract tables (four strains) of deals 1000–1009, 1040–1049,
  // 1080–1089 and 1120–1129, 88.61 M → 62.27 M (19.46 → 15.40, 25.53 → 15.36, 15.31 → 11.05,
  // 28.31 → 20.47 M); no-trump unchanged. Tried a step either way, all did worse in sum: spread 100
  // (63.41 M) and 160 (63.50 M), the killer 126 when the lead wins (62.55 M), 47 when not (66.61 M).
  //
  // A lead "wins" as in no-trump, but a ruff counts: the top card wins when no opponent can ruff it
  // (or partner overruffs), a lower card when partner's top card does, or partner's ruff does.

  /**
   * Suit-contract leads: weight taken off a suit per card the two opponents hold in it, over 13 (a
   * void counts as many cards as there are tricks left). About 9.8 a card.
   */
  const T_SPREAD = 128;
  /** Suit-contract leads: taken off a side suit an opponent is void in and can ruff. */
  const T_OPPONENT_RUFFS = 12;
  /** Suit-contract leads: added for a side suit partner can ruff (the right-hand opponent following). */
  const T_PARTNER_RUFFS = 17;
  /** Suit-contract leads: taken off when the right-hand opponent holds the top or second card, not alone. */
  const T_BEHIND = 12;
  /** Suit-contract leads: added when the left-hand opponent holds the top card and partner the second, not alone. */
  const T_TOWARD = 27;
  /**
   * Suit-contract leads: added for the leader's singleton in a side suit where partner holds the top
   * card and more: partner wins and returns the suit for a ruff.
   */
  const T_RUFF_RETURN = 19;
  /** Suit-contract losing lead: added when partner holds the second and third cards. */
  const T_SETUP_PARTNER = 20;
  /** Suit-contract losing lead: added when the leader and partner (not alone) share the second and third cards. */
  const T_SETUP_SHARED = 13;
  /** Suit-contract winning lead: added (with the card's place) when an opponent's top card is alone: it is ruffed or falls. */
  const T_WIN_SINGLE_TOP = 35;
  /** Suit-contract winning lead: added (with the card's place) when the leader holds the top card and partner the second. */
  const T_WIN_OWN_TOP_PARTNER = 48;
  /** Suit-contract winning lead: added for the leader's top card. */
  const T_WIN_OWN_TOP = 31;
  /** Suit-contract winning lead: taken off (the card's place added) for a card under the leader's own top card. */
  const T_WIN_UNDER_OWN_TOP = 3;
  /** Suit-contract winning lead: added (with the card's place) when partner holds the top card and the leader the second. */
  const T_WIN_PARTNER_TOP_OWN = 42;
  /** Suit-contract winning lead: added (with the card's place) when partner holds the top card. */
  const T_WIN_PARTNER_TOP = 28;
  /** Suit-contract winning lead (partner ruffing): added for the top of a sequence that is the suit's second card. */
  const T_WIN_SECOND = 40;
  /** Suit-contract winning lead (partner ruffing): added (with the card's place) for the top of another sequence. */
  const T_WIN_SEQUENCE = 22;
  /** Suit-contract winning lead (partner ruffing): added (with the card's place) for another card. */
  const T_WIN_LOW = 11;
  /** Suit-contract winning lead: added to the killer lead (`AT.KILLER`, `MoveOrder` in `order.ts`). */
  const T_KILLER_WIN = 55;
  /** Suit-contract losing lead: added (with the card's place) when an opponent's top card is alone. */
  const T_SINGLE_TOP = 2;
  /** Suit-contract losing lead (a ruff beats it): added (with the card's place) when the leader holds the top card and partner the second. */
  const T_OWN_TOP_PARTNER = 33;
  /** Suit-contract losing lead (a ruff beats it): added for the leader's top card. */
  const T_OWN_TOP = 38;
  /** Suit-contract losing lead: taken off (the card's place added) for a card under the leader's own top card. */
  const T_UNDER_OWN_TOP = 14;
  /** Suit-contract losing lead (a ruff beats it): added (with the card's place) when partner holds the top card. */
  const T_PARTNER_TOP = 34;
  /** Suit-contract losing lead: added for the top of a sequence that is the suit's second card. */
  const T_SECOND = 35;
  /** Suit-contract losing lead: added, less the card's rank (two 0 … ace 12), for any other card: the lowest first. */
  const T_LOW = 15;
  /** Suit-contract losing lead: added to the killer lead (`AT.KILLER`, `MoveOrder` in `order.ts`). */
  const T_KILLER_LOSE = 18;

  // No-trump leads (and suit-contract leads with no trump left): the weights of DDS's leads
  // (Haglund's `WeightAllocNT0`, the facts it weighs and its values), which replaced weights of our
  // own (SPREAD 50 a card, PARTNER, PARTNER_VOID, BEHIND, TOWARD, SETUP, KILLER 120). Measured by node counts (trick starts, as the solver bench counts
  // them): opening leads of deals 1000–1199, five sets of 40, 16.89 M → 14.28 M (4.44 → 4.99,
  // 2.94 → 2.67, 2.31 → 2.10, 3.94 → 2.79, 3.27 → 1.72 M); no-trump tables of deals 1000–1009,
  // 1040–1049, 1080–1089 and 1120–1129, 22.09 M → 18.29 M (every set fewer, 6–24 %). Each value was
  // also tried a step either way (spread 80, 100 and 160; partner 3 and 7 a card; killer 60 and 200
  // when the lead wins, 80 when not; behind 30; own top 30; partner void 30): none gained more than
  // 1 % on both leads and tables, so DDS's values stand.
  //
  // A lead "wins" when it is the suit's top card, or partner's cards beat both opponents' (partner
  // may win the trick); its weight is then the suit's base, a bonus by who holds the second card,
  // and the card's place from the top. Otherwise the weight is the suit's base, bonuses by who
  // holds the top three cards, and the card's kind (a low card, the top of a sequence …).

  /**
   * No-trump leads: weight taken off a suit per card the two opponents hold in it, over 19 (a void
   * counts as many cards as there are tricks left: the void hand may discard any card). About 6.7
   * a card: the suit's length outweighs every other fact, as a lead the opponents have few replies
   * to keeps the tree small.
   */
  const NT_SPREAD = 128;
  /** No-trump leads: taken off a suit partner is void in (the leader's card alone must hold the trick). */
  const NT_PARTNER_VOID = 9;
  /** No-trump winning lead: taken off when the right-hand opponent (who plays last) holds the second card, not alone. */
  const NT_WIN_SECOND_RHO = 1;
  /** No-trump winning lead: added when the left-hand opponent holds the second card, with others. */
  const NT_WIN_SECOND_LHO = 22;
  /** No-trump winning lead: added when the left-hand opponent holds the second card alone. */
  const NT_WIN_SECOND_LHO_SINGLE = 16;
  /** No-trump winning lead: added when neither opponent holds the second card (or holds it alone). */
  const NT_WIN_SECOND_OURS = 45;
  /** No-trump winning lead: added when an opponent holds the second card, guarded. */
  const NT_WIN_SECOND_THEIRS = 18;
  /**
   * No-trump losing lead: taken off when the right-hand opponent (who plays last) holds the top or
   * second card, not alone: the lead runs into a tenace.
   */
  const NT_BEHIND = 10;
  /**
   * No-trump losing lead: added when the left-hand opponent holds the top card and partner the
   * second, not alone: a lead through the top toward partner.
   */
  const NT_TOWARD = 31;
  /** No-trump losing lead: added when partner holds the second and third cards (driving out the top sets up a trick). */
  const NT_SETUP_PARTNER = 35;
  /** No-trump losing lead: added when the leader and partner (not alone) share the second and third cards. */
  const NT_SETUP_SHARED = 25;
  /** No-trump losing lead: added (with the card's place) when an opponent's top card is alone: it falls. */
  const NT_SINGLE_TOP = 28;
  /** No-trump losing lead: taken off (the card's place added) when the leader holds the top card but leads another. */
  const NT_OWN_TOP = 17;
  /** No-trump losing lead: added (with the card's place) for a card not at the top of a sequence. */
  const NT_LOW = 12;
  /** No-trump losing lead: added for the top of a sequence that is the suit's second card. */
  const NT_SECOND = 48;
  /** No-trump losing lead: added (the card's place taken off) for the top of another sequence. */
  const NT_SEQUENCE = 29;
  /**
   * No-trump winning lead: added to the lead that last settled a node at the same ply (a killer
   * move; `AT.KILLER`, `MoveOrder` in `order.ts`): in effect, first.
   */
  const NT_KILLER_WIN = 126;
  /** No-trump losing lead: added to the killer lead ({@link NT_KILLER_WIN}). */
  const NT_KILLER_LOSE = 47;

  // After the weights, which esbuild's minifier writes in as values only while they open their
  // scope (as they did the module's top level): what the module imports as the namespace's own,
  // read once (compiled to CommonJS, an imported name is read off its module's exports at each
  // use), and the working memory and its offsets as its own constants, which V8 folds (memory.ts).
  const bits = IMPORTED_bits;
  const lowestGroup = IMPORTED_lowestGroup;
  const MEM = SHARED;
  const REM = AT.REM;
  const KILLER = AT.KILLER;
  const MOVES = AT.MOVES;
  const WEIGHTS = AT.WEIGHTS;
  // A ply's slots begin at its index times `MOVES_PER_PLY` (16): the index by a shift, not a division.
  const MOVES_PER_PLY = PER_PLY;
  const PLY_SHIFT = 31 - Math.clz32(MOVES_PER_PLY);

  // The lead weights that divide, per count of cards (a lead's spread, 0–26), worked out once
  // rather than a division in floating point in each move list (cachegrind, deals 1005–1006: 0.1 %
  // fewer instructions, with `order.ts`'s for the fourth hand void). V8 folds a table's address into
  // the code, as it does the working memory's, only where its data lies off V8's heap (over 64
  // bytes) and where the function reads the table into a local at its start: read in the loop, it
  // checked the table's map and loaded its data pointer at each read (callgrind, deals 1005–1006:
  // leads 231.9 + 87.8 → 231.0 + 86.4 M instructions).
  const T_SPREAD_OF = Int32Array.from({ length: 27 }, (_, n) => (0 - (n * T_SPREAD) / 13) | 0);
  const NT_SPREAD_OF = Int32Array.from({ length: 27 }, (_, n) => (0 - (n * NT_SPREAD) / 19) | 0);

  // A move list is built as keys in the weights' slots (`AT.WEIGHTS`), sorted as each move comes:
  // a move's weight times 64 plus 63 less its card, so that one word carries both and keys never
  // tie (equal weights keep the lower card first, the order the moves are listed in: suits from
  // clubs, each from its lowest card up). The moves are then written out of the keys once. Against
  // moves and weights in two arrays, each shifted in the sort: callgrind on deals 1005–1006,
  // suit-contract leads 253.9 → 231.9 M instructions, no-trump leads 89.2 → 87.8 M, the second or
  // third hand void 88.5 → 83.0 M, the fourth 57.3 → 53.8 M (the same nodes).

  /**
   * Puts `key` among the `count` keys from `at` in the working memory, which are in order, highest
   * first (insertion sort, as the lists are short).
   */
  export function insert(at: number, count: number, key: number): void {
    let j = at + count;
    while (j > at && (MEM[j - 1] as number) < key) {
      MEM[j] = MEM[j - 1] as number;
      j--;
    }
    MEM[j] = key;
  }

  /** Writes the moves of the `count` keys of the ply whose slots begin at `base` into its move list, in order. */
  export function movesOf(base: number, count: number): void {
    for (let i = 0; i < count; i++) MEM[MOVES + base + i] = ((MEM[WEIGHTS + base + i] as number) & 63) ^ 63;
  }

  /**
   * Writes the moves of the `count` keys of the ply whose slots begin at `base` into its move list
   * so that each suit's best card comes first, in the weights' order, then the rest in theirs.
   * For a discard, or a lead by the side that did not lead at the root (declarer's, in a deal)
   * while trumps are left: each suit's best card first, in the weights' order, then the rest,
   * so that a suit misjudged costs one move, not all its cards.
   * Measured by node counts on 40 seeded deals: tables 3.6 % fewer nodes, opening-lead solves
   * 6.5 % fewer; with every lead so ordered, tables 5 % fewer but opening leads 6 % more.
   * Since the leads take DDS's weights, no-trump leads (and leads with no trump left) keep
   * the weights' order: opening leads of deals 1000–1199 14.28 → 14.02 M nodes (+2.2 % on
   * 1000–1039, −2.8 to −5.9 % on the other four sets of 40; 1200–1239 −5.9 %), tables of deals
   * 1000, 1040, 1080, 1120, 1160 and 1200 (ten each) −1.1, −0.2, −0.5, −1.1, −0.9 and −0.1 %.
   * No lead so ordered: leads the same, tables −0.7, +1.1, −0.5 and −0.1 % on the first four.
   * `suits` is how many suits the moves are in (every suit the hand holds).
   */
  export function bestOfEachSuitFirst(base: number, count: number, suits: number): void {
    const keys = WEIGHTS + base;
    // Each suit of the hand has a move, so its best cards fill the first `suits` slots and the rest
    // go straight after them, in one pass (before, the rest were kept in the keys' slots already
    // read and copied after them in a second loop). Cachegrind with `--predictable`, tables and
    // leads of deals 1005–1006: 5,569.9 → 5,547.9 M instructions (−0.4 %; by callgrind the
    // fourth hand void 51.1 → 45.7 M, and V8 no longer inlines `voidIn` into `play`: the two
    // 847.3 → 778.5 + 62.5 M); first-level misses 14.00 → 14.07 M; nodes unchanged.
    let front = MOVES + base;
    let rest = front + suits;
    let seen = 0;
    for (let i = 0; i < count; i++) {
      const c = ((MEM[keys + i] as number) & 63) ^ 63;
      const bit = 1 << (c >> 4);
      if ((seen & bit) === 0) {
        seen |= bit;
        MEM[front++] = c;
      } else MEM[rest++] = c;
    }
  }

  /**
   * The leads of `hand` into the slots from `base` in no-trump, or with no trump left, by DDS's
   * no-trump lead weights (`MoveOrder.generate` in `order.ts`). Apart from {@link leadsTrump}: each function weighs
   * only its own facts (callgrind, deals 1005–1006: see the module's note).
   */
  export function leadsNT(hand: number, base: number): number {
    const spreadOf = NT_SPREAD_OF;
    const h = MEM;
    const partner = (hand + 2) & 3;
    const lho = (hand + 1) & 3;
    const rho = (hand + 3) & 3;
    let count = 0;
    // The killer lead, when the hand holds it: the move whose group of equivalent cards has it.
    // Its suit (4 for none) and its card as a bit: a group holds the killer when it has that bit.
    const killer = h[KILLER + (base >> PLY_SHIFT)] as number;
    const killerSuit = killer >= 0 ? killer >> 4 : 4;
    const killerBit = 1 << (killer & 15);
    // Tricks left: what a void opponent counts as, in cards, in the leads' weights.
    const left =
      bits(h[hand * 4] as number) +
      bits(h[hand * 4 + 1] as number) +
      bits(h[hand * 4 + 2] as number) +
      bits(h[hand * 4 + 3] as number);
    for (let s = 0; s < 4; s++) {
      const mine = h[hand * 4 + s] as number;
      if (mine === 0) continue;
      const r = h[REM + s] as number;
      const top = 31 - Math.clz32(r);
      const pm = h[partner * 4 + s] as number;
      const lm = h[lho * 4 + s] as number;
      const rm = h[rho * 4 + s] as number;
      const topBit = 1 << top;
      const r2 = r ^ topBit;
      const second = r2 === 0 ? 0 : 1 << (31 - Math.clz32(r2));
      const r3 = r2 ^ second;
      const third = r3 === 0 ? 0 : 1 << (31 - Math.clz32(r3));
      // The facts told from the holdings themselves, not from their lengths, as in {@link
      // leadsTrump}: a holding alone in the second card is that card, one not alone has a second
      // bit, and the opponents' lengths are one count of their cards together, a void adding the
      // tricks left (callgrind on deals 1005–1006, `--predictable`: 86.4 → 83.4 M instructions).
      const b =
        (spreadOf[bits(lm | rm) + (lm === 0 ? left : 0) + (rm === 0 ? left : 0)] as number) -
        (pm === 0 ? NT_PARTNER_VOID : 0);
      const secondLho = (lm & second) !== 0;
      const secondRho = (rm & second) !== 0;
      // Winning: the opponent behind (on the right) holding the second card costs; the one in
      // front (on the left) holding it gains (the leader's side catches it later).
      let winWeight = b;
      if (secondRho) {
        if (rm !== second) winWeight -= NT_WIN_SECOND_RHO;
      } else if (secondLho) winWeight += lm !== second ? NT_WIN_SECOND_LHO : NT_WIN_SECOND_LHO_SINGLE;
      winWeight +=
        (!secondLho || lm === second) && (!secondRho || rm === second) ? NT_WIN_SECOND_OURS : NT_WIN_SECOND_THEIRS;
      // Losing: the right-hand opponent (who plays last) holding the top or second card, not
      // alone, costs (a tenace); a lead through the left-hand opponent's top card toward
      // partner's second (partner not alone) gains; so does partner holding the second and third
      // cards, or the leader and partner (not alone) sharing them (driving out the top sets up a
      // trick).
      let loseWeight =
        b +
        ((rm & (topBit | second)) !== 0
          ? (rm & (rm - 1)) !== 0
            ? -NT_BEHIND
            : 0
          : (lm & topBit) !== 0 && (pm & second) !== 0 && pm !== second
            ? NT_TOWARD
            : 0);
      if ((pm & second) !== 0 && (pm & third) !== 0) loseWeight += NT_SETUP_PARTNER;
      else if (
        (pm & (pm - 1)) !== 0 &&
        (((mine & second) !== 0 && (pm & third) !== 0) || ((pm & second) !== 0 && (mine & third) !== 0))
      )
        loseWeight += NT_SETUP_SHARED;
      const topSingle = lm === topBit || rm === topBit;
      const lowFirst = (mine & topBit) === 0;
      // Every card wins when partner's cards beat both opponents' (partner's top card among them).
      const partnerTops = pm > (lm | rm);
      const others = r ^ mine;
      const kb = s === killerSuit ? killerBit : 0;
      let m = mine;
      while (m !== 0) {
        // The group of equivalent cards holding the lowest card left in `m`: the hand's cards
        // below the next other card left above it; the move is its highest card.
        const g = lowestGroup(m, others);
        m ^= g;
        const k = 31 - Math.clz32(g);
        // The card's place from the top among the cards left in its suit (1 for the top).
        const rRank = bits(r >>> k);
        let w: number;
        if (k === top || partnerTops) w = winWeight + rRank + ((g & kb) !== 0 ? NT_KILLER_WIN : 0);
        else {
          w = loseWeight + ((g & kb) !== 0 ? NT_KILLER_LOSE : 0);
          if (topSingle) w += NT_SINGLE_TOP + rRank;
          else if (!lowFirst) w += rRank - NT_OWN_TOP;
          // A sequence (a group of two cards or more): the top of one that is the suit's second
          // card, else of another.
          else if ((g & (g - 1)) !== 0) w += 1 << k === second ? NT_SECOND : NT_SEQUENCE - rRank;
          else w += NT_LOW + rRank;
        }
        insert(WEIGHTS + base, count++, (w << 6) | ((s * 16 + k) ^ 63));
      }
    }
    movesOf(base, count);
    return count;
  }

  /**
   * The leads of `hand` into the slots from `base` in a suit contract while trumps are left, by
   * DDS's suit-contract lead weights (`MoveOrder.generate` in `order.ts`).
   */
  export function leadsTrump(trump: number, rootLeader: number, hand: number, base: number): number {
    const spreadOf = T_SPREAD_OF;
    const h = MEM;
    // Each hand's offset in the working memory, masked (a hand is 0–3 already) so that V8 knows
    // every read's index small and adds it without an overflow check (it still checks the
    // bounds, as its optimised code shows); the ply by a shift, not a division (callgrind on
    // deals 1005–1006, `--predictable`: 191.1 → 187.7 M instructions; the hands masked so in
    // {@link leadsNT} too, 83.4 → 85.8 M, not done).
    const own = (hand & 3) << 2;
    const partner = ((hand + 2) & 3) << 2;
    const lho = ((hand + 1) & 3) << 2;
    const rho = ((hand + 3) & 3) << 2;
    const t = trump & 3;
    let count = 0;
    let suits = 0;
    // The killer lead, as in {@link leadsNT}.
    const killer = h[KILLER + (base >> PLY_SHIFT)] as number;
    const killerSuit = killer >= 0 ? killer >> 4 : 4;
    const killerBit = 1 << (killer & 15);
    // Tricks left: what a void opponent counts as, in cards, in the leads' weights; counted
    // when an opponent is first found void, not for every lead (callgrind on deals 1005–1006,
    // `--predictable`: 187.8 → 185.1 M instructions, 6,000 → 5,995 M in all; with the weights
    // worked out for every suit as before, it had cost 1 M more).
    let left = -1;
    // The four hands' trumps (the leader's, partner's, the left- and right-hand opponents').
    const ot = h[own + t] as number;
    const pt = h[partner + t] as number;
    const lt = h[lho + t] as number;
    const rt = h[rho + t] as number;
    for (let s = 0; s < 4; s++) {
      const mine = h[own + s] as number;
      if (mine === 0) continue;
      suits++;
      const r = h[REM + s] as number;
      const top = 31 - Math.clz32(r);
      const pm = h[partner + s] as number;
      const lm = h[lho + s] as number;
      const rm = h[rho + s] as number;
      const topBit = 1 << top;
      const r2 = r ^ topBit;
      const second = r2 === 0 ? 0 : 1 << (31 - Math.clz32(r2));
      const r3 = r2 ^ second;
      const third = r3 === 0 ? 0 : 1 << (31 - Math.clz32(r3));
      // The facts below are told from the holdings themselves, not from their lengths: an
      // opponent's lone top card is its holding equal to the top card, "not alone" a holding with
      // a second bit, and the two opponents' lengths one count of their cards together (they hold
      // none in common), a void adding the tricks left. Whether a lead wins, where no opponent is
      // void (the common case), needs no look at their trumps: as in the trump suit, the top card
      // wins, a lower one when partner's cards beat both opponents' or partner ruffs. Against three
      // counts a suit and the ruffs' facts worked out for every suit: callgrind on deals
      // 1005–1006 (`--predictable`), 228.0 → 191.1 M instructions, 6,082 → 6,049 M in all. (With
      // the partner's-ruff bonus added in two places, once where an opponent is void, V8 met that
      // rare add without type feedback, deoptimised and compiled again: 6,109 M in all.)
      const lr = lm | rm;
      const side = s !== trump;
      let spread = bits(lr);
      if (lm === 0 || rm === 0) {
        if (left < 0)
          left =
            bits(h[own] as number) +
            bits(h[own + 1] as number) +
            bits(h[own + 2] as number) +
            bits(h[own + 3] as number);
        spread += lm === 0 ? (rm === 0 ? left + left : left) : left;
      }
      let b = spreadOf[spread] as number;
      let winsTop = true;
      let partnerTops = pm > lr;
      if (side) {
        // Void partner with trumps may ruff (a bonus when the right-hand opponent follows).
        const partnerRuffs = pm === 0 && pt !== 0;
        if (partnerRuffs && rm !== 0) b += T_PARTNER_RUFFS;
        if (lm !== 0 && rm !== 0) {
          if (partnerRuffs) partnerTops = true;
        } else {
          // A void opponent with trumps may ruff.
          const lhoRuffs = lm === 0 && lt !== 0;
          const rhoRuffs = rm === 0 && rt !== 0;
          if (lhoRuffs || rhoRuffs) b -= T_OPPONENT_RUFFS;
          // Whether the lead wins the trick: the top card (when no opponent ruffs it, or partner
          // overruffs), or a card under partner's top card; or partner ruffs, over any opponent's
          // ruff.
          const noRuff = !lhoRuffs && !rhoRuffs;
          const overruffs = (!lhoRuffs || pt > lt) && (!rhoRuffs || pt > rt);
          winsTop = partnerRuffs ? overruffs : noRuff;
          partnerTops = partnerTops ? noRuff : partnerRuffs && overruffs;
        }
      }
      const topSingle = lm === topBit || rm === topBit;
      const lowFirst = (mine & topBit) === 0;
      const partnerTop = (pm & topBit) !== 0;
      const secondPartner = (pm & second) !== 0;
      const secondMine = (mine & second) !== 0;
      // The right-hand opponent (who plays last) holding the top or second card, not alone: the
      // lead runs into a tenace; else a lead through the left-hand opponent's top card toward
      // partner's second (partner not alone).
      if ((rm & (topBit | second)) !== 0) {
        if ((rm & (rm - 1)) !== 0) b -= T_BEHIND;
      } else if ((lm & topBit) !== 0 && secondPartner && pm !== second) b += T_TOWARD;
      if (side && (mine & (mine - 1)) === 0 && ot !== 0 && partnerTop && pm !== topBit) b += T_RUFF_RETURN;
      const winWeight = b;
      // Partner holding the second and third cards, or the leader and partner (not alone)
      // sharing them: driving out the top sets up a trick.
      const loseWeight =
        secondPartner && (pm & third) !== 0
          ? b + T_SETUP_PARTNER
          : (pm & (pm - 1)) !== 0 && ((secondMine && (pm & third) !== 0) || (secondPartner && (mine & third) !== 0))
            ? b + T_SETUP_SHARED
            : b;
      // The weight's part that depends on the card, by who holds the suit's top cards: a card's
      // place from the top added to a winning or a losing lead's weight (`winA`, `loseA`) for
      // every card (mode 0), or for each card but the top (mode 1, the leader's own top card not
      // set up by partner's second), or (mode 2, a lead from low with partner lacking the top) the
      // top of a sequence that is the suit's second card apart, a winning card by its place
      // (more for a sequence), a losing one the lowest first. Worked out once a suit rather than
      // through the facts for each card: callgrind on deals 1005–1006, 231.0 → 227.2 M instructions.
      let mode = 0;
      let winA: number;
      let loseA: number;
      if (topSingle) {
        winA = winWeight + T_WIN_SINGLE_TOP;
        loseA = loseWeight + T_SINGLE_TOP;
      } else if (!lowFirst) {
        if (secondPartner) {
          winA = winWeight + T_WIN_OWN_TOP_PARTNER;
          loseA = loseWeight + T_OWN_TOP_PARTNER;
        } else {
          mode = 1;
          winA = winWeight - T_WIN_UNDER_OWN_TOP;
          loseA = loseWeight - T_UNDER_OWN_TOP;
        }
      } else if (partnerTop) {
        winA = winWeight + (secondMine ? T_WIN_PARTNER_TOP_OWN : T_WIN_PARTNER_TOP);
        loseA = loseWeight + T_PARTNER_TOP;
      } else {
        mode = 2;
        winA = winWeight + T_WIN_LOW;
        loseA = loseWeight + T_LOW;
      }
      const others = r ^ mine;
      const kb = s === killerSuit ? killerBit : 0;
      let m = mine;
      while (m !== 0) {
        // The group of equivalent cards holding the lowest card left in `m` ({@link leadsNT}).
        const g = lowestGroup(m, others);
        m ^= g;
        const k = 31 - Math.clz32(g);
        const wins = k === top ? winsTop : partnerTops;
        let w: number;
        if (mode === 0) w = (wins ? winA : loseA) + bits(r >>> k);
        else if (mode === 1)
          w =
            k === top
              ? wins
                ? winWeight + T_WIN_OWN_TOP
                : loseWeight + T_OWN_TOP
              : (wins ? winA : loseA) + bits(r >>> k);
        else if ((g & (g - 1)) === 0) w = wins ? winA + bits(r >>> k) : loseA - k;
        // A sequence (a group of two cards or more): the top of one that is the suit's second
        // card, else of another.
        else if (1 << k === second) w = wins ? winWeight + T_WIN_SECOND : loseWeight + T_SECOND;
        else w = wins ? winA + (T_WIN_SEQUENCE - T_WIN_LOW) + bits(r >>> k) : loseA - k;
        if ((g & kb) !== 0) w += wins ? T_KILLER_WIN : T_KILLER_LOSE;
        insert(WEIGHTS + base, count++, (w << 6) | ((s * 16 + k) ^ 63));
      }
    }
    // A lead by the side that did not lead at the root (declarer's, in a deal): each suit's best
    // card first (`bestOfEachSuitFirst`).
    if (((hand ^ rootLeader) & 1) === 1) bestOfEachSuitFirst(base, count, suits);
    else movesOf(base, count);
    return count;
  }
}

// What the namespace makes, for `order.ts` (each documented in it).
export const leadsNT = Leads.leadsNT;
export const leadsTrump = Leads.leadsTrump;
export const insert = Leads.insert;
export const movesOf = Leads.movesOf;
export const bestOfEachSuitFirst = Leads.bestOfEachSuitFirst;
