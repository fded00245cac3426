/**
 * The bots' auction: the natural system of rule R-8 (docs/rules.md) (A4 K3 Q2 J1, open with about 12,
 * 1NT 15–17 balanced, otherwise the longest suit, raises with support, game and slam on combined
 * strength, penalty doubles; the conventions docs/rules.md's R-8 names: the strong 2♣, Stayman and
 * Jacoby transfers over 1NT, a minor-suit slam try over 1NT and 2NT, splinter and Jacoby 2NT
 * raises, the help-suit game try over a single raise of a major, key-card Blackwood, control bids
 * over partner's raise of a major to three, the takeout double of a one-level suit opening, weak
 * two or three-level preempt, the negative double of their
 * overcall, the Michaels cue bid of their one-level suit, and the cue-bid raise of partner's
 * major-suit overcall or, over their overcall, of partner's one-level major opening, the jump raise
 * there preemptive).
 *
 * The system is written once, as lists of rules per situation. A rule names a call and the hands
 * it shows (a point range, suit lengths, balance). To bid, a bot takes the first rule of its
 * situation that fits its hand; to read the auction, it takes, for each call made so far, the first
 * rule of the caller's situation naming that call, and narrows what that seat has shown. Bidding
 * and reading therefore never disagree. Where no rule applies, both fall back on one placement
 * policy: estimate the partnership's points from what partner has shown, find the best strain,
 * and bid the level the combined strength warrants.
 *
 * The rules live by phase in `./auction/`: openings, responses, opener's rebids, competition,
 * slam (Blackwood) and placement; this module finds the situation a call is made in and reads and
 * makes calls. Seats are numbers N 0, E 1, S 2, W 3; suits clubs 0 … spades 3, no-trump 4; calls are
 * ids as in `CALLS` (pass 0, double 1, redouble 2, then the bids).
 *
 * @module
 * @internal
 */
import { NT, evaluate, type HandEval } from "./hand-eval.js";
import {
  C,
  D,
  DOUBLE,
  PASS,
  applyRule,
  bidId,
  firstBid,
  fits,
  freshShown,
  isBid,
  isBlackwood,
  legal,
  levelOf,
  makeCtx,
  nonPass,
  partnerOf,
  strainOf,
  type CallEntry,
  type Ctx,
  type Rule,
  type Shown,
} from "./auction/context.js";
import {
  advanceOvercallRules,
  advanceRules,
  advancedSuit,
  advancingSuit,
  answerDoubleOfRaiseRules,
  doublerRules,
  openerDoubleOfRaiseRules,
  overcallRules,
  overcallToAdvance,
  partnersDoubleOfRaise,
  theirRaiseOfOvercall,
} from "./auction/competition.js";
import {
  afterControlSignOff,
  answerControlRules,
  controlBidRules,
  controlMajor,
  partnersControlBid,
  signedOffOverControl,
} from "./auction/controls.js";
import { openingRules } from "./auction/openings.js";
import { place, readPlacement } from "./auction/placement.js";
import {
  after1NTRules,
  afterStrongInviteRules,
  after2CRules,
  afterJumpInMajorRules,
  afterStaymanRules,
  afterTransferRules,
  afterWeakTwoRules,
  openerRebidRules,
} from "./auction/rebids.js";
import {
  responderRebidRules,
  responseToPreemptRules,
  responseTo1NTRules,
  responseTo2CRules,
  responseTo2NTRules,
  responseToSuitRules,
  responseToWeakTwoRules,
  transferMajor,
} from "./auction/responses.js";
import { askerRules, blackwoodAnswers, trumpOf } from "./auction/slam.js";
import { advanceMichaelsRules, answerMichaelsAskRules, michaelsRules, partnersMichaels } from "./auction/michaels.js";

export type { CallEntry } from "./auction/context.js";

/**
 * The rules of the situation `ctx` describes, best first (empty where the placement policy decides):
 * the control bids and their answers (`./auction/controls.ts`) before the situation's own rules.
 */
function rulesFor(ctx: Ctx): Rule[] {
  const cue = partnersControlBid(ctx);
  if (cue) return answerControlRules(cue.major, cue.suit, ctx.shown[ctx.seat] as Shown);
  if (signedOffOverControl(ctx)) return afterControlSignOff;
  const rules = systemRules(ctx);
  const m = controlMajor(ctx);
  if (m < 0) return rules;
  // What the hand would bid without control bids: the situation's first rule that fits, else placement.
  const natural = (h: HandEval): number => {
    for (const r of rules) if (legal(ctx, r.id) && fits(r, h)) return r.id;
    return place(ctx, h);
  };
  return [...controlBidRules(ctx, m, natural), ...rules];
}

