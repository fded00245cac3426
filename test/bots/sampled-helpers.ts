// Shared by the sampled card-play tests (sampled.test.ts and sampled-choice.test.ts).
import { SEATS, createBot, duplicate, type Seat } from "contract-bridge";
import { canonicalCardId } from "../../src/model/card.js";

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
