/**
 * One deal at a four-seat table, as the duplicate and rubber variants both keep it: a JSON log (the
 * hands, the calls, the cards and any claim events, in canonical notation), replayed into the
 * engine's position; taking one action; and building a seat's view and the deal's record. Views are
 * built by copying in what a seat may see, never by deleting from the state.
 *
 * @module
 * @internal
 */
import { z } from "zod";
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
import { strainOf } from "../model/call.js";
import { canonicalCallId } from "../model/call.js";
import { canonicalCardId, cardId, cardOf } from "../model/card.js";
import { canonicalDealHoldings, validateDeal } from "../model/deal.js";
import { FOUR_SEATS } from "../engine/table.js";
import { dummyExposed, handIds, handToPlay, holdingsOf, idsOfHoldings, trickWinnerIndex } from "../engine/play.js";
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
import { anyCardId, callPlaySchemas, readCallOrPlay, seatNames, seatNumber } from "./actions.js";

/** Seat names of the four-seat table. */
const FOUR = seatNames(SEATS);

const fourSeatActions = callPlaySchemas(SeatSchema);
/** A call: `{ type: "call", seat, call }`. */
export const CallActionSchema = fourSeatActions.call;
/** A card: `{ type: "play", seat, card }`; declarer acts for dummy. */
export const PlayActionSchema = fourSeatActions.play;
/** Declarer claims `tricks` of the remaining tricks, with the plan for declarer's and dummy's cards (CLAIM-1). */
export const ClaimActionSchema = z.object({
  type: z.literal("claim"),
  seat: SeatSchema,
  tricks: z.number().int().min(0).max(13),
  plan: z.array(CardSchema).default([]),
});
/** A defender accepts declarer's claim, or partner accepts a defender's concession (CLAIM-2, CLAIM-4). */
export const AcceptClaimActionSchema = z.object({ type: z.literal("acceptClaim"), seat: SeatSchema });
/** A defender rejects declarer's claim: play continues, declarer bound to the plan (CLAIM-3). */
export const RejectClaimActionSchema = z.object({ type: z.literal("rejectClaim"), seat: SeatSchema });
/** A player concedes `tricks` of the remaining tricks to the opponents (CLAIM-4). */
export const ConcedeActionSchema = z.object({ type: z.literal("concede"), seat: SeatSchema, tricks: z.number().int().min(1).max(13) });
/** Partner objects to a defender's concession, which is then void (Law 68B2). */
export const ObjectConcessionActionSchema = z.object({ type: z.literal("objectConcession"), seat: SeatSchema });

/** Claim, concession and the answers to them. */
export const ClaimEventActionSchema = z.discriminatedUnion("type", [
  ClaimActionSchema,
  AcceptClaimActionSchema,
  RejectClaimActionSchema,
  ConcedeActionSchema,
  ObjectConcessionActionSchema,
]);
/** A claim, a concession or an answer to one. */
export type ClaimEventAction = z.infer<typeof ClaimEventActionSchema>;

/** Every action at a four-seat table. */
export const FourSeatActionSchema = z.discriminatedUnion("type", [
  CallActionSchema,
  PlayActionSchema,
  ClaimActionSchema,
  AcceptClaimActionSchema,
  RejectClaimActionSchema,
  ConcedeActionSchema,
  ObjectConcessionActionSchema,
]);
/** An action at a four-seat table. */
export type FourSeatAction = z.infer<typeof FourSeatActionSchema>;

/** A claim event in a deal's log: the action and how many cards had been played when it came. */
export const ClaimEventSchema = z.object({ at: z.number().int().min(0).max(52), action: ClaimEventActionSchema });
/** A claim event: `{ at, action }`. */
export type ClaimEvent = z.infer<typeof ClaimEventSchema>;

/** The fields that record one four-seat deal: its log. */
export const dealLogShape = {
  dealer: SeatSchema,
  vulnerability: VulnerabilitySchema,
  /** The hands as dealt, each in display order. */
  deal: DealSchema,
  /** The calls, in order, the dealer's first. */
  calls: z.array(CallSchema),
  /** The cards played, in order; whose they were follows from the rules. */
  plays: z.array(CardSchema),
  /** Claims, concessions and answers, each with the number of cards played before it. */
  claims: z.array(ClaimEventSchema),
};

