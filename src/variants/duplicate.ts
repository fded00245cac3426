/**
 * Single-deal duplicate (D-1 … D-7): one deal at four seats, scored by duplicate rules.
 *
 * The state is the minimum that determines the game — the options, the calls and the cards played,
 * in canonical notation, much as a PBN record holds them — so it is plain JSON, cannot be
 * internally inconsistent, and `replay` of its record's actions reproduces it. The position (hands
 * left, the auction so far, the trick in progress) is derived from it once and cached beside the
 * state object (see `cache.ts`), so `apply`, `turn`, `view` … cost one step, not a replay; a state
 * read back from JSON is checked and replayed once, on first use.
 *
 * @module
 */
import * as z from "zod/mini";
import {
  CALLS,
  CARDS,
  SEATS,
  SeatSchema,
  SideSchema,
  VULNERABILITIES,
  VulnerabilitySchema,
  type Deal,
  type Seat,
  type Side,
  type Vulnerability,
} from "../schemas/model.js";
import { err, ok, zodError, type Result, type RuleError } from "../result.js";
import { canonicalDealHoldings, toDeal } from "../model/deal.js";
import { isVulnerable, sideOf, otherSide } from "../model/seat.js";
import { dealFromSeed } from "../random.js";
import { FOUR_SEATS } from "../engine/table.js";
import { dealIds } from "../engine/rules.js";
import {
  CALL,
  PLAY,
  dealPhase,
  declarerTricks,
  legalCoreActions,
  newDeal,
  scratchAction,
  stepDeal,
  dealTurn,
  type DealCore,
} from "../engine/deal.js";
import { scoreContractRaw } from "../scoring/contract.js";
import { ScoreKindSchema, LineSchema } from "../schemas/scoring.js";
import {
  actionOf,
  applyToLog,
  DealLogSchema,
  dealRecord,
  dealView,
  FourSeatActionSchema,
  FourSeatDealRecordSchema,
  FourSeatDealViewSchema,
  readFourSeatAction,
  MAX_CLAIM_EVENTS,
  replayLog,
  sameDeal,
  SideNumbersSchema,
} from "./table-four.js";
import { positionStore } from "./cache.js";
import {
  exactly,
  exactObject,
  extendObject,
  type EnumOf,
  type ObjectSchema,
  type Schema,
} from "../schemas/declared.js";
import type { DealLog, FourSeatAction, FourSeatDealRecord, FourSeatDealView, SideScoreItem } from "./table-types.js";

export type * from "./table-types.js";
import { actionList, replayStepError, SeedSchema, type VariantSchemas } from "./contract.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

/** How complete a claim's plan must be (CLAIM-1): see {@link Options}. */
export type ClaimPlans = "complete" | "partial";

/** Options of {@link create}, as a caller writes them: every field may be left out. */
export interface Options {
  /** Who deals and calls first (D-1); South unless set. */
  dealer?: Seat | undefined;
  /** Fixed before the deal (D-2); none unless set. */
  vulnerability?: Vulnerability | undefined;
  /** Seed for the shuffle when no `deal` is given (CARD-2); 0 unless set. */
  seed?: number | undefined;
  /** The hands: a PBN deal string or `{ N, E, S, W }` (lists of cards or PBN hand strings). */
  deal?: string | Record<string, unknown> | undefined;
  /**
   * `"complete"` (the default, as in rubber): a claim's plan orders all of declarer's and dummy's
   * remaining cards, or ends with `"any"`. `"partial"`: any plan, even an empty one, is accepted,
   * and where it is silent a contested claim leaves the card to the defenders.
   */
  claimPlans?: ClaimPlans | undefined;
}

/** {@link Options} as {@link OptionsSchema} gives them back, the defaults filled in. */
export interface ParsedOptions extends Omit<Options, "dealer" | "vulnerability" | "claimPlans"> {
  /** Who deals and calls first. */
  dealer: Seat;
  /** Which sides are vulnerable. */
  vulnerability: Vulnerability;
  /** How complete claim plans must be. */
  claimPlans: ClaimPlans;
}

/**
 * An action: a call, a card (`seat` is the player acting: declarer acts for dummy), or a claim,
 * concession or answer to one (CLAIM-1 … CLAIM-5).
 */
export type Action = FourSeatAction;

/**
 * The state of a single-deal duplicate game: the options and the deal's log. Treat it as immutable:
 * the library hands it out deeply frozen.
 */
export interface State extends DealLog {
  /** Always `"duplicate"`. */
  variant: "duplicate";
  /** The seed the deal was shuffled from, or `null` for a deal supplied by the caller. */
  seed: number | null;
  /** How complete claim plans must be. */
  claimPlans: ClaimPlans;
}

