// What a module compiled to CommonJS (as dist/cjs is, for `require`) reads off the modules it
// imports at each use rather than once: there an imported name is a getter on the other module's
// exports, called at every use, so a hot path copies what it imports into `const`s of its own.
import { transformSync } from "esbuild";
import { readFileSync } from "node:fs";

/**
 * The lines of `file` compiled to CommonJS that read an imported name, other than the `require`
 * lines, the `const x = import_y.z;` copies made once, and the lines matching `cold` (uses known
 * to run seldom: errors, a search's start).
 */
export function readsAtEachUse(file: string, cold: RegExp): string[] {
  const { code } = transformSync(readFileSync(file, "utf8"), { loader: "ts", format: "cjs" });
  return code
    .split("\n")
    .filter((line) => line.includes("import_"))
    .filter((line) => !/= require\(/.test(line) && !/^\s*const \w+ = import_\w+(\.\w+)+;$/.test(line))
    .filter((line) => !cold.test(line));
}
