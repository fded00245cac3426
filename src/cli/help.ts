/**
 * The help texts of `contract-bridge`: the tool's usage and each command's. Printed on stdout by
 * `--help`, and on stderr (usage only) after a command line that cannot be run.
 *
 * @module
 */
import type { CommandName } from "./args.js";

/** The exit codes, as the help texts and docs/cli.md state them. */
export const EXIT = {
  /** Every game of every file was read, and (`score`, `validate`) every record is legal. */
  ok: 0,
  /** A game could not be read or (`score`, `validate`) is illegal; `validate --strict`: a record disagrees with its file; `convert`: a record cannot be written. */
  records: 1,
  /** A usage error, or a file lost as a whole: it cannot be opened, its format cannot be told, it holds no deals. */
  trouble: 2,
} as const;

const EXIT_CODES = `Exit codes:
  0  every game of every file was read, and (score, validate) every record is legal
  1  a game could not be read, or (score, validate) a record is illegal; validate --strict:
     a record disagrees with its file's tags; convert: a record cannot be written
  2  usage error, or a file lost as a whole: cannot be read, format unknown, no deals in it`;

const INPUT = `FILE is a PBN, LIN or JSON (an array of RecordedDeals, as convert --to json writes)
file, or a directory (its .pbn, .lin and .json files, in code-point order of their paths); the
format is told from the content, then the extension. "-" reads standard input. PBN and LIN are
streamed one game at a time, so memory stays flat on large archives. What the readers tolerate
(unquoted tag values, lower-case cards, 1N, URL-encoded LIN...) is a warning on stderr, with its
code and FILE:LINE:COLUMN; --strict makes each one an error.`;

/** The tool's usage: what `contract-bridge --help` prints. */
export const TOOL_HELP = `Usage: contract-bridge <command> [options] FILE...

Read recorded bridge deals (PBN, LIN), replay every call and card through the rules, and score,
validate or convert them.

Commands:
  score FILE...                 one row per board: contract, declarer, tricks, N-S score, disagreements
  validate FILE...              check every call and card; report the first illegal one of each record
  convert FILE... --to FORMAT   write the records as pbn, lin or json
  analyse FILE...               add each board's double-dummy table and par (PBN or --json)

Options:
  -h, --help       show help (contract-bridge <command> --help for a command's)
  -V, --version    show the version

${INPUT}

${EXIT_CODES}
`;

/** Each command's usage: what `contract-bridge <command> --help` prints. */
export const COMMAND_HELP: Readonly<Record<CommandName, string>> = {
  score: `Usage: contract-bridge score [--json] [--strict] FILE...

Replay and score every record (duplicate scoring, in N-S points: negative when E-W score) and
print a table per file: board, contract, declarer, tricks (declarer's total), score and every
disagreement with the file's own Contract, Declarer, Result and Score. An illegal record is shown
with ILLEGAL and the index of its first illegal call or card.

Options:
  --json       print a JSON array instead: one entry per board, in file order (several files:
               concatenated in the order given): { file, line, column, ...scoreRecord,
               warnings? }, or { file, line, column, error } for a game that cannot be read
  --strict     refuse every tolerated deviation of the file (a warning becomes an error)
  -h, --help   show this help

${INPUT}

${EXIT_CODES}
`,
  validate: `Usage: contract-bridge validate [--strict] [--json] FILE...

Replay every record and report, for each illegal one, its board, the index of its first illegal
call or card (calls first, then cards), the error code and message, as
FILE:LINE:COLUMN: error: board B: CODE: the Nth call or card (index I): message
Disagreements between the replay and the file's Contract, Declarer, Result or Score are warnings:
FILE:LINE:COLUMN: warning: board B: result: file says 9, replay gives 10

Options:
  --strict     exit 1 on a disagreement too, and refuse every tolerated deviation of the file
  --json       print a JSON array of entries, as score --json does; the summary goes to stderr
  -h, --help   show this help

${INPUT}

${EXIT_CODES}
`,
  convert: `Usage: contract-bridge convert FILE... --to pbn|lin|json [-o OUT] [--strict]

Read the records and write them in another format: PBN 2.1 in export layout, BBO LIN, or JSON
(the array of RecordedDeals, one per line). Several files are concatenated. PBN read is written
back as read (every tag, comment, note and section); whatever the target format has no place for
is named in a NOT_WRITTEN warning.

Options:
  --to FORMAT       pbn, lin or json (required)
  -o, --output OUT  write to OUT instead of standard output
  --strict          refuse every tolerated deviation of the input
  -h, --help        show this help

${INPUT}
A record that cannot be read is reported (PBN → PBN still writes the game as read); the others
are written.

${EXIT_CODES}
`,
};

/** The usage line(s) shown on stderr after a usage error. */
export function usageLine(command: CommandName | null): string {
  const text = command === null ? TOOL_HELP : COMMAND_HELP[command];
  const line = text.split("\n")[0] as string;
  const more = command === null ? "contract-bridge --help" : `contract-bridge ${command} --help`;
  const commands = command === null ? "Commands: score, validate, convert.\n" : "";
  return `${line}\n${commands}Run "${more}" for more.\n`;
}
