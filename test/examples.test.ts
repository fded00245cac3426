// Every example in README.md and examples/ runs here, so none of them can rot. The guides' examples
// and the demo's games run in this process (a process each would cost a second of start-up apiece);
// the demo script itself runs once as `npm run demo` runs it.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { renderDemo } from "../examples/shared/demo-games.js";

const root = resolve(import.meta.dirname, "..");
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");

function run(file: string, args: string[] = []): string {
  return execFileSync(process.execPath, [tsx, file, ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

// README.md and the guides in docs/: every ```ts block is a program that must run.
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

describe("examples in README.md and docs/", () => {
  it("[CARD-2] the README has TypeScript examples", () => {
    expect(readFileSync(join(root, "README.md"), "utf8")).toMatch(/```ts\n/);
  });

  for (const doc of documents) {
    const text = readFileSync(join(root, doc), "utf8");
    const blocks = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string);
    blocks.forEach((code, i) => {
      it(`[CARD-2] ${doc} example ${i + 1} runs`, async () => {
        const dir = join(root, ".readme-examples");
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${doc.replace(/[/.]/g, "-")}-${i + 1}.ts`);
        writeFileSync(file, code);
        // What the example prints is for its reader; what it throws fails the test.
        const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
        try {
          await expect(import(pathToFileURL(file).href)).resolves.toBeDefined();
        } finally {
          log.mockRestore();
        }
      });
    });
  }
});

describe("examples/", () => {
  // The terminal game reads stdin (it has its own test, with input piped in); the demo runs below.
  const files = readdirSync(join(root, "examples")).filter(
    (f) => f.endsWith(".ts") && f !== "play-terminal.ts" && f !== "demo.ts",
  );
  for (const f of files) {
    it(`[CARD-2] examples/${f} runs`, () => {
      expect(() => run(join("examples", f))).not.toThrow();
    });
  }

  it("[D-6] the demo plays a whole duplicate deal with bots and prints diagram, auction, tricks and score; the same seed prints the same game", () => {
    const a = run("examples/demo.ts");
    expect(a).toContain("Dealer S");
    expect(a).toContain("West   North  East   South");
    expect(a).toMatch(/13\. \w leads/);
    expect(a).toContain("Score");
    expect(a).toMatchSnapshot();
    expect(renderDemo("duplicate", 1, { symbols: true })).toBe(a);
    expect(renderDemo("duplicate", 8, { symbols: true })).not.toBe(a);
  });

  it("[RUB-3] the demo plays a whole rubber with --variant rubber and prints the score sheet above and below the line", () => {
    const a = renderDemo("rubber", 7, { symbols: true });
    expect(a).toContain("Score sheet");
    expect(a).toMatch(/Rubber won by (NS|EW)/);
    expect(a).toMatchSnapshot();
  });

  it("[H-6] the demo plays a Honeymoon rubber with --variant honeymoon", () => {
    const a = renderDemo("honeymoon", 7, { symbols: true });
    expect(a).toMatch(/Rubber won by (A|B)/);
    expect(a).toMatchSnapshot();
  });
});
