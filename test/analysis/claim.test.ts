import { describe, expect, it } from "vitest";
import { claimCheck, claimHolds, solve } from "../../src/analysis/index.js";
import * as duplicate from "../../src/variants/duplicate.js";
import * as rubber from "../../src/variants/rubber.js";
import { deepFreeze } from "../helpers.js";

// North every spade, South every heart, East every diamond, West every club.
const SUITED = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

function stateAfter(calls: string[], cards: number, dealer: "N" | "E" | "S" | "W" = "S"): duplicate.State {
  const created = duplicate.create({ deal: SUITED, dealer });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const seats = ["N", "E", "S", "W"] as const;
  let seat = seats.indexOf(dealer);
  for (const call of calls) {
    const r = duplicate.apply(state, { type: "call", seat: seats[seat % 4], call });
    if (!r.ok) throw new Error(r.error.message);
    state = r.value;
    seat++;
  }
  for (let i = 0; i < cards; i++) {
    const action = duplicate.legalActions(state).find((a) => a.type === "play");
    if (!action) throw new Error("no card to play");
    const r = duplicate.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value;
  }
  return deepFreeze(state);
}

describe("claim check (CLAIM-1, an aid for settling a contested claim)", () => {
  it("[CLAIM-1] 1NT by South, West on lead with thirteen clubs: declarer is sure of none", () => {
    const state = stateAfter(["1NT", "P", "P", "P"], 1);
    expect(claimCheck(state, 0)).toEqual({ ok: true, value: { holds: true, guaranteed: 0, tricksLeft: 13 } });
    expect(claimHolds(state, 1)).toEqual({ ok: true, value: false });
  });

  it("[CLAIM-1] 1S by North: every trick falls to North's trumps, the trick in progress included", () => {
    // Dealer N opens 1S; East leads a diamond.
    const state = stateAfter(["1S", "P", "P", "P"], 2, "N");
    expect(claimCheck(state, 13)).toEqual({ ok: true, value: { holds: true, guaranteed: 13, tricksLeft: 13 } });
  });

  it("[CLAIM-5] a count outside 0 … tricks left is INVALID_CLAIM; before the play WRONG_PHASE", () => {
    const state = stateAfter(["1NT", "P", "P", "P"], 1);
    expect(!claimHolds(state, 14).ok && (claimHolds(state, 14) as { error: { code: string } }).error.code).toBe(
      "INVALID_CLAIM",
    );
    const auction = stateAfter(["1NT"], 0);
    const r = claimHolds(auction, 0);
    expect(!r.ok && r.error.code).toBe("WRONG_PHASE");
    const junk = claimHolds({ variant: "honeymoon" } as never, 0);
    expect(!junk.ok && junk.error.code).toBe("INVALID_STATE");
  });

  it("[CLAIM-1] rubber states: the claim check agrees with the solver on the deal in play", () => {
    const created = rubber.create({ seed: 7 });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    let state = created.value;
    // Everyone bids 1NT-pass-pass-pass from the dealer, then the first legal card six times.
    let played = 0;
    while (played < 6) {
      const actions = rubber.legalActions(state);
      const action =
        actions.find((a) => a.type === "play") ??
        actions.find(
          (a) =>
            a.type === "call" &&
            (a.call === "1NT" || a.call === "P") &&
            !(a.call === "P" && !rubber.record(state).deals.at(-1)?.calls.length),
        );
      expect(action).toBeDefined();
      if (!action) return;
      const r = rubber.apply(state, action);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      state = r.value;
      if (action.type === "play") played++;
    }
    const rec = rubber.record(state).deals.at(-1);
    expect(rec?.contract).toMatchObject({ level: 1, strain: "NT" });
    const check = claimCheck(deepFreeze(state), 0);
    expect(check.ok).toBe(true);
    if (!check.ok || !rec) return;
    const { guaranteed, tricksLeft } = check.value;
    expect(tricksLeft).toBe(12);
    expect(claimHolds(state, guaranteed)).toEqual({ ok: true, value: true });
    if (guaranteed < tricksLeft) expect(claimHolds(state, guaranteed + 1)).toEqual({ ok: true, value: false });
    // The same position solved directly, from the record.
    const played2 = new Set([
      ...rec.tricks.flatMap((t) => t.cards.map((c) => c.card)),
      ...(rec.unfinishedTrick?.cards.map((c) => c.card) ?? []),
    ]);
    const hands = Object.fromEntries(
      (["N", "E", "S", "W"] as const).map((s) => [s, rec.deal[s].filter((c) => !played2.has(c))]),
    ) as never;
    const solved = solve({
      hands,
      strain: "NT",
      leader: rec.unfinishedTrick?.leader ?? (rec.tricks.at(-1)?.winner as "N"),
      trick: rec.unfinishedTrick?.cards.map((c) => c.card) ?? [],
    });
    expect(solved.ok).toBe(true);
    if (!solved.ok) return;
    const declarerSide = ["N", "S"].includes(rec.declarer as string) ? "NS" : "EW";
    expect(solved.value.side === declarerSide ? solved.value.tricks : 12 - solved.value.tricks).toBe(guaranteed);
  });
});
