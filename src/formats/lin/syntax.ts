/**
 * The syntax of BBO's LIN: `cmd|argument|` pairs, cut into boards, read whole ({@link parseLin})
 * or streamed from chunks ({@link iterateLinBoards}) with one reader, so both agree, and written
 * back ({@link makeLin}).
 *
 * Boards are cut at each `qx` in a vugraph file (what comes before the first is the file's header:
 * `vg`, `rs`, `pn`), otherwise at each new deal (`pn`, `st` or `md` once the current board has its
 * `md`). Whether a file is a vugraph file is decided by whichever comes first, a `qx` or an `md`.
 * Text inside a handviewer URL (`…handviewer.html?lin=pn%7C…`) or with `%7C`-style escapes is
 * decoded first, with a `LIN_URL_ENCODED` warning.
 *
 * @module
 */
import { ok, type Result } from "../../result.js";
import { pairToken } from "../pbn/intern.js";
import { ChunkDecoder, readChunks, type TextPosition } from "../util.js";
import { parseError, strictError, warning, type FormatWarning, type ReadOptions } from "../warnings.js";

/** One `cmd|argument|` pair, with where its command starts in the file. */
export interface LinCommand {
  /** The command name as written (`"md"`, `"PC"`); compared without regard to case. */
  readonly cmd: string;
  /** The argument, exactly as written between the two bars. */
  readonly arg: string;
  /** 1-based line of the command (0 for a command that did not come from a file). */
  readonly line: number;
  /** 1-based column of the command (0 for a command that did not come from a file). */
  readonly column: number;
}

/** The commands of one board, in file order. */
export interface LinBoard {
  /** Every command of the board, unknown ones and commentary (`nt`) included. */
  readonly commands: readonly LinCommand[];
  /** 1-based line where the board starts. */
  readonly line: number;
  /** 1-based column where the board starts. */
  readonly column: number;
}

/** A whole LIN file. */
export interface LinFile {
  /** Commands before the first board of a vugraph file (`vg`, `rs`, `pn`…); empty otherwise. */
  readonly header: readonly LinCommand[];
  /** The boards in file order (a vugraph file has one per `qx`: each room of each board). */
  readonly boards: readonly LinBoard[];
  /** What the reader tolerated (present only when something was). */
  readonly warnings?: readonly FormatWarning[];
}

/** One board read by {@link iterateLinBoards}, with the file's header as read so far. */
export interface LinStreamBoard {
  /** The board. */
  readonly board: LinBoard;
  /** The file's header (vugraph files: `vg`, `rs`, `pn`), which {@link linBoardToRecord} reads. */
  readonly header: readonly LinCommand[];
  /** What the reader tolerated in this board (and, for the first board, before it). */
  readonly warnings?: readonly FormatWarning[];
}

/** Options of the LIN readers. */
export interface LinReadOptions extends ReadOptions {
  /**
   * The largest board (and command) accepted, in characters; a longer one is a `PARSE_ERROR` and
   * skipped, so memory stays bounded. Default 1,000,000.
   */
  readonly maxBoardBytes?: number;
}

const DEFAULT_MAX_BOARD = 1_000_000;

/**
 * A command name as a number, without regard to case: its two character codes with the lower-case
 * bit set, or 0 when it is not two characters long (every name the cutter and writer look for is).
 * Computed from char codes so that no lower-cased copy of a name is made per command. Only an
 * ASCII letter has a lower case in a..z this way, and 16 bits apart the two codes cannot mix.
 */
function nameKey(text: string, from: number, length: number): number {
  return length === 2 ? ((text.charCodeAt(from) | 32) << 16) | (text.charCodeAt(from + 1) | 32) : 0;
}

const keyOf = (name: string): number => nameKey(name, 0, name.length);
const QX = keyOf("qx");
const MD = keyOf("md");
const PN = keyOf("pn");
const ST = keyOf("st");
const PG = keyOf("pg");

