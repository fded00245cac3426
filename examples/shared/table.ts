/**
 * One person against bots, in any variant: the glue the terminal game and the web app share.
 *
 * A `Table` is a variant and its state; the functions here switch on the variant and call the
 * library's own verbs, so every rule still comes from `contract-bridge`. The person sits South in
 * the four-seat variants (and so also plays dummy's cards when South declares) and is player A in
 * Honeymoon. Bots get only their seat's view.
 */
import {
  createBot,
  duplicate,
  honeymoon,
  rubber,
  type Card,
  type FourSeatBot,
  type HoneymoonBot,
  type Result,
  type RuleError,
  type Seat,
} from "contract-bridge";

/** The three variants, by the names the library uses. */
export const MODES = ["duplicate", "rubber", "honeymoon"] as const;
/** One of {@link MODES}. */
export type Mode = (typeof MODES)[number];

/** Whether a string names a variant. */
export function isMode(value: unknown): value is Mode {
  return typeof value === "string" && (MODES as readonly string[]).includes(value);
}

/** A variant and its state. */
export type Table =
  | { readonly mode: "duplicate"; readonly state: duplicate.State }
  | { readonly mode: "rubber"; readonly state: rubber.State }
  | { readonly mode: "honeymoon"; readonly state: honeymoon.State };

/** Any seat of any variant. */
export type AnySeat = Seat | honeymoon.Player;
/** A seat's view in any variant. */
export type AnyView = duplicate.View | rubber.View | honeymoon.View;
/** A four-seat view (duplicate or rubber). */
export type FourView = duplicate.View | rubber.View;

/** How a table is set up. */
export interface TableOptions {
  readonly mode: Mode;
  /** Seed of the shuffle (and of the bots' tie-breaks). */
  readonly seed: number;
  /** Vulnerability of a single duplicate deal; the other variants keep it themselves. */
  readonly vulnerability?: "none" | "NS" | "EW" | "both";
}

/** A new table, or the library's error for bad options. */
export function createTable(options: TableOptions): Result<Table> {
  const { mode, seed } = options;
  if (mode === "duplicate") {
    const s = duplicate.create({ seed, dealer: "S", vulnerability: options.vulnerability ?? "none" });
    return s.ok ? { ok: true, value: { mode, state: s.value } } : s;
  }
  if (mode === "rubber") {
    const s = rubber.create({ seed, firstDealer: "S" });
    return s.ok ? { ok: true, value: { mode, state: s.value } } : s;
  }
  const s = honeymoon.create({ seed });
  return s.ok ? { ok: true, value: { mode, state: s.value } } : s;
}

/** The seat the person plays. */
export function humanSeat(t: Table): AnySeat {
  return t.mode === "honeymoon" ? "A" : "S";
}

/** The seat that must act now, or `null` when the game is over. */
export function turnOf(t: Table): AnySeat | null {
  if (t.mode === "duplicate") return duplicate.turn(t.state);
  if (t.mode === "rubber") return rubber.turn(t.state);
  return honeymoon.turn(t.state);
}

/** What a seat sees. */
export function viewOf(t: Table, seat: AnySeat): AnyView {
  if (t.mode === "honeymoon") return honeymoon.view(t.state, seat as honeymoon.Player);
  if (t.mode === "rubber") return rubber.view(t.state, seat as Seat);
  return duplicate.view(t.state, seat as Seat);
}

/** Whether the game (the deal, or the rubber) is over. */
export function isOverTable(t: Table): boolean {
  if (t.mode === "duplicate") return duplicate.isOver(t.state);
  if (t.mode === "rubber") return rubber.isOver(t.state);
  return honeymoon.isOver(t.state);
}

/** Applies an action through the variant's own `apply`: the next table, or the rule's error. */
export function applyTable(t: Table, action: unknown): Result<Table> {
  if (t.mode === "duplicate") {
    const r = duplicate.apply(t.state, action);
    return r.ok ? { ok: true, value: { mode: t.mode, state: r.value } } : r;
  }
  if (t.mode === "rubber") {
    const r = rubber.apply(t.state, action);
    return r.ok ? { ok: true, value: { mode: t.mode, state: r.value } } : r;
  }
  const r = honeymoon.apply(t.state, action);
  return r.ok ? { ok: true, value: { mode: t.mode, state: r.value } } : r;
}

/** The bots of a table, one per seat, each seeded from the table's seed. */
export interface Bots {
  readonly four: Readonly<Record<Seat, FourSeatBot>>;
  readonly honeymoon: Readonly<Record<honeymoon.Player, HoneymoonBot>>;
}

/**
 * Layouts the four-seat bots solve a card: half the library's default, so that a person waits at
 * most a second or so on the first tricks (where a solve costs most) and the app stays responsive
 * (the bots run on the one thread the page or terminal has).
 */
export const BOT_SAMPLES = 4;

