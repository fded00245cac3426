// Scoring of one contract (docs/rules.md SC-1 … SC-8), checked against a printed duplicate scoring
// table typed in by hand from the rules — no formula here mirrors the implementation.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  scoreContract,
  type ContractResult,
  type ContractScore,
  type ContractScoreItem,
  type ScoringKind,
} from "contract-bridge";

type Strain = "C" | "D" | "H" | "S" | "NT";
type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;
type Doubling = "" | "X" | "XX";
type Vul = "NV" | "V";
type StrainClass = "minor" | "major" | "NT";

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
const STRAINS: readonly Strain[] = ["C", "D", "H", "S", "NT"];
const DOUBLINGS: readonly Doubling[] = ["", "X", "XX"];
const VULS: readonly Vul[] = ["NV", "V"];
const CLASS_OF: Readonly<Record<Strain, StrainClass>> = { C: "minor", D: "minor", H: "major", S: "major", NT: "NT" };

// ---------------------------------------------------------------------------------------------
// The printed table (duplicate). Every number below was typed in from the rules (docs/rules.md), not computed.
// ---------------------------------------------------------------------------------------------

/** Score for making the contract exactly, levels 1 … 7 (index 0 = level 1). Duplicate, SC-1/3/4/6. */
const MADE_EXACTLY: Readonly<
  Record<Doubling, Readonly<Record<Vul, Readonly<Record<StrainClass, readonly number[]>>>>>
> = {
  "": {
    NV: {
      minor: [70, 90, 110, 130, 400, 920, 1440],
      major: [80, 110, 140, 420, 450, 980, 1510],
      NT: [90, 120, 400, 430, 460, 990, 1520],
    },
    V: {
      minor: [70, 90, 110, 130, 600, 1370, 2140],
      major: [80, 110, 140, 620, 650, 1430, 2210],
      NT: [90, 120, 600, 630, 660, 1440, 2220],
    },
  },
  X: {
    NV: {
      minor: [140, 180, 470, 510, 550, 1090, 1630],
      major: [160, 470, 530, 590, 650, 1210, 1770],
      NT: [180, 490, 550, 610, 670, 1230, 1790],
    },
    V: {
      minor: [140, 180, 670, 710, 750, 1540, 2330],
      major: [160, 670, 730, 790, 850, 1660, 2470],
      NT: [180, 690, 750, 810, 870, 1680, 2490],
    },
  },
  XX: {
    NV: {
      minor: [230, 560, 640, 720, 800, 1380, 1960],
      major: [520, 640, 760, 880, 1000, 1620, 2240],
      NT: [560, 680, 800, 920, 1040, 1660, 2280],
    },
    V: {
      minor: [230, 760, 840, 920, 1000, 1830, 2660],
      major: [720, 840, 960, 1080, 1200, 2070, 2940],
      NT: [760, 880, 1000, 1120, 1240, 2110, 2980],
    },
  },
};

/** Trick points (after doubling) for levels 1 … 7, SC-1. */
const TRICK_POINTS: Readonly<Record<Doubling, Readonly<Record<StrainClass, readonly number[]>>>> = {
  "": {
    minor: [20, 40, 60, 80, 100, 120, 140],
    major: [30, 60, 90, 120, 150, 180, 210],
    NT: [40, 70, 100, 130, 160, 190, 220],
  },
  X: {
    minor: [40, 80, 120, 160, 200, 240, 280],
    major: [60, 120, 180, 240, 300, 360, 420],
    NT: [80, 140, 200, 260, 320, 380, 440],
  },
  XX: {
    minor: [80, 160, 240, 320, 400, 480, 560],
    major: [120, 240, 360, 480, 600, 720, 840],
    NT: [160, 280, 400, 520, 640, 760, 880],
  },
};

