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
 * contract decides. Cards of equal value go to the heuristic player (`../play.ts`) restricted to
 * them, so the signals and conventions of standard play break the ties. Leading with more than
 * {@link EXACT_TRICKS} tricks left, the candidates are one card a suit, the one standard play
 * leads from that suit (top of a sequence, fourth best …): which suit to lead decides far more
 * than which card of it, and the searches are the costliest of the deal.
 *
 * @module
 * @internal
 */
import { createCardValuer, type CardValuer } from "../../analysis/card-values.js";
import type { Rng } from "../../random.js";
import { scoreContractRaw } from "../../scoring/contract.js";
import type { Shown } from "../auction/context.js";
import { chooseCard } from "../play.js";
import { buildTable, rankOfId, suitOfId, type PlayInput, type Table } from "./knowledge.js";
import { drawLayouts } from "./sample.js";

/** Tricks left at or below which cards are valued by exact tricks even while the contract is open. */
export const EXACT_TRICKS = 6;
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
  if (play.legal.length === 1 || allEquivalent(play)) return chooseCard(play);
  const t = buildTable(play);
  const candidates = candidatesOf(t);
  if (candidates.length === 1) return candidates[0] as number;
  const { layouts } = drawLayouts(t, input.shown, budget.samples, rng);
  const score = expectedScores(t, input, candidates, layouts, budget.deadline);
  const best = Math.max(...score);
  const keep = candidates.filter((_, i) => (score[i] as number) >= best - 1e-9);
  return chooseCard({ ...play, legal: keep });
}

/** The cards worth solving: every legal card, or one a suit when leading early (see the module's notes). */
function candidatesOf(t: Table): number[] {
  const play = t.input;
  if (play.trick.length > 0 || t.tricksLeft <= EXACT_TRICKS) return play.legal.slice();
  const out: number[] = [];
  for (let s = 3; s >= 0; s--) {
    const inSuit = play.legal.filter((id) => suitOfId(id) === s);
    if (inSuit.length > 0) out.push(chooseCard({ ...play, legal: inSuit }));
  }
  return out;
}

/** For each candidate card, the summed score of the acting side over the layouts solved. */
function expectedScores(
  t: Table,
  input: SampledInput,
  candidates: readonly number[],
  layouts: readonly number[][],
  deadline: number | null,
): number[] {
  const play = input.play;
  const codes = candidates.map((id) => suitOfId(id) * 16 + rankOfId(id));
  const trick = play.trick.map((c) => suitOfId(c.id) * 16 + rankOfId(c.id));
  const leader = play.trick[0]?.seat ?? play.hand;
  const won = t.declaring ? play.declarerTricks : play.defenderTricks;
  const open = t.need > 0 && t.need <= t.tricksLeft;
  const byTarget = open && t.tricksLeft > EXACT_TRICKS;
  const sums = codes.map(() => 0);
  const v = valuer();
  for (let i = 0; i < layouts.length; i++) {
    if (i > 0 && deadline !== null && performance.now() > deadline) break;
    const position = { holdings: layouts[i] as number[], trump: play.trump, leader, trick };
    if (byTarget) {
      const reached = v.values(position, codes, t.need);
      reached.forEach((r, k) => (sums[k] = (sums[k] as number) + r));
      continue;
    }
    const tricks = v.values(position, codes);
    tricks.forEach((n, k) => {
      const mine = won + n;
      const declarerTotal = t.declaring ? mine : 13 - mine;
      const net = scoreContractRaw(
        play.level,
        play.trump,
        input.doubled,
        input.vulnerable,
        declarerTotal,
        "duplicate",
      ).net;
      sums[k] = (sums[k] as number) + (t.declaring ? net : -net);
    });
  }
  return sums;
}
