/**
 * Control bids: over partner's raise of my major to three, a hand a little short of the slam's count
 * bids the cheapest side suit below game in which it holds first-round control (the ace or a void)
 * rather than four of the major. Partner asks for key cards with 4NT when it controls (the ace, the
 * king, a singleton or a void) every side suit the control bid skipped, where the bidder holds
 * neither the ace nor a void, and holds a point more than its own calls showed; else it signs off
 * in four of the major, which the control bidder passes. The answers to 4NT and the asker's
 * decision are Blackwood's (`./slam.ts`): over a control bid, stopping at five with one key card
 * missing as well lost (4.3608 -> 4.3633 on deals 0–3599, 4.5385 -> 4.5450 on 3600–5599).
 *
 * What decides a slam between 28 and 31 combined high-card points is not the count: on deals 0–5599, with
 * a game reached on an eight-card fit or more, twelve tricks made double dummy on 76 % of the deals
 * with every key card, 48 % with one missing and 15 % with two, and on none with a side suit
 * neither hand controls (first or second round).
 *
 * @module
 * @internal
 */
import { ACE, has, KING, NT, type HandEval } from "../hand-eval.js";
import { bestStrain } from "./placement.js";
import { partnerEstimate } from "./estimate.js";
import {
  bidId,
  C,
  D,
  H,
  isBid,
  isMajor,
  jacobyTrump,
  legal,
  levelOf,
  makeCtx,
  minorTryTrump,
  partnerOf,
  PASS,
  S,
  splinterTrump,
  strainOf,
  theySilent,
  type Ctx,
  type Rule,
  type Shown,
} from "./context.js";

/**
 * Combined points (the placement policy's count, shape included) from which a hand that would bid
 * game in the agreed major makes a control bid instead: from 29 the bids lost (4.3714 -> 4.3728 on
 * deals 0–3599), from 31 they were too few to matter (4.3708).
 */
export const CONTROL_FROM = 30;

/**
 * High-card points above the least its calls showed with which the answer to a control bid asks: 0
 * and 2 did a little worse (4.3656 and 4.3633 against 4.3631 on deals 0–3599, with the stop at five
 * on one key card missing; 4.5450, 4.5465, 4.5450 on 3600–5599).
 */
const ANSWER_EXTRA = 1;

/** First-round control of a side suit: its ace or a void. */
const firstRound = (h: HandEval, s: number): boolean =>
  (h.lengths[s] as number) === 0 || has(h.holdings[s] as number, ACE);

/** First- or second-round control of a side suit: its ace or king, a singleton or a void. */
const controlled = (h: HandEval, s: number): boolean =>
  (h.lengths[s] as number) <= 1 || has(h.holdings[s] as number, ACE) || has(h.holdings[s] as number, KING);

/**
 * The major a control bid by `seat` after `calls` would agree: partner's last call is three of a
 * major, our side opened, the opponents have only passed, and no convention (splinter, Jacoby 2NT,
 * the minor-suit slam try) set the trump suit; else −1.
 */
export function controlMajor(ctx: Ctx): number {
  const last = ctx.last;
  if (!last || last.seat !== partnerOf(ctx.seat) || ctx.doubled > 0 || !theySilent(ctx)) return -1;
  const m = strainOf(last.id);
  if (levelOf(last.id) !== 3 || !isMajor(m) || partnersControlBid(ctx) !== null) return -1;
  // Partner's three of the major raises mine: the suit is agreed, and a new suit cannot be natural.
  if (!ctx.calls.some((c) => c.seat === ctx.seat && isBid(c.id) && strainOf(c.id) === m)) return -1;
  // Not over a preempt: our side opened at the one or two level, and partner's three of the major
  // is not the opening itself.
  const open = ctx.calls.findIndex((c) => isBid(c.id));
  if (open === last.index || levelOf((ctx.calls[open] as { id: number }).id) > 2) return -1;
  for (const seat of [ctx.seat, partnerOf(ctx.seat)])
    if (splinterTrump(ctx.calls, seat) >= 0 || jacobyTrump(ctx.calls, seat) >= 0 || minorTryTrump(ctx.calls, seat) >= 0)
      return -1;
  return m;
}

