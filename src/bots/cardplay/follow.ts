/**
 * Following to a trick: second hand low, third hand high (the lowest of equal cards), covering an
 * honour with an honour, finessing, ruffing and over-ruffing, and discarding from weakness.
 *
 * @module
 * @internal
 */
import { beats } from "../../engine/play.js";
import { count, has, highest, honours, lowest, ranksDown } from "../hand-eval.js";
import {
  canRuff,
  enemyAbove,
  hiddenAbove,
  holdingOf,
  idOf,
  lowestOf,
  lowestOfTop,
  mayHaveTrumps,
  partnerOf,
  rankOfId,
  sameSide,
  suitOfId,
  TRUMPLESS,
  winnerIndex,
  type PlayedCard,
  type Table,
} from "./knowledge.js";
import { declarerSure } from "./declarer.js";

// ---------------------------------------------------------------------------------------------
// Following to a trick.

/** The card to play to a trick already led to. */
export function follow(t: Table): number {
  const legal = t.input.legal;
  const trick = t.trick;
  const led = suitOfId((trick[0] as PlayedCard).id);
  const pos = trick.length;
  const wi = winnerIndex(trick, t.trump);
  const winning = trick[wi] as PlayedCard;
  const partner = partnerOf(t.hand);
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
  const fourth = partnerOf(t.hand);
  const third = (t.hand + 1) & 3;
  const ledRank = rankOfId(winning.id);
  const fourthHold = holdingOf(t, fourth, led);
  if (winners.length === 0) return low;
  const cheapest = lowestOf(winners);
  const masters = winners.filter((id) => enemyAbove(t, led, rankOfId(id)) === 0);
  if (t.declaring) {
    // Partner plays last and is visible: let that hand win if it surely can.
    if (fourthHold !== null) {
      const partnerMaster =
        fourthHold !== 0 && enemyAbove(t, led, highest(fourthHold)) === 0 && highest(fourthHold) > ledRank;
      const partnerRuffs =
        fourthHold === 0 && t.trump !== TRUMPLESS && led !== t.trump && (holdingOf(t, fourth, t.trump) ?? 0) !== 0;
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
  if (
    thirdHold !== null &&
    masters.length > 0 &&
    (thirdHold === 0 ? !canRuff(t, third, led) : highest(thirdHold) < rankOfId(lowestOf(masters))) &&
    t.trump !== TRUMPLESS
  ) {
    return lowestOf(masters);
  }
  return low;
}

function thirdHand(
  t: Table,
  led: number,
  winning: PlayedCard,
  partnerWinning: boolean,
  myHold: number,
  low: number,
  winners: readonly number[],
): number {
  const fourth = (t.hand + 1) & 3;
  const fourthHold = holdingOf(t, fourth, led);
  const fourthRuffs =
    fourthHold !== null
      ? fourthHold === 0 && t.trump !== TRUMPLESS && led !== t.trump && (holdingOf(t, fourth, t.trump) ?? 0) !== 0
      : canRuff(t, fourth, led);
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
function declarerThird(
  t: Table,
  led: number,
  wRank: number,
  partnerWinning: boolean,
  fourthRuffs: boolean,
  myHold: number,
  low: number,
): number {
  const leaderHold = holdingOf(t, partnerOf(t.hand), led) ?? 0;
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
  if (
    partnerWinning &&
    !secondVoid &&
    !cashing &&
    wRank >= 8 &&
    (touching(wRank - 1) || (touching(wRank + 1) && hiddenAbove(t, led, wRank) === 1))
  )
    return low;
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
      if (k !== null)
        return k === 0
          ? !((holdingOf(t, seat, t.trump) ?? 0) !== 0 && suitOfId(winning.id) !== t.trump)
          : highest(k) < rankOfId(winning.id) || suitOfId(winning.id) !== led;
      return suitOfId(winning.id) !== led
        ? true
        : enemyAbove(t, led, rankOfId(winning.id)) === 0 && !canRuff(t, seat, led);
    });
    if (safe) return discard(t);
  }
  if (pos === 1 && t.declaring) {
    // Partner (visible) plays last: if that hand wins the trick anyway, keep the trump.
    const k = holdingOf(t, partnerOf(t.hand), led);
    if (k !== null && k !== 0 && highest(k) > rankOfId(winning.id) && enemyAbove(t, led, highest(k)) === 0)
      return discard(t);
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
export function discard(t: Table): number {
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
    const partner = partnerOf(t.hand);
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
