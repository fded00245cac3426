/**
 * Hands and deals, and the PBN deal string (`"N:AKQ2.T98.J7.A65 - ..."`).
 *
 * @module
 */
import { CARDS, SEATS, type Card, type Deal, type Seat } from "./types.js";
import { DealSchema } from "../schemas/model.js";
import { err, ok, zodError, type Result } from "../result.js";
import { canonicalCardId, parseCard, parseRank } from "./card.js";
import { CardSet } from "./cardset.js";
import { seatAfter } from "./seat.js";

/** A deal in which some hands may be unknown (`null`), as PBN's `-` allows. */
export type PartialDeal = { readonly [S in Seat]: Card[] | null };

const PBN_SUIT_ORDER = ["S", "H", "D", "C"] as const;

// Rank index (two 0 … ace 12) of each character a PBN hand may hold, either case; −1 for the rest.
const HAND_RANK = new Int8Array(128).fill(-1);
"23456789TJQKA".split("").forEach((r, i) => {
  HAND_RANK[r.charCodeAt(0)] = i;
  HAND_RANK[r.toLowerCase().charCodeAt(0)] = i;
});

/**
 * The cards of a hand in display order, read without building intermediate strings, or `null`
 * when the text is anything but four dot-separated suits of distinct ranks in plain ASCII — then
 * {@link parseHandSlow} reads it and words the error. Deal tags are read through here by the
 * thousand on large files.
 */
function parseHandFast(text: string): Card[] | null {
  const n = text.length;
  const masks = [0, 0, 0, 0]; // spades, hearts, diamonds, clubs
  let s = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) {
      if (++s > 3) return null;
      continue;
    }
    let r = c < 128 ? (HAND_RANK[c] as number) : -1;
    if (r < 0) {
      if (c !== 49 || text.charCodeAt(i + 1) !== 48) return null; // "10" is the ten
      r = 8;
      i++;
    }
    const bit = 1 << r;
    const m = masks[s] as number;
    if (m & bit) return null;
    masks[s] = m | bit;
  }
  if (s !== 3) return null;
  const cards: Card[] = [];
  for (let k = 0; k < 4; k++) {
    const m = masks[k] as number;
    const base = (3 - k) * 13;
    for (let r = 12; r >= 0; r--) if ((m >>> r) & 1) cards.push(CARDS[base + r] as Card);
  }
  return cards;
}

/**
 * Reads one hand in PBN notation — suits spades, hearts, diamonds, clubs separated by dots,
 * `"AKQ2.T98.J7.A65"` — leniently (lower case, `10` for the ten). Cards come back in display order.
 */
export function parseHand(text: string): Result<Card[]> {
  const fast = parseHandFast(text.trim());
  return fast ? ok(fast) : parseHandSlow(text);
}

/** {@link parseHand} one character at a time, for what the fast path leaves: odd text, and errors. */
function parseHandSlow(text: string): Result<Card[]> {
  const suits = text.trim().split(".");
  if (suits.length !== 4) {
    return err("PARSE_ERROR", `hand "${text}" must have four suits separated by dots (spades.hearts.diamonds.clubs)`);
  }
  const cards: Card[] = [];
  for (let s = 0; s < 4; s++) {
    const holding = (suits[s] as string).toUpperCase().replace(/10/g, "T");
    for (const ch of holding) {
      const rank = parseRank(ch);
      if (!rank.ok) return err("PARSE_ERROR", `hand "${text}": "${ch}" is not a rank`);
      const card = `${PBN_SUIT_ORDER[s]}${rank.value}` as Card;
      if (cards.includes(card)) return err("PARSE_ERROR", `hand "${text}": ${card} appears twice`);
      cards.push(card);
    }
  }
  return ok(CardSet.of(cards).cards());
}

/** Writes a hand in PBN notation, `"AKQ2.T98.J7.A65"`. */
export function formatHand(cards: Iterable<Card>): string {
  return CardSet.of(cards).toString();
}

/**
 * Reads a PBN deal string: the first seat, a colon, then four hands clockwise from it separated by
 * spaces, `-` for an unknown hand. Lenient in case and spacing; errors give the 1-based column.
 */
export function parseDeal(text: string): Result<PartialDeal> {
  const m = /^\s*([NESWnesw])\s*:\s*(.*)$/su.exec(text);
  if (!m) return err("PARSE_ERROR", `deal "${text}" must start with a seat (N, E, S or W) and a colon`, { column: 1 });
  const first = (m[1] as string).toUpperCase() as Seat;
  const body = m[2] as string;
  const bodyStart = text.length - body.length;
  const tokens = [...body.matchAll(/\S+/gu)];
  if (tokens.length !== 4) {
    return err("PARSE_ERROR", `deal "${text}" must have four hands, found ${tokens.length}`, { column: bodyStart + 1 });
  }
  const hands: Record<Seat, Card[] | null> = { N: null, E: null, S: null, W: null };
  for (let i = 0; i < 4; i++) {
    const token = tokens[i] as RegExpMatchArray;
    const seat = seatAfter(first, i);
    if (token[0] === "-") continue;
    const hand = parseHand(token[0]);
    if (!hand.ok) {
      return err("PARSE_ERROR", `${seat}'s hand: ${hand.error.message}`, {
        column: bodyStart + (token.index ?? 0) + 1,
      });
    }
    hands[seat] = hand.value;
  }
  // A card in two hands: bits of the card ids seen so far (the hands hold canonical cards).
  let lo = 0;
  let hi = 0;
  for (const seat of SEATS) {
    for (const card of hands[seat] ?? []) {
      const id = canonicalCardId(card);
      const bit = 1 << (id & 31);
      const seen = id < 32 ? lo & bit : hi & bit;
      if (seen) return err("PARSE_ERROR", `deal "${text}": ${card} is in two hands`);
      if (id < 32) lo |= bit;
      else hi |= bit;
    }
  }
  return ok(hands);
}

