/**
 * Claims and concessions (CLAIM-1 … CLAIM-5, Laws 68–69) at a four-seat table, as real state
 * transitions of a deal in play.
 *
 * - Declarer claims a number of the remaining tricks with a plan (the order in which declarer's and
 *   dummy's remaining cards will be played). Play stops and declarer's hand is face up. Both
 *   defenders accepting fixes the tricks; either rejecting resumes play with declarer bound to the
 *   plan: a declarer-side hand must play the first card of its plan that is legal, and where the
 *   plan leaves the choice open the defenders choose the card (CLAIM-3).
 * - A concession gives tricks to the opponents. A claim of some tricks concedes the rest and vice
 *   versa (Law 68), so declarer's concession of fewer than all remaining tricks is a claim of the
 *   rest without a plan and goes to the defenders like any claim; conceding them all stands at once.
 *   A defender's concession stands unless partner objects (Law 68B2, CLAIM-4): partner answers it.
 * - A claim of 0 tricks concedes everything and stands at once. Once a claim has been contested,
 *   declarer stays bound to it: there is no second claim in that deal, though concessions remain.
 *
 * @module
 * @internal
 */
import type { ErrorCode } from "../result.js";
import { holds, handToPlay, TRICKS, type PlayCore } from "./play.js";
import { partnerSeat, seatFrom, type Table } from "./table.js";

/**
 * The last entry of a plan that leaves the order of the cards it does not name to the defenders
 * (written `"any"` at the boundary). It may only come last.
 */
export const ANY_CARD = 52;

/** A claim or concession waiting for an answer. */
export interface PendingClaim {
  /** 0 a claim by declarer (of `tricks` for declarer's side), 1 a defender's concession (of `tricks` to declarer's side). */
  kind: 0 | 1;
  /** Who made it. */
  seat: number;
  /** Tricks claimed, or conceded to declarer's side, out of those remaining. */
  tricks: number;
  /** The plan: card ids of declarer's and dummy's hands in the order they will be played, perhaps ending with {@link ANY_CARD}. */
  plan: number[];
  /** Bitmask of the defenders who accepted a claim. */
  accepted: number;
}

/** Claim state of a deal in play. */
export interface ClaimState {
  /** The claim or concession waiting for an answer, if any. */
  pending: PendingClaim | null;
  /** After a contested claim: the unplayed part of its plan, binding declarer (CLAIM-3); else `null`. */
  bound: number[] | null;
  /** Whether declarer's hand is face up (from declarer's first claim on, CLAIM-1). */
  exposed: boolean;
}

/** No claim yet. */
export function noClaim(): ClaimState {
  return { pending: null, bound: null, exposed: false };
}

/** A copy that can be stepped without touching the original. */
export function cloneClaim(c: ClaimState): ClaimState {
  // Steps replace `pending` and the state object wholesale; only `bound` is consumed in place.
  return c.bound ? { pending: c.pending, bound: c.bound.slice(), exposed: c.exposed } : c;
}

/** Tricks not yet completed, the one in progress included. */
export function tricksLeft(p: PlayCore): number {
  return TRICKS - p.played;
}

function isDefender(p: PlayCore, seat: number): boolean {
  return seat !== p.declarer && seat !== p.dummy;
}

/** A refusal, or the new claim state and — when the count is now fixed — declarer's side's total (else −1). */
export type ClaimStep = { code: ErrorCode; message: string } | { state: ClaimState; settled: number };

function fail(message: string): ClaimStep {
  return { code: "INVALID_CLAIM", message };
}

/** The number of cards declarer's and dummy's hands still hold. */
function declarerSideCards(p: PlayCore): number {
  let n = 0;
  for (const hand of [p.declarer, p.dummy]) {
    if (hand < 0) continue;
    for (let suit = 0; suit < 4; suit++) {
      for (let h = p.hands[hand * 4 + suit] as number; h !== 0; h &= h - 1) n++;
    }
  }
  return n;
}

/**
 * Declarer claims `tricks` of the remaining tricks with `plan` (CLAIM-1, CLAIM-5). The deal is in
 * play. With `complete`, the plan must give the order of every card declarer's and dummy's hands
 * still hold, or end with {@link ANY_CARD} for the order of those it does not name.
 */
export function makeClaim(
  table: Table,
  p: PlayCore,
  c: ClaimState,
  seat: number,
  tricks: number,
  plan: readonly number[],
  complete: boolean,
): ClaimStep {
  const who = table.seats[seat];
  if (c.pending) return fail("a claim or concession is already waiting for an answer");
  if (c.bound) return fail("declarer is bound by a contested claim: no second claim in this deal");
  if (seat !== p.declarer)
    return fail(
      seat === p.dummy ? `${who} is dummy and cannot claim` : `only declarer may claim; ${who} may concede instead`,
    );
  const left = tricksLeft(p);
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > left)
    return fail(`a claim must be between 0 and the ${left} tricks left, not ${tricks}`);
  const seen = new Set<number>();
  const open = plan.length > 0 && plan[plan.length - 1] === ANY_CARD;
  const named = open ? plan.length - 1 : plan.length;
  // Claims come after the opening lead (see stepDeal), so dummy is face up and may be named.
  for (let i = 0; i < named; i++) {
    const id = plan[i] as number;
    if (id === ANY_CARD) return fail(`"any" may only end a plan`);
    if (seen.has(id)) return fail("the plan names a card twice");
    seen.add(id);
    if (!holds(p, p.declarer, id) && !holds(p, p.dummy, id))
      return fail("the plan names a card that is in neither declarer's nor dummy's hand");
  }
  if (complete && !open && tricks > 0 && named !== declarerSideCards(p)) {
    return fail(
      `the plan must give the order of all ${declarerSideCards(p)} cards declarer and dummy hold, or end with "any" (it names ${named})`,
    );
  }
  if (tricks === 0) return { state: { ...c, exposed: true }, settled: p.declarerTricks };
  return {
    state: { pending: { kind: 0, seat, tricks, plan: plan.slice(), accepted: 0 }, bound: null, exposed: true },
    settled: -1,
  };
}

