/**
 * Quick tricks for the double-dummy search: tricks the side on lead can take at once, whatever
 * the defence, counted from top cards and lengths before any move is searched. Each count also
 * records the cards it rests on, so that a cut-off it gives is stored in the transposition table
 * for every position that agrees on them.
 *
 * Hands as in `search.ts`: holding of hand `h` in suit `s` at `h * 4 + s`, 13-bit masks.
 *
 * @module
 */

import { AT, MEM as SHARED } from "./memory.js";

// The module's code in a namespace: bundlers that turn a module's top-level `const` into `var`
// (esbuild, Bun) leave a function scope's alone, and V8 folds its constants (see memory.ts).
// eslint-disable-next-line @typescript-eslint/no-namespace
namespace Quick {
  // The working memory and its offsets as this namespace's own constants, which V8 folds (memory.ts).
  const MEM = SHARED;
  const REM = AT.REM;
  const COUNT_AT = AT.COUNT;
  const DECIDING_AT = AT.DECIDING;
  /**
   * A suit's deciding cards from its count in the working memory: `cash` writes both, at `cnt + s`
   * and `cnt + s + DEC`, one offset fewer kept in its loop than two (cachegrind `--predictable`,
   * tables and leads of deals 1005–1006, 5,679.8 → 5,671.1 million instructions).
   */
  const DEC = DECIDING_AT - COUNT_AT;

  /**
   * Cards in each 13-bit holding: one load, where counting bits takes a dozen operations (the
   * search counts cards at every node; cachegrind on deals 1005–1006: 2.5 % fewer instructions).
   */
  const TABLE = new Uint8Array(1 << 13);
  for (let x = 1; x < 1 << 13; x++) TABLE[x] = (TABLE[x >> 1] as number) + (x & 1);
  /**
   * The table exported; the namespace's own code reads it as a `const` of its function scope, which
   * V8 folds, where an exported name compiles to a property of the namespace's object, which V8
   * folds only at times (a rewritten `cash` that read it more often had it loaded, and the object's
   * map checked, at each read: 43 million instructions more). Cachegrind `--predictable`, tables
   * and leads of deals 1005–1006, 5,572.4 → 5,568.4 million instructions.
   */
  export const COUNT = TABLE;

  /** Number of cards in the 13-bit holding `x`. */
  export function bits(x: number): number {
    // (Not masked to 13 bits: every caller passes a holding, and V8 checks the index against the
    // table's length all the same; cachegrind `--predictable`, tables and leads of deals
    // 1005–1006, 5,687.7 → 5,679.8 million instructions.)
    return TABLE[x] as number;
  }

  /**
   * The `k` highest cards of the holding `m`: its lowest cards taken out when they are fewer than
   * the cards kept. The quick-trick counts and a table hit's deciding cards (search.ts; 1.9 million
   * suits on tables and leads of deals 1005–1006, 4.3 million cards kept, 31 % of the suits none)
   * both call it. Cachegrind with `--predictable` on those deals: the hit's cards 5,999 → 5,978
   * million instructions against picking the top cards one by one; the quick-trick counts on this
   * one function rather than a copy of their own, 5,387 → 5,390 million (within the noise between
   * builds).
   */
  export function topCards(m: number, k: number): number {
    if (k === 0) return 0;
    let drop = bits(m) - k;
    if (drop <= 0) return m;
    if (drop < k) {
      for (; drop > 0; drop--) m &= m - 1;
      return m;
    }
    let out = 0;
    for (; k > 0; k--) {
      const b = 1 << (31 - Math.clz32(m));
      out |= b;
      m ^= b;
    }
    return out;
  }

  /** How many of the highest cards of `m` the holding `h` has, from the top without a gap. */
  export function topRun(m: number, h: number): number {
    // The cards of `m` above its highest card that `h` lacks.
    const gap = m & ~h;
    return bits(gap === 0 ? m : m & ~((2 << (31 - Math.clz32(gap))) - 1));
  }

  /**
   * For {@link QuickTricks.reach}: in a suit whose cards left are `r`, the hands of a side holding
   * `a` (the leader) and `b`, the longer hand's length times 64 plus `a`'s length when one of them
   * holds the top card, else 0.
   */
  function reachSuit(a: number, b: number, r: number): number {
    // The side's cards lie below the others' highest (or none is left). Told by a compare, not
    // a shift by the top card's place: cachegrind 6,552 → 6,534 million instructions.
    const ab = a | b;
    if (ab <= (r ^ ab)) return 0;
    const na = TABLE[a] as number;
    const nb = TABLE[b] as number;
    return (na > nb ? na : nb) * 64 + na;
  }

