/**
 * The search's work on suit holdings and table keys (`search.ts`): a suit key with a card taken
 * out, the top cards of a holding, and a hand's groups of equivalent cards (move generation). Split from `search.ts` to keep it under 700 lines.
 *
 * Internal; not exported from the package.
 *
 * @module
 */
import { bits as IMPORTED_bits } from "./quick.js";

// The module's code in a namespace, as the other search modules' (memory.ts).
// eslint-disable-next-line @typescript-eslint/no-namespace
namespace Keys {
  // What the module imports as the namespace's own, read once (memory.ts).
  const bits = IMPORTED_bits;

  /**
   * The `k` highest cards of the holding `m` (quick.ts's topCards), by taking out its lowest cards
   * when they are fewer than the cards kept. For a hit's deciding cards (1.9 million suits on
   * tables and leads of deals 1005–1006, 4.3 million cards kept, 31 % of the suits none): cachegrind
   * with `--predictable` 5,999 → 5,978 million instructions.
   */
  export function highest(m: number, k: number): number {
    if (k === 0) return 0;
    let drop = bits(m) - k;
    if (drop <= 0) return m;
    if (drop < k) {
      for (; drop > 0; drop--) m &= m - 1;
      return m;
    }
    let out = 0;
    for (; k > 0; k--) {
      const b = 1 << (31 - Math.clz32(m));
      out |= b;
      m ^= b;
    }
    return out;
  }

  /**
   * The group of equivalent cards of `m` (a hand's cards of a suit, not empty) holding its lowest
   * card: its cards below the lowest of `others` (the other hands' cards left in the suit) above
   * that card. Move generation steps through a hand's groups with it, lowest first, taking each
   * group out of `m` and listing its highest card as the move.
   */
  export function lowestGroup(m: number, others: number): number {
    const up = others & -(m & -m);
    return up === 0 ? m : m & ((up & -up) - 1);
  }

  /**
   * A suit key (`Engine`'s keys: who holds the cards left, two bits a card from the highest down,
   * times 16, plus how many) with the card of rank `r` taken out, `cards` the cards left before.
   */
  export function withoutCard(key: number, cards: number, r: number): number {
    const at = bits(cards & ((1 << r) - 1)) << 1;
    const pattern = key >>> 4;
    // Shifts and ors, which V8 compiles without the overflow checks of `* 16 + n - 1` (the count,
    // at least 1 here, fits the low four bits). Cachegrind with `--predictable`, tables and leads
    // of deals 1005–1006: 6,052 → 6,042 million instructions.
    return ((((pattern >>> (at + 2)) << at) | (pattern & ((1 << at) - 1))) << 4) | ((key & 15) - 1);
  }
}

// What the namespace makes, for the other modules (each documented in it).
export const highest = Keys.highest;
export const withoutCard = Keys.withoutCard;
export const lowestGroup = Keys.lowestGroup;
