/**
 * `contract-bridge/bots` — bots for every seat of every variant: `createBot(variant, { seed })`
 * returns a function from a view to an action, so a bot never sees what its seat may not.
 *
 * ```ts
 * import { createBot } from "contract-bridge/bots";
 * ```
 *
 * @module contract-bridge/bots
 */
export * from "../bots/index.js";