/** One four-seat deal's log: dealer, vulnerability, the hands, the calls, the cards, the claim events. */
export const DealLogSchema = z.object(dealLogShape);
/** One four-seat deal's log. */
export type DealLog = z.infer<typeof DealLogSchema>;

/** A call in the auction, with who made it. */
export const CallEntrySchema = z.object({ seat: SeatSchema, call: CallSchema });
/** One card of a trick, with whose hand it came from (dummy's cards carry dummy's seat). */
export const TrickCardSchema = z.object({ seat: SeatSchema, card: CardSchema });
/** A completed trick: who led, the cards in order, who won (D-6). */
export const TrickSchema = z.object({ leader: SeatSchema, cards: z.array(TrickCardSchema), winner: SeatSchema });
/** A trick in progress: who led and the cards so far. */
export const TrickInProgressSchema = z.object({ leader: SeatSchema, cards: z.array(TrickCardSchema) });
/** Phases of a deal. */
export const DealPhaseSchema = z.enum(["auction", "play", "over"]);

/** A claim or concession waiting for an answer, as everyone sees it (the plan is announced, CLAIM-1). */
export const PendingClaimViewSchema = z.object({
  kind: z.enum(["claim", "concession"]),
  seat: SeatSchema,
  tricks: z.number().int(),
  plan: z.array(CardSchema),
  accepted: z.array(SeatSchema),
});

/** What one seat may see of a four-seat deal. */
export const FourSeatDealViewSchema = z.object({
  seat: SeatSchema,
  dealer: SeatSchema,
  vulnerability: VulnerabilitySchema,
  phase: DealPhaseSchema,
  turn: z.nullable(SeatSchema),
  handToPlay: z.nullable(SeatSchema),
  hand: z.array(CardSchema),
  dummy: z.object({ seat: SeatSchema, hand: z.array(CardSchema) }).nullable(),
  exposed: z.array(z.object({ seat: SeatSchema, hand: z.array(CardSchema) })),
  calls: z.array(CallEntrySchema),
  contract: z.nullable(ContractSchema),
  declarer: z.nullable(SeatSchema),
  tricks: z.array(TrickSchema),
  currentTrick: TrickInProgressSchema.nullable(),
  declarerTricks: z.number().int(),
  defenderTricks: z.number().int(),
  claim: PendingClaimViewSchema.nullable(),
  boundPlan: z.array(CardSchema).nullable(),
  legalActions: z.array(FourSeatActionSchema),
});
/** What one seat may see of a four-seat deal. */
export type FourSeatDealView = z.infer<typeof FourSeatDealViewSchema>;

/** The history of one four-seat deal (D-6). */
export const FourSeatDealRecordSchema = z.object({
  dealer: SeatSchema,
  vulnerability: VulnerabilitySchema,
  deal: DealSchema,
  calls: z.array(CallEntrySchema),
  tricks: z.array(TrickSchema),
  /** The cards of a trick left incomplete: in progress, or cut short by a claim or concession. */
  unfinishedTrick: TrickInProgressSchema.nullable(),
  claims: z.array(ClaimEventSchema),
  contract: z.nullable(ContractSchema),
  declarer: z.nullable(SeatSchema),
  declarerTricks: z.number().int().nullable(),
  actions: z.array(FourSeatActionSchema),
});
/** The history of one four-seat deal. */
export type FourSeatDealRecord = z.infer<typeof FourSeatDealRecordSchema>;

/** Card ids of each seat's hand, N E S W. */
export function dealIds(deal: Deal): number[][] {
  return SEATS.map((s) => deal[s].map((c) => cardId(c) as number));
}

/** The public contract of a core contract. */
export function contractOf(c: CoreContract | null): Contract | null {
  if (!c) return null;
  return { level: c.level as Contract["level"], strain: strainOf(c.strain), doubled: c.doubled === 0 ? "" : c.doubled === 1 ? "X" : "XX" };
}

