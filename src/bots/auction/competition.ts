/**
 * Competing over the opponents' bids: overcalls, the balancing seat, advancing partner's overcall,
 * and penalty doubles.
 *
 * @module
 * @internal
 */
import { goodSuit, has, honours, lengthPoints, NT, supportPoints, type HandEval } from "../hand-eval.js";
import {
  bidId,
  C,
  cheapest,
  cheapestBid as cheapestBidOf,
  D,
  DOUBLE,
  GAME_LEVEL,
  H,
  isBid,
  isMajor,
  legal,
  levelOf,
  longSuit,
  makeCtx,
  opponentsOf,
  partnerOf,
  PASS,
  REDOUBLE,
  S,
  sameSide,
  stopsAll,
  strainOf,
  suitsBidBy,
  type CallEntry,
  type Ctx,
  type Rule,
  type Shown,
} from "./context.js";
import { partnerEstimate } from "./estimate.js";

/** A penalty double of an overcall: length and honours in their suit, and values. */
export function trumpStack(h: HandEval, strain: number, level: number): boolean {
  if (strain === NT) return h.hcp >= 11;
  const hold = h.holdings[strain] as number;
  return (h.lengths[strain] as number) >= (level === 1 ? 5 : 4) && honours(hold) >= 2;
}

/** A direct overcall over the opponents' opening: penalty double, 1NT, a suit, 2NT, or pass (cheaper in the pass-out seat). */
export function overcallRules(ctx: Ctx): Rule[] {
  const last = ctx.last;
  if (!last) return [];
  const theirs = suitsBidBy(ctx, opponentsOf(ctx.seat));
  // In the pass-out seat a side can compete on less: partner is marked with some values.
  const after = ctx.calls.slice(last.index + 1);
  const balancing = after.length === 2 && after.every((c) => c.id === PASS);
  const cut = balancing ? 3 : 0;
  const rules: Rule[] = [];
  const add = (rule: Rule): void => {
    if (legal(ctx, rule.id)) rules.push(rule);
  };
  // Over their opening of one of a suit, a weak two or a three-level preempt, the only bid so far, a
  // double is for takeout (below, {@link takeoutSuit}); elsewhere it is for penalties.
  const takeout = takeoutSuit(ctx);
  if (takeout < 0)
    add({ id: DOUBLE, min: 0, max: 40, showMin: 11, test: (h) => penaltyDouble(ctx, h, partnerEstimate(ctx, h.hcp)) });
  add({ id: bidId(1, NT), min: 15 - cut, max: 18, balanced: true, test: (h) => stopsAll(h, theirs) });
  const candidates = [S, H, D, C].filter((s) => !theirs.has(s));
  // The suit a hand overcalls, jumping or not: its longest five-card suit biddable by the three level.
  const biddable = candidates.filter((t) => cheapest(ctx, t) <= 3);
  const longest = (h: HandEval): number => longSuit(h, biddable, () => 5);
  // 19 or more with a five-card suit jump in it (at the two or three level): a simple overcall's
  // range runs from 8, so partner passed it holding the game. Auction vs par
  // 4.722/4.568/4.253/4.588/4.739 -> 4.723/4.565/4.262/4.576/4.726 IMPs a deal on five sets of deals
  // (deals 0–599, 600–1199, 1200–1799, 1800–2699, 2700–3599), 4.739 -> 4.729 on 3600–5599; from 17
  // or 18 about the same on the five sets, less on the sixth.
  for (const s of candidates) {
    const l = cheapest(ctx, s);
    if (l > 2) continue;
    add({
      id: bidId(l + 1, s),
      min: 19,
      max: 37,
      len: [[s, 5]],
      test: (h) => longest(h) === s,
    });
  }
  for (const s of candidates) {
    const l = cheapest(ctx, s);
    const min = l === 1 ? 8 - cut : l === 2 ? 11 - cut : 13 - cut;
    if (l > 3) continue;
    // No upper limit: a strong hand with a five-card suit overcalls it rather than pass, and two
    // five-card suits overcall the better without a good suit or extra points (bid together, as
    // each alone lost on one set of deals: 4.820/4.875/4.468 -> 4.803/4.817/4.462 IMPs).
    add({
      id: bidId(l, s),
      min,
      max: 37,
      // In the pass-out seat over their suit, five cards will do at the three level (over their
      // two-level fit partner is marked with values): 4.695/4.725/4.417 -> 4.687/4.712/4.415 IMPs.
      len: [[s, l === 3 && !(balancing && strainOf(last.id) < NT) ? 6 : 5]],
      test: (h) =>
        (goodSuit(h.holdings[s] as number) ||
          (h.lengths[s] as number) >= 6 ||
          h.hcp >= min + 5 ||
          h.lengths.filter((n) => n >= 5).length >= 2) &&
        longest(h) === s,
    });
  }
  add({ id: bidId(2, NT), min: 19, max: 21, balanced: true, test: (h) => stopsAll(h, theirs) });
  // Too strong for 2NT, or over their three-level preempt: 3NT with their suits stopped and no
  // singleton, rather than a pass that shows at most 16. Auction vs par 4.730/4.568/4.253/4.591/4.750
  // -> 4.722/4.568/4.253/4.588/4.739 IMPs a deal on the five sets (3600–5599 unchanged); from 17 or
  // 16, worse (4.598, 4.606 over all 3,600 against 4.589).
  add({
    id: bidId(3, NT),
    min: 19,
    max: 25,
    test: (h) => Math.min(...h.lengths) >= 2 && stopsAll(h, theirs),
  });
  // The takeout double: opening values, at most two cards in their suit and three or more in each
  // of the others, where no overcall above fits (a five-card suit overcalls first). With partner's
  // answers and the doubler's pass or raise, auction vs par 4.5086 -> 4.4881 IMPs a deal over deals
  // 0–3599 (113 auctions change, 37 better, 25 worse; each of the five sets better), 4.6850 ->
  // 4.6710 on 3600–5599 (54 change, 14 better, 18 worse); from 11 or 13, or then over a weak two,
  // no better. Over a weak two or a three-level preempt too, on the same points (a pass there sold
  // out strong hands short in their suit): 4.4647 -> 4.4550 on deals 0–3599 (31 auctions change, 12
  // better, 8 worse), 4.6515 -> 4.6300 on 3600–5599 (25 change, 15 better, 5 worse); over weak twos
  // only 4.4589 and 4.6425; there from 11, 13, 14 or 16 (4.4608, 4.4603, 4.4625, 4.4622).
  if (takeout >= 0) {
    const others = [C, D, H, S].filter((s) => s !== takeout);
    add({
      id: DOUBLE,
      min: 12 - cut,
      max: 40,
      len: others.map((s) => [s, 3] as const),
      maxLen: [[takeout, 2]],
    });
  }
  add({ id: PASS, min: 0, max: 40, showMax: 16 });
  return rules;
}

