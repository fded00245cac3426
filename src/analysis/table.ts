/**
 * The transposition table of the double-dummy search: bounds on North-South's tricks for sets of
 * positions at the start of a trick (partition search).
 *
 * Within a suit only the order of the cards left matters, not their printed ranks. A searched
 * position's result usually depends on even less: on who holds the few highest cards of each suit
 * and on how many cards each hand holds, the rest being interchangeable small cards. The search
 * reports, with each result, the cards whose ranks decided it; an entry then stores, per suit,
 * who holds the cards from the top down to the lowest of those (two bits a card) and how many
 * that is (the depth), plus every hand's length in every suit, the hand on lead and the strain.
 * Every position that agrees on all of that has the same bound, whatever deal it came from; the
 * engine still clears the table for another deal (`Engine`'s `sameDeal`), as another deal's
 * entries are seldom met again and only lengthen the scans.
 *
 * Entries live in buckets of {@link SLOTS} chosen by a hash of the lengths, leader, strain and who
 * holds the top `level` cards of each suit, where an entry's level (0 to {@link MIN_DEPTH}) is the
 * most top cards it fixes in every suit: an entry is stored as general as the search found it,
 * and a lookup probes the bucket of each level, the most general first (most hits are there;
 * probing it first also saved 3 % of the nodes). The deeper levels spread
 * positions with equal lengths over many buckets; a full bucket forgets its oldest entry. Memory
 * is reserved when the table is built but touched as entries are stored: a bucket takes the next
 * block of 4 slots on its first entry and moves to the next block of {@link SLOTS} on its fifth,
 * and an entry takes the next eight words for its data on taking a new slot, each from the start
 * of its region, so a solve's entries lie together whatever buckets they hash to, and a clear
 * hands all back for the next solve to reuse. Buckets hold 1–2 entries on average in an
 * opening-lead solve, so with a bucket's slots and data at fixed places, as before, a fresh
 * solver's first solves touched pages all over the 14 MB and paid a page fault (about 12 µs on the
 * VM measured) for each. Pages of slots and data an opening-lead solve touches, deals 1020 / 1021:
 * 770 / 1,879 at fixed places; 30 / 127 with blocks of 24 slots and data as used; 10 / 62 now.
 * (Blocks of 24 with their data inside: about 110 / 400.) Deal 1021's first lead solve on a fresh
 * solver took 35 ms against 12 ms warm; 14–17 ms with blocks of 24.
 *
 * Measured and dropped, nodes unchanged: a bucket's fingerprints and its entries' data in one
 * array, bucket by bucket (entries of seven words, the tag with the bounds; counts beside the
 * filter), with the store skipping its scan for an entry to tighten where the filter lacks the
 * fingerprint and the lookup's keys in locals. Cachegrind, deals 1005–1006: 5.91 → 5.86 billion
 * instructions, first-level data misses 7.5 → 5.6 million, second-level (1 MB) 0.38 million both
 * (a strain's entries mostly stay there); time 0.96–1.04 of before on tables of deals 1000–1019 and
 * 1040–1069, both orders (noise). The three levels' scans in one loop: 0.8 % more instructions.
 * Each bucket's filter, count and first four slots in one 64-byte head, so that a probe's filter
 * read brings a small bucket's slots with it (sampled profiles put a third of the lookup's time on
 * the loads of a slot and of an entry's data): the filters then spread over 512 kB rather than
 * 64 kB, and tables took 1.01–1.10 and opening leads 1.00–1.09 of the time before (deals
 * 1000–1029 and 1040–1069, the two builds taking turns, both orders). Its four words (16 bytes)
 * without the slots were kept (`heads`). A store that scans the bucket for an entry to tighten only
 * where the filter has its fingerprint (a third of the stores in tables do not), and makes the
 * filter again only when an entry gives way: the same instructions (cachegrind, deals 1005–1006).
 *
 * @module
 */

