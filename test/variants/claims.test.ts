// Claims and concessions (CLAIM-1 … CLAIM-5) through the duplicate variant; the rubber variant
// shares the same deal module.
import { describe, expect, it } from "vitest";
import { duplicate, SEATS, type Seat } from "contract-bridge";
import { driver } from "../helpers.js";

// Each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs.
const DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

const { start: create, go, code: refused } = driver(duplicate);
// these tests use plans that name only some cards: the looser rule duplicate offers as an option
const start = create({ deal: DEAL, dealer: "S", claimPlans: "partial" });
// South declares 1NT; West leads the club two; North (dummy) is next, South acting for it.
const auction = ["1NT", "P", "P", "P"].map((call, i) => ({ type: "call", seat: SEATS[(2 + i) % 4] as Seat, call }));
const led = go(start, ...auction, { type: "play", seat: "W", card: "C2" });

describe("claims", () => {
  it("[CLAIM-1] declarer's claim suspends play and exposes declarer's hand to all", () => {
    expect(duplicate.view(led, "W").exposed).toEqual([]);
    const c = go(led, { type: "claim", seat: "S", tricks: 3, plan: ["S2", "D2"] });
    expect(duplicate.view(c, "W").exposed).toEqual([{ seat: "S", hand: led.deal.S }]);
    expect(duplicate.view(c, "E").claim).toEqual({
      kind: "claim",
      seat: "S",
      tricks: 3,
      plan: ["S2", "D2"],
      accepted: [],
    });
    expect(duplicate.turn(c)).toBe("W");
    expect(refused(c, { type: "play", seat: "S", card: "S2" })).toBe("WRONG_PHASE");
    expect(duplicate.legalActions(c)).toEqual([
      { type: "acceptClaim", seat: "W" },
      { type: "rejectClaim", seat: "W" },
      { type: "acceptClaim", seat: "E" },
      { type: "rejectClaim", seat: "E" },
    ]);
  });

  it("[CLAIM-2] when both defenders agree the hand ends with the agreed tricks", () => {
    const c = go(led, { type: "claim", seat: "S", tricks: 13, plan: [] }, { type: "acceptClaim", seat: "E" });
    expect(duplicate.isOver(c)).toBe(false);
    expect(refused(c, { type: "acceptClaim", seat: "E" })).toBe("INVALID_CLAIM");
    const done = go(c, { type: "acceptClaim", seat: "W" });
    expect(duplicate.isOver(done)).toBe(true);
    expect(duplicate.record(done).declarerTricks).toBe(13);
    // 1NT with 13 tricks, not vulnerable: 40 + 6 × 30 overtricks + 50 partscore
    expect(duplicate.score(done)?.totals.NS).toBe(270);
  });

  it("[CLAIM-5] a claim outside 0 … tricks left is rejected", () => {
    expect(refused(led, { type: "claim", seat: "S", tricks: 14, plan: [] })).toBe("INVALID_CLAIM");
    expect(refused(led, { type: "claim", seat: "S", tricks: 1.5, plan: [] })).toBe("INVALID_ACTION");
    const later = go(
      led,
      { type: "play", seat: "S", card: "S2" },
      { type: "play", seat: "E", card: "H2" },
      { type: "play", seat: "S", card: "D2" },
    );
    expect(refused(later, { type: "claim", seat: "S", tricks: 13, plan: [] })).toBe("INVALID_CLAIM"); // 12 left
    expect(refused(later, { type: "claim", seat: "S", tricks: -1, plan: [] })).toBe("INVALID_CLAIM");
    expect(refused(later, { type: "claim", seat: "S", tricks: 12, plan: [] })).toBeUndefined();
  });

  it("[CLAIM-1] only declarer claims, with a plan of declarer's and dummy's cards", () => {
    expect(refused(led, { type: "claim", seat: "N", tricks: 1, plan: [] })).toBe("INVALID_CLAIM");
    expect(refused(led, { type: "claim", seat: "E", tricks: 1, plan: [] })).toBe("INVALID_CLAIM");
    expect(refused(led, { type: "claim", seat: "S", tricks: 1, plan: ["HA"] })).toBe("INVALID_CLAIM");
    expect(refused(led, { type: "claim", seat: "S", tricks: 1, plan: ["SA", "SA"] })).toBe("INVALID_CLAIM");
    expect(refused(led, { type: "claim", seat: "S", tricks: 1, plan: ["ZZ"] })).toBe("INVALID_ACTION");
    expect(refused(start, { type: "claim", seat: "S", tricks: 1, plan: [] })).toBe("WRONG_PHASE");
  });

  it("[CLAIM-1] a claim of no tricks concedes the rest and stands at once", () => {
    const c = go(led, { type: "claim", seat: "S", tricks: 0, plan: [] });
    expect(duplicate.isOver(c)).toBe(true);
    expect(duplicate.record(c).declarerTricks).toBe(0);
  });

  it("[CLAIM-3] a contested claim continues with declarer's hand exposed and the plan enforced", () => {
    const c = go(led, { type: "claim", seat: "S", tricks: 5, plan: ["S2", "D2"] }, { type: "rejectClaim", seat: "E" });
    expect(duplicate.view(c, "E").exposed).toEqual([{ seat: "S", hand: led.deal.S }]);
    expect(duplicate.view(c, "E").boundPlan).toEqual(["S2", "D2"]);
    // North (dummy) is to play: the plan's first legal card for it is S2, and only that
    expect(duplicate.legalActions(c)).toEqual([{ type: "play", seat: "S", card: "S2" }]);
    expect(refused(c, { type: "play", seat: "S", card: "SA" })).toBe("BOUND_BY_CLAIM");
    const t1 = go(c, { type: "play", seat: "S", card: "S2" }, { type: "play", seat: "E", card: "H2" });
    expect(duplicate.legalActions(t1)).toEqual([{ type: "play", seat: "S", card: "D2" }]);
    const t2 = go(t1, { type: "play", seat: "S", card: "D2" });
    expect(duplicate.record(t2).tricks[0]?.winner).toBe("W");
    expect(refused(t2, { type: "claim", seat: "S", tricks: 1, plan: [] })).toBe("INVALID_CLAIM"); // bound: no second claim
  });

  it("[CLAIM-3] where the plan is silent the defenders choose declarer's card", () => {
    const c = go(
      led,
      { type: "claim", seat: "S", tricks: 5, plan: ["D2"] },
      { type: "acceptClaim", seat: "W" },
      { type: "rejectClaim", seat: "E" },
    );
    // North is to play and the plan names no card of North's: the defenders choose
    expect(duplicate.turn(c)).toBe("W");
    expect(refused(c, { type: "play", seat: "S", card: "S2" })).toBe("NOT_YOUR_TURN");
    expect(refused(c, { type: "play", seat: "W", card: "C3" })).toBe("CARD_NOT_IN_HAND");
    const legal = duplicate.legalActions(c);
    expect(legal).toHaveLength(26); // either defender, any of North's 13 cards
    const chosen = go(c, { type: "play", seat: "E", card: "SA" });
    expect(duplicate.record(chosen).actions.at(-1)).toEqual({ type: "play", seat: "W", card: "SA" });
    // the record replays, and the JSON round trip continues identically
    const again = duplicate.replay(
      { deal: DEAL, dealer: "S", claimPlans: "partial" },
      duplicate.record(chosen).actions,
    );
    expect(again.ok && again.value).toEqual(chosen);
    const back = duplicate.schemas.state.parse(JSON.parse(JSON.stringify(chosen)));
    expect(duplicate.legalActions(back)).toEqual(duplicate.legalActions(chosen));
  });
});

