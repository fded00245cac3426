// The engines on their own, at a two-seat table without partnerships (the Honeymoon shape) and at
// the four-seat table, through their id-level API.
import { describe, expect, it } from "vitest";
import { callId } from "contract-bridge";
import { applyCall, auctionContract, callError, legalCallIds, newAuction } from "../../src/engine/auction.js";
import { applyPlay, holdingsOf, legalCardIds, newPlay, playError } from "../../src/engine/play.js";
import { FOUR_SEATS, type Table } from "../../src/engine/table.js";

const TWO: Table = { seats: ["A", "B"], partnerships: false };
const id = (c: string) => callId(c) as number;

function auction(table: Table, dealer: number, calls: string[]) {
  const a = newAuction(dealer);
  calls.forEach((c, i) => {
    const seat = (dealer + i) % table.seats.length;
    expect(callError(table, a, seat, id(c)), `${c} by ${table.seats[seat]}`).toBeNull();
    applyCall(table, a, seat, id(c));
  });
  return a;
}

describe("auction engine, two seats", () => {
  it("[H-4] a pass after a bid ends the auction; the last bidder declares", () => {
    const a = auction(TWO, 1, ["3NT", "P"]);
    expect(a.done).toBe(true);
    expect(auctionContract(TWO, a)).toEqual({ level: 3, strain: 4, doubled: 0, declarer: 1 });
  });

  it("[H-4] double then pass, and double, redouble, pass, end the auction", () => {
    expect(auctionContract(TWO, auction(TWO, 0, ["1S", "X", "P"]))).toEqual({
      level: 1,
      strain: 3,
      doubled: 1,
      declarer: 0,
    });
    expect(auctionContract(TWO, auction(TWO, 0, ["1S", "X", "XX", "P"]))).toEqual({
      level: 1,
      strain: 3,
      doubled: 2,
      declarer: 0,
    });
  });

  it("[H-4] both passing before any bid passes the hand out", () => {
    const a = auction(TWO, 0, ["P", "P"]);
    expect(a.done).toBe(true);
    expect(auctionContract(TWO, a)).toBeNull();
  });

  it("[H-4] a player may not double their own bid; a new bid cancels a double", () => {
    const a = auction(TWO, 0, ["1H"]);
    expect(callError(TWO, a, 1, id("X"))).toBeNull();
    expect(callError(TWO, a, 1, id("XX"))).toBe("CANNOT_REDOUBLE");
    const b = auction(TWO, 0, ["1H", "X", "2C"]);
    expect(b.doubled).toBe(0);
    expect(legalCallIds(TWO, b)).toContain(id("X"));
  });
});

describe("play engine", () => {
  it("[H-5] two-card tricks with no dummy: the defender leads and the winner leads next", () => {
    // A holds all spades and hearts 2..., B the rest; hands of 13 for each of two seats.
    const hands = holdingsOf([
      [...Array(13).keys()].map((r) => 39 + r), // A: all spades
      [...Array(13).keys()].map((r) => 26 + r), // B: all hearts
    ]);
    const p = newPlay(TWO, hands, 0, 4); // A declares no-trump; B leads
    expect(p.dummy).toBe(-1);
    expect(p.leader).toBe(1);
    expect(playError(TWO, p, 0, 39)).toBe("NOT_YOUR_TURN");
    applyPlay(TWO, p, 38); // B leads HA
    expect(legalCardIds(TWO, p)).toHaveLength(13); // A is void in hearts
    expect(applyPlay(TWO, p, 39)).toBe(1); // S2 is a discard: B wins
    expect(p.leader).toBe(1);
    expect(p.defenderTricks).toBe(1);
  });

  it("[R-5] at four seats dummy is declarer's partner and never acts", () => {
    const hands = holdingsOf([0, 1, 2, 3].map((s) => [...Array(13).keys()].map((r) => s * 13 + r)));
    const p = newPlay(FOUR_SEATS, hands, 2, 4);
    expect(p.dummy).toBe(0);
    expect(playError(FOUR_SEATS, p, 0, 0)).toBe("NOT_YOUR_HAND");
  });
});
