/**
 * The bots' auction: the natural system RULES.md R-8 describes (A4 K3 Q2 J1, open with about 12,
 * 1NT 15–17 balanced, otherwise the longest suit, raises with support, game and slam on combined
 * strength, penalty doubles).
 *
 * The system is written once, as lists of rules per situation. A rule names a call and the hands
 * it shows (a point range, suit lengths, balance). To bid, a bot takes the first rule of its
 * situation that fits its hand; to read the auction, it takes, for each call made so far, the first
 * rule of the caller's situation naming that call, and narrows what that seat has shown. Bidding
 * and reading therefore never disagree. Where no rule applies, both fall back on one placement
 * policy: estimate the partnership's points from what partner has shown, find the best strain,
 * and bid the level the combined strength warrants.
 *
 * Seats are numbers N 0, E 1, S 2, W 3; suits clubs 0 … spades 3, no-trump 4; calls are ids as in
 * `CALLS` (pass 0, double 1, redouble 2, then the bids).
 *
 * @module
 * @internal
 */
import { NT, evaluate, goodSuit, has, honours, lengthPoints, stops, supportPoints, type HandEval } from "./hand-eval.js";

/** Id of pass. */
export const PASS = 0;
/** Id of double. */
export const DOUBLE = 1;
/** Id of redouble. */
export const REDOUBLE = 2;

const C = 0;
const D = 1;
const H = 2;
const S = 3;

/** The id of the bid `level` `strain` (strain 0 clubs … 4 no-trump). */
export function bidId(level: number, strain: number): number {
  return 3 + (level - 1) * 5 + strain;
}

/** The level of a bid id. */
export function levelOf(id: number): number {
  return ((id - 3) / 5 | 0) + 1;
}

/** The strain of a bid id (0 clubs … 4 no-trump). */
export function strainOf(id: number): number {
  return (id - 3) % 5;
}

const isBid = (id: number): boolean => id >= 3;
const sameSide = (a: number, b: number): boolean => ((a ^ b) & 1) === 0;
const partnerOf = (seat: number): number => (seat + 2) & 3;
const isMajor = (s: number): boolean => s === H || s === S;
const GAME_LEVEL = [5, 5, 4, 4, 3] as const;

/** One call of the auction: who made it and its id. */
export interface CallEntry {
  /** Seat number, N 0 … W 3. */
  readonly seat: number;
  /** Call id. */
  readonly id: number;
}

/** What a seat's calls have shown, as the other players read them. */
export interface Shown {
  /** Fewest high-card points the seat can hold. */
  minHcp: number;
  /** Most high-card points the seat can hold. */
  maxHcp: number;
  /** Fewest cards in each suit, clubs first. */
  minLen: number[];
  /** Most cards in each suit, clubs first. */
  maxLen: number[];
  /** The seat has shown a balanced hand. */
  balanced: boolean;
  /** The seat's last call asks partner to bid again. */
  forcing: boolean;
  /** The seat has committed its side to game. */
  gameForce: boolean;
  /** Aces shown in answer to Blackwood, or −1. */
  aces: number;
  /** The seat has bid no-trump (it holds the opponents' suits). */
  nt: boolean;
}

function freshShown(): Shown {
  return { minHcp: 0, maxHcp: 37, minLen: [0, 0, 0, 0], maxLen: [13, 13, 13, 13], balanced: false, forcing: false, gameForce: false, aces: -1, nt: false };
}

/** The situation a call is made in: who calls, after which calls, and what every seat has shown. */
interface Ctx {
  readonly seat: number;
  readonly calls: readonly CallEntry[];
  readonly shown: readonly Shown[];
  /** Vulnerability by side number (NS 0, EW 1). */
  readonly vul: readonly boolean[];
  /** The last bid: its id, who made it, its index in `calls`. */
  readonly last: { readonly id: number; readonly seat: number; readonly index: number } | null;
  /** 0, or 1 / 2 when the last bid stands doubled / redoubled. */
  readonly doubled: number;
  /** Who doubled the last bid, or −1. */
  readonly doubler: number;
}

function makeCtx(seat: number, calls: readonly CallEntry[], shown: readonly Shown[], vul: readonly boolean[]): Ctx {
  let last: Ctx["last"] = null;
  let doubled = 0;
  let doubler = -1;
  calls.forEach((c, index) => {
    if (isBid(c.id)) {
      last = { id: c.id, seat: c.seat, index };
      doubled = 0;
      doubler = -1;
    } else if (c.id === DOUBLE) {
      doubled = 1;
      doubler = c.seat;
    } else if (c.id === REDOUBLE) doubled = 2;
  });
  return { seat, calls, shown, vul, last, doubled, doubler };
}

function legal(ctx: Ctx, id: number): boolean {
  if (id === PASS) return true;
  const last = ctx.last;
  if (id === DOUBLE) return last !== null && !sameSide(last.seat, ctx.seat) && ctx.doubled === 0;
  if (id === REDOUBLE) return last !== null && sameSide(last.seat, ctx.seat) && ctx.doubled === 1;
  return id <= bidId(7, NT) && (last === null || id > last.id);
}

/** The cheapest level at which `strain` can be bid now (8 when it cannot). */
function cheapest(ctx: Ctx, strain: number): number {
  for (let l = 1; l <= 7; l++) if (legal(ctx, bidId(l, strain))) return l;
  return 8;
}

/** The cheapest legal bid of `strain`, or −1. */
function cheapestBid(ctx: Ctx, strain: number): number {
  const l = cheapest(ctx, strain);
  return l <= 7 ? bidId(l, strain) : -1;
}

const nonPass = (ctx: Ctx, seat: number): CallEntry[] => ctx.calls.filter((c) => c.seat === seat && c.id !== PASS);
const firstBid = (ctx: Ctx): CallEntry | undefined => ctx.calls.find((c) => isBid(c.id));

/** Suits (0–3) bid by the given seats. */
function suitsBidBy(ctx: Ctx, seats: readonly number[]): Set<number> {
  const out = new Set<number>();
  for (const c of ctx.calls) if (isBid(c.id) && seats.includes(c.seat) && strainOf(c.id) < NT) out.add(strainOf(c.id));
  return out;
}

