// Honeymoon (H-*) against a plain re-implementation over random rubbers: views, illegal probes, totals, replay.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CALLS, CARDS, honeymoon, type Call, type Card } from "contract-bridge";
import { deepFreeze } from "../helpers.js";
import {
  call,
  card,
  cardsIn,
  check,
  code,
  keep,
  other,
  play,
  reject,
  start,
  type Action,
  type Player,
  type State,
} from "./honeymoon-helpers.js";

// --- property tests over random rubbers -----------------------------------------------------------

const STRAIN_ORDER = ["C", "D", "H", "S", "NT"];
const isBid = (c: string) => c !== "P" && c !== "X" && c !== "XX";
const bidRank = (c: string) => (Number(c[0]) - 1) * 5 + STRAIN_ORDER.indexOf(c.slice(1));
const RANK_ORDER = "23456789TJQKA";

/** A plain re-implementation of one Honeymoon deal over strings, independent of the engines. */
class RefDeal {
  hands: Record<Player, Card[]> = { A: [], B: [] };
  discards: Record<Player, Card[]> = { A: [], B: [] };
  turns = 0;
  calls: { seat: Player; call: string }[] = [];
  played: Card[] = [];
  trick: { seat: Player; card: Card }[] = [];
  leader: Player | null = null;
  tricksDone = 0;
  declarerTricks = 0;
  readonly first: Player;
  constructor(
    readonly stock: readonly Card[],
    readonly dealer: Player,
  ) {
    this.first = other(dealer);
  }
  drawing(): boolean {
    return this.turns < 26;
  }
  lastBid(): { call: string; seat: Player; index: number } | null {
    for (let i = this.calls.length - 1; i >= 0; i--)
      if (isBid(this.calls[i]!.call)) return { ...this.calls[i]!, index: i };
    return null;
  }
  doubling(): string {
    const last = this.lastBid();
    let d = "";
    if (last) for (const c of this.calls.slice(last.index + 1)) if (c.call !== "P") d = c.call;
    return d;
  }
  auctionOver(): boolean {
    if (this.drawing()) return false;
    const n = this.calls.length;
    return this.lastBid() ? this.calls[n - 1]?.call === "P" : n === 2;
  }
  declarer(): Player | null {
    return this.auctionOver() ? (this.lastBid()?.seat ?? null) : null;
  }
  over(): boolean {
    return this.auctionOver() && (this.lastBid() === null || this.tricksDone === 13);
  }
  phase(): "draw" | "auction" | "play" | "over" {
    return this.drawing() ? "draw" : !this.auctionOver() ? "auction" : this.over() ? "over" : "play";
  }
  top(): Card | null {
    return this.drawing() ? (this.stock[2 * this.turns] as Card) : null;
  }
  turn(): Player | null {
    const t = this.turns;
    if (this.drawing()) return t % 2 === 0 ? this.first : other(this.first);
    if (!this.auctionOver()) return this.calls.length % 2 === 0 ? this.first : other(this.first);
    if (this.over()) return null;
    const leader = this.leader ?? other(this.declarer()!);
    return this.trick.length === 0 ? leader : other(leader);
  }
  judge(a: Action): string | null {
    const phase = this.phase();
    if (phase === "over") return "GAME_OVER"; // the caller knows whether the rubber goes on
    if (a.type === "keep" || a.type === "reject") {
      if (phase !== "draw") return "WRONG_PHASE";
      return a.seat === this.turn() ? null : "NOT_YOUR_TURN";
    }
    if (a.type === "call") {
      if (phase !== "auction") return "WRONG_PHASE";
      if (a.seat !== this.turn()) return "NOT_YOUR_TURN";
      const last = this.lastBid();
      const d = this.doubling();
      if (a.call === "P") return null;
      if (a.call === "X") return last && d === "" && last.seat !== a.seat ? null : "CANNOT_DOUBLE";
      if (a.call === "XX") return last && d === "X" && last.seat === a.seat ? null : "CANNOT_REDOUBLE";
      return !last || bidRank(a.call) > bidRank(last.call) ? null : "INSUFFICIENT_BID";
    }
    if (phase !== "play") return "WRONG_PHASE";
    if (a.seat !== this.turn()) return "NOT_YOUR_TURN";
    const hand = this.hands[a.seat];
    if (!hand.includes(a.card)) return "CARD_NOT_IN_HAND";
    const led = this.trick[0]?.card[0];
    if (led && a.card[0] !== led && hand.some((c) => c[0] === led)) return "MUST_FOLLOW_SUIT";
    return null;
  }
  take(a: Action): void {
    if (a.type === "keep" || a.type === "reject") {
      const [top, next] = [this.stock[2 * this.turns] as Card, this.stock[2 * this.turns + 1] as Card];
      this.hands[a.seat].push(a.type === "keep" ? top : next);
      this.discards[a.seat].push(a.type === "keep" ? next : top);
      this.turns++;
      return;
    }
    if (a.type === "call") {
      this.calls.push({ seat: a.seat, call: a.call });
      return;
    }
    this.hands[a.seat] = this.hands[a.seat].filter((c) => c !== a.card);
    this.played.push(a.card);
    this.trick.push({ seat: a.seat, card: a.card });
    if (this.trick.length === 2) {
      const trump = this.lastBid()!.call.slice(1);
      const [x, y] = this.trick as [{ seat: Player; card: Card }, { seat: Player; card: Card }];
      const beats =
        y.card[0] === x.card[0] ? RANK_ORDER.indexOf(y.card[1]!) > RANK_ORDER.indexOf(x.card[1]!) : y.card[0] === trump;
      const winner = beats ? y.seat : x.seat;
      if (winner === this.declarer()) this.declarerTricks++;
      this.leader = winner;
      this.trick = [];
      this.tricksDone++;
    }
  }
  legal(): Action[] {
    const out: Action[] = [];
    for (const seat of ["A", "B"] as const) {
      for (const a of [keep(seat), reject(seat)]) if (this.judge(a) === null) out.push(a);
      for (const c of CALLS)
        if (this.judge({ type: "call", seat, call: c }) === null) out.push({ type: "call", seat, call: c });
      for (const c of this.hands[seat])
        if (this.judge({ type: "play", seat, card: c }) === null) out.push({ type: "play", seat, card: c });
    }
    return out;
  }
}

