/**
 * The meaning layer of PBN: tags, tables, the auction and the play of a game, read from its
 * syntax with the line and column of every culprit.
 *
 * @module
 */
import { STRAINS, type Call, type Card, type Seat, type Strain } from "../../schemas/model.js";
import { ok, type Result } from "../../result.js";
import { parseCard } from "../../model/card.js";
import { parseCall, parseContract } from "../../model/call.js";
import { seatAfter, seatIndex } from "../../model/seat.js";
import { AuctionTracker, auctionOutcome, parseSeatLetter, trickWinner, type AuctionOutcome } from "../util.js";
import { warning, type FormatWarning } from "../warnings.js";
import { SectionCarrier } from "./scan.js";
import { parseError, type PbnGame, type PbnItem, type PbnTag } from "./types.js";

/** The first tag of that name in a game (PBN §3.4: a repeated tag is ignored), or `undefined`. */
export function pbnTag(game: PbnGame, name: string): PbnTag | undefined {
  return game.tags.find((t) => t.name === name);
}

export function tagValue(game: PbnGame, name: string): string | undefined {
  return pbnTag(game, name)?.value;
}

/**
 * All items of a tag's section, in order, comments included. A section not built yet is read
 * without being kept: the readers here keep no item, and a file read for its records would
 * otherwise hold every Auction and Play item it ever had.
 */
function sectionItems(tag: PbnTag): PbnItem[] {
  // Item by item: a spread of a row with 10^5 items would overflow the call stack.
  const items = tag.trailing.slice();
  for (const row of SectionCarrier.peek(tag)) for (const item of row) items.push(item);
  return items;
}

/** The note texts (`[Note "1:…"]`) that follow a tag, by index: auction notes follow the auction, play notes the play. */
function notesAfter(game: PbnGame, tag: PbnTag): Map<string, string> {
  const notes = new Map<string, string>();
  let after = false;
  for (const t of game.tags) {
    if (t === tag) after = true;
    else if (after && (t.name === "Auction" || t.name === "Play")) break;
    else if (after && t.name === "Note") {
      const m = /^\s*(\d+)\s*:(.*)$/su.exec(t.value);
      const index = m ? String(Number(m[1])) : "";
      if (m && !notes.has(index)) notes.set(index, (m[2] as string).trim());
    }
  }
  return notes;
}

/** One column of a PBN table (PBN §5.2), from the table tag's value. */
export interface PbnTableColumn {
  /** The column name, e.g. `"Declarer"`. */
  readonly name: string;
  /** The order the rows are said to be in: `+` descending, `-` ascending, or `null`. */
  readonly order: "ascending" | "descending" | null;
  /** The minimum width for display (the `2` of `"Result\2R"`), or `null`. */
  readonly width: number | null;
  /** The alignment for display (`L`, `R`), or `null`. */
  readonly align: "left" | "right" | null;
}

/** A table section (`OptimumResultTable`, `ScoreTable`…) read into columns and rows. */
export interface PbnTable {
  /** The columns, from the tag value. */
  readonly columns: readonly PbnTableColumn[];
  /** The rows: the section's elements (tokens and strings; comments left out), as many per row as there are columns. */
  readonly rows: readonly (readonly string[])[];
}

/**
 * One column spec, such as `+Score\2R`: read by hand rather than by a regex, which backtracked
 * quadratically on long runs of spaces.
 */
function tableColumn(spec: string): PbnTableColumn {
  const plain: PbnTableColumn = { name: spec.trim(), order: null, width: null, align: null };
  let t = spec.trim();
  const sign = t.charCodeAt(0);
  const order = sign === 43 ? "descending" : sign === 45 ? "ascending" : null;
  if (order !== null) t = t.slice(1);
  let width: number | null = null;
  let align: "left" | "right" | null = null;
  const slash = t.indexOf("\\");
  if (slash >= 0) {
    const format = t.slice(slash + 1).trim();
    let k = 0;
    while (k < format.length && format.charCodeAt(k) >= 48 && format.charCodeAt(k) <= 57) k++;
    const rest = format.slice(k);
    if (k === 0 || (rest !== "" && rest !== "L" && rest !== "R")) return plain;
    width = Number(format.slice(0, k));
    align = rest === "L" ? "left" : rest === "R" ? "right" : null;
    t = t.slice(0, slash);
  }
  return { name: t.trim(), order, width, align };
}

