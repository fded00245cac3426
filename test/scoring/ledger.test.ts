import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Contract, Level, Strain } from "../../src/schemas/model.js";
import type { Result } from "../../src/result.js";
import { toJSONSchema } from "../../src/schemas/index.js";
import { scoreContract } from "../../src/scoring/contract.js";
import {
  belowTheLine,
  createLedger,
  gameProgress,
  games,
  isRubberOver,
  netResult,
  recordDeal,
  rubberWinner,
  scoreSheet,
  settleUnfinished,
  totals,
  vulnerable,
  type Ledger,
  type LedgerDealInput,
  type LedgerItem,
} from "../../src/scoring/ledger.js";
import { LedgerSchema, ledgerSchemaFor } from "../../src/schemas/scoring.js";

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** `"4H"`, `"3NT"`, `"4SX"` … as a contract object. */
function contract(text: string): Contract {
  const m = /^([1-7])(C|D|H|S|NT)(X{0,2})$/.exec(text);
  if (!m) throw new Error(`bad contract ${text}`);
  return { level: Number(m[1]) as Level, strain: m[2] as Strain, doubled: m[3] as Contract["doubled"] };
}

function play<S extends string>(
  declarerSide: S,
  text: string,
  tricks: number,
  honours?: { side: S; points: 100 | 150 },
): LedgerDealInput<S> {
  return honours
    ? { declarerSide, contract: contract(text), tricks, honours }
    : { declarerSide, contract: contract(text), tricks };
}

/** Records the deals one after the other, failing the test on any error. */
function run<S extends string>(sides: readonly [S, S], ...deals: LedgerDealInput<S>[]): Ledger<S> {
  let ledger = unwrap(createLedger(sides));
  for (const deal of deals) ledger = unwrap(recordDeal(ledger, deal));
  return ledger;
}

const NS_EW = ["NS", "EW"] as const;
const itemsOf = <S extends string>(ledger: Ledger<S>, deal: number): LedgerItem<S>[] =>
  ledger.items.filter((i) => i.deal === deal);

