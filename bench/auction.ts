// The four-seat bots' auction alone, against par: each seeded deal is bid by the bots at all four
// seats (no card play: the run stops when the auction ends), the contract reached is scored at its
// double-dummy tricks, and the figure is the mean |IMPs| a deal between that score and par, overall,
// by the blocks of deals docs/bidding-measured.md measures on, and by where the IMPs go (missed slams, missed
// games, …). This is the measure of every row of docs/bidding-measured.md's table:
// `npm run bench -- "auction alone" --first=0 --deals=3600`, then `--first=3600 --deals=2000`.
// The double-dummy tables come from native DDS, cached on disk (bench/native/table-cache.ts), so
// that a rerun costs only the bidding. `--out=FILE` writes the deals as JSON
// lines; `--against=FILE` compares this run with such a file (auctions changed, better, worse).
import { writeFileSync } from "node:fs";
import { createBot, duplicate, imps, par, type Contract, type Par, type Seat } from "contract-bridge";
import { deal, doubleDummyScore, flagText, flagValue, readDeals } from "./bots.js";
import type { Figures } from "./replay.js";
import type { Tricks } from "./native/dds.js";
import { cachedTables } from "./native/table-cache.js";

/** The blocks of deals docs/bidding-measured.md reports on: five sets of 0–3599, and the sixth set. */
export const AUCTION_BLOCKS: readonly (readonly [number, number])[] = [
  [0, 600],
  [600, 1200],
  [1200, 1800],
  [1800, 2700],
  [2700, 3600],
  [3600, 5600],
];

/** One deal's result, as `--out=FILE` writes it (one JSON object a line). */
export interface AuctionDeal {
  /** The deal's number (its seed). */
  readonly deal: number;
  /** The calls, space-separated from the dealer's: `"1S P 2S P P P"`. */
  readonly auction: string;
  /** The contract and declarer (`"4SX N"`), or `"passed out"`. */
  readonly contract: string;
  /** North-South's score at the contract's double-dummy tricks. */
  readonly score: number;
  /** The par score (North-South) and its first par contract. */
  readonly par: number;
  readonly parContract: string;
  /** `imps(score − par)`: positive when North-South beat par. */
  readonly imps: number;
  /** Where the IMPs went (see {@link lossKind}); `""` when none were lost. */
  readonly kind: string;
}

// ---------------------------------------------------------------------------------------------
// Where the IMPs go.

/** The rows of the breakdown, in the order a deal is put in the first that fits. */
export const LOSS_KINDS = [
  "par is a doubled sacrifice",
  "wrong side declaring (par is the other side's contract)",
  "a slam that failed",
  "missed slam (par a slam, we stopped lower)",
  "missed game (par a game, we stopped lower)",
  "too high (par a part score, we bid game or more)",
  "passed out (par a part score)",
  "other (strain, part scores, a game that failed)",
] as const;

const GAME_LEVEL: Record<string, number> = { C: 5, D: 5, H: 4, S: 4, NT: 3 };
/** 0 a part score (or no contract), 1 a game, 2 a slam. */
const rank = (level: number, strain: string): number =>
  level >= 6 ? 2 : level >= (GAME_LEVEL[strain] as number) ? 1 : 0;

/**
 * The row of the breakdown a deal that lost IMPs against par belongs to: par a doubled sacrifice
 * (either side's); the side that declared is not par's (not the wrong hand of the right side, which
 * falls in the rows below); a slam that went down; par was a slam, a game or a part
 * score and we stopped lower or went higher; the deal passed out; anything else (the right level
 * in the wrong strain, a game that failed where par is a game, part-score battles).
 */
export function lossKind(
  contract: Contract | null,
  declarer: Seat | null,
  tricks: number,
  parScore: Par,
): (typeof LOSS_KINDS)[number] {
  const p = parScore.contracts[0];
  if (p && p.doubled === "X") return LOSS_KINDS[0];
  if (!contract || !declarer) return p ? LOSS_KINDS[6] : LOSS_KINDS[7];
  const side = declarer === "N" || declarer === "S" ? "NS" : "EW";
  if (p && p.side !== side) return LOSS_KINDS[1];
  const ours = rank(contract.level, contract.strain);
  if (ours === 2 && tricks < contract.level + 6) return LOSS_KINDS[2];
  const theirs = p ? rank(p.level, p.strain) : 0;
  if (theirs === 2 && ours < 2) return LOSS_KINDS[3];
  if (theirs === 1 && ours < 1) return LOSS_KINDS[4];
  if (theirs === 0 && ours > 0) return LOSS_KINDS[5];
  return LOSS_KINDS[7];
}

// ---------------------------------------------------------------------------------------------
// The section.

