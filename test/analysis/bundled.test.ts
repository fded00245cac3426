import { buildSync } from "esbuild";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readsAtEachUse } from "../commonjs.js";

// The search reads its working memory and offsets through constants that V8 folds into the
// optimised code (src/analysis/memory.ts). esbuild and Bun hoist every top-level `const` of a
// bundled module into a `var`, which Node 20's V8 cannot fold: bundled that way, the solver took
// 1.3–1.4 times as long. So the search's modules keep their code in a namespace (a function scope, which
// bundlers leave alone) and export from the top level only what the namespace made. This bundles
// the solver as an app's build would and checks that no other top-level binding is left in them;
// `npm run bench -- solver` times the bundle against the package as published.
const HOT = ["table", "quick", "follow", "leads", "order", "cutoffs", "keys", "search"];

/** Each module's top-level declarations in the bundle, by the path comment esbuild puts before its code. */
function topLevel(code: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let module = "";
  for (const line of code.split("\n")) {
    const from = /^\/\/ src\/analysis\/(\w+)\.ts$/.exec(line);
    if (from) module = from[1] as string;
    else if (/^\/\/ /.test(line)) module = "";
    else if (module && /^(var|let|const|class|function) /.test(line))
      out.set(module, [...(out.get(module) ?? []), line]);
  }
  return out;
}

describe("the solver bundled by esbuild, as an app's build", () => {
  it("keeps each search module's constants out of the top level, where they would become `var`s", () => {
    const built = buildSync({
      entryPoints: [resolve(import.meta.dirname, "../../src/analysis/solve.ts")],
      bundle: true,
      format: "esm",
      platform: "node",
      write: false,
      logLevel: "silent",
    });
    const found = topLevel(built.outputFiles[0]?.text ?? "");
    for (const module of HOT) {
      const lines = found.get(module) ?? [];
      // The namespace itself (`var Search;`), then what is exported from it.
      const namespace = /^var (\w+);$/.exec(lines[0] ?? "")?.[1];
      expect(namespace, `${module}: ${lines.join(" | ")}`).toBeDefined();
      const exported = new RegExp(`^var (\\w+|\\{[\\w, ]+\\}) = ${namespace}\\.\\w+;$`);
      expect(
        lines.slice(1).filter((line) => !exported.test(line)),
        module,
      ).toEqual([]);
      expect(lines.length, module).toBeGreaterThan(1);
    }
  });
});

describe("the solver as CommonJS (the package's dist/cjs, for require)", () => {
  it("reads what a search module imports once, into its namespace's own constants, not at each use", () => {
    // Compiled to CommonJS, an imported name is read off the other module's exports object, a
    // getter call, at each use: the search's calls across modules (bits, cut, …) made CommonJS
    // tables take 1.3 times as long as ESM's. Each namespace copies what it imports into `const`s
    // of its own; what is left read at each use is cold: an engine's construction, a search's start.
    const cold = /new import_\w+\.\w+\(|import_memory\.STATE_END|\(0, import_memory\.suitKey\)/;
    for (const module of HOT) {
      const hot = readsAtEachUse(resolve(import.meta.dirname, `../../src/analysis/${module}.ts`), cold);
      expect(hot, module).toEqual([]);
    }
  });
});
