import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CALLS, CARDS, SEATS, VULNERABILITIES, dealFromSeed, duplicate, type Card, type Seat } from "contract-bridge";
import { ReferenceDeal, deepFreeze, driver, type Act } from "../helpers.js";

type State = duplicate.State;

const { start, go: play, code } = driver(duplicate);

const calls = (dealer: Seat, ...cs: string[]) =>
  cs.map((call, i) => ({ type: "call", seat: SEATS[(SEATS.indexOf(dealer) + i) % 4], call }));

// A known deal: North holds all spades but two, and so on — handy for hand-written positions.
const DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

describe("duplicate: create", () => {
  it("[D-1] dealer is South unless set, and the deal comes from the seed, dealt from dealer's left", () => {
    const s = start({ seed: 11 });
    expect(s.dealer).toBe("S");
    expect(s.vulnerability).toBe("none");
    expect(s.deal).toEqual(dealFromSeed(11, "S").deal);
    expect(duplicate.turn(s)).toBe("S");
    expect(start({ seed: 11, dealer: "E" }).deal).toEqual(dealFromSeed(11, "E").deal);
  });

  it("[D-2] vulnerability is chosen before the deal and kept", () => {
    for (const v of VULNERABILITIES) expect(start({ seed: 1, vulnerability: v }).vulnerability).toBe(v);
  });

  it("[D-1] a deal may be given as a PBN string or as four hands", () => {
    const s = start({ deal: DEAL });
    expect(s.deal.N).toHaveLength(13);
    expect(s.deal.N[0]).toBe("SA");
    expect(s.seed).toBeNull();
    const hands = start({
      deal: { N: s.deal.N, E: s.deal.E.join(" ").split(" "), S: "..AKQJT98765432.", W: s.deal.W },
    });
    expect(hands.deal).toEqual(s.deal);
  });

  it("[D-1] bad options are INVALID_OPTIONS errors that name the problem", () => {
    const cases: Array<[unknown, string | RegExp]> = [
      [{ dealer: "X" }, /dealer/],
      [{ vulnerability: "all" }, /vulnerability/],
      [{ seed: -1 }, /seed/],
      [{ deal: "N:AKQ - - -" }, /four suits/],
      [{ deal: DEAL.replace("AKQJT98765432...", "AKQJT9876543...") }, /12 cards/],
      [{ deal: { N: ["SA"], E: [], S: [], W: [], Q: [] } }, /"Q" is not a seat/],
      [{ seed: 1, deal: DEAL }, /either a deal or a seed/],
      [{ colour: "red" }, /colour|unrecognized/i],
    ];
    for (const [options, message] of cases) {
      const r = duplicate.create(options as duplicate.Options);
      expect(r.ok, JSON.stringify(options)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("INVALID_OPTIONS");
        expect(r.error.message).toMatch(message);
      }
    }
  });
});

