/**
 * One deal from the first call to the last card: the auction core and the play core joined, on
 * ids and seat numbers. Every variant drives its deals through this.
 *
 * @module
 * @internal
 */
import type { ErrorCode } from "../result.js";
import {
  applyCall,
  auctionContract,
  auctionTurn,
  callError,
  callErrorMessage,
  cloneAuction,
  legalCallIds,
  newAuction,
  type AuctionCore,
  type CoreContract,
} from "./auction.js";
import {
  applyPlay,
  clonePlay,
  controllerOf,
  handToPlay,
  holdingsOf,
  holds,
  legalCardIds,
  newPlay,
  playError,
  playErrorMessage,
  type PlayCore,
} from "./play.js";
import { partnerSeat, seatFrom, type Table } from "./table.js";
import { cardOf } from "../model/card.js";
import {
  acceptClaim,
  boundCard,
  cloneClaim,
  concede,
  defendersChoose,
  makeClaim,
  noClaim,
  objectConcession,
  rejectClaim,
  type ClaimState,
  type ClaimStep,
} from "./claim.js";

/** The phases of a deal. */
export type DealPhase = "auction" | "play" | "over";

/** A deal in progress. */
export interface DealCore {
  /** The cards each seat was dealt: `dealt[seat * 4 + suit]` is a 13-bit holding. */
  dealt: readonly number[];
  /** The auction. */
  auction: AuctionCore;
  /** The contract once the auction has produced one. */
  contract: CoreContract | null;
  /** The play, once there is a contract. */
  play: PlayCore | null;
  /** Tricks fixed by an agreed claim or concession (declarer's total), or −1. */
  settledTricks: number;
  /** Claims and concessions (four-seat tables only). */
  claims: ClaimState;
  /** Whether a claim's plan must order all of declarer's and dummy's cards (see `makeClaim`). */
  completePlans: boolean;
}

/** Kinds of {@link CoreAction}. */
export const CALL = 0;
/** A card. */
export const PLAY = 1;
/** Declarer claims `tricks` with `plan`. */
export const CLAIM = 2;
/** A defender accepts a claim, or partner a concession. */
export const ACCEPT_CLAIM = 3;
/** A defender rejects a claim. */
export const REJECT_CLAIM = 4;
/** A player concedes `tricks`. */
export const CONCEDE = 5;
/** Partner objects to a defender's concession. */
export const OBJECT_CONCESSION = 6;

/** An action on ids: a call, a card, or a claim action, by `seat`. */
export interface CoreAction {
  /** One of `CALL`, `PLAY`, `CLAIM`, `ACCEPT_CLAIM`, `REJECT_CLAIM`, `CONCEDE`, `OBJECT_CONCESSION`. */
  kind: number;
  /** The acting seat. */
  seat: number;
  /** Call id or card id. */
  id: number;
  /** Tricks claimed or conceded. */
  tricks: number;
  /** A claim's plan (card ids). */
  plan: number[];
}

/** A scratch {@link CoreAction} for readers to fill in. */
export function scratchAction(): CoreAction {
  return { kind: 0, seat: 0, id: 0, tricks: 0, plan: [] };
}

/** A refused step: the code and a sentence. */
export interface StepError {
  /** Stable error code. */
  code: ErrorCode;
  /** Explanation. */
  message: string;
}

/** A new deal from each seat's card ids, with `dealer` to call first. */
export function newDeal(hands: readonly (readonly number[])[], dealer: number, completePlans = true): DealCore {
  return newDealFromHoldings(holdingsOf(hands), dealer, completePlans);
}

/**
 * A new deal from the holdings (`seat * 4 + suit`, 13 bits each), with `dealer` to call first;
 * `completePlans` says whether claims must give a complete plan (see `makeClaim`).
 */
export function newDealFromHoldings(dealt: readonly number[], dealer: number, completePlans = true): DealCore {
  return {
    dealt,
    auction: newAuction(dealer),
    contract: null,
    play: null,
    settledTricks: -1,
    claims: noClaim(),
    completePlans,
  };
}

/** A copy that can be stepped without touching the original. */
export function cloneDeal(d: DealCore): DealCore {
  return {
    dealt: d.dealt,
    // a finished auction is never stepped again, so it can be shared
    auction: d.auction.done ? d.auction : cloneAuction(d.auction),
    contract: d.contract,
    play: d.play ? clonePlay(d.play) : null,
    settledTricks: d.settledTricks,
    claims: cloneClaim(d.claims),
    completePlans: d.completePlans,
  };
}

