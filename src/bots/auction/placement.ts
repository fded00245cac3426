/**
 * Placement: where no rule of the system applies, bid what the combined strength and the best fit
 * warrant; and the reading of such calls, the way `place` makes them.
 *
 * @module
 * @internal
 */
import {
  ACE,
  controls,
  has,
  KING,
  lengthPoints,
  NT,
  QUEEN,
  stops,
  supportPoints,
  type HandEval,
} from "../hand-eval.js";
import { gamePoints, partnerEstimate } from "./estimate.js";
import {
  bidId,
  C,
  cheapestBid,
  D,
  DOUBLE,
  GAME_LEVEL,
  H,
  isBid,
  isBlackwood,
  isMajor,
  legal,
  levelOf,
  opponentsOf,
  partnerOf,
  PASS,
  REDOUBLE,
  S,
  sameSide,
  theyBidLast,
  stopsAll,
  strainOf,
  suitsBidBy,
  type Ctx,
  type Shown,
} from "./context.js";
import { penaltyDouble } from "./competition.js";

interface Plan {
  strain: number;
  /** Points the partnership can count on in that strain. */
  combined: number;
  /** The number of trumps held together (0 at no-trump). */
  fit: number;
}

/** The strain to play in and the partnership's strength there, or `null` when none stands out yet. */
export function bestStrain(ctx: Ctx, h: HandEval, p: Shown, est: number): Plan | null {
  const theirs = suitsBidBy(ctx, opponentsOf(ctx.seat));
  // Over the opponents' bid, partner's balanced hand (a 1NT opening, overcall or rebid) holds three
  // cards of my five-card major more often than not: the major counts as an eight-card fit and is
  // bid, to game on game values, rather than passed. Auction vs par 4.717/4.580/4.263/4.640/4.812 ->
  // 4.713/4.568/4.273/4.634/4.786 IMPs a deal on five sets of deals, 4.787 -> 4.771 on a sixth;
  // any five-card suit did no better, and the same without an opponent's bid did worse.
  const competing = theyBidLast(ctx);
  const assumed = (s: number): number =>
    competing && p.balanced && isMajor(s) && (h.lengths[s] as number) >= 5 && !theirs.has(s) ? 3 : 0;
  const fitOf = (s: number): number => (h.lengths[s] as number) + Math.max(p.minLen[s] as number, assumed(s));
  let major = -1;
  for (const s of [S, H]) if (fitOf(s) >= 8 && (major < 0 || fitOf(s) > fitOf(major))) major = s;
  let minor = -1;
  for (const s of [D, C]) if (fitOf(s) >= 8 && (minor < 0 || fitOf(s) > fitOf(minor))) minor = s;
  const short = Math.min(...h.lengths);
  // Partner's no-trump covers only the suits the opponents had bid before it.
  const partner = partnerOf(ctx.seat);
  // The first bid in `strain` from call `from` on by a seat `who` accepts, or −1.
  const bidAt = (strain: number, from: number, who: (seat: number) => boolean): number =>
    ctx.calls.findIndex((c, i) => i >= from && who(c.seat) && isBid(c.id) && strainOf(c.id) === strain);
  const byPartner = (seat: number): boolean => seat === partner;
  const ntStops = [...theirs].every(
    (s) =>
      stops(h.holdings[s] as number) || bidAt(NT, bidAt(s, 0, (seat) => !sameSide(seat, ctx.seat)) + 1, byPartner) >= 0,
  );
  const ntOk = ntStops && (short >= 2 || p.balanced || p.nt || (short === 1 && h.hcp >= 15));
  // Shortness counts in the hand with fewer trumps; the long-trump hand counts its length. Each
  // trump beyond eight adds a point and a half: the law of total tricks makes it about a trick
  // more, which the counts of the two hands alone miss.
  // Partner's raise of my suit on support points counted its shortness: my four-card holding
  // counting its own as well counted the ruffs twice (1♦ – 1♥ – 4♥ tried for slam), so it counts
  // length points. Auction vs par 4.723/4.565/4.262/4.576/4.726 -> 4.723/4.557/4.260/4.563/4.722 IMPs
  // a deal on five sets of deals, 4.729 -> 4.724 on a sixth.
  const raisedOnShape = (s: number): boolean => {
    if (p.minPts <= p.minHcp) return false;
    const mine = bidAt(s, 0, (seat) => seat === ctx.seat);
    return mine >= 0 && bidAt(s, mine + 1, byPartner) >= 0;
  };
  const suitPlan = (s: number): Plan => ({
    strain: s,
    combined:
      ((h.lengths[s] as number) <= 4 && !raisedOnShape(s) ? supportPoints(h, s) : lengthPoints(h)) +
      est +
      1.5 * Math.max(0, fitOf(s) - 8),
    fit: fitOf(s),
  });
  const ntPlan: Plan = { strain: NT, combined: h.hcp + est + runningSuitPoints(h, h.hcp + est), fit: 0 };
  if (major >= 0) return suitPlan(major);
  // My own six-card major, in an auction the opponents have left alone, is not given up for partner's
  // minor where I hold two cards or fewer of it (1♦ – 1♠ – 2♦: 3NT on a doubleton diamond and six
  // spades, or a pass on 10 points, where the spades played better). Auction vs par
  // 4.732/4.507/4.252/4.498/4.687 -> 4.742/4.507/4.248/4.489/4.667 IMPs a deal on five sets of deals
  // (4.5444 -> 4.5383 over all 3,600), 4.7215 -> 4.7210 on 3600–5599; in competition too, 4.5506
  // and 4.7160 (against 4.5511 and 4.7215 before the Stayman 4NT).
  const ownMajor = theirs.size === 0 && [S, H].some((s) => (h.lengths[s] as number) >= 6);
  if (minor >= 0 && !(ownMajor && (h.lengths[minor] as number) <= 2)) {
    const m = suitPlan(minor);
    // A hand rich in controls keeps the minor from the count it asks for key cards on (`place`),
    // where 4NT asks or has asked, rather than settle for 3NT (1♦ – 1♥ – 2♣ – 4NT on three aces, a
    // king and five diamonds, where 3NT was bid and 6♦ made). Auction vs par 4.3267 -> 4.3086 IMPs
    // a deal over deals 0–3599 (6 auctions change, all closer to par), 4.5145 -> 4.5110 on
    // 3600–5599 (2 change, 1 closer, 1 further).
    const richMinor =
      richAsks(m.combined, h) &&
      (isBlackwood(ctx) || ctx.calls.some((c) => c.seat === ctx.seat && c.id === bidId(4, NT)));
    if (ntOk && m.combined < 33 && ntPlan.combined >= 24 && !richMinor) return ntPlan;
    return m;
  }
  let own = -1;
  for (const s of [S, H, D, C])
    if (
      (h.lengths[s] as number) >= 6 &&
      !theirs.has(s) &&
      (own < 0 || (h.lengths[s] as number) > (h.lengths[own] as number))
    )
      own = s;
  // My own six- or seven-card minor without a fit, where the no-trump game is in reach and the minor
  // not in slam range: 3NT when my only shortness is in a suit partner has shown five or more of
  // (partner holds that suit), not five of the minor (1♠ – 2♦ – 2♠ – 5♦ on a singleton spade went
  // down where 3NT made). Auction vs par 4.723/4.557/4.260/4.563/4.722 -> 4.727/4.550/4.268/4.519/4.686
  // IMPs a deal on five sets of deals, 4.724 -> 4.7245 on a sixth (3600–5599); without the slam
  // guard, slams the minor's length points reached were lost there (4.732). A void in partner's
  // suit counts as that shortness too (it jumped to 5♦ over 1♠ – 2♦ – 2♥ on a spade void, where 3NT
  // made): 4.3514 -> 4.3478 over deals 0–3599 (8 auctions change, 4 closer to par, 3 further),
  // 4.5340 -> 4.5355 on 3600–5599 (2 change, 1 further).
  if (
    own >= 0 &&
    !isMajor(own) &&
    (h.lengths[own] as number) <= 7 &&
    ntStops &&
    ntPlan.combined >= gamePoints(ctx, NT) &&
    lengthPoints(h) + est < SLAM_POINTS &&
    (p.balanced || p.nt || Math.min(...h.lengths.map((n, t) => ((p.minLen[t] as number) >= 5 ? 13 : n))) >= 2)
  )
    return ntPlan;
  if (own >= 0 && !(ntOk && (h.lengths[own] as number) === 6 && !isMajor(own))) {
    return {
      strain: own,
      combined: lengthPoints(h) + est,
      fit: (h.lengths[own] as number) + Math.max(2, p.minLen[own] as number),
    };
  }
  if (ntOk) return ntPlan;
  for (const s of [S, H, D, C]) {
    if ((p.minLen[s] as number) >= 5 && (h.lengths[s] as number) >= 2)
      return { strain: s, combined: h.hcp + est, fit: fitOf(s) };
  }
  return null;
}

