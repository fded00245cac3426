/**
 * Rubber bridge for four players (R-1 … R-8, RUB-1 … RUB-6, SC-7, CLAIM-*): deal after deal, the
 * deal passing to the left, until one side has won two games — or a `stop` ends the rubber early
 * with the unfinished-rubber settlement (RUB-5).
 *
 * Like the duplicate variant, the state is a JSON log: the options and, for every deal so far, its
 * log (hands, calls, cards, claim events). The position — the deal in progress and the rubber
 * ledger — is derived from it and cached beside the state object. Each deal's hands come from
 * `deals[k]` when the caller supplied them, else from the seed (`deriveSeed(seed, k)`), and its
 * vulnerability from the games won so far; a stored state that disagrees is refused.
 *
 * @module
 */
import * as z from "zod/mini";
import {
  DealSchema,
  SEATS,
  SeatSchema,
  SideSchema,
  type Deal,
  type Seat,
  type Side,
  type Vulnerability,
} from "../schemas/model.js";
import { err, ok, zodError, type Result, type RuleError } from "../result.js";
import { toDeal } from "../model/deal.js";
import { seatAfter } from "../model/seat.js";
import { strainOf } from "../model/call.js";
import { createRng, dealFromSeed, deriveSeed } from "../random.js";
import { FOUR_SEATS } from "../engine/table.js";
import { dealPhase, dealTurn, declarerTricks, legalCoreActions, type DealCore } from "../engine/deal.js";
import { honoursOf } from "../scoring/honours.js";
import {
  createLedger,
  games,
  isRubberOver,
  netResult,
  recordDeal,
  rubberWinner,
  scoreSheet,
  settleUnfinished,
  vulnerable,
  type Ledger,
} from "../scoring/ledger.js";
import { LedgerItemSchema } from "../schemas/scoring.js";
import {
  actionOf,
  applyToLog,
  contractOf,
  DealLogSchema as FourSeatDealLogSchema,
  dealRecord,
  dealView,
  FourSeatActionSchema,
  FourSeatDealRecordSchema,
  FourSeatDealViewSchema,
  replayLog,
  sameDeal,
  SideNumbersSchema,
} from "./table-four.js";
import { exactly, exactObject, extendObject, type ObjectSchema, type Schema } from "../schemas/declared.js";
import type { DealLog, FourSeatAction, FourSeatDealRecord, FourSeatDealView, SideScoreItem } from "./table-types.js";

export type * from "./table-types.js";
import { deepFreeze, positionStore } from "./cache.js";
import { actionList, frozenPer, LIMITS, replayStepError, SeedSchema, type VariantSchemas } from "./contract.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

/** Options of {@link create}, as a caller writes them: every field may be left out. */
export interface Options {
  /** Seed for the draw for first dealer and for every shuffle (CARD-2); 0 unless set. */
  seed?: number | undefined;
  /** The first dealer; drawn from the seed unless set. */
  firstDealer?: Seat | undefined;
  /** Hands for deals 0, 1, 2 …, to replay a recorded rubber; later deals are shuffled from the seed. */
  deals?: unknown[] | undefined;
  /** Whether honours are scored; true unless set. */
  honours?: boolean | undefined;
}

/** {@link Options} as {@link OptionsSchema} gives them back, the default filled in. */
export interface ParsedOptions extends Omit<Options, "honours"> {
  /** Whether honours are scored. */
  honours: boolean;
}

/** Ends the rubber before a side has two games, with the unfinished-rubber settlement (RUB-5). */
export interface StopAction {
  /** Always `"stop"`. */
  type: "stop";
}

/** An action of the rubber variant: a call, a card, a claim action, or `stop`. */
export type Action = FourSeatAction | StopAction;

/** The state of a rubber: the options and every deal's log, the one in progress last. Treat it as immutable: the library hands it out deeply frozen. */
export interface State {
  /** Always `"rubber"`. */
  variant: "rubber";
  /** The seed of the first-dealer draw and of the shuffles. */
  seed: number;
  /** The dealer of the first deal. */
  firstDealer: Seat;
  /** Whether honours are scored. */
  honours: boolean;
  /** The hands the caller supplied for the first deals, canonical. */
  presetDeals: Deal[];
  /** Every deal so far, in order; the last is the one in progress unless the rubber is over. */
  deals: DealLog[];
  /** Whether the rubber was stopped early (RUB-5). */
  stopped: boolean;
}

