/**
 * What the four-seat variants (duplicate and rubber) share about one deal: the schemas of its
 * actions, view and record, and the functions that build a view and a record from a deal in
 * progress. Views are built by copying in what a seat may see, never by deleting from the state.
 *
 * @module
 * @internal
 */
import { z } from "zod";
import {
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
  type Vulnerability,
} from "../schemas/model.js";
import { strainOf } from "../model/call.js";
import { cardId, cardOf } from "../model/card.js";
import { FOUR_SEATS } from "../engine/table.js";
import { dummyExposed, handIds, handToPlay, trickWinnerIndex } from "../engine/play.js";
import { dealPhase, dealTurn, declarerTricks, legalCoreActions, type CoreAction, type DealCore } from "../engine/deal.js";
import type { CoreContract } from "../engine/auction.js";
import { actionOfCore, callPlaySchemas, seatNames, type CallOrPlay } from "./actions.js";

/** Seat names of the four-seat table. */
export const FOUR = seatNames(SEATS);

const fourSeatActions = callPlaySchemas(SeatSchema);
/** A call action at a four-seat table: `{ type: "call", seat, call }`. */
export const CallActionSchema = fourSeatActions.call;
/** A play action at a four-seat table: `{ type: "play", seat, card }`; declarer acts for dummy. */
export const PlayActionSchema = fourSeatActions.play;

/** A call or a card at a four-seat table. */
export type FourSeatAction = CallOrPlay<Seat>;

/** A call in the auction, with who made it. */
export const CallEntrySchema = z.object({ seat: SeatSchema, call: CallSchema });
/** One card of a trick, with who played it (dummy's cards carry dummy's seat). */
export const TrickCardSchema = z.object({ seat: SeatSchema, card: CardSchema });
/** A completed trick: who led, the cards in order, who won (D-6). */
export const TrickSchema = z.object({ leader: SeatSchema, cards: z.array(TrickCardSchema), winner: SeatSchema });
/** A trick in progress: who led and the cards so far. */
export const TrickInProgressSchema = z.object({ leader: SeatSchema, cards: z.array(TrickCardSchema) });
/** Phases of a deal. */
export const DealPhaseSchema = z.enum(["auction", "play", "over"]);

