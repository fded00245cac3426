// `npm run build`: empties dist/, then builds the library unbundled as ESM (dist/) and CommonJS
// (dist/cjs/) and the CLI bundle with tsup, and writes one declaration file per source file with
// tsc, keeps those a consumer can reach from an entry point, and copies them beside the CommonJS
// files so that `require` gets declarations of its own format.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const bin = (name) => join(root, "node_modules", ".bin", name);
rmSync(dist, { recursive: true, force: true });
execFileSync(bin("tsup"), { cwd: root, stdio: "inherit" });
execFileSync(bin("tsc"), ["-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });

// tsc writes a declaration for every module, the engine's and the bots' internals too; no import
// from an entry point's declarations leads to most of them, so no consumer can ever read them.
// Keep the declarations reachable from dist/index.d.ts and each subpath entry; drop the rest.
function pruneDeclarations() {
  const entries = readdirSync(join(dist, "entries"))
    .filter((f) => f.endsWith(".d.ts"))
    .map((f) => join(dist, "entries", f));
  const reached = new Set();
  const todo = [join(dist, "index.d.ts"), ...entries];
  while (todo.length > 0) {
    const file = todo.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(/(?:from\s+|import\s*\(\s*)"(\.[^"]+)\.js"/g)) {
      const target = resolve(dirname(file), `${m[1]}.d.ts`);
      if (!existsSync(target)) throw new Error(`${file} imports ${m[1]}.js, which has no declaration`);
      todo.push(target);
    }
  }
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(dist, "cjs")) walk(path);
      } else if (entry.name.endsWith(".d.ts") && !reached.has(path)) rmSync(path);
    }
  };
  walk(dist);
}
pruneDeclarations();

function copyDeclarations(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (join(from, entry.name) !== join(dist, "cjs")) copyDeclarations(join(from, entry.name), join(to, entry.name));
    } else if (entry.name.endsWith(".d.ts")) cpSync(join(from, entry.name), join(to, entry.name));
  }
}
copyDeclarations(dist, join(dist, "cjs"));
