/**
 * The Michaels cue bid: a direct cue bid of the opponents' one-level suit opening shows two
 * five-card suits, over a minor both majors, over a major the other major and a minor; with
 * partner's answers and the overcaller's answer to partner's 2NT asking for its minor.
 *
 * With these rules, auction vs par 4.4394 -> 4.4358 IMPs a deal over deals 0–3599 (41 auctions
 * change, 11 closer to par, 10 further), 4.6100 -> 4.6085 on 3600–5599 (30 change, 10 closer, 7
 * further): a gain about the size of the noise. On 8–15 or 8–17 points rather than 8 or more,
 * 4.4386 and 4.4375 (4.6085 each); partner's game from 10, 12 or 13 (on 8–15), 4.4400, 4.4386,
 * 4.4417; only over a minor, 4.4442. The unusual 2NT (the two lowest unbid suits) was measured and
 * dropped: docs/bidding-tried-competitive.md.
 *
 * @module
 * @internal
 */
import { NT, supportPoints, type HandEval } from "../hand-eval.js";
import {
  bidId,
  C,
  cheapest,
  D,
  DOUBLE,
  H,
  isBid,
  legal,
  levelOf,
  partnerOf,
  PASS,
  S,
  sameSide,
  strainOf,
  type CallEntry,
  type Ctx,
  type Rule,
} from "./context.js";

/** The fewest high-card points for the cue bid; there is no upper limit, as with the system's overcalls. */
const MICHAELS_MIN = 8;
/** Partner's count ({@link fitWorth}) for game in partner's major; three fewer invite. */
const GAME_WORTH = 11;
/** The points below {@link GAME_WORTH} that invite with a jump. */
const INVITE = 3;
/**
 * Over their raise, the fewest {@link fitWorth} that compete with three cards of partner's major
 * (four cards compete on any). From 5 or 9 the same figures on deals 0–3599 (3600–5599 unchanged
 * from 9).
 */
const COMPETE = 7;
/** The highest level of their raise over which partner still answers. */
const RAISED_MAX = 4;

/** What a Michaels cue bid showed. */
export interface Michaels {
  /** The suits known, five cards or more each: both majors, or the one major when the other suit is a minor. */
  readonly suits: readonly number[];
  /** The second suit is a minor, which one not yet told. */
  readonly minor: boolean;
  /** The cue bid itself. */
  readonly call: CallEntry;
  /** The next opponent raised their suit over the cue bid: partner may pass. */
  readonly raised: boolean;
}

/**
 * The suit of their one-level opening where `seat` would call directly over it (the opening the
 * only bid and the last call), −1 otherwise.
 */
function directOver(calls: readonly CallEntry[], seat: number): number {
  const i = calls.findIndex((c) => isBid(c.id));
  const open = calls[i];
  if (!open || i !== calls.length - 1 || sameSide(open.seat, seat) || levelOf(open.id) !== 1) return -1;
  const t = strainOf(open.id);
  return t < NT ? t : -1;
}

/** The suits a cue bid of their suit `t` names: both majors over a minor, the other major over a major. */
function michaelsSuits(t: number): number[] {
  return t === C || t === D ? [S, H] : [t === H ? S : H];
}

/**
 * The Michaels cue bid in the direct seat over their one-level suit `t` (2♣ over 1♣ …): 8 or more
 * high-card points and five cards or more in each of both majors (over a minor), or in the other
 * major and a minor (over a major), forcing; empty elsewhere. Such hands overcalled the better
 * of their suits before (from 19 points, a jump), and the second suit was never shown.
 */
export function michaelsRules(ctx: Ctx): Rule[] {
  const t = directOver(ctx.calls, ctx.seat);
  if (t < 0) return [];
  const id = bidId(2, t);
  if (!legal(ctx, id)) return [];
  const suits = michaelsSuits(t);
  return [
    {
      id,
      min: MICHAELS_MIN,
      max: 37,
      len: suits.map((s) => [s, 5] as const),
      forcing: true,
      test: (h) => suits.length === 2 || (h.lengths[C] as number) >= 5 || (h.lengths[D] as number) >= 5,
    },
  ];
}

/**
 * Partner's Michaels cue bid as seen by the seat to call, who has not bid and whose right-hand
 * opponent passed, doubled or raised their suit (to game at most) after it: what it showed, else
 * null.
 */
export function partnersMichaels(ctx: Ctx): Michaels | null {
  const n = ctx.calls.length;
  const x = ctx.calls[n - 2];
  const rho = ctx.calls[n - 1];
  if (!x || !rho || x.seat !== partnerOf(ctx.seat)) return null;
  if (ctx.calls.some((c) => c.seat === ctx.seat && c.id !== PASS)) return null;
  const t = directOver(ctx.calls.slice(0, n - 2), x.seat);
  if (t < 0 || x.id !== bidId(2, t)) return null;
  const raised = isBid(rho.id) && strainOf(rho.id) === t && levelOf(rho.id) <= RAISED_MAX && ctx.doubled === 0;
  if (rho.id !== PASS && rho.id !== DOUBLE && !raised) return null;
  const suits = michaelsSuits(t);
  return { suits, minor: suits.length === 1, call: x, raised };
}

