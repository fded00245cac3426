/**
 * `contract-bridge/honeymoon` — Honeymoon bridge: two players draw and discard to build hidden hands, then bid and play.
 *
 * The same verbs as the root entry's `honeymoon` namespace (`create`, `apply`, `legalActions`,
 * `turn`, `view`, `isOver`, `score`, `record`, `replay`, `schemas`), importable on their own so
 * that an app using this variant loads none of the others, nor the bots or the formats:
 *
 * ```ts
 * import * as honeymoon from "contract-bridge/honeymoon";
 * ```
 *
 * The schemas here are typed by the library's own {@link Schema} interface, so that importing this
 * entry loads none of zod's declarations; `honeymoonSchemas` in `contract-bridge/schemas` are the same
 * schemas typed as zod types, for composing them with zod.
 *
 * @module contract-bridge/honeymoon
 */
import {
  PlayerSchema as zodPlayerSchema,
  DrawChoiceSchema as zodDrawChoiceSchema,
  PhaseSchema as zodPhaseSchema,
  DeckSchema as zodDeckSchema,
  OptionsSchema as zodOptionsSchema,
  ActionSchema as zodActionSchema,
  DealLogSchema as zodDealLogSchema,
  ScoreItemSchema as zodScoreItemSchema,
  ScoreSchema as zodScoreSchema,
  CallEntrySchema as zodCallEntrySchema,
  DrawEntrySchema as zodDrawEntrySchema,
  TrickCardSchema as zodTrickCardSchema,
  TrickSchema as zodTrickSchema,
  TrickInProgressSchema as zodTrickInProgressSchema,
  DealSummarySchema as zodDealSummarySchema,
  ViewSchema as zodViewSchema,
  DealRecordSchema as zodDealRecordSchema,
  RecordSchema as zodRecordSchema,
  StateSchema as zodStateSchema,
  schemas as zodSchemas,
  type Action,
  type CallEntry,
  type DealLog,
  type DealRecord,
  type DealSummary,
  type DrawChoice,
  type DrawEntry,
  type GameRecord,
  type Options,
  type Phase,
  type Player,
  type Score,
  type ScoreItem,
  type State,
  type Trick,
  type TrickCard,
  type TrickInProgress,
  type View,
} from "../variants/honeymoon.js";
import type { Card } from "../model/types.js";
import type { EnumSchema, Schema } from "../schemas/schema.js";
import type { VariantSchemas } from "../variants/contract.js";

export {
  create,
  apply,
  load,
  legalActions,
  turn,
  isOver,
  ledger,
  score,
  view,
  record,
  replay,
  PLAYERS,
  type Player,
  type DrawChoice,
  type Phase,
  type Options,
  type Action,
  type DealLog,
  type ScoreItem,
  type Score,
  type DealSummary,
  type View,
  type DealRecord,
  type GameRecord,
  type KeepAction,
  type RejectAction,
  type DrawEntry,
  type PerPlayer,
  type State,
  type CallAction,
  type CallEntry,
  type PlayAction,
  type Trick,
  type TrickCard,
  type TrickInProgress,
} from "../variants/honeymoon.js";
export type { EnumSchema, Schema } from "../schemas/schema.js";

/** The schema of {@link Player}. */
export const PlayerSchema: EnumSchema<Player> = zodPlayerSchema;

/** The schema of {@link DrawChoice}. */
export const DrawChoiceSchema: EnumSchema<DrawChoice> = zodDrawChoiceSchema;

/** The schema of {@link Phase}. */
export const PhaseSchema: EnumSchema<Phase> = zodPhaseSchema;

/** A stock order: the 52 cards of the pack, each once, top card first. */
export const DeckSchema: Schema<Card[]> = zodDeckSchema;

/** The schema of {@link Options}: what {@link create} accepts. */
export const OptionsSchema: Schema<Options> = zodOptionsSchema;

/** The schema of {@link Action}: any action {@link apply} takes. */
export const ActionSchema: Schema<Action> = zodActionSchema;

/** The schema of {@link DealLog}. */
export const DealLogSchema: Schema<DealLog> = zodDealLogSchema;

/** The schema of {@link ScoreItem}. */
export const ScoreItemSchema: Schema<ScoreItem> = zodScoreItemSchema;

/** The schema of {@link Score}. */
export const ScoreSchema: Schema<Score> = zodScoreSchema;

/** The schema of a call with the player who made it. */
export const CallEntrySchema: Schema<CallEntry<Player>> = zodCallEntrySchema;

/** The schema of {@link DrawEntry}. */
export const DrawEntrySchema: Schema<DrawEntry> = zodDrawEntrySchema;

/** The schema of one card of a trick with the player who played it. */
export const TrickCardSchema: Schema<TrickCard<Player>> = zodTrickCardSchema;

/** The schema of a completed two-card trick. */
export const TrickSchema: Schema<Trick<Player>> = zodTrickSchema;

/** The schema of the trick in progress. */
export const TrickInProgressSchema: Schema<TrickInProgress<Player>> = zodTrickInProgressSchema;

/** The schema of {@link DealSummary}. */
export const DealSummarySchema: Schema<DealSummary> = zodDealSummarySchema;

/** The schema of {@link View}. */
export const ViewSchema: Schema<View> = zodViewSchema;

/** The schema of {@link DealRecord}. */
export const DealRecordSchema: Schema<DealRecord> = zodDealRecordSchema;

/** The schema of {@link GameRecord}. */
export const RecordSchema: Schema<GameRecord> = zodRecordSchema;

/** The schema of {@link State}; parsing also replays the log, the same check as {@link load}. */
export const StateSchema: Schema<State> = zodStateSchema;

/**
 * The schemas of everything that crosses the boundary; `schemas.state` is {@link StateSchema}.
 */
export const schemas: VariantSchemas<Options, Action, State, View, GameRecord, Score, Options> = zodSchemas;