  /** Quick-trick counts over an engine's hands. Not exported from the package. */
  export class QuickTricks {
    /** The strain: 0–3 a trump suit, 4 no-trump. */
    trump = 4;
    /**
     * Set by {@link cash}: the tricks more that one suit gives when it is cashed last (the lead may
     * then end in partner's hand), 0 when none; {@link takeBonus} adds them to that suit's count.
     */
    bonus = 0;
    /**
     * Set by {@link reach}: the hand on lead's own lengths in the suits its side heads, which bound
     * its {@link cash} with the {@link bonus}; the search counts the leader's tricks only when they
     * reach (else only for the combined count, when partner has an entry): cachegrind as at
     * {@link reach}, 6,660 → 6,641 million instructions (−0.3 %).
     */
    own = 0;
    private lastSuit = 0;
    private trumpRun = 0;
    private trumpPick = 0;
    private lastDeciding = 0;

    /**
     * Tricks a side surely takes with its trumps, `x` and `y` the trumps of its two hands (the
     * opponents holding the rest of the cards left in the trump suit, and no trump in a trick in progress). Every
     * trick in which the side plays one of its run of top trumps is the side's, and every card is
     * played before the deal ends, so each hand wins a trick per card of that run it holds; when the
     * run's top two cards are split between the hands and either hand holds another trump, that hand
     * keeps it to play under its partner's top trump: two tricks. When the opponents hold no trump,
     * each trump of the side's longer trump hand wins a trick of its own. {@link trumpCards} then
     * gives the cards the count rests on.
     */
    trumpTricks(x: number, y: number): number {
      const m = MEM[REM + this.trump] as number;
      const gap = m & ~(x | y);
      // The opponents hold the top trump (their highest card lies above all of the side's): no run.
      if (gap > (x | y)) return 0;
      const run = gap === 0 ? 0 : m & ~((2 << (31 - Math.clz32(gap))) - 1);
      const a = bits(gap === 0 ? x : x & run);
      const b = bits(gap === 0 ? y : y & run);
      const split = gap !== 0 && a === 1 && b === 1 && (x !== (x & run) || y !== (y & run));
      this.trumpRun = run;
      this.trumpPick = split ? run : a >= b ? x & run : y & run;
      return split ? 2 : a > b ? a : b;
    }

    /**
     * The trumps that the last {@link trumpTricks} count rests on for `need` of its tricks (at most
     * the count): its run down to the card that gives the last trick needed; none when the
     * opponents hold no trump (lengths decide).
     */
    trumpCards(need: number): number {
      let pick = this.trumpPick;
      for (let i = bits(pick); i > need; i--) pick &= pick - 1;
      return this.trumpRun & ~((pick & -pick) - 1);
    }

    /**
     * At a trick's start, a bound on every quick-trick count of the side of `hand` (the leader's
     * {@link cash}, partner's reached through {@link entryToPartner} with its crossing's two tricks,
     * and both together, each with its {@link bonus}): the longer hand's length in each suit one of
     * its hands holds the top card of. Each count takes at most a hand's length in such a suit and
     * none in another (a suit cashed last, the other hand's at most; a crossing's two tricks come
     * from a suit partner holds two cards of and counts none in), so a side needing more cannot be
     * settled by them, and they are not counted: 1.25 of the 5.50 million trick starts counted
     * (tables of deals 1000–1004, opening leads of 1000–1039) skip the counts and partner's entry;
     * cachegrind (`node --predictable`, tables and leads of deals 1005–1006) 6,708 → 6,660 million
     * instructions (−0.7 %), the same nodes.
     */
    reach(hand: number): number {
      const h = MEM;
      // (Masked to its range, so that V8 adds the offsets without overflow checks, as in cash:
      // cachegrind as at reach, 6,030 → 6,025 million instructions.)
      const me = (hand & 3) * 4;
      const part = ((hand + 2) & 3) * 4;
      // The suits in straight-line code, each giving the longer hand's length times 64 plus the
      // leader's (no loop: 6,022.6 → 6,009.3 million instructions).
      const t =
        reachSuit(h[me] as number, h[part] as number, MEM[REM] as number) +
        reachSuit(h[me + 1] as number, h[part + 1] as number, MEM[REM + 1] as number) +
        reachSuit(h[me + 2] as number, h[part + 2] as number, MEM[REM + 2] as number) +
        reachSuit(h[me + 3] as number, h[part + 3] as number, MEM[REM + 3] as number);
      this.own = t & 63;
      return t >> 6;
    }

