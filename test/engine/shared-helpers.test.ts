// The small pure functions the bots (and the engines) share, each against a slow obvious oracle.
import { describe, expect, it } from "vitest";
import { CALLS, CARDS, STRAINS, callId, cardId } from "contract-bridge";
import { bidIdOf, isBidId } from "../../src/model/call.js";
import { beats, trickWinnerIndex } from "../../src/engine/play.js";
import { FOUR_SEATS, partnerSeat, type Table } from "../../src/engine/table.js";

const TWO: Table = { seats: ["A", "B"], partnerships: false };

describe("shared rule helpers", () => {
  it("[PLAY-2] beats: over every pair of cards and every trump, a later card wins exactly when it is a higher card of the winning card's suit or a trump on a non-trump", () => {
    const RANKS = "23456789TJQKA";
    let wins = 0;
    for (let trump = 0; trump <= 4; trump++) {
      for (const a of CARDS) {
        for (const b of CARDS) {
          if (a === b) continue;
          const sameSuit = a[0] === b[0];
          const aTrump = trump < 4 && a[0] === "CDHS"[trump];
          const expected = sameSuit ? RANKS.indexOf(a[1] as string) > RANKS.indexOf(b[1] as string) : aTrump;
          const got = beats(cardId(a) as number, cardId(b) as number, trump);
          if (got) wins++;
          expect(got, `${a} after ${b}, trump ${trump}`).toBe(expected);
          expect(trickWinnerIndex([cardId(b) as number, cardId(a) as number], trump)).toBe(got ? 1 : 0);
        }
      }
    }
    expect(wins).toBeGreaterThan(0);
  });

  it("[AUC-1] bidIdOf gives the id of the canonical bid, in rising order; isBidId tells bids from pass, double and redouble", () => {
    for (let level = 1; level <= 7; level++) {
      STRAINS.forEach((strain, s) => expect(bidIdOf(level, s)).toBe(callId(`${level}${strain}`)));
    }
    expect(CALLS.filter((c) => isBidId(callId(c) as number))).toEqual(CALLS.slice(3));
  });

  it("[R-1] partnerSeat: N–S and E–W at four seats; none at a table without partnerships", () => {
    expect([0, 1, 2, 3].map((s) => partnerSeat(FOUR_SEATS, s))).toEqual([2, 3, 0, 1]);
    expect([0, 1].map((s) => partnerSeat(TWO, s))).toEqual([-1, -1]);
  });
});
