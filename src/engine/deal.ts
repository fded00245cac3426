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
  legalCardIds,
  newPlay,
  playError,
  playErrorMessage,
  type PlayCore,
} from "./play.js";
import type { Table } from "./table.js";

/** The phases of a deal. */
export type DealPhase = "auction" | "play" | "over";

/** A deal in progress. */
export interface DealCore {
  /** The cards each seat was dealt, as ids. */
  dealt: readonly (readonly number[])[];
  /** The auction. */
  auction: AuctionCore;
  /** The contract once the auction has produced one. */
  contract: CoreContract | null;
  /** The play, once there is a contract. */
  play: PlayCore | null;
  /** Tricks fixed by an agreed claim or concession (declarer's total), or −1. */
  settledTricks: number;
}

/** An action on ids: a call (`kind` 0) or a card (`kind` 1) by `seat`. */
export interface CoreAction {
  /** 0 call, 1 play. */
  kind: 0 | 1;
  /** The acting seat. */
  seat: number;
  /** Call id or card id. */
  id: number;
}

/** A scratch {@link CoreAction} for readers to fill in. */
export function scratchAction(): CoreAction {
  return { kind: 0, seat: 0, id: 0 };
}

/** A refused step: the code and a sentence. */
export interface StepError {
  /** Stable error code. */
  code: ErrorCode;
  /** Explanation. */
  message: string;
}

/** A new deal with `dealer` to call first. */
export function newDeal(dealt: readonly (readonly number[])[], dealer: number): DealCore {
  return { dealt, auction: newAuction(dealer), contract: null, play: null, settledTricks: -1 };
}

/** A copy that can be stepped without touching the original. */
export function cloneDeal(d: DealCore): DealCore {
  return { dealt: d.dealt, auction: cloneAuction(d.auction), contract: d.contract, play: d.play ? clonePlay(d.play) : null, settledTricks: d.settledTricks };
}

/** The phase the deal is in. */
export function dealPhase(d: DealCore): DealPhase {
  if (!d.auction.done) return "auction";
  if (d.contract === null || d.settledTricks >= 0 || (d.play !== null && d.play.done)) return "over";
  return "play";
}

/** The seat that must act now, or −1 when the deal is over. */
export function dealTurn(table: Table, d: DealCore): number {
  const phase = dealPhase(d);
  if (phase === "auction") return auctionTurn(table, d.auction);
  if (phase === "play") {
    const p = d.play as PlayCore;
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
  const who = table.seats[action.seat];
  if (phase === "over") return { code: "GAME_OVER", message: "the deal is over" };
  if (action.kind === 0) {
    if (phase !== "auction") return { code: "WRONG_PHASE", message: `${who} cannot call: the auction is over and the play has begun` };
    const turn = auctionTurn(table, d.auction);
    if (turn !== action.seat) return { code: "NOT_YOUR_TURN", message: `it is ${table.seats[turn]}'s turn to call, not ${who}'s` };
    const code = callError(table, d.auction, action.seat, action.id);
    if (code) return { code, message: callErrorMessage(table, d.auction, action.seat, action.id, code) };
    applyCall(table, d.auction, action.seat, action.id);
    if (d.auction.done) {
      d.contract = auctionContract(table, d.auction);
      if (d.contract) d.play = newPlay(table, holdingsOf(d.dealt), d.contract.declarer, d.contract.strain);
    }
    return null;
  }
  if (phase !== "play") return { code: "WRONG_PHASE", message: `${who} cannot play a card: the auction is not over` };
  const p = d.play as PlayCore;
  const code = playError(table, p, action.seat, action.id);
  if (code) return { code, message: playErrorMessage(table, p, action.seat, action.id, code) };
  applyPlay(table, p, action.id);
  return null;
}

/** Every legal action now, on ids. */
export function legalCoreActions(table: Table, d: DealCore): CoreAction[] {
  const phase = dealPhase(d);
  if (phase === "auction") {
    const seat = auctionTurn(table, d.auction);
    return legalCallIds(table, d.auction).map((id) => ({ kind: 0, seat, id }));
  }
  if (phase === "play") {
    const p = d.play as PlayCore;
    const seat = controllerOf(p, handToPlay(table, p));
    return legalCardIds(table, p).map((id) => ({ kind: 1, seat, id }));
  }
  return [];
}
