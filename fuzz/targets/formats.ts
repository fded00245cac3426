/**
 * Fuzz target `formats`: mutated real files and hostile inputs through every reader and writer —
 * `parsePbn`, `iteratePbnGames`, `pbnGameToRecord`, `makePbn`, `recordToPbnGame`, `parseLin`,
 * `iterateLinBoards`, `linBoardToRecord`, `recordToLinBoard`, `makeLin`, `scoreRecord`. Counts
 * inputs, throws (must be 0), written PBN or LIN that its own reader refuses (must be 0), and the
 * throughput on the large hostile inputs (bytes read per second of the whole pipeline).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  createRng,
  iterateLinBoards,
  iteratePbnGames,
  linBoardToRecord,
  makeLin,
  makePbn,
  parseLin,
  parsePbn,
  pbnGameToRecord,
  recordToLinBoard,
  recordToPbnGame,
  scoreRecord,
  type RecordedDeal,
  type Rng,
} from "contract-bridge";
import type { FuzzOptions, FuzzReport, FuzzTarget } from "../target.js";

const FIXTURES = fileURLToPath(new URL("../../test/fixtures/", import.meta.url));
const SEEDS = [
  "dominicprice+endplay/tests/pbn/example1.pbn",
  "dominicprice+endplay/tests/pbn/example4.pbn",
  "dominicprice+endplay/examples/pbn_files/sample.pbn",
  "forrestrice+bridge-bots/bridgebots/tests/resources/sample.pbn",
  "dominicprice+endplay/tests/lin/example1.lin",
  "forrestrice+bridge-bots/bridgebots/tests/resources/sample.lin",
  "forrestrice+bridge-bots/bridgebots/tests/resources/usbf_sf_14502.lin",
  "odd/inheritance.pbn",
  "odd/nested-comment.pbn",
  "odd/three-hands.lin",
];

const PBN_HEAD =
  '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n[Contract "7NT"]\n[Declarer "N"]\n';
const LIN_HEAD = "md|1SAKQJT98765432HDC,HAKQJT98765432DC,DAKQJT98765432HC,|sv|o|";

/** Large inputs built to hit the known ways a reader can go superlinear or overflow the stack (also timed by `npm run bench`). */
export function hostile(size: number): { name: string; bytes: Uint8Array }[] {
  const enc = new TextEncoder();
  const n = Math.max(1000, Math.floor(size / 8));
  const invalidUtf8 = new Uint8Array(size);
  for (let k = 0; k < size; k++) invalidUtf8[k] = k % 7 === 0 ? 0xc3 : k % 11 === 0 ? 0xff : 65 + (k % 26);
  return [
    {
      name: "PBN auction then 10^5 {} comments",
      bytes: enc.encode(`${PBN_HEAD}[Auction "N"]\n7NT Pass Pass Pass ${"{} ".repeat(n / 3)}\n`),
    },
    { name: "PBN auction of 10^5 passes", bytes: enc.encode(`${PBN_HEAD}[Auction "N"]\n${"Pass ".repeat(n / 5)}\n`) },
    {
      name: "PBN play of 10^5 dashes",
      bytes: enc.encode(`${PBN_HEAD}[Auction "N"]\n7NT AP\n[Play "E"]\n${"- ".repeat(n / 2)}\n`),
    },
    {
      name: "PBN table column spec of spaces",
      bytes: enc.encode(`${PBN_HEAD}[OptimumResultTable "A${" ".repeat(n)}\\x"]\nN S 13\n`),
    },
    {
      name: "PBN one 10 MB-style line of a token",
      bytes: enc.encode(`${PBN_HEAD}[Auction "N"]\n${"1".repeat(size)}\n`),
    },
    { name: "PBN one line without a tag", bytes: enc.encode("x".repeat(size)) },
    { name: "PBN unquoted values", bytes: enc.encode(`[Event ${"a ".repeat(n / 2)}]\n`) },
    { name: "LIN mb| + n×! + x", bytes: enc.encode(`${LIN_HEAD}mb|${"!".repeat(n)}x|`) },
    { name: "LIN 10^5 passes", bytes: enc.encode(`${LIN_HEAD}${"mb|p|".repeat(n / 5)}`) },
    { name: "LIN one long argument", bytes: enc.encode(`${LIN_HEAD}nt|${"a".repeat(size)}|`) },
    { name: "LIN no bars", bytes: enc.encode("a".repeat(size)) },
    { name: "LIN %7C escapes", bytes: enc.encode(`${LIN_HEAD}${"mb%7Cp%7C".repeat(n / 9)}`) },
    { name: "invalid UTF-8", bytes: invalidUtf8 },
  ];
}

