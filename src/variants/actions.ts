/**
 * Reading call and play actions at a variant's boundary: a fast path for canonical input
 * (character codes, no hashing, no zod), lenient notation next (`"s10"`, `"1N"`), and an
 * `INVALID_ACTION` error with the path of the bad field for anything malformed.
 *
 * @module
 * @internal
 */
import * as z from "zod/mini";
import { CALLS, CARDS, CallSchema, CardSchema, type Call, type Card } from "../schemas/model.js";
import { canonicalCallId, callId, parseCall } from "../model/call.js";
import { canonicalCardId, cardId, parseCard } from "../model/card.js";
import type { RuleError } from "../result.js";
import type { CoreAction } from "../engine/deal.js";

/** The zod schemas of a call and a play action at a table whose seats match `seat`. */
export function callPlaySchemas<S extends z.ZodMiniType<string>>(seat: S) {
  const call = z.object({ type: z.literal("call"), seat, call: CallSchema });
  const play = z.object({ type: z.literal("play"), seat, card: CardSchema });
  return { call, play };
}

/** A call or play action in canonical notation. */
export type CallOrPlay<Seat extends string> =
  { type: "call"; seat: Seat; call: Call } | { type: "play"; seat: Seat; card: Card };

/** Seat names in clockwise order, and a table from a name's character code to its number. */
export interface SeatNames<Seat extends string> {
  /** Names by number. */
  readonly names: readonly Seat[];
  /** Numbers by the character code of the (one-letter) name, −1 elsewhere. */
  readonly codes: Int8Array;
}

/** The {@link SeatNames} of a list of one-letter seat names. */
export function seatNames<Seat extends string>(names: readonly Seat[]): SeatNames<Seat> {
  const codes = new Int8Array(128).fill(-1);
  names.forEach((n, i) => {
    codes[n.charCodeAt(0)] = i;
    codes[n.toLowerCase().charCodeAt(0)] = i;
  });
  return { names, codes };
}

/** The number of a seat name (either case), or −1. */
export function seatNumber<Seat extends string>(table: SeatNames<Seat>, name: unknown): number {
  if (typeof name !== "string" || name.length !== 1) return -1;
  const c = name.charCodeAt(0);
  return c < 128 ? (table.codes[c] as number) : -1;
}

/** An `INVALID_ACTION` error at `path` of the action. */
export function invalid(message: string, path: PropertyKey[]): RuleError {
  return { code: "INVALID_ACTION", message, path };
}

/** Longest string an error message quotes; longer ones are cut, so a message stays a sentence. */
const QUOTE_LIMIT = 40;
/** Longest notation the lenient readers look at: no card or call is written in more characters. */
const NOTATION_LIMIT = 16;

/**
 * A value as an error message shows it. The value is whatever a caller sent, so only its kind is
 * read first: strings (cut to 40 characters), numbers, booleans, `null` and `undefined` are quoted;
 * a BigInt, an object or a list is named, never serialised — no `JSON.stringify` of untrusted input,
 * which throws on a BigInt, a cycle or a throwing `toJSON` and recurses as deep as the value does.
 */
export function shown(value: unknown): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value.length > QUOTE_LIMIT ? `${value.slice(0, QUOTE_LIMIT)}…` : value);
    case "number":
    case "boolean":
      return String(value);
    case "undefined":
      return "undefined";
    case "bigint":
      return "a BigInt";
    case "object":
      return value === null ? "null" : Array.isArray(value) ? "a list" : "an object";
    default:
      return `a ${typeof value}`;
  }
}

/**
 * Runs a reader of untrusted input and turns anything it throws (a throwing getter or Proxy trap, a
 * revoked Proxy) into an `INVALID_ACTION` error: the readers look at each field once and only by
 * its kind, so an exception can come only from the value itself.
 */
export function guarded(read: () => RuleError | null): RuleError | null {
  try {
    return read();
  } catch {
    return invalid("the action could not be read: it must be plain data (a getter or a Proxy trap threw)", []);
  }
}

/** The id of a call in any accepted notation, or −1. */
function anyCallId(text: unknown): number {
  const id = canonicalCallId(text);
  if (id >= 0 || typeof text !== "string" || text.length > NOTATION_LIMIT) return id;
  const parsed = parseCall(text);
  return parsed.ok ? (callId(parsed.value) as number) : -1;
}

/** The id of a card in any accepted notation, or −1. */
export function anyCardId(text: unknown): number {
  const id = canonicalCardId(text);
  if (id >= 0 || typeof text !== "string" || text.length > NOTATION_LIMIT) return id;
  const parsed = parseCard(text);
  return parsed.ok ? (cardId(parsed.value) as number) : -1;
}

/**
 * Reads a call or play action into `core` (a scratch record the caller reuses, so the replay loop
 * allocates nothing per action) and returns `null`, or returns an `INVALID_ACTION` error whose
 * `path` points at the offending field.
 */
export function readCallOrPlay<Seat extends string>(
  table: SeatNames<Seat>,
  input: unknown,
  core: CoreAction,
): RuleError | null {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return invalid(`an action must be an object such as { type: "call", seat, call }, got ${shown(input)}`, []);
  }
  const a = input as Record<string, unknown>;
  const kind = a.type === "call" ? 0 : a.type === "play" ? 1 : -1;
  if (kind < 0) return invalid(`unknown action type ${shown(a.type)}: expected "call" or "play"`, ["type"]);
  const seat = seatNumber(table, a.seat);
  if (seat < 0) return invalid(`unknown seat ${shown(a.seat)}: expected one of ${table.names.join(", ")}`, ["seat"]);
  const id = kind === 0 ? anyCallId(a.call) : anyCardId(a.card);
  if (id < 0) {
    return kind === 0
      ? invalid(`unknown call ${shown(a.call)}: expected P, X, XX or a bid 1C … 7NT`, ["call"])
      : invalid(`unknown card ${shown(a.card)}: expected a suit letter and a rank, such as SA or H10`, ["card"]);
  }
  core.kind = kind;
  core.seat = seat;
  core.id = id;
  return null;
}

/** The canonical action of a core action. */
export function actionOfCore<Seat extends string>(table: SeatNames<Seat>, a: CoreAction): CallOrPlay<Seat> {
  const seat = table.names[a.seat] as Seat;
  return a.kind === 0
    ? { type: "call", seat, call: CALLS[a.id] as Call }
    : { type: "play", seat, card: CARDS[a.id] as Card };
}
