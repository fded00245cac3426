/**
 * Layouts of the cards a seat cannot see, drawn at random among those consistent with what it
 * knows: the cards it sees (its hand, dummy, any hand exposed by a claim), every card played and
 * who played it, the voids shown by failing to follow, and what each hidden seat's calls showed in
 * the bots' own system (high-card points and suit lengths of the hand as dealt, and the calls
 * themselves).
 *
 * Cards seen, cards played, hand sizes and voids are facts: every layout keeps them. The auction's
 * meaning is an inference a player may have strayed from (the system's ranges are not every hand's
 * truth), and a tight reading can make consistent layouts rare, so layouts are drawn by rejection
 * with a bounded number of draws at each of five levels, each relaxing the last:
 *
 * 0. the calls themselves: the system, given each hidden seat's hand as dealt, makes every call that
 *    seat made (what a call denies — the rules before it the hand would have fitted, a bid not made
 *    at an earlier turn — as well as what it shows), and points and lengths as shown; only where
 *    the caller of {@link drawLayouts} gives that check;
 * 1. points and lengths as the auction showed them;
 * 2. points widened by {@link WIDEN} either way, lengths as shown;
 * 3. points dropped, lengths as shown;
 * 4. facts only (every draw is accepted).
 *
 * The first four keep, with the lengths, the first-round controls (the ace or a void) a control
 * bid showed or denied.
 *
 * Draws at a level stop after {@link DRAWS_PER_LAYOUT} draws per layout wanted; the last level
 * accepts its first draw, so drawing always ends.
 *
 * At the first four levels the early plays are read too: each card a hidden seat played is asked
 * of standard play (`../play.ts`) given the hand the layout gives its player then — the opening
 * lead among the whole hand (the bots' opening lead is standard play's, so its suit says something
 * too), a later lead among the cards of its suit (the bots lead standard play's card of the suit
 * they choose; the declaring side at times its top card, read like any other card: reading it as a
 * fit measured no better), a card played to a trick among the cards equal to it (the sampled player
 * values equal cards alike and lets standard play choose, the lowest of them, mostly). A draw whose player
 * would have played another card is less likely, not impossible (a player may play otherwise): it
 * is kept with chance {@link MISFIT} for each such card.
 *
 * @module
 * @internal
 */
import { shuffle, type Rng } from "../../random.js";
import type { Shown } from "../auction/context.js";
import { ACE, count, has, KING, QUEEN, suitHcp } from "../hand-eval.js";
import { chooseCard } from "../play.js";
import {
  idOf,
  isOpeningLead,
  partnerOf,
  rankOfId,
  sameSide,
  suitOfId,
  winnerIndex,
  type PlayInput,
  type PlayedCard,
  type Table,
} from "./knowledge.js";

/** High-card points added to either end of a shown range at level 2. */
export const WIDEN = 3;
/** Draws tried at each level for each layout still wanted. */
export const DRAWS_PER_LAYOUT = 40;
/** Cards played with more than this many tricks left are read (the sampled player's early plays). */
export const READ_ABOVE = 6;
/** Chance a draw is kept for each card read that standard play would not have played from its hand. */
export const MISFIT = 0.1;

/** Layouts drawn, and the level of relaxation the last one needed (0 the calls made … 4 facts only). */
export interface Layouts {
  /** Holdings of every hand at `seat * 4 + suit` (13-bit masks), the visible hands included. */
  readonly layouts: number[][];
  /** Highest relaxation level used, 0 to 4 (1 at the least without the calls' check; 0 when nothing is hidden). */
  readonly level: number;
}

/** Cards each seat has played so far, as four suit masks a seat. */
export function playedBySeat(t: Table): number[][] {
  const out = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  for (const cards of [...t.input.tricks.map((x) => x.cards), t.input.trick])
    for (const c of cards) {
      const s = (c.id / 13) | 0;
      const p = out[c.seat] as number[];
      p[s] = (p[s] as number) | (1 << (c.id % 13));
    }
  return out;
}

