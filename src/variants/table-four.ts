/**
 * One deal at a four-seat table, as the duplicate and rubber variants both keep it: a JSON log (the
 * hands, the calls, the cards and any claim events, in canonical notation), replayed into the
 * engine's position; taking one action; and building a seat's view and the deal's record. Views are
 * built by copying in what a seat may see, never by deleting from the state.
 *
 * @module
 * @internal
 */
import * as z from "zod/mini";
import {
  CALLS,
  CARDS,
  CallSchema,
  CardSchema,
  ContractSchema,
  DealSchema,
  SeatSchema,
  SEATS,
  VulnerabilitySchema,
  type Call,
  type Card,
  type Contract,
  type Deal,
  type Seat,
} from "../schemas/model.js";
import type { RuleError } from "../result.js";
import { canonicalCallId } from "../model/call.js";
import { canonicalCardId, cardOf } from "../model/card.js";
import { canonicalDealHoldings, validateDeal } from "../model/deal.js";
import { FOUR_SEATS } from "../engine/table.js";
import { dummyExposed, handIds, handToPlay, holdingsOf, idsOfHoldings } from "../engine/play.js";
import { contractOfCore, dealIds } from "../engine/rules.js";
import { ANY_CARD } from "../engine/claim.js";
import {
  ACCEPT_CLAIM,
  CALL,
  CLAIM,
  CONCEDE,
  OBJECT_CONCESSION,
  PLAY,
  REJECT_CLAIM,
  cloneDeal,
  dealPhase,
  dealTurn,
  declarerTricks,
  legalCoreActions,
  newDealFromHoldings,
  scratchAction,
  stepDeal,
  type CoreAction,
  type DealCore,
} from "../engine/deal.js";
import type { CoreContract } from "../engine/auction.js";
import { callEntries, display, tricksOf } from "./course.js";
import { exactly, exactObject, type ObjectSchema, type Schema } from "../schemas/declared.js";
import type {
  AcceptClaimAction,
  CallAction,
  CallEntry,
  ClaimAction,
  ClaimEvent,
  ClaimEventAction,
  ConcedeAction,
  DealLog,
  FourSeatAction,
  FourSeatDealRecord,
  FourSeatDealView,
  ObjectConcessionAction,
  PendingClaimView,
  PlanItem,
  PlayAction,
  RejectClaimAction,
  ShownHand,
  Trick,
  TrickCard,
  TrickInProgress,
} from "./table-types.js";

// analysis/claim.ts reads a deal's record by this module's name for it
export type { FourSeatDealRecord } from "./table-types.js";
import {
  anyCardId,
  callPlaySchemas,
  guarded,
  invalid,
  readCallOrPlay,
  seatNames,
  seatNumber,
  shown,
} from "./actions.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

/** Seat names of the four-seat table. */
const FOUR = /* @__PURE__ */ seatNames(SEATS);

/** Most claim events one deal may hold (a defender's concession can be objected to again and again). */
export const MAX_CLAIM_EVENTS = 200;
/** Most calls an auction can hold: 1C … 7NT each doubled and redoubled, with the passes between. */
const MAX_CALLS = 319;

/** A whole number for each side, `{ NS, EW }`: a score's totals, a rubber's games. */
export const SideNumbersSchema = /* @__PURE__ */ z.object({ NS: /* @__PURE__ */ z.int(), EW: /* @__PURE__ */ z.int() });

const fourSeatActions = /* @__PURE__ */ callPlaySchemas(SeatSchema);
/** A call: `{ type: "call", seat, call }`. */
export const CallActionSchema: ObjectSchema<CallAction> = /* @__PURE__ */ exactObject(fourSeatActions.call);
/** A card: `{ type: "play", seat, card }`; declarer acts for dummy. */
export const PlayActionSchema: ObjectSchema<PlayAction> = /* @__PURE__ */ exactObject(fourSeatActions.play);

/**
 * A claim's plan: declarer's and dummy's cards in the order they will be played, perhaps ending with
 * `"any"` — the cards it does not name, in an order the defenders choose if the claim is contested.
 */
