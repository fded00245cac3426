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
  type Bid,
  type Call,
  type Card,
  type Contract,
  type Deal,
  type Doubling,
  type Hand,
  type Level,
  type Rank,
  type Seat,
  type Side,
  type Strain,
  type Suit,
  type Vulnerability,
} from "./model.js";

/**
 * The schemas in {@link modelSchemas}, each typed by the value it validates. For a schema's own
 * zod type (an enum's `options`, an object's `shape`), use the named export: `SuitSchema` ….
 */
export interface ModelSchemas {
  /** A suit letter. */
  readonly suit: z.ZodMiniType<Suit>;
  /** A rank character. */
  readonly rank: z.ZodMiniType<Rank>;
  /** A card in canonical notation. */
  readonly card: z.ZodMiniType<Card>;
  /** A strain: a suit or no-trump. */
  readonly strain: z.ZodMiniType<Strain>;
  /** A seat at a four-player table. */
  readonly seat: z.ZodMiniType<Seat>;
  /** A partnership. */
  readonly side: z.ZodMiniType<Side>;
  /** Which sides are vulnerable. */
  readonly vulnerability: z.ZodMiniType<Vulnerability>;
  /** A bid level, 1 to 7. */
  readonly level: z.ZodMiniType<Level>;
  /** A call in canonical notation. */
  readonly call: z.ZodMiniType<Call>;
  /** Undoubled, doubled or redoubled. */
  readonly doubling: z.ZodMiniType<Doubling>;
  /** A bid as `{ level, strain }`. */
  readonly bid: z.ZodMiniType<Bid>;
  /** A contract as `{ level, strain, doubled }`. */
  readonly contract: z.ZodMiniType<Contract>;
  /** A hand: up to 13 cards. */
  readonly hand: z.ZodMiniType<Hand>;
  /** A deal: `{ N, E, S, W }`. */
  readonly deal: z.ZodMiniType<Deal>;
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
