import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARDS,
  SEATS,
  createBot,
  createFourSeatBot,
  duplicate,
  rubber,
  type BotOptions,
  type Card,
  type Seat,
} from "contract-bridge";
import { sampledInputOf } from "../../src/bots/four.js";
import { buildTable } from "../../src/bots/cardplay/knowledge.js";
import { drawLayouts } from "../../src/bots/cardplay/sample.js";
import { allEquivalent } from "../../src/bots/cardplay/sampled.js";
import { freshShown } from "../../src/bots/auction/context.js";
import { canonicalCardId } from "../../src/model/card.js";
import { createRng } from "../../src/random.js";

function step(state: duplicate.State, action: unknown): duplicate.State {
  const r = duplicate.apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** Deal `seed` played by heuristic bots through the auction and `plays` cards (fewer if the deal ends first). */
function playedTo(seed: number, plays: number): duplicate.State {
  const created = duplicate.create({ seed, dealer: SEATS[seed % 4] as Seat });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const bot = createBot("duplicate", { seed, cardPlay: "heuristic" });
  let played = 0;
  while (!duplicate.isOver(s)) {
    const v = duplicate.view(s, duplicate.turn(s) as Seat);
    if (v.phase === "play" && played++ >= plays) break;
    s = step(s, bot(v));
  }
  return s;
}

const idsOf = (view: duplicate.View): number[] =>
  view.legalActions.map((a) => (a.type === "play" ? canonicalCardId(a.card) : -1));

/** The cards of a layout's hand, as the library names them (suit masks at `seat * 4 + suit`). */
function cardsOf(layout: readonly number[], seat: number): Card[] {
  const out: Card[] = [];
  for (let s = 0; s < 4; s++)
    for (let r = 0; r < 13; r++) if (((layout[seat * 4 + s] as number) >>> r) & 1) out.push(CARDS[s * 13 + r] as Card);
  return out.sort();
}

describe("sampled card play: layouts drawn from the view", () => {
  it("[PLAY-1] every layout keeps each hand's unplayed cards and size, shows no card played or seen elsewhere, and respects the voids shown", () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 51 }), (seed, plays) => {
        const s = playedTo(seed, plays);
        if (duplicate.isOver(s)) return;
        const seat = duplicate.turn(s) as Seat;
        const v = duplicate.view(s, seat);
        const input = sampledInputOf(v, idsOf(v), 7);
        if (!input) return;
        const t = buildTable(input.play);
        const { layouts } = drawLayouts(t, input.shown, 5, createRng(seed));
        // Five layouts, or the one there is when every card not yet played is in sight.
        const unseen = t.hidden.reduce((n, m) => n + (m === 0 ? 0 : m.toString(2).replace(/0/g, "").length), 0);
        expect(layouts).toHaveLength(unseen === 0 ? 1 : 5);
        // Voids as the tricks show them, read here again from the view.
        const shownOut = new Set<string>();
        for (const trick of [...v.tricks, ...(v.currentTrick ? [v.currentTrick] : [])]) {
          const led = trick.cards[0]?.card[0];
          for (const c of trick.cards) if (c.card[0] !== led) shownOut.add(`${c.seat}${led}`);
        }
        const visible = new Set<Seat>([v.seat, ...(v.dummy ? [v.dummy.seat] : [])]);
        for (const layout of layouts) {
          const all: Card[] = [];
          for (const [i, other] of SEATS.entries()) {
            const hand = cardsOf(layout, i);
            const real = duplicate.view(s, other).hand.slice().sort();
            // Same size as the real hand; the very same cards when the seat can see them.
            expect(hand).toHaveLength(real.length);
            if (visible.has(other)) expect(hand).toEqual(real);
            for (const c of hand) expect(shownOut.has(`${other}${c[0]}`)).toBe(false);
            all.push(...hand);
          }
          // Together the hands hold exactly the cards not yet played: none twice, none lost.
          const unplayed = SEATS.flatMap((x) => duplicate.view(s, x).hand).sort();
          expect(all.sort()).toEqual(unplayed);
          checked++;
        }
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(300);
  });

  it("[PLAY-1] a reading of the auction no layout can meet is relaxed in order and drawing still ends, with every fact kept", () => {
    const s = playedTo(3, 9);
    const seat = duplicate.turn(s) as Seat;
    const v = duplicate.view(s, seat);
    const input = sampledInputOf(v, idsOf(v), 1);
    if (!input) throw new Error("deal 3 has a contract");
    const t = buildTable(input.play);
    // Every seat "showed" 38+ points and 13 cards in every suit: impossible at every level but the last.
    const impossible = SEATS.map(() => ({ ...freshShown(), minHcp: 38, minLen: [13, 13, 13, 13] }));
    const drawn = drawLayouts(t, impossible, 4, createRng(1));
    expect(drawn.level).toBe(3);
    expect(drawn.layouts).toHaveLength(4);
    // Points alone impossible (lengths free): the third level, which drops points, is enough.
    const points = SEATS.map(() => ({ ...freshShown(), minHcp: 38 }));
    expect(drawLayouts(t, points, 4, createRng(1)).level).toBe(2);
    // Nothing shown: the first level takes every draw.
    expect(drawLayouts(t, SEATS.map(freshShown), 4, createRng(1)).level).toBe(0);
  });

  it("[PLAY-1] cards equal in rank among the cards still in play need no search; others do", () => {
    const base = {
      seat: 0,
      hand: 0,
      trump: 4,
      level: 3,
      declarer: 0,
      known: [null, null, null, null],
      trick: [],
      declarerTricks: 0,
      defenderTricks: 0,
      bids: [[], [], [], []],
      tie: () => 0,
    };
    // Spades: ace and king gone in an earlier trick; the queen and jack are then equals.
    const sk = (r: number): number => 3 * 13 + r;
    const gone = [{ leader: 1, cards: [12, 11, 0, 1].map((r, i) => ({ seat: (1 + i) % 4, id: sk(r) })) }];
    expect(allEquivalent({ ...base, tricks: gone, legal: [sk(10), sk(9)] })).toBe(true);
    expect(allEquivalent({ ...base, tricks: [], legal: [sk(12), sk(10)] })).toBe(false);
    expect(allEquivalent({ ...base, tricks: [], legal: [sk(12), sk(11)] })).toBe(true);
    expect(allEquivalent({ ...base, tricks: gone, legal: [sk(10), 10] })).toBe(false);
  });
});