export const PlanSchema: Schema<PlanItem[]> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.array(/* @__PURE__ */ z.union([CardSchema, /* @__PURE__ */ z.literal("any")])).check(
    /* @__PURE__ */ z.maxLength(27),
    /* @__PURE__ */ z.refine((plan) => plan.indexOf("any") < 0 || plan.indexOf("any") === plan.length - 1, {
      message: '"any" may only end a plan',
    }),
  ),
);
/** Declarer claims `tricks` of the remaining tricks, with the plan for declarer's and dummy's cards (CLAIM-1). */
export const ClaimActionSchema: ObjectSchema<ClaimAction> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    type: /* @__PURE__ */ z.literal("claim"),
    seat: SeatSchema,
    tricks: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(13)),
    plan: PlanSchema,
  }),
);
/** A defender accepts declarer's claim, or partner accepts a defender's concession (CLAIM-2, CLAIM-4). */
export const AcceptClaimActionSchema: ObjectSchema<AcceptClaimAction> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.literal("acceptClaim"), seat: SeatSchema }),
);
/** A defender rejects declarer's claim: play continues, declarer bound to the plan (CLAIM-3). */
export const RejectClaimActionSchema: ObjectSchema<RejectClaimAction> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.literal("rejectClaim"), seat: SeatSchema }),
);
/** A player concedes `tricks` of the remaining tricks to the opponents (CLAIM-4). */
export const ConcedeActionSchema: ObjectSchema<ConcedeAction> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    type: /* @__PURE__ */ z.literal("concede"),
    seat: SeatSchema,
    tricks: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(1), /* @__PURE__ */ z.maximum(13)),
  }),
);
/** Partner objects to a defender's concession, which is then void (Law 68B2). */
export const ObjectConcessionActionSchema: ObjectSchema<ObjectConcessionAction> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.literal("objectConcession"), seat: SeatSchema }),
);

/** Claim, concession and the answers to them. */
export const ClaimEventActionSchema: Schema<ClaimEventAction> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.discriminatedUnion("type", [
    ClaimActionSchema,
    AcceptClaimActionSchema,
    RejectClaimActionSchema,
    ConcedeActionSchema,
    ObjectConcessionActionSchema,
  ]),
);

/** Every action at a four-seat table. */
export const FourSeatActionSchema: Schema<FourSeatAction> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.discriminatedUnion("type", [
    CallActionSchema,
    PlayActionSchema,
    ClaimActionSchema,
    AcceptClaimActionSchema,
    RejectClaimActionSchema,
    ConcedeActionSchema,
    ObjectConcessionActionSchema,
  ]),
);

/** A claim event in a deal's log: the action and how many cards had been played when it came. */
export const ClaimEventSchema: Schema<ClaimEvent> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.object({
    at: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(52)),
    action: ClaimEventActionSchema,
  }),
);

/** One four-seat deal's log: dealer, vulnerability, the hands, the calls, the cards, the claim events. */
export const DealLogSchema: ObjectSchema<DealLog> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    dealer: SeatSchema,
    vulnerability: VulnerabilitySchema,
    deal: DealSchema,
    calls: /* @__PURE__ */ z.array(CallSchema).check(/* @__PURE__ */ z.maxLength(MAX_CALLS)),
    plays: /* @__PURE__ */ z.array(CardSchema).check(/* @__PURE__ */ z.maxLength(52)),
    claims: /* @__PURE__ */ z.array(ClaimEventSchema).check(/* @__PURE__ */ z.maxLength(MAX_CLAIM_EVENTS)),
  }),
);

/** A call in the auction, with who made it. */
export const CallEntrySchema: Schema<CallEntry> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.object({ seat: SeatSchema, call: CallSchema }),
);
/** One card of a trick, with whose hand it came from (dummy's cards carry dummy's seat). */
export const TrickCardSchema: Schema<TrickCard> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.object({ seat: SeatSchema, card: CardSchema }),
);
/** A completed trick: who led, the cards in order, who won (D-6). */
export const TrickSchema: Schema<Trick> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.object({ leader: SeatSchema, cards: /* @__PURE__ */ z.array(TrickCardSchema), winner: SeatSchema }),
);
/** A trick in progress: who led and the cards so far. */
export const TrickInProgressSchema: Schema<TrickInProgress> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.object({ leader: SeatSchema, cards: /* @__PURE__ */ z.array(TrickCardSchema) }),
);

