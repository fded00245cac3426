import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { leadSolver, solveTwoHand, twoHandTable, valueLeads, valueReplies } from "../../src/bots/two-hand.js";

/**
 * The slow obvious oracle: every legal card at every turn, no table, no merged ranks, no quick
 * tricks. Returns the tricks A (hand 0) takes with `leader` on lead.
 */
function minimax(hands: number[][], trump: number, leader: number): number {
  const lh = hands[leader] as number[];
  const fh = hands[1 - leader] as number[];
  if (lh.every((m) => m === 0)) return 0;
  let best = leader === 0 ? -1 : 99;
  for (let s = 0; s < 4; s++)
    for (let r = 0; r < 13; r++) {
      const ls = lh[s] as number;
      if (!(ls & (1 << r))) continue;
      lh[s] = ls & ~(1 << r);
      const follows = (fh[s] as number) !== 0;
      let reply = leader === 0 ? 99 : -1;
      for (let t = 0; t < 4; t++)
        for (let q = 0; q < 13; q++) {
          const ft = fh[t] as number;
          if (!(ft & (1 << q)) || (follows && t !== s)) continue;
          fh[t] = ft & ~(1 << q);
          const followerWins = t === s ? q > r : t === trump;
          const winner = followerWins ? 1 - leader : leader;
          const v = (winner === 0 ? 1 : 0) + minimax(hands, trump, winner);
          fh[t] = ft;
          // the follower is B when A leads: B minimises A's tricks
          reply = leader === 0 ? Math.min(reply, v) : Math.max(reply, v);
        }
      lh[s] = ls;
      best = leader === 0 ? Math.max(best, reply) : Math.min(best, reply);
    }
  return best;
}

/** Two hands of `k` cards each from distinct card ids. */
function split(ids: readonly number[], k: number): [number[], number[]] {
  const a = [0, 0, 0, 0];
  const b = [0, 0, 0, 0];
  ids.forEach((id, i) => {
    const h = i < k ? a : b;
    const s = (id / 13) | 0;
    h[s] = (h[s] as number) | (1 << (id % 13));
  });
  return [a, b];
}

/**
 * For the tests of one table shared across layouts: `k` cards of ours and 2k others (`ids`), three
 * orders of the others (each a layout) and a strain.
 */
const sharedLayouts = fc.integer({ min: 1, max: 4 }).chain((k) =>
  fc.record({
    k: fc.constant(k),
    ids: fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 3 * k, maxLength: 3 * k }),
    orders: fc.array(fc.array(fc.nat(), { minLength: 2 * k, maxLength: 2 * k }), { minLength: 3, maxLength: 3 }),
    trump: fc.integer({ min: 0, max: 4 }),
  }),
);

/** The cards `rest` sorted by the drawn keys `order`. */
function layout(rest: readonly number[], order: readonly number[]): number[] {
  return rest
    .map((id, i) => [order[i] as number, id] as const)
    .sort((x, y) => x[0] - y[0] || x[1] - y[1])
    .map(([, id]) => id);
}

const ending = (suits: number, maxK: number) =>
  fc.integer({ min: 1, max: maxK }).chain((k) =>
    fc.record({
      k: fc.constant(k),
      ids: fc.uniqueArray(fc.integer({ min: 0, max: 13 * suits - 1 }), { minLength: 2 * k, maxLength: 2 * k }),
      trump: fc.integer({ min: 0, max: 4 }),
      leader: fc.constantFrom(0 as const, 1 as const),
    }),
  );

