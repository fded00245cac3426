/**
 * The schemas and types of the Honeymoon variant (H-1 … H-7): options, actions, the state, views,
 * records and the score sheet.
 *
 * @module
 */
import * as z from "zod/mini";
import { CallSchema, CardSchema, ContractSchema } from "../schemas/model.js";
import { LedgerItemSchema } from "../schemas/scoring.js";
import { callPlaySchemas } from "./actions.js";
import { LIMITS, SeedSchema } from "./contract.js";

/** Most calls an auction can hold at two seats, where one pass after a bid ends it. */
const MAX_CALLS = 1 + 35 * 4;

/** The two players, in turn order: the rules' own names (H-7). */
export const PLAYERS = ["A", "B"] as const;
/** A player: `"A"` or `"B"`. Each player is also a side of the ledger. */
export const PlayerSchema = z.enum(PLAYERS);
/** A player: `"A" | "B"`. */
export type Player = z.infer<typeof PlayerSchema>;

/** Turns of the draw in a deal: each takes two cards of the 52 (H-3). */
export const TURNS = 26;

/** What a player did on a turn of the draw: kept the top card, or rejected it for the next one (H-2). */
export const DrawChoiceSchema = z.enum(["keep", "reject"]);
/** `"keep"` or `"reject"`. */
export type DrawChoice = z.infer<typeof DrawChoiceSchema>;

/** The phases of the game: drawing, bidding, playing, and over once the rubber is won. */
export const PhaseSchema = z.enum(["draw", "auction", "play", "over"]);
/** `"draw" | "auction" | "play" | "over"`. */
export type Phase = z.infer<typeof PhaseSchema>;

/**
 * A stock order: the 52 cards of the pack, each once, in canonical notation, top card first.
 * A repeated card is reported at its second occurrence.
 */
export const DeckSchema = z.array(CardSchema).check(
  z.length(52),
  z.superRefine((deck, ctx) => {
    const seen = new Map<string, number>();
    deck.forEach((card, i) => {
      const first = seen.get(card);
      if (first !== undefined)
        ctx.addIssue({ code: "custom", message: `${card} appears twice (first at ${first})`, path: [i], input: deck });
      else seen.set(card, i);
    });
  }),
);

/** Options of {@link create}. */
export const OptionsSchema = z.strictObject({
  /** Seed of the draw for first dealer and of every shuffle and cut (CARD-2, H-1); 0 unless set. */
  seed: z.optional(SeedSchema),
  /** The first dealer; drawn from the seed unless set (H-1). */
  firstDealer: z.optional(PlayerSchema),
  /**
   * The stock of each deal in turn, top card first, as a recorded game had it: deal `k` uses
   * `decks[k]`, and deals beyond the list are shuffled from the seed.
   */
  decks: z.optional(z.array(DeckSchema)),
});
/** Options of {@link create}, as a caller writes them. */
export type Options = z.input<typeof OptionsSchema>;

const { call: CallActionSchema, play: PlayActionSchema } = callPlaySchemas(PlayerSchema);
/**
 * An action. `keep`: take the top card of the stock and discard the next; `reject`: discard the top
 * card and take the next (H-2). `call` and `play` as in every variant; no one acts for anyone else.
 */
export const ActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("keep"), seat: PlayerSchema }),
  z.object({ type: z.literal("reject"), seat: PlayerSchema }),
  CallActionSchema,
  PlayActionSchema,
]);
/** `{ type: "keep" | "reject", seat }`, `{ type: "call", seat, call }` or `{ type: "play", seat, card }`. */
export type Action = z.infer<typeof ActionSchema>;

/** What happened in one deal, in order; who did each thing follows from the rules. */
export const DealLogSchema = z.object({
  /** The choice made on each turn of the draw, the non-dealer's first. */
  draws: z.array(DrawChoiceSchema).check(z.maxLength(TURNS)),
  /** The calls, the non-dealer's first (H-4). */
  calls: z.array(CallSchema).check(z.maxLength(MAX_CALLS)),
  /** The cards played, the defender's opening lead first (H-5). */
  plays: z.array(CardSchema).check(z.maxLength(TURNS)),
});
/** One deal's entry in the state. */
export type DealLog = z.infer<typeof DealLogSchema>;

/** The shape of a Honeymoon state, without the replay (see the variant's `StateSchema`). */
export const StateShape = z.object({
  variant: z.literal("honeymoon"),
  /** The seed of the first-dealer draw and of the shuffles not given by `decks`. */
  seed: SeedSchema,
  /** The dealer of deal 0; the deal alternates after every deal, passed-out ones included (RUB-6). */
  firstDealer: PlayerSchema,
  /** Stock orders supplied by the caller for the first deals (see {@link OptionsSchema}). */
  decks: z.array(DeckSchema),
  /** Every deal so far, the one in progress (or the one that ended the rubber) last. */
  deals: z.array(DealLogSchema).check(z.minLength(1), z.maxLength(LIMITS.deals)),
});
/** A Honeymoon state's data (the public type is the variant's `State`, inferred from `StateSchema`). */
export type StateData = z.infer<typeof StateShape>;

/** One line of the score sheet: the ledger's item with the player who scores it. */
export const ScoreItemSchema = z.extend(LedgerItemSchema, { side: PlayerSchema });
/** One line of the score sheet: `{ deal, side, kind, points, line }`. */
export type ScoreItem = z.infer<typeof ScoreItemSchema>;

/** The score sheet of the rubber: every entry, deal by deal, and each player's total (H-6, SC-8). */
export const ScoreSchema = z.object({ items: z.array(ScoreItemSchema), totals: z.object({ A: z.int(), B: z.int() }) });
/** The score: `{ items, totals: { A, B } }`. */
export type Score = z.infer<typeof ScoreSchema>;

