/**
 * A slow, obviously correct double-dummy oracle for tests: plain minimax over every legal card — no
 * pruning, no bounds, no merging of cards, no abstraction of ranks — written apart from the solver,
 * on card strings. Its one economy: the value of a position at the start of a trick is remembered
 * under the exact cards each seat holds, in the order dealt (a pure function's cache; nothing is generalised), which
 * makes endings of five cards a hand take milliseconds instead of tens of seconds.
 */
import type { Card, Seat, Strain } from "../../src/schemas/model.js";

const ORDER: readonly Seat[] = ["N", "E", "S", "W"];
const RANK_ORDER = "23456789TJQKA";

export interface OraclePosition {
  hands: Record<Seat, Card[]>;
  strain: Strain;
  leader: Seat;
  trick: Card[];
}

const next = (seat: Seat, n = 1): Seat => ORDER[(ORDER.indexOf(seat) + n) % 4] as Seat;
const sameSide = (a: Seat, b: Seat): boolean => ORDER.indexOf(a) % 2 === ORDER.indexOf(b) % 2;

/** The cards `seat` may play to `trick` (PLAY-1: follow suit when able). */
export function legal(hand: readonly Card[], trick: readonly Card[]): Card[] {
  if (trick.length === 0) return [...hand];
  const led = (trick[0] as Card)[0];
  const follow = hand.filter((c) => c[0] === led);
  return follow.length > 0 ? follow : [...hand];
}

/** The index in `trick` of the card that wins it (PLAY-2). */
export function winnerIndex(trick: readonly Card[], strain: Strain): number {
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const c = trick[i] as Card;
    const b = trick[best] as Card;
    if (c[0] === b[0]) {
      if (RANK_ORDER.indexOf(c[1] as string) > RANK_ORDER.indexOf(b[1] as string)) best = i;
    } else if (c[0] === strain) best = i;
  }
  return best;
}

const memo = new Map<string, number>();

/** Tricks the side of the seat to play takes from here with best play by both sides. */
export function minimax(p: OraclePosition): number {
  if (p.trick.length > 0) return search(p);
  const key = `${p.strain} ${p.leader} ${ORDER.map((s) => p.hands[s].join("")).join(" ")}`;
  let v = memo.get(key);
  if (v === undefined) {
    v = search(p);
    if (memo.size > 2_000_000) memo.clear();
    memo.set(key, v);
  }
  return v;
}

function search(p: OraclePosition): number {
  const toPlay = next(p.leader, p.trick.length);
  const hand = p.hands[toPlay];
  if (hand.length === 0 && p.trick.length === 0) return 0;
  let best = -1;
  for (const card of legal(hand, p.trick)) {
    const v = afterCard(p, card);
    if (v > best) best = v;
  }
  return best;
}

/** Tricks the side of the seat to play takes when it plays `card`, then both sides play best. */
export function afterCard(p: OraclePosition, card: Card): number {
  const toPlay = next(p.leader, p.trick.length);
  const hands = { ...p.hands, [toPlay]: p.hands[toPlay].filter((c) => c !== card) };
  const trick = [...p.trick, card];
  if (trick.length < 4) {
    const mover = next(toPlay);
    const v = minimax({ hands, strain: p.strain, leader: p.leader, trick });
    const left = hands[mover].length;
    return sameSide(mover, toPlay) ? v : left - v;
  }
  const winner = next(p.leader, winnerIndex(trick, p.strain));
  const won = sameSide(winner, toPlay) ? 1 : 0;
  if (hands[winner].length === 0) return won;
  const v = minimax({ hands, strain: p.strain, leader: winner, trick: [] });
  const left = hands[winner].length;
  return won + (sameSide(winner, toPlay) ? v : left - v);
}
