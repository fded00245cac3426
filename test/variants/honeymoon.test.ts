import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARDS, createRng, cut, deriveSeed, honeymoon, shuffle, type Card } from "contract-bridge";
import { deepFreeze } from "../helpers.js";
import {
  calls,
  call,
  card,
  cardsIn,
  code,
  keep,
  other,
  play,
  reject,
  start,
  type Player,
  type State,
} from "./honeymoon-helpers.js";

/** All 26 draws of the current deal with the given choices (true = keep). */
function drawAll(state: State, choices: readonly boolean[] = Array<boolean>(26).fill(true)): State {
  let s = state;
  for (const k of choices) {
    const seat = honeymoon.turn(s) as Player;
    s = play(s, k ? keep(seat) : reject(seat));
  }
  return s;
}

// --- the seed's worked example (H-7) ----------------------------------------------------------

// B deals, so A draws first. A ends with ♣A, six hearts to the ace-king-queen, ♦AKQ and three low
// spades; B with ten spades from the ace and ♣KQJ; everything else is discarded. A makes 3NT + 1.
const A_HAND = ["CA", "HA", "HK", "HQ", "HJ", "HT", "H9", "DA", "DK", "DQ", "S4", "S3", "S2"];
const B_HAND = ["SA", "SK", "SQ", "SJ", "ST", "S9", "S8", "S7", "S6", "S5", "CK", "CQ", "CJ"];
const H7_DECK: Card[] = (() => {
  const aRest = A_HAND.filter((c) => c !== "HQ");
  const bRest = B_HAND.filter((c) => c !== "SA");
  const held = new Set([...A_HAND, ...B_HAND]);
  const discards = CARDS.filter((c) => !held.has(c) && c !== "C4" && c !== "D9");
  // Turn 0: A sees ♣4, rejects it and must take ♥Q. Turn 1: B keeps ♠A and must discard ♦9.
  const deck: string[] = ["C4", "HQ", "SA", "D9"];
  for (let t = 2; t < 26; t++)
    deck.push(t % 2 === 0 ? (aRest[(t - 2) / 2] as string) : (bRest[(t - 3) / 2] as string), discards[t - 2] as string);
  return deck as Card[];
})();

// A runs the hearts and diamonds after winning the club lead; B discards, keeping ♠AKQ for the end.
const H7_PLAY = [
  card("B", "CK"),
  card("A", "CA"),
  ...["HA", "HK", "HQ", "HJ", "HT", "H9", "DA", "DK", "DQ"].flatMap((c, i) => [
    card("A", c),
    card("B", ["CQ", "CJ", "S5", "S6", "S7", "S8", "S9", "ST", "SJ"][i] as string),
  ]),
  card("A", "S2"),
  card("B", "SQ"),
  card("B", "SK"),
  card("A", "S3"),
  card("B", "SA"),
  card("A", "S4"),
];

