/**
 * A deal printed as the familiar bridge diagram: North at the top, West and East at the sides,
 * South at the bottom, one line per suit.
 *
 * @module
 */
import type { Card, Deal, Seat, Vulnerability } from "../schemas/model.js";
import { CardSet } from "../model/cardset.js";
import { SUIT_SYMBOLS } from "../i18n/vocabulary.js";

const LETTERS = ["S", "H", "D", "C"] as const;
const SYMBOLS = LETTERS.map((s) => SUIT_SYMBOLS[s]);

/** Options for {@link formatDiagram}. */
export interface DiagramOptions {
  /** Header line: the dealer. */
  readonly dealer?: Seat;
  /** Header line: the vulnerability. */
  readonly vulnerability?: Vulnerability;
  /** Suit symbols (♠♥♦♣, the default) or letters (S H D C) for terminals without them. */
  readonly symbols?: boolean;
  /** Hands to leave out (printed as `?` lines), e.g. those a viewer may not see. */
  readonly hidden?: readonly Seat[];
}

function suitLines(cards: readonly Card[] | null, symbols: boolean): string[] {
  const names = symbols ? SYMBOLS : LETTERS;
  if (!cards) return names.map((s) => `${s} ?`);
  const parts = CardSet.of(cards).toString().split(".");
  return parts.map((p, i) => `${names[i]} ${p === "" ? "—" : p.replace(/T/g, "10")}`);
}

/**
 * The deal as a text diagram. Missing hands (`null`, or listed in `hidden`) print as `?`.
 *
 * ```text
 *                  ♠ AKQ2
 *                  ♥ 1098
 *                  …
 * ♠ J87                N      ♠ 6543
 * ♥ KQ               W   E    ♥ A5
 * …
 * ```
 */
export function formatDiagram(
  deal: { readonly [S in Seat]: readonly Card[] | null } | Deal,
  options: DiagramOptions = {},
): string {
  const symbols = options.symbols ?? true;
  const hand = (seat: Seat): readonly Card[] | null => (options.hidden?.includes(seat) ? null : deal[seat]);
  const n = suitLines(hand("N"), symbols);
  const e = suitLines(hand("E"), symbols);
  const s = suitLines(hand("S"), symbols);
  const w = suitLines(hand("W"), symbols);
  const width = 17;
  const pad = (text: string, w = width): string => text + " ".repeat(Math.max(1, w - [...text].length));
  const lines: string[] = [];
  const header: string[] = [];
  if (options.dealer) header.push(`Dealer ${options.dealer}`);
  if (options.vulnerability) header.push(`Vulnerable: ${options.vulnerability}`);
  if (header.length > 0) lines.push(header.join("   "), "");
  for (const line of n) lines.push(" ".repeat(width + 2) + line);
  const compass = ["    N", "  W   E", "    S", ""];
  for (let i = 0; i < 4; i++) {
    lines.push((pad(w[i] as string) + pad(compass[i] as string, 11) + (e[i] as string)).trimEnd());
  }
  for (const line of s) lines.push(" ".repeat(width + 2) + line);
  return lines.join("\n");
}