/** The phase the deal is in. */
export function dealPhase(d: DealCore): DealPhase {
  if (!d.auction.done) return "auction";
  if (d.contract === null || d.settledTricks >= 0 || (d.play !== null && d.play.done)) return "over";
  return "play";
}

/**
 * The seat that must act now, or −1 when the deal is over. While a claim waits, the first defender
 * (from declarer's left) yet to answer it, or the partner of a conceding defender; where a contested
 * claim leaves declarer's card open, declarer's left-hand opponent, for the defenders (CLAIM-3).
 */
export function dealTurn(table: Table, d: DealCore): number {
  const phase = dealPhase(d);
  if (phase === "auction") return auctionTurn(table, d.auction);
  if (phase === "play") {
    const p = d.play as PlayCore;
    const pending = d.claims.pending;
    if (pending) {
      if (pending.kind === 1) return partnerSeat(table, pending.seat);
      const lho = seatFrom(table, p.declarer, 1);
      return pending.accepted & (1 << lho) ? seatFrom(table, p.declarer, -1) : lho;
    }
    if (defendersChoose(table, p, d.claims)) return seatFrom(table, p.declarer, 1);
    return controllerOf(p, handToPlay(table, p));
  }
  return -1;
}

/** Declarer's total tricks: taken so far, or as settled by a claim or concession. */
export function declarerTricks(d: DealCore): number {
  if (d.settledTricks >= 0) return d.settledTricks;
  return d.play ? d.play.declarerTricks : 0;
}

/**
 * Takes one step. Mutates `d` when the action is legal and returns `null`; otherwise returns why
 * and leaves `d` as it was. Checks in the order a player would want to hear them: the phase, whose
 * turn it is, then the rule the call or card breaks.
 */
export function stepDeal(table: Table, d: DealCore, action: CoreAction): StepError | null {
  const phase = dealPhase(d);
  if (phase === "over") return { code: "GAME_OVER", message: "the deal is over" };
  const who = table.seats[action.seat] as string;
  if (action.kind === CALL) {
    if (phase !== "auction")
      return { code: "WRONG_PHASE", message: `${who} cannot call: the auction is over and the play has begun` };
    const turn = auctionTurn(table, d.auction);
    if (turn !== action.seat)
      return { code: "NOT_YOUR_TURN", message: `it is ${table.seats[turn]}'s turn to call, not ${who}'s` };
    const code = callError(table, d.auction, action.seat, action.id);
    if (code) return { code, message: callErrorMessage(table, d.auction, action.seat, action.id, code) };
    applyCall(table, d.auction, action.seat, action.id);
    if (d.auction.done) {
      d.contract = auctionContract(table, d.auction);
      if (d.contract) d.play = newPlay(table, d.dealt.slice(), d.contract.declarer, d.contract.strain);
    }
    return null;
  }
  if (phase !== "play") {
    return {
      code: "WRONG_PHASE",
      message:
        action.kind === PLAY
          ? `${who} cannot play a card: the auction is not over`
          : `${who} cannot claim or concede: the play has not begun`,
    };
  }
  const p = d.play as PlayCore;
  if (action.kind !== PLAY) return stepClaim(table, d, p, action);
  if (d.claims.pending)
    return { code: "WRONG_PHASE", message: `${who} cannot play: a claim or concession is waiting for an answer` };
  const bound = d.claims.bound;
  let acting = action.seat;
  if (bound) {
    const hand = handToPlay(table, p);
    const forced = boundCard(table, p, d.claims);
    if (forced >= 0) {
      if (action.seat === p.declarer && action.id !== forced && holds(p, hand, action.id)) {
        return {
          code: "BOUND_BY_CLAIM",
          message: `declarer is bound by the claim's plan: ${table.seats[hand]} must play ${cardOf(forced)}`,
        };
      }
    } else if (hand === p.declarer || hand === p.dummy) {
      if (action.seat !== seatFrom(table, p.declarer, 1) && action.seat !== seatFrom(table, p.declarer, -1)) {
        return {
          code: "NOT_YOUR_TURN",
          message: `the claim's plan leaves ${table.seats[hand]}'s card open: the defenders choose it, not ${who}`,
        };
      }
      acting = p.declarer; // the defenders act in declarer's place
    }
  }
  const code = playError(table, p, acting, action.id);
  if (code) return { code, message: playErrorMessage(table, p, acting, action.id, code) };
  if (bound) {
    const i = bound.indexOf(action.id);
    if (i >= 0) bound.splice(i, 1);
  }
  applyPlay(table, p, action.id);
  return null;
}