describe("sampled card play: options and games", () => {
  it("[R-8] the budget options are checked when the bot is made: a RangeError names the bad one", () => {
    const bad: object[] = [
      { samples: 0 },
      { samples: 1.5 },
      { samples: 1001 },
      { samples: Number.NaN },
      { samples: "8" },
      { milliseconds: 0 },
      { milliseconds: -5 },
      { milliseconds: Number.POSITIVE_INFINITY },
      { cardPlay: "perfect" },
    ];
    for (const options of bad) {
      const key = Object.keys(options)[0] as string;
      expect(() => createFourSeatBot({ seed: 1, ...options })).toThrow(RangeError);
      expect(() => createFourSeatBot({ seed: 1, ...options })).toThrow(new RegExp(key));
      expect(() => createBot("rubber", { seed: 1, ...options })).toThrow(RangeError);
    }
    const good: Partial<BotOptions>[] = [
      { samples: 1 },
      { samples: 1000 },
      { milliseconds: 0.5 },
      { cardPlay: "heuristic" },
    ];
    for (const options of good) expect(() => createFourSeatBot({ seed: 1, ...options })).not.toThrow();
  });

  it("[R-8] [PLAY-1] sampled bots at every seat play only legal cards and every game ends (duplicate, and a rubber)", () => {
    const problems: string[] = [];
    for (let g = 0; g < 4; g++) {
      const bot = createBot("duplicate", { seed: g, samples: 2 });
      const created = duplicate.create({ seed: 500 + g, dealer: SEATS[g % 4] as Seat });
      if (!created.ok) throw new Error(created.error.message);
      let s = created.value;
      for (let steps = 0; !duplicate.isOver(s) && steps < 200; steps++) {
        const v = duplicate.view(s, duplicate.turn(s) as Seat);
        const a = bot(v);
        if (!v.legalActions.includes(a)) problems.push(`deal ${g}: ${JSON.stringify(a)}`);
        s = step(s, a);
      }
      if (!duplicate.isOver(s)) problems.push(`deal ${g} did not end`);
    }
    const bot = createBot("rubber", { seed: 9, samples: 1 });
    const c = rubber.create({ seed: 9 });
    if (!c.ok) throw new Error(c.error.message);
    let r = c.value;
    for (let steps = 0; !rubber.isOver(r) && steps < 3000; steps++) {
      const v = rubber.view(r, rubber.turn(r) as Seat);
      const next = rubber.apply(r, bot(v));
      if (!next.ok) {
        problems.push(`rubber: ${next.error.message}`);
        break;
      }
      r = next.value;
    }
    if (!rubber.isOver(r)) problems.push("the rubber did not end");
    expect(problems).toEqual([]);
  });

  it("[R-8] with a time budget (not deterministic) the bot still plays a legal card for every decision", () => {
    const bot = createBot("duplicate", { seed: 2, milliseconds: 5 });
    let s = playedTo(11, 0);
    while (!duplicate.isOver(s)) {
      const v = duplicate.view(s, duplicate.turn(s) as Seat);
      const a = bot(v);
      expect(v.legalActions).toContain(a);
      s = step(s, a);
    }
  });
});
