import { describe, expect, it } from "vitest";
import { describe as text, twoHandPar, scoreForA, type TricksTable } from "../../bench/honeymoon-par.js";

const none = [false, false] as const;

function par(tricks: TricksTable, dealer: 0 | 1 = 0, vulnerable: readonly [boolean, boolean] = none) {
  const p = twoHandPar(tricks, { dealer, vulnerable });
  return { score: p.score, contract: text(p.outcome) };
}

describe("two-hand par (bench/honeymoon-par.ts)", () => {
  it("[H-4] [SC-1] [SC-4] a game A makes and B cannot outbid is par: 4S by A, +420 non-vulnerable", () => {
    const t = { A: [6, 6, 6, 10, 6], B: [3, 3, 3, 3, 3] };
    expect(par(t)).toEqual({ score: 420, contract: "4S by A" });
    expect(par(t, 1)).toEqual({ score: 420, contract: "4S by A" });
  });

  it("[H-4] [SC-3] B sacrifices in 5H doubled when two down (300) costs less than A's game (420)", () => {
    const t = { A: [6, 6, 6, 10, 6], B: [3, 3, 9, 3, 3] };
    expect(par(t)).toEqual({ score: 300, contract: "5HX by B" });
  });

  it("[H-4] [SC-3] vulnerable, the same sacrifice costs 500, more than the game: par is A's 4S again", () => {
    const t = { A: [6, 6, 6, 10, 6], B: [3, 3, 9, 3, 3] };
    expect(par(t, 0, [false, true])).toEqual({ score: 420, contract: "4S by A" });
  });

  it("[H-4] when no one can take seven tricks anywhere the deal is passed out, scoring 0", () => {
    const t = { A: [6, 6, 6, 6, 6], B: [6, 5, 4, 6, 6] };
    expect(par(t)).toEqual({ score: 0, contract: "passed out" });
  });

  it("[H-4] [SC-4] a part score: 1NT by A (+90) beats B's 1S, and B's 2S would go one down doubled (-100)", () => {
    const t = { A: [5, 5, 5, 5, 7], B: [4, 4, 4, 7, 4] };
    expect(par(t, 0)).toEqual({ score: 90, contract: "1NT by A" });
    expect(par(t, 1)).toEqual({ score: 90, contract: "1NT by A" });
  });

  it("[SC-4] [SC-5] a deal is scored as duplicate scores one board: +620 for a vulnerable 4S, -800 for 3NTX four down non-vulnerable", () => {
    const t = { A: [6, 6, 6, 10, 6], B: [3, 3, 3, 3, 5] };
    expect(scoreForA({ declarer: 0, level: 4, strain: 3, doubled: 0 }, t, [true, false])).toBe(620);
    expect(scoreForA({ declarer: 1, level: 3, strain: 4, doubled: 1 }, t, none)).toBe(800);
    expect(scoreForA(null, t, none)).toBe(0);
  });
});
