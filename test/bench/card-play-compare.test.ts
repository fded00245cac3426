import { describe, expect, it } from "vitest";
import { compareDeals, type CardPlayDeal } from "../../bench/bots.js";

const row = (deal: number, diff: number | null, parImps: number, match = 0): CardPlayDeal => ({
  deal,
  diff,
  parImps,
  declarerGave: 0,
  defenceGave: 0,
  match,
});

describe("the card-play bench's deal-by-deal comparison (bench/bots.ts)", () => {
  const before = new Map([row(0, 1, 5), row(1, -2, 0), row(2, null, 3), row(3, 0, 6)].map((d) => [d.deal, d]));
  // Deal 4 is in this run only; deal 2 was passed out before and is played now.
  const now = [row(0, 0, 2), row(1, -2, 1), row(2, 1, 3), row(3, 1, 9), row(4, 0, 0)];
  const figures = compareDeals(before, now);
  const of = (name: string) => figures.find((f) => f.name.startsWith(name));

  it("compares a figure only on deals both runs hold, and |diff| only where both had a contract", () => {
    expect(of("declarer's tricks")).toMatchObject({ deals: 3, before: 1, now: 1 });
    expect(of("N–S result vs par")?.deals).toBe(4);
  });

  it("gives the mean of the differences deal by deal and that mean's standard error", () => {
    // |IMPs| vs par: 5 → 2, 0 → 1, 3 → 3, 6 → 9: differences −3, +1, 0, +3; mean 1/4.
    const par = of("N–S result vs par");
    expect(par).toMatchObject({ before: 14 / 4, now: 15 / 4, difference: 1 / 4 });
    const d = [-3, 1, 0, 3];
    const variance = d.reduce((n, x) => n + (x - 0.25) ** 2, 0) / 3;
    expect(par?.standardError).toBeCloseTo(Math.sqrt(variance / 4), 12);
    // |diff|: 1 → 0, 2 → 2, 0 → 1: differences −1, 0, +1; mean 0, standard error 1/√3.
    expect(of("declarer's tricks")?.difference).toBe(0);
    expect(of("declarer's tricks")?.standardError).toBeCloseTo(1 / Math.sqrt(3), 12);
  });
});
