/**
 * The rubber ledger (RUB-1 … RUB-5, SC-7, SC-8, R-7): the score sheet of a rubber, kept as plain,
 * immutable, JSON-safe data and shared by the 4-player rubber variant (sides `"NS"` / `"EW"`) and
 * Honeymoon (sides `"A"` / `"B"`).
 *
 * A ledger is a fold over the deals recorded in it: `deals` holds those inputs, and `items`,
 * `games` and `progress` are what they imply. `LedgerSchema` checks that they agree, so a
 * ledger read back from storage is either exactly what the library would have built or rejected.
 *
 * ```ts
 * const created = createLedger(["NS", "EW"]);
 * if (created.ok) {
 *   const next = recordDeal(created.value, { declarerSide: "NS", contract: { level: 4, strain: "H", doubled: "" }, tricks: 11 });
 *   if (next.ok) totals(next.value); // → { NS: 150, EW: 0 }: 120 below (a game), 30 above
 * }
 * ```
 *
 * @module
 */
import { DOUBLINGS, type Contract } from "../model/types.js";
import { err, ok, zodError, type Result } from "../result.js";
import { strainIndex } from "../model/card.js";
import { scoreContractRaw, type Line, type ScoreKind } from "./contract.js";
import type { HonoursPoints } from "./honours.js";
// The stored deals' schemas, for reading what recordDeal is given; they import this module's
// functions for their own checks, a cycle that only ever runs inside functions.
import { PassedOutDealSchema, PlayedDealSchema, SIDE_NAME } from "../schemas/scoring.js";

/** Honours held by one side in one deal, as the ledger records them. */
export interface HonoursEntry<S extends string = string> {
  /** The side whose player held the honours (not necessarily the declaring side). */
  readonly side: S;
  /** 100 or 150. */
  readonly points: HonoursPoints;
}

/** A passed-out deal: four passes (or two in Honeymoon), no contract, no score (RUB-6). */
export interface PassedOutDeal {
  /** Always `true`; the field that tells a passed-out deal from a played one. */
  readonly passedOut: true;
}

/**
 * A played deal as the ledger stores it: who declared what, how many tricks declarer's side took,
 * and the honours if any (`null` when there are none).
 */
export interface PlayedDeal<S extends string = string> {
  /** The declaring side. */
  readonly declarerSide: S;
  /** The final contract: level, strain and doubling. */
  readonly contract: Contract;
  /** Tricks won by declarer's side, 0 to 13. */
  readonly tricks: number;
  /** Honours held in the deal, or `null`. */
  readonly honours: HonoursEntry<S> | null;
}
/** A played deal as given to {@link recordDeal}: like {@link PlayedDeal}, with `honours` optional. */
export interface PlayedDealInput<S extends string = string> {
  /** The declaring side. */
  readonly declarerSide: S;
  /** The final contract: level, strain and doubling. */
  readonly contract: Contract;
  /** Tricks won by declarer's side, 0 to 13. */
  readonly tricks: number;
  /** Honours held in the deal; omitted, `undefined` or `null` when there are none. */
  readonly honours?: HonoursEntry<S> | null | undefined;
}

/** One deal of the rubber, as stored: passed out or played. */
export type LedgerDeal<S extends string = string> = PassedOutDeal | PlayedDeal<S>;
/** One deal of the rubber, as given to {@link recordDeal}. */
export type LedgerDealInput<S extends string = string> = PassedOutDeal | PlayedDealInput<S>;

/**
 * One line of the score sheet (SC-8). Only trick points for a made contract go below the line
 * (SC-7); the unfinished-rubber entries (RUB-5) carry the deal index one past the last deal.
 */
export interface LedgerItem<S extends string = string> {
  /** 0-based index of the deal in the rubber. */
  readonly deal: number;
  /** The side that scores the points. */
  readonly side: S;
  /** What the points are for. */
  readonly kind: ScoreKind;
  /** The points, never negative: a penalty is written as points to the other side. */
  readonly points: number;
  /** Above or below the line. */
  readonly line: Line;
}

/** A completed game (RUB-1): who won it, in which deal, and both sides' points below the line in it. */
export interface LedgerGame<S extends string = string> {
  /** The side that reached 100 below the line first. */
  readonly winner: S;
  /** Index of the deal that won it. */
  readonly deal: number;
  /** Each side's points below the line in this game (the loser's partscore included). */
  readonly below: Readonly<Record<S, number>>;
}

