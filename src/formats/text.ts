/**
 * Plain-text renderings for terminals, logs and e-mails: an auction as the usual four-column table,
 * tricks one per line, an itemised score, and a rubber score sheet above and below the line.
 *
 * @module
 */
import type { Call, Card, Seat, Suit } from "../schemas/model.js";
import { EN } from "../i18n/en.js";
import { SUIT_SYMBOLS } from "../i18n/vocabulary.js";

/** Options for the text renderings. */
export interface TextOptions {
  /** Suit symbols (♠♥♦♣, the default) or letters (S H D C). */
  readonly symbols?: boolean;
}

/** A card for people: `"♠A"`, `"♥10"` (or `"SA"`, `"H10"` without symbols). */
export function formatCardText(card: Card, options: TextOptions = {}): string {
  const suit = options.symbols === false ? card[0] : SUIT_SYMBOLS[card[0] as Suit];
  return `${suit}${card[1] === "T" ? "10" : card[1]}`;
}

/** A call for people: `"Pass"`, `"Dbl"`, `"Rdbl"`, `"1♠"`, `"3NT"`. */
export function formatCallText(call: Call, options: TextOptions = {}): string {
  if (call === "P") return "Pass";
  if (call === "X") return "Dbl";
  if (call === "XX") return "Rdbl";
  const strain = call.slice(1);
  return `${call[0]}${strain === "NT" ? "NT" : options.symbols === false ? strain : SUIT_SYMBOLS[strain as Suit]}`;
}

const COLUMNS: readonly Seat[] = ["W", "N", "E", "S"];

/** One row of the auction table: each entry padded to its column, trailing spaces dropped. */
const tableRow = (cells: readonly string[]): string =>
  cells
    .map((x) => x.padEnd(7))
    .join("")
    .trimEnd();

/**
 * An auction as the usual table, West North East South, the dealer's call in its column:
 *
 * ```text
 * West   North  East   South
 *                      1NT
 * Pass   3NT    Pass   Pass
 * Pass
 * ```
 */
export function formatAuction(
  calls: readonly { readonly seat: Seat; readonly call: Call }[],
  dealer: Seat,
  options: TextOptions = {},
): string {
  const lines = [tableRow(COLUMNS.map((s) => EN.seats[s]))];
  let row: string[] = new Array<string>(COLUMNS.indexOf(dealer)).fill("");
  for (const c of calls) {
    row.push(formatCallText(c.call, options));
    if (row.length === 4) {
      lines.push(tableRow(row));
      row = [];
    }
  }
  if (row.length > 0) lines.push(tableRow(row));
  return lines.join("\n");
}

/** Tricks one per line: `" 1. W leads  ♣2  ♣A  ♣5  ♣K   won by N"`. */
export function formatTricks(
  tricks: readonly {
    readonly leader: string;
    readonly cards: readonly { readonly seat: string; readonly card: Card }[];
    readonly winner: string;
  }[],
  options: TextOptions = {},
): string {
  return tricks
    .map((t, i) => {
      const cards = t.cards.map((c) => formatCardText(c.card, options).padEnd(4)).join(" ");
      return `${String(i + 1).padStart(2)}. ${t.leader} leads  ${cards}  won by ${t.winner}`;
    })
    .join("\n");
}

/** One score entry, as the variants' `score(state).items` hold them. */
export interface TextScoreItem {
  /** The side scoring. */
  readonly side: string;
  /** What for. */
  readonly kind: string;
  /** How much. */
  readonly points: number;
  /** Above or below the line. */
  readonly line: "above" | "below";
  /** The deal it belongs to, in a rubber. */
  readonly deal?: number;
}

/** An itemised score: one line per entry, then the totals. */
export function formatScore(score: {
  readonly items: readonly TextScoreItem[];
  readonly totals: Readonly<Record<string, number>>;
}): string {
  const lines = score.items.map(
    (i) =>
      `${i.deal !== undefined ? `deal ${i.deal + 1}  ` : ""}${i.side.padEnd(3)} ${i.kind.padEnd(22)} ${String(i.points).padStart(5)}`,
  );
  if (lines.length === 0) lines.push("no score (passed out)");
  lines.push(
    `total  ${Object.entries(score.totals)
      .map(([side, n]) => `${side} ${n}`)
      .join("   ")}`,
  );
  return lines.join("\n");
}

/**
 * A rubber score sheet: two columns, one per side, entries above the line (newest nearest the line)
 * and below it, a rule under each completed game, and the totals.
 */
export function formatScoreSheet(
  sides: readonly [string, string],
  score: { readonly items: readonly TextScoreItem[]; readonly totals: Readonly<Record<string, number>> },
): string {
  const width = 18;
  const column = (side: string, line: "above" | "below") =>
    score.items.filter((i) => i.side === side && i.line === line).map((i) => `${i.points} ${i.kind}`);
  const [a, b] = sides;
  const aboveA = column(a, "above").reverse();
  const aboveB = column(b, "above").reverse();
  const rows: string[] = [`${a.padEnd(width)}| ${b}`];
  const height = Math.max(aboveA.length, aboveB.length);
  for (let i = height - 1; i >= 0; i--) rows.push(`${(aboveA[i] ?? "").padEnd(width)}| ${aboveB[i] ?? ""}`.trimEnd());
  rows.push(`${"".padEnd(width, "=")}+${"".padEnd(width, "=")}`);
  // below the line, deal by deal, with a rule where a game was won
  const below = score.items.filter((i) => i.line === "below");
  const progress: Record<string, number> = { [a]: 0, [b]: 0 };
  for (const i of below) {
    rows.push(i.side === a ? `${`${i.points}`.padEnd(width)}|` : `${"".padEnd(width)}| ${i.points}`);
    progress[i.side] = (progress[i.side] ?? 0) + i.points;
    if ((progress[i.side] as number) >= 100) {
      rows.push(`${"".padEnd(width, "-")}+${"".padEnd(width, "-")}`);
      progress[a] = 0;
      progress[b] = 0;
    }
  }
  rows.push(`${`total ${score.totals[a] ?? 0}`.padEnd(width)}| total ${score.totals[b] ?? 0}`);
  return rows.join("\n");
}
