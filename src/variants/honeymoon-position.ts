/**
 * The Honeymoon position — the stock, both hands, the auction and play, the ledger, and the history
 * of the finished deals — and the steps that advance it: reading an action, taking it, writing it
 * into the log, and replaying a whole state.
 *
 * Each finished deal's record is built once, when the deal ends, from the position as it stands
 * then; records and views of later states reuse it rather than replaying the log.
 *
 * @module
 * @internal
 */
import { CALLS, CARDS, type Call, type Card } from "../schemas/model.js";
import { canonicalCallId } from "../model/call.js";
import { canonicalCardId, cardOf } from "../model/card.js";
import type { RuleError } from "../result.js";
import { createRng, cut, deriveSeed, shuffle } from "../random.js";
import { seatFrom, type Table } from "../engine/table.js";
import { contractOfCore } from "../engine/rules.js";
import {
  cloneDeal,
  dealPhase,
  dealTurn,
  declarerTricks,
  newDeal,
  scratchAction,
  stepDeal,
  type CoreAction,
  type DealCore,
  type StepError,
} from "../engine/deal.js";
import { applyDraw, cloneDraw, drawDone, drawError, drawTurn, newDraw, type DrawCore } from "../engine/draw.js";
import { createLedger, isRubberOver, recordDeal, type Ledger } from "../scoring/ledger.js";
import { callEntries, display, tricksOf } from "./course.js";
import { guarded, invalid, readCallOrPlay, seatNames, seatNumber, shown } from "./actions.js";
import {
  PLAYERS,
  TURNS,
  type Action,
  type DealLog,
  type DealRecord,
  type DealSummary,
  type Player,
  type StateData as State,
} from "./honeymoon-schemas.js";
import { deepFreeze } from "./cache.js";

/** The two-seat table without partnerships. */
export const TWO: Table = { seats: PLAYERS, partnerships: false };
const NAMES = seatNames(PLAYERS);

/** One deal's history. */
export interface DealHistory {
  /** Its record. */
  readonly record: DealRecord;
  /** The actions that played it. */
  readonly actions: readonly Action[];
}

/** The finished deals, each built once as it ended and frozen, so that records and views share them. */
export interface History {
  /** Their records. */
  readonly records: readonly DealRecord[];
  /** What both players saw of them (`View.previousDeals`). */
  readonly summaries: readonly DealSummary[];
  /** The actions that played them. */
  readonly actions: readonly Action[];
}

const NO_HISTORY: History = deepFreeze({ records: [], summaries: [], actions: [] });

/** The derived position: what the log implies, in the engines' terms. */
export interface Position {
  ledger: Ledger<Player>;
  /** Index of the current deal. */
  deal: number;
  /** Dealer of the current deal (0 A, 1 B). */
  dealer: number;
  draw: DrawCore;
  /** The auction and play, once the draw is over. */
  core: DealCore | null;
  /** The deals before the current one. Shared between positions: replaced, never changed. */
  past: History;
  /** The draw and deal that ended last, until they are archived into `past`. */
  finished: { draw: DrawCore; core: DealCore } | null;
}

/** The options as the state holds them. */
export interface Normalised {
  seed: number;
  firstDealer: Player;
  decks: readonly (readonly Card[])[];
}

const PACK_IDS: readonly number[] = CARDS.map((_, i) => i);

/**
 * Deal `k`'s stock: `decks[k]` when the caller gave it, else the dealer's shuffle and the
 * opponent's cut drawn from `deriveSeed(seed, k)`, so each deal is reproducible on its own. The cut
 * leaves at least four cards in each packet, as in the four-player deal.
 */
function stockOf(o: Normalised, k: number): number[] {
  const given = o.decks[k];
  if (given) return given.map((c) => canonicalCardId(c));
  const rng = createRng(deriveSeed(o.seed, k));
  const shuffled = shuffle(PACK_IDS, rng);
  return cut(shuffled, 4 + rng.nextInt(45));
}

/** The dealer of deal `k`: the deal alternates (RUB-6). */
export function dealerOf(o: Normalised, k: number): number {
  return (PLAYERS.indexOf(o.firstDealer) + k) % 2;
}

function startDeal(o: Normalised, pos: Position, k: number): void {
  pos.deal = k;
  pos.dealer = dealerOf(o, k);
  pos.draw = newDraw(TWO, stockOf(o, k), pos.dealer);
  pos.core = null;
}

/** The position before the first action. */
export function initialPosition(o: Normalised): Position {
  const created = createLedger(PLAYERS);
  if (!created.ok) throw new Error(created.error.message); // two fixed, distinct names: cannot fail
  const pos: Position = {
    ledger: created.value,
    deal: 0,
    dealer: 0,
    draw: newDraw(TWO, [], 0),
    core: null,
    past: NO_HISTORY,
    finished: null,
  };
  startDeal(o, pos, 0);
  return pos;
}

/** A copy that can be stepped without touching the original. */
export function clonePosition(p: Position): Position {
  // Once the draw is over it never changes again, so it can be shared.
  return {
    ledger: p.ledger,
    deal: p.deal,
    dealer: p.dealer,
    draw: p.core ? p.draw : cloneDraw(p.draw),
    core: p.core ? cloneDeal(p.core) : null,
    past: p.past,
    finished: null,
  };
}

