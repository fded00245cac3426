import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readsAtEachUse } from "../commonjs.js";

describe("the PBN scanner as CommonJS (the package's dist/cjs, for require)", () => {
  it("reads the functions it calls at each character once, not at each use", () => {
    // Compiled to CommonJS, each call of an imported function is a getter call first: reading a
    // 298 kB file and converting its games took 1.43 times ESM's time, most of it in the
    // scanner's calls of chars.ts, intern.ts and quoted.ts. What is left read at each use is cold
    // (errors, warnings, a game's result) or live (`escapes`, set by each closing quote).
    const cold =
      /import_types\.(parseError|position)|import_result\.ok|import_warnings\.warning|import_quoted\.(unterminatedString|escapes)/;
    const file = resolve(import.meta.dirname, "../../src/formats/pbn/scan.ts");
    expect(readsAtEachUse(file, cold)).toEqual([]);
  });
});
