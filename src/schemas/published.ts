/**
 * The model's and scoring's schemas as the root entry publishes them: the same zod schemas as
 * `contract-bridge/schemas`, typed by the library's own {@link Schema} interface, so that a program
 * importing from `contract-bridge` loads none of zod's declarations (see `src/schemas/schema.ts`).
 *
 * @module
 */
import type * as z from "zod/mini";
import type * as M from "../model/types.js";
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

/** A suit letter: `C`, `D`, `H` or `S`. */
export const SuitSchema: EnumSchema<M.Suit> = model.SuitSchema;
/** A rank character, `2`–`9`, `T`, `J`, `Q`, `K`, `A`. */
export const RankSchema: EnumSchema<M.Rank> = model.RankSchema;
/** A card in canonical notation (`"SA"`, `"HT"`, `"D2"`). */
export const CardSchema: EnumSchema<M.Card> = model.CardSchema;
/** A strain (denomination): a suit or no-trump. */
export const StrainSchema: EnumSchema<M.Strain> = model.StrainSchema;
/** A seat at a four-player table. */
export const SeatSchema: EnumSchema<M.Seat> = model.SeatSchema;
/** A partnership at a four-player table. */
export const SideSchema: EnumSchema<M.Side> = model.SideSchema;
/** Which sides are vulnerable on a four-player deal. */
export const VulnerabilitySchema: EnumSchema<M.Vulnerability> = model.VulnerabilitySchema;
/** A bid level, 1 to 7. */
export const LevelSchema: Schema<M.Level> = model.LevelSchema;
/** A call in canonical notation (`"P"`, `"X"`, `"XX"`, `"1C"` … `"7NT"`). */
export const CallSchema: EnumSchema<M.Call> = model.CallSchema;
/** How a contract was left by the auction: undoubled `""`, doubled `"X"` or redoubled `"XX"`. */
export const DoublingSchema: EnumSchema<M.Doubling> = model.DoublingSchema;
/** A bid as an object: level and strain. */
export const BidSchema: Schema<M.Bid> = model.BidSchema;
/** A final contract: level, strain and whether it was doubled or redoubled. */
export const ContractSchema: Schema<M.Contract> = model.ContractSchema;
/** One hand: a list of distinct cards (any length up to 13 in the schema; deals check 13). */
export const HandSchema: Schema<M.Hand> = model.HandSchema;
/** A complete deal: each seat's 13 cards. Distinctness is checked by `validateDeal`. */
export const DealSchema: Schema<M.Deal> = model.DealSchema;

/** How a deal is scored: duplicate (per-deal bonuses, SC-6) or rubber (a ledger, SC-7). */
export const ScoringKindSchema: EnumSchema<ScoringKind> = scoring.ScoringKindSchema;
/** A kind of score entry: `contract`, `overtricks`, `insult`, `slam`, `game` … (see `SCORE_KINDS`). */
export const ScoreKindSchema: EnumSchema<ScoreKind> = scoring.ScoreKindSchema;
/** Where an entry is written on a rubber score sheet: trick points below the line, all else above (SC-7). */
export const LineSchema: EnumSchema<Line> = scoring.LineSchema;
/** One entry of a contract's score, to the declaring side or to the defenders. */
export const ContractScoreItemSchema: Schema<ContractScoreItem> = scoring.ContractScoreItemSchema;
/** Input to `scoreContract`: the contract (a bid object or text such as `"4H"`), doubling, vulnerability, tricks. */
export const ContractResultSchema: Schema<Omit<ContractResult, "doubled"> & { doubled: M.Doubling }, ContractResult> =
  scoring.ContractResultSchema;
/** What honours are worth: 100 for four of the five trump honours, 150 for all five or four aces at no-trump. */
export const HonoursPointsSchema: Schema<HonoursPoints> = scoring.HonoursPointsSchema;
/** Who holds honours in a four-player deal and what they are worth. */
export const HonoursSchema: Schema<Honours> = scoring.HonoursSchema;
/** A side's name in a ledger: a letter, then letters, digits, `_` or `-`. */
export const SideNameSchema: Schema<string> = scoring.SideNameSchema;
/** Honours as the ledger records them: the side holding them and their value. */
export const HonoursEntrySchema: Schema<HonoursEntry> = scoring.HonoursEntrySchema;
/** A passed-out deal: four passes (or two in Honeymoon), no contract, no score (RUB-6). */
export const PassedOutDealSchema: Schema<PassedOutDeal> = scoring.PassedOutDealSchema;
/** A played deal as the ledger needs it; `honours` may be omitted on input and is stored as `null`. */
export const PlayedDealSchema: Schema<PlayedDeal, PlayedDealInput> = scoring.PlayedDealSchema;
/** One deal of the rubber, as stored: passed out or played. */
export const LedgerDealSchema: Schema<LedgerDeal, LedgerDealInput> = scoring.LedgerDealSchema;
/** One line of the score sheet (SC-8): `{ deal, side, kind, points, line }`. */
export const LedgerItemSchema: Schema<LedgerItem> = scoring.LedgerItemSchema;
/** A completed game (RUB-1): who won it, in which deal, and both sides' points below the line in it. */
export const LedgerGameSchema: Schema<LedgerGame> = scoring.LedgerGameSchema;
/**
 * The schema of a stored `Ledger`, for any side names. Beyond the shape it replays `deals` (and the
 * settlement) and requires `items`, `games` and `progress` to be exactly what they imply, so a
 * tampered or inconsistent ledger fails with the path of the first disagreement.
 */
export const LedgerSchema: Schema<Ledger, unknown> = scoring.LedgerSchema;

/**
 * `LedgerSchema` narrowed to one pair of side names, e.g. `ledgerSchemaFor(["A", "B"])`: `sides`
 * must be exactly those, in that order, and every per-side record must have both keys.
 */
export const ledgerSchemaFor: <const S extends string>(sides: readonly [S, S]) => Schema<Ledger<S>, unknown> =
  scoring.ledgerSchemaFor;

/**
 * The JSON Schema (draft 2020-12) of any of the library's schemas — a model schema or a variant's
 * `schemas.action`, `schemas.state` … — describing the input it accepts, as zod's own
 * `toJSONSchema(schema, { io: "input", unrepresentable: "any" })` gives it. The schema must be one
 * the library made (every one it exports is a zod 4 schema); refinements, such as the replay a
 * state schema makes, have no JSON Schema form and are left out.
 */
export function toJSONSchema(schema: Schema<unknown>): JSONSchema {
  // Every Schema the library hands out is a zod schema typed by its declared interface.
  return zodToJSONSchema(schema as unknown as z.core.$ZodType);
}
