/**
 * The transposition table of the double-dummy search: bounds on North-South's tricks for sets of
 * positions at the start of a trick (partition search).
 *
 * Within a suit only the order of the cards left matters, not their printed ranks. A searched
 * position's result usually depends on even less: on who holds the few highest cards of each suit
 * and on how many cards each hand holds, the rest being interchangeable small cards. The search
 * reports, with each result, the cards whose ranks decided it; an entry then stores, per suit, who
 * holds the cards from the top down to the lowest of those (the depth), for one distribution: every
 * hand's length in every suit, the hand on lead and the strain. Every position of that
 * distribution that agrees on those cards has the same bound, whatever deal it came from; the
 * engine still clears the table for another deal (`Engine`'s `sameDeal`), as another deal's
 * entries are seldom met again and only lengthen the scans.
 *
 * The table is laid out as DDS lays out its own: a record per distribution, found by a hash of the
 * lengths, leader and strain in a bucket of four (one cache line), and the distribution's entries
 * together in one block, read newest first. An entry keeps who holds the cards it fixes in rows of
 * four cards a suit (a byte a suit, so a row is one word for the four suits) with a mask of the
 * cards fixed; most entries that do not match are told apart by the first row alone, one word
 * compared under one mask, read from memory read in order. A distribution's block starts at one
 * entry and moves to one four times larger as it fills, up to {@link SLOTS}; when full its oldest
 * entry gives way. Blocks are handed out from the start of the entry arrays and a clear hands them
 * all back, so a small solve touches little memory. When no block is left, the table forgets the
 * distributions used longest ago (a harvest), about half of them.
 *
 * Before this layout the entries lived in buckets of 24 slots chosen by a hash of the lengths and
 * of who holds the top zero, one or two cards of each suit, a lookup probing three buckets, each
 * slot a fingerprint and the place of eight words of data elsewhere. Measured against it
 * (cachegrind, tables and opening leads of deals 1005–1006 after four others): 4.93 → 4.71
 * billion instructions, first-level data misses 3.84 → 2.82 million; nodes of the tables of deals
 * 1000–1004 11.84 → 11.18 million and of 40 opening leads (deals 1000–1039) 12.08 → 11.51 million,
 * the entries being kept per distribution up to 256 rather than 24 a bucket.
 *
 * @module
 */

import { AT as IMPORTED_AT } from "./memory.js";

// The module's code in a namespace: bundlers that turn a module's top-level `const` into `var`
// (esbuild, Bun) leave a function scope's alone, and V8 folds its constants (see memory.ts).
// eslint-disable-next-line @typescript-eslint/no-namespace
namespace Table {
  /**
   * Entries of a distribution's first block, which grows four times larger at a time up to
   * {@link SLOTS} (1, 4, 16, 64, 256): half the distributions of a solve take two stores or fewer.
   */
  const SMALL = 1;

  /** The working memory's offsets, read once (memory.ts): the table keeps words per trick start's keys offset, below `AT.REL`. */
  const AT = IMPORTED_AT;

  /** The largest block's size code: a block of code `c` holds `SMALL << 2c` entries. */
  const TOP = 4;

  /**
   * Most entries one distribution (lengths, leader, strain) keeps, the largest block; a full one
   * forgets its oldest. The busiest distributions of a table's solve take a few hundred stores
   * (deal 1000: 569 of its 35,239 take more than 64, the most 600).
   */
  const SLOTS = SMALL << (2 * TOP);

  /** Records in a bucket of distributions: four of four words, a bucket a 64-byte cache line. */
  const WAYS = 4;

  /** Words of an entry besides its first row: rows 2 and 3 (set, mask each) and its info (bounds, rows, depths). */
  const REST = 5;

  /** Bytes one entry takes: its first row (set, mask) and {@link REST}. */
  const ENTRY_BYTES = (2 + REST) * 4;