const CLAIM_KINDS: Readonly<Record<string, number>> = {
  claim: CLAIM,
  acceptClaim: ACCEPT_CLAIM,
  rejectClaim: REJECT_CLAIM,
  concede: CONCEDE,
  objectConcession: OBJECT_CONCESSION,
};

function invalid(message: string, path: PropertyKey[]): RuleError {
  return { code: "INVALID_ACTION", message, path };
}

/**
 * Reads any four-seat action into `core` (calls and cards by the fast path of `readCallOrPlay`),
 * or returns `INVALID_ACTION` with the path of the bad field.
 */
export function readFourSeatAction(input: unknown, core: CoreAction): RuleError | null {
  const type = typeof input === "object" && input !== null ? (input as { type?: unknown }).type : undefined;
  // own keys only: "constructor", "toString" … are not action types
  const kind = typeof type === "string" && Object.hasOwn(CLAIM_KINDS, type) ? CLAIM_KINDS[type] : undefined;
  if (kind === undefined) {
    const bad = readCallOrPlay(FOUR, input, core);
    if (bad && bad.path?.[0] === "type") {
      return invalid(`unknown action type ${JSON.stringify(type)}: expected call, play, claim, acceptClaim, rejectClaim, concede or objectConcession`, ["type"]);
    }
    return bad;
  }
  const a = input as Record<string, unknown>;
  const seat = seatNumber(FOUR, a.seat);
  if (seat < 0) return invalid(`unknown seat ${JSON.stringify(a.seat)}: expected one of N, E, S, W`, ["seat"]);
  core.kind = kind;
  core.seat = seat;
  core.id = 0;
  core.tricks = 0;
  core.plan = [];
  if (kind === CLAIM || kind === CONCEDE) {
    if (typeof a.tricks !== "number" || !Number.isInteger(a.tricks)) return invalid(`tricks must be a whole number, got ${JSON.stringify(a.tricks)}`, ["tricks"]);
    core.tricks = a.tricks;
  }
  if (kind === CLAIM && a.plan !== undefined) {
    if (!Array.isArray(a.plan)) return invalid("plan must be a list of cards", ["plan"]);
    const plan: number[] = [];
    for (let i = 0; i < a.plan.length; i++) {
      const id = anyCardId(a.plan[i]);
      if (id < 0) return invalid(`unknown card ${JSON.stringify(a.plan[i])} in the plan`, ["plan", i]);
      plan.push(id);
    }
    core.plan = plan;
  }
  return null;
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
      return { type: "claim", seat, tricks: a.tricks, plan: a.plan.map(cardOf) };
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
export function replayLog(log: DealLog, visit?: (action: CoreAction) => void): { core: DealCore } | { error: RuleError } {
  let holdings = canonicalDealHoldings(log.deal);
  if (!holdings) {
    const deal = validateDeal(log.deal);
    if (!deal.ok) return { error: { code: "INVALID_STATE", message: deal.error.message, path: ["deal", ...(deal.error.path ?? [])] } };
    holdings = holdingsOf(dealIds(deal.value));
  }
  const core = newDealFromHoldings(holdings, SEATS.indexOf(log.dealer));
  const step = scratchAction();
  const fail = (path: PropertyKey[], message: string): { error: RuleError } => ({ error: { code: "INVALID_STATE", message, path } });
  for (let i = 0; i < log.calls.length; i++) {
    step.kind = CALL;
    step.id = canonicalCallId(log.calls[i]);
    step.seat = Math.max(dealTurn(FOUR_SEATS, core), 0);
    if (step.id < 0) return fail(["calls", i], `calls[${i}]: ${JSON.stringify(log.calls[i])} is not a call`);
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
    if (step.id < 0) return fail(["plays", i], `plays[${i}]: ${JSON.stringify(log.plays[i])} is not a card`);
    const e = stepDeal(FOUR_SEATS, core, step);
    if (e) return fail(["plays", i], `plays[${i}] is illegal: ${e.message} (${e.code})`);
    visit?.(step);
  }
  if (c < log.claims.length) return fail(["claims", c, "at"], `claims[${c}] comes after the last card played`);
  return { core };
}

/** A new log and its position after one action, or why the action is refused. Neither input changes. */
export function applyToLog<L extends DealLog>(log: L, core: DealCore, input: unknown): { log: L; core: DealCore } | { error: RuleError } {
  const step = scratchAction();
  const bad = readFourSeatAction(input, step);
  if (bad) return { error: bad };
  const next = cloneDeal(core);
  const e = stepDeal(FOUR_SEATS, next, step);
  if (e) return { error: { code: e.code, message: e.message } };
  let nextLog: L;
  if (step.kind === CALL) nextLog = { ...log, calls: [...log.calls, CALLS[step.id] as Call] };
  else if (step.kind === PLAY) nextLog = { ...log, plays: [...log.plays, CARDS[step.id] as Card] };
  else nextLog = { ...log, claims: [...log.claims, { at: log.plays.length, action: actionOf(step) as ClaimEventAction }] };
  return { log: nextLog, core: next };
}

/** Completed tricks and the trick in progress, from the cards played in order. */
function tricksOf(
  d: DealCore,
  plays: readonly Card[],
): { tricks: z.infer<typeof TrickSchema>[]; current: z.infer<typeof TrickInProgressSchema> | null; unfinished: z.infer<typeof TrickInProgressSchema> | null } {
  const tricks: z.infer<typeof TrickSchema>[] = [];
  if (!d.contract) return { tricks, current: null, unfinished: null };
  const trump = d.contract.strain;
  let leader = (d.contract.declarer + 1) % 4;
  let ids: number[] = [];
  const cardsFrom = (lead: number, list: number[]) => list.map((id, i) => ({ seat: SEATS[(lead + i) % 4] as Seat, card: cardOf(id) }));
  for (const card of plays) {
    ids.push(cardId(card) as number);
    if (ids.length === 4) {
      const winner = (leader + trickWinnerIndex(ids, trump)) % 4;
      tricks.push({ leader: SEATS[leader] as Seat, cards: cardsFrom(leader, ids), winner: SEATS[winner] as Seat });
      leader = winner;
      ids = [];
    }
  }
  const current = dealPhase(d) === "play" ? { leader: SEATS[leader] as Seat, cards: cardsFrom(leader, ids) } : null;
  // A claim can end the deal mid-trick: those cards belong in the record too.
  const unfinished = ids.length > 0 ? { leader: SEATS[leader] as Seat, cards: cardsFrom(leader, ids) } : null;
  return { tricks, current, unfinished };
}

/** The calls with the seats that made them, the dealer first. */
function callEntries(dealer: Seat, calls: readonly Call[]): z.infer<typeof CallEntrySchema>[] {
  const d = SEATS.indexOf(dealer);
  return calls.map((call, i) => ({ seat: SEATS[(d + i) % 4] as Seat, call }));
}

function cardsOf(ids: number[]): Card[] {
  // display order (spades first, high first) is descending id
  return ids.sort((a, b) => b - a).map(cardOf);
}

/**
 * What `seat` may see of a deal: its own remaining cards; dummy from the opening lead on;
 * declarer's hand once declarer has claimed (CLAIM-1); the calls, the played cards and any claim,
 * which everyone saw or heard.
 */
export function dealView(d: DealCore, seat: Seat, log: DealLog): FourSeatDealView {
  const s = SEATS.indexOf(seat);
  if (s < 0) throw new RangeError(`view: ${String(seat)} is not a seat (N, E, S, W)`);
  const phase = dealPhase(d);
  const p = d.play;
  const turn = dealTurn(FOUR_SEATS, d);
  const own = p ? handIds(p, s) : idsOfHoldings(d.dealt, s);
  const showDummy = p !== null && dummyExposed(p) && p.dummy !== s;
  const { tricks, current } = tricksOf(d, log.plays);
  const legal = legalCoreActions(FOUR_SEATS, d).filter((a) => a.seat === s).map(actionOf);
  const pending = d.claims.pending;
  const exposed = p && d.claims.exposed && phase === "play" && s !== p.declarer ? [{ seat: SEATS[p.declarer] as Seat, hand: cardsOf(handIds(p, p.declarer)) }] : [];
  return {
    seat,
    dealer: log.dealer,
    vulnerability: log.vulnerability,
    phase,
    turn: turn >= 0 ? (SEATS[turn] as Seat) : null,
    handToPlay: phase === "play" && p ? (SEATS[handToPlay(FOUR_SEATS, p)] as Seat) : null,
    hand: cardsOf(own),
    dummy: showDummy && p ? { seat: SEATS[p.dummy] as Seat, hand: cardsOf(handIds(p, p.dummy)) } : null,
    exposed,
    calls: callEntries(log.dealer, log.calls),
    contract: contractOf(d.contract),
    declarer: d.contract ? (SEATS[d.contract.declarer] as Seat) : null,
    tricks,
    currentTrick: current,
    // an agreed claim or concession fixes the count (CLAIM-2, CLAIM-4), as the record and score have it
    declarerTricks: d.settledTricks >= 0 ? d.settledTricks : p ? p.declarerTricks : 0,
    defenderTricks: d.settledTricks >= 0 ? 13 - d.settledTricks : p ? p.defenderTricks : 0,
    claim: pending
      ? {
          kind: pending.kind === 0 ? "claim" : "concession",
          seat: SEATS[pending.seat] as Seat,
          tricks: pending.tricks,
          plan: pending.plan.map(cardOf),
          accepted: SEATS.filter((_, i) => (pending.accepted >> i) & 1),
        }
      : null,
    boundPlan: d.claims.bound ? d.claims.bound.map(cardOf) : null,
    legalActions: legal,
  };
}

function copyAction<A extends FourSeatAction>(a: A): A {
  return a.type === "claim" ? { ...a, plan: a.plan.slice() } : { ...a };
}

/** A copy of claim events, sharing nothing with them. */
export function copyClaimEvents(events: readonly ClaimEvent[]): ClaimEvent[] {
  return events.map((e) => ({ at: e.at, action: copyAction(e.action) }));
}

/**
 * A copy of a deal's record sharing nothing with it, for a caller to keep: records of finished deals
 * are cached and shared by every later state.
 */
export function copyDealRecord(r: FourSeatDealRecord): FourSeatDealRecord {
  return {
    ...r,
    deal: { N: r.deal.N.slice(), E: r.deal.E.slice(), S: r.deal.S.slice(), W: r.deal.W.slice() },
    calls: r.calls.map((c) => ({ ...c })),
    tricks: r.tricks.map((t) => ({ leader: t.leader, cards: t.cards.map((c) => ({ ...c })), winner: t.winner })),
    unfinishedTrick: r.unfinishedTrick && { leader: r.unfinishedTrick.leader, cards: r.unfinishedTrick.cards.map((c) => ({ ...c })) },
    claims: copyClaimEvents(r.claims),
    contract: r.contract && { ...r.contract },
    actions: r.actions.map(copyAction),
  };
}

/**
 * The record of one deal (D-6): the deal as dealt, every call, every trick, claim events, contract,
 * declarer's tricks (once the deal is over) and the actions that replay it.
 */
export function dealRecord(d: DealCore, log: DealLog): FourSeatDealRecord {
  const { tricks, unfinished } = tricksOf(d, log.plays);
  const actions: FourSeatAction[] = [];
  replayLog(log, (a) => actions.push(actionOf(a)));
  return {
    dealer: log.dealer,
    vulnerability: log.vulnerability,
    // copies: a record is the caller's to change, and must not share the state's arrays
    deal: { N: log.deal.N.slice(), E: log.deal.E.slice(), S: log.deal.S.slice(), W: log.deal.W.slice() },
    calls: callEntries(log.dealer, log.calls),
    tricks,
    unfinishedTrick: unfinished,
    claims: copyClaimEvents(log.claims),
    contract: contractOf(d.contract),
    declarer: d.contract ? (SEATS[d.contract.declarer] as Seat) : null,
    declarerTricks: d.contract && dealPhase(d) === "over" ? declarerTricks(d) : null,
    actions,
  };
}
