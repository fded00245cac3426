/**
 * The bots' card play: standard technique, from what one seat's view shows — its own cards, dummy
 * after the opening lead, any hand exposed by a claim, and every card played so far.
 *
 * Defence: opening leads (partner's suit, top of a sequence, fourth best at no-trump, a singleton
 * for a ruff, never away from an ace against a suit), second hand low, third hand high (the lowest
 * of equal cards), cover an honour with an honour, cash the setting tricks, give partner a ruff,
 * return partner's suit, lead through strength and up to weakness, discard from weakness.
 * Declarer: count sure winners and cash them once they are enough; ruff losers in the short trump
 * hand; draw trumps; develop the best suit, leading towards honours and finessing with the cheapest
 * card that can win; unblock by playing the short hand's honours first; win as cheaply as possible.
 *
 * @module
 * @internal
 */
import { NT, count, has, highest, honours, lowest, ranksDown } from "./hand-eval.js";

const TRUMPLESS = NT;
const sameSide = (a: number, b: number): boolean => ((a ^ b) & 1) === 0;
const suitOfId = (id: number): number => (id / 13) | 0;
const rankOfId = (id: number): number => id % 13;
const idOf = (suit: number, rank: number): number => suit * 13 + rank;
/** Ranks strictly above `r`. */
const above = (r: number): number => 0x1fff & ~((1 << (r + 1)) - 1);

/** One card of a trick: who played it and its id. */
export interface PlayedCard {
  /** Seat number, N 0 … W 3. */
  readonly seat: number;
  /** Card id, suit × 13 + rank. */
  readonly id: number;
}

/** What the play logic reads from a view, on seat numbers and card ids. */
export interface PlayInput {
  /** The seat acting (declarer when dummy is to play). */
  readonly seat: number;
  /** The seat whose card is to be played. */
  readonly hand: number;
  /** Trump suit 0–3, or 4 at no-trump. */
  readonly trump: number;
  /** Contract level. */
  readonly level: number;
  /** Declarer's seat. */
  readonly declarer: number;
  /** The holdings the acting seat can see, by seat (`null` when hidden). */
  readonly known: readonly (readonly number[] | null)[];
  /** Completed tricks: leader and cards in order. */
  readonly tricks: readonly { readonly leader: number; readonly cards: readonly PlayedCard[] }[];
  /** The trick in progress. */
  readonly trick: readonly PlayedCard[];
  /** Tricks won so far by declarer's side and by the defenders. */
  readonly declarerTricks: number;
  /** Tricks won so far by the defenders. */
  readonly defenderTricks: number;
  /** Suits (0–3) each seat bid in the auction. */
  readonly bids: readonly (readonly number[])[];
  /** The cards that may be played now (ids). */
  readonly legal: readonly number[];
  /** A number in [0, 1) for breaking ties, from the seed and the public history (computed on demand). */
  readonly tie: () => number;
}

/** What the play logic works out once per decision. */
interface Table {
  readonly input: PlayInput;
  readonly trump: number;
  readonly hand: number;
  readonly declarer: number;
  readonly dummy: number;
  readonly declaring: boolean;
  readonly known: readonly (readonly number[] | null)[];
  /** Cards unplayed and not visible to the acting seat, by suit. */
  readonly hidden: readonly number[];
  /** `void[seat][suit]`: the seat has shown out of the suit. */
  readonly voids: readonly boolean[][];
  readonly trick: readonly PlayedCard[];
  /** Tricks the acting side still needs: to make the contract, or to defeat it. */
  readonly need: number;
  readonly tricksLeft: number;
}

