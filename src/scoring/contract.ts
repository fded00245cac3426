/**
 * Scoring one contract (SC-1 … SC-6, SC-8): the itemised entries for the tricks a declarer took,
 * by duplicate rules (game and partscore bonuses) or rubber rules (trick points below the line,
 * no per-deal game bonus).
 *
 * @module
 */
import { DOUBLINGS, LEVELS, STRAINS, type Bid, type Doubling } from "../model/types.js";
import { err, ok, type Result } from "../result.js";
import { isBid, parseCall, bidOf } from "../model/call.js";

/** The two ways to score a deal, duplicate first. */
export const SCORING_KINDS = ["duplicate", "rubber"] as const;
/** How a deal is scored: `"duplicate"` (per-deal bonuses, SC-6) or `"rubber"` (a ledger, SC-7). */
export type ScoringKind = (typeof SCORING_KINDS)[number];

/**
 * The kinds of score entries. Per contract: `contract` (trick points for the tricks bid, SC-1),
 * `overtricks` (SC-2), `insult` (SC-3), `slam` (SC-4), `undertricks` (SC-5), and in duplicate
 * `game` or `partscore` (SC-6). The rubber ledger adds `honours`, `rubber` (RUB-3) and
 * `unfinished-game` / `unfinished-partscore` (RUB-5).
 */
export const SCORE_KINDS = [
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
] as const;
/** A kind of score entry; see {@link SCORE_KINDS}. */
export type ScoreKind = (typeof SCORE_KINDS)[number];

/** Where an entry is written on a rubber score sheet: trick points below the line, all else above (SC-7). */
export const LINES = ["above", "below"] as const;
/** `"above"` or `"below"` the line. */
export type Line = (typeof LINES)[number];

/** One entry of a contract's score, to the declaring side or to the defenders. */
export type ContractScoreItem = {
  /** What the points are for. */
  kind: ScoreKind;
  /** Who scores them. */
  side: "declarer" | "defenders";
  /** The points, never negative. */
  points: number;
  /** Where a rubber score sheet writes them. */
  line: Line;
};

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

/** What {@link scoreContract} needs to know about a played contract. */
export type ContractResult = {
  /** The contract bid: `{ level, strain }` or a bid such as `"4H"` (lenient, like `parseCall`). */
  contract: Bid | string;
  /** `""` undoubled (the default), `"X"` doubled, `"XX"` redoubled. */
  doubled?: Doubling | undefined;
  /** Whether the declaring side is vulnerable. */
  vulnerable: boolean;
  /** Declarer's total tricks, 0 to 13. */
  tricks: number;
};

function suitTrickValue(strain: number): number {
  return strain < 2 ? 20 : 30;
}

/**
 * The scoring core on integers, for the engines' hot path: strain 0–4 (clubs … no-trump), doubled
 * 0–2, tricks 0–13. Inputs are trusted; {@link scoreContract} is the checked public form.
 */
