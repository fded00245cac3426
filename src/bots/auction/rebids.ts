/**
 * Opener's rebid: after a raise, a new suit, 1NT or a two-level response; after the answers to 1NT
 * and 2NT; after 2♣ – 2♦.
 *
 * @module
 * @internal
 */
import { ACE, controls, has, KING, lengthPoints, NT, QUEEN, supportPoints, type HandEval } from "../hand-eval.js";
import {
  bidId,
  C,
  cheapest,
  cheapestBid,
  D,
  DOUBLE,
  H,
  isBid,
  isMajor,
  jacobyTrump,
  legal,
  levelOf,
  longSuit,
  makeCtx,
  minorTryTrump,
  oneLevelSuit,
  opponentsOf,
  PASS,
  S,
  splinterRules,
  splinterSuit,
  splinterTrump,
  suitLosers,
  trialOf,
  workingPoints,
  stopsAll,
  strainOf,
  theySilent,
  suitsBidBy,
  type CallEntry,
  type Ctx,
  type Rule,
} from "./context.js";
import { afterNegativeDoubleRules, negativeMajors } from "./competition.js";
import { answered1NT, competitiveCue, transferMajor } from "./responses.js";

/** The fewest high-card points with which the 2NT rebid of 2♣ (22–24) accepts a natural 4NT. */
const STRONG_ACCEPT = 23;

/**
 * Length points opener bids game on over partner's preemptive raise in competition (4 trumps, 6–10
 * support points, about 8): 16 + 8 and the ninth trump's 1½ reach the major game's 25. From 15 or
 * 17, auction vs par 4.3633 and 4.3656 over deals 0–3599 (4.3656 with 16, before the advance's
 * raise), 4.5375 and 4.5380 on 3600–5599 (4.5375).
 */
const OPENER_OVER_PREEMPT = 16;

/**
 * Opener's third call after 2♣ – 2♦ – 2NT (22–24) – 4NT, a natural slam invitation: 6NT on the top
 * of the range, else pass.
 */
export function afterStrongInviteRules(ctx: Ctx, completion: CallEntry, rebid: CallEntry): Rule[] {
  if (ctx.last?.id !== rebid.id || completion.id !== bidId(2, NT) || rebid.id !== bidId(4, NT)) return [];
  return [
    { id: bidId(6, NT), min: STRONG_ACCEPT, max: 40 },
    { id: PASS, min: 0, max: 40 },
  ].filter((r) => legal(ctx, r.id));
}

