/**
 * The model's schemas by name ({@link modelSchemas}), and the type of a JSON Schema document. No
 * zod type appears here, so the root entry can publish them without its declarations loading zod's.
 *
 * @module
 */
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
import type { Schema } from "./schema.js";

/**
 * The schemas in {@link modelSchemas}, each typed by the value it validates. For a schema's own
 * zod type (an enum's `options`, an object's `shape`), use the named export of
 * `contract-bridge/schemas`: `SuitSchema` ….
 */
export interface ModelSchemas {
  /** A suit letter. */
  readonly suit: Schema<M.Suit>;
  /** A rank character. */
  readonly rank: Schema<M.Rank>;
  /** A card in canonical notation. */
  readonly card: Schema<M.Card>;
  /** A strain: a suit or no-trump. */
  readonly strain: Schema<M.Strain>;
  /** A seat at a four-player table. */
  readonly seat: Schema<M.Seat>;
  /** A partnership. */
  readonly side: Schema<M.Side>;
  /** Which sides are vulnerable. */
  readonly vulnerability: Schema<M.Vulnerability>;
  /** A bid level, 1 to 7. */
  readonly level: Schema<M.Level>;
  /** A call in canonical notation. */
  readonly call: Schema<M.Call>;
  /** Undoubled, doubled or redoubled. */
  readonly doubling: Schema<M.Doubling>;
  /** A bid as `{ level, strain }`. */
  readonly bid: Schema<M.Bid>;
  /** A contract as `{ level, strain, doubled }`. */
  readonly contract: Schema<M.Contract>;
  /** A hand: up to 13 cards. */
  readonly hand: Schema<M.Hand>;
  /** A deal: `{ N, E, S, W }`. */
  readonly deal: Schema<M.Deal>;
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

/** A JSON Schema document (draft 2020-12), as `toJSONSchema` writes it. */
export type JSONSchema = Record<string, unknown>;
