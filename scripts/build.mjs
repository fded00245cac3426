// `npm run build`: empties dist/, then builds the library unbundled as ESM (dist/) and CommonJS
// (dist/cjs/) and the CLI bundle with tsup, and writes one declaration file per source file with
// tsc, copied beside the CommonJS files so that `require` gets declarations of its own format.
import { execFileSync } from "node:child_process";
import { cpSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const bin = (name) => join(root, "node_modules", ".bin", name);
rmSync(dist, { recursive: true, force: true });
execFileSync(bin("tsup"), { cwd: root, stdio: "inherit" });
execFileSync(bin("tsc"), ["-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });

function copyDeclarations(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (join(from, entry.name) !== join(dist, "cjs")) copyDeclarations(join(from, entry.name), join(to, entry.name));
    } else if (entry.name.endsWith(".d.ts")) cpSync(join(from, entry.name), join(to, entry.name));
  }
}
copyDeclarations(dist, join(dist, "cjs"));