/** A letter, or (after the first character) a digit. */
const isNameChar = (c: number, first: boolean): boolean =>
  ((c | 32) - 97) >>> 0 < 26 || (!first && (c - 48) >>> 0 < 10);

/** Whether the character at `x` ends a line: "\n", or "\r" not followed by "\n". */
const endsLine = (text: string, x: number): boolean => {
  const c = text.charCodeAt(x);
  return c === 10 || (c === 13 && text.charCodeAt(x + 1) !== 10);
};

/** What a percent-escape stands for, or -1. */
function hexByte(text: string, i: number): number {
  const hex = text.slice(i + 1, i + 3);
  return text.charCodeAt(i) === 37 && /^[\da-f]{2}$/iu.test(hex) ? Number.parseInt(hex, 16) : -1;
}

const utf8 = new TextDecoder("utf-8");

/**
 * Undoes URL encoding chunk by chunk: `%XX` runs are UTF-8 bytes, `+` is a space; a URL's text up to
 * `lin=` and from the next `&` is not LIN. An escape cut by the end of a chunk is held back.
 */
class UrlDecoder {
  private carry = "";
  private before = true;
  private after = false;

  constructor(url: boolean) {
    this.before = url;
  }

  push(chunk: string, final: boolean): string {
    let text = this.carry + chunk;
    this.carry = "";
    if (this.before) {
      const at = text.indexOf("lin=");
      if (at < 0) {
        if (!final) this.carry = text.slice(-3); // "lin=" may be cut by the chunk's end
        return "";
      }
      text = text.slice(at + 4);
      this.before = false;
    }
    if (this.after) return "";
    const amp = text.indexOf("&");
    if (amp >= 0) {
      text = text.slice(0, amp);
      this.after = true;
    }
    if (!final && !this.after) {
      const cut = text.lastIndexOf("%");
      if (cut >= 0 && cut > text.length - 3) {
        this.carry = text.slice(cut);
        text = text.slice(0, cut);
      }
    }
    let out = "";
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 43) {
        out += text.slice(from, i) + " ";
        from = i + 1;
      } else if (c === 37 && hexByte(text, i) >= 0) {
        out += text.slice(from, i);
        const bytes: number[] = [];
        while (i < text.length && hexByte(text, i) >= 0) {
          bytes.push(hexByte(text, i));
          i += 3;
        }
        out += utf8.decode(new Uint8Array(bytes));
        from = i;
        i--;
      }
    }
    return out + text.slice(from);
  }
}

/** Whether the start of a text is URL-encoded LIN: a handviewer URL, or `%7C` where bars should be. */
function urlKind(head: string): "url" | "escaped" | null {
  const whole = head.trimStart();
  const bar = whole.indexOf("|");
  // Only the text before the first bar can say so, so the searches stop there (with indexOf: a
  // regex such as /^[^|]*[?&]lin=/ runs out of backtracking stack on a long line without bars).
  const t = bar < 0 ? whole : whole.slice(0, bar);
  if (/^(?:https?:\/\/|www\.)/iu.test(t) || t.includes("?lin=") || t.includes("&lin=")) return "url";
  return t.includes("%7C") || t.includes("%7c") ? "escaped" : null;
}

/** Cuts commands into boards as they come (see the module description). */
class BoardCutter {
  private mode: "vugraph" | "plain" | null = null;
  private pending: LinCommand[] = [];
  readonly header: LinCommand[] = [];
  private current: LinCommand[] | null = null;
  private at: TextPosition = { line: 1, column: 1 };
  private hasDeal = false;
  private size = 0;
  private skipping = false;

  constructor(private readonly max: number) {}

  /** Takes the next command (`key`: {@link nameKey} of its name). */
  add(c: LinCommand, key: number, out: Result<LinBoard>[]): void {
    if (this.mode === null) {
      if (key === QX || key === MD || this.pending.length >= 64) {
        this.mode = key === QX ? "vugraph" : "plain";
        this.flush(out);
        this.place(c, key, out);
      } else this.pending.push(c);
      return;
    }
    this.place(c, key, out);
  }

