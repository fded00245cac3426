/**
 * Seeded randomness (CARD-2): no unseeded source is used anywhere in the library. Every shuffle comes from a
 * seed, so a recorded game replays exactly.
 *
 * The generator is **xoshiro128\*\*** (Blackman and Vigna, 2018): 128 bits of state, 32-bit output,
 * period 2^128 − 1. Its state is filled from the seed by the SplitMix32 mixer (the 32-bit
 * counterpart of SplitMix64, constants from Hash Prospector), fed the seed's low word, its high word
 * and a counter. Integers below `n` are drawn by rejection, so a shuffle has no modulo bias, and the
 * shuffle is Fisher–Yates from the last card down. These choices are part of the output: changing
 * any of them changes every seeded deal, which the golden vectors in the tests catch.
 *
 * @module
 */
import { CARDS, SEATS, type Card, type Deal, type Seat } from "./schemas/model.js";
import { cardId } from "./model/card.js";

/** A seed: a non-negative safe integer. */
export type Seed = number;

/** A stream of random numbers. Stateful: pure functions create their own from a seed. */
export interface Rng {
  /** The next 32-bit unsigned integer. */
  nextUint32(): number;
  /** A uniformly distributed integer in `[0, n)`, `1 ≤ n ≤ 2^32`, without modulo bias. */
  nextInt(n: number): number;
}

/** The SplitMix32 output function: a bijective mixer of a 32-bit word. */
export function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

function checkSeed(seed: Seed): void {
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new RangeError(`seed must be a non-negative safe integer, got ${seed}`);
}

/**
 * A xoshiro128** generator seeded from `seed`. Throws `RangeError` for a seed that is not a
 * non-negative safe integer (a programming error, not a rule violation: option schemas check seeds).
 */
export function createRng(seed: Seed): Rng {
  checkSeed(seed);
  const lo = seed >>> 0;
  const hi = Math.floor(seed / 2 ** 32) >>> 0;
  const s0 = splitmix32(lo ^ splitmix32(hi));
  const s1 = splitmix32(s0 ^ 0x6a09e667);
  const s2 = splitmix32(s1 ^ hi);
  const s3 = splitmix32(s2 ^ lo ^ 0xbb67ae85);
  return xoshiro128ss([(s0 | s1 | s2 | s3) === 0 ? 1 : s0, s1, s2, s3]);
}

/**
 * The xoshiro128** generator from an explicit 128-bit state (four 32-bit words, not all zero).
 * Exposed so the tests can check it against the reference implementation's published outputs.
 * @internal
 */
export function xoshiro128ss(state: readonly [number, number, number, number]): Rng {
  let [s0, s1, s2, s3] = state;
  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  const nextInt = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`nextInt needs 1 ≤ n ≤ 2^32, got ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = nextUint32();
      if (x < limit) return x % n;
    }
  };
  return { nextUint32, nextInt };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/**
 * A seed derived from a seed and a list of indices (for example, deal number k of a rubber), so
 * that each deal of a long game has its own independent, reproducible shuffle.
 */
export function deriveSeed(seed: Seed, ...path: number[]): Seed {
  checkSeed(seed);
  let h = splitmix32((seed >>> 0) ^ splitmix32(Math.floor(seed / 2 ** 32) >>> 0));
  for (const k of path) h = splitmix32(h ^ splitmix32(k >>> 0));
  // 52 bits: two mixed words, so derived seeds span more than 2^32 values.
  return (splitmix32(h ^ 0x3c6ef372) & 0xfffff) * 2 ** 32 + h;
}

/** A new array with the items in Fisher–Yates order drawn from `rng` (the input is not changed). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}

/**
 * The cut: the top `position` cards go to the bottom. `position` must leave at least one card in
 * each packet (1 ≤ position < length); the Laws ask for at least four, which {@link dealFromSeed}
 * respects.
 */
export function cut<T>(deck: readonly T[], position: number): T[] {
  if (!Number.isInteger(position) || position < 1 || position >= deck.length) {
    throw new RangeError(`cut position must be between 1 and ${deck.length - 1}, got ${position}`);
  }
  return deck.slice(position).concat(deck.slice(0, position));
}

/**
 * Deals a 52-card deck one card at a time, clockwise, starting with the dealer's left-hand
 * opponent (R-1, D-1): card i goes to the seat `i + 1` places after the dealer.
 */
export function dealDeck(deck: readonly Card[], dealer: Seat): Deal {
  return dealIdDeck(
    deck.map((c) => cardId(c) as number),
    SEATS.indexOf(dealer),
  );
}

function dealIdDeck(deck: readonly number[], dealer: number): Deal {
  const ids: number[][] = [[], [], [], []];
  deck.forEach((id, i) => (ids[(dealer + 1 + i) % 4] as number[]).push(id));
  // Display order (spades first, high cards first) is simply descending card id.
  const hand = (s: number): Card[] => (ids[s] as number[]).sort((a, b) => b - a).map((id) => CARDS[id] as Card);
  return { N: hand(0), E: hand(1), S: hand(2), W: hand(3) };
}

const PACK_IDS: readonly number[] = CARDS.map((_, i) => i);

/** What {@link dealFromSeed} produced: the deal and how it came about. */
export interface SeededDeal {
  /** The four hands. */
  readonly deal: Deal;
  /** The deck after the shuffle and the cut, top card first: the order the cards were dealt in. */
  readonly deck: Card[];
  /** Where the deck was cut (cards moved from top to bottom), 4 to 48. */
  readonly cut: number;
}

/**
 * Shuffles a new pack (clubs two … spades ace) from `seed`, cuts it at a position drawn from the
 * same stream (4 to 48, so each packet keeps at least four cards), and deals it from the dealer's
 * left (CARD-2, R-1, D-1).
 */
export function dealFromSeed(seed: Seed, dealer: Seat): SeededDeal {
  const rng = createRng(seed);
  const shuffled = shuffle(PACK_IDS, rng);
  const at = 4 + rng.nextInt(45);
  const deck = cut(shuffled, at);
  return { deal: dealIdDeck(deck, SEATS.indexOf(dealer)), deck: deck.map((id) => CARDS[id] as Card), cut: at };
}