/** A rubber's score sheet. Build it with {@link createLedger}; never edit it by hand. */
export interface Ledger<S extends string = string> {
  /** The two sides, in the order they were given to {@link createLedger}. */
  readonly sides: readonly [S, S];
  /** Every deal recorded, in order, passed-out ones included; an item's `deal` indexes this list. */
  readonly deals: readonly LedgerDeal<S>[];
  /** The itemised score, deal by deal (SC-8); the totals are their sums. */
  readonly items: readonly LedgerItem<S>[];
  /** The completed games, in order (RUB-1). */
  readonly games: readonly LedgerGame<S>[];
  /** Each side's points below the line in the game in progress; both 0 after a new line is drawn. */
  readonly progress: Readonly<Record<S, number>>;
  /** Whether the rubber was stopped early and settled by {@link settleUnfinished} (RUB-5). */
  readonly settled: boolean;
}

function bySide<S extends string>(sides: readonly [S, S], a: number, b: number): Record<S, number> {
  return { [sides[0]]: a, [sides[1]]: b } as Record<S, number>;
}

function opponent<S extends string>(ledger: Ledger<S>, side: S): S {
  return side === ledger.sides[0] ? ledger.sides[1] : ledger.sides[0];
}

function gamesWon<S extends string>(ledger: Ledger<S>, side: S): number {
  let n = 0;
  for (const game of ledger.games) if (game.winner === side) n++;
  return n;
}

/**
 * The ledger that a stored ledger's `sides`, `deals` and `settled` imply, rebuilt from nothing; the
 * ledger schemas compare a stored ledger's other fields with it.
 *
 * @internal
 */
export function replayLedger(
  sides: readonly [string, string],
  deals: readonly LedgerDealInput[],
  settled: boolean,
): Result<Ledger> {
  const created = createLedger(sides);
  if (!created.ok) return err("INVALID_STATE", created.error.message, { path: ["sides"] });
  let ledger = created.value;
  for (const [i, deal] of deals.entries()) {
    const next = recordDeal(ledger, deal);
    if (!next.ok)
      return err("INVALID_STATE", `deal ${i}: ${next.error.message}`, {
        path: ["deals", i, ...(next.error.path ?? [])],
      });
    ledger = next.value;
  }
  if (settled) {
    const next = settleUnfinished(ledger);
    if (!next.ok) return err("INVALID_STATE", next.error.message, { path: ["settled"] });
    ledger = next.value;
  }
  return ok(ledger);
}

/**
 * A new, empty ledger for a rubber between two sides (`["NS", "EW"]`, or `["A", "B"]` in
 * Honeymoon), which become the keys of every per-side record: no deals, no games (RUB-1). Two
 * equal names, or a name that is not a letter followed by letters, digits, `_` or `-`, is an
 * `INVALID_OPTIONS` error.
 */
export function createLedger<const S extends string>(sides: readonly [S, S]): Result<Ledger<S>> {
  if (!Array.isArray(sides) || sides.length !== 2) {
    return err("INVALID_OPTIONS", 'invalid ledger sides: expected a pair of side names such as ["NS", "EW"]', {
      path: [],
    });
  }
  for (const [i, name] of [sides[0], sides[1]].entries()) {
    if (typeof name !== "string" || !SIDE_NAME.test(name)) {
      return err(
        "INVALID_OPTIONS",
        `invalid ledger sides at ${i}: ${JSON.stringify(name)} is not a side name (a letter followed by letters, digits, _ or -)`,
        { path: [i] },
      );
    }
  }
  if (sides[0] === sides[1])
    return err("INVALID_OPTIONS", `the two sides of a ledger must differ, got "${sides[0]}" twice`, { path: [1] });
  const pair: readonly [S, S] = [sides[0], sides[1]];
  return ok({ sides: pair, deals: [], items: [], games: [], progress: bySide(pair, 0, 0), settled: false });
}

function parseDealInput(entry: unknown): Result<LedgerDeal> {
  // Dispatch on the marker field rather than a zod union, so a malformed played deal reports the
  // field at fault instead of "matches neither kind of deal".
  const isPassedOut = typeof entry === "object" && entry !== null && "passedOut" in entry;
  const parsed = (isPassedOut ? PassedOutDealSchema : PlayedDealSchema).safeParse(entry);
  if (!parsed.success) return zodError("INVALID_ACTION", "invalid deal", parsed.error);
  return ok(parsed.data);
}

