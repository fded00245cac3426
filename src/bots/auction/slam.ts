/**
 * Blackwood: when 4NT asks for aces, the answers, and the asker's decision on the level.
 *
 * @module
 * @internal
 */
import { has, KING, NT, QUEEN, type HandEval } from "../hand-eval.js";
import { bestStrain } from "./placement.js";
import {
  bidId,
  C,
  isBid,
  jacobyTrump,
  minorTryTrump,
  D,
  H,
  legal,
  levelOf,
  partnerOf,
  PASS,
  S,
  sameSide,
  splinterTrump,
  strainOf,
  type CallEntry,
  type Ctx,
  type Rule,
  type Shown,
} from "./context.js";
import { partnerEstimate } from "./estimate.js";

/**
 * The trump suit of a 4NT ask made by `seat` before call index `at`: the last suit its side bid that
 * both partners have bid, or −1 (aces only).
 */
export function trumpOf(calls: readonly CallEntry[], seat: number, at: number): number {
  const bidBy = (who: number, strain: number): boolean =>
    calls.some((c, i) => i < at && c.seat === who && isBid(c.id) && strainOf(c.id) === strain);
  for (let i = at - 1; i >= 0; i--) {
    const c = calls[i] as CallEntry;
    if (!sameSide(c.seat, seat) || !isBid(c.id) || strainOf(c.id) >= NT) continue;
    const t = strainOf(c.id);
    if (bidBy(seat, t) && bidBy(partnerOf(seat), t)) return t;
  }
  // Else the suit a convention agreed without both partners bidding it.
  const before = calls.slice(0, at);
  const splinter = splinterTrump(before, seat);
  if (splinter >= 0) return splinter;
  const jacoby = jacobyTrump(before, seat);
  return jacoby >= 0 ? jacoby : minorTryTrump(before, seat);
}

/** Key cards of a hand: its aces and the king of trumps. */
export function keyCards(h: HandEval, trump: number): number {
  return h.aces + (trump >= 0 && has(h.holdings[trump] as number, KING) ? 1 : 0);
}

/**
 * The answers to Blackwood, counting five key cards (the aces and the trump king): 5♣ none or
 * three, 5♦ one or four, 5♥ two without the trump queen, 5♠ two with it. Without a suit both
 * partners have bid, the four aces alone are counted the same way. With hearts trumps 5♥ shows two
 * with or without the queen: over 5♠ an asker missing two key cards could only bid six (5♥ is below
 * it), and two such slams went down on deals 0–5599; auction vs par 4.3539 -> 4.3508 IMPs a deal on
 * deals 0–3599 (8 auctions change, 1 closer to par, none further), 4.5340 -> 4.5325 on 3600–5599.
 *
 * Counting aces only, slams missing an ace and the trump king were bid and went down. Auction vs par
 * 4.742/4.507/4.248/4.489/4.667 -> 4.732/4.485/4.248/4.489/4.658 IMPs a deal on five sets of deals
 * (4.5383 -> 4.5308 over all 3,600), 3600–5599 unchanged (4.7210, 13 auctions changed, none
 * scoring differently). A grand with all five key cards and the trump queen from 32 or 34 combined
 * points (rather than 37) helped the five sets (4.5164, 4.5278) but not the sixth (4.7300, 4.7350).
 */
export function blackwoodAnswers(trump: number): Rule[] {
  const k = (h: HandEval): number => keyCards(h, trump);
  const q = (h: HandEval): boolean => trump >= 0 && has(h.holdings[trump] as number, QUEEN);
  // What the card-play sampler reads of each answer: the counts it may mean, and the trump queen.
  const keys = { keySuit: trump };
  return [
    { id: bidId(5, C), min: 0, max: 40, test: (h) => k(h) === 0 || k(h) === 3, aces: 0, ...keys, keyCards: 0b1001 },
    { id: bidId(5, D), min: 0, max: 40, test: (h) => k(h) === 1 || k(h) >= 4, aces: 1, ...keys, keyCards: 0b110010 },
    {
      id: bidId(5, H),
      min: 0,
      max: 40,
      test: (h) => k(h) === 2 && (!q(h) || trump === H),
      aces: 2,
      ...keys,
      keyCards: 0b100,
      ...(trump >= 0 && trump !== H ? { trumpQueen: false } : {}),
    },
    {
      id: bidId(5, S),
      min: 0,
      max: 40,
      test: (h) => k(h) === 2 && q(h) && trump !== H,
      aces: 2,
      ...keys,
      keyCards: 0b100,
      trumpQueen: true,
    },
  ];
}

/** The Blackwood asker's decision once partner has answered: sign off, small slam or grand slam. */
export function askerRules(ctx: Ctx, answer: CallEntry): Rule[] {
  const p = ctx.shown[partnerOf(ctx.seat)] as Shown;
  // The trump suit the answer counted its king in, as read at my 4NT (the only 4NT after it).
  const trump = trumpOf(ctx.calls, ctx.seat, ctx.calls.map((c) => c.id).lastIndexOf(bidId(4, NT)));
  const decide = (h: HandEval): number => {
    const est = partnerEstimate(ctx, h.hcp);
    const mine = keyCards(h, trump);
    const step = levelOf(answer.id) === 5 && strainOf(answer.id) < NT ? strainOf(answer.id) : -1;
    // 5♣ none or three, 5♦ one or four: the higher where my own key cards leave room and partner's
    // strength makes it likely.
    const all = trump >= 0 ? 5 : 4;
    let theirs = step === C ? 0 : step === D ? 1 : step >= 0 ? 2 : 0;
    if (step === C && mine + 3 <= all && est >= 10) theirs = 3;
    if (step === D && mine + 4 <= all && est >= 14) theirs = 4;
    const missing = all - mine - theirs;
    const plan = bestStrain(ctx, h, p, est);
    // After a minor-suit slam try over our no-trump, the slam is played in the minor.
    const t = minorTryTrump(ctx.calls, ctx.seat) >= 0 && trump >= 0 ? trump : plan ? plan.strain : NT;
    const combined = plan ? plan.combined : h.hcp + est;
    const level = missing >= 2 ? 5 : missing === 1 ? 6 : combined >= 37 ? 7 : 6;
    // Two aces missing: stop at five, in partner's answer itself when it names our strain (bidding
    // on to six there went down).
    if (level === 5 && answer.id === bidId(5, t)) return PASS;
    for (let l = level; l <= 7; l++) if (legal(ctx, bidId(l, t))) return bidId(l, t);
    return PASS;
  };
  // Every sign-off the decision can name: without 5♦ and 5♥ here, the stop in five of a red suit
  // fitted no rule and the placement policy bid the slam anyway. These two fixes: auction vs par
  // 4.712/4.568/4.273/4.628/4.764 -> 4.730/4.568/4.253/4.591/4.750 IMPs a deal on five sets of deals
  // (4.607 -> 4.594 over all 3,600), 4.749 -> 4.739 on a sixth.
  return [
    bidId(5, D),
    bidId(5, H),
    bidId(5, S),
    bidId(5, NT),
    bidId(6, C),
    bidId(6, D),
    bidId(6, H),
    bidId(6, S),
    bidId(6, NT),
    bidId(7, C),
    bidId(7, D),
    bidId(7, H),
    bidId(7, S),
    bidId(7, NT),
    PASS,
  ]
    .filter((id) => legal(ctx, id))
    .map((id) => ({ id, min: 0, max: 40, test: (h: HandEval) => decide(h) === id }));
}
