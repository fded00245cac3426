// Test helpers: deep-freezing inputs, and a naive reference judge of duplicate actions written
// independently of the engine (strings and arrays, no bitsets), to cross-check it.
import { CALLS, SEATS, type Call, type Card, type Seat } from "contract-bridge";

/** Freezes a value and everything reachable from it, so any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

const STRAIN_ORDER = ["C", "D", "H", "S", "NT"];
const bidRank = (c: string): number => (Number(c[0]) - 1) * 5 + STRAIN_ORDER.indexOf(c.slice(1));
const isBidCall = (c: string): boolean => c !== "P" && c !== "X" && c !== "XX";
const sideOfSeat = (s: Seat): number => SEATS.indexOf(s) % 2;
const seatAt = (s: Seat, k: number): Seat => SEATS[(SEATS.indexOf(s) + k) % 4] as Seat;

export type Act = { type: "call"; seat: Seat; call: Call } | { type: "play"; seat: Seat; card: Card };

/** A plain re-implementation of the single-deal rules over an action list. */
export class ReferenceDeal {
  calls: { seat: Seat; call: Call }[] = [];
  hands: Record<Seat, Card[]>;
  trick: { seat: Seat; card: Card }[] = [];
  leader: Seat | null = null;
  tricksDone = 0;
  declarerTricks = 0;
  constructor(
    readonly dealer: Seat,
    deal: Record<Seat, readonly Card[]>,
  ) {
    this.hands = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
  }

  lastBid(): { call: string; seat: Seat; index: number } | null {
    for (let i = this.calls.length - 1; i >= 0; i--) {
      const c = this.calls[i]!;
      if (isBidCall(c.call)) return { call: c.call, seat: c.seat, index: i };
    }
    return null;
  }
  doubling(): "" | "X" | "XX" {
    const last = this.lastBid();
    if (!last) return "";
    let d: "" | "X" | "XX" = "";
    for (const c of this.calls.slice(last.index + 1))
      if (c.call === "X") d = "X";
      else if (c.call === "XX") d = "XX";
    return d;
  }
  auctionOver(): boolean {
    const n = this.calls.length;
    const last = this.lastBid();
    if (!last) return n >= 4;
    let trailing = 0;
    for (let i = n - 1; i >= 0 && this.calls[i]!.call === "P"; i--) trailing++;
    return trailing >= 3;
  }
  declarer(): Seat | null {
    const last = this.lastBid();
    if (!last || !this.auctionOver()) return null;
    const strain = last.call.slice(1);
    const first = this.calls.find(
      (c) => isBidCall(c.call) && c.call.slice(1) === strain && sideOfSeat(c.seat) === sideOfSeat(last.seat),
    );
    return first!.seat;
  }
  over(): boolean {
    return this.auctionOver() && (this.lastBid() === null || this.tricksDone === 13);
  }
  handToPlay(): Seat {
    const leader = this.leader ?? seatAt(this.declarer()!, 1);
    return seatAt(leader, this.trick.length);
  }
  turn(): Seat | null {
    if (this.over()) return null;
    if (!this.auctionOver()) return seatAt(this.dealer, this.calls.length);
    const hand = this.handToPlay();
    const decl = this.declarer()!;
    return hand === seatAt(decl, 2) ? decl : hand;
  }

  /** The error code the rules give for this action, or null if it is legal. */
  judge(a: Act): string | null {
    if (this.over()) return "GAME_OVER";
    if (a.type === "call") {
      if (this.auctionOver()) return "WRONG_PHASE";
      if (a.seat !== this.turn()) return "NOT_YOUR_TURN";
      const last = this.lastBid();
      const d = this.doubling();
      if (a.call === "P") return null;
      if (a.call === "X")
        return last && d === "" && sideOfSeat(last.seat) !== sideOfSeat(a.seat) ? null : "CANNOT_DOUBLE";
      if (a.call === "XX")
        return last && d === "X" && sideOfSeat(last.seat) === sideOfSeat(a.seat) ? null : "CANNOT_REDOUBLE";
      return !last || bidRank(a.call) > bidRank(last.call) ? null : "INSUFFICIENT_BID";
    }
    if (!this.auctionOver()) return "WRONG_PHASE";
    const decl = this.declarer()!;
    if (a.seat === seatAt(decl, 2)) return "NOT_YOUR_HAND";
    if (a.seat !== this.turn()) return "NOT_YOUR_TURN";
    const hand = this.handToPlay();
    if (!this.hands[hand].includes(a.card)) return "CARD_NOT_IN_HAND";
    const led = this.trick[0]?.card[0];
    if (led && a.card[0] !== led && this.hands[hand].some((c) => c[0] === led)) return "MUST_FOLLOW_SUIT";
    return null;
  }

