// Compile-time checks of the variants' declared types: `npm run typecheck` (tsc over src/ and test/)
// fails the moment a schema and its declared interface part. Each public schema is typed by its
// interface through `exactly` (src/schemas/declared.ts), which only compiles when the schema it
// wraps infers that interface exactly; the first block proves that mechanism refuses every kind
// of drift, the others that each published schema gives and accepts its declared type.
// The runtime assertions only make vitest list the file; the checking is tsc's.
import { describe, expect, expectTypeOf, it } from "vitest";
import * as z from "zod/mini";
import { exactly, exactObject, type ObjectSchema, type Schema } from "../../src/schemas/declared.js";
import { CardSchema, SeatSchema, type Card, type Seat } from "../../src/schemas/model.js";
import * as duplicate from "../../src/variants/duplicate.js";
import * as rubber from "../../src/variants/rubber.js";
import * as honeymoon from "../../src/variants/honeymoon.js";
import type { Variant } from "../../src/variants/contract.js";

interface Pair {
  seat: Seat;
  card: Card;
}
interface WithDefault {
  seat: Seat;
  n?: number | undefined;
}
interface WithDefaultInput {
  seat?: Seat | undefined;
  n?: number | undefined;
}

describe("exactly: a schema compiles as its declared type only when it infers that type exactly", () => {
  it("accepts the exact schema, and refuses a missing, extra, optional, wider or mistyped field", () => {
    const good: Schema<Pair> = exactly(z.object({ seat: SeatSchema, card: CardSchema }));
    const object: ObjectSchema<Pair> = exactObject(z.object({ seat: SeatSchema, card: CardSchema }));
    // @ts-expect-error a field of the interface is missing from the schema
    const missing: Schema<Pair> = exactly(z.object({ seat: SeatSchema }));
    // @ts-expect-error the schema has a field the interface lacks (even an optional one)
    const extra: Schema<Pair> = exactly(z.object({ seat: SeatSchema, card: CardSchema, x: z.optional(z.int()) }));
    // @ts-expect-error optional in the schema, required in the interface
    const optional: Schema<Pair> = exactly(z.object({ seat: SeatSchema, card: z.optional(CardSchema) }));
    // @ts-expect-error any string is wider than a card
    const wider: Schema<Pair> = exactly(z.object({ seat: SeatSchema, card: z.string() }));
    // @ts-expect-error a nullable field where the interface has none
    const nullable: Schema<Pair> = exactly(z.object({ seat: SeatSchema, card: z.nullable(CardSchema) }));
    // Defaults: the output has the field, the input may leave it out; both are checked.
    const defaults: Schema<WithDefault, WithDefaultInput> = exactly(
      z.object({ seat: z._default(SeatSchema, "S"), n: z.optional(z.int()) }),
    );
    // @ts-expect-error the declared input must match too: here it is taken to be the output
    const inputMismatch: Schema<WithDefault> = exactly(z.object({ seat: z._default(SeatSchema, "S") }));
    expect([good, object, missing, extra, optional, wider, nullable, defaults, inputMismatch]).toHaveLength(9);
  });
});

