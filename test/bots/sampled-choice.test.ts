// Sampled card play: the budget options, whole games, and how a card is chosen among the layouts.
import { describe, expect, it } from "vitest";
import {
  CARDS,
  SEATS,
  STRAINS,
  createBot,
  createFourSeatBot,
  duplicate,
  rubber,
  scoreContract,
  solve,
  type BotOptions,
  type Card,
  type Level,
  type Seat,
  type Strain,
} from "contract-bridge";
import { buildTable, isOpeningLead, rankOfId, suitOfId, type Table } from "../../src/bots/cardplay/knowledge.js";
import { drawLayouts } from "../../src/bots/cardplay/sample.js";
import {
  EXACT_TRICKS,
  REFINE_TRICKS,
  SECOND_LOOK,
  allEquivalent,
  candidatesOf,
  chooseSampledCard,
  layoutsFor,
  type SampledInput,
} from "../../src/bots/cardplay/sampled.js";
import { chooseCard } from "../../src/bots/play.js";
import { createCardValuer } from "../../src/analysis/card-values.js";
import { createRng } from "../../src/random.js";

import { decisionAt, playedTo, step } from "./sampled-helpers.js";

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

const SAMPLES = 6;

/** A scenario's decision after `plays` cards of deal `seed`: state, view, the sampler's input and its table. */
function scenario(
  seed: number,
  plays: number,
): { s: duplicate.State; v: duplicate.View; input: SampledInput; t: Table } {
  const at = decisionAt(seed, plays);
  if (!at?.input) throw new Error(`deal ${seed} has a contract and a card to play after ${plays} cards`);
  return { s: at.state, v: at.view, input: at.input, t: buildTable(at.input.play) };
}

/** The cards of `ids` in each suit that has any, spades first. */
const bySuit = (ids: readonly number[]): number[][] =>
  [3, 2, 1, 0].map((suit) => ids.filter((id) => suitOfId(id) === suit)).filter((cards) => cards.length > 0);

/**
 * The slow, obvious reading of the sampled choice: the exact tricks of every candidate on every
 * layout, no card ever dropped early; the chance of making (or beating) the contract first while
 * it is open with more than EXACT_TRICKS tricks left, then (with REFINE_TRICKS or fewer left, at a
 * lead, or earlier when the cards kept all make it on every layout or none on any) the expected score
 * among the cards tied on it; the heuristic player breaks what is still tied. When a side leads
 * (after the opening lead), the cards within one layout's worth of the best on the first pass are
 * valued again on SECOND_LOOK times more layouts, drawn next from the same generator.
 */
function oracle(
  input: SampledInput,
  seed: number,
  second = true,
  candidates = candidatesOf(buildTable(input.play)),
): number {
  const play = input.play;
  if (play.legal.length === 1 || allEquivalent(play)) return chooseCard(play);
  if (candidates.length === 1) return candidates[0] as number;
  const layouts = layoutsOf(input, seed, second, candidates);
  let cards = kept(input, layouts, candidates).keep;
  if (candidates.length < play.legal.length) {
    // Leading early: the chosen suits' other cards on the same layouts; standard play's card stays unless beaten.
    const inSuits = play.legal.filter((id) => cards.some((k) => suitOfId(k) === suitOfId(id)));
    const again = kept(input, layouts, inSuits).keep;
    const stays = cards.filter((id) => again.includes(id));
    cards = stays.length > 0 ? stays : again;
  }
  return cards.length === 1 ? (cards[0] as number) : chooseCard({ ...play, legal: cards });
}

/** The layouts the bot values its last candidates on: the first draw, and a second look's when there is one. */
function layoutsOf(
  input: SampledInput,
  seed: number,
  second = true,
  candidates = candidatesOf(buildTable(input.play)),
): number[][] {
  const t = buildTable(input.play);
  const rng = createRng(seed);
  const { layouts } = drawLayouts(t, input.shown, layoutsFor(t, SAMPLES), rng, input.makesCalls);
  if (!second || input.play.trick.length > 0) return layouts;
  if (kept(input, layouts, candidates).close.length < 2) return layouts;
  return [...layouts, ...drawLayouts(t, input.shown, layouts.length * SECOND_LOOK, rng, input.makesCalls).layouts];
}

