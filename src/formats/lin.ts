/**
 * BBO's LIN format: {@link parseLin} / {@link makeLin}, and the step to and from the normalised
 * {@link RecordedDeal} ({@link linBoardToRecord} / {@link recordToLinBoard}).
 *
 * A LIN file is a flat list of `cmd|argument|` pairs. The reader keeps that list exactly, every
 * command including unknown ones, and cuts it into boards: at each `qx` in a vugraph file (what
 * comes before the first is the file's header: `vg`, `rs`, `pn`), otherwise at each new deal
 * (`pn`, `st` or `md` once the current board has its `md`). Meaning is read on demand from the
 * commands: `md` (dealer digit 1 = S, 2 = W, 3 = N, 4 = E; hands S, W, N, E; a missing fourth hand
 * is the remaining cards), `sv`, `ah`, `pn`, `mb` with `!` alerts and `an` explanations, `pc` in
 * any case, `mc` (a claim: declarer's total tricks), `qx`, and the vugraph `vg` / `rs` lines.
 *
 * @module
 */
import { SEATS, type Call, type Card, type Seat, type Vulnerability } from "../schemas/model.js";
import { err, ok, type Result } from "../result.js";
import { parseCard, parseRank } from "../model/card.js";
import { parseCall } from "../model/call.js";
import { CardSet } from "../model/cardset.js";
import type { PartialDeal } from "../model/deal.js";
import type { CallAlert, RecordedDeal } from "./record.js";
import { auctionOutcome, outcomeText } from "./util.js";
import { parseError } from "./warnings.js";
import type { LinBoard, LinCommand } from "./lin/syntax.js";

export {
  iterateLinBoards,
  makeLin,
  parseLin,
  type LinBoard,
  type LinCommand,
  type LinFile,
  type LinReadOptions,
  type LinStreamBoard,
} from "./lin/syntax.js";

const lower = (c: LinCommand): string => c.cmd.toLowerCase();

// ---------------------------------------------------------------------------------------------
// Reading the meaning
// ---------------------------------------------------------------------------------------------

/** One call of a LIN auction. */
export interface LinCall {
  /** The call, canonical. */
  readonly call: Call;
  /** Whether it was alerted (`mb|2C!|`). */
  readonly alert: boolean;
  /** The explanation given with `an|…|` after it, or `null`. */
  readonly annotation: string | null;
  /** 1-based line of the `mb` command. */
  readonly line: number;
  /** 1-based column of the `mb` command. */
  readonly column: number;
}

/** The calls of a board (`mb`), with alerts and the `an` explanations that follow them. */
export function linAuction(board: LinBoard): Result<LinCall[]> {
  const calls: { call: Call; alert: boolean; annotation: string | null; line: number; column: number }[] = [];
  for (const c of board.commands) {
    const k = lower(c);
    if (k === "mb") {
      // Trailing "!" are the alert; found by a backwards walk, not a regex, which backtracks
      // quadratically on a long run of "!".
      const arg = c.arg.trim();
      let end = arg.length;
      while (end > 0 && arg.charCodeAt(end - 1) === 33) end--;
      const call = parseCall(arg.slice(0, end));
      if (!call.ok)
        return parseError(`mb|${c.arg.length > 40 ? `${c.arg.slice(0, 40)}…` : c.arg}|: ${call.error.message}`, c);
      calls.push({ call: call.value, alert: end < arg.length, annotation: null, line: c.line, column: c.column });
    } else if (k === "an") {
      const last = calls[calls.length - 1];
      if (last) last.annotation = last.annotation === null ? c.arg : `${last.annotation}\n${c.arg}`;
    }
  }
  return ok(calls);
}

/** Seats in the order LIN lists hands and players. */
const LIN_ORDER: readonly Seat[] = ["S", "W", "N", "E"];

