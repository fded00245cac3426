/**
 * The three commands of `contract-bridge` — `score`, `validate`, `convert` — writing to injected
 * sinks and returning their exit code ({@link EXIT}), so tests run them in-process.
 *
 * @module
 */
import { makeLin, makePbn, recordToLinBoard, recordToPbnGame, scoreRecord, type RecordScore, type RecordedDeal } from "contract-bridge";
import type { OutputFormat } from "./args.js";
import { EXIT } from "./help.js";
import { readRecords, type InputOptions } from "./input.js";
import type { Progress, TextSink } from "./output.js";

/** What a command writes to and reads from. */
export interface CommandContext {
  /** The command's output (a table, JSON, converted records, findings). */
  readonly out: TextSink & { ready?(): Promise<void> | null };
  /** Problems: unreadable files, `PARSE_ERROR`s, records that cannot be converted. */
  readonly err: TextSink;
  /** The progress line on stderr (draws only on a terminal). */
  readonly progress: Progress;
  /** Standard input, for the file name `-`. */
  readonly input?: InputOptions;
}

/** Counts kept while reading files. */
interface Tally {
  records: number;
  /** Files that could not be read, and games or boards that are `PARSE_ERROR`s. */
  troubles: number;
}

/**
 * Reads every file in order and calls `each` on every record; reports problems on `err` as
 * `FILE:LINE:COLUMN: CODE: message` and counts them.
 */
