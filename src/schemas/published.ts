/**
 * The model's and scoring's schemas as the root entry publishes them: the same zod schemas as
 * `contract-bridge/schemas`, typed by the library's own {@link Schema} interface, so that a program
 * importing from `contract-bridge` loads none of zod's declarations (see `src/schemas/schema.ts`).
 *
 * @module
 */
import type * as z from "zod/mini";
import type {
  Bid,
  Call,
  Card,
  Contract,
  Deal,
  Doubling,
  Hand,
  Level,
  Rank,
  Seat,
  Side,
  Strain,
  Suit,
  Vulnerability,
} from "../model/types.js";
import type { ContractResult, ContractScoreItem, Line, ScoreKind, ScoringKind } from "../scoring/contract.js";
import type { Honours, HonoursPoints } from "../scoring/honours.js";
import type {
  HonoursEntry,
  Ledger,
  LedgerDeal,
  LedgerDealInput,
  LedgerGame,
  LedgerItem,
  PassedOutDeal,
  PlayedDeal,
  PlayedDealInput,
} from "../scoring/ledger.js";
import type { JSONSchema } from "./by-name.js";
import { toJSONSchema as zodToJSONSchema } from "./json-schema.js";
import * as model from "./model.js";
import type { EnumSchema, Schema } from "./schema.js";
import * as scoring from "./scoring.js";

export { modelSchemas, type JSONSchema, type ModelSchemas } from "./by-name.js";
export type {
  EnumSchema,
  SafeParseResult,
  Schema,
  SchemaError,
  SchemaIssue,
  StandardResult,
  StandardSchemaProps,
} from "./schema.js";

/** The schema of {@link Suit}. */
export const SuitSchema: EnumSchema<Suit> = model.SuitSchema;
/** The schema of {@link Rank}. */
export const RankSchema: EnumSchema<Rank> = model.RankSchema;
/** The schema of {@link Card}, in canonical notation (`"SA"`, `"HT"`). */
export const CardSchema: EnumSchema<Card> = model.CardSchema;
/** The schema of {@link Strain}. */
export const StrainSchema: EnumSchema<Strain> = model.StrainSchema;
/** The schema of {@link Seat}. */
export const SeatSchema: EnumSchema<Seat> = model.SeatSchema;
/** The schema of {@link Side}. */
export const SideSchema: EnumSchema<Side> = model.SideSchema;
/** The schema of {@link Vulnerability}. */
export const VulnerabilitySchema: EnumSchema<Vulnerability> = model.VulnerabilitySchema;
/** The schema of {@link Level}. */
export const LevelSchema: Schema<Level> = model.LevelSchema;
/** The schema of {@link Call}, in canonical notation (`"P"`, `"X"`, `"1NT"`). */
export const CallSchema: EnumSchema<Call> = model.CallSchema;
/** The schema of {@link Doubling}. */
export const DoublingSchema: EnumSchema<Doubling> = model.DoublingSchema;
/** The schema of {@link Bid}. */
export const BidSchema: Schema<Bid> = model.BidSchema;
/** The schema of {@link Contract}. */
export const ContractSchema: Schema<Contract> = model.ContractSchema;
/** The schema of {@link Hand}: distinct cards, up to 13. */
export const HandSchema: Schema<Hand> = model.HandSchema;
/** The schema of {@link Deal}; that no card is dealt twice is `validateDeal`'s check. */
export const DealSchema: Schema<Deal> = model.DealSchema;

/** The schema of {@link ScoringKind}. */
export const ScoringKindSchema: EnumSchema<ScoringKind> = scoring.ScoringKindSchema;
/** The schema of {@link ScoreKind}. */
export const ScoreKindSchema: EnumSchema<ScoreKind> = scoring.ScoreKindSchema;
/** The schema of {@link Line}. */
export const LineSchema: EnumSchema<Line> = scoring.LineSchema;
/** The schema of {@link ContractScoreItem}. */
export const ContractScoreItemSchema: Schema<ContractScoreItem> = scoring.ContractScoreItemSchema;
/** The schema of {@link ContractResult}: what `scoreContract` takes, `doubled` filled in. */
export const ContractResultSchema: Schema<Omit<ContractResult, "doubled"> & { doubled: Doubling }, ContractResult> =
  scoring.ContractResultSchema;
/** The schema of {@link HonoursPoints}. */
export const HonoursPointsSchema: Schema<HonoursPoints> = scoring.HonoursPointsSchema;
/** The schema of {@link Honours}. */
export const HonoursSchema: Schema<Honours> = scoring.HonoursSchema;
/** A side's name in a ledger: a letter, then letters, digits, `_` or `-`. */
export const SideNameSchema: Schema<string> = scoring.SideNameSchema;
/** The schema of {@link HonoursEntry}. */
export const HonoursEntrySchema: Schema<HonoursEntry> = scoring.HonoursEntrySchema;
/** The schema of {@link PassedOutDeal}. */
export const PassedOutDealSchema: Schema<PassedOutDeal> = scoring.PassedOutDealSchema;
/** The schema of {@link PlayedDeal}; `honours` may be left out and is stored as `null`. */
export const PlayedDealSchema: Schema<PlayedDeal, PlayedDealInput> = scoring.PlayedDealSchema;
/** The schema of {@link LedgerDeal}. */
export const LedgerDealSchema: Schema<LedgerDeal, LedgerDealInput> = scoring.LedgerDealSchema;
/** The schema of {@link LedgerItem}. */
export const LedgerItemSchema: Schema<LedgerItem> = scoring.LedgerItemSchema;
/** The schema of {@link LedgerGame}. */
export const LedgerGameSchema: Schema<LedgerGame> = scoring.LedgerGameSchema;
/** The schema of a stored {@link Ledger}: it also replays the deals and checks the totals they imply. */
export const LedgerSchema: Schema<Ledger, unknown> = scoring.LedgerSchema;

/** {@link LedgerSchema} narrowed to one pair of side names, e.g. `ledgerSchemaFor(["A", "B"])`. */
export const ledgerSchemaFor: <const S extends string>(sides: readonly [S, S]) => Schema<Ledger<S>, unknown> =
  scoring.ledgerSchemaFor;

/**
 * The JSON Schema (draft 2020-12) of any schema the library made (a model schema, a variant's
 * `schemas.state` …) for the input it accepts, as zod's `toJSONSchema(schema, { io: "input",
 * unrepresentable: "any" })` gives it; refinements, such as a state schema's replay, are left out.
 */
export function toJSONSchema(schema: Schema<unknown>): JSONSchema {
  // Every Schema the library hands out is a zod schema typed by its declared interface.
  return zodToJSONSchema(schema as unknown as z.core.$ZodType);
}