/**
 * Combined points (distribution counted) for a small slam. 32 rather than the textbook 33: with
 * the contract reached scored at its double-dummy tricks against par, it cost 5.15 IMPs a deal
 * against 5.20 (600 seeded deals of the bots bench) and 5.48 against 5.53 (the next 600).
 */
const SLAM_POINTS = 32;

/** The running suit's points of a seven-card suit, the most the slam count adds short of an eight-card suit. */
const RUNNING_SUIT_MOST = 3;

/**
 * A source of tricks for a no-trump slam: a suit of six cards or more headed by two of the ace, king
 * and queen counts its length points (a point for each card beyond four), where the high-card
 * count is within three of {@link SLAM_POINTS}. Below that the game is settled by high cards (the
 * same count for game as well did worse). Such a hand stopped in 3NT on 29–31 combined points where
 * the long suit ran for twelve tricks (1♠ – 2♦ – 2♠ then 6NT on a doubleton spade and six diamonds
 * to the ace-queen). Auction vs par 4.2928 -> 4.2911 IMPs a deal over deals 0–3599 (5 auctions
 * change, 2 closer to par, 3 further), 4.5000 -> 4.4910 on 3600–5599 (3 change, all closer); a
 * point a card beyond five, 4.2900 and 4.4945; at game too, 4.3003 and 4.4765 (beyond four) or
 * 4.2939 and 4.4995 (beyond five).
 */
