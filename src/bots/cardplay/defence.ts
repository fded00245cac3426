/**
 * The defenders' leads: the opening lead, cashing the setting tricks, giving partner a ruff,
 * returning partner's suit, and leading through strength and up to weakness.
 *
 * @module
 * @internal
 */
import { count, has, highest, honours, lowest, ranksDown } from "../hand-eval.js";
import {
  canRuff,
  enemyAbove,
  hiddenAbove,
  holdingOf,
  idOf,
  mayHaveTrumps,
  partnerOf,
  rankOfId,
  suitOfId,
  TRUMPLESS,
  type PlayedCard,
  type Table,
} from "./knowledge.js";

// ---------------------------------------------------------------------------------------------
// Leads.

/** The standard card to lead from a holding. */
export function leadFrom(suit: number, hold: number, noTrump: boolean, partnerSuit: boolean): number {
  const r = ranksDown(hold);
  const n = r.length;
  const [a, b, c] = r as [number, number | undefined, number | undefined];
  if (n === 1) return idOf(suit, a);
  if (a === 12 && b === 11) return idOf(suit, a);
  // Top of a sequence: three in a row, two touching honours with the next card near (KQT), or AKQ.
  if (b !== undefined && a >= 9 && b === a - 1 && (!noTrump || (c !== undefined && c >= a - 3) || n <= 3))
    return idOf(suit, a);
  // Interior sequence at no-trump: the top of the touching pair below the honour (KJT: the jack).
  if (noTrump && b !== undefined && c !== undefined && b >= 8 && c === b - 1 && a > b + 1) return idOf(suit, b);
  if (n === 2) return idOf(suit, a);
  if (!noTrump && a === 12) return idOf(suit, a);
  if (partnerSuit) return idOf(suit, a >= 9 ? (r[n - 1] as number) : a);
  if (a < 9) return idOf(suit, n === 3 ? a : (r[3] as number));
  return idOf(suit, n >= 4 ? (r[3] as number) : (r[n - 1] as number));
}