function buildTable(input: PlayInput): Table {
  const played = [0, 0, 0, 0];
  const voids = [0, 1, 2, 3].map(() => [false, false, false, false]);
  const all = [...input.tricks.map((t) => t.cards), input.trick];
  for (const cards of all) {
    const led = cards[0] ? suitOfId(cards[0].id) : -1;
    for (const c of cards) {
      const s = suitOfId(c.id);
      played[s] = (played[s] as number) | (1 << rankOfId(c.id));
      if (s !== led) (voids[c.seat] as boolean[])[led] = true;
    }
  }
  const hidden = [0, 1, 2, 3].map((s) => {
    let h = 0x1fff & ~(played[s] as number);
    for (const k of input.known) if (k) h &= ~(k[s] as number);
    return h;
  });
  const known = input.known;
  // A visible hand that has no card of a suit is void in it, whether or not it has shown out yet.
  known.forEach((k, seat) => {
    if (k) for (let s = 0; s < 4; s++) if (k[s] === 0) (voids[seat] as boolean[])[s] = true;
  });
  const declaring = sameSide(input.hand, input.declarer);
  const tricksDone = input.tricks.length;
  const need = declaring ? input.level + 6 - input.declarerTricks : 8 - input.level - input.defenderTricks;
  return {
    input,
    trump: input.trump,
    hand: input.hand,
    declarer: input.declarer,
    dummy: (input.declarer + 2) & 3,
    declaring,
    known,
    hidden,
    voids,
    trick: input.trick,
    need,
    tricksLeft: 13 - tricksDone,
  };
}

const holdingOf = (t: Table, seat: number, suit: number): number | null => {
  const k = t.known[seat];
  return k ? (k[suit] as number) : null;
};

/** Hidden cards above rank `r` in `suit` (cards an opponent, or a defender's unseen partner, may hold). */
function hiddenAbove(t: Table, suit: number, r: number): number {
  return count((t.hidden[suit] as number) & above(r));
}

/**
 * Cards above rank `r` in `suit` that the opponents of the acting side may hold: the hidden cards
 * and, for a defender, dummy's.
 */
function enemyAbove(t: Table, suit: number, r: number): number {
  let h = (t.hidden[suit] as number) & above(r);
  if (!t.declaring) {
    for (const seat of [t.declarer, t.dummy]) {
      const k = holdingOf(t, seat, suit);
      if (k !== null) h |= k & above(r);
    }
  }
  return count(h);
}

/** Whether `seat` may still hold trumps (its hand, if visible, or not shown out). */
function mayHaveTrumps(t: Table, seat: number): boolean {
  if (t.trump === TRUMPLESS) return false;
  const k = holdingOf(t, seat, t.trump);
  if (k !== null) return k !== 0;
  return !(t.voids[seat] as boolean[])[t.trump] && (t.hidden[t.trump] as number) !== 0;
}

/** Whether a seat that is to play after us could ruff the suit (shown void, may hold trumps). */
function canRuff(t: Table, seat: number, suit: number): boolean {
  return t.trump !== TRUMPLESS && suit !== t.trump && ((t.voids[seat] as boolean[])[suit] as boolean) && mayHaveTrumps(t, seat);
}

/** Index in the trick of the card winning it so far. */
function winnerIndex(trick: readonly PlayedCard[], trump: number): number {
  let best = 0;
  for (let i = 1; i < trick.length; i++) if (beats((trick[i] as PlayedCard).id, (trick[best] as PlayedCard).id, trump)) best = i;
  return best;
}

/** Whether card `a`, played after `b` (which is winning), takes over the trick. */
function beats(a: number, b: number, trump: number): boolean {
  const sa = suitOfId(a);
  const sb = suitOfId(b);
  if (sa === sb) return a > b;
  return sa === trump;
}

const lowestOf = (ids: readonly number[]): number => ids.reduce((m, id) => (rankOfId(id) < rankOfId(m) ? id : m));

/**
 * The cheapest card of a set that is "as good as" its highest card: the lowest card with no
 * hidden card between it and the top (with K-Q-x, the queen).
 */
function lowestOfTop(t: Table, suit: number, mine: number): number {
  let r = highest(mine);
  for (let x = r - 1; x >= 0; x--) {
    if (has(mine, x)) r = x;
    else if (has(t.hidden[suit] as number, x)) break;
  }
  return idOf(suit, r);
}

// ---------------------------------------------------------------------------------------------
// Following to a trick.

