// Our solver against native DDS 2.9 (Debian's libdds, through bench/native/dds.c) on random
// positions of 1 to 9 cards a hand with any trick in progress — past the reach of the plain minimax
// oracle (solver.test.ts), every legal card's value compared. A short run of the `solver` fuzz
// target (`npm run fuzz -- --only solver` runs it on full deals too). It needs libdds and a C
// compiler: `.ci/run` installs libdds-dev when it is missing; elsewhere the test says how.
import { describe, expect, it } from "vitest";
import { nativeDds } from "../../bench/native/dds.js";
import { compareWithDds } from "../../fuzz/targets/solver.js";

describe("double-dummy solver against native DDS", () => {
  it(
    "[PLAY-1][PLAY-2] random positions of 1 to 9 cards a hand: every card's value equals DDS's",
    { timeout: 120_000 },
    () => {
      const dds = nativeDds();
      if ("unavailable" in dds) throw new Error(`native DDS is needed: ${dds.unavailable}`);
      const seed = Math.floor(Math.random() * 2 ** 31);
      const report = compareWithDds({ seed, seconds: 60, iterations: 200, log: () => undefined }, 4);
      expect(report.failures, `seed ${seed}`).toEqual([]);
      expect(report.counts.positions).toBe(200);
    },
  );
});
