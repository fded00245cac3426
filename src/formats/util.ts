/**
 * Small helpers the PBN and LIN modules share: turning bytes into text, and adapters from the
 * files' strings to the engine's ids for the winner of a trick (PLAY-2) and the end, contract and
 * declarer of an auction (R-2, R-3). The rules themselves live in the engine: a file must be read
 * before anything is replayed (PBN lays the play out by seat, and putting it back in play order
 * needs the trick winners), but it is read with the same rules the replay uses.
 *
 * @module
 */
import {
  SEATS,
  STRAINS,
  type Call,
  type Card,
  type Contract,
  type Seat,
  type Strain,
  type Vulnerability,
} from "../schemas/model.js";
import { PASS_ID, canonicalCallId, formatContract } from "../model/call.js";
import { canonicalCardId } from "../model/card.js";
import { FOUR_SEATS } from "../engine/table.js";
import {
  applyCall,
  auctionContract,
  auctionTurn,
  cloneAuction,
  newAuction,
  type AuctionCore,
} from "../engine/auction.js";
import { trickWinnerIndex } from "../engine/play.js";
import { contractOfCore } from "../engine/rules.js";

/** A 1-based place in a text, as errors report it. */
export interface TextPosition {
  /** 1-based line. */
  readonly line: number;
  /** 1-based column, in UTF-16 code units. */
  readonly column: number;
}

// Windows-1252 differs from ISO-8859-1 only in 0x80–0x9F, where ISO-8859-1 has control codes that
// never occur in real text; files labelled "Latin-1" written on Windows use these, so we read them
// the way browsers do (the WHATWG "latin1" decoder is windows-1252 too).
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** Decodes bytes as Latin-1 (windows-1252); every byte sequence is valid. */
export function decodeLatin1(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    const codes: number[] = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const b = bytes[i] as number;
      codes[i - start] = b >= 0x80 && b < 0xa0 ? (CP1252_HIGH[b - 0x80] as number) : b;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** UTF-8 if the bytes are valid UTF-8, otherwise `undefined`. */
function tryUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    // The fatal decoder's only way to say "not UTF-8" is to throw; callers fall back to Latin-1.
    return undefined;
  }
}

function stripBomBytes(bytes: Uint8Array): Uint8Array {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

/**
 * Text from a string or bytes, in pieces that each start at a line start and, but for the last,
 * end just after an empty line: bytes are read as UTF-8 when they are valid UTF-8, otherwise as
 * Latin-1 (windows-1252), since older bridge programs write Latin-1. A leading byte-order mark is
 * dropped.
 */
export function decodePieces(input: string | Uint8Array): string[] {
  if (typeof input === "string") return [input.charCodeAt(0) === 0xfeff ? input.slice(1) : input];
  const bytes = stripBomBytes(input);
  const n = bytes.length;
  // V8 keeps a string one byte per character only when every character is below 256, and decodes
  // ASCII many times faster than anything else: so the few games that hold a "♣" or an accented
  // name are decoded on their own, and the ASCII between them in one piece (which, being large, is
  // also never copied by the young-generation collector). No piece but the last is shorter than
  // 1 kB, so that many short lines with a "♣" each do not cost a decoder call each. A piece ends
  // with an empty line: where a game ends, unless a { comment } runs on past it, which the reader
  // sees (see parsePbn).
  const cuts = [0];
  for (let p = highByte(bytes, 0), cut = 0; p < n; p = highByte(bytes, cut)) {
    const start = emptyLineBefore(bytes, p, cut);
    if (start - cut >= 1024) cuts.push((cut = start));
    cut = emptyLineAfter(bytes, Math.max(p, cut + 1024));
    if (cut < n) cuts.push(cut);
  }
  cuts.push(n);
  const pieces: string[] = [];
  for (let k = 1; k < cuts.length; k++) {
    const text = tryUtf8(bytes.subarray(cuts[k - 1], cuts[k]));
    if (text === undefined) return [decodeLatin1(bytes)];
    pieces.push(text);
  }
  return pieces;
}

/** Index of the first byte from `from` on that is not ASCII, or the length. */
function highByte(bytes: Uint8Array, from: number): number {
  const n = bytes.length;
  let i = from;
  for (; (bytes.byteOffset + i) & 3; i++) if (i >= n || (bytes[i] as number) > 127) return i;
  // Sixteen bytes at a time.
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset + i, (n - i) >> 2);
  let w = 0;
  while (w < words.length - 3) {
    const any = (words[w] as number) | (words[w + 1] as number) | (words[w + 2] as number) | (words[w + 3] as number);
    if (any & 0x80808080) break;
    w += 4;
  }
  for (i += w << 2; i < n; i++) if ((bytes[i] as number) > 127) return i;
  return n;
}