/** The phase of a deal. */
export const DealPhaseSchema = /* @__PURE__ */ z.enum(["auction", "play", "over"]);

/** A claim or concession waiting for an answer, as everyone sees it (the plan is announced, CLAIM-1). */
export const PendingClaimViewSchema: Schema<PendingClaimView> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.object({
    kind: /* @__PURE__ */ z.enum(["claim", "concession"]),
    seat: SeatSchema,
    tricks: /* @__PURE__ */ z.int(),
    plan: PlanSchema,
    accepted: /* @__PURE__ */ z.array(SeatSchema),
  }),
);

const ShownHandSchema: Schema<ShownHand> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.object({ seat: SeatSchema, hand: /* @__PURE__ */ z.array(CardSchema) }),
);

/** What one seat may see of a four-seat deal. */
export const FourSeatDealViewSchema: ObjectSchema<FourSeatDealView> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    seat: SeatSchema,
    dealer: SeatSchema,
    vulnerability: VulnerabilitySchema,
    phase: DealPhaseSchema,
    turn: /* @__PURE__ */ z.nullable(SeatSchema),
    handToPlay: /* @__PURE__ */ z.nullable(SeatSchema),
    hand: /* @__PURE__ */ z.array(CardSchema),
    dummy: /* @__PURE__ */ z.nullable(ShownHandSchema),
    exposed: /* @__PURE__ */ z.array(ShownHandSchema),
    calls: /* @__PURE__ */ z.array(CallEntrySchema),
    contract: /* @__PURE__ */ z.nullable(ContractSchema),
    declarer: /* @__PURE__ */ z.nullable(SeatSchema),
    tricks: /* @__PURE__ */ z.array(TrickSchema),
    currentTrick: /* @__PURE__ */ z.nullable(TrickInProgressSchema),
    declarerTricks: /* @__PURE__ */ z.int(),
    defenderTricks: /* @__PURE__ */ z.int(),
    claim: /* @__PURE__ */ z.nullable(PendingClaimViewSchema),
    boundPlan: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.array(CardSchema)),
    legalActions: /* @__PURE__ */ z.array(FourSeatActionSchema),
  }),
);

/** The history of one four-seat deal (D-6). */
export const FourSeatDealRecordSchema: ObjectSchema<FourSeatDealRecord> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    dealer: SeatSchema,
    vulnerability: VulnerabilitySchema,
    deal: DealSchema,
    calls: /* @__PURE__ */ z.array(CallEntrySchema),
    tricks: /* @__PURE__ */ z.array(TrickSchema),
    unfinishedTrick: /* @__PURE__ */ z.nullable(TrickInProgressSchema),
    claims: /* @__PURE__ */ z.array(ClaimEventSchema),
    contract: /* @__PURE__ */ z.nullable(ContractSchema),
    declarer: /* @__PURE__ */ z.nullable(SeatSchema),
    declarerTricks: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int()),
    actions: /* @__PURE__ */ z.array(FourSeatActionSchema),
  }),
);

/** Whether two deals hold the same cards in the same order, hand by hand: a stored state's against its seed's. */
export const sameDeal = (a: Deal, b: Deal): boolean =>
  SEATS.every((s) => a[s].length === b[s].length && a[s].every((c, i) => c === b[s][i]));

/** The public contract of a core contract. */
export function contractOf(c: CoreContract | null): Contract | null {
  return c ? contractOfCore(c) : null;
}

const CLAIM_KINDS: Readonly<Record<string, number>> = {
  claim: CLAIM,
  acceptClaim: ACCEPT_CLAIM,
  rejectClaim: REJECT_CLAIM,
  concede: CONCEDE,
  objectConcession: OBJECT_CONCESSION,
};

