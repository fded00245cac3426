import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PassedOutDealSchema, PlayedDealSchema } from "../../src/schemas/scoring.js";
import { createLedger, recordDeal, type LedgerDealInput } from "../../src/scoring/ledger.js";

// recordDeal reads its input by hand (no schema in a rubber game's bundle). The schemas are the
// oracle: recordDeal accepts what PassedOutDealSchema / PlayedDealSchema accepts, refuses the rest
// at the schema's first path, and records the deal as the schema would output it.

const side = fc.constantFrom("NS", "EW", "XY", "", "1A", 3, undefined);
const contract = fc.oneof(
  fc.record(
    {
      level: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant("4")),
      strain: fc.constantFrom("C", "D", "H", "S", "NT", "N"),
      doubled: fc.constantFrom("", "X", "XX", "D", undefined),
      note: fc.string({ maxLength: 2 }),
    },
    { requiredKeys: ["level", "strain"] },
  ),
  fc.constantFrom(null, "4H", [], undefined),
);
const honours = fc.oneof(
  fc.record({ side, points: fc.constantFrom(100, 150, 50, "100"), seat: fc.constant("N") }, { requiredKeys: ["side", "points"] }),
  fc.constantFrom(null, undefined, 100, {}),
);
const played = fc.record(
  {
    declarerSide: side,
    contract,
    tricks: fc.oneof(fc.integer({ min: -1, max: 14 }), fc.constantFrom(7.5, Number.NaN, "9")),
    honours,
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);
const passed = fc.oneof(
  fc.record({ passedOut: fc.constantFrom(true, false, "true", 1) }),
  fc.record({ passedOut: fc.constant(true), tricks: fc.constant(0) }),
);
const input = fc.oneof(played, passed, fc.anything());

describe("recordDeal's input check against the ledger deal schemas", () => {
  it("[RUB-6] [SC-8] accepts exactly what the schemas accept, at their paths, recording the schema's output", () => {
    const created = createLedger(["NS", "EW"]);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const ledger = created.value;
    fc.assert(
      fc.property(input, (entry) => {
        const marker = typeof entry === "object" && entry !== null && !Array.isArray(entry) && "passedOut" in entry;
        const schema = (marker ? PassedOutDealSchema : PlayedDealSchema).safeParse(entry);
        const r = recordDeal(ledger, entry as LedgerDealInput);
        if (!schema.success) {
          expect(r.ok).toBe(false);
          if (!r.ok) {
            expect(r.error.code).toBe("INVALID_ACTION");
            expect(r.error.path).toEqual(schema.error.issues[0]?.path);
          }
          return;
        }
        // Side names the schema allows but the ledger does not know are refused after the shape.
        const known = (s: unknown) => s === "NS" || s === "EW";
        const data = schema.data as { declarerSide?: string; honours?: { side: string } | null };
        const sidesKnown = "passedOut" in schema.data || (known(data.declarerSide) && (data.honours == null || known(data.honours.side)));
        expect(r.ok).toBe(sidesKnown);
        if (r.ok) expect(r.value.deals.at(-1)).toEqual(schema.data);
      }),
      { numRuns: 4000 },
    );
  });
});
