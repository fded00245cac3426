/**
 * Play against bots in the terminal:
 * `npm run play [-- --seed N] [--lang en|pt|fr|ru] [--variant duplicate|rubber|honeymoon] [--vul none|NS|EW|both]`.
 *
 * You sit South (player A in Honeymoon); bots fill the other seats and see only their views. When
 * you declare you play dummy's cards too; when North declares it plays yours. Type a call (`1NT`,
 * `p`, `x`), a card (`sa`, `h10`, `♦7`), `keep`/`reject` in Honeymoon's draw, or an option's number;
 * `claim N` as declarer, `help`, `quit`. The contract, declarer and opening leader are announced
 * when the auction ends and stay in the status line during the play. A refused input gets a
 * one-line answer; the hand is shown again only when something has changed. Input is read line
 * by line, so it can be piped in.
 */
import { createInterface } from "node:readline";
import {
  describeError,
  drawChoiceName,
  parseCall,
  parseCard,
  scoreKindName,
  seatName,
  sideName,
  vulnerabilityName,
  type Card,
  type Locale,
} from "contract-bridge";
import { parseFlags } from "./shared/args.js";
import {
  applyTable,
  botAction,
  claim,
  createBots,
  createTable,
  humanSeat,
  isOverTable,
  sortCards,
  turnOf,
  viewOf,
  type AnySeat,
  type AnyView,
  type Mode,
  type Table,
} from "./shared/table.js";
import { UI, callLabel, cardLabel, contractLabel, contractLine, wrapTokens } from "./shared/text.js";

const USAGE = `Usage: npm run play -- [--seed N] [--lang en|pt|fr|ru] [--variant duplicate|rubber|honeymoon] [--vul none|NS|EW|both]

Play South against three bots (player A against one bot in Honeymoon). Type "help" during the game.`;

