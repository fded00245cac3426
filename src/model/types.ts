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
export const SUITS = ["C", "D", "H", "S"] as const satisfies readonly Suit[];
/** The thirteen ranks, lowest first; `T` is the ten (CARD-1). */
export const RANKS = [
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "T",
  "J",
  "Q",
  "K",
  "A",
] as const satisfies readonly Rank[];
/** The five strains (denominations) in bidding order, lowest first (AUC-1). */
export const STRAINS = ["C", "D", "H", "S", "NT"] as const satisfies readonly Strain[];
/** The four seats of a four-player table in clockwise order, North first. */
export const SEATS = ["N", "E", "S", "W"] as const satisfies readonly Seat[];
/** The two partnerships of a four-player table. */
export const SIDES = ["NS", "EW"] as const satisfies readonly Side[];
/** The four vulnerability settings of a four-player deal (D-2). */
export const VULNERABILITIES = ["none", "NS", "EW", "both"] as const satisfies readonly Vulnerability[];
/** Bid levels: level n promises n + 6 tricks (AUC-1). */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly Level[];
/** How a contract can be left by the auction: undoubled, doubled or redoubled. */
export const DOUBLINGS = ["", "X", "XX"] as const satisfies readonly Doubling[];

/** A suit: `"C" | "D" | "H" | "S"`. */
export type Suit = "C" | "D" | "H" | "S";
/** A rank: `"2"` … `"9"`, `"T"`, `"J"`, `"Q"`, `"K"`, `"A"`. */
export type Rank = "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "T" | "J" | "Q" | "K" | "A";
// Spelt out rather than written `${Suit}${Rank}`, which editors and the API docs would expand at
// every use.
/** A card in canonical notation: suit letter then rank, e.g. `"SA"`, `"HT"`, `"C2"`. */
export type Card =
  | "C2"
  | "C3"
  | "C4"
  | "C5"
  | "C6"
  | "C7"
  | "C8"
  | "C9"
  | "CT"
  | "CJ"
  | "CQ"
  | "CK"
  | "CA"
  | "D2"
  | "D3"
  | "D4"
  | "D5"
  | "D6"
  | "D7"
  | "D8"
  | "D9"
  | "DT"
  | "DJ"
  | "DQ"
  | "DK"
  | "DA"
  | "H2"
  | "H3"
  | "H4"
  | "H5"
  | "H6"
  | "H7"
  | "H8"
  | "H9"
  | "HT"
  | "HJ"
  | "HQ"
  | "HK"
  | "HA"
  | "S2"
  | "S3"
  | "S4"
  | "S5"
  | "S6"
  | "S7"
  | "S8"
  | "S9"
  | "ST"
  | "SJ"
  | "SQ"
  | "SK"
  | "SA";
/** A strain: `"C" | "D" | "H" | "S" | "NT"`. */
export type Strain = "C" | "D" | "H" | "S" | "NT";
/** A seat: `"N" | "E" | "S" | "W"`. */
export type Seat = "N" | "E" | "S" | "W";
/** A side: `"NS" | "EW"`. */
export type Side = "NS" | "EW";
/** Vulnerability: `"none" | "NS" | "EW" | "both"`. */
export type Vulnerability = "none" | "NS" | "EW" | "both";
/** A bid level: `1` … `7`. */
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** A bid in canonical notation, `"1C"` … `"7NT"` (spelt out, like {@link Card}). */
export type BidCall =
  | "1C"
  | "1D"
  | "1H"
  | "1S"
  | "1NT"
  | "2C"
  | "2D"
  | "2H"
  | "2S"
  | "2NT"
  | "3C"
  | "3D"
  | "3H"
  | "3S"
  | "3NT"
  | "4C"
  | "4D"
  | "4H"
  | "4S"
  | "4NT"
  | "5C"
  | "5D"
  | "5H"
  | "5S"
  | "5NT"
  | "6C"
  | "6D"
  | "6H"
  | "6S"
  | "6NT"
  | "7C"
  | "7D"
  | "7H"
  | "7S"
  | "7NT";
/** A call in canonical notation: `"P"` (pass), `"X"` (double), `"XX"` (redouble) or a bid. */
export type Call = "P" | "X" | "XX" | BidCall;
/** Doubling state: `""` undoubled, `"X"` doubled or `"XX"` redoubled. */
export type Doubling = "" | "X" | "XX";

/** Every card of the pack in index order (clubs 2 … spades A); the index is the card's id. */
export const CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r): Card => `${s}${r}`));

/** Every call in index order: pass, double, redouble, then the 35 bids from 1♣ to 7NT. */
export const CALLS: readonly Call[] = [
  "P",
  "X",
  "XX",
  ...LEVELS.flatMap((l) => STRAINS.map((s): BidCall => `${l}${s}`)),
];

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
