/**
 * `contract-bridge/schemas` — the zod schemas (zod 4, `zod/mini`) of the model and scoring types,
 * for validating values that arrive from outside, composing into your own schemas, or exporting as
 * JSON Schema with `toJSONSchema`. Each variant's schemas are its own `schemas` export.
 *
 * ```ts
 * import { DealSchema, toJSONSchema } from "contract-bridge/schemas";
 * ```
 *
 * @module contract-bridge/schemas
 */
export {
  BidSchema,
  CallSchema,
  CardSchema,
  ContractSchema,
  DealSchema,
  DoublingSchema,
  HandSchema,
  LevelSchema,
  RankSchema,
  SeatSchema,
  SideSchema,
  StrainSchema,
  SuitSchema,
  VulnerabilitySchema,
  type CallSchemaType,
  type CardSchemaType,
  type DealSchemaType,
  type HandSchemaType,
} from "../schemas/model.js";
export { modelSchemas, toJSONSchema, type JSONSchema, type ModelSchemas } from "../schemas/index.js";
export type { ObjectSchema, Schema, ShapeOf } from "../schemas/declared.js";
export {
  ContractResultSchema,
  ContractScoreItemSchema,
  HonoursEntrySchema,
  HonoursPointsSchema,
  HonoursSchema,
  LedgerDealSchema,
  LedgerGameSchema,
  LedgerItemSchema,
  LedgerSchema,
  LineSchema,
  PassedOutDealSchema,
  PlayedDealSchema,
  ScoreKindSchema,
  ScoringKindSchema,
  SideNameSchema,
  ledgerSchemaFor,
  type SideZod,
} from "../schemas/scoring.js";
