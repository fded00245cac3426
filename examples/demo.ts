/**
 * The main job: `npm run demo [-- --variant duplicate|rubber|honeymoon] [--seed N] [--letters] [--help]`.
 *
 * Bots fill every seat and play a whole game from a seed, and the game is printed: for a
 * single-deal duplicate game the deal as a diagram, the auction as a table, each trick and the score
 * breakdown; for a rubber (four players) or a Honeymoon rubber (two players) every deal in short and
 * the score sheet above and below the line. The same seed always prints the same game.
 */
import {
  createBot,
  duplicate,
  formatAuction,
  formatCardText,
  formatContract,
  formatDiagram,
  formatScore,
  formatScoreSheet,
  formatTricks,
  honeymoon,
  rubber,
  type Seat,
  type TextOptions,
} from "contract-bridge";
import { parseFlags } from "./shared/args.js";

const USAGE = `Usage: npm run demo -- [--variant duplicate|rubber|honeymoon] [--seed N] [--letters]

Bots fill every seat and play a whole game from the seed (1 unless set): a single duplicate deal,
a rubber, or a Honeymoon rubber. --letters writes suits as S H D C instead of symbols.`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const parsed = parseFlags(process.argv.slice(2), {
  variant: { kind: "choice", values: ["duplicate", "rubber", "honeymoon"] },
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
const variant = (parsed.flags.variant as string | undefined) ?? "duplicate";
const text: TextOptions = { symbols: parsed.flags.letters !== true };

function playDuplicate(): void {
  const created = duplicate.create({ seed, dealer: "S", vulnerability: "none" });
  if (!created.ok) fail(created.error.message);
  let state = created.value;
  const bots = {
    N: createBot("duplicate", { seed }),
    E: createBot("duplicate", { seed: seed + 1 }),
    S: createBot("duplicate", { seed: seed + 2 }),
    W: createBot("duplicate", { seed: seed + 3 }),
  };
  while (!duplicate.isOver(state)) {
    const seat = duplicate.turn(state) as Seat;
    const next = duplicate.apply(state, bots[seat](duplicate.view(state, seat)));
    if (!next.ok) fail(`${seat}'s bot chose an illegal action: ${next.error.message}`);
    state = next.value;
  }
  const rec = duplicate.record(state);
  console.log(`Single-deal duplicate, seed ${seed}: four bots\n`);
  console.log(
    formatDiagram(rec.deal, { dealer: rec.dealer, vulnerability: rec.vulnerability, symbols: text.symbols ?? true }),
  );
  console.log(`\nAuction\n${formatAuction(rec.calls, rec.dealer, text)}`);
  if (!rec.contract) {
    console.log("\nPassed out.");
  } else {
    console.log(`\nContract ${formatContract(rec.contract)} by ${rec.declarer}\n`);
    console.log(formatTricks(rec.tricks, text));
    console.log(`\nDeclarer took ${rec.declarerTricks} tricks.`);
  }
  console.log(`\nScore\n${formatScore(rec.score ?? { items: [], totals: {} })}`);
}

function playRubber(): void {
  const created = rubber.create({ seed });
  if (!created.ok) fail(created.error.message);
  let state = created.value;
  const bots = {
    N: createBot("rubber", { seed }),
    E: createBot("rubber", { seed: seed + 1 }),
    S: createBot("rubber", { seed: seed + 2 }),
    W: createBot("rubber", { seed: seed + 3 }),
  };
  while (!rubber.isOver(state)) {
    const seat = rubber.turn(state) as Seat;
    const next = rubber.apply(state, bots[seat](rubber.view(state, seat)));
    if (!next.ok) fail(`${seat}'s bot chose an illegal action: ${next.error.message}`);
    state = next.value;
  }
  const rec = rubber.record(state);
  console.log(`Rubber bridge, seed ${seed}: four bots, first dealer ${rec.firstDealer}\n`);
  rec.deals.forEach((d, k) => {
    const outcome = d.contract
      ? `${formatContract(d.contract)} by ${d.declarer}, ${d.declarerTricks} tricks`
      : "passed out";
    console.log(`Deal ${k + 1}  dealer ${d.dealer}  vulnerable ${d.vulnerability.padEnd(4)}  ${outcome}`);
  });
  console.log(`\nScore sheet\n${formatScoreSheet(["NS", "EW"], rec.score)}`);
  const net = rec.net.winner ? `${rec.net.winner} by ${rec.net.margin}` : "a tie";
  console.log(`\nRubber won by ${rec.winner}; on points: ${net}.`);
}

function playHoneymoon(): void {
  const created = honeymoon.create({ seed });
  if (!created.ok) fail(created.error.message);
  let state = created.value;
  const bots = { A: createBot("honeymoon", { seed }), B: createBot("honeymoon", { seed: seed + 1 }) };
  while (!honeymoon.isOver(state)) {
    const seat = honeymoon.turn(state) as "A" | "B";
    const next = honeymoon.apply(state, bots[seat](honeymoon.view(state, seat)));
    if (!next.ok) fail(`${seat}'s bot chose an illegal action: ${next.error.message}`);
    state = next.value;
  }
  const rec = honeymoon.record(state);
  console.log(`Honeymoon draw-and-discard, seed ${seed}: two bots\n`);
  rec.deals.forEach((d, k) => {
    const kept = d.draws.filter((x) => x.choice === "keep").length;
    const outcome = d.contract
      ? `${formatContract(d.contract)} by ${d.declarer}, ${d.declarerTricks} tricks`
      : "passed out";
    const first = d.stock[0] ? formatCardText(d.stock[0], text) : "?";
    console.log(
      `Deal ${k + 1}  dealer ${d.dealer}  top card ${first.padEnd(4)} ${kept} kept / ${26 - kept} rejected   ${outcome}`,
    );
  });
  console.log(`\nScore sheet\n${formatScoreSheet(["A", "B"], rec.score)}`);
  console.log(`\nRubber won by ${rec.winner}.`);
}

if (variant === "duplicate") playDuplicate();
else if (variant === "rubber") playRubber();
else if (variant === "honeymoon") playHoneymoon();
else fail(`--variant must be duplicate, rubber or honeymoon, got "${variant}"`);
