import { describe, expect, it } from "vitest";
import { par, type DdTable } from "../../src/analysis/index.js";
import type { Strain } from "../../src/schemas/model.js";

type Row = Record<Strain, number>;
/** A table from North-South's tricks per strain (both declarers alike) and East-West's the rest. */
function table(ns: Row, overrides: Partial<Record<"N" | "E" | "S" | "W", Partial<Row>>> = {}): DdTable {
  const ew = Object.fromEntries(Object.entries(ns).map(([k, v]) => [k, 13 - v])) as Row;
  return {
    N: { ...ns, ...overrides.N },
    S: { ...ns, ...overrides.S },
    E: { ...ew, ...overrides.E },
    W: { ...ew, ...overrides.W },
  };
}

// Every expected value below was worked out by hand from SC-1 … SC-6, not by running par().
describe("par: hand-checked golden cases", () => {
  it("[SC-1][SC-6] a plain game: 4S by North, 120 + 300 = 420; no sacrifice is cheaper", () => {
    // EW's cheapest way past 4S is 5C/5D doubled, down 4 non-vulnerable = 800 > 420.
    const t = table({ C: 6, D: 6, H: 7, S: 10, NT: 9 }, { S: { S: 9 } });
    const r = par(t, "none");
    expect(r.ok && r.value).toEqual({
      score: 420,
      dealerSensitive: false,
      contracts: [{ level: 4, strain: "S", doubled: "", side: "NS", declarers: ["N"], result: 0, text: "4S by N" }],
    });
  });

  it("[SC-5] a sacrifice at favourable vulnerability: 5DX by EW down 3 = 500 beats 4S vulnerable = 620", () => {
    // 5S by NS would go down one doubled vulnerable (−200), worse for NS than +500.
    const t = table({ C: 7, D: 5, H: 7, S: 10, NT: 8 });
    const r = par(t, "NS");
    expect(r.ok && r.value).toEqual({
      score: 500,
      dealerSensitive: false,
      contracts: [
        { level: 5, strain: "D", doubled: "X", side: "EW", declarers: ["E", "W"], result: -3, text: "5DX by EW -3" },
      ],
    });
  });

  it("[SC-5] two equal sacrifices are both par contracts", () => {
    const t = table({ C: 7, D: 5, H: 5, S: 10, NT: 8 });
    const r = par(t, "NS");
    expect(r.ok && r.value.score).toBe(500);
    expect(r.ok && r.value.contracts.map((c) => c.text)).toEqual(["5DX by EW -3", "5HX by EW -3"]);
  });

  it("[SC-5] both vulnerable: the same sacrifice costs 200 + 300 + 300 = 800 > 620, so 4S stands", () => {
    const t = table({ C: 7, D: 5, H: 7, S: 10, NT: 8 });
    const r = par(t, "both");
    expect(r.ok && r.value.score).toBe(620);
    expect(r.ok && r.value.contracts.map((c) => c.text)).toEqual(["4S by NS"]);
  });

  it("[SC-2] an overtrick: 4S+1 = 450 equals 5S = 450; the lowest level is reported", () => {
    const t = table({ C: 6, D: 6, H: 6, S: 11, NT: 9 });
    const r = par(t, "none");
    expect(r.ok && r.value.score).toBe(450);
    expect(r.ok && r.value.contracts.map((c) => c.text)).toEqual(["4S by NS +1"]);
  });

  it("[SC-4] a vulnerable grand slam in no-trump: 40 + 180 + 500 + 1500 = 2220", () => {
    const t = table({ C: 13, D: 13, H: 13, S: 13, NT: 13 });
    const r = par(t, "both");
    expect(r.ok && r.value.score).toBe(2220);
    expect(r.ok && r.value.contracts.map((c) => c.text)).toEqual(["7NT by NS"]);
  });

  it("[SC-6] nobody can make anything: par is a pass-out, 0", () => {
    const six = { C: 6, D: 6, H: 6, S: 6, NT: 6 };
    const r = par({ N: six, E: six, S: six, W: six }, "none");
    expect(r.ok && r.value).toEqual({ score: 0, contracts: [], dealerSensitive: false });
  });

  describe("both sides make 1NT (North and East each take 7 tricks), nothing else", () => {
    const six = { C: 6, D: 6, H: 6, S: 6, NT: 6 };
    const t: DdTable = { N: { ...six, NT: 7 }, S: six, E: { ...six, NT: 7 }, W: six };
    // Over 1NT the other side's best is 2NT doubled down one (−100) or a suit down two (−300):
    // worse than −90, so whoever bids 1NT first keeps it.
    it("[SC-6] dealer North: NS bid first, +90", () => {
      const r = par(t, "none", "N");
      expect(r.ok && r.value.score).toBe(90);
      expect(r.ok && r.value.contracts.map((c) => c.text)).toEqual(["1NT by N"]);
      expect(r.ok && r.value.dealerSensitive).toBe(true);
    });
    it("[SC-6] dealer West: EW bid first, −90", () => {
      const r = par(t, "none", "W");
      expect(r.ok && r.value.score).toBe(-90);
      expect(r.ok && r.value.contracts.map((c) => c.text)).toEqual(["1NT by E"]);
    });
    it("[SC-6] no dealer: reported with North-South first, and flagged", () => {
      const r = par(t, "none");
      expect(r.ok && r.value).toMatchObject({ score: 90, dealerSensitive: true });
    });
  });

  it("[STATE-3] a malformed table or vulnerability is an INVALID_OPTIONS error, not a throw", () => {
    const t = table({ C: 6, D: 6, H: 6, S: 11, NT: 9 });
    const bad = par({ ...t, N: { ...t.N, S: 14 } }, "none");
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.code).toBe("INVALID_OPTIONS");
    expect(!bad.ok && bad.error.path).toEqual(["N", "S"]);
    const vul = par(t, "sideways" as never);
    expect(!vul.ok && vul.error.code).toBe("INVALID_OPTIONS");
  });
});