  /**
   * Default memory of a table, in megabytes (issue 14 bounds the default at 64). Memory is touched
   * as entries are stored, so a small solve uses little of it. 24 rather than 16: the opening lead
   * of deal 1023, the biggest solve of deals 1000–1039, took 6.74 million nodes at 16 (the table
   * full, distributions forgotten) and 5.79 million at 24 (at 32, 5.78).
   */
  const DEFAULT_TABLE_MB = 24;

  /** Result of {@link TranspositionTable.lookup} when no entry settles the question. */
  const MISS = -1;

  /**
   * The hash of a distribution (its lengths `l0`, `l1` and its tag) that picks its bucket. A function
   * of the namespace, not a static method: the class's own name, read inside its methods, is a
   * binding V8 loads from the context and checks at each call (cachegrind, tables and leads of
   * deals 1005–1006: 6,498 → 6,484 million instructions).
   */
  function bucket(l0: number, l1: number, tag: number): number {
    let h = Math.imul(l0 ^ 0x3c6ef372, 0x9e3779b1);
    h = Math.imul(h ^ l1 ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ tag ^ (h >>> 13), 0xc2b2ae35);
    return h ^ (h >>> 16);
  }

  /**
   * The word of the first entry's first row from word `j` down to word `lo` (a step of two) that
   * matches the position's first row `r1`, else a word below `lo`. A loop of its own, four entries a
   * turn: inside the lookup's loop V8 checked the array's map and reloaded its length and data
   * pointer at each entry, with values spilled around it (about 30 instructions an entry, 13 now).
   * Cachegrind (tables and leads of deals 1005–1006, 7.4 million entries scanned): 6,699 → 6,575
   * million instructions in a loop of its own, 6,555 four a turn. Offsets as `(x + k) | 0`, here and
   * for the lookup's pass bounds, so that V8 checks no overflow at each: 6,021 → 6,011 M.
   */
  function scan(F: Int32Array, j: number, lo: number, r1: number): number {
    const end = (lo + 6) | 0;
    while (j >= end) {
      if ((((F[j] as number) ^ r1) & (F[(j + 1) | 0] as number)) === 0) return j;
      if ((((F[(j - 2) | 0] as number) ^ r1) & (F[(j - 1) | 0] as number)) === 0) return (j - 2) | 0;
      if ((((F[(j - 4) | 0] as number) ^ r1) & (F[(j - 3) | 0] as number)) === 0) return (j - 4) | 0;
      if ((((F[(j - 6) | 0] as number) ^ r1) & (F[(j - 5) | 0] as number)) === 0) return (j - 6) | 0;
      j = (j - 8) | 0;
    }
    while (j >= lo && (((F[j] as number) ^ r1) & (F[(j + 1) | 0] as number)) !== 0) j = (j - 2) | 0;
    return j;
  }

  /**
   * A suit key's holders (two bits a card, from the highest) moved to the top of the word: the
   * first four cards' in its top byte, the next four's in the byte below, and so on. The rows and
   * an entry's masks built from such words, with no loop or branch on the suit's length:
   * cachegrind (tables and leads of deals 1005–1006) 6,554 → 6,515 million instructions. The
   * shift `32 − 2n` as `−2 × key`: a shift takes its count modulo 32, and `key`'s low four bits are
   * n; with the lookup's offsets of rows 2–3 and of what it keeps written `(x + k) | 0` (callgrind
   * with `--predictable`, tables and leads of deals 1005–1006: the lookup 372.2 → 367.8 M
   * instructions, the table's functions 500.7 → 495.8 M, in all 5,771.6 → 5,767.1 M).
   */
  function top(key: number): number {
    return (key >>> 4) << -(key << 1);
  }

  /**
   * The bits an entry fixes in a suit, at the top of the word as {@link top}'s: its top `depth`
   * cards, but never the lowest card left (the lengths tell who holds it once the others' holders
   * are fixed, so a mask needs no fourth row).
   */
  function fixed(depth: number, key: number): number {
    const n = key & 15;
    const f = depth < n ? depth : n - 1;
    return f <= 0 ? 0 : -1 << -(f << 1);
  }

