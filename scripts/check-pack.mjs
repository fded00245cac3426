// Packs the library as npm would publish it, unpacks the tarball into a scratch project next to a
// copy of zod, and imports it there both as ESM and as CommonJS. No network: zod comes from our
// own node_modules.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const work = join(root, ".pack-check");
rmSync(work, { recursive: true, force: true });
mkdirSync(join(work, "node_modules"), { recursive: true });

const out = execFileSync("npm", ["pack", "--json", "--pack-destination", work], { cwd: root, encoding: "utf8" });
const [{ filename }] = JSON.parse(out);
const pkgDir = join(work, "node_modules", "contract-bridge");
mkdirSync(pkgDir, { recursive: true });
execFileSync("tar", ["-xzf", join(work, filename), "-C", pkgDir, "--strip-components=1"]);
cpSync(join(root, "node_modules", "zod"), join(work, "node_modules", "zod"), { recursive: true });

const check = `
  if (typeof m.dealFromSeed !== "function" || typeof m.parseCard !== "function") throw new Error("exports missing");
  const r = m.parseCard("s10");
  if (!r.ok || r.value !== "ST") throw new Error("parseCard misbehaves: " + JSON.stringify(r));
`;
// Every subpath entry loads in both formats and hands out the very functions the root entry does
// (one module instance, so a CardSet or a state made through one entry is good in the other).
const pkgJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const subpaths = Object.keys(pkgJson.exports).filter((key) => key !== "." && key !== "./package.json");
const sameAsRoot = {
  "./model": "m.parseCard === sub.parseCard && m.CardSet === sub.CardSet",
  "./scoring": "m.scoreContract === sub.scoreContract",
  "./duplicate": "m.duplicate.apply === sub.apply",
  "./rubber": "m.rubber.apply === sub.apply",
  "./honeymoon": "m.honeymoon.apply === sub.apply",
  "./formats": "m.parsePbn === sub.parsePbn",
  "./bots": "m.createBot === sub.createBot",
  "./i18n": "m.LOCALES === sub.LOCALES",
  "./analysis": "m.ddTable === sub.ddTable",
  "./schemas": "m.DealSchema === sub.DealSchema && m.LedgerSchema === sub.LedgerSchema",
};
const subChecks = (load) =>
  subpaths
    .map((key) => {
      const test = sameAsRoot[key] ?? "Object.keys(sub).length > 0";
      return `{ const sub = ${load(`contract-bridge/${key.slice(2)}`)}; if (!(${test})) throw new Error("${key} does not match the root entry"); }`;
    })
    .join("\n");
writeFileSync(
  join(work, "esm.mjs"),
  `import * as m from "contract-bridge";\n${check}\n${subChecks((id) => `await import("${id}")`)}\nconsole.log("ESM import ok (root and ${subpaths.length} subpaths)");\n`,
);
writeFileSync(
  join(work, "cjs.cjs"),
  `const m = require("contract-bridge");\n${check}\n${subChecks((id) => `require("${id}")`)}\nconsole.log("CJS require ok (root and ${subpaths.length} subpaths)");\n`,
);
for (const file of ["esm.mjs", "cjs.cjs"]) {
  execFileSync(process.execPath, [file], { cwd: work, stdio: "inherit" });
}

// The packed command line: its bin entry runs, and scores a real file.
const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
const bin = join(pkgDir, pkg.bin["contract-bridge"]);
const help = execFileSync(process.execPath, [bin, "--help"], { cwd: work, encoding: "utf8" });
if (!help.includes("score")) throw new Error("the packed CLI's --help does not list its commands");
const fixture = join(root, "test", "fixtures", "dominicprice+endplay", "tests", "pbn", "example1.pbn");
const scored = JSON.parse(
  execFileSync(process.execPath, [bin, "score", "--json", fixture], { cwd: work, encoding: "utf8" }),
);
if (!Array.isArray(scored) || scored.length === 0 || typeof scored[0].legal !== "boolean")
  throw new Error("the packed CLI did not score a PBN file");
console.log(`packed CLI ok (${scored.length} boards scored)`);

// analyse from the tarball: two worker threads (dist/analysis-worker.js), a table and par per board.
const boards = join(root, "test", "fixtures", "analysis", "one-suit-each.pbn");
const analysed = JSON.parse(
  execFileSync(process.execPath, [bin, "analyse", "--json", "--threads", "2", boards], { cwd: work, encoding: "utf8" }),
);
if (
  !Array.isArray(analysed) ||
  analysed.length !== 2 ||
  analysed[0].ddTable.N.S !== 13 ||
  typeof analysed[1].par.score !== "number"
) {
  throw new Error("the packed CLI did not analyse: " + JSON.stringify(analysed));
}
console.log("packed CLI analyse ok (2 boards on 2 worker threads)");

// The published declarations, as a consumer's compiler reads them with skipLibCheck off: every
// entry typechecks, and the root and every subpath but `contract-bridge/schemas` (the zod-typed
// schemas, for composing them with zod) load none of zod's declarations, which cost a consumer
// about 9 s of checking. The timing itself is `npm run bench`'s; this is the cause of it.
const tsc = join(root, "node_modules", "typescript", "lib", "tsc.js");
const consumer = join(work, "consumer");
mkdirSync(consumer);
writeFileSync(join(consumer, "package.json"), JSON.stringify({ type: "module" }));
// A consumer's settings, shared with bench/sizes.ts's typecheck row.
const compilerOptions = JSON.parse(readFileSync(join(root, "scripts", "consumer-compiler-options.json"), "utf8"));
writeFileSync(join(consumer, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["app.ts"] }));
const ids = [".", ...subpaths].map((key) => (key === "." ? "contract-bridge" : `contract-bridge/${key.slice(2)}`));
const consumerCheck = (args, text) => {
  writeFileSync(join(consumer, "app.ts"), text);
  try {
    return execFileSync(process.execPath, [tsc, "-p", consumer, ...args], { encoding: "utf8" });
  } catch (e) {
    throw new Error(`a consumer of the package does not typecheck: ${String(e.stdout ?? e)}`, { cause: e });
  }
};
for (const id of ids) {
  const listed = consumerCheck(["--listFilesOnly"], `export * as m from "${id}";\n`);
  const zod = listed.split("\n").some((file) => file.includes("/node_modules/zod/"));
  if (zod !== (id === "contract-bridge/schemas"))
    throw new Error(`"${id}"'s declarations ${zod ? "load" : "do not load"} zod's`);
}
consumerCheck([], ids.map((id, i) => `export * as m${i} from "${id}";\n`).join(""));
console.log(
  `declarations ok: root and ${subpaths.length} subpaths typecheck with skipLibCheck off; only ./schemas loads zod's`,
);
rmSync(work, { recursive: true, force: true });