describe("duplicate: auction", () => {
  const s0 = start({ deal: DEAL, dealer: "S" });

  it("[AUC-1] a bid must be higher than the last: higher level, or same level and higher strain", () => {
    const s = play(s0, ...calls("S", "1H"));
    expect(code(s, { type: "call", seat: "W", call: "1D" })).toBe("INSUFFICIENT_BID");
    expect(code(s, { type: "call", seat: "W", call: "1H" })).toBe("INSUFFICIENT_BID");
    expect(code(s, { type: "call", seat: "W", call: "1S" })).toBeUndefined();
    expect(code(s, { type: "call", seat: "W", call: "2C" })).toBeUndefined();
  });

  it("[AUC-2] only an opponent's undoubled bid can be doubled", () => {
    expect(code(s0, { type: "call", seat: "S", call: "X" })).toBe("CANNOT_DOUBLE");
    const s = play(s0, ...calls("S", "1H", "P"));
    expect(code(s, { type: "call", seat: "N", call: "X" })).toBe("CANNOT_DOUBLE"); // partner's bid
    const d = play(s0, ...calls("S", "1H", "X"));
    expect(code(d, { type: "call", seat: "N", call: "X" })).toBe("CANNOT_DOUBLE");
    const p = play(s0, ...calls("S", "1H", "P", "P"));
    expect(code(p, { type: "call", seat: "E", call: "X" })).toBeUndefined(); // balancing double
  });

  it("[AUC-2] only one's own side's doubled bid can be redoubled", () => {
    const d = play(s0, ...calls("S", "1H", "X"));
    expect(code(d, { type: "call", seat: "N", call: "XX" })).toBeUndefined();
    const dp = play(s0, ...calls("S", "1H", "X", "P"));
    expect(code(dp, { type: "call", seat: "E", call: "XX" })).toBe("CANNOT_REDOUBLE");
    const u = play(s0, ...calls("S", "1H", "P"));
    expect(code(u, { type: "call", seat: "N", call: "XX" })).toBe("CANNOT_REDOUBLE");
    const rr = play(s0, ...calls("S", "1H", "X", "XX"));
    expect(code(rr, { type: "call", seat: "E", call: "XX" })).toBe("CANNOT_REDOUBLE");
    expect(code(rr, { type: "call", seat: "E", call: "X" })).toBe("CANNOT_DOUBLE");
  });

  it("[AUC-2] a new bid cancels a double", () => {
    const s = play(s0, ...calls("S", "1H", "X", "1S", "P", "P", "P"));
    expect(duplicate.record(s).contract).toEqual({ level: 1, strain: "S", doubled: "" });
  });

  it("[R-2] [D-3] three passes after a bid end the auction; a double restarts the count", () => {
    const s = play(s0, ...calls("S", "1H", "P", "P", "X", "P", "P"));
    expect(duplicate.view(s, "S").phase).toBe("auction");
    const e = play(s, ...calls("N", "P"));
    expect(duplicate.view(e, "S").phase).toBe("play");
    expect(duplicate.record(e).contract).toEqual({ level: 1, strain: "H", doubled: "X" });
  });

  it("[R-2] passing does not prevent a later bid", () => {
    const s = play(s0, ...calls("S", "P", "P", "1C", "P", "1D"));
    expect(duplicate.record(s).calls.map((c) => c.call)).toEqual(["P", "P", "1C", "P", "1D"]);
  });

  it("[D-3] four passes: passed out, 0 to both sides", () => {
    const s = play(s0, ...calls("S", "P", "P", "P", "P"));
    expect(duplicate.isOver(s)).toBe(true);
    expect(duplicate.turn(s)).toBeNull();
    expect(duplicate.score(s)).toEqual({ items: [], totals: { NS: 0, EW: 0 } });
    expect(duplicate.record(s).contract).toBeNull();
    expect(code(s, { type: "call", seat: "S", call: "1C" })).toBe("GAME_OVER");
  });

  it("[R-3] declarer is the first of the winning side to name the strain", () => {
    const s = play(s0, ...calls("S", "1H", "P", "2H", "P", "4H", "P", "P", "P"));
    expect(duplicate.record(s).declarer).toBe("S");
    const t = play(s0, ...calls("S", "1C", "P", "1H", "P", "2H", "P", "P", "P"));
    expect(duplicate.record(t).declarer).toBe("N");
    // an opponent naming the strain first does not matter
    const u = play(s0, ...calls("S", "1C", "1H", "P", "2H", "P", "P", "P"));
    expect(duplicate.record(u).declarer).toBe("W");
  });

  it("[R-2] calling out of turn is NOT_YOUR_TURN and a card during the auction WRONG_PHASE", () => {
    expect(code(s0, { type: "call", seat: "W", call: "P" })).toBe("NOT_YOUR_TURN");
    expect(code(s0, { type: "play", seat: "S", card: "HA" })).toBe("WRONG_PHASE");
  });
});

