/**
 * Bots that fill a seat: each is a function from a view to an action, so it never sees what its
 * seat may not.
 *
 * @module
 */
import { createFourSeatBot, type BotOptions, type FourSeatBot } from "./four.js";
import { createHoneymoonBot, type HoneymoonBot, type HoneymoonBotOptions } from "./honeymoon.js";

export {
  createFourSeatBot,
  type BotAction,
  type BotOptions,
  type BotTrickCard,
  type FourSeatBot,
  type FourSeatBotView,
} from "./four.js";
export {
  createHoneymoonBot,
  type HoneymoonBot,
  type HoneymoonBotAction,
  type HoneymoonBotOptions,
  type HoneymoonBotView,
  type HoneymoonDraw,
} from "./honeymoon.js";

/** The variants {@link createBot} has a bot for. */
export type BotVariant = "duplicate" | "rubber" | "honeymoon";

/** The bot {@link createBot} returns for each variant. */
export type BotFor<V extends BotVariant> = V extends "honeymoon" ? HoneymoonBot : FourSeatBot;

const VARIANTS: readonly string[] = ["duplicate", "rubber", "honeymoon"];

/**
 * A bot for a variant ({@link createFourSeatBot} for duplicate and rubber, {@link createHoneymoonBot}).
 * `RangeError` for an unknown variant or a bad option.
 */
export function createBot<V extends BotVariant>(variant: V, options: BotOptions | HoneymoonBotOptions): BotFor<V> {
  if (!VARIANTS.includes(variant))
    throw new RangeError(`no bot for variant ${JSON.stringify(variant)}: expected one of ${VARIANTS.join(", ")}`);
  return (variant === "honeymoon" ? createHoneymoonBot(options) : createFourSeatBot(options)) as BotFor<V>;
}