  /*
   * The rows of a position (its suit keys `keys[at…at+3]`): row 1 says who holds the top four cards
   * of each suit (two bits a card, a byte a suit, suit 0's byte highest), row 2 the next four, row 3
   * the four after. A suit's missing cards read as North's (0): positions that share a record have
   * the same lengths. The thirteenth card needs no row: no entry fixes the lowest card of a suit,
   * whose holder its lengths tell (the store). The rows are the bytes of the four suits' words
   * (from {@link top}) transposed: row 1 the first byte of each, suit 0's highest, row 2 the
   * second, row 3 the third. {@link evens} and {@link odds} pair two suits' bytes; a row then takes
   * two pairs' halves.
   */

  /** Bytes 1 and 3 (from the top) of `a` and of `b`, each of `a`'s followed by `b`'s. */
  function evens(a: number, b: number): number {
    return (a & 0xff00ff00) | ((b >>> 8) & 0xff00ff);
  }

  /** Bytes 2 and 4 (from the top) of `a` and of `b`, each of `a`'s followed by `b`'s. */
  function odds(a: number, b: number): number {
    return ((a << 8) & 0xff00ff00) | (b & 0xff00ff);
  }

  /** The constants above, for the modules and tests that read them (exported below). */
  export const constants = { SLOTS, ENTRY_BYTES, DEFAULT_TABLE_MB, MISS } as const;

  /** A record's third word: the tag (5 bits), then the entries held, the next write place (11 bits each) and the block's size code. */
  const COUNT_SHIFT = 5;
  const WRITE_SHIFT = 16;
  const CODE_SHIFT = 27;
  const FIELD = 0x7ff;

  /**
   * Bounds on North-South's tricks from sets of positions at a trick's start. Not exported from the
   * package: each solver owns one.
   */
  export class TranspositionTable {
    /**
     * The distributions, {@link WAYS} records a bucket chosen by a hash of the lengths, leader and
     * strain. A record is four words: the lengths (two words); the tag, entries held, next write
     * place and block size ({@link COUNT_SHIFT}), 0 for an empty record; where its block starts.
     */
    private readonly recs: Int32Array;
    private readonly bucketMask: number;
    /** Per bucket, the record that gives way next when the bucket is full. */
    private readonly victim: Uint8Array;
    /**
     * Per record, the {@link clock} at its last store: a harvest forgets those stored to longest ago.
     * (Stamped at each hit too, the opening lead of deal 1023 took 6.63 million nodes at 16 MB
     * rather than 6.48, for a write a hit.)
     */
    private readonly stamps: Int32Array;
    private clock = 0;
    /** Per entry, its first row: the set (who holds the top four cards of each suit it fixes) and the mask (which). */
    private readonly firsts: Int32Array;
    /** Per entry, {@link REST} words: rows 2 and 3 (set, mask), and the info: bounds, rows used, depths. */
    private readonly rest: Int32Array;
    /** Entries the two arrays above hold. */
    private readonly capacity: number;
    /** Entries handed out from the start since the last {@link clear}. */
    private taken = 0;
    /** Per size code, the first free block (−1 for none); a free block's first word names the next. */
    private readonly free = new Int32Array(TOP + 1);
    /** The buckets that took a record since the last {@link clear}, in `dirty[0…dirtyCount)`. */
    private readonly dirty: Int32Array;
    private dirtyCount = 0;
    /** Whether records were emptied since the last {@link clear} (a bucket may be listed twice): it then empties all. */
    private harvested = false;
    /**
     * The depths of the entry that settled the last {@link lookup}, four bits a suit (suit 0's
     * lowest): one number rather than four words written at each hit and read back.
     */
    depth = 0;
    /**
     * The record the last {@link lookup} found (its word offset), −1 when the table has none of its
     * distribution: the search hands it back to {@link store} with {@link gen}, sparing a second
     * search for it.
     */
    dist = -1;
    /** Harvests since the table was made (for tests and measurement). */
    harvests = 0;
    /** Changes whenever a record may have gone to another distribution: a clear, a harvest, a record given way. */
    gen = 0;
    /**
     * Per trick start, at its keys' offset `at`: what its {@link lookup} found for its {@link store}
     * when no entry settled the question: the position's rows and the one entry that matched
     * the position but whose bounds did not settle it (−1 for none, −2 for several), the only entry
     * the store may tighten. The search between the two writes only deeper trick starts' words.
     */
    private readonly kept = new Int32Array(AT.REL);