// The module's code in a namespace: bundlers that turn a module's top-level `const` into `var`
// (esbuild, Bun) leave a function scope's alone, and V8 folds its constants (see memory.ts).
// eslint-disable-next-line @typescript-eslint/no-namespace
namespace Table {
  /** The most cards from the top of each suit that the bucket's hash reads. */
  const MIN_DEPTH = 2;

  /**
   * Entries in a bucket: positions with the same lengths differ only in their top cards. Every entry
   * general enough to fix no card in some suit shares the bucket of its lengths, so buckets fill by
   * the shape of the search, not by the table's size: measured on 6 seeded deals each from 1000 and
   * 2000, 24 slots took 7 % and 12 % fewer table nodes than 16 (opening leads 3–4 % fewer), for
   * the same instructions on deals 1005–1006 by cachegrind; 8 slots took a third more, 32 and 64
   * fewer still but 4 % more instructions.
   */
  const SLOTS = 24;

  /**
   * Slots of a bucket's first block: a bucket moves to a block of {@link SLOTS} on its fifth entry
   * (most buckets hold one or two entries in an opening-lead solve).
   */
  const SMALL = 4;

  /**
   * Bytes one entry takes: its fingerprint, where its data lie and eight words of data (a bucket's
   * first block of 4 slots adds 32 bytes a bucket).
   */
  const ENTRY_BYTES = 10 * 4;

  /**
   * Default memory of a table, in megabytes (issue 14 bounds the default at 64). 16 rather than 32:
   * a table kept across deals, as a solver's is, spends more time in cache misses the larger it is,
   * and 16 searched 0.02–0.35 % more nodes than 32 for 3–9 % less CPU time on each of three
   * twenty-deal sets (opening leads and tables, the two sizes alternating deal by deal).
   */
  const DEFAULT_TABLE_MB = 16;

  /** Result of {@link TranspositionTable.lookup} when no entry settles the question. */
  const MISS = -1;

  /**
   * Bounds on North-South's tricks from sets of positions at a trick's start. Not exported from the
   * package: each solver owns one.
   */
  /** The constants above, for the modules and tests that read them (exported below). */
  export const constants = { MIN_DEPTH, SLOTS, ENTRY_BYTES, DEFAULT_TABLE_MB, MISS } as const;

  export class TranspositionTable {
    private readonly buckets: number;
    /**
     * Per slot, two words: a fingerprint of its entry's lengths, leader and strain (the high 16 bits,
     * never 0) and, per suit, whether the entry fixes its top card and who holds it (a nibble each, as
     * {@link top1}); then where the entry's data start in {@link words}. A bucket's slots lie
     * together, so a probe reads an entry's data only when its lengths and its top cards agree: most
     * entries that share a bucket's lengths are told apart without that read.
     */
    private readonly prints: Int32Array;
    /**
     * Per entry, eight words: two of lengths, one per suit (pattern × 16 + depth), the tag (hand on
     * lead + 4 × strain + 1), and the bounds (lower | upper << 8).
     */
    private readonly words: Int32Array;
    /** Small blocks ({@link SMALL} slots) handed out since the last {@link clear}. */
    private smalls = 0;
    /** Where the blocks of {@link SLOTS} start in {@link prints}, after every small one. */
    private readonly large: number;
    /** Blocks of {@link SLOTS} handed out since the last {@link clear}. */
    private blocks = 0;
    /** Words of {@link words} handed out since the last {@link clear}, eight to each new slot. */
    private taken = 0;
    /**
     * Per bucket, four words together, so that a probe reads one cache line of them: the filter's
     * two words, with bit `f & 63` set for the fingerprint `f` (high 16 bits) of each entry the
     * bucket holds; where its slots start in {@link prints} (blocks handed out in order, one on a
     * bucket's first store since the last {@link clear}); and how many of its slots hold an entry,
     * plus the slot its next entry takes times 256. A probe whose filter bit is clear skips the
     * bucket without reading its fingerprints (a cache line or two elsewhere; this array, 128 kB,
     * mostly stays in the cache): most probes of the deeper levels find no entry of their lengths
     * (62 % and 88 % in opening leads). A bucket fills from its first slot and never empties, so a
     * scan stops at its count (most slots scanned were empty: 65 % in opening-lead solves). The
     * filter: same nodes, leads -3.8 / -1.0 % and tables -2.5 / -2.1 % CPU on deals 1000 / 1040.
     * The four words together rather than in four arrays (cachegrind, tables and opening leads of
     * six deals: 0.8 % fewer instructions, 10 % fewer first-level data misses): opening leads
     * 0.93–1.05 of the time before (0.985 on average) and tables 0.95–1.04 (0.99), twelve runs on
     * deals 1000–1069, 1100–1129 and 1200–1229, the two builds taking turns deal by deal, both orders.
     */
    private readonly heads: Int32Array;
    /**
     * The buckets that took an entry since the last {@link clear}, in `dirty[0…dirtyCount)`: a
     * bucket's count of entries leaves 0 once, so each is listed once.
     */
    private readonly dirty: Int32Array;
    private dirtyCount = 0;
    /** Depth per suit of the entry that settled the last {@link lookup}. */
    readonly depth = new Int32Array(4);
    /**
     * The last {@link lookup}'s fingerprint of lengths, leader and strain, and who holds the top card
     * and the top two cards of each suit (a nibble a suit): what {@link store} needs for the same
     * position, worked out once (cachegrind, deals 1005–1006: 0.65 % fewer instructions than
     * working them out for every trick start and the fingerprint again in each store).
     */
    print = 0;
    top1 = 0;
    top2 = 0;

