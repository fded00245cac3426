/**
 * Honeymoon draw-and-discard bridge (H-1 … H-7): two players, `"A"` and `"B"`, build hidden hands
 * from a face-down stock, then bid and play thirteen two-card tricks with no dummy, deal after deal,
 * until one of them has won a rubber on the rubber ledger (no honours, never settled early).
 *
 * The state is the minimum that determines the game: the options (seed, first dealer, any decks
 * supplied) and, deal by deal, the keep/reject choices, the calls and the cards played, in
 * canonical notation. Whose turn each entry was, which cards the stock held and what the ledger
 * says all follow from the rules, so the state is plain JSON and cannot contradict itself. The
 * position (the stock, both hands, the auction and play, the ledger) is derived from it once and
 * cached beside the state object (see `cache.ts`); a state read back from JSON is replayed on first use.
 *
 * A finished deal is followed at once by the next one — the other player deals (RUB-6), the stock
 * is shuffled afresh — so the last entry of `deals` is always the deal in progress, or the deal
 * that ended the rubber.
 *
 * @module
 */
import { z } from "zod";
import { positionStore } from "./cache.js";
import { CALLS, CARDS, CallSchema, CardSchema, ContractSchema, type Call, type Card, type Contract } from "../schemas/model.js";
import { canonicalCallId, strainOf } from "../model/call.js";
import { canonicalCardId, cardOf } from "../model/card.js";
import { err, ok, zodError, type Result, type RuleError } from "../result.js";
import { createRng, cut, deriveSeed, shuffle } from "../random.js";
import type { Table } from "../engine/table.js";
import { applyCall, auctionContract, newAuction, type CoreContract } from "../engine/auction.js";
import { handIds, trickWinnerIndex } from "../engine/play.js";
import { cloneDeal, dealPhase, dealTurn, declarerTricks, legalCoreActions, newDeal, scratchAction, stepDeal, type CoreAction, type DealCore, type StepError } from "../engine/deal.js";
import { applyDraw, cloneDraw, drawDone, drawError, drawTurn, newDraw, topOfStock, type DrawCore } from "../engine/draw.js";
import { createLedger, gameProgress, games, isRubberOver, recordDeal, rubberWinner, scoreSheet, vulnerable, type Ledger } from "../scoring/ledger.js";
import { LedgerItemSchema } from "../schemas/scoring.js";
import { actionOfCore, callPlaySchemas, readCallOrPlay, seatNumber, seatNames, shown } from "./actions.js";

/** The two players, in turn order: the rules' own names (H-7). */
export const PLAYERS = ["A", "B"] as const;
/** A player: `"A"` or `"B"`. Each player is also a side of the ledger. */
export const PlayerSchema = z.enum(PLAYERS);
/** A player: `"A" | "B"`. */
export type Player = z.infer<typeof PlayerSchema>;

const TWO: Table = { seats: PLAYERS, partnerships: false };
const NAMES = seatNames(PLAYERS);
const TURNS = 26;

/** What a player did on a turn of the draw: kept the top card, or rejected it for the next one (H-2). */
export const DrawChoiceSchema = z.enum(["keep", "reject"]);
/** `"keep"` or `"reject"`. */
export type DrawChoice = z.infer<typeof DrawChoiceSchema>;

/** The phases of the game: drawing, bidding, playing, and over once the rubber is won. */
export const PhaseSchema = z.enum(["draw", "auction", "play", "over"]);
/** `"draw" | "auction" | "play" | "over"`. */
export type Phase = z.infer<typeof PhaseSchema>;

const SeedSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * A stock order: the 52 cards of the pack, each once, in canonical notation, top card first.
 * A repeated card is reported at its second occurrence.
 */
export const DeckSchema = z
  .array(CardSchema)
  .length(52)
  .superRefine((deck, ctx) => {
    const seen = new Map<string, number>();
    deck.forEach((card, i) => {
      const first = seen.get(card);
      if (first !== undefined) ctx.addIssue({ code: "custom", message: `${card} appears twice (first at ${first})`, path: [i] });
      else seen.set(card, i);
    });
  });

