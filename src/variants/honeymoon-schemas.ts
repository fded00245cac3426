/**
 * The schemas and types of the Honeymoon variant (H-1 … H-7): options, actions, the state, views,
 * records and the score sheet.
 *
 * @module
 */
import * as z from "zod/mini";
import { CallSchema, CardSchema, ContractSchema, type Call, type Card, type Contract } from "../schemas/model.js";
import {
  exactly,
  exactObject,
  extendObject,
  type EnumOf,
  type ObjectSchema,
  type Schema,
} from "../schemas/declared.js";
import type { Line, ScoreKind } from "../scoring/contract.js";
import type { CallAction, CallEntry, PlayAction, Trick, TrickCard, TrickInProgress } from "./table-types.js";
import { LedgerItemSchema } from "../schemas/scoring.js";
import { callPlaySchemas } from "./actions.js";
import { LIMITS, SeedSchema } from "./contract.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

/** Most calls an auction can hold at two seats, where one pass after a bid ends it. */
const MAX_CALLS = 1 + 35 * 4;

/** The two players, in turn order: the rules' own names (H-7). */
export const PLAYERS = ["A", "B"] as const;
/** A player: `"A"` or `"B"`. Each player is also a side of the ledger. */
export const PlayerSchema: EnumOf<Player> = /* @__PURE__ */ z.enum(PLAYERS);
/** A player: `"A" | "B"`. */
export type Player = (typeof PLAYERS)[number];

/** Turns of the draw in a deal: each takes two cards of the 52 (H-3). */
export const TURNS = 26;

/** What a player did on a turn of the draw: kept the top card, or rejected it for the next one (H-2). */
export const DrawChoiceSchema: EnumOf<DrawChoice> = /* @__PURE__ */ z.enum(["keep", "reject"]);
/** `"keep"` or `"reject"`. */
export type DrawChoice = "keep" | "reject";

/** The phases of the game: drawing, bidding, playing, and over once the rubber is won. */
export const PhaseSchema: EnumOf<Phase> = /* @__PURE__ */ z.enum(["draw", "auction", "play", "over"]);
/** `"draw" | "auction" | "play" | "over"`. */
export type Phase = "draw" | "auction" | "play" | "over";

/**
 * A stock order: the 52 cards of the pack, each once, in canonical notation, top card first.
 * A repeated card is reported at its second occurrence.
 */
export const DeckSchema: Schema<Card[]> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.array(CardSchema).check(
    /* @__PURE__ */ z.length(52),
    /* @__PURE__ */ z.superRefine((deck, ctx) => {
      const seen = new Map<string, number>();
      deck.forEach((card, i) => {
        const first = seen.get(card);
        if (first !== undefined)
          ctx.addIssue({
            code: "custom",
            message: `${card} appears twice (first at ${first})`,
            path: [i],
            input: deck,
          });
        else seen.set(card, i);
      });
    }),
  ),
);

/** Options of {@link create}, as a caller writes them: every field may be left out. */
export interface Options {
  /** Seed of the draw for first dealer and of every shuffle and cut (CARD-2, H-1); 0 unless set. */
  seed?: number | undefined;
  /** The first dealer; drawn from the seed unless set (H-1). */
  firstDealer?: Player | undefined;
  /**
   * The stock of each deal in turn, top card first, as a recorded game had it: deal `k` uses
   * `decks[k]`, and deals beyond the list are shuffled from the seed.
   */
  decks?: Card[][] | undefined;
}

/** Keep the top card of the stock and discard the next (H-2). */
export interface KeepAction {
  /** Always `"keep"`. */
  type: "keep";
  /** Who draws. */
  seat: Player;
}

/** Discard the top card of the stock and take the next (H-2). */
export interface RejectAction {
  /** Always `"reject"`. */
  type: "reject";
  /** Who draws. */
  seat: Player;
}

/**
 * An action: `keep` or `reject` on a turn of the draw (H-2), `call` and `play` as in every variant;
 * no one acts for anyone else.
 */
export type Action = KeepAction | RejectAction | CallAction<Player> | PlayAction<Player>;

/** What happened in one deal, in order; who did each thing follows from the rules. */
export interface DealLog {
  /** The choice made on each turn of the draw, the non-dealer's first. */
  draws: DrawChoice[];
  /** The calls, the non-dealer's first (H-4). */
  calls: Call[];
  /** The cards played, the defender's opening lead first (H-5). */
  plays: Card[];
}