/**
 * The suit a double now would be for takeout of: their opening of one of a suit, a weak two (2♦,
 * 2♥, 2♠; not the strong 2♣) or a three-level preempt, the only bid of the auction (1x, 2x or 3x,
 * then pass – pass or not), doubled by neither side; −1 otherwise.
 */
export function takeoutSuit(ctx: Ctx): number {
  const last = ctx.last;
  if (!last || sameSide(last.seat, ctx.seat) || ctx.doubled !== 0 || levelOf(last.id) > 3) return -1;
  const t = strainOf(last.id);
  if (t >= NT || ctx.calls.some((c) => c.id !== PASS && c !== ctx.calls[last.index])) return -1;
  return last.id === bidId(2, C) ? -1 : t;
}

/**
 * Partner's takeout double of their suit (see {@link takeoutSuit}), the next opponent passing or
 * redoubling: the suit doubled, else −1.
 */
export function advancingSuit(ctx: Ctx): number {
  const n = ctx.calls.length;
  const x = ctx.calls[n - 2];
  const rho = ctx.calls[n - 1];
  if (!x || !rho || x.seat !== partnerOf(ctx.seat) || x.id !== DOUBLE) return -1;
  if (rho.id !== PASS && rho.id !== REDOUBLE) return -1;
  const at = makeCtx(x.seat, ctx.calls.slice(0, n - 2), ctx.shown, ctx.vul);
  return ctx.calls.some((c) => c.seat === ctx.seat && c.id !== PASS) ? -1 : takeoutSuit(at);
}

/**
 * Answers to partner's takeout double of their suit `t` (one level, weak two or three-level
 * preempt; the next opponent passing): game in a four-card major or 3NT on 12 or more, a jump in
 * the longest other suit on 9–11, 1NT on 6–10 with their suit stopped and no four-card major to
 * bid, else the cheapest bid of the longest other suit (a pass would leave them in their doubled
 * contract).
 */
