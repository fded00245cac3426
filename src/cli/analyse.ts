/**
 * `contract-bridge analyse FILE...`: adds each board's double-dummy table and par to its record —
 * PBN `[OptimumResultTable]`, `[OptimumScore]` and `[ParContract]` tags, or `ddTable` and `par`
 * fields in JSON — solving on worker threads, with a progress line on a terminal.
 *
 * @module
 */
import { availableParallelism } from "node:os";
import {
  ddTables,
  makePbn,
  par,
  recordToPbnGame,
  type DdTable,
  type Par,
  type PbnGame,
  type PbnItem,
  type PbnTag,
  type RecordedDeal,
  type Seat,
} from "contract-bridge";
import { EXIT } from "./help.js";
import { readRecords } from "./input.js";
import type { CliIo } from "./run.js";

/** What `contract-bridge analyse --help` prints. */
export const ANALYSE_HELP = `Usage: contract-bridge analyse [--json] [--threads N] FILE...

Solve every board double dummy and add its table and par: as PBN (the records in export layout
with [OptimumResultTable], [OptimumScore] and [ParContract] tags), or with --json as an array of
{ board, dealer, vulnerability, deal, ddTable, par }. Boards without all four hands are reported
on stderr and left out. A progress line is drawn on stderr when it is a terminal.

Options:
  --json          write JSON instead of PBN
  --threads N     worker threads (default: the number of processors)
  -h, --help      show this help
`;

const STRAIN_ROWS = ["NT", "S", "H", "D", "C"] as const;

function item(text: string): PbnItem {
  return { kind: "token", text, line: 0, column: 0 };
}

function tag(name: string, value: string, section: readonly (readonly PbnItem[])[] = []): PbnTag {
  return { name, value, trailing: [], section, line: 0, column: 0 };
}

/** `NS +420` / `NS -500`, as PBN writes an optimum score. */
function scoreText(p: Par): string {
  return `NS ${p.score >= 0 ? "+" : ""}${p.score}`;
}

/** The three analysis tags of a board, in the layout of PBN 2.1 exports. */
function analysisTags(table: DdTable, p: Par): PbnTag[] {
  const rows: PbnItem[][] = [];
  for (const seat of ["N", "S", "E", "W"] as const) {
    for (const strain of STRAIN_ROWS) rows.push([item(seat), item(strain), item(String(table[seat][strain]))]);
  }
  const contracts = p.contracts.map((c) => `${c.side} ${c.level}${c.strain}${c.doubled}`).join("; ");
  return [
    tag("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R", rows),
    tag("OptimumScore", scoreText(p)),
    tag("ParContract", contracts === "" ? "Pass" : contracts),
  ];
}

interface Args {
  files: string[];
  json: boolean;
  threads: number;
}

function parse(argv: readonly string[]): Args | string | null {
  const args: Args = { files: [], json: false, threads: Math.max(1, availableParallelism()) };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "-h" || a === "--help") return null;
    if (a === "--json") args.json = true;
    else if (a === "--threads") {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1 || n > 64)
        return `--threads takes a whole number from 1 to 64, got ${String(argv[i])}`;
      args.threads = n;
    } else if (a.startsWith("-") && a !== "-") return `unknown option ${a}`;
    else args.files.push(a);
  }
  return args.files.length === 0 ? "analyse needs at least one FILE" : args;
}

/** Runs `analyse` with the arguments after the command name; returns the exit code. */
export async function analyseCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parse(argv);
  if (args === null) {
    io.stdout.write(ANALYSE_HELP);
    return EXIT.ok;
  }
  if (typeof args === "string") {
    io.stderr.write(`contract-bridge: ${args}\nUsage: contract-bridge analyse [--json] [--threads N] FILE...\n`);
    return EXIT.trouble;
  }
  const tty = io.stderr.isTTY === true;
  let trouble = false;
  const games: PbnGame[] = [];
  const json: unknown[] = [];
  for (const file of args.files) {
    const name = file === "-" ? "<stdin>" : file;
    const records: RecordedDeal[] = [];
    for await (const event of readRecords(file, { stdin: io.stdin })) {
      if (event.kind === "comments") continue; // trailing PBN comments: nothing to analyse
      if (event.kind === "error") {
        trouble = true;
        io.stderr.write(`${event.where}: ${event.code === "UNREADABLE" ? "" : `${event.code}: `}${event.message}\n`);
      } else if (event.kind !== "record") {
        continue; // a PBN game of comments alone has no deal to analyse
      } else if ((["N", "E", "S", "W"] as const).some((s) => event.record.deal[s] === null)) {
        trouble = true;
        io.stderr.write(`${event.where}: board ${event.record.board ?? "?"}: not every hand is known; left out\n`);
      } else records.push(event.record);
    }
    const deals = records.map((r) => r.deal as { [S in Seat]: NonNullable<RecordedDeal["deal"][S]> });
    const tables = await ddTables(deals, {
      threads: args.threads,
      onProgress: (done, total) => {
        if (tty) io.stderr.write(`\r\x1b[K${name}: ${done}/${total} boards solved`);
      },
    });
    if (tty) io.stderr.write("\r\x1b[K");
    records.forEach((record, i) => {
      const t = tables[i];
      const p = t?.ok ? par(t.value, record.vulnerability, record.dealer) : t;
      if (!t?.ok || !p?.ok) {
        trouble = true;
        const e = !t?.ok ? t?.error : !p?.ok ? p?.error : undefined;
        io.stderr.write(
          `${name}: board ${record.board ?? "?"}: ${e?.code ?? "INVALID_STATE"}: ${e?.message ?? "not solved"}\n`,
        );
        return;
      }
      if (args.json) {
        json.push({
          board: record.board,
          dealer: record.dealer,
          vulnerability: record.vulnerability,
          deal: record.deal,
          ddTable: t.value,
          par: p.value,
        });
        return;
      }
      const game = recordToPbnGame(record);
      if (!game.ok) {
        trouble = true;
        io.stderr.write(`${name}: board ${record.board ?? "?"}: ${game.error.code}: ${game.error.message}\n`);
        return;
      }
      const kept = game.value.tags.filter(
        (x) => !["OptimumResultTable", "OptimumScore", "ParContract"].includes(x.name),
      );
      games.push({ ...game.value, tags: [...kept, ...analysisTags(t.value, p.value)] });
    });
  }
  io.stdout.write(args.json ? `${JSON.stringify(json, null, 1)}\n` : makePbn(games));
  return trouble ? EXIT.trouble : EXIT.ok;
}
