/**
 * `convert`'s writer: records and PBN games in, PBN, LIN or JSON out, streamed. PBN read is
 * written back as read, so PBN → PBN loses nothing; everything a target format has no place for is
 * named in a `NOT_WRITTEN` warning, so nothing is dropped in silence.
 *
 * @module
 */
import {
  createPbnWriter,
  makeLin,
  recordToLinBoard,
  recordToPbnGame,
  type FormatWarning,
  type LinBoard,
  type PbnGame,
  type RecordedDeal,
} from "contract-bridge";
import type { OutputFormat } from "./args.js";
import type { InputEvent, InputPlace } from "./input.js";
import type { TextSink } from "./output.js";

/** PBN tags a record holds, whatever the target (the rest of a game is only in the PBN). */
const RECORD_TAGS = new Set([
  "Board",
  "Dealer",
  "Vulnerable",
  "Deal",
  "Auction",
  "Play",
  "Result",
  "Contract",
  "Declarer",
  "Score",
  "North",
  "East",
  "South",
  "West",
  "Note",
]);
/** PBN tags LIN has a place for: all a record holds but the stated score. */
const LIN_TAGS = new Set([...RECORD_TAGS].filter((tag) => tag !== "Score"));
/** LIN commands a record holds. */
const LIN_HELD = new Set(["pn", "st", "md", "rh", "ah", "sv", "mb", "an", "pc", "pg", "mc", "qx"]);

/** What of a PBN game the target cannot hold: tag names, and its comments. */
function pbnLosses(game: PbnGame, to: OutputFormat): string[] {
  const held = to === "lin" ? LIN_TAGS : RECORD_TAGS;
  const lost: string[] = [];
  let comments = false;
  for (const row of game.preamble)
    for (const item of row) if (item.kind !== "token" && item.kind !== "string") comments = true;
  for (const tag of game.tags) {
    if (!held.has(tag.name) && !lost.includes(tag.name)) lost.push(tag.name);
    for (const item of tag.trailing) if (item.kind === "brace" || item.kind === "semicolon") comments = true;
    if (tag.name === "Auction" || tag.name === "Play")
      for (const row of tag.section)
        for (const item of row) if (item.kind === "brace" || item.kind === "semicolon") comments = true;
  }
  if (comments) lost.push("comments");
  return lost;
}

/** What of a LIN board the record does not hold: command names. */
function linLosses(board: LinBoard): string[] {
  const lost: string[] = [];
  for (const c of board.commands) {
    const k = c.cmd.toLowerCase();
    if (!LIN_HELD.has(k) && !lost.includes(`${k}|`)) lost.push(`${k}|`);
  }
  return lost;
}

/** Writes converted records, one at a time. */
export class Converter {
  /** Records that could not be written in the target format. */
  failed = 0;
  private written = 0;
  private readonly pbn: (game: PbnGame) => string;
  private pbnWarnings: FormatWarning[] = [];

  /**
   * @param to - the target format.
   * @param out - where the converted text goes.
   * @param report - how a problem or warning is told (`FILE:LINE:COLUMN: message`).
   */
  constructor(
    private readonly to: OutputFormat,
    private readonly out: TextSink,
    private readonly report: (place: InputPlace, message: string) => void,
  ) {
    this.pbn = createPbnWriter({ onWarning: (w) => this.pbnWarnings.push(w) });
    if (to === "json") out.write("[");
  }

  private warn(place: InputPlace, what: string, lost: readonly string[]): void {
    if (lost.length > 0) this.report(place, `warning: NOT_WRITTEN: ${what} has no place for ${lost.join(", ")}`);
  }

  private writePbn(place: InputPlace, game: PbnGame): void {
    this.out.write(this.pbn(game));
    for (const w of this.pbnWarnings) this.report(place, `warning: ${w.code}: ${w.message}`);
    this.pbnWarnings = [];
  }

  /** A record read, with the PBN game or LIN board it came from. */
  record(event: Extract<InputEvent, { kind: "record" }> & { readonly board?: LinBoard }): void {
    const { record } = event;
    if (event.game) {
      if (this.to === "pbn") {
        this.writePbn(event, event.game);
        this.written++;
        return;
      }
      this.warn(event, this.to === "lin" ? "LIN" : "JSON", pbnLosses(event.game, this.to));
    } else if (event.board && this.to !== "lin")
      this.warn(event, this.to === "pbn" ? "PBN" : "JSON", linLosses(event.board));
    this.writeRecord(event, record);
  }

  private writeRecord(place: InputPlace, record: RecordedDeal): void {
    switch (this.to) {
      case "json":
        this.out.write(`${this.written === 0 ? "\n" : ",\n"}${JSON.stringify(record)}`);
        break;
      case "lin": {
        const lost = record.stated.score !== undefined ? ["the stated score"] : [];
        this.warn(place, "LIN", lost);
        this.out.write(makeLin([recordToLinBoard(record)]));
        break;
      }
      default: {
        const game = recordToPbnGame(record, { header: this.written === 0 });
        if (!game.ok) {
          this.failed++;
          this.report(
            place,
            `${game.error.code}: cannot write board ${record.board ?? "?"} as PBN: ${game.error.message}`,
          );
          return;
        }
        this.writePbn(place, game.value);
      }
    }
    this.written++;
  }

  /** A game whose syntax was read but whose meaning was not: PBN → PBN still writes it as read. */
  unreadable(event: Extract<InputEvent, { kind: "error" }>): void {
    if (this.to === "pbn" && event.game) this.writePbn(event, event.game);
  }

  /** Comments after the last game of a PBN file. */
  comments(event: Extract<InputEvent, { kind: "comments" }>): void {
    if (this.to === "pbn") this.writePbn(event, event.game);
    else this.warn(event, this.to === "lin" ? "LIN" : "JSON", ["the comments after the last game"]);
  }

  /** Ends the output (closes the JSON array). */
  end(): void {
    if (this.to === "json") this.out.write(this.written === 0 ? "]\n" : "\n]\n");
  }
}
