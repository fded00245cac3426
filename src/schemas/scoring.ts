/**
 * zod schemas (`zod/mini`) for the scoring types: one contract's input and items, honours, and the
 * rubber ledger. The types are declared beside the functions in `src/scoring/`; a compile-time test
 * checks that each schema's inferred type equals its declared type.
 *
 * @module
 */
import * as z from "zod/mini";
import {
  BidSchema,
  ContractSchema,
  DoublingSchema,
  SeatSchema,
  SideSchema,
  type BidSchemaType,
  type ContractSchemaType,
} from "./model.js";
import { LINES, SCORE_KINDS, SCORING_KINDS, type Line, type ScoreKind, type ScoringKind } from "../scoring/contract.js";
import type { EnumOf } from "./declared.js";
import type { Doubling, Seat, Side } from "../model/types.js";
import type { HonoursPoints } from "../scoring/honours.js";
import { replayLedger, type Ledger } from "../scoring/ledger.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

/** The schema of `ScoringKind`: how a deal is scored. */
export const ScoringKindSchema: EnumOf<ScoringKind> = /* @__PURE__ */ z.enum(SCORING_KINDS);

/** The schema of `ScoreKind`: a kind of score entry. */
export const ScoreKindSchema: EnumOf<ScoreKind> = /* @__PURE__ */ z.enum(SCORE_KINDS);

/** The schema of `Line`: above or below the line. */
export const LineSchema: EnumOf<Line> = /* @__PURE__ */ z.enum(LINES);

const points = /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.nonnegative());

/** The zod type of {@link ContractScoreItemSchema}. */
export type ContractScoreItemSchemaType = z.ZodMiniObject<{
  kind: EnumOf<ScoreKind>;
  side: z.ZodMiniEnum<{ declarer: "declarer"; defenders: "defenders" }>;
  points: z.ZodMiniInt;
  line: EnumOf<Line>;
}>;

/** The schema of `ContractScoreItem`. */
export const ContractScoreItemSchema: ContractScoreItemSchemaType = /* @__PURE__ */ z.object({
  kind: ScoreKindSchema,
  side: /* @__PURE__ */ z.enum(["declarer", "defenders"]),
  points,
  line: LineSchema,
});

const tricks = /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(13));

/** The zod type of {@link ContractResultSchema}. */
export type ContractResultSchemaType = z.ZodMiniObject<{
  contract: z.ZodMiniUnion<readonly [BidSchemaType, z.ZodMiniString<string>]>;
  doubled: z.ZodMiniDefault<EnumOf<Doubling>>;
  vulnerable: z.ZodMiniBoolean<boolean>;
  tricks: z.ZodMiniInt;
}>;

/** The schema of `ContractResult`: what `scoreContract` takes. */
export const ContractResultSchema: ContractResultSchemaType = /* @__PURE__ */ z.object({
  contract: /* @__PURE__ */ z.union([BidSchema, /* @__PURE__ */ z.string()]),
  doubled: /* @__PURE__ */ z._default(DoublingSchema, ""),
  vulnerable: /* @__PURE__ */ z.boolean(),
  tricks,
});

/** The schema of `HonoursPoints`: 100 or 150. */
export const HonoursPointsSchema: z.ZodMiniLiteral<HonoursPoints> = /* @__PURE__ */ z.literal([100, 150]);

/** The zod type of {@link HonoursSchema}. */
export type HonoursSchemaType = z.ZodMiniObject<{
  seat: EnumOf<Seat>;
  side: EnumOf<Side>;
  points: z.ZodMiniLiteral<HonoursPoints>;
}>;

/** The schema of `Honours`. */
export const HonoursSchema: HonoursSchemaType = /* @__PURE__ */ z.object({
  seat: SeatSchema,
  side: SideSchema,
  points: HonoursPointsSchema,
});

