/**
 * What every part of the bots' auction shares: call ids, the situation a call is made in, what a
 * seat's calls have shown, and the rules that describe a call (see `../bidding.ts` for the system).
 *
 * Call ids, bid order and the legality of a call are the engine's (AUC-1, AUC-2): this module reads
 * the auction through the engine's own auction summary instead of keeping rules of its own.
 * Seats are numbers N 0, E 1, S 2, W 3; suits clubs 0 … spades 3, no-trump 4.
 *
 * @module
 * @internal
 */
import { applyCall, callError, newAuction, type AuctionCore } from "../../engine/auction.js";
import { FOUR_SEATS } from "../../engine/table.js";
import { DOUBLE_ID, PASS_ID, REDOUBLE_ID, bidIdOf, isBidId, levelOfBidId, strainOfBidId } from "../../model/call.js";
import { ACE, lengthPoints, NT, stops, suitHcp, type HandEval } from "../hand-eval.js";
import { opponentsOf, partnerOf, sameSide } from "../seats.js";

// The names the system's rules read best with, for the model's call-id helpers.
export { opponentsOf, partnerOf, sameSide };
export {
  DOUBLE_ID as DOUBLE,
  PASS_ID as PASS,
  REDOUBLE_ID as REDOUBLE,
  bidIdOf as bidId,
  isBidId as isBid,
  levelOfBidId as levelOf,
  strainOfBidId as strainOf,
};

/** Clubs. */
export const C = 0;
/** Diamonds. */
export const D = 1;
/** Hearts. */
export const H = 2;
/** Spades. */
export const S = 3;

/** Whether a suit is a major. */
export const isMajor = (s: number): boolean => s === H || s === S;
/** The level of game in each strain, clubs first. */
export const GAME_LEVEL = [5, 5, 4, 4, 3] as const;
const LAST_BID = bidIdOf(7, NT);

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
  /**
   * Fewest points the seat has counted, shape included where its calls count it (raises on support
   * points, rebids on length points): what its partner may add to its own count.
   */
  minPts: number;
  /** Fewest cards in each suit, clubs first. */
  minLen: number[];
  /** Most cards in each suit, clubs first. */
  maxLen: number[];
  /**
   * Fewest cards in each suit the seat may hold, clubs first: {@link minLen}, less where another
   * rule of the same situation makes the same call with fewer (opener's 1M – 2x – 2M counts on six
   * cards, but a minimum with five and no other sound rebid makes it too). The partner bids on
   * `minLen`; the card-play sampler deals by this.
   */
  fewestLen: number[];
  /** The seat has shown a balanced hand. */
  balanced: boolean;
  /** The seat's last call asks partner to bid again. */
  forcing: boolean;
  /** The seat has committed its side to game. */
  gameForce: boolean;
  /** Key cards (aces and the trump king) shown in answer to Blackwood, the fewer of two, or −1. */
  aces: number;
  /** The seat has bid no-trump (it holds the opponents' suits). */
  nt: boolean;
  /** Suits (bit `1 << suit`) in which the seat has shown first-round control: the ace or a void. */
  firstRound: number;
  /** Suits in which the seat has denied first-round control: neither the ace nor a void. */
  noFirstRound: number;
  /**
   * The numbers of key cards its answer to Blackwood may mean (bit `1 << n`: 5♣ none or three, …),
   * or 0 where it has not answered; counted in {@link keySuit}.
   */
  keyCards: number;
  /** The suit whose king the answer counted as a key card, or −1 (the four aces alone). */
  keySuit: number;
  /** The queen of {@link keySuit}: 1 shown by the answer, 0 denied, −1 not told. */
  trumpQueen: number;
}

