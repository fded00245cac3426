/**
 * Honeymoon draw-and-discard bridge (H-1 … H-7): two players, `"A"` and `"B"`, build hidden hands
 * from a face-down stock, then bid and play thirteen two-card tricks with no dummy, deal after deal,
 * until one of them has won a rubber on the rubber ledger (no honours, never settled early).
 *
 * The state is the minimum that determines the game: the options (seed, first dealer, any decks
 * supplied) and, deal by deal, the keep/reject choices, the calls and the cards played, in
 * canonical notation. Whose turn each entry was, which cards the stock held and what the ledger
 * says all follow from the rules, so the state is plain JSON and cannot contradict itself. The
 * position (the stock, both hands, the auction and play, the ledger, the finished deals' records)
 * is derived from it once and kept with the frozen state (see `cache.ts`); a state read back from
 * JSON is replayed once, by `load`.
 *
 * A finished deal is followed at once by the next one — the other player deals (RUB-6), the stock
 * is shuffled afresh — so the last entry of `deals` is always the deal in progress, or the deal
 * that ended the rubber.
 *
 * @module
 */
import type { ObjectSchema } from "../schemas/declared.js";
import { cardOf } from "../model/card.js";
import { err, ok, zodError, type Result } from "../result.js";
import { createRng } from "../random.js";
import { dealPhase, dealTurn, legalCoreActions } from "../engine/deal.js";
import { drawTurn, topOfStock } from "../engine/draw.js";
import { handIds } from "../engine/play.js";
import { contractOfCore } from "../engine/rules.js";
import {
  gameProgress,
  games,
  isRubberOver,
  rubberWinner,
  scoreSheet,
  vulnerable,
  type Ledger,
} from "../scoring/ledger.js";
import { positionStore } from "./cache.js";
import { actionOfCore, seatNames, shown } from "./actions.js";
import { display } from "./course.js";
import { actionList, frozenPer, LIMITS, replayStepError, type VariantSchemas } from "./contract.js";
import {
  ActionSchema,
  OptionsSchema,
  PLAYERS,
  RecordSchema,
  ScoreSchema,
  StateShape,
  ViewSchema,
  type Action,
  type DealLog,
  type DealSummary,
  type GameRecord,
  type Options,
  type Phase,
  type Player,
  type Score,
  type State,
  type View,
} from "./honeymoon-schemas.js";
import {
  TWO,
  archive,
  clonePosition,
  courseOf,
  dealHistory,
  emptyLog,
  initialPosition,
  logMove,
  readAction,
  rebuild,
  scratchMove,
  step,
  type Normalised,
  type Position,
} from "./honeymoon-position.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

export {
  PLAYERS,
  PlayerSchema,
  DrawChoiceSchema,
  PhaseSchema,
  DeckSchema,
  OptionsSchema,
  ActionSchema,
  DealLogSchema,
  ScoreItemSchema,
  ScoreSchema,
  CallEntrySchema,
  DrawEntrySchema,
  TrickCardSchema,
  TrickSchema,
  TrickInProgressSchema,
  DealSummarySchema,
  ViewSchema,
  DealRecordSchema,
  RecordSchema,
  type Player,
  type DrawChoice,
  type Phase,
  type Options,
  type Action,
  type DealLog,
  type ScoreItem,
  type Score,
  type DealSummary,
  type View,
  type DealRecord,
  type GameRecord,
  type KeepAction,
  type RejectAction,
  type DrawEntry,
  type PerPlayer,
  type State,
} from "./honeymoon-schemas.js";
export type { CallAction, CallEntry, PlayAction, Trick, TrickCard, TrickInProgress } from "./table-types.js";

const NAMES = /* @__PURE__ */ seatNames(PLAYERS);

const positions = /* @__PURE__ */ positionStore("honeymoon", StateShape, rebuild);

/**
 * The state of a Honeymoon rubber: the options and everything that happened, deal by deal. Parsing
 * also replays the log (the same check as {@link load}): a state that does not describe a legal
 * rubber is refused with the path of the first bad entry (`["deals", k, "calls", i]` …).
 */
export const StateSchema: ObjectSchema<State> = positions.schema;

function position(state: State): Position {
  return positions.of(state).pos;
}

// --- the contract ----------------------------------------------------------------------------

function normaliseOptions(options: unknown): Result<Normalised> {
  try {
    const parsed = OptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return zodError("INVALID_OPTIONS", "invalid options", parsed.error);
    const seed = parsed.data.seed ?? 0;
    // The draw for first dealer (H-1) has its own stream: the seed itself, while deal k shuffles
    // from deriveSeed(seed, k).
    const firstDealer = parsed.data.firstDealer ?? PLAYERS[createRng(seed).nextInt(2)] ?? "A";
    return ok({ seed, firstDealer, decks: (parsed.data.decks ?? []).map((d) => d.slice()) });
  } catch {
    // options are the caller's: a getter, Proxy trap or toJSON that throws makes them unreadable
    return err("INVALID_OPTIONS", "options must be plain data (a getter or a Proxy trap threw)", { path: [] });
  }
}

