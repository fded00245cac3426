import { describe, expect, it } from "vitest";
import { bits, topRun } from "../../src/analysis/quick.js";

/** Cards of `x`, one at a time. */
function naiveCount(x: number): number {
  let n = 0;
  for (let r = 0; r < 13; r++) n += (x >>> r) & 1;
  return n;
}

/** Top cards of `m` held in `h`, walked from the top down. */
function naiveRun(m: number, h: number): number {
  let n = 0;
  for (let r = 12; r >= 0; r--) {
    if (((m >>> r) & 1) === 0) continue;
    if (((h >>> r) & 1) === 0) break;
    n++;
  }
  return n;
}

describe("quick-trick helpers", () => {
  it("counts the cards of every 13-bit holding", () => {
    for (let x = 0; x < 1 << 13; x++) expect(bits(x)).toBe(naiveCount(x));
  });

  it("counts a holding's run of top cards for every suit left and many holdings in it", () => {
    let seed = 12345;
    for (let m = 0; m < 1 << 13; m++) {
      for (let k = 0; k < 8; k++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const h = m & (seed >>> 19);
        const got = topRun(m, h);
        if (got !== naiveRun(m, h)) expect(got).toBe(naiveRun(m, h));
      }
    }
  });
});
