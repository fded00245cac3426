/**
 * Portable Bridge Notation (PBN 2.1): {@link parsePbn} / {@link makePbn}, a streaming
 * {@link iteratePbnGames} for large archives, and the step to and from the normalised
 * {@link RecordedDeal} ({@link pbnGameToRecord} / {@link recordToPbnGame}).
 *
 * The reader is in two layers. The syntax layer keeps a game as its tags in file order, each with
 * the section data and comments that follow it, so nothing a file says is lost and writing it back
 * gives the same game. The meaning layer ({@link pbnAuction}, {@link pbnPlay},
 * {@link pbnGameToRecord}) reads calls, cards and tags from that, and is where a game that cannot
 * be replayed is reported, with the line and column of the culprit: one bad game does not stop the
 * rest of a file from being read.
 *
 * Dialect points accepted: `AP`, `1N`, `R`, `-`/`--`, `*`, `+`, lower-case cards and calls, CRLF
 * and lone CR, Latin-1 as well as UTF-8 bytes, a missing `% PBN` header, `#`/`##` tag inheritance,
 * `[Deal ""]`, and nested `{…{…}…}` comments (PBN §3.8 says braces do not nest, but real exports
 * nest them; see {@link parsePbn}).
 *
 * @module
 */
import { SEATS, STRAINS, type Call, type Card, type Seat, type Strain } from "../schemas/model.js";
import { err, ok, type Result } from "../result.js";
import { parseCard } from "../model/card.js";
import { parseCall, parseContract } from "../model/call.js";
import { formatDeal, parseDeal, type PartialDeal } from "../model/deal.js";
import { seatAfter, seatIndex, sideOf } from "../model/seat.js";
import type { RecordedDeal, StatedOutcome } from "./record.js";
import {
  ChunkDecoder,
  auctionOutcome,
  decodeText,
  outcomeText,
  parsePbnVulnerability,
  parseSeatLetter,
  passesToEnd,
  pbnVulnerabilityName,
  trickWinner,
  type TextPosition,
} from "./util.js";

// ---------------------------------------------------------------------------------------------
// The syntax layer
// ---------------------------------------------------------------------------------------------

/**
 * The kind of a {@link PbnItem}: a section `token` (a call, card, note reference `=1=`, suffix,
 * NAG, `*`, `+`, or a table element), a quoted `string` element, a `brace` comment `{…}`, a
 * `semicolon` comment `;…` (to the end of the line) or an `escape` line `%…`.
 */
export type PbnItemKind = "token" | "string" | "brace" | "semicolon" | "escape";

/** One piece of a game that is not a tag pair, with where it starts in the file. */
export interface PbnItem {
  /** What the item is. */
  readonly kind: PbnItemKind;
  /**
   * Its text: the token itself; a string's value with escapes resolved; a comment's text without
   * its delimiters; an escape line without its `%`.
   */
  readonly text: string;
  /** 1-based line where the item starts (0 for an item that did not come from a file). */
  readonly line: number;
  /** 1-based column where the item starts (0 for an item that did not come from a file). */
  readonly column: number;
}

/** A tag pair and the section that follows it, up to the next tag. */
export interface PbnTag {
  /** The tag name, case as written. */
  readonly name: string;
  /** The tag value in effect: escapes resolved, and `#` / `##` inheritance applied. */
  readonly value: string;
  /** The value as written, present only when inheritance made it differ from {@link PbnTag.value} (`"#"`, `"##IMP"`). */
  readonly raw?: string;
  /** Present on a tag this game does not write itself but takes from an earlier `##` tag (PBN §4.8). */
  readonly implicit?: true;
  /** Items on the same line as the tag, after it (often a `;` comment). */
  readonly trailing: readonly PbnItem[];
  /** The following lines up to the next tag, one array per line: section data and comments. */
  readonly section: readonly (readonly PbnItem[])[];
  /** 1-based line of the tag's `[` (for an implicit tag, where its game starts). */
  readonly line: number;
  /** 1-based column of the tag's `[`. */
  readonly column: number;
}

/** One game: its tags in file order, with what comes before the first tag. */
export interface PbnGame {
  /** Comments and escape lines before the first tag, one array per line. */
  readonly preamble: readonly (readonly PbnItem[])[];
  /** Every tag in file order, then any implicit tags inherited through `##`. */
  readonly tags: readonly PbnTag[];
  /** 1-based line where the game starts. */
  readonly line: number;
  /** 1-based column where the game starts. */
  readonly column: number;
}

/** A whole PBN file. */
export interface PbnFile {
  /** The games in file order. A `% PBN 2.1` header is kept in the first game's preamble. */
  readonly games: readonly PbnGame[];
}

/** Options for {@link iteratePbnGames}. */
export interface PbnIterateOptions {
  /**
   * The largest game accepted, in characters of decoded text (bytes, for ASCII files). A longer
   * game is reported as a `PARSE_ERROR` and skipped, so memory stays bounded whatever the input.
   * Default 1,000,000.
   */
  readonly maxGameBytes?: number;
}

/** Options for {@link makePbn}. */
export interface MakePbnOptions {
  /** Line ending: `"\n"` (the default) or `"\r\n"`, which PBN's export format asks for. */
  readonly eol?: "\n" | "\r\n";
}

const DEFAULT_MAX_GAME = 1_000_000;

function parseError<T>(message: string, at: TextPosition): Result<T> {
  return err("PARSE_ERROR", message, { line: at.line, column: at.column });
}

/** A position made only where an error needs one: the tag reader runs three times per tag. */
function position(line: number, column: number): TextPosition {
  return { line, column };
}

/** A chunk of text holding one game (or comments between games), with where it starts. */
interface GameChunk {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

/** A game longer than the budget: where it starts. */
interface Overflow {
  readonly overflow: true;
  readonly line: number;
  readonly column: number;
}

const NORMAL = 0;
const IN_STRING = 1;
const IN_BRACE = 2;
const TO_EOL = 3;

// What ends a run of uninteresting characters, per state: jumping with a native regex search is
// several times faster than stepping through every character in JavaScript.
const STOPS: readonly RegExp[] = [/[\r\n"{;]/g, /["\\\r\n]/g, /[{}\r\n]/g, /[\r\n]/g];

/**
 * Cuts a stream of text into games at semi-empty lines (PBN §3), holding only the current game.
 * It tracks strings and comments because a brace comment may contain empty lines that do not end
 * the game; it tracks them the way the game parser does, so both agree on where a game ends.
 */
class GameSplitter {
  private buf = "";
  private pos = 0;
  private line = 1;
  private lineStart = 0;
  private atLineStart = true;
  private state = NORMAL;
  private depth = 0;
  private gameStart = -1;
  private gameLine = 0;
  private gameColumn = 0;
  private skipping = false;

  constructor(private readonly maxGame: number) {}

  push(text: string, out: (GameChunk | Overflow)[]): void {
    this.buf = this.buf.length === 0 ? text : this.buf + text;
    this.scan(false, out);
  }

  end(out: (GameChunk | Overflow)[]): void {
    this.scan(true, out);
    if (this.gameStart >= 0) out.push({ text: this.buf.slice(this.gameStart), line: this.gameLine, column: this.gameColumn });
    this.gameStart = -1;
    this.buf = "";
    this.pos = 0;
  }

