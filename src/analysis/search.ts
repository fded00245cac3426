/**
 * The double-dummy search: the number of tricks North-South can take from a position, every hand
 * open, both sides playing perfectly.
 *
 * The search answers one yes/no question at a time — "can North-South take at least `target` of
 * the tricks left?" — by alpha-beta on a zero window, so every node is a plain OR (North-South to
 * play) or AND (East-West to play) over its moves, and the root value is found by moving the target
 * up or down from a guess. Techniques, all from the double-dummy literature (Haglund's description
 * of DDS, Ginsberg's partition search):
 *
 * - hands as four 13-bit suit holdings in an `Int32Array`, so a move is one XOR;
 * - equivalent cards merged: cards of one hand adjacent in rank among the cards still in play are
 *   one move (playing any of them leads to the same outcome); and, as the search goes, a card below
 *   every rank that decided the moves already searched is skipped when a card of its suit below
 *   those ranks was searched (DDS does the same): the two positions differ only in cards whose
 *   ranks decide nothing. This cut the nodes of a full table by about 40 %;
 * - a transposition table at the start of each trick, keyed on relative ranks ({@link TranspositionTable});
 * - quick tricks (`quick.ts`): winners the side on lead can cash, with no ruff possible, answer
 *   the question before any move is tried; so do top trumps held by either side (later tricks);
 * - move ordering by cheap bridge heuristics (`order.ts`), measured by node counts: leads by DDS's
 *   lead weights (the suits the opponents hold fewest cards in first, then by ruffs and by who
 *   holds the top three cards, and the lead that last settled a node at the same ply, a killer
 *   move, sooner); the third hand following suit and the fourth hand void by DDS's weights too;
 *   second hand low, win cheaply, no card spent where partner's card wins the trick (or partner,
 *   playing last, beats every card), discard from long suits; for discards and the declaring
 *   side's leads while trumps are left, each suit's best card before any suit's second.
 *   The best lead remembered by table entries changed nothing, so is not used. A hand following
 *   suit gets the order its weights give without weighing (its cards fall into runs of ranks, each
 *   taken from the lowest up), and a single group of equivalent cards at once: 7 % fewer
 *   instructions a solve, the same nodes; leads, a hand void in the suit led and the suit-contract
 *   cut-offs each in a function of its own, small for V8's optimiser, with the table's keys
 *   worked out once and the cards left restored from locals: 9 % fewer again; the fourth hand
 *   takes the trick's first three cards out of the next trick start's keys once, not per move
 *   (tables 2–4 % less time, though 0.6 % more instructions); and the fourth hand's node
 *   in a function of its own, apart from the first three hands' (2.3 % fewer instructions),
 *   taking the trick's first three cards out of the keys once (0.9 %; in one loop body, 0.5 %
 *   more); with quick.ts's count writing each suit's figures once (1.45 %) and follow.ts's
 *   classes listed from masks (2.1 %),
 *   6.20 → 5.80 G instructions (cachegrind, deals 1005–1006), counted per function of the
 *   optimised code by callgrind with `node --perf-basic-prof`: most go on V8's checks around
 *   typed-array reads and on values spilled to the stack; the time, two builds taking turns on a
 *   quiet machine, 0.97–1.03 of before (noise). Dropped: a count keeping only how many top cards
 *   it rests on (0.05 %), the engine's arrays read into locals in quick.ts (0.1–1.2 % more);
 * - no allocation while searching, and every buffer the search reads (hands, cards left, per-ply
 *   deciding cards, keys, cards played, killers, move lists, quick-trick figures) in the thread's
 *   one `Int32Array` at constant offsets (`memory.ts`), which V8 folds into the optimised code: a
 *   read is a bounds check against a constant and a load, not a map check and loads of a small
 *   array's length and backing store after every call. Cachegrind (deals 1005–1006) 5.96 → 5.10 G
 *   instructions; time, two builds taking turns deal by deal on a loaded machine: tables
 *   0.89–0.95 of before (deals 1000–1019 twice, 1040–1069, 1080–1109, both orders), leads
 *   0.86–0.99. An index masked to a power-of-two size keeps its bounds check (node 20): not done.
 *
 * Internal card code: `suit * 16 + rank` (suit clubs 0 … spades 3, rank two 0 … ace 12). Hands:
 * N 0, E 1, S 2, W 3. Strain: a suit index, or 4 for no-trump.
 *
 * @module
 */
