/**
 * `contract-bridge/schemas` — the zod schemas (zod 4, `zod/mini`) of the model and scoring types,
 * for validating values that arrive from outside, composing into your own schemas, or exporting as
 * JSON Schema with `toJSONSchema`; and each variant's schemas (`duplicateSchemas`, `rubberSchemas`,
 * `honeymoonSchemas`). Here every schema is typed as the zod type it is, so that it composes with an
 * app's own zod 4 schemas (`z.extend`, `z.object({ deal: DealSchema })`); the root entry and the
 * other subpaths type the same schemas by the library's own small `Schema` interface instead, which
 * spares a program that does not compose them the cost of typechecking zod's declarations.
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
  type BidSchemaType,
  type CallSchemaType,
  type CardSchemaType,
  type ContractSchemaType,
  type DealSchemaType,
  type HandSchemaType,
} from "../schemas/model.js";
export { modelSchemas, toJSONSchema, type JSONSchema, type ModelSchemas } from "../schemas/index.js";
export type { EnumOf, ObjectSchema, Schema, ShapeOf } from "../schemas/declared.js";
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
  type ContractResultSchemaType,
  type ContractScoreItemSchemaType,
  type HonoursEntrySchemaType,
  type HonoursSchemaType,
  type LedgerDealSchemaType,
  type LedgerGameSchemaType,
  type LedgerItemSchemaType,
  type LedgerSchemaType,
  type PassedOutDealSchemaType,
  type PlayedDealSchemaType,
  type SideZod,
} from "../schemas/scoring.js";
export { duplicateSchemas, honeymoonSchemas, rubberSchemas } from "../schemas/variants.js";