    constructor(megabytes: number) {
      let buckets = 1;
      while (buckets * 2 * SLOTS * ENTRY_BYTES <= megabytes * 1024 * 1024) buckets *= 2;
      this.buckets = buckets;
      const entries = buckets * SLOTS;
      this.large = buckets * SMALL * 2;
      this.prints = new Int32Array(this.large + entries * 2);
      this.words = new Int32Array(entries * 8);
      this.heads = new Int32Array(buckets * 4);
      this.dirty = new Int32Array(buckets);
    }

    /**
     * Forgets every entry: each bucket that took one is marked empty and its filter cleared, so a
     * probe of a bucket again scans only the entries stored since. When few buckets took one, only
     * those are cleared, one by one, else the heads whole (128 kB at the default size): a
     * small solve (an ending, a bot's layout) fills few buckets, and clearing all took a sixth of
     * solving a random three-card ending (12 µs of 35–55).
     */
    clear(): void {
      const n = this.dirtyCount;
      this.dirtyCount = 0;
      this.blocks = 0;
      this.smalls = 0;
      this.taken = 0;
      if (n * 8 > this.buckets) {
        this.heads.fill(0);
        return;
      }
      const dirty = this.dirty;
      for (let i = 0; i < n; i++) {
        const b = dirty[i] as number;
        this.heads[b * 4] = 0;
        this.heads[b * 4 + 1] = 0;
        this.heads[b * 4 + 3] = 0;
      }
    }

    private static fingerprint(l0: number, l1: number, tag: number): number {
      let h = Math.imul(l0 ^ 0x3c6ef372, 0x9e3779b1);
      h = Math.imul(h ^ l1 ^ (h >>> 16), 0x85ebca6b);
      h = Math.imul(h ^ tag ^ (h >>> 13), 0xc2b2ae35);
      return (h ^ (h >>> 16)) | 0x10000;
    }

    private bucket(print: number, top: number): number {
      let h = Math.imul(print ^ top, 0x27d4eb2f);
      h = Math.imul(h ^ (h >>> 15), 0x165667b1);
      return (h ^ (h >>> 16)) & (this.buckets - 1);
    }