describe("honeymoon: the seed's worked example", () => {
  it("[H-7] [H-2] [H-4] [H-5] [H-6] A rejects ♣4 for ♥Q, B keeps ♠A and discards ♦9, A makes 3NT + 1: 100 below, 30 above, a game", () => {
    expect(new Set(H7_DECK).size).toBe(52);
    const s0 = deepFreeze(start({ decks: [H7_DECK], firstDealer: "B" }));
    expect(honeymoon.turn(s0)).toBe("A"); // the non-dealer draws first (H-2)

    // Only A, whose turn it is, sees the top card.
    expect(honeymoon.view(s0, "A").top).toBe("C4");
    expect(honeymoon.view(s0, "B").top).toBeNull();
    expect(honeymoon.legalActions(s0)).toEqual([keep("A"), reject("A")]);
    expect(honeymoon.view(s0, "B").legalActions).toEqual([]);

    // A rejects ♣4 and must take the next card, ♥Q.
    const s1 = deepFreeze(play(s0, reject("A")));
    const a1 = honeymoon.view(s1, "A");
    expect(a1.hand).toEqual(["HQ"]);
    expect(a1.discards).toEqual(["C4"]);
    expect(a1.top).toBeNull();
    // B is offered ♠A, not the rejected ♣4.
    const b1 = honeymoon.view(s1, "B");
    expect(b1.top).toBe("SA");
    expect(cardsIn(b1).has("C4")).toBe(false);
    expect(cardsIn(b1)).toEqual(new Set(["SA"]));

    // B keeps ♠A, then sees and must discard ♦9.
    const s2 = deepFreeze(play(s1, keep("B")));
    const b2 = honeymoon.view(s2, "B");
    expect(b2.hand).toEqual(["SA"]);
    expect(b2.discards).toEqual(["D9"]);
    expect(cardsIn(b2)).toEqual(new Set(["SA", "D9"]));
    const a2 = honeymoon.view(s2, "A");
    expect(cardsIn(a2).has("SA") || cardsIn(a2).has("D9")).toBe(false);
    expect(a2.draws).toEqual([
      { seat: "A", choice: "reject" },
      { seat: "B", choice: "keep" },
    ]);

    // The rest of the draw: every turn keeps. ♣4 never reaches B.
    let s = s2;
    for (let t = 2; t < 26; t++) {
      s = deepFreeze(play(s, keep(honeymoon.turn(s) as Player)));
      expect(cardsIn(honeymoon.view(s, "B")).has("C4")).toBe(false);
    }
    const rec = honeymoon.record(s).deals[0];
    expect(rec?.deal).toEqual({ A: [...A_HAND].sort(byDisplay), B: [...B_HAND].sort(byDisplay) });
    expect(rec?.discards.A).toContain("C4");
    expect(rec?.discards.B).toContain("D9");
    expect(rec?.deal.B).not.toContain("C4");
    expect(rec?.discards.B).not.toContain("C4");

    // The auction: A (non-dealer) first. A bids 3NT, B passes; A declares.
    expect(honeymoon.view(s, "A").phase).toBe("auction");
    expect(honeymoon.turn(s)).toBe("A");
    s = deepFreeze(play(s, call("A", "3NT"), call("B", "P")));
    expect(honeymoon.view(s, "B").contract).toEqual({ level: 3, strain: "NT", doubled: "" });
    expect(honeymoon.view(s, "B").declarer).toBe("A");

    // The defender, B, leads ♣K; A must follow with ♣A, the only club, and wins.
    expect(honeymoon.turn(s)).toBe("B");
    s = deepFreeze(play(s, card("B", "CK")));
    expect(code(s, card("A", "HA"))).toBe("MUST_FOLLOW_SUIT");
    expect(honeymoon.legalActions(s)).toEqual([card("A", "CA")]);
    s = deepFreeze(play(s, card("A", "CA")));
    expect(honeymoon.view(s, "A").tricks[0]).toEqual({
      leader: "B",
      cards: [
        { seat: "B", card: "CK" },
        { seat: "A", card: "CA" },
      ],
      winner: "A",
    });
    expect(honeymoon.turn(s)).toBe("A");

    s = deepFreeze(play(s, ...H7_PLAY.slice(2)));
    const done = honeymoon.record(s).deals[0];
    expect(done?.declarerTricks).toBe(10);
    expect(done?.tricks).toHaveLength(13);

    // 40 + 30 + 30 = 100 below the line, 30 above for the overtrick; no duplicate game bonus.
    expect(honeymoon.score(s)).toEqual({
      items: [
        { deal: 0, side: "A", kind: "contract", points: 100, line: "below" },
        { deal: 0, side: "A", kind: "overtricks", points: 30, line: "above" },
      ],
      totals: { A: 130, B: 0 },
    });
    // A has a game and is vulnerable; both counters restart; the other player deals next.
    const v = honeymoon.view(s, "B");
    expect(v.games).toEqual({ A: 1, B: 0 });
    expect(v.vulnerable).toEqual({ A: true, B: false });
    expect(v.progress).toEqual({ A: 0, B: 0 });
    expect(v.dealIndex).toBe(1);
    expect(v.dealer).toBe("A");
    expect(v.phase).toBe("draw");
    expect(honeymoon.turn(s)).toBe("B");
    expect(v.previousDeals.at(-1)?.declarerTricks).toBe(10);
    expect(honeymoon.isOver(s)).toBe(false);
  });

  it("[H-7] [RUB-1] after B's partscore, A's game restarts both players' progress at 0", () => {
    // Deal 0 (B deals): A passes, B bids 1♠ and makes it with ten trumps. Deal 1 (A deals): passed
    // out. Deal 2 (B deals again): the seed's 3NT.
    let s = start({ decks: [H7_DECK, [...CARDS], H7_DECK], firstDealer: "B" });
    s = drawAll(s, [false, ...Array<boolean>(25).fill(true)]);
    s = play(s, ...calls("A", "P", "1S", "P"));
    while (honeymoon.view(s, "A").dealIndex === 0) {
      const legal = honeymoon.legalActions(s);
      s = play(s, legal[legal.length - 1]); // both play their highest card: B's trumps take most
    }
    expect(honeymoon.view(s, "A").progress).toEqual({ A: 0, B: 30 });
    s = drawAll(s);
    s = play(s, ...calls("B", "P", "P"));
    expect(honeymoon.view(s, "A").dealIndex).toBe(2);
    s = drawAll(s, [false, ...Array<boolean>(25).fill(true)]);
    s = play(s, ...calls("A", "3NT", "P"), ...H7_PLAY);
    const v = honeymoon.view(s, "A");
    expect(v.progress).toEqual({ A: 0, B: 0 });
    expect(v.games).toEqual({ A: 1, B: 0 });
    expect(v.vulnerable).toEqual({ A: true, B: false });
    const lines = honeymoon.ledger(s).games;
    expect(lines).toEqual([{ winner: "A", deal: 2, below: { A: 100, B: 30 } }]);
    // B's 1♠ made with three overtricks (30 below, 90 above) still counts in B's total.
    expect(honeymoon.record(s).deals[0]?.declarerTricks).toBe(10);
    expect(honeymoon.score(s).totals).toEqual({ A: 130, B: 120 });
  });
});

