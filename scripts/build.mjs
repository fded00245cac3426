// `npm run build`: empties dist/, then builds the library unbundled as ESM (dist/) and CommonJS
// (dist/cjs/) and the CLI bundle with tsup, writes the declarations with tsc and bundles them per
// entry point with rollup-plugin-dts, and copies them beside the CommonJS files so that `require`
// gets declarations of its own format.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { rollup } from "rollup";
import { dts } from "rollup-plugin-dts";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const bin = (name) => join(root, "node_modules", ".bin", name);
rmSync(dist, { recursive: true, force: true });
execFileSync(bin("tsup"), { cwd: root, stdio: "inherit" });

// tsc writes a declaration for every module, the engine's and the bots' internals too, each with
// its module's header comment. A consumer reads only what an entry point exports and the types
// those refer to: rollup-plugin-dts bundles the declarations from each entry point (the root and
// every subpath, in one build, so a declaration that two entries share is written once in
// dist/chunks/ and has one identity whichever entry it is imported through) and leaves out every
// declaration no entry reaches. An import is kept only for what is used: `moduleSideEffects: false`
// drops the bare `import "zod/mini"` rollup would otherwise keep for a module whose types went
// unused, so that an entry whose types never mention zod makes a consumer's compiler load none of
// zod's declarations.
async function bundleDeclarations() {
  const types = mkdtempSync(join(tmpdir(), "contract-bridge-types-"));
  execFileSync(bin("tsc"), ["-p", "tsconfig.build.json", "--outDir", types], { cwd: root, stdio: "inherit" });
  // The root entry only re-exports (the subpath entries, and two modules of its own), some of them
  // as namespaces (`export * as duplicate`), which rollup would turn into namespace objects that
  // cannot hold types; so its declaration file is tsc's own, and what it re-exports is bundled.
  const input = {};
  for (const file of readdirSync(join(types, "entries")))
    if (file.endsWith(".d.ts")) input[`entries/${file.slice(0, -".d.ts".length)}`] = join(types, "entries", file);
  const index = readFileSync(join(types, "index.d.ts"), "utf8");
  for (const m of index.matchAll(/from "\.\/([^"]+)\.js"/g)) input[m[1]] ??= join(types, `${m[1]}.d.ts`);
  const bundle = await rollup({
    input,
    plugins: [dts()],
    external: (id) => !id.startsWith(".") && !id.startsWith("/"),
    treeshake: { moduleSideEffects: false },
    onwarn: (warning) => {
      throw new Error(`rollup-plugin-dts: ${warning.message}`);
    },
  });
  const { output } = await bundle.generate({
    format: "es",
    entryFileNames: "[name].d.ts",
    chunkFileNames: "chunks/[name].ts",
    // Shared declarations keep their own names between files (`import { Ledger }`, not `{ L as
    // Ledger }`): shorter, and what a reader who follows an import expects to find.
    minifyInternalExports: false,
  });
  await bundle.close();
  rmSync(types, { recursive: true, force: true });
  writeFileSync(join(dist, "index.d.ts"), dropFileHeaders(index));
  for (const chunk of output) {
    if (chunk.type !== "chunk") continue;
    mkdirSync(dirname(join(dist, chunk.fileName)), { recursive: true });
    writeFileSync(join(dist, chunk.fileName), halveIndent(mergeImports(dropBareImports(dropFileHeaders(chunk.code)))));
  }
}

// Each source file opens with a comment on the file as a whole (`@module`), which the bundle keeps
// as a stray comment in the middle of a declaration file: it documents no export, and no editor
// shows it. The entry points' own are the API reference's module pages, built from the sources.
function dropFileHeaders(code) {
  return code.replace(/\/\*\*(?:(?!\*\/)[\s\S])*?@module(?:(?!\*\/)[\s\S])*?\*\/\n*/g, "");
}

// tsc indents declarations by four spaces; two, as the sources are written, read as well and
// weigh less (a comment's ` * ` keeps its one space after the indent).
function halveIndent(code) {
  return code.replace(/^( {4})+/gm, (indent) => " ".repeat(indent.length / 2));
}

// rollup-plugin-dts writes one `import { … } from` line per source module a chunk's declarations
// came from, so a chunk can import from the same file on several lines; one line per file says
// the same, once.
function mergeImports(code) {
  const names = new Map();
  const line = /^import \{ ([^}]+) \} from ('[^']+');\n/gm;
  for (const m of code.matchAll(line)) names.set(m[2], [...(names.get(m[2]) ?? []), ...m[1].split(", ")]);
  return code.replace(line, (_, __, from) => {
    const list = names.get(from);
    if (list === undefined) return "";
    names.delete(from);
    return `import { ${[...new Set(list)].join(", ")} } from ${from};\n`;
  });
}

// rollup keeps `import "zod/mini";` where a module's zod types were all left out; a declaration
// file has no side effects to import, and the line alone would make a consumer's compiler load zod.
function dropBareImports(code) {
  return code.replace(/^import ['"][^'"]+['"];\n/gm, "");
}
await bundleDeclarations();

function copyDeclarations(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (join(from, entry.name) !== join(dist, "cjs")) copyDeclarations(join(from, entry.name), join(to, entry.name));
    } else if (entry.name.endsWith(".d.ts")) cpSync(join(from, entry.name), join(to, entry.name));
  }
}
copyDeclarations(dist, join(dist, "cjs"));