  /** Places the commands held until the kind of file was known. */
  private flush(out: Result<LinBoard>[]): void {
    const held = this.pending;
    this.pending = [];
    for (const h of held) this.place(h, keyOf(h.cmd), out);
  }

  /** Whether a command (`key` as in {@link add}) starts a new board. */
  private starts(key: number): boolean {
    return this.mode === "vugraph"
      ? key === QX || (key === MD && this.hasDeal)
      : this.current === null || (this.hasDeal && (key === MD || key === PN || key === ST));
  }

  /**
   * Whether a command would be dropped, being in a board already over the limit: the reader then
   * need not make it (a huge board costs no object per command).
   */
  drops(key: number): boolean {
    return this.skipping && this.mode !== null && !this.starts(key);
  }

  /** Puts a command in the board it belongs to. */
  private place(c: LinCommand, key: number, out: Result<LinBoard>[]): void {
    if (this.starts(key)) {
      this.emit(out);
      this.current = [];
      this.at = c;
      this.hasDeal = false;
      this.size = 0;
      this.skipping = false;
    }
    if (this.current === null) {
      this.header.push(c);
      return;
    }
    if (this.skipping) return;
    this.size += c.cmd.length + c.arg.length + 2;
    if (this.size > this.max) {
      out.push(
        parseError(
          `the board starting here is longer than the limit of ${this.max} characters (maxBoardBytes)`,
          this.at,
        ),
      );
      this.current = [];
      this.skipping = true;
      return;
    }
    this.current.push(c);
    if (key === MD) this.hasDeal = true;
  }

  private emit(out: Result<LinBoard>[]): void {
    if (this.current !== null && !this.skipping && this.current.length > 0)
      out.push(ok({ commands: this.current, line: this.at.line, column: this.at.column }));
    this.current = null;
  }

  end(out: Result<LinBoard>[]): void {
    if (this.mode === null) {
      this.mode = "plain";
      this.flush(out);
    }
    this.emit(out);
  }
}

/**
 * The one LIN reader: text in chunks, commands and boards out. Each step looks at each character
 * a bounded number of times, so reading is linear in the input whatever it holds.
 */
class LinReader {
  private readonly decoder = new ChunkDecoder();
  private url: UrlDecoder | null = null;
  private started = false;
  private buf = "";
  private pos = 0;
  private line = 1;
  private lineStart = 0;
  /** Where the search for the closing bar of the pending command resumes. */
  private resume = -1;
  /** After an error: skip to the end of the line before reading commands again. */
  private resync = false;
  readonly cutter: BoardCutter;
  readonly warnings: FormatWarning[] = [];
  /** Errors and boards in the order they were found. */
  readonly out: Result<LinBoard>[] = [];

  constructor(private readonly max: number) {
    this.cutter = new BoardCutter(max);
  }

  push(chunk: string | Uint8Array, final: boolean): void {
    let text = this.decoder.push(chunk);
    if (final) text += this.decoder.flush();
    if (!this.started) {
      const head = this.buf + text;
      // Searched, not trimmed: trimming would copy the whole text to learn whether it is blank.
      if (!final && !/\S/u.test(head)) {
        this.buf = head;
        return;
      }
      this.started = true;
      this.buf = "";
      const kind = urlKind(head);
      if (kind !== null) {
        this.url = new UrlDecoder(kind === "url");
        this.warnings.push(
          warning(
            "LIN_URL_ENCODED",
            kind === "url"
              ? "LIN read from inside a URL (its %-escapes decoded)"
              : "LIN with %-escapes (%7C for |) decoded",
            { line: 1, column: 1 },
          ),
        );
      }
      text = head;
    }
    if (this.url) text = this.url.push(text, final);
    this.buf = this.pos < this.buf.length ? this.buf.slice(this.pos) + text : text;
    this.lineStart -= this.pos;
    if (this.resume >= 0) this.resume -= this.pos;
    this.pos = 0;
    this.scan(final);
    if (final) this.cutter.end(this.out);
  }

