/**
 * Estimates of the hidden hands' points, shared by the placement policy and by the reading of
 * placement calls.
 *
 * @module
 * @internal
 */
import { NT } from "../hand-eval.js";
import { isBid, opponentsOf, partnerOf, sameSide, type Ctx, type Shown } from "./context.js";

/**
 * How often a hand holds 0, 1, 2 … high-card points (per ten thousand hands; the tail beyond 25
 * is negligible here). The mean is 10.
 */
const HCP_ODDS = [
  36, 79, 136, 246, 385, 519, 655, 803, 889, 936, 941, 894, 803, 691, 569, 442, 331, 236, 161, 104, 64, 38, 21, 11, 6,
  3, 2, 1,
];

/**
 * The expected points of a hand known to hold between `min` and `max`, when such hands average
 * `mean` before that is known: the odds above, shifted to that mean and cut to the range.
 */
function expectedHcp(min: number, max: number, mean: number): number {
  const shift = mean - 10;
  let weight = 0;
  let sum = 0;
  for (let k = Math.max(0, min); k <= Math.min(37, max); k++) {
    const x = k - shift;
    const i = Math.floor(x);
    const f = x - i;
    const w = (HCP_ODDS[i] ?? (i < 0 ? 0 : 1)) * (1 - f) + (HCP_ODDS[i + 1] ?? (i + 1 < 0 ? 0 : 1)) * f;
    weight += w;
    sum += w * k;
  }
  return weight > 0 ? sum / weight : (min + Math.min(max, 37)) / 2;
}

/**
 * A seat's expected points for adding up a partnership's strength, from what it counted, shape
 * included: a raise on 8 support points is worth 8 to the partnership even with 6 high-card points,
 * so the count of hands stays in one currency. That count may pass the high-card points an earlier
 * call capped (a passed hand's limit raise on 11 support points, after a pass that showed at most
 * 10): it stands. The samplers' hand ranges keep high-card points.
 */
function expectedOf(s: Shown, mean: number): number {
  const floor = Math.max(s.minHcp, s.minPts);
  return expectedHcp(floor, Math.max(s.maxHcp, floor), mean);
}

/**
 * A working estimate of partner's points: what partner's calls allow, weighed by how the points I
 * do not hold are likely to lie once the opponents' calls have taken their share.
 */
export function partnerEstimate(ctx: Ctx, myHcp: number): number {
  const share = (40 - myHcp) / 3;
  let theirs = 0;
  for (const seat of opponentsOf(ctx.seat)) theirs += expectedOf(ctx.shown[seat] as Shown, share);
  return expectedOf(ctx.shown[partnerOf(ctx.seat)] as Shown, Math.max(0, 40 - myHcp - theirs));
}

/**
 * Combined points for game in each strain, clubs first. A major on 25 rather than 26: the auction
 * alone against par went 4.697/4.670/4.407/4.682/4.948 -> 4.765/4.560/4.302/4.677/4.864 IMPs a deal
 * on five sets of deals (0–599, 600–1199, 1200–1799, 1800–2699, 2700–3599), worse on the first only;
 * then a minor on 28 rather than 29 (the placement policy reaches it only where no-trump is not
 * stopped): 4.720/4.588/4.288/4.663/4.852, a small gain, worse on the second set only.
 */
export const GAME_POINTS = [28, 28, 25, 25, 25] as const;

/**
 * Combined points for game in `strain` for the side about to call: {@link GAME_POINTS}, but 24 at
 * no-trump once the opponents have bid (after partner's 1NT overcall, 8 points bid 3NT rather than
 * invite). The estimate of partner takes the opponents' share from their bids' ranges, which leaves
 * partner a little short. Auction vs par 4.720/4.588/4.288/4.663/4.852 -> 4.733/4.582/4.282/4.642/4.829
 * IMPs a deal on the five sets of deals; 23 or 26 did worse (4.648, 4.689 over all 3,600 against 4.634).
 */
export function gamePoints(ctx: Ctx, strain: number): number {
  if (strain === NT && ctx.calls.some((c) => isBid(c.id) && !sameSide(c.seat, ctx.seat))) return 24;
  return GAME_POINTS[strain] as number;
}
