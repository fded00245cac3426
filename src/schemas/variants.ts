/**
 * Each variant's schemas typed as zod types (`ObjectSchema<View>` …), for composing them into an
 * app's own zod schemas; `contract-bridge/schemas` publishes them. They are the same objects as the
 * variant entries export, which type them by the library's own `Schema` interface.
 *
 * @module
 */
import * as duplicate from "../variants/duplicate.js";
import * as rubber from "../variants/rubber.js";
import * as honeymoon from "../variants/honeymoon.js";

/** The duplicate variant's schemas, typed as zod types: `duplicateSchemas.ViewSchema` …; the same objects as `duplicate.schemas`' members. */
export const duplicateSchemas = {
  ClaimPlansSchema: duplicate.ClaimPlansSchema,
  OptionsSchema: duplicate.OptionsSchema,
  ActionSchema: duplicate.ActionSchema,
  ScoreItemSchema: duplicate.ScoreItemSchema,
  ScoreSchema: duplicate.ScoreSchema,
  ViewSchema: duplicate.ViewSchema,
  RecordSchema: duplicate.RecordSchema,
  StateSchema: duplicate.StateSchema,
};

/** The rubber variant's schemas, typed as zod types: `rubberSchemas.ViewSchema` … */
export const rubberSchemas = {
  OptionsSchema: rubber.OptionsSchema,
  StopActionSchema: rubber.StopActionSchema,
  ActionSchema: rubber.ActionSchema,
  DealLogSchema: rubber.DealLogSchema,
  ScoreItemSchema: rubber.ScoreItemSchema,
  ScoreSchema: rubber.ScoreSchema,
  PastDealViewSchema: rubber.PastDealViewSchema,
  ViewSchema: rubber.ViewSchema,
  DealRecordSchema: rubber.DealRecordSchema,
  RecordSchema: rubber.RecordSchema,
  StateSchema: rubber.StateSchema,
};

/** The honeymoon variant's schemas, typed as zod types: `honeymoonSchemas.ViewSchema` … */
export const honeymoonSchemas = {
  PlayerSchema: honeymoon.PlayerSchema,
  DrawChoiceSchema: honeymoon.DrawChoiceSchema,
  PhaseSchema: honeymoon.PhaseSchema,
  DeckSchema: honeymoon.DeckSchema,
  OptionsSchema: honeymoon.OptionsSchema,
  ActionSchema: honeymoon.ActionSchema,
  DealLogSchema: honeymoon.DealLogSchema,
  ScoreItemSchema: honeymoon.ScoreItemSchema,
  ScoreSchema: honeymoon.ScoreSchema,
  CallEntrySchema: honeymoon.CallEntrySchema,
  DrawEntrySchema: honeymoon.DrawEntrySchema,
  TrickCardSchema: honeymoon.TrickCardSchema,
  TrickSchema: honeymoon.TrickSchema,
  TrickInProgressSchema: honeymoon.TrickInProgressSchema,
  DealSummarySchema: honeymoon.DealSummarySchema,
  ViewSchema: honeymoon.ViewSchema,
  DealRecordSchema: honeymoon.DealRecordSchema,
  RecordSchema: honeymoon.RecordSchema,
  StateSchema: honeymoon.StateSchema,
};