/** Support points for partner's five-card suit `s`, and a point and a half for each trump beyond three. */
function fitWorth(h: HandEval, s: number): number {
  return supportPoints(h, s) + 1.5 * Math.max(0, (h.lengths[s] as number) - 3);
}

/**
 * Partner's answers to the Michaels cue bid `m`: in the preferred major (the longer, spades of
 * equals) with three cards or more, game on 11 or more {@link fitWorth} and a jump below game on
 * 8–10; over a cue bid of a major, without three cards of partner's major, 2NT asks for the minor;
 * else the cheapest bid of the preferred major (a pass would leave partner in their suit). Over
 * their raise: game on 11 or more, else the cheapest bid of the preferred major with four cards, or
 * three and 7 or more; other hands are left to the placement policy.
 */
export function advanceMichaelsRules(ctx: Ctx, m: Michaels): Rule[] {
  const rules: Rule[] = [];
  const add = (r: Rule): void => {
    if (legal(ctx, r.id)) rules.push(r);
  };
  const pick = (h: HandEval): number => {
    let best = -1;
    for (const s of m.suits) if (best < 0 || (h.lengths[s] as number) > (h.lengths[best] as number)) best = s;
    return best;
  };
  if (m.raised) {
    // Over their raise: game as over a pass; below game, three of partner's major with four cards
    // (nine trumps, the three level by the law of total tricks) or three cards and values; other
    // hands are left to the placement policy, which may pass. The placement policy passed 1♥ – 2♥ –
    // 3♥ with three spades and a singleton heart opposite five-five, where 4♠ made. Auction vs par
    // 4.4289 -> 4.4242 IMPs a deal over deals 0–3599 (9 auctions change, 6 closer to par, 1
    // further), 4.5945 -> 4.5920 on 3600–5599 (1 changes, closer).
    for (const s of m.suits) {
      const l = cheapest(ctx, s);
      const pts = (h: HandEval): number => fitWorth(h, s);
      const test = (h: HandEval): boolean => pick(h) === s;
      if (l <= 4) add({ id: bidId(4, s), min: GAME_WORTH, max: 40, pts, len: [[s, 3]], test });
      if (l <= 3)
        add({
          id: bidId(l, s),
          min: 0,
          max: GAME_WORTH - 1,
          pts,
          len: [[s, 3]],
          test: (h) => test(h) && ((h.lengths[s] as number) >= 4 || pts(h) >= COMPETE),
        });
    }
    return rules;
  }
  for (const s of m.suits) {
    const l = cheapest(ctx, s);
    const pts = (h: HandEval): number => fitWorth(h, s);
    const test = (h: HandEval): boolean => pick(h) === s;
    if (l <= 4) add({ id: bidId(4, s), min: GAME_WORTH, max: 40, pts, len: [[s, 3]], test });
    if (l + 1 < 4)
      add({ id: bidId(l + 1, s), min: GAME_WORTH - INVITE, max: GAME_WORTH - 1, pts, len: [[s, 3]], test });
  }
  if (m.minor) add({ id: bidId(2, NT), min: 0, max: 40, maxLen: [[m.suits[0] as number, 2]], forcing: true });
  for (const s of m.suits)
    add({
      id: bidId(cheapest(ctx, s), s),
      min: 0,
      max: 40,
      showMax: GAME_WORTH - INVITE - 1,
      test: (h) => pick(h) === s,
    });
  return rules;
}

/**
 * The overcaller's answer to partner's 2NT asking for its minor after a Michaels cue bid of their
 * major (the opponents passing or doubling in between): three of the longer minor, clubs of equals;
 * null where the auction is not that.
 */
export function answerMichaelsAskRules(ctx: Ctx): Rule[] | null {
  const n = ctx.calls.length;
  const [x, lho, ask, rho] = ctx.calls.slice(n - 4);
  if (!x || !lho || !ask || !rho || x.seat !== ctx.seat || ask.id !== bidId(2, NT) || rho.id !== PASS) return null;
  const m = partnersMichaels({ ...ctx, seat: ask.seat, calls: ctx.calls.slice(0, n - 2) });
  if (!m || !m.minor || m.call !== x) return null;
  const rules: Rule[] = [
    {
      id: bidId(3, D),
      min: 0,
      max: 40,
      len: [[D, 5]],
      test: (h) => (h.lengths[D] as number) > (h.lengths[C] as number),
    },
    { id: bidId(3, C), min: 0, max: 40, len: [[C, 5]] },
  ];
  return rules.filter((r) => legal(ctx, r.id));
}
