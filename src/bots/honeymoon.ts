/**
 * A bot for Honeymoon draw-and-discard (H-1 … H-7). Like every bot it sees only a view: the top
 * of the stock while deciding, its own hand and its own discards, the calls and the tricks.
 *
 * - Draw: keep or reject the top card by what each choice makes of the finished hand. The rest of
 *   the draw is played out over random orders of the cards it has not seen, after keeping the card
 *   and after rejecting it, and the finished hands are valued by the tricks the auction expects
 *   them to take as declarer plus their sure winners. Its discards count as cards the opponent cannot hold, so a
 *   king whose ace it threw away is as good as an ace. (Option `draw: "rank"`: the first version's
 *   draw, which keeps a card by its own worth — an honour, length, a high card in a short suit.)
 * - Auction: each call is worth the contract it leaves standing, and it makes the call worth most.
 *   Its tricks in each strain come from a fit to two-hand double dummy over the bots' own deals
 *   (length, high cards, voids, trumps the opponent may hold, honours it discarded), spread over a
 *   range; a contract is worth its expected points at those tricks. A bid counts as doubled when
 *   that pays the opponent; the opponent's contract is worth what its bid claims, tempered by what
 *   our hand leaves it; a double must gain clearly over passing.
 * - Play: two-card tricks. Following suit, it wins as cheaply as it can, else plays its lowest
 *   card. Void in the suit led, it values ruffing and each discard as it values leads (below);
 *   by rule of thumb it ruffs with its lowest trump, else throws its cheapest card, from its
 *   weakest suit, and keeps that card unless another does better. Leading, it deals `samples`
 *   layouts of the opponent's hand from the cards it has not seen (none in a suit the opponent
 *   has shown out of) and leads the card that does best over them at two-hand double dummy
 *   (two-hand.ts): most layouts where its side reaches its goal (the contract, or defeating it),
 *   then most tricks. With `samples: 0` it cashes a sure winner, else leads from length, and
 *   follows by rule of thumb; at no-trump every card of a suit the opponent has shown out of is a
 *   sure winner.
 *
 * @module
 */
import type { Call, Card } from "../schemas/model.js";
import { STRAINS } from "../schemas/model.js";
import { beats } from "../engine/play.js";
import { callId, isBid, levelOfBidId, strainOfBidId } from "../model/call.js";
import { canonicalCardId } from "../model/card.js";
import { createRng, deriveSeed, type Seed } from "../random.js";
import { scoreContractRaw } from "../scoring/contract.js";
import { count, holdingsOf, suitHcp } from "./hand-eval.js";
import { leadSolver, valueLeads, valueReplies } from "./two-hand.js";

/** The parts of a Honeymoon view the bot reads, each as `honeymoon.View` documents it. */
export interface HoneymoonBotView {
  readonly seat: "A" | "B";
  readonly phase: string;
  readonly top: Card | null;
  readonly hand: readonly Card[];
  readonly discards: readonly Card[];
  readonly calls: readonly { readonly seat: string; readonly call: Call }[];
  readonly contract: { readonly level: number; readonly strain: string; readonly doubled: string } | null;
  readonly declarer: string | null;
  readonly tricks: readonly { readonly cards: readonly { readonly seat: string; readonly card: Card }[] }[];
  readonly currentTrick: { readonly cards: readonly { readonly seat: string; readonly card: Card }[] } | null;
  readonly legalActions: readonly HoneymoonBotAction[];
}

/** An action a Honeymoon bot returns: one of its view's legal actions. */
export type HoneymoonBotAction =
  | { readonly type: "keep"; readonly seat: "A" | "B" }
  | { readonly type: "reject"; readonly seat: "A" | "B" }
  | { readonly type: "call"; readonly seat: "A" | "B"; readonly call: Call }
  | { readonly type: "play"; readonly seat: "A" | "B"; readonly card: Card };

/** A Honeymoon bot: a view in, one of its legal actions out. */
export type HoneymoonBot = <V extends HoneymoonBotView>(view: V) => V["legalActions"][number];

function suitOf(card: Card): number {
  return (canonicalCardId(card) / 13) | 0;
}
function rankOf(card: Card): number {
  return canonicalCardId(card) % 13;
}