function follow(t: Table): number {
  const legal = t.input.legal;
  const trick = t.trick;
  const led = suitOfId((trick[0] as PlayedCard).id);
  const pos = trick.length;
  const wi = winnerIndex(trick, t.trump);
  const winning = trick[wi] as PlayedCard;
  const partner = (t.hand + 2) & 3;
  const partnerWinning = winning.seat === partner;
  const following = legal.every((id) => suitOfId(id) === led);
  if (!following) return offSuit(t, winning, partnerWinning, pos);
  const myHold = legal.reduce((h, id) => h | (1 << rankOfId(id)), 0);
  const low = lowestOf(legal);
  const winners = legal.filter((id) => beats(id, winning.id, t.trump));
  const cheapestWinner = winners.length > 0 ? lowestOf(winners) : -1;
  if (pos === 3) return partnerWinning || cheapestWinner < 0 ? low : cheapestWinner;
  if (pos === 1) return secondHand(t, led, winning, low, winners);
  return thirdHand(t, led, winning, partnerWinning, myHold, low, winners);
}

function secondHand(t: Table, led: number, winning: PlayedCard, low: number, winners: readonly number[]): number {
  const fourth = (t.hand + 2) & 3;
  const third = (t.hand + 1) & 3;
  const ledRank = rankOfId(winning.id);
  const fourthHold = holdingOf(t, fourth, led);
  if (winners.length === 0) return low;
  const cheapest = lowestOf(winners);
  const masters = winners.filter((id) => enemyAbove(t, led, rankOfId(id)) === 0);
  if (t.declaring) {
    // Partner plays last and is visible: let that hand win if it surely can.
    if (fourthHold !== null) {
      const partnerMaster = fourthHold !== 0 && enemyAbove(t, led, highest(fourthHold)) === 0 && highest(fourthHold) > ledRank;
      const partnerRuffs = fourthHold === 0 && t.trump !== TRUMPLESS && led !== t.trump && (holdingOf(t, fourth, t.trump) ?? 0) !== 0;
      if (partnerMaster || partnerRuffs) return low;
    }
    if (masters.length > 0) return lowestOf(masters);
    if (ledRank >= 9 && rankOfId(cheapest) >= 9) return cheapest;
    return low;
  }
  // Defender, second hand.
  if (masters.length > 0 && t.need <= 1) return lowestOf(masters);
  const thirdHold = holdingOf(t, third, led);
  // A void dummy playing third will ruff: nothing to gain by going up.
  if (thirdHold === 0 && canRuff(t, third, led)) return low;
  if (ledRank >= 9) {
    // Cover an honour with an honour, unless the leader (dummy, visible) is leading from a sequence.
    const leaderHold = holdingOf(t, winning.seat, led);
    const fromSequence = leaderHold !== null && (has(leaderHold, ledRank - 1) || has(leaderHold, ledRank + 1));
    if (!fromSequence && rankOfId(cheapest) >= 9) return cheapest;
  }
  // Dummy plays third with nothing that can beat my card: a cheap sure trick is worth taking.
  if (thirdHold !== null && masters.length > 0 && (thirdHold === 0 ? !canRuff(t, third, led) : highest(thirdHold) < rankOfId(lowestOf(masters))) && t.trump !== TRUMPLESS) {
    return lowestOf(masters);
  }
  return low;
}

function thirdHand(t: Table, led: number, winning: PlayedCard, partnerWinning: boolean, myHold: number, low: number, winners: readonly number[]): number {
  const fourth = (t.hand + 1) & 3;
  const fourthHold = holdingOf(t, fourth, led);
  const fourthRuffs = fourthHold !== null ? fourthHold === 0 && t.trump !== TRUMPLESS && led !== t.trump && (holdingOf(t, fourth, t.trump) ?? 0) !== 0 : canRuff(t, fourth, led);
  const wRank = rankOfId(winning.id);
  const trumped = suitOfId(winning.id) !== led;
  if (trumped) return partnerWinning ? low : winners.length > 0 ? lowestOf(winners) : low;
  if (fourthHold !== null) {
    // The last hand is visible: beat it if we can, else save our cards.
    if (fourthRuffs) return low;
    const fourthTop = fourthHold === 0 ? -1 : highest(fourthHold);
    if (partnerWinning && fourthTop < wRank) return low;
    const enough = winners.filter((id) => rankOfId(id) > fourthTop);
    return enough.length > 0 ? lowestOf(enough) : low;
  }
  if (t.declaring) return declarerThird(t, led, wRank, partnerWinning, fourthRuffs, myHold, low);
  if (partnerWinning) {
    if (enemyAbove(t, led, wRank) === 0 && !fourthRuffs) return low;
    if (wRank >= 10) return low;
  }
  if (fourthRuffs && t.trump !== TRUMPLESS) return low;
  if (myHold === 0) return low;
  // Third hand high: the lowest of my top equal cards, if it beats what is winning.
  const top = lowestOfTop(t, led, myHold);
  if (rankOfId(top) > wRank) return top;
  return low;
}

