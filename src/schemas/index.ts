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
 * The JSON Schema (draft 2020-12) of any of the library's zod schemas — a model schema or a
 * variant's `schemas.action`, `schemas.state` … — for validating the same JSON in another language.
 * It describes the accepted input: the document zod's own `toJSONSchema(schema, { io: "input",
 * unrepresentable: "any" })` gives, written by a converter that knows only the kinds of schema the
 * library uses (so it costs an app a tenth of zod's). Refinements, such as the replay a state schema
 * makes, have no JSON Schema form and are left out.
 */
export function toJSONSchema(schema: z.core.$ZodType): JSONSchema {
  return convertToJSONSchema(schema);
}
