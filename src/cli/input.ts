/**
 * Reading the records of a file for the CLI: the format is told from the content (then the
 * extension), PBN is streamed game by game with `iteratePbnGames` so memory stays flat on
 * large archives, and every problem — a file that cannot be opened, a `PARSE_ERROR`, a JSON value
 * that is not a record — comes out as an {@link InputEvent} with its place, never as an exception.
 *
 * @module
 */
import { open, type FileHandle } from "node:fs/promises";
import { extname } from "node:path";
import { RecordedDealSchema, iteratePbnGames, linBoardToRecord, parseLin, pbnGameToRecord, type RecordedDeal, type RuleError } from "contract-bridge";

/** The formats the CLI reads. */
export type InputFormat = "pbn" | "lin" | "json";

/** One record read from a file, or one problem, with its place (`FILE:LINE:COLUMN`, or `FILE` alone). */
export type InputEvent =
  | {
      readonly kind: "record";
      readonly record: RecordedDeal;
      /** Where the record starts: `FILE:LINE:COLUMN`, or `FILE: record N` for JSON input. */
      readonly where: string;
    }
  | {
      readonly kind: "error";
      /** `PARSE_ERROR`, or `UNREADABLE` for a file that cannot be opened or read, or whose format is unknown. */
      readonly code: string;
      readonly message: string;
      /** `FILE:LINE:COLUMN` where known, otherwise `FILE`. */
      readonly where: string;
    };

/** Where the CLI's input comes from. */
export interface InputOptions {
  /** Standard input, read for the file name `-`. */
  readonly stdin?: AsyncIterable<Uint8Array | string> | undefined;
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
 * `md|` (letters and digits, then a bar); JSON with an array `[{` or `[]`. `null` when neither
 * the content nor the extension (`.pbn`, `.lin`, `.json`) tells.
 */
export function detectFormat(head: Uint8Array, name: string): InputFormat | null {
  let i = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) i = 3;
  while (i < head.length && isSpace(head[i] as number)) i++;
  const c = head[i];
  if (c === 37 || c === 123 || c === 59) return "pbn";
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
    const message = typeof e.message === "string" ? e.message : String(error);
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

function place(name: string, at: { readonly line?: number | undefined; readonly column?: number | undefined }): string {
  return at.line !== undefined && at.line > 0 ? `${name}:${at.line}:${at.column ?? 1}` : name;
}

function problem(name: string, error: RuleError): InputEvent {
  return { kind: "error", code: error.code, message: error.message, where: place(name, error) };
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
    const at = offset ? lineColumn(text, Number(offset[1])) : { line: 1, column: 1 };
    yield { kind: "error", code: "PARSE_ERROR", message: `not valid JSON: ${message}`, where: place(name, at) };
    return;
  }
  if (!Array.isArray(value)) {
    yield { kind: "error", code: "PARSE_ERROR", message: "expected a JSON array of recorded deals", where: place(name, { line: 1, column: 1 }) };
    return;
  }
  for (let k = 0; k < value.length; k++) {
    const where = `${name}: record ${k + 1}`;
    const parsed = RecordedDealSchema.safeParse(value[k]);
    if (parsed.success) {
      yield { kind: "record", record: parsed.data, where };
      continue;
    }
    const issue = parsed.error.issues[0];
    const path = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join(".")}` : "";
    yield { kind: "error", code: "PARSE_ERROR", message: `not a recorded deal${path}: ${issue ? issue.message : "invalid"}`, where };
  }
}

/**
 * The records of one file (`-`: standard input), in file order, each with its place; problems as
 * `error` events. Never throws for bad input: a file that cannot be opened or read gives one
 * `UNREADABLE` event, a malformed PBN game a `PARSE_ERROR` event and reading goes on with the next
 * game; a malformed LIN or JSON file gives one `PARSE_ERROR` event.
 */
export async function* readRecords(path: string, options: InputOptions = {}): AsyncGenerator<InputEvent, void, undefined> {
  const name = path === "-" ? "<stdin>" : path;
  let handle: FileHandle | null = null;
  let source: ChunkSource;
  if (path === "-") {
    if (!options.stdin) {
      yield { kind: "error", code: "UNREADABLE", message: "cannot read standard input", where: name };
      return;
    }
    source = ChunkSource.stream(options.stdin);
  } else {
    try {
      handle = await open(path, "r");
    } catch (error) {
      yield { kind: "error", code: "UNREADABLE", message: `cannot read: ${ioReason(error)}`, where: name };
      return;
    }
    source = ChunkSource.file(handle);
  }
  try {
    yield* readFrom(source, name, path);
    if (source.failure !== undefined) yield { kind: "error", code: "UNREADABLE", message: `cannot read: ${ioReason(source.failure)}`, where: name };
  } finally {
    await handle?.close();
  }
}

async function* readFrom(source: ChunkSource, name: string, path: string): AsyncGenerator<InputEvent, void, undefined> {
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
  if (start.every(isSpace)) return; // nothing to read is not an error
  const format = detectFormat(start, path);
  if (format === null) {
    yield { kind: "error", code: "UNREADABLE", message: "cannot tell whether this is PBN, LIN or JSON (name it .pbn, .lin or .json)", where: name };
    return;
  }
  if (format === "pbn") {
    for await (const game of iteratePbnGames(source.rest([start]))) {
      if (!game.ok) {
        yield problem(name, game.error);
        continue;
      }
      if (game.value.tags.length === 0) continue; // comments after the last game
      const record = pbnGameToRecord(game.value);
      if (record.ok) yield { kind: "record", record: record.value, where: place(name, record.value.source) };
      else yield problem(name, record.error);
    }
    return;
  }
  // LIN and JSON files are read whole: they are small (one match, one session).
  const chunks: Uint8Array[] = [start];
  for await (const chunk of source.rest([])) chunks.push(chunk);
  if (source.failure !== undefined) return;
  const bytes = concat(chunks);
  if (format === "json") {
    yield* jsonRecords(name, bytes);
    return;
  }
  const file = parseLin(bytes);
  if (!file.ok) {
    yield problem(name, file.error);
    return;
  }
  for (const board of file.value.boards) {
    const record = linBoardToRecord(board, file.value.header);
    if (record.ok) yield { kind: "record", record: record.value, where: place(name, record.value.source) };
    else yield problem(name, record.error);
  }
}
