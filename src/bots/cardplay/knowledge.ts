/**
 * What the card-play logic knows when it decides: the cards it can see, the cards still unseen,
 * the voids shown, and the tricks its side still needs; card ids are suit × 13 + rank.
 *
 * @module
 * @internal
 */
import { trickWinnerIndex } from "../../engine/play.js";
import { NT, count, has, highest } from "../hand-eval.js";
import { partnerOf, sameSide } from "../seats.js";

export { partnerOf, sameSide };

/** The trump index of no-trump. */
export const TRUMPLESS = NT;
/** The suit of a card id. */
export const suitOfId = (id: number): number => (id / 13) | 0;
/** The rank of a card id (two 0 … ace 12). */
export const rankOfId = (id: number): number => id % 13;
/** The id of a card. */
export const idOf = (suit: number, rank: number): number => suit * 13 + rank;
/** Ranks strictly above `r`. */
export const above = (r: number): number => 0x1fff & ~((1 << (r + 1)) - 1);

/** One card of a trick: who played it and its id. */
export interface PlayedCard {
  /** Seat number, N 0 … W 3. */
  readonly seat: number;
  /** Card id, suit × 13 + rank. */
  readonly id: number;
}

/** What the play logic reads from a view, on seat numbers and card ids. */
export interface PlayInput {
  /** The seat acting (declarer when dummy is to play). */
  readonly seat: number;
  /** The seat whose card is to be played. */
  readonly hand: number;
  /** Trump suit 0–3, or 4 at no-trump. */
  readonly trump: number;
  /** Contract level. */
  readonly level: number;
  /** Declarer's seat. */
  readonly declarer: number;
  /** The holdings the acting seat can see, by seat (`null` when hidden). */
  readonly known: readonly (readonly number[] | null)[];
  /** Completed tricks: leader and cards in order. */
  readonly tricks: readonly { readonly leader: number; readonly cards: readonly PlayedCard[] }[];
  /** The trick in progress. */
  readonly trick: readonly PlayedCard[];
  /** Tricks won so far by declarer's side and by the defenders. */
  readonly declarerTricks: number;
  /** Tricks won so far by the defenders. */
  readonly defenderTricks: number;
  /** Suits (0–3) each seat bid in the auction. */
  readonly bids: readonly (readonly number[])[];
  /** The cards that may be played now (ids). */
  readonly legal: readonly number[];
  /** A number in [0, 1) for breaking ties, from the seed and the public history (computed on demand). */
  readonly tie: () => number;
}

/** Whether the card to play is the opening lead (no card played yet). */
export const isOpeningLead = (play: PlayInput): boolean => play.tricks.length === 0 && play.trick.length === 0;

/** What the play logic works out once per decision. */
export interface Table {
  readonly input: PlayInput;
  readonly trump: number;
  readonly hand: number;
  readonly declarer: number;
  readonly dummy: number;
  readonly declaring: boolean;
  readonly known: readonly (readonly number[] | null)[];
  /** Cards unplayed and not visible to the acting seat, by suit. */
  readonly hidden: readonly number[];
  /** `void[seat][suit]`: the seat has shown out of the suit. */
  readonly voids: readonly boolean[][];
  readonly trick: readonly PlayedCard[];
  /** Tricks the acting side still needs: to make the contract, or to defeat it. */
  readonly need: number;
  readonly tricksLeft: number;
}

/** Works out, from the input, what the acting seat knows: unseen cards, shown voids, tricks needed. */
export function buildTable(input: PlayInput): Table {
  const played = [0, 0, 0, 0];
  const voids = [0, 1, 2, 3].map(() => [false, false, false, false]);
  const all = [...input.tricks.map((t) => t.cards), input.trick];
  for (const cards of all) {
    const led = cards[0] ? suitOfId(cards[0].id) : -1;
    for (const c of cards) {
      const s = suitOfId(c.id);
      played[s] = (played[s] as number) | (1 << rankOfId(c.id));
      if (s !== led) (voids[c.seat] as boolean[])[led] = true;
    }
  }
  const hidden = [0, 1, 2, 3].map((s) => {
    let h = 0x1fff & ~(played[s] as number);
    for (const k of input.known) if (k) h &= ~(k[s] as number);
    return h;
  });
  const known = input.known;
  // A visible hand that has no card of a suit is void in it, whether or not it has shown out yet.
  known.forEach((k, seat) => {
    if (k) for (let s = 0; s < 4; s++) if (k[s] === 0) (voids[seat] as boolean[])[s] = true;
  });
  const declaring = sameSide(input.hand, input.declarer);
  const tricksDone = input.tricks.length;
  const need = declaring ? input.level + 6 - input.declarerTricks : 8 - input.level - input.defenderTricks;
  return {
    input,
    trump: input.trump,
    hand: input.hand,
    declarer: input.declarer,
    dummy: partnerOf(input.declarer),
    declaring,
    known,
    hidden,
    voids,
    trick: input.trick,
    need,
    tricksLeft: 13 - tricksDone,
  };
}

/** A seat's holding in a suit, if the acting seat can see it. */
export const holdingOf = (t: Table, seat: number, suit: number): number | null => {
  const k = t.known[seat];
  return k ? (k[suit] as number) : null;
};

/** Hidden cards above rank `r` in `suit` (cards an opponent, or a defender's unseen partner, may hold). */
export function hiddenAbove(t: Table, suit: number, r: number): number {
  return count((t.hidden[suit] as number) & above(r));
}

/**
 * Cards above rank `r` in `suit` that the opponents of the acting side may hold: the hidden cards
 * and, for a defender, dummy's.
 */
export function enemyAbove(t: Table, suit: number, r: number): number {
  let h = (t.hidden[suit] as number) & above(r);
  if (!t.declaring) {
    for (const seat of [t.declarer, t.dummy]) {
      const k = holdingOf(t, seat, suit);
      if (k !== null) h |= k & above(r);
    }
  }
  return count(h);
}

/** Whether `seat` may still hold trumps (its hand, if visible, or not shown out). */
export function mayHaveTrumps(t: Table, seat: number): boolean {
  if (t.trump === TRUMPLESS) return false;
  const k = holdingOf(t, seat, t.trump);
  if (k !== null) return k !== 0;
  return !(t.voids[seat] as boolean[])[t.trump] && (t.hidden[t.trump] as number) !== 0;
}

/** Whether a seat that is to play after us could ruff the suit (shown void, may hold trumps). */
export function canRuff(t: Table, seat: number, suit: number): boolean {
  return (
    t.trump !== TRUMPLESS &&
    suit !== t.trump &&
    ((t.voids[seat] as boolean[])[suit] as boolean) &&
    mayHaveTrumps(t, seat)
  );
}

/** Index in the trick of the card winning it so far (PLAY-2, the engine's rule). */
export function winnerIndex(trick: readonly PlayedCard[], trump: number): number {
  return trickWinnerIndex(
    trick.map((c) => c.id),
    trump,
  );
}

/** The lowest-ranked of some card ids. */
export const lowestOf = (ids: readonly number[]): number =>
  ids.reduce((m, id) => (rankOfId(id) < rankOfId(m) ? id : m));

/**
 * The cheapest card of a set that is "as good as" its highest card: the lowest card with no
 * hidden card between it and the top (with K-Q-x, the queen).
 */
export function lowestOfTop(t: Table, suit: number, mine: number): number {
  let r = highest(mine);
  for (let x = r - 1; x >= 0; x--) {
    if (has(mine, x)) r = x;
    else if (has(t.hidden[suit] as number, x)) break;
  }
  return idOf(suit, r);
}