/** Index just after the last empty line ending before `p` and after `from`, or `from`. */
function emptyLineBefore(bytes: Uint8Array, p: number, from: number): number {
  for (let q = bytes.lastIndexOf(10, p); q > from; q = bytes.lastIndexOf(10, q - 1))
    if (endsEmptyLine(bytes, q)) return q + 1;
  return from;
}

/** Index just after the first empty line ending at or after `p`, or the length. */
function emptyLineAfter(bytes: Uint8Array, p: number): number {
  for (let q = bytes.indexOf(10, p); q > 0; q = bytes.indexOf(10, q + 1)) if (endsEmptyLine(bytes, q)) return q + 1;
  return bytes.length;
}

/** Whether the line feed at `q` ends an empty line (one of spaces and tabs only). */
function endsEmptyLine(bytes: Uint8Array, q: number): boolean {
  let k = q - 1;
  if (bytes[k] === 13) k--;
  while (bytes[k] === 32 || bytes[k] === 9) k--;
  return bytes[k] === 10;
}

/** {@link decodePieces} joined: the whole text. */
export function decodeText(input: string | Uint8Array): string {
  return decodePieces(input).join("");
}

/** A reader fed a stream chunk by chunk, as the streaming PBN and LIN readers are. */
export interface ChunkReader<T> {
  /** What the chunk completes. */
  push(chunk: string | Uint8Array): Iterable<T>;
  /** What is left at the end of the stream. */
  end(): Iterable<T>;
}

/**
 * Feeds `chunks` to the reader `start` makes when reading begins: a generator for a synchronous
 * iterable, an async generator for an async one. A bare string is iterable by character; it is
 * one chunk here rather than 10^6 tiny ones.
 */
export function readChunks<T>(
  chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
  start: () => ChunkReader<T>,
): Generator<T, void, undefined> | AsyncGenerator<T, void, undefined> {
  const source = typeof chunks === "string" ? [chunks] : chunks;
  return Symbol.asyncIterator in source ? readAsync(source, start) : readSync(source, start);
}

function* readSync<T>(
  chunks: Iterable<string | Uint8Array>,
  start: () => ChunkReader<T>,
): Generator<T, void, undefined> {
  const reader = start();
  for (const chunk of chunks) yield* reader.push(chunk);
  yield* reader.end();
}

async function* readAsync<T>(
  chunks: AsyncIterable<string | Uint8Array>,
  start: () => ChunkReader<T>,
): AsyncGenerator<T, void, undefined> {
  const reader = start();
  for await (const chunk of chunks) yield* reader.push(chunk);
  yield* reader.end();
}

/** Length of an incomplete UTF-8 sequence at the end of `bytes` (0 when it ends on a boundary). */
function incompleteTail(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let k = 1; k <= Math.min(3, n); k++) {
    const b = bytes[n - k] as number;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: look further back for the lead byte
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > k ? k : 0;
  }
  return 0;
}

/**
 * Decodes a stream of chunks the way {@link decodeText} decodes a whole input: UTF-8 while the
 * bytes are valid UTF-8, Latin-1 from the first invalid chunk on. Text already handed out is not
 * revisited, so a Latin-1 file whose early bytes happen to form valid UTF-8 is read differently
 * than in one piece; for real files (ASCII up to the first accented letter) the result is the same.
 */
export class ChunkDecoder {
  private carry: Uint8Array = new Uint8Array(0);
  private latin1 = false;
  private first = true;

  /** The text of the next chunk (possibly holding back the bytes of a split UTF-8 character). */
  push(chunk: string | Uint8Array): string {
    if (typeof chunk === "string") {
      const text = this.first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
      if (chunk.length > 0) this.first = false;
      return this.flush() + text;
    }
    let bytes: Uint8Array = chunk;
    if (this.carry.length > 0) {
      const joined = new Uint8Array(this.carry.length + chunk.length);
      joined.set(this.carry);
      joined.set(chunk, this.carry.length);
      bytes = joined;
      this.carry = new Uint8Array(0);
    }
    if (this.first && bytes.length > 0) {
      if (bytes.length < 3 && bytes[0] === 0xef) {
        this.carry = bytes.slice();
        return "";
      }
      bytes = stripBomBytes(bytes);
      this.first = false;
    }
    if (this.latin1) return decodeLatin1(bytes);
    const tail = incompleteTail(bytes);
    const body = bytes.subarray(0, bytes.length - tail);
    const text = tryUtf8(body);
    if (text === undefined) {
      this.latin1 = true;
      return decodeLatin1(bytes);
    }
    this.carry = bytes.slice(bytes.length - tail);
    return text;
  }

