import { describe, expect, it } from "vitest";
import { SEATS, createBot, duplicate, type Seat } from "contract-bridge";
import { sampledInputOf } from "../../src/bots/four.js";
import { buildTable, rankOfId, suitOfId } from "../../src/bots/cardplay/knowledge.js";
import { drawLayouts } from "../../src/bots/cardplay/sample.js";
import {
  EXACT_TRICKS,
  REFINE_TRICKS,
  allEquivalent,
  candidatesOf,
  chooseSampledCard,
  layoutsFor,
  type SampledInput,
} from "../../src/bots/cardplay/sampled.js";
import { chooseCard } from "../../src/bots/play.js";
import { createCardValuer } from "../../src/analysis/card-values.js";
import { scoreContractRaw } from "../../src/scoring/contract.js";
import { canonicalCardId } from "../../src/model/card.js";
import { createRng } from "../../src/random.js";

const SAMPLES = 6;

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
    const r = duplicate.apply(s, bot(v));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

/**
 * The slow, obvious reading of the sampled choice: the exact tricks of every candidate on every
 * layout, no card ever dropped early; the chance of making (or beating) the contract first while
 * it is open with more than EXACT_TRICKS tricks left, then (with REFINE_TRICKS or fewer left)
 * the expected score among the cards tied on it; the heuristic player breaks what is still tied.
 */
function oracle(input: SampledInput, seed: number): number {
  const play = input.play;
  if (play.legal.length === 1 || allEquivalent(play)) return chooseCard(play);
  const t = buildTable(play);
  const candidates = candidatesOf(t);
  if (candidates.length === 1) return candidates[0] as number;
  const { layouts } = drawLayouts(t, input.shown, layoutsFor(t, SAMPLES), createRng(seed));
  const valuer = createCardValuer(4);
  const trick = play.trick.map((c) => suitOfId(c.id) * 16 + rankOfId(c.id));
  const leader = play.trick[0]?.seat ?? play.hand;
  const codes = candidates.map((id) => suitOfId(id) * 16 + rankOfId(id));
  const tricks = layouts.map((holdings) => valuer.values({ holdings, trump: play.trump, leader, trick }, codes));
  const won = t.declaring ? play.declarerTricks : play.defenderTricks;
  const score = (n: number): number => {
    const mine = won + n;
    const net = scoreContractRaw(
      play.level,
      play.trump,
      input.doubled,
      input.vulnerable,
      t.declaring ? mine : 13 - mine,
      "duplicate",
    ).net;
    return t.declaring ? net : -net;
  };
  const best = (keep: number[], value: (k: number) => number): number[] => {
    const sums = keep.map(value);
    const top = Math.max(...sums);
    return keep.filter((_, i) => (sums[i] as number) >= top - 1e-9);
  };
  let keep = candidates.map((_, k) => k);
  const sum = (k: number, f: (n: number) => number): number => tricks.reduce((a, row) => a + f(row[k] as number), 0);
  const open = t.need > 0 && t.need <= t.tricksLeft;
  if (open && t.tricksLeft > EXACT_TRICKS) keep = best(keep, (k) => sum(k, (n) => (n >= t.need ? 1 : 0)));
  if (keep.length > 1 && (!open || t.tricksLeft <= REFINE_TRICKS)) keep = best(keep, (k) => sum(k, score));
  const cards = keep.map((k) => candidates[k] as number);
  return cards.length === 1 ? (cards[0] as number) : chooseCard({ ...play, legal: cards });
}

describe("sampled card play: the choice", () => {
  it("[PLAY-1] dropping cards that can no longer be best changes no choice: the same card as valuing every card on every layout", () => {
    let checked = 0;
    let searched = 0;
    for (let seed = 0; seed < 40; seed++)
      for (const plays of [18, 23, 27, 31, 36, 41]) {
        const s = playedTo(seed, plays);
        if (duplicate.isOver(s)) continue;
        const v = duplicate.view(s, duplicate.turn(s) as Seat);
        const ids = v.legalActions.map((a) => (a.type === "play" ? canonicalCardId(a.card) : -1));
        const input = sampledInputOf(v, ids, seed);
        if (!input) continue;
        const chosen = chooseSampledCard(input, { samples: SAMPLES, deadline: null }, createRng(seed));
        expect(chosen).toBe(oracle(input, seed));
        checked++;
        if (!allEquivalent(input.play) && candidatesOf(buildTable(input.play)).length > 1) searched++;
      }
    expect(checked).toBeGreaterThan(30);
    expect(searched).toBeGreaterThan(20);
  });

  it("[R-8] layouts a decision: the budget at the opening lead, half for the rest of the first three tricks, the budget again, twice from eight tricks left", () => {
    const at = (plays: number, samples: number): number => {
      const s = playedTo(2, plays);
      const v = duplicate.view(s, duplicate.turn(s) as Seat);
      const ids = v.legalActions.map((a) => (a.type === "play" ? canonicalCardId(a.card) : -1));
      const input = sampledInputOf(v, ids, 2);
      if (!input) throw new Error("deal 2 has a contract");
      return layoutsFor(buildTable(input.play), samples);
    };
    expect([0, 1, 3, 4, 11, 12, 19, 20, 51].map((plays) => at(plays, 8))).toEqual([8, 4, 4, 4, 4, 8, 8, 16, 16]);
    // An odd budget rounds up, and one layout is never halved to none.
    expect([at(0, 1), at(1, 1), at(1, 5), at(20, 1)]).toEqual([1, 1, 3, 2]);
  });
});