export function advanceRules(ctx: Ctx, t: number): Rule[] {
  const others = [S, H, D, C].filter((s) => s !== t);
  const longest = (h: HandEval): number => longSuit(h, others, () => 0);
  const majors = others.filter((s) => s === H || s === S);
  const noMajor = (h: HandEval): boolean => majors.every((s) => (h.lengths[s] as number) < 4);
  // Partner's double in the pass-out seat may be three points lighter: answer as if three fewer.
  const cut = ctx.calls.length - 2 - (ctx.last?.index ?? 0) === 3 ? 3 : 0;
  const rules: Rule[] = [];
  const add = (rule: Rule): void => {
    if (legal(ctx, rule.id)) rules.push(rule);
  };
  for (const s of majors)
    add({ id: bidId(4, s), min: 12 + cut, max: 40, len: [[s, 4]], test: (h) => longSuit(h, majors, () => 4) === s });
  add({ id: bidId(3, NT), min: 12 + cut, max: 40, test: (h) => noMajor(h) && stopsAll(h, [t]) });
  for (const s of others) {
    const l = cheapest(ctx, s);
    if (l <= 3) add({ id: bidId(l + 1, s), min: 9 + cut, max: 40, len: [[s, 4]], test: (h) => longest(h) === s });
  }
  add({ id: bidId(1, NT), min: 6 + cut, max: 10 + cut, test: (h) => noMajor(h) && stopsAll(h, [t]) });
  for (const s of others)
    add({ id: cheapestBidOf(ctx, s), min: 0, max: 40, showMax: 10 + cut, test: (h) => longest(h) === s });
  return rules;
}

/**
 * A penalty double: the opponents' contract needs more tricks than their share of the high cards
 * (and my trump holding) should give them, by two or more (one and a half at game).
 */
export function penaltyDouble(ctx: Ctx, h: HandEval, partnerEstimate: number): boolean {
  const last = ctx.last;
  if (!last || sameSide(last.seat, ctx.seat) || ctx.doubled !== 0) return false;
  const level = levelOf(last.id);
  const t = strainOf(last.id);
  const ours = h.hcp + partnerEstimate;
  const theirs = 40 - ours;
  const l = ctx.shown[opponentsOf(ctx.seat)[0] as number] as Shown;
  const r = ctx.shown[opponentsOf(ctx.seat)[1] as number] as Shown;
  // About half a trick a point above 20, a third of a trick a point below, plus the fit.
  let tricks = 6.5 + (theirs - 20) * (theirs >= 20 ? 0.45 : 0.35);
  if (t < NT) {
    const fit = Math.max(8, (l.minLen[t] as number) + (r.minLen[t] as number));
    tricks += 0.5 + (fit - 8) * 0.7;
    const mine = h.lengths[t] as number;
    const hold = h.holdings[t] as number;
    if (mine >= 4) tricks -= 1;
    if (mine >= 3 && honours(hold) >= 2) tricks -= 0.5;
    if (mine <= 1) tricks += 0.7;
  } else {
    // Against no-trump a long suit of my own is worth tricks.
    if (h.lengths.some((n, s) => n >= 5 && honours(h.holdings[s] as number) >= 2)) tricks -= 0.7;
  }
  const down = level + 6 - tricks;
  // A slam is doubled only with two aces: the opponents have asked for aces, and a doubled slam that
  // makes costs far more than the double gains (one trick in hand was not enough against par).
  if (level >= 6 && h.aces < 2) return false;
  if (level === 1) return t < NT && trumpStack(h, t, 1) && h.hcp >= 12 && down >= 2;
  // They bid over our game: a sacrifice, and doubling it is what the game was worth.
  const p = ctx.shown[partnerOf(ctx.seat)] as Shown;
  const ourBids = ctx.calls.filter((c) => sameSide(c.seat, ctx.seat) && isBid(c.id));
  const ourLast = ourBids[ourBids.length - 1];
  if (ourLast && levelOf(ourLast.id) >= GAME_LEVEL[strainOf(ourLast.id)]!) return down >= 0.5;
  if (ours < 20 && level < 5) return false;
  // With a long fit of our own, our side tricks get ruffed: bid on rather than defend.
  const ourFit = Math.max(...h.lengths.map((n, s) => n + (p.minLen[s] as number)));
  if (ourFit >= 9 && level <= 4) return false;
  // Doubles need trumps; without them only a wide margin will do. A doubled contract that makes
  // costs more than a set one gains, hence the margins.
  const mine = t < NT ? (h.lengths[t] as number) : 3;
  const trumpTrick =
    t < NT &&
    (has(h.holdings[t] as number, 12) ||
      (has(h.holdings[t] as number, 11) && mine >= 2) ||
      (has(h.holdings[t] as number, 10) && mine >= 3));
  if (level >= 4) return mine >= 2 && (trumpTrick || mine >= 3) ? down >= 2 : down >= 3;
  // Below game only a contract far out of reach is doubled: they have a fit or shape the counts do
  // not see, and the margins of 2½–4 tricks cost 0.18 IMPs a deal against par on both sets of deals.
  return mine >= 3 ? down >= 5.5 : mine === 2 ? down >= 6 : down >= 7;
}

