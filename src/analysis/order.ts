/**
 * Move ordering of the double-dummy search (`search.ts`): the moves of a hand, one per group of
 * equivalent cards, best first by cheap bridge heuristics, each weight measured by node counts.
 * Leads go first in the suits the opponents hold fewest cards in, then winners and ruffs (and in
 * no-trump by who holds the suit's top three cards); the second hand plays low, covers a card led
 * among the top three left, and spends no card where partner's wins; the third and fourth hands
 * win cheaply; discards come from long suits.
 *
 * Internal card code and hands as in `search.ts`.
 *
 * @module
 */
import { bits } from "./quick.js";

/** Move slots a ply (at most 13 cards, one move per group of equivalent cards). */
export const MOVES_PER_PLY = 16;
/** Plies a search can reach: 52 cards and the root. */
export const MAX_PLIES = 53;

/**
 * Lead ordering: weight taken off a suit per card the opponents hold in it (a void counts as
 * {@link VOID_CARDS}, in a suit contract {@link VOID_CARDS_TRUMP}: any card may be discarded). Measured by node counts it outweighs every
 * other lead heuristic: a lead the opponents have few replies to keeps the tree small. Retuned
 * after the no-trump weights below were added: at 50 rather than 80, opening leads of deals
 * 1000–1199 (the solver bench's, five sets of 40) took 9.8, 6.1, 3.3, 2.6 and 4.0 % fewer nodes
 * (17.88 M → 16.89 M in all); tables of 1000–1029, 1040–1049 and 1080–1089 (10 deals each) 0.2,
 * 1.0, 5.0, −0.5 and 0.8 % fewer (50.34 M → 49.32 M); 60, 40, 30 and 20 did less well.
 */
const SPREAD = 50;
/**
 * {@link SPREAD} in a suit contract. Measured by node counts on tables of deals 1000–1009,
 * 1040–1049 and 1080–1089: 1.3 %, 3.2 % and 0.0 % fewer than 80 (40: 2.4 % more on the first).
 */
const SPREAD_TRUMP = 60;
const VOID_CARDS = 4;
/**
 * {@link VOID_CARDS} in a suit contract, where a void opponent may ruff or discard. Measured by
 * node counts on tables of deals 1000–1009, 1040–1049 and 1080–1089: 3.7 %, 6.9 % and 7.5 % fewer
 * than 4 (5: 3.0 % and 5.6 %; 7: 2.6 % and 7.4 %; 6 in no-trump too: opening leads 16 % more).
 */
const VOID_CARDS_TRUMP = 6;
/**
 * Lead ordering: weight added per card partner holds in the suit (measured: opening-lead solves
 * 5 % fewer nodes, tables 1 % fewer, on 40 and 30 seeded deals).
 */
const PARTNER = 10;
/**
 * No-trump lead ordering: weight taken off a suit partner is void in (partner can only discard,
 * so the leader's card alone must hold the trick; DDS's leads weigh it too). Measured by node counts on opening leads
 * of deals 1000–1039, 1040–1079 and 1080–1119: 1.6 %, 1.5 % and 2.9 % fewer, tables (10 deals
 * each) 0.1 %, 0.6 % and 0.4 % fewer; 120 gave -2.8 % and +0.4 % on the first two, 30 -0.8 %, and
 * in suit contracts too (60) tables had 0.1 % and 1.9 % more.
 */
const PARTNER_VOID = 60;
/**
 * No-trump lead ordering, by who holds a suit's top three cards (the weights DDS's leads use, in
 * kind): weight taken off a suit where the leader's right-hand opponent, who plays last, holds the
 * top or second card (not a singleton); added where the left-hand opponent's top card lies in
 * front of partner's second ({@link TOWARD}); added where the leader's side holds the second and
 * third cards ({@link SETUP}: driving out the top sets up a trick). Measured by node counts on
 * three sets of 40 seeded deals: opening-lead solves 10.0 %, 2.6 % and 8.7 % fewer nodes, tables
 * (10 deals each) +0.2 %, -2.4 %, -0.7 %. Also in trump strains, the first set's tables had 3.4 % more nodes.
 */