/**
 * The state of a Honeymoon rubber: the options and everything that happened, deal by deal. Treat it
 * as immutable: the library hands it out deeply frozen.
 */
export interface State {
  /** Always `"honeymoon"`. */
  variant: "honeymoon";
  /** The seed of the first-dealer draw and of the shuffles not given by `decks`. */
  seed: number;
  /** The dealer of deal 0; the deal alternates after every deal, passed-out ones included (RUB-6). */
  firstDealer: Player;
  /** Stock orders supplied by the caller for the first deals (see {@link Options}). */
  decks: Card[][];
  /** Every deal so far, the one in progress (or the one that ended the rubber) last. */
  deals: DealLog[];
}

/** One line of the score sheet: `{ deal, side, kind, points, line }`. */
export interface ScoreItem {
  /** 0-based number of the deal in the rubber. */
  deal: number;
  /** The player who scores the points. */
  side: Player;
  /** What the points are for. */
  kind: ScoreKind;
  /** The points, never negative: a penalty is written as points to the other player. */
  points: number;
  /** Above or below the line. */
  line: Line;
}

/** One value per player (a type alias, not an interface, so it is also a `Record<string, T>`). */
export type PerPlayer<T> = {
  /** Player A's. */
  A: T;
  /** Player B's. */
  B: T;
};

/** The score sheet of the rubber: every entry, deal by deal, and each player's total (H-6, SC-8). */
export interface Score {
  /** Every entry, deal by deal. */
  items: ScoreItem[];
  /** Each player's total. */
  totals: PerPlayer<number>;
}

/** A turn of the draw with the player who took it. */
export interface DrawEntry {
  /** Who drew. */
  seat: Player;
  /** Kept or rejected the top card. */
  choice: DrawChoice;
}

/** The public part of a finished deal: what both players saw happen at the table. */
export interface DealSummary {
  /** 0-based number of the deal in the rubber (passed-out deals count), as in score items' `deal`. */
  index: number;
  /** Who dealt. */
  dealer: Player;
  /** Every call, the non-dealer's first. */
  calls: CallEntry<Player>[];
  /** The final contract, or `null`. */
  contract: Contract | null;
  /** Declarer, or `null`. */
  declarer: Player | null;
  /** The completed two-card tricks. */
  tricks: Trick<Player>[];
  /** Tricks won by declarer, or `null` for a passed-out deal. */
  declarerTricks: number | null;
}

// Who kept and who rejected is shown because at the table a player sees whether the opponent put
// the first card in hand or on the pile.
/**
 * What one player may see: their own hand and discards; the top of the stock only while it is
 * their turn to draw; who kept and who rejected on each turn, never which cards; every call and
 * card played; the score sheet, games and vulnerability; and their legal actions on their turn.
 */
export interface View {
  /** Always `"honeymoon"`. */
  variant: "honeymoon";
  /** The player this view is for. */
  seat: Player;
  /** 0-based number of the current deal in the rubber, as in score items' `deal`. */
  dealIndex: number;
  /** Who dealt this deal. */
  dealer: Player;
  /** Draw, auction, play, or over. */
  phase: Phase;
  /** The player who must act, or `null` once the rubber is over. */
  turn: Player | null;
  /** Cards left in the stock (a count: the cards stay face down). */
  stock: number;
  /** The top card of the stock: only to the player deciding whether to keep it, else `null` (H-2). */
  top: Card | null;
  /** The player's own cards: drawn so far, then held, then still unplayed. */
  hand: Card[];
  /** The cards this player discarded in this deal (H-3); the opponent's are never shown. */
  discards: Card[];
  /** Each turn of the draw: who drew, and whether they kept or rejected (not the cards). */
  draws: DrawEntry[];
  /** Every call so far. */
  calls: CallEntry<Player>[];
  /** The final contract, once the auction has one. */
  contract: Contract | null;
  /** Declarer, once there is a contract. */
  declarer: Player | null;
  /** The completed tricks. */
  tricks: Trick<Player>[];
  /** The trick in progress during the play, else `null`. */
  currentTrick: TrickInProgress<Player> | null;
  /** Tricks won by declarer so far. */
  declarerTricks: number;
  /** Tricks won by the defender so far. */
  defenderTricks: number;
  /** Every earlier deal, oldest first, as both players saw it played. */
  previousDeals: DealSummary[];
  /** The score sheet (H-6). */
  score: Score;
  /** Games won by each player (RUB-1). */
  games: PerPlayer<number>;
  /** Each player's points below the line in the game in progress (RUB-1). */
  progress: PerPlayer<number>;
  /** Whether each player is vulnerable, i.e. has won a game (RUB-2). */
  vulnerable: PerPlayer<boolean>;
  /** Every legal action of this player now; empty when it is not their turn. */
  legalActions: Action[];
}