/**
 * The doubler's next call after partner's suit bid `a` in answer to the takeout double, not a jump
 * ({@link advancedSuit}): pass on 16 or fewer; with four cards of `a`, raise a level on 17–18 and two
 * levels on 19 or more. Stronger hands without the fit are left to the placement policy.
 */
export function doublerRules(ctx: Ctx, a: number): Rule[] {
  const l = cheapest(ctx, a);
  const rules: Rule[] = [];
  if (l + 1 <= 4) rules.push({ id: bidId(l + 1, a), min: 19, max: 40, len: [[a, 4]] });
  if (l <= 4) rules.push({ id: bidId(l, a), min: 17, max: 18, len: [[a, 4]] });
  rules.push({ id: PASS, min: 0, max: 16 });
  return rules.filter((r) => legal(ctx, r.id));
}

/**
 * Partner's suit bid in answer to my takeout double, not a jump (over a pass or over the next
 * opponent's bid), the opponents passing since: its suit, else −1.
 */
export function advancedSuit(ctx: Ctx): number {
  const n = ctx.calls.length;
  const [x, rho, advance, lho] = ctx.calls.slice(n - 4);
  if (!x || !advance || !lho || x.seat !== ctx.seat || x.id !== DOUBLE) return -1;
  if (lho.id !== PASS || !isBid(advance.id) || advance.seat !== partnerOf(ctx.seat)) return -1;
  const at = makeCtx(ctx.seat, ctx.calls.slice(0, n - 4), ctx.shown, ctx.vul);
  const t = takeoutSuit(at);
  const a = strainOf(advance.id);
  if (t < 0 || !rho || a >= NT || a === t || (isBid(rho.id) && strainOf(rho.id) === a)) return -1;
  // Not a jump: the bid a level lower was below the last bid before it (theirs).
  const over = isBid(rho.id) ? rho.id : (at.last?.id ?? 0);
  return levelOf(advance.id) === 1 || bidId(levelOf(advance.id) - 1, a) < over ? a : -1;
}

/**
 * The majors a negative double would show now: partner opened one of suit `x`, the next opponent
 * overcalled in a suit at the one or two level (the only call since, the opponents' only bid), and
 * the majors neither side has bid are the double's (one or both); empty where the double is for
 * penalties.
 */
export function negativeMajors(ctx: Ctx, x: number): number[] {
  const last = ctx.last;
  if (!last || sameSide(last.seat, ctx.seat) || ctx.doubled !== 0 || !isBid(last.id)) return [];
  const t = strainOf(last.id);
  if (t >= NT || levelOf(last.id) > 2 || ctx.calls.length - last.index !== 1) return [];
  if (ctx.calls.some((c, i) => i !== last.index && isBid(c.id) && !sameSide(c.seat, ctx.seat))) return [];
  return [S, H].filter((s) => s !== x && s !== t);
}

/**
 * The negative double of their overcall of partner's one-level suit `x` (see {@link negativeMajors}):
 * four cards or more in each unbid major and 8 high-card points or more (10 over a two-level
 * overcall), without a five-card major to bid instead (at the one level, or at the two level on 10
 * or more); null where the double is for penalties.
 */
