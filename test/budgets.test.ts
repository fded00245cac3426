import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { BUNDLE_BUDGETS, measureBundle } from "../scripts/sizes.js";

// Issue 13's size budgets, measured as a new user would: esbuild --bundle --minify --format=esm
// over a one-line module importing from the package, then gzip. scripts/sizes.ts explains the
// measurement and holds each budget's target beside the limit enforced today; `npm run bench`
// prints the figures. The declarations budget needs a build and is checked after it (npm test's
// check:package step runs scripts/sizes.ts).
describe("bundle size budgets (minified + gzip)", () => {
  for (const budget of BUNDLE_BUDGETS) {
    it(`${budget.name} stays within ${(budget.limit / 1000).toFixed(1)} kB gzip`, () => {
      const figure = measureBundle(budget);
      expect(figure.gzip).toBeGreaterThan(0);
      expect(figure.gzip, `${budget.name}: ${figure.gzip} bytes gzip`).toBeLessThanOrEqual(budget.limit);
    });
  }

  it("importing only scoreContract carries no zod and no variant, bot or format", () => {
    const budget = BUNDLE_BUDGETS.find((b) => b.name === "scoreContract alone");
    expect(budget).toBeDefined();
    const figure = measureBundle(budget!);
    expect(figure.zod).toBe(0);
    expect(figure.inputs.filter((p) => /src\/(variants|bots|formats|engine)\//.test(p))).toEqual([]);
  });

  it("each variant's engine leaves the other variants, the bots and the formats out", () => {
    for (const variant of ["duplicate", "rubber", "honeymoon"]) {
      const budget = BUNDLE_BUDGETS.find((b) => b.name.endsWith(`: ${variant}`));
      expect(budget, variant).toBeDefined();
      const paths = measureBundle(budget!).inputs;
      const others = ["duplicate", "rubber", "honeymoon"].filter((v) => v !== variant);
      expect(
        paths.filter((p) => others.some((o) => p.endsWith(`src/variants/${o}.ts`)) || /src\/(bots|formats)\//.test(p)),
      ).toEqual([]);
      expect(paths.some((p) => p.endsWith(`src/variants/${variant}.ts`))).toBe(true);
    }
  });

  it("a variant's engine leaves out the schemas it never uses: the ledger's, the scoring module's", () => {
    // Top-level schema calls are marked pure (src/schemas/declared.ts); without the marks every
    // schema of every imported module stays in the bundle.
    const budget = BUNDLE_BUDGETS.find((b) => b.name.endsWith(": duplicate"));
    expect(budget).toBeDefined();
    const paths = measureBundle(budget!).inputs;
    expect(paths.filter((p) => /src\/(schemas\/scoring|scoring\/ledger)\.ts$/.test(p))).toEqual([]);
    expect(paths.some((p) => p.endsWith("src/variants/table-four.ts"))).toBe(true);
  });
});

describe("zod imports that keep bundles small", () => {
  const src = resolve(import.meta.dirname, "..", "src");
  const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));

  it("no module takes zod/mini's `z` object by name (esbuild keeps all of zod behind it)", () => {
    // `import { z } from "zod/mini"` hands esbuild an object it cannot see into, so every zod/mini
    // function stays in the bundle (about 85 kB gzip); `import * as z` lets it drop the unused ones.
    const offenders = files.filter((f) =>
      /import\s+(type\s+)?\{\s*z\s*\}\s+from\s+"zod\/mini"/.test(readFileSync(join(src, f), "utf8")),
    );
    expect(offenders).toEqual([]);
    expect(files.length).toBeGreaterThan(20);
  });

  it("no module imports the full zod (its methods and locales cannot be dropped by a bundler)", () => {
    const offenders = files.filter((f) => /from\s+"zod"/.test(readFileSync(join(src, f), "utf8")));
    expect(offenders).toEqual([]);
  });
});
