/**
 * The schemas of the model types, grouped, and the JSON Schema export for clients in other
 * languages.
 *
 * @module
 */
import type * as z from "zod/mini";
import type { JSONSchema } from "./by-name.js";
import { toJSONSchema as convertToJSONSchema } from "./json-schema.js";

export { modelSchemas, type JSONSchema, type ModelSchemas } from "./by-name.js";

/**
 * The JSON Schema (draft 2020-12) of any of the library's zod schemas (a model schema, a variant's
 * `schemas.state` …) for the input it accepts, as zod's `toJSONSchema(schema, { io: "input",
 * unrepresentable: "any" })` gives it; refinements, such as a state schema's replay, are left out.
 */
export function toJSONSchema(schema: z.core.$ZodType): JSONSchema {
  // A converter that knows only the kinds of schema the library uses: a tenth of zod's own.
  return convertToJSONSchema(schema);
}