/**
 * Draws up to `wanted` layouts of the hidden cards (always at least one, and exactly `wanted` unless
 * nothing is hidden, when the one layout there is comes back). `shown` is what each seat's calls
 * showed, by seat; `null` to use facts only (neither the auction nor the plays read). `makesCalls`,
 * when given, tells whether the system holding a hand as dealt at a seat makes that seat's calls:
 * the first level then keeps only layouts whose every hidden hand does.
 */
export function drawLayouts(
  t: Table,
  shown: readonly Shown[] | null,
  wanted: number,
  rng: Rng,
  makesCalls?: (seat: number, dealt: readonly number[]) => boolean,
): Layouts {
  const played = playedBySeat(t);
  const hiddenSeats = [0, 1, 2, 3].filter((s) => t.known[s] === null);
  const base = new Array<number>(16).fill(0);
  t.known.forEach((k, seat) => {
    if (k) for (let s = 0; s < 4; s++) base[seat * 4 + s] = k[s] as number;
  });
  const unseen: number[] = [];
  for (let s = 0; s < 4; s++)
    for (let r = 0; r < 13; r++) if (((t.hidden[s] as number) >>> r) & 1) unseen.push(s * 16 + r);
  if (hiddenSeats.length === 0 || unseen.length === 0) return { layouts: [base], level: 0 };
  const sizes = hiddenSeats.map((seat) => 13 - (played[seat] as number[]).reduce((n, m) => n + count(m), 0));
  const layouts: number[][] = [];
  const reads = playsToRead(t);
  let level = makesCalls && shown ? 0 : 1;
  for (; level < 5 && layouts.length < wanted; level++) {
    const tries = level === 4 ? wanted - layouts.length : DRAWS_PER_LAYOUT * (wanted - layouts.length);
    for (let i = 0; i < tries && layouts.length < wanted; i++) {
      const layout = deal(base, hiddenSeats, sizes, unseen, t.voids, rng);
      if (level === 4 || !shown) layouts.push(layout);
      else if (
        fitsAuction(layout, hiddenSeats, played, shown, level) &&
        (level > 0 || !makesCalls || makeTheirCalls(layout, hiddenSeats, played, makesCalls))
      ) {
        const misfits = reads.length > 0 ? playMisfits(layout, reads) : 0;
        if (misfits === 0 || rng.nextUint32() < MISFIT ** misfits * 2 ** 32) layouts.push(layout);
      }
    }
  }
  return { layouts, level: level - 1 };
}

/** A card played by a hidden seat, and what that seat could see when it played it. */
export interface ReadPlay {
  /** The heuristic player's input at the play (the trick so far), holdings and legal cards left to fill in. */
  readonly input: PlayInput;
  /** The card played. */
  readonly id: number;
  /** Cards the player played from that card on, by suit: the layout's hand plus these is its hand then. */
  readonly later: readonly number[];
  /** Dummy's hand then, once in sight. */
  readonly dummy: readonly number[] | null;
  /** Ranks of the card's suit played in earlier tricks (they join the cards either side of them). */
  readonly gone: number;
}

/**
 * The plays worth reading: each card played by a seat the acting seat cannot see, with more than
 * {@link READ_ABOVE} tricks left. The opening lead is read for its card among the whole hand (the
 * bots' opening lead is standard play's); a later lead for its card within the suit (the bots lead
 * standard play's card of the suit they choose); a card played to a trick already led to, for
 * its card among the equal cards around it (the sampled player values equal cards alike, so
 * standard play chooses among them: the lowest, mostly, so a king denies the queen).
 */
