/**
 * Reading PBN: whole files ({@link parsePbn}) and streams ({@link iteratePbnGames}), with `#` /
 * `##` inheritance across games.
 *
 * @module
 */
import { ok, type Result } from "../../result.js";
import { ChunkDecoder, decodePieces, readChunks, type TextPosition } from "../util.js";
import { strictError, type FormatWarning, type ReadOptions } from "../warnings.js";
import { BUILD, CHECK, FoundTags, collectWarnings, NONE, deferredGame, scanGame, type MutableTag } from "./scan.js";
import { closingQuote, stringValue } from "./quoted.js";
import { GameSplitter, type GameChunk, type Overflow } from "./split.js";
import {
  DEFAULT_MAX_GAME,
  parseError,
  type PbnFile,
  type PbnGame,
  type PbnItem,
  type PbnIterateOptions,
} from "./types.js";

/** `#` / `##` tag value inheritance across games (PBN §4.8), shared by reader and writer. */
export class Inheritance {
  /**
   * Per tag name, the value in effect in the last game that had the tag, and that game's number:
   * the number tells a repeated tag within a game (PBN §3.4: the first counts) with the one lookup
   * that updates the value. A game whose tags are not built yet leaves the value as a place in
   * its text, made a string only if a later `#` asks for it.
   */
  private readonly last = new Map<string, InheritedValue>();
  /** The `##` values in force, for tags a game leaves out. */
  readonly sticky = new Map<string, string>();
  private games = 0;

  /** The value a written tag takes, given earlier games. */
  valueOf(name: string, written: string): string {
    if (written.charCodeAt(0) !== 35 || name === "Note") return written; // no leading '#'
    if (written === "#") {
      const last = this.last.get(name);
      return last === undefined ? "" : inheritedValue(last);
    }
    if (written.startsWith("##")) return written.slice(2);
    return written;
  }

  /**
   * Records a finished game: for the first tag of each name, the text written (`null` for an
   * implicit tag) and the value in effect.
   */
  commit(
    tags: readonly { readonly name: string; readonly raw?: string; readonly implicit?: true; readonly value: string }[],
  ): void {
    const game = ++this.games;
    const sticky = this.sticky;
    for (let k = 0; k < tags.length; k++) {
      const t = tags[k] as (typeof tags)[number];
      const name = t.name;
      if (name === "Note") continue;
      const last = this.last.get(name);
      if (last !== undefined && last.game === game) continue;
      const written = t.implicit ? null : (t.raw ?? t.value);
      const doubled = written !== null && written.charCodeAt(0) === 35 && written.charCodeAt(1) === 35; // "##…"
      if (doubled || (written !== null && sticky.size > 0 && sticky.has(name) && written !== "#"))
        sticky.set(name, t.value);
      this.remember(last, name, game, t.value, "", -1, -1);
    }
  }

  /**
   * {@link commit} for a game whose tags are not built: one where no value starts with `#` and no
   * `##` value is in force, so every tag's value is the one written, and no `##` is set.
   */
  commitFound(found: FoundTags, text: string): void {
    const game = ++this.games;
    for (let k = 0; k < found.count; k++) {
      const name = found.names[k] as string;
      if (name === "Note") continue;
      const last = this.last.get(name);
      if (last !== undefined && last.game === game) continue;
      this.remember(last, name, game, undefined, text, found.opens[k] as number, found.closes[k] as number);
    }
  }

  private remember(
    last: InheritedValue | undefined,
    name: string,
    game: number,
    value: string | undefined,
    text: string,
    open: number,
    close: number,
  ): void {
    if (last === undefined) {
      this.last.set(name, { game, value, text, open, close });
      return;
    }
    // Updated in place: this runs for every tag of every game.
    last.game = game;
    last.value = value;
    last.text = text;
    last.open = open;
    last.close = close;
  }
}

/** A value {@link Inheritance} keeps: a string, or the place of a quoted value in a text. */
interface InheritedValue {
  game: number;
  value: string | undefined;
  text: string;
  open: number;
  close: number;
}

function inheritedValue(v: InheritedValue): string {
  if (v.value === undefined) {
    closingQuote(v.text, v.open); // for `escapes`
    v.value = stringValue(v.text, v.open, v.close);
    v.text = ""; // the text need not be kept alive for this value any more
  }
  return v.value;
}

/** Turns parsed games into {@link PbnGame}s: applies inheritance and carries comment-only chunks into the next game. */
class GameBuilder {
  private readonly inheritance = new Inheritance();
  private readonly found = new FoundTags();
  private pending: PbnItem[][] = [];
  private pendingAt: TextPosition | null = null;
  /** Warnings of the game being read (and of comments before it). */
  private pendingWarnings: FormatWarning[] = [];

