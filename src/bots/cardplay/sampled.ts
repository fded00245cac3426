/**
 * Card play by sampling, the method of GIB and its successors: draw layouts of the hidden cards
 * consistent with the seat's view (`./sample.ts`), solve each double dummy, and play the card with
 * the best expected score for the contract. Declarer maximises the expected score of the declaring
 * side, defenders minimise it, so making (or beating) the contract counts for more than an
 * overtrick (or an undertrick), as it does at the table.
 *
 * Exact tricks cost about twice a yes/no search, so while the contract is still open and more
 * than {@link EXACT_TRICKS} tricks are left, each card is asked one question per layout — does
 * the side to play still reach the tricks it needs? — and the chance of making (or beating) the
 * contract decides; from {@link REFINE_TRICKS} tricks left, the cards tied on that chance are told
 * apart by their exact tricks, and earlier too when the question said nothing (every card kept
 * reached the tricks on every layout, or none on any) or when a side leads (few candidates, and
 * leads give away most tricks), so that overtricks and undertricks decide there rather than
 * standard play. Cards still of equal value go to the heuristic player
 * (`../play.ts`) restricted to them, so the signals and conventions of standard play break the
 * ties. Leading with more than {@link EXACT_TRICKS} tricks left, the candidates are one card a
 * suit, the one standard play leads from that suit (top of a sequence, fourth best …): which suit
 * to lead decides far more than which card of it, and the searches are the costliest of the deal.
 * The declaring side's candidates also take each suit's top card where it is not that card:
 * cashing a winner is a line of its own, which a low card of the suit does not stand for (the
 * defenders' leads did no better with it). The chosen suit's other cards are then tried on the
 * same layouts, and standard play's card gives way only to one that does better there (leads lose
 * most of the tricks the bots give away).
 * When a side leads, the cards close to the best (within one layout's worth) get a second look on
 * {@link SECOND_LOOK} times more layouts: with few layouts, one layout's chance picks among
 * near-equal lines, and leads give away most of either side's tricks.
 *
 * The opening lead is standard play's, not sampled: on 300-deal sets, the sampled lead gave away
 * more tricks double dummy than standard play's, and let more contracts that could be beaten make
 * (more layouts, or exact tricks among the leads tied on beating the contract, did not close the
 * gap: a lead is made knowing least, and double dummy rewards leads that a declarer who cannot
 * see the cards would misplay less often).
 *
 * Time goes where it buys most: fewer layouts in the first tricks, where each search is of a
 * nearly full deal, and more near the end, where searches are cheap ({@link layoutsFor}); and a
 * card that can no longer be best whatever the layouts left say is not solved again.
 *
 * @module
 * @internal
 */
import { createCardValuer, type CardValuer } from "../../analysis/card-values.js";
import type { Rng } from "../../random.js";
import { scoreContractRaw } from "../../scoring/contract.js";
import type { Shown } from "../auction/context.js";
import { chooseCard } from "../play.js";
import { buildTable, isOpeningLead, rankOfId, suitOfId, type PlayInput, type Table } from "./knowledge.js";
import { drawLayouts } from "./sample.js";

/** Tricks left at or below which cards are valued by exact tricks even while the contract is open. */
export const EXACT_TRICKS = 6;
/**
 * Tricks left at or below which cards tied on making (or beating) the contract are told apart by
 * their exact tricks: there it costs little; earlier it tripled the searches of the first tricks
 * (leads are told apart at any point: they have few candidates).
 */
export const REFINE_TRICKS = 9;
/** Tricks left at or below which a decision draws twice the layouts ({@link layoutsFor}). */
export const MORE_TRICKS = 8;
/**
 * Layouts a second look draws, per layout of the first: when a side leads and its best cards are
 * close (within one layout's worth), they are valued again on this many times more.
 */
export const SECOND_LOOK = 2;
/** Transposition table of the bots' shared solver, in megabytes. */
const TABLE_MB = 16;

/** How much a sampled decision may spend. */
export interface Budget {
  /** Layouts to draw and solve. */
  readonly samples: number;
  /** A time (from `performance.now()`) after which no further layout is solved, or `null`. */
  readonly deadline: number | null;
}

/** What the sampled player needs beyond the heuristic player's input. */
export interface SampledInput {
  readonly play: PlayInput;
  /** What each seat's calls showed, by seat. */
  readonly shown: readonly Shown[];
  /** Whether the system, holding a hand as dealt at a seat, makes every call that seat made. */
  readonly makesCalls?: (seat: number, dealt: readonly number[]) => boolean;
  /** Doubling of the contract: 0, 1 doubled, 2 redoubled. */
  readonly doubled: number;
  /** Whether the declaring side is vulnerable. */
  readonly vulnerable: boolean;
}