export function playsToRead(t: Table): ReadPlay[] {
  const p = t.input;
  const all = p.tricks.map((x) => x.cards);
  if (p.trick.length > 0) all.push(p.trick);
  const dummy = partnerOf(p.declarer);
  // Every card played, in order: trick k's card j is at 4k + j.
  const flat = all.flat();
  // The cards `seat` played from the card at `i` on, by suit.
  const later = (i: number, seat: number): number[] => {
    const m = [0, 0, 0, 0];
    for (const c of flat.slice(i))
      if (c.seat === seat) m[suitOfId(c.id)] = (m[suitOfId(c.id)] as number) | (1 << rankOfId(c.id));
    return m;
  };
  const out: ReadPlay[] = [];
  let won = 0;
  const gone = [0, 0, 0, 0];
  all.forEach((cards, k) => {
    const seen = t.known[dummy];
    cards.forEach(({ seat, id }, j) => {
      if (13 - k <= READ_ABOVE || t.known[seat] !== null) return;
      const dummyLater = later(4 * k + j, dummy);
      out.push({
        input: {
          ...p,
          seat,
          hand: seat,
          tricks: p.tricks.slice(0, k),
          trick: cards.slice(0, j),
          declarerTricks: won,
          defenderTricks: k - won,
        },
        id,
        later: later(4 * k + j, seat),
        dummy: (k > 0 || j > 0) && seen ? seen.map((h, s) => h | (dummyLater[s] as number)) : null,
        gone: gone[suitOfId(id)] as number,
      });
    });
    for (const c of cards) gone[suitOfId(c.id)] = (gone[suitOfId(c.id)] as number) | (1 << rankOfId(c.id));
    if (cards.length === 4 && sameSide((cards[winnerIndex(cards, p.trump)] as PlayedCard).seat, p.declarer)) won++;
  });
  return out;
}

/**
 * How many of the plays read standard play would not have made from the hand the layout gives
 * their player: for the opening lead, among the whole hand (at either end of the leader's
 * tie-break, which the reader cannot know); for a later lead, among the cards of its suit; for a
 * card played to a trick, among the cards equal to it (no card still in play between them).
 */
export function playMisfits(layout: readonly number[], reads: readonly ReadPlay[]): number {
  let n = 0;
  for (const read of reads) {
    const seat = read.input.hand;
    const suit = suitOfId(read.id);
    const hand = [0, 1, 2, 3].map((s) => (layout[seat * 4 + s] as number) | (read.later[s] as number));
    const hold = hand[suit] as number;
    let ranks = hold;
    // The opening lead is standard play's card from the whole hand (the sampled player does not
    // search it), so its suit is read too; later leads only within their suit (the suit was searched).
    const opening = isOpeningLead(read.input);
    if (read.input.trick.length > 0) {
      // The run of the card played: the player's cards touching it, ranks gone from play skipped.
      const r0 = rankOfId(read.id);
      ranks = 1 << r0;
      for (const step of [1, -1])
        for (let r = r0 + step; r >= 0 && r < 13; r += step) {
          if ((hold >>> r) & 1) ranks |= 1 << r;
          else if (!((read.gone >>> r) & 1)) break;
        }
    }
    if (!opening && (ranks & (ranks - 1)) === 0) continue;
    const legal: number[] = [];
    if (opening) {
      for (let s = 0; s < 4; s++)
        for (let r = 0; r < 13; r++) if (((hand[s] as number) >>> r) & 1) legal.push(idOf(s, r));
    } else for (let r = 0; r < 13; r++) if ((ranks >>> r) & 1) legal.push(idOf(suit, r));
    const known: (readonly number[] | null)[] = [null, null, null, null];
    known[seat] = hand;
    if (read.dummy) known[partnerOf(read.input.declarer)] = read.dummy;
    if (opening) {
      // The leader's tie-break is not known: a lead standard play makes at either end of it fits.
      const at = (x: number): number => chooseCard({ ...read.input, known, legal, tie: () => x });
      if (at(0) !== read.id && at(0.999) !== read.id) n++;
    } else if (chooseCard({ ...read.input, known, legal }) !== read.id) n++;
  }
  return n;
}

/** A seat's hand as dealt, four suit masks: what a layout gives it now and the cards it has played ({@link playedBySeat}). */
export function dealtHand(layout: readonly number[], played: readonly (readonly number[])[], seat: number): number[] {
  return [0, 1, 2, 3].map((s) => (layout[seat * 4 + s] as number) | ((played[seat] as number[])[s] as number));
}

