/**
 * The model's vocabulary: the suits, ranks, cards, strains, seats, sides, vulnerabilities, levels
 * and calls, as constants and as the types people read in their editor.
 *
 * The types are declared here, short and plain (object types rather than interfaces, so that they
 * stay assignable to `Record<string, unknown>` as plain JSON data is); the zod schemas in `src/schemas/model.ts` validate
 * the same values, and a compile-time test (`test/types.test.ts`) checks that each schema's inferred
 * type equals the type declared here. Nothing in this module imports zod, so a program that uses
 * the model or scoring without its schemas neither loads nor typechecks zod.
 *
 * @module
 */

/** The four suits, lowest first: clubs, diamonds, hearts, spades (CARD-1, AUC-1). */
export const SUITS = ["C", "D", "H", "S"] as const;
/** The thirteen ranks, lowest first; `T` is the ten (CARD-1). */
export const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"] as const;
/** The five strains (denominations) in bidding order, lowest first (AUC-1). */
export const STRAINS = ["C", "D", "H", "S", "NT"] as const;
/** The four seats of a four-player table in clockwise order, North first. */
export const SEATS = ["N", "E", "S", "W"] as const;
/** The two partnerships of a four-player table. */
export const SIDES = ["NS", "EW"] as const;
/** The four vulnerability settings of a four-player deal (D-2). */
export const VULNERABILITIES = ["none", "NS", "EW", "both"] as const;
/** Bid levels: level n promises n + 6 tricks (AUC-1). */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
/** How a contract can be left by the auction: undoubled, doubled or redoubled. */
export const DOUBLINGS = ["", "X", "XX"] as const;

/** A suit: `"C" | "D" | "H" | "S"`. */
export type Suit = (typeof SUITS)[number];
/** A rank: `"2"` … `"9"`, `"T"`, `"J"`, `"Q"`, `"K"`, `"A"`. */
export type Rank = (typeof RANKS)[number];
/** A card in canonical notation: suit letter then rank, e.g. `"SA"`, `"HT"`, `"C2"`. */
export type Card = `${Suit}${Rank}`;
/** A strain: `"C" | "D" | "H" | "S" | "NT"`. */
export type Strain = (typeof STRAINS)[number];
/** A seat: `"N" | "E" | "S" | "W"`. */
export type Seat = (typeof SEATS)[number];
/** A side: `"NS" | "EW"`. */
export type Side = (typeof SIDES)[number];
/** Vulnerability: `"none" | "NS" | "EW" | "both"`. */
export type Vulnerability = (typeof VULNERABILITIES)[number];
/** A bid level: `1` … `7`. */
export type Level = (typeof LEVELS)[number];
/** A bid in canonical notation, `"1C"` … `"7NT"`. */
export type BidCall = `${Level}${Strain}`;
/** A call in canonical notation: `"P"` (pass), `"X"` (double), `"XX"` (redouble) or a bid. */
export type Call = "P" | "X" | "XX" | BidCall;
/** Doubling state: `""` undoubled, `"X"` doubled or `"XX"` redoubled. */
export type Doubling = (typeof DOUBLINGS)[number];

/** Every card of the pack in index order (clubs 2 … spades A); the index is the card's id. */
export const CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r): Card => `${s}${r}`));

/** Every call in index order: pass, double, redouble, then the 35 bids from 1♣ to 7NT. */
export const CALLS: readonly Call[] = ["P", "X", "XX", ...LEVELS.flatMap((l) => STRAINS.map((s): BidCall => `${l}${s}`))];

/** A bid as an object; written `"4H"` by `formatBid`. */
export type Bid = {
  /** 1 to 7: the bid promises level + 6 tricks. */
  level: Level;
  /** The trump suit, or `"NT"`. */
  strain: Strain;
};

/** A final contract; written `"4HX"` by `formatContract`. */
export type Contract = {
  /** 1 to 7: declarer's side must take level + 6 tricks. */
  level: Level;
  /** The trump suit, or `"NT"`. */
  strain: Strain;
  /** `""` undoubled, `"X"` doubled, `"XX"` redoubled. */
  doubled: Doubling;
};

/** A hand: its cards in canonical notation. */
export type Hand = Card[];

/** A deal: each seat's hand (13 distinct cards each in a complete deal). */
export type Deal = {
  /** North's cards. */
  N: Hand;
  /** East's cards. */
  E: Hand;
  /** South's cards. */
  S: Hand;
  /** West's cards. */
  W: Hand;
};
