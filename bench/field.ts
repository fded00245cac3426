// The bots on the deals of real fields, measured the same way as the field's own results: the ten
// deals of a recorded online qualifier (test/fixtures/…/example2.pbn, 279 complete tables with
// their double-dummy tables), and the fifteen deals of an expert match (…/usbf_sf_14502.lin, a 2010
// USBF semi-final segment by vugraph, both rooms: 30 tables, double-dummy tables solved here). A
// reference for issue 15's goals, which are set against recorded play: the field's figures and the
// bots' stand side by side in the same run.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  createBot,
  ddTable,
  duplicate,
  imps,
  linBoardToRecord,
  par,
  parseLin,
  parseContract,
  parsePbn,
  pbnGameToRecord,
  pbnTable,
  pbnTag,
  scoreRecord,
  type Contract,
  type DdTable,
  type Deal,
  type RecordedDeal,
  type Seat,
  type Vulnerability,
} from "contract-bridge";
import { doubleDummyScore, heuristic, playOut } from "./bots.js";
import type { Figures } from "./replay.js";

const QUALIFIER = fileURLToPath(
  new URL("../test/fixtures/dominicprice+endplay/tests/pbn/example2.pbn", import.meta.url),
);
const EXPERTS = fileURLToPath(
  new URL("../test/fixtures/forrestrice+bridge-bots/bridgebots/tests/resources/usbf_sf_14502.lin", import.meta.url),
);

type Table = DdTable;

/** One result against double dummy and par: tricks − double dummy, and |IMPs| from par in all and for the auction alone. */
interface Outcome {
  readonly diff: number | null;
  readonly parImps: number;
  readonly auctionImps: number;
}

/** One outcome: the contract (`null` when passed out), declarer's tricks and the N–S score. */
function outcome(
  contract: Contract | null,
  declarer: Seat | null,
  tricks: number | null,
  score: number,
  vulnerability: Vulnerability,
  table: Table,
  parScore: number,
): Outcome {
  return {
    diff: contract && declarer && tricks !== null ? tricks - table[declarer][contract.strain] : null,
    parImps: Math.abs(imps(score - parScore)),
    auctionImps: Math.abs(imps(doubleDummyScore(contract, declarer, vulnerability, table) - parScore)),
  };
}

/** The figures of a list of outcomes, as the rows print them. */
function summary(list: readonly Outcome[]): string {
  const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const diffs = list.flatMap((o) => (o.diff === null ? [] : [o.diff]));
  return [
    mean(diffs.map(Math.abs)).toFixed(2),
    mean(list.map((o) => o.parImps)).toFixed(2),
    mean(list.map((o) => o.auctionImps)).toFixed(2),
  ].join(" / ");
}

/** A recorded deal of the field: the cards, dealer, vulnerability, its double-dummy table and par (N–S). */
interface FieldDeal {
  readonly record: RecordedDeal;
  readonly table: Table;
  readonly parScore: number;
}

/** A deal of the field with its double-dummy table, and par from it. */
function fieldDeal(record: RecordedDeal, table: Table): FieldDeal {
  const parScore = par(table, record.vulnerability, record.dealer);
  if (!parScore.ok) throw new Error(parScore.error.message);
  return { record, table, parScore: parScore.value.score };
}

/** A recorded field: every complete, legal table's outcome, and each distinct deal once. */
interface Field {
  readonly results: Outcome[];
  readonly deals: FieldDeal[];
}

/** The outcomes of recorded tables, each with its deal's double-dummy table (`tableOf`, asked once a deal). */
function fieldOf(records: readonly RecordedDeal[], tableOf: (record: RecordedDeal) => Table): Field {
  const deals = new Map<string, FieldDeal>();
  const results: Outcome[] = [];
  for (const record of records) {
    const key = JSON.stringify(record.deal);
    const known = deals.get(key) ?? fieldDeal(record, tableOf(record));
    deals.set(key, known);
    const { table, parScore } = known;
    const scored = scoreRecord(record);
    if (!scored.legal || !scored.complete || scored.score === null || scored.contract === null) continue;
    const contract = scored.contract === "Pass" ? null : parseContract(scored.contract);
    if (contract && !contract.ok) throw new Error(contract.error.message);
    results.push(
      outcome(
        contract?.value ?? null,
        scored.declarer,
        scored.tricks,
        scored.score,
        record.vulnerability,
        table,
        parScore,
      ),
    );
  }
  return { results, deals: [...deals.values()] };
}