    /**
     * A way for the hand on lead to put partner on lead by force: a suit it holds a card of whose
     * top card left is partner's, no opponent ruffing it (returned as the suit), or a crossing under
     * its own top card to partner's second card (the suit plus 4); −1 when there is none. Depends on
     * lengths and on the suit's top card (top two for a crossing), which a cut-off resting on
     * partner's tricks must therefore count among its deciding cards.
     */
    entryToPartner(hand: number, partner: number): number {
      const h = MEM;
      const trump = this.trump;
      const lho = ((hand + 1) & 3) * 4;
      const rho = ((hand + 3) & 3) * 4;
      const lhoTrumps = trump < 4 && (h[lho + trump] as number) !== 0;
      const rhoTrumps = trump < 4 && (h[rho + trump] as number) !== 0;
      // The leader holds the suit's top card and partner the second, each with another card: the
      // leader cashes its top card, partner following low, then leads another to partner's, now the
      // top one (an opponent who could ruff holds two cards of the suit): two tricks, and partner on
      // lead. Returned as the suit plus 4; depends on lengths and the suit's top two cards. Not in
      // the trump suit, whose tricks partner's count may already hold. Preferred to the plain entry
      // below in any suit, as it gives two tricks more (opening leads 0.7–1.0 % fewer nodes than the
      // other order). Else the first suit the leader holds a card of whose top card is partner's,
      // no opponent ruffing it. Both looked for in one pass over the suits, a holding of fewer than
      // two cards told by `x & (x - 1)` (two passes, counting cards: cachegrind as at reach,
      // 6,633 → 6,627 million instructions).
      const me = (hand & 3) * 4;
      const pa = (partner & 3) * 4;
      let plain = -1;
      for (let s = 0; s < 4; s++) {
        const a = h[me + s] as number;
        if (a === 0) continue;
        const b = h[pa + s] as number;
        const r = MEM[REM + s] as number;
        // (A holding heads the suit when its cards lie above the others': a compare, not a shift by
        // the top card's place; with the same in trickWon's bound, cachegrind 6,534 → 6,528 million
        // instructions.)
        if (a > (r ^ a)) {
          if (s === trump || (a & (a - 1)) === 0 || (b & (b - 1)) === 0) continue;
          // The suit's second card is partner's.
          const rest = r & ~(1 << (31 - Math.clz32(r)));
          if (b <= (rest ^ b)) continue;
          const l = h[lho + s] as number;
          if ((l & (l - 1)) === 0 && lhoTrumps) continue;
          const q = h[rho + s] as number;
          if ((q & (q - 1)) === 0 && rhoTrumps) continue;
          return s + 4;
        }
        if (plain >= 0 || b <= (r ^ b)) continue;
        if (s !== trump && (((h[lho + s] as number) === 0 && lhoTrumps) || ((h[rho + s] as number) === 0 && rhoTrumps)))
          continue;
        plain = s;
      }
      return plain;
    }

