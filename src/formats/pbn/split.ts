/**
 * Cutting a stream of PBN text into games, for the streaming reader.
 *
 * @module
 */

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

// What ends a run of uninteresting characters, per state: jumping with a native regex search is
// several times faster than stepping through every character in JavaScript.
const STOPS: readonly RegExp[] = [/[\r\n"{;%]/g, /["\\\r\n]/g, /[{}\r\n]/g, /[\r\n]/g];

/** Whether a character before a `%` makes it part of a token (as the scanner's `isTokenChar`). */
function continuesToken(c: number): boolean {
  return c > 32 && c !== 127 && c !== 91 && c !== 93 && c !== 123 && c !== 125 && c !== 59 && c !== 34;
}

/**
 * Cuts a stream of text into games at semi-empty lines (PBN §3), holding only the current game.
 * It tracks strings and comments because a brace comment may contain empty lines that do not end
 * the game; it tracks them the way the game parser does, so both agree on where a game ends.
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
            if (c === 37) {
              // A % starting a token is a comment to the end of the line, as the scanner reads it.
              if (!continuesToken(buf.charCodeAt(k - 1))) this.state = TO_EOL;
            } else if (c === 34) this.state = IN_STRING;
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