/** Deal k's stock by the documented algorithm: Fisher–Yates from deriveSeed(seed, k), then a cut of 4 to 48 cards. */
function seededStock(seed: number, k: number): Card[] {
  const rng = createRng(deriveSeed(seed, k));
  const shuffled = shuffle([...CARDS], rng);
  return cut(shuffled, 4 + rng.nextInt(45));
}

function byDisplay(a: string, b: string): number {
  return CARDS.indexOf(b as Card) - CARDS.indexOf(a as Card);
}

// --- create ---------------------------------------------------------------------------------------

describe("honeymoon: create", () => {
  it("[H-1] [CARD-2] the first dealer is drawn from the seed unless given; each deal is shuffled and cut from its own seed", () => {
    const dealers = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const s = start({ seed });
      expect(start({ seed }).firstDealer).toBe(s.firstDealer); // reproducible
      expect(s.firstDealer).toBe(createRng(seed).nextInt(2) === 0 ? "A" : "B");
      dealers.add(s.firstDealer);
    }
    expect(dealers).toEqual(new Set(["A", "B"]));
    expect(start({ seed: 3, firstDealer: "A" }).firstDealer).toBe("A");
    expect(start({ seed: 3, firstDealer: "B" }).firstDealer).toBe("B");

    let s = start({ seed: 99 });
    expect(honeymoon.record(s).deals[0]?.stock).toEqual(seededStock(99, 0));
    s = play(drawAll(s), ...calls(other(s.firstDealer), "P", "P"));
    expect(honeymoon.record(s).deals[1]?.stock).toEqual(seededStock(99, 1));
    expect(honeymoon.record(s).deals[1]?.stock).not.toEqual(honeymoon.record(s).deals[0]?.stock);
  });

  it("[H-1] [CARD-2] a recorded game's decks are used deal by deal; later deals come from the seed", () => {
    const reversed = [...CARDS].reverse();
    let s = start({ seed: 5, decks: [reversed] });
    expect(honeymoon.view(s, honeymoon.turn(s) as Player).top).toBe("SA");
    expect(honeymoon.record(s).deals[0]?.stock).toEqual(reversed);
    s = play(drawAll(s), ...calls(other(s.firstDealer), "P", "P"));
    expect(honeymoon.record(s).deals[1]?.stock).toEqual(seededStock(5, 1));
    // the record's stocks replay the same game without the seed's shuffles
    const rec = honeymoon.record(s);
    const again = honeymoon.replay(
      { seed: 12345, firstDealer: s.firstDealer, decks: rec.deals.map((d) => d.stock) },
      rec.actions,
    );
    expect(again.ok && honeymoon.record(again.value).deals).toEqual(rec.deals);
  });

  it("[H-1] [CARD-2] bad options are INVALID_OPTIONS errors with the path of the fault", () => {
    const dup = [...CARDS];
    dup[40] = "C2";
    const cases: Array<[unknown, PropertyKey[]]> = [
      [{ seed: -1 }, ["seed"]],
      [{ seed: 1.5 }, ["seed"]],
      [{ firstDealer: "N" }, ["firstDealer"]],
      [{ decks: [CARDS.slice(1)] }, ["decks", 0]],
      [{ decks: [[...CARDS], dup] }, ["decks", 1, 40]],
      [{ decks: [[...CARDS.slice(0, 51), "s10"]] }, ["decks", 0, 51]],
      [{ decks: "CA" }, ["decks"]],
      [{ dealer: "A" }, []],
    ];
    for (const [options, path] of cases) {
      const r = honeymoon.create(options as honeymoon.Options);
      expect(r.ok, JSON.stringify(options)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("INVALID_OPTIONS");
        expect(r.error.path, JSON.stringify(options)).toEqual(path);
      }
    }
  });
});

