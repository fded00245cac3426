import { describe, expect, it } from "vitest";
import { lowestGroup, withoutCard } from "../../src/analysis/keys.js";
import { topCards } from "../../src/analysis/quick.js";

// Slow, obvious oracles for the search's bit tricks (keys.ts, and quick.ts's topCards) (the search's suit keys and groups of equivalent
// cards), on every 13-bit holding or many seeded ones.

/** The `k` highest cards of `m`, rank by rank from the ace down. */
function naiveHighest(m: number, k: number): number {
  let out = 0;
  for (let r = 12; r >= 0 && k > 0; r--) {
    if (((m >>> r) & 1) === 0) continue;
    out |= 1 << r;
    k--;
  }
  return out;
}

/** The cards of `m` from its lowest card up to the first card of `others` above it. */
function naiveLowestGroup(m: number, others: number): number {
  let r = 0;
  while (((m >>> r) & 1) === 0) r++;
  let g = 0;
  for (; r < 13; r++) {
    if (((others >>> r) & 1) === 1) break;
    if (((m >>> r) & 1) === 1) g |= 1 << r;
  }
  return g;
}

/** A suit key built card by card: each card left's holder in two bits, the lowest card lowest, times 16, plus the count. */
function naiveKey(cards: number, holder: readonly number[]): number {
  let pattern = 0;
  let i = 0;
  for (let r = 0; r < 13; r++) {
    if (((cards >>> r) & 1) === 0) continue;
    pattern += (holder[r] as number) * 4 ** i;
    i++;
  }
  return pattern * 16 + i;
}

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s >>> 8;
  };
}

describe("keys.ts and topCards: a suit's top cards, groups and keys", () => {
  it("quick.ts's topCards(m, k) is the k highest cards of m, for every holding and k", () => {
    for (let m = 0; m < 1 << 13; m++) {
      for (let k = 0; k <= 13; k++) {
        const want = naiveHighest(m, k);
        if (topCards(m, k) !== want) expect([m, k, topCards(m, k)]).toEqual([m, k, want]);
      }
    }
  });

  it("lowestGroup is a hand's cards from its lowest up to the next other card left", () => {
    const next = random(7);
    for (let i = 0; i < 50_000; i++) {
      const left = next() & 0x1fff;
      const m = left & next();
      if (m === 0) continue;
      const others = left & ~m;
      expect(lowestGroup(m, others)).toBe(naiveLowestGroup(m, others));
    }
  });

  it("withoutCard equals the key built again without the card", () => {
    const next = random(11);
    for (let i = 0; i < 20_000; i++) {
      const cards = next() & 0x1fff;
      if (cards === 0) continue;
      const holder = Array.from({ length: 13 }, () => next() & 3);
      const ranks = [...Array(13).keys()].filter((r) => ((cards >>> r) & 1) === 1);
      const r = ranks[next() % ranks.length] as number;
      expect(withoutCard(naiveKey(cards, holder), cards, r)).toBe(naiveKey(cards & ~(1 << r), holder));
    }
  });
});
