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

/** The zod schemas of every model type, by name. */
export const modelSchemas = {
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
} as const;

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