/**
 * Records one deal and returns the new ledger (the given one is untouched). A played deal is scored
 * by rubber rules at the declaring side's vulnerability before the deal (RUB-2): trick points of a
 * made contract below the line, the rest above, honours above to their holder; 100 below wins
 * a game and draws a line (RUB-1), a second game ends the rubber with 700, or 500 (RUB-3). A
 * passed-out deal scores nothing (RUB-6). Errors: `GAME_OVER` once the rubber has ended;
 * `INVALID_ACTION`, with the path, for a malformed deal or an unknown side.
 */
export function recordDeal<S extends string>(ledger: Ledger<S>, entry: LedgerDealInput<S>): Result<Ledger<S>> {
  if (isRubberOver(ledger)) {
    return err(
      "GAME_OVER",
      ledger.settled
        ? "the rubber was stopped and settled; no more deals can be recorded"
        : "the rubber is over; no more deals can be recorded",
    );
  }
  const parsed = parseDealInput(entry);
  if (!parsed.ok) return parsed;
  const deal = parsed.value as LedgerDeal<S>;
  const index = ledger.deals.length;
  const deals = [...ledger.deals, deal];
  if ("passedOut" in deal) return ok({ ...ledger, deals });

  const known = (side: string): side is S => side === ledger.sides[0] || side === ledger.sides[1];
  const names = `"${ledger.sides[0]}" or "${ledger.sides[1]}"`;
  if (!known(deal.declarerSide))
    return err("INVALID_ACTION", `invalid deal at declarerSide: "${String(deal.declarerSide)}" is not ${names}`, {
      path: ["declarerSide"],
    });
  if (deal.honours && !known(deal.honours.side)) {
    return err("INVALID_ACTION", `invalid deal at honours.side: "${String(deal.honours.side)}" is not ${names}`, {
      path: ["honours", "side"],
    });
  }

  const declarer = deal.declarerSide;
  const defenders = opponent(ledger, declarer);
  const { level, strain, doubled } = deal.contract;
  const score = scoreContractRaw(
    level,
    strainIndex(strain),
    DOUBLINGS.indexOf(doubled),
    vulnerable(ledger, declarer),
    deal.tricks,
    "rubber",
  );
  const items: LedgerItem<S>[] = [...ledger.items];
  let below = 0;
  for (const item of score.items) {
    const side = item.side === "declarer" ? declarer : defenders;
    items.push({ deal: index, side, kind: item.kind, points: item.points, line: item.line });
    // Progress is the sum of what is written below the line, so the sheet and the games agree.
    if (item.line === "below") below += item.points;
  }
  if (deal.honours)
    items.push({ deal: index, side: deal.honours.side, kind: "honours", points: deal.honours.points, line: "above" });

  const progress = { ...ledger.progress, [declarer]: ledger.progress[declarer] + below } as Record<S, number>;
  if (progress[declarer] < 100) return ok({ ...ledger, deals, items, progress });

  // A game: a new line is drawn under both sides' points (RUB-1).
  const next: Ledger<S> = {
    ...ledger,
    deals,
    items,
    games: [...ledger.games, { winner: declarer, deal: index, below: progress }],
    progress: bySide(ledger.sides, 0, 0),
  };
  if (gamesWon(next, declarer) < 2) return ok(next);
  const bonus = gamesWon(next, defenders) > 0 ? 500 : 700;
  return ok({
    ...next,
    items: [...items, { deal: index, side: declarer, kind: "rubber", points: bonus, line: "above" }],
  });
}

/**
 * Ends a rubber that stops before a side has two games (RUB-5; Honeymoon plays its rubber out,
 * H-6): 300 above the line to the side with the only completed game (none with one game each), 100
 * to the only side with a partscore in the unfinished game, both at the deal index one past the
 * last deal. The rubber is then over: further deals or settlements are `GAME_OVER`, as is settling
 * a rubber already won.
 */
export function settleUnfinished<S extends string>(ledger: Ledger<S>): Result<Ledger<S>> {
  if (isRubberOver(ledger)) {
    return err(
      "GAME_OVER",
      ledger.settled
        ? "the rubber has already been settled"
        : "the rubber is over; there is nothing unfinished to settle",
    );
  }
  const deal = ledger.deals.length;
  const items: LedgerItem<S>[] = [...ledger.items];
  const onlyGame = ledger.games.length === 1 ? ledger.games[0] : undefined;
  if (onlyGame) items.push({ deal, side: onlyGame.winner, kind: "unfinished-game", points: 300, line: "above" });
  const withPartscore = ledger.sides.filter((side) => ledger.progress[side] > 0);
  const partscore = withPartscore.length === 1 ? withPartscore[0] : undefined;
  if (partscore !== undefined)
    items.push({ deal, side: partscore, kind: "unfinished-partscore", points: 100, line: "above" });
  return ok({ ...ledger, items, settled: true });
}

