// The auction read exactly (R-8, PLAY-1): whether the system, given a hand, makes a seat's calls
// (checked against the public bot asked at each of that seat's turns with that hand), and the
// card-play sampler's first level, which keeps only layouts whose hidden hands make their calls.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARDS, SEATS, createBot, duplicate, type Card, type Seat } from "contract-bridge";
import { callsChecker } from "../../src/bots/bidding.js";
import { auctionOf } from "../../src/bots/four.js";
import { holdingsOf } from "../../src/bots/hand-eval.js";
import { buildTable } from "../../src/bots/cardplay/knowledge.js";
import { dealtHand, drawLayouts, playedBySeat } from "../../src/bots/cardplay/sample.js";
import { createRng } from "../../src/random.js";
import { decisionAt, step } from "./sampled-helpers.js";

const VULS = ["none", "NS", "EW", "both"] as const;

/** Deal `seed` bid by the bots to the end of the auction, and the states before each call. */
function bidOut(seed: number): { states: duplicate.State[]; last: duplicate.State } {
  const created = duplicate.create({
    seed,
    dealer: SEATS[seed % 4] as Seat,
    vulnerability: VULS[(seed >> 2) % 4] as (typeof VULS)[number],
  });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const bot = createBot("duplicate", { seed, cardPlay: "heuristic" });
  const states: duplicate.State[] = [];
  while (!duplicate.isOver(s) && duplicate.legalActions(s).some((a) => a.type === "call")) {
    states.push(s);
    s = step(s, bot(duplicate.view(s, duplicate.turn(s) as Seat)));
  }
  return { states, last: s };
}

/** The slow reference: the public bot, shown `hand` at each of `seat`'s turns, makes each call that seat made. */
function botMakesCalls(
  states: readonly duplicate.State[],
  last: duplicate.State,
  seat: Seat,
  hand: readonly Card[],
): boolean {
  const bot = createBot("duplicate", { seed: 1, cardPlay: "heuristic" });
  const made = duplicate.view(last, seat).calls;
  return states.every((s, i) => {
    if (duplicate.turn(s) !== seat) return true;
    const action = bot({ ...duplicate.view(s, seat), hand }) as { readonly call?: string };
    return action.call === made[i]?.call;
  });
}

describe("the auction read exactly", () => {
  it("[R-8] every seat's own hand makes the calls it made, and another hand makes them exactly when the bot, shown that hand at each turn, would have", () => {
    let other = 0;
    let otherMakes = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.shuffledSubarray(CARDS.slice(), { minLength: 13, maxLength: 13 }),
        (seed, seatIndex, randomHand) => {
          const { states, last } = bidOut(seed);
          const seat = SEATS[seatIndex] as Seat;
          const [entries, vul] = auctionOf(duplicate.view(last, "N"));
          const makesCalls = callsChecker(entries, vul);
          for (const [i, p] of SEATS.entries())
            expect(makesCalls(i, holdingsOf(duplicate.view(last, p).hand))).toBe(true);
          const reference = botMakesCalls(states, last, seat, randomHand);
          expect(makesCalls(seatIndex, holdingsOf(randomHand))).toBe(reference);
          other++;
          if (reference) otherMakes++;
        },
      ),
      { numRuns: 60, seed: 15 },
    );
    // Both answers occur: random hands often make a seat's calls (passes), often not.
    expect(otherMakes).toBeGreaterThan(0);
    expect(otherMakes).toBeLessThan(other);
  });
});

describe("sampled card play: layouts that make the hidden seats' calls", () => {
  it("[PLAY-1] at the first level every hidden hand, as dealt, makes its seat's calls; the points-and-lengths level alone admits hands that would have called otherwise", () => {
    let layoutsChecked = 0;
    let looseMisfits = 0;
    for (let seed = 0; seed < 12; seed++)
      for (const plays of [6, 12]) {
        const at = decisionAt(seed, plays);
        const input = at?.input;
        if (!at || !input?.makesCalls) continue;
        const s = at.state;
        const t = buildTable(input.play);
        const played = playedBySeat(t);
        const hidden = [0, 1, 2, 3].filter((x) => t.known[x] === null);
        const asDealt = (layout: readonly number[], seat: number): number[] => dealtHand(layout, played, seat);
        // The real hands (the cards still held, at `seat * 4 + suit`) make their calls.
        const truth = SEATS.flatMap((p) => holdingsOf(duplicate.view(s, p).hand));
        for (const seat of hidden) expect(input.makesCalls(seat, asDealt(truth, seat))).toBe(true);
        const exact = drawLayouts(t, input.shown, 6, createRng(seed), input.makesCalls);
        expect(exact.layouts).toHaveLength(6);
        if (exact.level === 0)
          for (const layout of exact.layouts) {
            for (const seat of hidden) expect(input.makesCalls(seat, asDealt(layout, seat))).toBe(true);
            layoutsChecked++;
          }
        const loose = drawLayouts(t, input.shown, 6, createRng(seed));
        expect(loose.level).toBeGreaterThanOrEqual(1);
        for (const layout of loose.layouts)
          if (hidden.some((seat) => !input.makesCalls?.(seat, asDealt(layout, seat)))) looseMisfits++;
      }
    expect(layoutsChecked).toBeGreaterThan(40);
    expect(looseMisfits).toBeGreaterThan(0);
  });

  it("[PLAY-1] calls no layout can make are relaxed to the next level and drawing still gives every layout wanted", () => {
    const input = decisionAt(3, 9, 1)?.input;
    if (!input) throw new Error("deal 3 has a contract and a card to play after 9 cards");
    const t = buildTable(input.play);
    const drawn = drawLayouts(t, input.shown, 4, createRng(1), () => false);
    expect(drawn.level).toBeGreaterThanOrEqual(1);
    expect(drawn.layouts).toHaveLength(4);
  });
});