/** The duplicate per-deal bonus (SC-6) for levels 1 … 7: 300/500 game, 50 partscore. */
const GAME_OR_PARTSCORE: Readonly<
  Record<Doubling, Readonly<Record<Vul, Readonly<Record<StrainClass, readonly number[]>>>>>
> = {
  "": {
    NV: {
      minor: [50, 50, 50, 50, 300, 300, 300],
      major: [50, 50, 50, 300, 300, 300, 300],
      NT: [50, 50, 300, 300, 300, 300, 300],
    },
    V: {
      minor: [50, 50, 50, 50, 500, 500, 500],
      major: [50, 50, 50, 500, 500, 500, 500],
      NT: [50, 50, 500, 500, 500, 500, 500],
    },
  },
  X: {
    NV: {
      minor: [50, 50, 300, 300, 300, 300, 300],
      major: [50, 300, 300, 300, 300, 300, 300],
      NT: [50, 300, 300, 300, 300, 300, 300],
    },
    V: {
      minor: [50, 50, 500, 500, 500, 500, 500],
      major: [50, 500, 500, 500, 500, 500, 500],
      NT: [50, 500, 500, 500, 500, 500, 500],
    },
  },
  XX: {
    NV: {
      minor: [50, 300, 300, 300, 300, 300, 300],
      major: [300, 300, 300, 300, 300, 300, 300],
      NT: [300, 300, 300, 300, 300, 300, 300],
    },
    V: {
      minor: [50, 500, 500, 500, 500, 500, 500],
      major: [500, 500, 500, 500, 500, 500, 500],
      NT: [500, 500, 500, 500, 500, 500, 500],
    },
  },
};

/** Value of each overtrick, SC-2. */
const OVERTRICK: Readonly<Record<Doubling, Readonly<Record<Vul, Readonly<Record<StrainClass, number>>>>>> = {
  "": { NV: { minor: 20, major: 30, NT: 30 }, V: { minor: 20, major: 30, NT: 30 } },
  X: { NV: { minor: 100, major: 100, NT: 100 }, V: { minor: 200, major: 200, NT: 200 } },
  XX: { NV: { minor: 200, major: 200, NT: 200 }, V: { minor: 400, major: 400, NT: 400 } },
};

