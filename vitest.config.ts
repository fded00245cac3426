import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    // The package's own name resolves to the sources: the root entry, and each subpath
    // (`contract-bridge/duplicate` …) to its file in src/entries/.
    alias: [
      { find: /^contract-bridge$/, replacement: src("index.ts") },
      { find: /^contract-bridge\/(.+)$/, replacement: src("entries/$1.ts") },
    ],
  },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    // The library keeps no global state and no test mocks a module, so the test files of a worker
    // share one module graph: each file no longer re-imports the whole library (a third of the
    // suite's time went to imports).
    isolate: false,
  },
});
