import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARDS, SEATS, type Card, type Deal, type Seat, type Strain } from "../../src/schemas/model.js";
import { validateDeal } from "../../src/model/deal.js";
import { honoursOf } from "../../src/scoring/honours.js";
import { HonoursSchema } from "../../src/schemas/scoring.js";

/**
 * A complete deal with the given cards in the given hands; the other cards go round the table one
 * at a time, so consecutive honours of a suit never pile up in one hand by accident.
 */
function dealWith(fixed: Partial<Record<Seat, Card[]>>): Deal {
  const hands: Record<Seat, Card[]> = {
    N: [...(fixed.N ?? [])],
    E: [...(fixed.E ?? [])],
    S: [...(fixed.S ?? [])],
    W: [...(fixed.W ?? [])],
  };
  const used = new Set(Object.values(hands).flat());
  let seat = 0;
  for (const card of CARDS) {
    if (used.has(card)) continue;
    while (hands[SEATS[seat % 4] as Seat].length >= 13) seat++;
    hands[SEATS[seat % 4] as Seat].push(card);
    seat++;
  }
  const deal = validateDeal(hands);
  if (!deal.ok) throw new Error(deal.error.message);
  return deal.value;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe("honours (R-7)", () => {
  it("[R-7] four of the five trump honours in one hand score 100", () => {
    const deal = dealWith({ N: ["HA", "HK", "HQ", "HJ"] });
    expect(honoursOf(deal, "H")).toEqual({ seat: "N", side: "NS", points: 100 });
    // Any four of the five: the ten counts as an honour.
    expect(honoursOf(dealWith({ E: ["SK", "SQ", "SJ", "ST"] }), "S")).toEqual({ seat: "E", side: "EW", points: 100 });
  });

  it("[R-7] all five trump honours in one hand score 150", () => {
    const deal = dealWith({ S: ["DA", "DK", "DQ", "DJ", "DT"] });
    expect(honoursOf(deal, "D")).toEqual({ seat: "S", side: "NS", points: 150 });
  });

  it("[R-7] four aces in one hand at no-trump score 150", () => {
    const deal = dealWith({ W: ["SA", "HA", "DA", "CA"] });
    expect(honoursOf(deal, "NT")).toEqual({ seat: "W", side: "EW", points: 150 });
  });

  it("[R-7] at no-trump only aces count: four trump-suit honours are nothing", () => {
    expect(honoursOf(dealWith({ N: ["SA", "SK", "SQ", "SJ", "ST"] }), "NT")).toBeNull();
  });

  it("[R-7] four aces are nothing in a suit contract", () => {
    const deal = dealWith({ N: ["SA", "HA", "DA", "CA"] });
    for (const strain of ["C", "D", "H", "S"] as const) expect(honoursOf(deal, strain), strain).toBeNull();
  });

  it("[R-7] honours split between partners are never combined", () => {
    const deal = dealWith({ N: ["CA", "CK", "CQ"], S: ["CJ", "CT"] });
    expect(honoursOf(deal, "C")).toBeNull();
    const aces = dealWith({ E: ["SA", "HA"], W: ["DA", "CA"] });
    expect(honoursOf(aces, "NT")).toBeNull();
  });

  it("[R-7] three honours in one hand are nothing", () => {
    expect(honoursOf(dealWith({ N: ["HA", "HK", "HQ"] }), "H")).toBeNull();
  });

  it("[R-7] honours held by a defender name the defender's seat and side", () => {
    // Whether West defends or declares is the ledger's business; honoursOf only says who holds them.
    const deal = dealWith({ W: ["HA", "HK", "HJ", "HT"] });
    expect(honoursOf(deal, "H")).toEqual({ seat: "W", side: "EW", points: 100 });
    expect(HonoursSchema.parse(honoursOf(deal, "H"))).toEqual({ seat: "W", side: "EW", points: 100 });
  });

  it("[R-7] on random deals: the named hand alone holds the honours, and null means no hand does", () => {
    const strainArb = fc.constantFrom<Strain>("C", "D", "H", "S", "NT");
    const dealArb = fc.shuffledSubarray(CARDS as Card[], { minLength: 52, maxLength: 52 }).map((cards) => ({
      N: cards.slice(0, 13),
      E: cards.slice(13, 26),
      S: cards.slice(26, 39),
      W: cards.slice(39, 52),
    }));
    // Written from the rule, not from the module: count per hand, never per side.
    const held = (hand: Card[], strain: Strain): number =>
      strain === "NT"
        ? hand.filter((c) => c[1] === "A").length
        : hand.filter((c) => c[0] === strain && "AKQJT".includes(c[1] as string)).length;
    fc.assert(
      fc.property(dealArb, strainArb, (deal, strain) => {
        deepFreeze(deal);
        const result = honoursOf(deal, strain);
        const counts = SEATS.map((seat) => held(deal[seat], strain));
        const qualifying = SEATS.filter((_, i) => (counts[i] ?? 0) >= 4);
        if (result === null) return qualifying.length === 0;
        const count = counts[SEATS.indexOf(result.seat)] ?? 0;
        const expected = strain === "NT" ? 150 : count === 5 ? 150 : 100;
        return qualifying.length === 1 && qualifying[0] === result.seat && result.points === expected;
      }),
      { numRuns: 300 },
    );
  });
});
