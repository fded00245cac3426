// docs/rules.md is where every rule id resolves: a test title or a comment that cites an id the
// document does not define, or a document that defines an id twice, fails here.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const RULES = join(ROOT, "docs", "rules.md");

/** A definition: a list item that opens with the id in bold, `- **SC-5** …`. */
const DEFINITION = /^\s*[-*]\s+\*\*([A-Z]+-\d+)\*\*/gmu;
/** A citation in brackets, the test-title form, of any prefix: `[SC-5]`. */
const BRACKETED = /\[([A-Z]+-\d+)\]/gu;
/** A citation in prose or a comment, `SC-5` or `R-7 honours`, with one of the document's prefixes. */
const BARE = /(?<![\w-])((?:CARD|AUC|PLAY|SC|RUB|R|CLAIM|H|D|STATE|FMT)-\d+)(?![\w-])/gu;

/** The ids defined in a rules document, each as often as it is defined. */
function definitions(markdown: string): string[] {
  return [...markdown.matchAll(DEFINITION)].map((m) => m[1] as string);
}

/** The ids a source text cites, bracketed or bare. */
function citations(text: string): string[] {
  return [...text.matchAll(BRACKETED), ...text.matchAll(BARE)].map((m) => m[1] as string);
}

/** Files under `dir` with one of the extensions, skipping recorded data and generated output. */
function files(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (["node_modules", "fixtures", "dist", "api", "__snapshots__"].includes(name)) continue;
    if (statSync(path).isDirectory()) out.push(...files(path, extensions));
    else if (extensions.some((e) => name.endsWith(e))) out.push(path);
  }
  return out;
}

const SOURCES = [
  ...["src", "test", "bench", "examples", "fuzz"].flatMap((d) => files(join(ROOT, d), [".ts", ".tsx", ".js", ".mjs"])),
  ...files(join(ROOT, "docs"), [".md"]).filter((f) => f !== RULES),
  join(ROOT, "README.md"),
];

describe("docs/rules.md", () => {
  const defined = definitions(readFileSync(RULES, "utf8"));

  it("defines every id once", () => {
    const twice = defined.filter((id, i) => defined.indexOf(id) !== i);
    expect(twice).toEqual([]);
    // The groups of the rules, each from 1 without gaps: CARD-1 … CARD-2, AUC-1 … AUC-2, and so on.
    const groups = new Map<string, number[]>();
    for (const id of defined) {
      const [prefix, n] = id.split("-") as [string, string];
      groups.set(prefix, [...(groups.get(prefix) ?? []), Number(n)]);
    }
    for (const [prefix, ns] of groups) expect([prefix, ns]).toEqual([prefix, ns.map((_, i) => i + 1)]);
    expect([...groups.keys()]).toEqual(["CARD", "AUC", "PLAY", "SC", "RUB", "R", "CLAIM", "H", "D", "STATE", "FMT"]);
  });

  it("defines every id that a source, test, example, benchmark or guide cites", () => {
    const known = new Set(defined);
    const missing: string[] = [];
    let cited = 0;
    for (const file of SOURCES) {
      for (const id of citations(readFileSync(file, "utf8"))) {
        cited++;
        if (!known.has(id)) missing.push(`${relative(ROOT, file)} cites ${id}`);
      }
    }
    expect(missing).toEqual([]);
    // The scan does reach the citations (the tests alone cite hundreds).
    expect(cited).toBeGreaterThan(300);
  });

  it("the checks catch what they are for: a second definition, and a citation of an undefined id", () => {
    // Built from parts, so that this file does not itself cite ids the document lacks.
    const id = (prefix: string, n: number): string => `${prefix}-${n}`;
    const doubled = definitions(`- **${id("SC", 1)}** one\n- **${id("SC", 2)}** two\n  - **${id("SC", 1)}** again\n`);
    expect(doubled).toEqual([id("SC", 1), id("SC", 2), id("SC", 1)]);
    const text = `it("[${id("SC", 99)}] x [${id("IMP", 2)}] y") // see ${id("RUB", 5)}, ${id("R", 7)} honours; not ${id("AR", 1)}, ${id("R", 7)}a or ${id("X", 1)}`;
    expect(citations(text)).toEqual([id("SC", 99), id("IMP", 2), id("SC", 99), id("RUB", 5), id("R", 7)]);
  });
});