  /** Whatever is held back, at the end of the stream (a truncated UTF-8 character reads as Latin-1). */
  flush(): string {
    if (this.carry.length === 0) return "";
    const rest = this.carry;
    this.carry = new Uint8Array(0);
    return tryUtf8(rest) ?? decodeLatin1(rest);
  }
}

/**
 * Index, in play order, of the card that wins a trick (PLAY-2, decided by the engine). `trump` is
 * `null` (or `"NT"`) at no-trump.
 */
export function trickWinner(cards: readonly Card[], trump: Strain | null): number {
  return trickWinnerIndex(cards.map(canonicalCardId), trump === null ? NO_TRUMP : STRAINS.indexOf(trump));
}

const NO_TRUMP = STRAINS.indexOf("NT");

/**
 * An auction followed call by call with the engine's rule for its end, without judging the
 * calls (the validator does that): readers use it to expand PBN's `AP` and to know when calls
 * after the end start. Linear in the calls, whatever their number.
 */
export class AuctionTracker {
  /** The engine's summary of the calls so far, up to the end of the auction. */
  readonly core: AuctionCore;

  /** Starts an auction with `dealer` to call. */
  constructor(dealer: Seat) {
    this.core = newAuction(SEATS.indexOf(dealer));
  }

  /** Whether the calls so far have ended the auction. */
  get done(): boolean {
    return this.core.done;
  }

  /** Adds a call; one after the end changes nothing here (the validator reports it). */
  push(call: Call): void {
    if (this.core.done) return;
    const id = canonicalCallId(call);
    applyCall(FOUR_SEATS, this.core, auctionTurn(FOUR_SEATS, this.core), id < 0 ? PASS_ID : id);
  }

  /** How many passes would end the auction from here (what PBN's `AP` stands for). */
  passesToEnd(): number {
    const probe = cloneAuction(this.core);
    let passes = 0;
    while (!probe.done) {
      applyCall(FOUR_SEATS, probe, auctionTurn(FOUR_SEATS, probe), PASS_ID);
      passes++;
    }
    return passes;
  }
}

/** What an auction came to. */
export interface AuctionOutcome {
  /** The final contract, or `null` when all four passed. */
  readonly contract: Contract | null;
  /** Declarer, or `null` when passed out. */
  readonly declarer: Seat | null;
}

/**
 * The contract and declarer of a finished auction, or `null` while it is not over, as the engine
 * reads the calls. Calls after the end are ignored here.
 */
export function auctionOutcome(dealer: Seat, calls: readonly Call[]): AuctionOutcome | null {
  const tracker = new AuctionTracker(dealer);
  for (let k = 0; k < calls.length && !tracker.done; k++) tracker.push(calls[k] as Call);
  if (!tracker.done) return null;
  const c = auctionContract(FOUR_SEATS, tracker.core);
  if (!c) return { contract: null, declarer: null };
  return { contract: contractOfCore(c), declarer: SEATS[c.declarer] as Seat };
}

/** The contract text of an outcome: `"4HX"`, or `"Pass"` when passed out. */
export function outcomeText(outcome: AuctionOutcome): string {
  return outcome.contract ? formatContract(outcome.contract) : "Pass";
}

/** A seat from a letter in either case (`"n"`, `"W"`), or `undefined`. */
export function parseSeatLetter(text: string): Seat | undefined {
  const t = text.trim().toUpperCase();
  return (SEATS as readonly string[]).includes(t) ? (t as Seat) : undefined;
}

/** The standard name of a vulnerability in PBN: `None`, `NS`, `EW`, `All`. */
export function pbnVulnerabilityName(v: Vulnerability): string {
  return v === "none" ? "None" : v === "both" ? "All" : v;
}

/** Reads a PBN vulnerability leniently: `None`/`Love`/`-`, `NS`, `EW`, `All`/`Both`, any case. */
export function parsePbnVulnerability(text: string): Vulnerability | undefined {
  switch (text.trim().toUpperCase()) {
    case "NONE":
    case "LOVE":
    case "-":
      return "none";
    case "NS":
      return "NS";
    case "EW":
      return "EW";
    case "ALL":
    case "BOTH":
      return "both";
    default:
      return undefined;
  }
}
