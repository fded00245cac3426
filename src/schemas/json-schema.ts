/**
 * JSON Schema (draft 2020-12) of the library's zod schemas, as zod's own `toJSONSchema` writes it
 * with `io: "input"` and `unrepresentable: "any"` — the same document, key for key and in the same
 * order (`test/schemas/json-schema.test.ts` compares the two over every schema the library
 * publishes) — for a fraction of the bundle: zod's generator carries a converter for every kind of
 * schema zod has (about 21 kB minified), this one only for the kinds a schema of the library is
 * built from. Every schema is written inline: the library's schemas share parts but have no cycles.
 *
 * @module
 */
import type * as z from "zod/mini";

/** A JSON Schema document or fragment. */
type Json = Record<string, unknown>;

/** What zod keeps about a schema, as far as the conversion reads it. */
interface Internals {
  readonly def: Record<string, unknown> & { readonly type: string; readonly checks?: readonly z.core.$ZodType[] };
  readonly optin?: "optional" | undefined;
  readonly values?: ReadonlySet<unknown> | undefined;
  readonly traits: ReadonlySet<string>;
}

const internals = (schema: z.core.$ZodType): Internals => schema._zod as unknown as Internals;

/** What a schema's checks say, each bound narrowed to the tightest. */
interface Bounds {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  isInt?: boolean;
  patterns?: RegExp[];
}

/** The ranges of zod's number formats (`z.int()` is `safeint`). */
const FORMAT_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};

/** Folds a schema's checks — a format schema such as `z.int()` is its own first check — into bounds. */
function bounds(schema: z.core.$ZodType): Bounds {
  const i = internals(schema);
  const b: Bounds = {};
  const min = (key: "minimum" | "exclusiveMinimum", v: number): void => {
    if (b[key] === undefined || v > b[key]) b[key] = v;
  };
  const max = (key: "maximum" | "exclusiveMaximum", v: number): void => {
    if (b[key] === undefined || v < b[key]) b[key] = v;
  };
  const list = i.traits.has("$ZodCheck") ? [schema, ...(i.def.checks ?? [])] : (i.def.checks ?? []);
  for (const check of list) {
    const def = internals(check).def as Record<string, unknown>;
    const value = def.value as number;
    switch (def.check) {
      case "greater_than":
        min(def.inclusive ? "minimum" : "exclusiveMinimum", value);
        break;
      case "less_than":
        max(def.inclusive ? "maximum" : "exclusiveMaximum", value);
        break;
      case "number_format": {
        const format = def.format as string;
        if (format.includes("int")) b.isInt = true;
        const range = FORMAT_RANGES[format];
        if (range) {
          min("minimum", range[0]);
          max("maximum", range[1]);
        }
        break;
      }
      case "min_length":
        min("minimum", def.minimum as number);
        break;
      case "max_length":
        max("maximum", def.maximum as number);
        break;
      case "length_equals":
        min("minimum", def.length as number);
        max("maximum", def.length as number);
        break;
      case "string_format":
        if (def.pattern instanceof RegExp && !(b.patterns ??= []).some((p) => p === def.pattern))
          b.patterns.push(def.pattern);
        break;
    }
  }
  return b;
}

/** Whether an object key (or tuple item) may be left out of the input. */
function optionalIn(schema: z.core.$ZodType): boolean {
  const i = internals(schema);
  const def = i.def;
  if (def.type === "pipe" && internals(def.in as z.core.$ZodType).traits.has("$ZodTransform"))
    return optionalIn(def.out as z.core.$ZodType);
  if (def.type === "catch") return optionalIn(def.innerType as z.core.$ZodType);
  return i.optin !== undefined;
}

