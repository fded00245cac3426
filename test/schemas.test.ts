import { describe, expect, it } from "vitest";
import {
  CARDS,
  CardSchema,
  DealSchema,
  duplicate,
  honeymoon,
  modelSchemas,
  rubber,
  toJSONSchema,
} from "contract-bridge";

describe("schemas", () => {
  it("[CARD-1] the card schema accepts exactly the 52 canonical cards", () => {
    for (const c of CARDS) expect(CardSchema.safeParse(c).success).toBe(true);
    for (const bad of ["SZ", "s2", "S10", 5, null]) expect(CardSchema.safeParse(bad).success).toBe(false);
  });

  it("[CARD-1] a bad card inside a deal reports the zod path", () => {
    const r = DealSchema.safeParse({ N: ["SA", "SZ"], E: [], S: [], W: [] });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.path).toEqual(["N", 1]);
  });

  it("[CARD-1] every model schema exports as JSON Schema", () => {
    for (const [name, schema] of Object.entries(modelSchemas)) {
      const json = toJSONSchema(schema);
      expect(json, name).toHaveProperty("$schema");
    }
    const card = toJSONSchema(CardSchema) as { enum: string[] };
    expect(card.enum).toHaveLength(52);
  });

  it("[D-6] every variant's schemas export as JSON Schema for clients in other languages", () => {
    for (const [name, schemas] of Object.entries({
      duplicate: duplicate.schemas,
      rubber: rubber.schemas,
      honeymoon: honeymoon.schemas,
    })) {
      for (const [key, schema] of Object.entries(schemas)) {
        const json = toJSONSchema(schema);
        expect(json, `${name}.${key}`).toHaveProperty("$schema");
      }
    }
    const action = toJSONSchema(duplicate.schemas.action) as { oneOf?: unknown[]; anyOf?: unknown[] };
    expect((action.oneOf ?? action.anyOf ?? []).length).toBe(7);
  });
});
