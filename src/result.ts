/**
 * `Result<T>` and `RuleError`: the one error convention of the library. Nothing that judges input
 * throws; it returns `{ ok: false, error }` with a stable `code` for programs and a `message` for
 * people.
 *
 * @module
 */
import { describeIssue, type IssueLike } from "./schemas/issues.js";

/**
 * Every stable error code. Programs branch on these strings; they never change meaning.
 *
 * - `NOT_YOUR_TURN`: the acting seat is not the one to act now.
 * - `WRONG_PHASE`: the action does not belong to the current phase (a card during the auction…).
 * - `INSUFFICIENT_BID`: a bid not higher than the current one (AUC-1).
 * - `CANNOT_DOUBLE` / `CANNOT_REDOUBLE`: a double or redouble AUC-2 forbids.
 * - `CARD_NOT_IN_HAND`: the card is not in the hand that is to play.
 * - `MUST_FOLLOW_SUIT`: a revoke (PLAY-1).
 * - `NOT_YOUR_HAND`: the seat does not control the hand that is to play (dummy, R-5).
 * - `GAME_OVER`: the game has ended.
 * - `INVALID_CLAIM`: a claim, concession or answer to one that the rules do not allow now (CLAIM-*).
 * - `BOUND_BY_CLAIM`: after a contested claim, declarer played another card than the plan's (CLAIM-3).
 * - `INVALID_ACTION`: the action is malformed (wrong shape, unknown seat or card).
 * - `INVALID_OPTIONS`: options given to `create` are malformed or inconsistent.
 * - `INVALID_STATE`: a stored state does not describe a legal game.
 * - `PARSE_ERROR`: text that could not be read (notation or a file format).
 */
export const ERROR_CODES = [
  "NOT_YOUR_TURN",
  "WRONG_PHASE",
  "INSUFFICIENT_BID",
  "CANNOT_DOUBLE",
  "CANNOT_REDOUBLE",
  "CARD_NOT_IN_HAND",
  "MUST_FOLLOW_SUIT",
  "NOT_YOUR_HAND",
  "GAME_OVER",
  "INVALID_CLAIM",
  "BOUND_BY_CLAIM",
  "INVALID_ACTION",
  "INVALID_OPTIONS",
  "INVALID_STATE",
  "PARSE_ERROR",
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A rejected input. `code` is stable, `message` is for people. Optional details say where:
 * `path` is a zod issue path into the offending value, `index` the position of an action in a
 * sequence, `line`/`column` (1-based) a position in a text.
 */
export interface RuleError {
  /** The stable code. */
  readonly code: ErrorCode;
  /** A sentence for people, in English. */
  readonly message: string;
  /** Path into the offending value (zod's issue path), when the problem is in a field. */
  readonly path?: readonly PropertyKey[];
  /** Index of the offending action in a sequence (`replay`, records). */
  readonly index?: number;
  /** 1-based line of the offending text. */
  readonly line?: number;
  /** 1-based column of the offending text. */
  readonly column?: number;
}

/** The outcome of anything that can be refused: a value, or a {@link RuleError}. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

/** Wraps a value as a successful {@link Result}. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Builds a failed {@link Result} from a code, a message and optional location details. */
export function err<T = never>(
  code: ErrorCode,
  message: string,
  details?: { path?: readonly PropertyKey[]; index?: number; line?: number; column?: number },
): Result<T> {
  return { ok: false, error: { code, message, ...details } };
}

/**
 * Turns a zod failure into a {@link RuleError} that keeps zod's issue path; the message names the
 * first issue and where it is.
 */
export function zodError<T = never>(
  code: ErrorCode,
  what: string,
  error: { readonly issues: readonly IssueLike[] },
): Result<T> {
  const issue = error.issues[0];
  const path = issue ? issue.path : [];
  const where = path.length > 0 ? ` at ${path.map(String).join(".")}` : "";
  return err(code, `${what}${where}: ${issue ? describeIssue(issue) : "invalid"}`, { path });
}
