import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createBot, createHoneymoonBot, honeymoon, type Call, type Card } from "contract-bridge";

const DECK: Card[] = ["C", "D", "H", "S"].flatMap((s) => [..."23456789TJQKA"].map((r) => (s + r) as Card));

/**
 * B's view leading to the second trick of `level` `strain` by B, holding `hand`, after B led `led`
 * and A threw `reply` (so A holds none of `led`'s suit).
 */
function secondLead(hand: Card[], level: number, strain: string, led: string, reply: string) {
  return {
    seat: "B" as const,
    phase: "play",
    top: null,
    hand,
    discards: [] as Card[],
    calls: [],
    contract: { level, strain, doubled: "" },
    declarer: "B",
    tricks: [
      {
        cards: [
          { seat: "B", card: led as Card },
          { seat: "A", card: reply as Card },
        ],
      },
    ],
    currentTrick: null,
    legalActions: hand.map((card) => ({ type: "play" as const, seat: "B" as const, card })),
  };
}

function play(seed: number, samples?: number): { state: honeymoon.State; illegal: string[]; actions: number } {
  const options = samples === undefined ? {} : { samples };
  const bots = {
    A: createBot("honeymoon", { seed, ...options }),
    B: createBot("honeymoon", { seed: seed + 7919, ...options }),
  };
  const c = honeymoon.create({ seed });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  const illegal: string[] = [];
  let actions = 0;
  while (!honeymoon.isOver(s) && actions < 50_000) {
    const seat = honeymoon.turn(s) as "A" | "B";
    const a = bots[seat](honeymoon.view(s, seat));
    const r = honeymoon.apply(s, a);
    if (!r.ok) {
      illegal.push(`${seed}: ${JSON.stringify(a)} ${r.error.code}`);
      break;
    }
    s = r.value;
    actions++;
  }
  return { state: s, illegal, actions };
}

