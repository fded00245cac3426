/**
 * Writing PBN text from games held as the reader holds them.
 *
 * @module
 */
import { Inheritance } from "./read.js";
import type { MakePbnOptions, PbnFile, PbnGame, PbnItem } from "./types.js";

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

