import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARDS,
  CALLS,
  CardSet,
  SEATS,
  formatContract,
  formatDeal,
  formatHand,
  parseCall,
  parseCard,
  parseContract,
  parseDeal,
  parseHand,
  toDeal,
  validateDeal,
  dealFromSeed,
  type Card,
} from "contract-bridge";

const cardArb = fc.constantFrom(...CARDS);

describe("cards", () => {
  it("[CARD-1] the pack has 52 distinct cards, ranked A high", () => {
    expect(new Set(CARDS).size).toBe(52);
    expect(CARDS[0]).toBe("C2");
    expect(CARDS[51]).toBe("SA");
  });

  it("[CARD-1] parses lenient notation to canonical cards", () => {
    for (const [input, card] of [
      ["SA", "SA"],
      ["sa", "SA"],
      ["S10", "ST"],
      ["h10", "HT"],
      ["♠A", "SA"],
      ["♥10", "HT"],
      [" d2 ", "D2"],
    ] as const) {
      const r = parseCard(input);
      expect(r).toEqual({ ok: true, value: card });
    }
  });

  it('[CARD-1] rejects unknown card "SZ" with a PARSE_ERROR that names it', () => {
    for (const bad of ["SZ", "", "X5", "S1", "S11", "ZZZ"]) {
      const r = parseCard(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("PARSE_ERROR");
        expect(r.error.message).toContain(`"${bad}"`);
      }
    }
  });

  it("[CARD-1] every canonical card round-trips through parseCard", () => {
    fc.assert(
      fc.property(cardArb, (c) => {
        const r = parseCard(c);
        return r.ok && r.value === c;
      }),
    );
  });

  it("[CARD-1] lower case and symbol forms round-trip to the canonical card", () => {
    const symbols: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };
    fc.assert(
      fc.property(cardArb, fc.boolean(), fc.boolean(), (c, lower, symbol) => {
        let text: string = c.replace("T", "10");
        if (symbol) text = (symbols[c[0] as string] as string) + text.slice(1);
        if (lower) text = text.toLowerCase();
        const r = parseCard(text);
        return r.ok && r.value === c;
      }),
    );
  });
});

describe("calls and contracts", () => {
  it("[AUC-1] there are 38 calls: pass, double, redouble and 35 bids in rising order", () => {
    expect(CALLS.length).toBe(38);
    expect(CALLS.slice(0, 5)).toEqual(["P", "X", "XX", "1C", "1D"]);
    expect(CALLS.at(-1)).toBe("7NT");
  });

  it("[AUC-2] parses the call spellings real files use", () => {
    const cases: Array<[string, string]> = [
      ["Pass", "P"],
      ["p", "P"],
      ["D", "X"],
      ["dbl", "X"],
      ["R", "XX"],
      ["xx", "XX"],
      ["1N", "1NT"],
      ["1nt", "1NT"],
      ["4♥", "4H"],
      ["7s", "7S"],
    ];
    for (const [input, call] of cases) expect(parseCall(input)).toEqual({ ok: true, value: call });
    for (const bad of ["8C", "0NT", "1X", "AP", "", "pas"]) expect(parseCall(bad).ok).toBe(false);
  });

  it("[AUC-1] every canonical call round-trips", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALLS), (c) => {
        const r = parseCall(c);
        return r.ok && r.value === c;
      }),
    );
  });

  it("[SC-1] contracts format as 4HX and parse back", () => {
    const r = parseContract("4hx");
    expect(r).toEqual({ ok: true, value: { level: 4, strain: "H", doubled: "X" } });
    if (r.ok) expect(formatContract(r.value)).toBe("4HX");
    expect(parseContract("3NXX")).toEqual({ ok: true, value: { level: 3, strain: "NT", doubled: "XX" } });
    expect(parseContract("Pass").ok).toBe(false);
    expect(parseContract("8S").ok).toBe(false);
  });
});

