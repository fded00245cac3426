// Compile-time checks of how the entries type their schemas (src/schemas/schema.ts): the root and
// the variant, formats and analysis entries by the library's own `Schema` interface, whose
// declarations load none of zod's; `contract-bridge/schemas` as zod types, for composing. Both are
// the same objects. The runtime assertions only make vitest list the file; the checking is tsc's.
import { describe, expect, expectTypeOf, it } from "vitest";
import * as z from "zod/mini";
import * as root from "contract-bridge";
import * as zodTyped from "contract-bridge/schemas";
import * as duplicateEntry from "contract-bridge/duplicate";
import type { EnumSchema, SafeParseResult, Schema } from "contract-bridge";

describe("the root entry's schemas are typed by the declared Schema interface", () => {
  it("each gives its declared type, and a zod schema of that type satisfies it", () => {
    expectTypeOf(root.DealSchema).toEqualTypeOf<Schema<root.Deal>>();
    expectTypeOf(root.SuitSchema).toEqualTypeOf<EnumSchema<root.Suit>>();
    expectTypeOf(root.duplicate.StateSchema.parse).returns.toEqualTypeOf<root.duplicate.State>();
    expectTypeOf(root.rubber.schemas.view.parse).returns.toEqualTypeOf<root.rubber.View>();
    expectTypeOf(root.honeymoon.OptionsSchema.safeParse).returns.toEqualTypeOf<
      SafeParseResult<root.honeymoon.Options>
    >();
    expectTypeOf(root.RecordedDealSchema).toEqualTypeOf<Schema<root.RecordedDeal>>();
    expectTypeOf(root.PositionSchema).toEqualTypeOf<Schema<root.ParsedPosition>>();
    // The Standard Schema types carry what the schema accepts: `doubled` may be left out.
    expectTypeOf<
      NonNullable<(typeof root.ContractResultSchema)["~standard"]["types"]>["input"]
    >().toEqualTypeOf<root.ContractResult>();
    const fromZod: Schema<root.Deal> = zodTyped.DealSchema;
    const enumFromZod: EnumSchema<root.Seat> = zodTyped.SeatSchema;
    expect([fromZod, enumFromZod]).toHaveLength(2);
  });

  it("contract-bridge/schemas types them as zod types, which compose with zod and keep their types", () => {
    const composed = z.object({ deal: zodTyped.DealSchema, state: zodTyped.duplicateSchemas.StateSchema });
    expectTypeOf<z.infer<typeof composed>>().toEqualTypeOf<{ deal: root.Deal; state: root.duplicate.State }>();
    expectTypeOf(zodTyped.RankSchema.options).toEqualTypeOf<root.Rank[]>();
    expect(composed.safeParse({}).success).toBe(false);
  });

  it("the entries hand out the same objects, whichever type they are given", () => {
    expect(root.DealSchema).toBe(zodTyped.DealSchema);
    expect(root.duplicate.ViewSchema).toBe(zodTyped.duplicateSchemas.ViewSchema);
    expect(duplicateEntry.schemas.state).toBe(zodTyped.duplicateSchemas.StateSchema);
    expect(root.honeymoon.PhaseSchema.options).toEqual(["draw", "auction", "play", "over"]);
  });
});