/** The full history of one deal: stock, hands, discards, draws, calls, tricks, contract, result. */
export interface DealRecord extends DealSummary {
  /** The stock as shuffled and cut, top card first. */
  stock: Card[];
  /** Each player's hand after the draw (partial while drawing), in display order. */
  deal: PerPlayer<Card[]>;
  /** Each player's discards (partial while drawing), in display order. */
  discards: PerPlayer<Card[]>;
  /** Each turn of the draw. */
  draws: DrawEntry[];
  /** Whether the deal was passed out (two passes, H-4). */
  passedOut: boolean;
}

/** The history of the rubber; `replay(record.options, record.actions)` reproduces the state. */
export interface GameRecord {
  /** Always `"honeymoon"`. */
  variant: "honeymoon";
  /** The options that, with `actions`, reproduce the game. */
  options: { seed: number; firstDealer: Player; decks: Card[][] };
  /** Every deal so far, the one in progress included. */
  deals: DealRecord[];
  /** Every action, in order, in the shape `apply` takes. */
  actions: Action[];
  /** The score sheet. */
  score: Score;
  /** Games won by each player. */
  games: PerPlayer<number>;
  /** The player who won the rubber, or `null` while it goes on. */
  winner: Player | null;
}

/** The schema of {@link Options}: what `create` accepts. */
export const OptionsSchema: Schema<Options> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.strictObject({
    seed: /* @__PURE__ */ z.optional(SeedSchema),
    firstDealer: /* @__PURE__ */ z.optional(PlayerSchema),
    decks: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(DeckSchema)),
  }),
);

const { call: CallActionSchema, play: PlayActionSchema } = /* @__PURE__ */ callPlaySchemas(PlayerSchema);
/** The schema of {@link Action}: any action `apply` takes. */
export const ActionSchema: Schema<Action> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.discriminatedUnion("type", [
    /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.literal("keep"), seat: PlayerSchema }),
    /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.literal("reject"), seat: PlayerSchema }),
    CallActionSchema,
    PlayActionSchema,
  ]),
);

/** The schema of {@link DealLog}. */
export const DealLogSchema: ObjectSchema<DealLog> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    draws: /* @__PURE__ */ z.array(DrawChoiceSchema).check(/* @__PURE__ */ z.maxLength(TURNS)),
    calls: /* @__PURE__ */ z.array(CallSchema).check(/* @__PURE__ */ z.maxLength(MAX_CALLS)),
    plays: /* @__PURE__ */ z.array(CardSchema).check(/* @__PURE__ */ z.maxLength(TURNS)),
  }),
);

/** A Honeymoon state's data: the same type as {@link State}. */
export type StateData = State;

/** The shape of a Honeymoon state, without the replay (see the variant's `StateSchema`). */
export const StateShape: ObjectSchema<State> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    variant: /* @__PURE__ */ z.literal("honeymoon"),
    seed: SeedSchema,
    firstDealer: PlayerSchema,
    decks: /* @__PURE__ */ z.array(DeckSchema),
    deals: /* @__PURE__ */ z
      .array(DealLogSchema)
      .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(LIMITS.deals)),
  }),
);

/** The schema of {@link ScoreItem}. */
export const ScoreItemSchema: ObjectSchema<ScoreItem> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ extendObject(LedgerItemSchema, { side: PlayerSchema }),
);

const BothBooleans = /* @__PURE__ */ z.object({ A: /* @__PURE__ */ z.boolean(), B: /* @__PURE__ */ z.boolean() });
const BothInts = /* @__PURE__ */ z.object({ A: /* @__PURE__ */ z.int(), B: /* @__PURE__ */ z.int() });
const BothHands = /* @__PURE__ */ z.object({
  A: /* @__PURE__ */ z.array(CardSchema),
  B: /* @__PURE__ */ z.array(CardSchema),
});

/** The schema of {@link Score}. */
export const ScoreSchema: ObjectSchema<Score> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({ items: /* @__PURE__ */ z.array(ScoreItemSchema), totals: BothInts }),
);

