/**
 * The auction, for any table (AUC-1, AUC-2, R-2, R-3, D-3, H-4). Calls are ids (pass 0, double 1,
 * redouble 2, bids 3 … 37 in rising order), seats are numbers; the variants name them.
 *
 * With n seats the auction ends after n − 1 consecutive passes following a bid, double or
 * redouble, and is passed out after n passes with no bid: three and four at a four-seat table,
 * one and two at a two-seat table (H-4).
 *
 * `AuctionCore` is a small mutable record so that replaying a long sequence allocates nothing per
 * call; the pure API copies it before every step ({@link cloneAuction}).
 *
 * @module
 * @internal
 */
import { DOUBLE_ID, FIRST_BID_ID, PASS_ID, REDOUBLE_ID, callOf, levelOfBidId, strainOfBidId } from "../model/call.js";
import type { ErrorCode } from "../result.js";
import { sideOfSeat, type Table } from "./table.js";

/** The running summary of an auction. */
export interface AuctionCore {
  /** Seat that called first. */
  dealer: number;
  /** Number of calls made. */
  count: number;
  /** Id of the highest bid so far, or −1. */
  lastBid: number;
  /** Seat that made it, or −1. */
  lastBidder: number;
  /** 0 undoubled, 1 doubled, 2 redoubled. */
  doubled: number;
  /** Consecutive passes since the last bid, double or redouble (or since the start). */
  passes: number;
  /** For side s and strain t, `firstNamer[s * 5 + t]`: the first seat of s to bid t, or −1. */
  firstNamer: number[];
  /** Whether the auction has ended (a contract, or passed out). */
  done: boolean;
}

/** A contract as the engine sees it. */
export interface CoreContract {
  /** 1–7. */
  level: number;
  /** 0–4: clubs, diamonds, hearts, spades, no-trump. */
  strain: number;
  /** 0, 1 or 2. */
  doubled: number;
  /** Seat of declarer. */
  declarer: number;
}

/** A new auction with the dealer to call. */
export function newAuction(dealer: number): AuctionCore {
  return {
    dealer,
    count: 0,
    lastBid: -1,
    lastBidder: -1,
    doubled: 0,
    passes: 0,
    firstNamer: [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1],
    done: false,
  };
}

/** A copy that can be stepped without touching the original. */
export function cloneAuction(a: AuctionCore): AuctionCore {
  // An explicit literal: much faster than a spread on V8, and this runs on every pure step.
  return {
    dealer: a.dealer,
    count: a.count,
    lastBid: a.lastBid,
    lastBidder: a.lastBidder,
    doubled: a.doubled,
    passes: a.passes,
    firstNamer: a.firstNamer.slice(),
    done: a.done,
  };
}

/** The seat whose turn it is to call. */
export function auctionTurn(table: Table, a: AuctionCore): number {
  return (a.dealer + a.count) % table.seats.length;
}

/**
 * Why `seat` may not make call `id` now, or `null` if it may (the caller has checked that the
 * auction is running and that it is `seat`'s turn). AUC-1, AUC-2.
 */
export function callError(table: Table, a: AuctionCore, seat: number, id: number): ErrorCode | null {
  if (id === PASS_ID) return null;
  if (id === DOUBLE_ID) {
    return a.lastBid >= 0 && a.doubled === 0 && sideOfSeat(table, a.lastBidder) !== sideOfSeat(table, seat)
      ? null
      : "CANNOT_DOUBLE";
  }
  if (id === REDOUBLE_ID) {
    return a.lastBid >= 0 && a.doubled === 1 && sideOfSeat(table, a.lastBidder) === sideOfSeat(table, seat)
      ? null
      : "CANNOT_REDOUBLE";
  }
  return id > a.lastBid ? null : "INSUFFICIENT_BID";
}

/** A sentence explaining a {@link callError} code. */
export function callErrorMessage(table: Table, a: AuctionCore, seat: number, id: number, code: ErrorCode): string {
  const who = table.seats[seat];
  const call = callOf(id);
  const current =
    a.lastBid >= 0
      ? `${callOf(a.lastBid)}${a.doubled === 1 ? " doubled" : a.doubled === 2 ? " redoubled" : ""} by ${table.seats[a.lastBidder]}`
      : "no bid yet";
  switch (code) {
    case "INSUFFICIENT_BID":
      return `${who} cannot bid ${call}: it must be higher than the current bid (${current})`;
    case "CANNOT_DOUBLE":
      return `${who} cannot double: only an opponent's undoubled bid can be doubled (current: ${current})`;
    case "CANNOT_REDOUBLE":
      return `${who} cannot redouble: only one's own side's doubled bid can be redoubled (current: ${current})`;
    default:
      return `${who} cannot call ${call}`;
  }
}

/** Makes a call the caller has checked with {@link callError}. Mutates `a`. */
export function applyCall(table: Table, a: AuctionCore, seat: number, id: number): void {
  a.count++;
  if (id === PASS_ID) {
    a.passes++;
    const n = table.seats.length;
    if (a.passes >= (a.lastBid < 0 ? n : n - 1)) a.done = true;
    return;
  }
  a.passes = 0;
  if (id === DOUBLE_ID) a.doubled = 1;
  else if (id === REDOUBLE_ID) a.doubled = 2;
  else {
    a.lastBid = id;
    a.lastBidder = seat;
    a.doubled = 0;
    const slot = sideOfSeat(table, seat) * 5 + strainOfBidId(id);
    if (a.firstNamer[slot] === -1) a.firstNamer[slot] = seat;
  }
}

/** Every call the seat to act may make, as ids in rising order. */
export function legalCallIds(table: Table, a: AuctionCore): number[] {
  if (a.done) return [];
  const seat = auctionTurn(table, a);
  const out = [PASS_ID];
  if (callError(table, a, seat, DOUBLE_ID) === null) out.push(DOUBLE_ID);
  if (callError(table, a, seat, REDOUBLE_ID) === null) out.push(REDOUBLE_ID);
  for (let id = Math.max(a.lastBid + 1, FIRST_BID_ID); id < FIRST_BID_ID + 35; id++) out.push(id);
  return out;
}

/** The final contract of a finished auction, or `null` if it was passed out or is not over. */
export function auctionContract(table: Table, a: AuctionCore): CoreContract | null {
  if (!a.done || a.lastBid < 0) return null;
  const strain = strainOfBidId(a.lastBid);
  return {
    level: levelOfBidId(a.lastBid),
    strain,
    doubled: a.doubled,
    declarer: a.firstNamer[sideOfSeat(table, a.lastBidder) * 5 + strain] as number,
  };
}