/** A call and the hands it shows. */
interface Rule {
  readonly id: number;
  /** Point range, on `pts` (high-card points unless given). */
  readonly min: number;
  readonly max: number;
  readonly pts?: (h: HandEval) => number;
  /** `[suit, fewest cards]` pairs. */
  readonly len?: ReadonlyArray<readonly [number, number]>;
  /** `[suit, most cards]` pairs. */
  readonly maxLen?: ReadonlyArray<readonly [number, number]>;
  readonly balanced?: boolean;
  /** A further condition for choosing the rule, which the reader of the auction cannot check. */
  readonly test?: (h: HandEval) => boolean;
  readonly forcing?: boolean;
  readonly gameForce?: boolean;
  /** Aces shown (Blackwood answers). */
  readonly aces?: number;
  /** What the reader infers, when it differs from `min` / `max`. */
  readonly showMin?: number;
  readonly showMax?: number;
}

function fits(r: Rule, h: HandEval): boolean {
  const pts = r.pts ? r.pts(h) : h.hcp;
  if (pts < r.min || pts > r.max) return false;
  if (r.len && !r.len.every(([s, n]) => (h.lengths[s] as number) >= n)) return false;
  if (r.maxLen && !r.maxLen.every(([s, n]) => (h.lengths[s] as number) <= n)) return false;
  if (r.balanced && !h.balanced) return false;
  return !r.test || r.test(h);
}

function applyRule(s: Shown, r: Rule): void {
  // Points counted with distribution overstate high cards by a couple of points at most.
  const min = r.showMin ?? r.min - (r.pts ? 2 : 0);
  const max = r.showMax ?? r.max;
  s.minHcp = Math.max(s.minHcp, min);
  s.maxHcp = Math.max(s.minHcp, Math.min(s.maxHcp, max));
  for (const [suit, n] of r.len ?? []) s.minLen[suit] = Math.max(s.minLen[suit] as number, n);
  for (const [suit, n] of r.maxLen ?? []) s.maxLen[suit] = Math.min(s.maxLen[suit] as number, n);
  if (r.balanced) s.balanced = true;
  s.forcing = r.forcing ?? false;
  if (r.gameForce) s.gameForce = true;
  if (r.aces !== undefined) s.aces = r.aces;
  if (isBid(r.id) && strainOf(r.id) === NT) s.nt = true;
}

// ---------------------------------------------------------------------------------------------
// Estimates shared by the placement policy and by the reading of placement bids.

/**
 * How often a hand holds 0, 1, 2 … high-card points (per ten thousand hands; the tail beyond 25
 * is negligible here). The mean is 10.
 */
const HCP_ODDS = [36, 79, 136, 246, 385, 519, 655, 803, 889, 936, 941, 894, 803, 691, 569, 442, 331, 236, 161, 104, 64, 38, 21, 11, 6, 3, 2, 1];

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
 * A working estimate of partner's points: what partner's calls allow, weighed by how the points I
 * do not hold are likely to lie once the opponents' calls have taken their share.
 */
function partnerEstimate(ctx: Ctx, myHcp: number): number {
  const p = ctx.shown[partnerOf(ctx.seat)] as Shown;
  const share = (40 - myHcp) / 3;
  let theirs = 0;
  for (const seat of [(ctx.seat + 1) & 3, (ctx.seat + 3) & 3]) {
    const o = ctx.shown[seat] as Shown;
    theirs += expectedHcp(o.minHcp, o.maxHcp, share);
  }
  return expectedHcp(p.minHcp, p.maxHcp, Math.max(0, 40 - myHcp - theirs));
}

const GAME_POINTS = [29, 29, 26, 26, 25] as const;

// ---------------------------------------------------------------------------------------------
// Openings.

function opens(h: HandEval, position: number): boolean {
  const [a, b] = [...h.lengths].sort((x, y) => y - x) as [number, number];
  if (position >= 2) return h.hcp >= 11 || (h.hcp >= 9 && h.hcp + a + b >= 19);
  return h.hcp >= 12 || (h.hcp >= 10 && h.hcp + a + b >= 20);
}

/** Longest suit; the higher of two five-card (or longer) suits; else the longer minor (1♦ with 4-4, 1♣ with 3-3). */
function openingSuit(h: HandEval): number {
  let best = -1;
  for (let s = S; s >= C; s--) if ((h.lengths[s] as number) >= 5 && (best < 0 || (h.lengths[s] as number) > (h.lengths[best] as number))) best = s;
  if (best >= 0) return best;
  return (h.lengths[D] as number) > (h.lengths[C] as number) || ((h.lengths[D] as number) === 4 && (h.lengths[C] as number) === 4) ? D : C;
}

function openingRules(ctx: Ctx): Rule[] {
  const position = ctx.calls.length;
  const rules: Rule[] = [
    { id: bidId(2, C), min: 22, max: 40, forcing: true, gameForce: true },
    { id: bidId(2, NT), min: 20, max: 21, balanced: true },
    { id: bidId(1, NT), min: 15, max: 17, balanced: true },
  ];
  for (let s = S; s >= C; s--) {
    rules.push({ id: bidId(1, s), min: 9, max: 21, showMin: 11, len: [[s, s >= H ? 5 : 3]], test: (h) => opens(h, position) && openingSuit(h) === s });
  }
  if (position < 3) {
    for (let s = S; s >= D; s--) {
      rules.push({ id: bidId(2, s), min: 5, max: 10, len: [[s, 6]], maxLen: [[s, 6]], test: (h) => goodSuit(h.holdings[s] as number) });
    }
    for (let s = S; s >= C; s--) {
      rules.push({ id: bidId(3, s), min: 5, max: 10, len: [[s, 7]], test: (h) => goodSuit(h.holdings[s] as number) });
    }
  }
  rules.push({ id: PASS, min: 0, max: 11 });
  return rules;
}

// ---------------------------------------------------------------------------------------------
// Responses to partner's opening.

/** Whether the hand stops every suit in `suits`. */
function stopsAll(h: HandEval, suits: Iterable<number>): boolean {
  for (const s of suits) if (s < NT && !stops(h.holdings[s] as number)) return false;
  return true;
}