const BEHIND = 40;
const TOWARD = 80;
const SETUP = 80;
/** Discard ordering: weight added per card of the suit discarded from. */
const LONG = 2;
/**
 * No-trump lead ordering: weight added to the lead that last settled a node at the same ply (a
 * killer move, as DDS's leads use; {@link MoveOrder.killer}), worth one and a half cards of
 * {@link SPREAD}. Measured by node counts, with the lost-lead cut-off (cutoffs.ts) against neither:
 * opening leads of deals 1000–1039, 1040–1079 and 1080–1119 3.0 %, 11.3 % and 7.6 % fewer, tables
 * (10 deals each) 1.2 %, 2.6 % and 0.7 % fewer (the cut-off alone: about 0.4 % of each). Given in
 * suit strains too, tables had 0.6 % and 2.4 % fewer but 2.0 % more; weights 60, 80, 160 and 240
 * did worse on one set or another. A killer at every ply, first whatever the weights, once
 * multiplied the nodes threefold.
 */
const KILLER = 120;

/**
 * The move lists of one search engine, a ply at a time. Reads the engine's hands and remaining
 * cards (shared arrays); the engine sets {@link trump} and {@link rootLeader} for each position.
 */
export class MoveOrder {
  /** The moves of each ply, {@link MOVES_PER_PLY} slots a ply, best first. */
  readonly moves = new Int32Array(MAX_PLIES * MOVES_PER_PLY);
  /** The moves' weights while a ply's list is built (then scratch for the reordering). */
  private readonly weights = new Int32Array(MAX_PLIES * MOVES_PER_PLY);
  /** The strain: a suit index, or 4 for no-trump. */
  trump = 4;
  /** The hand that led the root's trick: its side is taken as the defenders. */
  rootLeader = 0;
  /**
   * Per ply: the lead that last settled a node at that ply (a card code), −1 for none; the engine
   * writes it and clears it for each position. Tried sooner in no-trump ({@link KILLER}).
   */
  readonly killer = new Int32Array(MAX_PLIES).fill(-1);

  /**
   * @param hands the engine's holdings, hand * 4 + suit, 13-bit masks.
   * @param rem the cards left in each suit.
   */
  constructor(
    private readonly hands: Int32Array,
    private readonly rem: Int32Array,
  ) {}