  /** Applies an action already judged legal. */
  take(a: Act): void {
    if (a.type === "call") {
      this.calls.push({ seat: a.seat, call: a.call });
      return;
    }
    const hand = this.handToPlay();
    this.hands[hand] = this.hands[hand].filter((c) => c !== a.card);
    this.trick.push({ seat: hand, card: a.card });
    if (this.trick.length === 4) {
      const trump = this.lastBid()!.call.slice(1);
      const rank = (c: Card): number => "23456789TJQKA".indexOf(c[1]!);
      let best = this.trick[0]!;
      for (const t of this.trick.slice(1)) {
        const beats =
          t.card[0] === best.card[0] ? rank(t.card) > rank(best.card) : t.card[0] === trump && best.card[0] !== trump;
        if (beats) best = t;
      }
      if (sideOfSeat(best.seat) === sideOfSeat(this.declarer()!)) this.declarerTricks++;
      this.leader = best.seat;
      this.trick = [];
      this.tricksDone++;
    }
  }

  /** Every legal action, by brute force over all calls and cards for all seats. */
  legal(): Act[] {
    const out: Act[] = [];
    for (const seat of SEATS) {
      for (const call of CALLS)
        if (this.judge({ type: "call", seat, call }) === null) out.push({ type: "call", seat, call });
      for (const card of this.hands[this.auctionOver() && !this.over() ? this.handToPlay() : seat]) {
        if (this.judge({ type: "play", seat, card }) === null) out.push({ type: "play", seat, card });
      }
    }
    return out;
  }
}

/** What {@link driver} needs of a variant. */
interface Steppable<S, O> {
  create(options: O): { ok: true; value: S } | { ok: false; error: { code: string; message: string } };
  apply(state: S, action: unknown): { ok: true; value: S } | { ok: false; error: { code: string; message: string } };
}

/** The one way variant tests create and step states: {@link driver}'s functions. */
export interface Driver<S, O> {
  /** Creates a state (or throws), deep-frozen. */
  start: (options?: O) => S;
  /** Takes actions in turn (or throws, naming the action), deep-freezing every state. */
  go: (state: S, ...actions: unknown[]) => S;
  /** The code `apply` refuses `action` with, or `undefined` if it takes it; throws if `state` changed. */
  code: (state: S, action: unknown) => string | undefined;
}

/**
 * `start`, `go` and `code` for a variant's tests, deep-freezing every state so that any mutation by
 * the library throws.
 */
export function driver<S, O>(variant: Steppable<S, O>): Driver<S, O> {
  return {
    start(options) {
      const r = variant.create((options ?? {}) as O);
      if (!r.ok) throw new Error(r.error.message);
      return deepFreeze(r.value);
    },
    go(state, ...actions) {
      let s = state;
      for (const a of actions) {
        const r = variant.apply(s, a);
        if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
        s = deepFreeze(r.value);
      }
      return s;
    },
    code(state, action) {
      const before = JSON.stringify(state);
      const r = variant.apply(state, action);
      if (JSON.stringify(state) !== before)
        throw new Error(`apply changed its input state on ${JSON.stringify(action)}`);
      return r.ok ? undefined : r.error.code;
    },
  };
}

/** Call actions in turn from `dealer` at a four-seat table. */
export const callsFrom = (dealer: Seat, ...calls: string[]) =>
  calls.map((call, i) => ({ type: "call", seat: SEATS[(SEATS.indexOf(dealer) + i) % 4] as Seat, call }));