/** Bids one deal with the four-seat bots, stopping when the auction ends; scores it at double dummy against par. */
export function bidDeal(g: number, table: Tricks): AuctionDeal {
  // The bots' calls read neither the seed nor the card play (src/bots/four.ts's `bid`): the sampled
  // bots, whose auction the card-play bench's "auction alone" row scores, bid exactly these calls.
  const bot = createBot("duplicate", { seed: g, cardPlay: "heuristic" });
  let s = deal(g);
  while (!duplicate.isOver(s) && duplicate.legalActions(s).some((a) => a.type === "call")) {
    const seat = duplicate.turn(s) as Seat;
    const r = duplicate.apply(s, bot(duplicate.view(s, seat)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  const record = duplicate.record(s);
  const parScore = par(table, s.vulnerability, s.dealer);
  if (!parScore.ok) throw new Error(parScore.error.message);
  const score = doubleDummyScore(record.contract, record.declarer, s.vulnerability, table);
  const c = record.contract;
  const tricks = c && record.declarer ? table[record.declarer][c.strain] : 0;
  const swing = imps(score - parScore.value.score);
  return {
    deal: g,
    auction: record.calls.map((x) => x.call).join(" "),
    contract: c ? `${c.level}${c.strain}${c.doubled} ${record.declarer}` : "passed out",
    score,
    par: parScore.value.score,
    parContract: parScore.value.contracts[0]?.text ?? "passed out",
    imps: swing,
    kind: swing === 0 ? "" : lossKind(c, record.declarer, tricks, parScore.value),
  };
}

/**
 * The auction alone against par over seeded deals (3,600 unless `--deals=N`, from deal 0 unless
 * `--first=N`): mean |IMPs| a deal overall and for each block of {@link AUCTION_BLOCKS} the run
 * covers, where the IMPs go, and with `--against=FILE` how this run differs from an earlier
 * `--out=FILE`.
 */
export function auctionBench(): Figures[] {
  const deals = flagValue("deals", 3600, 1);
  const first = flagValue("first", 0, 0);
  const t0 = process.hrtime.bigint();
  const tables = cachedTables(first, deals, (g) => deal(g).deal);
  const t1 = process.hrtime.bigint();
  const results: AuctionDeal[] = [];
  for (let g = first; g < first + deals; g++) results.push(bidDeal(g, tables.of(g)));
  const t2 = process.hrtime.bigint();
  const out = flagText("out");
  if (out) writeFileSync(out, results.map((r) => JSON.stringify(r)).join("\n") + "\n");

  const meanAbs = (rs: readonly AuctionDeal[]): number =>
    rs.reduce((n, r) => n + Math.abs(r.imps), 0) / Math.max(1, rs.length);
  const figures: Figures[] = [
    { name: `mean |IMPs| a deal vs par, deals ${first}–${first + deals - 1}`, value: meanAbs(results).toFixed(4) },
  ];
  for (const [from, to] of AUCTION_BLOCKS) {
    const block = results.filter((r) => r.deal >= from && r.deal < to);
    if (block.length === 0) continue;
    const whole = block.length === to - from ? "" : ` (${block.length} of them)`;
    figures.push({ name: `  deals ${from}–${to - 1}${whole}`, value: meanAbs(block).toFixed(4) });
  }
  figures.push({ name: "where the IMPs go: deals, IMPs a deal (of all deals)", value: "" });
  for (const kind of LOSS_KINDS) {
    const of = results.filter((r) => r.kind === kind);
    const lost = of.reduce((n, r) => n + Math.abs(r.imps), 0);
    figures.push({ name: `  ${kind}`, value: `${of.length}, ${(lost / results.length).toFixed(3)}` });
  }
  const against = flagText("against");
  if (against) {
    const before = readDeals<AuctionDeal>(against);
    let changed = 0;
    let better = 0;
    let worse = 0;
    let compared = 0;
    let sumBefore = 0;
    for (const r of results) {
      const b = before.get(r.deal);
      if (!b) continue;
      compared++;
      sumBefore += Math.abs(b.imps);
      if (b.auction !== r.auction) changed++;
      if (Math.abs(r.imps) < Math.abs(b.imps)) better++;
      if (Math.abs(r.imps) > Math.abs(b.imps)) worse++;
    }
    figures.push(
      { name: `against ${against}: deals in both`, value: String(compared) },
      {
        name: "  mean |IMPs| there, before → now",
        value: `${(sumBefore / Math.max(1, compared)).toFixed(4)} → ${meanAbs(results.filter((r) => before.has(r.deal))).toFixed(4)}`,
      },
      { name: "  auctions changed; closer to par / further from it", value: `${changed}; ${better} / ${worse}` },
    );
  }
  figures.push(
    {
      name: "time: tables / bidding (s)",
      value: `${(Number(t1 - t0) / 1e9).toFixed(1)} / ${(Number(t2 - t1) / 1e9).toFixed(1)}`,
    },
    { name: "double-dummy tables from", value: tables.source },
  );
  return figures;
}