describe("CardSet", () => {
  const setArb = fc.subarray([...CARDS]);

  it("[CARD-1] has, size and iteration agree with the cards it was built from", () => {
    fc.assert(
      fc.property(setArb, (cards) => {
        const set = CardSet.of(cards);
        expect(set.size).toBe(cards.length);
        expect(new Set(set.cards())).toEqual(new Set(cards));
        for (const c of CARDS) expect(set.has(c)).toBe(cards.includes(c));
      }),
    );
  });

  it("[CARD-1] union, difference and intersection are the set operations", () => {
    fc.assert(
      fc.property(setArb, setArb, (a, b) => {
        const A = CardSet.of(a);
        const B = CardSet.of(b);
        expect(new Set(A.union(B).cards())).toEqual(new Set([...a, ...b]));
        expect(new Set(A.difference(B).cards())).toEqual(new Set(a.filter((c) => !b.includes(c))));
        expect(new Set(A.intersection(B).cards())).toEqual(new Set(a.filter((c) => b.includes(c))));
      }),
    );
  });

  it("[CARD-1] is immutable: add and remove return new sets", () => {
    const a = CardSet.of(["SA"]);
    const b = a.add("HK");
    expect(a.size).toBe(1);
    expect(b.size).toBe(2);
    expect(b.remove("SA").cards()).toEqual(["HK"]);
    expect(Object.isFrozen(a) || a.has("SA")).toBe(true);
  });

  it("[CARD-1] iterates spades first, high cards first, and gives per-suit holdings", () => {
    const set = CardSet.of(["C2", "SA", "HT", "S2", "CA"]);
    expect([...set]).toEqual(["SA", "S2", "HT", "CA", "C2"]);
    expect(set.holding("S")).toBe((1 << 12) | 1);
    expect(set.suit("C").cards()).toEqual(["CA", "C2"]);
    expect(set.toString()).toBe("A2.T..A2");
    expect(CardSet.FULL.size).toBe(52);
    expect(CardSet.EMPTY.isEmpty()).toBe(true);
  });
});

describe("hands and PBN deal strings", () => {
  it("[CARD-1] reads a PBN hand leniently", () => {
    expect(parseHand("AKQ2.T98.J7.A65")).toEqual({
      ok: true,
      value: ["SA", "SK", "SQ", "S2", "HT", "H9", "H8", "DJ", "D7", "CA", "C6", "C5"],
    });
    expect(parseHand("ak1098...")).toEqual({ ok: true, value: ["SA", "SK", "ST", "S9", "S8"] });
    expect(parseHand("AKQ.T9").ok).toBe(false);
    expect(parseHand("AZ...").ok).toBe(false);
  });

  it("[R-1] PBN deal strings round-trip for random deals and any first seat", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.constantFrom(...SEATS),
        fc.constantFrom(...SEATS),
        (seed, dealer, first) => {
          const { deal } = dealFromSeed(seed, dealer);
          const text = formatDeal(deal, first);
          const back = parseDeal(text);
          expect(back).toEqual({ ok: true, value: deal });
          expect(toDeal(text)).toEqual({ ok: true, value: deal });
        },
      ),
    );
  });

  it("[R-1] '-' stands for an unknown hand", () => {
    const r = parseDeal("S:AKQJT98765432... - - -");
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.S?.length).toBe(13);
      expect(r.value.W).toBeNull();
      expect(formatDeal(r.value, "S")).toBe("S:AKQJT98765432... - - -");
    }
  });

  const full = dealFromSeed(7, "N").deal;

  it("[R-1] a deal with 51 cards is rejected, naming the short hand", () => {
    const r = validateDeal({ ...full, N: full.N.slice(1) });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("INVALID_OPTIONS");
      expect(r.error.message).toContain("N has 12 cards");
      expect(r.error.message).toContain("51 cards");
      expect(r.error.path).toEqual(["N"]);
    }
  });

  it("[R-1] a duplicated card is rejected, naming the card and both seats", () => {
    const dup = full.E[0] as Card;
    const r = validateDeal({ ...full, N: [...full.N.slice(1), dup] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(new RegExp(`${dup} is dealt twice`));
  });

  it("[R-1] 14 cards in a hand are rejected with the zod path of the hand", () => {
    const r = validateDeal({ ...full, N: [...full.N, full.E[0]] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("INVALID_OPTIONS");
      expect(r.error.path).toEqual(["N"]);
    }
  });

  it("[R-1] a seat that does not exist is rejected, naming it", () => {
    const r = toDeal({ ...full, X: full.N });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain('"X" is not a seat');
      expect(r.error.path).toEqual(["X"]);
    }
    const p = parseDeal("X:AKQ... - - -");
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.error.column).toBe(1);
  });

  it("[R-1] an unknown card inside a deal string is reported with its column", () => {
    const text = formatDeal(full, "N").replace(/^N:(\S+)/, (_m, h: string) => `N:${h.replace(/^./, "Z")}`);
    const r = parseDeal(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("PARSE_ERROR");
      expect(r.error.column).toBe(3);
    }
  });

  it("[R-1] object deals accept lenient cards and hand strings", () => {
    const r = toDeal({ N: formatHand(full.N), E: full.E.map((c) => c.toLowerCase()), S: full.S, W: full.W });
    expect(r).toEqual({ ok: true, value: full });
    const bad = toDeal({ ...full, S: ["SZ", ...full.S.slice(1)] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.path).toEqual(["S", 0]);
  });
});