/** Enters a finished deal in the ledger and, unless that ended the rubber, starts the next deal. */
function finishDeal(o: Normalised, pos: Position): void {
  const core = pos.core as DealCore;
  const c = core.contract;
  const entry = c
    ? { declarerSide: PLAYERS[c.declarer] as Player, contract: contractOfCore(c), tricks: declarerTricks(core) }
    : { passedOut: true as const };
  const next = recordDeal(pos.ledger, entry);
  if (!next.ok) throw new Error(next.error.message); // the rubber is not over and the entry is well formed
  pos.ledger = next.value;
  if (!isRubberOver(pos.ledger)) {
    pos.finished = { draw: pos.draw, core };
    startDeal(o, pos, pos.deal + 1);
  }
}

/** An action read from the boundary: a draw (`draw` 1 keep, 0 reject) or a call or play in `core`. */
export interface Move {
  draw: -1 | 0 | 1;
  core: CoreAction;
}

/** A scratch {@link Move} for readers to fill in. */
export function scratchMove(): Move {
  return { draw: -1, core: scratchAction() };
}

/** Reads an action leniently (seat in either case, lenient call and card notation) into `move`. Never throws. */
export function readAction(input: unknown, move: Move): RuleError | null {
  return guarded(() => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return invalid(`an action must be an object such as { type: "keep", seat }, got ${shown(input)}`, []);
    }
    const a = input as Record<string, unknown>;
    const type = a.type;
    if (type === "keep" || type === "reject") {
      const seat = seatNumber(NAMES, a.seat);
      if (seat < 0) return invalid(`unknown seat ${shown(a.seat)}: expected A or B`, ["seat"]);
      move.draw = type === "keep" ? 1 : 0;
      move.core.seat = seat;
      return null;
    }
    if (type !== "call" && type !== "play")
      return invalid(`unknown action type ${shown(type)}: expected "keep", "reject", "call" or "play"`, ["type"]);
    move.draw = -1;
    return readCallOrPlay(NAMES, input, move.core);
  });
}

/**
 * Takes one step on `pos` in place, or returns why not and leaves it untouched. Checks come in the
 * order a player would want to hear them: the game, the phase, the turn, then the rule broken.
 */
export function step(o: Normalised, pos: Position, move: Move): StepError | null {
  if (isRubberOver(pos.ledger)) return { code: "GAME_OVER", message: "the rubber is over" };
  const who = PLAYERS[move.core.seat] as Player;
  if (move.draw >= 0) {
    const verb = move.draw === 1 ? "keep" : "reject";
    if (pos.core)
      return {
        code: "WRONG_PHASE",
        message: `${who} cannot ${verb} a card: the draw is over and the ${dealPhase(pos.core)} has begun`,
      };
    if (drawError(TWO, pos.draw, move.core.seat)) {
      return {
        code: "NOT_YOUR_TURN",
        message: `it is ${PLAYERS[drawTurn(TWO, pos.draw)]}'s turn to draw, not ${who}'s`,
      };
    }
    applyDraw(TWO, pos.draw, move.draw === 1);
    // The non-dealer calls first (H-4): the auction core's "dealer" is its first caller.
    if (drawDone(pos.draw))
      pos.core = newDeal(
        pos.draw.hands.map((h) => h.slice()),
        seatFrom(TWO, pos.dealer, 1),
      );
    return null;
  }
  if (!pos.core) {
    const what = move.core.kind === 0 ? "call" : "play a card";
    return {
      code: "WRONG_PHASE",
      message: `${who} cannot ${what}: the players are still drawing their hands (${TURNS - pos.draw.turns} turns left)`,
    };
  }
  const e = stepDeal(TWO, pos.core, move.core);
  if (e) return e;
  if (dealPhase(pos.core) === "over") finishDeal(o, pos);
  return null;
}

/** An empty deal entry. */
export function emptyLog(): DealLog {
  return { draws: [], calls: [], plays: [] };
}

/** Writes a step that succeeded into the log, opening the next deal's entry when one began. */
export function logMove(log: DealLog[], move: Move, newDealBegan: boolean): void {
  const entry = log[log.length - 1] as DealLog;
  if (move.draw >= 0) entry.draws.push(move.draw === 1 ? "keep" : "reject");
  else if (move.core.kind === 0) entry.calls.push(CALLS[move.core.id] as Call);
  else entry.plays.push(CARDS[move.core.id] as Card);
  if (newDealBegan) log.push(emptyLog());
}

type Trick = DealRecord["tricks"][number];
type TrickInProgress = { leader: Player; cards: { seat: Player; card: Card }[] };

/** The public course of a deal: the calls from the log, the tricks' leaders and winners from the position. */
export interface Course {
  calls: DealRecord["calls"];
  tricks: Trick[];
  current: TrickInProgress | null;
}

