/**
 * Where a variant keeps the derived position of a state: on the state object itself, under a
 * non-enumerable symbol (invisible to JSON, spreads, `Object.keys` and deep equality), for the states
 * the library creates; in a `WeakMap` for objects that come from callers, which are never touched.
 * The symbol is much cheaper than a `WeakMap` entry on the `apply` hot path.
 *
 * @module
 * @internal
 */

/** A position cache for one variant. */
export interface PositionCache<P> {
  /** The cached position of `state`, if any. */
  get(state: object): P | undefined;
  /** Caches the position of a state object the library has just created (and not yet returned). */
  attach(state: object, position: P): void;
  /** Caches the position of an object that came from a caller, without touching it. */
  remember(state: object, position: P): void;
}

/** A new cache; each variant has its own symbol, so positions never cross variants. */
export function positionCache<P>(name: string): PositionCache<P> {
  const key = Symbol(`contract-bridge.${name}.position`);
  const fallback = new WeakMap<object, P>();
  return {
    get(state) {
      const own = (state as Record<symbol, P | undefined>)[key];
      return own !== undefined ? own : fallback.get(state);
    },
    attach(state, position) {
      if (Object.isExtensible(state) && !Object.prototype.hasOwnProperty.call(state, key)) {
        Object.defineProperty(state, key, { value: position, enumerable: false, writable: false, configurable: false });
      } else fallback.set(state, position);
    },
    remember(state, position) {
      fallback.set(state, position);
    },
  };
}
