/**
 * Declarer's leads: count sure winners and cash them once they are enough, ruff losers in the
 * short trump hand, draw trumps, develop the best suit towards honours, unblock.
 *
 * @module
 * @internal
 */
import { count, has, highest, honours, lowest, ranksDown } from "../hand-eval.js";
import {
  above,
  canRuff,
  hiddenAbove,
  idOf,
  lowestOf,
  partnerOf,
  rankOfId,
  TRUMPLESS,
  type Table,
} from "./knowledge.js";

// ---------------------------------------------------------------------------------------------
// Declarer's leads.

interface SuitPlan {
  /** Tricks the partnership can take in the suit from the top. */
  winners: number;
  lenMine: number;
  lenOther: number;
}

function suitPlan(t: Table, s: number, mine: number, other: number): SuitPlan {
  const hid = t.hidden[s] as number;
  const lenMine = count(mine);
  const lenOther = count(other);
  const long = Math.max(lenMine, lenOther);
  if (hid === 0) return { winners: long, lenMine, lenOther };
  const top = highest(hid);
  const ours = count((mine | other) & above(top));
  const winners = ours >= count(hid) ? long : Math.min(ours, long);
  return { winners, lenMine, lenOther };
}

/** The card to cash in a suit: the short hand's winners first, so the suit does not block. */
function cashCard(t: Table, s: number, mine: number, other: number): number {
  const masterOf = (h: number): boolean => h !== 0 && hiddenAbove(t, s, highest(h)) === 0;
  if (mine === 0) return -1;
  if (
    masterOf(other) &&
    count(other) <= count(mine) &&
    hiddenAbove(t, s, lowest(mine)) > 0 &&
    count(other) < count(mine)
  )
    return idOf(s, lowest(mine));
  if (masterOf(mine)) return idOf(s, highest(mine));
  return idOf(s, lowest(mine));
}

/** The card to lead when developing a suit: towards honours, or the top of a sequence. */
function developCard(s: number, mine: number, other: number): number {
  const hMine = highest(mine);
  const hOther = highest(other);
  // From a sequence (Q-J-10 opposite A-x-x: the queen, to run it if not covered).
  if (hMine >= 8 && has(mine, hMine - 1)) return idOf(s, hMine);
  if (other !== 0 && hOther > hMine && hOther >= 9) return idOf(s, lowest(mine));
  if (hMine >= 8 && has(other, hMine - 1) && count(mine) <= count(other)) return idOf(s, hMine);
  return idOf(s, lowest(mine));
}

/** The partnership's sure tricks from the top, counted from the hand to play and its partner's. */
export function declarerSure(t: Table): number {
  const mineAll = t.known[t.hand] ?? [0, 0, 0, 0];
  const otherAll = t.known[partnerOf(t.hand)] ?? [0, 0, 0, 0];
  let n = 0;
  for (let s = 0; s < 4; s++) n += suitPlan(t, s, mineAll[s] as number, otherAll[s] as number).winners;
  return n;
}

