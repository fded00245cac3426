/**
 * The draw-and-discard phase (H-2, H-3), on card ids and seat numbers: the players build their
 * hands from a face-down stock, two cards a turn, one into the hand and one onto the discard pile.
 *
 * The position is fully determined by the stock order and the keep/reject choices, so the core
 * only counts turns and records where each card went; like the auction and play cores it is
 * mutable inside and copied by the pure API before each step ({@link cloneDraw}).
 *
 * @module
 * @internal
 */
import type { ErrorCode } from "../result.js";
import type { Table } from "./table.js";

/** The running state of a draw. */
export interface DrawCore {
  /** The stock as shuffled and cut, top card first (card ids). Never changed: `turns` says how much is gone. */
  stock: readonly number[];
  /** The seat that draws first: the dealer's opponent (H-2). */
  first: number;
  /** Turns taken so far; turn `t` took `stock[2t]` and `stock[2t + 1]`. */
  turns: number;
  /** Cards each seat took into its hand, in the order taken. */
  hands: number[][];
  /** Cards each seat put on the discard pile, in the order discarded. */
  discards: number[][];
}

/** A new draw from `stock` (top first), the seat after `dealer` drawing first (H-2). */
export function newDraw(table: Table, stock: readonly number[], dealer: number): DrawCore {
  const n = table.seats.length;
  return {
    stock,
    first: (dealer + 1) % n,
    turns: 0,
    hands: Array.from({ length: n }, () => []),
    discards: Array.from({ length: n }, () => []),
  };
}

/** A copy that can be stepped without touching the original. */
export function cloneDraw(d: DrawCore): DrawCore {
  return {
    stock: d.stock,
    first: d.first,
    turns: d.turns,
    hands: d.hands.map((h) => h.slice()),
    discards: d.discards.map((h) => h.slice()),
  };
}

/** Whether the stock is used up: every turn moves two cards, so 26 turns for 52 cards (H-3). */
export function drawDone(d: DrawCore): boolean {
  return d.turns * 2 >= d.stock.length;
}

/** The seat whose turn it is to draw (turns alternate from the first drawer), or −1 when the draw is over. */
export function drawTurn(table: Table, d: DrawCore): number {
  return drawDone(d) ? -1 : (d.first + d.turns) % table.seats.length;
}

/** The card on top of the stock, which only the seat to draw may see (H-2), or −1 when the stock is empty. */
export function topOfStock(d: DrawCore): number {
  return drawDone(d) ? -1 : (d.stock[d.turns * 2] as number);
}

/** Why `seat` may not draw now, or `null` if it may (the caller has checked the phase). */
export function drawError(table: Table, d: DrawCore, seat: number): ErrorCode | null {
  return drawTurn(table, d) === seat ? null : "NOT_YOUR_TURN";
}

/**
 * Takes one turn for the seat to draw, checked with {@link drawError}. Mutates `d`. Keeping takes
 * the top card and discards the next; rejecting discards the top card and takes the next, so the
 * rejected card is gone before the opponent's turn and can never reach them (H-3).
 */
export function applyDraw(table: Table, d: DrawCore, keep: boolean): void {
  const seat = (d.first + d.turns) % table.seats.length;
  const top = d.stock[d.turns * 2] as number;
  const next = d.stock[d.turns * 2 + 1] as number;
  (d.hands[seat] as number[]).push(keep ? top : next);
  (d.discards[seat] as number[]).push(keep ? next : top);
  d.turns++;
}