/** The schema of a call with the player who made it. */
export const CallEntrySchema: ObjectSchema<CallEntry<Player>> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({ seat: PlayerSchema, call: CallSchema }),
);
/** The schema of {@link DrawEntry}. */
export const DrawEntrySchema: ObjectSchema<DrawEntry> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({ seat: PlayerSchema, choice: DrawChoiceSchema }),
);
/** The schema of one card of a trick with the player who played it. */
export const TrickCardSchema: ObjectSchema<TrickCard<Player>> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({ seat: PlayerSchema, card: CardSchema }),
);
/** The schema of a completed two-card trick: who led, the cards in order, who won. */
export const TrickSchema: ObjectSchema<Trick<Player>> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    leader: PlayerSchema,
    cards: /* @__PURE__ */ z.array(TrickCardSchema),
    winner: PlayerSchema,
  }),
);
/** The schema of the trick in progress: who leads (led) it and the card played so far, if any. */
export const TrickInProgressSchema: ObjectSchema<TrickInProgress<Player>> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({ leader: PlayerSchema, cards: /* @__PURE__ */ z.array(TrickCardSchema) }),
);

const DealSummaryObject: ObjectSchema<DealSummary> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    index: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.nonnegative()),
    dealer: PlayerSchema,
    calls: /* @__PURE__ */ z.array(CallEntrySchema),
    contract: /* @__PURE__ */ z.nullable(ContractSchema),
    declarer: /* @__PURE__ */ z.nullable(PlayerSchema),
    tricks: /* @__PURE__ */ z.array(TrickSchema),
    declarerTricks: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int()),
  }),
);
/** The schema of {@link DealSummary}. */
export const DealSummarySchema: ObjectSchema<DealSummary> = DealSummaryObject;

/** The schema of {@link View}. */
export const ViewSchema: ObjectSchema<View> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    variant: /* @__PURE__ */ z.literal("honeymoon"),
    seat: PlayerSchema,
    dealIndex: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.nonnegative()),
    dealer: PlayerSchema,
    phase: PhaseSchema,
    turn: /* @__PURE__ */ z.nullable(PlayerSchema),
    stock: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.nonnegative()),
    top: /* @__PURE__ */ z.nullable(CardSchema),
    hand: /* @__PURE__ */ z.array(CardSchema),
    discards: /* @__PURE__ */ z.array(CardSchema),
    draws: /* @__PURE__ */ z.array(DrawEntrySchema),
    calls: /* @__PURE__ */ z.array(CallEntrySchema),
    contract: /* @__PURE__ */ z.nullable(ContractSchema),
    declarer: /* @__PURE__ */ z.nullable(PlayerSchema),
    tricks: /* @__PURE__ */ z.array(TrickSchema),
    currentTrick: /* @__PURE__ */ z.nullable(TrickInProgressSchema),
    declarerTricks: /* @__PURE__ */ z.int(),
    defenderTricks: /* @__PURE__ */ z.int(),
    previousDeals: /* @__PURE__ */ z.array(DealSummarySchema),
    score: ScoreSchema,
    games: BothInts,
    progress: BothInts,
    vulnerable: BothBooleans,
    legalActions: /* @__PURE__ */ z.array(ActionSchema),
  }),
);

/** The schema of {@link DealRecord}. */
export const DealRecordSchema: ObjectSchema<DealRecord> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ extendObject(DealSummaryObject, {
    stock: /* @__PURE__ */ z.array(CardSchema),
    deal: BothHands,
    discards: BothHands,
    draws: /* @__PURE__ */ z.array(DrawEntrySchema),
    passedOut: /* @__PURE__ */ z.boolean(),
  }),
);

/** The schema of {@link GameRecord}. */
export const RecordSchema: ObjectSchema<GameRecord> = /* @__PURE__ */ exactObject(
  /* @__PURE__ */ z.object({
    variant: /* @__PURE__ */ z.literal("honeymoon"),
    options: /* @__PURE__ */ z.object({
      seed: SeedSchema,
      firstDealer: PlayerSchema,
      decks: /* @__PURE__ */ z.array(DeckSchema),
    }),
    deals: /* @__PURE__ */ z.array(DealRecordSchema),
    actions: /* @__PURE__ */ z.array(ActionSchema),
    score: ScoreSchema,
    games: BothInts,
    winner: /* @__PURE__ */ z.nullable(PlayerSchema),
  }),
);