/** Reads one LIN hand, `"SAKQHT98D2CAK32"`, leniently (lower case, `10`). */
function parseLinHand(text: string): Result<Card[]> {
  const cards: Card[] = [];
  let suit = "";
  const t = text.toUpperCase().replace(/10/gu, "T");
  for (const ch of t) {
    if (ch === "S" || ch === "H" || ch === "D" || ch === "C") {
      suit = ch;
      continue;
    }
    if (ch === " ") continue;
    const rank = parseRank(ch);
    if (!rank.ok || suit === "") return err("PARSE_ERROR", `"${ch}" is not a card in hand "${text}"`);
    const card = `${suit}${rank.value}` as Card;
    if (cards.includes(card)) return err("PARSE_ERROR", `${card} appears twice in hand "${text}"`);
    cards.push(card);
  }
  return ok(CardSet.of(cards).cards());
}

/** The dealer and hands of an `md` argument. */
function parseMd(md: LinCommand): Result<{ dealer: Seat; deal: PartialDeal }> {
  const arg = md.arg.trim();
  const digit = arg[0];
  if (digit === undefined || !/^[1-4]$/u.test(digit)) {
    return parseError(`md|${arg}|: the deal must start with the dealer, 1 (South) to 4 (East)`, md);
  }
  const dealer = LIN_ORDER[Number(digit) - 1] as Seat;
  const fields = arg.slice(1).split(",");
  while (fields.length > 4 && fields[fields.length - 1]?.trim() === "") fields.pop();
  if (fields.length > 4) return parseError(`md|${arg}|: more than four hands`, md);
  const hands: (Card[] | null)[] = [];
  for (let k = 0; k < 4; k++) {
    const field = (fields[k] ?? "").trim();
    if (field === "") {
      hands.push(null);
      continue;
    }
    const hand = parseLinHand(field);
    if (!hand.ok) return parseError(`md: ${LIN_ORDER[k]}'s hand: ${hand.error.message}`, md);
    hands.push(hand.value);
  }
  // The three-hand form: the fourth hand is whatever the other three do not hold.
  const missing = hands.filter((h) => h === null).length;
  if (missing === 1 && hands.every((h) => h === null || h.length === 13)) {
    const held = CardSet.of(hands.flatMap((h) => h ?? []));
    const rest = CardSet.FULL.difference(held);
    if (rest.size === 13) hands[hands.indexOf(null)] = rest.cards();
  }
  const deal: Record<Seat, Card[] | null> = { N: null, E: null, S: null, W: null };
  const seen = new Set<Card>();
  for (let k = 0; k < 4; k++) {
    const seat = LIN_ORDER[k] as Seat;
    const hand = hands[k] ?? null;
    if (hand && hand.length !== 13) return parseError(`md: ${seat} has ${hand.length} cards, not 13`, md);
    for (const card of hand ?? []) {
      if (seen.has(card)) return parseError(`md: ${card} is in two hands`, md);
      seen.add(card);
    }
    deal[seat] = hand;
  }
  return ok({ dealer, deal });
}

function parseSv(text: string): Vulnerability | undefined {
  const v = text.trim().toLowerCase();
  // One letter (or none, or "0" or "-" for none vulnerable), looked up by its place in a string.
  return v.length < 2 ? (["none", "none", "none", "NS", "EW", "both"] as const)["o0-neb".indexOf(v)] : undefined;
}

/** A vugraph result such as `"4SWx-4"`, `"3NN+3"`, `"4HE="` or `"P"` (passed out). */
function parseRs(entry: string): { contract: string; declarer?: Seat; result?: number } | undefined {
  const t = entry.trim();
  if (/^(?:P|PASS|AP)$/iu.test(t)) return { contract: "Pass" };
  const m = /^([1-7])(NT|[CDHSN])([NESW])(X{0,2})(=|[+-]\d{1,2})?$/iu.exec(t);
  if (!m) return undefined;
  const level = Number(m[1]);
  const strain = (m[2] as string).toUpperCase();
  const contract = `${level}${strain === "N" ? "NT" : strain}${(m[4] as string).toUpperCase()}`;
  const declarer = (m[3] as string).toUpperCase() as Seat;
  const how = m[5];
  if (how === undefined) return { contract, declarer };
  const result = level + 6 + (how === "=" ? 0 : Number(how));
  return result >= 0 && result <= 13 ? { contract, declarer, result } : { contract, declarer };
}