    /**
     * Quick tricks for the second or third hand (`pos` 1 or 2) of a trick led in suit `ss`, won so
     * far by `winHand` with rank `winRank` of `winSuit`: whether the side of `hand` surely takes
     * `need` tricks from here. The trick counts when that side wins it whatever the opponent still
     * to play does (a ruff that opponent cannot overruff, or the side's best card of the suit above
     * the opponents' card winning so far and every card of the opponent's); in no-trump, so do the
     * winners the hand that takes the trick cashes next (a second round of the suit, top cards of
     * other suits, suits no one else holds). On true the working memory's `AT.DECIDING` (0–3) holds the cards the
     * count rests on.
     */
    trickWon(
      hand: number,
      pos: number,
      ss: number,
      winHand: number,
      winSuit: number,
      winRank: number,
      need: number,
    ): boolean {
      const h = MEM;
      const trump = this.trump;
      const partner = (hand + 2) & 3;
      if (winSuit !== ss) return false;
      if (trump < 4 && need > 1) {
        if (ss === trump) return false;
        if (1 + this.trumpTricks(h[hand * 4 + trump] as number, h[partner * 4 + trump] as number) < need) return false;
      }
      const opp = (hand + 1) & 3;
      const mine = h[hand * 4 + ss] as number;
      // Partner's cards count while partner is still to play (second hand's partner plays fourth).
      const pard = pos === 1 ? (h[partner * 4 + ss] as number) : 0;
      const theirs = h[opp * 4 + ss] as number;
      const side = trump < 4 && ss !== trump;
      if (side && theirs === 0 && (h[opp * 4 + trump] as number) !== 0) return false;
      MEM[DECIDING_AT] = MEM[DECIDING_AT + 1] = MEM[DECIDING_AT + 2] = MEM[DECIDING_AT + 3] = 0;
      // A ruff wins on lengths alone: the opponent still to play follows suit or holds no trump.
      if (
        side &&
        ((mine === 0 && (h[hand * 4 + trump] as number) !== 0) ||
          (pos === 1 && pard === 0 && (h[partner * 4 + trump] as number) !== 0))
      )
        return need <= 1;
      const ahead = winHand === partner;
      const ours = mine | pard | (ahead ? 1 << winRank : 0);
      if (ours <= ((ahead ? 0 : 1 << winRank) | theirs)) return false;
      const top = 1 << (31 - Math.clz32(ours));
      MEM[DECIDING_AT + ss] = top;
      if (need <= 1) return true;
      if (trump < 4) {
        // Neither hand of the side plays a trump to this trick (each follows suit or holds none,
        // else the ruff above), so the side's trumps win as many tricks later.
        MEM[DECIDING_AT + trump] = this.trumpCards(need - 1);
        return true;
      }
      // No-trump: the hand that takes the trick leads next and cashes its winners in other suits.
      const winner = (mine & top) !== 0 ? hand : partner;
      // It counts tricks only in suits whose top card it holds, at most one a card: when even that
      // falls short, the count is not made (lead solves: four in five counts here were spared).
      let most = 1;
      for (let s = 0; s < 4; s++) {
        const x = h[winner * 4 + s] as number;
        // (The table read directly: V8 did not inline the call of `bits` here; cachegrind as at
        // reach, 6,558 → 6,552 million instructions.)
        if (s !== ss && x > ((MEM[REM + s] as number) ^ x)) most += TABLE[x] as number;
      }
      if (most < need) return false;
      this.cash(winner, 4);
      let got = 1;
      for (let s = 0; s < 4; s++) {
        if (s === ss) continue;
        got += MEM[COUNT_AT + 4 + s] as number;
        MEM[DECIDING_AT + s] = MEM[DECIDING_AT + 4 + s] as number;
      }
      return got >= need;
    }