/** Opener's rebid after a one-level suit opening and partner's response. */
export function openerRebidRules(ctx: Ctx, open: CallEntry, response: CallEntry): Rule[] {
  const x = strainOf(open.id);
  const r = response.id;
  if (r === DOUBLE) {
    // Partner's negative double: answered over a pass (`afterNegativeDoubleRules`), left to the
    // placement policy over their bid; any other double of partner's is passed.
    const i = ctx.calls.indexOf(response);
    const majors = negativeMajors(makeCtx(response.seat, ctx.calls.slice(0, i), ctx.shown, ctx.vul), x);
    if (majors.length === 0) return [{ id: PASS, min: 0, max: 40 }];
    const after = ctx.calls.slice(i + 1);
    return after.length === 1 && after[0]?.id === PASS ? afterNegativeDoubleRules(ctx, x, majors) : [];
  }
  if (!isBid(r)) return [];
  const y = strainOf(r);
  const ry = levelOf(r);
  const lp = lengthPoints;
  // Partner's raise over their overcall (`competitiveCue`): over the cue bid of their suit, the limit
  // raise, game on 13–20 length points as over 3M without them, else three of the major or, once
  // they have bid past it, a pass, both read as the minimum; over three of the major, the preemptive
  // raise on four trumps, game from OPENER_OVER_PREEMPT length points. Left to the placement policy
  // after the cue bid, auction vs par 4.3681 over deals 0–3599 and 4.5320 on 3600–5599 against
  // 4.3656 and 4.5375 (about the same over both sets: responder bid game over opener's unlimited 3M).
  const cue = competitiveCue(
    makeCtx(response.seat, ctx.calls.slice(0, ctx.calls.indexOf(response)), ctx.shown, ctx.vul),
    x,
  );
  if (cue >= 0 && r === cue) {
    const rules: Rule[] = [
      { id: bidId(4, x), min: 13, max: 20, pts: lp },
      { id: cheapest(ctx, x) < 4 ? cheapestBid(ctx, x) : -1, min: 0, max: 12, pts: lp },
      { id: PASS, min: 0, max: 12, pts: lp },
    ];
    return rules.filter((rule) => rule.id >= 0 && rule.id <= bidId(4, x) && legal(ctx, rule.id));
  }
  if (cue >= 0 && r === bidId(3, x)) {
    const rules: Rule[] = [
      { id: bidId(4, x), min: OPENER_OVER_PREEMPT, max: 40, pts: lp },
      { id: PASS, min: 0, max: OPENER_OVER_PREEMPT - 1, pts: lp },
    ];
    return rules.filter((rule) => legal(ctx, rule.id));
  }
  if (splinterTrump(ctx.calls, ctx.seat) === x && ctx.last?.id === r) {
    // Partner's splinter raise (four trumps, 11–15, at most one card in its suit): opener's length
    // points less its king, queen and jack there (wasted opposite the shortness; the ace is not)
    // ask with key-card Blackwood from 13, which stops at five with two key cards missing; fewer
    // sign off in four of the major. Auction vs par 4.5308 -> 4.5208 IMPs a deal over deals 0–3599,
    // 4.7210 -> 4.6970 on 3600–5599; from 12, 14, 15 or 16: 4.5225, 4.5244, 4.5244, 4.5286; without
    // the wasted honours taken off, from 13, 15 or 16: 4.5283, 4.5236, 4.5278.
    const rules: Rule[] = [
      { id: bidId(4, NT), min: 0, max: 40, test: (h) => workingPoints(h, y) >= 13 },
      { id: bidId(4, x), min: 0, max: 40 },
    ];
    return rules.filter((rule) => legal(ctx, rule.id));
  }
  if (jacobyTrump(ctx.calls, ctx.seat) === x && ctx.last?.id === r) {
    // Partner's Jacoby 2NT (four trumps, 12 or more): with 15 length points or fewer, a new suit at
    // the three level shows at most one card there (the shortest suit, the lower of two singletons);
    // 3M shows 16 or more, any shape; without shortness, 3NT shows 14–15 and 4M at most 13. Partner
    // judges slam (`responderRebidRules`). Shortness on any strength (3M 16+ without it): auction vs
    // par 4.5117 over deals 0–3599, 4.6960 on 3600–5599; capped at 15, 4.5086 and 4.6905 (3 and 4
    // auctions change, one better on each set, none worse); at 14 the same, at 16 4.5117 and 4.6905.
    // With the raise from 13 (4.5144, 4.6960) and shortness on any strength: 3NT from 15 or none
    // (4.5175 each), 3M from 15 or 17 (4.5189, 4.5181), 3600–5599 unchanged.
    const others = [S, H, D, C].filter((z) => z !== x);
    const noShort = others.map((z) => [z, 2] as const);
    const rules: Rule[] = others.map((z) => ({
      id: bidId(3, z),
      min: 0,
      max: 15,
      pts: lp,
      maxLen: [[z, 1]],
      test: (h: HandEval) => splinterSuit(h, x) === z,
    }));
    rules.push(
      { id: bidId(3, x), min: 16, max: 40, pts: lp },
      { id: bidId(3, NT), min: 14, max: 15, pts: lp, len: noShort },
      { id: bidId(4, x), min: 0, max: 13, pts: lp, len: noShort },
    );
    return rules.filter((rule) => legal(ctx, rule.id));
  }
  const theirs = suitsBidBy(ctx, opponentsOf(ctx.seat));
  const rules: Rule[] = [];
  const add = (rule: Rule): void => {
    if (legal(ctx, rule.id)) rules.push(rule);
  };
  const rebidOwn = (): void => {
    add({ id: bidId(3, x), min: 16, max: 18, pts: lp, len: [[x, 6]] });
    add({ id: bidId(2, x), min: 0, max: 15, pts: lp, len: [[x, 6]] });
  };
  const newSuits = (fromLevel: number): void => {
    for (let z = S; z >= C; z--) {
      if (z === x || z === y || theirs.has(z)) continue;
      const l = cheapest(ctx, z);
      if (l === 1 && fromLevel <= 1)
        add({
          id: bidId(1, z),
          min: 0,
          max: 18,
          len: [[z, 4]],
          forcing: false,
          test: (h) => oneLevelSuit(ctx, h, new Set([x, y, ...theirs])) === z,
        });
      else if (l === 2 && z < x)
        add({
          id: bidId(2, z),
          min: 0,
          max: 18,
          len: [
            [z, 4],
            [x, 4],
          ],
          test: (h) =>
            longSuit(
              h,
              [S, H, D, C].filter((t) => t < x && t !== y && cheapest(ctx, t) === 2),
              () => 4,
            ) === z,
        });
      // A reverse: after 1♣, 2♦ shows five clubs or more, as four of each minor open 1♦ (responder's
      // five clubs then count ten trumps). Auction vs par 4.5178 -> 4.5144 IMPs a deal over deals
      // 0–3599 (5 auctions changed, 3 better, none worse), 3600–5599 unchanged (4.6970).
      else if (l === 2 && z > x)
        add({
          id: bidId(2, z),
          min: 17,
          max: 40,
          len:
            x === C && z === D
              ? [
                  [z, 4],
                  [x, 5],
                ]
              : [[z, 4]],
          forcing: true,
        });
    }
    // A jump in a new suit: game-forcing values.
    for (let z = S; z >= C; z--) {
      const l = cheapest(ctx, z);
      if (z === x || z === y || theirs.has(z) || l > 2) continue;
      add({
        id: bidId(l + 1, z),
        min: 19,
        max: 40,
        len: [[z, 4]],
        forcing: true,
        gameForce: true,
        test: (h) =>
          longSuit(
            h,
            [S, H, D, C].filter((t) => t !== x && t !== y && !theirs.has(t)),
            () => 4,
          ) === z,
      });
    }
  };
  if (y === x && y < NT) {
    // 3NT instead of the minor-suit game needs a stop in each of the other three suits.
    const stoppedOutside = (h: HandEval): boolean =>
      stopsAll(
        h,
        [S, H, D, C].filter((s) => s !== x),
      );
    if (ry === 2) {
      if (isMajor(x)) {
        add({ id: bidId(4, x), min: 18, max: 40, pts: lp });
        // The help-suit game try, the opponents silent: on 16–17 a new suit below 3M with three cards
        // or more and two losers or three there (`trialSuit`), rather than 3M; partner bids game with
        // help there (`responderRebidRules`). Auction vs par 4.3539 -> 4.3514 IMPs a deal over deals
        // 0–3599 (21 auctions change, 1 closer to par, none further), 4.5340 unchanged on 3600–5599
        // (8 change, none scoring differently).
        if (theySilent(ctx))
          for (const z of [S, H, D, C]) {
            const id = cheapestBid(ctx, z);
            if (z !== x && id >= 0 && id < bidId(3, x))
              add({ id, min: 16, max: 17, pts: lp, len: [[z, 3]], test: (h) => trialSuit(ctx, h, x) === z });
          }
        add({ id: bidId(3, x), min: 16, max: 17, pts: lp });
        add({ id: PASS, min: 0, max: 15, pts: lp });
      } else {
        add({
          id: bidId(3, NT),
          min: 18,
          max: 40,
          test: stoppedOutside,
        });
        add({ id: PASS, min: 0, max: 17 });
      }
    } else if (ry === 3) {
      if (isMajor(x)) {
        // Game on 13 (a limit raise with a fit seldom leaves 24 short of ten tricks); from 21 the
        // placement policy looks for slam instead.
        add({ id: bidId(4, x), min: 13, max: 20, pts: lp });
        add({ id: PASS, min: 0, max: 12, pts: lp });
      } else {
        add({
          id: bidId(3, NT),
          min: 14,
          max: 40,
          test: stoppedOutside,
        });
        add({ id: PASS, min: 0, max: 13 });
      }
    }
    return rules;
  }
  if (y === NT && ry === 1) {
    add({ id: bidId(2, NT), min: 18, max: 19, balanced: true });
    // Six cards of my major and 19 length points or more bid game (they passed 1NT: the 3M jump
    // stops at 18). Auction vs par 4.4528 -> 4.4492 IMPs a deal over deals 0–3599 (8 auctions change,
    // 2 better, 3 worse), 4.6295 -> 4.6315 on 3600–5599 (2 change, 1 worse); the 3M jump on 16 or
    // more instead, 4.4528 and 4.6360; game from 20, nothing changes.
    if (isMajor(x)) add({ id: bidId(4, x), min: 19, max: 40, pts: lp, len: [[x, 6]] });
    rebidOwn();
    newSuits(2);
    add({ id: PASS, min: 0, max: 17 });
    return rules;
  }
  if (y < NT && ry === 1) {
    const sp = (h: HandEval): number => supportPoints(h, y);
    // Opener's splinter raise of a one-level major, the opponents silent: four trumps, 16–18
    // high-card points, at most one card in the suit bid (1♦ – 1♥ – 3♠, 4♣; 1♦ – 1♠ – 4♣, 4♥), where
    // 4M (19 support points) was bid before. Responder asks with 4NT from 10 length points less its
    // K/Q/J there. Auction vs par 4.5208 -> 4.5178 IMPs a deal over deals 0–3599 (one deal better,
    // none worse), 3600–5599 unchanged at 4.6970; on 15–21, 16–21 or 17–21, 4.5133/4.7105,
    // 4.5178/4.7025, 4.5178/4.7025; responder asking from 7, 8, 9, 11, 12 (16–21) 4.7195–4.7080 there.
    if (isMajor(y) && ctx.calls.every((c) => c.seat === ctx.seat || c.id === PASS || c.id === r))
      splinterRules(y, 16, 18, x).forEach(add);
    if (isMajor(y)) {
      add({ id: bidId(4, y), min: 19, max: 40, pts: sp, len: [[y, 4]] });
      add({ id: bidId(3, y), min: 16, max: 18, pts: sp, len: [[y, 4]] });
      add({ id: bidId(2, y), min: 0, max: 15, pts: sp, len: [[y, 4]] });
    }
    newSuits(1);
    // 1♥/1♠ – 1x – 4M: six cards and 19 length points (as over 1NT), read as such rather than as the
    // placement policy's game on 12 or more, so responder looks for slam (1♥ – 1♠ – 4♥ passed on
    // six spades and 14 points where 6♠ made). A hand rich in controls (seven or more) is left to
    // ask for key cards itself. Auction vs par 4.2683 -> 4.2647 IMPs a deal over deals 0–3599 (1
    // auction changes, closer to par), 4.4810 unchanged on 3600–5599 (none change); without the
    // controls test, 4.2683 unchanged (an 18-count that had asked bid 4♥ and missed 6♥).
    if (isMajor(x)) add({ id: bidId(4, x), min: 19, max: 40, pts: lp, len: [[x, 6]], test: (h) => controls(h) < 7 });
    add({ id: bidId(1, NT), min: 12, max: 14, balanced: true });
    add({ id: bidId(2, NT), min: 18, max: 19, balanced: true });
    rebidOwn();
    if (!isMajor(y)) add({ id: bidId(2, y), min: 0, max: 15, pts: sp, len: [[y, 4]] });
    add({ id: bidId(2, x), min: 0, max: 15, len: [[x, 5]] });
    return rules;
  }
  if (y < NT && ry === 2 && cheapest(ctx, y) <= 3) {
    // Partner's two-level new suit is forcing: no pass here.
    add({ id: bidId(3, y), min: 0, max: 40, len: [[y, y === H && x === S ? 3 : 4]] });
    add({ id: bidId(2, x), min: 0, max: 40, len: [[x, 6]] });
    newSuits(2);
    add({ id: bidId(2, NT), min: 12, max: 14, balanced: true, test: (h) => stopsAll(h, theirs) });
    add({ id: bidId(3, NT), min: 15, max: 40, balanced: true, test: (h) => stopsAll(h, theirs) });
    add({ id: bidId(2, x), min: 0, max: 40, len: [[x, 5]] });
    return rules;
  }
  if (y === NT && ry === 2) {
    add({ id: bidId(4, x), min: 0, max: 40, len: [[x, 6]], test: () => isMajor(x) });
    add({ id: bidId(3, NT), min: 0, max: 18 });
  }
  return rules;
}

