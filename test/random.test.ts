import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARDS, SEATS, createRng, cut, dealDeck, dealFromSeed, deriveSeed, seatAfter, shuffle } from "contract-bridge";
import { xoshiro128ss } from "../src/random.js";

describe("seeded randomness", () => {
  it("[CARD-2] xoshiro128** matches the reference implementation's outputs for state {1,2,3,4}", () => {
    const rng = xoshiro128ss([1, 2, 3, 4]);
    const out = Array.from({ length: 10 }, () => rng.nextUint32());
    expect(out).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ]);
  });

  it("[CARD-2] golden vectors: the same seed gives the same stream and the same deck", () => {
    const rng = createRng(1);
    expect(Array.from({ length: 5 }, () => rng.nextUint32())).toEqual([
      1037174144, 937990088, 1497259347, 3223192875, 2050546420,
    ]);
    const big = createRng(2 ** 40 + 5);
    expect(Array.from({ length: 3 }, () => big.nextUint32())).toEqual([3330426499, 4168192564, 1235546397]);
    const d = dealFromSeed(42, "N");
    expect(d.cut).toBe(14);
    expect(d.deck.join(" ")).toBe(
      "H8 HK CQ HJ S2 D3 DJ D8 C4 D9 H2 S7 CK C5 CA SJ S8 C9 DA D5 D2 H9 S9 C7 S4 SQ S5 DQ H5 HA HT DK CJ CT D6 HQ S3 H4 DT H6 ST C3 C6 H7 SK H3 D4 D7 SA C2 S6 C8",
    );
  });

  it("[CARD-2] shuffle is a permutation of the 52 cards and leaves its input alone", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (seed) => {
        const input = Object.freeze([...CARDS]);
        const out = shuffle(input, createRng(seed));
        expect(out.length).toBe(52);
        expect([...out].sort()).toEqual([...CARDS].sort());
        expect(input).toEqual(CARDS);
      }),
    );
  });

  it("[CARD-2] nextInt stays in range and rejects a bad bound", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const x = createRng(seed).nextInt(n);
        return Number.isInteger(x) && x >= 0 && x < n;
      }),
    );
    expect(() => createRng(1).nextInt(0)).toThrow(RangeError);
    expect(() => createRng(-1)).toThrow(RangeError);
  });

  it("[CARD-2] a shuffle is close to uniform: each card reaches the top about 1/52 of the time", () => {
    const counts = new Array<number>(52).fill(0);
    const rng = createRng(99);
    const n = 52 * 400;
    for (let i = 0; i < n; i++) counts[CARDS.indexOf(shuffle(CARDS, rng)[0] as (typeof CARDS)[number])]! += 1;
    // chi-square with 51 degrees of freedom: 99.9th percentile is about 90
    const chi = counts.reduce((s, c) => s + (c - 400) ** 2 / 400, 0);
    expect(chi).toBeLessThan(90);
  });

  it("[R-1] the cut moves the top packet to the bottom", () => {
    expect(cut([1, 2, 3, 4, 5], 2)).toEqual([3, 4, 5, 1, 2]);
    expect(() => cut([1, 2, 3], 0)).toThrow(RangeError);
    expect(() => cut([1, 2, 3], 3)).toThrow(RangeError);
  });

  it("[R-1] [D-1] cards are dealt one at a time clockwise from dealer's left", () => {
    for (const dealer of SEATS) {
      const deal = dealDeck(CARDS, dealer);
      // the first card (C2) goes to dealer's left, the fourth (C5) to dealer
      expect(deal[seatAfter(dealer, 1)]).toContain("C2");
      expect(deal[seatAfter(dealer, 2)]).toContain("C3");
      expect(deal[seatAfter(dealer, 3)]).toContain("C4");
      expect(deal[dealer]).toContain("C5");
    }
  });

  it("[R-1] a seeded deal gives 13 distinct cards to each seat and cuts between 4 and 48", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(...SEATS), (seed, dealer) => {
        const { deal, deck, cut: position } = dealFromSeed(seed, dealer);
        for (const seat of SEATS) expect(new Set(deal[seat]).size).toBe(13);
        expect(new Set(SEATS.flatMap((s) => deal[s])).size).toBe(52);
        expect(new Set(deck).size).toBe(52);
        expect(position).toBeGreaterThanOrEqual(4);
        expect(position).toBeLessThanOrEqual(48);
        expect(dealFromSeed(seed, dealer)).toEqual({ deal, deck, cut: position });
      }),
    );
  });

  it("[CARD-2] derived seeds are reproducible and differ by index", () => {
    expect(deriveSeed(5, 1)).toBe(deriveSeed(5, 1));
    expect(deriveSeed(5, 1)).not.toBe(deriveSeed(5, 2));
    expect(Number.isSafeInteger(deriveSeed(Number.MAX_SAFE_INTEGER, 3))).toBe(true);
  });
});