describe("duplicate: play", () => {
  // South declares 1NT; West leads.
  const s0 = start({ deal: DEAL, dealer: "S" });
  const s = play(s0, ...calls("S", "1NT", "P", "P", "P"));

  it("[R-4] declarer's left-hand opponent leads; dummy is hidden until the opening lead", () => {
    expect(duplicate.turn(s)).toBe("W");
    for (const seat of SEATS) expect(duplicate.view(s, seat).dummy).toBeNull();
    const led = play(s, { type: "play", seat: "W", card: "C2" });
    for (const seat of ["E", "S", "W"] as const)
      expect(duplicate.view(led, seat).dummy).toEqual({ seat: "N", hand: s.deal.N });
    expect(duplicate.view(led, "N").dummy).toBeNull(); // dummy sees its own cards as its hand
  });

  it("[R-5] [D-4] declarer plays dummy's cards; dummy never acts", () => {
    const led = play(s, { type: "play", seat: "W", card: "C2" });
    expect(duplicate.turn(led)).toBe("S"); // North (dummy) is to play, South acts
    expect(duplicate.view(led, "S").handToPlay).toBe("N");
    expect(code(led, { type: "play", seat: "N", card: "S2" })).toBe("NOT_YOUR_HAND");
    expect(code(led, { type: "play", seat: "E", card: "H2" })).toBe("NOT_YOUR_TURN");
    expect(code(led, { type: "play", seat: "S", card: "D2" })).toBe("CARD_NOT_IN_HAND"); // South's own card, dummy to play
    expect(code(led, { type: "play", seat: "S", card: "S2" })).toBeUndefined();
  });

  it("[PLAY-1] must follow suit when able; a void may discard", () => {
    const deal = dealFromSeed(5, "N").deal;
    let st = play(start({ deal: deal, dealer: "N" }), ...calls("N", "1NT", "P", "P", "P"));
    const lead = deal.E[0] as Card; // East leads (declarer North)
    st = play(st, { type: "play", seat: "E", card: lead });
    const south = st.deal.S;
    const follow = south.filter((c) => c[0] === lead[0]);
    const other = south.find((c) => c[0] !== lead[0]);
    if (follow.length > 0 && other) expect(code(st, { type: "play", seat: "N", card: other })).toBe("MUST_FOLLOW_SUIT");
  });

  // In DEAL each seat holds one whole suit: N spades, E hearts, S diamonds, W clubs.
  it("[PLAY-2] the highest trump wins a trick; the winner leads the next", () => {
    // East declares 1H; South leads, West is dummy.
    let st = play(s0, ...calls("S", "P", "P", "P", "1H", "P", "P", "P"));
    expect(duplicate.turn(st)).toBe("S");
    st = play(
      st,
      { type: "play", seat: "S", card: "DA" },
      { type: "play", seat: "E", card: "CA" },
      { type: "play", seat: "N", card: "SA" },
      { type: "play", seat: "E", card: "H2" },
    );
    const rec = duplicate.record(st);
    expect(rec.tricks[0]).toEqual({
      leader: "S",
      cards: [
        { seat: "S", card: "DA" },
        { seat: "W", card: "CA" },
        { seat: "N", card: "SA" },
        { seat: "E", card: "H2" },
      ],
      winner: "E",
    });
    expect(duplicate.turn(st)).toBe("E");
    expect(duplicate.view(st, "E").handToPlay).toBe("E");
  });

  it("[PLAY-2] a discard never wins: the only card of the suit led takes the trick at no-trump", () => {
    let st = play(s0, ...calls("S", "P", "P", "P", "1NT", "P", "P", "P"));
    st = play(
      st,
      { type: "play", seat: "S", card: "D2" },
      { type: "play", seat: "E", card: "CA" },
      { type: "play", seat: "N", card: "SA" },
      { type: "play", seat: "E", card: "HA" },
    );
    expect(duplicate.record(st).tricks[0]?.winner).toBe("S");
    expect(duplicate.turn(st)).toBe("S");
  });

  it("[PLAY-3] after thirteen tricks the deal is over and scored", () => {
    const g = randomGame(9, 0);
    expect(duplicate.isOver(g.state)).toBe(true);
    expect(duplicate.score(g.state)).not.toBeNull();
  });
});

