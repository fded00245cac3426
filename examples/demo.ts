/**
 * The main job: `npm run demo [-- --seed N] [--dealer S]`.
 * Deals four hands from a seed (shuffle, cut, one card at a time from dealer's left) and prints
 * them as a bridge diagram.
 */
import { dealFromSeed, formatDeal, formatDiagram, SEATS, type Seat } from "contract-bridge";

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

const seedText = option("seed") ?? "1";
const seed = Number(seedText);
if (!Number.isSafeInteger(seed) || seed < 0) {
  console.error(`--seed must be a non-negative integer, got "${seedText}"`);
  process.exit(2);
}
const dealer = (option("dealer") ?? "S").toUpperCase();
if (!(SEATS as readonly string[]).includes(dealer)) {
  console.error(`--dealer must be one of N, E, S, W, got "${dealer}"`);
  process.exit(2);
}

const { deal, cut } = dealFromSeed(seed, dealer as Seat);
console.log(`Seed ${seed}, cut at ${cut}, dealt from ${dealer}'s left\n`);
console.log(formatDiagram(deal, { dealer: dealer as Seat }));
console.log(`\nPBN: ${formatDeal(deal, dealer as Seat)}`);