/**
 * What a ledger side's name may be: a letter, then letters, digits, `_` or `-` (`"NS"`, `"EW"`,
 * `"A"`, `"B"`). The restriction keeps names usable as plain object keys: nothing like
 * `"__proto__"` can turn a totals record into something other than data.
 */
export const SIDE_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** A side's name in a ledger: a letter, then letters, digits, `_` or `-`. */
export const SideNameSchema: z.ZodMiniString<string> = /* @__PURE__ */ z
  .string()
  .check(/* @__PURE__ */ z.regex(SIDE_NAME, "a side name is a letter followed by letters, digits, _ or -"));

/** The zod type of {@link HonoursEntrySchema}. */
export type HonoursEntrySchemaType = z.ZodMiniObject<{
  side: z.ZodMiniString<string>;
  points: z.ZodMiniLiteral<HonoursPoints>;
}>;

/** The zod type of {@link PassedOutDealSchema}. */
export type PassedOutDealSchemaType = z.ZodMiniObject<{ passedOut: z.ZodMiniLiteral<true> }, z.core.$strict>;

/** The zod type of {@link PlayedDealSchema}. */
export type PlayedDealSchemaType = z.ZodMiniObject<
  {
    declarerSide: z.ZodMiniString<string>;
    contract: ContractSchemaType;
    tricks: z.ZodMiniInt;
    honours: z.ZodMiniDefault<z.ZodMiniNullable<HonoursEntrySchemaType>>;
  },
  z.core.$strict
>;

/** The zod type of {@link LedgerDealSchema}. */
export type LedgerDealSchemaType = z.ZodMiniUnion<readonly [PassedOutDealSchemaType, PlayedDealSchemaType]>;

/** The zod type of {@link LedgerItemSchema}. */
export type LedgerItemSchemaType = z.ZodMiniObject<{
  deal: z.ZodMiniInt;
  side: z.ZodMiniString<string>;
  kind: EnumOf<ScoreKind>;
  points: z.ZodMiniInt;
  line: EnumOf<Line>;
}>;

/** The zod type of {@link LedgerGameSchema}. */
export type LedgerGameSchemaType = z.ZodMiniObject<{
  winner: z.ZodMiniString<string>;
  deal: z.ZodMiniInt;
  below: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniInt>;
}>;

/** The zod type of {@link LedgerSchema}. */
export type LedgerSchemaType = z.ZodMiniObject<{
  sides: z.ZodMiniTuple<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>], null>;
  deals: z.ZodMiniArray<LedgerDealSchemaType>;
  items: z.ZodMiniArray<LedgerItemSchemaType>;
  games: z.ZodMiniArray<LedgerGameSchemaType>;
  progress: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniInt>;
  settled: z.ZodMiniBoolean<boolean>;
}>;

// Every ledger schema is built over a side schema: any side name for the exported schemas and
// LedgerSchema, the two literal names for ledgerSchemaFor (whose JSON Schema then lists them and
// requires both keys in every per-side record).
/** A zod schema of one side's name: `"NS" | "EW"` or `"A" | "B"`, or any side name. */
export type SideZod = z.core.$ZodType<string, string>;

/* @__NO_SIDE_EFFECTS__ */
function honoursEntryOver<S extends SideZod>(side: S) {
  return z.object({ side, points: HonoursPointsSchema });
}

/* @__NO_SIDE_EFFECTS__ */
function playedDealOver<S extends SideZod>(side: S) {
  return z.strictObject({
    declarerSide: side,
    contract: ContractSchema,
    tricks,
    honours: z._default(z.nullable(honoursEntryOver(side)), null),
  });
}

/* @__NO_SIDE_EFFECTS__ */
function itemOver<S extends SideZod>(side: S) {
  return z.object({ deal: points, side, kind: ScoreKindSchema, points, line: LineSchema });
}

/* @__NO_SIDE_EFFECTS__ */
function pointsBySideOver<S extends SideZod>(side: S) {
  return z.record(side, points);
}