    /** The largest block's size code for this table: {@link TOP}, or less for a table kept across deals. */
    private readonly top: number;

    /**
     * @param megabytes the memory of the table.
     * @param keptAcrossDeals whether the table is kept across deals (the bots' card valuer keeps it
     *   across the layouts it solves): its distributions then keep at most 64 entries, not
     *   {@link SLOTS}, as entries of other layouts, seldom matching, would lengthen every scan
     *   (deals 0–29 of the strength bench, slowest card decision 1,046 ms at 256 against 476).
     */
    constructor(megabytes: number, keptAcrossDeals = false) {
      this.top = keptAcrossDeals ? TOP - 1 : TOP;
      const bytes = megabytes * 1024 * 1024;
      // At most a sixteenth of the memory for the records (1 MB at 24 MB: 65,536 distributions), the rest for entries.
      let buckets = 256;
      while (buckets * 2 * WAYS * 16 * 16 <= bytes) buckets *= 2;
      this.recs = new Int32Array(buckets * WAYS * 4);
      this.stamps = new Int32Array(buckets * WAYS);
      this.bucketMask = buckets - 1;
      this.victim = new Uint8Array(buckets);
      this.dirty = new Int32Array(buckets);
      this.capacity = Math.max(SLOTS * 4, Math.floor((bytes - buckets * WAYS * 16) / ENTRY_BYTES));
      this.firsts = new Int32Array(this.capacity * 2);
      this.rest = new Int32Array(this.capacity * REST);
      this.free.fill(-1);
    }

    /**
     * Forgets every entry: the records of the buckets that took one are emptied (all records when
     * many buckets did, or after a harvest) and the entries are handed out from the start again.
     */
    clear(): void {
      const n = this.dirtyCount;
      this.dirtyCount = 0;
      this.taken = 0;
      this.free.fill(-1);
      this.gen++;
      if (this.harvested || n * 8 > this.bucketMask) {
        this.harvested = false;
        this.recs.fill(0);
        this.victim.fill(0);
        return;
      }
      const dirty = this.dirty;
      const recs = this.recs;
      for (let i = 0; i < n; i++) {
        const b = dirty[i] as number;
        this.victim[b] = 0;
        for (let w = 0; w < WAYS; w++) recs[(b * WAYS + w) * 4 + 2] = 0;
      }
    }

    /**
     * The record of a distribution (its word offset), or −1. Offsets worked out as `(x + k) | 0` and
     * by a shift, not `* WAYS * 4`: V8 then checks no overflow at each, and the lookup reads the
     * record through the one local (cachegrind `--predictable`, tables and leads of deals
     * 1005–1006: 6,061 → 6,040 M instructions).
     */
    private find(l0: number, l1: number, tag: number): number {
      const recs = this.recs;
      let o = (bucket(l0, l1, tag) & this.bucketMask) << 4;
      for (let w = 0; w < WAYS; w++) {
        if (((recs[(o + 2) | 0] as number) & 31) === tag && recs[o] === l0 && recs[(o + 1) | 0] === l1) return o;
        o = (o + 4) | 0;
      }
      return -1;
    }