/**
 * The cards of `candidates` with the best value on `layouts` (no pruning), and those within one
 * layout's worth of the best on the first pass (one layout more reaching the tricks, or one trick
 * more on one layout at the least a trick adds to the score).
 */
function kept(
  input: SampledInput,
  layouts: readonly number[][],
  candidates: readonly number[],
): { keep: number[]; close: number[] } {
  const play = input.play;
  const t = buildTable(play);
  const valuer = createCardValuer(4);
  const trick = play.trick.map((c) => suitOfId(c.id) * 16 + rankOfId(c.id));
  const leader = play.trick[0]?.seat ?? play.hand;
  const codes = candidates.map((id) => suitOfId(id) * 16 + rankOfId(id));
  const tricks = layouts.map((holdings) => valuer.values({ holdings, trump: play.trump, leader, trick }, codes));
  const won = t.declaring ? play.declarerTricks : play.defenderTricks;
  // The public scoring of the contract, at declarer's tricks in the end.
  const score = (n: number): number => {
    const declarerTricks = t.declaring ? won + n : 13 - won - n;
    const scored = scoreContract({
      contract: { level: play.level as Level, strain: STRAINS[play.trump] as Strain },
      doubled: (["", "X", "XX"] as const)[input.doubled],
      vulnerable: input.vulnerable,
      tricks: declarerTricks,
    });
    if (!scored.ok) throw new Error(scored.error.message);
    return t.declaring ? scored.value.net : -scored.value.net;
  };
  const best = (keep: number[], value: (k: number) => number): number[] => {
    const sums = keep.map(value);
    const top = Math.max(...sums);
    return keep.filter((_, i) => (sums[i] as number) >= top - 1e-9);
  };
  let keep = candidates.map((_, k) => k);
  let close: number[] | null = null;
  const sum = (k: number, f: (n: number) => number): number => tricks.reduce((a, row) => a + f(row[k] as number), 0);
  const within = (value: (k: number) => number, margin: number): number[] => {
    const top = Math.max(...keep.map(value));
    return keep.filter((k) => value(k) >= top - margin - 1e-9);
  };
  const open = t.need > 0 && t.need <= t.tricksLeft;
  const reaching = (k: number): number => sum(k, (n) => (n >= t.need ? 1 : 0));
  if (open && t.tricksLeft > EXACT_TRICKS) {
    close = within(reaching, 1);
    keep = best(keep, reaching);
  }
  // Early, the yes/no question is refined only at a lead, or when it said nothing: the cards kept all reach the tricks on every layout, or none on any.
  const silent = keep.every((k) => reaching(k) === layouts.length) || keep.every((k) => reaching(k) === 0);
  const lead = play.trick.length === 0;
  if (keep.length > 1 && (!open || t.tricksLeft <= REFINE_TRICKS || lead || silent)) {
    let step = Infinity;
    for (let n = 0; n < t.tricksLeft; n++) step = Math.min(step, score(n + 1) - score(n));
    close ??= within((k) => sum(k, score), step);
    keep = best(keep, (k) => sum(k, score));
  }
  const ids = (ks: number[]): number[] => ks.map((k) => candidates[k] as number);
  return { keep: ids(keep), close: ids(close ?? keep) };
}

/**
 * The real deal of a state, double dummy, from the position of the view (a trick not yet begun): the
 * most tricks the side on lead takes, and what each card (by id) takes.
 */
function realDeal(
  s: duplicate.State,
  v: duplicate.View,
): { tricks: number; tricksOf: (id: number) => number | undefined } {
  const hands = Object.fromEntries(SEATS.map((x) => [x, duplicate.view(s, x).hand])) as Record<Seat, Card[]>;
  const solved = solve(
    { hands, strain: v.contract?.strain as Strain, leader: v.handToPlay as Seat, trick: [] },
    { cards: "all" },
  );
  if (!solved.ok) throw new Error(solved.error.message);
  const cards = solved.value.cards;
  return { tricks: solved.value.tricks, tricksOf: (id) => cards.find((c) => c.card === CARDS[id])?.tricks };
}

