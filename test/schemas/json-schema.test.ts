// The library's own JSON Schema converter against zod's `toJSONSchema`, the slow obvious oracle:
// for every zod schema the package publishes (found by walking every export of the root entry and
// of its namespaces) and for schemas made to exercise each rule, the two documents must be the same
// text, key for key and in the same order.
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import * as lib from "../../src/index.js";
import { toJSONSchema } from "../../src/schemas/index.js";
// The zod-typed form (contract-bridge/schemas) of the root entry's ledgerSchemaFor: the same function.
import { ledgerSchemaFor } from "../../src/entries/schemas.js";

const oracle = (schema: z.core.$ZodType): string =>
  JSON.stringify(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));

const isSchema = (v: unknown): v is z.core.$ZodType =>
  typeof v === "object" && v !== null && "_zod" in v && typeof v._zod === "object";

/** Every zod schema among the root entry's exports, its namespaces' and their `schemas` objects. */
function publishedSchemas(): [string, z.core.$ZodType][] {
  const found = new Map<z.core.$ZodType, string>();
  const visit = (value: unknown, name: string, depth: number): void => {
    if (isSchema(value)) {
      if (!found.has(value)) found.set(value, name);
    } else if (typeof value === "object" && value !== null && depth < 3 && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) visit(v, `${name}.${k}`, depth + 1);
  };
  visit(lib, "contract-bridge", 0);
  expect(lib.ledgerSchemaFor).toBe(ledgerSchemaFor);
  found.set(ledgerSchemaFor(["A", "B"]), "ledgerSchemaFor(A, B)");
  found.set(ledgerSchemaFor(["NS", "EW"]), "ledgerSchemaFor(NS, EW)");
  return [...found].map(([schema, name]) => [name, schema]);
}

describe("toJSONSchema writes what zod's generator writes", () => {
  const published = publishedSchemas();

  it("finds the published schemas: the model's, every variant's, the formats', the ledger's", () => {
    const names = published.map(([n]) => n);
    expect(published.length).toBeGreaterThan(60);
    for (const n of ["duplicate.StateSchema", "rubber.ViewSchema", "honeymoon.RecordSchema", "RecordedDealSchema"])
      expect(names.some((x) => x.endsWith(n))).toBe(true);
  });

  it("for every schema the library publishes, the same document", () => {
    for (const [name, schema] of published) expect(JSON.stringify(toJSONSchema(schema)), name).toBe(oracle(schema));
  });

  it("for each kind and check a schema may be built from", () => {
    const cases: z.core.$ZodType[] = [
      z.int(),
      z.int().check(z.nonnegative()),
      z.number().check(z.gt(0), z.lt(10)),
      z.number().check(z.gt(1), z.minimum(0), z.maximum(5)),
      z.string().check(z.minLength(2), z.maxLength(4)),
      z.string().check(z.regex(/^a/), z.regex(/b$/)),
      z.boolean(),
      z.null(),
      z.never(),
      z.unknown(),
      z.any(),
      z.enum(["a", "b"]),
      z.literal("x"),
      z.literal([1, 2]),
      z.literal([true, "a"]),
      z.literal(null),
      z.array(z.int()).check(z.length(3)),
      z.array(z.string()).check(z.minLength(1), z.maxLength(9)),
      z.object({
        a: z.optional(z.int()),
        b: z._default(z.boolean(), true),
        c: z.exactOptional(z.string()),
        d: z.int(),
      }),
      z.strictObject({ a: z.string() }),
      z.looseObject({ a: z.string() }),
      z.object({}),
      z.record(z.string(), z.unknown()),
      z.record(z.enum(["A", "B"]), z.int()),
      z.record(z.enum(["A", "B"]), z.optional(z.int())),
      z.partialRecord(z.enum(["A", "B"]), z.int()),
      z.tuple([z.string(), z.optional(z.int())]),
      z.tuple([z.string()], z.int()),
      z.union([z.string(), z.int()]),
      z.discriminatedUnion("t", [z.object({ t: z.literal("a") }), z.object({ t: z.literal("b"), n: z.int() })]),
      z.nullable(z.object({ a: z.string() })),
      z.nullable(z.string()),
      z.nullable(z.union([z.string(), z.boolean()])),
      z.union([z.string(), z.nullable(z.int())]),
      z._default(z.nullable(z.string()), null),
      z._default(z.enum(["x", "y"]), "x"),
      z._default(z.array(z.int()), []),
      z.readonly(z.object({ a: z.string() })),
      z.pipe(z.string(), z.string().check(z.minLength(1))),
      z.custom<string>(() => true),
      z.string().check(z.refine((s) => s.length > 0)),
    ];
    for (const schema of cases) expect(JSON.stringify(toJSONSchema(schema))).toBe(oracle(schema));
  });
});