/** The side suits a control bid over three of major `m` can name: between 3M and 4M, not bid by partner. */
function controlSuits(ctx: Ctx, m: number): number[] {
  const partner = partnerOf(ctx.seat);
  const partnerBid = (s: number): boolean =>
    ctx.calls.some((c) => c.seat === partner && isBid(c.id) && strainOf(c.id) === s);
  const out: number[] = [];
  for (const s of [C, D, H, S]) {
    if (s === m || partnerBid(s)) continue;
    const id = controlId(s, m);
    if (id < bidId(4, m) && legal(ctx, id)) out.push(s);
  }
  return out.sort((a, b) => controlId(a, m) - controlId(b, m));
}

/** The control bid of side suit `s` over three of major `m`: the cheapest bid of it above 3M. */
const controlId = (s: number, m: number): number => (s > m ? bidId(3, s) : bidId(4, s));

/**
 * The control bids over partner's three of major `m`, cheapest first, to be tried before the
 * situation's own rules: each names the cheapest suit of first-round control, where the hand would
 * otherwise bid four of the major (`natural`) on {@link CONTROL_FROM} combined points or more. Read
 * as forcing, with the trumps an eight-card fit needs, the ace or a void in the suit bid and neither
 * in the cheaper suits skipped (which the card-play sampler keeps); not as length in the suit bid,
 * nor as points (the reader cannot tell how the bidder counted its shape).
 */
export function controlBidRules(ctx: Ctx, m: number, natural: (h: HandEval) => number): Rule[] {
  const suits = controlSuits(ctx, m);
  const p = ctx.shown[partnerOf(ctx.seat)] as Shown;
  // The trumps a control bid shows: an eight-card fit with what partner has shown.
  const trumps = Math.max(3, 8 - (p.minLen[m] as number));
  const wants = (h: HandEval): boolean => {
    if ((h.lengths[m] as number) < trumps) return false;
    const plan = bestStrain(ctx, h, p, partnerEstimate(ctx, h.hcp));
    return plan !== null && plan.strain === m && plan.combined >= CONTROL_FROM && natural(h) === bidId(4, m);
  };
  // Each names the suit of first-round control and denies it in the cheaper suits it skipped.
  return suits.map((s, i) => ({
    id: controlId(s, m),
    min: 0,
    max: 40,
    len: [[m, trumps]] as const,
    forcing: true,
    firstRound: 1 << s,
    noFirstRound: suits.slice(0, i).reduce((mask, x) => mask | (1 << x), 0),
    test: (h: HandEval) => suits.find((x) => firstRound(h, x)) === s && wants(h),
  }));
}

/**
 * The control bid partner made as the last bid, and the major it agreed, or `null`: a call of a
 * suit {@link controlBidRules} names, in the situation before it.
 */
export function partnersControlBid(ctx: Ctx): { major: number; suit: number } | null {
  const last = ctx.last;
  const partner = partnerOf(ctx.seat);
  if (!last || last.seat !== partner || ctx.doubled > 0 || !theySilent(ctx)) return null;
  const at = makeCtx(partner, ctx.calls.slice(0, last.index), ctx.shown, ctx.vul);
  const m = controlMajor(at);
  return m >= 0 && controlSuits(at, m).some((s) => controlId(s, m) === last.id)
    ? { major: m, suit: strainOf(last.id) }
    : null;
}

/** Whether partner's last bid is four of the major over my control bid: its sign-off. */
export function signedOffOverControl(ctx: Ctx): boolean {
  const last = ctx.last;
  if (!last || last.seat !== partnerOf(ctx.seat) || ctx.doubled > 0 || !theySilent(ctx)) return false;
  const cue = partnersControlBid(makeCtx(last.seat, ctx.calls.slice(0, last.index), ctx.shown, ctx.vul));
  return cue !== null && last.id === bidId(4, cue.major);
}

/**
 * The answer to partner's control bid in `suit`: 4NT (key-card Blackwood) holding first- or
 * second-round control of every other side suit, else four of the major, which partner passes.
 */
export function answerControlRules(m: number, suit: number, mine: Shown): Rule[] {
  const extra = (h: HandEval): boolean => h.hcp >= mine.minHcp + ANSWER_EXTRA;
  // The side suits the control bid skipped: partner holds neither their ace nor a void.
  const others = [C, D, H, S].filter((s) => s !== m && s !== suit && controlId(s, m) < controlId(suit, m));
  return [
    { id: bidId(4, NT), min: 0, max: 40, test: (h) => extra(h) && others.every((s) => controlled(h, s)) },
    { id: bidId(4, m), min: 0, max: 40 },
  ];
}

/** After partner's sign-off in four of the major over my control bid: pass. */
export const afterControlSignOff: Rule[] = [{ id: PASS, min: 0, max: 40 }];