/** The online qualifier: its tables with an auction, each deal's double-dummy table as recorded in the file. */
function readQualifier(): Field {
  const file = parsePbn(readFileSync(QUALIFIER, "utf8"));
  if (!file.ok) throw new Error(file.error.message);
  const tables = new Map<RecordedDeal, Table>();
  const records: RecordedDeal[] = [];
  for (const game of file.value.games) {
    const tag = pbnTag(game, "OptimumResultTable");
    const record = pbnGameToRecord(game);
    if (!tag || !record.ok) continue;
    const rows: Record<Seat, Record<string, number>> = { N: {}, E: {}, S: {}, W: {} };
    for (const [declarer, strain, tricks] of pbnTable(tag).rows)
      rows[declarer as Seat][strain as string] = Number(tricks);
    tables.set(record.value, rows as Table);
    records.push(record.value);
  }
  return fieldOf(records, (record) => tables.get(record) as Table);
}

/** The expert match: both rooms' tables of the vugraph file, each deal's double-dummy table solved here. */
function readExperts(): Field {
  const file = parseLin(readFileSync(EXPERTS, "utf8"));
  if (!file.ok) throw new Error(file.error.message);
  const records = file.value.boards.map((board) => {
    const record = linBoardToRecord(board, file.value.header);
    if (!record.ok) throw new Error(`${EXPERTS}, board at line ${board.line}: ${record.error.message}`);
    return record.value;
  });
  return fieldOf(records, (record) => {
    const table = ddTable(record.deal as Deal);
    if (!table.ok) throw new Error(table.error.message);
    return table.value;
  });
}

/** `--seeds=N`, the bot seeds a deal (10 by default). */
function seedsOption(): number {
  const flag = process.argv.find((a) => a.startsWith("--seeds="));
  const seeds = flag ? Number(flag.slice("--seeds=".length)) : 10;
  if (!Number.isInteger(seeds) || seeds < 1) throw new RangeError(`--seeds needs an integer ≥ 1, got ${flag}`);
  return seeds;
}

/**
 * A field's results on its deals against the bots' on the same deals (sampled and heuristic card
 * play at all four seats, `--seeds=N` bot seeds a deal): declarer's tricks against double dummy, the
 * N–S result and the auction alone against par.
 */
function againstBots(field: Field, who: string): Figures[] {
  const seeds = seedsOption();
  const { results, deals } = field;
  const bots = { sampled: [] as Outcome[], heuristic: [] as Outcome[] };
  deals.forEach(({ record, table, parScore }, d) => {
    const state = duplicate.create({
      deal: record.deal as Deal,
      dealer: record.dealer,
      vulnerability: record.vulnerability,
    });
    if (!state.ok) throw new Error(state.error.message);
    for (let k = 0; k < seeds; k++) {
      const seed = 1000 * d + k;
      for (const [kind, options] of [
        ["sampled", { seed }],
        ["heuristic", heuristic(seed)],
      ] as const) {
        const bot = createBot("duplicate", options);
        const { record: played } = playOut(state.value, { N: bot, E: bot, S: bot, W: bot });
        const { contract, declarer, declarerTricks, vulnerability } = played;
        const ns = played.score?.totals.NS ?? 0;
        bots[kind].push(outcome(contract, declarer, declarerTricks, ns, vulnerability, table, parScore));
      }
    }
  });
  const what = "|tricks − double dummy| / |IMPs vs par| / auction alone vs par";
  return [
    { name: `${who}: ${results.length} tables on ${deals.length} deals, ${what}`, value: summary(results) },
    { name: `sampled bots at all seats, ${seeds} seeds a deal`, value: summary(bots.sampled) },
    { name: `heuristic bots at all seats, ${seeds} seeds a deal`, value: summary(bots.heuristic) },
  ];
}

/** The online qualifier's field (279 tables on ten deals) against the bots on the same deals. */
export function fieldBench(): Figures[] {
  return againstBots(readQualifier(), "the field");
}

/**
 * The expert match's 30 tables (15 deals, each played in both rooms of a 2010 USBF semi-final,
 * recorded by vugraph) against the bots on the same deals.
 */
export function expertsBench(): Figures[] {
  return againstBots(readExperts(), "the experts");
}
