/**
 * Where a variant keeps the derived position of a state, and how a state it did not create is
 * admitted. Every variant's state is a JSON log; its position (hands left, the auction, the ledger …)
 * is derived by replaying that log and then kept:
 *
 * - on the state object itself, under a non-enumerable symbol (invisible to JSON, spreads,
 *   `Object.keys` and deep equality), for the states the library creates — much cheaper than a
 *   `WeakMap` entry on the `apply` hot path;
 * - in a `WeakMap` for objects that come from callers, which are never touched.
 *
 * A state the store has not seen is first checked against the variant's state schema, so a
 * malformed one is an `INVALID_STATE` error with the zod path, never a crash, and then replayed.
 *
 * @module
 * @internal
 */
import type { z } from "zod";
import type { RuleError } from "../result.js";

/** A variant's position store. */
export interface PositionStore<S extends object, P> {
  /** The position of `state`: cached, or checked and rebuilt; an `INVALID_STATE` error if it is not a legal game. */
  resolve(state: S): { pos: P } | { error: RuleError };
  /** The position of `state`, for functions without a `Result`: a state that is not a legal game throws a `RangeError`. */
  of(state: S): P;
  /** Caches the position of a state object the library has just created (and not yet returned). */
  attach(state: S, position: P): void;
  /** The state schema with the replay as a refinement: a stored state that is not a legal game fails with the path of its first bad entry. */
  refined<T extends z.ZodType<S>>(schema: T): T;
}

function invalidState(error: unknown): RuleError {
  return { code: "INVALID_STATE", message: `invalid state: ${error instanceof Error ? error.message : String(error)}` };
}

/**
 * A position store for one variant. `shape` is the state schema without the replay; `rebuild`
 * replays a state that has its shape into a position, or says which entry breaks the rules.
 */
export function positionStore<S extends object, P>(name: string, shape: z.ZodType<S>, rebuild: (state: S) => { pos: P } | { error: RuleError }): PositionStore<S, P> {
  const key = Symbol(`contract-bridge.${name}.position`);
  const fallback = new WeakMap<object, P>();
  const cached = (state: object): P | undefined => {
    const own = (state as Record<symbol, P | undefined>)[key];
    return own !== undefined ? own : fallback.get(state);
  };
  // A defensive net: the replay reads only what the shape guarantees, so this catches nothing today.
  const rebuildSafely = (state: S): { pos: P } | { error: RuleError } => {
    try {
      return rebuild(state);
    } catch (e) {
      return { error: invalidState(e) };
    }
  };
  const store: PositionStore<S, P> = {
    resolve(state) {
      const hit = typeof state === "object" && state !== null ? cached(state) : undefined;
      if (hit !== undefined) return { pos: hit };
      const checked = shape.safeParse(state);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const path = issue ? issue.path : [];
        const where = path.length > 0 ? ` at ${path.map(String).join(".")}` : "";
        return { error: { code: "INVALID_STATE", message: `invalid state${where}: ${issue ? issue.message : "invalid"}`, path } };
      }
      const built = rebuildSafely(state);
      if ("pos" in built) fallback.set(state, built.pos);
      return built;
    },
    of(state) {
      const r = store.resolve(state);
      if ("error" in r) throw new RangeError(`${r.error.message}; validate stored states with ${name}.schemas.state`);
      return r.pos;
    },
    attach(state, position) {
      if (Object.isExtensible(state) && !Object.prototype.hasOwnProperty.call(state, key)) {
        Object.defineProperty(state, key, { value: position, enumerable: false, writable: false, configurable: false });
      } else fallback.set(state, position);
    },
    refined<T extends z.ZodType<S>>(schema: T): T {
      return schema.superRefine((state, ctx) => {
        const built = rebuildSafely(state);
        if ("error" in built) ctx.addIssue({ code: "custom", message: built.error.message, path: (built.error.path ?? []) as (string | number)[] });
        // zod refines the very object `parse` returns: keep the position built while checking it.
        else fallback.set(state, built.pos);
      }) as unknown as T;
    },
  };
  return store;
}