import { MISS as IMPORTED_MISS, TranspositionTable } from "./table.js";
import { bits as IMPORTED_bits, QuickTricks, topCards as IMPORTED_topCards } from "./quick.js";
import { withoutCard as IMPORTED_withoutCard } from "./keys.js";
import { MoveOrder } from "./order.js";
import {
  allCounted as IMPORTED_allCounted,
  cut as IMPORTED_cut,
  lastTrick as IMPORTED_lastTrick,
  leadLost as IMPORTED_leadLost,
  sideShort as IMPORTED_sideShort,
  trumpCut as IMPORTED_trumpCut,
} from "./cutoffs.js";
import { AT, MAX_PLIES as PLIES, MEM as SHARED, MOVES_PER_PLY as PER_PLY, STATE_END, suitKey } from "./memory.js";

// The module's code in a namespace: bundlers that turn a module's top-level `const` into `var`
// (esbuild, Bun) leave a function scope's alone, and V8 folds its constants (see memory.ts).
// eslint-disable-next-line @typescript-eslint/no-namespace
namespace Search {
  // What the module imports as the namespace's own, read once (compiled to CommonJS, an imported
  // name is read off its module's exports at each use; memory.ts).
  const MISS = IMPORTED_MISS;
  const bits = IMPORTED_bits;
  const topCards = IMPORTED_topCards;
  const withoutCard = IMPORTED_withoutCard;
  const allCounted = IMPORTED_allCounted;
  const cut = IMPORTED_cut;
  const lastTrick = IMPORTED_lastTrick;
  const leadLost = IMPORTED_leadLost;
  const sideShort = IMPORTED_sideShort;
  const trumpCut = IMPORTED_trumpCut;

  // The working memory and its offsets as this namespace's own constants, which V8 folds (memory.ts).
  const MEM = SHARED;
  const REM = AT.REM;
  const REL = AT.REL;
  const KEYS = AT.KEYS;
  const PLAYED = AT.PLAYED;
  const KILLER = AT.KILLER;
  const MOVES = AT.MOVES;
  const COUNT = AT.COUNT;
  const DECIDING = AT.DECIDING;
  const MAX_PLIES = PLIES;
  const MOVES_PER_PLY = PER_PLY;

  /** The engine whose state the working memory holds ({@link Engine.activate}). */
  const active: { engine?: Engine } = {};

  /**
   * Tricks left from which a trick start probes the table before counting quick tricks. Measured
   * with cachegrind on deals 1005–1006 (table and opening lead): 4 % fewer instructions at 6, for
   * 1 % more nodes (a hit's deciding cards are often more than a quick-trick cut-off's); at 4 the
   * nodes grew 4.5 %, at 8 the instructions fell only 1.7 %.
   */
  const EARLY_PROBE = 6;

  /**
   * One search engine: the position being searched and its transposition table. Its buffers are the
   * thread's working memory (`memory.ts`), which the engines of a thread take turns in
   * ({@link activate}). Not re-entrant. Not exported from the package.
   */
  export class Engine {
    /** The strain: 0–3 a trump suit, 4 no-trump. */
    trump = 4;
    /** Nodes visited since the counter was last reset (for benchmarks and tuning). */
    nodes = 0;
    /**
     * Trick starts reached by playing a trick's last card, since the counter was last reset: the
     * nodes native DDS counts (its `trickNodes`), so that the solver bench compares like with like.
     */
    trickNodes = 0;
    readonly table: TranspositionTable;
    /**
     * Every card each hand held (at `hand * 4 + suit`) in the positions set up since the table was
     * last cleared ({@link sameDeal}).
     */
    private readonly owners = new Int32Array(16);
    private readonly depths = new Int32Array(4);
    /** This engine's state in the working memory while another engine's is there ({@link activate}). */
    private readonly saved = new Int32Array(STATE_END);
    /** Quick tricks of the hand on lead (counted at 0) and of its partner (at 4). */
    private readonly quick = new QuickTricks();
    /** The move lists, a ply at a time, ordered by `order.ts`'s heuristics. */
    private readonly order = new MoveOrder();
    /**
     * Lengths of North's (low 16 bits) and East's (high 16 bits) suits, four bits a suit, clubs
     * highest: kept as cards are played, for the table's key. {@link len1}: South and West.
     */
    private len0 = 0;
    private len1 = 0;
    /** Tricks left from the root, the trick in progress included. */
    private rootLeft = 0;
    // The root: who is to play, at which place in the trick, and the trick so far.
    private rootHand = 0;
    private rootPos = 0;
    private rootLead = 0;
    private rootWinHand = 0;
    private rootWinSuit = 0;
    private rootWinRank = 0;