/** One line of the score sheet (SC-8). */
export interface ScoreItem extends SideScoreItem {
  /** 0-based number of the deal in the rubber. */
  deal: number;
}

/** The rubber's score sheet: items deal by deal and each side's total (RUB-4). */
export interface Score {
  /** Every entry, deal by deal. */
  items: ScoreItem[];
  /** Each side's total. */
  totals: { NS: number; EW: number };
}

/** What a seat may see of a finished deal: everything public (no hands: a passed-out or claimed deal's cards stay hidden). */
export type PastDealView = Pick<
  FourSeatDealRecord,
  "dealer" | "vulnerability" | "calls" | "tricks" | "claims" | "contract" | "declarer" | "declarerTricks"
>;

/** A seat's view of the rubber: the deal in progress (R-4, CLAIM-1), the earlier deals' public record, and the score sheet; the only input a bot gets. */
export interface View extends FourSeatDealView {
  /** Always `"rubber"`. */
  variant: "rubber";
  /** 0-based number of the deal in progress in the rubber, as in score items' `deal`. */
  dealIndex: number;
  /** Every earlier deal, oldest first, as everyone saw it played. */
  previousDeals: PastDealView[];
  /** The score sheet so far. */
  score: Score;
  /** Games won by each side (RUB-1). */
  games: { NS: number; EW: number };
  /** Whether each side is vulnerable (RUB-2). */
  vulnerable: { NS: boolean; EW: boolean };
  /** Whether the rubber is over. */
  rubberOver: boolean;
}

/** The record of one deal of the rubber. */
export type DealRecord = FourSeatDealRecord;

/** The full history of the rubber: every deal (the one in progress included), the score, the result. */
export interface GameRecord {
  /** Always `"rubber"`. */
  variant: "rubber";
  /** The seed of the first-dealer draw and of the shuffles. */
  seed: number;
  /** The dealer of the first deal. */
  firstDealer: Seat;
  /** Whether honours were scored. */
  honours: boolean;
  /** Every deal, the one in progress included. */
  deals: DealRecord[];
  /** Whether the rubber was stopped early (RUB-5). */
  stopped: boolean;
  /** The side that won the rubber (two games), else `null`. */
  winner: Side | null;
  /** The result: who is ahead on the score sheet, and by how much. */
  net: { winner: Side | null; margin: number };
  /** The score sheet. */
  score: Score;
  /** Every action in order, in the shape {@link apply} takes: they replay the rubber. */
  actions: Action[];
}

/** The schema of {@link Options}: what {@link create} accepts. */
export const OptionsSchema: Schema<ParsedOptions, Options> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.strictObject({
    seed: /* @__PURE__ */ z.optional(SeedSchema),
    firstDealer: /* @__PURE__ */ z.optional(SeatSchema),
    deals: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown())),
    honours: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), true),
  }),
);

/** The schema of {@link StopAction}. */
export const StopActionSchema: ObjectSchema<StopAction> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.literal("stop") }),
);

/** The schema of {@link Action}: any action {@link apply} takes. */
export const ActionSchema: Schema<Action> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.union([FourSeatActionSchema, StopActionSchema]),
);

/** The schema of one deal's log within the rubber. */
export const DealLogSchema: ObjectSchema<DealLog> = FourSeatDealLogSchema;

const StateShape = /* @__PURE__ */ z.object({
  variant: /* @__PURE__ */ z.literal("rubber"),
  seed: SeedSchema,
  firstDealer: SeatSchema,
  honours: /* @__PURE__ */ z.boolean(),
  presetDeals: /* @__PURE__ */ z.array(DealSchema),
  deals: /* @__PURE__ */ z
    .array(DealLogSchema)
    .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(LIMITS.deals)),
  stopped: /* @__PURE__ */ z.boolean(),
});

/** The schema of {@link ScoreItem}. */
export const ScoreItemSchema: ObjectSchema<ScoreItem> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ extendObject(LedgerItemSchema, { side: SideSchema }),
);
/** The schema of {@link Score}. */
export const ScoreSchema: ObjectSchema<Score> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    items: /* @__PURE__ */ z.array(ScoreItemSchema),
    totals: SideNumbersSchema,
  }),
);

/** The schema of {@link PastDealView}: the record's public fields, without the hands. */
export const PastDealViewSchema: ObjectSchema<PastDealView> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ pastDealView(FourSeatDealRecordSchema),
);