/** Declarer's (or dummy's) card third to a trick led from the other hand, with a hidden hand to play last. */
function declarerThird(t: Table, led: number, wRank: number, partnerWinning: boolean, fourthRuffs: boolean, myHold: number, low: number): number {
  const leaderHold = holdingOf(t, (t.hand + 2) & 3, led) ?? 0;
  const second = t.trick[1] as PlayedCard;
  // A finesse hopes the missing card lies with the second hand, which has played: not if it is void.
  const secondVoid = suitOfId(second.id) !== led;
  const cashing = declarerSure(t) >= t.need;
  const isMaster = (r: number): boolean => hiddenAbove(t, led, r) === 0;
  const above = ranksDown(myHold)
    .filter((r) => r > wRank)
    .reverse();
  if (partnerWinning && (isMaster(wRank) || fourthRuffs)) {
    // Unblock: when the leading hand has no card left in the suit, take over with a winner of
    // this hand, which then stays on lead with the rest of the suit.
    const over = above.filter(isMaster);
    if (leaderHold === 0 && count(myHold) >= 2 && over.length > 0 && !fourthRuffs) return idOf(led, over[0] as number);
    return low;
  }
  if (fourthRuffs) return low;
  // An honour led from a sequence: let it run.
  const touching = (r: number): boolean => has(leaderHold, r) || has(myHold, r);
  if (partnerWinning && !secondVoid && !cashing && wRank >= 8 && (touching(wRank - 1) || (touching(wRank + 1) && hiddenAbove(t, led, wRank) === 1))) return low;
  if (above.length === 0) return low;
  if (!secondVoid && !cashing) {
    // Finesse: the cheapest card that wins unless the one missing card above it is fourth hand's.
    for (const r of above) if (hiddenAbove(t, led, r) === 1) return idOf(led, r);
  }
  const masters = above.filter(isMaster);
  if (masters.length > 0) return idOf(led, masters[0] as number);
  // Nothing sure: make fourth hand spend a high card.
  return idOf(led, above[0] as number);
}