  private emit(end: number, out: (GameChunk | Overflow)[]): void {
    if (this.gameStart >= 0) {
      out.push({ text: this.buf.slice(this.gameStart, end), line: this.gameLine, column: this.gameColumn });
      this.gameStart = -1;
    }
  }

  private scan(final: boolean, out: (GameChunk | Overflow)[]): void {
    const buf = this.buf;
    const n = buf.length;
    let i = this.pos;
    for (;;) {
      if (this.atLineStart) {
        let j = i;
        let c = 0;
        while (j < n && ((c = buf.charCodeAt(j)) === 32 || c === 9)) j++;
        if (j === n) {
          if (final && this.state === NORMAL) this.emit(this.lineStart, out); // a trailing blank line
          break;
        }
        if (this.state === NORMAL) {
          if (c === 10 || c === 13) {
            // A semi-empty line: the game so far is complete.
            if (c === 13 && j + 1 === n && !final) break;
            this.emit(this.lineStart, out);
            this.skipping = false;
            i = j + (c === 13 && buf.charCodeAt(j + 1) === 10 ? 2 : 1);
            this.line++;
            this.lineStart = i;
            continue;
          }
          if (this.gameStart < 0 && !this.skipping) {
            this.gameStart = j;
            this.gameLine = this.line;
            this.gameColumn = j - this.lineStart + 1;
          }
          if (c === 37) this.state = TO_EOL; // a % escape line
        }
        this.atLineStart = false;
        i = j;
      }
      const stops = STOPS[this.state] as RegExp;
      stops.lastIndex = i;
      const m = stops.exec(buf);
      if (!m) {
        i = n;
        this.overBudget(i, out);
        break;
      }
      const k = m.index;
      const c = buf.charCodeAt(k);
      if (c === 10 || c === 13) {
        if (c === 13 && k + 1 === n && !final) {
          i = k;
          break;
        }
        if (this.state === IN_STRING || this.state === TO_EOL) this.state = NORMAL;
        i = k + (c === 13 && buf.charCodeAt(k + 1) === 10 ? 2 : 1);
        this.line++;
        this.lineStart = i;
        this.atLineStart = true;
      } else {
        i = k + 1;
        switch (this.state) {
          case NORMAL:
            if (c === 34) this.state = IN_STRING;
            else if (c === 123) {
              this.state = IN_BRACE;
              this.depth = 1;
            } else this.state = TO_EOL; // ';'
            break;
          case IN_STRING:
            if (c === 92) {
              const next = buf.charCodeAt(i);
              if (next === 34 || next === 92) i++;
            } else this.state = NORMAL;
            break;
          default: // IN_BRACE
            if (c === 123) this.depth++;
            else if (--this.depth === 0) this.state = NORMAL;
        }
      }
      this.overBudget(i, out);
    }
    this.pos = i;
    // Drop what is no longer needed so that memory holds at most the current game.
    const keep = this.gameStart >= 0 ? this.gameStart : i;
    if (keep > 0) {
      this.buf = buf.slice(keep);
      this.pos -= keep;
      this.lineStart -= keep;
      if (this.gameStart >= 0) this.gameStart -= keep;
    }
  }

  private overBudget(i: number, out: (GameChunk | Overflow)[]): void {
    if (this.gameStart < 0 || i - this.gameStart <= this.maxGame) return;
    out.push({ overflow: true, line: this.gameLine, column: this.gameColumn });
    this.gameStart = -1;
    this.skipping = true;
  }
}

/**
 * The shared empty list most tags have as trailing items and section: a tag is the commonest
 * object in a file, and two fresh arrays each would double what the reader allocates. Frozen, so
 * a caller that ignores the readonly types fails loudly instead of changing every tag at once.
 */
const NONE: PbnItem[] & PbnItem[][] = Object.freeze([]) as unknown as PbnItem[] & PbnItem[][];

/** A tag under construction: the reader fills in `value` and `raw` once inheritance is applied. */
interface MutableTag {
  name: string;
  value: string;
  raw?: string;
  implicit?: true;
  trailing: PbnItem[];
  section: PbnItem[][];
  line: number;
  column: number;
}

/** What {@link scanGame} read: a game as written (its tags, when built, before inheritance), and where the text after it resumes. */
interface RawGame {
  preamble: PbnItem[][];
  tags: MutableTag[];
  /** Index just past the semi-empty line that ended the game (or the end of the text). */
  next: number;
  /** Line number at `next`. */
  nextLine: number;
  /** Index where the line containing `next` starts (columns are counted from it). */
  nextLineStart: number;
}

const SECTION_SPLIT = /=[^=]*=|\$\d*|[!?]{1,2}|\^.?|[*+]|[^=$!?^*+]+|./gsu;

function isNameChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** A character of a plain section token (`/^[A-Za-z0-9-]+$/`): one that needs no splitting. */
function isPlainChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45;
}

/**
 * Whether {@link SECTION_SPLIT} would give back the token whole: a single character, or a note
 * reference `=n=` with no other `=` (the commonest non-plain tokens, spared the regex).
 */
function splitsToItself(token: string): boolean {
  const last = token.length - 1;
  return last === 0 || (token.charCodeAt(0) === 61 && token.indexOf("=", 1) === last);
}

function isTokenChar(c: number): boolean {
  // Section tokens stop at white space, control characters and what delimits tags, strings and comments.
  return c > 32 && c !== 127 && c !== 91 && c !== 93 && c !== 123 && c !== 125 && c !== 59 && c !== 34;
}

// What scanGame builds, besides checking everything it reads (see scanGame).
/** Pass 1 over a game: its preamble, and its tags' names and value places, in a {@link FoundTags}. */
const CHECK = 0;
/** A game's tags, each with its trailing items; sections are deferred. */
const BUILD = 1;
/** One deferred section's rows. */
const SECTION = 2;
type ScanMode = typeof CHECK | typeof BUILD | typeof SECTION;

/**
 * The one scanner of a game's text, so that tags and sections built late hold exactly what the
 * check of the whole game saw, and every mode reports the same errors at the same places.
 *
 * Items are most of a file, and tags most of the rest; building all of them up front made a
 * large file retain about 14 bytes per byte read and spend most of its time collecting garbage.
 * So reading a game (`CHECK`) checks everything but builds only the preamble, noting each tag's
 * name and value in `found`; its tags are built (`BUILD`) when first asked for, each tag's
 * section being noted in a {@link SectionSource}, and built (`SECTION`, into `sink`, from the
 * section's first item to the next tag) when that is asked for.
 */