function number(schema: z.core.$ZodType): Json {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, isInt } = bounds(schema);
  const json: Json = { type: isInt ? "integer" : "number" };
  if (exclusiveMinimum !== undefined && exclusiveMinimum >= (minimum ?? -Infinity))
    json.exclusiveMinimum = exclusiveMinimum;
  else if (minimum !== undefined) json.minimum = minimum;
  if (exclusiveMaximum !== undefined && exclusiveMaximum <= (maximum ?? Infinity))
    json.exclusiveMaximum = exclusiveMaximum;
  else if (maximum !== undefined) json.maximum = maximum;
  return json;
}

/** `json` with the bounds' `minimum` and `maximum` written under the names a kind gives them. */
function sized(json: Json, b: Bounds, min: string, max: string): Json {
  if (b.minimum !== undefined) json[min] = b.minimum;
  if (b.maximum !== undefined) json[max] = b.maximum;
  return json;
}

function string(schema: z.core.$ZodType): Json {
  const b = bounds(schema);
  const json = sized({ type: "string" }, b, "minLength", "maxLength");
  const patterns = b.patterns ?? [];
  if (patterns.length === 1) json.pattern = (patterns[0] as RegExp).source;
  else if (patterns.length > 1) json.allOf = patterns.map((p) => ({ pattern: p.source }));
  return json;
}

/** `type` of a list of constants, when they share one. */
function typeOfValues(values: readonly unknown[]): string | undefined {
  for (const t of ["number", "string", "boolean"]) if (values.every((v) => typeof v === t)) return t;
  return values.every((v) => v === null) ? "null" : undefined;
}

/** `{ type, enum }` of a list of constants, `type` left out when they do not share one. */
function constants(values: readonly unknown[]): Json {
  const type = typeOfValues(values);
  return type === undefined ? { enum: values } : { type, enum: values };
}

function literal(values: readonly unknown[]): Json {
  const kept = values.filter((v) => v !== undefined).map((v) => (typeof v === "bigint" ? Number(v) : v));
  if (values.length === 0) return { not: {} };
  if (kept.length === 0) return {};
  if (kept.length === 1) return { type: kept[0] === null ? "null" : typeof kept[0], const: kept[0] };
  return constants(kept);
}

function enumeration(entries: Record<string, unknown>): Json {
  // a numeric TypeScript enum maps names to numbers and numbers back to names: keep the values
  const numbers = Object.values(entries).filter((v): v is number => typeof v === "number");
  const values = Object.entries(entries)
    .filter(([k]) => !numbers.includes(Number(k)))
    .map(([, v]) => v);
  return values.length === 0 ? { not: {} } : constants(values);
}