/** One entry of the score: to which side, what for, how much, and where a rubber sheet would write it. */
export type ScoreItem = SideScoreItem;

/** The score of a duplicate deal: its entries and each side's net total (equal and opposite, D-5). */
export interface Score {
  /** The entries, each to one side. */
  items: ScoreItem[];
  /** Each side's net score: N–S's and E–W's are equal and opposite. */
  totals: { NS: number; EW: number };
}

/** A seat's view of the game; the only input a bot gets. */
export interface View extends FourSeatDealView {
  /** Always `"duplicate"`. */
  variant: "duplicate";
  /** The score once the deal is over, else `null`. */
  score: Score | null;
}

/** The full history of the deal (D-6): deal, calls, tricks (leader, cards, winner), contract, declarer, score. */
export interface GameRecord extends FourSeatDealRecord {
  /** Always `"duplicate"`. */
  variant: "duplicate";
  /** The seed the deal was shuffled from, or `null` for a deal supplied by the caller. */
  seed: number | null;
  /** Every action in order, in the shape {@link apply} takes. */
  actions: Action[];
  /** The score once the deal is over, else `null`. */
  score: Score | null;
}

/** The schema of {@link ClaimPlans}. */
export const ClaimPlansSchema: EnumOf<ClaimPlans> = /* @__PURE__ */ z.enum(["complete", "partial"]);

/** The schema of {@link Options}: what {@link create} accepts. */
export const OptionsSchema: Schema<ParsedOptions, Options> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.strictObject({
    dealer: /* @__PURE__ */ z._default(SeatSchema, "S"),
    vulnerability: /* @__PURE__ */ z._default(VulnerabilitySchema, "none"),
    seed: /* @__PURE__ */ z.optional(SeedSchema),
    deal: /* @__PURE__ */ z.optional(
      /* @__PURE__ */ z.union([
        /* @__PURE__ */ z.string(),
        /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.unknown()),
      ]),
    ),
    claimPlans: /* @__PURE__ */ z._default(ClaimPlansSchema, "complete"),
  }),
);

/** The schema of {@link Action}: any action {@link apply} takes. */
export const ActionSchema: Schema<Action> = FourSeatActionSchema;

const StateShape = /* @__PURE__ */ z.object({
  variant: /* @__PURE__ */ z.literal("duplicate"),
  seed: /* @__PURE__ */ z.nullable(SeedSchema),
  claimPlans: ClaimPlansSchema,
  ...DealLogSchema.shape,
});

/** The schema of {@link ScoreItem}. */
export const ScoreItemSchema: ObjectSchema<ScoreItem> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    side: SideSchema,
    kind: ScoreKindSchema,
    points: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.nonnegative()),
    line: LineSchema,
  }),
);

/** The schema of {@link Score}. */
export const ScoreSchema: ObjectSchema<Score> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    items: /* @__PURE__ */ z.array(ScoreItemSchema),
    totals: SideNumbersSchema,
  }),
);

/** The schema of {@link View}. */
export const ViewSchema: ObjectSchema<View> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ extendObject(FourSeatDealViewSchema, {
    variant: /* @__PURE__ */ z.literal("duplicate"),
    score: /* @__PURE__ */ z.nullable(ScoreSchema),
  }),
);

/** The schema of {@link GameRecord}. */
export const RecordSchema: ObjectSchema<GameRecord> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ extendObject(FourSeatDealRecordSchema, {
    variant: /* @__PURE__ */ z.literal("duplicate"),
    seed: /* @__PURE__ */ z.nullable(SeedSchema),
    actions: /* @__PURE__ */ z.array(ActionSchema),
    score: /* @__PURE__ */ z.nullable(ScoreSchema),
  }),
);

const positions = /* @__PURE__ */ positionStore(
  "duplicate",
  StateShape,
  (state): { pos: DealCore } | { error: RuleError } => {
    const built = replayLog(state, state.claimPlans === "complete");
    if ("error" in built) return built;
    // A seeded state's hands are the seed's: a swapped card is a tamper, not a new deal.
    if (state.seed !== null && !sameDeal(state.deal, dealFromSeed(state.seed, state.dealer).deal)) {
      return {
        error: { code: "INVALID_STATE", message: "deal: the hands are not the ones the seed gives", path: ["deal"] },
      };
    }
    return { pos: built.core };
  },
);

/**
 * The schema of {@link State}: the options and the deal's log — the calls, the cards played and any
 * claim events, in order. Parsing also replays the log (the same check as {@link load}): a state
 * that does not describe a legal game is refused with the path of its first bad entry.
 */
export const StateSchema: ObjectSchema<State> = /* @__PURE__ */ exactObject(positions.schema);

