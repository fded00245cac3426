/**
 * Cutting a stream of PBN text into games, for the streaming reader.
 *
 * @module
 */
import { isNameChar, isTagSpace, isTokenChar, unquotedValueEnd } from "./chars.js";

/** A chunk of text holding one game (or comments between games), with where it starts. */
export interface GameChunk {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

/** A game longer than the budget: where it starts. */
export interface Overflow {
  readonly overflow: true;
  readonly line: number;
  readonly column: number;
}

const NORMAL = 0;
const IN_STRING = 1;
const IN_BRACE = 2;
const TO_EOL = 3;
/** After a tag's `[`, before its name (white space and single line ends may come first). */
const TAG_OPEN = 4;
/** In a tag's name. */
const TAG_NAME = 5;
/** After a tag's name, before its value: a `"` starts a string, anything else an unquoted value. */
const TAG_VALUE = 6;
/** In an unquoted tag value, up to its `]` (or the line end that leaves it unterminated). */
const UNQUOTED = 7;

/** Per state with long runs (NORMAL to TO_EOL), the characters that end a run: a table, tested per character. */
const STOPS: readonly Uint8Array[] = ['\r\n"{;%[', '"\\\r\n', "{}\r\n", "\r\n"].map((chars) => {
  const table = new Uint8Array(128);
  for (let k = 0; k < chars.length; k++) table[chars.charCodeAt(k)] = 1;
  return table;
});

/**
 * Cuts a stream of text into games at semi-empty lines (PBN §3), holding only the current game.
 * It tracks tags, strings and comments because a brace comment may contain empty lines that do
 * not end the game; it tracks them the way the game scanner does, with the scanner's character
 * classes (`chars.ts`), so both agree on where a game ends. Where the scanner finds an error
 * (a tag cut by an empty line), the splitter ends the game there, so one bad game stays one.
 */
export class GameSplitter {
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
    if (this.gameStart >= 0)
      out.push({ text: this.buf.slice(this.gameStart), line: this.gameLine, column: this.gameColumn });
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
    let state = this.state;
    for (;;) {
      if (this.atLineStart) {
        const inTag = state === TAG_OPEN || state === TAG_VALUE;
        let j = i;
        let c = 0;
        while (j < n && ((c = buf.charCodeAt(j)) === 32 || c === 9)) j++;
        if (j === n) {
          if (final && state === NORMAL) this.emit(this.lineStart, out); // a trailing blank line
          break;
        }
        if (state === NORMAL || inTag) {
          if (c === 10 || c === 13) {
            // A semi-empty line: the game so far is complete (or, inside a tag, cut off: an error
            // the scanner reports, and the end of the game here).
            if (c === 13 && j + 1 === n && !final) break;
            this.emit(this.lineStart, out);
            this.skipping = false;
            state = NORMAL;
            i = j + (c === 13 && buf.charCodeAt(j + 1) === 10 ? 2 : 1);
            this.line++;
            this.lineStart = i;
            continue;
          }
        }
        if (state === NORMAL) {
          if (this.gameStart < 0 && !this.skipping) {
            this.gameStart = j;
            this.gameLine = this.line;
            this.gameColumn = j - this.lineStart + 1;
          }
          if (c === 37) state = TO_EOL; // a % escape line
        }
        this.atLineStart = false;
        i = j;
      }
      // Find the next character that matters in this state.
      let k = i;
      let c = 0;
      switch (state) {
        case NORMAL:
        case IN_STRING:
        case IN_BRACE:
        case TO_EOL: {
          const stops = STOPS[state] as Uint8Array;
          while (k < n && ((c = buf.charCodeAt(k)) > 127 || stops[c] === 0)) k++;
          break;
        }
        case TAG_OPEN:
        case TAG_VALUE:
          while (k < n && isTagSpace((c = buf.charCodeAt(k)))) k++;
          break;
        case TAG_NAME:
          while (k < n && isNameChar((c = buf.charCodeAt(k)))) k++;
          break;
        case UNQUOTED:
          k = unquotedValueEnd(buf, k);
          if (k < n) c = buf.charCodeAt(k);
          break;
      }
      if (k >= n) {
        i = n;
        this.overBudget(i, out);
        break;
      }
      if (c === 10 || c === 13) {
        if (c === 13 && k + 1 === n && !final) {
          i = k;
          break;
        }
        // A string, comment to the end of the line or unquoted value ends with its line; a
        // tag's name ends there too, and white space may follow before its value.
        if (state === IN_STRING || state === TO_EOL || state === UNQUOTED) state = NORMAL;
        else if (state === TAG_NAME) state = TAG_VALUE;
        i = k + (c === 13 && buf.charCodeAt(k + 1) === 10 ? 2 : 1);
        this.line++;
        this.lineStart = i;
        this.atLineStart = true;
      } else {
        i = k + 1;
        switch (state) {
          case NORMAL:
            if (c === 37) {
              // A % starting a token is a comment to the end of the line, as the scanner reads it.
              if (!isTokenChar(buf.charCodeAt(k - 1))) state = TO_EOL;
            } else if (c === 34) state = IN_STRING;
            else if (c === 123) {
              state = IN_BRACE;
              this.depth = 1;
            } else if (c === 91) state = TAG_OPEN;
            else state = TO_EOL; // ';'
            break;
          case IN_STRING:
            if (c === 92) {
              const next = buf.charCodeAt(i);
              if (next === 34 || next === 92) i++;
            } else state = NORMAL;
            break;
          case IN_BRACE:
            if (c === 123) this.depth++;
            else if (--this.depth === 0) state = NORMAL;
            break;
          case TAG_OPEN:
            // The name's first character; anything else is an error the scanner reports.
            state = isNameChar(c) ? TAG_NAME : NORMAL;
            if (state === NORMAL) i = k;
            break;
          case TAG_NAME:
            state = TAG_VALUE;
            i = k;
            break;
          case TAG_VALUE:
            state = c === 34 ? IN_STRING : UNQUOTED;
            if (state === UNQUOTED) i = k;
            break;
          default: // UNQUOTED: its "]"
            state = NORMAL;
        }
      }
      this.overBudget(i, out);
    }
    this.state = state;
    this.pos = i;
    // Drop what is no longer needed so that memory holds at most the current game.
    // Between games one character more is kept: whether a "%" starts a comment depends on the one before it.
    const keep = this.gameStart >= 0 ? this.gameStart : Math.max(0, i - 1);
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