/** The new suit to respond at the one level: the longest five-card suit, else the cheapest major, else diamonds. */
function oneLevelSuit(ctx: Ctx, h: HandEval, avoid: ReadonlySet<number>): number {
  const ok = (s: number): boolean => !avoid.has(s) && legal(ctx, bidId(1, s)) && (h.lengths[s] as number) >= 4;
  let best = -1;
  for (let s = S; s >= C; s--) if (ok(s) && (h.lengths[s] as number) >= 5 && (best < 0 || (h.lengths[s] as number) > (h.lengths[best] as number))) best = s;
  if (best >= 0) return best;
  for (const s of [H, S, D, C]) if (ok(s)) return s;
  return -1;
}

/** The new suit to bid at a higher level: the longest (the higher of equals) of at least `minLen` cards. */
function longSuit(h: HandEval, candidates: readonly number[], minLen: (s: number) => number): number {
  let best = -1;
  for (const s of candidates) {
    if ((h.lengths[s] as number) < minLen(s)) continue;
    if (best < 0 || (h.lengths[s] as number) > (h.lengths[best] as number) || ((h.lengths[s] as number) === (h.lengths[best] as number) && s > best)) best = s;
  }
  return best;
}

/** A penalty double of an overcall: length and honours in their suit, and values. */
function trumpStack(h: HandEval, strain: number, level: number): boolean {
  if (strain === NT) return h.hcp >= 11;
  const hold = h.holdings[strain] as number;
  return (h.lengths[strain] as number) >= (level === 1 ? 5 : 4) && honours(hold) >= 2;
}

function responseToSuitRules(ctx: Ctx, open: CallEntry): Rule[] {
  const x = strainOf(open.id);
  const passed = nonPass(ctx, ctx.seat).length === 0 && ctx.calls.some((c) => c.seat === ctx.seat);
  const top = passed ? 11 : 40;
  const last = ctx.last;
  const over = last && !sameSide(last.seat, ctx.seat) ? last : null;
  const theirs = suitsBidBy(ctx, [(ctx.seat + 1) & 3, (ctx.seat + 3) & 3]);
  const rules: Rule[] = [];
  if (over && ctx.doubled === 0) {
    const t = strainOf(over.id);
    rules.push({ id: DOUBLE, min: 10, max: 40, len: t < NT ? [[t, levelOf(over.id) === 1 ? 5 : 4]] : [], test: (h) => trumpStack(h, t, levelOf(over.id)) && !(isMajor(x) && (h.lengths[x] as number) >= 3) });
  }
  const sp = (h: HandEval): number => supportPoints(h, x);
  const raise = cheapest(ctx, x);
  if (isMajor(x)) {
    if (raise === 2) {
      rules.push({ id: bidId(4, x), min: 13, max: 16, pts: sp, len: [[x, 3]] });
      rules.push({ id: bidId(3, x), min: 11, max: 12, pts: sp, len: [[x, 3]] });
      rules.push({ id: bidId(2, x), min: 6, max: 10, pts: sp, len: [[x, 3]] });
    } else if (raise === 3) {
      rules.push({ id: bidId(4, x), min: 12, max: 16, pts: sp, len: [[x, 3]] });
      rules.push({ id: bidId(3, x), min: 7, max: 11, pts: sp, len: [[x, 3]] });
    } else if (raise === 4) rules.push({ id: bidId(4, x), min: 10, max: 16, pts: sp, len: [[x, 3]] });
  }
  for (let s = S; s >= C; s--) {
    if (s === x || theirs.has(s) || !legal(ctx, bidId(1, s))) continue;
    rules.push({ id: bidId(1, s), min: 6, max: top, len: [[s, 4]], forcing: !passed, test: (h) => oneLevelSuit(ctx, h, theirs) === s });
  }
  const minorSupport = x === C ? 5 : 4;
  if (!isMajor(x) && raise <= 3) {
    if (raise === 2) rules.push({ id: bidId(2, x), min: 6, max: 10, pts: sp, len: [[x, minorSupport]], test: (h) => !h.balanced });
    rules.push({ id: bidId(3, x), min: raise === 2 ? 11 : 7, max: 12, pts: sp, len: [[x, minorSupport]], test: (h) => !h.balanced });
  }
  const others = [S, H, D, C].filter((s) => s !== x && !theirs.has(s));
  const needTwo = (t: number): number => (t === H && x === S ? 5 : 4);
  const twoLevel = (s: number, early: boolean): Rule => ({
    id: bidId(2, s),
    min: 10,
    max: top,
    len: [[s, needTwo(s)]],
    forcing: true,
    test: (h) => (!early || (h.lengths[s] as number) >= 5 || h.hcp >= 11) && longSuit(h, others.filter((t) => cheapest(ctx, t) === 2), needTwo) === s,
  });
  // A five-card suit, or more than a minimum, is shown at the two level before settling for 1NT.
  for (const s of others) if (cheapest(ctx, s) === 2) rules.push(twoLevel(s, true));
  if (legal(ctx, bidId(1, NT))) rules.push({ id: bidId(1, NT), min: over ? 8 : 6, max: 10, test: (h) => stopsAll(h, theirs) });
  if (legal(ctx, bidId(2, NT))) rules.push({ id: bidId(2, NT), min: 13, max: 15, balanced: true, gameForce: true, forcing: true, test: (h) => stopsAll(h, theirs) });
  if (legal(ctx, bidId(3, NT))) rules.push({ id: bidId(3, NT), min: 16, max: 17, balanced: true, test: (h) => stopsAll(h, theirs) });
  for (const s of others) {
    const l = cheapest(ctx, s);
    if (l === 2) rules.push(twoLevel(s, false));
    else if (l === 3) {
      rules.push({ id: bidId(3, s), min: 12, max: top, len: [[s, 5]], forcing: true, test: (h) => longSuit(h, others.filter((t) => cheapest(ctx, t) === 3), () => 5) === s });
    }
  }
  if (!isMajor(x) && raise <= 3) {
    if (raise === 2) rules.push({ id: bidId(2, x), min: 6, max: 10, pts: sp, len: [[x, minorSupport]] });
    rules.push({ id: bidId(3, x), min: raise === 2 ? 11 : 7, max: 12, pts: sp, len: [[x, minorSupport]] });
  }
  rules.push({ id: PASS, min: 0, max: over ? 9 : 5 });
  return rules;
}

