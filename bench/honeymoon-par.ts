// Two-hand par for Honeymoon: the result when both players bid knowing every card, under
// Honeymoon's auction (H-4: the non-dealer calls first, calls alternate, a pass after a bid, a
// double or a redouble ends the auction; two passes before any bid pass the deal out, scoring 0),
// and each contract takes its double-dummy tricks (src/bots/two-hand.ts).
//
// How one deal is scored: Honeymoon scores a rubber (H-6), whose game bonus is paid only when a
// rubber ends, so a single deal has no exact rubber value. Par and the bench score a deal as
// duplicate scores one board at each player's vulnerability (SC-1..5, scoreContract's "duplicate"
// kind): trick points, over- and undertricks, the insult, slam bonuses, and for a made contract
// 300 (500 vulnerable) for a game or 50 for a part score in place of the rubber's bonuses. No
// honours (H-6). The usual single-deal stand-in for a rubber deal: a game is worth about 300 to
// the side that is not yet vulnerable and 500 to the side that is, as at duplicate.
import { scoreContract, STRAINS } from "contract-bridge";

/** A Honeymoon player: hand 0 is A, hand 1 is B. */
export type Side = 0 | 1;

/** Each player's double-dummy tricks as declarer, by strain (clubs … no-trump). */
export interface TricksTable {
  readonly A: readonly number[];
  readonly B: readonly number[];
}

/** A contract reached, or `null` for a passed-out deal. */
export type Outcome = {
  readonly declarer: Side;
  readonly level: number;
  readonly strain: number;
  /** 0 undoubled, 1 doubled, 2 redoubled. */
  readonly doubled: number;
} | null;

/** How a deal's auction was played: who dealt and who is vulnerable. */
export interface DealConditions {
  readonly dealer: Side;
  readonly vulnerable: readonly [boolean, boolean];
}

/** A's points for `outcome` when declarer takes its double-dummy tricks (0 for a passed-out deal). */
export function scoreForA(outcome: Outcome, tricks: TricksTable, vulnerable: readonly [boolean, boolean]): number {
  if (outcome === null) return 0;
  const took = (outcome.declarer === 0 ? tricks.A : tricks.B)[outcome.strain] as number;
  const r = scoreContract(
    {
      contract: `${outcome.level}${STRAINS[outcome.strain]}`,
      doubled: outcome.doubled === 0 ? "" : outcome.doubled === 1 ? "X" : "XX",
      vulnerable: vulnerable[outcome.declarer],
      tricks: took,
    },
    "duplicate",
  );
  if (!r.ok) throw new Error(r.error.message);
  return outcome.declarer === 0 ? r.value.net : -r.value.net;
}

/** Par: A's points and the contract both players reach bidding with perfect knowledge. */
export interface Par {
  readonly score: number;
  readonly outcome: Outcome;
}

/** A node's value for A and the contract its best line ends in. */
type Line = Par;

const BIDS = 35;

/**
 * Two-hand par by backward induction over Honeymoon's auction. Bid `i` (1…35) is level
 * `⌊(i−1)/5⌋+1` in strain `(i−1) mod 5`. A position after a bid is (bid, bidder, doubling); the
 * next to call is the opponent unless the bid stands doubled, when it is the bidder. A maximises
 * A's points, B minimises them; at equal points the player keeps the first option found, passing
 * first, so par is the cheapest such contract.
 */
export function twoHandPar(tricks: TricksTable, conditions: DealConditions): Par {
  const { dealer, vulnerable } = conditions;
  // after[bid][bidder][doubled]: the line when the next player calls over that contract.
  const after: Line[][][] = [];
  // bestBid[mover]: the best line for `mover` among bids above the current one, each then facing
  // the opponent's call.
  const bestBid: (Line | null)[] = [null, null];
  const better = (mover: Side, x: Line, y: Line | null): boolean =>
    y === null || (mover === 0 ? x.score > y.score : x.score < y.score);
  const choose = (mover: Side, options: readonly (Line | null)[]): Line => {
    let best: Line | null = null;
    for (const o of options) if (o !== null && better(mover, o, best)) best = o;
    return best as Line;
  };
  for (let bid = BIDS; bid >= 1; bid--) {
    const level = Math.floor((bid - 1) / 5) + 1;
    const strain = (bid - 1) % 5;
    const row: Line[][] = [];
    for (const bidder of [0, 1] as const) {
      const other: Side = bidder === 0 ? 1 : 0;
      const ends = (doubled: number): Line => {
        const outcome = { declarer: bidder, level, strain, doubled };
        return { score: scoreForA(outcome, tricks, vulnerable), outcome };
      };
      const redoubled = choose(other, [ends(2), bestBid[other] ?? null]);
      const doubled = choose(bidder, [ends(1), redoubled, bestBid[bidder] ?? null]);
      const undoubled = choose(other, [ends(0), doubled, bestBid[other] ?? null]);
      row[bidder] = [undoubled, doubled, redoubled];
    }
    after[bid] = row;
    for (const mover of [0, 1] as const) {
      const line = (row[mover] as Line[])[0] as Line;
      const held = bestBid[mover] ?? null;
      // at equal points the lower bid: it is found later
      if (held === null || !better(mover, held, line)) bestBid[mover] = line;
    }
  }
  const nonDealer: Side = dealer === 0 ? 1 : 0;
  const passedOut: Line = { score: 0, outcome: null };
  const dealerCalls = choose(dealer, [passedOut, bestBid[dealer] ?? null]);
  return choose(nonDealer, [dealerCalls, bestBid[nonDealer] ?? null]);
}

/** A contract as text, e.g. `4SX by B`, or `passed out`. */
export function describe(outcome: Outcome): string {
  if (outcome === null) return "passed out";
  const x = outcome.doubled === 0 ? "" : outcome.doubled === 1 ? "X" : "XX";
  return `${outcome.level}${STRAINS[outcome.strain]}${x} by ${outcome.declarer === 0 ? "A" : "B"}`;
}