  private fail(message: string, at: TextPosition): void {
    this.out.push(parseError(message, at));
    this.resync = true;
    this.resume = -1;
  }

  private scan(final: boolean): void {
    const text = this.buf;
    const n = text.length;
    // The position and line in locals, stored back when the loop ends: it runs once per command.
    let pos = this.pos;
    let line = this.line;
    let lineStart = this.lineStart;
    for (;;) {
      if (this.resync) {
        while (pos < n && text.charCodeAt(pos) !== 10 && text.charCodeAt(pos) !== 13) pos++;
        if (pos >= n) break;
        this.resync = false;
      }
      // Blanks and line ends (a line end is "\n", or "\r" not followed by "\n").
      let j = pos;
      while (j < n) {
        const c = text.charCodeAt(j);
        // A "\r" that ends the text so far may start a "\r\n": it is read with the next chunk.
        if ((c !== 32 && c !== 9 && c !== 10 && c !== 13) || (c === 13 && j + 1 === n && !final)) break;
        if (endsLine(text, j++)) {
          line++;
          lineStart = j;
        }
      }
      pos = j;
      if (j >= n || text.charCodeAt(j) === 13) break;
      const column = j - lineStart + 1;
      // The name: a letter, then up to seven letters or digits, then spaces, then "|".
      let k = j;
      while (k < n && k - j < 8 && isNameChar(text.charCodeAt(k), k === j)) k++;
      let b = k;
      while (b < n && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 9)) b++;
      if (b >= n && !final && b - j < 64) break; // the name may go on in the next chunk
      if (k === j || b >= n || text.charCodeAt(b) !== 124) {
        if (k > j && b >= n) {
          this.fail(`command ${text.slice(j, k)} has no "|" after it`, { line, column });
          continue;
        }
        const end = Math.min(n, j + 21);
        let shownEnd = j;
        while (shownEnd < end && text.charCodeAt(shownEnd) !== 124) shownEnd++;
        const shown = text.slice(j, Math.min(shownEnd, j + 20)).trimEnd() + (shownEnd - j > 20 ? "…" : "");
        this.fail(`expected a command such as md| or pc|, found "${shown}"`, { line, column });
        continue;
      }
      // Most arguments are a few characters, looked at here rather than with a call to indexOf.
      let close = Math.max(b + 1, this.resume);
      while (close < b + 8 && text.charCodeAt(close) !== 124) close++;
      if (text.charCodeAt(close) !== 124) close = text.indexOf("|", close);
      // Only the argument can hold a line end (the name and the spaces after it cannot).
      let x = b + 1;
      if (close < 0) {
        const name = text.slice(j, k);
        if (!final && n - j <= this.max) {
          this.resume = n;
          break;
        }
        this.fail(
          final
            ? `the argument of command ${name} has no closing "|"`
            : `the argument of command ${name} is longer than the limit of ${this.max} characters`,
          { line, column },
        );
        if (final) continue;
        // Skipped to the end of the text, counting its line ends.
        x = j;
        close = n - 1;
      } else {
        this.resume = -1;
        const key = nameKey(text, j, k - j);
        // Names and most arguments (calls, cards) are one or two characters: shared, not copied.
        if (!this.cutter.drops(key))
          this.cutter.add(
            {
              cmd: k - j === 2 ? pairToken(text, j) : text.slice(j, k),
              arg: close - b === 3 ? pairToken(text, b + 1) : text.slice(b + 1, close),
              line,
              column,
            },
            key,
            this.out,
          );
      }
      for (; x <= close; x++)
        if (endsLine(text, x)) {
          line++;
          lineStart = x + 1;
        }
      pos = close + 1;
    }
    this.pos = pos;
    this.line = line;
    this.lineStart = lineStart;
  }
}