describe("the rubber ledger: games and the line (RUB-1, SC-7)", () => {
  it("[RUB-1] a new ledger has no games, nothing below the line, both sides non-vulnerable", () => {
    const ledger = unwrap(createLedger(NS_EW));
    expect(games(ledger)).toEqual({ NS: 0, EW: 0 });
    expect(gameProgress(ledger)).toEqual({ NS: 0, EW: 0 });
    expect(totals(ledger)).toEqual({ NS: 0, EW: 0 });
    expect(vulnerable(ledger, "NS")).toBe(false);
    expect(vulnerable(ledger, "EW")).toBe(false);
    expect(isRubberOver(ledger)).toBe(false);
    expect(netResult(ledger)).toEqual({ winner: null, margin: 0 });
  });

  it("[SC-7] [RUB-3] seed example: 4♥ with eleven tricks is 120 below and 30 above; a later 3NT just made is the second game; N-S total 950", () => {
    let ledger = run(NS_EW, play("NS", "4H", 11));
    expect(itemsOf(ledger, 0)).toEqual([
      { deal: 0, side: "NS", kind: "contract", points: 120, line: "below" },
      { deal: 0, side: "NS", kind: "overtricks", points: 30, line: "above" },
    ]);
    expect(games(ledger)).toEqual({ NS: 1, EW: 0 });
    expect(vulnerable(ledger, "NS")).toBe(true);
    expect(gameProgress(ledger)).toEqual({ NS: 0, EW: 0 });

    ledger = unwrap(recordDeal(ledger, play("NS", "3NT", 9)));
    expect(itemsOf(ledger, 1)).toEqual([
      { deal: 1, side: "NS", kind: "contract", points: 100, line: "below" },
      { deal: 1, side: "NS", kind: "rubber", points: 700, line: "above" },
    ]);
    expect(games(ledger)).toEqual({ NS: 2, EW: 0 });
    expect(isRubberOver(ledger)).toBe(true);
    expect(rubberWinner(ledger)).toBe("NS");
    expect(totals(ledger)).toEqual({ NS: 950, EW: 0 });
    expect(netResult(ledger)).toEqual({ winner: "NS", margin: 950 });
  });

  it("[SC-5] [SC-7] doubled non-vulnerable down three is 500 above the line for the defenders", () => {
    const ledger = run(NS_EW, play("EW", "4SX", 7));
    expect(ledger.items).toEqual([{ deal: 0, side: "NS", kind: "undertricks", points: 500, line: "above" }]);
    expect(gameProgress(ledger)).toEqual({ NS: 0, EW: 0 });
    expect(games(ledger)).toEqual({ NS: 0, EW: 0 });
  });

  it("[H-7] Honeymoon: A's 3NT with ten tricks is 100 below and 30 above, a game; A vulnerable; both counters restart at 0", () => {
    const ledger = run(["A", "B"] as const, play("A", "3NT", 10));
    expect(ledger.items).toEqual([
      { deal: 0, side: "A", kind: "contract", points: 100, line: "below" },
      { deal: 0, side: "A", kind: "overtricks", points: 30, line: "above" },
    ]);
    expect(games(ledger)).toEqual({ A: 1, B: 0 });
    expect(vulnerable(ledger, "A")).toBe(true);
    expect(vulnerable(ledger, "B")).toBe(false);
    expect(gameProgress(ledger)).toEqual({ A: 0, B: 0 });
    expect(totals(ledger)).toEqual({ A: 130, B: 0 });
  });

  it("[RUB-1] a partscore carries over and a later partscore completes the game", () => {
    let ledger = run(NS_EW, play("NS", "2S", 8));
    expect(gameProgress(ledger)).toEqual({ NS: 60, EW: 0 });
    expect(games(ledger)).toEqual({ NS: 0, EW: 0 });
    ledger = unwrap(recordDeal(ledger, play("NS", "2D", 8)));
    expect(games(ledger)).toEqual({ NS: 1, EW: 0 });
    expect(ledger.games).toEqual([{ winner: "NS", deal: 1, below: { NS: 100, EW: 0 } }]);
    expect(gameProgress(ledger)).toEqual({ NS: 0, EW: 0 });
  });

  it("[RUB-1] overtricks never count towards game", () => {
    // 2♣ with 12 tricks: 40 below, four overtricks 80 above; not a game.
    const ledger = run(NS_EW, play("NS", "2C", 12));
    expect(gameProgress(ledger)).toEqual({ NS: 40, EW: 0 });
    expect(games(ledger)).toEqual({ NS: 0, EW: 0 });
    expect(totals(ledger)).toEqual({ NS: 120, EW: 0 });
  });

  it("[RUB-1] a game wipes the opponents' partscore from progress but keeps it in the totals", () => {
    let ledger = run(NS_EW, play("EW", "2C", 8));
    expect(gameProgress(ledger)).toEqual({ NS: 0, EW: 40 });
    ledger = unwrap(recordDeal(ledger, play("NS", "4S", 10)));
    expect(games(ledger)).toEqual({ NS: 1, EW: 0 });
    expect(gameProgress(ledger)).toEqual({ NS: 0, EW: 0 });
    expect(totals(ledger)).toEqual({ NS: 120, EW: 40 });
    expect(belowTheLine(ledger)).toEqual([
      { winner: "NS", below: { NS: 120, EW: 40 } },
      { winner: null, below: { NS: 0, EW: 0 } },
    ]);
    // EW's 40 no longer helps them: a further 2♥ (60) is not a game.
    ledger = unwrap(recordDeal(ledger, play("EW", "2H", 8)));
    expect(games(ledger)).toEqual({ NS: 1, EW: 0 });
    expect(gameProgress(ledger)).toEqual({ NS: 0, EW: 60 });
  });

  it("[RUB-6] a passed-out deal scores nothing but takes a deal number", () => {
    const ledger = run(NS_EW, { passedOut: true }, play("NS", "1NT", 7));
    expect(ledger.deals).toEqual([
      { passedOut: true },
      { declarerSide: "NS", contract: contract("1NT"), tricks: 7, honours: null },
    ]);
    expect(ledger.items).toEqual([{ deal: 1, side: "NS", kind: "contract", points: 40, line: "below" }]);
  });
});

