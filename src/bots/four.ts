/**
 * The bot for the four-seat variants (single-deal duplicate and rubber): a pure function from one
 * seat's view to one of the view's legal actions. It never receives the state, so it cannot see a
 * card the seat may not see.
 *
 * @module
 */
import type { Call, Card, Contract, Seat, Vulnerability } from "../schemas/model.js";
import { STRAINS } from "../schemas/model.js";
import { canonicalCallId } from "../model/call.js";
import { canonicalCardId } from "../model/card.js";
import { isVulnerable, seatIndex } from "../model/seat.js";
import { createRng, deriveSeed, type Seed } from "../random.js";
import { callsChecker, chooseCall, readAuction, suitsBid, type CallEntry } from "./bidding.js";
import { holdingsOf } from "./hand-eval.js";
import { chooseCard, type PlayInput, type PlayedCard } from "./play.js";
import { chooseSampledCard, type Budget, type SampledInput } from "./cardplay/sampled.js";

/** An action a bot may be offered (a call, a card, or another kind such as answering a claim). */
export interface BotAction {
  /** `"call"`, `"play"`, or another kind of action. */
  readonly type: string;
}

/** A card of a trick as a view shows it. */
export interface BotTrickCard {
  /** Whose card (dummy's carry dummy's seat). */
  readonly seat: Seat;
  /** The card. */
  readonly card: Card;
}

/** The fields of a four-seat view (duplicate or rubber) the bot reads, as `duplicate.View` documents them. */
export interface FourSeatBotView {
  readonly seat: Seat;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly turn: Seat | null;
  readonly handToPlay: Seat | null;
  readonly hand: readonly Card[];
  readonly dummy: { readonly seat: Seat; readonly hand: readonly Card[] } | null;
  readonly exposed: readonly { readonly seat: Seat; readonly hand: readonly Card[] }[];
  readonly calls: readonly { readonly seat: Seat; readonly call: Call }[];
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly tricks: readonly { readonly leader: Seat; readonly cards: readonly BotTrickCard[]; readonly winner: Seat }[];
  readonly currentTrick: { readonly leader: Seat; readonly cards: readonly BotTrickCard[] } | null;
  readonly declarerTricks: number;
  readonly defenderTricks: number;
  readonly legalActions: readonly BotAction[];
}

/** A bot: a view in, one of `view.legalActions` out (the very object, for `apply`); `RangeError` if it offers none. */
export type FourSeatBot = <V extends FourSeatBotView>(view: V) => V["legalActions"][number];

/** Layouts a sampled card decision solves by default. */
const DEFAULT_SAMPLES = 8;

/** Options of a bot (docs/bots.md). */
export interface BotOptions {
  /** A non-negative safe integer: the same seed and view give the same action. */
  readonly seed: Seed;
  /** `"sampled"` (default) or `"heuristic"` (the baseline). */
  readonly cardPlay?: "sampled" | "heuristic";
  /** Layouts solved a card decision, 1–1000 (default 8). */
  readonly samples?: number;
  /** Opt-in time budget of a decision, in ms; the bot is then not deterministic. */
  readonly milliseconds?: number;
}

/**
 * A seed from the bot's seed and what the seat has seen: its seat, its hand, every call and every
 * card played. Two deals that look the same from the seat give the same seed.
 */
function viewSeed(seed: Seed, view: FourSeatBotView): Seed {
  const path: number[] = [seatIndex(view.seat)];
  for (const c of view.hand) path.push(canonicalCardId(c));
  for (const c of view.calls) path.push(100 + canonicalCallId(c.call));
  for (const t of view.tricks) for (const c of t.cards) path.push(200 + canonicalCardId(c.card));
  for (const c of view.currentTrick?.cards ?? []) path.push(200 + canonicalCardId(c.card));
  return deriveSeed(seed, ...path);
}

/** Checks a bot's options, throwing a `RangeError` that names the bad one. */
function checkOptions(options: BotOptions): void {
  // Fail at creation, not at the first decision, on a bad seed.
  deriveSeed(options.seed);
  const { cardPlay, samples, milliseconds } = options;
  if (cardPlay !== undefined && cardPlay !== "sampled" && cardPlay !== "heuristic")
    throw new RangeError(`cardPlay must be "sampled" or "heuristic", got ${JSON.stringify(cardPlay)}`);
  if (samples !== undefined && !(Number.isInteger(samples) && samples >= 1 && samples <= 1000))
    throw new RangeError(`samples must be an integer from 1 to 1000, got ${String(samples)}`);
  if (
    milliseconds !== undefined &&
    !(typeof milliseconds === "number" && Number.isFinite(milliseconds) && milliseconds > 0)
  )
    throw new RangeError(`milliseconds must be a positive finite number, got ${String(milliseconds)}`);
}

/**
 * The view's auction as the bidding module reads it: the calls on seat numbers and call ids, then
 * whether each side (North-South 0, East-West 1) is vulnerable.
 *
 * @internal
 */