const SPECIAL = [
  "{",
  "}",
  "[",
  "]",
  '"',
  "\\",
  "|",
  "\n",
  "\r",
  ";",
  "%",
  "*",
  "+",
  "-",
  "=1=",
  "!",
  "AP",
  "#",
  "##",
  "\u0000",
  "é",
  "\uFFFF",
  "%7C",
  "mb|",
  "pc|",
  "md|",
  "qx|o1|",
  "Pass",
  "X",
  "SA",
];

function mutate(bytes: Uint8Array, rng: Rng): Uint8Array {
  const text = new TextDecoder("latin1").decode(bytes);
  let t = text;
  const edits = 1 + rng.nextInt(6);
  for (let e = 0; e < edits; e++) {
    const at = rng.nextInt(t.length + 1);
    switch (rng.nextInt(6)) {
      case 0:
        t = t.slice(0, at) + (SPECIAL[rng.nextInt(SPECIAL.length)] as string) + t.slice(at);
        break;
      case 1:
        t = t.slice(0, at) + t.slice(at + 1 + rng.nextInt(20));
        break;
      case 2: {
        const len = rng.nextInt(200);
        t = t.slice(0, at) + t.slice(at, at + len).repeat(1 + rng.nextInt(20)) + t.slice(at);
        break;
      }
      case 3:
        t = t.slice(0, at);
        break;
      case 4:
        t = t.slice(0, at) + String.fromCharCode(rng.nextInt(256)) + t.slice(at + 1);
        break;
      default:
        t =
          t.slice(0, at) + (SPECIAL[rng.nextInt(SPECIAL.length)] as string).repeat(1 + rng.nextInt(500)) + t.slice(at);
    }
  }
  const out = new Uint8Array(t.length);
  for (let k = 0; k < t.length; k++) out[k] = t.charCodeAt(k) & 0xff;
  return out;
}

interface Tally {
  inputs: number;
  records: number;
  throws: number;
  unreadableOwnOutput: number;
  failures: string[];
}

function guard(tally: Tally, what: string, fn: () => void): void {
  try {
    fn();
  } catch (error) {
    tally.throws++;
    if (tally.failures.length < 50)
      tally.failures.push(
        `${what}: threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error)}`,
      );
  }
}

/** Writes a record back in both formats and checks that the writers' own readers take it. */
function writeBack(tally: Tally, record: RecordedDeal, what: string): void {
  scoreRecord(record);
  const game = recordToPbnGame(record);
  if (game.ok) {
    const again = parsePbn(makePbn([game.value]));
    const back = again.ok && again.value.games[0] ? pbnGameToRecord(again.value.games[0]) : null;
    if (!again.ok || (back !== null && !back.ok)) {
      tally.unreadableOwnOutput++;
      if (tally.failures.length < 50)
        tally.failures.push(
          `${what}: PBN written from a record does not read back: ${JSON.stringify(again.ok ? back : again.error).slice(0, 200)}`,
        );
    }
  }
  const lin = parseLin(makeLin([recordToLinBoard(record)]));
  const linBack = lin.ok && lin.value.boards[0] ? linBoardToRecord(lin.value.boards[0], lin.value.header) : null;
  if (!lin.ok || (linBack !== null && !linBack.ok)) {
    tally.unreadableOwnOutput++;
    if (tally.failures.length < 50)
      tally.failures.push(
        `${what}: LIN written from a record does not read back: ${JSON.stringify(lin.ok ? linBack : lin.error).slice(0, 200)}`,
      );
  }
}

/** Every reader over the bytes: PBN and LIN, whole and streamed in two chunks. */
function readOnly(bytes: Uint8Array): void {
  parsePbn(bytes);
  parseLin(bytes);
  const chunks = [bytes.subarray(0, bytes.length >> 1), bytes.subarray(bytes.length >> 1)];
  for (const g of iteratePbnGames(chunks, { maxGameBytes: 200_000 })) void g;
  for (const b of iterateLinBoards(chunks, { maxBoardBytes: 200_000 })) void b;
}

