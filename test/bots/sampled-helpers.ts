// Shared by the sampled card-play tests (sampled.test.ts and sampled-choice.test.ts).
import { SEATS, createBot, duplicate, type Seat } from "contract-bridge";
import { canonicalCardId } from "../../src/model/card.js";
import { sampledInputOf } from "../../src/bots/four.js";
import type { SampledInput } from "../../src/bots/cardplay/sampled.js";

/** Applies an action that must succeed. */
export function step(state: duplicate.State, action: unknown): duplicate.State {
  const r = duplicate.apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** Deal `seed` played by heuristic bots through the auction and `plays` cards (fewer if the deal ends first). */
export function playedTo(seed: number, plays: number): duplicate.State {
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

/** The legal cards of a view, as card ids (−1 for an action that is not a play). */
export const idsOf = (view: duplicate.View): number[] =>
  view.legalActions.map((a) => (a.type === "play" ? canonicalCardId(a.card) : -1));

/**
 * The decision after `plays` cards of deal `seed` (played as {@link playedTo} plays it): the state, the
 * view of the seat to act, and the sampled player's input read from that view (`inputSeed` seeds its
 * ties; `null` before there is a contract). `null` when the deal is over by then.
 */
export function decisionAt(
  seed: number,
  plays: number,
  inputSeed = seed,
): { state: duplicate.State; view: duplicate.View; input: SampledInput | null } | null {
  const state = playedTo(seed, plays);
  if (duplicate.isOver(state)) return null;
  const view = duplicate.view(state, duplicate.turn(state) as Seat);
  return { state, view, input: sampledInputOf(view, idsOf(view), inputSeed) };
}