/** The opening lead: partner's suit, a sequence, fourth best at no-trump, a singleton for a ruff. */
export function openingLead(t: Table): number {
  const legal = t.input.legal;
  const me = t.hand;
  const partner = partnerOf(me);
  const noTrump = t.trump === TRUMPLESS;
  const bids = t.input.bids;
  const mine = [0, 1, 2, 3].map((s) =>
    legal.filter((id) => suitOfId(id) === s).reduce((h, id) => h | (1 << rankOfId(id)), 0),
  );
  const trumps = noTrump ? 0 : count(mine[t.trump] as number);
  let best = -1;
  let bestScore = -Infinity;
  for (let s = 0; s < 4; s++) {
    const hold = mine[s] as number;
    const n = count(hold);
    if (n === 0) continue;
    const r = ranksDown(hold);
    const [a, b] = r as [number, number | undefined];
    const sequence = b !== undefined && a >= 9 && b === a - 1;
    let score = 0;
    if ((bids[partner] as readonly number[]).includes(s)) score += 30;
    if ((bids[t.declarer] as readonly number[]).includes(s)) score -= noTrump ? 20 : 12;
    if ((bids[t.dummy] as readonly number[]).includes(s)) score -= noTrump ? 15 : 10;
    if (noTrump) {
      score += n * 3 + honours(hold) * 1.5;
      if (sequence) score += 6;
      if (n >= 5) score += 4;
      if (n <= 2) score -= 6;
    } else {
      if (s === t.trump) score -= trumps >= 4 || has(hold, 12) || has(hold, 11) || has(hold, 10) ? 14 : 5;
      else {
        if (a === 12 && b === 11) score += 15;
        else if (sequence) score += 12;
        if (n === 1 && trumps >= 1 && trumps <= 3) score += 10;
        if (n === 2 && a < 9) score += 3;
        if (has(hold, 12) && !has(hold, 11)) score -= n === 1 ? 0 : 6;
        if (has(hold, 11) && !has(hold, 12) && !has(hold, 10)) score -= 10;
        if (has(hold, 10) && !has(hold, 11) && !has(hold, 9)) score -= 4;
        if (a < 9 && n >= 3) score += 3;
      }
    }
    score += (t.input.tie() * 0.5 * ((s * 7 + 3) % 4)) / 4;
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  const partnerSuit = (bids[partner] as readonly number[]).includes(best);
  return leadFrom(best, mine[best] as number, noTrump, partnerSuit);
}

/** Sure tricks a defender can cash in a suit from the top of their own hand. */
function cashable(t: Table, suit: number, hold: number): number {
  let n = 0;
  for (const r of ranksDown(hold)) {
    // My own higher cards are not counted: enemyAbove looks only outside my hand.
    if (enemyAbove(t, suit, r) > 0) break;
    n++;
  }
  if (t.trump !== TRUMPLESS && suit !== t.trump) {
    for (const seat of [t.declarer, t.dummy]) {
      const k = holdingOf(t, seat, suit);
      if (k !== null) {
        if ((holdingOf(t, seat, t.trump) ?? 0) !== 0) n = Math.min(n, count(k));
      } else if (canRuff(t, seat, suit)) n = 0;
    }
  }
  return n;
}

/** A defender's lead after the opening lead. */
export function defenderLead(t: Table): number {
  const legal = t.input.legal;
  const me = t.hand;
  const partner = partnerOf(me);
  const noTrump = t.trump === TRUMPLESS;
  const mine = [0, 1, 2, 3].map((s) =>
    legal.filter((id) => suitOfId(id) === s).reduce((h, id) => h | (1 << rankOfId(id)), 0),
  );
  // 1. Cash the setting tricks.
  let sure = 0;
  for (let s = 0; s < 4; s++) sure += cashable(t, s, mine[s] as number);
  if (sure >= t.need) {
    for (let s = 0; s < 4; s++) if (cashable(t, s, mine[s] as number) > 0) return idOf(s, highest(mine[s] as number));
  }
  // 2. Give partner a ruff.
  if (!noTrump && mayHaveTrumps(t, partner)) {
    for (let s = 0; s < 4; s++) {
      if (s === t.trump || (mine[s] as number) === 0) continue;
      if ((t.voids[partner] as boolean[])[s]) return idOf(s, lowest(mine[s] as number));
    }
  }
  const dummyHold = (s: number): number | null => holdingOf(t, t.dummy, s);
  const ruffSluff = (s: number): boolean => {
    if (noTrump || s === t.trump) return false;
    return [t.declarer, t.dummy].some((seat) => {
      const k = holdingOf(t, seat, s);
      return k !== null ? k === 0 && (holdingOf(t, seat, t.trump) ?? 0) !== 0 : canRuff(t, seat, s);
    });
  };
  // 3. Return partner's suit: the first suit partner led.
  const partnerLed = t.input.tricks.find((tr) => tr.leader === partner);
  if (partnerLed) {
    const s = suitOfId((partnerLed.cards[0] as PlayedCard).id);
    const hold = mine[s] as number;
    if (hold !== 0 && !ruffSluff(s)) {
      if (cashable(t, s, hold) > 0) return idOf(s, highest(hold));
      return idOf(s, count(hold) <= 2 ? highest(hold) : lowest(hold));
    }
  }
  // 4. At no-trump, keep on with my own long suit once it is under way.
  const myLed = t.input.tricks.find((tr) => tr.leader === me);
  if (noTrump && myLed) {
    const s = suitOfId((myLed.cards[0] as PlayedCard).id);
    const hold = mine[s] as number;
    if (count(hold) >= 2) {
      if (cashable(t, s, hold) > 0) return idOf(s, highest(hold));
      return leadFrom(s, hold, true, false);
    }
  }
  // 5. Choose a suit: through dummy's strength, up to its weakness; no ruff and discard.
  const dummyNext = t.dummy === ((me + 1) & 3);
  let best = -1;
  let bestScore = -Infinity;
  for (let s = 0; s < 4; s++) {
    const hold = mine[s] as number;
    if (hold === 0) continue;
    let score = 0;
    const d = dummyHold(s);
    if (d !== null) {
      const dummyHonours = ranksDown(d).filter((r) => r >= 9 && enemyAbove(t, s, r) > 0).length;
      const dummyMasters = ranksDown(d).filter((r) => r >= 9 && hiddenAbove(t, s, r) === 0 && !has(hold, r)).length;
      if (dummyNext) score += dummyHonours * 4;
      else score += dummyHonours === 0 && dummyMasters === 0 ? 4 : -4 * dummyHonours - 2 * dummyMasters;
      if (count(d) >= 4 && dummyMasters > 0) score -= 3;
    }
    if (ruffSluff(s)) score -= 25;
    const a = highest(hold);
    const r = ranksDown(hold);
    if ((a === 11 && !has(hold, 10)) || (a === 10 && !has(hold, 9))) score -= enemyAbove(t, s, a) > 0 ? 8 : 0;
    if (r.length >= 2 && (r[1] as number) === a - 1 && a >= 9) score += 6;
    if (cashable(t, s, hold) > 0) score += 2;
    if ((t.input.bids[t.declarer] as readonly number[]).includes(s)) score -= 5;
    if ((t.input.bids[partner] as readonly number[]).includes(s)) score += 5;
    if (!noTrump && s === t.trump) {
      const dummyTrumps = holdingOf(t, t.dummy, t.trump);
      const dummyShort = [0, 1, 2, 3].some((x) => {
        const d = dummyHold(x);
        return x !== t.trump && d !== null && count(d) <= 1;
      });
      score += dummyTrumps && dummyShort ? 3 : -6;
    }
    score += t.input.tie() * ((s * 5 + 1) % 4) * 0.1;
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return leadFrom(best, mine[best] as number, noTrump, false);
}