/**
 * Reads any four-seat action into `core` (calls and cards by the fast path of `readCallOrPlay`),
 * or returns `INVALID_ACTION` with the path of the bad field. Never throws: each field is read once
 * and described only by its kind (see `shown`).
 */
export function readFourSeatAction(input: unknown, core: CoreAction): RuleError | null {
  return guarded(() => readAction(input, core));
}

function readAction(input: unknown, core: CoreAction): RuleError | null {
  const type = typeof input === "object" && input !== null ? (input as { type?: unknown }).type : undefined;
  // own keys only: "constructor", "toString" … are not action types
  const kind = typeof type === "string" && Object.hasOwn(CLAIM_KINDS, type) ? CLAIM_KINDS[type] : undefined;
  if (kind === undefined) {
    const bad = readCallOrPlay(FOUR, input, core);
    if (bad && bad.path?.[0] === "type") {
      return invalid(
        `unknown action type ${shown(type)}: expected call, play, claim, acceptClaim, rejectClaim, concede or objectConcession`,
        ["type"],
      );
    }
    return bad;
  }
  const a = input as Record<string, unknown>;
  const seat = seatNumber(FOUR, a.seat);
  if (seat < 0) return invalid(`unknown seat ${shown(a.seat)}: expected one of N, E, S, W`, ["seat"]);
  core.kind = kind;
  core.seat = seat;
  core.id = 0;
  core.tricks = 0;
  core.plan = [];
  if (kind === CLAIM || kind === CONCEDE) {
    const tricks = a.tricks;
    if (typeof tricks !== "number" || !Number.isInteger(tricks))
      return invalid(`tricks must be a whole number, got ${shown(tricks)}`, ["tricks"]);
    core.tricks = tricks;
  }
  if (kind === CLAIM) {
    const plan = a.plan;
    // no default: a claim states its plan (CLAIM-1), even if it is only ["any"]
    if (plan === undefined)
      return {
        code: "INVALID_CLAIM",
        message: "a claim states its plan: declarer's and dummy's cards in order, perhaps ending with \"any\"",
        path: ["plan"],
      };
    if (!Array.isArray(plan))
      return invalid(`a claim's plan must be a list of cards (perhaps ending with "any"), got ${shown(plan)}`, [
        "plan",
      ]);
    if (plan.length > 27)
      return invalid('a plan names at most the 26 cards of declarer and dummy, then perhaps "any"', ["plan"]);
    const ids: number[] = [];
    for (let i = 0; i < plan.length; i++) {
      const item: unknown = plan[i];
      const id = item === "any" ? ANY_CARD : anyCardId(item);
      if (id === ANY_CARD && i !== plan.length - 1) return invalid(`"any" may only end a plan`, ["plan", i]);
      if (id < 0) return invalid(`unknown card ${shown(item)} in the plan`, ["plan", i]);
      ids.push(id);
    }
    core.plan = ids;
  }
  return null;
}

/** A plan in canonical notation. */
function planOf(ids: readonly number[]): PlanItem[] {
  return ids.map((id) => (id === ANY_CARD ? "any" : cardOf(id)));
}

/** The canonical form of a core action. */
export function actionOf(a: CoreAction): FourSeatAction {
  const seat = SEATS[a.seat] as Seat;
  switch (a.kind) {
    case CALL:
      return { type: "call", seat, call: CALLS[a.id] as Call };
    case PLAY:
      return { type: "play", seat, card: CARDS[a.id] as Card };
    case CLAIM:
      return { type: "claim", seat, tricks: a.tricks, plan: planOf(a.plan) };
    case ACCEPT_CLAIM:
      return { type: "acceptClaim", seat };
    case REJECT_CLAIM:
      return { type: "rejectClaim", seat };
    case CONCEDE:
      return { type: "concede", seat, tricks: a.tricks };
    default:
      return { type: "objectConcession", seat };
  }
}

/**
 * Replays a deal's log into a position, calling `visit` with each action as taken (for records).
 * A log that is not a legal deal gives `INVALID_STATE` with the path of its first bad entry,
 * relative to the log.
 */