function offSuit(t: Table, winning: PlayedCard, partnerWinning: boolean, pos: number): number {
  const legal = t.input.legal;
  const trumps = t.trump === TRUMPLESS ? [] : legal.filter((id) => suitOfId(id) === t.trump);
  const led = suitOfId((t.trick[0] as PlayedCard).id);
  if (trumps.length === 0 || led === t.trump) return discard(t);
  const later = [1, 2, 3].map((k) => (t.hand + k) & 3).slice(0, 3 - pos);
  if (partnerWinning) {
    const safe = later.every((seat) => {
      const k = holdingOf(t, seat, led);
      if (k !== null) return (k === 0 ? !((holdingOf(t, seat, t.trump) ?? 0) !== 0 && suitOfId(winning.id) !== t.trump) : highest(k) < rankOfId(winning.id) || suitOfId(winning.id) !== led);
      return suitOfId(winning.id) !== led ? true : enemyAbove(t, led, rankOfId(winning.id)) === 0 && !canRuff(t, seat, led);
    });
    if (safe) return discard(t);
  }
  if (pos === 1 && t.declaring) {
    // Partner (visible) plays last: if that hand wins the trick anyway, keep the trump.
    const k = holdingOf(t, (t.hand + 2) & 3, led);
    if (k !== null && k !== 0 && highest(k) > rankOfId(winning.id) && enemyAbove(t, led, highest(k)) === 0) return discard(t);
  }
  const topTrump = suitOfId(winning.id) === t.trump ? rankOfId(winning.id) : -1;
  let over = trumps.filter((id) => rankOfId(id) > topTrump);
  if (over.length === 0) return discard(t);
  // An opponent still to play may over-ruff: a visible one if it is void and holds a higher
  // trump; a hidden one if it may be void. Ruff above the danger when we can afford to.
  for (const seat of later) {
    if (sameSide(seat, t.hand)) continue;
    const k = holdingOf(t, seat, led);
    const kt = holdingOf(t, seat, t.trump);
    if (k !== null) {
      if (k === 0 && kt) {
        const higher = over.filter((id) => rankOfId(id) > highest(kt));
        if (higher.length > 0) over = higher;
      }
    } else if (mayHaveTrumps(t, seat) && likelyVoid(t, seat, led)) {
      // Only with trumps to spare: two or more that no hidden trump can beat.
      const higher = over.filter((id) => hiddenAbove(t, t.trump, rankOfId(id)) === 0);
      if (higher.length >= 2) over = higher;
    }
  }
  return lowestOf(over);
}

/** Whether a hidden seat is probably out of `suit`: it has shown out, or at most one card of it is unseen. */
function likelyVoid(t: Table, seat: number, suit: number): boolean {
  return ((t.voids[seat] as boolean[])[suit] as boolean) || count(t.hidden[suit] as number) <= 1;
}

/** A discard from weakness: the card whose loss costs least. */
function discard(t: Table): number {
  const legal = t.input.legal;
  let best = -1;
  let bestCost = Infinity;
  let bestLen = 0;
  for (let s = 0; s < 4; s++) {
    const mine = legal.filter((id) => suitOfId(id) === s);
    if (mine.length === 0) continue;
    const hold = mine.reduce((h, id) => h | (1 << rankOfId(id)), 0);
    const n = mine.length;
    const lo = lowest(hold);
    let cost = 0;
    if (s === t.trump) cost += 30;
    if (enemyAbove(t, s, lo) === 0) cost += 20;
    // Guards: K needs one card beside it, Q two, J three.
    for (const [r, guards, value] of [
      [12 - 1, 1, 8],
      [12 - 2, 2, 6],
      [12 - 3, 3, 3],
    ] as const) {
      if (has(hold, r) && enemyAbove(t, s, r) > 0 && n - 1 <= guards) cost += value;
    }
    // Keep length against a visible opponent's long suit, and length that may yet take tricks.
    for (const seat of [(t.hand + 1) & 3, (t.hand + 3) & 3]) {
      const k = holdingOf(t, seat, s);
      if (k !== null && count(k) >= n && count(k) >= 3) cost += 5;
    }
    if (n >= 4) cost += 2 + honours(hold);
    const partner = (t.hand + 2) & 3;
    if (!t.declaring && (t.input.bids[partner] as readonly number[]).includes(s)) cost += 3;
    // Declarer keeps a card to reach the other hand's long winners.
    const link = t.declaring ? holdingOf(t, partner, s) : null;
    if (link !== null && count(link) >= 3 && hiddenAbove(t, s, highest(link)) === 0 && n <= 2) cost += 6;
    cost += honours(hold) * 0.5;
    // Between equally worthless suits, shed from the longer: the shorter may become a void to ruff in.
    if (cost < bestCost || (cost === bestCost && n > bestLen)) {
      bestCost = cost;
      best = s;
      bestLen = n;
    }
  }
  return lowestOf(legal.filter((id) => suitOfId(id) === best));
}

// ---------------------------------------------------------------------------------------------
// Leads.

