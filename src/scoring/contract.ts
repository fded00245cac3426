/**
 * Scoring one contract (SC-1 … SC-6, SC-8): the itemised entries for the tricks a declarer took,
 * by duplicate rules (game and partscore bonuses) or rubber rules (trick points below the line,
 * no per-deal game bonus).
 *
 * @module
 */
import { z } from "zod";
import { BidSchema, DoublingSchema, type Bid, type Doubling, type Strain } from "../schemas/model.js";
import { err, ok, zodError, type Result } from "../result.js";
import { isBid, parseCall, bidOf } from "../model/call.js";

/** How a deal is scored: duplicate (per-deal bonuses, SC-6) or rubber (a ledger, SC-7). */
export const ScoringKindSchema = z.enum(["duplicate", "rubber"]);
/** `"duplicate"` or `"rubber"`. */
export type ScoringKind = z.infer<typeof ScoringKindSchema>;

/**
 * The kinds of score entries. Per contract: `contract` (trick points for the tricks bid, SC-1),
 * `overtricks` (SC-2), `insult` (SC-3), `slam` (SC-4), `undertricks` (SC-5), and in duplicate
 * `game` or `partscore` (SC-6). The rubber ledger adds `honours`, `rubber` (RUB-3) and
 * `unfinished-game` / `unfinished-partscore` (RUB-5).
 */
export const ScoreKindSchema = z.enum([
  "contract",
  "overtricks",
  "insult",
  "slam",
  "game",
  "partscore",
  "undertricks",
  "honours",
  "rubber",
  "unfinished-game",
  "unfinished-partscore",
]);
/** A kind of score entry; see {@link ScoreKindSchema}. */
export type ScoreKind = z.infer<typeof ScoreKindSchema>;

/** Where an entry is written on a rubber score sheet: trick points below the line, all else above (SC-7). */
export const LineSchema = z.enum(["above", "below"]);
/** `"above"` or `"below"` the line. */
export type Line = z.infer<typeof LineSchema>;

/** One entry of a contract's score, to the declaring side or to the defenders. */
export const ContractScoreItemSchema = z.object({
  kind: ScoreKindSchema,
  side: z.enum(["declarer", "defenders"]),
  points: z.number().int().nonnegative(),
  line: LineSchema,
});
/** One entry of a contract's score. */
export type ContractScoreItem = z.infer<typeof ContractScoreItemSchema>;

/** The itemised score of one contract. */
export interface ContractScore {
  /** The entries, in the order a score sheet lists them. */
  readonly items: readonly ContractScoreItem[];
  /** Whether declarer took at least level + 6 tricks (PLAY-3). */
  readonly made: boolean;
  /** Points to the declaring side (sum of its items). */
  readonly declarer: number;
  /** Points to the defenders (sum of their items). */
  readonly defenders: number;
  /** Declarer's net result: `declarer − defenders` (negative when the contract fails). */
  readonly net: number;
  /** Trick points for the contract (after doubling), the ones that count towards game. */
  readonly trickPoints: number;
}

/** Input to {@link scoreContract}. */
export const ContractResultSchema = z.object({
  /** The contract bid: `{ level, strain }` or a bid such as `"4H"` (lenient, like `parseCall`). */
  contract: z.union([BidSchema, z.string()]),
  /** `""` undoubled (default), `"X"` doubled, `"XX"` redoubled. */
  doubled: DoublingSchema.default(""),
  /** Whether the declaring side is vulnerable. */
  vulnerable: z.boolean(),
  /** Declarer's total tricks, 0 to 13. */
  tricks: z.number().int().min(0).max(13),
});
/** What {@link scoreContract} needs to know about a played contract. */
export type ContractResult = z.input<typeof ContractResultSchema>;

function suitTrickValue(strain: number): number {
  return strain < 2 ? 20 : 30;
}

/**
 * The scoring core on integers, for the engines' hot path: strain 0–4 (clubs … no-trump), doubled
 * 0–2, tricks 0–13. Inputs are trusted; {@link scoreContract} is the checked public form.
 */