describe("sampled card play: the choice", () => {
  it("[PLAY-1] dropping cards that can no longer be best changes no choice: the same card as valuing every card on every layout", () => {
    let checked = 0;
    let searched = 0;
    for (let seed = 0; seed < 40; seed++)
      for (const plays of [18, 23, 27, 31, 36, 41]) {
        const at = decisionAt(seed, plays);
        if (!at?.input) continue;
        const { input } = at;
        const chosen = chooseSampledCard(input, { samples: SAMPLES, deadline: null }, createRng(seed));
        expect(chosen).toBe(oracle(input, seed));
        checked++;
        if (!allEquivalent(input.play) && candidatesOf(buildTable(input.play)).length > 1) searched++;
      }
    expect(checked).toBeGreaterThan(30);
    expect(searched).toBeGreaterThan(20);
  });

  it("[PLAY-1] leading early, each suit offers standard play's card, and the declaring side's also its top card (when the two differ): nothing else", () => {
    let leads = 0;
    // Suits whose top card is not standard play's: a candidate too for the declaring side, not for the defenders.
    const tops = { declaring: 0, defending: 0 };
    for (let seed = 0; seed < 20; seed++)
      for (const plays of [4, 8, 12, 16]) {
        const input = decisionAt(seed, plays)?.input;
        if (!input || input.play.trick.length > 0) continue;
        const t = buildTable(input.play);
        if (t.tricksLeft <= EXACT_TRICKS) continue;
        leads++;
        const expected: number[] = [];
        for (const inSuit of bySuit(input.play.legal)) {
          const standard = chooseCard({ ...input.play, legal: inSuit });
          const top = inSuit.reduce((a, b) => (rankOfId(b) > rankOfId(a) ? b : a));
          expected.push(standard);
          if (top === standard) continue;
          tops[t.declaring ? "declaring" : "defending"]++;
          if (t.declaring) expected.push(top);
        }
        expect(candidatesOf(t)).toEqual(expected);
      }
    expect(leads).toBeGreaterThan(30);
    expect(tops.declaring).toBeGreaterThan(10);
    expect(tops.defending).toBeGreaterThan(10);
  });

  it("[PLAY-1] leading early, a suit's top card is valued beside standard play's: deal 24 after 16 cards, declarer cashes the ace of hearts, where standard play's cards alone would lead the four of spades and give away two tricks", () => {
    const { s, v, input, t } = scenario(24, 16);
    expect([t.declaring, input.play.trick.length, t.tricksLeft > EXACT_TRICKS]).toEqual([true, 0, true]);
    const chosen = chooseSampledCard(input, { samples: SAMPLES, deadline: null }, createRng(24));
    expect(chosen).toBe(oracle(input, 24));
    const inSuit = input.play.legal.filter((id) => suitOfId(id) === suitOfId(chosen));
    expect(chooseCard({ ...input.play, legal: inSuit })).not.toBe(chosen);
    // The same choice made among standard play's card of each suit alone (then that suit's other cards).
    const standards = bySuit(input.play.legal).map((cards) => chooseCard({ ...input.play, legal: cards }));
    const without = oracle(input, 24, true, standards);
    // The real deal, double dummy: the ace takes every trick there is; the four of spades two fewer.
    const { tricks, tricksOf } = realDeal(s, v);
    expect([CARDS[chosen], tricksOf(chosen), CARDS[without], tricksOf(without)]).toEqual([
      "HA",
      tricks,
      "S4",
      tricks - 2,
    ]);
  });

  it("[PLAY-1] leading early, the chosen suit's other cards are tried on the same layouts: deal 3 after 16 cards leads another card than standard play's, after 12 cards standard play's stands", () => {
    const lead = (plays: number): { chosen: number; standard: number; input: SampledInput } => {
      const { input } = scenario(3, plays);
      if (input.play.trick.length > 0) throw new Error("deal 3 has a lead to make there");
      const chosen = chooseSampledCard(input, { samples: SAMPLES, deadline: null }, createRng(3));
      // Standard play's card of the chosen suit.
      const inSuit = input.play.legal.filter((id) => suitOfId(id) === suitOfId(chosen));
      const standard = chooseCard({ ...input.play, legal: inSuit });
      return { chosen, standard, input };
    };
    const acts = lead(16);
    expect(acts.chosen).not.toBe(acts.standard);
    expect(acts.chosen).toBe(oracle(acts.input, 3));
    // On the bot's layouts standard play's card is not among the best of its suit.
    expect(kept(acts.input, layoutsOf(acts.input, 3), [acts.chosen, acts.standard]).keep).toEqual([acts.chosen]);
    const stands = lead(12);
    expect(stands.chosen).toBe(stands.standard);
    expect(stands.chosen).toBe(oracle(stands.input, 3));
  });

  it("[PLAY-1] in the first tricks, a yes/no pass every card passes on every layout is followed by the exact tricks: deal 9 after 4 cards, declarer keeps the trick standard play's ace of spades gives away", () => {
    const { s, v, input, t } = scenario(9, 4);
    expect([t.declaring, t.tricksLeft > REFINE_TRICKS, input.play.trick.length]).toEqual([true, true, 0]);
    const candidates = candidatesOf(t);
    const { layouts } = drawLayouts(t, input.shown, layoutsFor(t, SAMPLES), createRng(9), input.makesCalls);
    const valuer = createCardValuer(4);
    const codes = candidates.map((id) => suitOfId(id) * 16 + rankOfId(id));
    const reach = (target: number): number[][] =>
      layouts.map((holdings) =>
        valuer.values({ holdings, trump: input.play.trump, leader: input.play.hand, trick: [] }, codes, target),
      );
    // Every suit's lead makes the contract on every layout: the question at the contract says nothing,
    // and standard play alone would choose.
    expect(
      reach(t.need)
        .flat()
        .every((x) => x === 1),
    ).toBe(true);
    const standard = chooseCard({ ...input.play, legal: candidates });
    const chosen = chooseSampledCard(input, { samples: SAMPLES, deadline: null }, createRng(9));
    expect(chosen).not.toBe(standard);
    expect(chosen).toBe(oracle(input, 9));
    // The real deal, double dummy: the card chosen keeps the overtrick standard play's card gives away.
    const { tricks, tricksOf } = realDeal(s, v);
    expect([CARDS[standard], tricksOf(standard), tricksOf(chosen)]).toEqual(["SA", tricks - 1, tricks]);
  });

  it("[PLAY-1] a lead tied on beating the contract is told apart by its exact tricks however many tricks are left: deal 191 after 4 cards, the defenders lead the ace of diamonds, not standard play's three, and give nothing away", () => {
    const { s, v, input, t } = scenario(191, 4);
    expect([t.declaring, t.tricksLeft > REFINE_TRICKS, input.play.trick.length]).toEqual([false, true, 0]);
    const chosen = chooseSampledCard(input, { samples: SAMPLES, deadline: null }, createRng(191));
    expect(chosen).toBe(oracle(input, 191));
    const standard = candidatesOf(t).find((id) => suitOfId(id) === suitOfId(chosen)) as number;
    // On the bot's layouts the two beat the contract equally often, on some layouts and not on
    // others: the yes/no question said something, and alone it would have left standard play's card.
    const layouts = layoutsOf(input, 191);
    const valuer = createCardValuer(4);
    const codes = [chosen, standard].map((id) => suitOfId(id) * 16 + rankOfId(id));
    const beats = [0, 0];
    const exact = [0, 0];
    for (const holdings of layouts) {
      const position = { holdings, trump: input.play.trump, leader: input.play.hand, trick: [] };
      valuer.values(position, codes, t.need).forEach((x, k) => (beats[k] = (beats[k] as number) + x));
      valuer.values(position, codes).forEach((x, k) => (exact[k] = (exact[k] as number) + x));
    }
    expect(beats[0]).toBe(beats[1]);
    expect((beats[0] as number) > 0 && (beats[0] as number) < layouts.length).toBe(true);
    // Their exact tricks on the same layouts told them apart.
    expect(exact[0] as number).toBeGreaterThan(exact[1] as number);
    // The real deal, double dummy: the card chosen takes every trick there is.
    const { tricks, tricksOf } = realDeal(s, v);
    expect([CARDS[chosen], tricksOf(chosen), CARDS[standard]]).toEqual(["DA", tricks, "D3"]);
  });

  it("[PLAY-1] the declaring side's lead whose best cards are close is valued again on more layouts: deal 12 after 4 cards, the second look leads a diamond and keeps the trick the first look's club gives away", () => {
    const { s, v, input, t } = scenario(12, 4);
    expect([t.declaring, input.play.trick.length]).toEqual([true, 0]);
    const layouts = layoutsFor(t, SAMPLES);
    expect(layoutsOf(input, 12)).toHaveLength(layouts * (1 + SECOND_LOOK));
    const first = oracle(input, 12, false);
    const chosen = chooseSampledCard(input, { samples: SAMPLES, deadline: null }, createRng(12));
    expect(chosen).toBe(oracle(input, 12));
    const { tricks, tricksOf } = realDeal(s, v);
    // The real deal, double dummy: the card of the second look takes every trick there is; the first look's one fewer.
    expect([CARDS[first], tricksOf(first), CARDS[chosen], tricksOf(chosen)]).toEqual(["C5", tricks - 1, "D4", tricks]);
  });

  it("[PLAY-1] the defenders' lead whose best cards are close is valued again on more layouts too: deal 22 after 4 cards, the second look leads a spade and keeps the trick the first look's jack of diamonds gives away", () => {
    const { s, v, input, t } = scenario(22, 4);
    expect([t.declaring, input.play.trick.length, isOpeningLead(input.play)]).toEqual([false, 0, false]);
    const layouts = layoutsFor(t, SAMPLES);
    expect(layoutsOf(input, 22)).toHaveLength(layouts * (1 + SECOND_LOOK));
    const first = oracle(input, 22, false);
    const chosen = chooseSampledCard(input, { samples: SAMPLES, deadline: null }, createRng(22));
    expect(chosen).toBe(oracle(input, 22));
    const { tricks, tricksOf } = realDeal(s, v);
    // The real deal, double dummy: the defenders' card of the second look takes every trick there is; the first look's one fewer.
    expect([CARDS[first], tricksOf(first), CARDS[chosen], tricksOf(chosen)]).toEqual(["DJ", tricks - 1, "S3", tricks]);
  });

  it("[PLAY-1] the opening lead is standard play's, not sampled: on deals 0–19 the sampled bot leads the heuristic bot's card", () => {
    let leads = 0;
    for (let seed = 0; seed < 20; seed++) {
      const at = decisionAt(seed, 0);
      if (!at?.input) continue;
      const { view: v, input } = at;
      expect(isOpeningLead(input.play)).toBe(true);
      const sampled = createBot("duplicate", { seed })(v);
      expect(sampled).toEqual(createBot("duplicate", { seed, cardPlay: "heuristic" })(v));
      leads++;
    }
    expect(leads).toBeGreaterThan(15);
    // After the opening lead the sampler decides again: the next card is no opening lead.
    expect(isOpeningLead(scenario(0, 1).input.play)).toBe(false);
  });

  it("[R-8] layouts a decision: half the budget in the first three tricks, the budget again, twice from eight tricks left", () => {
    const at = (plays: number, samples: number): number => {
      return layoutsFor(scenario(2, plays).t, samples);
    };
    expect([0, 1, 3, 4, 11, 12, 19, 20, 51].map((plays) => at(plays, 8))).toEqual([4, 4, 4, 4, 4, 8, 8, 16, 16]);
    // An odd budget rounds up, and one layout is never halved to none.
    expect([at(0, 1), at(1, 1), at(1, 5), at(20, 1)]).toEqual([1, 1, 3, 2]);
  });
});
