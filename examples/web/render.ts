/** Small DOM helpers of the browser app, kept apart from its game logic. */
import type { ScoreKind } from "contract-bridge";
import type { AnySeat, AnyView } from "../shared/table.js";

type Child = HTMLElement | string;

/** An element with attributes and children; text children are text nodes, never parsed as HTML. */
export function el(tag: string, attrs: Readonly<Record<string, string>> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c !== "") node.append(c);
  return node;
}

/** One line of a score breakdown, in any variant. */
export interface ScoreRow {
  readonly side: "NS" | "EW" | "A" | "B";
  readonly kind: ScoreKind;
  readonly points: number;
  readonly line: "above" | "below";
  readonly deal?: number;
}

/** The score items of any variant as rows. */
export function scoreRows(
  items: readonly { side: string; kind: ScoreKind; points: number; line: "above" | "below"; deal?: number }[],
): ScoreRow[] {
  return items.map((i) => ({
    side: i.side as ScoreRow["side"],
    kind: i.kind,
    points: i.points,
    line: i.line,
    ...(i.deal !== undefined ? { deal: i.deal } : {}),
  }));
}

/** How many cards a seat has played in the deal so far (to draw the backs of a hidden hand). */
export function seatCardsPlayed(v: AnyView, seat: AnySeat): number {
  let n = 0;
  for (const t of v.tricks) for (const c of t.cards) if (c.seat === seat) n++;
  for (const c of v.currentTrick?.cards ?? []) if (c.seat === seat) n++;
  return n;
}