// --- the draw --------------------------------------------------------------------------------------

describe("honeymoon: the draw", () => {
  it("[H-2] [H-3] after any sequence of keep/reject: stock 0, hands 13 and 13, discard pile 26, all 52 distinct", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 31 }),
        fc.array(fc.boolean(), { minLength: 26, maxLength: 26 }),
        (seed, choices) => {
          let s = start({ seed });
          const stock = honeymoon.record(s).deals[0]?.stock as Card[];
          const first = other(s.firstDealer);
          choices.forEach((k, t) => {
            const seat = t % 2 === 0 ? first : other(first);
            expect(honeymoon.turn(s)).toBe(seat); // turns alternate from the non-dealer
            expect(honeymoon.view(s, seat).top).toBe(stock[2 * t]);
            expect(honeymoon.view(s, other(seat)).top).toBeNull();
            const before = honeymoon.view(s, seat);
            s = play(s, k ? keep(seat) : reject(seat));
            const after = honeymoon.view(s, seat);
            // keep: the top card to the hand, the next to the pile; reject: the other way round
            const [top, next] = [stock[2 * t] as Card, stock[2 * t + 1] as Card];
            expect(new Set(after.hand)).toEqual(new Set([...before.hand, k ? top : next]));
            expect(new Set(after.discards)).toEqual(new Set([...before.discards, k ? next : top]));
            expect(after.stock).toBe(52 - 2 * (t + 1));
          });
          const [a, b] = [honeymoon.view(s, "A"), honeymoon.view(s, "B")];
          expect(a.stock).toBe(0);
          expect(a.hand).toHaveLength(13);
          expect(b.hand).toHaveLength(13);
          expect(a.discards.length + b.discards.length).toBe(26);
          expect(new Set([...a.hand, ...b.hand, ...a.discards, ...b.discards]).size).toBe(52);
          expect(a.phase).toBe("auction");
          expect(honeymoon.turn(s)).toBe(first); // the non-dealer calls first (H-4)
          const rec = honeymoon.record(s).deals[0];
          expect(rec?.deal).toEqual({ A: a.hand, B: b.hand });
          expect(rec?.discards).toEqual({ A: a.discards, B: b.discards });
          expect(rec?.draws.map((d) => d.choice)).toEqual(choices.map((k) => (k ? "keep" : "reject")));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("[H-2] [H-3] partial hands while drawing are recorded as they stand", () => {
    const s = drawAll(start({ seed: 8 }), [true, false, false]);
    const rec = honeymoon.record(s).deals[0]!;
    expect(rec.deal.A.length).toBe(s.firstDealer === "B" ? 2 : 1);
    expect(rec.deal.A.length + rec.deal.B.length).toBe(3);
    expect(rec.discards.A.length + rec.discards.B.length).toBe(3);
    expect(rec.draws.map((d) => d.choice)).toEqual(["keep", "reject", "reject"]);
    expect(rec.contract).toBeNull();
    expect(rec.declarerTricks).toBeNull();
    expect(rec.passedOut).toBe(false);
  });

  it("[H-2] drawing out of turn is NOT_YOUR_TURN; a call or card while drawing is WRONG_PHASE; a draw after the draw is WRONG_PHASE", () => {
    const s = start({ seed: 2, firstDealer: "A" });
    expect(code(s, keep("A"))).toBe("NOT_YOUR_TURN");
    expect(code(s, reject("A"))).toBe("NOT_YOUR_TURN");
    expect(code(s, call("B", "1C"))).toBe("WRONG_PHASE");
    expect(code(s, card("B", honeymoon.view(s, "B").top as string))).toBe("WRONG_PHASE");
    const drawn = drawAll(s);
    expect(code(drawn, keep("B"))).toBe("WRONG_PHASE");
    const playing = play(drawn, ...calls("B", "1C", "P"));
    expect(code(playing, reject("A"))).toBe("WRONG_PHASE");
  });
});