/** The `rs` entry of a vugraph board: `vg` gives the first board, and `rs` lists open then closed room for each. */
function vugraphResult(header: readonly LinCommand[], qx: string | undefined): string | undefined {
  const vg = header.find((c) => lower(c) === "vg");
  const rs = header.find((c) => lower(c) === "rs");
  const m = qx === undefined ? null : /^\s*([oc])\s*(\d+)/iu.exec(qx);
  if (!vg || !rs || !m) return undefined;
  const fields = vg.arg.split(",");
  const first = Number(fields[3]);
  const last = Number(fields[4]);
  const entries = rs.arg.split(",");
  if (!Number.isInteger(first) || !Number.isInteger(last) || entries.length !== 2 * (last - first + 1))
    return undefined;
  const index = 2 * (Number(m[2]) - first) + ((m[1] as string).toLowerCase() === "c" ? 1 : 0);
  return entries[index];
}

/**
 * The normalised record of a board, for the rules engine to replay; `header` is the file's (a
 * vugraph file's players and `rs` results). The claim is `mc` when play stopped before 52 cards;
 * `stated` takes contract, declarer and result from `rs` where there is one, else from the
 * auction and `mc`. A board that cannot be replayed (no `md`, a hand of other than 13 cards, an
 * unreadable call or card) is a `PARSE_ERROR` at its command.
 */
export function linBoardToRecord(board: LinBoard, header: readonly LinCommand[] = []): Result<RecordedDeal> {
  const find = (k: string): LinCommand | undefined => board.commands.find((c) => lower(c) === k);
  const md = find("md");
  if (!md) return parseError("the board has no md| command (the deal)", board);
  const parsed = parseMd(md);
  if (!parsed.ok) return parsed;
  const { dealer, deal } = parsed.value;
  const sv = find("sv");
  const vulnerability = sv ? parseSv(sv.arg) : undefined;
  if (!vulnerability) {
    return sv
      ? parseError(`sv|${sv.arg}|: vulnerability must be o, n, e or b`, sv)
      : parseError("the board has no sv| command (vulnerability)", board);
  }
  const auction = linAuction(board);
  if (!auction.ok) return auction;
  const calls = auction.value.map((c) => c.call);
  const plays: Card[] = [];
  let mc: number | undefined;
  for (const c of board.commands) {
    const k = lower(c);
    if (k === "pc") {
      const card = parseCard(c.arg.trim());
      if (!card.ok) return parseError(`pc|${c.arg}|: ${card.error.message}`, c);
      plays.push(card.value);
    } else if (k === "mc") {
      const t = c.arg.trim();
      if (!/^\d{1,2}$/u.test(t) || Number(t) > 13)
        return parseError(`mc|${c.arg}|: a claim is declarer's total tricks, 0 to 13`, c);
      mc = Number(t);
    }
  }
  if (plays.length > 52) return parseError("more than 52 cards played", board);

  const qx = find("qx")?.arg;
  const stated: { contract?: string; declarer?: Seat; result?: number } = {};
  const rsEntry = vugraphResult(header, qx);
  const rs = rsEntry === undefined ? undefined : parseRs(rsEntry);
  const outcome = auctionOutcome(dealer, calls);
  if (rs) {
    stated.contract = rs.contract;
    if (rs.declarer) stated.declarer = rs.declarer;
  } else if (outcome) {
    stated.contract = outcomeText(outcome);
    if (outcome.declarer) stated.declarer = outcome.declarer;
  }
  const result = rs?.result ?? mc;
  if (result !== undefined) stated.result = result;

  const pn = find("pn") ?? header.find((c) => lower(c) === "pn");
  const players: Partial<Record<Seat, string>> = {};
  if (pn) {
    const names = pn.arg.split(",");
    const closed = qx !== undefined && /^\s*c/iu.test(qx) && names.length >= 8;
    const room = closed ? names.slice(4, 8) : names.slice(0, 4);
    room.forEach((name, k) => {
      const t = name.trim();
      if (t !== "") players[LIN_ORDER[k] as Seat] = t;
    });
  }

  const alerts: CallAlert[] = [];
  auction.value.forEach((c, index) => {
    if (c.alert || c.annotation !== null) alerts.push({ index, alert: c.alert, explanation: c.annotation });
  });
  const ah = find("ah")?.arg.trim();
  const qxBoard = qx === undefined ? undefined : /\d+/u.exec(qx)?.[0];
  const title = ah !== undefined && ah !== "" ? ah.replace(/^board\s*/iu, "") : qxBoard;
  return ok({
    board: title === undefined || title === "" ? null : title,
    dealer,
    vulnerability,
    deal,
    calls,
    plays,
    claim: mc !== undefined && plays.length < 52 ? mc : null,
    stated,
    ...(Object.keys(players).length > 0 ? { players } : {}),
    ...(alerts.length > 0 ? { alerts } : {}),
    source: { line: board.line, column: board.column },
  });
}

