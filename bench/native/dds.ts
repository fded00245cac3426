// Native DDS 2.9, one thread, through the small C program beside this file (dds.c), compiled on
// first use against Debian's libdds (`apt-get install libdds-dev`) and kept in the system's
// temporary folder under a name that changes with the program's text. The solver bench times it
// on the same deals as our solver; the `solver` fuzz target compares every value with it.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SEATS, STRAINS, formatDeal, type Card, type Deal, type Seat, type Strain } from "contract-bridge";

const SOURCE = fileURLToPath(new URL("./dds.c", import.meta.url));

/** The compiled program's path, or why there is none (no C compiler, or no libdds). */
export function nativeDds(): { path: string } | { unavailable: string } {
  const text = readFileSync(SOURCE);
  const path = join(tmpdir(), `contract-bridge-dds-${createHash("sha256").update(text).digest("hex").slice(0, 12)}`);
  if (existsSync(path)) return { path };
  try {
    // Built under a name of its own, then renamed: a process running it meanwhile never sees half a file.
    const building = `${path}.${process.pid}`;
    execFileSync("cc", ["-O2", "-o", building, SOURCE, "-ldds"], { stdio: ["ignore", "ignore", "pipe"] });
    renameSync(building, path);
    return { path };
  } catch (e) {
    const stderr = (e as { stderr?: Buffer }).stderr?.toString().split("\n")[0] ?? "";
    return { unavailable: `cannot build bench/native/dds.c (apt-get install libdds-dev): ${stderr || String(e)}` };
  }
}

/**
 * Runs the commands of dds.c's protocol in one process; returns its answers, one a command. It runs
 * in the temporary folder: DDS writes a `dump.txt` into its working folder when it refuses a deal.
 */
export function runDds(path: string, commands: readonly string[]): string[] {
  const input = commands.join("\n") + "\n";
  const out = execFileSync(path, { input, encoding: "utf8", maxBuffer: 1 << 28, cwd: tmpdir() });
  const lines = out.split("\n").filter((l) => l !== "");
  if (lines.length !== commands.length)
    throw new Error(`native DDS answered ${lines.length} of ${commands.length} commands`);
  const bad = lines.findIndex((l) => l.startsWith("E "));
  if (bad >= 0) throw new Error(`native DDS: ${lines[bad]}`);
  return lines;
}

/** A table's command. */
export function tableCommand(deal: Deal): string {
  return `T ${formatDeal(deal)}`;
}

/**
 * The command that solves a table's twenty positions one at a time in CalcDDtable's order, to count
 * the nodes CalcDDtable does not report (dds.c's `N`).
 */
export function tableNodesCommand(deal: Deal): string {
  return `N ${formatDeal(deal)}`;
}

/** The answer to {@link tableNodesCommand}: milliseconds and nodes (trick starts reached, DDS's count). */
export function readTableNodes(line: string): { ms: number; nodes: number } {
  const [, ms, nodes] = line.split(" ");
  return { ms: Number(ms), nodes: Number(nodes) };
}

/** Declarer's tricks by seat and strain, the shape of our `DdTable`. */
export type Tricks = Record<Seat, Record<Strain, number>>;

/** The seats and strains whose tricks differ between two tables ("N NT 9/8"), none when they agree. */
export function tableDifferences(ours: Tricks, theirs: Tricks): string[] {
  return SEATS.flatMap((seat) =>
    STRAINS.filter((strain) => ours[seat]?.[strain] !== theirs[seat][strain]).map(
      (strain) => `${seat} ${strain} ${ours[seat]?.[strain]}/${theirs[seat][strain]}`,
    ),
  );
}

/** A table's answer: milliseconds, and declarer's tricks by seat and strain. */
export function readTable(line: string): { ms: number; tricks: Tricks } {
  const [, ms, ...values] = line.split(" ");
  const tricks = {} as Tricks;
  for (const seat of SEATS) tricks[seat] = {} as Record<Strain, number>;
  STRAINS.forEach((strain, s) => SEATS.forEach((seat, h) => (tricks[seat][strain] = Number(values[s * 4 + h]))));
  return { ms: Number(ms), tricks };
}

/** A solve's command: the position as our `solve` takes it; `all` values every card (DDS's solutions 3). */
export function solveCommand(
  position: { hands: { readonly [S in Seat]: readonly Card[] }; strain: Strain; leader: Seat; trick?: readonly Card[] },
  all: boolean,
): string {
  const h = position.hands;
  const trick = position.trick && position.trick.length > 0 ? position.trick.join(",") : "-";
  const strain = position.strain === "NT" ? "N" : position.strain;
  return `S${all ? 3 : 1} ${strain} ${position.leader} ${trick} ${formatDeal({ N: [...h.N], E: [...h.E], S: [...h.S], W: [...h.W] })}`;
}

/**
 * A solve's answer: milliseconds, the nodes DDS searched (trick starts reached, its own count), and
 * each card DDS names with the cards it counts equal and their tricks.
 */
export function readSolve(line: string): {
  ms: number;
  nodes: number;
  cards: { card: Card; equals: Card[]; tricks: number }[];
} {
  const [, ms, nodes, , ...items] = line.split(" ");
  return {
    ms: Number(ms),
    nodes: Number(nodes),
    cards: items.map((item) => {
      const [card, equals, tricks] = item.split(":") as [Card, string, string];
      const lower = equals === "-" ? [] : [...equals].map((r) => `${card[0]}${r}` as Card);
      return { card, equals: lower, tricks: Number(tricks) };
    }),
  };
}