function randomGame(seed: number, pick: number): { state: State; actions: Act[] } {
  let st = start({ seed });
  const actions: Act[] = [];
  let i = 0;
  while (!duplicate.isOver(st)) {
    const legal = duplicate.legalActions(st);
    // bid a little, then pass, so most games reach the play
    const a = (
      legal[0]?.type === "call"
        ? i < 2
          ? legal[Math.min(legal.length - 1, 4 + ((seed + pick) % 20))]
          : legal[0]
        : legal[(seed * 7 + i * 13 + pick) % legal.length]
    ) as Act;
    st = play(st, a);
    actions.push(a);
    i++;
  }
  return { state: st, actions };
}

describe("duplicate: score and record", () => {
  it("[SC-5] [D-5] a doubled contract's undertricks go to the defenders, equal and opposite", () => {
    // South 7NT doubled with no tricks for N-S but its own? Use the fixed deal: South holds all diamonds.
    const st = play(start({ deal: DEAL, dealer: "S", vulnerability: "none" }), ...calls("S", "4C", "X", "P", "P", "P"));
    // South declares 4C: holds no clubs; West (all clubs) wins. Play out: all legal first cards.
    let g = st;
    while (!duplicate.isOver(g)) g = play(g, duplicate.legalActions(g)[0]);
    const rec = duplicate.record(g);
    expect(rec.declarer).toBe("S");
    const down = 10 - (rec.declarerTricks as number);
    const expected = [0, 100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600][down];
    expect(duplicate.score(g)?.totals).toEqual({ NS: -expected!, EW: expected });
  });

  it("[D-6] the record lists every call, every trick with leader, four cards and winner, and the score", () => {
    const { state, actions } = randomGame(21, 3);
    const rec = duplicate.record(state);
    expect(rec.calls.length + rec.tricks.length * 4).toBe(actions.length);
    if (rec.contract) {
      expect(rec.tricks).toHaveLength(13);
      for (const t of rec.tricks) expect(t.cards).toHaveLength(4);
    }
    expect(rec.score).toEqual(duplicate.score(state));
    expect(duplicate.schemas.record.safeParse(rec).success).toBe(true);
    expect(rec.deal).toEqual(state.deal);
  });
});