/**
 * A new rubber. The first dealer is drawn from `seed` (default 0) unless `firstDealer` is given
 * (H-1); deal `k`'s stock is `decks[k]` when given, else shuffled and cut from the seed. Bad options
 * (a deck that is not the 52 distinct cards, an unknown key) are `INVALID_OPTIONS`, with the path.
 */
export function create(options: Options = {}): Result<State> {
  const o = normaliseOptions(options);
  if (!o.ok) return o;
  const { seed, firstDealer, decks } = o.value;
  const state: State = { variant: "honeymoon", seed, firstDealer, decks: decks as State["decks"], deals: [emptyLog()] };
  return ok(positions.admit(state, initialPosition(o.value)));
}

/**
 * A stored state — `JSON.parse` of one, say — checked and replayed: the state to go on from (a
 * frozen copy), or `INVALID_STATE` with the path of the first thing wrong. Never throws.
 */
export function load(json: unknown): Result<State> {
  return positions.load(json);
}

/**
 * Takes one action. Never throws and never changes `state`: a legal action gives the next state,
 * anything else an error with its code (`WRONG_PHASE` for a call while drawing …). The action that
 * ends a deal also begins the next one (RUB-6), unless it ended the rubber.
 */
export function apply(state: State, action: unknown): Result<State> {
  const resolved = positions.resolve(state);
  if ("error" in resolved) return { ok: false, error: resolved.error };
  const { state: current, pos } = resolved;
  const move = scratchMove();
  const bad = readAction(action, move);
  if (bad) return { ok: false, error: bad };
  const next = clonePosition(pos);
  const e = step(current, next, move);
  if (e) return err(e.code, e.message);
  const began = next.deal !== pos.deal;
  if (began && current.deals.length >= LIMITS.deals)
    return err("INVALID_ACTION", `a rubber holds at most ${LIMITS.deals} deals`);
  // Earlier deals' entries are shared with `state`: only the current one is copied before writing.
  const entry = current.deals[current.deals.length - 1] as DealLog;
  const log = current.deals.slice(0, -1);
  log.push({ draws: entry.draws.slice(), calls: entry.calls.slice(), plays: entry.plays.slice() });
  logMove(log, move, began);
  if (began) archive(next, log[log.length - 2] as DealLog);
  return ok(positions.admit({ ...current, deals: log }, next));
}

function phaseOf(pos: Position): Phase {
  if (isRubberOver(pos.ledger)) return "over";
  if (!pos.core) return "draw";
  return dealPhase(pos.core) === "play" ? "play" : "auction";
}

function turnOf(pos: Position): number {
  if (isRubberOver(pos.ledger)) return -1;
  return pos.core ? dealTurn(TWO, pos.core) : drawTurn(TWO, pos.draw);
}

function legalOf(pos: Position): Action[] {
  if (isRubberOver(pos.ledger)) return [];
  if (!pos.core) {
    const seat = PLAYERS[drawTurn(TWO, pos.draw)] as Player;
    return [
      { type: "keep", seat },
      { type: "reject", seat },
    ];
  }
  return legalCoreActions(TWO, pos.core).map((a) => actionOfCore(NAMES, a));
}

/** Every legal action now, in the shape {@link apply} accepts; empty once the rubber is over. */
export function legalActions(state: State): Action[] {
  return legalOf(position(state));
}

/** The player who must act now — to draw, call or play — or `null` once the rubber is over. */
export function turn(state: State): Player | null {
  const t = turnOf(position(state));
  return t >= 0 ? (PLAYERS[t] as Player) : null;
}

/** Whether the rubber is over: a player has won two games (RUB-3). Honeymoon never stops early (H-6). */
export function isOver(state: State): boolean {
  return isRubberOver(position(state).ledger);
}

/**
 * The rubber's ledger (no honours, H-6): deals, items, games and the game in progress, for the
 * ledger's own functions (`belowTheLine`, `netResult` …). Treat it as immutable.
 */
export function ledger(state: State): Ledger<Player> {
  // A copy: the cached ledger is shared by every later state, so it must never reach a caller.
  return structuredClone(position(state).ledger);
}

/** The score sheet of a ledger, built once per ledger (it changes only when a deal ends) and frozen, as views share it. */
const scoreOf = /* @__PURE__ */ frozenPer((l: Ledger<Player>): Score => {
  const sheet = scoreSheet(l);
  const items = sheet.items.map((i) => ({ deal: i.deal, side: i.side, kind: i.kind, points: i.points, line: i.line }));
  return { items, totals: { A: sheet.totals.A, B: sheet.totals.B } };
});

/**
 * The score sheet so far: every item `{ deal, side, kind, points, line }` in order (SC-7, SC-8) and
 * each player's total, the sum of their items (RUB-4). Empty until a deal has been scored.
 */
