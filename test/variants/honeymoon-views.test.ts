// Honeymoon: malformed actions, and the hidden-information rules of the view over whole rubbers
// (src/variants/honeymoon.ts, src/engine/draw.ts).
import { describe, expect, it } from "vitest";
import { CARDS, createBot, honeymoon, type Card } from "contract-bridge";
import { deepFreeze } from "../helpers.js";
import { cardsIn, check, other, play as step, start, type Player, type State } from "./honeymoon-helpers.js";

const PLAYERS: Player[] = ["A", "B"];

/** Values JSON.stringify throws on: a BigInt, a cycle, a throwing toJSON. */
function unserialisable(): unknown[] {
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  const throwing = {
    toJSON() {
      throw new Error("no JSON for you");
    },
  };
  return [10n, cycle, throwing];
}

describe("honeymoon: malformed actions never throw", () => {
  // A state in each phase (draw, auction, play), so that every reader of an action is reached.
  const drawing = deepFreeze(start({ seed: 4, firstDealer: "A" }));
  let s = drawing;
  while (honeymoon.view(s, "A").phase === "draw") s = step(s, honeymoon.legalActions(s)[0]);
  const bidding = deepFreeze(s);
  const playing = deepFreeze(
    step(step(bidding, { type: "call", seat: "B", call: "1NT" }), { type: "call", seat: "A", call: "P" }),
  );

  function expectInvalid(state: State, action: unknown, path: PropertyKey[]): void {
    const before = JSON.stringify(state);
    let r: ReturnType<typeof honeymoon.apply> | undefined;
    expect(() => (r = honeymoon.apply(state, action))).not.toThrow();
    expect(r).toMatchObject({ ok: false, error: { code: "INVALID_ACTION", path, message: expect.any(String) } });
    expect(JSON.stringify(state)).toBe(before);
  }

  it("[H-2] a keep/reject whose type or seat cannot be serialised (BigInt, cycle, throwing toJSON) is INVALID_ACTION, not a TypeError", () => {
    for (const bad of unserialisable()) {
      expectInvalid(drawing, { type: bad, seat: "B" }, ["type"]);
      expectInvalid(drawing, { type: "keep", seat: bad }, ["seat"]);
      expectInvalid(drawing, { type: "reject", seat: bad }, ["seat"]);
    }
  });

  it("[H-4] a call whose seat or call cannot be serialised is INVALID_ACTION, not a TypeError", () => {
    for (const bad of unserialisable()) {
      expectInvalid(bidding, { type: "call", seat: bad, call: "P" }, ["seat"]);
      expectInvalid(bidding, { type: "call", seat: "B", call: bad }, ["call"]);
    }
  });

  it("[H-5] a play whose seat or card cannot be serialised is INVALID_ACTION, not a TypeError", () => {
    for (const bad of unserialisable()) {
      expectInvalid(playing, { type: "play", seat: bad, card: "SA" }, ["seat"]);
      expectInvalid(playing, { type: "play", seat: "A", card: bad }, ["card"]);
    }
  });

  it("[H-2] replay reports such an action with its index instead of throwing", () => {
    const first = other(drawing.firstDealer);
    for (const bad of unserialisable()) {
      let r: ReturnType<typeof honeymoon.replay> | undefined;
      expect(
        () =>
          (r = honeymoon.replay({ seed: 4, firstDealer: "A" }, [
            { type: "keep", seat: first },
            { type: "keep", seat: bad },
          ])),
      ).not.toThrow();
      expect(r).toMatchObject({ ok: false, error: { code: "INVALID_ACTION", index: 1, path: [1, "seat"] } });
    }
  });
});