describe("each published schema gives (and accepts) its declared interface", () => {
  it("duplicate", () => {
    expectTypeOf<z.infer<typeof duplicate.OptionsSchema>>().toEqualTypeOf<duplicate.ParsedOptions>();
    expectTypeOf<z.input<typeof duplicate.OptionsSchema>>().toEqualTypeOf<duplicate.Options>();
    expectTypeOf<z.infer<typeof duplicate.ActionSchema>>().toEqualTypeOf<duplicate.Action>();
    expectTypeOf<z.infer<typeof duplicate.StateSchema>>().toEqualTypeOf<duplicate.State>();
    expectTypeOf<z.infer<typeof duplicate.ViewSchema>>().toEqualTypeOf<duplicate.View>();
    expectTypeOf<z.infer<typeof duplicate.RecordSchema>>().toEqualTypeOf<duplicate.GameRecord>();
    expectTypeOf<z.infer<typeof duplicate.ScoreSchema>>().toEqualTypeOf<duplicate.Score>();
    expectTypeOf<z.infer<typeof duplicate.ScoreItemSchema>>().toEqualTypeOf<duplicate.ScoreItem>();
    expectTypeOf<z.infer<typeof duplicate.ClaimPlansSchema>>().toEqualTypeOf<duplicate.ClaimPlans>();
    expectTypeOf(duplicate).toExtend<
      Variant<
        duplicate.Options,
        duplicate.State,
        duplicate.Action,
        Seat,
        duplicate.View,
        duplicate.Score | null,
        duplicate.GameRecord
      >
    >();
    expect(duplicate.schemas.view).toBe(duplicate.ViewSchema);
  });

  it("object schemas keep their shape: an app can extend or pick from them", () => {
    const stored = z.extend(duplicate.StateSchema, { savedAt: z.string() });
    expectTypeOf<z.infer<typeof stored>>().toExtend<duplicate.State>();
    expectTypeOf<z.infer<typeof stored>["savedAt"]>().toEqualTypeOf<string>();
    const picked = z.pick(rubber.ViewSchema, { score: true, games: true });
    expectTypeOf<z.infer<typeof picked>>().toEqualTypeOf<Pick<rubber.View, "score" | "games">>();
    expect(Object.keys(stored.shape)).toContain("savedAt");
    expect(Object.keys(picked.shape)).toEqual(["score", "games"]);
    expect(Object.keys(duplicate.ViewSchema.shape)).toContain("legalActions");
    expect(Object.keys(honeymoon.RecordSchema.shape)).toContain("actions");
  });

  it("rubber", () => {
    expectTypeOf<z.infer<typeof rubber.OptionsSchema>>().toEqualTypeOf<rubber.ParsedOptions>();
    expectTypeOf<z.input<typeof rubber.OptionsSchema>>().toEqualTypeOf<rubber.Options>();
    expectTypeOf<z.infer<typeof rubber.ActionSchema>>().toEqualTypeOf<rubber.Action>();
    expectTypeOf<z.infer<typeof rubber.StopActionSchema>>().toEqualTypeOf<rubber.StopAction>();
    expectTypeOf<z.infer<typeof rubber.DealLogSchema>>().toEqualTypeOf<rubber.DealLog>();
    expectTypeOf<z.infer<typeof rubber.StateSchema>>().toEqualTypeOf<rubber.State>();
    expectTypeOf<z.infer<typeof rubber.ViewSchema>>().toEqualTypeOf<rubber.View>();
    expectTypeOf<z.infer<typeof rubber.PastDealViewSchema>>().toEqualTypeOf<rubber.PastDealView>();
    expectTypeOf<z.infer<typeof rubber.DealRecordSchema>>().toEqualTypeOf<rubber.DealRecord>();
    expectTypeOf<z.infer<typeof rubber.RecordSchema>>().toEqualTypeOf<rubber.GameRecord>();
    expectTypeOf<z.infer<typeof rubber.ScoreSchema>>().toEqualTypeOf<rubber.Score>();
    expectTypeOf<z.infer<typeof rubber.ScoreItemSchema>>().toEqualTypeOf<rubber.ScoreItem>();
    expect(rubber.schemas.state).toBe(rubber.StateSchema);
  });

  it("honeymoon", () => {
    expectTypeOf<z.infer<typeof honeymoon.OptionsSchema>>().toEqualTypeOf<honeymoon.Options>();
    expectTypeOf<z.input<typeof honeymoon.OptionsSchema>>().toEqualTypeOf<honeymoon.Options>();
    expectTypeOf<z.infer<typeof honeymoon.PlayerSchema>>().toEqualTypeOf<honeymoon.Player>();
    expectTypeOf<z.infer<typeof honeymoon.DrawChoiceSchema>>().toEqualTypeOf<honeymoon.DrawChoice>();
    expectTypeOf<z.infer<typeof honeymoon.PhaseSchema>>().toEqualTypeOf<honeymoon.Phase>();
    expectTypeOf<z.infer<typeof honeymoon.DeckSchema>>().toEqualTypeOf<Card[]>();
    expectTypeOf<z.infer<typeof honeymoon.ActionSchema>>().toEqualTypeOf<honeymoon.Action>();
    expectTypeOf<z.infer<typeof honeymoon.DealLogSchema>>().toEqualTypeOf<honeymoon.DealLog>();
    expectTypeOf<z.infer<typeof honeymoon.StateSchema>>().toEqualTypeOf<honeymoon.State>();
    expectTypeOf<z.infer<typeof honeymoon.ScoreItemSchema>>().toEqualTypeOf<honeymoon.ScoreItem>();
    expectTypeOf<z.infer<typeof honeymoon.ScoreSchema>>().toEqualTypeOf<honeymoon.Score>();
    expectTypeOf<z.infer<typeof honeymoon.CallEntrySchema>>().toEqualTypeOf<honeymoon.CallEntry<honeymoon.Player>>();
    expectTypeOf<z.infer<typeof honeymoon.DrawEntrySchema>>().toEqualTypeOf<honeymoon.DrawEntry>();
    expectTypeOf<z.infer<typeof honeymoon.TrickSchema>>().toEqualTypeOf<honeymoon.Trick<honeymoon.Player>>();
    expectTypeOf<z.infer<typeof honeymoon.DealSummarySchema>>().toEqualTypeOf<honeymoon.DealSummary>();
    expectTypeOf<z.infer<typeof honeymoon.ViewSchema>>().toEqualTypeOf<honeymoon.View>();
    expectTypeOf<z.infer<typeof honeymoon.DealRecordSchema>>().toEqualTypeOf<honeymoon.DealRecord>();
    expectTypeOf<z.infer<typeof honeymoon.RecordSchema>>().toEqualTypeOf<honeymoon.GameRecord>();
    expect(honeymoon.schemas.record).toBe(honeymoon.RecordSchema);
  });
});
