/**
 * The transposition table of the double-dummy search: bounds on North-South's tricks for positions
 * at the start of a trick, keyed on the relative ranks of the cards left.
 *
 * Within a suit only the order of the cards left matters, not their printed ranks, so a suit is
 * described by who holds its remaining cards from the highest down (two bits a card) and how many
 * there are. Four such words, the hand on lead and the strain name a position completely: any two
 * positions with equal keys have the same game tree, whatever deal they came from. The table
 * therefore never needs clearing — between the twenty solves of a table, or between deals — and
 * stores the key in full, so a hash collision can never return another position's bounds.
 *
 * Memory is fixed when the table is built: 23 bytes an entry in typed arrays, two entries a bucket,
 * the less valuable one (fewer cards left, so cheaper to search again) replaced first.
 *
 * @module
 */

/** Bytes one entry takes: four 32-bit key words, a tag byte, two bound bytes, and the entry's size. */
export const ENTRY_BYTES = 4 * 4 + 1 + 2 + 4;

/** Default memory of a table, in megabytes (the brief bounds it at 64). */
export const DEFAULT_TABLE_MB = 32;

/**
 * Bounds on North-South's tricks from positions at a trick's start. Not exported from the package:
 * the solver owns one.
 */
export class TranspositionTable {
  private readonly mask: number;
  private readonly keys: Int32Array;
  /** Hand on lead + 4 × strain + 1, so that 0 marks an empty slot. */
  private readonly tags: Uint8Array;
  private readonly lower: Int8Array;
  private readonly upper: Int8Array;
  /** Cards left in the position: the work a hit saves grows with it. */
  private readonly weight: Uint8Array;

  constructor(megabytes: number) {
    let entries = 2;
    while (entries * 2 * ENTRY_BYTES <= megabytes * 1024 * 1024) entries *= 2;
    this.mask = (entries >>> 1) - 1;
    this.keys = new Int32Array(entries * 4);
    this.tags = new Uint8Array(entries);
    this.lower = new Int8Array(entries);
    this.upper = new Int8Array(entries);
    this.weight = new Uint8Array(entries);
  }

  /** Number of entries the table can hold. */
  get capacity(): number {
    return this.tags.length;
  }

  private bucket(k0: number, k1: number, k2: number, k3: number, tag: number): number {
    let h = Math.imul(k0 ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ k1 ^ (h >>> 15), 0xc2b2ae35);
    h = Math.imul(h ^ k2 ^ (h >>> 13), 0x27d4eb2f);
    h = Math.imul(h ^ k3 ^ (h >>> 16), 0x165667b1);
    h = Math.imul(h ^ tag ^ (h >>> 15), 0x85ebca6b);
    return ((h ^ (h >>> 16)) & this.mask) << 1;
  }

  private find(k0: number, k1: number, k2: number, k3: number, tag: number): number {
    const b = this.bucket(k0, k1, k2, k3, tag);
    for (let i = b; i < b + 2; i++) {
      const o = i << 2;
      if (this.tags[i] === tag && this.keys[o] === k0 && this.keys[o + 1] === k1 && this.keys[o + 2] === k2 && this.keys[o + 3] === k3) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The stored bounds packed as `lower * 16 + upper`, or −1 when the position is not stored.
   */
  probe(k0: number, k1: number, k2: number, k3: number, tag: number): number {
    const i = this.find(k0, k1, k2, k3, tag);
    return i < 0 ? -1 : (this.lower[i] as number) * 16 + (this.upper[i] as number);
  }

  /** Narrows the stored bounds of a position (or stores it) with a new lower and upper bound. */
  store(k0: number, k1: number, k2: number, k3: number, tag: number, lower: number, upper: number, cards: number): void {
    let i = this.find(k0, k1, k2, k3, tag);
    if (i >= 0) {
      if (lower > (this.lower[i] as number)) this.lower[i] = lower;
      if (upper < (this.upper[i] as number)) this.upper[i] = upper;
      return;
    }
    const b = this.bucket(k0, k1, k2, k3, tag);
    i = this.tags[b] === 0 ? b : this.tags[b + 1] === 0 ? b + 1 : (this.weight[b] as number) <= (this.weight[b + 1] as number) ? b : b + 1;
    const o = i << 2;
    this.keys[o] = k0;
    this.keys[o + 1] = k1;
    this.keys[o + 2] = k2;
    this.keys[o + 3] = k3;
    this.tags[i] = tag;
    this.lower[i] = lower;
    this.upper[i] = upper;
    this.weight[i] = cards;
  }

  /** Forgets every entry. */
  clear(): void {
    this.tags.fill(0);
  }
}