function scanGame(
  text: string,
  start: number,
  line0: number,
  lineStart0: number,
  fresh0: boolean,
  mode: ScanMode,
  sink: MutableTag | null,
  found: FoundTags | null,
): Result<RawGame> {
  // One function with local state and no per-token objects beyond the items themselves: this
  // loop is the reader's hot path.
  const n = text.length;
  let i = start;
  let line = line0;
  let lineStart = lineStart0;
  let fresh = fresh0;
  let content = true; // the current line has something other than spaces and tabs
  const preamble: PbnItem[][] = [];
  const tags: MutableTag[] = [];
  let current: MutableTag | null = sink;
  let tagged = sink !== null; // a tag has been read
  const st: Placement = { preamble, tag: sink, tagEndLine: -1, lastEndLine: -1 };
  let split = sink !== null && splitsTokens(sink.name);
  // The current tag's section has started and is being checked, not built (BUILD). Its tag must
  // not be settled: reading its `section` would build it.
  let deferred = false;

  for (;;) {
    let c = 0;
    while (i < n) {
      c = text.charCodeAt(i);
      if (c === 32 || c === 9) i++;
      else if (c === 10 || c === 13) {
        const blank = !content;
        i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
        line++;
        lineStart = i;
        fresh = true;
        content = false;
        if (blank) {
          if (mode === CHECK ? !tagged : !deferred) settle(st);
          return ok({ preamble, tags, next: i, nextLine: line, nextLineStart: lineStart });
        }
      } else if (c === 11 || c === 12) {
        i++;
        content = true;
      } else break;
    }
    if (i >= n) break;
    const column = i - lineStart + 1;
    const wasFresh = fresh;
    fresh = false;
    content = true;

    if (c === 91) {
      if (mode === SECTION) break; // the section ends at the next tag
      // [Name "value"], with white space (even line ends) allowed between the parts in import format.
      const tagLine = line;
      i++;
      let nameStart = -1;
      let name = "";
      let open = -1;
      let value = "";
      for (;;) {
        let lineBlank = false;
        while (i < n) {
          c = text.charCodeAt(i);
          if (c === 32 || c === 9 || c === 11 || c === 12) i++;
          else if (c === 10 || c === 13) {
            if (lineBlank) break;
            i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
            line++;
            lineStart = i;
            lineBlank = true;
          } else break;
        }
        if (lineBlank && i < n && (c === 10 || c === 13)) return parseError(`tag ${name === "" ? "pair" : name} is cut off by an empty line`, position(line, i - lineStart + 1));
        if (nameStart < 0) {
          nameStart = i;
          let hash = 0;
          for (; i < n; i++) {
            const d = text.charCodeAt(i);
            if (!isNameChar(d)) break;
            hash = hashStep(hash, d);
          }
          if (i === nameStart) return parseError('expected a tag name after "["', position(line, i - lineStart + 1));
          name = interned(text, nameStart, i, hash);
          continue;
        }
        if (open < 0) {
          if (c !== 34 || i >= n) return parseError(`expected the value of tag ${name} in double quotes`, position(line, i - lineStart + 1));
          const close = closingQuote(text, i);
          if (close < 0) return unterminatedString(i, line, lineStart);
          open = i;
          if (found !== null) found.add(text, name, open, close);
          else value = escapes ? stringValue(text, open, close) : interned(text, open + 1, close, quoteHash);
          i = close + 1;
          continue;
        }
        if (c !== 93 || i >= n) return parseError(`expected "]" to close tag ${name}`, position(line, i - lineStart + 1));
        i++;
        break;
      }
      if (mode === CHECK) {
        if (!tagged) settle(st);
        tagged = true;
        continue;
      }
      if (!deferred) settle(st);
      deferred = false;
      tagged = true;
      current = { name, value, trailing: NONE, section: NONE, line: tagLine, column };
      tags.push(current);
      st.tag = current;
      st.tagEndLine = line;
      st.lastEndLine = -1;
      split = splitsTokens(name);
      continue;
    }

    // After a tag, CHECK builds nothing; BUILD builds an item on the tag's own line (trailing)
    // and defers the section that starts with any later item.
    const skip = tagged && (mode === CHECK || (mode === BUILD && line !== st.tagEndLine));
    if (skip && mode === BUILD && !deferred) {
      settle(st);
      current = deferSection(current as MutableTag, { text, name: (current as MutableTag).name, start: i, line, lineStart, fresh: wasFresh, rows: undefined });
      tags[tags.length - 1] = current;
      deferred = true;
    }

    if ((c === 37 && wasFresh) || c === 59) {
      const end = lineEnd(text, i);
      if (!skip) place(st, line, { kind: c === 37 ? "escape" : "semicolon", text: text.slice(i + 1, end), line, column });
      i = end;
      continue;
    }
    if (c === 123) {
      const startLine = line;
      let depth = 1;
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 123) depth++;
        else if (d === 125) {
          if (--depth === 0) break;
        } else if (d === 10 || d === 13) {
          if (d === 13 && text.charCodeAt(j + 1) === 10) j++;
          line++;
          lineStart = j + 1;
        }
        j++;
      }
      if (j >= n) return parseError("unterminated comment: this { has no matching }", { line: startLine, column });
      if (!skip) place(st, line, { kind: "brace", text: text.slice(i + 1, j), line: startLine, column });
      i = j + 1;
      continue;
    }
    if (c === 34) {
      if (!tagged) return parseError("expected a tag before this string", { line, column });
      const close = closingQuote(text, i);
      if (close < 0) return unterminatedString(i, line, lineStart);
      if (!skip) place(st, line, { kind: "string", text: stringValue(text, i, close), line, column });
      i = close + 1;
      continue;
    }
    if (c === 125) return parseError("unexpected }: there is no open { comment", { line, column });
    if (c === 93) return parseError("unexpected ]: there is no open [ tag", { line, column });
    if (c < 32 || c === 127) return parseError(`unexpected control character U+${c.toString(16).padStart(4, "0").toUpperCase()}`, { line, column });
    let j = i + 1;
    while (j < n && isTokenChar(text.charCodeAt(j))) j++;
    if (skip) {
      i = j;
      continue;
    }
    const token = j - i === 2 ? pairToken(text, i) : text.slice(i, j);
    if (!tagged) return parseError(`unexpected "${token}" before the first tag: expected a tag such as [Event "…"]`, { line, column });
    if (split && !isPlain(text, i, j) && !splitsToItself(token)) {
      // Annotations may be glued to a call or card ("1C!", "SK=1="); split them as PBN §3.2 does.
      for (const m of token.matchAll(SECTION_SPLIT)) place(st, line, { kind: "token", text: m[0], line, column: column + (m.index ?? 0) });
    } else place(st, line, { kind: "token", text: token, line, column });
    i = j;
  }
  if (mode === CHECK ? !tagged : !deferred) settle(st);
  return ok({ preamble, tags, next: i, nextLine: line, nextLineStart: lineStart });
}

/** Whether a section's tokens are split into call or card and annotations: the Auction and Play sections'. */
function splitsTokens(tagName: string): boolean {
  return tagName === "Auction" || tagName === "Play";
}

// A file holds the same few dozen tag names, a few hundred tag values ("None", "IMP", a player's
// name) and two-character tokens (cards, "NT") thousands of times; games keep them, so each is
// stored once rather than once per tag. The table is direct-mapped by a hash computed while the
// text is scanned, so a hit costs no allocation and no hashing of a new string.
const INTERNED: (string | undefined)[] = new Array<string | undefined>(4096);
const INTERNED_MASK = 4095;
/** Longer names and values are rarely repeated, and are not worth a copy. */
const MAX_INTERNED = 64;
const PAIRS: (string | undefined)[] = new Array<string | undefined>(128 * 128);

/** The next step of the hash {@link interned} looks strings up by. */
function hashStep(hash: number, c: number): number {
  return (Math.imul(hash, 31) + c) | 0;
}

