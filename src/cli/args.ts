/**
 * The command line of `contract-bridge`, read into an {@link Invocation}: which command, which
 * files, which options. Pure: no I/O, no `process`, so every case is a unit test.
 *
 * Options may come before, between or after the files; `--name=value` and `--name value` are
 * both accepted, `--` ends the options, and `-` alone is a file (standard input).
 *
 * @module
 */

/** The commands of the tool. */
export const COMMANDS = ["score", "validate", "convert"] as const;

/** One of {@link COMMANDS}. */
export type CommandName = (typeof COMMANDS)[number];

/** The formats `convert --to` writes. */
export const OUTPUT_FORMATS = ["pbn", "lin", "json"] as const;

/** One of {@link OUTPUT_FORMATS}. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** What the command line asks for. */
export type Invocation =
  | { readonly kind: "help"; readonly command: CommandName | null }
  | { readonly kind: "version" }
  | { readonly kind: "score"; readonly files: readonly string[]; readonly json: boolean; readonly strict: boolean }
  | { readonly kind: "validate"; readonly files: readonly string[]; readonly strict: boolean; readonly json: boolean }
  | {
      readonly kind: "convert";
      readonly files: readonly string[];
      readonly to: OutputFormat;
      readonly output: string | null;
      readonly strict: boolean;
    };

/** A command line that cannot be run: what is wrong, and which command's usage to show (`null`: the tool's). */
export interface UsageError {
  /** One sentence saying what is wrong. */
  readonly message: string;
  /** The command whose usage applies, when the command was recognised. */
  readonly command: CommandName | null;
}

/** The outcome of {@link parseArgs}. */
export type ArgsResult =
  { readonly ok: true; readonly value: Invocation } | { readonly ok: false; readonly error: UsageError };

interface OptionSpec {
  /** The option takes a value. */
  readonly value: boolean;
}

/** The options each command accepts, by long name (short aliases in {@link SHORT}). */
const OPTIONS: Readonly<Record<CommandName, Readonly<Record<string, OptionSpec>>>> = {
  score: { json: { value: false }, strict: { value: false } },
  validate: { strict: { value: false }, json: { value: false } },
  convert: { to: { value: true }, output: { value: true }, strict: { value: false } },
};

const SHORT: Readonly<Record<string, string>> = { h: "help", V: "version", o: "output" };

function isCommand(word: string): word is CommandName {
  return (COMMANDS as readonly string[]).includes(word);
}

function isOutputFormat(word: string): word is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(word);
}

function fail(message: string, command: CommandName | null): ArgsResult {
  return { ok: false, error: { message, command } };
}

/**
 * Reads the arguments after the program name. `--help` / `-h` anywhere asks for help (on the
 * command, when one is named); `help [COMMAND]` does too. An unknown command or option, a
 * missing value or file, or a bad `--to` is a {@link UsageError}.
 */
export function parseArgs(argv: readonly string[]): ArgsResult {
  const first = argv[0];
  if (first === undefined) return fail("no command given", null);
  if (first === "help") {
    const topic = argv[1];
    if (topic === undefined) return { ok: true, value: { kind: "help", command: null } };
    if (!isCommand(topic)) return fail(`unknown command "${topic}"`, null);
    return { ok: true, value: { kind: "help", command: topic } };
  }
  if (first === "--help" || first === "-h") return { ok: true, value: { kind: "help", command: null } };
  if (first === "--version" || first === "-V") return { ok: true, value: { kind: "version" } };
  if (first.startsWith("-") && first !== "-")
    return fail(`unknown option "${first}" (options come after the command)`, null);
  if (!isCommand(first)) return fail(`unknown command "${first}"`, null);
  const command = first;
  const specs = OPTIONS[command];

  const files: string[] = [];
  const values = new Map<string, string | true>();
  let help = false;
  let onlyFiles = false;
  for (let k = 1; k < argv.length; k++) {
    const arg = argv[k] as string;
    if (onlyFiles || arg === "-" || !arg.startsWith("-")) {
      files.push(arg);
      continue;
    }
    if (arg === "--") {
      onlyFiles = true;
      continue;
    }
    let name: string;
    let inline: string | undefined;
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      inline = eq < 0 ? undefined : arg.slice(eq + 1);
    } else {
      // A short option: one letter, its value glued on or in the next argument (-o out.pbn, -oout.pbn).
      const long = SHORT[arg.slice(1, 2)];
      if (long === undefined) return fail(`unknown option "${arg}"`, command);
      name = long;
      inline = arg.length > 2 ? arg.slice(2) : undefined;
    }
    if (name === "help") {
      help = true;
      continue;
    }
    const spec = specs[name];
    if (!spec) return fail(`unknown option "${arg}" for ${command}`, command);
    if (!spec.value) {
      if (inline !== undefined) return fail(`option --${name} takes no value`, command);
      values.set(name, true);
      continue;
    }
    let value = inline;
    if (value === undefined) {
      value = argv[k + 1];
      if (value === undefined) return fail(`option --${name} needs a value`, command);
      k++;
    }
    values.set(name, value);
  }
  if (help) return { ok: true, value: { kind: "help", command } };
  if (files.length === 0) return fail("no FILE given", command);

  switch (command) {
    case "score":
      return { ok: true, value: { kind: "score", files, json: values.has("json"), strict: values.has("strict") } };
    case "validate":
      return { ok: true, value: { kind: "validate", files, strict: values.has("strict"), json: values.has("json") } };
    default: {
      const to = values.get("to");
      if (to === undefined) return fail("convert needs --to pbn, --to lin or --to json", command);
      if (to === true || !isOutputFormat(to))
        return fail(`--to must be pbn, lin or json, not "${String(to)}"`, command);
      const output = values.get("output");
      return {
        ok: true,
        value: {
          kind: "convert",
          files,
          to,
          output: typeof output === "string" ? output : null,
          strict: values.has("strict"),
        },
      };
    }
  }
}
