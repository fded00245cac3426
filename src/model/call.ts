/**
 * Calls and contracts. A call's id is its index in `CALLS`: pass 0, double 1, redouble 2, then the
 * bids, `3 + (level − 1) × 5 + strain`, so a higher bid always has a higher id (AUC-1).
 *
 * @module
 */
import { CALLS, STRAINS, type Bid, type BidCall, type Call, type Contract, type Level, type Strain } from "./types.js";
import { err, ok, type Result } from "../result.js";

/** Id of the pass call. */
export const PASS_ID = 0;
/** Id of the double call. */
export const DOUBLE_ID = 1;
/** Id of the redouble call. */
export const REDOUBLE_ID = 2;
/** Id of the lowest bid, 1♣. */
export const FIRST_BID_ID = 3;

const STRAIN_CODE = new Int8Array(128).fill(-1);
STRAINS.forEach((s, i) => (STRAIN_CODE[s.charCodeAt(0)] = i));

/**
 * The id of a canonical call, or −1 if the value is not one. Reads character codes rather than
 * hashing the string: this sits on the replay hot path.
 */
export function canonicalCallId(call: unknown): number {
  if (typeof call !== "string") return -1;
  const n = call.length;
  const a = call.charCodeAt(0);
  if (n === 1) return a === 80 /* P */ ? PASS_ID : a === 88 /* X */ ? DOUBLE_ID : -1;
  const level = a - 48;
  if (n === 2) {
    if (a === 88 && call.charCodeAt(1) === 88) return REDOUBLE_ID;
    const b = call.charCodeAt(1);
    const strain = b < 128 ? (STRAIN_CODE[b] as number) : -1;
    // STRAIN_CODE maps "N" to 4; a lone "N" is not canonical ("NT" is)
    return level >= 1 && level <= 7 && strain >= 0 && strain < 4 ? FIRST_BID_ID + (level - 1) * 5 + strain : -1;
  }
  if (n === 3 && level >= 1 && level <= 7 && call.charCodeAt(1) === 78 && call.charCodeAt(2) === 84)
    return FIRST_BID_ID + (level - 1) * 5 + 4;
  return -1;
}

/** The id of a canonical call, or `undefined` if the string is not one. */
export function callId(call: string): number | undefined {
  const id = canonicalCallId(call);
  return id < 0 ? undefined : id;
}

/** The canonical call with the given id. */
export function callOf(id: number): Call {
  return CALLS[id] as Call;
}

/** Whether a call is a bid (not pass, double or redouble). */
export function isBid(call: Call): call is BidCall {
  return call !== "P" && call !== "X" && call !== "XX";
}

/** The level and strain of a bid. */
export function bidOf(call: BidCall): Bid {
  return { level: Number(call[0]) as Level, strain: call.slice(1) as Strain };
}

/** The canonical text of a bid, e.g. `{ level: 3, strain: "NT" }` → `"3NT"`. */
export function formatBid(bid: Bid): BidCall {
  return `${bid.level}${bid.strain}`;
}

const STRAIN_ALIASES: Readonly<Record<string, Strain>> = {
  C: "C",
  D: "D",
  H: "H",
  S: "S",
  N: "NT",
  NT: "NT",
  "♣": "C",
  "♦": "D",
  "♥": "H",
  "♠": "S",
};

const OTHER_CALLS: Readonly<Record<string, Call>> = {
  P: "P",
  PASS: "P",
  X: "X",
  D: "X",
  DBL: "X",
  DOUBLE: "X",
  XX: "XX",
  R: "XX",
  RDBL: "XX",
  REDOUBLE: "XX",
};

/**
 * Reads a call leniently — `"P"`, `"Pass"`, `"X"`, `"D"`, `"XX"`, `"R"`, `"1N"`, `"1NT"`, `"4♥"` —
 * and returns it canonical. `AP` (all pass) is several calls, so the formats handle it, not this.
 */
export function parseCall(text: string): Result<Call> {
  if (canonicalCallId(text) >= 0) return ok(text as Call);
  const t = text.trim().toUpperCase();
  const other = OTHER_CALLS[t];
  if (other) return ok(other);
  const level = Number(t[0]);
  const strain = STRAIN_ALIASES[t.slice(1)];
  if (level >= 1 && level <= 7 && strain) return ok(`${level as Level}${strain}` as Call);
  return err("PARSE_ERROR", `unknown call "${text}": expected P, X, XX or a bid such as 1C … 7NT`);
}

/** The canonical text of a contract: `"4H"`, `"3NTX"`, `"6SXX"`. */
export function formatContract(contract: Contract): string {
  return `${contract.level}${contract.strain}${contract.doubled}`;
}

/** Reads a contract such as `"4H"`, `"3NX"`, `"6SXX"`, `"4♥X"` (lenient like {@link parseCall}). */
export function parseContract(text: string): Result<Contract> {
  const t = text.trim().toUpperCase();
  const m = /^(.+?)(X{0,2})$/u.exec(t);
  const bid = m ? parseCall(m[1] as string) : undefined;
  if (!m || !bid || !bid.ok || !isBid(bid.value)) {
    return err("PARSE_ERROR", `unknown contract "${text}": expected a bid, optionally followed by X or XX`);
  }
  return ok({ ...bidOf(bid.value), doubled: m[2] as Contract["doubled"] });
}

/** The id of the bid of `level` (1–7) in strain `strain` (clubs 0 … no-trump 4). */
export function bidIdOf(level: number, strain: number): number {
  return FIRST_BID_ID + (level - 1) * 5 + strain;
}

/** Whether a call id is a bid's (not pass, double or redouble). */
export function isBidId(id: number): boolean {
  return id >= FIRST_BID_ID;
}

/** Strain index of a bid id, clubs 0 … no-trump 4. */
export function strainOfBidId(id: number): number {
  return (id - FIRST_BID_ID) % 5;
}

/** Level (1–7) of a bid id. */
export function levelOfBidId(id: number): number {
  return Math.floor((id - FIRST_BID_ID) / 5) + 1;
}

/** The strain with the given index. */
export function strainOf(index: number): Strain {
  return STRAINS[index] as Strain;
}
