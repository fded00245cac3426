/**
 * An immutable set of cards held as a bitset: two 32-bit words, each carrying two suits of 13
 * bits at a stride of 16 (clubs and diamonds in `lo`, hearts and spades in `hi`). Set operations
 * are a couple of integer instructions and a suit's holding is a shift and a mask.
 *
 * @module
 */
import { RANKS, SUITS, type Card, type Suit } from "./types.js";
import { cardId, cardOf } from "./card.js";

const SUIT_MASK = 0x1fff;

/** Number of set bits in a 32-bit word. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function bitOf(id: number): [word: 0 | 1, bit: number] {
  const suit = (id / 13) | 0;
  const rank = id - suit * 13;
  return [suit < 2 ? 0 : 1, ((suit & 1) << 4) + rank];
}

/**
 * An immutable set of cards. Every operation returns a new set; iteration and {@link CardSet.cards}
 * go in display order: spades, hearts, diamonds, clubs, and within a suit from the ace down.
 */
export class CardSet implements Iterable<Card> {
  /** The empty set. */
  static readonly EMPTY: CardSet = new CardSet(0, 0);
  /** All 52 cards. */
  static readonly FULL: CardSet = new CardSet(SUIT_MASK | (SUIT_MASK << 16), SUIT_MASK | (SUIT_MASK << 16));

  private constructor(
    private readonly lo: number,
    private readonly hi: number,
  ) {}

  /** The set of the given canonical cards (strings that are not canonical cards are ignored). */
  static of(cards: Iterable<Card>): CardSet {
    let lo = 0;
    let hi = 0;
    for (const c of cards) {
      const id = cardId(c);
      if (id === undefined) continue;
      const [w, b] = bitOf(id);
      if (w === 0) lo |= 1 << b;
      else hi |= 1 << b;
    }
    return new CardSet(lo >>> 0, hi >>> 0);
  }

  /** The set of the given card ids (0–51). */
  static fromIds(ids: Iterable<number>): CardSet {
    let lo = 0;
    let hi = 0;
    for (const id of ids) {
      const [w, b] = bitOf(id);
      if (w === 0) lo |= 1 << b;
      else hi |= 1 << b;
    }
    return new CardSet(lo >>> 0, hi >>> 0);
  }

  /** A set from four 13-bit suit holdings (bit r is rank r, two = 0 … ace = 12), clubs first. */
  static fromHoldings(clubs: number, diamonds: number, hearts: number, spades: number): CardSet {
    return new CardSet(
      ((clubs & SUIT_MASK) | ((diamonds & SUIT_MASK) << 16)) >>> 0,
      ((hearts & SUIT_MASK) | ((spades & SUIT_MASK) << 16)) >>> 0,
    );
  }

  /** Whether the set holds the card. */
  has(card: Card): boolean {
    const id = cardId(card);
    if (id === undefined) return false;
    const [w, b] = bitOf(id);
    return (((w === 0 ? this.lo : this.hi) >>> b) & 1) === 1;
  }

  /** This set with the card added. */
  add(card: Card): CardSet {
    return this.union(CardSet.of([card]));
  }

  /** This set without the card. */
  remove(card: Card): CardSet {
    return this.difference(CardSet.of([card]));
  }

  /** The cards in either set. */
  union(other: CardSet): CardSet {
    return new CardSet((this.lo | other.lo) >>> 0, (this.hi | other.hi) >>> 0);
  }

  /** The cards in this set but not in `other`. */
  difference(other: CardSet): CardSet {
    return new CardSet((this.lo & ~other.lo) >>> 0, (this.hi & ~other.hi) >>> 0);
  }

  /** The cards in both sets. */
  intersection(other: CardSet): CardSet {
    return new CardSet((this.lo & other.lo) >>> 0, (this.hi & other.hi) >>> 0);
  }

  /** Number of cards. */
  get size(): number {
    return popcount(this.lo) + popcount(this.hi);
  }

  /** Whether the set has no card. */
  isEmpty(): boolean {
    return this.lo === 0 && this.hi === 0;
  }

  /** Whether both sets hold the same cards. */
  equals(other: CardSet): boolean {
    return this.lo === other.lo && this.hi === other.hi;
  }

  /** The 13-bit holding in one suit: bit r set when the card of rank r (two = 0 … ace = 12) is held. */
  holding(suit: Suit): number {
    const s = SUITS.indexOf(suit);
    const word = s < 2 ? this.lo : this.hi;
    return (word >>> ((s & 1) << 4)) & SUIT_MASK;
  }

  /** The cards of one suit. */
  suit(suit: Suit): CardSet {
    const h = this.holding(suit);
    const s = SUITS.indexOf(suit);
    return CardSet.fromHoldings(s === 0 ? h : 0, s === 1 ? h : 0, s === 2 ? h : 0, s === 3 ? h : 0);
  }

  /** The card ids in display order (spades first, high cards first). */
  ids(): number[] {
    const out: number[] = [];
    for (let s = 3; s >= 0; s--) {
      const h = this.holding(SUITS[s] as Suit);
      for (let r = 12; r >= 0; r--) if ((h >>> r) & 1) out.push(s * 13 + r);
    }
    return out;
  }

  /** The cards in display order (spades first, high cards first). */
  cards(): Card[] {
    return this.ids().map(cardOf);
  }

  /** Iterates the cards in display order. */
  [Symbol.iterator](): Iterator<Card> {
    return this.cards()[Symbol.iterator]();
  }

  /** The hand in PBN notation, suits spades to clubs separated by dots: `"AKQ2.T98.J7.A65"`. */
  toString(): string {
    const parts: string[] = [];
    for (let s = 3; s >= 0; s--) {
      const h = this.holding(SUITS[s] as Suit);
      let text = "";
      for (let r = 12; r >= 0; r--) if ((h >>> r) & 1) text += RANKS[r];
      parts.push(text);
    }
    return parts.join(".");
  }

  /** JSON form: the cards as canonical strings, in display order. */
  toJSON(): Card[] {
    return this.cards();
  }
}
