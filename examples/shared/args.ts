/**
 * Command-line flags for the example programs: `--name value` or `--name=value`, each flag known in
 * advance. An unknown flag, a missing value or a value outside its list is refused with a sentence,
 * so a typo never silently falls back to a default.
 */

/** One flag: a boolean switch, a whole number, or one of a list of words. */
export type FlagSpec =
  | { readonly kind: "switch" }
  | { readonly kind: "int" }
  | { readonly kind: "choice"; readonly values: readonly string[] };

/** The flags read, by name: `true` for a switch, a number or a word. */
export type Flags = Readonly<Record<string, string | number | boolean>>;

/** Reads `argv` against `spec`: the flags, or the sentence saying what is wrong. */
export function parseFlags(
  argv: readonly string[],
  spec: Readonly<Record<string, FlagSpec>>,
): { ok: true; flags: Flags } | { ok: false; message: string } {
  const flags: Record<string, string | number | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith("--")) return { ok: false, message: `unexpected argument "${arg}"` };
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    const s = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!s)
      return {
        ok: false,
        message: `unknown flag --${name}; known flags: ${Object.keys(spec)
          .map((k) => `--${k}`)
          .join(", ")}`,
      };
    if (s.kind === "switch") {
      if (eq >= 0) return { ok: false, message: `--${name} takes no value` };
      flags[name] = true;
      continue;
    }
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || (eq < 0 && value.startsWith("--")))
      return { ok: false, message: `--${name} needs a value` };
    if (s.kind === "int") {
      const n = Number(value);
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(n))
        return { ok: false, message: `--${name} must be a non-negative integer, got "${value}"` };
      flags[name] = n;
    } else {
      if (!s.values.includes(value))
        return { ok: false, message: `--${name} must be ${s.values.join(", ")}; got "${value}"` };
      flags[name] = value;
    }
  }
  return { ok: true, flags };
}
