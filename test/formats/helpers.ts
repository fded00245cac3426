// Helpers for the format tests: random complete records (deal, a legal-looking auction, a play
// that follows suit), written independently of the formats code so the round trips check it, and
// small utilities (dropping positions, reading fixtures, mutating bytes).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  CALLS,
  SEATS,
  VULNERABILITIES,
  createRng,
  dealFromSeed,
  type Call,
  type Card,
  type Seat,
} from "contract-bridge";
import type { RecordedDeal } from "../../src/formats/record.js";

const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** The bytes of a fixture, by path under test/fixtures/. */
export function fixture(path: string): Uint8Array {
  return new Uint8Array(readFileSync(FIXTURES + path));
}

/**
 * A deep copy without the `line` / `column` keys (and with `source` reset) and without the
 * readers' `warnings` (which are about how the text was written), for comparing models modulo layout.
 */
export function withoutPositions<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) =>
      key === "line" || key === "column" || key === "warnings"
        ? undefined
        : key === "source"
          ? { line: 0, column: 0 }
          : v,
    ),
  ) as T;
}

const seatAt = (s: Seat, k: number): Seat => SEATS[(SEATS.indexOf(s) + k) % 4] as Seat;
const sideOf = (s: Seat): number => SEATS.indexOf(s) % 2;
const RANKS = "23456789TJQKA";

/** Winner of a trick in play order (PLAY-2), a plain re-implementation for the tests. */
export function winnerIndex(cards: readonly Card[], trump: string): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as Card;
    const b = cards[best] as Card;
    if (c[0] === b[0]) {
      if (RANKS.indexOf(c[1] as string) > RANKS.indexOf(b[1] as string)) best = i;
    } else if (c[0] === trump) best = i;
  }
  return best;
}

const NAMES = ["Zoë Ångström", "Bob", "~~M25054gn", "O'Brien", "Łukasz", "Ann-Marie"];

/**
 * A random record from a seed: a dealt deal, an auction of legal calls (AUC-1, AUC-2) that ends,
 * and either no play, a full play, or a partial play ended by a claim; `stated` is what a careful
 * program would write (contract, declarer, declarer's tricks).
 */
export function randomRecord(seed: number): RecordedDeal {
  const rng = createRng(seed);
  const dealer = SEATS[rng.nextInt(4)] as Seat;
  const vulnerability = VULNERABILITIES[rng.nextInt(4)] as RecordedDeal["vulnerability"];
  const { deal } = dealFromSeed(seed, dealer);

  const calls: Call[] = [];
  let last = -1; // index in CALLS of the last bid
  let bidder: Seat | null = null;
  let doubled = "";
  const passedOut = rng.nextInt(8) === 0;
  const over = (): boolean => {
    if (calls.length < 4) return false;
    const tail = calls.slice(-3).every((c) => c === "P");
    return last < 0 ? calls.every((c) => c === "P") : tail;
  };
  while (!over()) {
    const seat = seatAt(dealer, calls.length);
    const r = rng.nextInt(100);
    const opponentsBid = bidder !== null && sideOf(bidder) !== sideOf(seat);
    if (passedOut || r < 50 || last === CALLS.length - 1 || calls.length > 40) calls.push("P");
    else if (r < 85) {
      last = (last < 0 ? 3 : last + 1) + rng.nextInt(Math.min(5, CALLS.length - (last < 0 ? 3 : last + 1)));
      calls.push(CALLS[last] as Call);
      bidder = seat;
      doubled = "";
    } else if (opponentsBid && doubled === "") {
      calls.push("X");
      doubled = "X";
    } else if (bidder !== null && !opponentsBid && doubled === "X") {
      calls.push("XX");
      doubled = "XX";
    } else calls.push("P");
  }

  const players: Partial<Record<Seat, string>> = {};
  for (const s of SEATS) if (rng.nextInt(3) > 0) players[s] = NAMES[rng.nextInt(NAMES.length)] as string;
  const board = rng.nextInt(5) === 0 ? null : String(1 + rng.nextInt(36));
  const base = {
    board,
    dealer,
    vulnerability,
    deal,
    calls,
    ...(Object.keys(players).length > 0 ? { players } : {}),
    source: { line: 0, column: 0 },
  };
  if (last < 0) return { ...base, plays: [], claim: null, stated: { contract: "Pass" } };

  const bid = CALLS[last] as string;
  const strain = bid.slice(1);
  let declarer = bidder as Seat;
  for (let i = 0; i < calls.length; i++) {
    const seat = seatAt(dealer, i);
    const c = calls[i] as string;
    if (sideOf(seat) === sideOf(bidder as Seat) && c !== "P" && c !== "X" && c !== "XX" && c.slice(1) === strain) {
      declarer = seat;
      break;
    }
  }
  const contract = `${bid}${doubled}`;
  const kind = rng.nextInt(4); // 0: no play, 1: claim part way, else: all 13 tricks
  const count = kind === 0 ? 0 : kind === 1 ? rng.nextInt(52) : 52;
  const hands: Record<Seat, Card[]> = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
  const plays: Card[] = [];
  let leader = seatAt(declarer, 1);
  let trick: Card[] = [];
  let won = 0;
  while (plays.length < count) {
    const seat = seatAt(leader, trick.length);
    const hand = hands[seat];
    const led = trick[0];
    const follow = led ? hand.filter((c) => c[0] === led[0]) : [];
    const choices = follow.length > 0 ? follow : hand;
    const card = choices[rng.nextInt(choices.length)] as Card;
    hand.splice(hand.indexOf(card), 1);
    trick.push(card);
    plays.push(card);
    if (trick.length === 4) {
      const winner = seatAt(leader, winnerIndex(trick, strain === "NT" ? "" : strain));
      if (sideOf(winner) === sideOf(declarer)) won++;
      leader = winner;
      trick = [];
    }
  }
  if (kind === 0) return { ...base, plays, claim: null, stated: { contract, declarer } };
  if (kind === 1) {
    const claim = rng.nextInt(14);
    return { ...base, plays, claim, stated: { contract, declarer, result: claim } };
  }
  return { ...base, plays, claim: null, stated: { contract, declarer, result: won } };
}

/** A few byte-level mutations of a file, as fast-check can shrink them. */
export type Mutation =
  | { readonly kind: "truncate"; readonly at: number }
  | { readonly kind: "splice"; readonly from: number; readonly length: number; readonly to: number }
  | { readonly kind: "flip"; readonly at: readonly number[]; readonly mask: number };

/** Applies a mutation; positions are taken modulo the length of the file. */
export function mutate(bytes: Uint8Array, m: Mutation): Uint8Array {
  const n = bytes.length;
  if (n === 0) return bytes;
  switch (m.kind) {
    case "truncate":
      return bytes.slice(0, m.at % n);
    case "splice": {
      const from = m.from % n;
      const piece = bytes.slice(from, from + m.length);
      const to = m.to % n;
      const out = new Uint8Array(n + piece.length);
      out.set(bytes.subarray(0, to));
      out.set(piece, to);
      out.set(bytes.subarray(to), to + piece.length);
      return out;
    }
    default: {
      const out = bytes.slice();
      for (const at of m.at) out[at % n] = (out[at % n] as number) ^ (m.mask || 1);
      return out;
    }
  }
}