function object(def: Record<string, unknown>): Json {
  const shape = def.shape as Record<string, z.core.$ZodType>;
  const properties: Json = {};
  for (const key of Object.keys(shape)) {
    // defineProperty: a "__proto__" key must become an own property, not the prototype
    Object.defineProperty(properties, key, {
      value: convert(shape[key] as z.core.$ZodType),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const json: Json = { type: "object", properties };
  const required = Object.keys(shape).filter((key) => !optionalIn(shape[key] as z.core.$ZodType));
  if (required.length > 0) json.required = required;
  const catchall = def.catchall as z.core.$ZodType | undefined;
  if (catchall !== undefined)
    json.additionalProperties = internals(catchall).def.type === "never" ? false : convert(catchall);
  return json;
}

function record(def: Record<string, unknown>): Json {
  const keyType = def.keyType as z.core.$ZodType;
  const valueType = def.valueType as z.core.$ZodType;
  const json: Json = { type: "object", propertyNames: convert(keyType), additionalProperties: convert(valueType) };
  const keys = internals(keyType).values;
  if (keys && !def.partial && !optionalIn(valueType)) {
    const named = [...keys].filter((v) => typeof v === "string" || typeof v === "number").map(String);
    if (named.length > 0) json.required = named;
  }
  return json;
}

function tuple(schema: z.core.$ZodType): Json {
  const i = internals(schema);
  const items = i.def.items as z.core.$ZodType[];
  const rest = i.def.rest as z.core.$ZodType | null | undefined;
  const json: Json = { type: "array", prefixItems: items.map(convert) };
  if (!rest) json.items = false;
  else json.items = convert(rest);
  let min = items.length;
  while (min > 0 && optionalIn(items[min - 1] as z.core.$ZodType)) min--;
  if (min > 0) json.minItems = min;
  if (!rest) json.maxItems = items.length;
  return sized(json, bounds(schema), "minItems", "maxItems");
}

/** The JSON Schema of a wrapper: its own keywords first, then those of the schema it wraps. */
function wrapping(own: Json, inner: z.core.$ZodType): Json {
  const json: Json = { ...own };
  for (const [key, value] of Object.entries(convert(inner))) if (!(key in json)) json[key] = value;
  return json;
}

/**
 * `anyOf` whose branches are each a bare `{ type }` written as one `type` list, as zod writes it:
 * `{ type: ["string", "null"] }` for a nullable string. Branches with any other keyword stay.
 */
function compact(json: Json): Json {
  const options = json.anyOf as Json[];
  if (json.type !== undefined) return json;
  const types: unknown[] = [];
  for (const option of options) {
    const keys = Object.keys(option);
    if (keys.length !== 1 || keys[0] !== "type") return json;
    for (const t of Array.isArray(option.type) ? (option.type as unknown[]) : [option.type]) {
      if (typeof t !== "string") return json;
      if (!types.includes(t)) types.push(t);
    }
  }
  const { anyOf: _, ...rest } = json;
  return { ...rest, type: types.length === 1 ? types[0] : types };
}

function convert(schema: z.core.$ZodType): Json {
  const i = internals(schema);
  const def = i.def;
  switch (def.type) {
    case "string":
      return string(schema);
    case "number":
      return number(schema);
    case "boolean":
      return { type: "boolean" };
    case "null":
      return { type: "null" };
    case "never":
      return { not: {} };
    case "enum":
      return enumeration(def.entries as Record<string, unknown>);
    case "literal":
      return literal(def.values as unknown[]);
    case "array": {
      // the bounds first, as zod writes them
      const json = sized({}, bounds(schema), "minItems", "maxItems");
      json.type = "array";
      json.items = convert(def.element as z.core.$ZodType);
      return json;
    }
    case "object":
      return object(def);
    case "record":
      return record(def);
    case "tuple":
      return tuple(schema);
    case "union": {
      const options = (def.options as z.core.$ZodType[]).map(convert);
      // discriminated (exclusive) unions are oneOf: exactly one branch matches
      return def.inclusive === false ? { oneOf: options } : compact({ anyOf: options });
    }
    case "nullable":
      return compact({ anyOf: [convert(def.innerType as z.core.$ZodType), { type: "null" }] });
    case "default":
      return wrapping(
        { default: JSON.parse(JSON.stringify(def.defaultValue)) as unknown },
        def.innerType as z.core.$ZodType,
      );
    case "readonly":
      return wrapping({ readOnly: true }, def.innerType as z.core.$ZodType);
    case "optional":
    case "nonoptional":
    case "promise":
      return convert(def.innerType as z.core.$ZodType);
    case "pipe": {
      const inner = internals(def.in as z.core.$ZodType).traits.has("$ZodTransform") ? def.out : def.in;
      return convert(inner as z.core.$ZodType);
    }
    default:
      // what JSON Schema cannot say (a custom check, a transform, undefined …) accepts anything
      return {};
  }
}

/**
 * The JSON Schema (draft 2020-12) of any of the library's zod schemas — a model schema or a
 * variant's `schemas.action`, `schemas.state` … — for validating the same JSON in another language.
 * It describes the accepted input, exactly as zod's `toJSONSchema(schema, { io: "input",
 * unrepresentable: "any" })` does for these schemas; what JSON Schema cannot express (a refinement
 * such as the replay a state schema makes) is left out, so the document may accept more.
 */
export function toJSONSchema(schema: z.core.$ZodType): Record<string, unknown> {
  return { $schema: "https://json-schema.org/draft/2020-12/schema", ...convert(schema) };
}
