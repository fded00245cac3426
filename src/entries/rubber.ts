/**
 * `contract-bridge/rubber` — Rubber bridge: four players deal after deal until a side wins two games, on a rubber ledger.
 *
 * The same verbs as the root entry's `rubber` namespace (`create`, `apply`, `legalActions`,
 * `turn`, `view`, `isOver`, `score`, `record`, `replay`, `schemas`), importable on their own so
 * that an app using this variant loads none of the others, nor the bots or the formats:
 *
 * ```ts
 * import * as rubber from "contract-bridge/rubber";
 * ```
 *
 * @module contract-bridge/rubber
 */
export * from "../variants/rubber.js";