/** Total undertrick penalty for down 1 … 13 (index 0 = down 1), SC-5. */
const UNDERTRICKS: Readonly<Record<Doubling, Readonly<Record<Vul, readonly number[]>>>> = {
  "": {
    NV: [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650],
    V: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300],
  },
  X: {
    NV: [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    V: [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
  },
  XX: {
    NV: [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    V: [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
  },
};

function at(table: readonly number[], index: number): number {
  const v = table[index];
  if (v === undefined) throw new Error(`table has no entry ${index}`);
  return v;
}

interface Expected {
  readonly made: boolean;
  readonly net: number;
  readonly trickPoints: number;
  /** Duplicate game/partscore bonus included in `net` (0 when down). */
  readonly bonus: number;
}

/** Looks up the printed table. */
function expected(level: Level, strain: Strain, doubled: Doubling, vul: Vul, tricks: number): Expected {
  const cls = CLASS_OF[strain];
  const needed = level + 6;
  if (tricks >= needed) {
    const net = at(MADE_EXACTLY[doubled][vul][cls], level - 1) + (tricks - needed) * OVERTRICK[doubled][vul][cls];
    return {
      made: true,
      net,
      trickPoints: at(TRICK_POINTS[doubled][cls], level - 1),
      bonus: at(GAME_OR_PARTSCORE[doubled][vul][cls], level - 1),
    };
  }
  return { made: false, net: -at(UNDERTRICKS[doubled][vul], needed - tricks - 1), trickPoints: 0, bonus: 0 };
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function score(input: ContractResult, kind: ScoringKind = "duplicate"): ContractScore {
  const r = scoreContract(input, kind);
  if (!r.ok) throw new Error(`unexpected error: ${r.error.message}`);
  return r.value;
}

function label(level: Level, strain: Strain, doubled: Doubling, vul: Vul): string {
  return `${level}${strain}${doubled} ${vul}`;
}

function sumSide(items: readonly ContractScoreItem[], side: ContractScoreItem["side"]): number {
  return items.filter((i) => i.side === side).reduce((s, i) => s + i.points, 0);
}

function pointsOf(items: readonly ContractScoreItem[], kind: ContractScoreItem["kind"]): number | undefined {
  const found = items.filter((i) => i.kind === kind);
  if (found.length === 0) return undefined;
  return found.reduce((s, i) => s + i.points, 0);
}

const COMBOS: { level: Level; strain: Strain; doubled: Doubling; vul: Vul }[] = [];
for (const level of LEVELS)
  for (const strain of STRAINS)
    for (const doubled of DOUBLINGS) for (const vul of VULS) COMBOS.push({ level, strain, doubled, vul });
const TRICKS = Array.from({ length: 14 }, (_, i) => i);

// ---------------------------------------------------------------------------------------------
// 1. The exhaustive duplicate table
// ---------------------------------------------------------------------------------------------

describe("duplicate scoring table (exhaustive)", () => {
  it("[SC-6] exhaustive duplicate table covers 7 levels × 5 strains × 3 doublings × 2 vulnerabilities × 14 trick counts = 2,940 results", () => {
    let checked = 0;
    const mismatches: string[] = [];
    for (const { level, strain, doubled, vul } of COMBOS) {
      for (const tricks of TRICKS) {
        const got = score({ contract: { level, strain }, doubled, vulnerable: vul === "V", tricks }, "duplicate");
        const want = expected(level, strain, doubled, vul, tricks);
        if (got.net !== want.net)
          mismatches.push(
            `${label(level, strain, doubled, vul)} ${tricks} tricks: net ${got.net}, expected ${want.net}`,
          );
        checked++;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(2940);
  });

  for (const { level, strain, doubled, vul } of COMBOS) {
    it(`[SC-1][SC-2][SC-3][SC-4][SC-5][SC-6][SC-8] exhaustive duplicate table: ${label(level, strain, doubled, vul)}, 0–13 tricks`, () => {
      for (const tricks of TRICKS) {
        const got = score({ contract: { level, strain }, doubled, vulnerable: vul === "V", tricks }, "duplicate");
        const want = expected(level, strain, doubled, vul, tricks);
        const where = `${label(level, strain, doubled, vul)}, ${tricks} tricks`;
        expect(got.net, where).toBe(want.net);
        expect(got.made, where).toBe(want.made);
        expect(got.trickPoints, where).toBe(want.trickPoints);
        expect(sumSide(got.items, "declarer"), where).toBe(got.declarer);
        expect(sumSide(got.items, "defenders"), where).toBe(got.defenders);
        expect(got.net, where).toBe(got.declarer - got.defenders);
        if (want.made) {
          expect(got.defenders, where).toBe(0);
          expect(pointsOf(got.items, "contract"), where).toBe(want.trickPoints);
          expect((pointsOf(got.items, "game") ?? 0) + (pointsOf(got.items, "partscore") ?? 0), where).toBe(want.bonus);
        } else {
          expect(got.declarer, where).toBe(0);
          expect(
            got.items.map((i) => i.kind),
            where,
          ).toEqual(["undertricks"]);
        }
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
// 2. Worked figures from the rules and the printed table, one by one
// ---------------------------------------------------------------------------------------------

describe("worked figures", () => {
  it("[SC-5] doubled NV down 3 is 500 (100 + 200 + 200)", () => {
    const s = score({ contract: "4S", doubled: "X", vulnerable: false, tricks: 7 });
    expect(s.made).toBe(false);
    expect(s.defenders).toBe(500);
    expect(s.declarer).toBe(0);
    expect(s.net).toBe(-500);
    expect(s.items).toEqual([{ kind: "undertricks", side: "defenders", points: 500, line: "above" }]);
  });

  it("[SC-5] doubled NV down 4 is 800 (the fourth undertrick costs 300)", () => {
    expect(score({ contract: "3NT", doubled: "X", vulnerable: false, tricks: 5 }).net).toBe(-800);
  });

  it("[SC-5] doubled V down 1 is 200 and down 3 is 800", () => {
    expect(score({ contract: "2H", doubled: "X", vulnerable: true, tricks: 7 }).net).toBe(-200);
    expect(score({ contract: "2H", doubled: "X", vulnerable: true, tricks: 5 }).net).toBe(-800);
  });

  it("[SC-5] redoubled is twice doubled: NV down 3 is 1000, V down 2 is 1000", () => {
    expect(score({ contract: "4S", doubled: "XX", vulnerable: false, tricks: 7 }).net).toBe(-1000);
    expect(score({ contract: "4S", doubled: "XX", vulnerable: true, tricks: 8 }).net).toBe(-1000);
  });

  it("[SC-5] undoubled undertricks are 50 NV / 100 V each", () => {
    expect(score({ contract: "4H", vulnerable: false, tricks: 6 }).net).toBe(-200);
    expect(score({ contract: "4H", vulnerable: true, tricks: 8 }).net).toBe(-200);
  });

  it("[SC-5] 7NTXX vulnerable with no tricks is down 13 for 7600", () => {
    expect(score({ contract: "7NT", doubled: "XX", vulnerable: true, tricks: 0 }).net).toBe(-7600);
  });

  it("[SC-1][SC-2][SC-6] 4♥ making 11 tricks NV is 450 (120 + 30 + 300)", () => {
    const s = score({ contract: { level: 4, strain: "H" }, vulnerable: false, tricks: 11 });
    expect(s.net).toBe(450);
    expect(s.trickPoints).toBe(120);
    expect(pointsOf(s.items, "contract")).toBe(120);
    expect(pointsOf(s.items, "overtricks")).toBe(30);
    expect(pointsOf(s.items, "game")).toBe(300);
    expect(pointsOf(s.items, "partscore")).toBeUndefined();
    expect(pointsOf(s.items, "insult")).toBeUndefined();
    expect(pointsOf(s.items, "slam")).toBeUndefined();
  });

  it("[SC-1][SC-6] 3NT just made is 100 trick points, a game: 400 NV / 600 V", () => {
    const nv = score({ contract: "3NT", vulnerable: false, tricks: 9 });
    expect(nv.trickPoints).toBe(100);
    expect(pointsOf(nv.items, "game")).toBe(300);
    expect(nv.net).toBe(400);
    expect(score({ contract: "3NT", vulnerable: true, tricks: 9 }).net).toBe(600);
  });

  it("[SC-1] no-trump trick points are 40 for the first and 30 for each next (1NT 40, 2NT 70, 7NT 220)", () => {
    expect(score({ contract: "1NT", vulnerable: false, tricks: 7 }).trickPoints).toBe(40);
    expect(score({ contract: "2NT", vulnerable: false, tricks: 8 }).trickPoints).toBe(70);
    expect(score({ contract: "7NT", vulnerable: false, tricks: 13 }).trickPoints).toBe(220);
  });

  it("[SC-6] 2♣ with every overtrick is never a game (40 + 100 + 50 = 190)", () => {
    const s = score({ contract: "2C", vulnerable: true, tricks: 13 });
    expect(s.trickPoints).toBe(40);
    expect(pointsOf(s.items, "overtricks")).toBe(100);
    expect(pointsOf(s.items, "partscore")).toBe(50);
    expect(pointsOf(s.items, "game")).toBeUndefined();
    expect(s.net).toBe(190);
  });

  it("[SC-6] 1NT making 9 tricks is a partscore, not a game (40 + 60 + 50 = 150)", () => {
    const s = score({ contract: "1NT", vulnerable: false, tricks: 9 });
    expect(pointsOf(s.items, "game")).toBeUndefined();
    expect(s.net).toBe(150);
  });

  it("[SC-6] 4♣ made is 80 trick points, a partscore (130); 5♦ made is 100, a game (400 NV)", () => {
    expect(score({ contract: "4C", vulnerable: false, tricks: 10 }).net).toBe(130);
    const five = score({ contract: "5D", vulnerable: false, tricks: 11 });
    expect(five.trickPoints).toBe(100);
    expect(five.net).toBe(400);
  });

  it("[SC-4] small slam bid and made: 6♠ V is 1430 with a 750 slam bonus; 6♣ NV is 920 with 500", () => {
    const v = score({ contract: "6S", vulnerable: true, tricks: 12 });
    expect(pointsOf(v.items, "slam")).toBe(750);
    expect(v.net).toBe(1430);
    const nv = score({ contract: "6C", vulnerable: false, tricks: 12 });
    expect(pointsOf(nv.items, "slam")).toBe(500);
    expect(nv.net).toBe(920);
  });

  it("[SC-4] grand slam bid and made: 7NT NV is 1520 (1000 bonus), 7♥ V is 2210 (1500 bonus)", () => {
    const nv = score({ contract: "7NT", vulnerable: false, tricks: 13 });
    expect(pointsOf(nv.items, "slam")).toBe(1000);
    expect(nv.net).toBe(1520);
    const v = score({ contract: "7H", vulnerable: true, tricks: 13 });
    expect(pointsOf(v.items, "slam")).toBe(1500);
    expect(v.net).toBe(2210);
  });

  it("[SC-4] 12 or 13 tricks in 4♠ earn no slam bonus (480 / 510 NV)", () => {
    const twelve = score({ contract: "4S", vulnerable: false, tricks: 12 });
    expect(pointsOf(twelve.items, "slam")).toBeUndefined();
    expect(twelve.net).toBe(480);
    const thirteen = score({ contract: "4S", vulnerable: false, tricks: 13 });
    expect(pointsOf(thirteen.items, "slam")).toBeUndefined();
    expect(thirteen.net).toBe(510);
  });

  it("[SC-4] 6NT making 13 tricks earns the small slam bonus only (1020 NV)", () => {
    const s = score({ contract: "6NT", vulnerable: false, tricks: 13 });
    expect(pointsOf(s.items, "slam")).toBe(500);
    expect(s.net).toBe(1020);
  });

  it("[SC-4][SC-5] a slam that fails earns no slam bonus: 6♥ V down 1 is -100", () => {
    const s = score({ contract: "6H", vulnerable: true, tricks: 11 });
    expect(pointsOf(s.items, "slam")).toBeUndefined();
    expect(s.net).toBe(-100);
  });

  it("[SC-3] making a doubled contract earns a 50 insult, redoubled 100", () => {
    expect(pointsOf(score({ contract: "3D", doubled: "X", vulnerable: false, tricks: 9 }).items, "insult")).toBe(50);
    expect(pointsOf(score({ contract: "1C", doubled: "XX", vulnerable: false, tricks: 7 }).items, "insult")).toBe(100);
    expect(pointsOf(score({ contract: "3D", vulnerable: false, tricks: 9 }).items, "insult")).toBeUndefined();
  });

  it("[SC-1][SC-3][SC-6] 1♣ doubled making is 40 trick points + 50 insult + 50 partscore = 140", () => {
    const s = score({ contract: "1C", doubled: "X", vulnerable: false, tricks: 7 });
    expect(s.trickPoints).toBe(40);
    expect(pointsOf(s.items, "insult")).toBe(50);
    expect(pointsOf(s.items, "partscore")).toBe(50);
    expect(s.net).toBe(140);
  });

  it("[SC-1][SC-6] 2♠ doubled made is 120 trick points, a game in duplicate: 470 NV / 670 V", () => {
    const nv = score({ contract: "2S", doubled: "X", vulnerable: false, tricks: 8 });
    expect(nv.trickPoints).toBe(120);
    expect(pointsOf(nv.items, "game")).toBe(300);
    expect(nv.net).toBe(470);
    const v = score({ contract: "2S", doubled: "X", vulnerable: true, tricks: 8 });
    expect(pointsOf(v.items, "game")).toBe(500);
    expect(v.net).toBe(670);
  });

  it("[SC-1][SC-6] 1♥ redoubled made is 120 trick points, a game: 520 NV", () => {
    const s = score({ contract: "1H", doubled: "XX", vulnerable: false, tricks: 7 });
    expect(s.trickPoints).toBe(120);
    expect(s.net).toBe(520);
  });

  it("[SC-2] doubled overtricks are 100 NV / 200 V each: 1♠X +2 is 360 NV / 560 V", () => {
    const nv = score({ contract: "1S", doubled: "X", vulnerable: false, tricks: 9 });
    expect(pointsOf(nv.items, "overtricks")).toBe(200);
    expect(nv.net).toBe(360);
    const v = score({ contract: "1S", doubled: "X", vulnerable: true, tricks: 9 });
    expect(pointsOf(v.items, "overtricks")).toBe(400);
    expect(v.net).toBe(560);
  });

  it("[SC-2] redoubled overtricks are 200 NV / 400 V each: 1NTXX +1 is 760 NV / 1160 V", () => {
    const nv = score({ contract: "1NT", doubled: "XX", vulnerable: false, tricks: 8 });
    expect(pointsOf(nv.items, "overtricks")).toBe(200);
    expect(nv.net).toBe(760);
    const v = score({ contract: "1NT", doubled: "XX", vulnerable: true, tricks: 8 });
    expect(pointsOf(v.items, "overtricks")).toBe(400);
    expect(v.net).toBe(1160);
  });

  it("[SC-1][SC-2] only bid tricks are trick points: 3♥ +1 has trickPoints 90, the overtrick goes to overtricks", () => {
    const s = score({ contract: "3H", vulnerable: false, tricks: 10 });
    expect(s.trickPoints).toBe(90);
    expect(pointsOf(s.items, "contract")).toBe(90);
    expect(pointsOf(s.items, "overtricks")).toBe(30);
    expect(pointsOf(s.items, "game")).toBeUndefined();
    expect(s.net).toBe(170);
  });

  it("[SC-4][SC-6] 7NTXX vulnerable made is 2980", () => {
    expect(score({ contract: "7NT", doubled: "XX", vulnerable: true, tricks: 13 }).net).toBe(2980);
  });

  it("[SC-8] a made contract lists only declarer items, each with kind, side, points and line", () => {
    const s = score({ contract: "4S", doubled: "X", vulnerable: true, tricks: 11 });
    expect(s.items.every((i) => i.side === "declarer")).toBe(true);
    expect([...s.items].map((i) => i.kind).sort()).toEqual(["contract", "game", "insult", "overtricks"]);
    expect(s.declarer).toBe(240 + 200 + 50 + 500);
    expect(s.defenders).toBe(0);
  });

  it("[SC-6] duplicate is the default scoring kind", () => {
    const r = scoreContract({ contract: "4H", vulnerable: false, tricks: 10 });
    expect(r.ok && r.value.net).toBe(420);
  });

  it('[SC-8] a contract given as text ("4♥", "3n") scores like the same bid as an object', () => {
    expect(score({ contract: "4♥", vulnerable: false, tricks: 11 })).toEqual(
      score({ contract: { level: 4, strain: "H" }, vulnerable: false, tricks: 11 }),
    );
    expect(score({ contract: "3n", vulnerable: true, tricks: 9 })).toEqual(
      score({ contract: { level: 3, strain: "NT" }, vulnerable: true, tricks: 9 }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Rubber scoring
// ---------------------------------------------------------------------------------------------

describe("rubber scoring", () => {
  it("[SC-7] rubber 4♥ +1 NV: 120 below the line, 30 above, no game bonus (net 150)", () => {
    const s = score({ contract: "4H", vulnerable: false, tricks: 11 }, "rubber");
    expect(s.net).toBe(150);
    expect(s.items.find((i) => i.kind === "contract")).toEqual({
      kind: "contract",
      side: "declarer",
      points: 120,
      line: "below",
    });
    expect(s.items.find((i) => i.kind === "overtricks")).toEqual({
      kind: "overtricks",
      side: "declarer",
      points: 30,
      line: "above",
    });
  });

  it("[SC-7] rubber 6NTX V making 13: slam, insult and overtrick above, 380 below", () => {
    const s = score({ contract: "6NT", doubled: "X", vulnerable: true, tricks: 13 }, "rubber");
    expect(s.net).toBe(380 + 200 + 50 + 750);
    const below = s.items.filter((i) => i.line === "below");
    expect(below).toEqual([{ kind: "contract", side: "declarer", points: 380, line: "below" }]);
  });

  it("[SC-5][SC-7] rubber undertricks go above the line to the defenders", () => {
    const s = score({ contract: "3NT", doubled: "X", vulnerable: false, tricks: 6 }, "rubber");
    expect(s.items).toEqual([{ kind: "undertricks", side: "defenders", points: 500, line: "above" }]);
  });

  for (const { level, strain, doubled, vul } of COMBOS) {
    it(`[SC-7] rubber ${label(level, strain, doubled, vul)}, 0–13 tricks: no game/partscore item, trick points below, rest above, net = duplicate net − game/partscore bonus`, () => {
      for (const tricks of TRICKS) {
        const input: ContractResult = { contract: { level, strain }, doubled, vulnerable: vul === "V", tricks };
        const rubber = score(input, "rubber");
        const dup = score(input, "duplicate");
        const want = expected(level, strain, doubled, vul, tricks);
        const where = `${label(level, strain, doubled, vul)}, ${tricks} tricks`;
        expect(
          rubber.items.some((i) => i.kind === "game" || i.kind === "partscore"),
          where,
        ).toBe(false);
        for (const item of rubber.items)
          expect(item.line, `${where}: ${item.kind}`).toBe(item.kind === "contract" ? "below" : "above");
        const dupBonus = (pointsOf(dup.items, "game") ?? 0) + (pointsOf(dup.items, "partscore") ?? 0);
        expect(rubber.net, where).toBe(dup.net - dupBonus);
        expect(rubber.net, where).toBe(want.net - want.bonus);
        expect(rubber.made, where).toBe(want.made);
        expect(rubber.trickPoints, where).toBe(want.trickPoints);
        expect(sumSide(rubber.items, "declarer"), where).toBe(rubber.declarer);
        expect(sumSide(rubber.items, "defenders"), where).toBe(rubber.defenders);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
// 4. Bad input
// ---------------------------------------------------------------------------------------------

describe("bad input", () => {
  const base = { contract: { level: 4, strain: "H" }, doubled: "", vulnerable: false, tricks: 10 };
  const cases: { name: string; input: unknown; field: string }[] = [
    { name: "level 8 (object)", input: { ...base, contract: { level: 8, strain: "H" } }, field: "contract" },
    { name: 'level 8 (text "8H")', input: { ...base, contract: "8H" }, field: "contract" },
    { name: "level 0", input: { ...base, contract: { level: 0, strain: "S" } }, field: "contract" },
    { name: "14 tricks", input: { ...base, tricks: 14 }, field: "tricks" },
    { name: "-1 tricks", input: { ...base, tricks: -1 }, field: "tricks" },
    { name: "non-integer tricks 9.5", input: { ...base, tricks: 9.5 }, field: "tricks" },
    { name: "NaN tricks", input: { ...base, tricks: Number.NaN }, field: "tricks" },
    { name: "tricks as a string", input: { ...base, tricks: "10" }, field: "tricks" },
    { name: "unknown strain", input: { ...base, contract: { level: 4, strain: "Z" } }, field: "contract" },
    { name: 'contract "XYZ"', input: { ...base, contract: "XYZ" }, field: "contract" },
    { name: 'contract "X" (a call that is not a bid)', input: { ...base, contract: "X" }, field: "contract" },
    { name: 'doubled "XXX"', input: { ...base, doubled: "XXX" }, field: "doubled" },
    { name: "vulnerable missing", input: { contract: "4H", tricks: 10 }, field: "vulnerable" },
  ];

  it.each(cases)("[SC-8] $name is INVALID_OPTIONS with a path naming $field, never a throw", ({ input, field }) => {
    let r: ReturnType<typeof scoreContract> | undefined;
    expect(() => {
      r = scoreContract(input as ContractResult, "duplicate");
    }).not.toThrow();
    expect(r).toMatchObject({ ok: false, error: { code: "INVALID_OPTIONS" } });
    if (r === undefined || r.ok) throw new Error("expected an error");
    expect(typeof r.error.message).toBe("string");
    expect(r.error.path?.[0]).toBe(field);
  });

  it("[SC-8] an unknown scoring kind or a non-object input is INVALID_OPTIONS, never a throw", () => {
    for (const [input, kind] of [
      [base, "chicago"],
      [null, "duplicate"],
      [undefined, "duplicate"],
      ["4H", "rubber"],
    ] as const) {
      let r: ReturnType<typeof scoreContract> | undefined;
      expect(() => {
        r = scoreContract(input as unknown as ContractResult, kind as ScoringKind);
      }).not.toThrow();
      expect(r).toMatchObject({ ok: false, error: { code: "INVALID_OPTIONS" } });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 5. Properties
// ---------------------------------------------------------------------------------------------

describe("properties", () => {
  const arbInput = fc.record({
    level: fc.constantFrom(...LEVELS),
    strain: fc.constantFrom(...STRAINS),
    doubled: fc.constantFrom(...DOUBLINGS),
    vulnerable: fc.boolean(),
    tricks: fc.integer({ min: 0, max: 13 }),
    kind: fc.constantFrom<ScoringKind>("duplicate", "rubber"),
    asText: fc.boolean(),
  });

  it("[SC-8] items are non-negative integers, net = declarer − defenders, exactly one side scores, made ⇔ tricks ≥ level + 6", () => {
    fc.assert(
      fc.property(arbInput, ({ level, strain, doubled, vulnerable, tricks, kind, asText }) => {
        const contract = asText ? `${level}${strain}` : { level, strain };
        const s = score({ contract, doubled, vulnerable, tricks }, kind);
        for (const item of s.items) {
          expect(Number.isInteger(item.points)).toBe(true);
          expect(item.points).toBeGreaterThanOrEqual(0);
        }
        expect(s.net).toBe(s.declarer - s.defenders);
        expect(sumSide(s.items, "declarer")).toBe(s.declarer);
        expect(sumSide(s.items, "defenders")).toBe(s.defenders);
        expect((s.declarer === 0) !== (s.defenders === 0)).toBe(true);
        expect(s.made).toBe(tricks >= level + 6);
        expect(s.made ? s.declarer > 0 : s.defenders > 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("[SC-1][SC-5] one more trick never lowers declarer's net", () => {
    fc.assert(
      fc.property(arbInput, ({ level, strain, doubled, vulnerable, tricks, kind }) => {
        fc.pre(tricks < 13);
        const a = score({ contract: { level, strain }, doubled, vulnerable, tricks }, kind);
        const b = score({ contract: { level, strain }, doubled, vulnerable, tricks: tricks + 1 }, kind);
        expect(b.net).toBeGreaterThan(a.net);
      }),
      { numRuns: 300 },
    );
  });
});