function position(state: State): DealCore {
  return positions.of(state).pos;
}

type Normalised = {
  dealer: Seat;
  vulnerability: Vulnerability;
  deal: Deal;
  seed: number | null;
  claimPlans: State["claimPlans"];
};

const OPTION_KEYS = /* @__PURE__ */ new Set(["dealer", "vulnerability", "seed", "deal", "claimPlans"]);
const SEAT_SET = /* @__PURE__ */ new Set<unknown>(SEATS);
const VULNERABILITY_SET = /* @__PURE__ */ new Set<unknown>(VULNERABILITIES);

/**
 * Options giving the deal as four arrays of canonical cards in display order — the common case when
 * a server replays stored games — are read without zod, which would check the 52 cards through a
 * union; anything else goes through the schema for its precise error. (Seeded options are not worth
 * a path of their own: the schema reads them as fast.)
 */
function fastOptions(options: unknown): Normalised | null {
  if (typeof options !== "object" || options === null) return null;
  const o = options as Record<string, unknown>;
  if (o.deal === undefined || o.seed !== undefined) return null;
  for (const k in o) if (!OPTION_KEYS.has(k)) return null;
  const dealer = o.dealer ?? "S";
  const vulnerability = o.vulnerability ?? "none";
  const claimPlans = o.claimPlans ?? "complete";
  const deal = canonicalDeal(o.deal);
  if (
    !deal ||
    !SEAT_SET.has(dealer) ||
    !VULNERABILITY_SET.has(vulnerability) ||
    (claimPlans !== "complete" && claimPlans !== "partial")
  )
    return null;
  return {
    dealer: dealer as Seat,
    vulnerability: vulnerability as Vulnerability,
    claimPlans: claimPlans === "partial" ? "partial" : "complete",
    deal,
    seed: null,
  };
}

/** A copy of a deal given as four arrays of canonical cards in display order, or `null` if it is not one. */
function canonicalDeal(value: unknown): Deal | null {
  if (!canonicalDealHoldings(value)) return null;
  const v = value as Deal;
  return { N: v.N.slice(), E: v.E.slice(), S: v.S.slice(), W: v.W.slice() };
}

function normaliseOptions(options: unknown): Result<Normalised> {
  try {
    const fast = fastOptions(options ?? {});
    if (fast) return ok(fast);
    const parsed = OptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return zodError("INVALID_OPTIONS", "invalid options", parsed.error);
    const { dealer, vulnerability, seed, deal, claimPlans } = parsed.data;
    if (deal !== undefined) {
      if (seed !== undefined)
        return err("INVALID_OPTIONS", "give either a deal or a seed, not both", { path: ["seed"] });
      const d = toDeal(deal);
      if (!d.ok) return err("INVALID_OPTIONS", d.error.message, { path: ["deal", ...(d.error.path ?? [])] });
      return ok({ dealer, vulnerability, deal: d.value, seed: null, claimPlans });
    }
    const s = seed ?? 0;
    return ok({ dealer, vulnerability, deal: dealFromSeed(s, dealer).deal, seed: s, claimPlans });
  } catch {
    // options are the caller's: a getter, Proxy trap or toJSON that throws makes them unreadable
    return err("INVALID_OPTIONS", "options must be plain data (a getter or a Proxy trap threw)", { path: [] });
  }
}

/**
 * A new game. With `deal`, those hands are played; otherwise they are shuffled from `seed`
 * (default 0) and dealt from dealer's left. Bad options are an `INVALID_OPTIONS` error naming the
 * problem and its path.
 */
export function create(options: Options = {}): Result<State> {
  const o = normaliseOptions(options);
  if (!o.ok) return o;
  const { dealer, vulnerability, deal, seed, claimPlans } = o.value;
  const state: State = {
    variant: "duplicate",
    seed,
    claimPlans,
    dealer,
    vulnerability,
    deal,
    calls: [],
    plays: [],
    claims: [],
  };
  return ok(positions.admit(state, newDeal(dealIds(deal), SEATS.indexOf(dealer), claimPlans === "complete")));
}

/**
 * Takes one action. Never throws for a rule violation and never changes `state`: a legal action
 * gives the next state, anything else an error with its code (`NOT_YOUR_TURN` …, `INVALID_ACTION`
 * with the path for a malformed action). Notation is read leniently and stored canonically.
 */
export function apply(state: State, action: unknown): Result<State> {
  const resolved = positions.resolve(state);
  if ("error" in resolved) return { ok: false, error: resolved.error };
  const next = applyToLog(resolved.state, resolved.pos, action);
  if ("error" in next) return { ok: false, error: next.error };
  return ok(positions.admit(next.log, next.core, next.fresh));
}