function runningSuitPoints(h: HandEval, combined: number): number {
  if (combined < SLAM_POINTS - RUNNING_SUIT_MOST) return 0;
  let n = 0;
  for (let s = 0; s < 4; s++) {
    const x = h.holdings[s] as number;
    const top = [ACE, KING, QUEEN].filter((r) => has(x, r)).length;
    if (top >= 2 && (h.lengths[s] as number) >= 6) n += (h.lengths[s] as number) - 4;
  }
  return n;
}

/**
 * A hand rich in controls asks for key cards short of the slam's count: from
 * {@link RICH_ASK_POINTS} combined points with a fit, holding {@link RICH_CONTROLS} controls or more
 * (an ace two, a king one, of twelve), it bids 4NT rather than game, and the answer decides (one key
 * card missing bids six, two stop at five). What makes twelve tricks between 28 and 31 combined
 * high-card points is the key cards, not the count (controls.ts); a hand holding most of the
 * controls leaves few for partner to lack. Auction vs par 4.3447 -> 4.3267 IMPs a deal over deals
 * 0–3599 (21 auctions change, 13 closer to par, 7 further), 4.5340 -> 4.5145 on 3600–5599 (12
 * change, 6 closer, 5 further); from 30 points 4.3272 and 4.5150, with 6 controls (from 29 or 30)
 * 4.3392/4.5475 and 4.3333/4.5200.
 */
const RICH_ASK_POINTS = 29;
/** Controls with which a hand asks for key cards from {@link RICH_ASK_POINTS}. */
const RICH_CONTROLS = 7;

