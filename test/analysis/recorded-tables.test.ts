// Conformance on real recorded deals: the double-dummy tables stored with the boards of a 2021
// online qualifier (test/fixtures/dominicprice+endplay/tests/pbn/example2.pbn, [OptimumResultTable],
// all twenty values) against `ddTable`. A full table takes seconds, so the suite solves one board;
// `npm run bench -- solver` solves every distinct deal of the file against its recorded table.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createSolver, parsePbn, pbnGameToRecord, pbnTable, pbnTag } from "../../src/index.js";
import { SEATS, STRAINS, type Card, type Seat, type Strain } from "../../src/schemas/model.js";

const FILE = fileURLToPath(new URL("../fixtures/dominicprice+endplay/tests/pbn/example2.pbn", import.meta.url));

/** The recorded table of the first board numbered `board`, as declarer → strain → tricks, and its deal. */
function recorded(board: string): { deal: Record<Seat, Card[]>; table: Record<string, Record<string, number>> } {
  const file = parsePbn(readFileSync(FILE, "utf8"));
  if (!file.ok) throw new Error(file.error.message);
  const game = file.value.games.find((g) => pbnTag(g, "Board")?.value === board);
  const tag = game && pbnTag(game, "OptimumResultTable");
  if (!game || !tag) throw new Error(`board ${board} has no recorded table`);
  const rec = pbnGameToRecord(game);
  if (!rec.ok) throw new Error(rec.error.message);
  const deal = rec.value.deal;
  const table: Record<string, Record<string, number>> = {};
  for (const [declarer, strain, tricks] of pbnTable(tag).rows) {
    (table[declarer as string] ??= {})[strain as string] = Number(tricks);
  }
  return { deal: Object.fromEntries(SEATS.map((s) => [s, deal[s] as Card[]])) as Record<Seat, Card[]>, table };
}

describe("ddTable against recorded double-dummy tables", () => {
  it("[PLAY-1][PLAY-2] board 19 of a recorded qualifier: all twenty values equal its [OptimumResultTable]", () => {
    const { deal, table } = recorded("19");
    expect(Object.keys(table).sort()).toEqual([...SEATS].sort());
    const solver = createSolver();
    if (!solver.ok) throw new Error(solver.error.message);
    const got = solver.value.ddTable(deal);
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    const want = Object.fromEntries(
      SEATS.map((seat) => [seat, Object.fromEntries(STRAINS.map((s: Strain) => [s, table[seat]?.[s]]))]),
    );
    expect(got.value).toEqual(want);
  });
});
