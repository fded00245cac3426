// A short, seeded run of the `variants` fuzz target (fuzz/targets/variants.ts) inside the test suite;
// `npm run fuzz` runs it for longer.
import { describe, expect, it } from "vitest";
import { variantsTarget } from "../../fuzz/targets/variants.js";

describe("fuzz: variants", () => {
  it("[R-6] [STATE-3] [STATE-4] legal, hostile and tampered input to every variant: no throw, no handed-out state changed, every refusal with a known code", async () => {
    const report = await variantsTarget.run({ seed: 11, seconds: 60, iterations: 3_000, log: () => undefined });
    expect(report.failures).toEqual([]);
    expect(report.counts).toMatchObject({ throws: 0, "state mutations": 0, "rejections without a code": 0 });
    for (const name of ["duplicate", "rubber", "honeymoon"])
      expect(report.counts[`actions tried (${name})`]).toBe(1_000);
  });
});