describe("Honeymoon bot", () => {
  it("[H-2] [H-4] [H-5] over 150 seeded rubbers (more than a thousand deals) the bots leading by rule of thumb only return legal actions and every rubber ends", () => {
    const illegal: string[] = [];
    let deals = 0;
    for (let seed = 0; seed < 150; seed++) {
      const g = play(seed, 0);
      illegal.push(...g.illegal);
      expect(honeymoon.isOver(g.state), `rubber ${seed} did not end`).toBe(true);
      deals += honeymoon.record(g.state).deals.length;
    }
    expect(illegal).toEqual([]);
    expect(deals).toBeGreaterThan(1000);
  });

  it("[H-2] [H-4] [H-5] [PLAY-1] over 4 seeded rubbers the default bots (sampled leads) only return legal actions and every rubber ends", () => {
    for (let seed = 0; seed < 4; seed++) {
      const g = play(seed);
      expect(g.illegal).toEqual([]);
      expect(honeymoon.isOver(g.state), `rubber ${seed} did not end`).toBe(true);
    }
  });

  it("[PLAY-1] [H-5] leading, it values each card by two-hand double dummy over layouts: it draws trumps rather than cash a side ace the opponent would ruff", () => {
    // 4S by B. B led the two of clubs and A threw a diamond: A holds no club but may hold trumps.
    const hand = ["CA", "CK", "CQ", "CJ", "CT", "SA", "SK", "SQ", "SJ", "H2", "H3", "D3"] as Card[];
    const view = secondLead(hand, 4, "S", "C2", "D2");
    for (const seed of [1, 2, 3]) {
      const a = createBot("honeymoon", { seed })(view);
      expect(a.type === "play" && a.card[0], `seed ${seed}`).toBe("S");
      expect(createBot("honeymoon", { seed })(structuredClone(view))).toEqual(a);
    }
    // by rule of thumb it cashes the longest suit's sure winner
    expect(createBot("honeymoon", { seed: 1, samples: 0 })(view)).toEqual({ type: "play", seat: "B", card: "CA" });
  });

  it("[PLAY-1] [H-5] void in the suit led, it chooses its discard by two-hand double dummy: it keeps the guard of its king", () => {
    // 1NT by B, three tricks left. B leads the four of diamonds, holding the ace and queen of
    // hearts: every other card has been played in ten earlier tricks (each following suit) or
    // thrown in the draw, so every layout is the real one. A holds K2 of hearts and the three of
    // clubs. Throwing the two of hearts (the rule of thumb's cheapest card) leaves the king bare
    // under the ace: no trick. Throwing the club keeps K2 behind B's AQ: one trick.
    const left = new Set(["HK", "H2", "C3", "D4", "HA", "HQ"]);
    const rest = DECK.filter((c) => !left.has(c));
    const clubs = rest.filter((c) => c[0] === "C");
    const diamonds = rest.filter((c) => c[0] === "D");
    const played = [...clubs, ...diamonds.slice(0, 8)];
    const tricks = Array.from({ length: 10 }, (_, i) => ({
      cards: [
        { seat: "B", card: played[2 * i] as Card },
        { seat: "A", card: played[2 * i + 1] as Card },
      ],
    }));
    const hand = ["HK", "H2", "C3"] as Card[];
    const view = {
      seat: "A" as const,
      phase: "play",
      top: null,
      hand,
      discards: rest.filter((c) => !played.includes(c)),
      calls: [],
      contract: { level: 1, strain: "NT", doubled: "" },
      declarer: "B",
      tricks,
      currentTrick: { cards: [{ seat: "B", card: "D4" as Card }] },
      legalActions: hand.map((card) => ({ type: "play" as const, seat: "A" as const, card })),
    };
    expect(view.discards).toHaveLength(26);
    for (const seed of [1, 2, 3])
      expect(createBot("honeymoon", { seed })(view)).toEqual({ type: "play", seat: "A", card: "C3" });
    expect(createBot("honeymoon", { seed: 1, samples: 0 })(view)).toEqual({ type: "play", seat: "A", card: "H2" });
  });

  it("[H-2] the bot keeps an ace and rejects a low card in an empty suit", () => {
    const bot = createBot("honeymoon", { seed: 1 });
    const base = {
      seat: "A" as const,
      phase: "draw",
      hand: [] as Card[],
      discards: [] as Card[],
      calls: [],
      contract: null,
      declarer: null,
      tricks: [],
      currentTrick: null,
    };
    const legalActions = [
      { type: "keep" as const, seat: "A" as const },
      { type: "reject" as const, seat: "A" as const },
    ];
    expect(bot({ ...base, top: "SA", legalActions })).toEqual({ type: "keep", seat: "A" });
    expect(bot({ ...base, top: "C2", legalActions })).toEqual({ type: "reject", seat: "A" });
  });

  it("[H-3] it remembers its discards: a king whose ace it threw away is a sure winner worth keeping", () => {
    const bot = createBot("honeymoon", { seed: 1 });
    const base = {
      seat: "A" as const,
      phase: "draw",
      hand: ["C2", "D3"] as Card[],
      calls: [],
      contract: null,
      declarer: null,
      tricks: [],
      currentTrick: null,
    };
    const legalActions = [
      { type: "keep" as const, seat: "A" as const },
      { type: "reject" as const, seat: "A" as const },
    ];
    expect(bot({ ...base, top: "HK", discards: ["HA"], legalActions })).toEqual({ type: "keep", seat: "A" });
  });

  it("[H-5] following a lead it wins as cheaply as it can, or throws its cheapest card", () => {
    const bot = createBot("honeymoon", { seed: 1 });
    const view = {
      seat: "B" as const,
      phase: "play",
      top: null,
      hand: ["SA", "SK", "S9", "H2"] as Card[],
      discards: [] as Card[],
      calls: [],
      contract: { level: 1, strain: "NT", doubled: "" },
      declarer: "A",
      tricks: [],
      currentTrick: { cards: [{ seat: "A", card: "ST" as Card }] },
      legalActions: (["SA", "SK", "S9"] as Card[]).map((card) => ({ type: "play" as const, seat: "B" as const, card })),
    };
    expect(bot(view)).toEqual({ type: "play", seat: "B", card: "SK" });
    const lower = {
      ...view,
      currentTrick: { cards: [{ seat: "A", card: "SQ" as Card }] },
      legalActions: view.legalActions.slice(2),
    };
    expect(bot(lower)).toEqual({ type: "play", seat: "B", card: "S9" });
  });

  it("[H-5] [PLAY-1] by rule of thumb (samples: 0), at no-trump it cashes a suit the opponent has shown out of: every card there is a winner", () => {
    const hand = ["S5", "S4", "H7", "H6", "H5", "H4", "D7", "D6", "D5", "C7", "C6", "C5"] as Card[];
    // B led the ace of spades and A threw a club: A holds no spade
    const view = (strain: string) => secondLead(hand, 1, strain, "SA", "C2");
    expect(createBot("honeymoon", { seed: 1, samples: 0 })(view("NT"))).toEqual({
      type: "play",
      seat: "B",
      card: "S5",
    });
    // with trumps the opponent may ruff: it leads from length as before
    expect(createBot("honeymoon", { seed: 1, samples: 0 })(view("D"))).not.toEqual({
      type: "play",
      seat: "B",
      card: "S5",
    });
  });

  describe("draws by the finished hand's expected worth", () => {
    const drawView = (hand: string[], top: string, discards: string[] = []) => ({
      seat: "A" as const,
      phase: "draw",
      top: top as Card,
      hand: hand as Card[],
      discards: discards as Card[],
      calls: [],
      contract: null,
      declarer: null,
      tricks: [],
      currentTrick: null,
      legalActions: [
        { type: "keep" as const, seat: "A" as const },
        { type: "reject" as const, seat: "A" as const },
      ],
    });
    // Six spades to the king and six low cards: the 2♠ is a seventh trump, a trick of length worth
    // more than an unseen card; by its rank alone (a low card, with the ace and others out) the first
    // version rejects it.
    const long = drawView(["SK", "SQ", "SJ", "ST", "S9", "S7", "H5", "H4", "D6", "D3", "C4", "C5"], "S2");

    it("[H-2] it keeps a low card that lengthens a solid suit, which the draw by rank rejects", () => {
      expect(createBot("honeymoon", { seed: 1 })(long)).toEqual({ type: "keep", seat: "A" });
      expect(createHoneymoonBot({ seed: 1, draw: "rank" })(long)).toEqual({ type: "reject", seat: "A" });
    });

    it("[H-2] [H-3] it values a hand as its auction does: a king behind an unseen ace is high-card strength worth keeping", () => {
      // By the first version's count of sure winners and length this king adds nothing (the ace is
      // out, the suit short); the fit to double dummy that the auction bids by counts its points.
      const view = drawView(["C6", "D8", "DK", "DQ", "H5", "H7", "HA", "S2", "S5", "S7"], "CK", [
        "C5",
        "C7",
        "C9",
        "D3",
        "D4",
        "D9",
        "DA",
        "DJ",
        "HQ",
        "HT",
      ]);
      for (let seed = 1; seed <= 4; seed++)
        expect(createBot("honeymoon", { seed })(view), `seed ${seed}`).toEqual({ type: "keep", seat: "A" });
    });

    it("[H-2] it rejects a low card in a suit where it holds nothing, at any point of the draw", () => {
      for (let n = 0; n <= 12; n++) {
        const hand = ["SA", "SK", "SQ", "SJ", "HA", "HK", "HQ", "DA", "DK", "DQ", "SX", "HX", "DX"].slice(0, n);
        const view = drawView(
          hand.map((c) => (c.endsWith("X") ? c[0] + "T" : c)),
          "C2",
        );
        expect(createBot("honeymoon", { seed: n })(view), `${n} cards held`).toEqual({ type: "reject", seat: "A" });
      }
    });

    it("[H-3] [STATE-2] its choice depends on the seed and the view alone: the same view gives the same action", () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1000 }),
          fc.shuffledSubarray(DECK, { minLength: 2, maxLength: 20 }),
          (seed, cards) => {
            const [top, ...rest] = cards as [Card, ...Card[]];
            const cut = Math.min(12, Math.ceil(rest.length / 2));
            const view = drawView(rest.slice(0, cut), top, rest.slice(cut, 2 * cut));
            expect(createBot("honeymoon", { seed })(view)).toEqual(
              createBot("honeymoon", { seed })(structuredClone(view)),
            );
          },
        ),
        { numRuns: 200 },
      );
    });

    it('[H-2] a draw option other than "expected" or "rank" is a RangeError at creation', () => {
      expect(() => createHoneymoonBot({ seed: 1, draw: "best" as never })).toThrow(RangeError);
      expect(() => createHoneymoonBot({ seed: 1, draw: "rank" })).not.toThrow();
      expect(() => createHoneymoonBot({ seed: 1, samples: -1 })).toThrow(RangeError);
      expect(() => createHoneymoonBot({ seed: 1, samples: 0.5 })).toThrow(RangeError);
    });
  });

  describe("the auction: the call with the best expected points against two-hand double dummy", () => {
    const BIDS = [1, 2, 3, 4, 5, 6, 7].flatMap((l) => ["C", "D", "H", "S", "NT"].map((s) => `${l}${s}`));
    /** B's view in the auction: first to call, or after A's bid `aBid` (with B's legal calls, H-4). */
    const auctionView = (hand: string[], discards: string[], aBid: string | null) => {
      const above = aBid === null ? BIDS : BIDS.slice(BIDS.indexOf(aBid) + 1);
      const calls = aBid === null ? ["P", ...above] : ["P", "X", ...above];
      return {
        seat: "B" as const,
        phase: "auction",
        top: null,
        hand: hand as Card[],
        discards: discards as Card[],
        calls: aBid === null ? [] : [{ seat: "A", call: aBid as Call }],
        contract: null,
        declarer: null,
        tricks: [],
        currentTrick: null,
        legalActions: calls.map((call) => ({ type: "call" as const, seat: "B" as const, call: call as Call })),
      };
    };
    const level = (a: { type: string; call?: string }) =>
      a.type === "call" && a.call !== "P" ? Number(a.call?.[0]) : 0;
    // Seven solid spades and four aces; a Yarborough; and discards of low cards (H-3).
    const strong = ["SA", "SK", "SQ", "SJ", "ST", "S9", "S8", "HA", "HK", "DA", "D2", "CA", "C2"];
    const weak = ["S5", "S4", "S3", "S2", "H5", "H4", "H3", "D6", "D5", "D4", "C5", "C4", "C3"];
    const lows = ["H2", "H6", "H7", "H8", "D3", "D7", "D8", "D9", "C6", "C7", "C8", "C9", "CT"];

    it("[H-4] [SC-4] with seven solid trumps and four aces it opens at game or higher in spades", () => {
      const call = createBot("honeymoon", { seed: 1 })(auctionView(strong, lows, null));
      expect(call.type === "call" && call.call.endsWith("S")).toBe(true);
      expect(level(call)).toBeGreaterThanOrEqual(4);
    });

    it("[H-4] with no high card and no long suit it passes rather than open", () => {
      expect(createBot("honeymoon", { seed: 1 })(auctionView(weak, lows, null))).toEqual({
        type: "call",
        seat: "B",
        call: "P",
      });
    });

    it("[H-4] over the opponent's 1H the strong hand bids on in spades, the weak hand passes and does not double", () => {
      const over = createBot("honeymoon", { seed: 2 })(auctionView(strong, lows, "1H"));
      expect(over.type === "call" && over.call.endsWith("S") && level(over) >= 4).toBe(true);
      expect(createBot("honeymoon", { seed: 2 })(auctionView(weak, lows, "1H"))).toEqual({
        type: "call",
        seat: "B",
        call: "P",
      });
    });

    it("[H-4] [SC-3] it doubles a grand slam its own aces defeat, and does not double a part score it cannot beat", () => {
      const aces = ["SA", "SK", "HA", "HK", "DA", "DK", "CA", "CK", "S2", "H2", "D2", "C2", "C3"];
      expect(createBot("honeymoon", { seed: 3 })(auctionView(aces, lows, "7NT"))).toEqual({
        type: "call",
        seat: "B",
        call: "X",
      });
      const weakOver = createBot("honeymoon", { seed: 3 })(auctionView(weak, lows, "2S"));
      expect(weakOver).toEqual({ type: "call", seat: "B", call: "P" });
    });
  });

  it("[H-4] determinism: the same seed and view give the same action", () => {
    const a = play(5);
    const b = play(5);
    expect(b.state).toEqual(a.state);
  });
});
