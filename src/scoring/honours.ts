/**
 * Honours: a rubber-bridge bonus for holding the top trumps, or all four aces at no-trump, in
 * one hand. It is scored above the line to whichever side holds them, whether the contract is made
 * or not, and is judged on the hands as dealt — never on the cards still held when play ends.
 *
 * Honeymoon has no honours (H-6); duplicate has none either (SC-6).
 *
 * @module
 */
import { SEATS, type Card, type Deal, type Seat, type Side, type Strain } from "../model/types.js";
import { sideOf } from "../model/seat.js";

/** What honours are worth: 100 for four of the five trump honours, 150 for all five or four aces at no-trump. */
export type HonoursPoints = 100 | 150;

/**
 * Who holds honours in a four-player deal and what they are worth. `side` is the holder's
 * partnership, so the value can be handed straight to the ledger (`recordDeal(…, { …, honours })`),
 * which keeps only `side` and `points`.
 */
export type Honours = {
  /** The seat whose hand holds them, for a score sheet that wants to say who. */
  seat: Seat;
  /** That seat's partnership, which scores them. */
  side: Side;
  /** 100 or 150. */
  points: HonoursPoints;
};

// Ten, jack, queen, king, ace: the five honours of the trump suit.
const HONOUR_RANKS: ReadonlySet<string> = new Set(["T", "J", "Q", "K", "A"]);

function handHonours(hand: readonly Card[], strain: Strain): HonoursPoints | null {
  // A set, so that a hand listing a card twice cannot count it twice.
  const cards = new Set(hand);
  let count = 0;
  if (strain === "NT") {
    for (const card of cards) if (card[1] === "A") count++;
    return count === 4 ? 150 : null;
  }
  for (const card of cards) if (card[0] === strain && HONOUR_RANKS.has(card[1] as string)) count++;
  if (count === 5) return 150;
  return count === 4 ? 100 : null;
}

/**
 * The honours of a four-player deal played in `strain`, or `null` when no single hand holds
 * them: four of the trump A K Q J 10 in one hand score 100, all five 150; at no-trump, the four
 * aces in one hand score 150. Aces mean nothing in a suit contract, and partners' holdings are
 * never combined (three honours in each of two partners' hands score nothing).
 *
 * Pass the hands as dealt (the `deal` of a record), not what is left after play:
 * `honoursOf(deal, "H")` is `{ seat: "W", side: "EW", points: 100 }` when West was dealt ♥A K Q J.
 */
export function honoursOf(deal: Deal, strain: Strain): Honours | null {
  for (const seat of SEATS) {
    const points = handHonours(deal[seat], strain);
    if (points !== null) return { seat, side: sideOf(seat), points };
  }
  return null;
}
