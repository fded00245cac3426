/**
 * Play South against bots in the terminal: `npm run play [-- --seed N]`.
 *
 * As in the single-deal app the rules come from: you sit South, a bot partners you at North, bots
 * sit East and West. Your hand is shown sorted by suit, with your legal calls or cards; dummy is shown
 * from the opening lead on; when you declare you play dummy's cards too, and when North declares it
 * plays yours. Type a call (`1NT`, `p`, `x`…), a card (`sa`, `h10`, `♦7`…) or the number of an option.
 * Illegal input is answered in words. It reads lines, so input can be piped in.
 */
import { createInterface } from "node:readline";
import { createBot, duplicate, formatAuction, formatCallText, formatCardText, formatScore, parseCall, parseCard, type Card, type Seat } from "contract-bridge";

const args = process.argv.slice(2);
const seedArg = args[args.indexOf("--seed") + 1];
const seed = args.includes("--seed") ? Number(seedArg) : 1;
if (!Number.isSafeInteger(seed) || seed < 0) {
  console.error(`--seed must be a non-negative integer, got "${seedArg}"`);
  process.exit(2);
}

const rl = createInterface({ input: process.stdin, terminal: false });
const lines = rl[Symbol.asyncIterator]();
async function ask(prompt: string): Promise<string | null> {
  process.stdout.write(prompt);
  const next = await lines.next();
  if (next.done) return null;
  if (!process.stdin.isTTY) process.stdout.write(`${next.value}\n`); // echo piped input, like a transcript
  return next.value.trim();
}

function handLines(cards: readonly Card[]): string {
  return (["S", "H", "D", "C"] as const)
    .map((s) => {
      const inSuit = cards.filter((c) => c[0] === s);
      return `  ${formatCardText(`${s}A` as Card)[0]} ${inSuit.length ? inSuit.map((c) => formatCardText(c).slice(1)).join(" ") : "—"}`;
    })
    .join("\n");
}

/** After a card that completes a trick, says who won it. */
function reportTrick(state: duplicate.State): void {
  const view = duplicate.view(state, "S");
  const done = view.tricks.length;
  if (state.plays.length > 0 && state.plays.length % 4 === 0 && done > 0) {
    console.log(`Trick ${done} won by ${view.tricks[done - 1]?.winner} (declarer ${view.declarerTricks}, defenders ${view.defenderTricks})`);
  }
}

async function main(): Promise<number> {
  const created = duplicate.create({ seed, dealer: "S" });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const bots: Record<Exclude<Seat, "S">, ReturnType<typeof createBot<"duplicate">>> = {
    N: createBot("duplicate", { seed }),
    E: createBot("duplicate", { seed: seed + 1 }),
    W: createBot("duplicate", { seed: seed + 3 }),
  };
  console.log(`You are South. Deal ${seed}, South deals, nobody vulnerable.\n`);
  while (!duplicate.isOver(state)) {
    const seat = duplicate.turn(state) as Seat;
    if (seat !== "S") {
      const seen = duplicate.view(state, seat);
      const action = bots[seat](seen);
      const next = duplicate.apply(state, action);
      if (!next.ok) throw new Error(next.error.message);
      if (action.type === "call") console.log(`${seat} calls ${formatCallText(action.call)}`);
      else if (action.type === "play") console.log(`${seat} plays ${formatCardText(action.card)}${seen.handToPlay !== seat ? ` from dummy (${seen.handToPlay})` : ""}`);
      state = next.value;
      reportTrick(state);
      continue;
    }
    const view = duplicate.view(state, "S");
    console.log(`\nYour hand:\n${handLines(view.hand)}`);
    if (view.dummy) console.log(`Dummy (${view.dummy.seat}):\n${handLines(view.dummy.hand)}`);
    if (view.phase === "auction") console.log(`\n${formatAuction(view.calls, view.dealer)}`);
    if (view.currentTrick && view.currentTrick.cards.length > 0) {
      console.log(`Trick so far: ${view.currentTrick.cards.map((c) => `${c.seat} ${formatCardText(c.card)}`).join(", ")}`);
    }
    const options = view.legalActions.map((a) => (a.type === "call" ? formatCallText(a.call) : a.type === "play" ? formatCardText(a.card) : a.type));
    const who = view.handToPlay && view.handToPlay !== "S" ? ` from dummy (${view.handToPlay})` : "";
    console.log(`Legal: ${options.map((o, i) => `${i + 1}:${o}`).join(" ")}`);
    const input = await ask(view.phase === "auction" ? "Your call> " : `Your card${who}> `);
    if (input === null) {
      console.log("\nInput ended before the deal did.");
      return 1;
    }
    let action: unknown;
    const index = /^\d+$/.test(input) ? Number(input) - 1 : -1;
    if (index >= 0 && index < view.legalActions.length) action = view.legalActions[index];
    else if (view.phase === "auction") {
      const call = parseCall(input);
      if (!call.ok) {
        console.log(`"${input}" is not a call: type P, X, XX or a bid such as 1NT, or an option's number.`);
        continue;
      }
      action = { type: "call", seat: "S", call: call.value };
    } else {
      const card = parseCard(input);
      if (!card.ok) {
        console.log(`"${input}" is not a card: type a suit and a rank such as SA or H10, or an option's number.`);
        continue;
      }
      action = { type: "play", seat: "S", card: card.value };
    }
    const next = duplicate.apply(state, action);
    if (!next.ok) {
      console.log(`Not allowed: ${next.error.message}.`);
      continue;
    }
    state = next.value;
    reportTrick(state);
  }
  const rec = duplicate.record(state);
  console.log(`\n${formatAuction(rec.calls, rec.dealer)}`);
  console.log(rec.contract ? `\nContract ${rec.contract.level}${rec.contract.strain}${rec.contract.doubled} by ${rec.declarer}: ${rec.declarerTricks} tricks` : "\nPassed out.");
  console.log(`\nScore\n${formatScore(rec.score ?? { items: [], totals: {} })}`);
  return 0;
}

main()
  .then((code) => {
    rl.close();
    process.exitCode = code;
  })
  .catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    rl.close();
    process.exitCode = 1;
  });
