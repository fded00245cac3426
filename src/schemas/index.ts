/**
 * The schemas of the model types, grouped, and the JSON Schema export for clients in other
 * languages.
 *
 * @module
 */
import type * as z from "zod/mini";
import type * as M from "../model/types.js";
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
import { toJSONSchema as convertToJSONSchema } from "./json-schema.js";

/**
 * The schemas in {@link modelSchemas}, each typed by the value it validates. For a schema's own
 * zod type (an enum's `options`, an object's `shape`), use the named export: `SuitSchema` ….
 */
export interface ModelSchemas {
  /** A suit letter. */
  readonly suit: z.ZodMiniType<M.Suit>;
  /** A rank character. */
  readonly rank: z.ZodMiniType<M.Rank>;
  /** A card in canonical notation. */
  readonly card: z.ZodMiniType<M.Card>;
  /** A strain: a suit or no-trump. */
  readonly strain: z.ZodMiniType<M.Strain>;
  /** A seat at a four-player table. */
  readonly seat: z.ZodMiniType<M.Seat>;
  /** A partnership. */
  readonly side: z.ZodMiniType<M.Side>;
  /** Which sides are vulnerable. */
  readonly vulnerability: z.ZodMiniType<M.Vulnerability>;
  /** A bid level, 1 to 7. */
  readonly level: z.ZodMiniType<M.Level>;
  /** A call in canonical notation. */
  readonly call: z.ZodMiniType<M.Call>;
  /** Undoubled, doubled or redoubled. */
  readonly doubling: z.ZodMiniType<M.Doubling>;
  /** A bid as `{ level, strain }`. */
  readonly bid: z.ZodMiniType<M.Bid>;
  /** A contract as `{ level, strain, doubled }`. */
  readonly contract: z.ZodMiniType<M.Contract>;
  /** A hand: up to 13 cards. */
  readonly hand: z.ZodMiniType<M.Hand>;
  /** A deal: `{ N, E, S, W }`. */
  readonly deal: z.ZodMiniType<M.Deal>;
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
 * It describes the accepted input: the document zod's own `toJSONSchema(schema, { io: "input",
 * unrepresentable: "any" })` gives, written by a converter that knows only the kinds of schema the
 * library uses (so it costs an app a tenth of zod's). Refinements, such as the replay a state schema
 * makes, have no JSON Schema form and are left out.
 */
export function toJSONSchema(schema: z.core.$ZodType): JSONSchema {
  return convertToJSONSchema(schema);
}
