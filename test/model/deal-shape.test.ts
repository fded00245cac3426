import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARDS, SEATS } from "../../src/model/types.js";
import { validateDeal } from "../../src/model/deal.js";
import { DealSchema } from "../../src/schemas/model.js";

// validateDeal reads a deal's shape by hand (no validation library in a game's bundle). DealSchema
// is the oracle: wherever the schema refuses a value, validateDeal refuses it at the same path; a
// value the schema accepts is refused only for what the schema leaves out (13 cards a hand, no card
// twice).

const card = fc.oneof(fc.constantFrom(...CARDS), fc.constantFrom("S10", "sa", "", "XX", 5, null));
const hand = fc.oneof(fc.array(card, { maxLength: 15 }), fc.constantFrom("AKQ.2.3.4", null, undefined, {}));
const dealLike = fc.oneof(
  fc.record({ N: hand, E: hand, S: hand, W: hand }, { requiredKeys: [] }),
  fc.record({ N: hand, E: hand, S: hand, W: hand, X: fc.anything() }),
  fc.anything(),
);
// Complete deals, shuffled from the pack, so the accepting side is exercised too.
const complete = fc.shuffledSubarray([...CARDS], { minLength: 52, maxLength: 52 }).map((cards) => ({
  N: cards.slice(0, 13),
  E: cards.slice(13, 26),
  S: cards.slice(26, 39),
  W: cards.slice(39, 52),
}));

describe("validateDeal's shape check against DealSchema", () => {
  it("[R-1] refuses what the schema refuses, at the schema's path; accepts complete deals", () => {
    fc.assert(
      fc.property(fc.oneof(dealLike, complete), (value) => {
        const schema = DealSchema.safeParse(value);
        const r = validateDeal(value);
        if (!schema.success) {
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error.path).toEqual(schema.error.issues[0]?.path);
        } else {
          const counts = SEATS.map((s) => schema.data[s].length);
          const distinct = new Set(SEATS.flatMap((s) => schema.data[s])).size;
          expect(r.ok).toBe(counts.every((n) => n === 13) && distinct === 52);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