/** `text.slice(from, to)`, stored once, given the {@link hashStep} hash of its characters. */
function interned(text: string, from: number, to: number, hash: number): string {
  const length = to - from;
  if (length > MAX_INTERNED) return text.slice(from, to);
  const slot = (hash ^ (hash >>> 12)) & INTERNED_MASK;
  const known = INTERNED[slot];
  if (known !== undefined && known.length === length) {
    // Compared here rather than with `startsWith`: these strings are short, and the call cost
    // more than the comparison.
    let k = 0;
    while (k < length && known.charCodeAt(k) === text.charCodeAt(from + k)) k++;
    if (k === length) return known;
  }
  // A copy of the characters, not a slice: in V8 a slice of 13 characters or more keeps the whole
  // text it was cut from alive, and this table outlives every file.
  const codes = new Array<number>(length);
  for (let k = 0; k < length; k++) codes[k] = text.charCodeAt(from + k);
  const fresh = String.fromCharCode(...codes);
  INTERNED[slot] = fresh;
  return fresh;
}

/** The two-character token at `i`, from {@link PAIRS} when both characters are ASCII. */
function pairToken(text: string, i: number): string {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  if (a > 127 || b > 127) return text.slice(i, i + 2);
  const key = (a << 7) | b;
  return PAIRS[key] ?? (PAIRS[key] = text.slice(i, i + 2));
}

/** Where the next item of a game goes: after its tag on the same line, or on a row of its own line. */
interface Placement {
  preamble: PbnItem[][];
  tag: MutableTag | null;
  tagEndLine: number;
  lastEndLine: number;
}

function place(st: Placement, endLine: number, item: PbnItem): void {
  const tag = st.tag;
  let rows: PbnItem[][];
  if (tag === null) rows = st.preamble;
  else {
    if (tag.section === NONE && item.line === st.tagEndLine) {
      if (tag.trailing === NONE) tag.trailing = [];
      tag.trailing.push(item);
      st.lastEndLine = endLine;
      return;
    }
    if (tag.section === NONE) tag.section = [];
    rows = tag.section;
  }
  if (rows.length > 0 && item.line === st.lastEndLine) (rows[rows.length - 1] as PbnItem[]).push(item);
  else {
    trimLast(rows);
    rows.push([item]);
  }
  st.lastEndLine = endLine;
}

/**
 * Gives the last row of `rows` an exact-size copy. A row grows by `push`, which leaves room for
 * 17 items whatever the count; a parsed file keeps every row, and that slack was about a quarter
 * of its memory.
 */
function trimLast(rows: PbnItem[][]): void {
  const k = rows.length - 1;
  const row = rows[k];
  if (row !== undefined && row.length > 1) rows[k] = row.slice();
}

/** Trims the rows still growing, when a tag or the game ends. */
function settle(st: Placement): void {
  const tag = st.tag;
  if (tag === null) trimLast(st.preamble);
  else {
    if (tag.trailing.length > 1) tag.trailing = tag.trailing.slice();
    if (tag.section !== NONE) trimLast(tag.section);
  }
}

/** Whether `text[from, to)` is a plain section token (`/^[A-Za-z0-9-]+$/`): one that needs no splitting. */
function isPlain(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!isPlainChar(text.charCodeAt(k))) return false;
  return true;
}

/**
 * Where a tag's section starts, kept on the tag so that its items are built only when someone
 * reads `section` (then kept in `rows`). The game was checked whole when it was read, so reading
 * the section cannot fail.
 */
interface SectionSource {
  /** The text the game was read from. */
  readonly text: string;
  /** Index of the section's first item. */
  readonly start: number;
  /** Line of that item. */
  readonly line: number;
  /** Index where that line starts. */
  readonly lineStart: number;
  /** Whether the item is the first on its line (a `%` there starts an escape line). */
  readonly fresh: boolean;
  /** The tag's name (which says whether tokens are split, see {@link splitsTokens}). */
  readonly name: string;
  /** The rows, once built (or assigned). */
  rows: PbnItem[][] | undefined;
}

/** A constructor that returns the object it is given, so that a subclass can add private fields to any object. */
class Carrier {
  constructor(target: object) {
    return target;
  }
}

/**
 * Keeps a {@link SectionSource} on its tag in a private field: invisible to `Object.keys`,
 * `JSON.stringify` and deep equality, which must see a tag exactly as an eagerly built one, and
 * (unlike a `WeakMap` or a non-enumerable property) about as cheap as an ordinary field, on a
 * plain object whose prototype stays `Object.prototype`.
 */
class SectionCarrier extends Carrier {
  readonly #source: SectionSource;

  private constructor(tag: object, source: SectionSource) {
    super(tag);
    this.#source = source;
  }

  static attach(tag: object, source: SectionSource): void {
    new SectionCarrier(tag, source);
  }

  static source(tag: object): SectionSource {
    return (tag as SectionCarrier).#source;
  }