/** A defender accepts declarer's claim, or partner accepts a defender's concession (CLAIM-2, CLAIM-4). */
export function acceptClaim(table: Table, p: PlayCore, c: ClaimState, seat: number): ClaimStep {
  const who = table.seats[seat];
  const claim = c.pending;
  if (!claim) return fail("there is no claim or concession to accept");
  if (claim.kind === 0) {
    if (!isDefender(p, seat)) return fail(`${who} is not a defender: only the defenders answer declarer's claim`);
    if (claim.accepted & (1 << seat)) return fail(`${who} has already accepted`);
    const accepted = claim.accepted | (1 << seat);
    const both = (1 << seatFrom(table, p.declarer, 1)) | (1 << seatFrom(table, p.declarer, 3));
    if ((accepted & both) === both) return { state: { ...c, pending: null }, settled: p.declarerTricks + claim.tricks };
    return { state: { ...c, pending: { ...claim, plan: claim.plan.slice(), accepted } }, settled: -1 };
  }
  if (seat !== partnerSeat(table, claim.seat))
    return fail(`only the partner of ${table.seats[claim.seat]} answers that concession`);
  return { state: { ...c, pending: null }, settled: p.declarerTricks + claim.tricks };
}

/** A defender rejects declarer's claim: play resumes with declarer bound to the plan (CLAIM-3). */
export function rejectClaim(table: Table, p: PlayCore, c: ClaimState, seat: number): ClaimStep {
  const claim = c.pending;
  if (!claim || claim.kind !== 0) return fail("there is no claim to reject");
  if (!isDefender(p, seat))
    return fail(`${table.seats[seat]} is not a defender: only the defenders answer declarer's claim`);
  if (claim.accepted & (1 << seat)) return fail(`${table.seats[seat]} has already accepted the claim`);
  return {
    state: { pending: null, bound: claim.plan.filter((id) => id !== ANY_CARD), exposed: c.exposed },
    settled: -1,
  };
}

/**
 * A player concedes `tricks` of the remaining tricks to the opponents (CLAIM-4). Declarer's
 * concession of all of them stands; of fewer, it is a claim of the rest with no plan. A defender's
 * waits for partner.
 */
export function concede(table: Table, p: PlayCore, c: ClaimState, seat: number, tricks: number): ClaimStep {
  const who = table.seats[seat];
  if (c.pending) return fail("a claim or concession is already waiting for an answer");
  if (seat === p.dummy) return fail(`${who} is dummy and cannot concede`);
  const left = tricksLeft(p);
  if (!Number.isInteger(tricks) || tricks < 1 || tricks > left)
    return fail(`a concession must be between 1 and the ${left} tricks left, not ${tricks}`);
  if (seat === p.declarer) {
    if (tricks === left) return { state: c, settled: p.declarerTricks };
    if (c.bound) return fail("declarer is bound by a contested claim: concede all the remaining tricks or play on");
    // a concession states no plan: contested, the defenders choose every card of declarer's side
    return {
      state: { pending: { kind: 0, seat, tricks: left - tricks, plan: [], accepted: 0 }, bound: null, exposed: true },
      settled: -1,
    };
  }
  return { state: { ...c, pending: { kind: 1, seat, tricks, plan: [], accepted: 0 } }, settled: -1 };
}

/** Partner objects to a defender's concession: it is void and play goes on (Law 68B2). */
export function objectConcession(table: Table, c: ClaimState, seat: number): ClaimStep {
  const claim = c.pending;
  if (!claim || claim.kind !== 1) return fail("there is no concession to object to");
  if (seat !== partnerSeat(table, claim.seat))
    return fail(`only the partner of ${table.seats[claim.seat]} may object to that concession`);
  return { state: { ...c, pending: null }, settled: -1 };
}

/**
 * Under a contested claim, the card a declarer-side hand must play: the first card of the plan that
 * is legal for it, or −1 when the plan leaves the choice open (then the defenders choose), or when
 * no claim binds.
 */
export function boundCard(table: Table, p: PlayCore, c: ClaimState): number {
  if (!c.bound) return -1;
  const hand = handToPlay(table, p);
  if (hand !== p.declarer && hand !== p.dummy) return -1;
  const led = p.trick.length > 0 ? ((p.trick[0] as number) / 13) | 0 : -1;
  const canFollow = led >= 0 && p.hands[hand * 4 + led] !== 0;
  for (const id of c.bound) {
    if (!holds(p, hand, id)) continue;
    if (canFollow && ((id / 13) | 0) !== led) continue;
    return id;
  }
  return -1;
}

/** Whether, under a contested claim, the defenders choose the card the declarer-side hand to play plays. */
export function defendersChoose(table: Table, p: PlayCore, c: ClaimState): boolean {
  if (!c.bound) return false;
  const hand = handToPlay(table, p);
  return (hand === p.declarer || hand === p.dummy) && boundCard(table, p, c) < 0;
}