    /**
     * Whether a stored entry that matches the position settles "North-South take at least `target`":
     * 1 yes, 0 no, {@link MISS} when none does. On 1 or 0, {@link depth} holds the entry's depths.
     * `keys[at…at+3]` are the position's full suit patterns (pattern × 16 + cards left in the suit).
     */
    lookup(l0: number, l1: number, tag: number, keys: Int32Array, at: number, target: number): number {
      const print = TranspositionTable.fingerprint(l0, l1, tag);
      let top1 = 0;
      let top2 = 0;
      for (let s = 0; s < 4; s++) {
        const k = keys[at + s] as number;
        const n = k & 15;
        top1 = (top1 << 4) ^ ((k >>> 4) >>> (2 * (n - (n < 1 ? n : 1))));
        top2 = (top2 << 4) ^ ((k >>> 4) >>> (2 * (n - (n < 2 ? n : 2))));
      }
      this.print = print;
      this.top1 = top1;
      this.top2 = top2;
      // The three levels' buckets and their filters' words read at once, before any is scanned, so
      // that the reads overlap rather than wait one for another.
      const p = print >>> 16;
      const half = (p >>> 5) & 1;
      const bit = p & 31;
      const heads = this.heads;
      const b0 = this.bucket(print, 0);
      const b1 = this.bucket(print, top1);
      const b2 = this.bucket(print, top2);
      const f0 = heads[b0 * 4 + half] as number;
      const f1 = heads[b1 * 4 + half] as number;
      const f2 = heads[b2 * 4 + half] as number;
      let settled = MISS;
      if (((f0 >>> bit) & 1) !== 0) settled = this.lookupIn(b0, p, top1, l0, l1, tag, keys, at, target);
      if (settled === MISS && ((f1 >>> bit) & 1) !== 0)
        settled = this.lookupIn(b1, p, top1, l0, l1, tag, keys, at, target);
      if (settled === MISS && ((f2 >>> bit) & 1) !== 0)
        settled = this.lookupIn(b2, p, top1, l0, l1, tag, keys, at, target);
      return settled;
    }

    private lookupIn(
      b: number,
      print: number,
      top1: number,
      l0: number,
      l1: number,
      tag: number,
      keys: Int32Array,
      at: number,
      target: number,
    ): number {
      const w = this.words;
      const prints = this.prints;
      const heads = this.heads;
      const first = heads[b * 4 + 2] as number;
      const end = first + 2 * ((heads[b * 4 + 3] as number) & 0xff);
      for (let i = first; i < end; i += 2) {
        const v = prints[i] as number;
        if (v >>> 16 !== print || ((top1 ^ v) & (((v >>> 2) & 0x1111) * 3)) !== 0) continue;
        const o = prints[i + 1] as number;
        if (w[o] !== l0 || w[o + 1] !== l1 || w[o + 6] !== tag) continue;
        let match = true;
        for (let s = 0; s < 4 && match; s++) {
          const e = w[o + 2 + s] as number;
          const k = keys[at + s] as number;
          match = (k >>> 4) >>> (2 * ((k & 15) - (e & 15))) === e >>> 4;
        }
        if (!match) continue;
        const b = w[o + 7] as number;
        const settled = (b & 0xff) >= target ? 1 : ((b >>> 8) & 0xff) < target ? 0 : MISS;
        if (settled !== MISS) {
          for (let s = 0; s < 4; s++) this.depth[s] = (w[o + 2 + s] as number) & 15;
          return settled;
        }
      }
      return MISS;
    }