/** The situation's own rules, best first (empty where the placement policy decides). */
function systemRules(ctx: Ctx): Rule[] {
  const open = firstBid(ctx);
  if (!open) return openingRules(ctx);
  const me = ctx.seat;
  const partner = partnerOf(me);
  const mine = nonPass(ctx, me);
  const his = nonPass(ctx, partner);
  const last = ctx.last;
  const hisLast = his[his.length - 1];
  const myLast = mine[mine.length - 1];
  // Blackwood: answer key cards when partner's 4NT is the last bid, doubled or not (over a double
  // the answers are the same: passing would leave partner in 4NT doubled).
  if (hisLast && last && hisLast.id === bidId(4, NT) && last.seat === partner) {
    const before = ctx.calls.slice(0, ctx.calls.indexOf(hisLast));
    if (isBlackwood({ ...ctx, seat: partner, calls: before }))
      return blackwoodAnswers(trumpOf(ctx.calls, partner, before.length));
  }
  if (
    myLast &&
    hisLast &&
    myLast.id === bidId(4, NT) &&
    last &&
    last.seat === partner &&
    hisLast.id === last.id &&
    (ctx.shown[partner] as Shown).aces >= 0
  ) {
    return askerRules(ctx, hisLast);
  }
  // Having answered Blackwood, leave the decision to the asker.
  if ((ctx.shown[me] as Shown).aces >= 0 && last && last.seat === partner) return [{ id: PASS, min: 0, max: 40 }];
  if (open.seat === partner) {
    const alone = mine.length === 0;
    if (alone) {
      const doubled = partnersDoubleOfRaise(ctx);
      if (doubled) return answerDoubleOfRaiseRules(ctx, doubled.t);
      const l = levelOf(open.id);
      const s = strainOf(open.id);
      if (l === 1 && s < NT) return responseToSuitRules(ctx, open);
      if (last?.id !== open.id) return [];
      if (open.id === bidId(1, NT)) return responseTo1NTRules(ctx);
      if (open.id === bidId(2, NT)) return responseTo2NTRules(ctx);
      if (open.id === bidId(2, C)) return responseTo2CRules(ctx);
      if (l === 2 && s < NT) return responseToWeakTwoRules(s);
      if (l === 3 && s < NT) return responseToPreemptRules(ctx, s);
      return [];
    }
    const myFirst = mine[0] as CallEntry;
    if (mine.length === 1 && his.length === 2) return responderRebidRules(ctx, open, myFirst, his[1] as CallEntry);
    return [];
  }
  if (open.seat === me) {
    if (mine.length === 2 && his.length === 2) {
      // Opener's third call.
      const [response, rebid] = his as [CallEntry, CallEntry];
      const completion = mine[1] as CallEntry;
      if (open.id === bidId(1, NT) && response.id === bidId(2, C)) return afterStaymanRules(ctx, completion, rebid);
      const transfer = transferMajor(ctx.calls, open, response);
      if (transfer >= 0) return afterTransferRules(ctx, transfer, completion, rebid);
      if (open.id === bidId(2, C) && response.id === bidId(2, D)) return afterStrongInviteRules(ctx, completion, rebid);
      if (levelOf(open.id) === 1 && strainOf(open.id) < NT)
        return afterJumpInMajorRules(ctx, completion, response, rebid);
    }
    const raised = mine.length === 1 && his.length === 0 ? theirRaiseOfOvercall(ctx) : null;
    if (raised) return openerDoubleOfRaiseRules(ctx, raised.x, raised.t, (h) => place(ctx, h));
    if (mine.length !== 1 || his.length === 0) return [];
    const response = his[0] as CallEntry;
    if (his.length !== 1) return [];
    if (open.id === bidId(1, NT) || open.id === bidId(2, NT))
      return last?.id === response.id || response.id === DOUBLE ? after1NTRules(ctx, open, response) : [];
    if (open.id === bidId(2, C)) return last?.id === response.id ? after2CRules(ctx, response) : [];
    if (levelOf(open.id) === 2 && strainOf(open.id) < NT)
      return last?.id === response.id && response.id === bidId(2, NT) ? afterWeakTwoRules(strainOf(open.id)) : [];
    if (levelOf(open.id) === 1) return openerRebidRules(ctx, open, response);
    return [];
  }
  if (mine.length === 0 && his.length === 0) return [...michaelsRules(ctx), ...overcallRules(ctx)];
  if (mine.length === 0 && his.length === 1) {
    const m = partnersMichaels(ctx);
    if (m) return advanceMichaelsRules(ctx, m);
    const t = advancingSuit(ctx);
    if (t >= 0) return advanceRules(ctx, t);
    const o = overcallToAdvance(ctx);
    if (o) return advanceOvercallRules(ctx, o.suit, o.balancing);
  }
  if (mine.length === 1 && his.length === 1) {
    const answer = answerMichaelsAskRules(ctx);
    if (answer) return answer;
    const a = advancedSuit(ctx);
    if (a >= 0) return doublerRules(ctx, a);
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// The public face of the module.

/** Everything the bidder reads from the auction so far. */
export interface AuctionReading {
  /** What each seat has shown, by seat number. */
  readonly shown: readonly Shown[];
}

function cloneShown(s: Shown): Shown {
  return { ...s, minLen: s.minLen.slice(), maxLen: s.maxLen.slice(), fewestLen: s.fewestLen.slice() };
}

// Every seat of a table reads the same auction again at each turn; readings of auction prefixes
// are kept (bounded) so that each call is read once. The result depends only on the key.
const readings = new Map<string, readonly Shown[]>();
const MAX_READINGS = 5000;

/** Reads every call of the auction as the system would have meant it. */
export function readAuction(calls: readonly CallEntry[], vul: readonly boolean[]): AuctionReading {
  const keys: string[] = [`${vul[0] ? 1 : 0}${vul[1] ? 1 : 0}${calls[0]?.seat ?? 0}`];
  for (const c of calls) keys.push(`${keys[keys.length - 1] as string},${c.id}`);
  let from = calls.length;
  while (from > 0 && !readings.has(keys[from] as string)) from--;
  const cached = readings.get(keys[from] as string);
  // A complete reading is only read from here on, so the cached one will do.
  if (cached && from === calls.length) return { shown: cached };
  const shown = cached ? cached.map(cloneShown) : [freshShown(), freshShown(), freshShown(), freshShown()];
  if (readings.size > MAX_READINGS) readings.clear();
  for (let i = from; i < calls.length; i++) {
    const c = calls[i] as CallEntry;
    const ctx = makeCtx(c.seat, calls.slice(0, i), shown, vul);
    const s = shown[c.seat] as Shown;
    const rules = rulesFor(ctx).filter((r) => r.id === c.id);
    const rule = rules[0];
    if (rule) {
      const before = s.minLen.slice();
      applyRule(s, rule);
      // What the seat may hold: the fewest cards any rule naming the call makes it with.
      for (let z = 0; z < 4; z++) {
        if ((s.minLen[z] as number) <= (before[z] as number)) continue;
        let fewest = s.minLen[z] as number;
        for (const r of rules) fewest = Math.min(fewest, r.len?.find(([suit]) => suit === z)?.[1] ?? 0);
        s.fewestLen[z] = Math.max(s.fewestLen[z] as number, fewest);
      }
    } else readPlacement(ctx, s, c.id); // the placement policy's reading sets its own fewest lengths
    readings.set(keys[i + 1] as string, shown.map(cloneShown));
  }
  return { shown };
}

/**
 * The call the system makes for `seat` holding `holdings` after `calls`, among the ids marked in
 * `legalIds` (always one of them: pass when nothing else fits).
 */
export function chooseCall(
  seat: number,
  holdings: readonly number[],
  calls: readonly CallEntry[],
  vul: readonly boolean[],
  legalIds: readonly (boolean | undefined)[],
): number {
  const ctx = makeCtx(seat, calls, readAuction(calls, vul).shown, vul);
  const id = systemCall(ctx, rulesFor(ctx), evaluate(holdings), (x) => legalIds[x] === true);
  return legalIds[id] ? id : legalIds.findIndex((x) => x);
}

/**
 * The system's call for the hand `h` in the situation `ctx`, whose rules are `rules`: the first rule
 * that `allowed` accepts and the hand fits, else the placement policy's call if allowed, else pass.
 */
function systemCall(ctx: Ctx, rules: readonly Rule[], h: HandEval, allowed: (id: number) => boolean): number {
  for (const r of rules) if (allowed(r.id) && fits(r, h)) return r.id;
  const placed = place(ctx, h);
  return allowed(placed) ? placed : PASS;
}

/**
 * A check of hands against the calls of `calls`: whether the system, holding a hand (as dealt) at a
 * seat, makes every call that seat made. The auction is read exactly: a call denies what the seat
 * would have bid instead (the rules before it that the hand would have fitted), as well as showing
 * what its own rule shows. Each situation is read once, when first needed, for all the hands checked.
 */
export function callsChecker(
  calls: readonly CallEntry[],
  vul: readonly boolean[],
): (seat: number, holdings: readonly number[]) => boolean {
  type Situation = { readonly ctx: Ctx; readonly rules: readonly Rule[] };
  const situations: Situation[] = [];
  const situation = (i: number): Situation => {
    let known = situations[i];
    if (!known) {
      const before = calls.slice(0, i);
      const ctx = makeCtx((calls[i] as CallEntry).seat, before, readAuction(before, vul).shown, vul);
      known = situations[i] = { ctx, rules: rulesFor(ctx) };
    }
    return known;
  };
  return (seat, holdings) => {
    let h: HandEval | null = null;
    for (let i = 0; i < calls.length; i++) {
      const call = calls[i] as CallEntry;
      if (call.seat !== seat) continue;
      h ??= evaluate(holdings);
      const { ctx, rules } = situation(i);
      if (systemCall(ctx, rules, h, (id) => legal(ctx, id)) !== call.id) return false;
    }
    return true;
  };
}

/** Suits each seat has bid, for the opening lead and the defence. */
export function suitsBid(calls: readonly CallEntry[]): number[][] {
  const out: number[][] = [[], [], [], []];
  for (const c of calls)
    if (isBid(c.id) && strainOf(c.id) < NT && !(out[c.seat] as number[]).includes(strainOf(c.id)))
      (out[c.seat] as number[]).push(strainOf(c.id));
  return out;
}