/** Trick points below the line for a made contract, written out from SC-1 alone. */
function trickPoints(contract: string, doubling: string): number {
  const level = Number(contract[0]);
  const strain = contract.slice(1);
  const base = strain === "NT" ? 40 + 30 * (level - 1) : (strain === "C" || strain === "D" ? 20 : 30) * level;
  return base * (doubling === "XX" ? 4 : doubling === "X" ? 2 : 1);
}

const HCP: Readonly<Record<string, number>> = { A: 4, K: 3, Q: 2, J: 1 };

/**
 * Chooses a legal action from what the player to act sees, so that rubbers end in a handful of
 * deals: keep high cards (mostly), bid by high-card points and the longest suit, now and then
 * double or redouble, and as declarer play the highest legal card. `pick` adds the randomness.
 */
function policy(state: State, pick: number): Action {
  const legal = honeymoon.legalActions(state);
  const first = legal[0] as Action;
  const v = honeymoon.view(state, first.seat);
  if (first.type === "keep") {
    if (pick % 5 === 0) return legal[pick % 2] as Action;
    return "TJQKA".includes((v.top as string)[1] as string) ? first : (legal[1] as Action);
  }
  if (first.type === "call") {
    const doubles = legal.filter((a) => a.type === "call" && (a.call === "X" || a.call === "XX"));
    if (pick % 13 === 0 && doubles.length > 0) return doubles[0] as Action;
    if (v.calls.some((c) => c.seat === first.seat && isBid(c.call)) && pick % 6 !== 0) return first;
    const hcp = v.hand.reduce((t, c) => t + (HCP[c[1] as string] ?? 0), 0);
    const bySuit = ["C", "D", "H", "S"].map((suit) => v.hand.filter((c) => c[0] === suit).length);
    const longest = Math.max(...bySuit);
    const strain = longest >= 5 ? "CDHS"[bySuit.indexOf(longest)] : "NT";
    for (let level = Math.min(5, Math.floor((hcp - 8) / 4)) + (pick % 3 === 0 ? 1 : 0); level >= 1; level--) {
      const bid = legal.find((a) => a.type === "call" && a.call === `${level}${strain}`);
      if (bid) return bid;
    }
    return first; // pass
  }
  if (first.type === "play" && v.declarer === first.seat && pick % 5 !== 0) return legal[legal.length - 1] as Action;
  return legal[pick % legal.length] as Action;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameSet = (a: Iterable<string>, b: Iterable<string>) => same([...a].sort(), [...b].sort());

function randomRubber(seed: number, pickAt: (step: number) => number): { state: State; actions: Action[] } {
  let s = start({ seed });
  const actions: Action[] = [];
  for (let i = 0; !honeymoon.isOver(s); i++) {
    const a = policy(s, pickAt(i));
    s = play(s, a);
    actions.push(a);
  }
  return { state: s, actions };
}

const PLAYER_LIST: Player[] = ["A", "B"];
const probeArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constantFrom("keep" as const, "reject" as const), seat: fc.constantFrom(...PLAYER_LIST) }),
  fc.record({
    type: fc.constant("call" as const),
    seat: fc.constantFrom(...PLAYER_LIST),
    call: fc.constantFrom(...(CALLS as Call[])),
  }),
  fc.record({
    type: fc.constant("play" as const),
    seat: fc.constantFrom(...PLAYER_LIST),
    card: fc.constantFrom(...CARDS),
  }),
);