/** Writes a PBN deal string starting with `first` (default North); `null` hands are written `-`. */
export function formatDeal(deal: PartialDeal | Deal, first: Seat = "N"): string {
  const hands = [0, 1, 2, 3].map((i) => {
    const hand = deal[seatAfter(first, i)];
    return hand ? formatHand(hand) : "-";
  });
  return `${first}:${hands.join(" ")}`;
}

/**
 * Checks that a value is a complete deal: four seats, 13 cards each, 52 distinct cards. Returns it
 * with each hand in display order, or an error naming the problem and where it is.
 */
export function validateDeal(value: unknown): Result<Deal> {
  const parsed = DealSchema.safeParse(value);
  if (!parsed.success) return zodError("INVALID_OPTIONS", "invalid deal", parsed.error);
  const deal = parsed.data;
  const seen = new Map<Card, Seat>();
  let total = 0;
  for (const seat of SEATS) {
    const hand = deal[seat];
    total += hand.length;
    for (const card of hand) {
      const other = seen.get(card);
      if (other)
        return err("INVALID_OPTIONS", `invalid deal: ${card} is dealt twice (${other} and ${seat})`, { path: [seat] });
      seen.set(card, seat);
    }
  }
  for (const seat of SEATS) {
    if (deal[seat].length !== 13) {
      return err(
        "INVALID_OPTIONS",
        `invalid deal: ${seat} has ${deal[seat].length} cards, not 13 (${total} cards in all)`,
        { path: [seat] },
      );
    }
  }
  return ok({
    N: CardSet.of(deal.N).cards(),
    E: CardSet.of(deal.E).cards(),
    S: CardSet.of(deal.S).cards(),
    W: CardSet.of(deal.W).cards(),
  });
}

/**
 * Reads a complete deal from a PBN deal string or a `{ N, E, S, W }` object of hands, where each
 * hand is a list of cards or a PBN hand string. Lenient notation in, canonical deal out.
 */
export function toDeal(input: unknown): Result<Deal> {
  if (typeof input === "string") {
    const parsed = parseDeal(input);
    if (!parsed.ok) return parsed;
    for (const seat of SEATS) {
      if (!parsed.value[seat])
        return err("INVALID_OPTIONS", `invalid deal: ${seat}'s hand is unknown ("-")`, { path: [seat] });
    }
    return validateDeal(parsed.value);
  }
  if (input && typeof input === "object" && !Array.isArray(input)) {
    const out: Record<string, unknown> = {};
    for (const [seat, hand] of Object.entries(input)) {
      if (!(SEATS as readonly string[]).includes(seat)) {
        return err("INVALID_OPTIONS", `invalid deal: "${seat}" is not a seat (N, E, S, W)`, { path: [seat] });
      }
      if (typeof hand === "string") {
        const h = parseHand(hand);
        if (!h.ok) return err("INVALID_OPTIONS", `invalid deal: ${seat}: ${h.error.message}`, { path: [seat] });
        out[seat] = h.value;
      } else if (Array.isArray(hand)) {
        const cards: unknown[] = [];
        for (const [i, c] of hand.entries()) {
          const card = typeof c === "string" ? parseCard(c) : undefined;
          if (!card?.ok) {
            return err(
              "INVALID_OPTIONS",
              `invalid deal: ${seat}[${i}]: ${card ? card.error.message : "a card must be a string"}`,
              { path: [seat, i] },
            );
          }
          cards.push(card.value);
        }
        out[seat] = cards;
      } else out[seat] = hand;
    }
    return validateDeal(out);
  }
  return err("INVALID_OPTIONS", "invalid deal: expected a PBN deal string or an object { N, E, S, W }");
}

/**
 * The holdings of a value that is a complete deal in canonical form — four arrays (N, E, S, W) of 13
 * canonical cards in display order, 52 distinct — as 16 numbers, `holdings[seat * 4 + suit]` a
 * 13-bit mask (bit r = rank r, two 0 … ace 12); `null` for anything else (which
 * {@link validateDeal} then explains). Checks bits, not strings: replays run through it.
 */
export function canonicalDealHoldings(value: unknown): number[] | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (Object.keys(v).length !== 4) return null;
  let lo = 0;
  let hi = 0;
  const out = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let seat = 0; seat < 4; seat++) {
    const hand = v[SEATS[seat] as Seat];
    if (!Array.isArray(hand) || hand.length !== 13) return null;
    let previous = 52;
    for (let i = 0; i < 13; i++) {
      const id = canonicalCardId(hand[i]);
      // strictly descending ids: display order, and no card twice in a hand
      if (id < 0 || id >= previous) return null;
      previous = id;
      if (id < 32) {
        if ((lo >>> id) & 1) return null;
        lo |= 1 << id;
      } else {
        if ((hi >>> (id - 32)) & 1) return null;
        hi |= 1 << (id - 32);
      }
      const suit = (id / 13) | 0;
      out[seat * 4 + suit] = (out[seat * 4 + suit] as number) | (1 << (id - suit * 13));
    }
  }
  return out;
}
