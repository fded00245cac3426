/**
 * Seats of the four-seat table as the bots number them (N 0, E 1, S 2, W 3, clockwise), with
 * partners and sides taken from the engine's table rather than worked out again here.
 *
 * @module
 * @internal
 */
import { FOUR_SEATS, partnerSeat, sideOfSeat } from "../engine/table.js";

/** Whether two seats are partners or the same seat. */
export const sameSide = (a: number, b: number): boolean => sideOfSeat(FOUR_SEATS, a) === sideOfSeat(FOUR_SEATS, b);

/** A seat's partner. */
export const partnerOf = (seat: number): number => partnerSeat(FOUR_SEATS, seat);

/** A seat's opponents: its left-hand opponent, then its right-hand one. */
export const opponentsOf = (seat: number): number[] => [(seat + 1) % 4, (seat + 3) % 4];
