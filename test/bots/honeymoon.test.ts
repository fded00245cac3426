import { describe, expect, it } from "vitest";
import { createBot, honeymoon, type Card } from "contract-bridge";

function play(seed: number): { state: honeymoon.State; illegal: string[]; actions: number } {
  const bots = { A: createBot("honeymoon", { seed }), B: createBot("honeymoon", { seed: seed + 7919 }) };
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
  it("[H-2] [H-4] [H-5] over 150 seeded rubbers (more than a thousand deals) the bots only return legal actions and every rubber ends", () => {
    const illegal: string[] = [];
    let deals = 0;
    for (let seed = 0; seed < 150; seed++) {
      const g = play(seed);
      illegal.push(...g.illegal);
      expect(honeymoon.isOver(g.state), `rubber ${seed} did not end`).toBe(true);
      deals += honeymoon.record(g.state).deals.length;
    }
    expect(illegal).toEqual([]);
    expect(deals).toBeGreaterThan(1000);
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

  it("[H-4] determinism: the same seed and view give the same action", () => {
    const a = play(5);
    const b = play(5);
    expect(b.state).toEqual(a.state);
  });
});
