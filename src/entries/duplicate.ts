/**
 * `contract-bridge/duplicate` — Single-deal duplicate: one deal at four seats, scored by duplicate rules.
 *
 * The same verbs as the root entry's `duplicate` namespace (`create`, `apply`, `legalActions`,
 * `turn`, `view`, `isOver`, `score`, `record`, `replay`, `schemas`), importable on their own so
 * that an app using this variant loads none of the others, nor the bots or the formats:
 *
 * ```ts
 * import * as duplicate from "contract-bridge/duplicate";
 * ```
 *
 * The schemas here are typed by the library's own {@link Schema} interface, so that importing this
 * entry loads none of zod's declarations; `duplicateSchemas` in `contract-bridge/schemas` are the same
 * schemas typed as zod types, for composing them with zod.
 *
 * @module contract-bridge/duplicate
 */
import {
  ClaimPlansSchema as zodClaimPlansSchema,
  OptionsSchema as zodOptionsSchema,
  ActionSchema as zodActionSchema,
  ScoreItemSchema as zodScoreItemSchema,
  ScoreSchema as zodScoreSchema,
  ViewSchema as zodViewSchema,
  RecordSchema as zodRecordSchema,
  StateSchema as zodStateSchema,
  schemas as zodSchemas,
  type Action,
  type ClaimPlans,
  type GameRecord,
  type Options,
  type ParsedOptions,
  type Score,
  type ScoreItem,
  type State,
  type View,
} from "../variants/duplicate.js";
import type { EnumSchema, Schema } from "../schemas/schema.js";
import type { VariantSchemas } from "../variants/contract.js";

export {
  create,
  apply,
  load,
  legalActions,
  turn,
  isOver,
  score,
  view,
  record,
  replay,
  type ClaimPlans,
  type Options,
  type ParsedOptions,
  type Action,
  type State,
  type ScoreItem,
  type Score,
  type View,
  type GameRecord,
  type CallAction,
  type PlayAction,
  type CallEntry,
  type TrickCard,
  type TrickInProgress,
  type Trick,
  type PlanItem,
  type ClaimAction,
  type AcceptClaimAction,
  type RejectClaimAction,
  type ConcedeAction,
  type ObjectConcessionAction,
  type ClaimEventAction,
  type FourSeatAction,
  type ClaimEvent,
  type DealLog,
  type DealPhase,
  type PendingClaimView,
  type ShownHand,
  type FourSeatDealView,
  type FourSeatDealRecord,
  type SideScoreItem,
} from "../variants/duplicate.js";
export type { EnumSchema, Schema } from "../schemas/schema.js";

/** The schema of {@link ClaimPlans}. */
export const ClaimPlansSchema: EnumSchema<ClaimPlans> = zodClaimPlansSchema;

/** The schema of {@link Options}: what {@link create} accepts. */
export const OptionsSchema: Schema<ParsedOptions, Options> = zodOptionsSchema;

/** The schema of {@link Action}: any action {@link apply} takes. */
export const ActionSchema: Schema<Action> = zodActionSchema;

/** The schema of {@link ScoreItem}. */
export const ScoreItemSchema: Schema<ScoreItem> = zodScoreItemSchema;

/** The schema of {@link Score}. */
export const ScoreSchema: Schema<Score> = zodScoreSchema;

/** The schema of {@link View}. */
export const ViewSchema: Schema<View> = zodViewSchema;

/** The schema of {@link GameRecord}. */
export const RecordSchema: Schema<GameRecord> = zodRecordSchema;

/** The schema of {@link State}; parsing also replays the log, the same check as {@link load}. */
export const StateSchema: Schema<State> = zodStateSchema;

/**
 * The schemas of everything that crosses the boundary; `schemas.state` is {@link StateSchema}.
 */
export const schemas: VariantSchemas<ParsedOptions, Action, State, View, GameRecord, Score, Options> = zodSchemas;