export function score(state: State): Score {
  return scoreOf(position(state).ledger);
}

/**
 * What `seat` may see (see {@link View}): never the opponent's hand or discards, nor any card of the
 * stock but the top one while `seat` is to draw.
 */
export function view(state: State, seat: Player): View {
  const s = PLAYERS.indexOf(seat);
  if (s < 0) throw new RangeError(`unknown player ${shown(seat)}: expected A or B`);
  const { state: checked, pos } = positions.of(state);
  const log = checked.deals[pos.deal] as DealLog;
  const course = courseOf(pos.dealer, pos.core, log);
  const t = turnOf(pos);
  const phase = phaseOf(pos);
  const play = pos.core?.play ?? null;
  const contract = pos.core?.contract ?? null;
  const own = play ? handIds(play, s) : (pos.draw.hands[s] as number[]);
  const l = pos.ledger;
  const g = games(l);
  const progress = gameProgress(l);
  return {
    variant: "honeymoon",
    seat,
    dealIndex: pos.deal,
    dealer: PLAYERS[pos.dealer] as Player,
    phase,
    turn: t >= 0 ? (PLAYERS[t] as Player) : null,
    stock: pos.draw.stock.length - pos.draw.turns * 2,
    top: phase === "draw" && t === s ? cardOf(topOfStock(pos.draw)) : null,
    hand: display(own),
    discards: display(pos.draw.discards[s] as number[]),
    draws: log.draws.map((choice, i) => ({ seat: PLAYERS[(pos.draw.first + i) % 2] as Player, choice })),
    calls: course.calls,
    contract: contract ? contractOfCore(contract) : null,
    declarer: contract ? (PLAYERS[contract.declarer] as Player) : null,
    tricks: course.tricks,
    currentTrick: phase === "play" ? course.current : null,
    declarerTricks: play ? play.declarerTricks : 0,
    defenderTricks: play ? play.defenderTricks : 0,
    // shared: built once as each deal ended, and frozen
    previousDeals: pos.past.summaries as DealSummary[],
    score: scoreOf(l),
    games: { A: g.A, B: g.B },
    progress: { A: progress.A, B: progress.B },
    vulnerable: { A: vulnerable(l, "A"), B: vulnerable(l, "B") },
    legalActions: t === s ? legalOf(pos) : [],
  };
}

/**
 * The whole history: every deal so far with its stock, hands, draws, calls and tricks; every action
 * in order; the score sheet. `replay(record.options, record.actions)` gives back the state.
 */
export function record(state: State): GameRecord {
  const { state: s, pos } = positions.of(state);
  // earlier deals' records are shared (frozen once, as each ended): only the current one is built here
  const current = dealHistory(pos.deal, pos.dealer, pos.draw, pos.core, s.deals[pos.deal] as DealLog);
  const g = games(pos.ledger);
  return {
    variant: "honeymoon",
    // the decks are the frozen state's own
    options: { seed: s.seed, firstDealer: s.firstDealer, decks: s.decks },
    deals: [...pos.past.records, current.record],
    actions: [...pos.past.actions, ...current.actions],
    score: scoreOf(pos.ledger),
    games: { A: g.A, B: g.B },
    winner: rubberWinner(pos.ledger),
  };
}

/**
 * `create(options)`, then {@link apply} each action, stepped in place rather than copied per action.
 * On the first failure the error carries the action's `index` (and the path of a malformed action).
 */
export function replay(options: Options, actions: readonly unknown[]): Result<State> {
  const created = create(options);
  if (!created.ok) return created;
  const listed = actionList(actions);
  if ("error" in listed) return { ok: false, error: listed.error };
  const state = created.value;
  const pos = initialPosition(state);
  const log: DealLog[] = [emptyLog()];
  const move = scratchMove();
  for (let i = 0; i < listed.list.length; i++) {
    const bad = readAction(listed.list[i], move);
    if (bad) return replayStepError(bad, i);
    const before = pos.deal;
    const e = step(state, pos, move);
    if (e) return replayStepError(e, i);
    const began = pos.deal !== before;
    if (began && log.length >= LIMITS.deals)
      return replayStepError({ code: "INVALID_ACTION", message: `a rubber holds at most ${LIMITS.deals} deals` }, i);
    logMove(log, move, began);
    if (began) archive(pos, log[log.length - 2] as DealLog);
  }
  return ok(positions.admit({ ...state, deals: log }, pos));
}

/**
 * zod schemas for everything that crosses the boundary. `schemas.state` is {@link StateSchema}: it
 * also replays the log, so it accepts exactly what {@link load} accepts.
 */
export const schemas = {
  options: OptionsSchema,
  action: ActionSchema,
  state: StateSchema,
  view: ViewSchema,
  record: RecordSchema,
  score: ScoreSchema,
} satisfies VariantSchemas;