export function replayLog(
  log: DealLog,
  completePlans: boolean,
  visit?: (action: CoreAction) => void,
): { core: DealCore } | { error: RuleError } {
  let holdings = canonicalDealHoldings(log.deal);
  if (!holdings) {
    const deal = validateDeal(log.deal);
    if (!deal.ok)
      return {
        error: { code: "INVALID_STATE", message: deal.error.message, path: ["deal", ...(deal.error.path ?? [])] },
      };
    holdings = holdingsOf(dealIds(deal.value));
  }
  const core = newDealFromHoldings(holdings, SEATS.indexOf(log.dealer), completePlans);
  const step = scratchAction();
  const fail = (path: PropertyKey[], message: string): { error: RuleError } => ({
    error: { code: "INVALID_STATE", message, path },
  });
  for (let i = 0; i < log.calls.length; i++) {
    step.kind = CALL;
    step.id = canonicalCallId(log.calls[i]);
    step.seat = Math.max(dealTurn(FOUR_SEATS, core), 0);
    if (step.id < 0) return fail(["calls", i], `calls[${i}]: ${shown(log.calls[i])} is not a call`);
    const e = stepDeal(FOUR_SEATS, core, step);
    if (e) return fail(["calls", i], `calls[${i}] is illegal: ${e.message} (${e.code})`);
    visit?.(step);
  }
  let c = 0;
  for (let i = 0; i <= log.plays.length; i++) {
    for (; c < log.claims.length && (log.claims[c] as ClaimEvent).at <= i; c++) {
      const event = log.claims[c] as ClaimEvent;
      if (event.at !== i) return fail(["claims", c, "at"], `claims[${c}] is out of order`);
      const bad = readFourSeatAction(event.action, step);
      if (bad) return fail(["claims", c, "action", ...(bad.path ?? [])], `claims[${c}]: ${bad.message}`);
      const e = stepDeal(FOUR_SEATS, core, step);
      if (e) return fail(["claims", c], `claims[${c}] is illegal: ${e.message} (${e.code})`);
      visit?.(step);
    }
    if (i === log.plays.length) break;
    step.kind = PLAY;
    step.id = canonicalCardId(log.plays[i]);
    step.seat = Math.max(dealTurn(FOUR_SEATS, core), 0);
    if (step.id < 0) return fail(["plays", i], `plays[${i}]: ${shown(log.plays[i])} is not a card`);
    const e = stepDeal(FOUR_SEATS, core, step);
    if (e) return fail(["plays", i], `plays[${i}] is illegal: ${e.message} (${e.code})`);
    visit?.(step);
  }
  if (c < log.claims.length) return fail(["claims", c, "at"], `claims[${c}] comes after the last card played`);
  return { core };
}

/**
 * A new log and its position after one action, or why the action is refused. Neither input changes.
 * `fresh` is the one list of the new log that is not `log`'s: everything else is shared with it.
 */
export function applyToLog<L extends DealLog>(
  log: L,
  core: DealCore,
  input: unknown,
): { log: L; core: DealCore; fresh: object } | { error: RuleError } {
  const step = scratchAction();
  const bad = readFourSeatAction(input, step);
  if (bad) return { error: bad };
  const next = cloneDeal(core);
  if (step.kind !== CALL && step.kind !== PLAY && log.claims.length >= MAX_CLAIM_EVENTS) {
    return {
      error: {
        code: "INVALID_CLAIM",
        message: `a deal holds at most ${MAX_CLAIM_EVENTS} claims, concessions and answers`,
      },
    };
  }
  const e = stepDeal(FOUR_SEATS, next, step);
  if (e) return { error: { code: e.code, message: e.message } };
  if (step.kind === CALL) {
    const calls = [...log.calls, CALLS[step.id] as Call];
    return { log: { ...log, calls }, core: next, fresh: calls };
  }
  if (step.kind === PLAY) {
    const plays = [...log.plays, CARDS[step.id] as Card];
    return { log: { ...log, plays }, core: next, fresh: plays };
  }
  const claims = [...log.claims, { at: log.plays.length, action: actionOf(step) as ClaimEventAction }];
  return { log: { ...log, claims }, core: next, fresh: claims };
}

