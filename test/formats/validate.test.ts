import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CALLS,
  CARDS,
  describeError,
  duplicate,
  linBoardToRecord,
  parseLin,
  parsePbn,
  pbnGameToRecord,
  scoreRecord,
  validateRecord,
  type RecordedDeal,
} from "contract-bridge";

const fixtures = join(import.meta.dirname, "..", "fixtures");
const read = (p: string) => readFileSync(join(fixtures, p));

function pbnRecords(path: string): RecordedDeal[] {
  const f = parsePbn(read(path));
  if (!f.ok) throw new Error(f.error.message);
  return f.value.games.map((g) => {
    const r = pbnGameToRecord(g);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
}

function linRecords(path: string): RecordedDeal[] {
  const f = parseLin(read(path));
  if (!f.ok) throw new Error(f.error.message);
  return f.value.boards.map((b) => {
    const r = linBoardToRecord(b, f.value.header);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  });
}

describe("validating and scoring recorded deals", () => {
  const example2 = pbnRecords("dominicprice+endplay/tests/pbn/example2.pbn");

  it("[SC-6] [D-5] every record of example2.pbn (299 boards) replays legally and matches its Result and Score", () => {
    expect(example2).toHaveLength(299);
    let checkedResult = 0;
    let checkedScore = 0;
    for (const record of example2) {
      const s = scoreRecord(record);
      expect(s.legal, `board ${s.board}: ${s.error?.message}`).toBe(true);
      expect(s.disagreements, `board ${s.board}`).toEqual([]);
      if (record.stated.result !== undefined) {
        expect(s.tricks).toBe(record.stated.result);
        checkedResult++;
      }
      if (record.stated.score !== undefined) {
        expect(`NS ${s.score}`).toBe(record.stated.score.replace(/\s+/, " "));
        checkedScore++;
      }
    }
    // 20 boards of the file carry no auction (the other table's copy of a board); the 279
    // complete ones all state a score, and every played one a result
    expect(example2.filter((r) => scoreRecord(r).complete)).toHaveLength(279);
    expect(checkedScore).toBe(279);
    expect(checkedResult).toBeGreaterThan(250);
  });

  it("[CLAIM-2] the LIN files' claims and results agree with our replay", () => {
    for (const path of [
      "dominicprice+endplay/tests/lin/example1.lin",
      "forrestrice+bridge-bots/bridgebots/tests/resources/usbf_sf_14502.lin",
      "forrestrice+bridge-bots/bridgebots/tests/resources/sample.lin",
    ]) {
      for (const record of linRecords(path)) {
        const s = scoreRecord(record);
        expect(s.legal, `${path} board ${s.board}: ${s.error?.message}`).toBe(true);
        expect(s.disagreements, `${path} board ${s.board}`).toEqual([]);
        if (record.claim !== null) expect(s.tricks).toBe(record.claim);
      }
    }
  });

  it("[R-6] [FMT-7] an illegal call is reported at its index with its code, and the file is not fixed", () => {
    const good = example2.find((r) => r.calls.length > 4 && r.plays.length === 52) as RecordedDeal;
    const calls = good.calls.slice();
    calls[1] = "XX";
    const bad = validateRecord({ ...good, calls });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe("CANNOT_REDOUBLE");
      expect(bad.error.index).toBe(1);
      expect(bad.value.legal).toBe(false);
    }
  });

  it("[FMT-7] one numbering: the 0-based index, and which call or card in words, the same in all four languages", () => {
    const good = example2.find((r) => r.calls.length > 4 && r.plays.length === 52) as RecordedDeal;
    const calls = good.calls.slice();
    calls[1] = "XX";
    const bad = validateRecord({ ...good, calls });
    if (bad.ok) throw new Error("expected an illegal call");
    expect(bad.error).toMatchObject({ code: "CANNOT_REDOUBLE", index: 1, kind: "call", position: 2 });
    expect(bad.error.message).toMatch(/^the 2nd call \(index 1\): /u);
    expect(describeError(bad.error, "pt")).toBe(
      "Só se pode redobrar a licitação da própria parceria depois de dobrada (a 2.ª voz (índice 1)).",
    );
    expect(describeError(bad.error, "fr")).toMatch(/\(la 2e enchère \(indice 1\)\)\.$/u);
    expect(describeError(bad.error, "ru")).toMatch(/\(2-я заявка \(индекс 1\)\)\.$/u);
    const plays = good.plays.slice();
    plays[0] = plays[5] as (typeof plays)[number];
    const card = validateRecord({ ...good, plays });
    if (card.ok) throw new Error("expected an illegal card");
    expect(card.error).toMatchObject({ index: good.calls.length, kind: "card", position: 1 });
    expect(card.error.message).toMatch(new RegExp(`^the 1st card \\(index ${good.calls.length}\\): `, "u"));
    expect(describeError(card.error, "pt")).toContain(`(a 1.ª carta (índice ${good.calls.length}))`);
  });

  it("[PLAY-1] a revoke is reported at the card's index", () => {
    const good = example2.find((r) => r.plays.length === 52) as RecordedDeal;
    // swap two cards of the second trick so that a player fails to follow suit (if possible)
    for (let i = 4; i < 52; i++) {
      const plays = good.plays.slice();
      const j = plays.findIndex((c, k) => k > i && c[0] !== plays[i]?.[0]);
      if (j < 0) continue;
      [plays[i], plays[j]] = [plays[j] as (typeof plays)[number], plays[i] as (typeof plays)[number]];
      const s = scoreRecord({ ...good, plays });
      if (!s.legal) {
        expect(s.error?.index).toBeGreaterThanOrEqual(good.calls.length);
        expect(["MUST_FOLLOW_SUIT", "CARD_NOT_IN_HAND", "NOT_YOUR_TURN"]).toContain(s.error?.code);
        return;
      }
    }
    throw new Error("no illegal swap found");
  });

  it("[SC-6] a file whose Score or Contract is wrong is reported precisely", () => {
    const good = example2.find((r) => r.stated.score !== undefined && r.plays.length === 52) as RecordedDeal;
    const s = scoreRecord({
      ...good,
      stated: { ...good.stated, score: "NS 1", contract: "7NT", declarer: "N" === good.stated.declarer ? "E" : "N" },
    });
    expect(s.disagreements.map((d) => d.field).sort()).toEqual(["contract", "declarer", "score"]);
  });

  it("[CLAIM-5] an impossible claim is an error, a possible one fixes the tricks", () => {
    const good = example2.find((r) => r.plays.length === 52) as RecordedDeal;
    const cut = { ...good, plays: good.plays.slice(0, 8), claim: 13, stated: {} };
    const s = scoreRecord(cut);
    const fine = scoreRecord({ ...cut, claim: s.legal ? 13 : 5 });
    expect([s.legal, fine.legal]).toContain(true);
    const impossible = scoreRecord({ ...cut, claim: 14 });
    expect(impossible.legal).toBe(false);
    expect(impossible.error?.code).toBe("INVALID_CLAIM");
    const unfinished = scoreRecord({ ...cut, claim: null });
    expect(unfinished.complete).toBe(false);
    expect(unfinished.score).toBeNull();
  });

  it("[R-1] an incomplete deal is an INVALID_OPTIONS result, never a throw", () => {
    const good = example2[0] as RecordedDeal;
    const s = scoreRecord({ ...good, deal: { N: null, E: null, S: good.deal.S, W: good.deal.W } });
    expect(s.legal).toBe(false);
    expect(s.error?.code).toBe("INVALID_OPTIONS");
    const three = scoreRecord({ ...good, deal: { ...good.deal, N: null } });
    expect(three).toEqual(scoreRecord(good));
  });

  it("[FMT-7] scoreRecord's fast replay judges every sequence exactly as duplicate.replay does", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.nat({ max: 70 }),
        fc.oneof(fc.constantFrom(...CALLS), fc.constantFrom(...CARDS)),
        (seed, picks, at, junk) => {
          // a random legal deal, then one random call or card spliced in somewhere
          let s = (duplicate.create({ seed }) as { ok: true; value: duplicate.State }).value;
          for (let i = 0; !duplicate.isOver(s); i++) {
            const legal = duplicate.legalActions(s);
            const a = legal[0]?.type === "call" && i > 1 ? legal[0] : legal[(picks[i % 60] as number) % legal.length];
            s = (duplicate.apply(s, a) as { ok: true; value: duplicate.State }).value;
          }
          const calls = [...s.calls] as string[];
          const plays = [...s.plays] as string[];
          if (at < calls.length) calls.splice(at, 0, junk);
          else plays.splice(Math.min(at - calls.length, plays.length), 0, junk);
          const record: RecordedDeal = {
            board: null,
            dealer: s.dealer,
            vulnerability: s.vulnerability,
            deal: s.deal,
            calls: calls as RecordedDeal["calls"],
            plays: plays as RecordedDeal["plays"],
            claim: null,
            stated: {},
            source: { line: 0, column: 0 },
          };
          const fast = scoreRecord(record);
          // the same sequence through the pure API, acting seat taken from whoever's turn it is
          let state = (
            duplicate.create({ deal: s.deal, dealer: s.dealer, vulnerability: s.vulnerability }) as {
              ok: true;
              value: duplicate.State;
            }
          ).value;
          let expected: { code: string; index: number } | null = null;
          const all = [
            ...calls.map((c) => ({ type: "call", call: c })),
            ...plays.map((c) => ({ type: "play", card: c })),
          ];
          for (let i = 0; i < all.length; i++) {
            const seat = duplicate.turn(state) ?? "N";
            const r = duplicate.apply(state, { ...all[i], seat });
            if (!r.ok) {
              expected = { code: r.error.code, index: i };
              break;
            }
            state = r.value;
          }
          if (expected === null) expect(fast.legal).toBe(true);
          else {
            expect(fast.legal).toBe(false);
            expect({ code: fast.error?.code, index: fast.error?.index }).toEqual(expected);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
