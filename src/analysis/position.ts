/**
 * Positions for the double-dummy solver: what a caller writes (cards as strings), checked with
 * zod/mini and turned into the engine's holdings. A position is any moment of the play — the
 * hands left, the strain, who led the trick in progress and the cards played to it — so endings
 * with fewer than thirteen cards a hand are positions like any other.
 *
 * @module
 */
import * as z from "zod/mini";
import { CARDS, SEATS, STRAINS, type Card, type Seat, type Strain } from "../schemas/model.js";
import { err, ok, type ErrorCode, type Result } from "../result.js";
import { canonicalCardId } from "../model/card.js";

/** Cards still held by each seat. */
export interface Hands {
  /** North's cards. */
  readonly N: readonly Card[];
  /** East's cards. */
  readonly E: readonly Card[];
  /** South's cards. */
  readonly S: readonly Card[];
  /** West's cards. */
  readonly W: readonly Card[];
}

/**
 * A moment of the play, every hand open: the cards each seat still holds, the strain, the seat
 * that led the trick in progress (or is to lead the next one) and the cards played to that trick
 * so far, in order from the leader. Hands of seats that have played to the trick hold one card
 * fewer than the others.
 */
export interface Position {
  /** The cards each seat still holds. */
  readonly hands: Hands;
  /** The strain: trumps, or `"NT"`. */
  readonly strain: Strain;
  /** The seat that led (or leads) the trick in progress. */
  readonly leader: Seat;
  /** Cards already played to the trick in progress, from the leader's; none by default. */
  readonly trick?: readonly Card[];
}

const CardMini = z.enum(CARDS as [Card, ...Card[]]);
const HandMini = z.array(CardMini).check(z.maxLength(13));

/** The shape of a {@link Position}, in zod/mini; the checks across fields (distinct cards, hand lengths, revokes) are made by `solve`. */
export const PositionSchema = z.object({
  hands: z.object({ N: HandMini, E: HandMini, S: HandMini, W: HandMini }),
  strain: z.enum(STRAINS),
  leader: z.enum(SEATS),
  trick: z.optional(z.array(CardMini).check(z.maxLength(3))),
});

/** A position as the engine takes it. */
export interface EnginePosition {
  /** Holding of each hand in each suit at `hand * 4 + suit` (13-bit masks). */
  readonly holdings: number[];
  /** Suit index of the trumps, or 4 for no-trump. */
  readonly trump: number;
  /** Hand index of the trick's leader. */
  readonly leader: number;
  /** Engine codes (`suit * 16 + rank`) of the cards played to the trick. */
  readonly trick: number[];
  /** Tricks left to play, the trick in progress included. */
  readonly tricksLeft: number;
}

/** Engine code of a card id (`suit * 13 + rank`). */
export function codeOf(id: number): number {
  const suit = (id / 13) | 0;
  return suit * 16 + (id - suit * 13);
}

/** Card of an engine code. */
export function cardOfCode(code: number): Card {
  return CARDS[(code >> 4) * 13 + (code & 15)] as Card;
}

/** A failed result from a zod/mini error: the first issue, where it is, and its path. */
export function schemaError<T>(
  code: ErrorCode,
  what: string,
  issues: readonly { path: PropertyKey[]; message: string }[],
): Result<T> {
  const issue = issues[0];
  const path = issue ? issue.path : [];
  const where = path.length > 0 ? ` at ${path.map(String).join(".")}` : "";
  return err(code, `${what}${where}: ${issue ? issue.message : "invalid"}`, { path });
}

/**
 * Checks a position and converts it for the engine. Errors (`INVALID_STATE`) say what is wrong and
 * where: a card held twice, hands of lengths no trick could leave, a card played to the trick by a
 * seat that still holds the suit led.
 */
export function readPosition(input: unknown): Result<EnginePosition> {
  const parsed = PositionSchema.safeParse(input);
  if (!parsed.success) return schemaError("INVALID_STATE", "position", parsed.error.issues);
  const p = parsed.data;
  const leader = SEATS.indexOf(p.leader);
  const trick = p.trick ?? [];
  const holdings = new Array<number>(16).fill(0);
  const seen = new Set<Card>();
  for (let h = 0; h < 4; h++) {
    const seat = SEATS[h] as Seat;
    const cards = p.hands[seat];
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] as Card;
      if (seen.has(card)) return err("INVALID_STATE", `position: ${card} appears twice`, { path: ["hands", seat, i] });
      seen.add(card);
      const code = codeOf(canonicalCardId(card));
      holdings[h * 4 + (code >> 4)] = (holdings[h * 4 + (code >> 4)] as number) | (1 << (code & 15));
    }
  }
  for (let i = 0; i < trick.length; i++) {
    const card = trick[i] as Card;
    if (seen.has(card))
      return err("INVALID_STATE", `position: ${card} is both played and held`, { path: ["trick", i] });
    seen.add(card);
  }
  // Seats still to play to the trick hold n cards, seats that have played n − 1.
  const n = p.hands[SEATS[(leader + trick.length) & 3] as Seat].length;
  if (n === 0) return err("INVALID_STATE", "position: no cards left to play", { path: ["hands"] });
  for (let i = 0; i < 4; i++) {
    const seat = SEATS[(leader + i) & 3] as Seat;
    const want = i < trick.length ? n - 1 : n;
    if (p.hands[seat].length !== want) {
      return err(
        "INVALID_STATE",
        `position: ${seat} holds ${p.hands[seat].length} cards where ${want} are expected (${trick.length} played to the trick, ${n} a hand still to play)`,
        { path: ["hands", seat] },
      );
    }
  }
  const codes = trick.map((c) => codeOf(canonicalCardId(c)));
  for (let i = 1; i < codes.length; i++) {
    const led = (codes[0] as number) >> 4;
    const hand = (leader + i) & 3;
    if ((codes[i] as number) >> 4 !== led && holdings[hand * 4 + led] !== 0) {
      return err(
        "INVALID_STATE",
        `position: ${SEATS[hand]} played ${trick[i]} to the trick while holding the suit led`,
        { path: ["trick", i] },
      );
    }
  }
  return ok({ holdings, trump: STRAINS.indexOf(p.strain), leader, trick: codes, tricksLeft: n });
}