describe("the rubber ledger: vulnerability and the rubber bonus (RUB-2, RUB-3, RUB-4)", () => {
  it("[RUB-2] the vulnerability used for a deal is the one before it", () => {
    // 4♠ doubled with 11 tricks wins NS's first game: the overtrick is scored non-vulnerable (100, not 200).
    let ledger = run(NS_EW, play("NS", "4SX", 11));
    expect(itemsOf(ledger, 0)).toEqual([
      { deal: 0, side: "NS", kind: "contract", points: 240, line: "below" },
      { deal: 0, side: "NS", kind: "overtricks", points: 100, line: "above" },
      { deal: 0, side: "NS", kind: "insult", points: 50, line: "above" },
    ]);
    // Now vulnerable: one down undoubled is 100.
    ledger = unwrap(recordDeal(ledger, play("NS", "2H", 7)));
    expect(itemsOf(ledger, 1)).toEqual([{ deal: 1, side: "EW", kind: "undertricks", points: 100, line: "above" }]);
  });

  it("[RUB-2] vulnerability persists across the new line and the opponents' game", () => {
    let ledger = run(NS_EW, play("NS", "3NT", 9));
    expect(vulnerable(ledger, "NS")).toBe(true);
    ledger = unwrap(recordDeal(ledger, play("EW", "5D", 11)));
    expect(vulnerable(ledger, "NS")).toBe(true);
    expect(vulnerable(ledger, "EW")).toBe(true);
    ledger = unwrap(recordDeal(ledger, play("NS", "1C", 5)));
    // Two down vulnerable, undoubled: 200.
    expect(itemsOf(ledger, 2)).toEqual([{ deal: 2, side: "EW", kind: "undertricks", points: 200, line: "above" }]);
    expect(vulnerable(ledger, "NS")).toBe(true);
  });

  it("[RUB-3] two games to none scores 700", () => {
    const ledger = run(NS_EW, play("EW", "4H", 10), play("EW", "4S", 10));
    expect(ledger.items.at(-1)).toEqual({ deal: 1, side: "EW", kind: "rubber", points: 700, line: "above" });
    expect(rubberWinner(ledger)).toBe("EW");
  });

  it("[RUB-3] two games to one scores 500", () => {
    const ledger = run(NS_EW, play("NS", "4H", 10), play("EW", "3NT", 9), play("NS", "5C", 11));
    expect(games(ledger)).toEqual({ NS: 2, EW: 1 });
    expect(ledger.items.at(-1)).toEqual({ deal: 2, side: "NS", kind: "rubber", points: 500, line: "above" });
    expect(ledger.items.filter((i) => i.kind === "rubber")).toHaveLength(1);
    expect(totals(ledger)).toEqual({ NS: 120 + 100 + 500, EW: 100 });
  });

  it("[RUB-3] no deal can be recorded once the rubber is over", () => {
    const ledger = deepFreeze(run(NS_EW, play("NS", "4H", 10), play("NS", "4H", 10)));
    for (const deal of [play("EW", "1C", 7), { passedOut: true } as const]) {
      const r = recordDeal(ledger, deal);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("GAME_OVER");
    }
  });

  it("[RUB-4] the totals decide: the rubber winner need not have the higher total", () => {
    // EW collect 1900 in penalties; NS win the rubber with two 3NT games and have 900.
    const ledger = run(NS_EW, play("NS", "4SX", 7), play("NS", "3NT", 9), play("NS", "7NTX", 8), play("NS", "3NT", 9));
    expect(rubberWinner(ledger)).toBe("NS");
    expect(totals(ledger)).toEqual({ NS: 100 + 100 + 700, EW: 500 + 1400 });
    expect(netResult(ledger)).toEqual({ winner: "EW", margin: 1900 - 900 });
  });

  it("[RUB-4] equal totals are a tie", () => {
    const ledger = run(NS_EW, play("NS", "2C", 8), play("EW", "2D", 8));
    expect(netResult(ledger)).toEqual({ winner: null, margin: 0 });
  });
});