/** Options of {@link create}. */
export const OptionsSchema = z
  .object({
    /** Seed of the draw for first dealer and of every shuffle and cut (CARD-2, H-1); 0 unless set. */
    seed: SeedSchema.optional(),
    /** The first dealer; drawn from the seed unless set (H-1). */
    firstDealer: PlayerSchema.optional(),
    /**
     * The stock of each deal in turn, top card first, as a recorded game had it: deal `k` uses
     * `decks[k]`, and deals beyond the list are shuffled from the seed.
     */
    decks: z.array(DeckSchema).optional(),
  })
  .strict();
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
  draws: z.array(DrawChoiceSchema).max(TURNS),
  /** The calls, the non-dealer's first (H-4). */
  calls: z.array(CallSchema),
  /** The cards played, the defender's opening lead first (H-5). */
  plays: z.array(CardSchema).max(TURNS),
});
/** One deal's entry in the state. */
export type DealLog = z.infer<typeof DealLogSchema>;

/** The state of a Honeymoon rubber: the options and everything that happened, deal by deal. */
export const StateSchema = z.object({
  variant: z.literal("honeymoon"),
  /** The seed of the first-dealer draw and of the shuffles not given by `decks`. */
  seed: SeedSchema,
  /** The dealer of deal 0; the deal alternates after every deal, passed-out ones included (RUB-6). */
  firstDealer: PlayerSchema,
  /** Stock orders supplied by the caller for the first deals (see {@link OptionsSchema}). */
  decks: z.array(DeckSchema),
  /** Every deal so far, the one in progress (or the one that ended the rubber) last. */
  deals: z.array(DealLogSchema).min(1),
});
/** The state of a Honeymoon rubber. Treat it as immutable. */
export type State = z.infer<typeof StateSchema>;

/** One line of the score sheet: the ledger's item with the player who scores it. */
export const ScoreItemSchema = z.object({ ...LedgerItemSchema.shape, side: PlayerSchema });
/** One line of the score sheet: `{ deal, side, kind, points, line }`. */
export type ScoreItem = z.infer<typeof ScoreItemSchema>;

/** The score sheet of the rubber: every entry, deal by deal, and each player's total (H-6, SC-8). */
export const ScoreSchema = z.object({ items: z.array(ScoreItemSchema), totals: z.object({ A: z.number().int(), B: z.number().int() }) });
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
const BothInts = z.object({ A: z.number().int(), B: z.number().int() });
const BothHands = z.object({ A: z.array(CardSchema), B: z.array(CardSchema) });