/** What one seat may see of a four-seat deal. */
export const FourSeatDealViewSchema = z.object({
  seat: SeatSchema,
  dealer: SeatSchema,
  vulnerability: VulnerabilitySchema,
  phase: DealPhaseSchema,
  turn: SeatSchema.nullable(),
  handToPlay: SeatSchema.nullable(),
  hand: z.array(CardSchema),
  dummy: z.object({ seat: SeatSchema, hand: z.array(CardSchema) }).nullable(),
  exposed: z.array(z.object({ seat: SeatSchema, hand: z.array(CardSchema) })),
  calls: z.array(CallEntrySchema),
  contract: ContractSchema.nullable(),
  declarer: SeatSchema.nullable(),
  tricks: z.array(TrickSchema),
  currentTrick: TrickInProgressSchema.nullable(),
  declarerTricks: z.number().int(),
  defenderTricks: z.number().int(),
  legalActions: z.array(z.discriminatedUnion("type", [CallActionSchema, PlayActionSchema])),
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
  contract: ContractSchema.nullable(),
  declarer: SeatSchema.nullable(),
  declarerTricks: z.number().int().nullable(),
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

/** A core action in canonical form. */
export function actionOf(a: CoreAction): FourSeatAction {
  return actionOfCore(FOUR, a);
}

/** Completed tricks and the trick in progress, from the cards played in order. */
export function tricksOf(d: DealCore, plays: readonly Card[]): { tricks: z.infer<typeof TrickSchema>[]; current: z.infer<typeof TrickInProgressSchema> | null } {
  const tricks: z.infer<typeof TrickSchema>[] = [];
  if (!d.contract) return { tricks, current: null };
  const trump = d.contract.strain;
  let leader = (d.contract.declarer + 1) % 4;
  let ids: number[] = [];
  for (const card of plays) {
    ids.push(cardId(card) as number);
    if (ids.length === 4) {
      const winner = (leader + trickWinnerIndex(ids, trump)) % 4;
      tricks.push({ leader: SEATS[leader] as Seat, cards: ids.map((id, i) => ({ seat: SEATS[(leader + i) % 4] as Seat, card: cardOf(id) })), winner: SEATS[winner] as Seat });
      leader = winner;
      ids = [];
    }
  }
  const current = d.play && !d.play.done && d.settledTricks < 0 ? { leader: SEATS[leader] as Seat, cards: ids.map((id, i) => ({ seat: SEATS[(leader + i) % 4] as Seat, card: cardOf(id) })) } : null;
  return { tricks, current };
}

/** The calls with the seats that made them, the dealer first. */
export function callEntries(dealer: Seat, calls: readonly Call[]): z.infer<typeof CallEntrySchema>[] {
  const d = SEATS.indexOf(dealer);
  return calls.map((call, i) => ({ seat: SEATS[(d + i) % 4] as Seat, call }));
}

/**
 * The actions that produced a deal's calls and cards, in the shape `apply` takes: each card is
 * played by the seat holding it, or by declarer for dummy.
 */
export function actionsOf(d: DealCore, dealer: Seat, calls: readonly Call[], plays: readonly Card[]): FourSeatAction[] {
  const out: FourSeatAction[] = callEntries(dealer, calls).map((c) => ({ type: "call", seat: c.seat, call: c.call }));
  if (!d.contract) return out;
  const declarer = SEATS[d.contract.declarer] as Seat;
  const dummy = SEATS[(d.contract.declarer + 2) % 4] as Seat;
  const { tricks, current } = tricksOf(d, plays);
  for (const t of current ? [...tricks, current] : tricks) {
    for (const c of t.cards) out.push({ type: "play", seat: c.seat === dummy ? declarer : c.seat, card: c.card });
  }
  return out;
}

function cardsOf(ids: number[]): Card[] {
  // display order: spades first, high first
  return ids.sort((a, b) => ((b / 13) | 0) - ((a / 13) | 0) || b - a).map(cardOf);
}

/**
 * What `seat` may see of a deal: its own remaining cards; dummy from the opening lead on;
 * hands exposed by a claim (`exposedSeats`); the calls and played cards, which everyone saw.
 */
export function dealView(
  d: DealCore,
  seat: Seat,
  dealer: Seat,
  vulnerability: Vulnerability,
  calls: readonly Call[],
  plays: readonly Card[],
  exposedSeats: readonly number[] = [],
): FourSeatDealView {
  const s = SEATS.indexOf(seat);
  const phase = dealPhase(d);
  const p = d.play;
  const turn = dealTurn(FOUR_SEATS, d);
  const own = p ? handIds(p, s) : (d.dealt[s] as number[]).slice();
  const showDummy = p !== null && dummyExposed(p) && p.dummy !== s;
  const { tricks, current } = tricksOf(d, plays);
  const legal = turn === s ? legalCoreActions(FOUR_SEATS, d).map(actionOf) : [];
  return {
    seat,
    dealer,
    vulnerability,
    phase,
    turn: turn >= 0 ? (SEATS[turn] as Seat) : null,
    handToPlay: phase === "play" && p ? (SEATS[handToPlay(FOUR_SEATS, p)] as Seat) : null,
    hand: cardsOf(own),
    dummy: showDummy && p ? { seat: SEATS[p.dummy] as Seat, hand: cardsOf(handIds(p, p.dummy)) } : null,
    exposed: p ? exposedSeats.filter((e) => e !== s && e !== p.dummy).map((e) => ({ seat: SEATS[e] as Seat, hand: cardsOf(handIds(p, e)) })) : [],
    calls: callEntries(dealer, calls),
    contract: contractOf(d.contract),
    declarer: d.contract ? (SEATS[d.contract.declarer] as Seat) : null,
    tricks,
    currentTrick: current,
    declarerTricks: p ? p.declarerTricks : 0,
    defenderTricks: p ? p.defenderTricks : 0,
    legalActions: legal,
  };
}

/** The record of one deal (D-6): the deal as dealt, every call, every trick, contract and result. */
export function dealRecord(d: DealCore, dealer: Seat, vulnerability: Vulnerability, deal: Deal, calls: readonly Call[], plays: readonly Card[]): FourSeatDealRecord {
  const { tricks } = tricksOf(d, plays);
  return {
    dealer,
    vulnerability,
    deal,
    calls: callEntries(dealer, calls),
    tricks,
    contract: contractOf(d.contract),
    declarer: d.contract ? (SEATS[d.contract.declarer] as Seat) : null,
    declarerTricks: d.contract && dealPhase(d) === "over" ? declarerTricks(d) : null,
  };
}
