/**
 * Checking a claim double dummy: can declarer's side take the tricks it claims however the
 * defenders play? An aid for a server settling a contested claim (CLAIM-3) automatically, if the
 * app chooses to — it does not change the laws' procedure, and it is stricter than a director:
 * a claim that needs declarer to find a double-dummy line is judged by that line existing.
 *
 * It reads a duplicate or rubber state through the variants' public `record`, so the variant
 * modules never import the solver and an app that uses only a variant does not load it.
 *
 * @module
 */
import { SEATS, type Card, type Seat } from "../schemas/model.js";
import { err, ok, type Result } from "../result.js";
import * as duplicate from "../variants/duplicate.js";
import * as rubber from "../variants/rubber.js";
import type { FourSeatDealRecord } from "../variants/table-four.js";
import type { Position } from "./position.js";
import { solve } from "./solve.js";

/** What {@link claimCheck} finds. */
export interface ClaimCheck {
  /** Whether declarer's side takes at least the claimed tricks against every defence. */
  readonly holds: boolean;
  /** The most of the remaining tricks declarer's side can be sure of (double dummy). */
  readonly guaranteed: number;
  /** Tricks left to play, the trick in progress included. */
  readonly tricksLeft: number;
}

/** The position of the deal being played, from its record, or an error when no play is under way. */
function positionOf(rec: FourSeatDealRecord): Result<Position & { declarer: Seat }> {
  if (!rec.contract || !rec.declarer) return err("WRONG_PHASE", "claim check: there is no contract to play yet");
  const played = new Set<Card>();
  for (const t of rec.tricks) for (const c of t.cards) played.add(c.card);
  const trick = rec.unfinishedTrick?.cards.map((c) => c.card) ?? [];
  for (const c of trick) played.add(c);
  if (played.size === 52) return err("GAME_OVER", "claim check: every card has been played");
  const hands = {} as Record<Seat, Card[]>;
  for (const s of SEATS) hands[s] = rec.deal[s].filter((c) => !played.has(c));
  const last = rec.tricks[rec.tricks.length - 1];
  const opening = SEATS[(SEATS.indexOf(rec.declarer) + 1) % 4] as Seat;
  const leader = rec.unfinishedTrick?.leader ?? (last ? last.winner : opening);
  return ok({ hands, strain: rec.contract.strain, leader, trick, declarer: rec.declarer });
}

/**
 * How many of the remaining tricks declarer's side is sure of, double dummy, in a duplicate or
 * rubber state whose deal is in play, and whether that covers a claim of `tricks` of them.
 * `WRONG_PHASE` before the play, `GAME_OVER` when no card is left, `INVALID_STATE` for a value
 * that is not such a state, `INVALID_CLAIM` for a count outside 0 … tricks left (CLAIM-5).
 */
export function claimCheck(state: duplicate.State | rubber.State, tricks: number): Result<ClaimCheck> {
  const variant = (state as { variant?: unknown } | null)?.variant;
  let rec: FourSeatDealRecord | undefined;
  try {
    if (variant === "duplicate") rec = duplicate.record(state as duplicate.State);
    else if (variant === "rubber") rec = rubber.record(state as rubber.State).deals.at(-1);
    else return err("INVALID_STATE", "claim check: not a duplicate or rubber state");
  } catch (e) {
    // The variants check a state read from outside on first use; a broken one is refused here.
    return err("INVALID_STATE", `claim check: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!rec) return err("WRONG_PHASE", "claim check: no deal in progress");
  const pos = positionOf(rec);
  if (!pos.ok) return pos;
  const solved = solve(pos.value);
  if (!solved.ok) return solved;
  const { side, tricks: forMover, tricksLeft } = solved.value;
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > tricksLeft) {
    return err(
      "INVALID_CLAIM",
      `claim check: a claim must be a whole number of tricks from 0 to ${tricksLeft}, got ${String(tricks)}`,
    );
  }
  const declarerSide = SEATS.indexOf(pos.value.declarer) % 2 === 0 ? "NS" : "EW";
  const guaranteed = side === declarerSide ? forMover : tricksLeft - forMover;
  return ok({ holds: guaranteed >= tricks, guaranteed, tricksLeft });
}

/**
 * Whether declarer's claim of `tricks` of the remaining tricks is guaranteed against every defence
 * (double dummy), in a duplicate or rubber state whose deal is in play. Errors as {@link claimCheck}.
 */
export function claimHolds(state: duplicate.State | rubber.State, tricks: number): Result<boolean> {
  const r = claimCheck(state, tricks);
  return r.ok ? ok(r.value.holds) : r;
}
