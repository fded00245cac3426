/**
 * Writing PBN text from games held as the reader holds them.
 *
 * @module
 */
import { warning, type FormatWarning } from "../warnings.js";
import { Inheritance } from "./read.js";
import type { MakePbnOptions, PbnFile, PbnGame, PbnItem } from "./types.js";

type Warn = (w: FormatWarning) => void;

/**
 * `text` on one line: a PBN string, comment or escape cannot hold a line break (its reader would
 * end it there), so each is written as a space, with a `VALUE_LINE_BREAK` warning naming `what`.
 */
function oneLine(text: string, what: string, warn: Warn | undefined): string {
  if (!/[\r\n]/u.test(text)) return text;
  warn?.(
    warning("VALUE_LINE_BREAK", `${what} holds a line break, which PBN cannot write there: written as a space`, {
      line: 0,
      column: 0,
    }),
  );
  return text.replace(/\r\n|[\r\n]/gu, " ");
}

/** Whether the braces of a comment's text balance, so that `{text}` reads back as one comment. */
function balanced(text: string): boolean {
  let depth = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 123) depth++;
    else if (c === 125 && --depth < 0) return false;
  }
  return depth === 0;
}

/** A tag value in quotes; a backslash is doubled only where a reader would otherwise take it as an escape. */
function quote(raw: string, what = "a string", warn?: Warn): string {
  const value = oneLine(raw, what, warn);
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

function itemText(item: PbnItem, warn: Warn | undefined): string {
  switch (item.kind) {
    case "string":
      return quote(item.text, "a string", warn);
    case "brace":
      if (balanced(item.text)) return `{${item.text}}`;
      warn?.(
        warning(
          "VALUE_LINE_BREAK",
          "a comment's braces do not balance, so it cannot be written in { }: written with ( )",
          { line: item.line, column: item.column },
        ),
      );
      return `{${item.text.replace(/\{/gu, "(").replace(/\}/gu, ")")}}`;
    case "semicolon":
      return `;${oneLine(item.text, "a ; comment", warn)}`;
    case "escape":
      return `%${oneLine(item.text, "a % line", warn)}`;
    default:
      return item.text;
  }
}

/** Appends a line of items to `lines`, starting after `prefix`, breaking where a comment or escape ends a line. */
function writeRow(prefix: string, items: readonly PbnItem[], lines: string[], warn?: Warn): void {
  let current = prefix;
  let afterToken = false;
  for (const item of items) {
    if (item.kind === "escape" && current !== "") {
      lines.push(current);
      current = "";
    }
    // A token starting with "%" was cut from a longer one ("=3=%Pass" in an auction): after a
    // blank it would read as a comment, so it is glued back to the token before it.
    const glued = afterToken && item.kind === "token" && item.text.charCodeAt(0) === 37;
    current = current === "" || glued ? current + itemText(item, warn) : `${current} ${itemText(item, warn)}`;
    afterToken = item.kind === "token";
    if (item.kind === "semicolon" || item.kind === "escape") {
      lines.push(current);
      current = "";
    }
  }
  if (current !== "") lines.push(current);
}

/**
 * Writes PBN text, games as they are held (tags in order, sections, comments), so
 * `parsePbn(makePbn(file))` gives back the same games, positions aside. A tag read as `#` or `##…`
 * is written so again while the games before it still give that value. A line break inside a value
 * is written as a space, with a `VALUE_LINE_BREAK` warning to `onWarning`.
 */
export function makePbn(input: PbnFile | readonly PbnGame[], options: MakePbnOptions = {}): string {
  const games = "games" in input ? input.games : input;
  const write = createPbnWriter(options);
  let out = "";
  for (const game of games) out += write(game);
  return out;
}

/**
 * A writer of PBN games one at a time, for streamed output: {@link makePbn} is this writer applied
 * to every game. Each call returns one game's text, after a blank line from the second game on.
 */
export function createPbnWriter(options: MakePbnOptions = {}): (game: PbnGame) => string {
  const eol = options.eol ?? "\n";
  const warn = options.onWarning;
  const inheritance = new Inheritance();
  let first = true;
  return (game) => {
    const lines: string[] = [];
    for (const row of game.preamble) writeRow("", row, lines, warn);
    const committed: { name: string; raw?: string; implicit?: true; value: string }[] = [];
    const written = new Set<string>();
    for (const tag of game.tags) {
      if (tag.implicit && !written.has(tag.name) && inheritance.sticky.get(tag.name) === tag.value) {
        committed.push({ name: tag.name, implicit: true, value: tag.value });
        continue;
      }
      let text = tag.value;
      if (tag.raw !== undefined && inheritance.valueOf(tag.name, tag.raw) === tag.value) text = tag.raw;
      written.add(tag.name);
      committed.push({ name: tag.name, raw: text, value: inheritance.valueOf(tag.name, text) });
      writeRow(`[${tag.name} ${quote(text, `the value of tag ${tag.name}`, warn)}]`, tag.trailing, lines, warn);
      for (const row of tag.section) writeRow("", row, lines, warn);
    }
    inheritance.commit(committed);
    const block = lines.join(eol) + eol;
    if (first) {
      first = false;
      return block;
    }
    return eol + block;
  };
}
