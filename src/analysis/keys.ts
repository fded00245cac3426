/**
 * The search's work on suit holdings and table keys (`search.ts`): a suit key with a card taken
 * out, and a hand's groups of equivalent cards (move generation). Split from `search.ts` to keep it
 * under 700 lines. (A holding's top cards are quick.ts's `topCards`.)
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
export const withoutCard = Keys.withoutCard;
export const lowestGroup = Keys.lowestGroup;