  constructor(private readonly strict: boolean) {}

  /**
   * Reads the game at `start` (the first non-blank character of its line) of `text`: the game
   * (`null` when the text held only comments, which go to the next game) and where the text after
   * it resumes. The game is checked whole now; its tags are built when first read, unless
   * inheritance changes them, in which case they are built now.
   */
  read(
    text: string,
    start: number,
    line: number,
    lineStart: number,
    at: TextPosition,
  ): Result<{ game: PbnGame | null; next: number; nextLine: number; nextLineStart: number }> {
    const found = this.found;
    found.reset();
    const warnings = this.pendingWarnings;
    const carried = warnings.length;
    collectWarnings(warnings);
    const checked = scanGame(text, start, line, lineStart, true, CHECK, null, found);
    collectWarnings(null);
    if (!checked.ok) {
      // The game is reported as its error; its own warnings must not pass to the next game.
      warnings.length = carried;
      return checked;
    }
    const firstWarning = warnings[0];
    if (this.strict && firstWarning) {
      this.pendingWarnings = [];
      return strictError(firstWarning);
    }
    const { preamble: own, next, nextLine, nextLineStart } = checked.value;
    const preamble = this.pending.length > 0 ? [...this.pending, ...own] : own;
    const first = this.pendingAt ?? at;
    if (found.count === 0) {
      this.pending = preamble;
      this.pendingAt = first;
      return ok({ game: null, next, nextLine, nextLineStart });
    }
    this.pending = [];
    this.pendingAt = null;
    if (warnings.length > 0) this.pendingWarnings = [];
    let game: PbnGame;
    if (!found.inherits && this.inheritance.sticky.size === 0) {
      this.inheritance.commitFound(found, text);
      game = deferredGame(preamble, { text, start, line, lineStart, tags: undefined }, first);
    } else {
      // Inheritance changes this game's tags (rare), so they are built now, in file order.
      const built = scanGame(text, start, line, lineStart, true, BUILD, null, null); // cannot fail: CHECK passed
      game = {
        preamble,
        tags: built.ok ? this.inherit(built.value.tags, at) : [],
        line: first.line,
        column: first.column,
      };
    }
    if (warnings.length > 0) (game as { warnings?: readonly FormatWarning[] }).warnings = warnings;
    return ok({ game, next, nextLine, nextLineStart });
  }

  /** Applies inheritance to a game's tags: `#` and `##` values, and implicit tags from `##` (PBN §4.8). */
  private inherit(tags: MutableTag[], at: TextPosition): MutableTag[] {
    const count = tags.length;
    for (let k = 0; k < count; k++) {
      const t = tags[k] as MutableTag;
      const value = this.inheritance.valueOf(t.name, t.value);
      if (value !== t.value) {
        t.raw = t.value;
        t.value = value;
      }
    }
    const sticky = this.inheritance.sticky;
    if (sticky.size > 0) {
      for (const [name, value] of sticky) {
        if (!tags.some((t) => t.name === name))
          tags.push({ name, value, implicit: true, trailing: NONE, section: NONE, line: at.line, column: at.column });
      }
    }
    this.inheritance.commit(tags);
    return tags;
  }

  /** Parses a chunk cut by the streaming splitter (one game, or comments between games). */
  chunk(chunk: GameChunk): Result<PbnGame | null> {
    const read = this.read(chunk.text, 0, chunk.line, 1 - chunk.column, chunk);
    return read.ok ? ok(read.value.game) : read;
  }

  /** Comments left after the last game, as a game without tags (so that nothing is dropped). */
  finish(): PbnGame | null {
    if (this.pending.length === 0 || !this.pendingAt) return null;
    const game: PbnGame = {
      preamble: this.pending,
      tags: [],
      line: this.pendingAt.line,
      column: this.pendingAt.column,
    };
    if (this.pendingWarnings.length > 0)
      (game as { warnings?: readonly FormatWarning[] }).warnings = this.pendingWarnings;
    this.pending = [];
    this.pendingAt = null;
    return game;
  }
}