/* @__NO_SIDE_EFFECTS__ */
function gameOver<S extends SideZod>(side: S) {
  return z.object({ winner: side, deal: points, below: pointsBySideOver(side) });
}

function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const bb = b as Record<string, unknown>;
  const aa = a as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(bb, k) && sameData(aa[k], bb[k]));
}

/* @__NO_SIDE_EFFECTS__ */
function ledgerSchemaOver<S extends SideZod, P extends z.core.$ZodType<readonly [string, string]>>(side: S, sides: P) {
  return z
    .object({
      sides,
      deals: z.array(z.union([PassedOutDealSchema, playedDealOver(side)])),
      items: z.array(itemOver(side)),
      games: z.array(gameOver(side)),
      progress: pointsBySideOver(side),
      settled: z.boolean(),
    })
    .check(
      z.superRefine((parsed, ctx) => {
        // The shape is checked by now; the generic side schema hides that it is a Ledger's.
        const ledger = parsed as unknown as Ledger;
        const replayed = replayLedger(ledger.sides, ledger.deals, ledger.settled);
        if (!replayed.ok) {
          ctx.addIssue({ code: "custom", message: replayed.error.message, path: [...(replayed.error.path ?? [])] });
          return;
        }
        for (const key of ["items", "games", "progress"] as const) {
          if (!sameData(replayed.value[key], ledger[key])) {
            ctx.addIssue({ code: "custom", message: `the ledger's ${key} do not follow from its deals`, path: [key] });
            return;
          }
        }
      }),
    );
}

/** The schema of `HonoursEntry`: honours as the ledger records them. */
export const HonoursEntrySchema: HonoursEntrySchemaType = /* @__PURE__ */ honoursEntryOver(SideNameSchema);

/** The schema of `PassedOutDeal` (RUB-6). */
export const PassedOutDealSchema: PassedOutDealSchemaType = /* @__PURE__ */ z.strictObject({
  passedOut: /* @__PURE__ */ z.literal(true),
});

/**
 * The schema of `PlayedDeal`; `honours` may be left out and is stored as `null`.
 */
export const PlayedDealSchema: PlayedDealSchemaType = /* @__PURE__ */ playedDealOver(SideNameSchema);

/** The schema of `LedgerDeal`: one deal of the rubber, as stored. */
export const LedgerDealSchema: LedgerDealSchemaType = /* @__PURE__ */ z.union([PassedOutDealSchema, PlayedDealSchema]);

/** The schema of `LedgerItem`: one line of the score sheet (SC-8). */
export const LedgerItemSchema: LedgerItemSchemaType = /* @__PURE__ */ itemOver(SideNameSchema);

/** The schema of `LedgerGame`: a completed game (RUB-1). */
export const LedgerGameSchema: LedgerGameSchemaType = /* @__PURE__ */ gameOver(SideNameSchema);

/**
 * The schema of a stored `Ledger`, for any side names. It also replays the deals and checks the
 * totals they imply: a tampered ledger fails with the path of the first disagreement.
 */
export const LedgerSchema: LedgerSchemaType = /* @__PURE__ */ ledgerSchemaOver(
  SideNameSchema,
  /* @__PURE__ */ z.tuple([SideNameSchema, SideNameSchema]),
);

/**
 * `LedgerSchema` narrowed to one pair of side names, e.g. `ledgerSchemaFor(["A", "B"])` in a
 * Honeymoon state schema: `sides` must be exactly those, in that order, and every per-side record
 * must have both keys. Its JSON Schema names the two sides.
 */
export function ledgerSchemaFor<const S extends string>(sides: readonly [S, S]): z.ZodMiniType<Ledger<S>> {
  const side = z.enum([sides[0], sides[1]]) as unknown as SideZod;
  return ledgerSchemaOver(side, z.tuple([z.literal(sides[0]), z.literal(sides[1])])) as unknown as z.ZodMiniType<
    Ledger<S>
  >;
}