/**
 * Reads a table tag: its value is the column spec (`"Declarer;Denomination\2R;Result\2R"`)
 * and its section the elements, which import format lets wrap across lines; they are regrouped
 * by the number of columns (the last row may be short if the file is).
 */
export function pbnTable(tag: PbnTag): PbnTable {
  const columns = tag.value.split(";").map(tableColumn);
  const rows: string[][] = [];
  let row: string[] = [];
  for (const item of sectionItems(tag)) {
    if (item.kind !== "token" && item.kind !== "string") continue;
    row.push(item.text);
    if (row.length === columns.length) {
      rows.push(row);
      row = [];
    }
  }
  if (row.length > 0) rows.push(row);
  return { columns, rows };
}

/** One call of a PBN auction, with its annotations. */
export interface PbnCall {
  /** Who made the call. */
  readonly seat: Seat;
  /** The call, canonical (`AP` is expanded into passes, each pointing at the `AP` token). */
  readonly call: Call;
  /** Text of the note the call refers to (`=1=` with `[Note "1:…"]`), or `null`. */
  readonly note: string | null;
  /** Suffixes, NAGs and irregularity marks written with the call (`"!"`, `"$3"`, `"^I"`). */
  readonly annotations: readonly string[];
  /** 1-based line of the call's token. */
  readonly line: number;
  /** 1-based column of the call's token. */
  readonly column: number;
}

/** A game's Auction section, read. */
export interface PbnAuction {
  /** The seat named by the Auction tag (the first column). */
  readonly first: Seat;
  /** Who made the first call: the first seat moved on past any leading `-`. */
  readonly dealer: Seat;
  /** The calls in order. */
  readonly calls: readonly PbnCall[];
  /** How the section ended: `*` (no more calls will be given), `+` (to be continued) or `null`. */
  readonly end: "*" | "+" | null;
}

const ANNOTATION = /^(?:=[^=]*=|\$\d*|[!?]{1,2}|\^.?)$/u;

/** Whether a token is only dashes (`-`, `--`): a place with no call or card. */
function isDashes(t: string): boolean {
  for (let k = 0; k < t.length; k++) if (t.charCodeAt(k) !== 45) return false;
  return t.length > 0;
}

/** A note reference, NAG, suffix or irregularity mark (tested by first character before the regex: this runs per token). */
function isAnnotation(t: string): boolean {
  const c = t.charCodeAt(0);
  return (c === 61 || c === 36 || c === 33 || c === 63 || c === 94) && ANNOTATION.test(t);
}

/**
 * Reads a game's Auction section (`AP`, `1N`, `R`, notes, suffixes, NAGs, leading `-`, `*` / `+`),
 * or `null` when the game has none. A call out of rotation (`^S`) is a `PARSE_ERROR`; an
 * insufficient bid (`^I`) is kept, for the validator to reject at its index.
 */
export function pbnAuction(game: PbnGame): Result<PbnAuction | null> {
  return readAuction(game, undefined);
}

/** A listener for the warnings of the meaning layer. */
export type Warn = (w: FormatWarning) => void;