/** Whether a hand rich in controls asks for key cards at `combined` points ({@link RICH_ASK_POINTS}). */
const richAsks = (combined: number, h: HandEval): boolean =>
  combined >= RICH_ASK_POINTS && controls(h) >= RICH_CONTROLS;

/** Combined points for bidding on below game after partner's bid: a raise to two is the cheapest. */
export function inviteFloor(level: number, raise: boolean): number {
  return raise && level <= 2 ? 21 : 23;
}

/**
 * The combined points partner's range must reach for an invitation in `strain`: game's count at
 * no-trump (25), 26 in a suit. The reader takes an invitation for at least the points that make it
 * so, which is what lets partner accept with the top of its range.
 */
export function inviteReach(strain: number): number {
  return strain === NT ? 25 : 26;
}

/** The call of the placement policy, where no rule of the system applies. */
export function place(ctx: Ctx, h: HandEval): number {
  const me = ctx.seat;
  const partner = partnerOf(me);
  const p = ctx.shown[partner] as Shown;
  const last = ctx.last;
  // Partner's penalty double stands.
  if (theyBidLast(ctx) && ctx.doubled > 0 && ctx.doubler === partner) return PASS;
  // Opponents doubled our contract: sit (a rescue would need a hand the reader cannot see).
  if (last && sameSide(last.seat, me) && ctx.doubled > 0) return PASS;
  const est = partnerEstimate(ctx, h.hcp);
  const ours = last !== null && sameSide(last.seat, me);
  const forcing =
    ours &&
    last.seat === partner &&
    (p.forcing ||
      ((p.gameForce || (ctx.shown[me] as Shown).gameForce) && levelOf(last.id) < GAME_LEVEL[strainOf(last.id)]!));
  const plan = bestStrain(ctx, h, p, est);
  // A game of our own in a fit is worth more than a low-level penalty.
  const ownGame =
    plan !== null && (plan.fit >= 8 || plan.strain === NT) && plan.combined >= gamePoints(ctx, plan.strain);
  // With the slam's count in a fit, bid on rather than double their contract (their 4♠ save over
  // our 4♥, doubled for 500 where 6♥ made). Auction vs par 4.2928 -> 4.2906 IMPs a deal over deals
  // 0–3599 (2 auctions change, both closer to par), 4.5000 unchanged on 3600–5599 (none change).
  const slamOn = plan !== null && plan.fit >= 8 && plan.combined >= SLAM_POINTS;
  if (!ours && !slamOn && penaltyDouble(ctx, h, est) && !(ownGame && last !== null && levelOf(last.id) <= 2))
    return DOUBLE;
  const bidSomething = (): number => {
    const options: number[] = [];
    if (plan) options.push(cheapestBid(ctx, plan.strain));
    if (last && strainOf(last.id) < NT && (h.lengths[strainOf(last.id)] as number) >= 3 && last.seat === partner)
      options.push(cheapestBid(ctx, strainOf(last.id)));
    for (const s of [S, H, D, C]) if ((h.lengths[s] as number) >= 5) options.push(cheapestBid(ctx, s));
    options.push(cheapestBid(ctx, NT));
    for (const id of options) if (id >= 0 && levelOf(id) <= 4) return id;
    return PASS;
  };
  if (!plan) {
    // Game values but no strain yet: keep the auction going rather than stop in a partscore.
    const pts = h.hcp + est;
    const gameValues = pts >= 25 && !(ours && levelOf(last.id) >= GAME_LEVEL[strainOf(last.id)]!);
    const ourSuits = suitsBidBy(ctx, [me, partner]);
    // Game values, no fit, and the suits our side has not bid held: 3NT, rather than a raise
    // partner would read as an invitation (nearer slam, bid on below game instead).
    if (
      gameValues &&
      !forcing &&
      pts < SLAM_POINTS - 2 &&
      legal(ctx, bidId(3, NT)) &&
      stopsAll(
        h,
        [C, D, H, S].filter((x) => !ourSuits.has(x)),
      )
    )
      return bidId(3, NT);
    // Game values, no fit and a suit of theirs unstopped: partner's major held three times is raised
    // to game, not at its cheapest (1♣ – 1♦ – (1♥) – 1♠ – 2♠ on 13 points, passed where 4♠ made).
    // Auction vs par 4.2728 -> 4.2683 IMPs a deal over deals 0–3599 (3 auctions change, 2 closer to
    // par, none further), 4.4810 unchanged on 3600–5599 (none change).
    if (gameValues && !forcing && ours && last.seat === partner) {
      const t = strainOf(last.id);
      const id = bidSomething();
      if (
        isMajor(t) &&
        id === cheapestBid(ctx, t) &&
        levelOf(id) < GAME_LEVEL[t]! &&
        legal(ctx, bidId(GAME_LEVEL[t]!, t))
      )
        return bidId(GAME_LEVEL[t]!, t);
    }
    if (forcing || gameValues) return bidSomething();
    // Partner's range still reaches game and the auction is low: bid once more at the two level.
    const id = bidSomething();
    if (
      ours &&
      last.seat === partner &&
      levelOf(last.id) === 1 &&
      pts >= 22 &&
      p.maxHcp + h.hcp >= 26 &&
      levelOf(id) <= 2
    )
      return id;
    // No strain found, nothing to add: still back to partner's first suit where `preference` goes
    // (1♦ – 1♥ – 1♠ passed on four diamonds and one spade). Auction vs par 4.3928 -> 4.3900 IMPs a
    // deal on deals 0–3599, 4.5630 -> 4.5560 on 3600–5599 (8 auctions change, 6 closer to par, 1 further).
    return ours ? Math.max(PASS, preference(ctx, h)) : PASS;
  }
  const s = plan.strain;
  const combined = plan.combined;
  const game = GAME_LEVEL[s] as number;
  const target = combined >= 37 ? 7 : combined >= SLAM_POINTS ? 6 : combined >= gamePoints(ctx, s) ? game : 0;
  // At game or slam, 4NT asks for aces only when our side's last bid was a suit (`isBlackwood`, as
  // partner reads it); after our no-trump it is read as natural and passed, so the slam is bid at
  // once. Auction vs par 4.713/4.568/4.273/4.634/4.786 -> 4.713/4.568/4.273/4.634/4.764 IMPs a deal
  // on five sets of deals, 4.771 -> 4.754 on a sixth.
  const canAsk =
    target >= game &&
    s < NT &&
    isBlackwood(ctx) &&
    !ctx.calls.some((c) => sameSide(c.seat, me) && c.id === bidId(4, NT)) &&
    legal(ctx, bidId(4, NT)) &&
    !(last && levelOf(last.id) >= 5);
  if (target >= 6) {
    if (canAsk) return bidId(4, NT);
    if (legal(ctx, bidId(target, s))) return bidId(target, s);
    if (legal(ctx, bidId(6, s))) return bidId(6, s);
    return PASS;
  }
  if (canAsk && plan.fit >= 8 && richAsks(combined, h)) return bidId(4, NT);
  if (target >= game) {
    if (ours && strainOf(last.id) === s && levelOf(last.id) >= game) return PASS;
    if (ours && levelOf(last.id) >= GAME_LEVEL[strainOf(last.id)]! && !forcing) return PASS;
    // A game the partnership is already past, in another strain, is left alone.
    if (legal(ctx, bidId(game, s))) return bidId(game, s);
    if (s < NT && legal(ctx, bidId(game + 1, s)) && plan.fit >= 10 && !ours) return bidId(game + 1, s);
    return forcing ? bidSomething() : PASS;
  }
  // Part score.
  if (ours) {
    const cur = strainOf(last.id);
    if (forcing) return bidSomething();
    // Near game, and partner's range reaches it: bid on below game, so partner can bid game with
    // extras. A raise to the two level needs less: it also shows the fit.
    const raise = cheapestBid(ctx, s);
    if (
      raise >= 0 &&
      levelOf(raise) < game &&
      levelOf(raise) <= 3 &&
      // (My own count is `combined - est`; the margin absorbs the rounding of that difference.)
      p.maxHcp + (combined - est) > inviteReach(s) - 0.01 &&
      combined >= inviteFloor(levelOf(raise), s === cur)
    )
      return raise;
    // Preference: back to partner's first suit (see `preference`), unless I have found a major fit.
    if (!(plan.fit >= 8 && s !== firstSuitOf(ctx, partner) && isMajor(s))) {
      const back = preference(ctx, h);
      if (back >= 0) return back;
    }
    if (cur === s || levelOf(last.id) >= 3) return PASS;
    // Correct to a better partscore only cheaply and with a clear reason (a fit or a long suit).
    const id = cheapestBid(ctx, s);
    const better =
      s < NT &&
      (plan.fit >= 8 || (h.lengths[s] as number) >= 6) &&
      (cur === NT ? (h.lengths[s] as number) >= 6 && h.hcp < 8 : (h.lengths[cur] as number) <= 1);
    return better && id >= 0 && levelOf(id) <= 2 ? id : PASS;
  }
  // Competing against their contract: in a suit to the level of the law of total tricks (eight
  // trumps the two level, nine the three); at no-trump the one level only. 2NT on 22 combined (no
  // fit, their suit stopped in one hand) lost on each of five sets of deals, auction vs par
  // 4.733/4.582/4.282/4.642/4.829 -> 4.717/4.580/4.263/4.640/4.812 IMPs a deal (2,000 more: 4.788 -> 4.787).
  const id = cheapestBid(ctx, s);
  if (id < 0) return PASS;
  const limit = s === NT ? 1 : Math.min(3, plan.fit - 6);
  if (levelOf(id) <= limit && combined >= (levelOf(id) <= 1 ? 17 : levelOf(id) === 2 ? 19 : 21)) return id;
  return sacrifice(ctx, plan, h.hcp + est, id) ? id : PASS;
}

