import { describe, expect, it } from "vitest";
import { ddTable, ddTables } from "../../src/analysis/index.js";

const ENDINGS = [
  "N:AKQ... ...AKQ ..AKQ. .AKQ..",
  "N:A.K.. Q.2.. J.3.. T.4..",
  "N:KQ2.. AJ3.. T98.. 765..",
  "N:.A.K2 A..Q. K..J. .K.A3",
];

describe("ddTables", () => {
  it("[PLAY-2] gives each deal's ddTable, in order, on one thread and on two worker threads", async () => {
    const one = ENDINGS.map((d) => ddTable(d));
    const progress: number[] = [];
    const two = await ddTables(ENDINGS, { threads: 2, onProgress: (done) => progress.push(done) });
    expect(two).toEqual(one);
    expect(await ddTables(ENDINGS)).toEqual(one);
    expect(progress).toEqual([1, 2, 3, 4]);
  });

  it("[STATE-3] a bad deal fails alone; bad options fail every deal with INVALID_OPTIONS", async () => {
    const r = await ddTables(["N:AK.. Q2.. J3.. T4..", ENDINGS[0] as string]);
    expect(r[0]?.ok).toBe(false);
    expect(r[1]?.ok).toBe(true);
    const bad = await ddTables(ENDINGS, { threads: 0 });
    expect(bad.every((x) => !x.ok && x.error.code === "INVALID_OPTIONS")).toBe(true);
  });

  it("[PLAY-2] endings from a PBN string: North's spade run in a spade contract", () => {
    const r = ddTable("N:AKQ... ...AKQ ..AKQ. .AKQ..");
    expect(r.ok && r.value).toEqual({
      N: { C: 0, D: 3, H: 0, S: 3, NT: 0 },
      E: { C: 3, D: 0, H: 3, S: 0, NT: 0 },
      S: { C: 0, D: 3, H: 0, S: 3, NT: 0 },
      W: { C: 3, D: 0, H: 3, S: 0, NT: 0 },
    });
  });

  it("[STATE-3] a deal with hands of different lengths is an INVALID_STATE error naming the seat", () => {
    const r = ddTable({ N: ["SA", "SK"], E: ["HA"], S: ["DA"], W: ["CA"] });
    expect(!r.ok && r.error.code).toBe("INVALID_STATE");
    expect(!r.ok && r.error.path).toEqual(["E"]);
  });
});
