/**
 * Reading the records of a file for the CLI: the format is told from the content (then the
 * extension), PBN is streamed game by game with `iteratePbnGames` so memory stays flat on
 * large archives, and every problem — a file that cannot be opened, a `PARSE_ERROR`, a JSON value
 * that is not a record — comes out as an {@link InputEvent} with its place, never as an exception.
 *
 * @module
 */
import { open, readdir, stat, type FileHandle } from "node:fs/promises";
import { extname, join } from "node:path";
import {
  RecordedDealSchema,
  iterateLinBoards,
  iteratePbnGames,
  linBoardToRecord,
  pbnGameToRecord,
  type FormatWarning,
  type LinBoard,
  type PbnGame,
  type RecordedDeal,
  type RuleError,
} from "contract-bridge";

/** The formats the CLI reads. */
export type InputFormat = "pbn" | "lin" | "json";

/** A place in a file, for messages and `--json` entries. */
export interface InputPlace {
  /** The file as named on the command line (`<stdin>` for `-`). */
  readonly file: string;
  /** 1-based line, or 0 when the problem is the file as a whole. */
  readonly line: number;
  /** 1-based column, or 0. */
  readonly column: number;
  /** `FILE:LINE:COLUMN`, `FILE: record N` for JSON input, or `FILE`. */
  readonly where: string;
}

/** One record read from a file, one problem, or one warning, with its place. */
export type InputEvent =
  | (InputPlace & {
      readonly kind: "record";
      readonly record: RecordedDeal;
      /** The PBN game the record was read from (so that PBN → PBN loses nothing). */
      readonly game?: PbnGame;
      /** The LIN board the record was read from (so that what a record does not hold can be named). */
      readonly board?: LinBoard;
      /** What the reader tolerated in this game. */
      readonly warnings: readonly FormatWarning[];
    })
  | (InputPlace & {
      readonly kind: "error";
      /** `PARSE_ERROR` (a game or board that cannot be read), `UNREADABLE` or `NO_DEALS` (the file as a whole). */
      readonly code: string;
      readonly message: string;
      /** Whether the whole file is lost (`UNREADABLE`, `NO_DEALS`) rather than one game. */
      readonly fatal: boolean;
      /** The PBN game, when its syntax was read but its meaning was not. */
      readonly game?: PbnGame;
    })
  | (InputPlace & {
      readonly kind: "comments";
      /** Comments after the last game of a PBN file, kept for PBN → PBN. */
      readonly game: PbnGame;
    });

/** Where the CLI's input comes from. */
export interface InputOptions {
  /** Standard input, read for the file name `-`. */
  readonly stdin?: AsyncIterable<Uint8Array | string> | undefined;
  /** Refuse every tolerated deviation (the readers' `strict`). */
  readonly strict?: boolean;
}

const CHUNK = 64 * 1024;
/** Bytes looked at to tell the format. */
const HEAD = 512;

function isSpace(b: number): boolean {
  return b === 32 || b === 9 || b === 10 || b === 13 || b === 11 || b === 12;
}

function isLetter(b: number): boolean {
  return (b >= 65 && b <= 90) || (b >= 97 && b <= 122);
}

function isAlnum(b: number): boolean {
  return isLetter(b) || (b >= 48 && b <= 57);
}

/**
 * The format of a file from its first bytes, or from its name when the bytes do not say:
 * PBN starts with a tag `[Name`, a comment (`{`, `;`) or an escape line (`%`); LIN with a command
 * `md|` (letters and digits, then a bar); JSON with an array `[{` or `[]`, or an object `{"`. `null` when neither
 * the content nor the extension (`.pbn`, `.lin`, `.json`) tells.
 */
export function detectFormat(head: Uint8Array, name: string): InputFormat | null {
  let i = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) i = 3;
  while (i < head.length && isSpace(head[i] as number)) i++;
  const c = head[i];
  if (c === 123) {
    // A JSON object ({"…) is not a PBN comment: say it is JSON, so that its reader says what is wrong.
    let j = i + 1;
    while (j < head.length && isSpace(head[j] as number)) j++;
    return head[j] === 34 ? "json" : "pbn";
  }
  if (c === 37 || c === 59) return "pbn";
  if (c === 91) {
    let j = i + 1;
    while (j < head.length && isSpace(head[j] as number)) j++;
    const d = head[j];
    if (d === 123 || d === 93) return "json";
    if (d !== undefined && (isLetter(d) || d === 95)) return "pbn";
  } else if (c !== undefined && isLetter(c)) {
    let j = i + 1;
    while (j < head.length && j - i < 8 && isAlnum(head[j] as number)) j++;
    while (j < head.length && (head[j] === 32 || head[j] === 9)) j++;
    if (head[j] === 124) return "lin";
  }
  switch (extname(name).toLowerCase()) {
    case ".pbn":
      return "pbn";
    case ".lin":
      return "lin";
    case ".json":
      return "json";
    default:
      return null;
  }
}