export function negativeDoubleRule(ctx: Ctx, x: number): Rule | null {
  const majors = negativeMajors(ctx, x);
  if (majors.length === 0) return null;
  const level = levelOf((ctx.last as CallEntry).id);
  // With opener's answers, auction vs par 4.4881 -> 4.4647 IMPs a deal over deals 0–3599 (77
  // auctions change, 26 closer to par, 12 further), 4.6710 -> 4.6515 on 3600–5599 (51 change, 16
  // closer, 15 further). From 6/8 (the textbook's), 7/8, 8/8 or 6/10 points: 4.4767/4.6555,
  // 4.4750/4.6535, 4.4736/4.6530, 4.4678/4.6540; responder's five-card major bid after opener's
  // rebid, 4.4647/4.6560.
  return {
    id: DOUBLE,
    min: level === 1 ? 8 : 10,
    max: 40,
    len: majors.map((s) => [s, 4] as const),
    test: (h) =>
      majors.every((s) => {
        const l = cheapest(ctx, s);
        return (h.lengths[s] as number) < 5 || (l === 2 && h.hcp < 10) || l > 2;
      }),
  };
}

/**
 * Opener's rebid over partner's negative double of their overcall, the next opponent passing:
 * partner's major with four cards (the cheapest bid on 15 length points or fewer, a jump on 16–18,
 * game from 19), else no-trump with their suit stopped and a balanced hand (1NT on 12–14 where it
 * is a one-level bid, 2NT on 18–19), its own six-card suit (a jump on 16–18), another four-card
 * suit at the cheapest level on 18 or fewer, else the cheapest bid of its own suit: never a pass,
 * which would leave their overcall doubled.
 */
export function afterNegativeDoubleRules(ctx: Ctx, x: number, majors: readonly number[]): Rule[] {
  const theirs = suitsBidBy(ctx, opponentsOf(ctx.seat));
  const lp = lengthPoints;
  const fit = (h: HandEval): number => longSuit(h, majors, () => 4);
  const rules: Rule[] = [];
  const add = (rule: Rule): void => {
    if (legal(ctx, rule.id)) rules.push(rule);
  };
  for (const m of majors) {
    const l = cheapest(ctx, m);
    const test = (h: HandEval): boolean => fit(h) === m;
    if (l < 4) add({ id: bidId(4, m), min: 19, max: 40, pts: lp, len: [[m, 4]], test });
    if (l < 3) add({ id: bidId(l + 1, m), min: 16, max: 18, pts: lp, len: [[m, 4]], test });
    add({ id: bidId(l, m), min: 0, max: 15, pts: lp, len: [[m, 4]], test });
  }
  add({ id: bidId(1, NT), min: 12, max: 14, balanced: true, test: (h) => stopsAll(h, theirs) });
  add({ id: bidId(2, NT), min: 18, max: 19, balanced: true, test: (h) => stopsAll(h, theirs) });
  const own = cheapest(ctx, x);
  add({ id: bidId(own + 1, x), min: 16, max: 18, pts: lp, len: [[x, 6]] });
  add({ id: bidId(own, x), min: 0, max: 15, pts: lp, len: [[x, 6]] });
  for (const z of [S, H, D, C]) {
    if (z === x || theirs.has(z) || majors.includes(z)) continue;
    add({ id: bidId(cheapest(ctx, z), z), min: 0, max: 18, pts: lp, len: [[z, 4]] });
  }
  add({ id: bidId(own, x), min: 0, max: 40, showMax: 18 });
  return rules;
}

/**
 * Partner's simple (not jump) suit overcall of their opening, our side's only call but passes, the
 * next opponent passing since or raising their suit: the overcall's suit, whether it was made in the
 * pass-out seat (three points lighter); null otherwise.
 */
export function overcallToAdvance(ctx: Ctx): { suit: number; balancing: boolean } | null {
  const partner = partnerOf(ctx.seat);
  const ours = ctx.calls.filter((c) => sameSide(c.seat, ctx.seat) && c.id !== PASS);
  const o = ours[0];
  if (!o || ours.length !== 1 || o.seat !== partner || !isBid(o.id) || strainOf(o.id) >= NT) return null;
  const i = ctx.calls.indexOf(o);
  const x = strainOf(o.id);
  const at = makeCtx(partner, ctx.calls.slice(0, i), ctx.shown, ctx.vul);
  if (!at.last || sameSide(at.last.seat, partner) || cheapest(at, x) !== levelOf(o.id)) return null;
  const after = at.calls.slice(at.last.index + 1);
  const balancing = after.length === 2 && after.every((c) => c.id === PASS);
  const [rho, ...more] = ctx.calls.slice(i + 1);
  if (!rho || more.length > 0) return null;
  if (rho.id === PASS) return { suit: x, balancing };
  const raised = isBid(rho.id) && ctx.doubled === 0 && suitsBidBy(at, opponentsOf(ctx.seat)).has(strainOf(rho.id));
  return raised ? { suit: x, balancing } : null;
}