function responseTo1NTRules(ctx: Ctx): Rule[] {
  const rules: Rule[] = [
    { id: bidId(2, C), min: 8, max: 40, forcing: true, test: (h) => ((h.lengths[H] as number) >= 4 || (h.lengths[S] as number) >= 4) && !((h.lengths[S] as number) >= 6 || (h.lengths[H] as number) >= 6) },
    { id: bidId(4, S), min: 10, max: 15, len: [[S, 6]] },
    { id: bidId(4, H), min: 10, max: 15, len: [[H, 6]] },
    { id: bidId(3, S), min: 10, max: 40, len: [[S, 5]], forcing: true, gameForce: true },
    { id: bidId(3, H), min: 10, max: 40, len: [[H, 5]], forcing: true, gameForce: true },
    { id: bidId(2, S), min: 0, max: 7, len: [[S, 5]] },
    { id: bidId(2, H), min: 0, max: 7, len: [[H, 5]] },
    { id: bidId(2, D), min: 0, max: 7, len: [[D, 5]] },
    { id: bidId(7, NT), min: 21, max: 40 },
    { id: bidId(6, NT), min: 18, max: 20 },
    { id: bidId(4, NT), min: 16, max: 17 },
    { id: bidId(3, NT), min: 10, max: 15 },
    { id: bidId(2, NT), min: 8, max: 9 },
    { id: PASS, min: 0, max: 7 },
  ];
  return rules.filter((r) => legal(ctx, r.id));
}

function responseTo2NTRules(ctx: Ctx): Rule[] {
  const rules: Rule[] = [
    { id: bidId(4, S), min: 4, max: 10, len: [[S, 6]] },
    { id: bidId(4, H), min: 4, max: 10, len: [[H, 6]] },
    { id: bidId(3, S), min: 4, max: 40, len: [[S, 5]], forcing: true },
    { id: bidId(3, H), min: 4, max: 40, len: [[H, 5]], forcing: true },
    { id: bidId(7, NT), min: 17, max: 40 },
    { id: bidId(6, NT), min: 13, max: 16 },
    { id: bidId(4, NT), min: 11, max: 12 },
    { id: bidId(3, NT), min: 4, max: 10 },
    { id: PASS, min: 0, max: 3 },
  ];
  return rules.filter((r) => legal(ctx, r.id));
}

function responseTo2CRules(ctx: Ctx): Rule[] {
  const positive = (s: number): Rule => ({ id: bidId(cheapest(ctx, s), s), min: 8, max: 40, len: [[s, 5]], gameForce: true, forcing: true, test: (h) => goodSuit(h.holdings[s] as number) && longSuit(h, [S, H, D, C], () => 5) === s });
  return [
    positive(S),
    positive(H),
    { id: bidId(2, NT), min: 8, max: 40, balanced: true, gameForce: true, forcing: true },
    positive(C),
    positive(D),
    { id: bidId(2, D), min: 0, max: 40, showMax: 9, forcing: true },
  ].filter((r) => legal(ctx, r.id));
}

// ---------------------------------------------------------------------------------------------
// Opener's rebid.

