/**
 * `contract-bridge/i18n` — names and error sentences in English, Portuguese, French and Russian.
 *
 * ```ts
 * import { callName } from "contract-bridge/i18n";
 * ```
 *
 * @module contract-bridge/i18n
 */
export * from "../i18n/index.js";
