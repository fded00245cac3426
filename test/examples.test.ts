// Every example in README.md and examples/ runs here, so none of them can rot.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

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
      it(`[CARD-2] ${doc} example ${i + 1} runs`, () => {
        const dir = join(root, ".readme-examples");
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${doc.replace(/[/.]/g, "-")}-${i + 1}.ts`);
        writeFileSync(file, code);
        expect(() => run(file)).not.toThrow();
      });
    });
  }
});

describe("examples/", () => {
  // the terminal game reads stdin: it has its own test below, with input piped in
  const files = readdirSync(join(root, "examples")).filter((f) => f.endsWith(".ts") && f !== "play-terminal.ts");
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
    expect(run("examples/demo.ts", ["--seed", "8"])).not.toBe(a);
  });

  it("[RUB-3] the demo plays a whole rubber with --variant rubber and prints the score sheet above and below the line", () => {
    const a = run("examples/demo.ts", ["--variant", "rubber", "--seed", "7"]);
    expect(a).toContain("Score sheet");
    expect(a).toMatch(/Rubber won by (NS|EW)/);
    expect(a).toMatchSnapshot();
  });

  it("[H-6] the demo plays a Honeymoon rubber with --variant honeymoon", () => {
    const a = run("examples/demo.ts", ["--variant", "honeymoon", "--seed", "7"]);
    expect(a).toMatch(/Rubber won by (A|B)/);
    expect(a).toMatchSnapshot();
  });
});
