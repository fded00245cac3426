/**
 * The contract every variant keeps — the {@link Variant} type — and the pieces of it written once
 * for all of them: the seed schema, the limits on untrusted input, the error of a failed replay step
 * and the `schemas` object.
 *
 * @module
 */
import * as z from "zod/mini";
import type { Result, RuleError } from "../result.js";
import type { Schema } from "../schemas/schema.js";
import { deepFreeze } from "./cache.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

/**
 * The schemas a variant publishes (zod schemas, typed by the library's own {@link Schema}), each
 * typed by what it gives. `state` also replays the log: it accepts exactly what `load` accepts.
 */
export interface VariantSchemas<
  Options = unknown,
  Action = unknown,
  State = unknown,
  View = unknown,
  GameRecord = unknown,
  Score = unknown,
  OptionsInput = Options,
> {
  /** Options of `create`: what it accepts (`OptionsInput`) and gives back, defaults filled in. */
  readonly options: Schema<Options, OptionsInput>;
  /** Any action `apply` takes. */
  readonly action: Schema<Action>;
  /** A state: shape and replay. */
  readonly state: Schema<State>;
  /** What `view` returns. */
  readonly view: Schema<View>;
  /** What `record` returns. */
  readonly record: Schema<GameRecord>;
  /** What `score` returns (when not `null`). */
  readonly score: Schema<Score>;
}

/**
 * What every variant module provides, so that an app can treat the three games alike. `create`,
 * `replay`, `load` and `apply` return a `Result` and never throw; the queries throw a `RangeError`
 * only on a value `load` refuses (docs/variants.md says when each may fail).
 */
export interface Variant<Options, State, Action, Seat extends string, View, Score, GameRecord> {
  /** A new game. */
  create(options?: Options): Result<State>;
  /** A stored state (for example `JSON.parse` of one), checked and replayed; the state to go on from. */
  load(json: unknown): Result<State>;
  /** The next state, or why the action is refused. */
  apply(state: State, action: unknown): Result<State>;
  /** Every legal action now, in the shape `apply` takes. */
  legalActions(state: State): Action[];
  /** The seat that must act now, or `null` when the game is over. */
  turn(state: State): Seat | null;
  /** What one seat may see. */
  view(state: State, seat: Seat): View;
  /** Whether the game has ended. */
  isOver(state: State): boolean;
  /** The score (itemised, with totals by side). */
  score(state: State): Score;
  /** The history, with the actions that replay it. */
  record(state: State): GameRecord;
  /** `create(options)`, then `apply` each action; a failure carries the action's `index`. */
  replay(options: Options, actions: readonly unknown[]): Result<State>;
  /** zod schemas of everything that crosses the boundary. */
  readonly schemas: VariantSchemas;
}

/** A seed: a non-negative safe integer (CARD-2). */
export const SeedSchema = /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.nonnegative());

/**
 * Limits on untrusted input, each refused with the error code of the input it bounds. Inputs beyond
 * them are never legal anyway; the limits make refusing them cheap.
 */
export const LIMITS = {
  /** Most actions `replay` takes in one call (`INVALID_ACTION`, at `index`). */
  actions: 1_000_000,
  /** Most deals a rubber or Honeymoon state holds (`INVALID_STATE`); passed-out deals count. */
  deals: 10_000,
} as const;

/** A failed step of `replay`, carrying the action's index (and, for a malformed action, the path into the list). */
export function replayStepError(error: RuleError, index: number): Result<never> {
  const path = error.path ? { path: [index, ...error.path] } : {};
  return { ok: false, error: { ...error, message: `action ${index}: ${error.message}`, index, ...path } };
}

/**
 * The list given to `replay` as a plain array of its items, or why it is refused: not a list, longer
 * than {@link LIMITS}, or not plain data (a Proxy whose traps throw).
 */
export function actionList(actions: unknown): { list: readonly unknown[] } | { error: RuleError } {
  try {
    if (!Array.isArray(actions))
      return { error: { code: "INVALID_ACTION", message: "actions must be a list of actions", path: [] } };
    if (actions.length > LIMITS.actions)
      return {
        error: {
          code: "INVALID_ACTION",
          message: `at most ${LIMITS.actions} actions can be replayed at once`,
          path: [],
        },
      };
    return { list: Array.prototype.slice.call(actions) as unknown[] };
  } catch {
    return {
      error: { code: "INVALID_ACTION", message: "actions must be a plain list (a Proxy trap threw)", path: [] },
    };
  }
}

/**
 * `build`, memoised per key object and frozen: for values derived from a position part that many
 * states share (a rubber ledger changes only when a deal ends), so views and scores share them.
 */
export function frozenPer<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<K, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      value = deepFreeze(build(key));
      memo.set(key, value);
    }
    return value;
  };
}