/** The reason an I/O error gives, without a stack: `no such file or directory (ENOENT)`. */
export function ioReason(error: unknown): string {
  if (error && typeof error === "object") {
    const e = error as { code?: unknown; message?: unknown };
    const code = typeof e.code === "string" ? e.code : undefined;
    const message = typeof e.message === "string" ? e.message : Object.prototype.toString.call(error);
    // Node's messages read "ENOENT: no such file or directory, open 'x'": keep the middle.
    const m = /^[A-Z]+: (.*?)(?:, \w+ '.*')?$/su.exec(message);
    const text = m ? (m[1] as string) : message;
    return code ? `${text} (${code})` : text;
  }
  return String(error);
}

/** Pulls chunks from a file handle; a read error ends the stream and is kept in `failure`. */
class ChunkSource {
  failure: unknown = undefined;

  constructor(private readonly read: () => Promise<Uint8Array | null>) {}

  static file(handle: FileHandle): ChunkSource {
    return new ChunkSource(async () => {
      const buffer = new Uint8Array(CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      return bytesRead === 0 ? null : buffer.subarray(0, bytesRead);
    });
  }

  static stream(stream: AsyncIterable<Uint8Array | string>): ChunkSource {
    const it = stream[Symbol.asyncIterator]();
    const encoder = new TextEncoder();
    return new ChunkSource(async () => {
      const next = await it.next();
      if (next.done) return null;
      return typeof next.value === "string" ? encoder.encode(next.value) : next.value;
    });
  }

  /** The next chunk, or `null` at the end (or after a read error). */
  async next(): Promise<Uint8Array | null> {
    if (this.failure !== undefined) return null;
    try {
      return await this.read();
    } catch (error) {
      this.failure = error;
      return null;
    }
  }

  /** The chunks from here on, after `first`. */
  async *rest(first: readonly Uint8Array[]): AsyncGenerator<Uint8Array, void, undefined> {
    for (const chunk of first) yield chunk;
    for (;;) {
      const chunk = await this.next();
      if (chunk === null) return;
      yield chunk;
    }
  }
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const size = chunks.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function placeOf(
  name: string,
  at: { readonly line?: number | undefined; readonly column?: number | undefined },
): InputPlace {
  const line = at.line ?? 0;
  const column = line > 0 ? (at.column ?? 1) : 0;
  return { file: name, line, column, where: line > 0 ? `${name}:${line}:${column}` : name };
}

function problem(name: string, error: RuleError, game?: PbnGame): InputEvent {
  return {
    kind: "error",
    code: error.code,
    message: error.message,
    fatal: false,
    ...placeOf(name, error),
    ...(game ? { game } : {}),
  };
}

function fatal(
  name: string,
  code: "UNREADABLE" | "NO_DEALS" | "PARSE_ERROR",
  message: string,
  at: { line?: number; column?: number } = {},
): InputEvent {
  return { kind: "error", code, message, fatal: true, ...placeOf(name, at) };
}

/** The 1-based line and column of a character offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let k = 0; k < offset && k < text.length; k++) {
    if (text.charCodeAt(k) === 10) {
      line++;
      start = k + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

function* jsonRecords(name: string, bytes: Uint8Array): Generator<InputEvent> {
  const text = new TextDecoder().decode(bytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // JSON.parse reports bad text only by throwing; the message may carry the offset.
    const message = error instanceof Error ? error.message : String(error);
    const offset = /position (\d+)/u.exec(message);
    yield fatal(
      name,
      "PARSE_ERROR",
      `not valid JSON: ${message}`,
      offset ? lineColumn(text, Number(offset[1])) : { line: 1, column: 1 },
    );
    return;
  }
  if (!Array.isArray(value)) {
    yield fatal(
      name,
      "NO_DEALS",
      "holds no deals: this JSON is not an array of recorded deals (as convert --to json writes)",
      { line: 1, column: 1 },
    );
    return;
  }
  if (value.length === 0) {
    yield fatal(name, "NO_DEALS", "holds no deals: the JSON array is empty");
    return;
  }
  for (let k = 0; k < value.length; k++) {
    const where = `${name}: record ${k + 1}`;
    const parsed = RecordedDealSchema.safeParse(value[k]);
    const source = parsed.success ? parsed.data.source : { line: 0, column: 0 };
    const place = { file: name, line: source.line, column: source.column, where };
    if (parsed.success) {
      yield { kind: "record", record: parsed.data, warnings: parsed.data.warnings ?? [], ...place };
      continue;
    }
    const issue = parsed.error.issues[0];
    const path = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join(".")}` : "";
    yield {
      kind: "error",
      code: "PARSE_ERROR",
      message: `not a recorded deal${path}: ${issue ? issue.message : "invalid"}`,
      fatal: false,
      ...place,
    };
  }
}

/**
 * The files named, with directories replaced by the `.pbn`, `.lin` and `.json` files under them
 * (recursively, in code-point order of their paths, so every run reads them in the same order).
 * A path that cannot be looked at is left as it is, for {@link readRecords} to report.
 */
export async function expandPaths(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const path of paths) {
    if (path === "-") {
      out.push(path);
      continue;
    }
    let isDirectory = false;
    try {
      isDirectory = (await stat(path)).isDirectory();
    } catch {
      // Not there or not readable: readRecords says so, in its place in the output.
    }
    if (isDirectory) out.push(...(await walk(path)));
    else out.push(path);
  }
  return out;
}

const READABLE = new Set([".pbn", ".lin", ".json"]);

async function walk(dir: string): Promise<string[]> {
  const found: string[] = [];
  let entries: { name: string; isDirectory(): boolean; isFile(): boolean }[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [dir]; // reported as unreadable by readRecords
  }
  const names = entries.map((e) => e.name).sort(codePointOrder);
  for (const name of names) {
    const entry = entries.find((e) => e.name === name) as (typeof entries)[number];
    const path = join(dir, name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else if (entry.isFile() && READABLE.has(extname(name).toLowerCase())) found.push(path);
  }
  return found;
}

function codePointOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The records of one file (`-`: standard input), in file order, each with its place; problems as
 * `error` events. Never throws for bad input: a file that cannot be opened or read gives one
 * `UNREADABLE` event, a file with no deals one `NO_DEALS` event, a malformed game or board a
 * `PARSE_ERROR` event and reading goes on with the next one.
 */
export async function* readRecords(
  path: string,
  options: InputOptions = {},
): AsyncGenerator<InputEvent, void, undefined> {
  const name = path === "-" ? "<stdin>" : path;
  let handle: FileHandle | null = null;
  let source: ChunkSource;
  if (path === "-") {
    if (!options.stdin) {
      yield fatal(name, "UNREADABLE", "cannot read standard input");
      return;
    }
    source = ChunkSource.stream(options.stdin);
  } else {
    try {
      handle = await open(path, "r");
      if ((await handle.stat()).isDirectory())
        throw Object.assign(new Error("EISDIR: illegal operation on a directory"), { code: "EISDIR" });
    } catch (error) {
      await handle?.close();
      yield fatal(name, "UNREADABLE", `cannot read: ${ioReason(error)}`);
      return;
    }
    source = ChunkSource.file(handle);
  }
  try {
    let deals = 0;
    let seen = 0;
    for await (const event of readFrom(source, name, path, options.strict === true)) {
      if (event.kind !== "comments") seen++;
      if (event.kind === "record") deals++;
      yield event;
    }
    if (source.failure !== undefined) yield fatal(name, "UNREADABLE", `cannot read: ${ioReason(source.failure)}`);
    else if (seen === 0) yield fatal(name, "NO_DEALS", "holds no deals: the file is empty or holds only comments");
    else if (deals === 0) void deals; // every game was reported on its own
  } finally {
    await handle?.close();
  }
}

async function* readFrom(
  source: ChunkSource,
  name: string,
  path: string,
  strict: boolean,
): AsyncGenerator<InputEvent, void, undefined> {
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < HEAD) {
    const chunk = await source.next();
    if (chunk === null) break;
    head.push(chunk);
    size += chunk.length;
  }
  if (source.failure !== undefined) return;
  const start = concat(head);
  if (start.every(isSpace)) return; // no deals: readRecords says so
  const format = detectFormat(start, path);
  if (format === null) {
    yield fatal(name, "UNREADABLE", "cannot tell whether this is PBN, LIN or JSON (name it .pbn, .lin or .json)");
    return;
  }
  if (format === "pbn") {
    for await (const game of iteratePbnGames(source.rest([start]), { strict })) {
      if (!game.ok) {
        yield problem(name, game.error);
        continue;
      }
      if (game.value.tags.length === 0) {
        yield { kind: "comments", game: game.value, ...placeOf(name, game.value) };
        continue;
      }
      const record = pbnGameToRecord(game.value, { strict });
      if (record.ok)
        yield {
          kind: "record",
          record: record.value,
          game: game.value,
          warnings: record.value.warnings ?? [],
          ...placeOf(name, record.value.source),
        };
      else yield problem(name, record.error, game.value);
    }
    return;
  }
  if (format === "lin") {
    for await (const board of iterateLinBoards(source.rest([start]), { strict })) {
      if (!board.ok) {
        yield problem(name, board.error);
        continue;
      }
      const record = linBoardToRecord(board.value.board, board.value.header);
      if (!record.ok) {
        yield problem(name, record.error);
        continue;
      }
      const warnings = [...(board.value.warnings ?? []), ...(record.value.warnings ?? [])];
      yield {
        kind: "record",
        record: record.value,
        board: board.value.board,
        warnings,
        ...placeOf(name, record.value.source),
      };
    }
    return;
  }
  // JSON is read whole: JSON.parse has no streaming form.
  const chunks: Uint8Array[] = [start];
  for await (const chunk of source.rest([])) chunks.push(chunk);
  if (source.failure !== undefined) return;
  yield* jsonRecords(name, concat(chunks));
}
