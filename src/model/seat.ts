/**
 * Seats and sides of a four-player table. Seat ids run clockwise: N 0, E 1, S 2, W 3, so the
 * next seat clockwise is `(id + 1) % 4` and a seat's side is `id % 2` (NS 0, EW 1).
 *
 * @module
 */
import { SEATS, SIDES, type Seat, type Side, type Vulnerability } from "./types.js";

/** Id of a seat, N 0 … W 3, clockwise. */
export function seatIndex(seat: Seat): number {
  return SEATS.indexOf(seat);
}

/** The next seat clockwise (the left-hand opponent). */
export function nextSeat(seat: Seat): Seat {
  return SEATS[(seatIndex(seat) + 1) % 4] as Seat;
}

/** The seat `n` places clockwise from `seat` (negative counts anticlockwise). */
export function seatAfter(seat: Seat, n: number): Seat {
  return SEATS[(((seatIndex(seat) + n) % 4) + 4) % 4] as Seat;
}

/** A seat's partner, opposite it. */
export function partnerOf(seat: Seat): Seat {
  return seatAfter(seat, 2);
}

/** The partnership a seat belongs to. */
export function sideOf(seat: Seat): Side {
  return SIDES[seatIndex(seat) % 2] as Side;
}

/** The other partnership. */
export function otherSide(side: Side): Side {
  return side === "NS" ? "EW" : "NS";
}

/** Whether `side` is vulnerable under `vulnerability` (D-2). */
export function isVulnerable(vulnerability: Vulnerability, side: Side): boolean {
  return vulnerability === "both" || vulnerability === side;
}