function withWarnings<T extends object>(value: T, warnings: readonly FormatWarning[]): T {
  return warnings.length > 0 ? { ...value, warnings: [...warnings] } : value;
}

/**
 * Reads a LIN file: a string, or bytes (UTF-8 when valid, otherwise Latin-1). Line ends between
 * commands are ignored. A command name that is not a short run of letters and digits, or a
 * command without its closing `|`, is a `PARSE_ERROR` with its 1-based line and column; unknown
 * commands are kept. What was tolerated is in `warnings` (with `strict`, a `PARSE_ERROR`).
 */
export function parseLin(input: string | Uint8Array, options: LinReadOptions = {}): Result<LinFile> {
  const reader = new LinReader(Math.max(options.maxBoardBytes ?? DEFAULT_MAX_BOARD, input.length));
  reader.push(input, true);
  const boards: LinBoard[] = [];
  for (const r of reader.out) {
    if (!r.ok) return r;
    boards.push(r.value);
  }
  const first = reader.warnings[0];
  if (options.strict && first) return strictError(first);
  return ok(withWarnings({ header: reader.cutter.header, boards }, reader.warnings));
}

function* drain(reader: LinReader, strict: boolean): Generator<Result<LinStreamBoard>, void, undefined> {
  for (const r of reader.out) {
    if (!r.ok) {
      yield r;
      continue;
    }
    const warnings = reader.warnings.splice(0);
    const first = warnings[0];
    if (strict && first) yield strictError(first);
    else yield ok(withWarnings({ board: r.value, header: reader.cutter.header }, warnings));
  }
  reader.out.length = 0;
}

/**
 * Reads LIN boards one at a time from a stream of chunks (strings or bytes), holding only the
 * current board, as {@link iteratePbnGames} reads games: each its own `Result`, memory bounded by
 * `maxBoardBytes`; after a malformed command reading goes on at the next line.
 */
export function iterateLinBoards(
  chunks: Iterable<string | Uint8Array>,
  options?: LinReadOptions,
): Generator<Result<LinStreamBoard>, void, undefined>;
/** Reads LIN boards one at a time from an async stream of chunks; see the synchronous overload. */
export function iterateLinBoards(
  chunks: AsyncIterable<string | Uint8Array>,
  options?: LinReadOptions,
): AsyncGenerator<Result<LinStreamBoard>, void, undefined>;
export function iterateLinBoards(
  chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
  options: LinReadOptions = {},
): Generator<Result<LinStreamBoard>, void, undefined> | AsyncGenerator<Result<LinStreamBoard>, void, undefined> {
  return readChunks(chunks, () => {
    const reader = new LinReader(options.maxBoardBytes ?? DEFAULT_MAX_BOARD);
    const strict = options.strict === true;
    return {
      push: (chunk) => {
        reader.push(chunk, false);
        return drain(reader, strict);
      },
      end: () => {
        reader.push("", true);
        return drain(reader, strict);
      },
    };
  });
}

/**
 * Writes LIN text: the header, then each board's commands, with a line break after each `pg||`
 * and each board, so `parseLin(makeLin(file))` gives back the same boards (positions aside).
 * A `|` inside an argument cannot be written (it would end it) and is written as `/`.
 */
export function makeLin(input: LinFile | readonly LinBoard[]): string {
  const file: LinFile = "boards" in input ? input : { header: [], boards: input };
  const out: string[] = [];
  const write = (commands: readonly LinCommand[]): void => {
    let line = "";
    for (const c of commands) {
      line += `${c.cmd}|${c.arg.includes("|") ? c.arg.replace(/\|/gu, "/") : c.arg}|`;
      if (keyOf(c.cmd) === PG) {
        out.push(line);
        line = "";
      }
    }
    if (line !== "") out.push(line);
  };
  write(file.header);
  for (const board of file.boards) write(board.commands);
  return out.length === 0 ? "" : `${out.join("\n")}\n`;
}
