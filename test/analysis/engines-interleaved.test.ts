// The engines of one thread share the search's working memory (src/analysis/memory.ts), each
// saving its position when another starts: engines used in turn, a question at a time, must
// answer as each does alone, node for node.
import { describe, expect, it } from "vitest";
import { readPosition } from "../../src/analysis/position.js";
import { Engine } from "../../src/analysis/search.js";
import { dealFromSeed } from "../../src/index.js";
import type { Card } from "../../src/schemas/model.js";

/** Seeded deal `seed` cut to seven cards a hand, North leading, with `played` cards (0–2) of the trick played. */
function position(seed: number, strain: "NT" | "S", played: number) {
  const deal = dealFromSeed(seed, "N").deal;
  const [n, e, s, w] = [deal.N.slice(0, 7), deal.E.slice(0, 7), deal.S.slice(0, 7), deal.W.slice(0, 7)];
  const trick = [n[0], e[0]].slice(0, played) as Card[];
  const hands = { N: n.slice(played > 0 ? 1 : 0), E: e.slice(played > 1 ? 1 : 0), S: s, W: w };
  const read = readPosition({ hands, strain, leader: "N", trick });
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

describe("engines taking turns", () => {
  it("[PLAY-2] two engines asked in turn answer as each does alone, with the same nodes", () => {
    const a = position(11, "NT", 0);
    const b = position(12, "S", 2);
    const alone = [a, b].map((p) => {
      const e = new Engine(4);
      e.setup(p.holdings, p.trump, p.leader, p.trick);
      const answers = [1, 2, 3, 4, 5, 6, 7].map((t) => e.atLeast(t));
      return { answers, nodes: e.nodes };
    });
    const ea = new Engine(4);
    const eb = new Engine(4);
    ea.setup(a.holdings, a.trump, a.leader, a.trick);
    eb.setup(b.holdings, b.trump, b.leader, b.trick);
    const answers: [boolean[], boolean[]] = [[], []];
    for (let t = 1; t <= 7; t++) {
      answers[0].push(ea.atLeast(t));
      answers[1].push(eb.atLeast(t));
    }
    expect(answers).toEqual(alone.map((x) => x.answers));
    expect([ea.nodes, eb.nodes]).toEqual(alone.map((x) => x.nodes));
  });
});
