/**
 * `contract-bridge/rubber` — Rubber bridge: four players deal after deal until a side wins two games, on a rubber ledger.
 *
 * The same verbs as the root entry's `rubber` namespace (`create`, `apply`, `legalActions`,
 * `turn`, `view`, `isOver`, `score`, `record`, `replay`, `schemas`), importable on their own so
 * that an app using this variant loads none of the others, nor the bots or the formats:
 *
 * ```ts
 * import * as rubber from "contract-bridge/rubber";
 * ```
 *
 * The schemas here are typed by the library's own {@link Schema} interface, so that importing this
 * entry loads none of zod's declarations; `rubberSchemas` in `contract-bridge/schemas` are the same
 * schemas typed as zod types, for composing them with zod.
 *
 * @module contract-bridge/rubber
 */
import {
  OptionsSchema as zodOptionsSchema,
  StopActionSchema as zodStopActionSchema,
  ActionSchema as zodActionSchema,
  DealLogSchema as zodDealLogSchema,
  ScoreItemSchema as zodScoreItemSchema,
  ScoreSchema as zodScoreSchema,
  PastDealViewSchema as zodPastDealViewSchema,
  ViewSchema as zodViewSchema,
  DealRecordSchema as zodDealRecordSchema,
  RecordSchema as zodRecordSchema,
  StateSchema as zodStateSchema,
  schemas as zodSchemas,
  type Action,
  type DealLog,
  type DealRecord,
  type GameRecord,
  type Options,
  type ParsedOptions,
  type PastDealView,
  type Score,
  type ScoreItem,
  type State,
  type StopAction,
  type View,
} from "../variants/rubber.js";
import type { Schema } from "../schemas/schema.js";
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
  type Options,
  type ParsedOptions,
  type StopAction,
  type Action,
  type State,
  type ScoreItem,
  type Score,
  type PastDealView,
  type View,
  type DealRecord,
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
} from "../variants/rubber.js";
export type { Schema } from "../schemas/schema.js";

/** The schema of {@link Options}: what {@link create} accepts. */
export const OptionsSchema: Schema<ParsedOptions, Options> = zodOptionsSchema;

/** The schema of {@link StopAction}. */
export const StopActionSchema: Schema<StopAction> = zodStopActionSchema;

/** The schema of {@link Action}: any action {@link apply} takes. */
export const ActionSchema: Schema<Action> = zodActionSchema;

/** The schema of one deal's log within the rubber. */
export const DealLogSchema: Schema<DealLog> = zodDealLogSchema;

/** The schema of {@link ScoreItem}. */
export const ScoreItemSchema: Schema<ScoreItem> = zodScoreItemSchema;

/** The schema of {@link Score}. */
export const ScoreSchema: Schema<Score> = zodScoreSchema;

/** The schema of {@link PastDealView}. */
export const PastDealViewSchema: Schema<PastDealView> = zodPastDealViewSchema;

/** The schema of {@link View}. */
export const ViewSchema: Schema<View> = zodViewSchema;

/** The schema of {@link DealRecord}. */
export const DealRecordSchema: Schema<DealRecord> = zodDealRecordSchema;

/** The schema of {@link GameRecord}. */
export const RecordSchema: Schema<GameRecord> = zodRecordSchema;

/** The schema of {@link State}; parsing also replays every deal, the same check as {@link load}. */
export const StateSchema: Schema<State> = zodStateSchema;

/**
 * The schemas of everything that crosses the boundary; `schemas.state` is {@link StateSchema}.
 */
export const schemas: VariantSchemas<ParsedOptions, Action, State, View, GameRecord, Score, Options> = zodSchemas;