const LIN_CALLS: Readonly<Record<string, string>> = { P: "p", X: "d", XX: "r" };
const LIN_VUL: Readonly<Record<Vulnerability, string>> = { none: "o", NS: "n", EW: "e", both: "b" };

function linHand(cards: readonly Card[] | null): string {
  if (!cards) return "";
  const parts = CardSet.of(cards).toString().split(".");
  return ["S", "H", "D", "C"].map((s, k) => s + (parts[k] ?? "")).join("");
}

function command(cmd: string, arg = ""): LinCommand {
  return { cmd, arg, line: 0, column: 0 };
}

/**
 * A LIN board from a record, as BBO writes hand records: `pn`, `st`, `md`, `rh`, `ah`, `sv`, the
 * calls (`!` alerts, `an` explanations), the cards with `pg` after each trick, and `mc` for a claim
 * or stated result. LIN has no place for a stated contract or score; a record with one unknown
 * hand reads back with it filled in (LIN's three-hand form). `|` and `,` in names become `/`, `;`.
 */
export function recordToLinBoard(record: RecordedDeal): LinBoard {
  const commands: LinCommand[] = [];
  const players = record.players;
  if (players && SEATS.some((s) => players[s] !== undefined)) {
    commands.push(
      command("pn", LIN_ORDER.map((s) => (players[s] ?? "").replace(/\|/gu, "/").replace(/,/gu, ";")).join(",")),
    );
  }
  commands.push(command("st"));
  const digit = LIN_ORDER.indexOf(record.dealer) + 1;
  commands.push(command("md", `${digit}${LIN_ORDER.map((s) => linHand(record.deal[s])).join(",")}`));
  commands.push(command("rh"));
  if (record.board !== null) commands.push(command("ah", `Board ${record.board.replace(/\|/gu, "/")}`));
  commands.push(command("sv", LIN_VUL[record.vulnerability]));
  const alerts = new Map((record.alerts ?? []).map((a) => [a.index, a]));
  record.calls.forEach((call, k) => {
    const a = alerts.get(k);
    commands.push(command("mb", `${LIN_CALLS[call] ?? call.replace("NT", "N")}${a?.alert ? "!" : ""}`));
    if (a && a.explanation !== null) commands.push(command("an", a.explanation.replace(/\|/gu, "/")));
  });
  if (record.calls.length > 0) commands.push(command("pg"));
  record.plays.forEach((card, k) => {
    commands.push(command("pc", card));
    if (k % 4 === 3) commands.push(command("pg"));
  });
  const claim = record.claim ?? (record.plays.length === 52 ? record.stated.result : undefined);
  if (claim !== undefined && claim !== null) commands.push(command("mc", String(claim)), command("pg"));
  return { commands, line: 0, column: 0 };
}