// --- the auction for two ---------------------------------------------------------------------------

describe("honeymoon: two-player auction", () => {
  // B deals: A calls first.
  const s0 = drawAll(start({ seed: 31, firstDealer: "B" }));
  const contract = (s: State) => honeymoon.view(s, "A").contract;

  it("[H-4] the non-dealer calls first; calling out of turn is NOT_YOUR_TURN", () => {
    expect(honeymoon.turn(s0)).toBe("A");
    expect(code(s0, call("B", "1C"))).toBe("NOT_YOUR_TURN");
    expect(honeymoon.legalActions(s0)).toHaveLength(36); // pass and 35 bids
  });

  it("[H-4] [H-5] a pass after a bid ends the auction; the last bidder declares and the defender leads", () => {
    const s = play(s0, ...calls("A", "1C", "P"));
    expect(contract(s)).toEqual({ level: 1, strain: "C", doubled: "" });
    expect(honeymoon.view(s, "A").declarer).toBe("A");
    expect(honeymoon.view(s, "A").phase).toBe("play");
    expect(honeymoon.turn(s)).toBe("B");
    expect(code(s, call("B", "2C"))).toBe("WRONG_PHASE");
    const t = play(s0, ...calls("A", "P", "1D", "P"));
    expect(honeymoon.view(t, "B").declarer).toBe("B");
    expect(honeymoon.turn(t)).toBe("A");
  });

  it("[H-4] [AUC-2] double then pass ends the auction doubled", () => {
    const s = play(s0, ...calls("A", "1S", "X", "P"));
    expect(contract(s)).toEqual({ level: 1, strain: "S", doubled: "X" });
    expect(honeymoon.view(s, "A").declarer).toBe("A");
  });

  it("[H-4] [AUC-2] double, redouble, pass ends the auction redoubled", () => {
    const s = play(s0, ...calls("A", "1S", "X", "XX", "P"));
    expect(contract(s)).toEqual({ level: 1, strain: "S", doubled: "XX" });
  });

  it("[H-4] [AUC-2] a new bid after a double cancels it; the new bid may be doubled again", () => {
    const s = play(s0, ...calls("A", "1S", "X", "2C"));
    expect(honeymoon.legalActions(s)).toContainEqual(call("B", "X"));
    const t = play(s, call("B", "P"));
    expect(contract(t)).toEqual({ level: 2, strain: "C", doubled: "" });
    expect(honeymoon.view(t, "A").declarer).toBe("A");
    const u = play(s0, ...calls("A", "1S", "X", "P"));
    expect(contract(u)?.doubled).toBe("X");
    const v = play(s0, ...calls("A", "1S", "X", "XX", "2H", "P"));
    expect(contract(v)).toEqual({ level: 2, strain: "H", doubled: "" });
    expect(honeymoon.view(v, "A").declarer).toBe("B");
  });

  it("[H-4] [AUC-1] [AUC-2] only the opponent's undoubled bid can be doubled, only one's own doubled bid redoubled", () => {
    expect(code(s0, call("A", "X"))).toBe("CANNOT_DOUBLE");
    const s = play(s0, call("A", "1H"));
    expect(code(s, call("B", "XX"))).toBe("CANNOT_REDOUBLE");
    expect(code(s, call("B", "1D"))).toBe("INSUFFICIENT_BID");
    const d = play(s, call("B", "X"));
    expect(code(d, call("A", "X"))).toBe("CANNOT_DOUBLE");
    const r = play(d, call("A", "XX"));
    expect(code(r, call("B", "XX"))).toBe("CANNOT_REDOUBLE");
    expect(code(r, call("B", "X"))).toBe("CANNOT_DOUBLE");
    expect(honeymoon.legalActions(r).some((a) => a.type === "call" && (a.call === "X" || a.call === "XX"))).toBe(false);
  });

  it("[H-4] [RUB-6] both passing before a bid passes the hand out: no score, a new stock, and the other player deals", () => {
    const s = play(s0, ...calls("A", "P", "P"));
    const v = honeymoon.view(s, "A");
    expect(v.dealIndex).toBe(1);
    expect(v.dealer).toBe("A");
    expect(v.phase).toBe("draw");
    expect(v.hand).toEqual([]);
    expect(v.previousDeals.at(-1)).toMatchObject({
      index: 0,
      dealer: "B",
      contract: null,
      declarer: null,
      tricks: [],
      declarerTricks: null,
    });
    expect(honeymoon.turn(s)).toBe("B"); // the new non-dealer draws first
    expect(honeymoon.score(s)).toEqual({ items: [], totals: { A: 0, B: 0 } });
    expect(honeymoon.ledger(s).deals).toEqual([{ passedOut: true }]);
    const rec = honeymoon.record(s);
    expect(rec.deals).toHaveLength(2);
    expect(rec.deals[0]).toMatchObject({
      passedOut: true,
      contract: null,
      declarerTricks: null,
      calls: [
        { seat: "A", call: "P" },
        { seat: "B", call: "P" },
      ],
    });
    expect(rec.deals[1]?.stock).not.toEqual(rec.deals[0]?.stock);
    // and again: the deal keeps alternating
    const t = play(drawAll(s), ...calls("B", "P", "P"));
    expect(honeymoon.view(t, "B").dealer).toBe("B");
    expect(honeymoon.turn(t)).toBe("A");
  });
});

