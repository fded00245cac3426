/**
 * Openings: 2♣ strong, 2NT and 1NT balanced, one of a suit (the longest; the higher of two five-card
 * suits; else the longer minor), weak twos and preempts, pass.
 *
 * @module
 * @internal
 */
import { goodSuit, NT, type HandEval } from "../hand-eval.js";
import { bidId, C, D, H, PASS, S, type Ctx, type Rule } from "./context.js";

function opens(h: HandEval, position: number): boolean {
  const [a, b] = [...h.lengths].sort((x, y) => y - x) as [number, number];
  if (position >= 2) return h.hcp >= 11 || (h.hcp >= 9 && h.hcp + a + b >= 19);
  // Eleven points open in any seat; ten need a shapely hand (the rule of 22). Against par this
  // measured better than 12 and the rule of 20 on three sets of 600 deals.
  return h.hcp >= 11 || (h.hcp >= 10 && h.hcp + a + b >= 22);
}

/** Longest suit; the higher of two five-card (or longer) suits; else the longer minor (1♦ with 4-4, 1♣ with 3-3). */
function openingSuit(h: HandEval): number {
  let best = -1;
  for (let s = S; s >= C; s--)
    if ((h.lengths[s] as number) >= 5 && (best < 0 || (h.lengths[s] as number) > (h.lengths[best] as number))) best = s;
  if (best >= 0) return best;
  return (h.lengths[D] as number) > (h.lengths[C] as number) ||
    ((h.lengths[D] as number) === 4 && (h.lengths[C] as number) === 4)
    ? D
    : C;
}

/** The opening bids, by seat position (no preempt in fourth seat). */
export function openingRules(ctx: Ctx): Rule[] {
  const position = ctx.calls.length;
  const rules: Rule[] = [
    { id: bidId(2, C), min: 22, max: 40, forcing: true, gameForce: true },
    { id: bidId(2, NT), min: 20, max: 21, balanced: true },
    { id: bidId(1, NT), min: 15, max: 17, balanced: true },
  ];
  for (let s = S; s >= C; s--) {
    rules.push({
      id: bidId(1, s),
      min: 9,
      max: 21,
      showMin: 11,
      len: [[s, s >= H ? 5 : 3]],
      test: (h) => opens(h, position) && openingSuit(h) === s,
    });
  }
  if (position < 3) {
    for (let s = S; s >= D; s--) {
      rules.push({
        id: bidId(2, s),
        min: 5,
        max: 10,
        len: [[s, 6]],
        maxLen: [[s, 6]],
        test: (h) => goodSuit(h.holdings[s] as number),
      });
    }
    for (let s = S; s >= C; s--) {
      rules.push({ id: bidId(3, s), min: 5, max: 10, len: [[s, 7]], test: (h) => goodSuit(h.holdings[s] as number) });
    }
  }
  rules.push({ id: PASS, min: 0, max: 10 });
  return rules;
}