/**
 * Advancing partner's simple overcall in suit `x` ({@link overcallToAdvance}): over a major, a
 * cue-bid of their suit with three trumps and 10 or more support points (a limit raise or better,
 * forcing; over a minor such hands look for no-trump instead); a raise to the two level with three
 * trumps on 6–9 support points, a jump raise (to the three level at most) with four (eight trumps
 * play at the two level, nine at the three); a new five-card suit (not forcing) with at most two
 * cards of `x`, on 8–12 at the one level or 10–12 at the two; else no-trump with their suits
 * stopped: 1NT on 8–11, 2NT on 12–13, 3NT on 14 or more. Three points more when the overcall was
 * made in the pass-out seat. Other hands are left to the placement policy.
 *
 * Auction vs par 4.6200/4.4533/4.2300/4.3833/4.5056 -> 4.5650/4.3317/4.2933/4.4456/4.4978 IMPs a
 * deal on the five sets of deals 0–3599 (4.4394 -> 4.4342), 4.6100 -> 4.6025 on 3600–5599. The
 * simple raise to the three level too (over a two-level overcall): 4.4417 and 4.5870; the cue-bid
 * over a minor too, 4.4428 and 4.5985.
 */
export function advanceOvercallRules(ctx: Ctx, x: number, balancing: boolean): Rule[] {
  const cut = balancing ? 3 : 0;
  const theirs = suitsBidBy(ctx, opponentsOf(ctx.seat));
  const sp = (h: HandEval): number => supportPoints(h, x);
  const rules: Rule[] = [];
  const add = (rule: Rule): void => {
    if (legal(ctx, rule.id)) rules.push(rule);
  };
  const cues = [...theirs].map((t) => cheapestBidOf(ctx, t)).filter((id) => id >= 0 && levelOf(id) <= 3);
  if (cues.length > 0 && isMajor(x))
    add({ id: Math.min(...cues), min: 10 + cut, max: 40, pts: sp, len: [[x, 3]], forcing: true });
  const raise = cheapest(ctx, x);
  if (raise <= 2) add({ id: bidId(raise + 1, x), min: 6 + cut, max: 9 + cut, pts: sp, len: [[x, 4]] });
  if (raise <= 2) add({ id: bidId(raise, x), min: 6 + cut, max: 9 + cut, pts: sp, len: [[x, 3]] });
  // Over their bid at the three level (a raise of their suit), four trumps still compete to three
  // (nine trumps): 3 auctions of deals 0–3599 change, 1 closer to par (4.3656 -> 4.3644), none on
  // 3600–5599. Over a pass the simple raise to three of a two-level overcall was tried and dropped.
  const raised = ctx.last !== null && !sameSide(ctx.last.seat, ctx.seat) && levelOf(ctx.last.id) === 3;
  if (raise === 3 && raised) add({ id: bidId(3, x), min: 6 + cut, max: 9 + cut, pts: sp, len: [[x, 4]] });
  const others = [S, H, D, C].filter((s) => s !== x && !theirs.has(s) && cheapest(ctx, s) <= 2);
  for (const s of others) {
    const l = cheapest(ctx, s);
    add({
      id: bidId(l, s),
      min: (l === 1 ? 8 : 10) + cut,
      max: 12 + cut,
      len: [[s, 5]],
      maxLen: [[x, 2]],
      test: (h) => longSuit(h, others, () => 5) === s,
    });
  }
  add({ id: bidId(1, NT), min: 8 + cut, max: 11 + cut, test: (h) => stopsAll(h, theirs) });
  add({ id: bidId(2, NT), min: 12 + cut, max: 13 + cut, test: (h) => stopsAll(h, theirs) });
  add({ id: bidId(3, NT), min: 14 + cut, max: 40, test: (h) => stopsAll(h, theirs) });
  return rules;
}