/** Declarer's (or dummy's) lead to a trick. */
export function declarerLead(t: Table): number {
  const me = t.hand;
  const partnerSeat = partnerOf(me);
  const mineAll = t.known[me] as readonly number[];
  const otherAll = t.known[partnerSeat] ?? [0, 0, 0, 0];
  const plans = [0, 1, 2, 3].map((s) => suitPlan(t, s, mineAll[s] as number, otherAll[s] as number));
  const sure = plans.reduce((n, p) => n + p.winners, 0);
  const trump = t.trump;
  const mine = (s: number): number => mineAll[s] as number;
  const other = (s: number): number => otherAll[s] as number;
  if (trump !== TRUMPLESS) {
    const oppTrumps = count(t.hidden[trump] as number);
    const myTrumps = count(mine(trump));
    const otherTrumps = count(other(trump));
    // Ruff losers in the hand with fewer (or as many) trumps: only there are ruffs extra tricks.
    if (sure < t.need) {
      for (const ruffer of [partnerSeat, me]) {
        const rh = (s: number): number => (ruffer === me ? mine(s) : other(s));
        const lh = (s: number): number => (ruffer === me ? other(s) : mine(s));
        const rTrumps = count(rh(trump));
        if (rTrumps === 0 || rTrumps > count(lh(trump))) continue;
        for (let s = 0; s < 4; s++) {
          if (s === trump) continue;
          const r = rh(s);
          const l = lh(s);
          if (count(l) <= count(r)) continue;
          if (!ranksDown(l).some((x) => hiddenAbove(t, s, x) > 0)) continue;
          if (r === 0 && ruffer !== me) return idOf(s, lowest(l));
          if (count(r) === 1 && ruffer === me) return idOf(s, highest(r));
          if (count(r) === 1 && ruffer !== me && hiddenAbove(t, s, highest(r)) > 0) return idOf(s, lowest(l));
        }
      }
    }
    // Draw trumps while the opponents hold some and we have the length to do it.
    const topOpp = highest(t.hidden[trump] as number);
    const onlyMaster = oppTrumps === 1 && topOpp > highest(mine(trump) | other(trump));
    if (oppTrumps > 0 && myTrumps + otherTrumps > oppTrumps && !onlyMaster && mine(trump) !== 0) {
      const plan = plans[trump] as SuitPlan;
      if (plan.winners > 0) return cashCard(t, trump, mine(trump), other(trump));
      return developCard(trump, mine(trump), other(trump));
    }
  }
  if (sure >= t.need) {
    // Enough tricks on top: take them, trumps first while the opponents hold any.
    // Trumps first while the opponents hold any; then the suits this hand can cash itself, the
    // short hand's winners first; last, leads over to winners in the other hand.
    const ownMaster = (s: number): boolean => mine(s) !== 0 && hiddenAbove(t, s, highest(mine(s))) === 0;
    const rank = (s: number): number =>
      (s === trump && count(t.hidden[trump] as number) > 0 ? 1000 : 0) +
      (ownMaster(s) ? 100 + (count(mine(s)) <= count(other(s)) ? 50 : 0) : 0) +
      (plans[s] as SuitPlan).winners;
    const order = [0, 1, 2, 3].filter((s) => (plans[s] as SuitPlan).winners > 0 && mine(s) !== 0);
    order.sort((a, b) => rank(b) - rank(a));
    for (const s of order) {
      const card = cashCard(t, s, mine(s), other(s));
      if (
        card >= 0 &&
        (hiddenAbove(t, s, rankOfId(card)) === 0 || (other(s) !== 0 && hiddenAbove(t, s, highest(other(s))) === 0))
      )
        return card;
    }
  }
  // Develop the suit with the most to gain: length and honours, tricks not yet sure.
  let best = -1;
  let bestScore = -Infinity;
  for (let s = 0; s < 4; s++) {
    if (mine(s) === 0) continue;
    const p = plans[s] as SuitPlan;
    const long = Math.max(p.lenMine, p.lenOther);
    const gain = long - p.winners;
    const both = mine(s) | other(s);
    let score = gain * 3 + (p.lenMine + p.lenOther) + honours(both) * 1.5;
    if (gain <= 0) score -= 10;
    if (s === trump) score -= 4;
    // Leading from a tenace (A-Q) gives away the finesse; lead towards it instead.
    const m = mine(s);
    if (has(m, 12) && has(m, 10) && !has(m, 11) && !has(other(s), 11)) score -= 6;
    if (has(m, 11) && !has(m, 12) && !has(m, 10) && count(other(s)) > 0 && highest(other(s)) < 11) score -= 4;
    if (trump !== TRUMPLESS && s !== trump && count(t.hidden[trump] as number) > 0) {
      const risk = [(me + 1) & 3, (me + 3) & 3].some((seat) => canRuff(t, seat, s));
      if (risk) score -= 8;
    }
    score += t.input.tie() * 0.01 * s;
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  if (best < 0) return lowestOf(t.input.legal);
  const p = plans[best] as SuitPlan;
  if (
    p.winners > 0 &&
    hiddenAbove(t, best, highest(mine(best))) === 0 &&
    p.lenMine + p.lenOther > 0 &&
    Math.max(p.lenMine, p.lenOther) - p.winners <= 0
  ) {
    return cashCard(t, best, mine(best), other(best));
  }
  return developCard(best, mine(best), other(best));
}