/**
 * What `seat` may see of a deal: its own remaining cards; dummy from the opening lead on;
 * declarer's hand once declarer has claimed (CLAIM-1); the calls, the played cards and any claim,
 * which everyone saw or heard.
 */
export function dealView(d: DealCore, seat: Seat, log: DealLog): FourSeatDealView {
  const s = SEATS.indexOf(seat);
  if (s < 0) throw new RangeError(`view: ${shown(seat)} is not a seat (N, E, S, W)`);
  const phase = dealPhase(d);
  const p = d.play;
  const turn = dealTurn(FOUR_SEATS, d);
  const own = p ? handIds(p, s) : idsOfHoldings(d.dealt, s);
  const showDummy = p !== null && dummyExposed(p) && p.dummy !== s;
  const course = p ? tricksOf<Seat>(FOUR_SEATS, p, log.plays) : null;
  const legal = legalCoreActions(FOUR_SEATS, d)
    .filter((a) => a.seat === s)
    .map(actionOf);
  const pending = d.claims.pending;
  const exposed =
    p && d.claims.exposed && phase === "play" && s !== p.declarer
      ? [{ seat: SEATS[p.declarer] as Seat, hand: display(handIds(p, p.declarer)) }]
      : [];
  return {
    seat,
    dealer: log.dealer,
    vulnerability: log.vulnerability,
    phase,
    turn: turn >= 0 ? (SEATS[turn] as Seat) : null,
    handToPlay: phase === "play" && p ? (SEATS[handToPlay(FOUR_SEATS, p)] as Seat) : null,
    hand: display(own),
    dummy: showDummy && p ? { seat: SEATS[p.dummy] as Seat, hand: display(handIds(p, p.dummy)) } : null,
    exposed,
    calls: callEntries<Seat>(FOUR_SEATS, SEATS.indexOf(log.dealer), log.calls),
    contract: contractOf(d.contract),
    declarer: d.contract ? (SEATS[d.contract.declarer] as Seat) : null,
    tricks: course ? course.tricks : [],
    currentTrick: course && phase === "play" ? course.next : null,
    // an agreed claim or concession fixes the count (CLAIM-2, CLAIM-4), as the record and score have it
    declarerTricks: d.settledTricks >= 0 ? d.settledTricks : p ? p.declarerTricks : 0,
    defenderTricks: d.settledTricks >= 0 ? 13 - d.settledTricks : p ? p.defenderTricks : 0,
    claim: pending
      ? {
          kind: pending.kind === 0 ? "claim" : "concession",
          seat: SEATS[pending.seat] as Seat,
          tricks: pending.tricks,
          plan: planOf(pending.plan),
          accepted: SEATS.filter((_, i) => (pending.accepted >> i) & 1),
        }
      : null,
    boundPlan: d.claims.bound ? d.claims.bound.map(cardOf) : null,
    legalActions: legal,
  };
}

/**
 * The record of one deal (D-6): the deal as dealt, every call, every trick, claim events, contract,
 * declarer's tricks (once the deal is over) and the actions that replay it.
 */
export function dealRecord(d: DealCore, log: DealLog): FourSeatDealRecord {
  const course = d.play ? tricksOf<Seat>(FOUR_SEATS, d.play, log.plays) : null;
  const actions: FourSeatAction[] = [];
  replayLog(log, d.completePlans, (a) => actions.push(actionOf(a)));
  return {
    dealer: log.dealer,
    vulnerability: log.vulnerability,
    // records are frozen like states, so they may share the state's (frozen) hands and claim events
    deal: log.deal,
    calls: callEntries<Seat>(FOUR_SEATS, SEATS.indexOf(log.dealer), log.calls),
    tricks: course ? course.tricks : [],
    // a claim can end the deal mid-trick: those cards belong in the record too
    unfinishedTrick: course && course.next.cards.length > 0 ? course.next : null,
    claims: log.claims,
    contract: contractOf(d.contract),
    declarer: d.contract ? (SEATS[d.contract.declarer] as Seat) : null,
    declarerTricks: d.contract && dealPhase(d) === "over" ? declarerTricks(d) : null,
    actions,
  };
}