/** The course of a deal whose auction and play are `core` (or `null` while drawing). */
export function courseOf(dealer: number, core: DealCore | null, log: DealLog): Course {
  const calls = callEntries<Player>(TWO, seatFrom(TWO, dealer, 1), log.calls);
  const p = core?.play ?? null;
  if (!p) return { calls, tricks: [], current: null };
  const { tricks, next } = tricksOf<Player>(TWO, p, log.plays);
  return { calls, tricks, current: p.winners.length < 13 ? next : null };
}

/** The record of deal `k` and the actions that played it, from its draw, its deal core and its log. */
export function dealHistory(
  k: number,
  dealer: number,
  draw: DrawCore,
  core: DealCore | null,
  log: DealLog,
): DealHistory {
  const course = courseOf(dealer, core, log);
  const c = core?.contract ?? null;
  const actions: Action[] = log.draws.map((choice, t) => ({
    type: choice,
    seat: PLAYERS[seatFrom(TWO, draw.first, t)] as Player,
  }));
  for (const e of course.calls) actions.push({ type: "call", seat: e.seat, call: e.call });
  for (const t of course.current ? [...course.tricks, course.current] : course.tricks) {
    for (const e of t.cards) actions.push({ type: "play", seat: e.seat, card: e.card });
  }
  const record: DealRecord = {
    index: k,
    dealer: PLAYERS[dealer] as Player,
    calls: course.calls,
    contract: c ? contractOfCore(c) : null,
    declarer: c ? (PLAYERS[c.declarer] as Player) : null,
    tricks: course.tricks,
    declarerTricks: c && core?.play?.done ? core.play.declarerTricks : null,
    stock: draw.stock.map(cardOf),
    deal: { A: display(draw.hands[0] as number[]), B: display(draw.hands[1] as number[]) },
    discards: { A: display(draw.discards[0] as number[]), B: display(draw.discards[1] as number[]) },
    draws: log.draws.map((choice, t) => ({ seat: PLAYERS[seatFrom(TWO, draw.first, t)] as Player, choice })),
    passedOut: core !== null && core.auction.done && c === null,
  };
  return { record, actions };
}

/**
 * After a step that began a new deal, moves the deal that ended into `pos.past`, its record built
 * from `log` (that deal's entry) and the position as it ended.
 */
export function archive(pos: Position, log: DealLog): void {
  const f = pos.finished;
  if (!f) return;
  const k = pos.deal - 1;
  const { record, actions } = deepFreeze(dealHistory(k, seatFrom(TWO, f.draw.first, -1), f.draw, f.core, log));
  const { index, dealer, calls, contract, declarer, tricks, declarerTricks } = record;
  const past = pos.past;
  pos.past = deepFreeze({
    records: [...past.records, record],
    summaries: [...past.summaries, { index, dealer, calls, contract, declarer, tricks, declarerTricks }],
    actions: [...past.actions, ...actions],
  });
  pos.finished = null;
}

/** Replays a state's log; the first entry that breaks a rule is reported with its path. */
export function rebuild(state: State): { pos: Position } | { error: RuleError } {
  const o: Normalised = { seed: state.seed, firstDealer: state.firstDealer, decks: state.decks };
  const pos = initialPosition(o);
  const move = scratchMove();
  const fail = (path: PropertyKey[], message: string): { error: RuleError } => ({
    error: { code: "INVALID_STATE", message, path },
  });
  const last = state.deals.length - 1;
  for (let k = 0; k <= last; k++) {
    const entry = state.deals[k] as DealLog;
    if (pos.deal !== k || isRubberOver(pos.ledger)) {
      return isRubberOver(pos.ledger)
        ? fail(["deals", k], `deal ${k} follows the end of the rubber`)
        : fail(["deals", k - 1], `deal ${k - 1} is unfinished but another deal follows`);
    }
    const fields = [
      ["draws", entry.draws],
      ["calls", entry.calls],
      ["plays", entry.plays],
    ] as const;
    for (const [field, list] of fields) {
      for (let i = 0; i < list.length; i++) {
        const item = list[i] as string;
        if (pos.deal !== k || isRubberOver(pos.ledger))
          return fail(["deals", k, field, i], `deals[${k}].${field}[${i}] comes after the end of the deal`);
        if (field === "draws") {
          move.draw = item === "keep" ? 1 : 0;
          move.core.seat = Math.max(drawTurn(TWO, pos.draw), 0);
        } else {
          move.draw = -1;
          move.core.kind = field === "calls" ? 0 : 1;
          move.core.id = field === "calls" ? canonicalCallId(item) : canonicalCardId(item);
          move.core.seat = pos.core ? Math.max(dealTurn(TWO, pos.core), 0) : 0;
          if (move.core.id < 0)
            return fail(["deals", k, field, i], `deals[${k}].${field}[${i}] is not canonical: ${shown(item)}`);
        }
        const e = step(o, pos, move);
        if (e) return fail(["deals", k, field, i], `deals[${k}].${field}[${i}] is illegal: ${e.message} (${e.code})`);
        if (pos.deal !== k) archive(pos, entry);
      }
    }
  }
  if (pos.deal !== last)
    return fail(["deals"], `deal ${last} is over: the state should hold the next deal's (empty) entry`);
  return { pos };
}