/**
 * Sure winners in one suit: top cards held in an unbroken run from the highest card still at large
 * (cards in `gone` — own discards and cards played — cannot be in the opponent's hand).
 */
function topWinners(mine: number, gone: number): number {
  let wins = 0;
  for (let r = 12; r >= 0; r--) {
    const bit = 1 << r;
    if (gone & bit) continue;
    if (mine & bit) wins++;
    else break;
  }
  return wins;
}

/** Value of keeping a card now: what it adds to the hand's trick-taking and length. */
function keepValue(id: number, mine: readonly number[], gone: readonly number[]): number {
  const s = (id / 13) | 0;
  const r = id - s * 13;
  const m = mine[s] as number;
  const higherOut = count(((1 << 13) - 1) & ~((1 << (r + 1)) - 1) & ~m & ~(gone[s] as number));
  const honourValue = higherOut === 0 ? 3 : higherOut === 1 && count(m) >= 1 ? 1.5 : r >= 9 ? 0.8 : 0;
  const lengthValue = count(m) >= 3 ? 0.9 : count(m) >= 2 ? 0.4 : 0.1;
  return honourValue + lengthValue + r / 26;
}

function tieBreak(seed: Seed, view: HoneymoonBotView): number {
  const path = [
    view.seat === "A" ? 1 : 2,
    view.hand.length,
    view.discards.length,
    view.calls.length,
    view.tricks.length,
  ];
  return createRng(deriveSeed(seed, ...path)).nextUint32() / 2 ** 32;
}

function find<V extends HoneymoonBotView>(
  view: V,
  pred: (a: HoneymoonBotAction) => boolean,
): V["legalActions"][number] | undefined {
  return view.legalActions.find(pred);
}

/**
 * Tricks expected as declarer in each strain (clubs … no-trump): a least-squares fit to two-hand
 * double dummy (bench/honeymoon-auction.ts) over a thousand deals the bots drew. Length, high
 * cards and voids count; so do trumps the opponent may hold (those neither held nor discarded),
 * and honours discarded, which the opponent cannot hold.
 */
function expectedTricks(mine: readonly number[], gone: readonly number[]): number[] {
  let hcp = 0;
  let thrown = 0;
  let voids = 0;
  let short = 0;
  let longest = 0;
  for (let s = 0; s < 4; s++) {
    const n = count(mine[s] as number);
    hcp += suitHcp(mine[s] as number);
    thrown += suitHcp(gone[s] as number);
    voids += n === 0 ? 1 : 0;
    short += Math.max(0, 3 - n);
    longest = Math.max(longest, n);
  }
  const out: number[] = [];
  for (let s = 0; s < 4; s++) {
    const n = count(mine[s] as number);
    const unknown = 13 - n - count(gone[s] as number);
    out.push(
      2.05 + 0.61 * n - 0.43 * unknown + 0.29 * hcp + 0.06 * suitHcp(mine[s] as number) + 0.65 * voids + 0.11 * thrown,
    );
  }
  out.push(-0.3 + 0.39 * hcp + 0.15 * longest - 0.57 * short + 0.17 * thrown);
  return out;
}

/** Spread (standard deviation, in tricks) of double dummy about {@link expectedTricks}. */
const SPREAD = 1.75;

/**
 * Declarer's expected points for a contract when its tricks are spread normally about `mean`
 * (scored as duplicate scores a board, non-vulnerable: the view does not need the score sheet).
 */
function expectedScore(level: number, strain: number, doubled: number, mean: number): number {
  let sum = 0;
  let weight = 0;
  for (let k = 0; k <= 13; k++) {
    const w = Math.exp(-(((k - mean) / SPREAD) ** 2) / 2);
    sum += w * scoreContractRaw(level, strain, doubled, false, k, "duplicate").net;
    weight += w;
  }
  return sum / weight;
}

/**
 * The call with the best expected points (H-4: a pass after a bid ends the auction, so passing
 * settles the contract standing). Passing is worth the standing contract: ours at our expected
 * tricks, theirs at the tricks we expect them to take, or nothing before any bid. A bid is worth
 * its contract, doubled if that pays the opponent; a double is worth the doubled contract, less a
 * margin. It never redoubles.
 */