    /**
     * Whether a stored entry that matches the position settles "North-South take at least `target`":
     * 1 yes, 0 no, {@link MISS} when none does. On 1 or 0, {@link depth} holds the entry's depths.
     * `keys[at…at+3]` are the position's full suit patterns (pattern × 16 + cards left in the suit).
     * Sets {@link dist} for the {@link store} that may follow, and on a miss keeps at `at` what that
     * store needs ({@link kept}). The distribution's entries are read newest first, most of them
     * told apart by their first row alone.
     */
    lookup(l0: number, l1: number, tag: number, keys: Int32Array, at: number, target: number): number {
      const o = this.find(l0, l1, tag);
      this.dist = o;
      if (o < 0) return MISS;
      // The rows in locals (a method that wrote them to fields was called, not inlined, and its
      // fields read back), transposed ({@link evens}): cachegrind, tables and leads of deals
      // 1005–1006, 6,484 → 6,477 million instructions.
      const b0 = top(keys[at] as number);
      const b1 = top(keys[(at + 1) | 0] as number);
      const b2 = top(keys[(at + 2) | 0] as number);
      const b3 = top(keys[(at + 3) | 0] as number);
      const e01 = evens(b0, b1);
      const e23 = evens(b2, b3);
      const r1 = (e01 & 0xffff0000) | (e23 >>> 16);
      const r2 = (odds(b0, b1) & 0xffff0000) | (odds(b2, b3) >>> 16);
      const r3 = (e01 << 16) | (e23 & 0xffff);
      const recs = this.recs;
      const meta = recs[(o + 2) | 0] as number;
      const count = (meta >>> COUNT_SHIFT) & FIELD;
      const write = (meta >>> WRITE_SHIFT) & FIELD;
      const start = recs[(o + 3) | 0] as number;
      const F = this.firsts;
      const R = this.rest;
      // The first rows' words: the slots below the write place, then those from the end down to it
      // (a full block's oldest).
      const base = start << 1;
      let j = (base + (write << 1) - 2) | 0;
      let lo = base;
      let match = -1;
      // A second pass only for a block that has wrapped (its write place below its count): a miss
      // made an empty second scan (callgrind with `--predictable`, tables and leads of deals
      // 1005–1006: the lookup 367.8 → 362.6 M instructions, in all 5,755.3 → 5,750.2 M).
      const passes = count > write ? 2 : 1;
      for (let pass = 0; pass < passes; pass++) {
        for (;;) {
          j = scan(F, j, lo, r1);
          if (j < lo) break;
          const e = j >> 1;
          j = (j - 2) | 0;
          const q = Math.imul(e, REST);
          const info = R[(q + 4) | 0] as number;
          const used = (info >>> 8) & 3;
          if (used > 1) {
            if ((((R[q] as number) ^ r2) & (R[(q + 1) | 0] as number)) !== 0) continue;
            if (used > 2 && (((R[(q + 2) | 0] as number) ^ r3) & (R[(q + 3) | 0] as number)) !== 0) continue;
          }
          const settled = (info & 15) >= target ? 1 : ((info >>> 4) & 15) < target ? 0 : MISS;
          if (settled !== MISS) {
            this.depth = (info >>> 10) & 0xffff;
            return settled;
          }
          match = match === -1 ? e : -2;
        }
        j = (base + (count << 1) - 2) | 0;
        lo = (base + (write << 1)) | 0;
      }
      const K = this.kept;
      K[at] = r1;
      K[(at + 1) | 0] = r2;
      K[(at + 2) | 0] = r3;
      K[(at + 3) | 0] = match;
      return MISS;
    }

