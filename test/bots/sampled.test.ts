// Sampled card play: the layouts drawn from a view, and what they read of the auction and the play.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARDS, SEATS, createBot, duplicate, parseHand, type Card, type Seat } from "contract-bridge";
import { sampledInputOf } from "../../src/bots/four.js";
import { buildTable, rankOfId, suitOfId } from "../../src/bots/cardplay/knowledge.js";
import { drawLayouts, playMisfits, playsToRead } from "../../src/bots/cardplay/sample.js";
import { allEquivalent } from "../../src/bots/cardplay/sampled.js";
import { chooseCard } from "../../src/bots/play.js";
import { freshShown } from "../../src/bots/auction/context.js";
import { canonicalCardId } from "../../src/model/card.js";
import { createRng } from "../../src/random.js";

import { decisionAt, idsOf, step } from "./sampled-helpers.js";

/** The cards of a layout's hand, as the library names them (suit masks at `seat * 4 + suit`). */
function cardsOf(layout: readonly number[], seat: number): Card[] {
  const out: Card[] = [];
  for (let s = 0; s < 4; s++)
    for (let r = 0; r < 13; r++) if (((layout[seat * 4 + s] as number) >>> r) & 1) out.push(CARDS[s * 13 + r] as Card);
  return out.sort();
}

/**
 * North's and South's hands (the rest dealt to East and West in turn), North dealing, bid by the
 * heuristic bots to the `calls` expected; the sampler's input at East's opening lead.
 */
function openingLeadInput(northHand: string, southHand: string, calls: string) {
  const north = parseHand(northHand);
  const south = parseHand(southHand);
  if (!north.ok || !south.ok) throw new Error("hands");
  const used = new Set<Card>([...north.value, ...south.value]);
  const rest = CARDS.filter((c) => !used.has(c));
  const deal = {
    N: north.value,
    E: rest.filter((_, i) => i % 2 === 0),
    S: south.value,
    W: rest.filter((_, i) => i % 2 === 1),
  };
  const created = duplicate.create({ deal, dealer: "N", vulnerability: "none" });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const bot = createBot("duplicate", { seed: 1, cardPlay: "heuristic" });
  while (duplicate.view(s, duplicate.turn(s) as Seat).phase === "auction")
    s = step(s, bot(duplicate.view(s, duplicate.turn(s) as Seat)));
  const v = duplicate.view(s, "E");
  expect(v.calls.map((c) => c.call).join(" ")).toBe(calls);
  const input = sampledInputOf(v, idsOf(v), 1);
  if (!input) throw new Error("a contract");
  return input;
}

/**
 * The first layout of each draw (seeds 1 to `seeds`) that fits the auction: drawn at a level below
 * 4, the last one, which keeps only the facts.
 */
function fittingLayouts(input: ReturnType<typeof openingLeadInput>, seeds: number): number[][] {
  const layouts: number[][] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const drawn = drawLayouts(buildTable(input.play), input.shown, 1, createRng(seed));
    if (drawn.level !== 4) layouts.push(drawn.layouts[0] as number[]);
  }
  return layouts;
}