/**
 * The suit of a help-suit game try over 1M – 2M: of the other suits bid below 3M with three cards or
 * more, the one with the most losers (`suitLosers`, two at least), then the longer, then the cheaper;
 * −1 where none has two losers.
 */
function trialSuit(ctx: Ctx, h: HandEval, x: number): number {
  let best = -1;
  let bestKey = -1;
  for (const z of [C, D, H, S]) {
    const id = cheapestBid(ctx, z);
    if (z === x || id < 0 || id >= bidId(3, x) || (h.lengths[z] as number) < 3) continue;
    const l = suitLosers(h, z);
    const key = l * 1000 + (h.lengths[z] as number) * 100 + (99 - id);
    if (l >= 2 && key > bestKey) {
      best = z;
      bestKey = key;
    }
  }
  return best;
}

/** Whether a hand fits partner's six-card minor `m` for slam: three cards headed by the ace, king or queen. */
function minorFit(h: HandEval, m: number, floor: number): boolean {
  const x = h.holdings[m] as number;
  const n = h.lengths[m] as number;
  const top = has(x, ACE) || has(x, KING) || has(x, QUEEN) ? 1 : 0;
  return h.hcp + top + (n >= 3 ? 1 : 0) + (n >= 4 ? 1 : 0) >= floor;
}

