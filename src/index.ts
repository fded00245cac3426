/**
 * `contract-bridge`: the rules of contract bridge as pure, immutable state machines.
 *
 * Everything in one import: the model (cards, calls, seats, deals), seeded dealing, the `Result`
 * convention, scoring, the three variants, bots, formats and the zod schemas that validate them,
 * typed by the library's own `Schema` interface (the same schemas typed as zod types, for
 * composing, are in `contract-bridge/schemas`). Each part is also an entry point of its own
 * (`contract-bridge/duplicate`, `/scoring` …).
 *
 * @module contract-bridge
 */
export * from "./entries/model.js";
export * from "./root.js";
export * from "./entries/scoring.js";
export * as duplicate from "./entries/duplicate.js";
export * as honeymoon from "./entries/honeymoon.js";
export * as rubber from "./entries/rubber.js";
export * from "./entries/bots.js";
export * from "./entries/formats.js";
export * from "./entries/i18n.js";
export * from "./entries/analysis.js";