/**
 * Their raise over my one-level suit opening: 1x – (1y or 2y) – pass – (2y or 3y), my turn, no other
 * bid and no double so far. Returns `{ x, t }` (my suit, theirs), else null.
 */
export function theirRaiseOfOvercall(ctx: Ctx): { x: number; t: number } | null {
  const i = ctx.calls.findIndex((c) => c.id !== PASS);
  if (i < 0) return null;
  const [open, overcall, partner, raise, ...more] = ctx.calls.slice(i);
  if (!open || !overcall || !partner || !raise || more.length > 0) return null;
  if (open.seat !== ctx.seat || !isBid(open.id) || levelOf(open.id) !== 1 || strainOf(open.id) >= NT) return null;
  if (!isBid(overcall.id) || partner.id !== PASS || !isBid(raise.id)) return null;
  const t = strainOf(overcall.id);
  if (t >= NT || strainOf(raise.id) !== t || levelOf(raise.id) > 3 || levelOf(overcall.id) > 2) return null;
  return { x: strainOf(open.id), t };
}

/**
 * Opener's call over their raise ({@link theirRaiseOfOvercall}) where the placement policy
 * (`natural`) would pass: game in its own suit with seven cards or more and 17 or more high-card
 * points; else a competitive double on 16 or more high-card points, at most two cards in their
 * suit, three or more in each suit neither side has bid and no six-card suit: takeout, partner bids
 * its longest suit or passes for penalties.
 */
export function openerDoubleOfRaiseRules(ctx: Ctx, x: number, t: number, natural: (h: HandEval) => number): Rule[] {
  const unbid = [C, D, H, S].filter((s) => s !== x && s !== t);
  // 17 or more with a seven-card suit bid game in it rather than pass (20 points and eight clubs
  // passed 1♣ – 1♦ – pass – 3♦): auction vs par 4.2728 -> 4.2678 on deals 0–3599 (2 auctions
  // change, both closer to par), 3600–5599 unchanged at 4.4810; with a six-card suit too, 4.2692
  // and 4.4830 (their double of the game that failed cost more than the part score it replaced).
  const game: Rule = {
    id: bidId(GAME_LEVEL[x] as number, x),
    min: 17,
    max: 40,
    len: [[x, 7]],
    test: (h) => natural(h) === PASS,
  };
  const rule: Rule = {
    id: DOUBLE,
    min: 16,
    max: 40,
    len: unbid.map((s) => [s, 3] as const),
    maxLen: [
      [t, 2],
      [x, 5],
    ],
    test: (h) => natural(h) === PASS,
  };
  return [game, rule].filter((r) => legal(ctx, r.id));
}

/**
 * Partner's competitive double of their raise (see {@link openerDoubleOfRaiseRules}), the next
 * opponent passing: my suit `x` (partner's opening) and theirs `t`, else null.
 */
export function partnersDoubleOfRaise(ctx: Ctx): { x: number; t: number } | null {
  const n = ctx.calls.length;
  const x = ctx.calls[n - 2];
  const rho = ctx.calls[n - 1];
  if (!x || !rho || x.seat !== partnerOf(ctx.seat) || x.id !== DOUBLE || rho.id !== PASS) return null;
  const at = makeCtx(x.seat, ctx.calls.slice(0, n - 2), ctx.shown, ctx.vul);
  return theirRaiseOfOvercall(at);
}

/**
 * Answers to partner's competitive double of their raise of suit `t` (partner opened `x`): a pass
 * for penalties with four trumps and two honours there; else the cheapest bid of the longest suit
 * other than theirs (partner's suit counted as it holds), read as three cards or more and at most
 * 10 high-card points.
 */
export function answerDoubleOfRaiseRules(ctx: Ctx, t: number): Rule[] {
  const level = levelOf((ctx.last as CallEntry).id);
  const others = [S, H, D, C].filter((s) => s !== t);
  const longest = (h: HandEval): number => longSuit(h, others, () => 0);
  const rules: Rule[] = [{ id: PASS, min: 0, max: 40, len: [[t, 4]], test: (h) => trumpStack(h, t, level) }];
  for (const s of others) {
    const id = cheapestBidOf(ctx, s);
    if (id >= 0) rules.push({ id, min: 0, max: 40, showMax: 10, len: [[s, 3]], test: (h) => longest(h) === s });
  }
  return rules.filter((r) => legal(ctx, r.id));
}
