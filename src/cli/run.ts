/**
 * `contract-bridge`'s entry point as a function: arguments in, exit code out, all I/O through a
 * {@link CliIo}. `main.ts` binds it to the process; tests call it directly.
 *
 * @module
 */
import { resolve } from "node:path";
import { version } from "../../package.json";
import { parseArgs } from "./args.js";
import { convertCommand, scoreCommand, validateCommand, type CommandContext } from "./commands.js";
import { COMMAND_HELP, EXIT, TOOL_HELP, usageLine } from "./help.js";
import { ioReason } from "./input.js";
import { BufferedSink, FileSink, Progress, type TerminalSink, type TextSink } from "./output.js";

/** The process, as the CLI sees it. */
export interface CliIo {
  /** Standard output. */
  readonly stdout: TextSink;
  /** Standard error; the progress line is drawn on it when it is a terminal. */
  readonly stderr: TerminalSink;
  /** Standard input, read for the file name `-`. */
  readonly stdin?: AsyncIterable<Uint8Array | string> | undefined;
  /** Records between two redraws of the progress line (default 1000). */
  readonly progressEvery?: number | undefined;
}

/**
 * Runs `contract-bridge` with the arguments after the program name and returns the exit code:
 * 0 done, 1 illegal records (`validate`) or records that cannot be converted (`convert`), 2 a
 * usage error, an unreadable file or a `PARSE_ERROR`. Never throws for bad input or bad files.
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv[0] === "analyse" || argv[0] === "analyze")
    return (await import("./analyse.js")).analyseCommand(argv.slice(1), io);
  const args = parseArgs(argv);
  if (!args.ok) {
    io.stderr.write(`contract-bridge: ${args.error.message}\n${usageLine(args.error.command)}`);
    return EXIT.trouble;
  }
  const inv = args.value;
  switch (inv.kind) {
    case "help":
      io.stdout.write(inv.command === null ? TOOL_HELP : COMMAND_HELP[inv.command]);
      return EXIT.ok;
    case "version":
      io.stdout.write(`${version}\n`);
      return EXIT.ok;
    default:
      break;
  }

  const progress = new Progress(io.stderr, io.progressEvery);
  let file: FileSink | null = null;
  if (inv.kind === "convert" && inv.output !== null) {
    const target = resolve(inv.output);
    if (inv.files.some((f) => f !== "-" && resolve(f) === target)) {
      io.stderr.write(`contract-bridge: -o ${inv.output} would overwrite an input file\n${usageLine("convert")}`);
      return EXIT.trouble;
    }
    try {
      file = FileSink.open(inv.output);
    } catch (error) {
      io.stderr.write(`${inv.output}: cannot write: ${ioReason(error)}\n`);
      return EXIT.trouble;
    }
  }
  const out = new BufferedSink(file ?? io.stdout, file ? null : progress);
  const ctx: CommandContext = { out, err: io.stderr, progress, input: { stdin: io.stdin, strict: inv.strict } };
  try {
    switch (inv.kind) {
      case "score":
        return await scoreCommand(inv.files, inv.json, ctx);
      case "validate":
        return await validateCommand(inv.files, inv.strict, inv.json, ctx);
      default:
        return await convertCommand(inv.files, inv.to, ctx);
    }
  } finally {
    out.flush();
    file?.close();
  }
}