/**
 * What `z.pick(record, { dealer: true, … })` makes (the same fields in the same order), taken from
 * the shape by hand, which leaves zod's `pick` machinery out of the bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
function pastDealView(record: typeof FourSeatDealRecordSchema) {
  const { dealer, vulnerability, calls, tricks, claims, contract, declarer, declarerTricks } = record.shape;
  return z.object({ dealer, vulnerability, calls, tricks, claims, contract, declarer, declarerTricks });
}

/** The schema of {@link View}. */
export const ViewSchema: ObjectSchema<View> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ extendObject(FourSeatDealViewSchema, {
    variant: /* @__PURE__ */ z.literal("rubber"),
    dealIndex: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.nonnegative()),
    previousDeals: /* @__PURE__ */ z.array(PastDealViewSchema),
    score: ScoreSchema,
    games: SideNumbersSchema,
    vulnerable: /* @__PURE__ */ z.object({ NS: /* @__PURE__ */ z.boolean(), EW: /* @__PURE__ */ z.boolean() }),
    rubberOver: /* @__PURE__ */ z.boolean(),
  }),
);

/** The schema of {@link DealRecord}. */
export const DealRecordSchema: ObjectSchema<DealRecord> = FourSeatDealRecordSchema;

/** The schema of {@link GameRecord}. */
export const RecordSchema: ObjectSchema<GameRecord> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    variant: /* @__PURE__ */ z.literal("rubber"),
    seed: SeedSchema,
    firstDealer: SeatSchema,
    honours: /* @__PURE__ */ z.boolean(),
    deals: /* @__PURE__ */ z.array(DealRecordSchema),
    stopped: /* @__PURE__ */ z.boolean(),
    winner: /* @__PURE__ */ z.nullable(SideSchema),
    net: /* @__PURE__ */ z.object({
      winner: /* @__PURE__ */ z.nullable(SideSchema),
      margin: /* @__PURE__ */ z.int(),
    }),
    score: ScoreSchema,
    actions: /* @__PURE__ */ z.array(ActionSchema),
  }),
);

/** The finished deals, each built once as it ended and frozen, so records and views share them. */
interface History {
  /** Their records. */
  readonly records: readonly FourSeatDealRecord[];
  /** What every seat saw of them (`View.previousDeals`). */
  readonly views: readonly PastDealView[];
  /** The actions that played them. */
  readonly actions: readonly Action[];
}

const NO_HISTORY: History = /* @__PURE__ */ deepFreeze({ records: [], views: [], actions: [] });

/** `history` with one more finished deal. */
function archived(history: History, core: DealCore, log: DealLog): History {
  const r = deepFreeze(dealRecord(core, log));
  const { dealer, vulnerability, calls, tricks, claims, contract, declarer, declarerTricks } = r;
  const view = deepFreeze({ dealer, vulnerability, calls, tricks, claims, contract, declarer, declarerTricks });
  return deepFreeze({
    records: [...history.records, r],
    views: [...history.views, view],
    actions: [...history.actions, ...r.actions],
  });
}

interface Position {
  /** The last deal's position. */
  core: DealCore;
  /** The ledger of the deals completed so far (settled if stopped). */
  ledger: Ledger<Side>;
  /** Records of the deals before the last, built once as each finished. */
  past: History;
  /** Whether the rubber was stopped (RUB-5): read from here, never from the state, once it is checked. */
  stopped: boolean;
}

function vulnerabilityOf(ledger: Ledger<Side>): Vulnerability {
  const ns = vulnerable(ledger, "NS");
  const ew = vulnerable(ledger, "EW");
  return ns && ew ? "both" : ns ? "NS" : ew ? "EW" : "none";
}

/** The hands of deal `k`: the caller's, else shuffled from the seed by that deal's dealer. */
function handsFor(state: Pick<State, "seed" | "presetDeals">, k: number, dealer: Seat): Deal {
  return state.presetDeals[k] ?? dealFromSeed(deriveSeed(state.seed, k), dealer).deal;
}

function newDealLog(
  state: Pick<State, "seed" | "presetDeals" | "firstDealer">,
  k: number,
  ledger: Ledger<Side>,
): DealLog {
  const dealer = seatAfter(state.firstDealer, k);
  return {
    dealer,
    vulnerability: vulnerabilityOf(ledger),
    deal: handsFor(state, k, dealer),
    calls: [],
    plays: [],
    claims: [],
  };
}

