// IMPs, matchpoints, Butler and cross-IMPs. The expected values are worked out by hand from the
// published IMP scale (WBF: 0–10 → 0, 20–40 → 1, 50–80 → 2, … 3500–3990 → 23, 4000+ → 24) and
// from the matchpoint rule (Law 78A), never computed with the code under test.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { butler, crossImps, imps, matchpoints } from "contract-bridge";

// The printed scale, band by band: [lowest difference, highest difference, IMPs].
const PRINTED_SCALE: readonly (readonly [number, number, number])[] = [
  [0, 10, 0],
  [20, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
  [4000, 7600, 24],
];

describe("imps", () => {
  it("[SC-9] every multiple of 10 up to 7600 gets the IMPs of its printed band, both signs", () => {
    for (const [low, high, expected] of PRINTED_SCALE) {
      for (let d = low; d <= high; d += 10) {
        expect(imps(d)).toBe(expected);
        expect(imps(-d)).toBe(expected === 0 ? 0 : -expected); // toBe tells −0 from 0
      }
    }
  });

  it("[SC-9] worked examples: game swing, slam swing, partscore swing", () => {
    expect(imps(620 - 170)).toBe(10); // 4♠ made vulnerable at one table, 3♠+1 at the other: 450
    expect(imps(1430 - 680)).toBe(13); // 6♥ bid and made vs 4♥+2, vulnerable: 750
    expect(imps(110 - -100)).toBe(5); // +110 against −100: 210
    expect(imps(-790)).toBe(-13);
  });

  it("[SC-9] a difference between bands counts from the band it has reached", () => {
    expect(imps(15)).toBe(0);
    expect(imps(45)).toBe(1);
    expect(imps(49.9)).toBe(1);
    expect(imps(-2499)).toBe(-20);
  });

  it("[SC-9] imps is odd, monotone, and at most 24", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10000, max: 10000 }), fc.integer({ min: 0, max: 500 }), (d, step) => {
        expect(imps(-d)).toBe(d === 0 || imps(d) === 0 ? 0 : -imps(d));
        expect(imps(d + step)).toBeGreaterThanOrEqual(imps(d));
        expect(Math.abs(imps(d))).toBeLessThanOrEqual(24);
      }),
    );
  });

  it("[SC-9] refuses a difference that is not a finite number", () => {
    expect(() => imps(Number.NaN)).toThrow(RangeError);
    expect(() => imps(Infinity)).toThrow(RangeError);
  });
});

describe("matchpoints", () => {
  it("[SC-10] five tables, two tied: 1 per score beaten, ½ per tie (ACBL)", () => {
    // 420 beats 170, 150, −50 and ties the other 420: 3 + ½ = 3.5 of a top of 4.
    const r = matchpoints([420, 170, 420, -50, 150]);
    expect(r.ok && r.value.top).toBe(4);
    expect(r.ok && r.value.results.map((x) => x.matchpoints)).toEqual([3.5, 2, 3.5, 0, 1]);
    expect(r.ok && r.value.results.map((x) => x.percentage)).toEqual([87.5, 50, 87.5, 0, 25]);
  });

  it("[SC-10] the European scale gives twice the matchpoints and the same percentages", () => {
    const r = matchpoints([420, 170, 420, -50, 150], { scale: "european" });
    expect(r.ok && r.value.top).toBe(8);
    expect(r.ok && r.value.results.map((x) => x.matchpoints)).toEqual([7, 4, 7, 0, 2]);
    expect(r.ok && r.value.results.map((x) => x.percentage)).toEqual([87.5, 50, 87.5, 0, 25]);
  });

  it("[SC-10] all tables level share the board equally; a board played once is average", () => {
    const flat = matchpoints([100, 100, 100]);
    expect(flat.ok && flat.value.results.map((x) => x.matchpoints)).toEqual([1, 1, 1]);
    const once = matchpoints([620]);
    expect(once.ok && once.value.results[0]).toEqual({ score: 620, matchpoints: 0, percentage: 50 });
  });

  it("[SC-10] the matchpoints of a board always add up to n(n−1)/2 on the ACBL scale", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -200, max: 200 }).map((x) => x * 10),
          { minLength: 1, maxLength: 20 },
        ),
        (scores) => {
          const r = matchpoints(scores);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const sum = r.value.results.reduce((s, x) => s + x.matchpoints, 0);
          expect(sum).toBe((scores.length * (scores.length - 1)) / 2);
        },
      ),
    );
  });

  it("[SC-10] bad input is an INVALID_OPTIONS error naming the entry", () => {
    const r = matchpoints([100, Number.NaN]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe("INVALID_OPTIONS");
    expect(!r.ok && r.error.path).toEqual([1]);
    expect(matchpoints([]).ok).toBe(false);
    expect(matchpoints("100" as unknown as number[]).ok).toBe(false);
  });
});

describe("butler", () => {
  it("[SC-11] six tables: the highest and lowest are dropped, the datum is the mean of the rest", () => {
    // Kept: 420, 420, 170, 150 → mean 290 → datum 290.
    // 620−290 = 330 → 8; 420−290 = 130 → 4; 170−290 = −120 → −3; 150−290 = −140 → −4; −100−290 = −390 → −9.
    const r = butler([620, 420, 420, 170, 150, -100]);
    expect(r.ok && r.value).toEqual({ datum: 290, imps: [8, 4, 4, -3, -4, -9] });
  });

  it("[SC-11] the datum is rounded to the nearest 10, a half up", () => {
    // Four scores, none dropped: (420 + 420 + 170 + 140) / 4 = 287.5 → 290.
    const r = butler([420, 420, 170, 140]);
    expect(r.ok && r.value.datum).toBe(290);
    // (100 + 130) / 2 = 115 → 120: the half rounds up.
    const h = butler([100, 130]);
    expect(h.ok && h.value).toEqual({ datum: 120, imps: [-1, 0] });
  });

  it("[SC-11] drop can be set, and may not leave an empty datum", () => {
    const r = butler([620, 420, 420, 170, 150, -100], { drop: 0 });
    // (620 + 420 + 420 + 170 + 150 − 100) / 6 = 280 → datum 280; 620−280 = 340 → 8.
    expect(r.ok && r.value.datum).toBe(280);
    expect(r.ok && r.value.imps[0]).toBe(8);
    const bad = butler([1, 2], { drop: 1 });
    expect(!bad.ok && bad.error.path).toEqual(["drop"]);
  });
});

describe("crossImps", () => {
  it("[SC-12] three tables: each score against each other score", () => {
    // 620 vs 170: 450 → 10; 620 vs −100: 720 → 12. 170 vs −100: 270 → 7.
    const r = crossImps([620, 170, -100]);
    expect(r.ok && r.value).toEqual([
      { score: 620, total: 22, average: 11 },
      { score: 170, total: -3, average: -1.5 },
      { score: -100, total: -19, average: -9.5 },
    ]);
  });

  it("[SC-12] the totals of a board add up to zero", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -300, max: 300 }).map((x) => x * 10),
          { minLength: 1, maxLength: 12 },
        ),
        (scores) => {
          const r = crossImps(scores);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.value.reduce((s, x) => s + x.total, 0)).toBe(0);
        },
      ),
    );
  });
});
