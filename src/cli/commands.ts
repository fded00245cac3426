/**
 * The three commands of `contract-bridge` — `score`, `validate`, `convert` — writing to injected
 * sinks and returning their exit code ({@link EXIT}), so tests run them in-process. Nothing read is
 * lost in silence: every game that cannot be read is reported with its place (and is an entry of
 * `--json` output), every tolerated deviation is a warning, and the exit code says so.
 *
 * @module
 */
import { scoreRecord, type FormatWarning, type RecordScore } from "contract-bridge";
import type { OutputFormat } from "./args.js";
import { EXIT } from "./help.js";
import { expandPaths, readRecords, type InputEvent, type InputOptions, type InputPlace } from "./input.js";
import type { Progress, TextSink } from "./output.js";
import { Converter } from "./convert.js";

/** What a command writes to and reads from. */
export interface CommandContext {
  /** The command's output (a table, JSON, converted records, findings). */
  readonly out: TextSink & { ready?(): Promise<void> | null };
  /** Problems: unreadable files and games, warnings, records that cannot be converted. */
  readonly err: TextSink;
  /** The progress line on stderr (draws only on a terminal). */
  readonly progress: Progress;
  /** Standard input, for the file name `-`, and the readers' `strict`. */
  readonly input?: InputOptions;
}

/** Counts kept while reading files. */
export interface Tally {
  records: number;
  /** Games or boards that could not be read (`PARSE_ERROR`). */
  unreadable: number;
  /** Files lost as a whole: cannot be opened, format unknown, no deals in them. */
  lost: number;
  /** Warnings of the readers. */
  warnings: number;
}

type RecordEvent = Extract<InputEvent, { kind: "record" }>;
type ErrorEvent = Extract<InputEvent, { kind: "error" }>;

/** What a command does with each event; problems are reported on stderr by {@link eachRecord} unless `json`. */
export interface Handlers {
  record(event: RecordEvent): void;
  error?(event: ErrorEvent): void;
  comments?(event: Extract<InputEvent, { kind: "comments" }>): void;
  fileStart?(file: string): void;
  fileEnd?(file: string, records: number, troubles: number): void;
}

function warningText(file: string, w: FormatWarning): string {
  const at = w.line > 0 ? `${file}:${w.line}:${w.column}` : file;
  return `${at}: warning: ${w.code}: ${w.message}\n`;
}

/**
 * Reads every file in order (directories walked) and hands each event to `handlers`. Unless
 * `json`, problems and warnings are written on `err` as `FILE:LINE:COLUMN: …`.
 */