export function scoreContractRaw(
  level: number,
  strain: number,
  doubled: number,
  vulnerable: boolean,
  tricks: number,
  kind: ScoringKind,
): ContractScore {
  const items: ContractScoreItem[] = [];
  const needed = level + 6;
  const multiplier = doubled === 0 ? 1 : doubled === 1 ? 2 : 4;
  if (tricks >= needed) {
    const base = strain === 4 ? 40 + 30 * (level - 1) : suitTrickValue(strain) * level;
    const trickPoints = base * multiplier;
    items.push({ kind: "contract", side: "declarer", points: trickPoints, line: "below" });
    const over = tricks - needed;
    if (over > 0) {
      const each =
        doubled === 0
          ? strain === 4
            ? 30
            : suitTrickValue(strain)
          : (vulnerable ? 200 : 100) * (doubled === 2 ? 2 : 1);
      items.push({ kind: "overtricks", side: "declarer", points: over * each, line: "above" });
    }
    if (doubled > 0) items.push({ kind: "insult", side: "declarer", points: doubled === 1 ? 50 : 100, line: "above" });
    if (level === 6) items.push({ kind: "slam", side: "declarer", points: vulnerable ? 750 : 500, line: "above" });
    if (level === 7) items.push({ kind: "slam", side: "declarer", points: vulnerable ? 1500 : 1000, line: "above" });
    if (kind === "duplicate") {
      if (trickPoints >= 100)
        items.push({ kind: "game", side: "declarer", points: vulnerable ? 500 : 300, line: "above" });
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

function invalid(field: string, message: string): Result<never> {
  return err("INVALID_OPTIONS", `invalid contract result at ${field}: ${message}`, { path: [field] });
}

/**
 * Reads a {@link ContractResult} from anything, accepting exactly what `ContractResultSchema`
 * accepts (a property test holds the two together) and naming the first field at fault in the same
 * order. Written out rather than parsed with the schema so that scoring one contract costs a few
 * hundred bytes in a bundle, not a validation library.
 */
function readContractResult(
  input: unknown,
): Result<{ bid: Bid; doubled: Doubling; vulnerable: boolean; tricks: number }> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return err(
      "INVALID_OPTIONS",
      "invalid contract result: expected an object { contract, doubled, vulnerable, tricks }",
      { path: [] },
    );
  }
  const { contract, doubled = "", vulnerable, tricks } = input as Record<string, unknown>;
  if (typeof contract !== "string") {
    const { level, strain } = (
      typeof contract === "object" && contract !== null && !Array.isArray(contract) ? contract : {}
    ) as Record<string, unknown>;
    if (!(LEVELS as readonly unknown[]).includes(level) || !(STRAINS as readonly unknown[]).includes(strain)) {
      return invalid("contract", 'expected a bid such as "4H" or { level: 1 … 7, strain }');
    }
  }
  if (doubled !== "" && doubled !== "X" && doubled !== "XX") return invalid("doubled", `expected "", "X" or "XX"`);
  if (typeof vulnerable !== "boolean") return invalid("vulnerable", "expected true or false");
  if (typeof tricks !== "number" || !Number.isInteger(tricks) || tricks < 0 || tricks > 13) {
    return invalid("tricks", "expected a whole number of tricks from 0 to 13");
  }
  // The text of a bid is read last, as the schema (which takes any string) leaves it to us.
  let bid: Bid;
  if (typeof contract === "string") {
    const call = parseCall(contract);
    if (!call.ok || !isBid(call.value)) return invalid("contract", `"${contract}" is not a bid`);
    bid = bidOf(call.value);
  } else {
    const { level, strain } = contract as Bid;
    bid = { level, strain };
  }
  return ok({ bid, doubled, vulnerable, tricks });
}

/**
 * The itemised score of one contract, by duplicate or rubber rules (SC-1 … SC-6, SC-8).
 *
 * ```ts
 * scoreContract({ contract: "4H", vulnerable: false, tricks: 11 }, "duplicate");
 * // → ok: items contract 120, overtricks 30, game 300; net 450
 * ```
 *
 * Malformed input (a level of 8, 14 tricks …) is an `INVALID_OPTIONS` error with the path of the
 * field at fault.
 */
export function scoreContract(input: ContractResult, kind: ScoringKind = "duplicate"): Result<ContractScore> {
  const read = readContractResult(input);
  if (!read.ok) return read;
  if (kind !== "duplicate" && kind !== "rubber")
    return err("INVALID_OPTIONS", `scoring kind must be "duplicate" or "rubber", got ${JSON.stringify(kind)}`);
  const { bid, doubled, vulnerable, tricks } = read.value;
  return ok(
    scoreContractRaw(bid.level, STRAINS.indexOf(bid.strain), DOUBLINGS.indexOf(doubled), vulnerable, tricks, kind),
  );
}