function chooseCallFor(view: HoneymoonBotView, mine: readonly number[], gone: readonly number[]): HoneymoonBotAction {
  const mean = expectedTricks(mine, gone);
  const lastBid = [...view.calls].reverse().find((c) => isBid(c.call));
  const doubled = lastBid ? view.calls.length - 1 - view.calls.lastIndexOf(lastBid) : 0;
  let best = view.legalActions[0] as HoneymoonBotAction;
  let bestValue = -Infinity;
  for (const a of view.legalActions) {
    if (a.type !== "call" || a.call === "XX") continue;
    let v = 0;
    if (isBid(a.call)) {
      const [level, strain] = levelAndStrain(a.call);
      // over their bid our suits run into their length: expect a little less
      const m = (mean[strain] as number) - (lastBid && lastBid.seat !== view.seat ? OVER_THEM : 0);
      // the opponent doubles when that pays
      v = Math.min(expectedScore(level, strain, 0, m), expectedScore(level, strain, 1, m));
    } else if (lastBid) {
      const [level, strain] = levelAndStrain(lastBid.call);
      const x = a.call === "P" ? doubled : 1;
      if (lastBid.seat === view.seat) v = expectedScore(level, strain, x, mean[strain] as number);
      else {
        // Their tricks: mostly what their bid claims, partly what our hand leaves them.
        const theirs = (13 - (mean[strain] as number) - THEIR_EDGE) * (1 - CLAIM) + (level + 6) * CLAIM;
        v = -expectedScore(level, strain, x, theirs) - (x > doubled ? DOUBLE_MARGIN : 0);
      }
    }
    if (v > bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best;
}

/** A bid's level (1–7) and strain index (clubs 0 … no-trump 4), read by the model's call ids. */
function levelAndStrain(bid: Call): [number, number] {
  const id = callId(bid) as number;
  return [levelOfBidId(id), strainOfBidId(id)];
}

/** The opponent's edge on lead: tricks below 13 less ours that it takes as declarer. */
const THEIR_EDGE = 0.5;
/** How far the opponent's bid is believed: the weight of the tricks it claims (level + 6). */
const CLAIM = 0.7;
/** Tricks less expected in a strain bid over the opponent's bid. */
const OVER_THEM = 0.5;
/** Points a double must gain over passing: a doubled contract that makes costs dear. */
const DOUBLE_MARGIN = 150;

/** The suits the opponent has shown out of (H-5: it did not follow to a lead), from the view's tricks. */
function shownOut(view: HoneymoonBotView): number[] {
  const suits: number[] = [];
  for (const t of view.tricks) {
    const [led, reply] = t.cards;
    if (led && reply && reply.seat !== view.seat && suitOf(led.card) !== suitOf(reply.card))
      suits.push(suitOf(led.card));
  }
  return suits;
}

/**
 * At no-trump, the suits the opponent has shown out of hold no card of its: every card of ours
 * there is a sure winner, so the rest of the suit counts as gone. In a trump contract the opponent
 * may ruff, so nothing changes there.
 */
function knownGone(view: HoneymoonBotView, mine: readonly number[], gone: readonly number[], trump: number): number[] {
  const out = gone.slice();
  if (trump === 4) for (const s of shownOut(view)) out[s] = 8191 & ~(mine[s] as number);
  return out;
}

/** Layouts dealt behind each lead by default. */
const SAMPLES = 8;
/** What reaching the side's goal (making the contract, or defeating it) is worth, in tricks. */
const GOAL = 13;

/**
 * The card that does best over `samples` layouts of the opponent's hand (PLAY-1, H-5), leading
 * (`led` null) or void in the suit of the opponent's `led` card (its suit and rank): the layouts are dealt
 * from the cards the view has not shown (none in a suit the opponent has shown out of); each
 * candidate (one legal card per run of ours with no unseen card between) is worth the tricks it
 * leaves us at two-hand double dummy, plus {@link GOAL} on layouts where that reaches our goal.
 * `prefer` (the rule-of-thumb card, or null) is kept when no candidate does better. Null when
 * there is nothing to choose.
 */
function sampledCard(
  view: HoneymoonBotView,
  mine: readonly number[],
  gone: readonly number[],
  trump: number,
  samples: number,
  seed: Seed,
  led: readonly [number, number] | null,
  prefer: Card | null,
): Card | null {
  const contract = view.contract;
  const held = view.hand.length;
  // following, the opponent holds one card fewer: its lead is on the table
  const theirs = led ? held - 1 : held;
  if (!contract || theirs < 1) return null;
  const out = mine.map((m, s) => m | (gone[s] as number));
  for (const s of shownOut(view)) out[s] = 8191;
  let won = 0;
  for (const t of view.tricks) {
    const [first, reply] = t.cards;
    if (!first || !reply) continue;
    const winner = beats(canonicalCardId(reply.card), canonicalCardId(first.card), trump) ? reply.seat : first.seat;
    if (winner === view.seat) won++;
  }
  const pool: number[] = [];
  for (let id = 0; id < 52; id++) if (!((out[(id / 13) | 0] as number) & (1 << (id % 13)))) pool.push(id);
  if (pool.length < theirs) return null;
  const unseen = out.map((m, s) => 8191 & ~m & ~(mine[s] as number));
  const cards: [number, number][] = [];
  const runOf = new Map<number, number>();
  for (let s = 0; s < 4; s++) {
    let prev = -1;
    for (let r = 12; r >= 0; r--) {
      if (!((mine[s] as number) & (1 << r))) continue;
      // a card touching the one above (no unseen card between) is the same card to play
      if (prev >= 0 && !((unseen[s] as number) & ((1 << prev) - (2 << r)))) cards[cards.length - 1] = [s, r];
      else cards.push([s, r]);
      runOf.set(s * 13 + r, cards.length - 1);
      prev = r;
    }
  }
  if (cards.length <= 1) return null;
  const level = Number(contract.level);
  const goal = view.declarer === view.seat ? level + 6 : 8 - level;
  const hand = view.hand.map(canonicalCardId);
  const rng = createRng(deriveSeed(seed, led ? 5 : 4, ...hand, view.tricks.length));
  const solver = leadSolver(trump);
  const totals = cards.map(() => 0);
  const deck = pool.slice();
  for (let k = 0; k < samples; k++) {
    const opp = [0, 0, 0, 0];
    for (let i = 0; i < theirs; i++) {
      const j = i + Math.floor((rng.nextUint32() / 2 ** 32) * (deck.length - i));
      const id = deck[j] as number;
      deck[j] = deck[i] as number;
      deck[i] = id;
      const t = (id / 13) | 0;
      opp[t] = (opp[t] as number) | (1 << (id % 13));
    }
    const values = led ? valueReplies(mine, opp, led, cards, solver) : valueLeads(mine, opp, cards, solver);
    values.forEach((v, i) => {
      totals[i] = (totals[i] as number) + v + (won + v >= goal ? GOAL : 0);
    });
  }
  let best = 0;
  for (let i = 1; i < cards.length; i++) if ((totals[i] as number) > (totals[best] as number)) best = i;
  const kept = prefer === null ? undefined : runOf.get(canonicalCardId(prefer));
  if (kept !== undefined && (totals[kept] as number) >= (totals[best] as number)) return prefer;
  const [s, r] = cards[best] as [number, number];
  return view.hand.find((c) => canonicalCardId(c) === s * 13 + r) ?? null;
}

function chooseCard(
  view: HoneymoonBotView,
  mine: readonly number[],
  played: readonly number[],
  noise: number,
  samples: number,
  seed: Seed,
): HoneymoonBotAction {
  const legal = view.legalActions.filter((a): a is Extract<HoneymoonBotAction, { type: "play" }> => a.type === "play");
  const trump = view.contract ? (STRAINS as readonly string[]).indexOf(view.contract.strain) : 4;
  const trick = view.currentTrick?.cards ?? [];
  const gone = knownGone(view, mine, played, trump);
  const cheapest = (cards: typeof legal) =>
    cards.reduce((a, b) => {
      const va = rankOf(a.card) + (suitOf(a.card) === trump ? 13 : 0);
      const vb = rankOf(b.card) + (suitOf(b.card) === trump ? 13 : 0);
      // among equal ranks prefer the shorter suit: discard from weakness
      return vb < va || (vb === va && count(mine[suitOf(b.card)] as number) < count(mine[suitOf(a.card)] as number))
        ? b
        : a;
    });
  if (trick.length === 1) {
    const led = canonicalCardId(trick[0]?.card);
    const ledSuit = (led / 13) | 0;
    const winners = legal.filter((a) => beats(canonicalCardId(a.card), led, trump));
    const rule = cheapest(winners.length > 0 ? winners : legal);
    // following suit, winning cheaply or playing low is right; void, whether to ruff and what to throw is not
    if (samples === 0 || suitOf(rule.card) === ledSuit) return rule;
    const card = sampledCard(view, mine, played, trump, samples, seed, [ledSuit, led % 13], rule.card);
    return legal.find((x) => x.card === card) ?? rule;
  }
  if (samples > 0) {
    const card = sampledCard(view, mine, played, trump, samples, seed, null, null);
    const a = card && legal.find((x) => x.card === card);
    if (a) return a;
  }
  // Leading: cash a sure winner in the longest such suit, else lead low from the longest suit.
  let lead: (typeof legal)[number] | undefined;
  let bestScore = -1;
  for (const a of legal) {
    const s = suitOf(a.card);
    const top = topWinners(mine[s] as number, gone[s] as number);
    const isTop = top > 0 && rankOf(a.card) === 31 - Math.clz32(mine[s] as number);
    const score = (isTop ? 100 : 0) + count(mine[s] as number) * 3 + (s === trump && trump !== 4 ? 2 : 0) + noise;
    if (score > bestScore) {
      bestScore = score;
      lead = isTop
        ? a
        : legal.filter((x) => suitOf(x.card) === s).reduce((p, q) => (rankOf(q.card) < rankOf(p.card) ? q : p));
    }
  }
  return lead ?? (legal[0] as HoneymoonBotAction);
}

/** How a Honeymoon bot decides its draws. */
export type HoneymoonDraw = "expected" | "rank";

/** Options of {@link createHoneymoonBot}. */
export interface HoneymoonBotOptions {
  /** Seed for its choices; the same seed and view always give the same action. A non-negative safe integer. */
  readonly seed: Seed;
  /**
   * `"expected"` (the default) keeps or rejects the top card by what each choice is expected to
   * make of the finished hand; `"rank"` by the card's own worth alone, as the first version of
   * this bot did (kept as the baseline the bench measures the other against).
   */
  readonly draw?: HoneymoonDraw;
  /**
   * Layouts of the opponent's hand dealt behind each lead, and behind each reply when void in the
   * suit led, each card valued by two-hand double dummy on them (default 8); 0 plays by rule of
   * thumb (leads a sure winner, else from length; ruffs low, else throws the cheapest card), as
   * the first version did. A non-negative integer.
   */
  readonly samples?: number;
}

/** Rollouts of the rest of the draw behind each draw decision. */
const ROLLOUTS = 32;

/**
 * What a finished hand is worth: the tricks the auction expects it to take as declarer in its best
 * strain ({@link expectedTricks}, the one estimate of a hand's tricks in this bot), plus its sure
 * winners, which take tricks in defence as well. (Against draws by card rank, over 500 seeded
 * rubbers played both ways round, this won 60.9 % of them, +213 points a rubber; the first
 * version's count of winners and length in its place, 54.5 %, +85.)
 */
function handWorth(mine: readonly number[], gone: readonly number[]): number {
  let best = 0;
  for (const t of expectedTricks(mine, gone)) best = Math.max(best, t);
  for (let s = 0; s < 4; s++) best += topWinners(mine[s] as number, gone[s] as number);
  return best;
}

/**
 * Whether to keep the top card `top`, judged by the finished hand: the rest of the draw is played
 * out `ROLLOUTS` times over orders of the cards the bot has not seen (drawn from `rng`), choosing
 * later cards by their own worth, once after keeping `top` and once after rejecting it, each time
 * on the same cards, and the choice whose finished hands are worth more on average wins.
 */
function keepByOutcome(top: number, mine: readonly number[], gone: readonly number[], next: () => number): boolean {
  const unseen: number[] = [];
  for (let id = 0; id < 52; id++) {
    const s = (id / 13) | 0;
    const bit = 1 << (id - s * 13);
    if (id !== top && !(((mine[s] as number) | (gone[s] as number)) & bit)) unseen.push(id);
  }
  let held = 0;
  for (const m of mine) held += count(m);
  const turns = 13 - held; // this one included
  let margin = 0;
  const order = unseen.slice();
  for (let r = 0; r < ROLLOUTS; r++) {
    // The first 2·turns cards of a fresh random order of the unseen cards.
    for (let k = 0; k < 2 * turns && k < order.length - 1; k++) {
      const j = k + Math.floor(next() * (order.length - k));
      const t = order[k] as number;
      order[k] = order[j] as number;
      order[j] = t;
    }
    margin += rollout(top, true, order, turns, mine, gone) - rollout(top, false, order, turns, mine, gone);
  }
  return margin >= 0;
}

/** The finished hand's worth after keeping (or rejecting) `top`, the later cards coming in `order`. */
function rollout(
  top: number,
  keep: boolean,
  order: readonly number[],
  turns: number,
  mine: readonly number[],
  gone: readonly number[],
): number {
  const hand = mine.slice();
  const out = gone.slice();
  const add = (to: number[], id: number): void => {
    const s = (id / 13) | 0;
    to[s] = (to[s] as number) | (1 << (id - s * 13));
  };
  // This turn: keep `top` and discard the next card, or discard `top` and take the next card.
  add(keep ? hand : out, top);
  add(keep ? out : hand, order[0] as number);
  for (let t = 1, at = 1; t < turns; t++, at += 2) {
    const seen = order[at] as number;
    const after = order[at + 1] as number;
    const kept = keepValue(seen, hand, out) >= KEEP_THRESHOLD;
    add(kept ? hand : out, seen);
    add(kept ? out : hand, after);
  }
  return handWorth(hand, out);
}

/** {@link keepValue} at or above which the first version of this bot keeps a card. */
const KEEP_THRESHOLD = 1.6;

/**
 * A Honeymoon bot, deterministic for a seed: the same seed and view always give the same action.
 * It returns one of `view.legalActions` (it throws only if there is none, i.e. when called out of
 * turn — check `view.turn` first). Throws a `RangeError` for a bad seed, draw or samples option.
 */
export function createHoneymoonBot(options: HoneymoonBotOptions): HoneymoonBot {
  const seed = options.seed;
  deriveSeed(seed); // a bad seed fails here, at creation
  const draw = options.draw ?? "expected";
  if (draw !== "expected" && draw !== "rank")
    throw new RangeError(`draw must be "expected" or "rank", got ${JSON.stringify(draw)}`);
  const samples = options.samples ?? SAMPLES;
  if (!Number.isSafeInteger(samples) || samples < 0)
    throw new RangeError(`samples must be a non-negative integer, got ${JSON.stringify(samples)}`);
  return <V extends HoneymoonBotView>(view: V): V["legalActions"][number] => {
    if (view.legalActions.length === 0)
      throw new RangeError("the bot was asked to act without legal actions: it is not its turn");
    const mine = holdingsOf(view.hand);
    const played = view.tricks
      .flatMap((t) => t.cards.map((c) => c.card))
      .concat((view.currentTrick?.cards ?? []).map((c) => c.card));
    const gone = holdingsOf([...view.discards, ...played]);
    if (view.phase === "draw") {
      const keep = find(view, (a) => a.type === "keep");
      const reject = find(view, (a) => a.type === "reject");
      if (!view.top || !keep || !reject) return (keep ?? reject ?? view.legalActions[0]) as V["legalActions"][number];
      const top = canonicalCardId(view.top);
      if (draw === "rank") return keepValue(top, mine, gone) >= KEEP_THRESHOLD ? keep : reject;
      const rng = createRng(
        deriveSeed(seed, 3, ...view.hand.map(canonicalCardId), ...view.discards.map(canonicalCardId)),
      );
      const next = (): number => rng.nextUint32() / 2 ** 32;
      return keepByOutcome(top, mine, gone, next) ? keep : reject;
    }
    if (view.phase === "auction") return chooseCallFor(view, mine, gone);
    return chooseCard(view, mine, gone, tieBreak(seed, view) * 0.5, samples, seed);
  };
}