describe("honeymoon: views over whole rubbers", () => {
  it("[STATE-2] [H-2] [H-3] [H-4] [H-5] in every view of every deal — passed-out ones included — a player sees only their hand, their discards, their own top card and the played cards; `previousDeals` show no hand", () => {
    let passedOutSeen = 0;
    for (const seed of [3, 11]) {
      const bots = { A: createBot("honeymoon", { seed }), B: createBot("honeymoon", { seed: seed + 1 }) };
      let s = start({ seed });
      // What each player may know, tracked here from the stock and the actions, not from the engine.
      let k = -1;
      let stock: Card[] = [];
      let turns = 0;
      let hands: Record<Player, Set<string>> = { A: new Set(), B: new Set() };
      let discards: Record<Player, Set<string>> = { A: new Set(), B: new Set() };
      let played = new Set<string>();
      let previousPlayed = new Set<string>();
      for (let n = 0; !honeymoon.isOver(s); n++) {
        expect(n).toBeLessThan(20_000);
        if (s.deals.length - 1 !== k) {
          k = s.deals.length - 1;
          stock = honeymoon.record(s).deals[k]!.stock;
          turns = 0;
          hands = { A: new Set(), B: new Set() };
          discards = { A: new Set(), B: new Set() };
          // every earlier deal's tricks are public (`previousDeals`)
          previousPlayed = new Set([...previousPlayed, ...played]);
          played = new Set();
        }
        for (const seat of PLAYERS) {
          const v = honeymoon.view(s, seat);
          const myTurn = honeymoon.turn(s) === seat;
          const top = v.phase === "draw" && myTurn ? (stock[2 * turns] as Card) : null;
          check(v.top === top, () => `${seat}'s top is ${v.top}, expected ${top}`);
          const allowed = new Set<string>([...hands[seat], ...discards[seat], ...played, ...previousPlayed]);
          if (top) allowed.add(top);
          for (const c of cardsIn(v))
            check(allowed.has(c), () => `${seat} sees ${c} (seed ${seed}, deal ${k}, ${v.phase})`);
          // Outside `previousDeals` (earlier deals' tricks, whose cards are in play again), the opponent's
          // unplayed cards, the opponent's discards and the stock below the top are never shown.
          const hidden = new Set<string>([...discards[other(seat)], ...stock.slice(2 * turns + 1)]);
          for (const c of hands[other(seat)]) if (!played.has(c)) hidden.add(c);
          for (const c of cardsIn({ ...v, previousDeals: [] }))
            check(!hidden.has(c), () => `${seat} sees hidden ${c} (seed ${seed}, deal ${k}, ${v.phase})`);
          check(v.previousDeals.length === k, () => `${v.previousDeals.length} earlier deals in deal ${k}`);
          const previous = v.previousDeals.at(-1);
          if (previous) {
            check(
              Object.keys(previous).sort().join() === "calls,contract,dealer,declarer,declarerTricks,index,tricks",
              () => `previous has ${Object.keys(previous).join()}`,
            );
            if (previous.contract === null) {
              passedOutSeen++;
              check(cardsIn(previous).size === 0, () => "a passed-out deal shows cards");
            }
          }
          check(
            JSON.stringify(v.legalActions) === JSON.stringify(myTurn ? honeymoon.legalActions(s) : []),
            () => `${seat}'s legal actions`,
          );
        }
        const seat = honeymoon.turn(s) as Player;
        // Both players pass the first deal out, so that every rubber has a passed-out deal: the
        // bots seldom pass one out themselves.
        const mine = honeymoon.view(s, seat);
        const a = k === 0 && mine.phase === "auction" ? ({ type: "call", seat, call: "P" } as const) : bots[seat](mine);
        if (a.type === "keep" || a.type === "reject") {
          const [first, second] = [stock[2 * turns] as Card, stock[2 * turns + 1] as Card];
          hands[seat].add(a.type === "keep" ? first : second);
          discards[seat].add(a.type === "keep" ? second : first);
          turns++;
        } else if (a.type === "play") played.add(a.card);
        s = step(s, a);
      }
    }
    expect(passedOutSeen).toBeGreaterThan(0);
  });

  it("[H-3] after the draw the 52 cards are split 13/13/26 and record(), view() and replay() agree on every deal", () => {
    const bots = { A: createBot("honeymoon", { seed: 9 }), B: createBot("honeymoon", { seed: 10 }) };
    let s = start({ seed: 9 });
    while (!honeymoon.isOver(s)) {
      const seat = honeymoon.turn(s) as Player;
      s = step(s, bots[seat](honeymoon.view(s, seat)));
    }
    const rec = honeymoon.record(s);
    for (const d of rec.deals) {
      expect(d.deal.A).toHaveLength(13);
      expect(d.deal.B).toHaveLength(13);
      expect(d.discards.A.length + d.discards.B.length).toBe(26);
      expect(new Set([...d.deal.A, ...d.deal.B, ...d.discards.A, ...d.discards.B])).toEqual(new Set(CARDS));
    }
    const again = honeymoon.replay(rec.options, rec.actions);
    if (!again.ok) throw new Error(`the record does not replay: ${again.error.message}`);
    expect(again.value).toEqual(s);
    for (const p of PLAYERS) expect(honeymoon.view(again.value, p)).toEqual(honeymoon.view(s, p));
    expect(honeymoon.score(s)).toEqual(rec.score);
  });
});
