import { defineConfig } from "tsup";

export default defineConfig([
  {
    // analysis-worker: the worker_threads entry of ddTables, found next to index.js / index.cjs.
    entry: { index: "src/index.ts", "analysis-worker": "src/analysis/worker.ts" },
    format: ["esm", "cjs"],
    dts: true,
    // Everything in dist/ but the CLI, which the second build below writes at the same time.
    clean: ["!cli.js", "!cli.js.map"],
    sourcemap: true,
    target: "node20",
    treeshake: true,
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