    /**
     * @param tableMegabytes the transposition table's memory.
     * @param clearForNewDeal whether {@link setup} clears the table for a position of another deal
     *   ({@link sameDeal}). The bots' card valuer keeps it across its layouts instead: layouts of one
     *   decision share most of their cards, and clearing for each cost the sampled play half as much
     *   CPU again (deals 300–305 played out, 10.5 s against 15.4 s). It is cleared when a position
     *   has more tricks left than the last (the play has moved to another deal): kept through a
     *   whole game, its stale entries made the slowest card decision of 62 strength-bench deals
     *   (438–499) take 4.5 s of CPU rather than 1.8.
     */
    constructor(
      tableMegabytes: number,
      private readonly clearForNewDeal = true,
    ) {
      this.table = new TranspositionTable(tableMegabytes, !clearForNewDeal);
    }

    /**
     * Sets the position: the holdings (`hand * 4 + suit`, cards still in the hands), the strain, the
     * hand that led the trick in progress and the cards played to it so far, in order (codes).
     */
    setup(holdings: ArrayLike<number>, trump: number, leader: number, trick: ArrayLike<number>): void {
      this.activate();
      for (let i = 0; i < 16; i++) MEM[i] = holdings[i] as number;
      this.trump = trump;
      this.order.trump = trump;
      this.quick.trump = trump;
      for (let s = 0; s < 4; s++) {
        const h = MEM;
        MEM[REM + s] = (h[s] as number) | (h[4 + s] as number) | (h[8 + s] as number) | (h[12 + s] as number);
      }
      let winHand = leader;
      let winSuit = 0;
      let winRank = 0;
      for (let i = 0; i < trick.length; i++) {
        const c = trick[i] as number;
        const s = c >> 4;
        const r = c & 15;
        MEM[REM + s] = (MEM[REM + s] as number) | (1 << r);
        MEM[PLAYED + i] = c;
        if (i === 0 || (s === winSuit ? r > winRank : s === trump)) {
          winHand = (leader + i) & 3;
          winSuit = s;
          winRank = r;
        }
      }
      // The trick's cards back in their hands: the deal the table is kept for ({@link sameDeal}), and
      // the suit keys of the trick's start (block 0), from which the first trick start searched
      // derives its keys.
      this.toggleTrick(leader, trick);
      if (this.clearForNewDeal) this.sameDeal();
      for (let s = 0; s < 4; s++) MEM[KEYS + s] = suitKey(s);
      this.toggleTrick(leader, trick);
      this.rootHand = (leader + trick.length) & 3;
      const before = this.rootLeft;
      this.rootLeft = this.tricksLeft();
      // A table kept across deals is cleared when a position has more tricks left than the last:
      // the play has moved on to another deal, whose positions the entries kept seldom match.
      if (!this.clearForNewDeal && this.rootLeft > before) this.table.clear();
      let l0 = 0;
      let l1 = 0;
      for (let s = 0; s < 4; s++) {
        const h = MEM;
        l0 = (l0 << 4) | bits(h[s] as number) | (bits(h[4 + s] as number) << 16);
        l1 = (l1 << 4) | bits(h[8 + s] as number) | (bits(h[12 + s] as number) << 16);
      }
      this.len0 = l0;
      this.len1 = l1;
      this.rootPos = trick.length;
      this.order.rootLeader = leader;
      MEM.fill(-1, KILLER, KILLER + MAX_PLIES);
      this.rootLead = trick.length > 0 ? (trick[0] as number) >> 4 : 0;
      this.rootWinHand = winHand;
      this.rootWinSuit = winSuit;
      this.rootWinRank = winRank;
    }