/** Writes a finished deal into the ledger (R-7 honours from the hands as dealt, when enabled). */
function score1(ledger: Ledger<Side>, core: DealCore, log: DealLog, honours: boolean): Ledger<Side> {
  const c = core.contract;
  const r = c
    ? recordDeal(ledger, {
        declarerSide: c.declarer % 2 === 0 ? "NS" : "EW",
        contract: contractOf(c) as NonNullable<ReturnType<typeof contractOf>>,
        tricks: declarerTricks(core),
        honours: honours ? honoursAsEntry(log.deal, c.strain) : null,
      })
    : recordDeal(ledger, { passedOut: true });
  if (!r.ok) throw new Error(`internal: the ledger refused a finished deal: ${r.error.message}`);
  return r.value;
}

function honoursAsEntry(deal: Deal, strain: number): { side: Side; points: 100 | 150 } | null {
  const h = honoursOf(deal, strainOf(strain));
  return h ? { side: h.side, points: h.points } : null;
}

/** The empty ledger a rubber starts from. */
function newLedger(): Ledger<Side> {
  return (createLedger(["NS", "EW"] as const) as { ok: true; value: Ledger<Side> }).value;
}

function rebuild(state: State): Position | { error: RuleError } {
  let ledger = newLedger();
  let core: DealCore | null = null;
  let past = NO_HISTORY;
  for (let k = 0; k < state.deals.length; k++) {
    const log = state.deals[k] as DealLog;
    const at = (field: string, message: string): { error: RuleError } => ({
      error: { code: "INVALID_STATE", message: `deals[${k}]: ${message}`, path: ["deals", k, field] },
    });
    if (isRubberOver(ledger)) return at("dealer", "the rubber was already over");
    const expected = newDealLog(state, k, ledger);
    if (log.dealer !== expected.dealer)
      return at("dealer", `the dealer should be ${expected.dealer} (the deal passes to the left, RUB-6)`);
    if (log.vulnerability !== expected.vulnerability)
      return at("vulnerability", `the vulnerability should be ${expected.vulnerability} (RUB-2)`);
    if (!sameDeal(log.deal, expected.deal))
      return at("deal", "the hands are not the ones the seed or the supplied deals give");
    const built = replayLog(log, true);
    if ("error" in built)
      return {
        error: {
          ...built.error,
          message: `deals[${k}]: ${built.error.message}`,
          path: ["deals", k, ...(built.error.path ?? [])],
        },
      };
    core = built.core;
    const last = k === state.deals.length - 1;
    if (dealPhase(core) === "over") ledger = score1(ledger, core, log, state.honours);
    else if (!last) return at("calls", "an earlier deal is unfinished");
    if (!last) past = archived(past, core, log);
  }
  const lastOver = dealPhase(core as DealCore) === "over";
  // A stop never follows a finished deal: the next one is dealt first (RUB-6), so a stopped state too
  // must end on an unfinished deal, or its record would not replay to it.
  if (lastOver && !isRubberOver(ledger)) {
    return {
      error: {
        code: "INVALID_STATE",
        message: "the last deal is over but the next one was not dealt",
        path: ["deals"],
      },
    };
  }
  if (state.stopped) {
    if (isRubberOver(ledger))
      return {
        error: { code: "INVALID_STATE", message: "a finished rubber cannot also be stopped", path: ["stopped"] },
      };
    const settled = settleUnfinished(ledger);
    if (!settled.ok) return { error: { code: "INVALID_STATE", message: settled.error.message, path: ["stopped"] } };
    ledger = settled.value;
  }
  return { core: core as DealCore, ledger, past, stopped: state.stopped };
}

const positions = /* @__PURE__ */ positionStore(
  "rubber",
  StateShape,
  (state): { pos: Position } | { error: RuleError } => {
    const built = rebuild(state);
    return "error" in built ? built : { pos: built };
  },
);

/**
 * The schema of {@link State}: the options and every deal's log, the one in progress last. Parsing
 * also replays every deal (the same check as {@link load}).
 */
export const StateSchema: ObjectSchema<State> = /* @__PURE__ */ exactObject(positions.schema);

function position(state: State): Position {
  return positions.of(state).pos;
}

/**
 * A new rubber. The first dealer is drawn from the seed unless given; deal k's hands are
 * `deals[k]` (a PBN deal string or `{ N, E, S, W }`) when supplied, else shuffled from the seed.
 */