    /**
     * Stores a bound for the positions that agree with this one on lengths and on the top `depths[s]`
     * cards of each suit. `dist` and `gen` as the position's {@link lookup} left them (a record
     * given to another distribution since is found again); `keys` and `at` as there, that lookup
     * the last one at `at`.
     */
    store(
      dist: number,
      gen: number,
      l0: number,
      l1: number,
      tag: number,
      keys: Int32Array,
      at: number,
      depths: Int32Array,
      lower: number,
      upper: number,
    ): void {
      // The lookup's answer holds while no record went to another distribution: a record it found
      // is still this one's, and one it did not find is still missing (the search between them
      // reached only positions of fewer cards, other distributions). A lookup that found the record
      // kept the rows and the one entry the store may tighten: an entry for the same cards matches
      // the position, so the lookup met it (−2, several met: all are checked). Measured (cachegrind with
      // V8's `--predictable`, tables and leads of deals 1005–1006, 2.6 M entries scanned in 196,000
      // stores before): 6,708 → 6,699 M instructions, but first-level data misses 14.7–14.8 →
      // 15.05 M (the store's scan had kept the block's lines fresh for the lookups that followed);
      // time, the two builds taking turns deal by deal (tables of 1000–1019 three times,
      // 1040–1059): 0.98–1.00. The tables of deals 1000–1004 had scanned 15.1 M entries in
      // 865,000 stores for 17,500 tightened.
      // Offsets as `(x + k) | 0`, `e << 1` and `Math.imul` here and in the lookup's keys, so that V8
      // checks no overflow at each (cachegrind `--predictable`, tables and leads of deals
      // 1005–1006: 6,040 → 6,021 M instructions, first-level data misses 14.89 → 14.79 M).
      let r1: number;
      let r2: number;
      let r3: number;
      let match = -2;
      if (dist >= 0) {
        const K = this.kept;
        r1 = K[at] as number;
        r2 = K[(at + 1) | 0] as number;
        r3 = K[(at + 2) | 0] as number;
        if (gen === this.gen) match = K[(at + 3) | 0] as number;
      } else {
        // The rows as the lookup works them out, the pairs written out: into this large function V8
        // had inlined a method working them out but not its calls of odds(). With the masks' shift
        // as top()'s (callgrind with `--predictable`, tables and leads of deals 1005–1006): the
        // store 113.3 → 111.3 M instructions, the table's functions 495.8 → 488.1 M, in all
        // 5,767.1 → 5,755.3 M.
        const b0 = top(keys[at] as number);
        const b1 = top(keys[(at + 1) | 0] as number);
        const b2 = top(keys[(at + 2) | 0] as number);
        const b3 = top(keys[(at + 3) | 0] as number);
        const e01 = (b0 & 0xff00ff00) | ((b1 >>> 8) & 0xff00ff);
        const e23 = (b2 & 0xff00ff00) | ((b3 >>> 8) & 0xff00ff);
        r1 = (e01 & 0xffff0000) | (e23 >>> 16);
        r2 =
          ((((b0 << 8) & 0xff00ff00) | (b1 & 0xff00ff)) & 0xffff0000) |
          ((((b2 << 8) & 0xff00ff00) | (b3 & 0xff00ff)) >>> 16);
        r3 = (e01 << 16) | (e23 & 0xffff);
      }
      let o = gen === this.gen ? dist : this.find(l0, l1, tag);
      if (o < 0) o = this.insert(l0, l1, tag);
      if (o < 0) return;
      // The entry's masks: per suit, its top cards but the lowest left ({@link fixed}).
      const d0 = depths[0] as number;
      const d1 = depths[1] as number;
      const d2 = depths[2] as number;
      const d3 = depths[3] as number;
      const packed = d0 | (d1 << 4) | (d2 << 8) | (d3 << 12);
      const b0 = fixed(d0, keys[at] as number);
      const b1 = fixed(d1, keys[(at + 1) | 0] as number);
      const b2 = fixed(d2, keys[(at + 2) | 0] as number);
      const b3 = fixed(d3, keys[(at + 3) | 0] as number);
      const e01 = evens(b0, b1);
      const e23 = evens(b2, b3);
      const m1 = (e01 & 0xffff0000) | (e23 >>> 16);
      const m2 = (odds(b0, b1) & 0xffff0000) | (odds(b2, b3) >>> 16);
      const m3 = (e01 << 16) | (e23 & 0xffff);
      const s1 = r1 & m1;
      const s2 = r2 & m2;
      const s3 = r3 & m3;
      // The rows the entry fixes: rows 2 and 3 are written (and compared) only for an entry that
      // fixes cards there (a third of them), its info telling how many (cachegrind with V8's
      // `--predictable`, tables and leads of deals 1005–1006: 6,063–6,065 → 6,061 M instructions,
      // last-level data misses 2.39–2.41 → 2.35 M; the stores' first-level write misses 257,000 →
      // about 216,000 by callgrind).
      const used = m3 !== 0 ? 3 : m2 !== 0 ? 2 : 1;
      const recs = this.recs;
      const meta = recs[(o + 2) | 0] as number;
      const count = (meta >>> COUNT_SHIFT) & FIELD;
      let write = (meta >>> WRITE_SHIFT) & FIELD;
      let code = (meta >>> CODE_SHIFT) & 7;
      let start = recs[(o + 3) | 0] as number;
      const F = this.firsts;
      const R = this.rest;
      this.stamps[o >> 2] = ++this.clock;
      // An entry for the same cards takes the tighter bounds.
      const from = match === -2 ? start : match;
      const to = match === -2 ? start + count : match < 0 ? match : match + 1;
      for (let e = from; e < to; e++) {
        if (F[e << 1] !== s1 || F[((e << 1) + 1) | 0] !== m1) continue;
        const q = Math.imul(e, REST);
        const info = R[(q + 4) | 0] as number;
        if (((info >>> 8) & 3) !== used) continue;
        if (used > 1 && (R[q] !== s2 || R[q + 1] !== m2 || R[q + 2] !== s3 || R[q + 3] !== m3)) continue;
        const lo = Math.max(info & 15, lower);
        const hi = Math.min((info >>> 4) & 15, upper);
        R[(q + 4) | 0] = lo | (hi << 4) | (info & ~0xff);
        return;
      }
      let n = count;
      if (write === SMALL << (2 * code)) {
        const next = code < this.top ? this.allocate(code + 1, o) : -1;
        if (next >= 0) {
          // The entries move, in their order, to a block four times as large.
          F.copyWithin(2 * next, 2 * start, 2 * (start + count));
          R.copyWithin(REST * next, REST * start, REST * (start + count));
          this.release(start, code);
          start = next;
          recs[o + 3] = start;
          code++;
        } else write = 0;
      }
      if (n === write) n++;
      const e = (start + write) | 0;
      F[e << 1] = s1;
      F[((e << 1) + 1) | 0] = m1;
      const q = Math.imul(e, REST);
      R[(q + 4) | 0] = lower | (upper << 4) | (used << 8) | (packed << 10);
      if (used > 1) {
        R[q] = s2;
        R[(q + 1) | 0] = m2;
        R[(q + 2) | 0] = s3;
        R[(q + 3) | 0] = m3;
      }
      recs[(o + 2) | 0] = tag | (n << COUNT_SHIFT) | ((write + 1) << WRITE_SHIFT) | (code << CODE_SHIFT);
    }