    /**
     * Stores a bound for the positions that agree with this one on lengths and on the top `depths[s]`
     * cards of each suit. `print`, `top1` and `top2` as the position's {@link lookup} left them;
     * `keys` as there.
     */
    store(
      print: number,
      top1: number,
      top2: number,
      l0: number,
      l1: number,
      tag: number,
      keys: Int32Array,
      at: number,
      depths: Int32Array,
      lower: number,
      upper: number,
    ): void {
      let level = MIN_DEPTH;
      for (let s = 0; s < 4; s++) {
        const n = (keys[at + s] as number) & 15;
        while (level > 0 && (depths[s] as number) < (n < level ? n : level)) level--;
      }
      const b = this.bucket(print, level === 2 ? top2 : level === 1 ? top1 : 0);
      const heads = this.heads;
      const count = heads[b * 4 + 3] as number;
      const used = count & 0xff;
      // A bucket's first entry since the last clear takes the next small block.
      const first = used === 0 ? (heads[b * 4 + 2] = this.smalls++ * 2 * SMALL) : (heads[b * 4 + 2] as number);
      const w = this.words;
      const prints = this.prints;
      let p0 = 0;
      let p1 = 0;
      let p2 = 0;
      let p3 = 0;
      let sig = 0;
      for (let s = 0; s < 4; s++) {
        const k = keys[at + s] as number;
        const d = depths[s] as number;
        if (d > 0) sig |= (4 | (((k >>> 4) >>> (2 * ((k & 15) - 1))) & 3)) << (12 - 4 * s);
        const word = (((k >>> 4) >>> (2 * ((k & 15) - d))) << 4) | d;
        if (s === 0) p0 = word;
        else if (s === 1) p1 = word;
        else if (s === 2) p2 = word;
        else p3 = word;
      }
      const stamp = (print & 0xffff0000) | sig;
      const slot = count >>> 8;
      // The bucket's filter once the entry in `slot` (the oldest) gives way to this one; an update
      // in place leaves it as it is.
      let lo = 0;
      let hi = 0;
      const end = first + 2 * used;
      const evicted = first + 2 * slot;
      for (let i = first; i < end; i += 2) {
        const v = prints[i] as number;
        if (i !== evicted) {
          const bit = 1 << ((v >>> 16) & 31);
          lo |= (v & 0x200000) === 0 ? bit : 0;
          hi |= (v & 0x200000) === 0 ? 0 : bit;
        }
        if (v !== stamp) continue;
        const o = prints[i + 1] as number;
        if (
          w[o] === l0 &&
          w[o + 1] === l1 &&
          w[o + 2] === p0 &&
          w[o + 3] === p1 &&
          w[o + 4] === p2 &&
          w[o + 5] === p3 &&
          w[o + 6] === tag
        ) {
          const b = w[o + 7] as number;
          const lo = Math.max(b & 0xff, lower);
          const hi = Math.min((b >>> 8) & 0xff, upper);
          w[o + 7] = lo | (hi << 8);
          return;
        }
      }
      const bit = 1 << ((stamp >>> 16) & 31);
      heads[b * 4] = lo | ((stamp & 0x200000) === 0 ? bit : 0);
      heads[b * 4 + 1] = hi | ((stamp & 0x200000) === 0 ? 0 : bit);
      heads[b * 4 + 3] = (used < SLOTS ? used + 1 : used) | (((slot + 1) % SLOTS) << 8);
      if (used === 0) this.dirty[this.dirtyCount++] = b;
      // A new slot takes the next entry's words; a full bucket's oldest entry gives up its own.
      let o: number;
      let i = evicted;
      if (used < SLOTS) {
        if (used === SMALL) {
          // The small block is full: its slots move to the next large one.
          const large = this.large + this.blocks++ * 2 * SLOTS;
          for (let j = 0; j < 2 * SMALL; j++) prints[large + j] = prints[first + j] as number;
          heads[b * 4 + 2] = large;
          i = large + 2 * slot;
        }
        o = this.taken;
        this.taken = o + 8;
        prints[i + 1] = o;
      } else o = prints[i + 1] as number;
      prints[i] = stamp;
      w[o] = l0;
      w[o + 1] = l1;
      w[o + 2] = p0;
      w[o + 3] = p1;
      w[o + 4] = p2;
      w[o + 5] = p3;
      w[o + 6] = tag;
      w[o + 7] = lower | (upper << 8);
    }
  }
}

/**
 * The table's constants: the deepest level a bucket's hash reads, the slots of a bucket, the bytes
 * of an entry, the default megabytes and the lookup's answer when no entry settles the question
 * (each documented in the namespace above).
 */
export const { MIN_DEPTH, SLOTS, ENTRY_BYTES, DEFAULT_TABLE_MB, MISS } = Table.constants;
export const TranspositionTable = Table.TranspositionTable;
export type TranspositionTable = Table.TranspositionTable;