/**
 * Takes one recorded call or card, made by whoever's turn it is — the fast path for replaying a
 * record, where the actor is implied. Same rules and errors as {@link stepDeal}; the deal must have
 * no claim events (a record states a claim as a trick count instead).
 */
export function stepRecorded(table: Table, d: DealCore, kind: number, id: number): StepError | null {
  const a = d.auction;
  if (kind === CALL) {
    if (a.done)
      return d.play === null || d.play.done
        ? { code: "GAME_OVER", message: "the deal is over" }
        : { code: "WRONG_PHASE", message: "no call can follow the end of the auction" };
    const seat = auctionTurn(table, a);
    const code = callError(table, a, seat, id);
    if (code) return { code, message: callErrorMessage(table, a, seat, id, code) };
    applyCall(table, a, seat, id);
    if (a.done) {
      d.contract = auctionContract(table, a);
      if (d.contract) d.play = newPlay(table, d.dealt.slice(), d.contract.declarer, d.contract.strain);
    }
    return null;
  }
  const p = d.play;
  if (p === null || p.done || d.settledTricks >= 0) {
    return a.done
      ? { code: "GAME_OVER", message: "the deal is over" }
      : { code: "WRONG_PHASE", message: "no card can be played before the auction is over" };
  }
  const seat = controllerOf(p, handToPlay(table, p));
  const code = playError(table, p, seat, id);
  if (code) return { code, message: playErrorMessage(table, p, seat, id, code) };
  applyPlay(table, p, id);
  return null;
}

function stepClaim(table: Table, d: DealCore, p: PlayCore, action: CoreAction): StepError | null {
  // Laws 68–69 speak of the play period, which begins with the opening lead.
  if (p.played === 0 && p.trick.length === 0) {
    return { code: "INVALID_CLAIM", message: "claims and concessions come once the opening lead has been made" };
  }
  let r: ClaimStep;
  switch (action.kind) {
    case CLAIM:
      r = makeClaim(table, p, d.claims, action.seat, action.tricks, action.plan, d.completePlans);
      break;
    case ACCEPT_CLAIM:
      r = acceptClaim(table, p, d.claims, action.seat);
      break;
    case REJECT_CLAIM:
      r = rejectClaim(table, p, d.claims, action.seat);
      break;
    case CONCEDE:
      r = concede(table, p, d.claims, action.seat, action.tricks);
      break;
    case OBJECT_CONCESSION:
      r = objectConcession(table, d.claims, action.seat);
      break;
    default:
      return { code: "INVALID_ACTION", message: `unknown action kind ${action.kind}` };
  }
  if ("code" in r) return r;
  d.claims = r.state;
  if (r.settled >= 0) d.settledTricks = r.settled;
  return null;
}

/** Declarer's left- and right-hand opponents. */
function defenders(table: Table, p: PlayCore): number[] {
  return [seatFrom(table, p.declarer, 1), seatFrom(table, p.declarer, -1)];
}

function coreAction(kind: number, seat: number, id = 0): CoreAction {
  return { kind, seat, id, tricks: 0, plan: [] };
}

/**
 * Every legal action now, on ids: calls, cards, and answers to a pending claim or concession.
 * Claims and concessions themselves are open-ended (any count, any plan) and are not listed.
 */
export function legalCoreActions(table: Table, d: DealCore): CoreAction[] {
  const phase = dealPhase(d);
  if (phase === "auction") {
    const seat = auctionTurn(table, d.auction);
    return legalCallIds(table, d.auction).map((id) => coreAction(CALL, seat, id));
  }
  if (phase !== "play") return [];
  const p = d.play as PlayCore;
  const pending = d.claims.pending;
  if (pending) {
    if (pending.kind === 1) {
      const partner = partnerSeat(table, pending.seat);
      return [coreAction(ACCEPT_CLAIM, partner), coreAction(OBJECT_CONCESSION, partner)];
    }
    const out: CoreAction[] = [];
    for (const seat of defenders(table, p)) {
      if (pending.accepted & (1 << seat)) continue;
      out.push(coreAction(ACCEPT_CLAIM, seat), coreAction(REJECT_CLAIM, seat));
    }
    return out;
  }
  const forced = boundCard(table, p, d.claims);
  if (forced >= 0) return [coreAction(PLAY, p.declarer, forced)];
  const seats = defendersChoose(table, p, d.claims) ? defenders(table, p) : [controllerOf(p, handToPlay(table, p))];
  const cards = legalCardIds(table, p);
  return seats.flatMap((seat) => cards.map((id) => coreAction(PLAY, seat, id)));
}