export async function eachRecord(
  files: readonly string[],
  ctx: CommandContext,
  json: boolean,
  handlers: Handlers,
): Promise<Tally> {
  const tally: Tally = { records: 0, unreadable: 0, lost: 0, warnings: 0 };
  for (const file of await expandPaths(files)) {
    const name = file === "-" ? "<stdin>" : file;
    handlers.fileStart?.(name);
    let records = 0;
    let troubles = 0;
    for await (const event of readRecords(file, ctx.input)) {
      if (event.kind === "comments") {
        handlers.comments?.(event);
        continue;
      }
      if (event.kind === "error") {
        troubles++;
        if (event.fatal) tally.lost++;
        else tally.unreadable++;
        if (!json) {
          ctx.progress.clear();
          ctx.err.write(
            event.fatal && event.code !== "PARSE_ERROR"
              ? `${event.where}: ${event.message}\n`
              : `${event.where}: ${event.code}: ${event.message}\n`,
          );
        }
        handlers.error?.(event);
        continue;
      }
      records++;
      tally.warnings += event.warnings.length;
      if (!json && event.warnings.length > 0) {
        ctx.progress.clear();
        for (const w of event.warnings) ctx.err.write(warningText(name, w));
      }
      handlers.record(event);
      ctx.progress.tick(name, records);
      const wait = ctx.out.ready?.();
      if (wait) await wait;
    }
    ctx.progress.clear();
    tally.records += records;
    handlers.fileEnd?.(name, records, troubles);
  }
  return tally;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function disagreementText(s: RecordScore): string[] {
  return s.disagreements.map((d) => `${d.field}: file ${d.stated}, replay ${d.computed}`);
}

const HEADER = ["board", "contract", "declarer", "tricks", "NS score", "disagreements"] as const;

function row(cells: readonly string[]): string {
  const [board, contract, declarer, tricks, score, notes] = cells;
  return (
    `${(board ?? "").padEnd(6)} ${(contract ?? "").padEnd(8)} ${(declarer ?? "").padEnd(8)} ${(tricks ?? "").padStart(6)} ${(score ?? "").padStart(8)}  ${notes ?? ""}`.trimEnd() +
    "\n"
  );
}

/** The notes column of a score row: why a record is illegal, then its disagreements. */
function notes(s: RecordScore): string {
  const parts: string[] = [];
  if (!s.legal && s.error) {
    parts.push(`ILLEGAL: ${s.error.code}: ${s.error.message}`);
  }
  for (const d of disagreementText(s)) parts.push(d);
  return parts.join("; ");
}

/** The `--json` entry of a record: its place, its score, and the reader's warnings. */
function recordEntry(event: RecordEvent, s: RecordScore): object {
  const place = { file: event.file, line: event.line, column: event.column };
  return event.warnings.length > 0 ? { ...place, ...s, warnings: event.warnings } : { ...place, ...s };
}

/** The `--json` entry of a game or file that could not be read. */
function errorEntry(event: ErrorEvent): object {
  return {
    file: event.file,
    line: event.line,
    column: event.column,
    error: { code: event.code, message: event.message },
  };
}

/** Writes a JSON array one entry at a time. */
class JsonArray {
  private first = true;

  constructor(private readonly out: TextSink) {
    out.write("[");
  }

  push(entry: object): void {
    this.out.write(`${this.first ? "\n" : ",\n"}${JSON.stringify(entry)}`);
    this.first = false;
  }

  end(): void {
    this.out.write(this.first ? "]\n" : "\n]\n");
  }
}

/** The last line of `score` and `validate`: how many records, how many illegal, unreadable, lost. */
function summary(tally: Tally, illegal: number, disagreeing: number, noun: string): string {
  const parts = [
    `${plural(tally.records, noun)}: ${tally.records - illegal} legal, ${illegal} illegal, ${disagreeing} with disagreements`,
  ];
  if (tally.unreadable > 0) parts.push(`${tally.unreadable} could not be read`);
  if (tally.lost > 0) parts.push(`${plural(tally.lost, "file")} with nothing read`);
  if (tally.warnings > 0) parts.push(plural(tally.warnings, "warning"));
  return `${parts.join(", ")}\n`;
}

/** Exit code of `score` and `validate`: 2 when a file was lost, 1 when a game was unreadable or illegal (or, `strict`, disagreed), else 0. */
function exitCode(tally: Tally, illegal: number, failedStrict: boolean): number {
  if (tally.lost > 0) return EXIT.trouble;
  return tally.unreadable > 0 || illegal > 0 || failedStrict ? EXIT.records : EXIT.ok;
}

/**
 * `score FILE...`: a table per file — board, contract, declarer, declarer's tricks, the score in
 * N–S points, and disagreements (illegal records say so there) — or with `json`, one JSON array of
 * entries, one per board (or unreadable game) in file order across all files, each with `file`,
 * `line` and `column`. Exit code as {@link EXIT}.
 */
export async function scoreCommand(files: readonly string[], json: boolean, ctx: CommandContext): Promise<number> {
  const out = ctx.out;
  let first = true;
  // Per file, for the table: its heading is written with its first row (an unreadable file gets none).
  let heading: string | null = null;
  let illegal = 0;
  let disagreeing = 0;
  let fileIllegal = 0;
  let fileDisagreeing = 0;
  let scored = 0;
  const writeHeading = (): void => {
    if (heading === null) return;
    out.write(`${first ? "" : "\n"}${heading}\n${row(HEADER)}`);
    first = false;
    heading = null;
  };
  const array = json ? new JsonArray(out) : null;
  const tally = await eachRecord(files, ctx, json, {
    record(event) {
      const s = scoreRecord(event.record);
      if (!s.legal) illegal++;
      if (s.disagreements.length > 0) disagreeing++;
      if (array) {
        array.push(recordEntry(event, s));
        return;
      }
      writeHeading();
      if (!s.legal) fileIllegal++;
      if (s.disagreements.length > 0) fileDisagreeing++;
      if (s.score !== null) scored++;
      const known = (v: string | number | null): string => (v === null ? "-" : String(v));
      out.write(
        row([
          event.record.board ?? "?",
          known(s.contract),
          known(s.declarer),
          known(s.tricks),
          known(s.score),
          notes(s),
        ]),
      );
    },
    error(event) {
      array?.push(errorEntry(event));
    },
    fileStart(file) {
      heading = file;
      fileIllegal = 0;
      fileDisagreeing = 0;
      scored = 0;
    },
    fileEnd(_file, records, troubles) {
      if (array || (records === 0 && troubles > 0)) {
        heading = null;
        return;
      }
      writeHeading();
      const unread = troubles > 0 ? `, ${troubles} could not be read` : "";
      out.write(
        `${plural(records, "board")}: ${scored} scored, ${fileIllegal} illegal, ${fileDisagreeing} with disagreements${unread}\n`,
      );
    },
  });
  array?.end();
  if (json || files.length > 1 || tally.unreadable > 0 || tally.lost > 0)
    ctx.err.write(summary(tally, illegal, disagreeing, "board"));
  return exitCode(tally, illegal, false);
}

/**
 * `validate FILE...`: replays every record and writes, for each illegal one,
 * `FILE:LINE:COLUMN: error: board B: CODE: the Nth call or card (index I): message`, and for each
 * disagreement with the file's tags a `warning:` line; then a summary. With `json`, one JSON array
 * of entries as `score --json` writes them, and the summary on stderr. Exit code as {@link EXIT}:
 * with `strict`, a disagreement counts as an illegal record, and the readers refuse deviations.
 */
export async function validateCommand(
  files: readonly string[],
  strict: boolean,
  json: boolean,
  ctx: CommandContext,
): Promise<number> {
  const out = ctx.out;
  let illegal = 0;
  let warned = 0;
  const array = json ? new JsonArray(out) : null;
  const tally = await eachRecord(files, ctx, json, {
    record(event) {
      const record = event.record;
      const s = scoreRecord(record);
      if (!s.legal) illegal++;
      if (s.disagreements.length > 0) warned++;
      if (array) {
        array.push(recordEntry(event, s));
        return;
      }
      const board = `board ${record.board ?? "?"}`;
      if (!s.legal) {
        const e = s.error ?? { code: "INVALID_ACTION", message: "illegal" };
        out.write(`${event.where}: error: ${board}: ${e.code}: ${e.message}\n`);
      }
      for (const d of s.disagreements)
        out.write(`${event.where}: warning: ${board}: ${d.field}: file says ${d.stated}, replay gives ${d.computed}\n`);
    },
    error(event) {
      array?.push(errorEntry(event));
    },
  });
  array?.end();
  (json ? ctx.err : out).write(summary(tally, illegal, warned, "record"));
  return exitCode(tally, illegal, strict && warned > 0);
}

/**
 * `convert FILE... --to FORMAT`: writes every record read as PBN 2.1, LIN, or JSON (the array of
 * `RecordedDeal`s, one per line). PBN read is written back as it was read (every tag, comment and
 * section); whatever the target format cannot hold is a `NOT_WRITTEN` warning naming it. A game
 * that cannot be read or written is reported (exit code 1); a file lost as a whole gives 2.
 */
export async function convertCommand(files: readonly string[], to: OutputFormat, ctx: CommandContext): Promise<number> {
  const converter = new Converter(to, ctx.out, (place: InputPlace, message: string) => {
    ctx.progress.clear();
    ctx.err.write(`${place.where}: ${message}\n`);
  });
  const tally = await eachRecord(files, ctx, false, {
    record: (event) => converter.record(event),
    error: (event) => converter.unreadable(event),
    comments: (event) => converter.comments(event),
  });
  converter.end();
  if (tally.lost > 0) return EXIT.trouble;
  return tally.unreadable > 0 || converter.failed > 0 ? EXIT.records : EXIT.ok;
}