/** The public part of a finished deal: what both players saw happen at the table. */
export const DealSummarySchema = z.object({
  /** 0-based number of the deal in the rubber (passed-out deals count), as in score items' `deal`. */
  index: z.number().int().nonnegative(),
  dealer: PlayerSchema,
  calls: z.array(CallEntrySchema),
  contract: z.nullable(ContractSchema),
  declarer: PlayerSchema.nullable(),
  tricks: z.array(TrickSchema),
  /** Tricks won by declarer, or `null` for a passed-out deal. */
  declarerTricks: z.number().int().nullable(),
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
  dealIndex: z.number().int().nonnegative(),
  dealer: PlayerSchema,
  phase: PhaseSchema,
  /** The player who must act, or `null` once the rubber is over. */
  turn: PlayerSchema.nullable(),
  /** Cards left in the stock (a count: the cards stay face down). */
  stock: z.number().int().nonnegative(),
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
  declarer: PlayerSchema.nullable(),
  tricks: z.array(TrickSchema),
  currentTrick: TrickInProgressSchema.nullable(),
  declarerTricks: z.number().int(),
  defenderTricks: z.number().int(),
  /** The previous deal, as both players saw it played, or `null` in the first deal. */
  previous: DealSummarySchema.nullable(),
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
export const DealRecordSchema = DealSummarySchema.extend({
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
  winner: PlayerSchema.nullable(),
});
/** The history of the rubber. */
export type GameRecord = z.infer<typeof RecordSchema>;

// --- the position ---------------------------------------------------------------------------

/** The derived position: what the log implies, in the engines' terms. */
interface Position {
  ledger: Ledger<Player>;
  /** Index of the current deal. */
  deal: number;
  /** Dealer of the current deal (0 A, 1 B). */
  dealer: number;
  draw: DrawCore;
  /** The auction and play, once the draw is over. */
  core: DealCore | null;
}

/** The options as the state holds them. */
interface Normalised {
  seed: number;
  firstDealer: Player;
  decks: Card[][];
}

const PACK_IDS: readonly number[] = CARDS.map((_, i) => i);

/**
 * Deal `k`'s stock: `decks[k]` when the caller gave it, else the dealer's shuffle and the
 * opponent's cut drawn from `deriveSeed(seed, k)`, so each deal is reproducible on its own. The cut
 * leaves at least four cards in each packet, as in the four-player deal.
 */
function stockOf(o: Normalised, k: number): number[] {
  const given = o.decks[k];
  if (given) return given.map((c) => canonicalCardId(c));
  const rng = createRng(deriveSeed(o.seed, k));
  const shuffled = shuffle(PACK_IDS, rng);
  return cut(shuffled, 4 + rng.nextInt(45));
}

function dealerOf(o: Normalised, k: number): number {
  return (PLAYERS.indexOf(o.firstDealer) + k) % 2;
}

function startDeal(o: Normalised, pos: Position, k: number): void {
  pos.deal = k;
  pos.dealer = dealerOf(o, k);
  pos.draw = newDraw(TWO, stockOf(o, k), pos.dealer);
  pos.core = null;
}

function initialPosition(o: Normalised): Position {
  const created = createLedger(PLAYERS);
  if (!created.ok) throw new Error(created.error.message); // two fixed, distinct names: cannot fail
  const pos: Position = { ledger: created.value, deal: 0, dealer: 0, draw: newDraw(TWO, [], 0), core: null };
  startDeal(o, pos, 0);
  return pos;
}

function clonePosition(p: Position): Position {
  // Once the draw is over it never changes again, so it can be shared.
  return { ledger: p.ledger, deal: p.deal, dealer: p.dealer, draw: p.core ? p.draw : cloneDraw(p.draw), core: p.core ? cloneDeal(p.core) : null };
}

function contractOf(c: CoreContract): Contract {
  return { level: c.level as Contract["level"], strain: strainOf(c.strain), doubled: c.doubled === 0 ? "" : c.doubled === 1 ? "X" : "XX" };
}

/** Enters a finished deal in the ledger and, unless that ended the rubber, starts the next deal. */
function finishDeal(o: Normalised, pos: Position): void {
  const core = pos.core as DealCore;
  const c = core.contract;
  const entry = c ? { declarerSide: PLAYERS[c.declarer] as Player, contract: contractOf(c), tricks: declarerTricks(core) } : { passedOut: true as const };
  const next = recordDeal(pos.ledger, entry);
  if (!next.ok) throw new Error(next.error.message); // the rubber is not over and the entry is well formed
  pos.ledger = next.value;
  if (!isRubberOver(pos.ledger)) startDeal(o, pos, pos.deal + 1);
}

/** An action read from the boundary: a draw (`draw` 1 keep, 0 reject) or a call or play in `core`. */
interface Move {
  draw: -1 | 0 | 1;
  core: CoreAction;
}

function scratchMove(): Move {
  return { draw: -1, core: scratchAction() };
}

function invalid(message: string, path: PropertyKey[]): RuleError {
  return { code: "INVALID_ACTION", message, path };
}

/** Reads an action leniently (seat in either case, lenient call and card notation) into `move`. */
function readAction(input: unknown, move: Move): RuleError | null {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    const what = input === null ? "null" : Array.isArray(input) ? "an array" : typeof input;
    return invalid(`an action must be an object such as { type: "keep", seat }, got ${what}`, []);
  }
  const a = input as Record<string, unknown>;
  if (a.type === "keep" || a.type === "reject") {
    const seat = seatNumber(NAMES, a.seat);
    if (seat < 0) return invalid(`unknown seat ${shown(a.seat)}: expected A or B`, ["seat"]);
    move.draw = a.type === "keep" ? 1 : 0;
    move.core.seat = seat;
    return null;
  }
  if (a.type !== "call" && a.type !== "play") return invalid(`unknown action type ${shown(a.type)}: expected "keep", "reject", "call" or "play"`, ["type"]);
  move.draw = -1;
  return readCallOrPlay(NAMES, input, move.core);
}

/**
 * Takes one step on `pos` in place, or returns why not and leaves it untouched. Checks come in the
 * order a player would want to hear them: the game, the phase, the turn, then the rule broken.
 */
function step(o: Normalised, pos: Position, move: Move): StepError | null {
  if (isRubberOver(pos.ledger)) return { code: "GAME_OVER", message: "the rubber is over" };
  const who = PLAYERS[move.core.seat] as Player;
  if (move.draw >= 0) {
    const verb = move.draw === 1 ? "keep" : "reject";
    if (pos.core) return { code: "WRONG_PHASE", message: `${who} cannot ${verb} a card: the draw is over and the ${dealPhase(pos.core)} has begun` };
    if (drawError(TWO, pos.draw, move.core.seat)) {
      return { code: "NOT_YOUR_TURN", message: `it is ${PLAYERS[drawTurn(TWO, pos.draw)]}'s turn to draw, not ${who}'s` };
    }
    applyDraw(TWO, pos.draw, move.draw === 1);
    // The non-dealer calls first (H-4): the auction core's "dealer" is its first caller.
    if (drawDone(pos.draw)) pos.core = newDeal(pos.draw.hands.map((h) => h.slice()), (pos.dealer + 1) % 2);
    return null;
  }
  if (!pos.core) {
    const what = move.core.kind === 0 ? "call" : "play a card";
    return { code: "WRONG_PHASE", message: `${who} cannot ${what}: the players are still drawing their hands (${TURNS - pos.draw.turns} turns left)` };
  }
  const e = stepDeal(TWO, pos.core, move.core);
  if (e) return e;
  if (dealPhase(pos.core) === "over") finishDeal(o, pos);
  return null;
}

function emptyLog(): DealLog {
  return { draws: [], calls: [], plays: [] };
}

/** Writes a step that succeeded into the log, opening the next deal's entry when one began. */
function logMove(log: DealLog[], move: Move, newDealBegan: boolean): void {
  const entry = log[log.length - 1] as DealLog;
  if (move.draw >= 0) entry.draws.push(move.draw === 1 ? "keep" : "reject");
  else if (move.core.kind === 0) entry.calls.push(CALLS[move.core.id] as Call);
  else entry.plays.push(CARDS[move.core.id] as Card);
  if (newDealBegan) log.push(emptyLog());
}


/**
 * The first stock order of a state that is not 52 distinct canonical cards. zod runs refinements
 * even after a length issue, so the state schema's replay must not trust `decks` blindly.
 */
function checkDecks(decks: readonly unknown[]): RuleError | null {
  for (let k = 0; k < decks.length; k++) {
    const deck = decks[k];
    if (!Array.isArray(deck) || deck.length !== 52) return { code: "INVALID_STATE", message: `decks[${k}] must be a list of 52 cards`, path: ["decks", k] };
    const seen = new Uint8Array(52);
    for (let i = 0; i < 52; i++) {
      const id = canonicalCardId(deck[i]);
      if (id < 0 || seen[id]) return { code: "INVALID_STATE", message: `decks[${k}][${i}] is ${id < 0 ? "not a canonical card" : "a repeated card"}`, path: ["decks", k, i] };
      seen[id] = 1;
    }
  }
  return null;
}

function shapeFault(state: State): RuleError | null {
  const fault = (path: PropertyKey[], message: string): RuleError => ({ code: "INVALID_STATE", message, path });
  if (!Number.isSafeInteger(state.seed) || state.seed < 0) return fault(["seed"], "seed must be a non-negative safe integer");
  if (!PLAYERS.includes(state.firstDealer)) return fault(["firstDealer"], "firstDealer must be A or B");
  if (!Array.isArray(state.decks)) return fault(["decks"], "decks must be a list");
  if (!Array.isArray(state.deals) || state.deals.length === 0) return fault(["deals"], "deals must be a non-empty list");
  for (let k = 0; k < state.deals.length; k++) {
    const d = state.deals[k] as Partial<DealLog> | null;
    if (typeof d !== "object" || d === null || !Array.isArray(d.draws) || !Array.isArray(d.calls) || !Array.isArray(d.plays)) return fault(["deals", k], `deals[${k}] must hold draws, calls and plays`);
  }
  return null;
}

/** Replays a state's log; the first entry that breaks a rule is reported with its path. */
function rebuild(state: State): { pos: Position } | { error: RuleError } {
  // zod runs the state schema's refinement even when the fields already failed: check what the
  // replay relies on.
  const bad = shapeFault(state) ?? checkDecks(state.decks);
  if (bad) return { error: bad };
  const o: Normalised = { seed: state.seed, firstDealer: state.firstDealer, decks: state.decks };
  const pos = initialPosition(o);
  const move = scratchMove();
  const fail = (path: PropertyKey[], message: string): { error: RuleError } => ({ error: { code: "INVALID_STATE", message, path } });
  const last = state.deals.length - 1;
  for (let k = 0; k <= last; k++) {
    const entry = state.deals[k] as DealLog;
    if (pos.deal !== k || isRubberOver(pos.ledger)) {
      return isRubberOver(pos.ledger) ? fail(["deals", k], `deal ${k} follows the end of the rubber`) : fail(["deals", k - 1], `deal ${k - 1} is unfinished but another deal follows`);
    }
    const fields = [
      ["draws", entry.draws],
      ["calls", entry.calls],
      ["plays", entry.plays],
    ] as const;
    for (const [field, list] of fields) {
      for (let i = 0; i < list.length; i++) {
        const item = list[i] as string;
        if (pos.deal !== k || isRubberOver(pos.ledger)) return fail(["deals", k, field, i], `deals[${k}].${field}[${i}] comes after the end of the deal`);
        if (field === "draws") {
          if (item !== "keep" && item !== "reject") return fail(["deals", k, field, i], `deals[${k}].draws[${i}] must be "keep" or "reject"`);
          move.draw = item === "keep" ? 1 : 0;
          move.core.seat = Math.max(drawTurn(TWO, pos.draw), 0);
        } else {
          move.draw = -1;
          move.core.kind = field === "calls" ? 0 : 1;
          move.core.id = field === "calls" ? canonicalCallId(item) : canonicalCardId(item);
          move.core.seat = pos.core ? Math.max(dealTurn(TWO, pos.core), 0) : 0;
          if (move.core.id < 0) return fail(["deals", k, field, i], `deals[${k}].${field}[${i}] is not canonical: ${JSON.stringify(item)}`);
        }
        const e = step(o, pos, move);
        if (e) return fail(["deals", k, field, i], `deals[${k}].${field}[${i}] is illegal: ${e.message} (${e.code})`);
      }
    }
  }
  if (pos.deal !== last) return fail(["deals"], `deal ${last} is over: the state should hold the next deal's (empty) entry`);
  return { pos };
}

const positions = positionStore<State, Position>("honeymoon", StateSchema, rebuild);

function position(state: State): Position {
  return positions.of(state);
}

// --- the contract ----------------------------------------------------------------------------

function normaliseOptions(options: unknown): Result<Normalised> {
  const parsed = OptionsSchema.safeParse(options ?? {});
  if (!parsed.success) return zodError("INVALID_OPTIONS", "invalid options", parsed.error);
  const seed = parsed.data.seed ?? 0;
  // The draw for first dealer (H-1) has its own stream: the seed itself, while deal k shuffles
  // from deriveSeed(seed, k).
  const firstDealer = parsed.data.firstDealer ?? (PLAYERS[createRng(seed).nextInt(2)] as Player);
  return ok({ seed, firstDealer, decks: (parsed.data.decks ?? []).map((d) => d.slice()) });
}

/**
 * A new rubber. The first dealer is drawn from `seed` (default 0) unless `firstDealer` is given
 * (H-1); deal `k`'s stock is `decks[k]` when given, else shuffled and cut from the seed. The
 * non-dealer draws first. Bad options — a deck that is not the 52 distinct cards in canonical
 * notation, an unknown key — are an `INVALID_OPTIONS` error with the path of the fault.
 */
export function create(options: Options = {}): Result<State> {
  const o = normaliseOptions(options);
  if (!o.ok) return o;
  const state: State = { variant: "honeymoon", seed: o.value.seed, firstDealer: o.value.firstDealer, decks: o.value.decks, deals: [emptyLog()] };
  positions.attach(state, initialPosition(o.value));
  return ok(state);
}

function normalisedOf(state: State): Normalised {
  return { seed: state.seed, firstDealer: state.firstDealer, decks: state.decks };
}

/**
 * Takes one action. Never throws for a rule violation and never changes `state`: a legal action
 * gives the next state, anything else an error — `GAME_OVER` after the rubber, `WRONG_PHASE` (a
 * call while drawing, a keep during the auction), `NOT_YOUR_TURN`, the auction's and play's codes
 * (`INSUFFICIENT_BID`, `CANNOT_DOUBLE`, `MUST_FOLLOW_SUIT` …), or `INVALID_ACTION` with the path of a
 * malformed field. The action that ends a deal also begins the next one (RUB-6), unless it ended
 * the rubber.
 */
export function apply(state: State, action: unknown): Result<State> {
  const resolved = positions.resolve(state);
  if ("error" in resolved) return { ok: false, error: resolved.error };
  const pos = resolved.pos;
  const move = scratchMove();
  const bad = readAction(action, move);
  if (bad) return { ok: false, error: bad };
  const next = clonePosition(pos);
  const e = step(normalisedOf(state), next, move);
  if (e) return err(e.code, e.message);
  // Earlier deals' entries are shared with `state`: only the current one is copied before writing.
  const current = state.deals[state.deals.length - 1] as DealLog;
  const log = state.deals.slice(0, -1);
  log.push({ draws: current.draws.slice(), calls: current.calls.slice(), plays: current.plays.slice() });
  logMove(log, move, next.deal !== pos.deal);
  const nextState: State = { ...state, deals: log };
  positions.attach(nextState, next);
  return ok(nextState);
}

function phaseOf(pos: Position): Phase {
  if (isRubberOver(pos.ledger)) return "over";
  if (!pos.core) return "draw";
  return dealPhase(pos.core) === "play" ? "play" : "auction";
}

function turnOf(pos: Position): number {
  if (isRubberOver(pos.ledger)) return -1;
  return pos.core ? dealTurn(TWO, pos.core) : drawTurn(TWO, pos.draw);
}

function legalOf(pos: Position): Action[] {
  if (isRubberOver(pos.ledger)) return [];
  if (!pos.core) {
    const seat = PLAYERS[drawTurn(TWO, pos.draw)] as Player;
    return [
      { type: "keep", seat },
      { type: "reject", seat },
    ];
  }
  return legalCoreActions(TWO, pos.core).map((a) => actionOfCore(NAMES, a));
}

/** Every legal action now, in the shape {@link apply} accepts; empty once the rubber is over. */
export function legalActions(state: State): Action[] {
  return legalOf(position(state));
}

/** The player who must act now — to draw, call or play — or `null` once the rubber is over. */
export function turn(state: State): Player | null {
  const t = turnOf(position(state));
  return t >= 0 ? (PLAYERS[t] as Player) : null;
}

/** Whether the rubber is over: a player has won two games (RUB-3). Honeymoon never stops early (H-6). */
export function isOver(state: State): boolean {
  return isRubberOver(position(state).ledger);
}

/**
 * The rubber's ledger (no honours, H-6): deals, items, games and the game in progress, for the
 * ledger's own functions (`belowTheLine`, `netResult` …). Treat it as immutable.
 */
export function ledger(state: State): Ledger<Player> {
  // A copy: the cached ledger is shared by every later state, so it must never reach a caller.
  return structuredClone(position(state).ledger);
}

function scoreOf(l: Ledger<Player>): Score {
  const sheet = scoreSheet(l);
  return { items: sheet.items.map((i) => ({ deal: i.deal, side: i.side, kind: i.kind, points: i.points, line: i.line })), totals: { A: sheet.totals.A, B: sheet.totals.B } };
}

/**
 * The score sheet so far: every item `{ deal, side, kind, points, line }` in order (SC-7, SC-8) and
 * each player's total, the sum of their items (RUB-4). Empty until a deal has been scored.
 */
export function score(state: State): Score {
  return scoreOf(position(state).ledger);
}

/** Display order: spades first, high cards first. */
function display(ids: readonly number[]): Card[] {
  return ids
    .slice()
    .sort((a, b) => b - a)
    .map(cardOf);
}

type Trick = z.infer<typeof TrickSchema>;
type TrickInProgress = z.infer<typeof TrickInProgressSchema>;

/** The public course of a deal from its calls and plays alone: no hand is needed to know it. */
interface Course {
  contract: CoreContract | null;
  auctionOver: boolean;
  calls: z.infer<typeof CallEntrySchema>[];
  tricks: Trick[];
  current: TrickInProgress | null;
  declarerTricks: number;
}

function courseOf(dealer: number, log: DealLog): Course {
  const first = (dealer + 1) % 2;
  const auction = newAuction(first);
  const calls = log.calls.map((call, i) => {
    applyCall(TWO, auction, (first + i) % 2, canonicalCallId(call));
    return { seat: PLAYERS[(first + i) % 2] as Player, call };
  });
  const contract = auctionContract(TWO, auction);
  const tricks: Trick[] = [];
  let current: TrickInProgress | null = null;
  let won = 0;
  if (contract) {
    let leader = (contract.declarer + 1) % 2; // the defender leads (H-5)
    const seatAt = (i: number) => PLAYERS[(leader + i) % 2] as Player;
    let ids: number[] = [];
    for (const card of log.plays) {
      ids.push(canonicalCardId(card));
      if (ids.length === 2) {
        const winner = (leader + trickWinnerIndex(ids, contract.strain)) % 2;
        tricks.push({ leader: PLAYERS[leader] as Player, cards: ids.map((id, i) => ({ seat: seatAt(i), card: cardOf(id) })), winner: PLAYERS[winner] as Player });
        if (winner === contract.declarer) won++;
        leader = winner;
        ids = [];
      }
    }
    if (tricks.length < 13) current = { leader: PLAYERS[leader] as Player, cards: ids.map((id, i) => ({ seat: seatAt(i), card: cardOf(id) })) };
  }
  return { contract, auctionOver: auction.done, calls, tricks, current, declarerTricks: won };
}

function summaryOf(k: number, dealer: number, c: Course): DealSummary {
  return {
    index: k,
    dealer: PLAYERS[dealer] as Player,
    calls: c.calls,
    contract: c.contract ? contractOf(c.contract) : null,
    declarer: c.contract ? (PLAYERS[c.contract.declarer] as Player) : null,
    tricks: c.tricks,
    declarerTricks: c.contract && c.tricks.length === 13 ? c.declarerTricks : null,
  };
}

function previousDeal(state: State, k: number): DealSummary {
  const dealer = dealerOf(normalisedOf(state), k);
  return summaryOf(k, dealer, courseOf(dealer, state.deals[k] as DealLog));
}

function drawEntries(draw: DrawCore, log: DealLog): z.infer<typeof DrawEntrySchema>[] {
  return log.draws.map((choice, t) => ({ seat: PLAYERS[(draw.first + t) % 2] as Player, choice }));
}

/**
 * What `seat` may see, copied in piece by piece: their own hand and discards, the top of the stock
 * only while they are to draw, the public course of the deal (draw choices, calls, tricks), the
 * previous deal as it was played, the score sheet, games and vulnerability, and — on their turn —
 * their legal actions. Never the opponent's hand or discards, nor any other card of the stock.
 */
export function view(state: State, seat: Player): View {
  const s = PLAYERS.indexOf(seat);
  if (s < 0) throw new RangeError(`unknown player ${shown(seat)}: expected A or B`);
  const pos = position(state);
  const log = state.deals[pos.deal] as DealLog;
  const course = courseOf(pos.dealer, log);
  const t = turnOf(pos);
  const phase = phaseOf(pos);
  const play = pos.core?.play ?? null;
  const own = play ? handIds(play, s) : (pos.draw.hands[s] as number[]);
  const l = pos.ledger;
  const g = games(l);
  const progress = gameProgress(l);
  return {
    variant: "honeymoon",
    seat,
    dealIndex: pos.deal,
    dealer: PLAYERS[pos.dealer] as Player,
    phase,
    turn: t >= 0 ? (PLAYERS[t] as Player) : null,
    stock: pos.draw.stock.length - pos.draw.turns * 2,
    top: phase === "draw" && t === s ? cardOf(topOfStock(pos.draw)) : null,
    hand: display(own),
    discards: display(pos.draw.discards[s] as number[]),
    draws: drawEntries(pos.draw, log),
    calls: course.calls,
    contract: course.contract ? contractOf(course.contract) : null,
    declarer: course.contract ? (PLAYERS[course.contract.declarer] as Player) : null,
    tricks: course.tricks,
    currentTrick: phase === "play" ? course.current : null,
    declarerTricks: play ? play.declarerTricks : 0,
    defenderTricks: play ? play.defenderTricks : 0,
    previous: pos.deal > 0 ? previousDeal(state, pos.deal - 1) : null,
    score: scoreOf(l),
    games: { A: g.A, B: g.B },
    progress: { A: progress.A, B: progress.B },
    vulnerable: { A: vulnerable(l, "A"), B: vulnerable(l, "B") },
    legalActions: t === s ? legalOf(pos) : [],
  };
}

/**
 * The whole history: for every deal so far (the one in progress included) its stock, each player's
 * hand after the draw and discards, every draw choice, call and trick, the contract, declarer and
 * declarer's tricks; every action in order; the score sheet. `replay(record.options,
 * record.actions)` gives back the state.
 */
export function record(state: State): GameRecord {
  const pos = position(state);
  const o = normalisedOf(state);
  const deals: DealRecord[] = [];
  const actions: Action[] = [];
  state.deals.forEach((log, k) => {
    const dealer = dealerOf(o, k);
    const stock = stockOf(o, k);
    const draw = newDraw(TWO, stock, dealer);
    for (const choice of log.draws) {
      actions.push({ type: choice, seat: PLAYERS[drawTurn(TWO, draw)] as Player });
      applyDraw(TWO, draw, choice === "keep");
    }
    const course = courseOf(dealer, log);
    const summary = summaryOf(k, dealer, course);
    for (const c of summary.calls) actions.push({ type: "call", seat: c.seat, call: c.call });
    for (const t of course.current ? [...course.tricks, course.current] : course.tricks) {
      for (const c of t.cards) actions.push({ type: "play", seat: c.seat, card: c.card });
    }
    deals.push({
      ...summary,
      stock: stock.map(cardOf),
      deal: { A: display(draw.hands[0] as number[]), B: display(draw.hands[1] as number[]) },
      discards: { A: display(draw.discards[0] as number[]), B: display(draw.discards[1] as number[]) },
      draws: drawEntries(draw, log),
      passedOut: course.auctionOver && course.contract === null,
    });
  });
  const g = games(pos.ledger);
  return {
    variant: "honeymoon",
    options: { seed: state.seed, firstDealer: state.firstDealer, decks: state.decks.map((d) => d.slice()) },
    deals,
    actions,
    score: scoreOf(pos.ledger),
    games: { A: g.A, B: g.B },
    winner: rubberWinner(pos.ledger),
  };
}

/**
 * `create(options)`, then {@link apply} each action. On the first failure the error carries the
 * action's `index` (and, for a malformed action, the path into the list). The position is stepped
 * in place rather than copied per action, for servers checking a whole recorded rubber.
 */
export function replay(options: Options, actions: readonly unknown[]): Result<State> {
  const created = create(options);
  if (!created.ok) return created;
  if (!Array.isArray(actions)) return err("INVALID_ACTION", "actions must be a list of actions", { path: [] });
  const state = created.value;
  const o = normalisedOf(state);
  const pos = position(state);
  const log: DealLog[] = [emptyLog()];
  const move = scratchMove();
  for (let i = 0; i < actions.length; i++) {
    const bad = readAction(actions[i], move);
    if (bad) return { ok: false, error: { ...bad, index: i, path: [i, ...(bad.path ?? [])] } };
    const before = pos.deal;
    const e = step(o, pos, move);
    if (e) return err(e.code, `action ${i}: ${e.message}`, { index: i });
    logMove(log, move, pos.deal !== before);
  }
  // `pos` was stepped in place: it now belongs to the final state; the initial one is discarded.
  const final: State = { ...state, deals: log };
  positions.attach(final, pos);
  return ok(final);
}

/**
 * zod schemas for everything that crosses the boundary. `schemas.state` also replays the log, so a
 * stored state that does not describe a legal rubber is refused with the path of the first bad
 * entry (`["deals", k, "calls", i]` …).
 */
export const schemas = {
  options: OptionsSchema,
  action: ActionSchema,
  state: positions.refined(StateSchema),
  view: ViewSchema,
  record: RecordSchema,
  score: ScoreSchema,
};