    /**
     * Clears the table when the position (its trick's cards back in their hands) is of another deal
     * than the positions searched since the table was last cleared: when a card is held by another
     * hand than there. Positions of one deal (a table's solves of a strain, the cards of one layout, a
     * hand replayed trick by trick) share their entries; across deals an entry's bound still holds
     * but is seldom met again (0.1 % of trick starts on eight lead solves after sixty other deals),
     * while the stale entries filled every bucket: a probe scanned 7 times the slots. Cleared, eight
     * opening-lead solves of median size after twenty others took 8 % fewer instructions
     * (cachegrind) for 0.04–0.15 % more nodes on three sets of 40; tables' nodes are unchanged.
     */
    private sameDeal(): void {
      const h = MEM;
      const own = this.owners;
      let clash = 0;
      for (let s = 0; s < 4; s++) {
        const all = (own[s] as number) | (own[4 + s] as number) | (own[8 + s] as number) | (own[12 + s] as number);
        for (let k = 0; k < 4; k++) clash |= (h[k * 4 + s] as number) & (all ^ (own[k * 4 + s] as number));
      }
      if (clash !== 0) {
        this.table.clear();
        own.fill(0);
      }
      for (let i = 0; i < 16; i++) own[i] = (own[i] as number) | (h[i] as number);
    }

    /** Puts the cards of a trick in progress back in the hands that played them, or takes them out. */
    private toggleTrick(leader: number, trick: ArrayLike<number>): void {
      for (let i = 0; i < trick.length; i++) {
        const c = trick[i] as number;
        const slot = ((leader + i) & 3) * 4 + (c >> 4);
        MEM[slot] = (MEM[slot] as number) ^ (1 << (c & 15));
      }
    }

    /**
     * Puts this engine's state in the working memory (the hands, the cards left and the root's
     * trick, keys and killers: all below `STATE_END`), saving the state of the engine there before.
     */
    private activate(): void {
      if (active.engine === this) return;
      active.engine?.saved.set(MEM.subarray(0, STATE_END));
      MEM.set(this.saved);
      active.engine = this;
    }

    /** Tricks left to play from the root, the trick in progress included. */
    tricksLeft(): number {
      this.activate();
      const h = this.rootHand * 4;
      const hs = MEM;
      return bits(hs[h] as number) + bits(hs[h + 1] as number) + bits(hs[h + 2] as number) + bits(hs[h + 3] as number);
    }

    /** Whether North-South can take at least `target` of the tricks left from the root. */
    atLeast(target: number): boolean {
      this.activate();
      if (this.rootPos === 0) return this.trickStart(target, this.rootHand, 0);
      this.nodes++;
      const [hand, d, lead] = [this.rootHand, this.rootPos, this.rootLead];
      const [winHand, winSuit, winRank] = [this.rootWinHand, this.rootWinSuit, this.rootWinRank];
      if (d === 3) return this.last(target, hand, d, lead, winHand, winSuit, winRank);
      return this.play(target, hand, d, lead, winHand, winSuit, winRank);
    }

    /**
     * North-South's tricks from the root (the trick in progress included), found by zero-window
     * searches moving from `guess` (a close guess saves searches; the default bisects).
     */
    value(guess?: number): number {
      let lo = 0;
      let hi = this.tricksLeft();
      if (guess === undefined) {
        while (lo < hi) {
          const t = (lo + hi + 1) >> 1;
          if (this.atLeast(t)) lo = t;
          else hi = t - 1;
        }
        return lo;
      }
      let t = Math.min(Math.max(guess, lo + 1), hi);
      while (lo < hi) {
        if (this.atLeast(t)) {
          lo = t;
          t++;
        } else {
          hi = t - 1;
          t--;
        }
      }
      return lo;
    }

