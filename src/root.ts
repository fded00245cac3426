/**
 * What the root entry exports beside its subpath entries: the model's and scoring's schemas typed by
 * the library's own `Schema` interface (see `src/schemas/published.ts`), the `Variant` contract and
 * the input limits. One module, so that the build can bundle the root's declarations from entry
 * points alone (scripts/build.mjs).
 *
 * @module
 */
export * from "./schemas/published.js";
export { LIMITS, type Variant, type VariantSchemas } from "./variants/contract.js";