const parsed = parseFlags(process.argv.slice(2), {
  seed: { kind: "int" },
  lang: { kind: "choice", values: ["en", "pt", "fr", "ru"] },
  variant: { kind: "choice", values: ["duplicate", "rubber", "honeymoon"] },
  vul: { kind: "choice", values: ["none", "NS", "EW", "both"] },
  help: { kind: "switch" },
});
if (!parsed.ok) {
  console.error(`${parsed.message}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed.flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const seed = (parsed.flags.seed as number | undefined) ?? 1;
const lang = (parsed.flags.lang as Locale | undefined) ?? "en";
const mode = (parsed.flags.variant as Mode | undefined) ?? "duplicate";
const vulnerability = (parsed.flags.vul as "none" | "NS" | "EW" | "both" | undefined) ?? "none";
const ui = UI[lang];
const WIDTH = Math.max(40, Math.min(process.stdout.columns || 80, 100));

const rl = createInterface({ input: process.stdin, terminal: false });
const lines = rl[Symbol.asyncIterator]();
async function ask(prompt: string): Promise<string | null> {
  process.stdout.write(prompt);
  const next = await lines.next();
  if (next.done) return null;
  if (!process.stdin.isTTY) process.stdout.write(`${next.value}\n`); // echo piped input, like a transcript
  return next.value.trim();
}

/** A hand, one suit a line, spades first, each suit from the ace down. */
function handLines(cards: readonly Card[]): string {
  const sorted = sortCards(cards);
  return (["S", "H", "D", "C"] as const)
    .map((s) => {
      const inSuit = sorted.filter((c) => c[0] === s).map((c) => cardLabel(c).slice(1));
      return `  ${cardLabel(`${s}A` as Card).charAt(0)} ${inSuit.length ? inSuit.join(" ") : "—"}`;
    })
    .join("\n");
}

function seatLabel(seat: AnySeat): string {
  return seatName(seat, lang);
}

/** An action as the apps write it: a call, a card, or a word. */
function actionLabel(a: Option): string {
  if (a.type === "call" && a.call) return callLabel(a.call as never, lang);
  if (a.type === "play" && a.card) return cardLabel(a.card as Card);
  if (a.type === "keep" || a.type === "reject") return drawChoiceName(a.type, lang);
  return a.type;
}

/** The status line kept on screen during the play. */
function status(v: AnyView): string | null {
  if (v.phase !== "play" || !v.contract || !v.declarer) return null;
  const contract =
    v.variant === "honeymoon"
      ? ui.contractBy(contractLabel(v.contract), v.declarer, v.declarer === "A" ? "B" : "A")
      : contractLine(v.contract, v.declarer, lang);
  return `${contract}\n${ui.tricksSoFar(v.declarerTricks, v.defenderTricks)}`;
}

/** Announces what changed between two tables: the end of an auction, a trick won, a new deal. */
function announce(before: Table, after: Table): void {
  const me = humanSeat(after);
  const was = viewOf(before, me);
  const now = viewOf(after, me);
  const newDeal =
    now.variant === "honeymoon" && was.variant === "honeymoon"
      ? now.dealIndex !== was.dealIndex
      : now.variant === "rubber" && was.variant === "rubber"
        ? now.dealIndex !== was.dealIndex
        : false;
  const tricksBefore = was.tricks.length;
  if (newDeal) {
    const last =
      now.variant === "rubber"
        ? now.previousDeals.at(-1)
        : now.variant === "honeymoon"
          ? now.previousDeals.at(-1)
          : null;
    if (last && last.contract && last.declarer !== null && last.declarerTricks !== null)
      console.log(
        `${contractLabel(last.contract)} ${seatLabel(last.declarer)}: ${ui.declarerTook(last.declarerTricks)}`,
      );
    else if (last) console.log(ui.passedOut);
    if (!isOverTable(after)) console.log(`\n— ${ui.newDeal} —`);
    return;
  }
  if (now.tricks.length > tricksBefore) {
    const t = now.tricks[now.tricks.length - 1];
    if (t) console.log(ui.trickWon(now.tricks.length, seatLabel(t.winner)));
  }
  if (was.phase === "auction" && now.phase !== "auction") {
    if (now.contract && now.declarer) console.log(`\n${status(now)?.split("\n")[0] ?? ""}`);
    else console.log(ui.passedOut);
  }
}

type Option = { type: string; call?: string; card?: string };

/** The person's options, cards in the order hands are shown (spades first, ace down), calls as the view lists them. */
function options(v: AnyView): Option[] {
  const list = v.legalActions as Option[];
  if (!list.every((a) => a.type === "play" && a.card)) return list;
  const order = sortCards(list.map((a) => a.card as Card));
  return [...list].sort((a, b) => order.indexOf(a.card as Card) - order.indexOf(b.card as Card));
}

/** The options as numbered labels. */
function optionLabels(v: AnyView): string[] {
  return options(v).map((a, i) => `${i + 1}:${actionLabel(a)}`);
}

function showPosition(v: AnyView): void {
  console.log(`\n${ui.hand}:\n${handLines(v.hand)}`);
  if (v.variant !== "honeymoon" && v.dummy && v.dummy.seat !== v.seat)
    console.log(`${ui.dummy} (${seatLabel(v.dummy.seat)}):\n${handLines(v.dummy.hand)}`);
  if (v.variant === "honeymoon" && v.phase === "draw")
    console.log(`${ui.stock(v.stock)} · ${ui.topCard}: ${v.top ? cardLabel(v.top) : "?"}`);
  if (v.phase === "auction" && v.calls.length > 0)
    console.log(`${ui.auction}: ${v.calls.map((c) => `${seatLabel(c.seat)} ${callLabel(c.call, lang)}`).join(", ")}`);
  const line = status(v);
  if (line) console.log(line);
  if (v.currentTrick && v.currentTrick.cards.length > 0)
    console.log(
      `${ui.trick}: ${v.currentTrick.cards.map((c) => `${seatLabel(c.seat)} ${cardLabel(c.card)}`).join(", ")}`,
    );
  console.log(wrapTokens([`${ui.legal}:`, ...optionLabels(v)], WIDTH, "  "));
}

function prompt(v: AnyView): string {
  if (v.phase === "draw") return `${ui.yourChoice}> `;
  if (v.phase === "auction") return `${ui.yourCall}> `;
  const fromDummy = v.variant !== "honeymoon" && v.handToPlay && v.handToPlay !== v.seat ? ` (${ui.fromDummy})` : "";
  return `${ui.yourCard}${fromDummy}> `;
}

/** Reads the person's input as an action for the view, or a sentence saying why it is not one. */
function readAction(input: string, v: AnyView): { action: unknown } | { problem: string } {
  const index = /^\d+$/.test(input) ? Number(input) - 1 : -1;
  const listed = options(v);
  if (index >= 0 && index < listed.length) return { action: listed[index] };
  const seat = v.seat;
  if (v.phase === "draw") {
    const word = input.toLowerCase();
    for (const choice of ["keep", "reject"] as const)
      if (word === choice || word === drawChoiceName(choice, lang).toLowerCase())
        return { action: { type: choice, seat } };
    return { problem: ui.unknownCommand(input) };
  }
  if (v.phase === "auction") {
    const call = parseCall(input);
    return call.ok ? { action: { type: "call", seat, call: call.value } } : { problem: ui.notACall(input) };
  }
  const card = parseCard(input);
  return card.ok ? { action: { type: "play", seat, card: card.value } } : { problem: ui.notACard(input) };
}

function printScore(t: Table): void {
  const v = viewOf(t, humanSeat(t));
  if (v.variant === "duplicate" && v.calls.length > 0) {
    console.log(`\n${ui.auction}: ${v.calls.map((c) => `${seatLabel(c.seat)} ${callLabel(c.call, lang)}`).join(", ")}`);
    if (v.tricks.length > 0) console.log(`${ui.tricks}:`);
    v.tricks.forEach((tr, i) =>
      console.log(
        `${String(i + 1).padStart(3)}. ${seatLabel(tr.leader)} ${ui.leads}  ${tr.cards.map((c) => cardLabel(c.card).padEnd(4)).join(" ")} ${ui.wonBy} ${seatLabel(tr.winner)}`,
      ),
    );
    if (v.contract && v.declarer)
      console.log(`${contractLine(v.contract, v.declarer, lang)} · ${ui.declarerTook(v.declarerTricks)}`);
  }
  const score = v.variant === "duplicate" ? (v.score ?? { items: [], totals: { NS: 0, EW: 0 } }) : v.score;
  console.log(`\n${ui.score}`);
  if (score.items.length === 0) console.log(`  ${ui.passedOut}`);
  for (const item of score.items) {
    const who = item.side === "A" || item.side === "B" ? item.side : sideName(item.side, lang);
    const deal = "deal" in item ? `#${item.deal + 1}`.padEnd(4) : "";
    console.log(
      `  ${deal}${who.padEnd(12)} ${scoreKindName(item.kind, lang).padEnd(34)} ${String(item.points).padStart(5)}${v.variant === "duplicate" ? "" : `  (${ui.lines[item.line]})`}`,
    );
  }
  console.log(
    `  ${ui.total}: ${Object.entries(score.totals)
      .map(([side, n]) => `${side === "A" || side === "B" ? side : sideName(side as "NS" | "EW", lang)} ${n}`)
      .join(" · ")}`,
  );
  if (v.variant === "rubber" && t.mode === "rubber")
    console.log(ui.rubberWon(sideName(v.games.NS >= 2 ? "NS" : "EW", lang)));
  if (v.variant === "honeymoon") console.log(ui.rubberWon(v.games.A >= 2 ? "A" : "B"));
}