async function eachRecord(
  files: readonly string[],
  ctx: CommandContext,
  each: (record: RecordedDeal, where: string, file: string) => void,
  onFile?: { start?: (file: string) => void; end?: (file: string, records: number, troubles: number) => void },
): Promise<Tally> {
  const tally: Tally = { records: 0, troubles: 0 };
  for (const file of files) {
    const name = file === "-" ? "<stdin>" : file;
    onFile?.start?.(name);
    let records = 0;
    let troubles = 0;
    for await (const event of readRecords(file, ctx.input)) {
      if (event.kind === "error") {
        troubles++;
        ctx.progress.clear();
        ctx.err.write(event.code === "UNREADABLE" ? `${event.where}: ${event.message}\n` : `${event.where}: ${event.code}: ${event.message}\n`);
        continue;
      }
      records++;
      each(event.record, event.where, name);
      ctx.progress.tick(name, records);
      const wait = ctx.out.ready?.();
      if (wait) await wait;
    }
    ctx.progress.clear();
    tally.records += records;
    tally.troubles += troubles;
    onFile?.end?.(name, records, troubles);
  }
  return tally;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Which call or card an error index points at: `call 3`, `card 1`, or `the claim`. */
function indexName(record: RecordedDeal, index: number): string {
  if (index < record.calls.length) return `call ${index + 1}`;
  const card = index - record.calls.length;
  return card < record.plays.length ? `card ${card + 1}` : "the claim";
}

function disagreementText(s: RecordScore): string[] {
  return s.disagreements.map((d) => `${d.field}: file ${d.stated}, replay ${d.computed}`);
}

const HEADER = ["board", "contract", "declarer", "tricks", "NS score", "disagreements"] as const;

function row(cells: readonly string[]): string {
  const [board, contract, declarer, tricks, score, notes] = cells;
  return `${(board ?? "").padEnd(6)} ${(contract ?? "").padEnd(8)} ${(declarer ?? "").padEnd(8)} ${(tricks ?? "").padStart(6)} ${(score ?? "").padStart(8)}  ${notes ?? ""}`.trimEnd() + "\n";
}

/** The notes column of a score row: why a record is illegal, then its disagreements. */
function notes(record: RecordedDeal, s: RecordScore): string {
  const parts: string[] = [];
  if (!s.legal && s.error) {
    const at = s.error.index === undefined ? "" : ` at index ${s.error.index} (${indexName(record, s.error.index)})`;
    parts.push(`ILLEGAL${at}: ${s.error.code}: ${s.error.message}`);
  }
  parts.push(...disagreementText(s));
  return parts.join("; ");
}

/**
 * `score FILE...`: a table per file — board, contract, declarer, declarer's tricks, the score in
 * N–S points, and disagreements (illegal records say so there) — or with `json`, one JSON array of
 * `scoreRecord` objects, one per board in file order across all files.
 * Exit code 0, or 2 when a file could not be read or held a `PARSE_ERROR`.
 */
export async function scoreCommand(files: readonly string[], json: boolean, ctx: CommandContext): Promise<number> {
  const out = ctx.out;
  let first = true;
  // Per file, for the table: its heading is written with its first row (an unreadable file gets none).
  let heading: string | null = null;
  let illegal = 0;
  let disagreeing = 0;
  let scored = 0;
  const writeHeading = (): void => {
    if (heading === null) return;
    out.write(`${first ? "" : "\n"}${heading}\n${row(HEADER)}`);
    first = false;
    heading = null;
  };
  if (json) out.write("[");
  const tally = await eachRecord(
    files,
    ctx,
    (record) => {
      const s = scoreRecord(record);
      if (json) {
        out.write(`${first ? "\n" : ",\n"}${JSON.stringify(s)}`);
        first = false;
        return;
      }
      writeHeading();
      if (!s.legal) illegal++;
      if (s.disagreements.length > 0) disagreeing++;
      if (s.score !== null) scored++;
      const known = (v: string | number | null): string => (v === null ? "-" : String(v));
      out.write(row([record.board ?? "?", known(s.contract), known(s.declarer), known(s.tricks), known(s.score), notes(record, s)]));
    },
    json
      ? {}
      : {
          start: (file) => {
            heading = file;
            illegal = 0;
            disagreeing = 0;
            scored = 0;
          },
          end: (_file, records, troubles) => {
            if (records === 0 && troubles > 0) {
              heading = null;
              return;
            }
            writeHeading();
            out.write(`${plural(records, "board")}: ${scored} scored, ${illegal} illegal, ${disagreeing} with disagreements\n`);
          },
        },
  );
  if (json) out.write(first ? "]\n" : "\n]\n");
  return tally.troubles > 0 ? EXIT.trouble : EXIT.ok;
}

/**
 * `validate FILE...`: replays every record and writes, for each illegal one,
 * `FILE:LINE:COLUMN: error: board B, index I (call or card N): CODE: message`, and for each
 * disagreement with the file's tags a `warning:` line; then a summary. Exit code 1 when a record
 * is illegal (with `strict`, also when one disagrees with its file), 2 when a file could not be
 * read or held a `PARSE_ERROR`, else 0.
 */
export async function validateCommand(files: readonly string[], strict: boolean, ctx: CommandContext): Promise<number> {
  const out = ctx.out;
  let illegal = 0;
  let warned = 0;
  const tally = await eachRecord(files, ctx, (record, where) => {
    const s = scoreRecord(record);
    const board = `board ${record.board ?? "?"}`;
    if (!s.legal) {
      illegal++;
      const e = s.error ?? { code: "INVALID_ACTION", message: "illegal" };
      const at = e.index === undefined ? "" : `, index ${e.index} (${indexName(record, e.index)})`;
      out.write(`${where}: error: ${board}${at}: ${e.code}: ${e.message}\n`);
    }
    if (s.disagreements.length > 0) {
      warned++;
      for (const d of s.disagreements) out.write(`${where}: warning: ${board}: ${d.field}: file says ${d.stated}, replay gives ${d.computed}\n`);
    }
  });
  const unreadable = tally.troubles > 0 ? `, ${plural(tally.troubles, "problem")} reading` : "";
  out.write(`${plural(tally.records, "record")}: ${tally.records - illegal} legal, ${illegal} illegal, ${warned} with disagreements${unreadable}\n`);
  if (tally.troubles > 0) return EXIT.trouble;
  return illegal > 0 || (strict && warned > 0) ? EXIT.records : EXIT.ok;
}

/**
 * `convert FILE... --to FORMAT`: writes every record read as PBN 2.1 (export layout, `% PBN 2.1`
 * header), LIN (one board per line group), or JSON (the array of `RecordedDeal`s, one per
 * line). A record that cannot be laid out in PBN is reported on `err` and left out (exit code 1);
 * unreadable input gives exit code 2.
 */
export async function convertCommand(files: readonly string[], to: OutputFormat, ctx: CommandContext): Promise<number> {
  const out = ctx.out;
  let written = 0;
  let failed = 0;
  if (to === "json") out.write("[");
  const tally = await eachRecord(files, ctx, (record, where) => {
    switch (to) {
      case "json":
        out.write(`${written === 0 ? "\n" : ",\n"}${JSON.stringify(record)}`);
        break;
      case "lin":
        out.write(makeLin([recordToLinBoard(record)]));
        break;
      default: {
        const game = recordToPbnGame(record, { header: written === 0 });
        if (!game.ok) {
          failed++;
          ctx.progress.clear();
          ctx.err.write(`${where}: ${game.error.code}: cannot write board ${record.board ?? "?"} as PBN: ${game.error.message}\n`);
          return;
        }
        out.write(`${written === 0 ? "" : "\n"}${makePbn([game.value])}`);
      }
    }
    written++;
  });
  if (to === "json") out.write(written === 0 ? "]\n" : "\n]\n");
  if (tally.troubles > 0) return EXIT.trouble;
  return failed > 0 ? EXIT.records : EXIT.ok;
}
