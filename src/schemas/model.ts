/**
 * zod schemas for the model types. They are the single source of the public types: every type in
 * `src/model/` is `z.infer` of a schema here, so what the validator accepts and what the compiler
 * checks can never drift apart.
 *
 * The schemas accept only canonical notation (`"SA"`, `"1NT"`, `"XX"`); tolerant input such as
 * `"s10"` or `"1N"` goes through the parsers in `src/model/`, which emit canonical values.
 *
 * @module
 */
import { z } from "zod";

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

/** A suit letter: `C`, `D`, `H` or `S`. */
export const SuitSchema = z.enum(SUITS);
/** A suit: `"C" | "D" | "H" | "S"`. */
export type Suit = z.infer<typeof SuitSchema>;

/** A rank character, `2`–`9`, `T`, `J`, `Q`, `K`, `A`. */
export const RankSchema = z.enum(RANKS);
/** A rank: `"2"` … `"9"`, `"T"`, `"J"`, `"Q"`, `"K"`, `"A"`. */
export type Rank = z.infer<typeof RankSchema>;

/** A card in canonical notation: suit letter then rank, e.g. `"SA"`, `"HT"`, `"C2"`. */
export type Card = `${Suit}${Rank}`;

/** Every card of the pack in index order (clubs 2 … spades A); the index is the card's id. */
export const CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}` as Card));

/** A card in canonical notation (`"SA"`, `"HT"`, `"D2"`). */
export const CardSchema = z.enum(CARDS as [Card, ...Card[]]);

/** A strain (denomination): a suit or no-trump. */
export const StrainSchema = z.enum(STRAINS);
/** A strain: `"C" | "D" | "H" | "S" | "NT"`. */
export type Strain = z.infer<typeof StrainSchema>;

/** A seat at a four-player table. */
export const SeatSchema = z.enum(SEATS);
/** A seat: `"N" | "E" | "S" | "W"`. */
export type Seat = z.infer<typeof SeatSchema>;

/** A partnership at a four-player table. */
export const SideSchema = z.enum(SIDES);
/** A side: `"NS" | "EW"`. */
export type Side = z.infer<typeof SideSchema>;

/** Which sides are vulnerable on a four-player deal. */
export const VulnerabilitySchema = z.enum(VULNERABILITIES);
/** Vulnerability: `"none" | "NS" | "EW" | "both"`. */
export type Vulnerability = z.infer<typeof VulnerabilitySchema>;

/** A bid level, 1 to 7. */
export const LevelSchema = z.union(LEVELS.map((l) => z.literal(l)) as unknown as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>, z.ZodLiteral<5>, z.ZodLiteral<6>, z.ZodLiteral<7>]);
/** A bid level: `1` … `7`. */
export type Level = z.infer<typeof LevelSchema>;

/** A bid in canonical notation, `"1C"` … `"7NT"`. */
export type BidCall = `${Level}${Strain}`;
/** A call in canonical notation: `"P"` (pass), `"X"` (double), `"XX"` (redouble) or a bid. */
export type Call = "P" | "X" | "XX" | BidCall;

/** Every call in index order: pass, double, redouble, then the 35 bids from 1♣ to 7NT. */
export const CALLS: readonly Call[] = [
  "P",
  "X",
  "XX",
  ...LEVELS.flatMap((l) => STRAINS.map((s) => `${l}${s}` as BidCall)),
];

/** A call in canonical notation (`"P"`, `"X"`, `"XX"`, `"1C"` … `"7NT"`). */
export const CallSchema = z.enum(CALLS as [Call, ...Call[]]);

/** How a contract was left by the auction: undoubled `""`, doubled `"X"` or redoubled `"XX"`. */
export const DoublingSchema = z.enum(["", "X", "XX"]);
/** Doubling state: `""`, `"X"` or `"XX"`. */
export type Doubling = z.infer<typeof DoublingSchema>;

/** A bid as an object: level and strain. */
export const BidSchema = z.object({ level: LevelSchema, strain: StrainSchema });
/** A bid: `{ level, strain }`. */
export type Bid = z.infer<typeof BidSchema>;

/** A final contract: level, strain and whether it was doubled or redoubled. */
export const ContractSchema = z.object({ level: LevelSchema, strain: StrainSchema, doubled: DoublingSchema });
/** A contract: `{ level, strain, doubled }`; written `"4HX"` by {@link formatContract}. */
export type Contract = z.infer<typeof ContractSchema>;

/** One hand: a list of distinct cards (any length up to 13 in the schema; deals check 13). */
export const HandSchema = z.array(CardSchema).max(13);
/** A hand: its cards in canonical notation. */
export type Hand = z.infer<typeof HandSchema>;

/** A complete deal: each seat's 13 cards. Distinctness is checked by {@link validateDeal}. */
export const DealSchema = z.object({ N: HandSchema, E: HandSchema, S: HandSchema, W: HandSchema });
/** A deal: `{ N, E, S, W }`, each a hand. */
export type Deal = z.infer<typeof DealSchema>;