/** A call with the player who made it. */
export const CallEntrySchema = z.object({ seat: PlayerSchema, call: CallSchema });
/** A turn of the draw with the player who took it. */
export const DrawEntrySchema = z.object({ seat: PlayerSchema, choice: DrawChoiceSchema });
/** One card of a trick with the player who played it. */
export const TrickCardSchema = z.object({ seat: PlayerSchema, card: CardSchema });
/** A completed two-card trick: who led, the cards in order, who won. */
export const TrickSchema = z.object({ leader: PlayerSchema, cards: z.array(TrickCardSchema), winner: PlayerSchema });
/** The trick in progress: who leads (led) it and the card played so far, if any. */
export const TrickInProgressSchema = z.object({ leader: PlayerSchema, cards: z.array(TrickCardSchema) });

const BothBooleans = z.object({ A: z.boolean(), B: z.boolean() });
const BothInts = z.object({ A: z.int(), B: z.int() });
const BothHands = z.object({ A: z.array(CardSchema), B: z.array(CardSchema) });

/** The public part of a finished deal: what both players saw happen at the table. */
export const DealSummarySchema = z.object({
  /** 0-based number of the deal in the rubber (passed-out deals count), as in score items' `deal`. */
  index: z.int().check(z.nonnegative()),
  dealer: PlayerSchema,
  calls: z.array(CallEntrySchema),
  contract: z.nullable(ContractSchema),
  declarer: z.nullable(PlayerSchema),
  tricks: z.array(TrickSchema),
  /** Tricks won by declarer, or `null` for a passed-out deal. */
  declarerTricks: z.nullable(z.int()),
});
/** The public part of a finished deal. */
export type DealSummary = z.infer<typeof DealSummarySchema>;

/**
 * What one player may see: their own hand and discards; the top of the stock only while it is
 * their turn to draw; every call and every card played; the score sheet and each player's games
 * and vulnerability; and their legal actions when it is their turn.
 *
 * The view also lists who kept and who rejected on each turn, since at the table a player sees
 * whether the opponent put the first card in hand or on the pile — but never which cards.
 */
export const ViewSchema = z.object({
  variant: z.literal("honeymoon"),
  /** The player this view is for. */
  seat: PlayerSchema,
  /** 0-based number of the current deal in the rubber, as in score items' `deal`. */
  dealIndex: z.int().check(z.nonnegative()),
  dealer: PlayerSchema,
  phase: PhaseSchema,
  /** The player who must act, or `null` once the rubber is over. */
  turn: z.nullable(PlayerSchema),
  /** Cards left in the stock (a count: the cards stay face down). */
  stock: z.int().check(z.nonnegative()),
  /** The top card of the stock: only to the player deciding whether to keep it, else `null` (H-2). */
  top: z.nullable(CardSchema),
  /** The player's own cards: drawn so far, then held, then still unplayed. */
  hand: z.array(CardSchema),
  /** The cards this player discarded in this deal (H-3); the opponent's are never shown. */
  discards: z.array(CardSchema),
  /** Each turn of the draw: who drew, and whether they kept or rejected (not the cards). */
  draws: z.array(DrawEntrySchema),
  calls: z.array(CallEntrySchema),
  contract: z.nullable(ContractSchema),
  declarer: z.nullable(PlayerSchema),
  tricks: z.array(TrickSchema),
  currentTrick: z.nullable(TrickInProgressSchema),
  declarerTricks: z.int(),
  defenderTricks: z.int(),
  /** Every earlier deal, oldest first, as both players saw it played. */
  previousDeals: z.array(DealSummarySchema),
  /** The score sheet (H-6). */
  score: ScoreSchema,
  /** Games won by each player (RUB-1). */
  games: BothInts,
  /** Each player's points below the line in the game in progress (RUB-1). */
  progress: BothInts,
  /** Whether each player is vulnerable, i.e. has won a game (RUB-2). */
  vulnerable: BothBooleans,
  /** Every legal action of this player now; empty when it is not their turn. */
  legalActions: z.array(ActionSchema),
});
/** A player's view of the game; the only input a bot gets. */
export type View = z.infer<typeof ViewSchema>;

/** The full history of one deal. */
export const DealRecordSchema = z.extend(DealSummarySchema, {
  /** The stock as shuffled and cut, top card first. */
  stock: z.array(CardSchema),
  /** Each player's hand after the draw (partial while drawing), in display order. */
  deal: BothHands,
  /** Each player's discards (partial while drawing), in display order. */
  discards: BothHands,
  /** Each turn of the draw. */
  draws: z.array(DrawEntrySchema),
  /** Whether the deal was passed out (two passes, H-4). */
  passedOut: z.boolean(),
});
/** The full history of one deal: stock, hands, discards, draws, calls, tricks, contract, result. */
export type DealRecord = z.infer<typeof DealRecordSchema>;

/** The history of the rubber; `replay(record.options, record.actions)` reproduces the state. */
export const RecordSchema = z.object({
  variant: z.literal("honeymoon"),
  /** The options that, with `actions`, reproduce the game. */
  options: z.object({ seed: SeedSchema, firstDealer: PlayerSchema, decks: z.array(DeckSchema) }),
  /** Every deal so far, the one in progress included. */
  deals: z.array(DealRecordSchema),
  /** Every action, in order, in the shape {@link apply} takes. */
  actions: z.array(ActionSchema),
  score: ScoreSchema,
  games: BothInts,
  /** The player who won the rubber, or `null` while it goes on. */
  winner: z.nullable(PlayerSchema),
});
/** The history of the rubber. */
export type GameRecord = z.infer<typeof RecordSchema>;
