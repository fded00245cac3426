// Issue 13's figures: bundle sizes and declaration bytes (scripts/sizes.ts), and what a consumer's
// compiler pays for importing scoreContract, with skipLibCheck off, against an empty file.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sizeRows, declarationBytes } from "../scripts/sizes.js";

const root = resolve(import.meta.dirname, "..");

interface Figures {
  name: string;
  value: string;
}

/** One row per budget: today's figure beside the target. */
export function sizeBench(): Figures[] {
  return sizeRows();
}

interface Check {
  seconds: number;
  types: number;
  files: number;
}

// tsc's own account of a run: total seconds, types created and files read.
function typecheck(dir: string): Check {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [join(root, "node_modules", "typescript", "lib", "tsc.js"), "-p", dir, "--extendedDiagnostics"],
      { encoding: "utf8" },
    );
  } catch (e) {
    throw new Error(`the consumer does not typecheck: ${String((e as { stdout?: unknown }).stdout ?? e)}`, {
      cause: e,
    });
  }
  const field = (label: string): number =>
    Number(new RegExp(`^${label}:\\s+([\\d.]+)`, "m").exec(out)?.[1] ?? Number.NaN);
  return { seconds: field("Total time"), types: field("Types"), files: field("Files") };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

/**
 * A consumer project beside the built package (`node_modules/contract-bridge` links to this
 * repository, so `exports` resolves to dist/), typechecked with skipLibCheck off: an empty file,
 * then one line importing scoreContract from the scoring entry and from the root entry. Median of
 * three runs each; the seconds are noisy on a shared machine, the type counts are not.
 */
export function consumerTypecheckBench(): Figures[] {
  if (declarationBytes() === null) return [{ name: "consumer typecheck", value: "no dist/: run npm run build" }];
  const work = mkdtempSync(join(tmpdir(), "cb-consumer-"));
  try {
    mkdirSync(join(work, "node_modules"));
    symlinkSync(root, join(work, "node_modules", "contract-bridge"), "dir");
    const tsconfig = {
      // A browser app's settings (shared with scripts/check-pack.mjs): the default libraries (DOM
      // included), ES modules, strict, skipLibCheck off.
      compilerOptions: JSON.parse(
        readFileSync(join(root, "scripts", "consumer-compiler-options.json"), "utf8"),
      ) as Record<string, unknown>,
      files: ["app.ts"],
    };
    writeFileSync(join(work, "tsconfig.json"), JSON.stringify(tsconfig));
    writeFileSync(join(work, "package.json"), JSON.stringify({ type: "module" }));
    const cases: Array<[string, string]> = [
      ["empty file", "export {};\n"],
      [
        'import { scoreContract } from "contract-bridge/scoring"',
        'import { scoreContract } from "contract-bridge/scoring";\nexport const r = scoreContract({ contract: "4H", vulnerable: false, tricks: 10 });\n',
      ],
      [
        'import { scoreContract } from "contract-bridge"',
        'import { scoreContract } from "contract-bridge";\nexport const r = scoreContract({ contract: "4H", vulnerable: false, tricks: 10 });\n',
      ],
    ];
    const rows: Figures[] = [];
    let empty: Check | undefined;
    for (const [name, text] of cases) {
      writeFileSync(join(work, "app.ts"), text);
      const runs = [typecheck(work), typecheck(work), typecheck(work)];
      const check = {
        seconds: median(runs.map((r) => r.seconds)),
        types: median(runs.map((r) => r.types)),
        files: median(runs.map((r) => r.files)),
      };
      empty ??= check;
      const dt = check.seconds - empty.seconds;
      const extra =
        empty === check
          ? ""
          : ` (${dt < 0 ? "−" : "+"}${Math.abs(dt).toFixed(2)} s, +${check.types - empty.types} types over the empty file; target ≤ +1 s)`;
      rows.push({
        name: `tsc, skipLibCheck off: ${name}`,
        value: `${check.seconds.toFixed(2)} s, ${check.types} types, ${check.files} files${extra}`,
      });
    }
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
