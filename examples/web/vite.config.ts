// Vite configuration of the browser app: `npm run web` (dev server) and `npm run web:build`
// (static files in examples/web/dist). `contract-bridge` resolves to the library's public entry,
// src/index.ts, exactly as the tests alias it, so the app uses what users import and nothing else.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  resolve: {
    alias: { "contract-bridge": fileURLToPath(new URL("../../src/index.ts", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
  },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