// Nested braces: real exports write them so, and a stray `}` is a clear error where a swallowed
// tag would not be. Tags and sections are built lazily because most of a large file is section
// data that many callers never look at; the whole text is still checked here.
/**
 * Reads a PBN file: a string, or bytes (UTF-8 when valid, otherwise Latin-1). Syntax only — tags,
 * strings, comments and section tokens — so a game whose calls or cards are wrong still reads;
 * {@link pbnGameToRecord} reports those. Malformed text (an unterminated string or comment, a
 * broken tag pair, text before the first tag) is a `PARSE_ERROR` with its 1-based line and column.
 * Brace comments nest (`{ a { b } c }` is one comment), unlike PBN §3.8.
 *
 * A game's `tags` and a tag's `section` are built when first read, then kept: own enumerable
 * accessor properties, which `JSON.stringify`, spreading and deep equality read like data.
 */
export function parsePbn(input: string | Uint8Array, options: ReadOptions = {}): Result<PbnFile> {
  const pieces = decodePieces(input);
  const builder = new GameBuilder(options.strict === true);
  const games: PbnGame[] = [];
  let line = 1;
  for (const text of pieces) {
    const n = text.length;
    let i = 0;
    let lineStart = 0;
    for (;;) {
      // Skip to the first non-blank character: that is where the next game starts.
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === 32 || c === 9) i++;
        else if (c === 10 || c === 13) {
          i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
          line++;
          lineStart = i;
        } else break;
      }
      if (i >= n) break;
      const read = builder.read(text, i, line, lineStart, { line, column: i - lineStart + 1 });
      // A piece ends with an empty line, which ends a game unless a { comment } runs on past it
      // (or the game is broken): then the text is read again, whole (after a byte-order mark for
      // the string reader to drop, since the text may start with another).
      if (!read.ok) return pieces.length > 1 ? parsePbn("\ufeff" + pieces.join(""), options) : read;
      if (read.value.game) games.push(read.value.game);
      i = read.value.next;
      line = read.value.nextLine;
      lineStart = read.value.nextLineStart;
    }
  }
  const last = builder.finish();
  if (last) games.push(last);
  return ok({ games });
}

/** The streaming reader's state: decoder, splitter and game builder, fed one chunk at a time. */
class PbnStream {
  private readonly decoder = new ChunkDecoder();
  private readonly splitter: GameSplitter;
  private readonly builder: GameBuilder;
  private readonly out: (GameChunk | Overflow)[] = [];

  constructor(
    private readonly max: number,
    strict: boolean,
  ) {
    this.splitter = new GameSplitter(max);
    this.builder = new GameBuilder(strict);
  }

  /** The games completed by this chunk. */
  push(chunk: string | Uint8Array): Result<PbnGame>[] {
    this.splitter.push(this.decoder.push(chunk), this.out);
    return this.drain();
  }

  /** The games left at the end of the stream. */
  end(): Result<PbnGame>[] {
    this.splitter.push(this.decoder.flush(), this.out);
    this.splitter.end(this.out);
    const games = this.drain();
    const last = this.builder.finish();
    if (last) games.push(ok(last));
    return games;
  }

  private drain(): Result<PbnGame>[] {
    const games: Result<PbnGame>[] = [];
    for (const chunk of this.out) {
      if ("overflow" in chunk)
        games.push(
          parseError(`the game starting here is longer than the limit of ${this.max} characters (maxGameBytes)`, chunk),
        );
      else {
        const game = this.builder.chunk(chunk);
        if (!game.ok) games.push(game);
        else if (game.value) games.push(ok(game.value));
      }
    }
    this.out.length = 0;
    return games;
  }
}

/**
 * Reads games one at a time from a stream of chunks (strings or bytes, e.g. a file read stream),
 * holding only the current game in memory. Each game comes as its own `Result`, read as by
 * {@link parsePbn}: a malformed game, or one longer than `maxGameBytes`, is a `PARSE_ERROR` and
 * reading goes on with the next. A synchronous iterable gives a generator, an async one an async
 * generator.
 */
export function iteratePbnGames(
  chunks: Iterable<string | Uint8Array>,
  options?: PbnIterateOptions,
): Generator<Result<PbnGame>, void, undefined>;
/** Reads games one at a time from an async stream of chunks; see the synchronous overload. */
export function iteratePbnGames(
  chunks: AsyncIterable<string | Uint8Array>,
  options?: PbnIterateOptions,
): AsyncGenerator<Result<PbnGame>, void, undefined>;
export function iteratePbnGames(
  chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
  options: PbnIterateOptions = {},
): Generator<Result<PbnGame>, void, undefined> | AsyncGenerator<Result<PbnGame>, void, undefined> {
  return readChunks(chunks, () => new PbnStream(options.maxGameBytes ?? DEFAULT_MAX_GAME, options.strict === true));
}