/** Opener's rebid after 1NT or 2NT and partner's response: answers to Stayman, a transfer and the minor-suit slam try, the no-trump invitations, a five-card major at the three level. */
export function after1NTRules(ctx: Ctx, open: CallEntry, response: CallEntry): Rule[] {
  const r = response.id;
  const strong = levelOf(open.id) === 2;
  const transfer = strong ? -1 : transferMajor(ctx.calls, open, response);
  const rules: Rule[] = [];
  const add = (rule: Rule): void => {
    if (legal(ctx, rule.id)) rules.push(rule);
  };
  const minor = minorTryTrump(ctx.calls, ctx.seat);
  if (minor >= 0) {
    // Partner's minor-suit slam try: with three cards of the minor headed by the ace, king or queen
    // I ask for key cards (the minor's king counted), else 3NT, which partner passes.
    add({ id: bidId(4, NT), min: 0, max: 40, test: (h) => minorFit(h, minor, strong ? 22 : 17) });
    add({ id: bidId(3, NT), min: 0, max: 40 });
    return rules;
  }
  if (!strong && r === bidId(2, C)) {
    add({ id: bidId(2, H), min: 0, max: 40, len: [[H, 4]] });
    add({ id: bidId(2, S), min: 0, max: 40, len: [[S, 4]] });
    add({
      id: bidId(2, D),
      min: 0,
      max: 40,
      maxLen: [
        [H, 3],
        [S, 3],
      ],
    });
  } else if (transfer >= 0) {
    // Partner's transfer: four trumps and 16 or more support points super-accept at the three level
    // (as they raised the weak take-out to three before: auction vs par 4.5553, 4.5561 from 17 or 18
    // over all 3,600 against 4.5511 from 16), else opener completes it.
    const m = transfer;
    add({ id: bidId(3, m), min: 16, max: 40, pts: (h) => supportPoints(h, m), len: [[m, 4]] });
    add({ id: bidId(2, m), min: 0, max: 40 });
  } else if (!strong && (r === bidId(2, D) || r === bidId(2, H) || r === bidId(2, S))) {
    // Partner's natural two-level suit over their bid: four trumps and 16 or more support points
    // raise to three (auction vs par 4.727/4.550/4.268/4.519/4.686 -> 4.732/4.525/4.252/4.512/4.687
    // IMPs a deal on five sets of deals, 4.7245 -> 4.7215 on a sixth), else pass.
    const m = strainOf(r);
    if (m !== D) add({ id: bidId(3, m), min: 16, max: 40, pts: (h) => supportPoints(h, m), len: [[m, 4]] });
    add({ id: PASS, min: 0, max: 40 });
  } else if (!strong && r === bidId(3, D) && answered1NT(ctx.calls, open, response)) {
    add({ id: PASS, min: 0, max: 40 });
  } else if (!strong && r === bidId(2, NT)) {
    add({ id: bidId(3, NT), min: 16, max: 40 });
    add({ id: PASS, min: 0, max: 15 });
  } else if (r === bidId(3, H) || r === bidId(3, S)) {
    const m = strainOf(r);
    add({ id: bidId(4, m), min: 0, max: 40, len: [[m, 3]] });
    add({ id: bidId(3, NT), min: 0, max: 40 });
  } else if (r === bidId(4, NT)) {
    add({ id: bidId(6, NT), min: strong ? 21 : 17, max: 40 });
    add({ id: PASS, min: 0, max: 40 });
  }
  return rules;
}