    /**
     * A node at the start of a trick (ply `d`, `hand` on lead): the cut-offs that need no move
     * (quick tricks, later tricks, the table), else the moves, and the result stored. Kept apart
     * from {@link play}, which every other node runs, so that each is a small function for the
     * optimiser.
     */
    private trickStart(target: number, hand: number, d: number): boolean {
      this.nodes++;
      hand &= 3; // Masked to their ranges, as in {@link play}.
      d &= 63;
      const out = d * 4;
      // Plies are numbered from the root's place in its trick, so d / 4 tricks are done.
      const left = this.rootLeft - (d >> 2);
      if (target <= 0 || target > left) {
        MEM[REL + out] = MEM[REL + out + 1] = MEM[REL + out + 2] = MEM[REL + out + 3] = 0;
        return target <= 0;
      }
      if (left === 1) return lastTrick(this.trump, hand, out) >= target;
      const l0 = this.len0;
      const l1 = this.len1;
      // With no trump left the play is no-trump's, so such positions share no-trump's entries.
      const tag = 1 + hand + 4 * (this.trump < 4 && (MEM[REM + this.trump] as number) === 0 ? 4 : this.trump);
      // Far from the end most positions are in the table and few are settled by quick tricks, so
      // the table is probed first there, sparing the quick-trick counts on every hit (as DDS does).
      const early = left >= EARLY_PROBE;
      if (early) {
        const settled = this.probe(l0, l1, tag, out, target);
        if (settled !== MISS) return settled === 1;
      }
      const ns = (hand & 1) === 0;
      // The tricks the side on lead needs: each test below of a count against the target is one
      // compare against this, not a branch on the side and a compare (and the leader's and
      // partner's counts added once): cachegrind (`--predictable`, tables and leads of deals
      // 1005–1006) 5,503 → 5,481 million instructions.
      const need = ns ? target : left - target + 1;
      // No quick-trick count can give the side on lead more than QuickTricks.reach: not counted then.
      if (this.quick.reach(hand) >= need) {
        // The leader's own count only when its hand's part of the bound reaches (else counted
        // below, for the combined count, once partner has an entry).
        const own = this.quick.own >= need;
        let quick = own ? this.quick.cash(hand, 0) : 0;
        if (own && quick + this.quick.bonus >= need) {
          this.quick.takeBonus();
          return cut(out, 0, need, ns);
        }
        // Partner's winners, when the leader can reach them: a lead in a suit where partner's top
        // cards win gives partner the lead, and partner then cashes as a leader would.
        const partner = (hand + 2) & 3;
        const entry = this.quick.entryToPartner(hand, partner);
        if (entry >= 0) {
          // Crossing to partner's second card (entries 4–7): the leader's top card and partner's
          // second win the crossing's two tricks first.
          const cross = entry >> 2;
          // Partner may cash one suit last too (QuickTricks.bonus).
          const theirs = this.quick.cash(partner, 4, entry) + 2 * cross + this.quick.bonus;
          if (theirs >= need) {
            this.quick.takeBonus();
            return cut(out, 4, need - 2 * cross, ns, entry);
          }
          // Both: the leader cashes its own winners first, then leads to partner's entry, and
          // partner cashes its winners in the suits the leader counted none in. Partner follows to
          // or discards on the leader's winners from cards it does not count, so it needs that many.
          if (!own) quick = this.quick.cash(hand, 0);
          // By straight-line code, not a loop over the suits: cachegrind as at `need` above,
          // 5,481 → 5,474 million instructions.
          const kept =
            ((MEM[COUNT] as number) === 0 ? (MEM[COUNT + 4] as number) : 0) +
            ((MEM[COUNT + 1] as number) === 0 ? (MEM[COUNT + 5] as number) : 0) +
            ((MEM[COUNT + 2] as number) === 0 ? (MEM[COUNT + 6] as number) : 0) +
            ((MEM[COUNT + 3] as number) === 0 ? (MEM[COUNT + 7] as number) : 0);
          // At a trick's start every hand holds a card for each trick left.
          const spare = left - kept;
          // Crossing, partner keeps its second card (one spare card fewer), which wins a trick once
          // the leader has cashed the top card.
          if (spare - cross >= quick && quick + kept + cross >= need) {
            return cut(out, 0, -1, ns, entry);
          }
        }
      }
      if (need === left && (this.trump === 4 || (MEM[REM + this.trump] as number) === 0)) {
        // The side on lead needs every trick left, and an opponent holds the top card of each suit
        // the leader can lead (DDS's quick tricks check the same): the opponents win this trick.
        if (leadLost(hand, out)) return !ns;
        // Or its suits headed by its own top cards hold too few tricks (DDS's later tricks).
        // Measured by node counts: opening leads of deals 1000–1039, 1040–1079 and 1080–1119 1.7 %,
        // 4.2 % and 5.0 % fewer, tables (10 deals each) 0.6 %, 0.4 % and 1.2 % fewer.
        if (sideShort(hand, left, out)) return !ns;
      }
      if (this.trump < 4) {
        const settled = trumpCut(this.quick, target, hand, left, out);
        if (settled !== MISS) return settled === 1;
      }
      if (!early) {
        const settled = this.probe(l0, l1, tag, out, target);
        if (settled !== MISS) return settled === 1;
      }
      // What the probe worked out from the keys, for the store (the search below probes again).
      const table = this.table;
      const dist = table.dist;
      const gen = table.gen;
      const result = this.play(target, hand, d, 0, 0, 0, 0);
      const depths = this.depths;
      for (let s = 0; s < 4; s++) {
        const m = (MEM[REL + out + s] as number) & (MEM[REM + s] as number);
        depths[s] = m === 0 ? 0 : bits((MEM[REM + s] as number) & ~((m & -m) - 1));
      }
      // One call, its bounds picked by the result. With a call for each, the first solves' stores
      // (all "no") left the other's operations without type feedback, and V8 deoptimised
      // trickStart and compiled it again once a run: cachegrind (`--predictable`, tables and leads
      // of deals 1005–1006) 5,572 → 5,503 million instructions (nearly all compiling).
      table.store(dist, gen, l0, l1, tag, MEM, KEYS + out, depths, result ? target : 0, result ? left : target - 1);
      return result;
    }

