/**
 * The schemas of the model types, grouped, and the JSON Schema export for clients in other
 * languages.
 *
 * @module
 */
import * as z from "zod/mini";
import {
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
} from "./model.js";

/** The schemas in {@link modelSchemas}, each by its own name so that editors and docs show the name, not its expansion. */
export interface ModelSchemas {
  /** A suit letter. */
  readonly suit: typeof SuitSchema;
  /** A rank character. */
  readonly rank: typeof RankSchema;
  /** A card in canonical notation. */
  readonly card: typeof CardSchema;
  /** A strain: a suit or no-trump. */
  readonly strain: typeof StrainSchema;
  /** A seat at a four-player table. */
  readonly seat: typeof SeatSchema;
  /** A partnership. */
  readonly side: typeof SideSchema;
  /** Which sides are vulnerable. */
  readonly vulnerability: typeof VulnerabilitySchema;
  /** A bid level, 1 to 7. */
  readonly level: typeof LevelSchema;
  /** A call in canonical notation. */
  readonly call: typeof CallSchema;
  /** Undoubled, doubled or redoubled. */
  readonly doubling: typeof DoublingSchema;
  /** A bid as `{ level, strain }`. */
  readonly bid: typeof BidSchema;
  /** A contract as `{ level, strain, doubled }`. */
  readonly contract: typeof ContractSchema;
  /** A hand: up to 13 cards. */
  readonly hand: typeof HandSchema;
  /** A deal: `{ N, E, S, W }`. */
  readonly deal: typeof DealSchema;
}

/** The zod schemas of every model type, by name. */
export const modelSchemas: ModelSchemas = {
  suit: SuitSchema,
  rank: RankSchema,
  card: CardSchema,
  strain: StrainSchema,
  seat: SeatSchema,
  side: SideSchema,
  vulnerability: VulnerabilitySchema,
  level: LevelSchema,
  call: CallSchema,
  doubling: DoublingSchema,
  bid: BidSchema,
  contract: ContractSchema,
  hand: HandSchema,
  deal: DealSchema,
};

/** A JSON Schema document (draft 2020-12), as produced by {@link toJSONSchema}. */
export type JSONSchema = Record<string, unknown>;

/**
 * The JSON Schema (draft 2020-12) of any of the library's zod schemas — a model schema or a
 * variant's `schemas.action`, `schemas.state` … — for validating the same JSON in another language.
 * It describes the accepted input.
 */
export function toJSONSchema(schema: z.core.$ZodType): JSONSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
}