/**
 * Opener's third call after 1x – 1M – (a rebid) – 3M, five cards in the major and game values: game
 * in the major with three cards, else 3NT (stronger hands go to the placement policy, for slam).
 */
export function afterJumpInMajorRules(ctx: Ctx, rebid: CallEntry, response: CallEntry, jump: CallEntry): Rule[] {
  const y = strainOf(response.id);
  // After my help-suit game try partner's answer, 3M or 4M, is passed.
  if (trialOf(ctx.calls, ctx.seat) && ctx.last?.id === jump.id) return [{ id: PASS, min: 0, max: 40 }];
  // After partner's Jacoby 2NT and my answer, partner's four of the major signs off; over my 3M
  // (16 or more, unlimited) I still ask with 4NT from 20 length points (partner has 12–15). Auction
  // vs par 4.5086 unchanged over deals 0–3599, 4.6905 -> 4.6850 on 3600–5599 (one auction changes,
  // better); from 18 or 19, 4.6905 (a second auction changes, to a slam that fails), from 21 or 22
  // the same as from 20.
  const j = jacobyTrump(ctx.calls, ctx.seat);
  if (j >= 0 && jump.id === bidId(4, j) && ctx.last?.id === jump.id)
    return [
      ...(rebid.id === bidId(3, j) ? [{ id: bidId(4, NT), min: 20, max: 40, pts: lengthPoints }] : []),
      { id: PASS, min: 0, max: 40 },
    ];
  // 1x – 1y – 1NT – 2NT (10–12, the opponents silent): 3NT on 13–14, else a pass (`responderRebidRules`).
  if (
    rebid.id === bidId(1, NT) &&
    jump.id === bidId(2, NT) &&
    ctx.last?.id === jump.id &&
    isBid(response.id) &&
    levelOf(response.id) === 1 &&
    strainOf(response.id) < NT &&
    theySilent(ctx)
  )
    return [
      { id: bidId(3, NT), min: 13, max: 40 },
      { id: PASS, min: 0, max: 12 },
    ];
  // After my splinter raise, partner's four of the major signs off.
  if (splinterTrump(ctx.calls, ctx.seat) === y && jump.id === bidId(4, y) && ctx.last?.id === jump.id)
    return [{ id: PASS, min: 0, max: 40 }];
  if (!isBid(response.id) || levelOf(response.id) !== 1 || !isMajor(y) || jump.id !== bidId(3, y)) return [];
  // Not after a raise (1x – 1M – 2M – 3M invites) nor a rebid above 2M.
  if (ctx.last?.id !== jump.id || !isBid(rebid.id) || strainOf(rebid.id) === y || rebid.id > bidId(2, y)) return [];
  const rules: Rule[] = [
    { id: bidId(4, y), min: 0, max: 18, len: [[y, 3]] },
    { id: bidId(3, NT), min: 0, max: 18 },
  ];
  return rules.filter((r) => legal(ctx, r.id));
}