    /**
     * The table's answer for the trick start at `out` ({@link TranspositionTable.lookup}); on a hit,
     * writes the cards that decided it: the top cards of each suit the entry fixes.
     */
    private probe(l0: number, l1: number, tag: number, out: number, target: number): number {
      // The keys were written by the trick's last card (in {@link play}), or at ply 0 by {@link setup}.
      const settled = this.table.lookup(l0, l1, tag, MEM, KEYS + out, target);
      if (settled !== MISS) {
        const depth = this.table.depth;
        for (let s = 0; s < 4; s++) MEM[REL + out + s] = topCards(MEM[REM + s] as number, (depth >>> (4 * s)) & 15);
      }
      return settled;
    }

    /**
     * A node whose moves are searched: `hand` to play at ply `d`, at place `d & 3` of the trick (0
     * when called from {@link trickStart}, never 3: the fourth hand is {@link last}); the trick so
     * far led in `lead` and won so far by `winHand` with `winRank` of `winSuit`. Writes at `d * 4`
     * in `AT.REL` the cards that decided it.
     */
    private play(
      target: number,
      hand: number,
      d: number,
      lead: number,
      winHand: number,
      winSuit: number,
      winRank: number,
    ): boolean {
      // Parameters masked to their ranges (plies below 64): V8 then works out the offsets from them
      // without overflow checks. With trickStart's and last's, cachegrind (`--predictable`, tables
      // and leads of deals 1005–1006) 6,042 → 5,999 million instructions.
      hand &= 3;
      d &= 63;
      lead &= 3;
      const out = d << 2;
      // Ply d is at place d mod 4 of its trick: plies count from the root's place in its trick.
      const pos = d & 3;
      const maximiser = (hand & 1) === 0;
      // (A trick ruffed is won by no quick trick of the follower: not asked.)
      if (
        pos !== 0 &&
        winSuit === lead &&
        this.quick.trickWon(
          hand,
          pos,
          lead,
          winHand,
          winSuit,
          winRank,
          maximiser ? target : this.rootLeft - (d >> 2) - target + 1,
        )
      ) {
        // Four statements, not a loop: cachegrind (`--predictable`, tables and leads of deals
        // 1005–1006) 5,474 → 5,469 million instructions, first-level data misses 13.57 → 13.43
        // million.
        MEM[REL + out] = MEM[DECIDING] as number;
        MEM[REL + out + 1] = MEM[DECIDING + 1] as number;
        MEM[REL + out + 2] = MEM[DECIDING + 2] as number;
        MEM[REL + out + 3] = MEM[DECIDING + 3] as number;
        return maximiser;
      }
      const base = d * MOVES_PER_PLY;
      const count = this.order.generate(hand, pos, base, lead, winHand, winSuit, winRank);
      const trump = this.trump;
      const child = out + 4;
      const next = (hand + 1) & 3;
      const one0 = 1 << ((hand & 1) << 4);
      let r0 = 0;
      let r1 = 0;
      let r2 = 0;
      let r3 = 0;
      // Per suit, once set: the lowest rank that decided the moves searched before a card of the
      // suit below it was searched; cards below it are then skipped. Four bits a suit (clubs
      // lowest), 0 while none is set (a rank of 0 would skip nothing).
      let lows = 0;
      for (let i = 0; i < count; i++) {
        const c = MEM[MOVES + base + i] as number;
        const s = c >> 4;
        const r = c & 15;
        // A card below every rank that decided the moves searched so far, when a card of its suit
        // below those ranks was searched already, leads to a position that agrees with that one on
        // every deciding card and on every length: it has the same result, so it is not searched.
        if (r < ((lows >>> (s << 2)) & 15)) continue;
        const slot = (hand << 2) + s;
        MEM[slot] = (MEM[slot] as number) ^ (1 << r);
        const one = one0 << ((3 - s) << 2);
        if (hand < 2) this.len0 = (this.len0 - one) | 0;
        else this.len1 = (this.len1 - one) | 0;
        MEM[PLAYED + d] = c;
        let v: boolean;
        this.nodes++;
        if (pos === 0) v = this.play(target, next, d + 1, s, hand, s, r);
        else if (s === winSuit ? r > winRank : s === trump) {
          v =
            pos === 2
              ? this.last(target, next, d + 1, lead, hand, s, r)
              : this.play(target, next, d + 1, lead, hand, s, r);
        } else {
          v =
            pos === 2
              ? this.last(target, next, d + 1, lead, winHand, winSuit, winRank)
              : this.play(target, next, d + 1, lead, winHand, winSuit, winRank);
        }
        MEM[slot] = MEM[slot] ^ (1 << r);
        if (hand < 2) this.len0 = (this.len0 + one) | 0;
        else this.len1 = (this.len1 + one) | 0;
        if (v === maximiser) {
          if (pos === 0) MEM[KILLER + d] = c;
          MEM[REL + out] = MEM[REL + child] as number;
          MEM[REL + out + 1] = MEM[REL + child + 1] as number;
          MEM[REL + out + 2] = MEM[REL + child + 2] as number;
          MEM[REL + out + 3] = MEM[REL + child + 3] as number;
          return v;
        }
        r0 |= MEM[REL + child] as number;
        r1 |= MEM[REL + child + 1] as number;
        r2 |= MEM[REL + child + 2] as number;
        r3 |= MEM[REL + child + 3] as number;
        if (((lows >>> (s << 2)) & 15) === 0) {
          const acc = s === 0 ? r0 : s === 1 ? r1 : s === 2 ? r2 : r3;
          const least = acc === 0 ? 13 : 31 - Math.clz32(acc & -acc);
          if (r < least) lows |= least << (s << 2);
        }
      }
      allCounted(hand, base, count, out, r0, r1, r2, r3);
      return !maximiser;
    }