export function scoreContractRaw(level: number, strain: number, doubled: number, vulnerable: boolean, tricks: number, kind: ScoringKind): ContractScore {
  const items: ContractScoreItem[] = [];
  const needed = level + 6;
  const multiplier = doubled === 0 ? 1 : doubled === 1 ? 2 : 4;
  if (tricks >= needed) {
    const base = strain === 4 ? 40 + 30 * (level - 1) : suitTrickValue(strain) * level;
    const trickPoints = base * multiplier;
    items.push({ kind: "contract", side: "declarer", points: trickPoints, line: "below" });
    const over = tricks - needed;
    if (over > 0) {
      const each = doubled === 0 ? (strain === 4 ? 30 : suitTrickValue(strain)) : (vulnerable ? 200 : 100) * (doubled === 2 ? 2 : 1);
      items.push({ kind: "overtricks", side: "declarer", points: over * each, line: "above" });
    }
    if (doubled > 0) items.push({ kind: "insult", side: "declarer", points: doubled === 1 ? 50 : 100, line: "above" });
    if (level === 6) items.push({ kind: "slam", side: "declarer", points: vulnerable ? 750 : 500, line: "above" });
    if (level === 7) items.push({ kind: "slam", side: "declarer", points: vulnerable ? 1500 : 1000, line: "above" });
    if (kind === "duplicate") {
      if (trickPoints >= 100) items.push({ kind: "game", side: "declarer", points: vulnerable ? 500 : 300, line: "above" });
      else items.push({ kind: "partscore", side: "declarer", points: 50, line: "above" });
    }
    const declarer = items.reduce((s, i) => s + i.points, 0);
    return { items, made: true, declarer, defenders: 0, net: declarer, trickPoints };
  }
  const down = needed - tricks;
  let points: number;
  if (doubled === 0) points = down * (vulnerable ? 100 : 50);
  else {
    // SC-5: doubled NV 100, 200, 200, 300…; doubled V 200, 300, 300…; redoubled twice that.
    points = vulnerable ? 200 + 300 * (down - 1) : 100 + 200 * Math.min(down - 1, 2) + 300 * Math.max(down - 3, 0);
    if (doubled === 2) points *= 2;
  }
  items.push({ kind: "undertricks", side: "defenders", points, line: "above" });
  return { items, made: false, declarer: 0, defenders: points, net: -points, trickPoints: 0 };
}

const STRAIN_INDEX: Readonly<Record<Strain, number>> = { C: 0, D: 1, H: 2, S: 3, NT: 4 };
const DOUBLING_INDEX: Readonly<Record<Doubling, number>> = { "": 0, X: 1, XX: 2 };

/**
 * The itemised score of one contract, by duplicate or rubber rules (SC-1 … SC-6, SC-8).
 *
 * ```ts
 * scoreContract({ contract: "4H", vulnerable: false, tricks: 11 }, "duplicate");
 * // → ok: items contract 120, overtricks 30, game 300; net 450
 * ```
 *
 * Malformed input (a level of 8, 14 tricks …) is an `INVALID_OPTIONS` error with the zod path.
 */
export function scoreContract(input: ContractResult, kind: ScoringKind = "duplicate"): Result<ContractScore> {
  const parsed = ContractResultSchema.safeParse(input);
  if (!parsed.success) return zodError("INVALID_OPTIONS", "invalid contract result", parsed.error);
  const kindParsed = ScoringKindSchema.safeParse(kind);
  if (!kindParsed.success) return err("INVALID_OPTIONS", `scoring kind must be "duplicate" or "rubber", got ${JSON.stringify(kind)}`);
  let bid: Bid;
  if (typeof parsed.data.contract === "string") {
    const call = parseCall(parsed.data.contract);
    if (!call.ok || !isBid(call.value)) return err("INVALID_OPTIONS", `invalid contract result at contract: "${parsed.data.contract}" is not a bid`, { path: ["contract"] });
    bid = bidOf(call.value);
  } else bid = parsed.data.contract;
  const { doubled, vulnerable, tricks } = parsed.data;
  return ok(scoreContractRaw(bid.level, STRAIN_INDEX[bid.strain], DOUBLING_INDEX[doubled], vulnerable, tricks, kindParsed.data));
}
