/**
 * From a PBN game to the normalised {@link RecordedDeal} and back.
 *
 * @module
 */
import { SEATS, type Call, type Card, type Seat } from "../../schemas/model.js";
import { err, ok, type Result } from "../../result.js";
import { formatDeal, parseDeal, type PartialDeal } from "../../model/deal.js";
import { seatAfter, seatIndex, sideOf } from "../../model/seat.js";
import { formatContract, parseContract } from "../../model/call.js";
import type { CallAlert, RecordedDeal } from "../record.js";
import { strictError, warning, type FormatWarning, type ReadOptions } from "../warnings.js";
import {
  auctionOutcome,
  outcomeText,
  parsePbnVulnerability,
  parseSeatLetter,
  pbnVulnerabilityName,
  trickWinner,
} from "../util.js";
import { pbnTag, readAuction, readPlay, tagValue, trumpFor } from "./meaning.js";
import { parseError, type PbnGame, type PbnItem, type PbnItemKind, type PbnTag } from "./types.js";

/** Declarer's tricks from a Result tag: `"9"`, `"^9"`, `"NS 9"`, `"EW 4 NS 9"`. */
function resultTricks(text: string, declarer: Seat | undefined): number | undefined {
  const t = text.trim().replace(/^\^/u, "");
  if (/^\d{1,2}$/u.test(t)) {
    const n = Number(t);
    return n <= 13 ? n : undefined;
  }
  const m = /^(NS|EW)\s+(\d{1,2})(?:\s+(NS|EW)\s+(\d{1,2}))?$/iu.exec(t);
  if (!m || !declarer) return undefined;
  const side = sideOf(declarer);
  const pairs: [string, number][] = [[(m[1] as string).toUpperCase(), Number(m[2])]];
  if (m[3]) pairs.push([m[3].toUpperCase(), Number(m[4])]);
  for (const [s, n] of pairs) {
    if (n > 13) return undefined;
    if (s === side) return n;
  }
  const [, other] = pairs[0] as [string, number];
  return 13 - other;
}

const isUnknown = (v: string | undefined): boolean => v === undefined || v.trim() === "" || v.trim() === "?";

/**
 * The value of a tag the record cannot do without, read by `parse`: a `PARSE_ERROR` at the tag
 * when its value is not one of `allowed`, or at the game when the tag is missing.
 */
function requiredTag<T>(
  game: PbnGame,
  name: string,
  parse: (value: string) => T | undefined,
  allowed: string,
): Result<T> {
  const tag = pbnTag(game, name);
  const value = tag ? parse(tag.value) : undefined;
  if (value !== undefined) return ok(value);
  return tag
    ? parseError(`the ${name} tag must be ${allowed}, not "${tag.value}"`, tag)
    : parseError(`the game has no ${name} tag`, { line: game.line, column: game.column });
}

/**
 * The game as a {@link RecordedDeal}, for the rules engine to replay, with a claim when the play
 * ends with `*` before 13 tricks and a `Result` tag gives declarer's tricks. A game that cannot be
 * replayed (no dealer, a hand of other than 13 cards, an unreadable call or card) is a
 * `PARSE_ERROR` at its place.
 */
