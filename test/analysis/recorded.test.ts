// Conformance on real recorded deals: the last three tricks of the boards of a 2021 online qualifier
// (test/fixtures/dominicprice+endplay/tests/pbn/example2.pbn), solved card by card and compared
// with the plain minimax oracle.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseContract, parsePbn, pbnGameToRecord, solve } from "../../src/index.js";
import { SEATS, type Card, type Seat } from "../../src/schemas/model.js";
import { afterCard, legal, minimax, winnerIndex, type OraclePosition } from "./oracle.js";

const FILE = fileURLToPath(new URL("../fixtures/dominicprice+endplay/tests/pbn/example2.pbn", import.meta.url));

/** The positions of the recorded deals after `tricks` complete tricks (deals played that far). */
function positionAfter(text: string, tricks: number): OraclePosition[] {
  const file = parsePbn(text);
  if (!file.ok) throw new Error(file.error.message);
  const out: OraclePosition[] = [];
  const seen = new Set<string>();
  for (const game of file.value.games) {
    const rec = pbnGameToRecord(game);
    if (!rec.ok || !rec.value.stated.contract || !rec.value.stated.declarer) continue;
    const contract = parseContract(rec.value.stated.contract);
    if (!contract.ok || rec.value.plays.length < tricks * 4) continue;
    const deal = rec.value.deal;
    if (SEATS.some((s) => deal[s] === null)) continue;
    const hands = Object.fromEntries(SEATS.map((s) => [s, [...(deal[s] as Card[])]])) as Record<Seat, Card[]>;
    let leader = SEATS[(SEATS.indexOf(rec.value.stated.declarer) + 1) % 4] as Seat;
    for (let t = 0; t < tricks; t++) {
      const trick = rec.value.plays.slice(t * 4, t * 4 + 4);
      trick.forEach((card, i) => {
        const seat = SEATS[(SEATS.indexOf(leader) + i) % 4] as Seat;
        hands[seat] = hands[seat].filter((c) => c !== card);
      });
      leader = SEATS[(SEATS.indexOf(leader) + winnerIndex(trick, contract.value.strain)) % 4] as Seat;
    }
    // Many boards are the same deal played at several tables, often reaching the same ending.
    const key = `${contract.value.strain} ${leader} ${SEATS.map((s) => [...hands[s]].sort().join("")).join(" ")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ hands, strain: contract.value.strain, leader, trick: [] });
  }
  return out;
}

describe("solver on real recorded deals", () => {
  const text = readFileSync(FILE, "utf8");
  it("[PLAY-2] the last three tricks of every fully played board: every card's value matches the oracle", () => {
    // Three tricks, not four: the oracle takes about 35 ms on a four-card ending, and random
    // endings of four and five cards are checked in solver.test.ts.
    const positions = positionAfter(text, 10);
    expect(positions.length).toBeGreaterThan(50);
    for (const p of positions) {
      const r = solve(p, { cards: "all" });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.value.tricks).toBe(minimax(p));
      const seat = p.leader;
      const want = legal(p.hands[seat], []).map((card) => ({ card, tricks: afterCard(p, card) }));
      expect([...r.value.cards].sort((a, b) => a.card.localeCompare(b.card))).toEqual(
        want.sort((a, b) => a.card.localeCompare(b.card)),
      );
    }
  });
});