describe("the rubber ledger: honours (R-7, SC-7)", () => {
  it("[R-7] honours go above the line to the declaring side when it holds them", () => {
    const ledger = run(NS_EW, play("NS", "4H", 10, { side: "NS", points: 150 }));
    expect(itemsOf(ledger, 0)).toEqual([
      { deal: 0, side: "NS", kind: "contract", points: 120, line: "below" },
      { deal: 0, side: "NS", kind: "honours", points: 150, line: "above" },
    ]);
  });

  it("[R-7] honours held by a defender count for the defenders, even when the contract is made", () => {
    const ledger = run(NS_EW, play("NS", "2S", 8, { side: "EW", points: 100 }));
    expect(itemsOf(ledger, 0)).toEqual([
      { deal: 0, side: "NS", kind: "contract", points: 60, line: "below" },
      { deal: 0, side: "EW", kind: "honours", points: 100, line: "above" },
    ]);
    // Honours never count towards game.
    expect(gameProgress(ledger)).toEqual({ NS: 60, EW: 0 });
  });

  it("[R-7] honours count for the declaring side even when the contract fails", () => {
    const ledger = run(NS_EW, play("EW", "3NT", 8, { side: "EW", points: 150 }));
    expect(itemsOf(ledger, 0)).toEqual([
      { deal: 0, side: "NS", kind: "undertricks", points: 50, line: "above" },
      { deal: 0, side: "EW", kind: "honours", points: 150, line: "above" },
    ]);
  });

  it("[R-7] honours passed straight from honoursOf keep only side and points", () => {
    const honours = { seat: "W", side: "EW", points: 100 } as const;
    const ledger = run(NS_EW, { declarerSide: "NS", contract: contract("1S"), tricks: 7, honours });
    expect(ledger.deals[0]).toEqual({
      declarerSide: "NS",
      contract: contract("1S"),
      tricks: 7,
      honours: { side: "EW", points: 100 },
    });
  });
});

describe("the rubber ledger: unfinished rubber (RUB-5)", () => {
  const settle = <S extends string>(ledger: Ledger<S>): Ledger<S> => unwrap(settleUnfinished(ledger));
  const settlement = <S extends string>(ledger: Ledger<S>) =>
    ledger.items.filter((i) => i.kind.startsWith("unfinished"));

  it("[RUB-5] one game won: 300 to its winner", () => {
    const ledger = settle(run(NS_EW, play("EW", "4H", 10)));
    expect(settlement(ledger)).toEqual([{ deal: 1, side: "EW", kind: "unfinished-game", points: 300, line: "above" }]);
    expect(totals(ledger)).toEqual({ NS: 0, EW: 420 });
    expect(isRubberOver(ledger)).toBe(true);
    expect(rubberWinner(ledger)).toBeNull();
  });

  it("[RUB-5] one partscore only: 100 to its side", () => {
    const ledger = settle(run(NS_EW, play("NS", "2S", 8), { passedOut: true }));
    expect(settlement(ledger)).toEqual([
      { deal: 2, side: "NS", kind: "unfinished-partscore", points: 100, line: "above" },
    ]);
  });

  it("[RUB-5] partscores on both sides: no 100", () => {
    const ledger = settle(run(NS_EW, play("NS", "2S", 8), play("EW", "1NT", 7)));
    expect(settlement(ledger)).toEqual([]);
  });

  it("[RUB-5] one game each: neither side gets 300 (the decision in docs/rules.md)", () => {
    const ledger = settle(run(NS_EW, play("NS", "4H", 10), play("EW", "4S", 10)));
    expect(settlement(ledger)).toEqual([]);
    expect(netResult(ledger)).toEqual({ winner: null, margin: 0 });
  });

  it("[RUB-5] one game each and one partscore: only the 100", () => {
    const ledger = settle(run(NS_EW, play("NS", "4H", 10), play("EW", "4S", 10), play("EW", "1C", 7)));
    expect(settlement(ledger)).toEqual([
      { deal: 3, side: "EW", kind: "unfinished-partscore", points: 100, line: "above" },
    ]);
  });

  it("[RUB-5] a game to one side and a partscore to the other: 300 and 100", () => {
    const ledger = settle(run(NS_EW, play("NS", "3NT", 9), play("EW", "2H", 8)));
    expect(settlement(ledger)).toEqual([
      { deal: 2, side: "NS", kind: "unfinished-game", points: 300, line: "above" },
      { deal: 2, side: "EW", kind: "unfinished-partscore", points: 100, line: "above" },
    ]);
    expect(belowTheLine(ledger)).toEqual([
      { winner: "NS", below: { NS: 100, EW: 0 } },
      { winner: null, below: { NS: 0, EW: 60 } },
    ]);
  });

  it("[RUB-5] a partscore wiped by a game is not a partscore in the unfinished game", () => {
    const ledger = settle(run(NS_EW, play("EW", "2H", 8), play("NS", "3NT", 9)));
    expect(settlement(ledger)).toEqual([{ deal: 2, side: "NS", kind: "unfinished-game", points: 300, line: "above" }]);
  });

  it("[RUB-5] nothing scored: nothing to settle, a tie", () => {
    const ledger = settle(run(NS_EW));
    expect(ledger.items).toEqual([]);
    expect(netResult(ledger)).toEqual({ winner: null, margin: 0 });
  });

  it("[RUB-5] a settled rubber is over: no more deals, no second settlement; a won rubber cannot be settled", () => {
    const settled = deepFreeze(settle(run(NS_EW, play("NS", "4H", 10))));
    for (const r of [recordDeal(settled, play("NS", "1C", 7)), settleUnfinished(settled)]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("GAME_OVER");
    }
    const won = run(NS_EW, play("NS", "4H", 10), play("NS", "4H", 10));
    const r = settleUnfinished(won);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("GAME_OVER");
  });
});