describe("duplicate: malformed actions", () => {
  const s0 = start({ seed: 1 });
  it("[STATE-3] a malformed action is INVALID_ACTION with the path of the bad field, never a crash", () => {
    const cases: Array<[unknown, PropertyKey[]]> = [
      [null, []],
      ["1C", []],
      [[], []],
      [{ type: "bid", seat: "S", call: "1C" }, ["type"]],
      [{ type: "call", seat: "Q", call: "1C" }, ["seat"]],
      [{ type: "call", seat: "S", call: "8C" }, ["call"]],
      [{ type: "call", seat: "S" }, ["call"]],
      [{ type: "play", seat: "S", card: "SZ" }, ["card"]],
      [{ type: "play", seat: "S", card: 12 }, ["card"]],
    ];
    for (const [action, path] of cases) {
      const r = duplicate.apply(s0, action);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("INVALID_ACTION");
        expect(r.error.path).toEqual(path);
      }
    }
  });

  it("[AUC-1] lenient notation is accepted and stored canonically", () => {
    const s = play(s0, { type: "call", seat: "s", call: "1n" });
    expect(s.calls).toEqual(["1NT"]);
    expect(duplicate.record(s).actions[0]).toEqual({ type: "call", seat: "S", call: "1NT" });
  });

  it("[R-6] replay reports the index of the first illegal action", () => {
    const r = duplicate.replay({ seed: 1 }, [...calls("S", "1C", "P", "1C")]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("INSUFFICIENT_BID");
      expect(r.error.index).toBe(2);
    }
    const bad = duplicate.replay({ seed: 1 }, [{ type: "call", seat: "S", call: "1C" }, { nope: true }]);
    expect(!bad.ok && bad.error.index === 1 && bad.error.code === "INVALID_ACTION").toBe(true);
    const opts = duplicate.replay({ seed: -3 }, []);
    expect(!opts.ok && opts.error.code === "INVALID_OPTIONS").toBe(true);
  });

  it("[STATE-1] a stored state that does not describe a legal game is refused with the action's path", () => {
    const s = play(s0, ...calls("S", "1C", "P"));
    const tampered = JSON.parse(JSON.stringify(s));
    tampered.calls[1] = "1C"; // West cannot bid 1C over 1C
    const r = duplicate.schemas.state.safeParse(tampered);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.path).toEqual(["calls", 1]);
    const early = { ...JSON.parse(JSON.stringify(s)), plays: ["SA"] };
    const e = duplicate.schemas.state.safeParse(early);
    expect(!e.success && e.error.issues[0]?.path[0]).toBe("plays");
    const applied = duplicate.apply(tampered, { type: "call", seat: "N", call: "P" });
    expect(!applied.ok && applied.error.code === "INVALID_STATE").toBe(true);
    const badDeal = JSON.parse(JSON.stringify(s0));
    badDeal.deal.N[0] = badDeal.deal.E[0];
    expect(duplicate.schemas.state.safeParse(badDeal).success).toBe(false);
  });
});

describe("duplicate: malformed stored states", () => {
  it("[STATE-3] apply on a malformed state is INVALID_STATE with the zod path, never a crash", () => {
    const s0 = start({ seed: 2 });
    const cases: Array<[unknown, PropertyKey[]]> = [
      [{ ...s0, calls: "1C" }, ["calls"]],
      [{ ...s0, plays: [1, 2] }, ["plays", 0]],
      [{ ...s0, dealer: "Q" }, ["dealer"]],
      [{ ...s0, deal: { ...s0.deal, N: s0.deal.N.slice(1) } }, ["deal", "N"]],
      [{ ...s0, calls: ["1C", "1C"] }, ["calls", 1]],
      [null, []],
    ];
    for (const [state, path] of cases) {
      const r = duplicate.apply(state as duplicate.State, { type: "call", seat: "S", call: "P" });
      expect(r, JSON.stringify(path)).toMatchObject({ ok: false, error: { code: "INVALID_STATE", path } });
      expect(duplicate.load(state)).toEqual(r);
    }
    // functions without a Result say so with a RangeError naming load, the INVALID_STATE error as its cause
    expect(() => duplicate.turn({ ...s0, calls: "1C" } as unknown as duplicate.State)).toThrow(/duplicate\.load/);
    expect(() => duplicate.turn({ ...s0, calls: "1C" } as unknown as duplicate.State)).toThrow(
      expect.objectContaining({
        name: "RangeError",
        cause: expect.objectContaining({ code: "INVALID_STATE", path: ["calls"] }),
      }),
    );
  });
});

