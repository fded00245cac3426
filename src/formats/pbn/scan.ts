/**
 * The one scanner of a PBN game's text, and the deferred building of tags and sections from it.
 *
 * @module
 */
import { ok, type Result } from "../../result.js";
import type { TextPosition } from "../util.js";
import { warning, type FormatWarning, type WarningCode } from "../warnings.js";
import {
  isNameChar as IMPORTED_isNameChar,
  isTagSpace as IMPORTED_isTagSpace,
  isTokenChar as IMPORTED_isTokenChar,
  unquotedValueEnd as IMPORTED_unquotedValueEnd,
} from "./chars.js";
import {
  hashStep as IMPORTED_hashStep,
  interned as IMPORTED_interned,
  pairToken as IMPORTED_pairToken,
} from "./intern.js";
import {
  closingQuote as IMPORTED_closingQuote,
  escapes,
  stringValue as IMPORTED_stringValue,
  unterminatedString,
} from "./quoted.js";
import { parseError, position, type PbnGame, type PbnItem, type PbnTag } from "./types.js";

// The functions the scanner calls at each character, read once: compiled to CommonJS (dist/cjs,
// what `require` loads), an imported name is read off its module's exports, through a getter, at
// each use, which was the largest part of reading a file there. (`escapes` is a live binding,
// set by each `closingQuote`, so it is read where it is used.)
const isNameChar = IMPORTED_isNameChar;
const isTagSpace = IMPORTED_isTagSpace;
const isTokenChar = IMPORTED_isTokenChar;
const unquotedValueEnd = IMPORTED_unquotedValueEnd;
const hashStep = IMPORTED_hashStep;
const interned = IMPORTED_interned;
const pairToken = IMPORTED_pairToken;
const closingQuote = IMPORTED_closingQuote;
const stringValue = IMPORTED_stringValue;

/**
 * The shared empty list most tags have as trailing items and section: a tag is the commonest
 * object in a file, and two fresh arrays each would double what the reader allocates. Frozen, so
 * a caller that ignores the readonly types fails loudly instead of changing every tag at once.
 */
export const NONE: PbnItem[] & PbnItem[][] = Object.freeze([]) as unknown as PbnItem[] & PbnItem[][];

