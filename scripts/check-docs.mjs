// Checks the generated API reference (docs/api, `npm run docs`): no page over 40 kB, one module per
// package entry point, and every member listed on a module or namespace page with its summary.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const api = join(root, "docs", "api");
// Issue 13's limit for every page. The theme (scripts/typedoc-theme.mjs) leaves out the lists that
// repeat what a page already shows, which had made the index pages of broad entry points and the
// views' interface pages 40–75 kB.
const LIMIT = 40_000;
const problems = [];

const pages = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith(".html")) pages.push(path);
  }
};
walk(api);

let largest = { path: "", size: 0 };
for (const page of pages) {
  const size = statSync(page).size;
  if (size > largest.size) largest = { path: page, size };
  if (size > LIMIT)
    problems.push(`${relative(root, page)} is ${(size / 1000).toFixed(1)} kB (limit ${LIMIT / 1000} kB)`);
}

// One module page per entry point in package.json `exports`: "." is `contract-bridge`, "./x" is
// `contract-bridge/x`; typedoc writes `contract-bridge/x` as modules/contract-bridge_x.html.
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const entries = Object.keys(pkg.exports).filter((key) => key !== "./package.json");
for (const key of entries) {
  const name = key === "." ? "contract-bridge" : `contract-bridge_${key.slice(2)}`;
  const file = join(api, "modules", `${name}.html`);
  try {
    statSync(file);
  } catch {
    problems.push(`no module page for the entry point "${key}" (expected ${relative(root, file)})`);
  }
}

// Module and namespace pages: each member summary (a <dt>) must be followed by a non-empty <dd>.
for (const page of pages.filter((p) => p.startsWith(join(api, "modules") + "/"))) {
  const html = readFileSync(page, "utf8");
  const items = html.split('<dt class="tsd-member-summary"').slice(1);
  for (const item of items) {
    const name = /id="([^"]+)"/.exec(item)?.[1] ?? "?";
    const dd = /<dd class="tsd-member-summary">([\s\S]*?)<\/dd>/.exec(item)?.[1] ?? "";
    if (dd.replace(/<[^>]+>/g, "").trim() === "") problems.push(`${relative(root, page)}: ${name} has no summary`);
  }
}

console.log(
  `${pages.length} pages; the largest is ${relative(root, largest.path)} at ${(largest.size / 1000).toFixed(1)} kB`,
);
if (problems.length > 0) {
  for (const p of problems) console.log(`  ${p}`);
  console.log(`${problems.length} problem(s) in the API reference`);
  process.exitCode = 1;
} else
  console.log(
    `API reference ok: every page within ${LIMIT / 1000} kB, a module per entry point, every member with its summary`,
  );
