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
import { chooseCall, suitsBid, type CallEntry } from "./bidding.js";
import { holdingsOf } from "./hand-eval.js";
import { chooseCard, type PlayedCard } from "./play.js";

/** An action a bot may be offered: calls and cards, or anything else a variant adds (such as answering a claim). */
export interface BotAction {
  /** `"call"`, `"play"`, or another kind of action. */
  readonly type: string;
}

/** A card of a trick as a view shows it. */
export interface BotTrickCard {
  /** Whose card it was (dummy's cards carry dummy's seat). */
  readonly seat: Seat;
  /** The card. */
  readonly card: Card;
}

/**
 * The fields of a four-seat view the bot reads, each as `duplicate.View` documents it. Any
 * four-seat view (`duplicate.View`, and the rubber variant's view, which carries more) fits it; it
 * holds no hidden hand to read.
 */
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

/**
 * A bot: given the view of a seat whose turn it is, one of `view.legalActions`, the very object,
 * so it can be passed straight to the variant's `apply`. Throws a `RangeError` when the view
 * offers no action (it is not this seat's turn).
 */
export type FourSeatBot = <V extends FourSeatBotView>(view: V) => V["legalActions"][number];

/** Options of a bot. */
export interface BotOptions {
  /** Seed for breaking ties; the same seed and view always give the same action. A non-negative safe integer. */
  readonly seed: Seed;
}

/**
 * A number in [0, 1) from the seed and what the seat has seen: its seat, its hand, every call and
 * every card played. Two deals that look the same from the seat give the same number.
 */
function tieBreak(seed: Seed, view: FourSeatBotView): number {
  const path: number[] = [seatIndex(view.seat)];
  for (const c of view.hand) path.push(canonicalCardId(c));
  for (const c of view.calls) path.push(100 + canonicalCallId(c.call));
  for (const t of view.tricks) for (const c of t.cards) path.push(200 + canonicalCardId(c.card));
  for (const c of view.currentTrick?.cards ?? []) path.push(200 + canonicalCardId(c.card));
  return createRng(deriveSeed(seed, ...path)).nextUint32() / 2 ** 32;
}

function bid(view: FourSeatBotView, calls: readonly BotAction[]): BotAction {
  const entries: CallEntry[] = view.calls.map((c) => ({ seat: seatIndex(c.seat), id: canonicalCallId(c.call) }));
  const ids = calls.map((a) => canonicalCallId((a as { readonly call?: unknown }).call));
  const vul = [isVulnerable(view.vulnerability, "NS"), isVulnerable(view.vulnerability, "EW")];
  const legal: boolean[] = [];
  for (const id of ids) if (id >= 0) legal[id] = true;
  const id = chooseCall(seatIndex(view.seat), holdingsOf(view.hand), entries, vul, legal);
  return calls[ids.indexOf(id)] ?? (calls[0] as BotAction);
}

function play(view: FourSeatBotView, plays: readonly BotAction[], tie: () => number): BotAction {
  const contract = view.contract;
  const declarer = view.declarer;
  const ids = plays.map((a) => canonicalCardId((a as { readonly card?: unknown }).card));
  if (!contract || !declarer) return plays[0] as BotAction;
  const known: (number[] | null)[] = [null, null, null, null];
  known[seatIndex(view.seat)] = holdingsOf(view.hand);
  if (view.dummy) known[seatIndex(view.dummy.seat)] = holdingsOf(view.dummy.hand);
  for (const e of view.exposed) known[seatIndex(e.seat)] = holdingsOf(e.hand);
  const cards = (list: readonly BotTrickCard[]): PlayedCard[] =>
    list.map((c) => ({ seat: seatIndex(c.seat), id: canonicalCardId(c.card) }));
  const id = chooseCard({
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
    bids: suitsBid(view.calls.map((c) => ({ seat: seatIndex(c.seat), id: canonicalCallId(c.call) }))),
    legal: ids.filter((i) => i >= 0),
    tie,
  });
  return plays[ids.indexOf(id)] ?? (plays[0] as BotAction);
}

/**
 * A bot for the four-seat variants, playing the natural system of R-8 and standard card play. Its
 * action depends on the seed and the view alone: two deals that look the same from the seat give
 * the same action.
 */
export function createFourSeatBot(options: BotOptions): FourSeatBot {
  const seed = options.seed;
  // Fail at creation, not at the first decision, on a bad seed.
  deriveSeed(seed);
  const decide = (view: FourSeatBotView): BotAction => {
    const legal = view.legalActions;
    if (legal.length === 0)
      throw new RangeError(`no action for ${view.seat}: the view offers none (it is not this seat's turn)`);
    const calls = legal.filter((a) => a.type === "call");
    if (calls.length > 0) return bid(view, calls);
    const plays = legal.filter((a) => a.type === "play");
    if (plays.length > 0) {
      let tie = -1;
      return play(view, plays, () => (tie < 0 ? (tie = tieBreak(seed, view)) : tie));
    }
    // Only other kinds of action (answering a claim, say): the first one offered.
    return legal[0] as BotAction;
  };
  return decide;
}
