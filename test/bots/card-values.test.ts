import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARDS, SEATS, STRAINS, solve, type Card, type Seat } from "contract-bridge";
import { createCardValuer } from "../../src/analysis/card-values.js";
import { createRng, shuffle } from "../../src/random.js";

/** An ending: `n` cards a hand from a seeded shuffle, a leader, a strain and 0–3 cards played to the trick. */
function ending(seed: number, n: number, played: number) {
  const rng = createRng(seed);
  const deck = shuffle(CARDS, rng);
  const hands = SEATS.map((_, i) => deck.slice(i * n, (i + 1) * n));
  const leader = rng.nextInt(4);
  const strain = rng.nextInt(5);
  const trick: Card[] = [];
  for (let i = 0; i < played; i++) {
    const hand = hands[(leader + i) % 4] as Card[];
    const led = trick[0]?.[0];
    const follow = hand.filter((c) => c[0] === led);
    const pool = follow.length > 0 ? follow : hand;
    const card = pool[rng.nextInt(pool.length)] as Card;
    hand.splice(hand.indexOf(card), 1);
    trick.push(card);
  }
  return { hands, leader, strain, trick };
}

const code = (c: Card): number => {
  const id = CARDS.indexOf(c);
  return ((id / 13) | 0) * 16 + (id % 13);
};

describe("card values for the sampled play", () => {
  it("[PLAY-2] exact tricks and yes/no answers for every card agree with solve's values of every card", () => {
    const valuer = createCardValuer(4);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        (seed, n, played) => {
          const e = ending(seed, n, played);
          const position = {
            hands: { N: e.hands[0], E: e.hands[1], S: e.hands[2], W: e.hands[3] } as Record<Seat, Card[]>,
            strain: STRAINS[e.strain] as (typeof STRAINS)[number],
            leader: SEATS[e.leader] as Seat,
            trick: e.trick,
          };
          const oracle = solve(position, { cards: "all" });
          if (!oracle.ok) throw new Error(oracle.error.message);
          const cards = oracle.value.cards.map((c) => c.card);
          const holdings = new Array<number>(16).fill(0);
          e.hands.forEach((hand, h) => {
            for (const c of hand)
              holdings[h * 4 + (code(c) >> 4)] = (holdings[h * 4 + (code(c) >> 4)] ?? 0) | (1 << (code(c) & 15));
          });
          const raw = { holdings, trump: e.strain, leader: e.leader, trick: e.trick.map(code) };
          const exact = valuer.values(raw, cards.map(code));
          expect(exact).toEqual(oracle.value.cards.map((c) => c.tricks));
          for (let target = 0; target <= oracle.value.tricksLeft + 1; target++)
            expect(valuer.values(raw, cards.map(code), target)).toEqual(exact.map((v) => (v >= target ? 1 : 0)));
        },
      ),
      { numRuns: 400 },
    );
  });
});
