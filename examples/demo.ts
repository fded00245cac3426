/**
 * The main job: `npm run demo [-- --variant duplicate|rubber|honeymoon] [--seed N] [--letters] [--help]`.
 *
 * Bots fill every seat and play a whole game from a seed, and the game is printed: for a
 * single-deal duplicate game the deal as a diagram, the auction as a table, each trick and the score
 * breakdown; for a rubber (four players) or a Honeymoon rubber (two players) every deal in short and
 * the score sheet above and below the line. The same seed always prints the same game.
 */
import { DEMO_VARIANTS, renderDemo, type DemoVariant } from "./shared/demo-games.js";
import { parseFlags } from "./shared/args.js";

const USAGE = `Usage: npm run demo -- [--variant duplicate|rubber|honeymoon] [--seed N] [--letters]

Bots fill every seat and play a whole game from the seed (1 unless set): a single duplicate deal,
a rubber, or a Honeymoon rubber. --letters writes suits as S H D C instead of symbols.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const parsed = parseFlags(process.argv.slice(2), {
  variant: { kind: "choice", values: DEMO_VARIANTS },
  seed: { kind: "int" },
  letters: { kind: "switch" },
  help: { kind: "switch" },
});
if (!parsed.ok) fail(`${parsed.message}\n\n${USAGE}`);
if (parsed.flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const seed = (parsed.flags.seed as number | undefined) ?? 1;
const variant = (parsed.flags.variant as DemoVariant | undefined) ?? "duplicate";

try {
  process.stdout.write(renderDemo(variant, seed, { symbols: parsed.flags.letters !== true }));
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