/** The standard card to lead from a holding. */
function leadFrom(suit: number, hold: number, noTrump: boolean, partnerSuit: boolean): number {
  const r = ranksDown(hold);
  const n = r.length;
  const [a, b, c] = r as [number, number | undefined, number | undefined];
  if (n === 1) return idOf(suit, a);
  if (a === 12 && b === 11) return idOf(suit, a);
  // Top of a sequence: three in a row, two touching honours with the next card near (KQT), or AKQ.
  if (b !== undefined && a >= 9 && b === a - 1 && (!noTrump || (c !== undefined && c >= a - 3) || n <= 3)) return idOf(suit, a);
  // Interior sequence at no-trump: the top of the touching pair below the honour (KJT: the jack).
  if (noTrump && b !== undefined && c !== undefined && b >= 8 && c === b - 1 && a > b + 1) return idOf(suit, b);
  if (n === 2) return idOf(suit, a);
  if (!noTrump && a === 12) return idOf(suit, a);
  if (partnerSuit) return idOf(suit, a >= 9 ? (r[n - 1] as number) : a);
  if (a < 9) return idOf(suit, n === 3 ? a : (r[3] as number));
  return idOf(suit, n >= 4 ? (r[3] as number) : (r[n - 1] as number));
}

function openingLead(t: Table): number {
  const legal = t.input.legal;
  const me = t.hand;
  const partner = (me + 2) & 3;
  const noTrump = t.trump === TRUMPLESS;
  const bids = t.input.bids;
  const mine = [0, 1, 2, 3].map((s) => legal.filter((id) => suitOfId(id) === s).reduce((h, id) => h | (1 << rankOfId(id)), 0));
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
    score += t.input.tie() * 0.5 * ((s * 7 + 3) % 4) / 4;
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

function defenderLead(t: Table): number {
  const legal = t.input.legal;
  const me = t.hand;
  const partner = (me + 2) & 3;
  const noTrump = t.trump === TRUMPLESS;
  const mine = [0, 1, 2, 3].map((s) => legal.filter((id) => suitOfId(id) === s).reduce((h, id) => h | (1 << rankOfId(id)), 0));
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
  if (masterOf(other) && count(other) <= count(mine) && hiddenAbove(t, s, lowest(mine)) > 0 && count(other) < count(mine)) return idOf(s, lowest(mine));
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
function declarerSure(t: Table): number {
  const mineAll = t.known[t.hand] ?? [0, 0, 0, 0];
  const otherAll = t.known[(t.hand + 2) & 3] ?? [0, 0, 0, 0];
  let n = 0;
  for (let s = 0; s < 4; s++) n += suitPlan(t, s, mineAll[s] as number, otherAll[s] as number).winners;
  return n;
}

function declarerLead(t: Table): number {
  const me = t.hand;
  const partnerSeat = (me + 2) & 3;
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
      (s === trump && count(t.hidden[trump] as number) > 0 ? 1000 : 0) + (ownMaster(s) ? 100 + (count(mine(s)) <= count(other(s)) ? 50 : 0) : 0) + (plans[s] as SuitPlan).winners;
    const order = [0, 1, 2, 3].filter((s) => (plans[s] as SuitPlan).winners > 0 && mine(s) !== 0);
    order.sort((a, b) => rank(b) - rank(a));
    for (const s of order) {
      const card = cashCard(t, s, mine(s), other(s));
      if (card >= 0 && (hiddenAbove(t, s, rankOfId(card)) === 0 || (other(s) !== 0 && hiddenAbove(t, s, highest(other(s))) === 0))) return card;
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
  if (p.winners > 0 && hiddenAbove(t, best, highest(mine(best))) === 0 && p.lenMine + p.lenOther > 0 && Math.max(p.lenMine, p.lenOther) - p.winners <= 0) {
    return cashCard(t, best, mine(best), other(best));
  }
  return developCard(best, mine(best), other(best));
}

/** The card the bot plays: an id among `input.legal`. */
export function chooseCard(input: PlayInput): number {
  if (input.legal.length === 1) return input.legal[0] as number;
  const t = buildTable(input);
  let id: number;
  if (t.trick.length > 0) id = follow(t);
  else if (t.declaring) id = declarerLead(t);
  else if (input.tricks.length === 0) id = openingLead(t);
  else id = defenderLead(t);
  return input.legal.includes(id) ? id : lowestOf(input.legal);
}