/**
 * Opener's third call after 1NT – 2♣ – (answer) – 2NT, 3NT or 4NT: the invitation accepted on 16–17, as
 * over 1NT – 2NT (4NT: 6NT on 16–17); after 2♥, responder's four-card major is spades, so four spades
 * play there.
 * The placement policy accepted on 17 only (auction vs par 4.687/4.712/4.415 -> 4.697/4.670/4.407).
 */
export function afterStaymanRules(ctx: Ctx, answer: CallEntry, rebid: CallEntry): Rule[] {
  if (ctx.last?.id !== rebid.id) return [];
  const spades = answer.id === bidId(2, H);
  const rules: Rule[] = [];
  if (rebid.id === bidId(2, NT)) {
    if (spades)
      rules.push(
        { id: bidId(4, S), min: 16, max: 40, len: [[S, 4]] },
        { id: bidId(3, S), min: 0, max: 15, len: [[S, 4]] },
      );
    rules.push({ id: bidId(3, NT), min: 16, max: 40 }, { id: PASS, min: 0, max: 15 });
  } else if (rebid.id === bidId(3, NT) && spades) rules.push({ id: bidId(4, S), min: 0, max: 40, len: [[S, 4]] });
  // 1NT – 2♣ – (answer) – 4NT invites on 16 with no fit: 6NT on 16–17.
  else if (rebid.id === bidId(4, NT)) rules.push({ id: bidId(6, NT), min: 16, max: 40 }, { id: PASS, min: 0, max: 40 });
  return rules.filter((r) => legal(ctx, r.id));
}

