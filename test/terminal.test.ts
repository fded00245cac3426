// The terminal game (examples/play-terminal.ts) and the demo's flags, driven through piped input as
// a person would type it. Both programs are bundled once with Vite (the library aliased to its
// source, as everywhere in the tests), so each run starts plain Node rather than compiling again.
import { spawn, spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { build } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import { duplicate } from "contract-bridge";

const root = resolve(import.meta.dirname, "..");
const bundle = join(root, "test", "artifacts", "cli-bundle");
const program = (file: string) => join(bundle, `${file.replace(/^examples\/|\.ts$/g, "")}.mjs`);

beforeAll(async () => {
  await build({
    configFile: false,
    logLevel: "warn",
    root,
    resolve: { alias: { "contract-bridge": join(root, "src", "index.ts") } },
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir: bundle,
      emptyOutDir: true,
      target: "node20",
      minify: false,
      rollupOptions: {
        input: { "play-terminal": join(root, "examples/play-terminal.ts"), demo: join(root, "examples/demo.ts") },
        output: { format: "es", entryFileNames: "[name].mjs" },
      },
    },
  });
}, 120_000);

function play(args: string[], lines: string[]): { out: string; err: string; status: number | null } {
  const r = spawnSync(process.execPath, [program("examples/play-terminal.ts"), ...args], {
    cwd: root,
    encoding: "utf8",
    input: lines.join("\n") + "\n",
  });
  return { out: r.stdout, err: r.stderr, status: r.status };
}

/** The same, started without waiting, so that several runs share the machine's cores. */
function start(file: string, args: string[]): Promise<{ out: string; err: string; status: number | null }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [program(file), ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (b: Buffer) => (out += b.toString("utf8")));
    child.stderr.on("data", (b: Buffer) => (err += b.toString("utf8")));
    child.on("close", (status) => done({ out, err, status }));
  });
}

const ones = (n: number) => Array.from({ length: n }, () => "1");
const SUITS = "♠♥♦♣";
const RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"];
const order = (card: string) => SUITS.indexOf(card.charAt(0)) * 13 + RANKS.indexOf(card.slice(1));

/** The numbered tokens of every "Legal:" block, continuation lines included. */
function legalBlocks(out: string): string[][] {
  const blocks: string[][] = [];
  const lines = out.split("\n");
  lines.forEach((line, i) => {
    if (!line.startsWith("Legal:")) return;
    let text = line.slice("Legal:".length);
    for (let j = i + 1; lines[j]?.startsWith("  ") && /^\s+\d+:/.test(lines[j] as string); j++)
      text += ` ${(lines[j] as string).trim()}`;
    blocks.push(text.trim().split(/\s+/));
  });
  return blocks;
}