// Perft-style golden positions: named deals with the number of legal actions at chosen points.
describe("duplicate: golden positions", () => {
  const fixed = start({ deal: DEAL, dealer: "S" });
  const cases: Array<[string, State, number]> = [
    ["opening: pass and 35 bids", fixed, 36],
    ["after 1S by South: pass, double, 31 higher bids", play(fixed, ...calls("S", "1S")), 33],
    ["after 1S X: pass, redouble, 31 bids", play(fixed, ...calls("S", "1S", "X")), 33],
    ["after 1S X XX: pass, 31 bids", play(fixed, ...calls("S", "1S", "X", "XX")), 32],
    ["after 7NT by South: pass, double", play(fixed, ...calls("S", "7NT")), 2],
    ["after 7NT X: pass, redouble", play(fixed, ...calls("S", "7NT", "X")), 2],
    ["after 7NT X XX: only pass", play(fixed, ...calls("S", "7NT", "X", "XX")), 1],
    ["opening lead: all thirteen", play(fixed, ...calls("S", "1NT", "P", "P", "P")), 13],
    [
      "mid-trick with a void: West leads a club, dummy (North, all spades) is void: any of 13",
      play(fixed, ...calls("S", "1NT", "P", "P", "P"), { type: "play", seat: "W", card: "C2" }),
      13,
    ],
    [
      "mid-trick with a void: East (all hearts) is void in clubs: any of 13",
      play(
        fixed,
        ...calls("S", "1NT", "P", "P", "P"),
        { type: "play", seat: "W", card: "C2" },
        { type: "play", seat: "S", card: "S2" },
      ),
      13,
    ],
  ];
  for (const [name, state, count] of cases) {
    it(`[AUC-2] [PLAY-1] ${name}: ${count} legal actions`, () => {
      expect(duplicate.legalActions(state)).toHaveLength(count);
    });
  }

  it("[PLAY-1] a seeded deal: after the opening lead the next hand's legal cards are exactly its cards in the suit led", () => {
    const st = play(start({ seed: 4242, dealer: "N" }), ...calls("N", "1NT", "P", "P", "P"));
    const lead = duplicate.legalActions(st)[0] as Act & { type: "play" };
    const after = play(st, lead);
    const next = after.deal.S; // South follows East's lead (declarer North, East leads)
    const suited = next.filter((c) => c[0] === lead.card[0]);
    expect(duplicate.legalActions(after)).toHaveLength(suited.length > 0 ? suited.length : 13);
  });
});

// --- property tests --------------------------------------------------------------------------

const ALL_SEATS = [...SEATS];
const illegalArb = fc.oneof(
  fc.record({
    type: fc.constant("call" as const),
    seat: fc.constantFrom(...ALL_SEATS),
    call: fc.constantFrom(...CALLS),
  }),
  fc.record({
    type: fc.constant("play" as const),
    seat: fc.constantFrom(...ALL_SEATS),
    card: fc.constantFrom(...CARDS),
  }),
);

const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  dealer: fc.constantFrom(...ALL_SEATS),
  vulnerability: fc.constantFrom(...VULNERABILITIES),
  picks: fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
  probes: fc.array(illegalArb, { minLength: 80, maxLength: 80 }),
});

function visibleCards(v: duplicate.View): Set<string> {
  const cards = new Set<string>(v.hand);
  for (const c of v.dummy?.hand ?? []) cards.add(c);
  for (const e of v.exposed) for (const c of e.hand) cards.add(c);
  return cards;
}