export function create(options: Options = {}): Result<State> {
  try {
    return createChecked(options);
  } catch {
    // options are the caller's: a getter, Proxy trap or toJSON that throws makes them unreadable
    return err("INVALID_OPTIONS", "options must be plain data (a getter or a Proxy trap threw)", { path: [] });
  }
}

function createChecked(options: Options): Result<State> {
  const parsed = OptionsSchema.safeParse(options ?? {});
  if (!parsed.success) return zodError("INVALID_OPTIONS", "invalid options", parsed.error);
  const seed = parsed.data.seed ?? 0;
  const presetDeals: Deal[] = [];
  for (const [i, d] of (parsed.data.deals ?? []).entries()) {
    const deal = toDeal(d);
    if (!deal.ok)
      return err("INVALID_OPTIONS", `deals[${i}]: ${deal.error.message}`, {
        path: ["deals", i, ...(deal.error.path ?? [])],
      });
    presetDeals.push(deal.value);
  }
  // the draw for first dealer, reproducible from the seed.
  const firstDealer: Seat = parsed.data.firstDealer ?? SEATS[createRng(deriveSeed(seed, 0x64726177)).nextInt(4)] ?? "N";
  const ledger = newLedger();
  const base = { seed, firstDealer, honours: parsed.data.honours, presetDeals };
  const state: State = { variant: "rubber", ...base, deals: [newDealLog(base, 0, ledger)], stopped: false };
  const built = replayLog(state.deals[0] as DealLog, true);
  if ("error" in built) return { ok: false, error: built.error };
  return ok(positions.admit(state, { core: built.core, ledger, past: NO_HISTORY, stopped: false }));
}

/**
 * A stored state — `JSON.parse` of one, say — checked and every deal replayed: the state to go on
 * from (a frozen copy), or `INVALID_STATE` with the path of the first thing wrong. Never throws.
 */
export function load(json: unknown): Result<State> {
  return positions.load(json);
}

/**
 * Takes one action in the deal in progress, or `{ type: "stop" }`. A finished deal is scored into
 * the ledger and the next one dealt by the next dealer clockwise; a passed-out deal scores nothing
 * (RUB-6). Never throws for a rule violation and never changes `state`.
 */
export function apply(state: State, action: unknown): Result<State> {
  const resolved = positions.resolve(state);
  if ("error" in resolved) return { ok: false, error: resolved.error };
  const { state: current, pos } = resolved;
  if (pos.stopped || isRubberOver(pos.ledger)) return err("GAME_OVER", "the rubber is over");
  let isStop = false;
  try {
    isStop = typeof action === "object" && action !== null && (action as { type?: unknown }).type === "stop";
  } catch {
    // an unreadable action: the deal's reader below says so
  }
  if (isStop) {
    const settled = settleUnfinished(pos.ledger);
    if (!settled.ok) return settled;
    return ok(positions.admit({ ...current, stopped: true }, { ...pos, ledger: settled.value, stopped: true }));
  }
  const k = current.deals.length - 1;
  const stepped = applyToLog(current.deals[k] as DealLog, pos.core, action);
  if ("error" in stepped) {
    const e = stepped.error;
    if (e.code === "INVALID_ACTION" && e.path?.[0] === "type") {
      return err("INVALID_ACTION", e.message.replace("or objectConcession", "objectConcession or stop"), {
        path: ["type"],
      });
    }
    return { ok: false, error: e };
  }
  const deals = current.deals.slice(0, k).concat([stepped.log]);
  let next: State = { ...current, deals };
  let nextPos: Position = { core: stepped.core, ledger: pos.ledger, past: pos.past, stopped: false };
  if (dealPhase(stepped.core) === "over") {
    const ledger = score1(pos.ledger, stepped.core, stepped.log, current.honours);
    nextPos = { core: stepped.core, ledger, past: pos.past, stopped: false };
    if (!isRubberOver(ledger)) {
      if (deals.length >= LIMITS.deals)
        return err("INVALID_ACTION", `a rubber holds at most ${LIMITS.deals} deals: stop it instead`);
      const log = newDealLog(current, deals.length, ledger);
      const fresh = replayLog(log, true);
      if ("error" in fresh) return { ok: false, error: fresh.error };
      next = { ...current, deals: [...deals, log] };
      nextPos = { core: fresh.core, ledger, past: archived(pos.past, stepped.core, stepped.log), stopped: false };
    }
  }
  return ok(positions.admit(next, nextPos));
}