/**
 * A stored state — `JSON.parse` of one, say — checked and replayed: the state to go on from (a
 * frozen copy), or `INVALID_STATE` with the path of the first thing wrong. Never throws.
 */
export function load(json: unknown): Result<State> {
  return positions.load(json);
}

/** Every legal action now, in the shape {@link apply} accepts; empty when the deal is over. */
export function legalActions(state: State): Action[] {
  return legalCoreActions(FOUR_SEATS, position(state)).map(actionOf);
}

/** The seat that must act now — declarer when dummy's card is to be played — or `null` at the end. */
export function turn(state: State): Seat | null {
  const t = dealTurn(FOUR_SEATS, position(state));
  return t >= 0 ? (SEATS[t] as Seat) : null;
}

/** Whether the deal is finished: passed out, or all thirteen tricks played. */
export function isOver(state: State): boolean {
  return dealPhase(position(state)) === "over";
}

/** The itemised duplicate score of a core deal that is over (SC-1 … SC-6; passed out is 0–0). */
function scoreOf(core: DealCore, vulnerability: Vulnerability): Score {
  const c = core.contract;
  if (!c) return { items: [], totals: { NS: 0, EW: 0 } };
  const declarerSide: Side = sideOf(SEATS[c.declarer] as Seat);
  const defenders = otherSide(declarerSide);
  const s = scoreContractRaw(
    c.level,
    c.strain,
    c.doubled,
    isVulnerable(vulnerability, declarerSide),
    declarerTricks(core),
    "duplicate",
  );
  const items = s.items.map((i) => ({
    side: i.side === "declarer" ? declarerSide : defenders,
    kind: i.kind,
    points: i.points,
    line: i.line,
  }));
  const ns = declarerSide === "NS" ? s.net : -s.net;
  return { items, totals: { NS: ns, EW: -ns } };
}

/** The score once the deal is over, else `null`. N–S and E–W totals are equal and opposite (D-5). */
export function score(state: State): Score | null {
  const { state: s, pos } = positions.of(state);
  return dealPhase(pos) === "over" ? scoreOf(pos, s.vulnerability) : null;
}

/**
 * What `seat` may see: its own cards, dummy's from the opening lead on, declarer's after a
 * claim (CLAIM-1), and everything public. Claims and concessions are not among its legal actions.
 */
export function view(state: State, seat: Seat): View {
  const { state: s, pos } = positions.of(state);
  return { variant: "duplicate", ...dealView(pos, seat, s), score: score(s) };
}

/** The full history: the deal as dealt, every call, every trick with leader and winner, contract, declarer, score. */
export function record(state: State): GameRecord {
  const { state: s, pos } = positions.of(state);
  return {
    variant: "duplicate",
    seed: s.seed,
    ...dealRecord(pos, s),
    score: score(s),
  };
}

/**
 * `create(options)`, then {@link apply} each action, stepped in place rather than copied per action
 * (the fast path for a server checking a whole sequence). A failure carries the action's `index`.
 */
export function replay(options: Options, actions: readonly unknown[]): Result<State> {
  const o = normaliseOptions(options);
  if (!o.ok) return o;
  const listed = actionList(actions);
  if ("error" in listed) return { ok: false, error: listed.error };
  const { dealer, vulnerability, deal, seed, claimPlans } = o.value;
  // a fresh position, stepped in place: it will belong to the final state, the only one handed out
  const core = newDeal(dealIds(deal), SEATS.indexOf(dealer), claimPlans === "complete");
  const calls: State["calls"] = [];
  const plays: State["plays"] = [];
  const claims: State["claims"] = [];
  const step = scratchAction();
  for (let i = 0; i < listed.list.length; i++) {
    const bad = readFourSeatAction(listed.list[i], step);
    if (bad) return replayStepError(bad, i);
    if (step.kind !== CALL && step.kind !== PLAY && claims.length >= MAX_CLAIM_EVENTS) {
      return replayStepError(
        { code: "INVALID_CLAIM", message: `a deal holds at most ${MAX_CLAIM_EVENTS} claims, concessions and answers` },
        i,
      );
    }
    const e = stepDeal(FOUR_SEATS, core, step);
    if (e) return replayStepError(e, i);
    if (step.kind === CALL) calls.push(CALLS[step.id] as State["calls"][number]);
    else if (step.kind === PLAY) plays.push(CARDS[step.id] as State["plays"][number]);
    else claims.push({ at: plays.length, action: actionOf(step) as State["claims"][number]["action"] });
  }
  return ok(
    positions.admit(
      { variant: "duplicate", seed, claimPlans, dealer, vulnerability, deal, calls, plays, claims },
      core,
    ),
  );
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