// One solver serves every bot: calls are synchronous, and its table's facts hold for any deal.
let shared: CardValuer | null = null;
const valuer = (): CardValuer => (shared ??= createCardValuer(TABLE_MB));

/**
 * Whether every legal card is as good as any other whatever the layout: one suit, and no card still
 * in play (held by anyone, or in the trick) between them that is not among them.
 */
export function allEquivalent(input: PlayInput): boolean {
  const legal = input.legal;
  const suit = suitOfId(legal[0] as number);
  if (legal.some((id) => suitOfId(id) !== suit)) return false;
  let gone = 0;
  for (const t of input.tricks) for (const c of t.cards) if (suitOfId(c.id) === suit) gone |= 1 << rankOfId(c.id);
  let mine = 0;
  for (const id of legal) mine |= 1 << rankOfId(id);
  for (let r = 0; r < 13; r++) {
    const bit = 1 << r;
    if (bit < (mine & -mine) || bit > mine) continue;
    if (!(mine & bit) && !(gone & bit)) return false;
  }
  return true;
}

/** The card (an id among `input.play.legal`) with the best expected score over sampled layouts. */
export function chooseSampledCard(input: SampledInput, budget: Budget, rng: Rng): number {
  const play = input.play;
  // The opening lead: standard play's (see the module's notes).
  if (play.legal.length === 1 || allEquivalent(play) || isOpeningLead(play)) return chooseCard(play);
  const t = buildTable(play);
  const candidates = candidatesOf(t);
  if (candidates.length === 1) return candidates[0] as number;
  let { layouts } = drawLayouts(t, input.shown, layoutsFor(t, budget.samples), rng, input.makesCalls);
  // Leads (the opening lead aside) keep the cards close to the best in sight for a second look.
  const second = play.trick.length === 0;
  const first = bestCandidates(t, input, candidates, layouts, budget.deadline, second);
  let keep = first.keep;
  if (second && first.close.length > 1 && (budget.deadline === null || performance.now() < budget.deadline)) {
    // A lead with the best cards close: a second look at them on more layouts.
    const more = drawLayouts(t, input.shown, layouts.length * SECOND_LOOK, rng, input.makesCalls).layouts;
    layouts = [...layouts, ...more];
    keep = bestCandidates(t, input, first.close, layouts, budget.deadline).keep;
  }
  if (candidates.length < play.legal.length) {
    // One card a suit chose the suit; its other cards are then tried on the same layouts, and
    // standard play's card stays unless one of them does better.
    const inSuits = play.legal.filter((id) => keep.some((k) => suitOfId(k) === suitOfId(id)));
    if (inSuits.length > keep.length) {
      const again = bestCandidates(t, input, inSuits, layouts, budget.deadline).keep;
      const stays = keep.filter((id) => again.includes(id));
      keep = stays.length > 0 ? stays : again;
    }
  }
  return keep.length === 1 ? (keep[0] as number) : chooseCard({ ...play, legal: keep });
}

/**
 * Layouts for a decision at budget `samples`: half in the first three tricks (whose full-deal
 * searches are the costliest), and twice as many once {@link MORE_TRICKS} tricks or fewer are
 * left, where searches are cheap. A schedule by position alone keeps the bot deterministic.
 */
export function layoutsFor(t: Table, samples: number): number {
  if (t.tricksLeft <= MORE_TRICKS) return samples * 2;
  if (t.tricksLeft > 10) return Math.ceil(samples / 2);
  return samples;
}

/**
 * The cards worth solving: every legal card; or, leading early, standard play's card of each suit
 * and, for the declaring side, the suit's top card too (see the module's notes).
 */
export function candidatesOf(t: Table): number[] {
  const play = t.input;
  if (play.trick.length > 0 || t.tricksLeft <= EXACT_TRICKS) return play.legal.slice();
  const out: number[] = [];
  for (let s = 3; s >= 0; s--) {
    const inSuit = play.legal.filter((id) => suitOfId(id) === s);
    if (inSuit.length === 0) continue;
    const standard = chooseCard({ ...play, legal: inSuit });
    out.push(standard);
    // The declaring side's top card of the suit (ids rise with rank within a suit): cashing a winner.
    const top = Math.max(...inSuit);
    if (t.declaring && top !== standard) out.push(top);
  }
  return out;
}

/**
 * The candidates with the best expected score over the layouts. While the contract is open with
 * more than {@link EXACT_TRICKS} tricks left, one yes/no question a layout first (does the card
 * still reach the tricks needed?); the cards tied on that then get their exact tricks, so that
 * among cards equally likely to make (or beat) the contract, overtricks and undertricks decide.
 * With more than {@link REFINE_TRICKS} tricks left only a question that said nothing (the cards
 * kept reached the tricks on every layout, or on none), or a lead's, is followed by the exact
 * tricks: a lead has few candidates, one or two cards a suit, and leads give away most tricks. `close`
 * is the cards within one layout's worth of the best on the first pass (one layout more reaching
 * the tricks, or one trick more on one layout); with `near`, the pass keeps solving them.
 */
