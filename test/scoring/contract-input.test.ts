import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ContractResultSchema } from "../../src/schemas/scoring.js";
import { scoreContract } from "../../src/scoring/contract.js";
import { isBid, parseCall } from "../../src/model/call.js";

// scoreContract reads its input by hand, so that scoring a contract does not carry a validation
// library into a browser bundle. The schema is the oracle: scoreContract must accept exactly what
// ContractResultSchema accepts (less contract text that is not a bid, which the schema leaves to
// it) and name the field of the schema's first issue.

const nearlyValid = fc.record(
  {
    contract: fc.oneof(
      fc.constantFrom("4H", "1n", "7NT", "3♠", "P", "XX", "8C", "", "4"),
      fc.string({ maxLength: 4 }),
      fc.record({
        level: fc.oneof(fc.integer({ min: -1, max: 9 }), fc.constant("4")),
        strain: fc.constantFrom("C", "D", "H", "S", "NT", "N", "X"),
      }),
      fc.record({ level: fc.integer({ min: 1, max: 7 }) }),
      fc.constantFrom(null, 4, [], [4, "H"]),
    ),
    doubled: fc.constantFrom("", "X", "XX", "D", "R", undefined, null, 1),
    vulnerable: fc.constantFrom(true, false, "true", 0, undefined, null),
    tricks: fc.oneof(
      fc.integer({ min: -2, max: 15 }),
      fc.constantFrom(6.5, Number.NaN, Infinity, -0, "9", undefined, null),
    ),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

const anyInput = fc.oneof(nearlyValid, fc.anything());

function schemaVerdict(input: unknown): { ok: boolean; path: readonly PropertyKey[] } {
  const parsed = ContractResultSchema.safeParse(input);
  if (!parsed.success) return { ok: false, path: parsed.error.issues[0]?.path ?? [] };
  const { contract } = parsed.data;
  if (typeof contract === "string") {
    const call = parseCall(contract);
    if (!call.ok || !isBid(call.value)) return { ok: false, path: ["contract"] };
  }
  return { ok: true, path: [] };
}

describe("scoreContract's input check against ContractResultSchema", () => {
  it("[SC-8] accepts exactly what the schema accepts, and points at the same field", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const expected = schemaVerdict(input);
        const r = scoreContract(input as never);
        expect(r.ok).toBe(expected.ok);
        if (!r.ok) {
          expect(r.error.code).toBe("INVALID_OPTIONS");
          expect(r.error.path).toEqual(expected.path);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("[SC-8] a valid input scores the same whether written as text or as a bid object", () => {
    const text = scoreContract({ contract: "4H", vulnerable: true, tricks: 10, doubled: "X" }, "rubber");
    const object = scoreContract(
      { contract: { level: 4, strain: "H" }, vulnerable: true, tricks: 10, doubled: "X" },
      "rubber",
    );
    expect(text).toEqual(object);
    expect(text.ok && text.value.net).toBe(290); // 240 trick points below, 50 for the insult
  });

  it("[SC-8] bad input says which field and what was expected", () => {
    const r = scoreContract({ contract: "4H", vulnerable: false, tricks: 14 });
    expect(r).toEqual({
      ok: false,
      error: {
        code: "INVALID_OPTIONS",
        message: "invalid contract result at tricks: expected a whole number of tricks from 0 to 13",
        path: ["tricks"],
      },
    });
    const kind = scoreContract({ contract: "4H", vulnerable: false, tricks: 10 }, "chicago" as never);
    expect(kind.ok ? null : kind.error.code).toBe("INVALID_OPTIONS");
  });
});