describe("sampled card play: layouts drawn from the view", () => {
  it("[PLAY-1] every layout keeps each hand's unplayed cards and size, shows no card played or seen elsewhere, and respects the voids shown", () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 51 }), (seed, plays) => {
        const at = decisionAt(seed, plays, 7);
        if (!at?.input) return;
        const { state: s, view: v, input } = at;
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

  it("[PLAY-1] [R-8] a splinter raise is read as at most one card in its suit: every layout drawn for the opening lead that fits the auction gives responder one club or none", () => {
    // North opens 1♥, South splinters with 4♣ (four hearts, 11–15, a singleton club), North signs off.
    const input = openingLeadInput("Q52.AQ954.K43.Q2", "AJ3.KJ86.Q8752.4", "1H P 4C P 4H P P P");
    expect(input.shown[2]?.maxLen[0]).toBe(1);
    // One layout a draw: each one that fits the auction has South's one club or none.
    const layouts = fittingLayouts(input, 10);
    for (const layout of layouts) {
      const clubs = cardsOf(layout, 2).filter((c) => c[0] === "C");
      expect(clubs.length).toBeLessThanOrEqual(1);
    }
    expect(layouts.length).toBeGreaterThanOrEqual(3);
  });

  it("[PLAY-1] [R-8] a control bid is read as first-round control of its suit, denied in the suits it skipped: every layout drawn for the opening lead that fits the auction gives opener the ace of diamonds or none, and in spades and clubs neither the ace nor a void", () => {
    // North opens 1♥, South raises to 3♥, North bids 4♦ (the ace, skipping 3♠ and 4♣), South signs off.
    const input = openingLeadInput("KQ.AKJ65.AQ4.432", "J53.Q732.KJ2.A65", "1H P 3H P 4D P 4H P P P");
    expect([input.shown[0]?.firstRound, input.shown[0]?.noFirstRound]).toEqual([1 << 1, (1 << 3) | (1 << 0)]);
    const layouts = fittingLayouts(input, 10);
    for (const layout of layouts) {
      const hand = cardsOf(layout, 0);
      const diamonds = hand.filter((c) => c[0] === "D");
      expect(diamonds.length === 0 || diamonds.includes("DA")).toBe(true);
      for (const x of ["S", "C"]) {
        expect(hand.includes(`${x}A` as Card)).toBe(false);
        expect(hand.some((c) => c[0] === x)).toBe(true);
      }
    }
    expect(layouts.length).toBeGreaterThanOrEqual(3);
  });

  it("[PLAY-1] [R-8] opener's 1♠ – 2♥ – 2♠ is bid on as six spades but made with five too, and the raise to 4♠ read as three is made with two: the layouts drawn for the opening lead deal opener five spades or more and responder two or more, five and two among them", () => {
    // North opens 1♠ and rebids 2♠ on five spades and four clubs (no other sound rebid); South, with two spades, bids game.
    const input = openingLeadInput("AKJ86.4.Q52.K632", "Q3.AKJ85.K84.J54", "1S P 2H P 2S P 4S P P P");
    expect([input.shown[0]?.minLen[3], input.shown[0]?.fewestLen[3]]).toEqual([6, 5]);
    expect([input.shown[2]?.minLen[3], input.shown[2]?.fewestLen[3]]).toEqual([3, 2]);
    const seen = { five: 0, two: 0 };
    const layouts = fittingLayouts(input, 20);
    for (const layout of layouts) {
      const spades = (seat: number): number => cardsOf(layout, seat).filter((c) => c[0] === "S").length;
      expect(spades(0)).toBeGreaterThanOrEqual(5);
      expect(spades(2)).toBeGreaterThanOrEqual(2);
      if (spades(0) === 5) seen.five++;
      if (spades(2) === 2) seen.two++;
    }
    expect(layouts.length).toBeGreaterThanOrEqual(5);
    expect(seen.five).toBeGreaterThan(0);
    expect(seen.two).toBeGreaterThan(0);
  });

  it("[PLAY-1] [R-8] a key-card answer is read: after 5♣ (none or three) every layout drawn for the opening lead gives the answerer no key card or three of the aces and the trump king", () => {
    // North opens 2NT, South bids 3♠, North raises, South asks with 4NT and North shows none or three.
    const input = openingLeadInput("AKJ86.AK2.KQ3.32", "QT975.Q43.A54.K4", "2NT P 3S P 4S P 4NT P 5C P 6S P P P");
    expect([input.shown[0]?.keyCards, input.shown[0]?.keySuit, input.shown[0]?.trumpQueen]).toEqual([0b1001, 3, -1]);
    const layouts = fittingLayouts(input, 10);
    for (const layout of layouts) {
      const hand = cardsOf(layout, 0);
      const keys = hand.filter((c) => c[1] === "A" || c === "SK").length;
      expect([0, 3]).toContain(keys);
    }
    expect(layouts.length).toBeGreaterThanOrEqual(3);
  });

  it("[PLAY-1] [R-8] the Jacoby 2NT and opener's shortness answer are read: responder four spades or more and 12+, opener 15 or fewer and one heart or none in every layout drawn for the opening lead", () => {
    // North opens 1♠, South raises with 2NT (four spades, 12+), North shows a singleton heart, South signs off.
    const input = openingLeadInput("KQJ86.4.AJ52.Q73", "AT73.KQ2.KQ4.852", "1S P 2NT P 3H P 4S P P P");
    expect(input.shown[0]?.maxLen[2]).toBe(1);
    expect(input.shown[0]?.maxHcp).toBe(15);
    expect(input.shown[2]?.minLen[3]).toBe(4);
    expect(input.shown[2]?.minHcp).toBe(12);
    const layouts = fittingLayouts(input, 10);
    for (const layout of layouts) {
      expect(cardsOf(layout, 0).filter((c) => c[0] === "H").length).toBeLessThanOrEqual(1);
      expect(cardsOf(layout, 2).filter((c) => c[0] === "S").length).toBeGreaterThanOrEqual(4);
    }
    expect(layouts.length).toBeGreaterThanOrEqual(3);
  });

  it("[PLAY-1] a reading of the auction no layout can meet is relaxed in order and drawing still ends, with every fact kept", () => {
    const input = decisionAt(3, 9, 1)?.input;
    if (!input) throw new Error("deal 3 has a contract and a card to play after 9 cards");
    const t = buildTable(input.play);
    // Every seat "showed" 38+ points and 13 cards in every suit (the fewest it may hold too): impossible at every level but the last.
    const impossible = SEATS.map(() => ({
      ...freshShown(),
      minHcp: 38,
      minLen: [13, 13, 13, 13],
      fewestLen: [13, 13, 13, 13],
    }));
    const drawn = drawLayouts(t, impossible, 4, createRng(1));
    expect(drawn.level).toBe(4);
    expect(drawn.layouts).toHaveLength(4);
    // Points alone impossible (lengths free): level 3, which drops points, is enough.
    const points = SEATS.map(() => ({ ...freshShown(), minHcp: 38 }));
    expect(drawLayouts(t, points, 4, createRng(1)).level).toBe(3);
    // Nothing shown, and no check of the calls: level 1, points and lengths as shown, takes every draw.
    expect(drawLayouts(t, SEATS.map(freshShown), 4, createRng(1)).level).toBe(1);
  });

  it("[PLAY-1] the early plays are read: layouts in which a player would not have played the card it played by standard play are rare, and the real hands fit", () => {
    let read = 0;
    let truthMisfits = 0;
    let drawn = 0;
    let misfitsRead = 0;
    let misfitsFacts = 0;
    for (let seed = 0; seed < 16; seed++) {
      const at = decisionAt(seed, 5);
      if (!at?.input) continue;
      const { state: s, input } = at;
      const t = buildTable(input.play);
      const leads = playsToRead(t);
      if (leads.length === 0) continue;
      read++;
      const truth = new Array<number>(16).fill(0);
      SEATS.forEach((x, i) => {
        for (const c of duplicate.view(s, x).hand) {
          const id = canonicalCardId(c);
          truth[i * 4 + suitOfId(id)] = (truth[i * 4 + suitOfId(id)] as number) | (1 << rankOfId(id));
        }
      });
      if (playMisfits(truth, leads) > 0) truthMisfits++;
      const misfits = (layouts: number[][]): number => layouts.filter((l) => playMisfits(l, leads) > 0).length;
      misfitsRead += misfits(drawLayouts(t, SEATS.map(freshShown), 40, createRng(seed)).layouts);
      misfitsFacts += misfits(drawLayouts(t, null, 40, createRng(seed)).layouts);
      drawn += 40;
    }
    expect(read).toBeGreaterThan(10);
    // The bots lead standard play's card of their suit: the real hands fit.
    expect(truthMisfits).toBe(0);
    // Facts alone often give a leader a hand it would have led another card from; read, seldom.
    expect(misfitsFacts).toBeGreaterThan(drawn / 20);
    expect(misfitsRead).toBeLessThan(misfitsFacts / 2);
  });

  it("[PLAY-1] a card played to a trick is read among the equal cards around it: a layout that also gives its player the card just below is a misfit (standard play plays the lowest of equals); the real hands fit", () => {
    let swapped = 0;
    let caught = 0;
    for (let seed = 0; seed < 24; seed++)
      for (const plays of [10, 18]) {
        const at = decisionAt(seed, plays);
        if (!at?.input) continue;
        const { state: s, input } = at;
        const t = buildTable(input.play);
        const truth = new Array<number>(16).fill(0);
        SEATS.forEach((x, i) => {
          for (const c of duplicate.view(s, x).hand) {
            const id = canonicalCardId(c);
            truth[i * 4 + suitOfId(id)] = (truth[i * 4 + suitOfId(id)] as number) | (1 << rankOfId(id));
          }
        });
        const reads = playsToRead(t);
        expect(playMisfits(truth, reads)).toBe(0);
        for (const read of reads.filter((r) => r.input.trick.length > 0)) {
          const seat = read.input.hand;
          const suit = suitOfId(read.id);
          const below = rankOfId(read.id) - 1;
          // The card just below, still in another hidden hand: move it to the player, for a card of another suit.
          const other = [0, 1, 2, 3].find(
            (h) => h !== seat && t.known[h] === null && (((truth[h * 4 + suit] as number) >>> below) & 1) === 1,
          );
          const give = [0, 1, 2, 3].find((x) => x !== suit && (truth[seat * 4 + x] as number) !== 0);
          if (below < 0 || other === undefined || give === undefined) continue;
          const layout = truth.slice();
          layout[other * 4 + suit] = (layout[other * 4 + suit] as number) & ~(1 << below);
          layout[seat * 4 + suit] = (layout[seat * 4 + suit] as number) | (1 << below);
          const low = (layout[seat * 4 + give] as number) & -(layout[seat * 4 + give] as number);
          layout[seat * 4 + give] = (layout[seat * 4 + give] as number) & ~low;
          layout[other * 4 + give] = (layout[other * 4 + give] as number) | low;
          swapped++;
          if (playMisfits(layout, [read]) === 1) caught++;
        }
      }
    expect(swapped).toBeGreaterThan(10);
    expect(caught).toBe(swapped);
  });

  it("[PLAY-1] the opening lead is read for its suit too: a layout from whose opening leader's hand standard play leads another suit is a misfit; the real hands fit", () => {
    let other = 0;
    let fits = 0;
    for (let seed = 0; seed < 24; seed++) {
      const at = decisionAt(seed, 1);
      if (!at?.input) continue;
      const { state: s, input } = at;
      const t = buildTable(input.play);
      const read = playsToRead(t).find((r) => r.input.tricks.length === 0 && r.input.trick.length === 0);
      if (!read) continue;
      const truth = new Array<number>(16).fill(0);
      SEATS.forEach((x, i) => {
        for (const c of duplicate.view(s, x).hand) {
          const id = canonicalCardId(c);
          truth[i * 4 + suitOfId(id)] = (truth[i * 4 + suitOfId(id)] as number) | (1 << rankOfId(id));
        }
      });
      expect(playMisfits(truth, [read])).toBe(0);
      const seat = read.input.hand;
      for (const layout of drawLayouts(t, null, 30, createRng(seed)).layouts) {
        const hand = [0, 1, 2, 3].map((x) => (layout[seat * 4 + x] as number) | (read.later[x] as number));
        const legal: number[] = [];
        for (let x = 0; x < 4; x++)
          for (let r = 0; r < 13; r++) if (((hand[x] as number) >>> r) & 1) legal.push(x * 13 + r);
        const known: (readonly number[] | null)[] = [null, null, null, null];
        known[seat] = hand;
        // Standard play's lead from this hand at either end of the leader's tie-break (which the reader cannot know).
        const leads = [0, 0.999].map((x) => chooseCard({ ...read.input, known, legal, tie: () => x }));
        if (leads.every((id) => suitOfId(id) !== suitOfId(read.id))) {
          other++;
          expect(playMisfits(layout, [read])).toBe(1);
        } else if (leads.includes(read.id)) {
          fits++;
          expect(playMisfits(layout, [read])).toBe(0);
        }
      }
    }
    expect(other).toBeGreaterThan(50);
    expect(fits).toBeGreaterThan(50);
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