  /** A tag's section, built without keeping it when it is deferred and not built yet. */
  static peek(tag: PbnTag): readonly (readonly PbnItem[])[] {
    if (!(#source in tag)) return tag.section;
    const source = (tag as unknown as SectionCarrier).#source;
    return source.rows ?? readSection(source);
  }
}

/**
 * `section` of a tag read from a file: an own, enumerable accessor, so that `JSON.stringify`,
 * spreading and deep equality read it (they use [[Get]] on own enumerable keys) as they would a
 * data property. The getter and setter are shared by every tag so that tags share one hidden class.
 */
const DEFERRED_SECTION: PropertyDescriptor = {
  get(this: object): PbnItem[][] {
    const source = SectionCarrier.source(this);
    return (source.rows ??= readSection(source));
  },
  set(this: object, rows: PbnItem[][]): void {
    // Tags were plain mutable objects before sections were deferred; assigning still works.
    SectionCarrier.source(this).rows = rows;
  },
  enumerable: true,
  configurable: true,
};

/**
 * A copy of `tag` whose section is read from `source` when asked for. Its keys are in the order of
 * a tag built eagerly, which `JSON.stringify` and `Object.keys` show.
 */
function deferSection(tag: MutableTag, source: SectionSource): MutableTag {
  const deferred = { name: tag.name, value: tag.value, trailing: tag.trailing } as MutableTag;
  Object.defineProperty(deferred, "section", DEFERRED_SECTION);
  deferred.line = tag.line;
  deferred.column = tag.column;
  SectionCarrier.attach(deferred, source);
  return deferred;
}

/** The rows of a deferred section, built by the scanner that checked them. */
function readSection(source: SectionSource): PbnItem[][] {
  const sink: MutableTag = { name: source.name, value: "", trailing: NONE, section: NONE, line: 0, column: 0 };
  scanGame(source.text, source.start, source.line, source.lineStart, source.fresh, SECTION, sink, null);
  return sink.section;
}

/**
 * The tags {@link scanGame} found checking a game: names, and where their values are. Reused
 * from game to game, so that checking allocates nothing per tag.
 */
class FoundTags {
  names: string[] = [];
  /** Index of each value's opening quote. */
  opens: number[] = [];
  /** Index of each value's closing quote. */
  closes: number[] = [];
  count = 0;
  /** Whether a value (outside `Note` tags) starts with `#`, for inheritance to replace. */
  inherits = false;

  reset(): void {
    this.count = 0;
    this.inherits = false;
  }

  add(text: string, name: string, open: number, close: number): void {
    const k = this.count++;
    this.names[k] = name;
    this.opens[k] = open;
    this.closes[k] = close;
    // The value starts with '#' exactly when its text does: an escape starts with a backslash.
    if (text.charCodeAt(open + 1) === 35 && name !== "Note") this.inherits = true;
  }
}

/** Where a game starts, kept on the game so that its tags are built only when someone reads `tags`. */
interface GameSource {
  /** The text the game was read from. */
  readonly text: string;
  /** Index of the game's first character. */
  readonly start: number;
  /** Line of that character. */
  readonly line: number;
  /** Index where that line starts. */
  readonly lineStart: number;
  /** The tags, once built (or assigned). */
  tags: MutableTag[] | undefined;
}

/** Keeps a {@link GameSource} on its game, out of sight, as {@link SectionCarrier} does for sections. */
class GameCarrier extends Carrier {
  readonly #source: GameSource;

  private constructor(game: object, source: GameSource) {
    super(game);
    this.#source = source;
  }

  static attach(game: object, source: GameSource): void {
    new GameCarrier(game, source);
  }

  static source(game: object): GameSource {
    return (game as GameCarrier).#source;
  }
}

/** `tags` of a game read from a file: an own enumerable accessor, like {@link DEFERRED_SECTION}. */
const DEFERRED_TAGS: PropertyDescriptor = {
  get(this: object): MutableTag[] {
    const source = GameCarrier.source(this);
    return (source.tags ??= readTags(source));
  },
  set(this: object, tags: MutableTag[]): void {
    GameCarrier.source(this).tags = tags;
  },
  enumerable: true,
  configurable: true,
};

/**
 * The tags of a game whose tags inheritance leaves as written (see {@link GameBuilder.read}), by
 * the scanner that checked them.
 */
function readTags(source: GameSource): MutableTag[] {
  const built = scanGame(source.text, source.start, source.line, source.lineStart, true, BUILD, null, null);
  return built.ok ? built.value.tags : []; // it cannot fail: the same text passed CHECK
}

/** A game whose tags are read from `source` when asked for, its keys in the order of a game built eagerly. */
function deferredGame(preamble: PbnItem[][], source: GameSource, first: TextPosition): PbnGame {
  const game = { preamble } as { preamble: PbnItem[][]; tags: PbnTag[]; line: number; column: number };
  Object.defineProperty(game, "tags", DEFERRED_TAGS);
  game.line = first.line;
  game.column = first.column;
  GameCarrier.attach(game, source);
  return game;
}

/**
 * Whether the last string found by {@link closingQuote} has escapes: most have none, and their
 * value is then a plain slice.
 */
let escapes = false;
/** The {@link hashStep} hash of the characters of the last string found by {@link closingQuote}. */
let quoteHash = 0;

/**
 * Index of the quote closing the string whose opening quote is at `open` (`\"` and `\\` are
 * escapes), or -1 when the line ends first. Sets {@link escapes} and {@link quoteHash}.
 */
function closingQuote(text: string, open: number): number {
  const n = text.length;
  let j = open + 1;
  let hash = 0;
  escapes = false;
  while (j < n) {
    const d = text.charCodeAt(j);
    if (d === 34) {
      quoteHash = hash;
      return j;
    }
    hash = hashStep(hash, d);
    if (d === 10 || d === 13) return -1;
    if (d === 92) {
      const next = text.charCodeAt(j + 1);
      if (next === 34 || next === 92) {
        escapes = true;
        j += 2;
        continue;
      }
    }
    j++;
  }
  return -1;
}

/** The value of the string from `open` to `close` (found by {@link closingQuote} just before), escapes resolved. */
function stringValue(text: string, open: number, close: number): string {
  if (!escapes) return text.slice(open + 1, close);
  let out = "";
  let from = open + 1;
  for (let j = from; j < close; j++) {
    if (text.charCodeAt(j) !== 92) continue;
    const next = text.charCodeAt(j + 1);
    if (next === 34 || next === 92) {
      out += text.slice(from, j);
      from = j + 1;
      j++;
    }
  }
  return out + text.slice(from, close);
}

function unterminatedString<T>(open: number, line: number, lineStart: number): Result<T> {
  return parseError("unterminated string: the closing quote is missing on this line", { line, column: open - lineStart + 1 });
}

function lineEnd(text: string, from: number): number {
  let j = from;
  const n = text.length;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) break;
    j++;
  }
  return j;
}

/** `#` / `##` tag value inheritance across games (PBN §4.8), shared by reader and writer. */
class Inheritance {
  /**
   * Per tag name, the value in effect in the last game that had the tag, and that game's number:
   * the number tells a repeated tag within a game (PBN §3.4: the first counts) with the one lookup
   * that updates the value. A game whose tags are not built yet leaves the value as a place in
   * its text, made a string only if a later `#` asks for it.
   */
  private readonly last = new Map<string, InheritedValue>();
  private readonly sticky = new Map<string, string>();
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

  /** The `##` values in force, for tags a game leaves out. */
  stickyValues(): ReadonlyMap<string, string> {
    return this.sticky;
  }

