/**
 * The table an engine runs on: how many seats, their names, and who partners whom. The engines
 * work on seat numbers (0 … n−1, clockwise) and card and call ids; the table turns them into the
 * names a variant speaks at its boundary.
 *
 * @module
 * @internal
 */

/** The table: seat names clockwise and whether opposite seats are partners. */
export interface Table {
  /** Seat names in clockwise order: `["N", "E", "S", "W"]` or `["A", "B"]`. */
  readonly seats: readonly string[];
  /** With partnerships, seats `i` and `i + 2` form a side (four seats); without, each seat is its own side. */
  readonly partnerships: boolean;
}

/** The four-player table with N–S and E–W partnerships. */
export const FOUR_SEATS: Table = { seats: ["N", "E", "S", "W"], partnerships: true };

/** Number of a seat's side: `seat % 2` with partnerships, the seat itself without. */
export function sideOfSeat(table: Table, seat: number): number {
  return table.partnerships ? seat & 1 : seat;
}

/** The seat `k` places clockwise from `seat`. */
export function seatFrom(table: Table, seat: number, k: number): number {
  const n = table.seats.length;
  return (((seat + k) % n) + n) % n;
}

/**
 * A seat's partner: the seat opposite it at a table with partnerships (`seat + n / 2`, N–S and
 * E–W at four seats), or −1 at a table without them.
 */
export function partnerSeat(table: Table, seat: number): number {
  const n = table.seats.length;
  return table.partnerships ? (seat + n / 2) % n : -1;
}
