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
 * Every position that agrees on all of that has the same bound, whatever deal it came from — so
 * the table never needs clearing, between the twenty solves of a table or between deals.
 *
 * Entries live in buckets of {@link SLOTS} chosen by a hash of the lengths, leader, strain and who
 * holds the top `level` cards of each suit, where an entry's level (0 to {@link MIN_DEPTH}) is the
 * most top cards it fixes in every suit: an entry is stored as general as the search found it,
 * and a lookup probes the bucket of each level. The deeper levels spread positions with equal
 * lengths over many buckets; a full bucket forgets its oldest entry. Memory is fixed when the
 * table is built.
 *
 * @module
 */

/** The most cards from the top of each suit that the bucket's hash reads. */
export const MIN_DEPTH = 2;

/** Entries in a bucket: positions with the same lengths differ only in their top cards. */
export const SLOTS = 8;

/** Bytes one entry takes: six 32-bit words (lengths, four suit patterns) and three bytes. */
export const ENTRY_BYTES = 6 * 4 + 3;

/** Default memory of a table, in megabytes (the brief bounds the default at 64). */
export const DEFAULT_TABLE_MB = 32;

/** Result of {@link TranspositionTable.lookup} when no entry settles the question. */
export const MISS = -1;

/**
 * Bounds on North-South's tricks from sets of positions at a trick's start. Not exported from the
 * package: each solver owns one.
 */
export class TranspositionTable {
  private readonly buckets: number;
  /** Per entry: two words of lengths, then one word per suit: pattern × 16 + depth. */
  private readonly words: Int32Array;
  /** Hand on lead + 4 × strain + 1, so that 0 marks an empty slot. */
  private readonly tags: Uint8Array;
  private readonly lower: Int8Array;
  private readonly upper: Int8Array;
  private readonly next: Uint8Array;
  /** The lead that settled the entry's question, or −1: tried first when the entry is met again. */
  private readonly lead: Int8Array;
  /** After a {@link lookup} that missed: the best lead of a matching entry, or −1. */
  hint = -1;
  /** Depth per suit of the entry that settled the last {@link lookup}. */
  readonly depth = new Int32Array(4);

  constructor(megabytes: number) {
    let buckets = 1;
    while (buckets * 2 * SLOTS * ENTRY_BYTES <= megabytes * 1024 * 1024) buckets *= 2;
    this.buckets = buckets;
    const entries = buckets * SLOTS;
    this.words = new Int32Array(entries * 6);
    this.tags = new Uint8Array(entries);
    this.lower = new Int8Array(entries);
    this.upper = new Int8Array(entries);
    this.next = new Uint8Array(buckets);
    this.lead = new Int8Array(entries);
  }

  /** Number of entries the table can hold. */
  get capacity(): number {
    return this.tags.length;
  }

  private bucket(l0: number, l1: number, tag: number, top: number): number {
    let h = Math.imul(l0 ^ top ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ l1 ^ (h >>> 15), 0xc2b2ae35);
    h = Math.imul(h ^ tag ^ (h >>> 13), 0x27d4eb2f);
    return (h ^ (h >>> 16)) & (this.buckets - 1);
  }

  /**
   * Whether a stored entry that matches the position settles "North-South take at least `target`":
   * 1 yes, 0 no, {@link MISS} when none does. On 1 or 0, {@link depth} holds the entry's depths.
   * `keys[at…at+3]` are the position's full suit patterns (pattern × 16 + cards left in the suit).
   */
  lookup(
    l0: number,
    l1: number,
    tag: number,
    top1: number,
    top2: number,
    keys: Int32Array,
    at: number,
    target: number,
  ): number {
    this.hint = -1;
    for (let level = MIN_DEPTH; level >= 0; level--) {
      const settled = this.lookupIn(
        this.bucket(l0, l1, tag, level === 2 ? top2 : level === 1 ? top1 : 0) * SLOTS,
        l0,
        l1,
        tag,
        keys,
        at,
        target,
      );
      if (settled !== MISS) return settled;
    }
    return MISS;
  }

  private lookupIn(
    first: number,
    l0: number,
    l1: number,
    tag: number,
    keys: Int32Array,
    at: number,
    target: number,
  ): number {
    const w = this.words;
    for (let i = first; i < first + SLOTS; i++) {
      if (this.tags[i] !== tag) continue;
      const o = i * 6;
      if (w[o] !== l0 || w[o + 1] !== l1) continue;
      let match = true;
      for (let s = 0; s < 4 && match; s++) {
        const e = w[o + 2 + s] as number;
        const k = keys[at + s] as number;
        match = (k >>> 4) >>> (2 * ((k & 15) - (e & 15))) === e >>> 4;
      }
      if (!match) continue;
      const settled = (this.lower[i] as number) >= target ? 1 : (this.upper[i] as number) < target ? 0 : MISS;
      if (settled !== MISS) {
        for (let s = 0; s < 4; s++) this.depth[s] = (w[o + 2 + s] as number) & 15;
        return settled;
      }
      if ((this.lead[i] as number) >= 0 && this.hint < 0) this.hint = this.lead[i] as number;
    }
    return MISS;
  }

  /**
   * Stores a bound for the positions that agree with this one on lengths and on the top `depths[s]`
   * cards of each suit. `keys` as in {@link lookup}; `lead` is the card that settled it (−1 if none did).
   */
  store(
    l0: number,
    l1: number,
    tag: number,
    top1: number,
    top2: number,
    keys: Int32Array,
    at: number,
    depths: Int32Array,
    lower: number,
    upper: number,
    lead: number,
  ): void {
    let level = MIN_DEPTH;
    for (let s = 0; s < 4; s++) {
      const n = (keys[at + s] as number) & 15;
      while (level > 0 && (depths[s] as number) < (n < level ? n : level)) level--;
    }
    const first = this.bucket(l0, l1, tag, level === 2 ? top2 : level === 1 ? top1 : 0) * SLOTS;
    const w = this.words;
    let p0 = 0;
    let p1 = 0;
    let p2 = 0;
    let p3 = 0;
    for (let s = 0; s < 4; s++) {
      const k = keys[at + s] as number;
      const d = depths[s] as number;
      const word = (((k >>> 4) >>> (2 * ((k & 15) - d))) << 4) | d;
      if (s === 0) p0 = word;
      else if (s === 1) p1 = word;
      else if (s === 2) p2 = word;
      else p3 = word;
    }
    for (let i = first; i < first + SLOTS; i++) {
      const o = i * 6;
      if (
        this.tags[i] === tag &&
        w[o] === l0 &&
        w[o + 1] === l1 &&
        w[o + 2] === p0 &&
        w[o + 3] === p1 &&
        w[o + 4] === p2 &&
        w[o + 5] === p3
      ) {
        if (lower > (this.lower[i] as number)) this.lower[i] = lower;
        if (upper < (this.upper[i] as number)) this.upper[i] = upper;
        if (lead >= 0) this.lead[i] = lead;
        return;
      }
    }
    const b = first / SLOTS;
    const slot = this.next[b] as number;
    this.next[b] = (slot + 1) % SLOTS;
    const i = first + slot;
    const o = i * 6;
    w[o] = l0;
    w[o + 1] = l1;
    w[o + 2] = p0;
    w[o + 3] = p1;
    w[o + 4] = p2;
    w[o + 5] = p3;
    this.tags[i] = tag;
    this.lower[i] = lower;
    this.upper[i] = upper;
    this.lead[i] = lead;
  }

  /** Forgets every entry. */
  clear(): void {
    this.tags.fill(0);
  }
}