describe("honeymoon: random games (fast-check)", () => {
  it("[H-6] [RUB-3] after the rubber every action is GAME_OVER", () => {
    const { state } = randomRubber(4, (i) => i * 7 + 3);
    expect(honeymoon.isOver(state)).toBe(true);
    expect(honeymoon.turn(state)).toBeNull();
    expect(honeymoon.legalActions(state)).toEqual([]);
    for (const a of [keep("A"), reject("B"), call("A", "P"), card("B", "SA")]) expect(code(state, a)).toBe("GAME_OVER");
    expect(honeymoon.view(state, "A").phase).toBe("over");
  });

  it("[STATE-2] [H-3] views never show the opponent's hand, the opponent's discards, or any stock card but one's own top card", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 31 }), fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (seed, picks) => {
        let s = start({ seed });
        let ref = new RefDeal(honeymoon.record(s).deals[0]?.stock as Card[], s.firstDealer);
        let previousPlayed: Card[] = [];
        // two deals: the second one's view also shows the first deal as it was played
        for (let step = 0; honeymoon.view(s, "A").dealIndex < 2 && !honeymoon.isOver(s); step++) {
          for (const seat of PLAYER_LIST) {
            const v = honeymoon.view(s, seat);
            const allowed = new Set<string>([
              ...ref.hands[seat],
              ...ref.discards[seat],
              ...ref.played,
              ...previousPlayed,
            ]);
            const top = ref.turn() === seat && ref.drawing() ? ref.top() : null;
            if (top) allowed.add(top);
            for (const c of cardsIn(v))
              check(allowed.has(c), () => `${seat} sees ${c} in ${ref.phase()} (step ${step})`);
            // and sees exactly what it may: its hand, its discards, its top card
            check(
              sameSet(v.hand, ref.hands[seat]),
              () => `${seat}'s hand ${v.hand.join()} is not ${ref.hands[seat].join()}`,
            );
            check(
              sameSet(v.discards, ref.discards[seat]),
              () => `${seat}'s discards ${v.discards.join()} are not ${ref.discards[seat].join()}`,
            );
            check(v.top === top, () => `${seat}'s top card ${v.top} should be ${top}`);
            check(
              same(v.legalActions, ref.turn() === seat ? honeymoon.legalActions(s) : []),
              () => `${seat}'s legal actions`,
            );
          }
          const a = policy(s, picks[step % picks.length] as number);
          const dealBefore = honeymoon.view(s, "A").dealIndex;
          s = play(s, a);
          ref.take(a);
          if (honeymoon.view(s, "A").dealIndex !== dealBefore) {
            previousPlayed = ref.played;
            ref = new RefDeal(honeymoon.record(s).deals[dealBefore + 1]?.stock as Card[], other(ref.dealer));
          }
        }
      }),
      { numRuns: 16 },
    );
  });

  it("[H-6] [RUB-1] [RUB-2] [RUB-3] random rubbers with illegal probes: codes, no mutation, totals, games, vulnerability, JSON, replay", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 31 }),
        fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        fc.array(probeArb, { minLength: 64, maxLength: 64 }),
        (seed, picks, probes) => {
          let s = deepFreeze(start({ seed }));
          const first = s.firstDealer;
          let ref = new RefDeal(honeymoon.record(s).deals[0]?.stock as Card[], first);
          const games: Record<Player, number> = { A: 0, B: 0 };
          const progress: Record<Player, number> = { A: 0, B: 0 };
          let roundTripped = false;
          for (let step = 0; !honeymoon.isOver(s); step++) {
            check(step < 5000, () => "the rubber does not end");
            const k = s.deals.length - 1;
            check(honeymoon.turn(s) === ref.turn(), () => `turn ${honeymoon.turn(s)}, expected ${ref.turn()}`);
            if (step % 7 === 0) {
              const key = (x: Action) => JSON.stringify(x);
              check(
                sameSet(honeymoon.legalActions(s).map(key), ref.legal().map(key)),
                () => `legal actions differ at step ${step}`,
              );
            }

            // a random action — mostly illegal — gets the reference's code and changes nothing
            // (the state is deep-frozen: any write would throw)
            const probe = deepFreeze(probes[step % probes.length] as Action);
            const expected = ref.judge(probe);
            const before = step % 16 === 0 ? JSON.stringify(s) : "";
            const r = honeymoon.apply(s, probe);
            const got = r.ok ? null : r.error.code;
            check(got === expected, () => `${JSON.stringify(probe)} in ${ref.phase()}: ${got}, expected ${expected}`);
            if (before) check(JSON.stringify(s) === before, () => "a refused action changed the state");

            const a = deepFreeze(policy(s, picks[step % picks.length] as number));
            check(ref.judge(a) === null, () => `the reference refuses ${JSON.stringify(a)}`);
            const next = honeymoon.apply(s, a);
            if (!next.ok) throw new Error(next.error.message);
            ref.take(a);

            // now and then, a state read back from JSON continues exactly like the original
            if (!roundTripped && step > 30 + (seed % 60)) {
              roundTripped = true;
              const copy = honeymoon.schemas.state.parse(JSON.parse(JSON.stringify(s)));
              expect(copy).toEqual(s);
              expect(honeymoon.apply(copy, a)).toEqual(next);
              expect(honeymoon.view(copy, "A")).toEqual(honeymoon.view(s, "A"));
            }
            s = deepFreeze(next.value);

            if (ref.over()) {
              // the deal is over: score it independently (SC-1, RUB-1..3) and compare
              const last = ref.lastBid();
              const decl = ref.declarer();
              if (last && decl && ref.declarerTricks >= Number(last.call[0]) + 6) {
                progress[decl] += trickPoints(last.call, ref.doubling());
                if (progress[decl] >= 100) {
                  games[decl]++;
                  progress.A = 0;
                  progress.B = 0;
                }
              }
              const rec = honeymoon.record(s).deals[k];
              expect(rec?.declarerTricks).toBe(last ? ref.declarerTricks : null);
              expect(rec?.passedOut).toBe(last === null);
              const v = honeymoon.view(s, "B");
              expect(v.games).toEqual(games);
              expect(v.progress).toEqual(progress);
              expect(v.vulnerable).toEqual({ A: games.A > 0, B: games.B > 0 });
              const sc = honeymoon.score(s);
              for (const p of PLAYER_LIST)
                expect(sc.items.filter((i) => i.side === p).reduce((t, i) => t + i.points, 0)).toBe(sc.totals[p]);
              expect(honeymoon.schemas.score.safeParse(sc).success).toBe(true);
              const over = games.A === 2 || games.B === 2;
              expect(honeymoon.isOver(s)).toBe(over);
              if (over) {
                const winner: Player = games.A === 2 ? "A" : "B";
                expect(sc.items.at(-1)).toEqual({
                  deal: k,
                  side: winner,
                  kind: "rubber",
                  points: games[other(winner)] > 0 ? 500 : 700,
                  line: "above",
                });
                expect(honeymoon.record(s).winner).toBe(winner);
              } else {
                // the next deal: the other player deals, from a fresh stock
                expect(v.dealIndex).toBe(k + 1);
                expect(v.dealer).toBe(other(ref.dealer));
                ref = new RefDeal(honeymoon.record(s).deals[k + 1]?.stock as Card[], other(ref.dealer));
              }
            }
          }
          // never settled early; every further action is refused
          expect(honeymoon.ledger(s).settled).toBe(false);
          expect(code(s, probes[0])).toBe("GAME_OVER");

          // the whole rubber: JSON round trip, record, replay
          const parsed = honeymoon.schemas.state.parse(JSON.parse(JSON.stringify(s)));
          expect(parsed).toEqual(s);
          expect(honeymoon.score(parsed)).toEqual(honeymoon.score(s));
          expect(honeymoon.isOver(parsed)).toBe(true);
          const rec = honeymoon.record(s);
          expect(honeymoon.schemas.record.safeParse(rec).success).toBe(true);
          expect(rec.deals).toHaveLength(s.deals.length);
          for (const d of rec.deals) {
            expect(new Set([...d.deal.A, ...d.deal.B, ...d.discards.A, ...d.discards.B]).size).toBe(52);
            expect(d.dealer).toBe(d.index % 2 === 0 ? first : other(first));
          }
          const again = honeymoon.replay(rec.options, rec.actions);
          expect(again.ok && again.value).toEqual(s);
          for (const seat of PLAYER_LIST)
            expect(honeymoon.schemas.view.safeParse(honeymoon.view(s, seat)).success).toBe(true);
        },
      ),
      { numRuns: 16 },
    );
  });
});