function bestCandidates(
  t: Table,
  input: SampledInput,
  candidates: readonly number[],
  layouts: readonly number[][],
  deadline: number | null,
  near = false,
): { keep: readonly number[]; close: readonly number[] } {
  const open = t.need > 0 && t.need <= t.tricksLeft;
  let keep = candidates;
  let close: readonly number[] | null = null;
  if (open && t.tricksLeft > EXACT_TRICKS) {
    const sums = passOver(t, keep, layouts, deadline, t.need, reached, near ? 1 : 0);
    close = closeOf(keep, sums, 1);
    keep = bestOf(keep, sums);
    // A pass the cards kept all passed on every layout, or all failed, said nothing (the best
    // count is all the layouts, or none): their exact tricks decide, in the first tricks too (an
    // overtrick, or an undertrick, is then at stake).
    const said = Math.max(...sums) % layouts.length > 0;
    const lead = t.input.trick.length === 0;
    if (
      (t.tricksLeft > REFINE_TRICKS && said && !lead) ||
      keep.length === 1 ||
      (deadline !== null && performance.now() > deadline)
    )
      return { keep, close };
  }
  const value = scoreOf(t, input);
  const sums = passOver(t, keep, layouts, deadline, undefined, value, near && close === null ? value.step : 0);
  close ??= closeOf(keep, sums, value.step);
  return { keep: bestOf(keep, sums), close };
}

/** The cards whose sum is within `margin` of the highest (sums of pruned cards are `-Infinity`). */
function closeOf(cards: readonly number[], sums: readonly number[], margin: number): number[] {
  const best = Math.max(...sums);
  return cards.filter((_, i) => (sums[i] as number) >= best - margin - 1e-9);
}

/** The cards whose sum is the highest. */
const bestOf = (cards: readonly number[], sums: readonly number[]): number[] => closeOf(cards, sums, 0);

/** A per-layout value of a card: 1 when it reaches the target, else 0 (bounds 0 and 1). */
const reached = { of: (n: number): number => n, lo: 0, hi: 1 };

/**
 * The acting side's contract score when it takes `n` more tricks from here, with the bounds of
 * that score over every trick count possible.
 */
function scoreOf(t: Table, input: SampledInput): { of(n: number): number; lo: number; hi: number; step: number } {
  const play = input.play;
  const won = t.declaring ? play.declarerTricks : play.defenderTricks;
  const of = (n: number): number => {
    const mine = won + n;
    const net = scoreContractRaw(
      play.level,
      play.trump,
      input.doubled,
      input.vulnerable,
      t.declaring ? mine : 13 - mine,
      "duplicate",
    ).net;
    return t.declaring ? net : -net;
  };
  // The score rises with the side's tricks; `step` is the least one trick more can add.
  let step = Infinity;
  for (let n = 0; n < t.tricksLeft; n++) step = Math.min(step, of(n + 1) - of(n));
  return { of, lo: of(0), hi: of(t.tricksLeft), step };
}

/**
 * For each card, its summed value over the layouts solved (with `target`, how many reach it;
 * else the summed score). A card that can no longer reach the best sum, even at the highest value
 * on every layout left while the best one gets the lowest, is dropped (`-Infinity`) and not
 * solved again: the choice is the one solving every layout would make, found sooner. A card
 * within `margin` of the best is kept too, so that its sum is exact.
 */
function passOver(
  t: Table,
  cards: readonly number[],
  layouts: readonly number[][],
  deadline: number | null,
  target: number | undefined,
  value: { of(n: number): number; lo: number; hi: number },
  margin = 0,
): number[] {
  const play = t.input;
  const codes = cards.map((id) => suitOfId(id) * 16 + rankOfId(id));
  const trick = play.trick.map((c) => suitOfId(c.id) * 16 + rankOfId(c.id));
  const leader = play.trick[0]?.seat ?? play.hand;
  const sums = codes.map(() => 0);
  const v = valuer();
  let live = codes.map((_, k) => k);
  for (let i = 0; i < layouts.length && live.length > 1; i++) {
    if (i > 0 && deadline !== null && performance.now() > deadline) break;
    const position = { holdings: layouts[i] as number[], trump: play.trump, leader, trick };
    const got = v.values(
      position,
      live.map((k) => codes[k] as number),
      target,
    );
    live.forEach((k, j) => (sums[k] = (sums[k] as number) + value.of(got[j] as number)));
    const best = Math.max(...live.map((k) => sums[k] as number));
    const slack = (layouts.length - i - 1) * (value.hi - value.lo);
    live = live.filter((k) => {
      if ((sums[k] as number) + slack >= best - margin - 1e-9) return true;
      sums[k] = -Infinity;
      return false;
    });
  }
  return sums;
}