// --- errors, notation, stored states ------------------------------------------------------------

describe("honeymoon: malformed actions and stored states", () => {
  const s0 = start({ seed: 1 });

  it("[H-2] a malformed action is INVALID_ACTION with the path of the bad field, and the state is unchanged", () => {
    const cases: Array<[unknown, PropertyKey[]]> = [
      [null, []],
      ["keep", []],
      [[], []],
      [{ type: "draw", seat: "A" }, ["type"]],
      [{ type: "keep", seat: "N" }, ["seat"]],
      [{ type: "reject" }, ["seat"]],
      [{ type: "call", seat: "A", call: "8C" }, ["call"]],
      [{ type: "play", seat: "B", card: "SZ" }, ["card"]],
    ];
    const before = JSON.stringify(s0);
    for (const [action, path] of cases) {
      const r = honeymoon.apply(deepFreeze(s0), action);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code, JSON.stringify(action)).toBe("INVALID_ACTION");
        expect(r.error.path).toEqual(path);
      }
    }
    expect(JSON.stringify(s0)).toBe(before);
  });

  it("[H-4] lenient notation is accepted and stored canonically", () => {
    const first = honeymoon.turn(s0) as Player;
    const s = play(drawAll(s0), { type: "call", seat: first.toLowerCase(), call: "1n" });
    expect(s.deals[0]?.calls).toEqual(["1NT"]);
    expect(honeymoon.record(s).actions.at(-1)).toEqual(call(first, "1NT"));
  });

  it("[H-2] replay reports the index of the first illegal action", () => {
    const first = other(s0.firstDealer);
    const r = honeymoon.replay({ seed: 1 }, [keep(first), keep(first)]);
    expect(!r.ok && r.error.code === "NOT_YOUR_TURN" && r.error.index === 1).toBe(true);
    const bad = honeymoon.replay({ seed: 1 }, [keep(first), { type: "keep", seat: "Q" }]);
    expect(!bad.ok && bad.error.code === "INVALID_ACTION" && bad.error.index === 1).toBe(true);
    if (!bad.ok) expect(bad.error.path).toEqual([1, "seat"]);
    const opts = honeymoon.replay({ seed: -3 }, []);
    expect(!opts.ok && opts.error.code === "INVALID_OPTIONS").toBe(true);
  });

  it("[H-3] [H-4] a stored state that does not describe a legal rubber is refused with the entry's path", () => {
    const drawn = drawAll(s0);
    const json = () => JSON.parse(JSON.stringify(drawn));
    const cases: Array<[(s: any) => void, PropertyKey[]]> = [
      [(s) => s.deals[0].draws.push("keep"), ["deals", 0, "draws"]], // 27 draws: too many for the schema
      [(s) => (s.deals[0].draws[3] = "maybe"), ["deals", 0, "draws", 3]],
      [
        (s) => (s.deals[0].draws = s.deals[0].draws.slice(0, 20)) && s.deals[0].calls.push("1C"),
        ["deals", 0, "calls", 0],
      ],
      [(s) => s.deals[0].calls.push("X"), ["deals", 0, "calls", 0]],
      [(s) => s.deals[0].plays.push("SA"), ["deals", 0, "plays", 0]],
      [(s) => s.deals.push({ draws: [], calls: [], plays: [] }), ["deals", 0]],
      [(s) => s.deals[0].calls.push("P", "P"), ["deals"]], // passed out, but the next deal is missing
      [(s) => (s.decks = [[...CARDS.slice(0, 51), "C2"]]), ["decks", 0, 51]],
      [(s) => (s.firstDealer = "N"), ["firstDealer"]],
    ];
    for (const [tamper, path] of cases) {
      const s = json();
      tamper(s);
      const r = honeymoon.schemas.state.safeParse(s);
      expect(r.success, JSON.stringify(path)).toBe(false);
      if (!r.success) expect(r.error.issues[0]?.path.slice(0, path.length), JSON.stringify(path)).toEqual(path);
      const applied = honeymoon.apply(s, call("A", "P"));
      expect(!applied.ok && applied.error.code).toBe("INVALID_STATE");
    }
    // the next deal's entry after a passed-out deal makes it whole again
    const fixed = json();
    fixed.deals[0].calls.push("P", "P");
    fixed.deals.push({ draws: [], calls: [], plays: [] });
    expect(honeymoon.schemas.state.safeParse(fixed).success).toBe(true);
  });
});