    /**
     * A record for a distribution the table lacks, with a block of one entry: an empty record of its
     * bucket, else the record whose turn it is to give way (its block going to the new one); −1 when
     * the bucket is empty and no block is left.
     */
    private insert(l0: number, l1: number, tag: number): number {
      const recs = this.recs;
      const k = bucket(l0, l1, tag) & this.bucketMask;
      const b = k * WAYS * 4;
      let o = -1;
      let used = 0;
      for (let w = 0; w < WAYS; w++) {
        if (recs[b + w * 4 + 2] === 0) {
          if (o < 0) o = b + w * 4;
        } else used++;
      }
      let start = o >= 0 ? this.allocate(0, -1) : -1;
      let code = 0;
      if (start < 0) {
        // The bucket is full, or no block is left (a harvest may have emptied records here).
        let v = this.victim[k] as number;
        let tries = 0;
        while (tries < WAYS && recs[b + v * 4 + 2] === 0) {
          v = (v + 1) % WAYS;
          tries++;
        }
        if (tries === WAYS) return -1;
        this.victim[k] = (v + 1) % WAYS;
        o = b + v * 4;
        start = recs[o + 3] as number;
        code = ((recs[o + 2] as number) >>> CODE_SHIFT) & 7;
        this.gen++;
      }
      if (used === 0 && this.dirtyCount < this.dirty.length) this.dirty[this.dirtyCount++] = k;
      recs[o] = l0;
      recs[o + 1] = l1;
      recs[o + 2] = tag | (code << CODE_SHIFT);
      recs[o + 3] = start;
      return o;
    }