/** Every legal call, card or answer to a claim now; empty when the rubber is over. `claim`, `concede` and `stop` are open-ended and not listed. */
export function legalActions(state: State): Action[] {
  const pos = position(state);
  if (overAt(pos)) return [];
  return legalCoreActions(FOUR_SEATS, pos.core).map(actionOf);
}

/** The seat that must act now, or `null` when the rubber is over. */
export function turn(state: State): Seat | null {
  const pos = position(state);
  if (overAt(pos)) return null;
  const t = dealTurn(FOUR_SEATS, pos.core);
  return t >= 0 ? (SEATS[t] as Seat) : null;
}

function overAt(pos: Position): boolean {
  return pos.stopped || isRubberOver(pos.ledger);
}

/** Whether the rubber has ended: a side has two games (RUB-3), or it was stopped (RUB-5). */
export function isOver(state: State): boolean {
  return overAt(position(state));
}

/** The score sheet: every entry deal by deal, above or below the line, and each side's total (RUB-4). */
export function score(state: State): Score {
  return scoreOf(position(state).ledger);
}

/** The score sheet of a ledger, built once per ledger (it changes only when a deal ends) and frozen, as views share it. */
const scoreOf = /* @__PURE__ */ frozenPer((ledger: Ledger<Side>): Score => {
  const sheet = scoreSheet(ledger);
  return { items: sheet.items.map((i) => ({ ...i })), totals: { NS: sheet.totals.NS, EW: sheet.totals.EW } };
});

/**
 * What `seat` may see: the deal in progress as in the duplicate variant, the public record of earlier
 * deals (never their hands), the score sheet, games and vulnerability.
 */
export function view(state: State, seat: Seat): View {
  const { state: checked, pos } = positions.of(state);
  const over = overAt(pos);
  const current = checked.deals[checked.deals.length - 1] as DealLog;
  const dealView1 = dealView(pos.core, seat, current);
  return {
    variant: "rubber",
    ...dealView1,
    // a stopped rubber is over even if its last deal was not
    phase: over ? "over" : dealView1.phase,
    legalActions: over ? [] : dealView1.legalActions,
    turn: over ? null : dealView1.turn,
    dealIndex: checked.deals.length - 1,
    // shared: built once as each deal ended, and frozen
    previousDeals: pos.past.views as PastDealView[],
    score: scoreOf(pos.ledger),
    games: { ...games(pos.ledger) },
    vulnerable: { NS: vulnerable(pos.ledger, "NS"), EW: vulnerable(pos.ledger, "EW") },
    rubberOver: over,
  };
}

/** The full history: every deal (the one in progress included) in the duplicate record shape, the score sheet, the winner. */
export function record(state: State): GameRecord {
  const { state: s, pos } = positions.of(state);
  // earlier deals' records are shared (frozen once, as each ended): only the last deal is built here
  const last = dealRecord(pos.core, s.deals[s.deals.length - 1] as DealLog);
  const deals = [...pos.past.records, last];
  const actions: Action[] = [...pos.past.actions, ...last.actions];
  if (pos.stopped) actions.push({ type: "stop" });
  return {
    variant: "rubber",
    seed: s.seed,
    firstDealer: s.firstDealer,
    honours: s.honours,
    deals,
    stopped: pos.stopped,
    winner: rubberWinner(pos.ledger),
    net: netResult(pos.ledger),
    score: scoreOf(pos.ledger),
    actions,
  };
}

/** `create(options)`, then {@link apply} each action; on the first failure the error carries its `index`. */
export function replay(options: Options, actions: readonly unknown[]): Result<State> {
  const created = create(options);
  if (!created.ok) return created;
  const listed = actionList(actions);
  if ("error" in listed) return { ok: false, error: listed.error };
  let state = created.value;
  for (let i = 0; i < listed.list.length; i++) {
    const r = apply(state, listed.list[i]);
    if (!r.ok) return replayStepError(r.error, i);
    state = r.value;
  }
  return ok(state);
}

/**
 * zod schemas for everything that crosses the boundary. `schemas.state` is {@link StateSchema}: it
 * also replays every deal, so it accepts exactly what {@link load} accepts.
 */
export const schemas = {
  options: OptionsSchema,
  action: ActionSchema,
  state: StateSchema,
  view: ViewSchema,
  record: RecordSchema,
  score: ScoreSchema,
} satisfies VariantSchemas;
