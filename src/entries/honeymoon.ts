/**
 * `contract-bridge/honeymoon` — Honeymoon bridge: two players draw and discard to build hidden hands, then bid and play.
 *
 * The same verbs as the root entry's `honeymoon` namespace (`create`, `apply`, `legalActions`,
 * `turn`, `view`, `isOver`, `score`, `record`, `replay`, `schemas`), importable on their own so
 * that an app using this variant loads none of the others, nor the bots or the formats:
 *
 * ```ts
 * import * as honeymoon from "contract-bridge/honeymoon";
 * ```
 *
 * @module contract-bridge/honeymoon
 */
export * from "../variants/honeymoon.js";