/** The first suit `seat` bid, or `undefined`. */
function firstSuitOf(ctx: Ctx, seat: number): number | undefined {
  const c = ctx.calls.find((c) => c.seat === seat && isBid(c.id) && strainOf(c.id) < NT);
  return c ? strainOf(c.id) : undefined;
}

/**
 * The preference over partner's last bid, a second suit: back to partner's first suit at its
 * cheapest, at the two level at most, holding two cards or more of it and more than of the second,
 * or as many where the preference stays at the second suit's level; else −1. Equal lengths go back
 * since the first suit is the longer in partner's hand (1♦ – 1♠ – 2♣ – 2♦ on two of each, where
 * passing 2♣ played a 4–2 fit): auction vs par 4.4036 -> 4.3928 IMPs a deal on deals 0–3599,
 * 4.5675 -> 4.5630 on 3600–5599 (with the reading of PREFERENCE_MAX). Where the preference would
 * raise the level (1♣ – 1♦ – 1♥ – 2♣ on three of each) it lost about 20 IMPs on deals 0–3599,
 * estimated from the deals' double-dummy tables, so those hands pass.
 */
function preference(ctx: Ctx, h: HandEval): number {
  const last = ctx.last;
  const partner = partnerOf(ctx.seat);
  if (!last || last.seat !== partner || !isBid(last.id)) return -1;
  const cur = strainOf(last.id);
  const first = firstSuitOf(ctx, partner);
  if (first === undefined || first === cur || cur >= NT) return -1;
  const back = cheapestBid(ctx, first);
  const mine = h.lengths[first] as number;
  const theirs = h.lengths[cur] as number;
  return back >= 0 &&
    levelOf(back) <= 2 &&
    mine >= 2 &&
    (mine > theirs || (mine === theirs && levelOf(back) === levelOf(last.id)))
    ? back
    : -1;
}

