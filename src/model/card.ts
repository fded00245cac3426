/**
 * Cards, suits, ranks and strains: integer ids inside, canonical strings at the boundary.
 *
 * A card's id is `suit * 13 + rank`, with suits clubs 0 … spades 3 and ranks two 0 … ace 12, so
 * `CARDS[id]` is its canonical name. Engines work on ids; everything public speaks strings.
 *
 * @module
 */
import { CARDS, RANKS, STRAINS, SUITS, type Card, type Rank, type Strain, type Suit } from "./types.js";
import { err, ok, type Result } from "../result.js";

const SUIT_ALIASES: Readonly<Record<string, Suit>> = {
  S: "S",
  H: "H",
  D: "D",
  C: "C",
  "♠": "S",
  "♥": "H",
  "♦": "D",
  "♣": "C",
  "♤": "S",
  "♡": "H",
  "♢": "D",
  "♧": "C",
};

const SUIT_CODE = new Int8Array(128).fill(-1);
const RANK_CODE = new Int8Array(128).fill(-1);
SUITS.forEach((s, i) => (SUIT_CODE[s.charCodeAt(0)] = i));
RANKS.forEach((r, i) => (RANK_CODE[r.charCodeAt(0)] = i));

/**
 * The id (0–51) of a canonical card, or −1 if the value is not one. Reads two character codes
 * rather than hashing the string: this sits on the replay hot path.
 */
export function canonicalCardId(card: unknown): number {
  if (typeof card !== "string" || card.length !== 2) return -1;
  const a = card.charCodeAt(0);
  const b = card.charCodeAt(1);
  if (a > 127 || b > 127) return -1;
  const s = SUIT_CODE[a] as number;
  const r = RANK_CODE[b] as number;
  return s < 0 || r < 0 ? -1 : s * 13 + r;
}

/** The id (0–51) of a canonical card, or `undefined` if the string is not one. */
export function cardId(card: string): number | undefined {
  const id = canonicalCardId(card);
  return id < 0 ? undefined : id;
}

/** The canonical card with the given id (0–51). */
export function cardOf(id: number): Card {
  return CARDS[id] as Card;
}

/** The suit of a card. */
export function suitOf(card: Card): Suit {
  return card[0] as Suit;
}

/** The rank of a card. */
export function rankOf(card: Card): Rank {
  return card[1] as Rank;
}

/** Index of a suit, clubs 0 … spades 3. */
export function suitIndex(suit: Suit): number {
  return SUITS.indexOf(suit);
}

/** Index of a rank, two 0 … ace 12. */
export function rankIndex(rank: Rank): number {
  return RANKS.indexOf(rank);
}

/** Index of a strain, clubs 0 … no-trump 4 (the bidding order, AUC-1). */
export function strainIndex(strain: Strain): number {
  return STRAINS.indexOf(strain);
}

/** Reads a suit leniently: a letter in either case or a suit symbol. */
export function parseSuit(text: string): Result<Suit> {
  const suit = SUIT_ALIASES[text.trim().toUpperCase()];
  return suit ? ok(suit) : err("PARSE_ERROR", `unknown suit "${text}"`);
}

/** Reads a rank leniently: `T` or `10`, any case. */
export function parseRank(text: string): Result<Rank> {
  const t = text.trim().toUpperCase();
  const rank = t === "10" ? "T" : t;
  return (RANKS as readonly string[]).includes(rank) ? ok(rank as Rank) : err("PARSE_ERROR", `unknown rank "${text}"`);
}

/**
 * Reads a card leniently — `"SA"`, `"sa"`, `"S10"`, `"♠A"`, `"♠10"` — and returns it canonical.
 * Anything else is a `PARSE_ERROR` that quotes the input.
 */
export function parseCard(text: string): Result<Card> {
  if (canonicalCardId(text) >= 0) return ok(text as Card);
  const t = text.trim();
  const chars = Array.from(t);
  if (chars.length >= 2) {
    const suit = SUIT_ALIASES[(chars[0] as string).toUpperCase()];
    const rank = parseRank(chars.slice(1).join(""));
    if (suit && rank.ok) return ok<Card>(`${suit}${rank.value}`);
  }
  return err("PARSE_ERROR", `unknown card "${text}": expected a suit (S, H, D, C) then a rank (A K Q J T 9 … 2)`);
}

/** Writes a card canonically; the identity on canonical cards, for symmetry with {@link parseCard}. */
export function formatCard(card: Card): Card {
  return card;
}