describe("two-hand double-dummy solver (src/bots/two-hand.ts)", () => {
  /** The solver and the oracle agree on `runs` endings of up to `maxK` tricks from `suits` suits. */
  const agree = (suits: number, maxK: number, runs: number, seed: number): void =>
    fc.assert(
      fc.property(ending(suits, maxK), ({ k, ids, trump, leader }) => {
        const [a, b] = split(ids, k);
        expect(solveTwoHand(a, b, trump, leader)).toBe(minimax([a.slice(), b.slice()], trump, leader));
      }),
      { numRuns: runs, seed },
    );

  it("[H-5] equals plain minimax on 3,000 random endings of 1 to 4 tricks, every strain, either player on lead", () => {
    agree(4, 4, 3000, 15);
  });

  it("[H-5] equals plain minimax on 300 endings of up to 6 tricks crowded into two suits (touching cards, ruffs)", () => {
    agree(2, 6, 300, 16);
  });

  it("[H-5] [PLAY-1] valueLeads, one table shared by several layouts in turn, gives each lead its minimax value on every layout", () => {
    // The Honeymoon bot values its leads this way: one solver for a decision, its table carried
    // from layout to layout. A lead's value is the opponent's best reply, then both play on.
    const leadOracle = (me: number[], opp: number[], trump: number, s: number, r: number): number => {
      const a = me.slice();
      a[s] = (a[s] as number) & ~(1 << r);
      const b = opp.slice();
      const follows = (b[s] as number) !== 0;
      let best = 99;
      for (let t = 0; t < 4; t++)
        for (let q = 0; q < 13; q++) {
          const held = b[t] as number;
          if (!(held & (1 << q)) || (follows && t !== s)) continue;
          b[t] = held & ~(1 << q);
          const oppWins = t === s ? q > r : t === trump;
          best = Math.min(best, (oppWins ? 0 : 1) + minimax([a.slice(), b.slice()], trump, oppWins ? 1 : 0));
          b[t] = held;
        }
      return best;
    };
    fc.assert(
      fc.property(sharedLayouts, ({ k, ids, orders, trump }) => {
        const [me] = split(ids.slice(0, k), k);
        const rest = ids.slice(k);
        const leads: [number, number][] = [];
        for (const id of ids.slice(0, k)) leads.push([(id / 13) | 0, id % 13]);
        const solver = leadSolver(trump);
        for (const order of orders) {
          // a layout: the first k of the other 2k cards in the drawn order
          const [opp] = split(layout(rest, order).slice(0, k), k);
          const want = leads.map(([s, r]) => leadOracle(me, opp, trump, s, r));
          expect(valueLeads(me, opp, leads, solver)).toEqual(want);
        }
      }),
      { numRuns: 400, seed: 17 },
    );
  });

  it("[H-5] [PLAY-1] valueReplies, one table shared by several layouts in turn, gives each legal reply its minimax value on every layout", () => {
    // The Honeymoon bot values its replies when void in the led suit this way; the test takes
    // every legal reply, following suit included. A reply's value is the trick if it wins it,
    // then the tricks left with the trick's winner on lead.
    fc.assert(
      fc.property(sharedLayouts, ({ k, ids, orders, trump }) => {
        const [me] = split(ids.slice(0, k), k);
        const rest = ids.slice(k);
        const solver = leadSolver(trump);
        for (const order of orders) {
          // a layout: the first k of the other 2k cards in the drawn order, the first of them led
          const picked = layout(rest, order);
          const led = picked[0] as number;
          const [ls, lr] = [(led / 13) | 0, led % 13];
          const [opp] = split(picked.slice(1, k), k - 1);
          const follows = (me[ls] as number) !== 0;
          const replies: [number, number][] = [];
          for (const id of ids.slice(0, k))
            if (!follows || ((id / 13) | 0) === ls) replies.push([(id / 13) | 0, id % 13]);
          const want = replies.map(([s, r]) => {
            const a = me.slice();
            a[s] = (a[s] as number) & ~(1 << r);
            const wins = s === ls ? r > lr : s === trump;
            return (wins ? 1 : 0) + minimax([a, opp.slice()], trump, wins ? 0 : 1);
          });
          expect(valueReplies(me, opp, [ls, lr], replies, solver)).toEqual(want);
        }
      }),
      { numRuns: 400, seed: 23 },
    );
  });

  it("[H-5] a whole deal: the table gives each declarer the tricks the defender's lead leaves", () => {
    // A holds the thirteen spades, B the thirteen hearts: a declarer with trumps ruffs the first
    // lead and runs them; at no-trump, or in a suit neither holds, the defender's lead runs its suit.
    const a = [0, 0, 0, 8191];
    const b = [0, 0, 8191, 0];
    const t = twoHandTable(a, b);
    expect(t.A).toEqual([0, 0, 0, 13, 0]);
    expect(t.B).toEqual([0, 0, 13, 0, 0]);
  });
});