async function main(): Promise<number> {
  const created = createTable({ mode, seed, vulnerability });
  if (!created.ok) throw new Error(created.error.message);
  let table = created.value;
  const bots = createBots(seed);
  const me = humanSeat(table);
  const first = viewOf(table, me);
  const vul = first.variant === "duplicate" ? ` · ${vulnerabilityName(first.vulnerability, lang)}` : "";
  console.log(`${ui.modes[mode]} · ${ui.seed} ${seed}${vul}\n${ui.youAre(seatLabel(me))}`);
  let fresh = true; // whether the position must be shown before the next prompt
  while (!isOverTable(table)) {
    const seat = turnOf(table) as AnySeat;
    if (seat !== me) {
      const v = viewOf(table, seat);
      const action = botAction(table, bots, seat) as { type: string; call?: string; card?: string };
      const next = applyTable(table, action);
      if (!next.ok) throw new Error(`${seat}'s bot chose an illegal action: ${next.error.message}`);
      const fromDummy =
        v.variant !== "honeymoon" && v.handToPlay && v.handToPlay !== seat
          ? ` (${ui.fromDummy} ${seatLabel(v.handToPlay)})`
          : "";
      if (action.type === "call" || action.type === "play")
        console.log(`${seatLabel(seat)}: ${actionLabel(action)}${fromDummy}`);
      announce(table, next.value);
      table = next.value;
      fresh = true;
      continue;
    }
    const v = viewOf(table, me);
    if (fresh) showPosition(v);
    fresh = false;
    const input = await ask(prompt(v));
    if (input === null) {
      console.log(`\n${ui.inputEnded}`);
      return 1;
    }
    const word = input.toLowerCase();
    if (word === "") continue;
    if (word === "help" || word === "?") {
      console.log(ui.help.join("\n"));
      continue;
    }
    if (word === "quit" || word === "exit") {
      console.log(ui.bye);
      return 0;
    }
    const claimMatch = /^claim(?:\s+(\d+))?$/.exec(word);
    if (claimMatch) {
      if (
        v.variant === "honeymoon" ||
        v.phase !== "play" ||
        v.declarer !== me ||
        v.tricks.length + (v.currentTrick?.cards.length ? 1 : 0) === 0
      ) {
        console.log(ui.onlyDeclarerClaims);
        continue;
      }
      const left = 13 - v.tricks.length;
      const n = claimMatch[1] === undefined ? left : Number(claimMatch[1]);
      const outcome = claim(table, bots, n);
      if (!outcome.ok) {
        console.log(`${ui.notAllowed}: ${describeError(outcome.error, lang)}`);
        continue;
      }
      console.log(outcome.accepted ? ui.claimAccepted(n) : ui.claimRejected);
      announce(table, outcome.table);
      table = outcome.table;
      fresh = true;
      continue;
    }
    const read = readAction(input, v);
    if ("problem" in read) {
      console.log(read.problem);
      continue;
    }
    const next = applyTable(table, read.action);
    if (!next.ok) {
      console.log(`${ui.notAllowed}: ${describeError(next.error, lang)}`);
      continue;
    }
    announce(table, next.value);
    table = next.value;
    fresh = true;
  }
  printScore(table);
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