/** Whether the side to call is not vulnerable and the opponents are. */
function favourable(ctx: Ctx): boolean {
  const side = ctx.seat % 2;
  return !(ctx.vul[side] as boolean) && (ctx.vul[1 - side] as boolean);
}

/**
 * A sacrifice over the opponents' game: ten trumps together (about ten tricks, by the law of total
 * tricks), too few points to expect to beat them, and not at unfavourable vulnerability; nine at
 * favourable vulnerability where the save is at the level of their game (4♠ over 4♥: nine tricks
 * doubled cost 100, their vulnerable game 620). Not over an answer to their key-card ask. The nine
 * trumps at the level of their game: auction vs par 4.2906 -> 4.2875 IMPs a deal over deals 0–3599
 * (8 auctions change, 4 closer to par, 3 further), 4.5000 -> 4.4915 on 3600–5599 (4 change, 3
 * closer, none further); without the key-card guard, 4.2897 (a 5♥ save over their 5♦ answer).
 * Nine trumps at favourable vulnerability one level up were dropped before
 * (bidding-tried-competitive.md).
 */
function sacrifice(ctx: Ctx, plan: Plan, points: number, id: number): boolean {
  const last = ctx.last;
  if (!last || plan.strain === NT || plan.fit < 9 || points > 20) return false;
  if ((ctx.shown[last.seat] as Shown).aces >= 0) return false;
  const level = levelOf(last.id);
  const side = ctx.seat % 2;
  const unfavourable = (ctx.vul[side] as boolean) && !(ctx.vul[1 - side] as boolean);
  if (plan.fit < 10 && !(favourable(ctx) && levelOf(id) === level && strainOf(last.id) < NT)) return false;
  return !unfavourable && level >= GAME_LEVEL[strainOf(last.id)]! && levelOf(id) <= Math.min(5, level + 1);
}