function openerRebidRules(ctx: Ctx, open: CallEntry, response: CallEntry): Rule[] {
  const x = strainOf(open.id);
  const r = response.id;
  if (r === DOUBLE) return [{ id: PASS, min: 0, max: 40 }];
  if (!isBid(r)) return [];
  const y = strainOf(r);
  const ry = levelOf(r);
  const lp = lengthPoints;
  const theirs = suitsBidBy(ctx, [(ctx.seat + 1) & 3, (ctx.seat + 3) & 3]);
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
      if (l === 1 && fromLevel <= 1) add({ id: bidId(1, z), min: 0, max: 18, len: [[z, 4]], forcing: false, test: (h) => oneLevelSuit(ctx, h, new Set([x, y, ...theirs])) === z });
      else if (l === 2 && z < x) add({ id: bidId(2, z), min: 0, max: 18, len: [[z, 4], [x, 4]], test: (h) => longSuit(h, [S, H, D, C].filter((t) => t < x && t !== y && cheapest(ctx, t) === 2), () => 4) === z });
      else if (l === 2 && z > x) add({ id: bidId(2, z), min: 17, max: 40, len: [[z, 4]], forcing: true });
    }
    // A jump in a new suit: game-forcing values.
    for (let z = S; z >= C; z--) {
      const l = cheapest(ctx, z);
      if (z === x || z === y || theirs.has(z) || l > 2) continue;
      add({ id: bidId(l + 1, z), min: 19, max: 40, len: [[z, 4]], forcing: true, gameForce: true, test: (h) => longSuit(h, [S, H, D, C].filter((t) => t !== x && t !== y && !theirs.has(t)), () => 4) === z });
    }
  };
  if (y === x && y < NT) {
    if (ry === 2) {
      if (isMajor(x)) {
        add({ id: bidId(4, x), min: 18, max: 40, pts: lp });
        add({ id: bidId(3, x), min: 16, max: 17, pts: lp });
        add({ id: PASS, min: 0, max: 15, pts: lp });
      } else {
        add({ id: bidId(3, NT), min: 18, max: 40, test: (h) => stopsAll(h, [S, H, D, C].filter((s) => s !== x)) });
        add({ id: PASS, min: 0, max: 17 });
      }
    } else if (ry === 3) {
      if (isMajor(x)) {
        add({ id: bidId(4, x), min: 14, max: 40, pts: lp });
        add({ id: PASS, min: 0, max: 13, pts: lp });
      } else {
        add({ id: bidId(3, NT), min: 14, max: 40, test: (h) => stopsAll(h, [S, H, D, C].filter((s) => s !== x)) });
        add({ id: PASS, min: 0, max: 13 });
      }
    }
    return rules;
  }
  if (y === NT && ry === 1) {
    add({ id: bidId(2, NT), min: 18, max: 19, balanced: true });
    rebidOwn();
    newSuits(2);
    add({ id: PASS, min: 0, max: 17 });
    return rules;
  }
  if (y < NT && ry === 1) {
    const sp = (h: HandEval): number => supportPoints(h, y);
    if (isMajor(y)) {
      add({ id: bidId(4, y), min: 19, max: 40, pts: sp, len: [[y, 4]] });
      add({ id: bidId(3, y), min: 16, max: 18, pts: sp, len: [[y, 4]] });
      add({ id: bidId(2, y), min: 0, max: 15, pts: sp, len: [[y, 4]] });
    }
    newSuits(1);
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

function after1NTRules(ctx: Ctx, open: CallEntry, response: CallEntry): Rule[] {
  const r = response.id;
  const strong = levelOf(open.id) === 2;
  const rules: Rule[] = [];
  const add = (rule: Rule): void => {
    if (legal(ctx, rule.id)) rules.push(rule);
  };
  if (!strong && r === bidId(2, C)) {
    add({ id: bidId(2, H), min: 0, max: 40, len: [[H, 4]] });
    add({ id: bidId(2, S), min: 0, max: 40, len: [[S, 4]] });
    add({ id: bidId(2, D), min: 0, max: 40, maxLen: [[H, 3], [S, 3]] });
  } else if (!strong && (r === bidId(2, D) || r === bidId(2, H) || r === bidId(2, S))) add({ id: PASS, min: 0, max: 40 });
  else if (!strong && r === bidId(2, NT)) {
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

function after2CRules(ctx: Ctx, response: CallEntry): Rule[] {
  if (response.id !== bidId(2, D)) return [];
  const suit = (s: number): Rule => ({ id: bidId(cheapest(ctx, s), s), min: 0, max: 40, len: [[s, 5]], forcing: true, gameForce: true, test: (h) => longSuit(h, [S, H, D, C], () => 4) === s });
  return [
    { id: bidId(2, NT), min: 22, max: 24, balanced: true },
    { id: bidId(3, NT), min: 25, max: 27, balanced: true },
    suit(S),
    suit(H),
    suit(D),
    suit(C),
  ].filter((r) => legal(ctx, r.id));
}

// ---------------------------------------------------------------------------------------------
// Responder's second call.

function responderRebidRules(ctx: Ctx, open: CallEntry, mine: CallEntry, rebid: CallEntry): Rule[] {
  const rules: Rule[] = [];
  const add = (rule: Rule): void => {
    if (legal(ctx, rule.id)) rules.push(rule);
  };
  const o = open.id;
  const m = mine.id;
  const r = rebid.id;
  if (ctx.last?.id !== r) return rules;
  if (o === bidId(1, NT) && m === bidId(2, C) && (r === bidId(2, D) || r === bidId(2, H) || r === bidId(2, S))) {
    const fit = r === bidId(2, D) ? -1 : strainOf(r);
    if (fit >= 0) {
      add({ id: bidId(4, fit), min: 10, max: 15, pts: (h) => supportPoints(h, fit), len: [[fit, 4]] });
      add({ id: bidId(3, fit), min: 8, max: 9, pts: (h) => supportPoints(h, fit), len: [[fit, 4]] });
    }
    add({ id: bidId(3, NT), min: 10, max: 15 });
    add({ id: bidId(2, NT), min: 8, max: 9 });
    return rules;
  }
  if (levelOf(o) === 1 && strainOf(o) < NT && isMajor(strainOf(o)) && m === bidId(2, strainOf(o)) && r === bidId(3, strainOf(o))) {
    const x = strainOf(o);
    add({ id: bidId(4, x), min: 9, max: 40, pts: (h) => supportPoints(h, x) });
    add({ id: PASS, min: 0, max: 8, pts: (h) => supportPoints(h, x) });
    return rules;
  }
  if (levelOf(o) === 1 && m === bidId(1, NT) && r === bidId(2, NT)) {
    add({ id: bidId(3, NT), min: 8, max: 40 });
    add({ id: PASS, min: 0, max: 7 });
    return rules;
  }
  if (o === bidId(2, C) && m === bidId(2, D) && r === bidId(2, NT)) {
    add({ id: PASS, min: 0, max: 2 });
  }
  return rules;
}

// ---------------------------------------------------------------------------------------------
// Overcalls.

function overcallRules(ctx: Ctx): Rule[] {
  const last = ctx.last;
  if (!last) return [];
  const theirs = suitsBidBy(ctx, [(ctx.seat + 1) & 3, (ctx.seat + 3) & 3]);
  // In the pass-out seat a side can compete on less: partner is marked with some values.
  const after = ctx.calls.slice(last.index + 1);
  const balancing = after.length === 2 && after.every((c) => c.id === PASS);
  const cut = balancing ? 3 : 0;
  const rules: Rule[] = [];
  const add = (rule: Rule): void => {
    if (legal(ctx, rule.id)) rules.push(rule);
  };
  add({ id: DOUBLE, min: 0, max: 40, showMin: 11, test: (h) => penaltyDouble(ctx, h, partnerEstimate(ctx, h.hcp)) });
  add({ id: bidId(1, NT), min: 15 - cut, max: 18, balanced: true, test: (h) => stopsAll(h, theirs) });
  const candidates = [S, H, D, C].filter((s) => !theirs.has(s));
  for (const s of candidates) {
    const l = cheapest(ctx, s);
    const min = l === 1 ? 8 - cut : l === 2 ? 11 - cut : 13 - cut;
    if (l > 3) continue;
    add({
      id: bidId(l, s),
      min,
      max: 18,
      len: [[s, l === 3 ? 6 : 5]],
      test: (h) => (goodSuit(h.holdings[s] as number) || (h.lengths[s] as number) >= 6 || h.hcp >= min + 5) && longSuit(h, candidates.filter((t) => cheapest(ctx, t) <= 3), () => 5) === s,
    });
  }
  add({ id: bidId(2, NT), min: 19, max: 21, balanced: true, test: (h) => stopsAll(h, theirs) });
  add({ id: PASS, min: 0, max: 40, showMax: 16 });
  return rules;
}

// ---------------------------------------------------------------------------------------------
// Blackwood.

/** Whether a 4NT bid at this point of the auction asks for aces (a suit was last bid by the asker's side). */
function isBlackwood(ctx: Ctx): boolean {
  const ours = ctx.calls.filter((c) => sameSide(c.seat, ctx.seat) && isBid(c.id));
  const prev = ours[ours.length - 1];
  return prev !== undefined && strainOf(prev.id) < NT;
}

function blackwoodAnswers(): Rule[] {
  return [
    { id: bidId(5, C), min: 0, max: 40, test: (h) => h.aces === 0 || h.aces === 4, aces: 0 },
    { id: bidId(5, D), min: 0, max: 40, test: (h) => h.aces === 1, aces: 1 },
    { id: bidId(5, H), min: 0, max: 40, test: (h) => h.aces === 2, aces: 2 },
    { id: bidId(5, S), min: 0, max: 40, test: (h) => h.aces === 3, aces: 3 },
  ];
}

function askerRules(ctx: Ctx, answer: CallEntry): Rule[] {
  const p = ctx.shown[partnerOf(ctx.seat)] as Shown;
  const decide = (h: HandEval): number => {
    let theirAces = Math.max(0, levelOf(answer.id) === 5 && strainOf(answer.id) < NT ? strainOf(answer.id) : 0);
    if (theirAces === 0 && h.aces === 0 && p.minHcp >= 13) theirAces = 4;
    const missing = 4 - h.aces - theirAces;
    const est = partnerEstimate(ctx, h.hcp);
    const plan = bestStrain(ctx, h, p, est);
    const t = plan ? plan.strain : NT;
    const combined = plan ? plan.combined : h.hcp + est;
    const level = missing >= 2 ? 5 : missing === 1 ? 6 : combined >= 37 ? 7 : 6;
    for (let l = level; l <= 7; l++) if (legal(ctx, bidId(l, t))) return bidId(l, t);
    return PASS;
  };
  return [bidId(5, S), bidId(5, NT), bidId(6, C), bidId(6, D), bidId(6, H), bidId(6, S), bidId(6, NT), bidId(7, C), bidId(7, D), bidId(7, H), bidId(7, S), bidId(7, NT), PASS]
    .filter((id) => legal(ctx, id))
    .map((id) => ({ id, min: 0, max: 40, test: (h: HandEval) => decide(h) === id }));
}

// ---------------------------------------------------------------------------------------------
// The situation.

function rulesFor(ctx: Ctx): Rule[] {
  const open = firstBid(ctx);
  if (!open) return openingRules(ctx);
  const me = ctx.seat;
  const partner = partnerOf(me);
  const mine = nonPass(ctx, me);
  const his = nonPass(ctx, partner);
  const last = ctx.last;
  const hisLast = his[his.length - 1];
  const myLast = mine[mine.length - 1];
  // Blackwood: answer aces when partner's 4NT is the last bid.
  if (hisLast && last && hisLast.id === bidId(4, NT) && last.seat === partner && ctx.doubled === 0) {
    const before = ctx.calls.slice(0, ctx.calls.indexOf(hisLast));
    if (isBlackwood({ ...ctx, seat: partner, calls: before })) return blackwoodAnswers();
  }
  if (myLast && hisLast && myLast.id === bidId(4, NT) && last && last.seat === partner && hisLast.id === last.id && (ctx.shown[partner] as Shown).aces >= 0) {
    return askerRules(ctx, hisLast);
  }
  // Having answered Blackwood, leave the decision to the asker.
  if ((ctx.shown[me] as Shown).aces >= 0 && last && last.seat === partner) return [{ id: PASS, min: 0, max: 40 }];
  if (open.seat === partner) {
    const alone = mine.length === 0;
    if (alone) {
      const l = levelOf(open.id);
      const s = strainOf(open.id);
      if (l === 1 && s < NT) return responseToSuitRules(ctx, open);
      if (last?.id !== open.id) return [];
      if (open.id === bidId(1, NT)) return responseTo1NTRules(ctx);
      if (open.id === bidId(2, NT)) return responseTo2NTRules(ctx);
      if (open.id === bidId(2, C)) return responseTo2CRules(ctx);
      return [];
    }
    const myFirst = mine[0] as CallEntry;
    if (mine.length === 1 && his.length === 2) return responderRebidRules(ctx, open, myFirst, his[1] as CallEntry);
    return [];
  }
  if (open.seat === me) {
    if (mine.length !== 1 || his.length === 0) return [];
    const response = his[0] as CallEntry;
    if (his.length !== 1) return [];
    if (open.id === bidId(1, NT) || open.id === bidId(2, NT)) return last?.id === response.id || response.id === DOUBLE ? after1NTRules(ctx, open, response) : [];
    if (open.id === bidId(2, C)) return last?.id === response.id ? after2CRules(ctx, response) : [];
    if (levelOf(open.id) === 1) return openerRebidRules(ctx, open, response);
    return [];
  }
  if (mine.length === 0 && his.length === 0) return overcallRules(ctx);
  return [];
}

// ---------------------------------------------------------------------------------------------
// Placement: where the rules stop, bid what the combined strength and the best fit warrant.

/**
 * A penalty double: the opponents' contract needs more tricks than their share of the high cards
 * (and my trump holding) should give them, by two or more (one and a half at game).
 */
function penaltyDouble(ctx: Ctx, h: HandEval, partnerEstimate: number): boolean {
  const last = ctx.last;
  if (!last || sameSide(last.seat, ctx.seat) || ctx.doubled !== 0) return false;
  const level = levelOf(last.id);
  const t = strainOf(last.id);
  const ours = h.hcp + partnerEstimate;
  const theirs = 40 - ours;
  const l = ctx.shown[(ctx.seat + 1) & 3] as Shown;
  const r = ctx.shown[(ctx.seat + 3) & 3] as Shown;
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
  // A slam is doubled only with a trick in hand.
  if (level >= 6 && h.aces === 0 && !(t < NT && honours((h.holdings[t] as number) & 0x1c00) >= 1 && (h.lengths[t] as number) >= 3)) return false;
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
  const trumpTrick = t < NT && (has(h.holdings[t] as number, 12) || (has(h.holdings[t] as number, 11) && mine >= 2) || (has(h.holdings[t] as number, 10) && mine >= 3));
  if (level >= 4) return mine >= 2 && (trumpTrick || mine >= 3) ? down >= 2 : down >= 3;
  return mine >= 3 ? down >= 2.5 : mine === 2 ? down >= 3 : down >= 4;
}

interface Plan {
  strain: number;
  /** Points the partnership can count on in that strain. */
  combined: number;
  /** The number of trumps held together (0 at no-trump). */
  fit: number;
}

function bestStrain(ctx: Ctx, h: HandEval, p: Shown, est: number): Plan | null {
  const theirs = suitsBidBy(ctx, [(ctx.seat + 1) & 3, (ctx.seat + 3) & 3]);
  const fitOf = (s: number): number => (h.lengths[s] as number) + (p.minLen[s] as number);
  let major = -1;
  for (const s of [S, H]) if (fitOf(s) >= 8 && (major < 0 || fitOf(s) > fitOf(major))) major = s;
  let minor = -1;
  for (const s of [D, C]) if (fitOf(s) >= 8 && (minor < 0 || fitOf(s) > fitOf(minor))) minor = s;
  const short = Math.min(...h.lengths);
  // Partner's no-trump covers only the suits the opponents had bid before it.
  const partner = partnerOf(ctx.seat);
  const ntStops = [...theirs].every((s) => {
    if (stops(h.holdings[s] as number)) return true;
    const bidAt = ctx.calls.findIndex((c) => !sameSide(c.seat, ctx.seat) && isBid(c.id) && strainOf(c.id) === s);
    return ctx.calls.some((c, i) => i > bidAt && c.seat === partner && isBid(c.id) && strainOf(c.id) === NT);
  });
  const ntOk = ntStops && (short >= 2 || p.balanced || p.nt || (short === 1 && h.hcp >= 15));
  // Shortness counts in the hand with fewer trumps; the long-trump hand counts its length.
  const suitPlan = (s: number): Plan => ({ strain: s, combined: ((h.lengths[s] as number) <= 4 ? supportPoints(h, s) : lengthPoints(h)) + est, fit: fitOf(s) });
  const ntPlan: Plan = { strain: NT, combined: h.hcp + est, fit: 0 };
  if (major >= 0) return suitPlan(major);
  if (minor >= 0) {
    const m = suitPlan(minor);
    if (ntOk && m.combined < 33 && ntPlan.combined >= 24) return ntPlan;
    return m;
  }
  let own = -1;
  for (const s of [S, H, D, C]) if ((h.lengths[s] as number) >= 6 && !theirs.has(s) && (own < 0 || (h.lengths[s] as number) > (h.lengths[own] as number))) own = s;
  if (own >= 0 && !(ntOk && (h.lengths[own] as number) === 6 && !isMajor(own))) {
    return { strain: own, combined: lengthPoints(h) + est, fit: (h.lengths[own] as number) + Math.max(2, p.minLen[own] as number) };
  }
  if (ntOk) return ntPlan;
  for (const s of [S, H, D, C]) {
    if ((p.minLen[s] as number) >= 5 && (h.lengths[s] as number) >= 2) return { strain: s, combined: h.hcp + est, fit: fitOf(s) };
  }
  return null;
}

/** Combined points for bidding on below game after partner's bid: a raise to two is the cheapest. */
function inviteFloor(level: number, raise: boolean): number {
  return raise && level <= 2 ? 21 : 23;
}

function place(ctx: Ctx, h: HandEval): number {
  const me = ctx.seat;
  const partner = partnerOf(me);
  const p = ctx.shown[partner] as Shown;
  const last = ctx.last;
  // Partner's penalty double stands.
  if (last && !sameSide(last.seat, me) && ctx.doubled > 0 && ctx.doubler === partner) return PASS;
  // Opponents doubled our contract: sit (a rescue would need a hand the reader cannot see).
  if (last && sameSide(last.seat, me) && ctx.doubled > 0) return PASS;
  const est = partnerEstimate(ctx, h.hcp);
  const ours = last !== null && sameSide(last.seat, me);
  const forcing = ours && last.seat === partner && (p.forcing || ((p.gameForce || (ctx.shown[me] as Shown).gameForce) && levelOf(last.id) < GAME_LEVEL[strainOf(last.id)]!));
  const plan = bestStrain(ctx, h, p, est);
  // A game of our own in a fit is worth more than a low-level penalty.
  const ownGame = plan !== null && (plan.fit >= 8 || plan.strain === NT) && plan.combined >= (GAME_POINTS[plan.strain] as number);
  if (!ours && penaltyDouble(ctx, h, est) && !(ownGame && last !== null && levelOf(last.id) <= 2)) return DOUBLE;
  const bidSomething = (): number => {
    const options: number[] = [];
    if (plan) options.push(cheapestBid(ctx, plan.strain));
    if (last && strainOf(last.id) < NT && (h.lengths[strainOf(last.id)] as number) >= 3 && last.seat === partner) options.push(cheapestBid(ctx, strainOf(last.id)));
    for (const s of [S, H, D, C]) if ((h.lengths[s] as number) >= 5) options.push(cheapestBid(ctx, s));
    options.push(cheapestBid(ctx, NT));
    for (const id of options) if (id >= 0 && levelOf(id) <= 4) return id;
    return PASS;
  };
  if (!plan) {
    // Game values but no strain yet: keep the auction going rather than stop in a partscore.
    const gameValues = h.hcp + est >= 25 && !(ours && levelOf(last.id) >= GAME_LEVEL[strainOf(last.id)]!);
    return forcing || gameValues ? bidSomething() : PASS;
  }
  const s = plan.strain;
  const combined = plan.combined;
  const game = GAME_LEVEL[s] as number;
  const target = combined >= 37 ? 7 : combined >= 33 ? 6 : combined >= (GAME_POINTS[s] as number) ? game : 0;
  if (target >= 6) {
    const askedAlready = ctx.calls.some((c) => sameSide(c.seat, me) && c.id === bidId(4, NT));
    if (s < NT && !askedAlready && legal(ctx, bidId(4, NT)) && !(last && levelOf(last.id) >= 5)) return bidId(4, NT);
    if (legal(ctx, bidId(target, s))) return bidId(target, s);
    if (legal(ctx, bidId(6, s))) return bidId(6, s);
    return PASS;
  }
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
    if (raise >= 0 && levelOf(raise) < game && levelOf(raise) <= 3 && p.maxHcp + combined - est >= 26 && combined >= inviteFloor(levelOf(raise), s === cur)) return raise;
    // Preference: back to partner's first suit when it is the longer for me.
    const hisSuits = ctx.calls.filter((c) => c.seat === partner && isBid(c.id) && strainOf(c.id) < NT).map((c) => strainOf(c.id));
    const first = hisSuits[0];
    if (first !== undefined && first !== cur && cur < NT && hisSuits[hisSuits.length - 1] === cur && !(plan.fit >= 8 && s !== first && isMajor(s))) {
      const back = cheapestBid(ctx, first);
      if ((h.lengths[first] as number) > (h.lengths[cur] as number) && (h.lengths[first] as number) >= 2 && back >= 0 && levelOf(back) <= 2) return back;
    }
    if (cur === s || levelOf(last.id) >= 3) return PASS;
    // Correct to a better partscore only cheaply and with a clear reason (a fit or a long suit).
    const id = cheapestBid(ctx, s);
    const better = s < NT && (plan.fit >= 8 || (h.lengths[s] as number) >= 6) && (cur === NT ? (h.lengths[s] as number) >= 6 && h.hcp < 8 : (h.lengths[cur] as number) <= 1);
    return better && id >= 0 && levelOf(id) <= 2 ? id : PASS;
  }
  // Competing against their contract.
  const id = cheapestBid(ctx, s);
  if (id < 0) return PASS;
  const limit = s === NT ? (combined >= 22 ? 2 : 1) : Math.min(3, plan.fit - 6);
  if (levelOf(id) <= limit && combined >= (levelOf(id) <= 1 ? 17 : levelOf(id) === 2 ? 19 : 21)) return id;
  return PASS;
}

// ---------------------------------------------------------------------------------------------
// Reading calls that no rule describes: they are placement calls, read the way `place` makes them.

function readPlacement(ctx: Ctx, s: Shown, id: number): void {
  s.forcing = false;
  if (id === PASS || id === REDOUBLE) return;
  const me = ctx.seat;
  const p = ctx.shown[partnerOf(me)] as Shown;
  // The reader does not know the bidder's points: assume an average share.
  const est = partnerEstimate(ctx, 10);
  if (id === DOUBLE) {
    s.minHcp = Math.max(s.minHcp, Math.min(s.maxHcp, 8));
    const t = ctx.last ? strainOf(ctx.last.id) : NT;
    if (t < NT) s.minLen[t] = Math.max(s.minLen[t] as number, 3);
    return;
  }
  const strain = strainOf(id);
  const level = levelOf(id);
  if (strain < NT) {
    const byUs = ctx.calls.filter((c) => sameSide(c.seat, me) && isBid(c.id) && strainOf(c.id) === strain);
    const mine = byUs.filter((c) => c.seat === me).length;
    const his = byUs.length - mine;
    const want = his > 0 || (p.minLen[strain] as number) >= 5 ? Math.max(3, 8 - (p.minLen[strain] as number)) : mine > 0 ? 5 + Math.min(1, mine - 1) : 4;
    s.minLen[strain] = Math.max(s.minLen[strain] as number, Math.min(want, s.maxLen[strain] as number));
    // A new suit below game asks partner to go on, unless the bidder has already limited the hand.
    if (his === 0 && mine === 0 && level < GAME_LEVEL[strain]! && s.maxHcp - s.minHcp >= 8) s.forcing = true;
  } else s.nt = true;
  if (id === bidId(4, NT)) return;
  // A raise of partner's bid, or no-trump, short of game is an invitation: near-game values, no more.
  const last = ctx.last;
  if (last && last.seat === partnerOf(me) && (strainOf(last.id) === strain || strain === NT) && level < GAME_LEVEL[strain]!) {
    const min = Math.round(inviteFloor(level, strainOf(last.id) === strain) - est - (strain < NT ? 2 : 0));
    const max = Math.round(27 - est);
    if (min > s.minHcp && min <= s.maxHcp) s.minHcp = min;
    if (max < s.maxHcp && max >= s.minHcp) s.maxHcp = max;
    return;
  }
  // Game and slam bids say what the bidder added up to.
  const floor = level >= 7 ? 37 : level >= 6 ? 33 : level >= GAME_LEVEL[strain]! ? (GAME_POINTS[strain] as number) - 2 : -1;
  if (floor > 0 && ctx.last && sameSide(ctx.last.seat, me)) {
    const min = Math.round(floor - est - (strain < NT ? 2 : 0));
    if (min > s.minHcp && min <= s.maxHcp) s.minHcp = min;
  }
}

// ---------------------------------------------------------------------------------------------
// The public face of the module.

/** Everything the bidder reads from the auction so far. */
export interface AuctionReading {
  /** What each seat has shown, by seat number. */
  readonly shown: readonly Shown[];
}

function cloneShown(s: Shown): Shown {
  return { ...s, minLen: s.minLen.slice(), maxLen: s.maxLen.slice() };
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
    const rule = rulesFor(ctx).find((r) => r.id === c.id);
    if (rule) applyRule(s, rule);
    else readPlacement(ctx, s, c.id);
    readings.set(keys[i + 1] as string, shown.map(cloneShown));
  }
  return { shown };
}

/**
 * The call the system makes for `seat` holding `holdings` after `calls`, among the ids marked in
 * `legalIds` (always one of them: pass when nothing else fits).
 */
export function chooseCall(seat: number, holdings: readonly number[], calls: readonly CallEntry[], vul: readonly boolean[], legalIds: readonly (boolean | undefined)[]): number {
  const h = evaluate(holdings);
  const { shown } = readAuction(calls, vul);
  const ctx = makeCtx(seat, calls, shown, vul);
  for (const r of rulesFor(ctx)) if (legalIds[r.id] && fits(r, h)) return r.id;
  const placed = place(ctx, h);
  if (legalIds[placed]) return placed;
  return legalIds[PASS] ? PASS : legalIds.findIndex((x) => x);
}

/** Suits each seat has bid, for the opening lead and the defence. */
export function suitsBid(calls: readonly CallEntry[]): number[][] {
  const out: number[][] = [[], [], [], []];
  for (const c of calls) if (isBid(c.id) && strainOf(c.id) < NT && !(out[c.seat] as number[]).includes(strainOf(c.id))) (out[c.seat] as number[]).push(strainOf(c.id));
  return out;
}