    /**
     * A lower bound on the tricks the hand on lead can cash at once from its own top cards: in each
     * suit, its run of cards from the top of what is left, cut to the length of any opponent who
     * could ruff; length winners when the other hands run out. Sound in any order of cashing, since
     * an opponent able to ruff a suit is never out of it while that suit is counted. Writes each
     * suit's count and deciding cards at `at` (0 or 4) in the working memory's `AT.COUNT` and `AT.DECIDING` (`memory.ts`).
     * `entry`: for partner reached by force, the way across ({@link entryToPartner}), whose suit
     * is not cashed last and whose crossing takes two of the leader's cards first.
     */
    cash(hand: number, at: number, entry = -1): number {
      const h = MEM;
      // This count's figures in the working memory, the cards at DEC past the counts. (Offsets
      // masked to their range, `hand` 0–3 and `at` 0 or 4, which V8 then knows, so that it adds
      // them without overflow checks: cachegrind as at reach, 6,568 → 6,558 million instructions.)
      const cnt = COUNT_AT + (at & 4);
      const trump = this.trump;
      const me = (hand & 3) * 4;
      const lho = ((hand + 1) & 3) * 4;
      const rho = ((hand + 3) & 3) * 4;
      const part = ((hand + 2) & 3) * 4;
      const lhoTrumps = trump < 4 && (h[lho + trump] as number) !== 0;
      const rhoTrumps = trump < 4 && (h[rho + trump] as number) !== 0;
      let total = 0;
      let bonus = 0;
      let bonusSuit = 0;
      let bonusPartner = 0;
      for (let s = 0; s < 4; s++) {
        const mine = h[me + s] as number;
        // Each suit's count and cards written once.
        if (mine === 0) {
          MEM[cnt + s + DEC] = 0;
          MEM[cnt + s] = 0;
          continue;
        }
        const n = bits(mine);
        if (s === trump && !lhoTrumps && !rhoTrumps) {
          // No opponent holds a trump: every trump of this hand wins a trick of its own, whoever's
          // trump is highest in it; that rests on lengths alone.
          MEM[cnt + s + DEC] = 0;
          MEM[cnt + s] = n;
          total += n;
          continue;
        }
        const r = MEM[REM + s] as number;
        const theirs = h[part + s] as number;
        // A suit whose top card neither hand of the side holds gives no trick, nor the trick more
        // of a suit cashed last (the opponents' card, or at a trick's second or third card one
        // played to it, heads it): not counted further.
        // (The side's cards lie below the others' highest, or none is left: r = 0.)
        const ours = mine | theirs;
        if (ours <= (r ^ ours)) {
          MEM[cnt + s + DEC] = 0;
          MEM[cnt + s] = 0;
          continue;
        }
        // The hand's run of top cards (topRun) as cards: a count of the whole run rests on them,
        // taken as they are rather than picked again by topCards (with the test above by a compare
        // rather than a shift: cachegrind as at reach, 6,641 → 6,633 million instructions).
        // (Picking fewer from them by clearing low bits in a loop: 6,674 million.)
        const gap = r & ~mine;
        const runCards = gap === 0 ? r : r & ~((2 << (31 - Math.clz32(gap))) - 1);
        const run = bits(runCards);
        const nl = bits(h[lho + s] as number);
        const nr = bits(h[rho + s] as number);
        let limit = 13;
        if (s !== trump) {
          if (lhoTrumps) limit = nl;
          if (rhoTrumps && nr < limit) limit = nr;
        }
        const opps = nl > nr ? nl : nr;
        const pard = bits(theirs);
        if (limit === 13 && pard > 0 && topRun(r, mine | theirs) >= opps) {
          // The side's top cards, in either hand, outnumber each opponent's cards, and neither
          // opponent can ruff: the side takes every round while both hands hold a card. Each round
          // the hand on lead plays low when the other hand can win with a top card, else a top
          // card itself (two top cards fall together only when both hands hold nothing else, and
          // then there are enough for every round left), so once the opponents are out of the
          // suit any card wins. The lead may end in partner's hand: the suit is cashed last.
          const last = (n < pard ? n : pard) - run;
          if (last > bonus && s !== entry % 4) {
            bonus = last;
            bonusSuit = s;
            bonusPartner = pard;
            this.lastDeciding = topCards(r, opps);
          }
        }
        if (run === 0) {
          MEM[cnt + s + DEC] = 0;
          MEM[cnt + s] = 0;
          continue;
        }
        const others = opps > pard ? opps : pard;
        // Only the top cards a count rests on decide it. When the run outlasts every other hand's
        // length, the hand takes all its cards: its top cards, as many as the longest other hand
        // holds, exhaust the others, and the rest win on length; else just the winners counted.
        if (run >= others && limit === 13) {
          MEM[cnt + s + DEC] = topCards(r, others);
          MEM[cnt + s] = n;
          total += n;
        } else if (run <= limit) {
          MEM[cnt + s + DEC] = runCards;
          MEM[cnt + s] = run;
          total += run;
        } else {
          MEM[cnt + s + DEC] = topCards(r, limit);
          MEM[cnt + s] = limit;
          total += limit;
        }
      }
      // Partner follows to or discards on the other suits' winners first, and must keep its cards
      // of the suit cashed last: it holds as many cards as the hand on lead.
      // (The hand's length added up here, only when a suit gives a trick more, not in the loop:
      // cachegrind as at reach, 6,061 → 6,052 million instructions.)
      if (bonus > 0) {
        // (The card-count table read directly: V8 left these four calls of `bits`, on a path taken
        // in one call in nine, not inlined; cachegrind `--predictable`, tables and leads of deals
        // 1005–1006, 5,726.7 → 5,716.9 million instructions.)
        const len =
          (TABLE[h[me] as number] as number) +
          (TABLE[h[me + 1] as number] as number) +
          (TABLE[h[me + 2] as number] as number) +
          (TABLE[h[me + 3] as number] as number);
        this.bonus = len - bonusPartner - (entry > 3 ? 2 : 0) >= total - (MEM[cnt + bonusSuit] as number) ? bonus : 0;
      } else this.bonus = 0;
      this.lastSuit = at + bonusSuit;
      return total;
    }

    /** Counts {@link bonus} in its suit, for a cut-off that rests on it. */
    takeBonus(): void {
      if (this.bonus > 0) {
        const s = this.lastSuit;
        MEM[COUNT_AT + s] = (MEM[COUNT_AT + s] as number) + this.bonus;
        MEM[DECIDING_AT + s] = this.lastDeciding;
      }
    }
  }
}

// What the namespace makes, for the other modules (each documented in it).
export const bits = Quick.bits;
/**
 * Cards in each 13-bit holding, the table {@link bits} reads: read directly where V8 leaves a call
 * of `bits` not inlined (on a path it finds rarely taken).
 */
export const CARD_COUNT = Quick.COUNT;
export const topCards = Quick.topCards;
export const topRun = Quick.topRun;
export const QuickTricks = Quick.QuickTricks;
export type QuickTricks = Quick.QuickTricks;