/** Whether `side` is vulnerable now, i.e. for the next deal: it has won a game in this rubber (RUB-2). */
export function vulnerable<S extends string>(ledger: Ledger<S>, side: S): boolean {
  return gamesWon(ledger, side) > 0;
}

/** Games won by each side (RUB-1). */
export function games<S extends string>(ledger: Ledger<S>): Record<S, number> {
  return bySide(ledger.sides, gamesWon(ledger, ledger.sides[0]), gamesWon(ledger, ledger.sides[1]));
}

/** The side that won the rubber by taking two games first (RUB-3), or `null` (not over, or settled early). */
export function rubberWinner<S extends string>(ledger: Ledger<S>): S | null {
  for (const side of ledger.sides) if (gamesWon(ledger, side) >= 2) return side;
  return null;
}

/** Whether the rubber has ended: a side has two games (RUB-3), or it was settled unfinished (RUB-5). */
export function isRubberOver<S extends string>(ledger: Ledger<S>): boolean {
  return ledger.settled || rubberWinner(ledger) !== null;
}

/** Each side's points below the line in the game in progress (RUB-1): what it still needs is 100 minus this. */
export function gameProgress<S extends string>(ledger: Ledger<S>): Record<S, number> {
  return bySide(ledger.sides, ledger.progress[ledger.sides[0]], ledger.progress[ledger.sides[1]]);
}

/** The below-the-line part of the sheet, one entry per game between two lines; see {@link belowTheLine}. */
export interface GameLine<S extends string = string> {
  /** The side that won this game, or `null` for the game in progress (or left unfinished). */
  readonly winner: S | null;
  /** Each side's points below the line in this game. */
  readonly below: Readonly<Record<S, number>>;
}

/**
 * The sheet below the line, game by game (RUB-1): each completed game, then — unless the rubber was
 * won — the game in progress, or the unfinished one of a settled rubber.
 */
export function belowTheLine<S extends string>(ledger: Ledger<S>): GameLine<S>[] {
  const lines: GameLine<S>[] = ledger.games.map((game) => ({ winner: game.winner, below: game.below }));
  if (rubberWinner(ledger) === null) lines.push({ winner: null, below: gameProgress(ledger) });
  return lines;
}

/** Each side's total, above and below the line together (RUB-4): the sum of its items. */
export function totals<S extends string>(ledger: Ledger<S>): Record<S, number> {
  const [a, b] = ledger.sides;
  let ta = 0;
  let tb = 0;
  for (const item of ledger.items) {
    if (item.side === a) ta += item.points;
    else if (item.side === b) tb += item.points;
  }
  return bySide(ledger.sides, ta, tb);
}

/** The itemised score and the totals, in the `{ items, totals }` shape of a variant's `score(state)`. */
export interface ScoreSheet<S extends string = string> {
  /** Every entry, deal by deal (SC-8). */
  readonly items: readonly LedgerItem<S>[];
  /** Each side's total, the sum of its items. */
  readonly totals: Readonly<Record<S, number>>;
}

/** The ledger's itemised score and totals (SC-8), ready to be a variant's `score(state)`. */
export function scoreSheet<S extends string>(ledger: Ledger<S>): ScoreSheet<S> {
  return { items: ledger.items, totals: totals(ledger) };
}

/** The outcome of a rubber by points (RUB-4); see {@link netResult}. */
export interface NetResult<S extends string = string> {
  /** The side with the higher total, or `null` when the totals are equal (a tie). */
  readonly winner: S | null;
  /** The difference between the totals; 0 on a tie. */
  readonly margin: number;
}

/**
 * Who is ahead and by how much (RUB-4): the totals decide, and the side that won the rubber need
 * not be the one with more points. Meaningful at any moment; final once {@link isRubberOver}.
 */
export function netResult<S extends string>(ledger: Ledger<S>): NetResult<S> {
  const t = totals(ledger);
  const [a, b] = ledger.sides;
  const diff = t[a] - t[b];
  return { winner: diff > 0 ? a : diff < 0 ? b : null, margin: Math.abs(diff) };
}
