/**
 * The play of the cards, for any table (PLAY-1 … PLAY-3, R-4, R-5, H-5). Hands are four 13-bit
 * suit holdings per seat, so following suit is one mask test and a trick costs a handful of integer
 * operations. Seats are numbers; with a dummy, declarer acts for it.
 *
 * Like the auction core, `PlayCore` is mutable inside and copied by the pure API before each step.
 *
 * @module
 * @internal
 */
import type { ErrorCode } from "../result.js";
import { cardOf } from "../model/card.js";
import { partnerSeat, sideOfSeat, type Table } from "./table.js";

/** The running state of the play. */
export interface PlayCore {
  /** Trump suit 0–3 (clubs … spades) or 4 for no-trump. */
  trump: number;
  /** Declarer's seat. */
  declarer: number;
  /** Dummy's seat, or −1 at a table without dummy. */
  dummy: number;
  /** `hands[seat * 4 + suit]`: the 13-bit holding (bit r = rank r, two 0 … ace 12) still held. */
  hands: number[];
  /** Seat that leads (led) the current trick. */
  leader: number;
  /** Card ids played to the current trick, in order. */
  trick: number[];
  /** Tricks completed. */
  played: number;
  /** The winner of each completed trick, in order: the trick after trick k is led by `winners[k]`. */
  winners: number[];
  /** Tricks won by declarer's side. */
  declarerTricks: number;
  /** Tricks won by the defenders. */
  defenderTricks: number;
  /** Whether all tricks have been played. */
  done: boolean;
}

/** Number of tricks in a deal. */
export const TRICKS = 13;

/** Holdings array (`seat * 4 + suit`) from each seat's card ids. */
export function holdingsOf(handIds: readonly (readonly number[])[]): number[] {
  const out = new Array<number>(handIds.length * 4).fill(0);
  handIds.forEach((ids, seat) => {
    for (const id of ids) {
      const suit = (id / 13) | 0;
      out[seat * 4 + suit] = (out[seat * 4 + suit] as number) | (1 << (id - suit * 13));
    }
  });
  return out;
}

/** A new play: the seat after declarer leads (R-4, H-5). */
export function newPlay(table: Table, hands: number[], declarer: number, trump: number): PlayCore {
  const n = table.seats.length;
  return {
    trump,
    declarer,
    dummy: partnerSeat(table, declarer),
    hands,
    leader: (declarer + 1) % n,
    trick: [],
    played: 0,
    winners: [],
    declarerTricks: 0,
    defenderTricks: 0,
    done: false,
  };
}

/** A copy that can be stepped without touching the original. */
export function clonePlay(p: PlayCore): PlayCore {
  return {
    trump: p.trump,
    declarer: p.declarer,
    dummy: p.dummy,
    hands: p.hands.slice(),
    leader: p.leader,
    trick: p.trick.slice(),
    played: p.played,
    winners: p.winners.slice(),
    declarerTricks: p.declarerTricks,
    defenderTricks: p.defenderTricks,
    done: p.done,
  };
}

/** The seat whose hand plays next. */
export function handToPlay(table: Table, p: PlayCore): number {
  return (p.leader + p.trick.length) % table.seats.length;
}

/** The seat that acts for a hand: declarer for dummy, else the seat itself. */
export function controllerOf(p: PlayCore, hand: number): number {
  return hand === p.dummy ? p.declarer : hand;
}

/** Whether dummy's cards are face up: from the opening lead on. */
export function dummyExposed(p: PlayCore): boolean {
  return p.dummy >= 0 && (p.played > 0 || p.trick.length > 0);
}

/** Whether `hand` holds card `id`. */
export function holds(p: PlayCore, hand: number, id: number): boolean {
  const suit = (id / 13) | 0;
  return (((p.hands[hand * 4 + suit] as number) >>> (id - suit * 13)) & 1) === 1;
}

/**
 * Why `seat` may not play card `id` now, or `null` if it may (the caller has checked the phase).
 * Dummy never acts (`NOT_YOUR_HAND`); the card must be in the hand to play and follow suit.
 */
export function playError(table: Table, p: PlayCore, seat: number, id: number): ErrorCode | null {
  if (seat === p.dummy) return "NOT_YOUR_HAND";
  const hand = handToPlay(table, p);
  if (controllerOf(p, hand) !== seat) return "NOT_YOUR_TURN";
  if (!holds(p, hand, id)) return "CARD_NOT_IN_HAND";
  if (p.trick.length > 0) {
    const led = ((p.trick[0] as number) / 13) | 0;
    if (((id / 13) | 0) !== led && p.hands[hand * 4 + led] !== 0) return "MUST_FOLLOW_SUIT";
  }
  return null;
}