describe("terminal game", () => {
  it("[D-4] help lists the commands, quit leaves at once; a wrong word gets a one-line answer without the hand again", () => {
    const r = play(["--seed", "3"], ["help", "ZZ", "9NT", "undo", "quit"]);
    expect(r.status).toBe(0);
    expect(r.out).toContain("Commands:");
    expect(r.out).toMatch(/claim N +as declarer/);
    expect(r.out).toContain('"ZZ" is not a call');
    expect(r.out).toContain('"9NT" is not a call');
    expect(r.out).toContain('"undo" is not a call');
    expect(r.out).toContain("Goodbye.");
    expect(r.out.match(/Your hand:/g)).toHaveLength(1); // shown once; the errors did not reprint it
  });

  it("[AUC-1] the legal calls wrap between whole tokens, numbered 1 … n without a gap", () => {
    const r = play(["--seed", "3"], ["quit"]);
    const [calls] = legalBlocks(r.out);
    expect(calls).toHaveLength(36); // pass and the 35 bids at the first call
    calls!.forEach((token, i) => expect(token).toMatch(new RegExp(`^${i + 1}:(Pass|[1-7](♣|♦|♥|♠|NT))$`)));
    for (const line of r.out.split("\n")) expect(line.length).toBeLessThanOrEqual(80);
  });

  it("[R-4] the contract, declarer and opening leader are announced when the auction ends and stay on screen in the play; cards keep one suit order", () => {
    // Seed 5: South opens 1NT and ends as declarer in 3NT (checked against the library below).
    const r = play(["--seed", "5"], ["1NT", "p", "p", ...ones(30)]);
    expect(r.status).toBe(0);
    const line = /Contract (\S+) by (\w+) · opening lead (\w+)/.exec(r.out);
    expect(line).not.toBeNull();
    const [, contract, declarer, leader] = line!;
    expect(declarer).toBe("South");
    expect(leader).toBe("West");
    expect(contract).toBe("3NT");
    // The auction as the game printed it, replayed through the library, gives the same contract.
    const printed = [...r.out.matchAll(/\nAuction: (.*)\n/g)].at(-1)?.[1] ?? ""; // the complete auction, in the record at the end
    const symbols: Record<string, string> = { "♣": "C", "♦": "D", "♥": "H", "♠": "S" };
    const actions = printed.split(", ").map((entry) => {
      const [seat, label] = entry.split(" ") as [string, string];
      const call =
        label === "Pass"
          ? "P"
          : label === "Double"
            ? "X"
            : label === "Redouble"
              ? "XX"
              : label.replace(/[♣♦♥♠]/, (m) => symbols[m] ?? m);
      return { type: "call", seat: seat.charAt(0), call };
    });
    const replayed = duplicate.replay({ seed: 5 }, actions);
    expect(replayed.ok).toBe(true);
    const rec = replayed.ok ? duplicate.record(replayed.value) : null;
    expect(rec?.contract).toEqual({ level: 3, strain: "NT", doubled: "" });
    expect(rec?.declarer).toBe("S");
    const playPrompts = r.out.split("Your card").length - 1;
    expect(playPrompts).toBeGreaterThan(5);
    // every prompt in the play is preceded by the same contract line
    expect(r.out.split("Contract 3NT by South · opening lead West").length - 1).toBeGreaterThanOrEqual(playPrompts);
    // hands and legal cards in one order: spades to clubs, ace down
    for (const block of legalBlocks(r.out).filter((b) => b.some((t) => /^\d+:[♠♥♦♣]/.test(t)))) {
      const cards = block.map((t) => t.slice(t.indexOf(":") + 1));
      expect([...cards].sort((a, b) => order(a) - order(b))).toEqual(cards);
    }
    expect(r.out).toMatch(/Your hand:\n {2}♠ .*\n {2}♥ .*\n {2}♦ .*\n {2}♣ /);
    expect(r.out).toContain("Score");
  });

  it("[CLAIM-1] claim N as declarer: the defenders accept a modest claim and the deal is scored; claiming in the auction is refused", () => {
    const r = play(["--seed", "5"], ["claim 3", "1NT", "p", "p", "1", "claim 1"]);
    expect(r.out).toContain("Only declarer may claim");
    expect(r.out).toContain("The defenders accept your claim of 1 more trick.");
    expect(r.out).toContain("Declarer took 1 trick.");
    expect(r.out).toMatch(/East–West +undertricks +400/); // 3NT non-vulnerable, 8 down: 8 × 50
    expect(r.status).toBe(0);
  });

  it("[CLAIM-3] an extravagant claim is rejected and declarer plays on, bound to the plan", () => {
    const r = play(["--seed", "5"], ["1NT", "p", "p", "1", "claim 13", ...ones(30)]);
    expect(r.out).toContain("A defender rejects the claim");
    expect(r.out).toContain("Score");
  });

  it("[D-7] --lang pt plays in Portuguese: names from the library, the game's sentences translated", () => {
    // North's 2♦ transfers to hearts, and South completes it.
    const r = play(["--seed", "3", "--lang", "pt"], ["1NT", "2H", ...ones(40)]);
    expect(r.out).toContain("Joga em Sul.");
    expect(r.out).toContain("A sua mão:");
    expect(r.out).toContain("Contrato 2♥ por Sul · saída de Oeste");
    expect(r.out).toContain("Pontuação");
    expect(r.out).toMatch(/Norte–Sul +prémio de parcial +50/);
  });

  it("[RUB-3] --variant rubber plays deal after deal to the end of the rubber; --variant honeymoon too [H-6]", () => {
    const rub = play(["--seed", "2", "--variant", "rubber"], ones(3000));
    expect(rub.status).toBe(0);
    expect(rub.out).toContain("— New deal —");
    expect(rub.out).toMatch(/Rubber won by (North–South|East–West)\./);
    const hm = play(["--seed", "2", "--variant", "honeymoon", "--lang", "fr"], ones(1500));
    expect(hm.status).toBe(0);
    expect(hm.out).toContain("Garder ou rejeter");
    expect(hm.out).toMatch(/Robre gagné par (A|B)\./);
  });

  it("[D-4] input that ends early exits 1; unknown flags and bad values exit 2; --help exits 0; the same for the demo", async () => {
    const short = play(["--seed", "3"], ["P"]);
    expect(short.out).toContain("Input ended before the game did.");
    expect(short.status).toBe(1);
    const [flag, lang, help, demoHelp, demoFlag, demoBad, demoStray] = await Promise.all([
      start("examples/play-terminal.ts", ["--sed", "3"]),
      start("examples/play-terminal.ts", ["--lang", "de"]),
      start("examples/play-terminal.ts", ["--help"]),
      start("examples/demo.ts", ["--help"]),
      start("examples/demo.ts", ["--sed", "3"]),
      start("examples/demo.ts", ["--variant", "chess"]),
      start("examples/demo.ts", ["stray"]),
    ]);
    expect(flag.status).toBe(2);
    expect(flag.err).toContain("unknown flag --sed");
    expect(lang.status).toBe(2);
    expect(lang.err).toContain("--lang must be en, pt, fr, ru");
    expect(help.status).toBe(0);
    expect(help.out).toContain("Usage: npm run play");
    expect(demoHelp.status).toBe(0);
    expect(demoHelp.out).toContain("Usage: npm run demo");
    expect(demoFlag.status).toBe(2);
    expect(demoFlag.err).toContain("unknown flag --sed");
    expect(demoBad.status).toBe(2);
    expect(demoBad.err).toContain("--variant must be duplicate, rubber, honeymoon");
    expect(demoStray.status).toBe(2);
  });
});
