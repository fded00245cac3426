/**
 * `contract-bridge`: the rules of contract bridge as pure, immutable state machines.
 *
 * Everything in one import: the model (cards, calls, seats, deals), seeded dealing, the `Result`
 * convention, scoring, the three variants, bots, formats and the zod schemas that validate them.
 * Each part is also an entry point of its own (`contract-bridge/duplicate`, `/scoring` …).
 *
 * @module contract-bridge
 */
export * from "./entries/model.js";
export * from "./entries/schemas.js";
export * from "./entries/scoring.js";
export { LIMITS, type Variant, type VariantSchemas } from "./variants/contract.js";
export * as duplicate from "./variants/duplicate.js";
export * as honeymoon from "./variants/honeymoon.js";
export * as rubber from "./variants/rubber.js";
export * from "./entries/bots.js";
export * from "./entries/formats.js";
export * from "./entries/i18n.js";
export * from "./entries/analysis.js";