const SUIT_NAMES = ["clubs", "diamonds", "hearts", "spades"];

/** A sentence explaining a {@link playError} code. */
export function playErrorMessage(table: Table, p: PlayCore, seat: number, id: number, code: ErrorCode): string {
  const who = table.seats[seat];
  const hand = handToPlay(table, p);
  const handName = table.seats[hand];
  const card = cardOf(id);
  switch (code) {
    case "NOT_YOUR_HAND":
      return `${who} is dummy: declarer (${table.seats[p.declarer]}) plays dummy's cards`;
    case "NOT_YOUR_TURN":
      return hand === p.dummy
        ? `${handName} (dummy) is to play: declarer ${table.seats[p.declarer]} plays for it, not ${who}`
        : `${handName} is to play, not ${who}`;
    case "CARD_NOT_IN_HAND":
      return `${card} is not in ${handName}'s hand`;
    case "MUST_FOLLOW_SUIT":
      return `${handName} must follow suit: ${SUIT_NAMES[((p.trick[0] as number) / 13) | 0]} were led and ${handName} still holds some`;
    default:
      return `${who} cannot play ${card}`;
  }
}

/** The position in the trick (0-based) of the card that wins it (PLAY-2). */
export function trickWinnerIndex(trick: readonly number[], trump: number): number {
  let best = 0;
  let bestCard = trick[0] as number;
  for (let i = 1; i < trick.length; i++) {
    const c = trick[i] as number;
    if (beats(c, bestCard, trump)) {
      best = i;
      bestCard = c;
    }
  }
  return best;
}

/**
 * Whether card `id`, played to a trick after `winning` (the card winning it so far), takes the
 * trick over: a higher card of the same suit, or a trump on a non-trump (PLAY-2). A card of another
 * non-trump suit never does. `trump` is 0–3, or 4 at no-trump.
 */
export function beats(id: number, winning: number, trump: number): boolean {
  const suit = (id / 13) | 0;
  const winningSuit = (winning / 13) | 0;
  return suit === winningSuit ? id > winning : suit === trump;
}

/**
 * Plays a card the caller has checked with {@link playError}. Mutates `p`. Returns the winning
 * seat when the card completes a trick, else −1.
 */
export function applyPlay(table: Table, p: PlayCore, id: number): number {
  const n = table.seats.length;
  const hand = handToPlay(table, p);
  const suit = (id / 13) | 0;
  p.hands[hand * 4 + suit] = (p.hands[hand * 4 + suit] as number) & ~(1 << (id - suit * 13));
  p.trick.push(id);
  if (p.trick.length < n) return -1;
  const winner = (p.leader + trickWinnerIndex(p.trick, p.trump)) % n;
  if (sideOfSeat(table, winner) === sideOfSeat(table, p.declarer)) p.declarerTricks++;
  else p.defenderTricks++;
  p.played++;
  p.winners.push(winner);
  p.leader = winner;
  p.trick = [];
  if (p.played === TRICKS) p.done = true;
  return winner;
}

/** The cards the hand to play may play, as ids in rising order (PLAY-1). */
export function legalCardIds(table: Table, p: PlayCore): number[] {
  if (p.done) return [];
  const hand = handToPlay(table, p);
  const out: number[] = [];
  const led = p.trick.length > 0 ? ((p.trick[0] as number) / 13) | 0 : -1;
  const mustFollow = led >= 0 && p.hands[hand * 4 + led] !== 0;
  for (let suit = 0; suit < 4; suit++) {
    if (mustFollow && suit !== led) continue;
    const h = p.hands[hand * 4 + suit] as number;
    for (let r = 0; r < 13; r++) if ((h >>> r) & 1) out.push(suit * 13 + r);
  }
  return out;
}

/** The card ids a hand still holds, in rising order. */
export function handIds(p: PlayCore, hand: number): number[] {
  return idsOfHoldings(p.hands, hand);
}

/** The card ids of seat `seat` in a holdings array (`seat * 4 + suit`), in rising order. */
export function idsOfHoldings(holdings: readonly number[], seat: number): number[] {
  const out: number[] = [];
  for (let suit = 0; suit < 4; suit++) {
    const h = holdings[seat * 4 + suit] as number;
    for (let r = 0; r < 13; r++) if ((h >>> r) & 1) out.push(suit * 13 + r);
  }
  return out;
}
