/**
 * Words for a zod issue. `zod/mini` loads no locale, so its own messages are all "Invalid input";
 * this says what was expected from the issue's details instead, in a few hundred bytes rather than
 * a locale's few kilobytes. Custom issues (the library's refinements) keep their own message.
 *
 * Typed structurally, without importing zod, so that the declarations of the modules using it do
 * not make a consumer's compiler load zod's types.
 *
 * @module
 */

/** The fields of a zod issue this module reads; every zod issue has this shape. */
export interface IssueLike {
  /** zod's issue code: `invalid_type`, `too_big`, `custom` … */
  readonly code?: string;
  /** zod's message; the only words a custom issue has. */
  readonly message: string;
  /** The path of the offending field. */
  readonly path: readonly PropertyKey[];
  /** `invalid_type`: the type expected. */
  readonly expected?: unknown;
  /** `invalid_value`: the values allowed. */
  readonly values?: readonly unknown[];
  /** `too_big`: the maximum. */
  readonly maximum?: unknown;
  /** `too_small`: the minimum. */
  readonly minimum?: unknown;
  /** `too_big` / `too_small`: whether the bound itself is allowed. */
  readonly inclusive?: boolean;
  /** `too_big` / `too_small`: what was measured (`number`, `array`, `string` …). */
  readonly origin?: string;
  /** `unrecognized_keys`: the keys not allowed. */
  readonly keys?: readonly string[];
  /** `invalid_format`: the pattern a string must match. */
  readonly pattern?: string;
}

const quote = (values: readonly unknown[]): string => values.map((v) => JSON.stringify(v)).join(", ");

function bound(issue: IssueLike, words: string, strictWords: string, value: unknown): string {
  const counted = issue.origin === "array" ? " items" : issue.origin === "string" ? " characters" : "";
  return `${issue.inclusive === false ? strictWords : words} ${String(value)}${counted}`;
}

/** A short phrase saying what a zod issue expected, e.g. `expected one of "N", "E", "S", "W"`. */
export function describeIssue(issue: IssueLike): string {
  switch (issue.code) {
    case "invalid_type":
      return `expected ${String(issue.expected)}`;
    case "invalid_value":
      return issue.values && issue.values.length === 1
        ? `expected ${quote(issue.values)}`
        : `expected one of ${quote(issue.values ?? [])}`;
    case "too_big":
      return bound(issue, "expected at most", "expected less than", issue.maximum);
    case "too_small":
      return bound(issue, "expected at least", "expected more than", issue.minimum);
    case "unrecognized_keys":
      return `unknown key${(issue.keys ?? []).length === 1 ? "" : "s"} ${quote(issue.keys ?? [])}`;
    case "invalid_format":
      return issue.pattern ? `expected text matching ${issue.pattern}` : "badly formed text";
    case "invalid_union":
      return "matches none of the forms allowed";
    case "not_multiple_of":
      return "not a multiple of the step allowed";
    default:
      return issue.message;
  }
}