    /**
     * The fourth hand's node ({@link play} at place 3 of the trick): each move ends the trick, so
     * the next trick start's suit keys are this one's with the trick's four cards taken out (each
     * card's two bits, at its place from the bottom of the cards left in its suit), cheaper than
     * reading every card left again. The first three cards are taken out of the keys and the cards
     * left once, before the moves; each move then takes out its own card. Its move loop repeats
     * {@link play}'s on purpose (the split saved 2.3 % of the instructions): change both together.
     */
    private last(
      target: number,
      hand: number,
      d: number,
      lead: number,
      winHand: number,
      winSuit: number,
      winRank: number,
    ): boolean {
      hand &= 3; // Masked to their ranges, as in {@link play}.
      d &= 63;
      winSuit &= 3;
      // The trick's winner so far and the target as 32-bit integers too (V8 otherwise untags and
      // checks each at every move): cachegrind 5,697 → 5,688 million instructions. The same in
      // {@link play} measured 5,718 (all four) and 5,702 (the target alone): not done there.
      winHand &= 3;
      winRank &= 15;
      target |= 0;
      const out = d << 2;
      const maximiser = (hand & 1) === 0;
      const base = d * MOVES_PER_PLY;
      const count = this.order.generate(hand, 3, base, lead, winHand, winSuit, winRank);
      const trump = this.trump;
      const child = out + 4;
      const one0 = 1 << ((hand & 1) << 4);
      let r0 = 0;
      let r1 = 0;
      let r2 = 0;
      let r3 = 0;
      // As in {@link play}.
      let lows = 0;
      // The cards left before the trick's cards come out, put back as they were after.
      const m0 = MEM[REM + 0] as number;
      const m1 = MEM[REM + 1] as number;
      const m2 = MEM[REM + 2] as number;
      const m3 = MEM[REM + 3] as number;
      // The keys of the trick's start, the first three cards taken out in turn, in the working
      // memory; four bits a suit: how many of them are of that suit. One loop body, not a branch a
      // suit each with its own locals and its own inlined withoutCard (V8's inlining budget then
      // went on generate's callees): cachegrind (`--predictable`, tables and leads of deals
      // 1005–1006) 5,727 → 5,697 million instructions.
      MEM[KEYS + child] = MEM[KEYS + child - 16] as number;
      MEM[KEYS + child + 1] = MEM[KEYS + child - 15] as number;
      MEM[KEYS + child + 2] = MEM[KEYS + child - 14] as number;
      MEM[KEYS + child + 3] = MEM[KEYS + child - 13] as number;
      let inTrick = 0;
      for (let j = d - 3; j < d; j++) {
        const p = MEM[PLAYED + j] as number;
        const ps = (p >> 4) & 3;
        const pr = p & 15;
        MEM[KEYS + child + ps] = withoutCard(MEM[KEYS + child + ps] as number, MEM[REM + ps] as number, pr);
        MEM[REM + ps] = (MEM[REM + ps] as number) ^ (1 << pr);
        inTrick += 1 << (ps << 2);
      }
      let result = !maximiser;
      for (let i = 0; i < count; i++) {
        const c = MEM[MOVES + base + i] as number;
        const s = c >> 4;
        const r = c & 15;
        if (r < ((lows >>> (s << 2)) & 15)) continue;
        const slot = (hand << 2) + s;
        MEM[slot] = (MEM[slot] as number) ^ (1 << r);
        const one = one0 << ((3 - s) << 2);
        if (hand < 2) this.len0 = (this.len0 - one) | 0;
        else this.len1 = (this.len1 - one) | 0;
        let wH = winHand;
        let wS = winSuit;
        let wR = winRank;
        if (s === wS ? r > wR : s === trump) {
          wH = hand;
          wS = s;
          wR = r;
        }
        // The winning card's rank decided the trick only if another card of its suit is in it.
        const contested = ((inTrick >>> (wS << 2)) & 15) + (s === wS ? 1 : 0) > 1;
        const k = MEM[KEYS + child + s] as number;
        MEM[KEYS + child + s] = withoutCard(k, MEM[REM + s] as number, r);
        MEM[REM + s] = (MEM[REM + s] as number) ^ (1 << r);
        this.trickNodes++;
        const v = this.trickStart(target - ((wH & 1) === 0 ? 1 : 0), wH, d + 1);
        MEM[REM + s] = (MEM[REM + s] as number) ^ (1 << r);
        MEM[KEYS + child + s] = k;
        if (contested) MEM[REL + child + wS] = (MEM[REL + child + wS] as number) | (1 << wR);
        MEM[slot] = MEM[slot] ^ (1 << r);
        if (hand < 2) this.len0 = (this.len0 + one) | 0;
        else this.len1 = (this.len1 + one) | 0;
        if (v === maximiser) {
          result = v;
          r0 = MEM[REL + child] as number;
          r1 = MEM[REL + child + 1] as number;
          r2 = MEM[REL + child + 2] as number;
          r3 = MEM[REL + child + 3] as number;
          break;
        }
        r0 |= MEM[REL + child] as number;
        r1 |= MEM[REL + child + 1] as number;
        r2 |= MEM[REL + child + 2] as number;
        r3 |= MEM[REL + child + 3] as number;
        if (((lows >>> (s << 2)) & 15) === 0) {
          const acc = s === 0 ? r0 : s === 1 ? r1 : s === 2 ? r2 : r3;
          const least = acc === 0 ? 13 : 31 - Math.clz32(acc & -acc);
          if (r < least) lows |= least << (s << 2);
        }
      }
      MEM[REM + 0] = m0;
      MEM[REM + 1] = m1;
      MEM[REM + 2] = m2;
      MEM[REM + 3] = m3;
      if (result === maximiser) {
        MEM[REL + out] = r0;
        MEM[REL + out + 1] = r1;
        MEM[REL + out + 2] = r2;
        MEM[REL + out + 3] = r3;
      } else allCounted(hand, base, count, out, r0, r1, r2, r3);
      return result;
    }
  }
}

// What the namespace makes, for the other modules (each documented in it).
export const Engine = Search.Engine;
export type Engine = Search.Engine;
