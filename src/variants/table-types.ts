/**
 * The declared types of what the variants share: call and card actions, the calls and tricks of a
 * deal as views and records show them, and the four-seat table's claims, log, view and record that
 * duplicate and rubber both use. The schemas in `table-four.ts`, `actions.ts` and the variants are
 * typed by these interfaces (see `src/schemas/declared.ts`).
 *
 * @module
 */
import type { Call, Card, Contract, Deal, Seat, Side, Vulnerability } from "../model/types.js";
import type { Line, ScoreKind } from "../scoring/contract.js";

/** A call: `{ type: "call", seat, call }`. */
export interface CallAction<S extends string = Seat> {
  /** Always `"call"`. */
  type: "call";
  /** Who calls. */
  seat: S;
  /** The call, in canonical notation. */
  call: Call;
}

/** A card: `{ type: "play", seat, card }`; at a four-seat table declarer acts for dummy. */
export interface PlayAction<S extends string = Seat> {
  /** Always `"play"`. */
  type: "play";
  /** Who plays: the player acting, declarer for dummy's card. */
  seat: S;
  /** The card, in canonical notation. */
  card: Card;
}

/** A call in the auction, with who made it. */
export interface CallEntry<S extends string = Seat> {
  /** Who called. */
  seat: S;
  /** The call. */
  call: Call;
}

/** One card of a trick, with whose hand it came from (dummy's cards carry dummy's seat). */
export interface TrickCard<S extends string = Seat> {
  /** Whose card it was. */
  seat: S;
  /** The card. */
  card: Card;
}

/** A trick in progress: who led and the cards so far, in order. */
export interface TrickInProgress<S extends string = Seat> {
  /** Who led. */
  leader: S;
  /** The cards so far, the lead first. */
  cards: TrickCard<S>[];
}

/** A completed trick: who led, the cards in order, who won (D-6). */
export interface Trick<S extends string = Seat> extends TrickInProgress<S> {
  /** Who won it. */
  winner: S;
}

/** One card of a claim's plan, or `"any"` to end it: the cards it does not name, in any order. */
export type PlanItem = Card | "any";

/** Declarer claims `tricks` of the remaining tricks, with the plan for declarer's and dummy's cards (CLAIM-1). */
export interface ClaimAction {
  /** Always `"claim"`. */
  type: "claim";
  /** Declarer. */
  seat: Seat;
  /** How many of the remaining tricks declarer's side will take, 0 to 13. */
  tricks: number;
  /** Declarer's and dummy's cards in the order they will be played, perhaps ending with `"any"`. */
  plan: PlanItem[];
}

/** A defender accepts declarer's claim, or partner accepts a defender's concession (CLAIM-2, CLAIM-4). */
export interface AcceptClaimAction {
  /** Always `"acceptClaim"`. */
  type: "acceptClaim";
  /** Who accepts. */
  seat: Seat;
}

/** A defender rejects declarer's claim: play continues, declarer bound to the plan (CLAIM-3). */
export interface RejectClaimAction {
  /** Always `"rejectClaim"`. */
  type: "rejectClaim";
  /** Who rejects. */
  seat: Seat;
}

/** A player concedes `tricks` of the remaining tricks to the opponents (CLAIM-4). */
export interface ConcedeAction {
  /** Always `"concede"`. */
  type: "concede";
  /** Who concedes. */
  seat: Seat;
  /** How many of the remaining tricks the opponents get, 1 to 13. */
  tricks: number;
}

/** Partner objects to a defender's concession, which is then void (Law 68B2). */
export interface ObjectConcessionAction {
  /** Always `"objectConcession"`. */
  type: "objectConcession";
  /** Who objects. */
  seat: Seat;
}

/** A claim, a concession or an answer to one. */
export type ClaimEventAction =
  ClaimAction | AcceptClaimAction | RejectClaimAction | ConcedeAction | ObjectConcessionAction;

/** An action at a four-seat table: a call, a card, or a claim event. */
export type FourSeatAction = CallAction | PlayAction | ClaimEventAction;

/** A claim event in a deal's log: the action and how many cards had been played when it came. */
export interface ClaimEvent {
  /** Cards played before it, 0 to 52. */
  at: number;
  /** The claim, concession or answer. */
  action: ClaimEventAction;
}