/** A tag under construction: the reader fills in `value` and `raw` once inheritance is applied. */
export interface MutableTag {
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

// What scanGame builds, besides checking everything it reads (see scanGame).
/** Pass 1 over a game: its preamble, and its tags' names and value places, in a {@link FoundTags}. */
export const CHECK = 0;
/** A game's tags, each with its trailing items; sections are deferred. */
export const BUILD = 1;
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
export function scanGame(
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
          if (isTagSpace(c)) i++;
          else if (c === 10 || c === 13) {
            if (lineBlank) break;
            i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
            line++;
            lineStart = i;
            lineBlank = true;
          } else break;
        }
        if (lineBlank && i < n && (c === 10 || c === 13))
          return parseError(
            `tag ${name === "" ? "pair" : name} is cut off by an empty line`,
            position(line, i - lineStart + 1),
          );
        if (nameStart < 0) {
          nameStart = i;
          // Games mostly repeat the tags of the game before, in order: try that name first, as a
          // native comparison rather than a hash of each character.
          const guess = found !== null ? found.names[found.count] : undefined;
          if (guess !== undefined && text.startsWith(guess, i) && !isNameChar(text.charCodeAt(i + guess.length))) {
            name = guess;
            i += guess.length;
            continue;
          }
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
          if (i < n && c !== 34) {
            // An unquoted value, as some programs write (`[Event Club night]`): up to the "]".
            const end = unquotedValueEnd(text, i);
            if (end >= n || text.charCodeAt(end) !== 93)
              return parseError(
                `expected the value of tag ${name} in double quotes`,
                position(line, i - lineStart + 1),
              );
            let last = end;
            while (last > i && (text.charCodeAt(last - 1) === 32 || text.charCodeAt(last - 1) === 9)) last--;
            if (mode === CHECK) {
              note("UNQUOTED_TAG_VALUE", unquotedMessage(name), line, i - lineStart + 1);
              // Noted as if quoted, the "quotes" being the characters around the value: what is
              // read between them later (inheritance, deferred tags) is the value.
              if (found !== null) found.add(text, name, i - 1, last);
            } else value = text.slice(i, last);
            open = i;
            i = end;
            continue;
          }
          if (c !== 34 || i >= n)
            return parseError(`expected the value of tag ${name} in double quotes`, position(line, i - lineStart + 1));
          const close = closingQuote(text, i);
          if (close < 0) return unterminatedString(i, line, lineStart);
          open = i;
          if (found !== null) found.add(text, name, open, close);
          else value = escapes ? stringValue(text, open, close) : interned(text, open + 1, close);
          i = close + 1;
          continue;
        }
        if (c !== 93 || i >= n)
          return parseError(`expected "]" to close tag ${name}`, position(line, i - lineStart + 1));
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
      current = deferSection(current as MutableTag, {
        text,
        name: (current as MutableTag).name,
        start: i,
        line,
        lineStart,
        fresh: wasFresh,
        rows: undefined,
      });
      tags[tags.length - 1] = current;
      deferred = true;
    }

    if (c === 37 || c === 59) {
      const end = lineEnd(text, i);
      if (c === 37 && !wasFresh && mode === CHECK)
        note(
          "PERCENT_COMMENT",
          "a % that does not start a line is read as a comment to the end of the line",
          line,
          column,
        );
      // A % that does not start a line means what ; means (a comment to the end of the line), and
      // is held as one, so that writing it back keeps it on its line.
      if (!skip)
        place(st, line, {
          kind: c === 37 && wasFresh ? "escape" : "semicolon",
          text: text.slice(i + 1, end),
          line,
          column,
        });
      i = end;
      continue;
    }
    if (c === 123) {
      const startLine = line;
      let depth = 1;
      let nested = false;
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 123) {
          depth++;
          nested = true;
        } else if (d === 125) {
          if (--depth === 0) break;
        } else if (d === 10 || d === 13) {
          if (d === 13 && text.charCodeAt(j + 1) === 10) j++;
          line++;
          lineStart = j + 1;
        }
        j++;
      }
      if (j >= n) return parseError("unterminated comment: this { has no matching }", { line: startLine, column });
      if (nested && mode === CHECK)
        note(
          "NESTED_COMMENT",
          "a { } comment holds another (PBN comments do not nest; read as one comment)",
          startLine,
          column,
        );
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
    if (c < 32 || c === 127)
      return parseError(`unexpected control character U+${c.toString(16).padStart(4, "0").toUpperCase()}`, {
        line,
        column,
      });
    let j = i + 1;
    if (skip) {
      // Nothing is built here: pass over the line's run of tokens and blanks at once, up to
      // whatever else needs a look (a "%" after a blank starts a comment).
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 32 || d === 9) {
          if (text.charCodeAt(++j) === 37) break;
        } else if (isTokenChar(d)) j++;
        else break;
      }
      i = j;
      continue;
    }
    while (j < n && isTokenChar(text.charCodeAt(j))) j++;
    const token = j - i === 2 ? pairToken(text, i) : text.slice(i, j);
    if (!tagged)
      return parseError(`unexpected "${token}" before the first tag: expected a tag such as [Event "…"]`, {
        line,
        column,
      });
    if (split && !isPlain(text, i, j) && !splitsToItself(token)) {
      // Annotations may be glued to a call or card ("1C!", "SK=1="); split them as PBN §3.2 does.
      for (const m of token.matchAll(SECTION_SPLIT))
        place(st, line, { kind: "token", text: m[0], line, column: column + (m.index ?? 0) });
    } else place(st, line, { kind: "token", text: token, line, column });
    i = j;
  }
  if (mode === CHECK ? !tagged : !deferred) settle(st);
  return ok({ preamble, tags, next: i, nextLine: line, nextLineStart: lineStart });
}

/**
 * Where {@link scanGame} puts the warnings of the game it checks (`CHECK` only, so that building
 * tags and sections later does not repeat them); `null` when nobody listens.
 */
let warnings: FormatWarning[] | null = null;

/** Collects the warnings of the next {@link scanGame} checks into `sink` (or stops, with `null`). */
export function collectWarnings(sink: FormatWarning[] | null): void {
  warnings = sink;
}

function note(code: WarningCode, message: string, line: number, column: number): void {
  warnings?.push(warning(code, message, { line, column }));
}
/**
 * The messages of unquoted values, by tag name: a file that writes one writes them all so, and each
 * warning held its own copy of the same few sentences. At most 100 are kept.
 */
const UNQUOTED = new Map<string, string>();

function unquotedMessage(name: string): string {
  let message = UNQUOTED.get(name);
  if (message === undefined) {
    if (UNQUOTED.size > 99) UNQUOTED.clear();
    UNQUOTED.set(name, (message = `the value of tag ${name} is not in double quotes`));
  }
  return message;
}

/** Whether a section's tokens are split into call or card and annotations: the Auction and Play sections'. */
function splitsTokens(tagName: string): boolean {
  return tagName === "Auction" || tagName === "Play";
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
  // Tested first: reading index -1 of an empty list is a slow property lookup by name in V8.
  if (k < 0) return;
  const row = rows[k] as PbnItem[];
  if (row.length > 1) rows[k] = row.slice();
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
export class SectionCarrier extends Carrier {
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
export class FoundTags {
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
export function deferredGame(preamble: PbnItem[][], source: GameSource, first: TextPosition): PbnGame {
  const game = { preamble } as { preamble: PbnItem[][]; tags: PbnTag[]; line: number; column: number };
  Object.defineProperty(game, "tags", DEFERRED_TAGS);
  game.line = first.line;
  game.column = first.column;
  GameCarrier.attach(game, source);
  return game;
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
