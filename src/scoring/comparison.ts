/**
 * Comparing the results of one board played at several tables: IMPs (the international match
 * point scale of team matches), matchpoints with ties shared (pairs events), and Butler and
 * cross-IMPs (pairs events scored at IMPs).
 *
 * The variants score one deal on its own (D-5); these functions take the net scores several tables
 * obtained on the same board, from one side's point of view (conventionally N–S), and say how each
 * compares with the others.
 *
 * @module
 */
import { err, ok, type Result } from "../result.js";

/**
 * The lower bound of each band of the IMP scale, in points of difference: a difference of at least
 * `IMP_SCALE[k]` is worth `k + 1` IMPs (0–10 is 0 IMPs, 20–40 is 1, … 4000 and more is 24).
 */
export const IMP_SCALE: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
  3500, 4000,
];

/**
 * The IMPs a difference of points is worth on the standard scale, signed like the difference
 * (`imps(-620)` is −12); a difference that is not a multiple of 10 (a Butler average) earns a band
 * once it reaches the band's lower bound. Throws a `RangeError` for a non-finite difference.
 */
export function imps(difference: number): number {
  if (!Number.isFinite(difference))
    throw new RangeError(`imps needs a finite number of points, got ${String(difference)}`);
  const size = Math.abs(difference);
  let band = 0;
  while (band < IMP_SCALE.length && size >= (IMP_SCALE[band] as number)) band++;
  // never −0: a negative difference of less than 20 points is plainly 0 IMPs
  return difference < 0 && band > 0 ? -band : band;
}

/** How matchpoints are counted: `"acbl"` 1 per score beaten and ½ per tie; `"european"` (WBF, Law 78A) 2 and 1. */
export type MatchpointScale = "acbl" | "european";

/** Options of {@link matchpoints}. */
export interface MatchpointOptions {
  /** The scale; `"acbl"` unless set. Percentages are the same on both scales. */
  readonly scale?: MatchpointScale;
}

/** One table's matchpoints on a board. */
export interface MatchpointResult {
  /** The table's score, as given. */
  readonly score: number;
  /** Matchpoints: per score it beat, 1 (ACBL) or 2 (European); per other score it tied, half that. */
  readonly matchpoints: number;
  /** Matchpoints as a percentage of the top (the most a table could earn); 50 when the board was played once. */
  readonly percentage: number;
}

/** The matchpoints of every table on a board, in the order given, and the top. */
export interface MatchpointTable {
  /** The most a table could earn on this board: beating every other score. */
  readonly top: number;
  /** One entry per score, in input order. */
  readonly results: readonly MatchpointResult[];
}

/** Checks that `scores` is an array of finite numbers; the error names the first bad entry. */
function checkScores(scores: unknown, least: number): Result<readonly number[]> {
  if (!Array.isArray(scores)) return err("INVALID_OPTIONS", "scores must be an array of numbers");
  if (scores.length < least)
    return err(
      "INVALID_OPTIONS",
      `at least ${least} score${least === 1 ? " is" : "s are"} needed, got ${scores.length}`,
    );
  for (let i = 0; i < scores.length; i++) {
    const s: unknown = scores[i];
    if (typeof s !== "number" || !Number.isFinite(s))
      return err(
        "INVALID_OPTIONS",
        `score ${i} must be a finite number, got ${typeof s === "number" ? String(s) : typeof s}`,
        { path: [i] },
      );
  }
  return ok(scores as readonly number[]);
}

/**
 * Matchpoints for the scores several tables obtained on one board, all from the same side's point
 * of view (see {@link MatchpointScale}). Errors: `INVALID_OPTIONS` for an empty list or an entry
 * that is not a finite number (with its index in `path`).
 */
export function matchpoints(scores: readonly number[], options: MatchpointOptions = {}): Result<MatchpointTable> {
  const checked = checkScores(scores, 1);
  if (!checked.ok) return checked;
  const list = checked.value;
  const unit = options.scale === "european" ? 2 : 1;
  const top = unit * (list.length - 1);
  const results = list.map((score) => {
    let beaten = 0;
    let tied = -1; // the score ties itself once
    for (const other of list) {
      if (score > other) beaten++;
      else if (score === other) tied++;
    }
    const mp = unit * beaten + (unit / 2) * tied;
    return { score, matchpoints: mp, percentage: top === 0 ? 50 : (100 * mp) / top };
  });
  return ok({ top, results });
}

/** Options of {@link butler}. */
export interface ButlerOptions {
  /**
   * How many of the highest and how many of the lowest scores to leave out of the datum. Unless
   * set: 1 when there are at least five scores, else 0 — this library's choice, so that one wild
   * result does not move the datum.
   */
  readonly drop?: number;
}

/** Butler scoring of a board: the datum and each table's IMPs against it. */
export interface ButlerTable {
  /** The average of the scores kept, rounded to the nearest 10 (a half rounds up). */
  readonly datum: number;
  /** IMPs of each score against the datum, in input order. */
  readonly imps: readonly number[];
}

/**
 * Butler scoring: each score against a datum — the mean of the scores after dropping the extremes,
 * rounded to the nearest multiple of 10 — converted with {@link imps}. Errors: `INVALID_OPTIONS` for
 * an empty list, a bad entry, or a `drop` that would leave no score.
 */
export function butler(scores: readonly number[], options: ButlerOptions = {}): Result<ButlerTable> {
  const checked = checkScores(scores, 1);
  if (!checked.ok) return checked;
  const list = checked.value;
  const drop = options.drop ?? (list.length >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(drop) || drop < 0 || 2 * drop >= list.length) {
    return err(
      "INVALID_OPTIONS",
      `drop must be a whole number leaving at least one of the ${list.length} scores, got ${String(drop)}`,
      { path: ["drop"] },
    );
  }
  const kept = [...list].sort((a, b) => a - b).slice(drop, list.length - drop);
  const mean = kept.reduce((sum, s) => sum + s, 0) / kept.length;
  const datum = Math.floor(mean / 10 + 0.5) * 10;
  return ok({ datum, imps: list.map((s) => imps(s - datum)) });
}

/** Cross-IMPs of one table: its IMPs against every other table, summed and averaged. */
export interface CrossImpResult {
  /** The table's score, as given. */
  readonly score: number;
  /** The sum of `imps(score − other)` over every other table. */
  readonly total: number;
  /** `total` divided by the number of other tables; 0 when the board was played once. */
  readonly average: number;
}

/**
 * Cross-IMPs: each score compared with every other score on the board, the differences converted
 * with {@link imps} one by one and summed (and averaged over the comparisons). The totals of all
 * tables add up to zero. Errors: `INVALID_OPTIONS` for an empty list or a bad entry.
 */
export function crossImps(scores: readonly number[]): Result<readonly CrossImpResult[]> {
  const checked = checkScores(scores, 1);
  if (!checked.ok) return checked;
  const list = checked.value;
  return ok(
    list.map((score, i) => {
      let total = 0;
      list.forEach((other, j) => {
        if (j !== i) total += imps(score - other);
      });
      return { score, total, average: list.length > 1 ? total / (list.length - 1) : 0 };
    }),
  );
}
