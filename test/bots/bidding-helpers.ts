// Shared by the bidding tests (bidding.test.ts, bidding-competition.test.ts): a bot's next call, what a call shows.
import {
  CARDS,
  SEATS,
  createBot,
  duplicate,
  parseHand,
  type Card,
  type Deal,
  type Seat,
  type Vulnerability,
} from "contract-bridge";
import { readAuction } from "../../src/bots/bidding.js";
import { callId } from "../../src/model/call.js";

/** A deal with `hand` at `seat` and the rest of the pack dealt round the other seats. */
export function dealWith(seat: Seat, hand: string): Deal {
  const h = parseHand(hand);
  if (!h.ok) throw new Error(h.error.message);
  const used = new Set<Card>(h.value);
  const others = SEATS.filter((s) => s !== seat);
  const out = { N: [], E: [], S: [], W: [] } as Record<Seat, Card[]>;
  CARDS.filter((c) => !used.has(c)).forEach((c, i) => out[others[i % 3] as Seat].push(c));
  out[seat] = h.value;
  return out;
}

/**
 * The call the bots make for the seat to call after `calls` (dealer North), holding `hand`. Only that
 * seat's own hand matters: the bot sees its view alone.
 */
export function nextCall(hand: string, calls: readonly string[], vulnerability: Vulnerability = "none"): string {
  const seat = SEATS[calls.length % 4] as Seat;
  const r = duplicate.create({ deal: dealWith(seat, hand), dealer: "N", vulnerability });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  calls.forEach((call, i) => {
    const n = duplicate.apply(s, { type: "call", seat: SEATS[i % 4] as Seat, call });
    if (!n.ok) throw new Error(`${call}: ${n.error.message}`);
    s = n.value;
  });
  const a = createBot("duplicate", { seed: 1 })(duplicate.view(s, seat));
  return a.type === "call" ? a.call : a.type;
}

/** What the auction `calls` (dealer North, nobody vulnerable) shows of the seat that made call `i`. */
export function shownBy(calls: readonly string[], i: number) {
  const entries = calls.map((call, k) => ({ seat: k % 4, id: callId(call) as number }));
  return readAuction(entries, [false, false]).shown[i % 4];
}
