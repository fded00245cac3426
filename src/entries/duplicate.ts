/**
 * `contract-bridge/duplicate` — Single-deal duplicate: one deal at four seats, scored by duplicate rules.
 *
 * The same verbs as the root entry's `duplicate` namespace (`create`, `apply`, `legalActions`,
 * `turn`, `view`, `isOver`, `score`, `record`, `replay`, `schemas`), importable on their own so
 * that an app using this variant loads none of the others, nor the bots or the formats:
 *
 * ```ts
 * import * as duplicate from "contract-bridge/duplicate";
 * ```
 *
 * @module contract-bridge/duplicate
 */
export * from "../variants/duplicate.js";