    /**
     * A block of code `code` (`SMALL << 2 * code` entries): a free one, else the next never handed
     * out, else a quarter of a larger free one (its other quarters freed); when none is left, a
     * {@link harvest} first (sparing the record `keep`). −1 if still none.
     */
    private allocate(code: number, keep: number): number {
      for (let tries = 0; tries < 2; tries++) {
        const f = this.free[code] as number;
        if (f >= 0) {
          this.free[code] = this.firsts[2 * f] as number;
          return f;
        }
        const size = SMALL << (2 * code);
        if (this.taken + size <= this.capacity) {
          const at = this.taken;
          this.taken = at + size;
          return at;
        }
        for (let c = code + 1; c <= TOP; c++) {
          const g = this.free[c] as number;
          if (g < 0) continue;
          this.free[c] = this.firsts[2 * g] as number;
          for (let k = c; k > code; k--) {
            const quarter = SMALL << (2 * (k - 1));
            for (let j = 1; j < 4; j++) this.release(g + j * quarter, k - 1);
          }
          return g;
        }
        if (tries === 0) this.harvest(keep);
      }
      return -1;
    }

    /** Frees the block at `start` of code `code`. */
    private release(start: number, code: number): void {
      this.firsts[2 * start] = this.free[code] as number;
      this.free[code] = start;
    }

    /**
     * When every entry is handed out: forgets the distributions stored to longest ago, about half of
     * those held (the median of a sample of their stamps), all but the record `keep`, and frees
     * their blocks. (Forgetting those with the fewest cards left instead, the deepest: deal 1023's
     * opening lead at 16 MB 7.04 million nodes rather than 6.71.)
     */
    private harvest(keep: number): void {
      const recs = this.recs;
      const stamps = this.stamps;
      const sample: number[] = [];
      for (let o = 0; o < recs.length; o += 4 * 61) if (recs[o + 2] !== 0) sample.push(stamps[o >> 2] as number);
      sample.sort((a, b) => a - b);
      const limit = sample.length === 0 ? this.clock : (sample[sample.length >> 1] as number);
      for (let o = 0; o < recs.length; o += 4) {
        const meta = recs[o + 2] as number;
        if (meta === 0 || o === keep || (stamps[o >> 2] as number) > limit) continue;
        this.release(recs[o + 3] as number, (meta >>> CODE_SHIFT) & 7);
        recs[o + 2] = 0;
      }
      this.harvested = true;
      this.harvests++;
      this.gen++;
    }
  }
}

/**
 * The table's constants: the most entries a distribution keeps, the bytes of an entry, the default
 * megabytes and the lookup's answer when no entry settles the question (each documented in the
 * namespace above).
 */
export const { SLOTS, ENTRY_BYTES, DEFAULT_TABLE_MB, MISS } = Table.constants;
export const TranspositionTable = Table.TranspositionTable;
export type TranspositionTable = Table.TranspositionTable;
