/** Shared by the Honeymoon tests (honeymoon.test.ts and honeymoon-random.test.ts): actions, a driver, a view's cards. */
import { honeymoon } from "contract-bridge";
import { driver } from "../helpers.js";

/** The Honeymoon engine's state. */
export type State = honeymoon.State;
/** The Honeymoon engine's action. */
export type Action = honeymoon.Action;
/** A Honeymoon player, A or B. */
export type Player = honeymoon.Player;

/** The other player. */
export const other = (p: Player): Player => (p === "A" ? "B" : "A");

/** A new game, an action that must succeed, and the error code of one that must fail. */
export const { start, go: play, code } = driver(honeymoon);

/** Keeping the card drawn. */
export const keep = (seat: Player) => ({ type: "keep", seat }) as const;
/** Rejecting the card drawn. */
export const reject = (seat: Player) => ({ type: "reject", seat }) as const;
/** A call. */
export const call = (seat: Player, c: string) => ({ type: "call", seat, call: c });
/** A card played. */
export const card = (seat: Player, c: string) => ({ type: "play", seat, card: c });

/** Calls alternating from `first`. */
export const calls = (first: Player, ...cs: string[]) => cs.map((c, i) => call(i % 2 === 0 ? first : other(first), c));

/** Every card string anywhere in a value (views are checked whole, so a forgotten field cannot leak). */
export function cardsIn(value: unknown): Set<string> {
  return new Set([...JSON.stringify(value).matchAll(/"([CDHS][2-9TJQKA])"/g)].map((m) => m[1] as string));
}

/** A plain check, for loops where `expect` would cost too much. */
export function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}