export function auctionOf(view: Pick<FourSeatBotView, "calls" | "vulnerability">): [CallEntry[], boolean[]] {
  return [
    view.calls.map((c) => ({ seat: seatIndex(c.seat), id: canonicalCallId(c.call) })),
    [isVulnerable(view.vulnerability, "NS"), isVulnerable(view.vulnerability, "EW")],
  ];
}

function bid(view: FourSeatBotView, calls: readonly BotAction[]): BotAction {
  const [entries, vul] = auctionOf(view);
  const ids = calls.map((a) => canonicalCallId((a as { readonly call?: unknown }).call));
  const legal: boolean[] = [];
  for (const id of ids) if (id >= 0) legal[id] = true;
  const id = chooseCall(seatIndex(view.seat), holdingsOf(view.hand), entries, vul, legal);
  return calls[ids.indexOf(id)] ?? (calls[0] as BotAction);
}

/**
 * Everything the card play reads, taken from the view alone (ids of the legal cards in the order
 * of `legalIds`): the heuristic player's input, and what the auction showed of each seat for the
 * sampler. `null` before there is a contract. The tests build the sampler's input through it.
 *
 * @internal
 */
export function sampledInputOf(view: FourSeatBotView, legalIds: readonly number[], seed: Seed): SampledInput | null {
  const contract = view.contract;
  const declarer = view.declarer;
  if (!contract || !declarer) return null;
  const known: (number[] | null)[] = [null, null, null, null];
  known[seatIndex(view.seat)] = holdingsOf(view.hand);
  if (view.dummy) known[seatIndex(view.dummy.seat)] = holdingsOf(view.dummy.hand);
  for (const e of view.exposed) known[seatIndex(e.seat)] = holdingsOf(e.hand);
  const cards = (list: readonly BotTrickCard[]): PlayedCard[] =>
    list.map((c) => ({ seat: seatIndex(c.seat), id: canonicalCardId(c.card) }));
  const [entries, vul] = auctionOf(view);
  let tie = -1;
  const play: PlayInput = {
    seat: seatIndex(view.seat),
    hand: seatIndex(view.handToPlay ?? view.seat),
    trump: STRAINS.indexOf(contract.strain),
    level: contract.level,
    declarer: seatIndex(declarer),
    known,
    tricks: view.tricks.map((t) => ({ leader: seatIndex(t.leader), cards: cards(t.cards) })),
    trick: cards(view.currentTrick?.cards ?? []),
    declarerTricks: view.declarerTricks,
    defenderTricks: view.defenderTricks,
    bids: suitsBid(entries),
    legal: legalIds.filter((i) => i >= 0),
    tie: () => (tie < 0 ? (tie = createRng(seed).nextUint32() / 2 ** 32) : tie),
  };
  return {
    play,
    // Read only when sampling: the heuristic player needs no more than the suits bid.
    get shown() {
      return readAuction(entries, vul).shown;
    },
    makesCalls: callsChecker(entries, vul),
    doubled: contract.doubled === "XX" ? 2 : contract.doubled === "X" ? 1 : 0,
    vulnerable: vul[seatIndex(declarer) % 2] as boolean,
  };
}

function play(view: FourSeatBotView, plays: readonly BotAction[], seed: Seed, options: BotOptions): BotAction {
  const ids = plays.map((a) => canonicalCardId((a as { readonly card?: unknown }).card));
  const input = sampledInputOf(view, ids, seed);
  if (!input) return plays[0] as BotAction;
  let id: number;
  if (options.cardPlay === "heuristic") id = chooseCard(input.play);
  else {
    const budget: Budget = {
      samples: options.samples ?? DEFAULT_SAMPLES,
      deadline: options.milliseconds === undefined ? null : performance.now() + options.milliseconds,
    };
    id = chooseSampledCard(input, budget, createRng(deriveSeed(seed, 1)));
  }
  return plays[ids.indexOf(id)] ?? (plays[0] as BotAction);
}

/** A four-seat bot (R-8; docs/bots.md), deterministic unless `milliseconds` is given. `RangeError` for a bad option. */
export function createFourSeatBot(options: BotOptions): FourSeatBot {
  checkOptions(options);
  const seed = options.seed;
  const decide = (view: FourSeatBotView): BotAction => {
    const legal = view.legalActions;
    if (legal.length === 0)
      throw new RangeError(`no action for ${view.seat}: the view offers none (it is not this seat's turn)`);
    const calls = legal.filter((a) => a.type === "call");
    if (calls.length > 0) return bid(view, calls);
    const plays = legal.filter((a) => a.type === "play");
    if (plays.length > 0) return play(view, plays, viewSeed(seed, view), options);
    // Only other kinds of action (answering a claim, say): the first one offered.
    return legal[0] as BotAction;
  };
  return decide;
}