/** {@link pbnAuction}, telling `warn` of every call spelled otherwise than PBN writes it. */
export function readAuction(game: PbnGame, warn: Warn | undefined): Result<PbnAuction | null> {
  const tag = pbnTag(game, "Auction");
  if (!tag) return ok(null);
  const first = parseSeatLetter(tag.value);
  if (!first) return parseError(`the Auction tag must name a seat (N, E, S or W), not "${tag.value}"`, tag);
  const notes = notesAfter(game, tag);
  const out: { seat: Seat; call: Call; note: string | null; annotations: string[]; line: number; column: number }[] =
    [];
  let skipped = 0;
  let end: "*" | "+" | null = null;
  let insufficient = false;
  let tracker: AuctionTracker | null = null;
  for (const item of sectionItems(tag)) {
    if (item.kind === "brace" || item.kind === "semicolon" || item.kind === "escape") continue;
    const t = item.text;
    if (item.kind === "string") return parseError(`unexpected string "${t}" in the auction`, item);
    if (t === "^S") return parseError("a call out of rotation (^S) cannot be replayed", item);
    if (isAnnotation(t)) {
      const last = out[out.length - 1];
      if (t.startsWith("^")) {
        if (t !== "^I") return parseError(`unknown irregularity "${t}" in the auction`, item);
        insufficient = true; // ^I precedes the insufficient bid, which is kept with the mark
        continue;
      }
      if (!last) continue;
      if (t.startsWith("=")) {
        const index = String(Number(t.slice(1, -1)));
        last.note = notes.get(index) ?? last.note;
      } else last.annotations.push(t);
      continue;
    }
    if (end !== null) {
      if (isDashes(t)) continue; // padding after the last call, as some programs fill the last row
      return parseError(`call "${t}" after the ${end} that ends the auction section`, item);
    }
    if (t === "*" || t === "+") {
      end = t;
      continue;
    }
    if (t === "-" && out.length === 0) {
      skipped++;
      continue;
    }
    // Calls after the end of the auction are kept: the engine's rule, applied by the validator at
    // their index, judges them, the same for every format.
    if (tracker?.done === true && isDashes(t)) continue;
    tracker ??= new AuctionTracker(seatAfter(first, skipped));
    const dealerSoFar = seatAfter(first, skipped);
    if (t.length === 2 && t.toUpperCase() === "AP") {
      if (warn && t !== "AP") warn(warning("NONSTANDARD_CALL", `"${t}" is written "AP" in PBN`, item));
      const n = tracker.passesToEnd();
      for (let k = 0; k < n; k++) {
        out.push({
          seat: seatAfter(dealerSoFar, out.length),
          call: "P",
          note: null,
          annotations: [],
          line: item.line,
          column: item.column,
        });
        tracker.push("P");
      }
      continue;
    }
    const call = parseCall(t);
    if (!call.ok) return parseError(call.error.message, item);
    if (warn && t !== (call.value === "P" ? "Pass" : call.value)) {
      warn(
        warning(
          "NONSTANDARD_CALL",
          `call "${t}" is written "${call.value === "P" ? "Pass" : call.value}" in PBN`,
          item,
        ),
      );
    }
    const annotations = insufficient ? ["^I"] : [];
    insufficient = false;
    out.push({
      seat: seatAfter(dealerSoFar, out.length),
      call: call.value,
      note: null,
      annotations,
      line: item.line,
      column: item.column,
    });
    tracker.push(call.value);
  }
  return ok({ first, dealer: seatAfter(first, skipped), calls: out, end });
}

/** One trick of a PBN play section, in play order. */
export interface PbnTrick {
  /** Who led. */
  readonly leader: Seat;
  /** The cards in play order; fewer than four when play stopped during the trick. */
  readonly cards: readonly { readonly seat: Seat; readonly card: Card }[];
  /** Who won it (PLAY-2), or `null` for an unfinished trick. */
  readonly winner: Seat | null;
}

/** A game's Play section, put in play order. */
export interface PbnPlay {
  /** The seat named by the Play tag: the opening leader, and the first column. */
  readonly leader: Seat;
  /** The tricks in play order. */
  readonly tricks: readonly PbnTrick[];
  /** How the section ended: `*` (play stopped, e.g. by a claim), `+` (to be continued) or `null`. */
  readonly end: "*" | "+" | null;
}

/** The strain of a Contract tag (`"4HX"`, `"3nt"`, or a bare strain for end positions), `null` for `"Pass"`, `undefined` if unreadable. */
function contractStrain(text: string): Strain | null | undefined {
  const t = text.trim().toUpperCase();
  if (t === "PASS") return null;
  if (/^[1-7]/u.test(t)) {
    const c = parseContract(t);
    return c.ok ? c.value.strain : undefined;
  }
  if (t === "N") return "NT";
  return (STRAINS as readonly string[]).includes(t) ? (t as Strain) : undefined;
}

/**
 * Trumps for laying out the play: the auction's contract when the auction has one (the play is
 * read and written from the auction's declarer, so from its strain too), else the Contract tag's
 * strain (`null` for a passed-out tag, `undefined` when neither says).
 */
export function trumpFor(outcome: AuctionOutcome | null, contractTag: string | undefined): Strain | null | undefined {
  if (outcome?.contract) return outcome.contract.strain;
  return contractTag === undefined ? undefined : contractStrain(contractTag);
}

interface Slot {
  card: Card | null;
  item: PbnItem;
}

/**
 * Reads a game's Play section into play order: each trick's leader is the previous trick's winner
 * (PLAY-2), with the trumps of the Contract tag or the auction. `-` is a card not played; play
 * stops at the first, and a card recorded after it is a `PARSE_ERROR`, as is a lead out of turn
 * (`^L`). A revoke mark (`^R`) is dropped and the card kept, for the validator to judge.
 */
