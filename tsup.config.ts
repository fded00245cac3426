import { writeFileSync } from "node:fs";
import { defineConfig } from "tsup";

// The library is built unbundled: one output file per source file, so that a bundler importing one
// function loads only the modules it needs and `sideEffects: false` can drop the rest. The CLI is
// the one bundle. Declarations come from `tsc -p tsconfig.build.json` (run by scripts/build.mjs),
// one per source file, so a class such as CardSet has one declaration whichever entry point it is
// reached from.
const library = ["src/**/*.ts", "!src/cli/**"];

export default defineConfig([
  {
    entry: library,
    bundle: false,
    format: ["esm"],
    outDir: "dist",
    dts: false,
    // scripts/build.mjs empties dist/ first; the three builds below run at the same time.
    clean: false,
    sourcemap: true,
    target: "node20",
  },
  {
    // CommonJS keeps the `.js` names the sources import by, in a directory whose package.json says
    // `"type": "commonjs"`, so `require("./model/card.js")` finds the CommonJS file.
    entry: library,
    bundle: false,
    format: ["cjs"],
    outDir: "dist/cjs",
    outExtension: () => ({ js: ".js" }),
    dts: false,
    clean: false,
    sourcemap: true,
    target: "node20",
    onSuccess: () => {
      writeFileSync("dist/cjs/package.json", `${JSON.stringify({ type: "commonjs" }, null, 2)}\n`);
      return Promise.resolve();
    },
  },
  {
    // The `contract-bridge` executable (package.json `bin`). It imports the library by its own
    // name, which Node resolves to dist/index.js through the package's `exports` (self-reference),
    // so the CLI holds no second copy of the library.
    entry: { cli: "src/cli/main.ts" },
    format: ["esm"],
    dts: false,
    clean: false,
    sourcemap: true,
    target: "node20",
    platform: "node",
    external: ["contract-bridge"],
    banner: { js: "#!/usr/bin/env node" },
  },
]);