/** Whether the system, given each hidden seat's hand as dealt, makes the calls that seat made. */
function makeTheirCalls(
  layout: readonly number[],
  seats: readonly number[],
  played: readonly (readonly number[])[],
  makesCalls: (seat: number, dealt: readonly number[]) => boolean,
): boolean {
  return seats.every((seat) => makesCalls(seat, dealtHand(layout, played, seat)));
}

/**
 * Whether each hidden seat's hand as dealt (layout plus cards played) fits what its calls showed,
 * at `level` 0–3 of {@link drawLayouts}: points as shown up to level 1, widened at 2, dropped at 3.
 */
function fitsAuction(
  layout: readonly number[],
  seats: readonly number[],
  played: readonly (readonly number[])[],
  shown: readonly Shown[],
  level: number,
): boolean {
  for (const seat of seats) {
    const sh = shown[seat] as Shown;
    let hcp = 0;
    let keys = 0;
    for (let s = 0; s < 4; s++) {
      const dealt = (layout[seat * 4 + s] as number) | ((played[seat] as number[])[s] as number);
      const ace = has(dealt, ACE);
      // Key cards (a Blackwood answer): the aces, and the king and queen of the suit it counted.
      if (ace) keys++;
      if (s === sh.keySuit) {
        if (has(dealt, KING)) keys++;
        if (sh.trumpQueen >= 0 && has(dealt, QUEEN) !== (sh.trumpQueen === 1)) return false;
      }
      const n = count(dealt);
      if (n < (sh.fewestLen[s] as number) || n > (sh.maxLen[s] as number)) return false;
      // First-round control (a control bid): the ace or a void; denied, neither.
      const control = n === 0 || ace;
      if (control ? (sh.noFirstRound >>> s) & 1 : (sh.firstRound >>> s) & 1) return false;
      hcp += suitHcp(dealt);
    }
    if (sh.keyCards !== 0 && ((sh.keyCards >>> keys) & 1) === 0) return false;
    if (level <= 1 && (hcp < sh.minHcp || hcp > sh.maxHcp)) return false;
    if (level === 2 && (hcp < sh.minHcp - WIDEN || hcp > sh.maxHcp + WIDEN)) return false;
  }
  return true;
}

/**
 * One random deal of the unseen cards to the hidden seats, every seat getting its number of cards
 * and no card of a suit it has shown out of. Cards only one seat may hold go first; each other
 * card goes to a seat drawn in proportion to the room it has left, which with two hidden seats
 * makes every consistent layout equally likely. This never runs out of room: voids are shown only
 * by playing, and once a card is played dummy is in sight, so voids come with two hidden seats at
 * most; with two, the cards only one of them may hold fit in its hand (the real layout holds them)
 * and the rest fill what is left.
 */
function deal(
  base: readonly number[],
  seats: readonly number[],
  sizes: readonly number[],
  unseen: readonly number[],
  voids: readonly (readonly boolean[])[],
  rng: Rng,
): number[] {
  const cards = shuffle(unseen, rng);
  const may = (k: number, card: number): boolean => !(voids[seats[k] as number] as boolean[])[card >> 4];
  const options = (card: number): number => seats.reduce((n, _, k) => n + (may(k, card) ? 1 : 0), 0);
  // Stable: the shuffled order is kept within each number of options.
  cards.sort((a, b) => options(a) - options(b));
  const room = sizes.slice();
  const owner = new Map<number, number>();
  for (const card of cards) {
    let total = 0;
    for (let k = 0; k < seats.length; k++) if (may(k, card)) total += room[k] as number;
    let x = rng.nextInt(Math.max(1, total));
    for (let k = 0; k < seats.length; k++) {
      if (!may(k, card)) continue;
      x -= room[k] as number;
      if (x < 0) {
        owner.set(card, k);
        room[k] = (room[k] as number) - 1;
        break;
      }
    }
  }
  const out = base.slice();
  for (const [card, k] of owner) {
    const slot = (seats[k] as number) * 4 + (card >> 4);
    out[slot] = (out[slot] as number) | (1 << (card & 15));
  }
  return out;
}