describe("the rubber ledger: inputs and stored data (RUB-1, SC-8)", () => {
  it("[RUB-1] the two sides must be distinct names", () => {
    for (const sides of [
      ["NS", "NS"],
      ["NS", ""],
      ["__proto__", "EW"],
      ["N S", "EW"],
    ] as const) {
      const r = createLedger(sides);
      expect(r.ok, JSON.stringify(sides)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("INVALID_OPTIONS");
    }
  });

  it("[RUB-1] a malformed deal is INVALID_ACTION with the path of the fault", () => {
    const ledger = deepFreeze(unwrap(createLedger(NS_EW)));
    const cases: [unknown, (string | number)[]][] = [
      [{ declarerSide: "NS", contract: contract("4H"), tricks: 14 }, ["tricks"]],
      [{ declarerSide: "NS", contract: { level: 8, strain: "H", doubled: "" }, tricks: 10 }, ["contract", "level"]],
      [{ declarerSide: "N", contract: contract("4H"), tricks: 10 }, ["declarerSide"]],
      [
        { declarerSide: "NS", contract: contract("4H"), tricks: 10, honours: { side: "A", points: 100 } },
        ["honours", "side"],
      ],
      [
        { declarerSide: "NS", contract: contract("4H"), tricks: 10, honours: { side: "NS", points: 50 } },
        ["honours", "points"],
      ],
      [{ passedOut: false }, ["passedOut"]],
    ];
    for (const [deal, path] of cases) {
      const r = recordDeal(ledger, deal as LedgerDealInput<"NS" | "EW">);
      expect(r.ok, JSON.stringify(deal)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("INVALID_ACTION");
        expect(r.error.path).toEqual(path);
      }
    }
  });

  it("[SC-8] the score sheet is { items, totals } and the items add up to the totals", () => {
    const ledger = run(NS_EW, play("NS", "4H", 11), play("EW", "4SX", 7), play("NS", "3NT", 9));
    const sheet = scoreSheet(ledger);
    expect(sheet.totals).toEqual({ NS: 120 + 30 + 500 + 100 + 700, EW: 0 });
    expect(sheet.items.reduce((s, i) => s + i.points, 0)).toBe(1450);
  });

  it("[RUB-1] a stored ledger round-trips through JSON and LedgerSchema", () => {
    const ledger = settle(
      run(
        ["A", "B"] as const,
        play("A", "3NT", 10),
        { passedOut: true },
        play("B", "2S", 8, { side: "A", points: 100 }),
      ),
    );
    const back = LedgerSchema.parse(JSON.parse(JSON.stringify(ledger)));
    expect(back).toEqual(ledger);
    expect(ledgerSchemaFor(["A", "B"]).parse(JSON.parse(JSON.stringify(ledger)))).toEqual(ledger);
    function settle<S extends string>(l: Ledger<S>): Ledger<S> {
      return unwrap(settleUnfinished(l));
    }
  });

  it("[RUB-1] LedgerSchema rejects a ledger whose items, games or progress do not follow from its deals", () => {
    const ledger = JSON.parse(JSON.stringify(run(NS_EW, play("NS", "4H", 11), play("EW", "2C", 8))));
    const tamper = (f: (l: any) => void): string[] => {
      const copy = structuredClone(ledger);
      f(copy);
      const r = LedgerSchema.safeParse(copy);
      return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
    };
    expect(tamper(() => {})).toEqual([]);
    expect(tamper((l) => (l.items[1].points = 60))).toEqual(["items"]);
    expect(tamper((l) => (l.progress.EW = 0))).toEqual(["progress"]);
    expect(tamper((l) => l.games.pop())).toEqual(["games"]);
    expect(tamper((l) => (l.deals[1].declarerSide = "XY"))).toEqual(["deals.1.declarerSide"]);
    // A deal after a won rubber cannot be in a stored ledger either.
    const won = JSON.parse(JSON.stringify(run(NS_EW, play("NS", "4H", 10), play("NS", "4H", 10))));
    won.deals.push({ passedOut: true });
    const r = LedgerSchema.safeParse(won);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.path).toEqual(["deals", 2]);
  });

  it("[RUB-1] ledgerSchemaFor accepts only its own side names, and its JSON Schema names them", () => {
    const ns = JSON.parse(JSON.stringify(run(NS_EW, play("NS", "1C", 7))));
    expect(ledgerSchemaFor(NS_EW).safeParse(ns).success).toBe(true);
    expect(ledgerSchemaFor(["A", "B"]).safeParse(ns).success).toBe(false);
    expect(ledgerSchemaFor(["EW", "NS"]).safeParse(ns).success).toBe(false);
    expect(JSON.stringify(toJSONSchema(ledgerSchemaFor(["A", "B"])))).toContain('"const":"A"');
    expect(toJSONSchema(LedgerSchema)).toHaveProperty("$schema");
  });
});