export function pbnPlay(game: PbnGame): Result<PbnPlay | null> {
  if (!pbnTag(game, "Play")) return ok(null);
  const auction = readAuction(game, undefined);
  const dealer =
    parseSeatLetter(tagValue(game, "Dealer") ?? "") ?? (auction.ok && auction.value ? auction.value.dealer : undefined);
  const calls = auction.ok && auction.value ? auction.value.calls.map((c) => c.call) : [];
  return readPlay(game, dealer ? auctionOutcome(dealer, calls) : null, undefined);
}

/**
 * {@link pbnPlay} given the auction's outcome: its contract gives the trumps and its declarer the
 * opening leader, whatever the Contract tag and the Play tag say (the columns are still the Play
 * tag's seats, as PBN lays them out). Without one, the Contract tag gives the trumps and the Play
 * tag the leader. `warn` hears of every card spelled otherwise than PBN writes it.
 */
export function readPlay(
  game: PbnGame,
  outcome: AuctionOutcome | null,
  warn: Warn | undefined,
): Result<PbnPlay | null> {
  const tag = pbnTag(game, "Play");
  if (!tag) return ok(null);
  const leader = parseSeatLetter(tag.value);
  if (!leader) return parseError(`the Play tag must name a seat (N, E, S or W), not "${tag.value}"`, tag);
  const slots: Slot[] = [];
  let end: "*" | "+" | null = null;
  for (const item of sectionItems(tag)) {
    if (item.kind === "brace" || item.kind === "semicolon" || item.kind === "escape") continue;
    const t = item.text;
    if (item.kind === "string") return parseError(`unexpected string "${t}" in the play`, item);
    if (t === "^L") return parseError("a lead out of turn (^L) cannot be replayed", item);
    if (isAnnotation(t)) {
      if (t.startsWith("^") && t !== "^R") return parseError(`unknown irregularity "${t}" in the play`, item);
      continue;
    }
    if (t === "*") {
      end = "*";
      break;
    }
    if (t === "+") {
      if (end === null) end = "+";
      slots.push({ card: null, item });
      continue;
    }
    if (isDashes(t)) {
      slots.push({ card: null, item });
      continue;
    }
    const card = parseCard(t);
    if (!card.ok) return parseError(card.error.message, item);
    if (warn && t !== card.value)
      warn(warning("NONSTANDARD_CARD", `card "${t}" is written "${card.value}" in PBN`, item));
    slots.push({ card: card.value, item });
  }
  if (slots.length > 52) {
    // Rows of "-" after the thirteenth trick say nothing; a card there is a fourteenth trick.
    const extra = slots.slice(52).find((s) => s.card);
    if (extra) return parseError("more than 13 tricks in the play section", extra.item);
    slots.length = 52;
  }

  const needTrump = (): Result<Strain | null> => {
    // A passed-out Contract tag (null) gives no trumps either.
    const trump = trumpFor(outcome, tagValue(game, "Contract"));
    return trump === undefined
      ? parseError("cannot put the play in order: no contract gives the trump suit", tag)
      : ok(trump);
  };
  const opening = outcome?.declarer ? seatAfter(outcome.declarer, 1) : leader;

  const tricks: PbnTrick[] = [];
  let lead: Seat = opening;
  let stopped: Slot | null = null;
  for (let t = 0; t * 4 < slots.length; t++) {
    const row = slots.slice(t * 4, t * 4 + 4);
    const cards: { seat: Seat; card: Card }[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = seatAfter(lead, k);
      const slot = row[(seatIndex(seat) - seatIndex(leader) + 4) % 4];
      if (stopped) {
        if (slot?.card)
          return parseError(
            `${slot.card} is recorded after a card that was not played (${stopped.item.line}:${stopped.item.column})`,
            slot.item,
          );
        continue;
      }
      if (!slot || !slot.card) {
        stopped = slot ?? (row[0] as Slot);
        continue;
      }
      cards.push({ seat, card: slot.card });
    }
    let winner: Seat | null = null;
    if (cards.length === 4) {
      const strain = needTrump();
      if (!strain.ok) {
        // The trump only matters if another trick follows.
        if ((t + 1) * 4 < slots.length && slots.slice((t + 1) * 4).some((s) => s.card)) return strain;
      } else
        winner = (
          cards[
            trickWinner(
              cards.map((c) => c.card),
              strain.value,
            )
          ] as { seat: Seat }
        ).seat;
    }
    if (cards.length > 0) tricks.push({ leader: lead, cards, winner });
    if (winner) lead = winner;
    else if (cards.length === 4) break;
  }
  return ok({ leader, tricks, end });
}
