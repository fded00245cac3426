/**
 * The engine's rules in canonical notation, for the modules that speak cards, calls and seats
 * rather than ids — formats and bots — so that each rule keeps its one home in the engine: the trick
 * winner (PLAY-2), the end of the auction, the declarer, double and redouble (AUC-2),
 * and the card ids of a deal.
 *
 * @module
 * @internal
 */
import { SEATS, type Call, type Card, type Contract, type Deal, type Seat, type Strain } from "../schemas/model.js";
import { canonicalCallId, strainOf } from "../model/call.js";
import { canonicalCardId, cardId } from "../model/card.js";
import { applyCall, auctionContract, callError, newAuction, type AuctionCore, type CoreContract } from "./auction.js";
import { trickWinnerIndex } from "./play.js";
import { FOUR_SEATS } from "./table.js";

const STRAIN_INDEX: Readonly<Record<Strain, number>> = { C: 0, D: 1, H: 2, S: 3, NT: 4 };

/** Card ids of each seat's hand, N E S W. */
export function dealIds(deal: Deal): number[][] {
  return SEATS.map((s) => deal[s].map((c) => cardId(c) as number));
}

/** The contract of a core contract, in canonical notation. */
export function contractOfCore(c: CoreContract): Contract {
  return {
    level: c.level as Contract["level"],
    strain: strainOf(c.strain),
    doubled: c.doubled === 0 ? "" : c.doubled === 1 ? "X" : "XX",
  };
}

/**
 * Index, in play order, of the card that wins a trick (PLAY-2): the highest trump, else the highest
 * card of the suit led. `trump` is `null` or `"NT"` at no-trump.
 */
export function trickWinner(cards: readonly Card[], trump: Strain | null): number {
  return trickWinnerIndex(
    cards.map((c) => canonicalCardId(c)),
    trump === null ? 4 : STRAIN_INDEX[trump],
  );
}

/**
 * The four-seat auction after `calls`, made in turn from `dealer`, read without judging them (a
 * file's illegal calls are a validator's business): calls after the end are ignored. `done` says
 * whether it has ended; `passesToEnd` how many passes would end it from here.
 */
export function auctionAfter(
  dealer: Seat,
  calls: readonly Call[],
): { auction: AuctionCore; done: boolean; passesToEnd: number } {
  const a = newAuction(SEATS.indexOf(dealer));
  for (const call of calls) {
    if (a.done) break;
    applyCall(FOUR_SEATS, a, (a.dealer + a.count) % 4, canonicalCallId(call));
  }
  const needed = a.lastBid < 0 ? 4 : 3;
  return { auction: a, done: a.done, passesToEnd: a.done ? 0 : needed - a.passes };
}

/** What a finished auction came to: the contract and declarer, both `null` when passed out. */
export interface AuctionOutcome {
  /** The final contract, or `null` when all four passed. */
  readonly contract: Contract | null;
  /** Declarer: the first of the declaring side to name the strain, or `null` when passed out. */
  readonly declarer: Seat | null;
}

/** The contract and declarer of the auction `calls` from `dealer`, or `null` while it is not over. */
export function auctionOutcome(dealer: Seat, calls: readonly Call[]): AuctionOutcome | null {
  const { auction, done } = auctionAfter(dealer, calls);
  if (!done) return null;
  const c = auctionContract(FOUR_SEATS, auction);
  if (!c) return { contract: null, declarer: null };
  return { contract: contractOfCore(c), declarer: SEATS[c.declarer] as Seat };
}

/**
 * Why `seat` may not make `call` after the calls so far (`INSUFFICIENT_BID`, `CANNOT_DOUBLE`,
 * `CANNOT_REDOUBLE`, AUC-1, AUC-2), or `null` if the rules allow it. Turn and the end of the
 * auction are not judged here.
 */
export function callRefusal(
  dealer: Seat,
  calls: readonly Call[],
  seat: Seat,
  call: Call,
): "INSUFFICIENT_BID" | "CANNOT_DOUBLE" | "CANNOT_REDOUBLE" | null {
  const { auction } = auctionAfter(dealer, calls);
  return callError(FOUR_SEATS, auction, SEATS.indexOf(seat), canonicalCallId(call)) as
    "INSUFFICIENT_BID" | "CANNOT_DOUBLE" | "CANNOT_REDOUBLE" | null;
}
