/**
 * Reading call and play actions at a variant's boundary: a fast path for canonical input
 * (character codes, no hashing, no zod), lenient notation next (`"s10"`, `"1N"`), and an
 * `INVALID_ACTION` error with the path of the bad field for anything malformed.
 *
 * @module
 * @internal
 */
import { z } from "zod";
import { CALLS, CARDS, CallSchema, CardSchema, type Call, type Card } from "../schemas/model.js";
import { canonicalCallId, callId, parseCall } from "../model/call.js";
import { canonicalCardId, cardId, parseCard } from "../model/card.js";
import type { RuleError } from "../result.js";
import type { CoreAction } from "../engine/deal.js";

/** The zod schemas of a call and a play action at a table whose seats match `seat`. */
export function callPlaySchemas<S extends z.core.$ZodType<string>>(seat: S) {
  const call = z.object({ type: z.literal("call"), seat, call: CallSchema });
  const play = z.object({ type: z.literal("play"), seat, card: CardSchema });
  return { call, play };
}

/** A call or play action in canonical notation. */
export type CallOrPlay<Seat extends string> = { type: "call"; seat: Seat; call: Call } | { type: "play"; seat: Seat; card: Card };

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

function invalid(message: string, path: PropertyKey[]): RuleError {
  return { code: "INVALID_ACTION", message, path };
}

/**
 * A value as an error message shows it: its JSON where it has one. Never throws, because the value
 * is whatever a caller sent: `JSON.stringify` throws on a BigInt, a cycle or a throwing `toJSON`,
 * and a malformed action must be an `INVALID_ACTION` error, not a `TypeError`.
 */
export function shown(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    if (text !== undefined) return text;
  } catch {
    // not JSON: described below
  }
  if (typeof value === "bigint") return `${value}n`;
  if (value === undefined) return "undefined";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** The id of a call in any accepted notation, or −1. */
function anyCallId(text: unknown): number {
  const id = canonicalCallId(text);
  if (id >= 0 || typeof text !== "string") return id;
  const parsed = parseCall(text);
  return parsed.ok ? (callId(parsed.value) as number) : -1;
}

/** The id of a card in any accepted notation, or −1. */
export function anyCardId(text: unknown): number {
  const id = canonicalCardId(text);
  if (id >= 0 || typeof text !== "string") return id;
  const parsed = parseCard(text);
  return parsed.ok ? (cardId(parsed.value) as number) : -1;
}

/**
 * Reads a call or play action into `core` (a scratch record the caller reuses, so the replay loop
 * allocates nothing per action) and returns `null`, or returns an `INVALID_ACTION` error whose
 * `path` points at the offending field.
 */
export function readCallOrPlay<Seat extends string>(table: SeatNames<Seat>, input: unknown, core: CoreAction): RuleError | null {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    const what = input === null ? "null" : Array.isArray(input) ? "an array" : typeof input;
    return invalid(`an action must be an object such as { type: "call", seat, call }, got ${what}`, []);
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
  core.kind = kind as 0 | 1;
  core.seat = seat;
  core.id = id;
  return null;
}

/** The canonical action of a core action. */
export function actionOfCore<Seat extends string>(table: SeatNames<Seat>, a: CoreAction): CallOrPlay<Seat> {
  const seat = table.names[a.seat] as Seat;
  return a.kind === 0 ? { type: "call", seat, call: CALLS[a.id] as Call } : { type: "play", seat, card: CARDS[a.id] as Card };
}