/** Bots for every seat, deterministic for `seed`; the four-seat ones play by sampled double dummy. */
export function createBots(seed: number): Bots {
  const base = seed % 2 ** 32; // any safe seed, and seed + k stays safe
  const four = (k: number) => createBot("duplicate", { seed: base + k, samples: BOT_SAMPLES });
  return {
    four: { N: four(0), E: four(1), S: four(2), W: four(3) },
    honeymoon: { A: createBot("honeymoon", { seed: base }), B: createBot("honeymoon", { seed: base + 1 }) },
  };
}

/** The action the bot at `seat` chooses from that seat's view (only its view). */
export function botAction(t: Table, bots: Bots, seat: AnySeat): unknown {
  if (t.mode === "honeymoon")
    return bots.honeymoon[seat as honeymoon.Player](honeymoon.view(t.state, seat as honeymoon.Player));
  const v = viewOf(t, seat) as FourView;
  return bots.four[seat as Seat](v);
}

/** Cards sorted for display: spades, hearts, diamonds, clubs, each from the ace down. */
export function sortCards(cards: readonly Card[]): Card[] {
  const suits = "SHDC";
  const ranks = "AKQJT98765432";
  return [...cards].sort(
    (a, b) =>
      suits.indexOf(a[0] as string) - suits.indexOf(b[0] as string) ||
      ranks.indexOf(a[1] as string) - ranks.indexOf(b[1] as string),
  );
}

/** How many deals a four-seat table has begun (a rubber's count grows when a deal ends). */
function dealNumber(t: Table): number {
  return t.mode === "rubber" ? t.state.deals.length : 0;
}

/** Declarer's side's tricks in the deal just finished, read from the record; `null` while it is in progress. */
function finishedDeclarerTricks(t: Table, deal: number): number | null {
  if (t.mode === "duplicate") return duplicate.isOver(t.state) ? duplicate.record(t.state).declarerTricks : null;
  if (t.mode === "rubber") {
    if (t.state.deals.length === deal && !rubber.isOver(t.state)) return null;
    return rubber.record(t.state).deals[deal - 1]?.declarerTricks ?? null;
  }
  return null;
}

/** What the defenders make of a claim: whether they accept it, and the plan declarer announces. */
export interface ClaimVerdict {
  /** Tricks declarer's side would take from here, played out by bots from their views. */
  readonly expected: number;
  /** The order in which declarer's and dummy's cards were played out. */
  readonly plan: Card[];
}

/**
 * Plays the rest of the deal with a bot in every seat (each from its own view) to see how many of
 * the remaining tricks declarer's side takes and in what order declarer's and dummy's cards go.
 * The defenders accept a claim of no more than that. The library judges the claim's form; whether
 * it is reasonable is the table's business, so it is decided here.
 */
export function playOut(t: Table, bots: Bots): ClaimVerdict {
  const start = viewOf(t, humanSeat(t)) as FourView;
  const declarer = start.declarer;
  const before = start.declarerTricks;
  const dummy = start.dummy?.seat ?? null;
  const deal = dealNumber(t);
  const plan: Card[] = [];
  let table = t;
  for (let guard = 0; guard < 60; guard++) {
    const done = finishedDeclarerTricks(table, deal);
    if (done !== null) return { expected: done - before, plan };
    const seat = turnOf(table);
    if (seat === null) break;
    const view = viewOf(table, seat) as FourView;
    const action = botAction(table, bots, seat) as { type: string; card?: Card };
    if (action.type === "play" && action.card && (view.handToPlay === declarer || view.handToPlay === dummy))
      plan.push(action.card);
    const next = applyTable(table, action);
    if (!next.ok) break;
    table = next.value;
  }
  return { expected: (viewOf(table, humanSeat(t)) as FourView).declarerTricks - before, plan };
}

/** The outcome of a claim by the person. */
export type ClaimOutcome =
  | { readonly ok: true; readonly accepted: boolean; readonly table: Table }
  | { readonly ok: false; readonly error: RuleError };

/**
 * The person, as declarer, claims `tricks` of the remaining tricks. The plan is the bots' play-out;
 * the defenders accept when the claim is no more than the play-out made, else one of them rejects
 * and play goes on with declarer bound to the plan (CLAIM-3).
 */
export function claim(t: Table, bots: Bots, tricks: number): ClaimOutcome {
  if (t.mode === "honeymoon")
    return { ok: false, error: { code: "INVALID_CLAIM", message: "Honeymoon has no claims" } };
  const me = humanSeat(t) as Seat;
  const verdict = playOut(t, bots);
  const claimed = applyTable(t, { type: "claim", seat: me, tricks, plan: verdict.plan });
  if (!claimed.ok) return claimed;
  let table = claimed.value;
  const view = viewOf(table, me) as FourView;
  if (!view.claim) return { ok: true, accepted: true, table }; // a claim of nothing stands at once
  const accepted = tricks <= verdict.expected;
  for (let k = 0; k < 2; k++) {
    const seat = turnOf(table);
    if (seat === null || !(viewOf(table, seat) as FourView).claim) break;
    const answered = applyTable(table, { type: accepted ? "acceptClaim" : "rejectClaim", seat });
    if (!answered.ok) return answered;
    table = answered.value;
    if (!accepted) break;
  }
  return { ok: true, accepted, table };
}
