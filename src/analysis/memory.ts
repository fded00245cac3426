/**
 * The double-dummy search's working memory: one `Int32Array` for the whole thread, holding the
 * position and every buffer the hot path reads (the hands, the cards left, the per-ply deciding
 * cards, table keys, cards played and killers, the move lists and their weights, the quick-trick
 * figures), each at a fixed offset below.
 *
 * Why one array: V8 checks each typed-array read (the array's map, its length, its backing
 * store), and a search node read a dozen small arrays, each reloaded after every call. A `const`
 * array and `const` offsets fold into the optimised code as constants: a read is one bounds check
 * against a constant length and one load. Each module that reads it copies {@link MEM} and the
 * offsets it uses into `const`s of its own (an imported binding is not folded). Those `const`s,
 * and every other constant of the search, live in a namespace wrapping the module's code (a
 * function scope), not at the module's top level: esbuild and Bun, bundling an app, turn every
 * top-level `const` into a `var`, which Node 20's V8 cannot fold, and the solver so bundled took
 * 1.3–1.4 times as long there (tables of deals 1000–1019). A function scope's `const`s stay as they are, and V8
 * folds them as it does a module's own: bundled or not, the same time as the package's files.
 * What a namespace imports from the others (`bits`, `cut` …) it copies into `const`s too: compiled
 * to CommonJS (dist/cjs, what `require` loads), an imported name is read off the other module's
 * exports, a getter, at each use, which made CommonJS tables take 1.3 times as long.
 * The engines of one thread take turns in it (`Engine`'s `activate`, which saves and restores the
 * state below {@link STATE_END}).
 *
 * Internal; not exported from the package.
 *
 * @module
 */

/** Move slots a ply (at most 13 cards, one move per group of equivalent cards). */
export const MOVES_PER_PLY = 16;
/** Plies a search can reach: 52 cards and the root. */
export const MAX_PLIES = 53;

/** The offsets of the regions of {@link MEM}. */
export const AT = {
  /** Holding of each hand in each suit, at `hand * 4 + suit` (13-bit masks). */
  HANDS: 0,
  /** Cards of each suit not yet in a finished trick (the hands, plus the trick in progress). */
  REM: 16,
  /** Per ply: the card played (its code). */
  PLAYED: 20,
  /** Per ply: the lead that last settled a node at that ply, −1 for none (`MoveOrder`'s killer). */
  KILLER: 20 + MAX_PLIES,
  /** Per ply, per suit: the position's full suit patterns, for the table (block 0 set by `setup`). */
  KEYS: 20 + 2 * MAX_PLIES,
  /** Per ply, per suit: the ranks that decided the last search at that ply (partition search). */
  REL: 20 + 2 * MAX_PLIES + (MAX_PLIES + 1) * 4,
  /** Quick tricks per suit of the hand counted at 0 (0–3) and at 4 (4–7): the tricks counted. */
  COUNT: 20 + 2 * MAX_PLIES + 2 * (MAX_PLIES + 1) * 4,
  /** As {@link AT.COUNT}: the cards those counts rest on. */
  DECIDING: 28 + 2 * MAX_PLIES + 2 * (MAX_PLIES + 1) * 4,
  /** The moves of each ply, {@link MOVES_PER_PLY} slots a ply, best first. */
  MOVES: 36 + 2 * MAX_PLIES + 2 * (MAX_PLIES + 1) * 4,
  /** The moves' weights while a ply's list is built (then scratch for the reordering). */
  WEIGHTS: 36 + 2 * MAX_PLIES + 2 * (MAX_PLIES + 1) * 4 + MAX_PLIES * MOVES_PER_PLY,
} as const;

/** The end of the state an engine keeps between searches (hands, cards left, cards played, killers, the root's keys). */
export const STATE_END = AT.KEYS + 4;

/** The thread's working memory ({@link AT}). */
export const MEM = new Int32Array(AT.WEIGHTS + MAX_PLIES * MOVES_PER_PLY);

/**
 * The suit key of suit `s` in the working memory's position (`Engine`'s table keys): who holds the
 * cards left, two bits a card from the highest down, times 16, plus how many.
 */
export function suitKey(s: number): number {
  const h = MEM;
  const odd = (h[4 + s] as number) | (h[12 + s] as number);
  const high = (h[8 + s] as number) | (h[12 + s] as number);
  let m = h[AT.REM + s] as number;
  let key = 0;
  let n = 0;
  while (m !== 0) {
    const b = 31 - Math.clz32(m);
    m ^= 1 << b;
    key = (key << 2) | ((odd >>> b) & 1) | (((high >>> b) & 1) << 1);
    n++;
  }
  return key * 16 + n;
}