describe("duplicate: random games (fast-check)", () => {
  it("[R-6] [STATE-4] [PLAY-1] [AUC-2] random legal play with illegal probes: codes, immutability, conservation, JSON, replay, views", () => {
    fc.assert(
      fc.property(gameArb, ({ seed, dealer, vulnerability, picks, probes }) => {
        let st = deepFreeze(start({ seed, dealer, vulnerability }));
        const ref = new ReferenceDeal(dealer, st.deal);
        const taken: Act[] = [];
        for (let step = 0; !duplicate.isOver(st); step++) {
          // the engine's legal actions are exactly the reference's
          const legal = duplicate.legalActions(st);
          const key = (a: unknown) => JSON.stringify(a);
          expect(new Set(legal.map(key))).toEqual(new Set(ref.legal().map(key)));
          expect(duplicate.turn(st)).toBe(ref.turn());

          // an illegal probe is rejected with the reference's code and changes nothing
          const probe = probes[step % probes.length] as Act;
          const expected = ref.judge(probe);
          const before = JSON.stringify(st);
          const r = duplicate.apply(st, probe);
          expect(r.ok ? null : r.error.code, JSON.stringify(probe)).toBe(expected);
          expect(JSON.stringify(st)).toBe(before);

          // take a legal action; during the auction, pass more often so games reach the play
          const pick = picks[step % picks.length] as number;
          const calls = legal[0]?.type === "call";
          const a = (calls && pick % 3 !== 0 ? legal[0] : legal[pick % legal.length]) as Act;
          const next = duplicate.apply(st, a);
          if (!next.ok) throw new Error(`${JSON.stringify(a)} was refused: ${next.error.code} ${next.error.message}`);
          ref.take(a);
          taken.push(a);
          st = deepFreeze(next.value);

          // 52 cards: held + played = 52, all distinct
          const rec = duplicate.record(st);
          const played = [...rec.tricks.flatMap((t) => t.cards.map((c) => c.card))];
          const views = SEATS.map((s) => duplicate.view(st, s));
          const inPlay = duplicate.view(st, "N").currentTrick?.cards.map((c) => c.card) ?? [];
          const held = SEATS.flatMap((s) => Object.values(ref.hands[s]));
          expect(new Set([...played, ...inPlay, ...held]).size).toBe(52);

          // no view holds a card its seat may not see
          for (const v of views) {
            const own = new Set<string>(ref.hands[v.seat]);
            const decl = ref.declarer();
            const dummy: Seat | null = decl ? (SEATS[(SEATS.indexOf(decl) + 2) % 4] as Seat) : null;
            const dummyVisible = dummy !== null && (ref.tricksDone > 0 || ref.trick.length > 0);
            const leaks = [...visibleCards(v)].filter(
              (c) => !own.has(c) && !(dummyVisible && dummy !== null && ref.hands[dummy].includes(c as Card)),
            );
            expect(leaks, `${v.seat} sees cards it may not`).toEqual([]);
            expect(duplicate.schemas.view.safeParse(v).success).toBe(true);
          }
        }
        // the JSON round trip gives a state that continues identically
        const parsed = duplicate.schemas.state.parse(JSON.parse(JSON.stringify(st)));
        expect(parsed).toEqual(st);
        expect(duplicate.score(parsed)).toEqual(duplicate.score(st));
        expect(duplicate.isOver(parsed)).toBe(true);
        // replay of the recorded actions reproduces the state
        const again = duplicate.replay({ seed, dealer, vulnerability }, duplicate.record(st).actions);
        expect(again.ok && again.value).toEqual(st);
        // the score matches the reference trick count
        const rec = duplicate.record(st);
        expect(rec.declarerTricks).toBe(rec.contract ? ref.declarerTricks : null);
        const sc = duplicate.score(st);
        expect(sc && sc.totals.NS + sc.totals.EW).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it("[STATE-1] a state read back from JSON mid-game continues exactly like the original", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 60 }), (seed, cutAt) => {
        const { actions } = randomGame(seed % 1000, seed % 7);
        const head = actions.slice(0, Math.min(cutAt, actions.length));
        const mid = duplicate.replay({ seed: seed % 1000 }, head);
        if (!mid.ok) throw new Error(mid.error.message);
        const copy = duplicate.schemas.state.parse(JSON.parse(JSON.stringify(mid.value)));
        let a = mid.value;
        let b = copy;
        for (const act of actions.slice(head.length)) {
          const ra = duplicate.apply(a, act);
          const rb = duplicate.apply(b, act);
          expect(rb).toEqual(ra);
          if (!ra.ok || !rb.ok) return;
          a = ra.value;
          b = rb.value;
          expect(duplicate.legalActions(b)).toEqual(duplicate.legalActions(a));
        }
        expect(duplicate.score(b)).toEqual(duplicate.score(a));
      }),
      { numRuns: 40 },
    );
  });
});