/**
 * A preference (partner's first suit, bid at its cheapest over partner's second suit) is read as two
 * cards or more and at most 9 high-card points: the textbook's 6–9, as `place` makes it with as many
 * cards of the first suit as of the second and no invitation. Read as three cards and an open range,
 * opener raised it to the three level and to game. Auction vs par 4.4106 -> 4.3928 IMPs a deal on
 * deals 0–3599 (with the preference on equal lengths), 4.5745 -> 4.5630 on 3600–5599; capped at
 * 10 or 11, or uncapped: 4.3947/4.5665, 4.3944/4.5685, 4.3981/4.5775.
 */
const PREFERENCE_LENGTH = 2;
const PREFERENCE_MAX = 9;

// Reading calls that no rule describes: they are placement calls, read the way `place` makes them.

/** Narrows what a seat has shown by a call no rule describes, read as `place` would make it. */
export function readPlacement(ctx: Ctx, s: Shown, id: number): void {
  s.forcing = false;
  if (id === PASS || id === REDOUBLE) return;
  const me = ctx.seat;
  const p = ctx.shown[partnerOf(me)] as Shown;
  // The reader does not know the bidder's points: assume an average share.
  const est = partnerEstimate(ctx, 10);
  if (id === DOUBLE) {
    s.minHcp = Math.max(s.minHcp, Math.min(s.maxHcp, 8));
    const t = ctx.last ? strainOf(ctx.last.id) : NT;
    // Read as three trumps, but `penaltyDouble` doubles on a singleton or void too (a quarter of the
    // doubles over deals 0–5599 held fewer than three): the card-play sampler deals any number.
    if (t < NT) s.minLen[t] = Math.max(s.minLen[t] as number, 3);
    return;
  }
  const strain = strainOf(id);
  const level = levelOf(id);
  if (strain < NT) {
    const byUs = ctx.calls.filter((c) => sameSide(c.seat, me) && isBid(c.id) && strainOf(c.id) === strain);
    const mine = byUs.filter((c) => c.seat === me).length;
    const his = byUs.length - mine;
    // Over the opponents' game, partner's suit is bid again only with ten trumps together, nine
    // at favourable vulnerability at the level of their game (`sacrifice`).
    const overGame = theyBidLast(ctx) && levelOf(ctx.last!.id) >= GAME_LEVEL[strainOf(ctx.last!.id)]!;
    const together = !overGame ? 8 : favourable(ctx) && level === levelOf(ctx.last!.id) ? 9 : 10;
    const want =
      his > 0 || (p.minLen[strain] as number) >= 5
        ? Math.max(3, together - (p.minLen[strain] as number))
        : mine > 0
          ? 5 + Math.min(1, mine - 1)
          : 4;
    // Preference: the cheapest bid of partner's first suit over partner's second, as `place` makes
    // it (two cards or more, as many as of the second suit, short of an invitation).
    // Partner's last bid a suit other than its first, and this bid that first suit.
    const preference =
      ctx.last !== null &&
      ctx.last.seat === partnerOf(me) &&
      firstSuitOf(ctx, partnerOf(me)) === strain &&
      strainOf(ctx.last.id) !== strain &&
      strainOf(ctx.last.id) < NT &&
      id === cheapestBid(ctx, strain) &&
      level <= 2 &&
      mine === 0;
    s.minLen[strain] = Math.max(
      s.minLen[strain] as number,
      Math.min(preference ? PREFERENCE_LENGTH : want, s.maxLen[strain] as number),
    );
    // What the seat may hold (the card-play sampler's deal): `place` bids partner's five-card suit or
    // longer on a doubleton (the fit it counts opposite six, or the strain left where none is
    // found), though it is read as three cards.
    const fewest = preference ? PREFERENCE_LENGTH : (p.minLen[strain] as number) >= 5 ? Math.min(want, 2) : want;
    s.fewestLen[strain] = Math.max(s.fewestLen[strain] as number, Math.min(fewest, s.minLen[strain]));
    if (preference && PREFERENCE_MAX < s.maxHcp && PREFERENCE_MAX >= s.minHcp) s.maxHcp = PREFERENCE_MAX;
    // A new suit below game asks partner to go on, unless the bidder has already limited the hand.
    if (his === 0 && mine === 0 && level < GAME_LEVEL[strain]! && s.maxHcp - s.minHcp >= 8) s.forcing = true;
  } else s.nt = true;
  if (id === bidId(4, NT)) return;
  // A raise of partner's bid, or no-trump, short of game is an invitation: near-game values, no more.
  const last = ctx.last;
  if (
    last &&
    last.seat === partnerOf(me) &&
    (strainOf(last.id) === strain || strain === NT) &&
    level < GAME_LEVEL[strain]!
  ) {
    const min = Math.max(
      Math.round(inviteFloor(level, strainOf(last.id) === strain) - est - (strain < NT ? 2 : 0)),
      inviteReach(strain) - p.maxHcp - (strain < NT ? 2 : 0),
    );
    const max = Math.round(27 - est);
    if (min > s.minHcp && min <= s.maxHcp) s.minHcp = min;
    if (max < s.maxHcp && max >= s.minHcp) s.maxHcp = max;
    return;
  }
  // Game and slam bids say what the bidder added up to: the fewest points that, with the bidder's
  // estimate of its partner for that many, reach the count (the estimate grows as the bidder's own
  // points leave less for the opponents, so an average share read 1D – 1S – 3NT as 13+, where it shows 15+).
  // Auction vs par 4.713/4.568/4.273/4.634/4.764 -> 4.712/4.568/4.273/4.628/4.764 IMPs a deal on five
  // sets of deals, 4.754 -> 4.749 on a sixth; the same for invitations did worse (4.607 -> 4.615).
  // A no-trump slam may count a running suit's length (`runningSuitPoints`, three points for seven
  // cards): read as that many high-card points fewer (no auction of deals 0–5599 changes by it).
  const slamFloor = (n: number): number => (strain === NT ? n - RUNNING_SUIT_MOST : n);
  const floor =
    level >= 7
      ? slamFloor(37)
      : level >= 6
        ? slamFloor(SLAM_POINTS)
        : level >= GAME_LEVEL[strain]!
          ? gamePoints(ctx, strain)
          : -1;
  if (floor > 0 && ctx.last && sameSide(ctx.last.seat, me)) {
    const shape = strain < NT ? 2 : 0;
    let min = s.minHcp;
    while (min < s.maxHcp && min + partnerEstimate(ctx, min) + shape < floor) min++;
    if (min > s.minHcp && min <= s.maxHcp) s.minHcp = min;
  }
}
