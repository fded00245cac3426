/**
 * The public course of a deal at any table, as views and records show it: the calls with the seats
 * that made them, and the tricks with their leaders and winners. The cards come from the log, the
 * leaders and winners from the position, which keeps each trick's winner as it is won. Written
 * once for the four-seat deal and Honeymoon's two players, on the table's seat names.
 *
 * @module
 * @internal
 */
import type { Call, Card } from "../schemas/model.js";
import { cardOf } from "../model/card.js";
import { seatFrom, type Table } from "../engine/table.js";
import type { PlayCore } from "../engine/play.js";
import type { CallEntry, Trick, TrickInProgress } from "./table-types.js";

/** Cards in display order (spades first, high cards first: descending id). */
export function display(ids: readonly number[]): Card[] {
  return ids
    .slice()
    .sort((a, b) => b - a)
    .map(cardOf);
}

/** The calls with the seats that made them, from seat number `first` on. */
export function callEntries<S extends string>(table: Table, first: number, calls: readonly Call[]): CallEntry<S>[] {
  return calls.map((call, i) => ({ seat: table.seats[seatFrom(table, first, i)] as S, call }));
}

/**
 * The completed tricks of a play, and the trick after them as far as it has gone (its leader, and
 * the cards of `plays` past the completed tricks: none yet when it has not begun).
 */
export function tricksOf<S extends string>(
  table: Table,
  p: PlayCore,
  plays: readonly Card[],
): { tricks: Trick<S>[]; next: TrickInProgress<S> } {
  const n = table.seats.length;
  const name = (seat: number): S => table.seats[seat] as S;
  const cardsFrom = (lead: number, from: number, to: number) => {
    const out: { seat: S; card: Card }[] = [];
    for (let i = from; i < to; i++) out.push({ seat: name(seatFrom(table, lead, i - from)), card: plays[i] as Card });
    return out;
  };
  let leader = seatFrom(table, p.declarer, 1); // the defender on declarer's left leads (R-4, H-5)
  const tricks: Trick<S>[] = [];
  for (let k = 0; k < p.winners.length; k++) {
    const winner = p.winners[k] as number;
    tricks.push({ leader: name(leader), cards: cardsFrom(leader, k * n, k * n + n), winner: name(winner) });
    leader = winner;
  }
  return { tricks, next: { leader: name(leader), cards: cardsFrom(leader, p.winners.length * n, plays.length) } };
}
