/**
 * What one language must provide for every user-facing string (D-7). Each locale lives in its own
 * file (`en.ts`, `pt.ts`, `fr.ts`, `ru.ts`) and fills in this shape; a missing entry in any of them
 * is a compile error.
 *
 * The names of Honeymoon's players, phases and draw choices are written out here rather than
 * imported from the variant: this layer sits below the variants, which may depend on it.
 *
 * @module
 * @internal
 */
import type { ErrorCode } from "../result.js";
import type { Level, Rank, Seat, Side, Strain, Suit, Vulnerability } from "../schemas/model.js";
import type { ScoreKind } from "../scoring/contract.js";

/** Honeymoon's players (`honeymoon.Player`). */
export type PlayerName = "A" | "B";
/** The phases of a game (`honeymoon.Phase`; the four-seat variants have all but `"draw"`). */
export type PhaseName = "draw" | "auction" | "play" | "over";
/** Honeymoon's draw choices (`honeymoon.DrawChoice`). */
export type DrawChoiceName = "keep" | "reject";

/** Everything one language needs; a missing entry in any locale is a compile error. */
export interface Vocabulary {
  readonly ranks: Readonly<Record<Rank, string>>;
  /** How a card is spelled out from its rank and suit names. */
  readonly card: (rank: string, suit: Suit) => string;
  readonly suits: Readonly<Record<Suit, string>>;
  readonly noTrump: string;
  /** How a bid is spelled out; languages that inflect the strain by number do it here. */
  readonly bid: (level: Level, strain: Strain) => string;
  readonly pass: string;
  readonly double: string;
  readonly redouble: string;
  /** Contract suffixes for a doubled / redoubled contract. */
  readonly doubled: string;
  readonly redoubled: string;
  readonly seats: Readonly<Record<Seat | PlayerName, string>>;
  readonly sides: Readonly<Record<Side, string>>;
  readonly vulnerabilities: Readonly<Record<Vulnerability, string>>;
  readonly vulnerable: string;
  readonly notVulnerable: string;
  readonly phases: Readonly<Record<PhaseName, string>>;
  readonly scoreKinds: Readonly<Record<ScoreKind, string>>;
  readonly drawChoices: Readonly<Record<DrawChoiceName, string>>;
  readonly errors: Readonly<Record<ErrorCode, string>>;
  readonly action: (index: number) => string;
  /**
   * Which call or card of a recorded deal, in words and by its 0-based index into the calls then
   * the cards: `the 3rd call (index 2)`, `a 3.ª voz (índice 2)`.
   */
  readonly recorded: (kind: "call" | "card", n: number, index: number) => string;
  readonly line: (line: number) => string;
  readonly column: (column: number) => string;
  readonly path: (path: string) => string;
}

/** The suit symbols, the same in every language. */
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: "♣", D: "♦", H: "♥", S: "♠" };
