/**
 * The help texts of `contract-bridge`: the tool's usage and each command's. Printed on stdout by
 * `--help`, and on stderr (usage only) after a command line that cannot be run.
 *
 * @module
 */
import type { CommandName } from "./args.js";

/** The exit codes, as the help texts and docs/cli.md state them. */
export const EXIT = {
  /** Everything was read and, for `validate`, every record is legal. */
  ok: 0,
  /** `validate`: a record is illegal (or, with `--strict`, disagrees with its file); `convert`: a record cannot be written in the target format. */
  records: 1,
  /** A usage error, an unreadable file, or a `PARSE_ERROR`. */
  trouble: 2,
} as const;

const EXIT_CODES = `Exit codes:
  0  done; for validate, every record is legal
  1  validate: a record is illegal (with --strict: or disagrees with its file's tags);
     convert: a record cannot be written in the target format
  2  usage error, unreadable file, or PARSE_ERROR (reported as FILE:LINE:COLUMN on stderr)`;

const INPUT = `FILE is a PBN, LIN or JSON (an array of RecordedDeals, as convert --to json writes)
file; the format is told from the content, then the extension. "-" reads standard input.
PBN is streamed one game at a time, so memory stays flat on large archives.`;

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
  score: `Usage: contract-bridge score [--json] FILE...

Replay and score every record (duplicate scoring, in N-S points: negative when E-W score) and
print a table per file: board, contract, declarer, tricks (declarer's total), score and every
disagreement with the file's own Contract, Declarer, Result and Score. An illegal record is shown
with ILLEGAL and the index of its first illegal call or card.

Options:
  --json       print a JSON array instead: one scoreRecord object per board, in file order
               (several files: concatenated in the order given)
  -h, --help   show this help

${INPUT}

${EXIT_CODES}
`,
  validate: `Usage: contract-bridge validate [--strict] FILE...

Replay every record and report, for each illegal one, its board, the index of its first illegal
call or card (calls first, then cards), the error code and message, as
FILE:LINE:COLUMN: error: board B, index I (call or card N): CODE: message
Disagreements between the replay and the file's Contract, Declarer, Result or Score are warnings:
FILE:LINE:COLUMN: warning: board B: result: file says 9, replay gives 10

Options:
  --strict     exit 1 on a disagreement too, not only on an illegal record
  -h, --help   show this help

${INPUT}

${EXIT_CODES}
`,
  convert: `Usage: contract-bridge convert FILE... --to pbn|lin|json [-o OUT]

Read the records and write them in another format: PBN 2.1 in export layout, BBO LIN, or JSON
(the array of RecordedDeals, one per line). Several files are concatenated.

Options:
  --to FORMAT       pbn, lin or json (required)
  -o, --output OUT  write to OUT instead of standard output
  -h, --help        show this help

${INPUT}
A record that cannot be read is reported and left out; the others are written.

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
