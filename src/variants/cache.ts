/**
 * The one boundary every variant's state crosses, and where its derived position is kept.
 *
 * A state is a JSON log; its position (hands left, the auction, the ledger …) is derived by
 * replaying that log. States the library hands out are deeply frozen, and each carries its position
 * in a sealed slot under a non-enumerable symbol (invisible to JSON, spreads, `Object.keys` and deep
 * equality). The slot holds the position and the state it belongs to in private fields, so nothing
 * outside this module can read or change either: a frozen object cannot be changed in place, and a
 * Proxy, a copy or an object given another state's slot is not the slot's owner, so a cached
 * position can never disagree with its state. A slot costs one property on an object the library
 * has just built, where a `WeakMap` entry per `apply` made the garbage collector's ephemeron work
 * grow with every state ever handed out. States that come from callers, and values zod checked,
 * are never touched: their positions are kept in a `WeakMap`.
 *
 * Anything else given where a state is expected — JSON read back from a database, an object a
 * caller built or changed — is *admitted*: checked against the state schema, its plain copy replayed,
 * and that copy frozen and cached. Admission reads the input once, inside a guard, so throwing
 * getters, Proxy traps, cycles or BigInts are an `INVALID_STATE` error rather than an exception.
 *
 * @module
 * @internal
 */
import type * as z from "zod/mini";
import { ok, type Result, type RuleError } from "../result.js";

/** A variant's position store: the only way its functions turn a state into a position. */
export interface PositionStore<S extends object, P, T> {
  /**
   * The trusted state and its position: `state` itself when the library made it, else a checked,
   * frozen copy of it; or an `INVALID_STATE` error. Never throws.
   */
  resolve(state: unknown): { state: S; pos: P } | { error: RuleError };
  /**
   * The position of `state`, for functions that return no `Result`. A state that {@link load}
   * would refuse throws a `RangeError` whose `cause` is the `INVALID_STATE` error.
   */
  of(state: S): { state: S; pos: P };
  /**
   * Freezes a state the library has just built (sharing only frozen parts) and caches its position.
   * `fresh`, when given, is the one value `state` holds that may not be frozen yet (the list `apply`
   * just extended): only it is walked, and `state` itself is frozen shallowly.
   */
  admit(state: S, position: P, fresh?: object): S;
  /** `load` of the variant: shape check, replay, frozen copy. */
  load(json: unknown): Result<S>;
  /** The state schema with the replay as a refinement; a value it accepts is also cached. */
  readonly schema: T;
}

/** Freezes `value` and everything reachable from it that is not frozen yet. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (Array.isArray(value)) {
      // an index loop: `Object.keys` of a long list allocates a string per entry
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === "object" && item !== null && !Object.isFrozen(item)) deepFreeze(item);
      }
    } else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

let freezing = true;

/**
 * A state's position, sealed: `#owner` is the state the slot was made for, so a slot read from a
 * Proxy, a copy or an object a caller dressed with another state's slot is ignored.
 */
class Slot {
  readonly #owner: object;
  readonly #pos: unknown;
  constructor(owner: object, pos: unknown) {
    this.#owner = owner;
    this.#pos = pos;
    Object.freeze(this);
  }
  /** The position `slot` holds for `owner`, or `undefined` if `slot` is not a slot made for it. */
  static read(slot: unknown, owner: object): unknown {
    return slot instanceof Slot && slot.#owner === owner ? slot.#pos : undefined;
  }
}

/**
 * Turns the freezing of new states off or on, for the benchmark that measures what it costs
 * (`bench/replay.ts`); never for anything else, since the position cache relies on it.
 */
export function freezeStatesForBenchmark(on: boolean): void {
  freezing = on;
}

function stateError(message: string, path: readonly PropertyKey[] = []): { error: RuleError } {
  return { error: { code: "INVALID_STATE", message, path } };
}

/**
 * A position store for one variant. `shape` is the state schema without the replay (it must build
 * a fresh plain copy of what it accepts, as zod objects and arrays do); `rebuild` replays a state
 * that has its shape into a position, or says which entry breaks the rules.
 */
export function positionStore<T extends z.ZodMiniType<object>, P>(
  name: string,
  shape: T,
  rebuild: (state: z.output<T>) => { pos: P } | { error: RuleError },
): PositionStore<z.output<T>, P, T> {
  type S = z.output<T>;
  const known = new WeakMap<object, P>();
  const slotKey = Symbol(name);
  /** The cached position of `state`; reading a caller's Proxy may throw, which is a miss. */
  const cached = (state: object): P | undefined => {
    try {
      const own = Slot.read((state as Record<symbol, unknown>)[slotKey], state) as P | undefined;
      return own !== undefined ? own : known.get(state);
    } catch {
      return undefined;
    }
  };
  const replaySafely = (state: S): { pos: P } | { error: RuleError } => {
    try {
      return rebuild(state);
    } catch (e) {
      // The replay reads only what the shape guarantees; this net turns a bug into a refusal.
      return stateError(`invalid state: ${e instanceof Error ? e.message : "the replay failed"}`);
    }
  };
  const admitForeign = (input: unknown): { state: S; pos: P } | { error: RuleError } => {
    let checked: ReturnType<typeof shape.safeParse>;
    try {
      checked = shape.safeParse(input);
    } catch {
      // A getter, Proxy trap or toJSON threw while the value was read: it is not plain data.
      return stateError(`invalid state: a ${name} state must be plain JSON data`);
    }
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const path = issue ? issue.path : [];
      const where = path.length > 0 ? ` at ${path.map(String).join(".")}` : "";
      return stateError(`invalid state${where}: ${issue ? issue.message : "invalid"}`, path);
    }
    const copy = deepFreeze(checked.data);
    const built = replaySafely(copy);
    if ("error" in built) return built;
    known.set(copy, built.pos);
    return { state: copy, pos: built.pos };
  };
  const store: PositionStore<S, P, T> = {
    resolve(state) {
      const hit = typeof state === "object" && state !== null ? cached(state) : undefined;
      if (hit !== undefined) return { state: state as S, pos: hit };
      return admitForeign(state);
    },
    of(state) {
      const r = store.resolve(state);
      if ("error" in r)
        throw new RangeError(`${r.error.message}; check stored states with ${name}.load`, { cause: r.error });
      return r;
    },
    admit(state, position, fresh) {
      // The slot goes on before the freeze; a state that is already frozen (never one `apply` just
      // built) keeps its position in the WeakMap instead.
      if (Object.isExtensible(state)) {
        Object.defineProperty(state, slotKey, {
          value: new Slot(state, position),
          enumerable: false,
          writable: false,
          configurable: false,
        });
      } else known.set(state, position);
      if (freezing) {
        // Walking a whole state per `apply` costs more than the step itself, and all but one list
        // of it is shared with the frozen state before.
        if (fresh !== undefined) {
          deepFreeze(fresh);
          Object.freeze(state);
        } else deepFreeze(state);
      }
      return state;
    },
    load(json) {
      const r = store.resolve(json);
      return "error" in r ? { ok: false, error: r.error } : ok(r.state);
    },
    schema: shape.check((ctx) => {
      if (ctx.issues.length > 0) return; // the shape already failed: nothing to replay
      // zod hands the check its own fresh copy of the input: freezing and caching it is safe.
      const built = replaySafely(ctx.value);
      if ("error" in built) {
        ctx.issues.push({
          code: "custom",
          message: built.error.message,
          path: (built.error.path ?? []) as (string | number)[],
          input: ctx.value,
        });
      } else known.set(deepFreeze(ctx.value), built.pos);
    }),
  };
  return store;
}
