/**
 * The value of each card one hand may play, on engine positions: what the sampled card play of the
 * bots asks of the solver for every layout it draws. It skips the checks and conversions of
 * `solve` (the bots build positions from cards they know to be legal), values cards that are
 * equivalent in the layout once, and can ask one zero-window question per card ("does the side
 * to play reach `target`?") instead of the exact tricks, which costs about half as much.
 *
 * @module
 * @internal
 */
import { trickWinnerIndex } from "../engine/play.js";
import { Engine } from "./search.js";
import { DEFAULT_TABLE_MB } from "./table.js";

/** A position as the engine reads it: holdings at `hand * 4 + suit`, codes `suit * 16 + rank`. */
export interface RawPosition {
  /** The cards still in each hand, 13-bit masks at `hand * 4 + suit` (hands N 0 … W 3). */
  readonly holdings: ArrayLike<number>;
  /** Trump suit 0–3 (clubs … spades), or 4 at no-trump. */
  readonly trump: number;
  /** The hand that led the trick in progress. */
  readonly leader: number;
  /** Codes of the cards played to the trick in progress, from the leader's. */
  readonly trick: readonly number[];
}

/** Values cards of the hand to play; one transposition table serves every call, whatever the layout. */
export interface CardValuer {
  /**
   * For each code of `cards` (legal cards of the hand to play), the tricks the side to play takes
   * from here (the trick in progress included) when it plays that card and both sides then play
   * perfectly; or, with `target`, 1 when it still takes at least `target` of them and 0 when not.
   */
  values(position: RawPosition, cards: readonly number[], target?: number): number[];
  /** Nodes searched so far (for benchmarks). */
  nodes(): number;
}

/** A card valuer with a transposition table of `tableMegabytes` (made on first use). */
export function createCardValuer(tableMegabytes: number = DEFAULT_TABLE_MB): CardValuer {
  let engine: Engine | null = null;
  return {
    values(position, cards, target) {
      engine ??= new Engine(tableMegabytes, false);
      return valuesWith(engine, position, cards, target);
    },
    nodes: () => engine?.nodes ?? 0,
  };
}

function valuesWith(engine: Engine, p: RawPosition, cards: readonly number[], target?: number): number[] {
  const hand = (p.leader + p.trick.length) & 3;
  const rem = [0, 0, 0, 0];
  for (let i = 0; i < 16; i++) rem[i & 3] = (rem[i & 3] as number) | (p.holdings[i] as number);
  for (const c of p.trick) rem[c >> 4] = (rem[c >> 4] as number) | (1 << (c & 15));
  let left = 0;
  for (let s = 0; s < 4; s++) for (let m = p.holdings[hand * 4 + s] as number; m; m &= m - 1) left++;
  const out: number[] = [];
  const done = new Map<number, number>();
  let guess = -1;
  for (const code of cards) {
    const key = classOf(p.holdings[hand * 4 + (code >> 4)] as number, rem[code >> 4] as number, code);
    let v = done.get(key);
    if (v === undefined) {
      v = cardValue(engine, p, hand, left, code, target, guess);
      if (target === undefined) guess = v;
      done.set(key, v);
    }
    out.push(v);
  }
  return out;
}

/**
 * The lowest card of the run `code` belongs to in its hand: cards of one hand with no card of
 * another hand (or of the trick) between them are one move, whichever is played.
 */
function classOf(mine: number, rem: number, code: number): number {
  let low = code & 15;
  for (let q = low - 1; q >= 0; q--) {
    if (!((rem >>> q) & 1)) continue; // a rank already played in an earlier trick
    if (!((mine >>> q) & 1)) break;
    low = q;
  }
  return (code & ~15) | low;
}

/**
 * The tricks of the side to play, of the `left` tricks left (the trick in progress included),
 * after `hand`, the hand to play, plays `code` and both sides then play perfectly; or, with
 * `target`, 1 when that is at least `target` and 0 when not. `guess` (the side's tricks, or −1)
 * starts the exact search. `solve` values its cards with it too.
 */
export function cardValue(
  engine: Engine,
  p: RawPosition,
  hand: number,
  left: number,
  code: number,
  target: number | undefined,
  guess: number,
): number {
  const holdings = Array.from(p.holdings);
  holdings[hand * 4 + (code >> 4)] = (holdings[hand * 4 + (code >> 4)] as number) & ~(1 << (code & 15));
  const trick = [...p.trick, code];
  const ns = hand % 2 === 0;
  let credit = 0;
  if (trick.length < 4) engine.setup(holdings, p.trump, p.leader, trick);
  else {
    // The engine's rule on card ids (suit × 13 + rank).
    const win = trickWinnerIndex(
      trick.map((c) => (c >> 4) * 13 + (c & 15)),
      p.trump,
    );
    const winner = (p.leader + win) & 3;
    credit = winner % 2 === hand % 2 ? 1 : 0;
    if (left === 1) return target === undefined ? credit : credit >= target ? 1 : 0;
    engine.setup(holdings, p.trump, winner, []);
  }
  // The engine counts North-South's tricks of those left after the credited trick.
  const rest = trick.length < 4 ? left : left - 1;
  if (target === undefined) {
    const g = guess < 0 ? undefined : ns ? guess - credit : rest - (guess - credit);
    const nsTricks = engine.value(g);
    return credit + (ns ? nsTricks : rest - nsTricks);
  }
  const need = target - credit;
  if (need <= 0) return 1;
  if (need > rest) return 0;
  const reached = ns ? engine.atLeast(need) : !engine.atLeast(rest - need + 1);
  return reached ? 1 : 0;
}