describe("concessions", () => {
  it("[CLAIM-4] a defender's concession that partner objects to does not stand", () => {
    const c = go(led, { type: "concede", seat: "E", tricks: 2 });
    expect(duplicate.turn(c)).toBe("W");
    expect(duplicate.legalActions(c)).toEqual([
      { type: "acceptClaim", seat: "W" },
      { type: "objectConcession", seat: "W" },
    ]);
    expect(refused(c, { type: "objectConcession", seat: "N" })).toBe("INVALID_CLAIM");
    const o = go(c, { type: "objectConcession", seat: "W" });
    expect(duplicate.isOver(o)).toBe(false);
    expect(duplicate.turn(o)).toBe("S");
    expect(duplicate.view(o, "E").exposed).toEqual([]); // a defender's concession exposes nothing
  });

  it("[CLAIM-4] a defender's concession that partner accepts fixes the tricks", () => {
    const c = go(led, { type: "concede", seat: "E", tricks: 2 }, { type: "acceptClaim", seat: "W" });
    expect(duplicate.isOver(c)).toBe(true);
    expect(duplicate.record(c).declarerTricks).toBe(2);
    // the claim came after the opening lead: that card stays in the record, in the unfinished trick
    expect(duplicate.record(c).unfinishedTrick).toEqual({ leader: "W", cards: [{ seat: "W", card: "C2" }] });
    expect(duplicate.view(c, "N").hand).toHaveLength(13);
    expect(() => duplicate.view(c, "Q" as "N")).toThrow(RangeError);
    expect(duplicate.record(c).claims).toEqual([
      { at: 1, action: { type: "concede", seat: "E", tricks: 2 } },
      { at: 1, action: { type: "acceptClaim", seat: "W" } },
    ]);
  });

  it("[CLAIM-4] declarer conceding everything ends the deal; conceding some claims the rest", () => {
    const all = go(led, { type: "concede", seat: "S", tricks: 13 });
    expect(duplicate.isOver(all)).toBe(true);
    expect(duplicate.record(all).declarerTricks).toBe(0);
    const some = go(led, { type: "concede", seat: "S", tricks: 10 });
    expect(duplicate.view(some, "W").claim).toMatchObject({ kind: "claim", seat: "S", tricks: 3 });
    expect(refused(led, { type: "concede", seat: "N", tricks: 1 })).toBe("INVALID_CLAIM");
    expect(refused(led, { type: "concede", seat: "W", tricks: 0 })).toBe("INVALID_CLAIM");
  });
});