// ---------------------------------------------------------------------------------------------
// Random rubbers

const sideArb = fc.constantFrom("NS" as const, "EW" as const);
const playedArb = fc
  .record({
    declarerSide: sideArb,
    level: fc.integer({ min: 1, max: 7 }),
    strain: fc.constantFrom<Strain>("C", "D", "H", "S", "NT"),
    doubled: fc.constantFrom<Contract["doubled"]>("", "", "X", "XX"),
    // Around the contract, so that games are made often enough for rubbers to end.
    delta: fc.integer({ min: -4, max: 3 }),
    honours: fc.option(fc.record({ side: sideArb, points: fc.constantFrom(100 as const, 150 as const) }), { freq: 4 }),
  })
  .map(({ declarerSide, level, strain, doubled, delta, honours }): LedgerDealInput<"NS" | "EW"> => ({
    declarerSide,
    contract: { level: level as Level, strain, doubled },
    tricks: Math.min(13, Math.max(0, level + 6 + delta)),
    honours,
  }));
const dealArb = fc.oneof(
  { arbitrary: playedArb, weight: 9 },
  { arbitrary: fc.constant<LedgerDealInput<"NS" | "EW">>({ passedOut: true }), weight: 1 },
);

describe("the rubber ledger: random rubbers", () => {
  it("[RUB-1] [RUB-2] [RUB-3] [SC-8] items add up to totals, two games end the rubber, vulnerability is having a game, JSON round-trips, inputs untouched", () => {
    fc.assert(
      fc.property(fc.array(dealArb, { maxLength: 30 }), fc.boolean(), (deals, stop) => {
        let ledger = deepFreeze(unwrap(createLedger(NS_EW)));
        // An independent model of RUB-1..3, written from the rules with scoreContract (the checked
        // public per-contract scorer), not from the ledger's code.
        const model = { below: { NS: 0, EW: 0 }, games: { NS: 0, EW: 0 } };
        for (const deal of deals.map(deepFreeze)) {
          const before = JSON.stringify(ledger);
          const next = recordDeal(ledger, deal);
          expect(JSON.stringify(ledger)).toBe(before);
          if (model.games.NS === 2 || model.games.EW === 2) {
            expect(next.ok).toBe(false);
            if (!next.ok) expect(next.error.code).toBe("GAME_OVER");
            continue;
          }
          ledger = deepFreeze(unwrap(next));
          const index = ledger.deals.length - 1;
          const own = ledger.items.filter((i) => i.deal === index);
          if ("passedOut" in deal) {
            expect(own).toEqual([]);
          } else {
            const side = deal.declarerSide;
            const other = side === "NS" ? "EW" : "NS";
            const score = unwrap(
              scoreContract(
                {
                  contract: deal.contract,
                  doubled: deal.contract.doubled,
                  vulnerable: model.games[side] > 0,
                  tricks: deal.tricks,
                },
                "rubber",
              ),
            );
            const contractItems = own.filter((i) => i.kind !== "honours" && i.kind !== "rubber");
            expect(contractItems.filter((i) => i.side === side).reduce((s, i) => s + i.points, 0)).toBe(score.declarer);
            expect(contractItems.filter((i) => i.side === other).reduce((s, i) => s + i.points, 0)).toBe(
              score.defenders,
            );
            // SC-7: only the trick points of a made contract are below the line.
            expect(own.filter((i) => i.line === "below").map((i) => i.kind)).toEqual(score.made ? ["contract"] : []);
            const honours = own.filter((i) => i.kind === "honours");
            expect(honours).toEqual(
              deal.honours
                ? [
                    {
                      deal: index,
                      side: deal.honours.side,
                      kind: "honours",
                      points: deal.honours.points,
                      line: "above",
                    },
                  ]
                : [],
            );
            model.below[side] += score.trickPoints;
            if (model.below[side] >= 100) {
              model.games[side]++;
              model.below = { NS: 0, EW: 0 };
              const bonus = own.filter((i) => i.kind === "rubber");
              expect(bonus).toEqual(
                model.games[side] === 2
                  ? [{ deal: index, side, kind: "rubber", points: model.games[other] ? 500 : 700, line: "above" }]
                  : [],
              );
            } else expect(own.some((i) => i.kind === "rubber")).toBe(false);
          }
          expect(games(ledger)).toEqual(model.games);
          expect(gameProgress(ledger)).toEqual(model.below);
          for (const side of NS_EW) expect(vulnerable(ledger, side)).toBe(model.games[side] > 0);
          expect(isRubberOver(ledger)).toBe(model.games.NS === 2 || model.games.EW === 2);
        }
        if (stop && !isRubberOver(ledger)) ledger = deepFreeze(unwrap(settleUnfinished(ledger)));

        for (const side of NS_EW) {
          expect(totals(ledger)[side]).toBe(
            ledger.items.filter((i) => i.side === side).reduce((s, i) => s + i.points, 0),
          );
        }
        const t = totals(ledger);
        const net = netResult(ledger);
        expect(net.margin).toBe(Math.abs(t.NS - t.EW));
        expect(net.winner).toBe(t.NS > t.EW ? "NS" : t.EW > t.NS ? "EW" : null);
        // Below the line, game by game, is exactly the below items between the lines.
        const lines = belowTheLine(ledger);
        const belowSum = (side: "NS" | "EW") =>
          ledger.items.filter((i) => i.side === side && i.line === "below").reduce((s, i) => s + i.points, 0);
        for (const side of NS_EW) expect(lines.reduce((s, g) => s + g.below[side], 0)).toBe(belowSum(side));
        for (const game of ledger.games) expect(game.below[game.winner]).toBeGreaterThanOrEqual(100);
        expect(rubberWinner(ledger) !== null).toBe(games(ledger).NS === 2 || games(ledger).EW === 2);

        const back = LedgerSchema.parse(JSON.parse(JSON.stringify(ledger)));
        expect(back).toEqual(ledger);
        // The round-tripped ledger continues identically.
        const more = play("NS", "3NT", 9);
        expect(recordDeal(back, more)).toEqual(recordDeal(ledger, more));
      }),
      { numRuns: 200 },
    );
  });
});