export function pbnGameToRecord(game: PbnGame, options: ReadOptions = {}): Result<RecordedDeal> {
  const where = { line: game.line, column: game.column };
  const warnings: FormatWarning[] = game.warnings ? [...game.warnings] : [];
  const warn = (w: FormatWarning): void => {
    warnings.push(w);
  };
  const dealerRead = requiredTag(game, "Dealer", parseSeatLetter, "N, E, S or W");
  if (!dealerRead.ok) return dealerRead;
  const dealer = dealerRead.value;
  const vulRead = requiredTag(game, "Vulnerable", parsePbnVulnerability, "None, NS, EW or All");
  if (!vulRead.ok) return vulRead;
  const vulnerability = vulRead.value;
  let deal: PartialDeal = { N: null, E: null, S: null, W: null };
  const dealTag = pbnTag(game, "Deal");
  if (dealTag && !isUnknown(dealTag.value)) {
    const parsed = parseDeal(dealTag.value);
    if (!parsed.ok) {
      const col = parsed.error.column !== undefined ? ` (character ${parsed.error.column} of the value)` : "";
      return parseError(`Deal tag: ${parsed.error.message}${col}`, dealTag);
    }
    deal = parsed.value;
    if (/[a-z]|10/u.test(dealTag.value))
      warn(warning("NONSTANDARD_DEAL", "the Deal tag is written in upper case, with T for ten, in PBN", dealTag));
    for (const seat of SEATS) {
      const hand = deal[seat];
      if (hand && hand.length !== 13) return parseError(`Deal tag: ${seat} has ${hand.length} cards, not 13`, dealTag);
    }
  }

  const auction = readAuction(game, warn);
  if (!auction.ok) return auction;
  const calls: Call[] = auction.value ? auction.value.calls.map((c) => c.call) : [];
  if (auction.value && calls.length > 0 && auction.value.dealer !== dealer) {
    return parseError(
      `the auction starts with ${auction.value.dealer} but the dealer is ${dealer}`,
      pbnTag(game, "Auction") as PbnTag,
    );
  }
  const outcome = auctionOutcome(dealer, calls);
  // The auction, replayed by the engine's rules, says who leads and what is trumps: a Contract,
  // Declarer or Play tag that disagrees is reported as a disagreement, not used to lay out the play.
  const play = readPlay(game, outcome, warn);
  if (!play.ok) return play;
  const plays: Card[] = [];
  for (const trick of play.value?.tricks ?? []) for (const c of trick.cards) plays.push(c.card);

  const stated: { contract?: string; declarer?: Seat; result?: number; score?: string; leader?: Seat } = {};
  const contract = tagValue(game, "Contract");
  if (!isUnknown(contract)) {
    // Kept in the canonical spelling, so that every dialect of a game gives the same record; the
    // spelling written is not lost: it is in the warning.
    const written = (contract as string).trim();
    const parsed = parseContract(written);
    stated.contract = parsed.ok ? formatContract(parsed.value) : /^pass$/iu.test(written) ? "Pass" : written;
    if (stated.contract !== written) {
      warn(
        warning(
          "NONSTANDARD_CONTRACT",
          `Contract "${written}" is written "${stated.contract}" in PBN`,
          pbnTag(game, "Contract") as PbnTag,
        ),
      );
    }
  }
  // The Play tag's seat is kept only when it is not the auction's opening leader: that is the
  // disagreement the validator reports (the play was laid out from the auction's declarer).
  if (play.value && outcome?.declarer && play.value.leader !== seatAfter(outcome.declarer, 1))
    stated.leader = play.value.leader;
  const declarerText = tagValue(game, "Declarer");
  const declarer = declarerText === undefined ? undefined : parseSeatLetter(declarerText.replace(/^\s*\^/u, ""));
  if (declarer) stated.declarer = declarer;
  const resultText = tagValue(game, "Result");
  const result = isUnknown(resultText) ? undefined : resultTricks(resultText as string, outcome?.declarer ?? declarer);
  if (result !== undefined) stated.result = result;
  const score = tagValue(game, "Score");
  if (!isUnknown(score)) stated.score = (score as string).trim();

  const claim = play.value?.end === "*" && plays.length < 52 && result !== undefined ? result : null;

  const players: Partial<Record<Seat, string>> = {};
  const names = { N: "North", E: "East", S: "South", W: "West" } as const;
  for (const seat of SEATS) {
    const name = tagValue(game, names[seat]);
    if (!isUnknown(name)) players[seat] = name as string;
  }
  const alerts: CallAlert[] = [];
  auction.value?.calls.forEach((c, index) => {
    const alert = c.annotations.includes("!");
    if (alert || c.note !== null) alerts.push({ index, alert, explanation: c.note });
  });
  const firstWarning = warnings[0];
  if (options.strict && firstWarning) return strictError(firstWarning);
  const board = tagValue(game, "Board");
  const first = game.tags[0];
  return ok({
    board: isUnknown(board) ? null : (board as string).trim(),
    dealer,
    vulnerability,
    deal,
    calls,
    plays,
    claim,
    stated: stated,
    ...(Object.keys(players).length > 0 ? { players } : {}),
    ...(alerts.length > 0 ? { alerts } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
    source: first ? { line: first.line, column: first.column } : where,
  });
}

/** Options for {@link recordToPbnGame}: values for the mandatory tags a record does not carry. */
export interface RecordToPbnOptions {
  /** The Event tag; `"?"` (unknown) by default. */
  readonly event?: string;
  /** The Site tag; `"?"` by default. */
  readonly site?: string;
  /** The Date tag, `"YYYY.MM.DD"`; `"?"` by default. */
  readonly date?: string;
  /** The Scoring tag (`"IMP"`, `"MP"`…); `"?"` by default. */
  readonly scoring?: string;
  /** Put `% PBN 2.1` / `% EXPORT` escape lines before the game (for the first game of a file). */
  readonly header?: boolean;
}

const CALL_NAMES: Readonly<Record<string, string>> = { P: "Pass" };

function synthetic(kind: PbnItemKind, text: string): PbnItem {
  return { kind, text, line: 0, column: 0 };
}

function makeTag(name: string, value: string, section: PbnItem[][] = []): PbnTag {
  return { name, value, trailing: [], section, line: 0, column: 0 };
}

/**
 * A PBN game in export layout from a record: the 15 mandatory tags in order (`?` where unknown),
 * `Score` if stated, the auction, and the play in seat columns (ended by `*` for a claim).
 * Contract, declarer and result are the record's `stated` ones, else worked out from its calls and
 * plays. Fails (`INVALID_STATE`) only when the play cannot be laid out: more than 52 cards, tricks
 * but no contract to give the trumps, or a card out of turn for the auction's opening leader.
 */
export function recordToPbnGame(record: RecordedDeal, options: RecordToPbnOptions = {}): Result<PbnGame> {
  const outcome = auctionOutcome(record.dealer, record.calls);
  const contract = record.stated.contract ?? (outcome ? outcomeText(outcome) : "?");
  const passedOut = outcome !== null && outcome.contract === null;
  const declarer: Seat | undefined = outcome?.declarer ?? record.stated.declarer;
  const declarerText = record.stated.declarer ?? (outcome ? (outcome.declarer ?? "") : "?");

  let tricks: number | undefined = record.claim ?? record.stated.result;
  const trump = trumpFor(outcome, contract);
  // The Play tag names the opening leader; without a declarer, the holder of the first card led it.
  const leader: Seat | undefined = declarer
    ? seatAfter(declarer, 1)
    : record.plays.length > 0
      ? (SEATS.find((s) => record.deal[s]?.includes(record.plays[0] as Card)) ?? "N")
      : undefined;

  const playRows: PbnItem[][] = [];
  if (record.plays.length > 52)
    return err("INVALID_STATE", `the record has ${record.plays.length} cards played, more than 52`);
  if (record.plays.length > 0 && leader) {
    let lead = leader;
    let declarerWon = 0;
    for (let t = 0; t * 4 < record.plays.length; t++) {
      const cards = record.plays.slice(t * 4, t * 4 + 4);
      const row: (Card | null)[] = [null, null, null, null];
      for (let k = 0; k < cards.length; k++) {
        const card = cards[k] as Card;
        const seat = seatAfter(lead, k);
        // A PBN column says who played the card. A card its seat does not hold (a play that
        // follows another declarer than the auction's) would be written under the wrong player,
        // in a file that no reader takes back: refused here instead, with the reason.
        const hand = record.deal[seat];
        if (hand && !hand.includes(card))
          return err(
            "INVALID_STATE",
            `cannot lay out the play in PBN: card ${t * 4 + k + 1} (${card}) is not in ${seat}'s hand, whose turn it is when ${leader} leads the first trick`,
          );
        row[(seatIndex(seat) - seatIndex(leader) + 4) % 4] = card;
      }
      playRows.push(row.map((c) => synthetic("token", c ?? "-")));
      if (cards.length === 4) {
        if (trump === undefined) {
          if (record.plays.length > (t + 1) * 4)
            return err("INVALID_STATE", "cannot lay out the play in PBN: no contract gives the trump suit");
          break;
        }
        const winner = seatAfter(lead, trickWinner(cards, trump));
        if (declarer && sideOf(winner) === sideOf(declarer)) declarerWon++;
        lead = winner;
      }
    }
    if (tricks === undefined && record.plays.length === 52 && declarer) tricks = declarerWon;
    if (record.claim !== null) playRows.push([synthetic("token", "*")]);
  } else if (record.claim !== null && leader) playRows.push([synthetic("token", "*")]);

  // Alerts as "!" after the call, explanations as =n= note references with [Note "n:…"] tags.
  const alerts = new Map((record.alerts ?? []).map((a) => [a.index, a]));
  const notes: PbnTag[] = [];
  const auctionRows: PbnItem[][] = [];
  for (let k = 0; k < record.calls.length; k += 4) {
    const row: PbnItem[] = [];
    record.calls.slice(k, k + 4).forEach((c, j) => {
      row.push(synthetic("token", CALL_NAMES[c] ?? c));
      const a = alerts.get(k + j);
      if (a?.alert) row.push(synthetic("token", "!"));
      if (a && a.explanation !== null) {
        notes.push(makeTag("Note", `${notes.length + 1}:${a.explanation}`));
        row.push(synthetic("token", `=${notes.length}=`));
      }
    });
    auctionRows.push(row);
  }

  const players = record.players ?? {};
  const tags: PbnTag[] = [
    makeTag("Event", options.event ?? "?"),
    makeTag("Site", options.site ?? "?"),
    makeTag("Date", options.date ?? "?"),
    makeTag("Board", record.board ?? "?"),
    makeTag("West", players.W ?? "?"),
    makeTag("North", players.N ?? "?"),
    makeTag("East", players.E ?? "?"),
    makeTag("South", players.S ?? "?"),
    makeTag("Dealer", record.dealer),
    makeTag("Vulnerable", pbnVulnerabilityName(record.vulnerability)),
    makeTag("Deal", formatDeal(record.deal, record.dealer)),
    makeTag("Scoring", options.scoring ?? "?"),
    makeTag("Declarer", declarerText),
    makeTag("Contract", contract),
    makeTag("Result", tricks !== undefined ? String(tricks) : passedOut ? "" : "?"),
  ];
  if (record.stated.score !== undefined) tags.push(makeTag("Score", record.stated.score));
  if (record.calls.length > 0) tags.push(makeTag("Auction", record.dealer, auctionRows), ...notes);
  if (playRows.length > 0 && leader) tags.push(makeTag("Play", leader, playRows));
  const preamble = options.header ? [[synthetic("escape", " PBN 2.1")], [synthetic("escape", " EXPORT")]] : [];
  return ok({ preamble, tags, line: 0, column: 0 });
}
