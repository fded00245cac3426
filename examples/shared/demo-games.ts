/**
 * The games the demo prints (`examples/demo.ts`): bots fill every seat and play a whole game from a
 * seed; the game comes back as the text the demo prints, so a test can run it without a process.
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
import { BOT_SAMPLES } from "./table.js";

/** The games the demo can play. */
export const DEMO_VARIANTS = ["duplicate", "rubber", "honeymoon"] as const;

/** One of {@link DEMO_VARIANTS}. */
export type DemoVariant = (typeof DEMO_VARIANTS)[number];

function fail(message: string): never {
  throw new Error(message);
}

function playDuplicate(seed: number, text: TextOptions, out: string[]): void {
  const created = duplicate.create({ seed, dealer: "S", vulnerability: "none" });
  if (!created.ok) fail(created.error.message);
  let state = created.value;
  const bots = {
    N: createBot("duplicate", { seed, samples: BOT_SAMPLES }),
    E: createBot("duplicate", { seed: seed + 1, samples: BOT_SAMPLES }),
    S: createBot("duplicate", { seed: seed + 2, samples: BOT_SAMPLES }),
    W: createBot("duplicate", { seed: seed + 3, samples: BOT_SAMPLES }),
  };
  while (!duplicate.isOver(state)) {
    const seat = duplicate.turn(state) as Seat;
    const next = duplicate.apply(state, bots[seat](duplicate.view(state, seat)));
    if (!next.ok) fail(`${seat}'s bot chose an illegal action: ${next.error.message}`);
    state = next.value;
  }
  const rec = duplicate.record(state);
  out.push(`Single-deal duplicate, seed ${seed}: four bots\n`);
  out.push(
    formatDiagram(rec.deal, { dealer: rec.dealer, vulnerability: rec.vulnerability, symbols: text.symbols ?? true }),
  );
  out.push(`\nAuction\n${formatAuction(rec.calls, rec.dealer, text)}`);
  if (!rec.contract) {
    out.push("\nPassed out.");
  } else {
    out.push(`\nContract ${formatContract(rec.contract)} by ${rec.declarer}\n`);
    out.push(formatTricks(rec.tricks, text));
    out.push(`\nDeclarer took ${rec.declarerTricks} tricks.`);
  }
  out.push(`\nScore\n${formatScore(rec.score ?? { items: [], totals: {} })}`);
}

function playRubber(seed: number, out: string[]): void {
  const created = rubber.create({ seed });
  if (!created.ok) fail(created.error.message);
  let state = created.value;
  const bots = {
    N: createBot("rubber", { seed, samples: BOT_SAMPLES }),
    E: createBot("rubber", { seed: seed + 1, samples: BOT_SAMPLES }),
    S: createBot("rubber", { seed: seed + 2, samples: BOT_SAMPLES }),
    W: createBot("rubber", { seed: seed + 3, samples: BOT_SAMPLES }),
  };
  while (!rubber.isOver(state)) {
    const seat = rubber.turn(state) as Seat;
    const next = rubber.apply(state, bots[seat](rubber.view(state, seat)));
    if (!next.ok) fail(`${seat}'s bot chose an illegal action: ${next.error.message}`);
    state = next.value;
  }
  const rec = rubber.record(state);
  out.push(`Rubber bridge, seed ${seed}: four bots, first dealer ${rec.firstDealer}\n`);
  rec.deals.forEach((d, k) => {
    const outcome = d.contract
      ? `${formatContract(d.contract)} by ${d.declarer}, ${d.declarerTricks} tricks`
      : "passed out";
    out.push(`Deal ${k + 1}  dealer ${d.dealer}  vulnerable ${d.vulnerability.padEnd(4)}  ${outcome}`);
  });
  out.push(`\nScore sheet\n${formatScoreSheet(["NS", "EW"], rec.score)}`);
  const net = rec.net.winner ? `${rec.net.winner} by ${rec.net.margin}` : "a tie";
  out.push(`\nRubber won by ${rec.winner}; on points: ${net}.`);
}

function playHoneymoon(seed: number, text: TextOptions, out: string[]): void {
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
  out.push(`Honeymoon draw-and-discard, seed ${seed}: two bots\n`);
  rec.deals.forEach((d, k) => {
    const kept = d.draws.filter((x) => x.choice === "keep").length;
    const outcome = d.contract
      ? `${formatContract(d.contract)} by ${d.declarer}, ${d.declarerTricks} tricks`
      : "passed out";
    const first = d.stock[0] ? formatCardText(d.stock[0], text) : "?";
    out.push(
      `Deal ${k + 1}  dealer ${d.dealer}  top card ${first.padEnd(4)} ${kept} kept / ${26 - kept} rejected   ${outcome}`,
    );
  });
  out.push(`\nScore sheet\n${formatScoreSheet(["A", "B"], rec.score)}`);
  out.push(`\nRubber won by ${rec.winner}.`);
}

/**
 * Plays a whole game of `variant` with bots from `seed` and returns the text the demo prints, each
 * line ending in a newline. Throws when a bot chooses an illegal action (a bug, not an input error).
 */
export function renderDemo(variant: DemoVariant, seed: number, text: TextOptions): string {
  const out: string[] = [];
  if (variant === "duplicate") playDuplicate(seed, text, out);
  else if (variant === "rubber") playRubber(seed, out);
  else playHoneymoon(seed, text, out);
  return out.map((line) => `${line}\n`).join("");
}
