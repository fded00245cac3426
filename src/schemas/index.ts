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
 * The JSON Schema of one of the library's zod schemas, as the root entry's `toJSONSchema` gives it.
 */
export function toJSONSchema(schema: z.core.$ZodType): JSONSchema {
  // A converter that knows only the kinds of schema the library uses: a tenth of zod's own.
  return convertToJSONSchema(schema);
}