/** One four-seat deal's log: what determines the deal, in canonical notation. */
export interface DealLog {
  /** Who dealt and called first. */
  dealer: Seat;
  /** Which sides were vulnerable. */
  vulnerability: Vulnerability;
  /** The hands as dealt, each in display order. */
  deal: Deal;
  /** The calls, in order, the dealer's first. */
  calls: Call[];
  /** The cards played, in order; whose they were follows from the rules. */
  plays: Card[];
  /** Claims, concessions and answers, each with the number of cards played before it. */
  claims: ClaimEvent[];
}

/** The phase of a four-seat deal. */
export type DealPhase = "auction" | "play" | "over";

/** A claim or concession waiting for an answer, as everyone sees it (the plan is announced, CLAIM-1). */
export interface PendingClaimView {
  /** A declarer's claim, or a concession. */
  kind: "claim" | "concession";
  /** Who claimed or conceded. */
  seat: Seat;
  /** The tricks claimed (for declarer's side) or conceded (to the opponents). */
  tricks: number;
  /** The claim's plan; empty for a concession. */
  plan: PlanItem[];
  /** Who has accepted so far. */
  accepted: Seat[];
}

/** A hand shown to the table: whose, and its remaining cards. */
export interface ShownHand {
  /** Whose hand. */
  seat: Seat;
  /** Its cards, in display order. */
  hand: Card[];
}

/** What one seat may see of a four-seat deal (R-4, CLAIM-1). */
export interface FourSeatDealView {
  /** The seat this view is for. */
  seat: Seat;
  /** Who dealt. */
  dealer: Seat;
  /** Which sides are vulnerable. */
  vulnerability: Vulnerability;
  /** Auction, play, or over. */
  phase: DealPhase;
  /** The seat that must act (declarer for dummy), or `null` when the deal is over. */
  turn: Seat | null;
  /** Whose hand the next card comes from (dummy's when declarer plays it), or `null` outside the play. */
  handToPlay: Seat | null;
  /** This seat's remaining cards, in display order. */
  hand: Card[];
  /** Dummy's remaining cards from the opening lead on, else `null`; `null` for dummy itself. */
  dummy: ShownHand | null;
  /** Other hands shown to this seat: declarer's after a claim (CLAIM-1). */
  exposed: ShownHand[];
  /** Every call so far. */
  calls: CallEntry[];
  /** The final contract, once the auction has one. */
  contract: Contract | null;
  /** Declarer, once there is a contract. */
  declarer: Seat | null;
  /** The completed tricks. */
  tricks: Trick[];
  /** The trick in progress during the play, else `null`. */
  currentTrick: TrickInProgress | null;
  /** Tricks won by declarer's side so far (or agreed by a claim). */
  declarerTricks: number;
  /** Tricks won by the defenders so far (or agreed by a claim). */
  defenderTricks: number;
  /** A claim or concession waiting for answers, else `null`. */
  claim: PendingClaimView | null;
  /** The plan declarer is bound to after a rejected claim (CLAIM-3), else `null`. */
  boundPlan: Card[] | null;
  /** This seat's legal calls and cards now (claims and concessions are open-ended, so not listed). */
  legalActions: FourSeatAction[];
}

/** The history of one four-seat deal (D-6). */
export interface FourSeatDealRecord {
  /** Who dealt. */
  dealer: Seat;
  /** Which sides were vulnerable. */
  vulnerability: Vulnerability;
  /** The hands as dealt. */
  deal: Deal;
  /** Every call, the dealer's first. */
  calls: CallEntry[];
  /** Every completed trick. */
  tricks: Trick[];
  /** The cards of a trick left incomplete: in progress, or cut short by a claim or concession. */
  unfinishedTrick: TrickInProgress | null;
  /** Claims, concessions and answers, in order. */
  claims: ClaimEvent[];
  /** The final contract, or `null` (passed out, or the auction is not over). */
  contract: Contract | null;
  /** Declarer, once there is a contract. */
  declarer: Seat | null;
  /** Tricks taken by declarer's side once the deal is over with a contract, else `null`. */
  declarerTricks: number | null;
  /** Every action in order, in the shape `apply` takes: they replay the deal. */
  actions: FourSeatAction[];
}

/** One entry of a four-seat score: to which side, what for, how much, and where a rubber sheet writes it. */
export interface SideScoreItem {
  /** The side that scores the points. */
  side: Side;
  /** What the points are for. */
  kind: ScoreKind;
  /** The points, never negative: a penalty is written as points to the other side. */
  points: number;
  /** Above or below the line, as a rubber score sheet writes it. */
  line: Line;
}