/**
 * Opener's third call after 1NT – (a transfer) – (completed) – 2NT, 3NT or 4M: with three cards of
 * the major, four of it over 2NT (8–9, five cards) or 3NT (10–15, five cards); over 2NT without them
 * 3NT on 16–17, else a pass; 4M (8–9, six cards) is passed.
 */
export function afterTransferRules(ctx: Ctx, m: number, completion: CallEntry, rebid: CallEntry): Rule[] {
  if (ctx.last?.id !== rebid.id || completion.id !== bidId(2, m)) return [];
  const rules: Rule[] = [];
  if (rebid.id === bidId(2, NT))
    rules.push(
      { id: bidId(4, m), min: 0, max: 40, len: [[m, 3]] },
      { id: bidId(3, NT), min: 16, max: 40 },
      { id: PASS, min: 0, max: 15 },
    );
  else if (rebid.id === bidId(4, m)) rules.push({ id: PASS, min: 0, max: 40 });
  else if (rebid.id === bidId(3, NT))
    rules.push({ id: bidId(4, m), min: 0, max: 40, len: [[m, 3]] }, { id: PASS, min: 0, max: 40 });
  return rules.filter((r) => legal(ctx, r.id));
}

/** A weak two opener's answer to 2NT: 3NT with the top of the range, else three of the suit. */
export function afterWeakTwoRules(x: number): Rule[] {
  return [
    { id: bidId(3, NT), min: 8, max: 10 },
    { id: bidId(3, x), min: 0, max: 7 },
  ];
}

/** Opener's rebid after 2♣ – 2♦. */
export function after2CRules(ctx: Ctx, response: CallEntry): Rule[] {
  if (response.id !== bidId(2, D)) return [];
  const suit = (s: number): Rule => ({
    id: bidId(cheapest(ctx, s), s),
    min: 0,
    max: 40,
    len: [[s, 5]],
    forcing: true,
    gameForce: true,
    test: (h) => longSuit(h, [S, H, D, C], () => 4) === s,
  });
  return [
    { id: bidId(2, NT), min: 22, max: 24, balanced: true },
    { id: bidId(3, NT), min: 25, max: 27, balanced: true },
    suit(S),
    suit(H),
    suit(D),
    suit(C),
  ].filter((r) => legal(ctx, r.id));
}