/** What a seat has shown before it has called: anything. */
export function freshShown(): Shown {
  return {
    minHcp: 0,
    maxHcp: 37,
    minPts: 0,
    minLen: [0, 0, 0, 0],
    maxLen: [13, 13, 13, 13],
    fewestLen: [0, 0, 0, 0],
    balanced: false,
    forcing: false,
    gameForce: false,
    aces: -1,
    nt: false,
    firstRound: 0,
    noFirstRound: 0,
    keyCards: 0,
    keySuit: -1,
    trumpQueen: -1,
  };
}

/** The situation a call is made in: who calls, after which calls, and what every seat has shown. */
export interface Ctx {
  readonly seat: number;
  /** The engine's summary of the auction so far: the last bid, who made it, whether it is doubled. */
  readonly auction: AuctionCore;
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

/** The situation of `seat` calling after `calls`, read through the engine's auction summary. */
export function makeCtx(
  seat: number,
  calls: readonly CallEntry[],
  shown: readonly Shown[],
  vul: readonly boolean[],
): Ctx {
  const auction = newAuction(calls[0]?.seat ?? seat);
  let index = -1;
  let doubler = -1;
  calls.forEach((c, i) => {
    applyCall(FOUR_SEATS, auction, c.seat, c.id);
    if (isBidId(c.id)) {
      index = i;
      doubler = -1;
    } else if (c.id === DOUBLE_ID) doubler = c.seat;
  });
  const last = auction.lastBid >= 0 ? { id: auction.lastBid, seat: auction.lastBidder, index } : null;
  return { seat, calls, shown, vul, auction, last, doubled: auction.doubled, doubler };
}

/** Whether the last bid was the opponents' (a contested auction, seen from the seat to call). */
export const theyBidLast = (ctx: Ctx): boolean => ctx.last !== null && !sameSide(ctx.last.seat, ctx.seat);

/** Whether the opponents have only passed so far (seen from the seat to call). */
export const theySilent = (ctx: Ctx): boolean => ctx.calls.every((c) => sameSide(c.seat, ctx.seat) || c.id === PASS_ID);

/**
 * Whether a 4NT bid at this point of the auction asks for aces (a suit was last bid by the asker's
 * side, other than opener's answer to 1NT – 2♣).
 */
export function isBlackwood(ctx: Ctx): boolean {
  const ours = ctx.calls.filter((c) => sameSide(c.seat, ctx.seat) && isBidId(c.id));
  const prev = ours[ours.length - 1];
  // 1NT – 2♣ – (2♦, 2♥ or 2♠) – 4NT: the answer to Stayman names no trump suit, so 4NT is natural.
  const opening = ctx.calls.find((c) => isBidId(c.id));
  if (ours.length === 3 && ours[0] === opening && opening?.id === bidIdOf(1, NT) && ours[1]?.id === bidIdOf(2, C))
    return false;
  // After a Jacoby 2NT, 4NT asks whatever opener answered (3NT included).
  return prev !== undefined && (strainOfBidId(prev.id) < NT || jacobyTrump(ctx.calls, ctx.seat) >= 0);
}

/**
 * The splinter raise of major `x` showing shortness in `z`: the double jump in another suit, over
 * 1♥ 3♠, 4♣, 4♦ and over 1♠ 4♣, 4♦, 4♥ (by responder to the opening, or by opener to the response);
 * −1 where `z` is the major itself.
 */
export function splinterId(x: number, z: number): number {
  if (!isMajor(x) || z === x || z >= NT) return -1;
  return bidIdOf(z > x ? 3 : 4, z);
}

/**
 * The major a splinter raise agreed in `calls`, the opponents passing, where `seat`'s side opened a
 * suit at the one level: responder's splinter of a major opening, or opener's splinter of a one-level
 * major response (in a suit other than its own); −1 where there was none.
 */
export function splinterTrump(calls: readonly CallEntry[], seat: number): number {
  const i = calls.findIndex((c) => isBidId(c.id));
  const [open, pass, response, pass2, rebid] = calls.slice(i, i + 5);
  if (!open || !response || !sameSide(open.seat, seat) || pass?.id !== PASS_ID || levelOfBidId(open.id) !== 1)
    return -1;
  const x = strainOfBidId(open.id);
  if (x >= NT || !isBidId(response.id)) return -1;
  const y = strainOfBidId(response.id);
  if (splinterId(x, y) === response.id) return x;
  if (!rebid || pass2?.id !== PASS_ID || levelOfBidId(response.id) !== 1 || !isBidId(rebid.id)) return -1;
  const z = strainOfBidId(rebid.id);
  return z !== x && splinterId(y, z) === rebid.id ? y : -1;
}

/**
 * The major a Jacoby 2NT raise agreed in `calls`: 1♥/1♠ – 2NT, the opponents passing, by a responder
 * who had not passed (four trumps or more, game forcing), where `seat`'s side opened; −1 where there
 * was none.
 */
export function jacobyTrump(calls: readonly CallEntry[], seat: number): number {
  const i = calls.findIndex((c) => isBidId(c.id));
  const [open, pass, response] = calls.slice(i, i + 3);
  if (!open || !sameSide(open.seat, seat) || pass?.id !== PASS_ID || response?.id !== bidIdOf(2, NT)) return -1;
  const x = strainOfBidId(open.id);
  return levelOfBidId(open.id) === 1 && isMajor(x) && !calls.slice(0, i).some((c) => c.seat === response.seat) ? x : -1;
}

/**
 * The minor a slam try over partner's no-trump opening named, the opponents passing: 1NT – 3♣ (six
 * clubs or more) or 1NT – 3♥ (six diamonds or more, as 3♦ is the weak bid), 2NT – 3♣ or 2NT – 3♦
 * (six or more of the minor bid), where `seat`'s side opened; −1 where there was none.
 */
export function minorTryTrump(calls: readonly CallEntry[], seat: number): number {
  const i = calls.findIndex((c) => isBidId(c.id));
  const [open, pass, response] = calls.slice(i, i + 3);
  if (!open || !response || !sameSide(open.seat, seat) || pass?.id !== PASS_ID) return -1;
  if (open.id === bidIdOf(1, NT)) return response.id === bidIdOf(3, C) ? C : response.id === bidIdOf(3, H) ? D : -1;
  if (open.id === bidIdOf(2, NT)) return response.id === bidIdOf(3, C) ? C : response.id === bidIdOf(3, D) ? D : -1;
  return -1;
}

/**
 * The help-suit game try in `calls`: 1♥/1♠ – 2M – a new suit below 3M by opener, the opponents
 * passing throughout, where `seat`'s side opened; the major and the suit of the try, or `null`.
 */
export function trialOf(calls: readonly CallEntry[], seat: number): { major: number; suit: number } | null {
  const i = calls.findIndex((c) => isBidId(c.id));
  const [open, pass, raise, pass2, trial] = calls.slice(i, i + 5);
  if (!open || !raise || !trial || !sameSide(open.seat, seat) || levelOfBidId(open.id) !== 1) return null;
  const major = strainOfBidId(open.id);
  if (!isMajor(major) || raise.id !== bidIdOf(2, major) || trial.seat !== open.seat) return null;
  if (
    pass?.id !== PASS_ID ||
    pass2?.id !== PASS_ID ||
    calls.slice(i + 5).some((c) => !sameSide(c.seat, seat) && c.id !== PASS_ID)
  )
    return null;
  const suit = isBidId(trial.id) ? strainOfBidId(trial.id) : NT;
  return suit < NT && suit !== major && trial.id < bidIdOf(3, major) ? { major, suit } : null;
}

/**
 * Losers in suit `z` by the losing-trick count: of its first three cards (fewer if shorter), those
 * that are not the ace, king or queen (a singleton counts only the ace, a doubleton the ace and king).
 */
export function suitLosers(h: HandEval, z: number): number {
  const n = Math.min(3, h.lengths[z] as number);
  const x = h.holdings[z] as number;
  let won = 0;
  for (const [r, need] of [
    [ACE, 1],
    [ACE - 1, 2],
    [ACE - 2, 3],
  ] as const)
    if (n >= need && ((x >>> r) & 1) === 1) won++;
  return n - won;
}

/** The suit a splinter raise of major `x` shows: the shortest other suit, of at most one card (the lower of equals), or −1. */
export function splinterSuit(h: HandEval, x: number): number {
  let best = -1;
  for (const z of [C, D, H, S])
    if (
      z !== x &&
      (h.lengths[z] as number) <= 1 &&
      (best < 0 || (h.lengths[z] as number) < (h.lengths[best] as number))
    )
      best = z;
  return best;
}

/**
 * The splinter raises of major `x` on `min`–`max` high-card points, one rule a suit other than
 * `own`: four trumps, at most one card in the suit bid (its shortest, {@link splinterSuit}), forcing
 * to game.
 */
export function splinterRules(x: number, min: number, max: number, own = -1): Rule[] {
  const rules: Rule[] = [];
  for (const z of [S, H, D, C]) {
    const id = splinterId(x, z);
    if (z !== own && id >= 0)
      rules.push({
        id,
        min,
        max,
        len: [[x, 4]],
        maxLen: [[z, 1]],
        forcing: true,
        gameForce: true,
        test: (h) => splinterSuit(h, x) === z,
      });
  }
  return rules;
}

/**
 * A hand's length points less its king, queen and jack of suit `z`, where partner's splinter shows
 * shortness: those are wasted there, the ace is not.
 */
export function workingPoints(h: HandEval, z: number): number {
  return lengthPoints(h) - suitHcp((h.holdings[z] as number) & ~(1 << ACE));
}

/** Whether the seat to call may make call `id` now (AUC-1, AUC-2: the engine decides). */
export function legal(ctx: Ctx, id: number): boolean {
  return id <= LAST_BID && callError(FOUR_SEATS, ctx.auction, ctx.seat, id) === null;
}

/** The cheapest level at which `strain` can be bid now (8 when it cannot). */
export function cheapest(ctx: Ctx, strain: number): number {
  for (let l = 1; l <= 7; l++) if (legal(ctx, bidIdOf(l, strain))) return l;
  return 8;
}

/** The cheapest legal bid of `strain`, or −1. */
export function cheapestBid(ctx: Ctx, strain: number): number {
  const l = cheapest(ctx, strain);
  return l <= 7 ? bidIdOf(l, strain) : -1;
}

/** The calls other than pass that `seat` has made. */
export const nonPass = (ctx: Ctx, seat: number): CallEntry[] =>
  ctx.calls.filter((c) => c.seat === seat && c.id !== PASS_ID);
/** The opening bid, if any. */
export const firstBid = (ctx: Ctx): CallEntry | undefined => ctx.calls.find((c) => isBidId(c.id));

/** Suits (0–3) bid by the given seats. */
export function suitsBidBy(ctx: Ctx, seats: readonly number[]): Set<number> {
  const out = new Set<number>();
  for (const c of ctx.calls)
    if (isBidId(c.id) && seats.includes(c.seat) && strainOfBidId(c.id) < NT) out.add(strainOfBidId(c.id));
  return out;
}

/** A call and the hands it shows. */
export interface Rule {
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
  /** Key cards shown (Blackwood answers: the fewer of the two counts an answer may mean). */
  readonly aces?: number;
  /** Suits (bit `1 << suit`) where the call shows first-round control (control bids). */
  readonly firstRound?: number;
  /** Suits where the call denies first-round control (those a control bid skipped). */
  readonly noFirstRound?: number;
  /** The numbers of key cards (bit `1 << n`) a Blackwood answer may mean, counted in `keySuit`. */
  readonly keyCards?: number;
  /** The suit whose king a Blackwood answer counts, or −1 (aces alone). */
  readonly keySuit?: number;
  /** Whether a Blackwood answer shows (true) or denies (false) the queen of `keySuit`. */
  readonly trumpQueen?: boolean;
  /** What the reader infers, when it differs from `min` / `max`. */
  readonly showMin?: number;
  readonly showMax?: number;
}

/** Whether a hand fits what a rule shows. */
export function fits(r: Rule, h: HandEval): boolean {
  const pts = r.pts ? r.pts(h) : h.hcp;
  if (pts < r.min || pts > r.max) return false;
  if (r.len && !r.len.every(([s, n]) => (h.lengths[s] as number) >= n)) return false;
  if (r.maxLen && !r.maxLen.every(([s, n]) => (h.lengths[s] as number) <= n)) return false;
  if (r.balanced && !h.balanced) return false;
  return !r.test || r.test(h);
}

/** Narrows what a seat has shown by the rule it called by. */
export function applyRule(s: Shown, r: Rule): void {
  // Points counted with distribution overstate high cards by a couple of points at most.
  const min = r.showMin ?? r.min - (r.pts ? 2 : 0);
  const max = r.showMax ?? r.max;
  s.minHcp = Math.max(s.minHcp, min);
  s.minPts = Math.max(s.minPts, r.showMin ?? r.min);
  s.maxHcp = Math.max(s.minHcp, Math.min(s.maxHcp, max));
  for (const [suit, n] of r.len ?? []) s.minLen[suit] = Math.max(s.minLen[suit] as number, n);
  for (const [suit, n] of r.maxLen ?? []) s.maxLen[suit] = Math.min(s.maxLen[suit] as number, n);
  if (r.balanced) s.balanced = true;
  s.forcing = r.forcing ?? false;
  if (r.gameForce) s.gameForce = true;
  if (r.aces !== undefined) s.aces = r.aces;
  s.firstRound |= r.firstRound ?? 0;
  s.noFirstRound |= r.noFirstRound ?? 0;
  if (r.keyCards !== undefined) {
    s.keyCards = r.keyCards;
    s.keySuit = r.keySuit ?? -1;
    s.trumpQueen = r.trumpQueen === undefined ? -1 : r.trumpQueen ? 1 : 0;
  }
  if (isBidId(r.id) && strainOfBidId(r.id) === NT) s.nt = true;
}

/** Whether the hand stops every suit in `suits`. */
export function stopsAll(h: HandEval, suits: Iterable<number>): boolean {
  for (const s of suits) if (s < NT && !stops(h.holdings[s] as number)) return false;
  return true;
}

/** The new suit to respond at the one level: the longest five-card suit, else the cheapest major, else diamonds. */
export function oneLevelSuit(ctx: Ctx, h: HandEval, avoid: ReadonlySet<number>): number {
  const ok = (s: number): boolean => !avoid.has(s) && legal(ctx, bidIdOf(1, s)) && (h.lengths[s] as number) >= 4;
  let best = -1;
  for (let s = S; s >= C; s--)
    if (ok(s) && (h.lengths[s] as number) >= 5 && (best < 0 || (h.lengths[s] as number) > (h.lengths[best] as number)))
      best = s;
  if (best >= 0) return best;
  for (const s of [H, S, D, C]) if (ok(s)) return s;
  return -1;
}

/** The new suit to bid at a higher level: the longest (the higher of equals) of at least `minLen` cards. */
export function longSuit(h: HandEval, candidates: readonly number[], minLen: (s: number) => number): number {
  let best = -1;
  for (const s of candidates) {
    if ((h.lengths[s] as number) < minLen(s)) continue;
    if (
      best < 0 ||
      (h.lengths[s] as number) > (h.lengths[best] as number) ||
      ((h.lengths[s] as number) === (h.lengths[best] as number) && s > best)
    )
      best = s;
  }
  return best;
}