  /**
   * The moves of `hand` at the ply whose slots begin at `base`, one per group of equivalent cards
   * (the group's highest card), ordered best first by bridge heuristics into {@link moves}.
   * Returns how many.
   */
  generate(
    hand: number,
    pos: number,
    base: number,
    lead: number,
    winHand: number,
    winSuit: number,
    winRank: number,
  ): number {
    const h = this.hands;
    const rem = this.rem;
    const trump = this.trump;
    const moves = this.moves;
    const weights = this.weights;
    let from = 0;
    let to = 3;
    if (pos > 0 && (h[hand * 4 + lead] as number) !== 0) from = to = lead;
    const partner = (hand + 2) & 3;
    const lho = (hand + 1) & 3;
    const rho = (hand + 3) & 3;
    let partnerWins = pos > 0 && winHand === partner;
    if (partnerWins && pos === 2) {
      // Third hand: partner's card wins the trick only if the fourth hand cannot beat it; when it
      // can, third hand plays as against an opponent's card (win cheaply where the card holds).
      // Measured with the second-hand rule below, by node counts against playing low under
      // partner always: deals 1000–1039 opening leads 6 % fewer, tables (1000–1009) 18 % fewer;
      // deals 1040–1079 24 % and 35 % fewer.
      const fm = h[lho * 4 + lead] as number;
      const ft = trump < 4 ? (h[lho * 4 + trump] as number) : 0;
      if (
        winSuit === lead ? (fm !== 0 ? fm >>> (winRank + 1) !== 0 : ft !== 0) : fm === 0 && ft >>> (winRank + 1) !== 0
      )
        partnerWins = false;
    }
    let covered = false;
    if (pos === 1 && winSuit === lead) {
      // Second hand: when partner, playing last, beats the leader's card and all of third hand's
      // (who cannot ruff), second hand plays low as under a winning partner.
      const pm = h[partner * 4 + lead] as number;
      const tm = h[lho * 4 + lead] as number;
      const tt = trump < 4 && lead !== trump ? (h[lho * 4 + trump] as number) : 0;
      covered = pm >>> (winRank + 1) !== 0 && pm > tm && (tm !== 0 || tt === 0);
    }
    let count = 0;
    const voids = trump < 4 ? VOID_CARDS_TRUMP : VOID_CARDS;
    const spread = trump < 4 ? SPREAD_TRUMP : SPREAD;
    // The killer lead, when the hand holds it: the move whose group of equivalent cards has it.
    const killer = pos === 0 && trump === 4 ? (this.killer[base / MOVES_PER_PLY] as number) : -1;
    const killerSuit = killer >> 4;
    const killerBit = 1 << (killer & 15);
    for (let s = from; s <= to; s++) {
      const mine = h[hand * 4 + s] as number;
      if (mine === 0) continue;
      const r = rem[s] as number;
      const top = 31 - Math.clz32(r);
      let suitWeight = 0;
      let lowFirst = true;
      if (pos === 0) {
        const pm = h[partner * 4 + s] as number;
        const lm = h[lho * 4 + s] as number;
        const rm = h[rho * 4 + s] as number;
        const ruffable = trump < 4 && s !== trump;
        const lhoRuffs = ruffable && lm === 0 && (h[lho * 4 + trump] as number) !== 0;
        const rhoRuffs = ruffable && rm === 0 && (h[rho * 4 + trump] as number) !== 0;
        const partnerRuffs = ruffable && pm === 0 && (h[partner * 4 + trump] as number) !== 0;
        if ((mine >>> top) & 1) {
          suitWeight = 60;
          lowFirst = false;
        } else if ((pm >>> top) & 1) suitWeight = 50;
        if (lhoRuffs || rhoRuffs) suitWeight -= 45;
        else if (partnerRuffs) suitWeight += 45;
        if (s === trump) suitWeight += lowFirst ? -10 : 10;
        // A suit the opponents hold many cards in (or can discard on) gives them many replies.
        const nl = bits(lm);
        const nr = bits(rm);
        const np = bits(pm);
        suitWeight -= spread * ((nl === 0 ? voids : nl) + (nr === 0 ? voids : nr));
        suitWeight += PARTNER * np;
        if (trump === 4) {
          if (np === 0) suitWeight -= PARTNER_VOID;
          // No-trump: who holds the suit's top three cards.
          const topBit = 1 << top;
          const r2 = r ^ topBit;
          const second = r2 === 0 ? 0 : 1 << (31 - Math.clz32(r2));
          const r3 = r2 ^ second;
          const third = r3 === 0 ? 0 : 1 << (31 - Math.clz32(r3));
          const ours = mine | pm;
          // The opponent who plays last holds one of the top two; else the left-hand opponent's
          // top card lies in front of partner's second.
          if ((rm & (topBit | second)) !== 0 && nr !== 1) suitWeight -= BEHIND;
          else if ((lm & topBit) !== 0 && (pm & second) !== 0 && np !== 1) suitWeight += TOWARD;
          if ((ours & topBit) === 0 && (ours & second) !== 0 && (ours & third) !== 0) suitWeight += SETUP;
        }
      } else if (s !== lead && s !== trump) {
        // A discard: from a long suit, keeping a lone winner and a guarded second card.
        const n = bits(mine);
        suitWeight = LONG * n;
        if (n === 1 && (mine >>> top) & 1) suitWeight -= 8;
        else if (n === 2 && (mine >>> (31 - Math.clz32(r & ~(1 << top)))) & 1) suitWeight -= 6;
      }
      // Cards from the lowest up: most weights below are a base less the rank, so the insertion
      // seldom moves a card; weights within a suit differ, so the order is the same either way.
      // Measured by cachegrind on deals 1005–1006 and 1045–1046: 0.3 % and 0.5 % fewer
      // instructions (from the top down for a lead from the top: 0.2 % more than this).
      let m = mine;
      while (m !== 0) {
        const k = 31 - Math.clz32(m & -m);
        m ^= 1 << k;
        const above = r & ~((2 << k) - 1);
        const next = above & -above;
        if (next !== 0 && (mine & next) !== 0) continue;
        const c = s * 16 + k;
        let w: number;
        // `0 - k`, not `-k`: negating rank 0 gives -0, which deoptimised this function once a run
        // (cachegrind on deals 1005–1006 and 1010–1011: 0.6 % fewer instructions).
        if (pos === 0) {
          // Lead a winner from the top, else low; the top of an honour sequence is a lead too.
          w = suitWeight + (lowFirst ? 0 - k : k);
          if (lowFirst && next !== 0 && ((mine >>> (k - 1)) & 1) === 1 && k >= 8) w += 20;
          // No other hand's card lies between the killer and this move's card.
          if (
            s === killerSuit &&
            (mine & killerBit) !== 0 &&
            killerBit <= 1 << k &&
            (r & ~mine & ((2 << k) - killerBit)) === 0
          )
            w += KILLER;
        } else {
          const beats = s === winSuit ? k > winRank : s === trump && winSuit !== trump;
          if (pos === 3) w = partnerWins ? (beats ? -100 - k : suitWeight - k) : beats ? 100 - k : suitWeight - k;
          // Under partner's winning card a discard still comes from a long suit (the discard
          // weights), not merely the lowest rank: measured by node counts, opening leads of deals
          // 1000–1039, 1040–1079 and 1080–1119 2.2 %, 2.8 % and 2.2 % fewer, tables of 1000–1009,
          // 1010–1019, 1040–1049 and 1080–1089 +0.6, −0.7, −2.9 and −1.0 %.
          else if (partnerWins || covered) w = beats ? -30 - k : suitWeight - k;
          else if (beats) {
            // Win cheaply when the next opponent cannot beat the card; else second hand low, but
            // a card led among the top three left in its suit is covered, and third hand tries a
            // card that beats the opponent's before a low one, though not partner's beatable card.
            // Measured by node counts against low then (second hand) and always (third), covering
            // a queen or higher: deals 1000–1039 opening leads 3.6 % fewer, tables (1000–1009)
            // 10.1 %; deals 1040–1079 2.8 % and 4.2 %. Covering the top three left instead: leads
            // -0.3 / -0.9 / +0.5 %, tables -9.2 / +0.5 / -3.7 % on 1000, 1040 and 1080 (the top
            // four: tables -10 / +3 %).
            const opp = h[lho * 4 + s] as number;
            const oppVoid = (h[lho * 4 + lead] as number) === 0;
            const oppTrumps = trump < 4 ? (h[lho * 4 + trump] as number) : 0;
            let holds: boolean;
            if (s === lead) holds = oppVoid ? s === trump || oppTrumps === 0 : opp >>> (k + 1) === 0;
            else holds = oppVoid ? oppTrumps >>> (k + 1) === 0 : true;
            w = holds
              ? 80 - k
              : (pos === 1 && bits((rem[lead] as number) >>> (winRank + 1)) > 2) || winHand === partner
                ? 0 - k
                : 30 - k;
          } else w = suitWeight - k;
        }
        // Insertion by weight, best first.
        let j = count++;
        while (j > 0 && (weights[base + j - 1] as number) < w) {
          moves[base + j] = moves[base + j - 1] as number;
          weights[base + j] = weights[base + j - 1] as number;
          j--;
        }
        moves[base + j] = c;
        weights[base + j] = w;
      }
    }
    if (from !== to && count > 1 && (pos > 0 || ((hand ^ this.rootLeader) & 1) === 1)) {
      // A discard, or a lead by the side that did not lead at the root (declarer's, in a deal):
      // each suit's best card first, in the weights' order, then the rest (DDS does so for every
      // lead), so that a suit misjudged costs one move, not all its cards.
      // Measured by node counts on 40 seeded deals: tables 3.6 % fewer nodes, opening-lead solves
      // 6.5 % fewer; with every lead so ordered, tables 5 % fewer but opening leads 6 % more.
      let seen = 0;
      let front = 0;
      let rest = 0;
      for (let i = 0; i < count; i++) {
        const c = moves[base + i] as number;
        const bit = 1 << (c >> 4);
        if ((seen & bit) === 0) {
          seen |= bit;
          moves[base + front++] = c;
        } else weights[base + rest++] = c;
      }
      for (let i = 0; i < rest; i++) moves[base + front + i] = weights[base + i] as number;
    }
    return count;
  }
}