function pipeline(tally: Tally, bytes: Uint8Array, what: string): void {
  tally.inputs++;
  guard(tally, `${what} (PBN)`, () => {
    const file = parsePbn(bytes);
    if (file.ok) {
      makePbn(file.value);
      for (const g of file.value.games) {
        const r = pbnGameToRecord(g);
        if (r.ok) {
          tally.records++;
          writeBack(tally, r.value, what);
        }
      }
    }
    const chunks = [bytes.subarray(0, bytes.length >> 1), bytes.subarray(bytes.length >> 1)];
    for (const g of iteratePbnGames(chunks, { maxGameBytes: 200_000 })) if (g.ok) pbnGameToRecord(g.value);
  });
  guard(tally, `${what} (LIN)`, () => {
    const file = parseLin(bytes);
    if (file.ok) {
      makeLin(file.value);
      for (const b of file.value.boards) {
        const r = linBoardToRecord(b, file.value.header);
        if (r.ok) {
          tally.records++;
          writeBack(tally, r.value, what);
        }
      }
    }
    const chunks = [bytes.subarray(0, bytes.length >> 1), bytes.subarray(bytes.length >> 1)];
    for (const b of iterateLinBoards(chunks, { maxBoardBytes: 200_000 }))
      if (b.ok) linBoardToRecord(b.value.board, b.value.header);
  });
}

function run(options: FuzzOptions): FuzzReport {
  const rng = createRng(options.seed);
  const seeds = SEEDS.map((p) => new Uint8Array(readFileSync(FIXTURES + p)));
  const tally: Tally = { inputs: 0, records: 0, throws: 0, unreadableOwnOutput: 0, failures: [] };
  const deadline = Date.now() + options.seconds * 1000;
  const small = options.iterations < 1000;

  // Throughput on hostile inputs, warm (each input through everything once before it is timed): reading alone (every
  // reader, whole and streamed), and the whole pipeline (records, scores, writing back).
  let readBytes = 0;
  let readSeconds = 0;
  let slowest = Infinity;
  let slowestName = "";
  let pipeBytes = 0;
  let pipeSeconds = 0;
  const time = (fn: () => void): number => {
    const t0 = process.hrtime.bigint();
    fn();
    return Number(process.hrtime.bigint() - t0) / 1e9;
  };
  for (const h of hostile(small ? 200_000 : 2_000_000)) {
    pipeline(tally, h.bytes, h.name);
    // The best of three: a single run of a fresh input mostly measures the JIT warming up.
    const s = Math.min(...[0, 1, 2].map(() => time(() => guard(tally, h.name, () => readOnly(h.bytes)))));
    readBytes += 4 * h.bytes.length;
    readSeconds += s;
    const rate = (4 * h.bytes.length) / 1e6 / s;
    if (rate < slowest) {
      slowest = rate;
      slowestName = h.name;
    }
    const p = time(() => pipeline(tally, h.bytes, h.name));
    pipeBytes += h.bytes.length;
    pipeSeconds += p;
    if (!small)
      options.log(
        `${h.name}: reading ${rate.toFixed(1)} MB/s, whole pipeline ${(h.bytes.length / 1e6 / p).toFixed(1)} MB/s`,
      );
  }
  options.log(`slowest hostile input to read: ${slowestName}, ${slowest.toFixed(1)} MB/s`);

  let mutated = 0;
  while (mutated < options.iterations && Date.now() < deadline) {
    const k = rng.nextInt(seeds.length);
    pipeline(tally, mutate(seeds[k] as Uint8Array, rng), `mutation ${mutated} of ${SEEDS[k]} (seed ${options.seed})`);
    mutated++;
  }
  return {
    name: "formats",
    counts: {
      "files tried": tally.inputs,
      "mutated files": mutated,
      "records read": tally.records,
      throws: tally.throws,
      "own output unreadable": tally.unreadableOwnOutput,
      "hostile inputs, reading MB/s (4 readers each)": Number((readBytes / 1e6 / readSeconds).toFixed(1)),
      "slowest hostile input, reading MB/s": Number(slowest.toFixed(1)),
      "hostile inputs, whole pipeline MB/s": Number((pipeBytes / 1e6 / pipeSeconds).toFixed(1)),
    },
    failures: tally.failures,
  };
}

/** The formats fuzz target. */
export const formatsTarget: FuzzTarget = { name: "formats", run };