  /**
   * Records a finished game: for the first tag of each name, the text written (`null` for an
   * implicit tag) and the value in effect.
   */
  commit(tags: readonly { readonly name: string; readonly raw?: string; readonly implicit?: true; readonly value: string }[]): void {
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
      if (doubled || (written !== null && sticky.size > 0 && sticky.has(name) && written !== "#")) sticky.set(name, t.value);
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

  private remember(last: InheritedValue | undefined, name: string, game: number, value: string | undefined, text: string, open: number, close: number): void {
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

  /**
   * Reads the game at `start` (the first non-blank character of its line) of `text`: the game
   * (`null` when the text held only comments, which go to the next game) and where the text after
   * it resumes. The game is checked whole now; its tags are built when first read, unless
   * inheritance changes them, in which case they are built now.
   */
  read(text: string, start: number, line: number, lineStart: number, at: TextPosition): Result<{ game: PbnGame | null; next: number; nextLine: number; nextLineStart: number }> {
    const found = this.found;
    found.reset();
    const checked = scanGame(text, start, line, lineStart, true, CHECK, null, found);
    if (!checked.ok) return checked;
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
    let game: PbnGame;
    if (!found.inherits && this.inheritance.stickyValues().size === 0) {
      this.inheritance.commitFound(found, text);
      game = deferredGame(preamble, { text, start, line, lineStart, tags: undefined }, first);
    } else {
      // Inheritance changes this game's tags (rare), so they are built now, in file order.
      const built = scanGame(text, start, line, lineStart, true, BUILD, null, null); // cannot fail: CHECK passed
      game = { preamble, tags: built.ok ? this.inherit(built.value.tags, at) : [], line: first.line, column: first.column };
    }
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
    const sticky = this.inheritance.stickyValues();
    if (sticky.size > 0) {
      for (const [name, value] of sticky) {
        if (!tags.some((t) => t.name === name)) tags.push({ name, value, implicit: true, trailing: NONE, section: NONE, line: at.line, column: at.column });
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
    const game: PbnGame = { preamble: this.pending, tags: [], line: this.pendingAt.line, column: this.pendingAt.column };
    this.pending = [];
    this.pendingAt = null;
    return game;
  }
}

function overflowError<T>(o: Overflow, max: number): Result<T> {
  return parseError(`the game starting here is longer than the limit of ${max} characters (maxGameBytes)`, o);
}

/**
 * Reads a PBN file: a string, or bytes (UTF-8 when valid, otherwise Latin-1). Syntax only — tags,
 * strings, comments and section tokens — so a game whose calls or cards are wrong still reads;
 * {@link pbnGameToRecord} reports those. Malformed text (an unterminated string or comment, a
 * broken tag pair, text before the first tag) is a `PARSE_ERROR` with its 1-based line and column.
 *
 * Brace comments nest here (`{ a { b } c }` is one comment), unlike PBN §3.8: real exports write
 * them nested, and a stray `}` is a clear error while a swallowed tag would not be.
 *
 * The whole text is checked here, but a game's `tags` and a tag's `section` are built from it
 * when first read, then kept: most of a large file is section data that many callers never
 * look at. They are own enumerable accessor properties, which `JSON.stringify`, spreading and
 * deep equality read like data properties.
 */
export function parsePbn(input: string | Uint8Array): Result<PbnFile> {
  const text = decodeText(input);
  const n = text.length;
  const builder = new GameBuilder();
  const games: PbnGame[] = [];
  let i = 0;
  let line = 1;
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
    if (!read.ok) return read;
    if (read.value.game) games.push(read.value.game);
    i = read.value.next;
    line = read.value.nextLine;
    lineStart = read.value.nextLineStart;
  }
  const last = builder.finish();
  if (last) games.push(last);
  return ok({ games });
}

/** The streaming reader's state: decoder, splitter and game builder, fed one chunk at a time. */
class PbnStream {
  private readonly decoder = new ChunkDecoder();
  private readonly splitter: GameSplitter;
  private readonly builder = new GameBuilder();
  private readonly out: (GameChunk | Overflow)[] = [];

  constructor(private readonly max: number) {
    this.splitter = new GameSplitter(max);
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
      if ("overflow" in chunk) games.push(overflowError(chunk, this.max));
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

function* iterateSync(chunks: Iterable<string | Uint8Array>, max: number): Generator<Result<PbnGame>, void, undefined> {
  const stream = new PbnStream(max);
  for (const chunk of chunks) yield* stream.push(chunk);
  yield* stream.end();
}

async function* iterateAsync(chunks: AsyncIterable<string | Uint8Array>, max: number): AsyncGenerator<Result<PbnGame>, void, undefined> {
  const stream = new PbnStream(max);
  for await (const chunk of chunks) yield* stream.push(chunk);
  yield* stream.end();
}

/**
 * Reads games one at a time from a stream of chunks (strings or bytes, e.g. a file read stream),
 * holding only the current game in memory. Each game comes as its own `Result`: a malformed game,
 * or one longer than `maxGameBytes`, is a `PARSE_ERROR` and reading goes on with the next game.
 * Given a synchronous iterable it returns a generator; given an async iterable, an async generator.
 * Games are read as by {@link parsePbn}: checked whole, their tags and sections built when first read.
 */
export function iteratePbnGames(chunks: Iterable<string | Uint8Array>, options?: PbnIterateOptions): Generator<Result<PbnGame>, void, undefined>;
/** Reads games one at a time from an async stream of chunks; see the synchronous overload. */
export function iteratePbnGames(chunks: AsyncIterable<string | Uint8Array>, options?: PbnIterateOptions): AsyncGenerator<Result<PbnGame>, void, undefined>;
export function iteratePbnGames(
  chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
  options: PbnIterateOptions = {},
): Generator<Result<PbnGame>, void, undefined> | AsyncGenerator<Result<PbnGame>, void, undefined> {
  const max = options.maxGameBytes ?? DEFAULT_MAX_GAME;
  // A bare string is iterable by character; treat it as one chunk rather than 10^6 tiny ones.
  const source = typeof chunks === "string" ? [chunks] : chunks;
  if (Symbol.asyncIterator in source) return iterateAsync(source as AsyncIterable<string | Uint8Array>, max);
  return iterateSync(source as Iterable<string | Uint8Array>, max);
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** A tag value in quotes; a backslash is doubled only where a reader would otherwise take it as an escape. */
function quote(value: string): string {
  let out = '"';
  for (let k = 0; k < value.length; k++) {
    const ch = value[k] as string;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") {
      const next = value[k + 1];
      out += next === undefined || next === '"' || next === "\\" ? "\\\\" : "\\";
    } else out += ch;
  }
  return out + '"';
}

function itemText(item: PbnItem): string {
  switch (item.kind) {
    case "string":
      return quote(item.text);
    case "brace":
      return `{${item.text}}`;
    case "semicolon":
      return `;${item.text}`;
    case "escape":
      return `%${item.text}`;
    default:
      return item.text;
  }
}

/** Appends a line of items to `lines`, starting after `prefix`, breaking where a comment or escape ends a line. */
function writeRow(prefix: string, items: readonly PbnItem[], lines: string[]): void {
  let current = prefix;
  for (const item of items) {
    if (item.kind === "escape" && current !== "") {
      lines.push(current);
      current = "";
    }
    current = current === "" ? itemText(item) : `${current} ${itemText(item)}`;
    if (item.kind === "semicolon" || item.kind === "escape") {
      lines.push(current);
      current = "";
    }
  }
  if (current !== "") lines.push(current);
}

/**
 * Writes PBN text. Games are written as they are held — tags in their order, with their sections
 * and comments — so `parsePbn(makePbn(file))` gives back the same games (positions aside). A tag
 * read as `#` or `##…` is written that way again when the games written before it still give it
 * the same value, and as its plain value otherwise. Build games from records with
 * {@link recordToPbnGame} to get export-format tags.
 */
export function makePbn(input: PbnFile | readonly PbnGame[], options: MakePbnOptions = {}): string {
  const games = "games" in input ? input.games : input;
  const eol = options.eol ?? "\n";
  const inheritance = new Inheritance();
  const blocks: string[] = [];
  for (const game of games) {
    const lines: string[] = [];
    for (const row of game.preamble) writeRow("", row, lines);
    const committed: { name: string; raw?: string; implicit?: true; value: string }[] = [];
    const written = new Set<string>();
    for (const tag of game.tags) {
      if (tag.implicit && !written.has(tag.name) && inheritance.stickyValues().get(tag.name) === tag.value) {
        committed.push({ name: tag.name, implicit: true, value: tag.value });
        continue;
      }
      let text = tag.value;
      if (tag.raw !== undefined && inheritance.valueOf(tag.name, tag.raw) === tag.value) text = tag.raw;
      written.add(tag.name);
      committed.push({ name: tag.name, raw: text, value: inheritance.valueOf(tag.name, text) });
      writeRow(`[${tag.name} ${quote(text)}]`, tag.trailing, lines);
      for (const row of tag.section) writeRow("", row, lines);
    }
    inheritance.commit(committed);
    blocks.push(lines.join(eol));
  }
  return blocks.length === 0 ? "" : blocks.join(eol + eol) + eol;
}

// ---------------------------------------------------------------------------------------------
// The meaning layer
// ---------------------------------------------------------------------------------------------

/** The first tag of that name in a game (PBN §3.4: a repeated tag is ignored), or `undefined`. */
export function pbnTag(game: PbnGame, name: string): PbnTag | undefined {
  return game.tags.find((t) => t.name === name);
}

function tagValue(game: PbnGame, name: string): string | undefined {
  return pbnTag(game, name)?.value;
}

/**
 * All items of a tag's section, in order, comments included. A section not built yet is read
 * without being kept: the readers here keep no item, and a file read for its records would
 * otherwise hold every Auction and Play item it ever had.
 */
function sectionItems(tag: PbnTag): PbnItem[] {
  const items = [...tag.trailing];
  for (const row of SectionCarrier.peek(tag)) items.push(...row);
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
 * Reads a table tag: its value is the column spec (`"Declarer;Denomination\2R;Result\2R"`)
 * and its section the elements, which import format lets wrap across lines; they are regrouped
 * by the number of columns (the last row may be short if the file is).
 */
export function pbnTable(tag: PbnTag): PbnTable {
  const columns = tag.value.split(";").map((spec): PbnTableColumn => {
    const m = /^\s*([+-]?)([^\\]*?)\s*(?:\\(\d+)([LR]?))?\s*$/u.exec(spec);
    if (!m) return { name: spec.trim(), order: null, width: null, align: null };
    return {
      name: m[2] as string,
      order: m[1] === "+" ? "descending" : m[1] === "-" ? "ascending" : null,
      width: m[3] === undefined ? null : Number(m[3]),
      align: m[4] === "L" ? "left" : m[4] === "R" ? "right" : null,
    };
  });
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

/** A note reference, NAG, suffix or irregularity mark (tested by first character before the regex: this runs per token). */
function isAnnotation(t: string): boolean {
  const c = t.charCodeAt(0);
  return (c === 61 || c === 36 || c === 33 || c === 63 || c === 94) && ANNOTATION.test(t);
}

/**
 * Reads a game's Auction section: `AP`, `Pass`/`pass`, `1N`, `R`, `X`, note references, suffixes,
 * NAGs, leading `-` for seats before the dealer, and `*` / `+`. `null` when the game has none. A
 * call out of rotation (`^S`) cannot be replayed and is a `PARSE_ERROR`; an insufficient bid
 * (`^I`) is kept, for the validator to reject at its index.
 */
export function pbnAuction(game: PbnGame): Result<PbnAuction | null> {
  const tag = pbnTag(game, "Auction");
  if (!tag) return ok(null);
  const first = parseSeatLetter(tag.value);
  if (!first) return parseError(`the Auction tag must name a seat (N, E, S or W), not "${tag.value}"`, tag);
  const notes = notesAfter(game, tag);
  const calls: Call[] = [];
  const out: { seat: Seat; call: Call; note: string | null; annotations: string[]; line: number; column: number }[] = [];
  let skipped = 0;
  let end: "*" | "+" | null = null;
  let over = false;
  let insufficient = false;
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
    if (end !== null || over) {
      if (/^-+$/u.test(t)) continue; // padding after the last call, as some programs fill the last row
      return parseError(`call "${t}" after the end of the auction`, item);
    }
    if (t === "*" || t === "+") {
      end = t;
      continue;
    }
    if (t === "-" && out.length === 0) {
      skipped++;
      continue;
    }
    const dealerSoFar = seatAfter(first, skipped);
    if (t.toUpperCase() === "AP") {
      const n = passesToEnd(calls);
      for (let k = 0; k < n; k++) {
        out.push({ seat: seatAfter(dealerSoFar, calls.length), call: "P", note: null, annotations: [], line: item.line, column: item.column });
        calls.push("P");
      }
      over = true;
      continue;
    }
    const call = parseCall(t);
    if (!call.ok) return parseError(call.error.message, item);
    const annotations = insufficient ? ["^I"] : [];
    insufficient = false;
    out.push({ seat: seatAfter(dealerSoFar, calls.length), call: call.value, note: null, annotations, line: item.line, column: item.column });
    calls.push(call.value);
    if (passesToEnd(calls) === 0) over = true;
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

/** Trumps for laying out the play: the Contract tag's strain (PBN §3.1 requires it before the play), else the auction's. */
function trumpFor(contractTag: string | undefined, dealer: Seat | undefined, calls: readonly Call[]): Strain | null | undefined {
  const fromTag = contractTag === undefined ? undefined : contractStrain(contractTag);
  if (fromTag) return fromTag;
  const outcome = dealer ? auctionOutcome(dealer, calls) : null;
  if (outcome?.contract) return outcome.contract.strain;
  return undefined;
}

interface Slot {
  card: Card | null;
  item: PbnItem;
}

/**
 * Reads a game's Play section and puts it in play order. PBN lays each trick out in seat columns
 * starting from the opening leader, whoever led it; the leader of each trick is the winner of the
 * one before (PLAY-2), computed with the trump strain of the Contract tag (or of the auction).
 * `-` (also `--`) is a card not played; play stops at the first one in play order, and a card
 * recorded after it is a `PARSE_ERROR`, as is a lead out of turn (`^L`), which cannot be laid
 * out. A revoke mark (`^R`) is dropped and the card kept, for the validator to judge.
 */
export function pbnPlay(game: PbnGame): Result<PbnPlay | null> {
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
    if (/^-+$/u.test(t)) {
      slots.push({ card: null, item });
      continue;
    }
    const card = parseCard(t);
    if (!card.ok) return parseError(card.error.message, item);
    slots.push({ card: card.value, item });
  }
  if (slots.length > 52) {
    // Rows of "-" after the thirteenth trick say nothing; a card there is a fourteenth trick.
    const extra = slots.slice(52).find((s) => s.card);
    if (extra) return parseError("more than 13 tricks in the play section", extra.item);
    slots.length = 52;
  }

  let trump: Strain | null | undefined;
  let trumpKnown = false;
  const needTrump = (): Result<Strain | null> => {
    if (!trumpKnown) {
      const contract = tagValue(game, "Contract");
      trump = contract === undefined ? undefined : (contractStrain(contract) ?? undefined);
      if (trump === undefined) {
        // Only read the auction when the Contract tag does not say.
        const auction = pbnAuction(game);
        const dealer = parseSeatLetter(tagValue(game, "Dealer") ?? "") ?? (auction.ok && auction.value ? auction.value.dealer : undefined);
        const calls = auction.ok && auction.value ? auction.value.calls.map((c) => c.call) : [];
        trump = trumpFor(contract, dealer, calls);
      }
      trumpKnown = true;
    }
    return trump === undefined ? parseError("cannot put the play in order: no contract gives the trump suit", tag) : ok(trump);
  };

  const tricks: PbnTrick[] = [];
  let lead: Seat = leader;
  let stopped: Slot | null = null;
  for (let t = 0; t * 4 < slots.length; t++) {
    const row = slots.slice(t * 4, t * 4 + 4);
    const cards: { seat: Seat; card: Card }[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = seatAfter(lead, k);
      const slot = row[(seatIndex(seat) - seatIndex(leader) + 4) % 4];
      if (stopped) {
        if (slot?.card) return parseError(`${slot.card} is recorded after a card that was not played (${stopped.item.line}:${stopped.item.column})`, slot.item);
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
      } else winner = (cards[trickWinner(cards.map((c) => c.card), strain.value)] as { seat: Seat }).seat;
    }
    if (cards.length > 0) tricks.push({ leader: lead, cards, winner });
    if (winner) lead = winner;
    else if (cards.length === 4) break;
  }
  return ok({ leader, tricks, end });
}

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
  if (m[3]) pairs.push([(m[3] as string).toUpperCase(), Number(m[4])]);
  for (const [s, n] of pairs) {
    if (n > 13) return undefined;
    if (s === side) return n;
  }
  const [, other] = pairs[0] as [string, number];
  return 13 - other;
}

const isUnknown = (v: string | undefined): boolean => v === undefined || v.trim() === "" || v.trim() === "?";

/**
 * The normalised record of a game, for the rules engine to replay: dealer, vulnerability and deal
 * from their tags, the auction with `AP` expanded, the play in play order, a claim when the play
 * ends with `*` before 13 tricks and a `Result` tag gives declarer's tricks, and the file's own
 * Contract / Declarer / Result / Score as stated. A game that cannot be replayed — no dealer, a
 * hand of other than 13 cards, an unreadable call or card — is a `PARSE_ERROR` at its place.
 */
export function pbnGameToRecord(game: PbnGame): Result<RecordedDeal> {
  const where = { line: game.line, column: game.column };
  const dealerTag = pbnTag(game, "Dealer");
  const dealer = dealerTag ? parseSeatLetter(dealerTag.value) : undefined;
  if (!dealer) {
    return dealerTag
      ? parseError(`the Dealer tag must be N, E, S or W, not "${dealerTag.value}"`, dealerTag)
      : parseError("the game has no Dealer tag", where);
  }
  const vulTag = pbnTag(game, "Vulnerable");
  const vulnerability = vulTag ? parsePbnVulnerability(vulTag.value) : undefined;
  if (!vulnerability) {
    return vulTag
      ? parseError(`the Vulnerable tag must be None, NS, EW or All, not "${vulTag.value}"`, vulTag)
      : parseError("the game has no Vulnerable tag", where);
  }
  let deal: PartialDeal = { N: null, E: null, S: null, W: null };
  const dealTag = pbnTag(game, "Deal");
  if (dealTag && !isUnknown(dealTag.value)) {
    const parsed = parseDeal(dealTag.value);
    if (!parsed.ok) {
      const col = parsed.error.column !== undefined ? ` (character ${parsed.error.column} of the value)` : "";
      return parseError(`Deal tag: ${parsed.error.message}${col}`, dealTag);
    }
    deal = parsed.value;
    for (const seat of SEATS) {
      const hand = deal[seat];
      if (hand && hand.length !== 13) return parseError(`Deal tag: ${seat} has ${hand.length} cards, not 13`, dealTag);
    }
  }

  const auction = pbnAuction(game);
  if (!auction.ok) return auction;
  const calls: Call[] = auction.value ? auction.value.calls.map((c) => c.call) : [];
  if (auction.value && calls.length > 0 && auction.value.dealer !== dealer) {
    return parseError(`the auction starts with ${auction.value.dealer} but the dealer is ${dealer}`, pbnTag(game, "Auction") as PbnTag);
  }
  const play = pbnPlay(game);
  if (!play.ok) return play;
  const plays: Card[] = [];
  for (const trick of play.value?.tricks ?? []) for (const c of trick.cards) plays.push(c.card);

  const stated: { contract?: string; declarer?: Seat; result?: number; score?: string } = {};
  const contract = tagValue(game, "Contract");
  if (!isUnknown(contract)) stated.contract = (contract as string).trim();
  const declarerText = tagValue(game, "Declarer");
  const declarer = declarerText === undefined ? undefined : parseSeatLetter(declarerText.replace(/^\s*\^/u, ""));
  if (declarer) stated.declarer = declarer;
  const outcome = auctionOutcome(dealer, calls);
  const resultText = tagValue(game, "Result");
  const result = isUnknown(resultText) ? undefined : resultTricks(resultText as string, declarer ?? outcome?.declarer ?? undefined);
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
    stated: stated as StatedOutcome,
    ...(Object.keys(players).length > 0 ? { players } : {}),
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
 * A PBN game in export layout from a record: the 15 mandatory tags in order (`?` where a value
 * is unknown; `Contract "Pass"` with empty Declarer and Result for a passed-out board), `Score` if
 * stated, the auction from the dealer, and the play in PBN's seat columns from the opening leader
 * (ended by `*` when the record has a claim). Contract, declarer and result come from the record's
 * `stated` values, or are worked out from its calls and plays when it has none.
 *
 * Fails (`INVALID_STATE`) only when the play cannot be laid out: more than 52 cards, or several
 * tricks but no contract to say which suit is trumps.
 */
export function recordToPbnGame(record: RecordedDeal, options: RecordToPbnOptions = {}): Result<PbnGame> {
  const outcome = auctionOutcome(record.dealer, record.calls);
  const contract = record.stated.contract ?? (outcome ? outcomeText(outcome) : "?");
  const passedOut = outcome !== null && outcome.contract === null;
  const declarer: Seat | undefined = outcome?.declarer ?? record.stated.declarer;
  const declarerText = record.stated.declarer ?? (outcome ? (outcome.declarer ?? "") : "?");

  let tricks: number | undefined = record.claim ?? record.stated.result;
  const trump = trumpFor(contract, record.dealer, record.calls);
  // The Play tag names the opening leader; without a declarer, the holder of the first card led it.
  const leader: Seat | undefined = declarer
    ? seatAfter(declarer, 1)
    : record.plays.length > 0
      ? (SEATS.find((s) => record.deal[s]?.includes(record.plays[0] as Card)) ?? "N")
      : undefined;

  const playRows: PbnItem[][] = [];
  if (record.plays.length > 52) return err("INVALID_STATE", `the record has ${record.plays.length} cards played, more than 52`);
  if (record.plays.length > 0 && leader) {
    let lead = leader;
    let declarerWon = 0;
    for (let t = 0; t * 4 < record.plays.length; t++) {
      const cards = record.plays.slice(t * 4, t * 4 + 4);
      const row: (Card | null)[] = [null, null, null, null];
      cards.forEach((card, k) => {
        row[(seatIndex(seatAfter(lead, k)) - seatIndex(leader) + 4) % 4] = card;
      });
      playRows.push(row.map((c) => synthetic("token", c ?? "-")));
      if (cards.length === 4) {
        if (trump === undefined) {
          if (record.plays.length > (t + 1) * 4) return err("INVALID_STATE", "cannot lay out the play in PBN: no contract gives the trump suit");
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

  const auctionRows: PbnItem[][] = [];
  for (let k = 0; k < record.calls.length; k += 4) {
    auctionRows.push(record.calls.slice(k, k + 4).map((c) => synthetic("token", CALL_NAMES[c] ?? c)));
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
  if (record.calls.length > 0) tags.push(makeTag("Auction", record.dealer, auctionRows));
  if (playRows.length > 0 && leader) tags.push(makeTag("Play", leader, playRows));
  const preamble = options.header ? [[synthetic("escape", " PBN 2.1")], [synthetic("escape", " EXPORT")]] : [];
  return ok({ preamble, tags, line: 0, column: 0 });
}
