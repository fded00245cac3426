/**
 * zod schemas for the model types, written with zod 4's tree-shakable `zod/mini`: a program that
 * imports one schema carries that schema and what it uses, nothing more. The types they validate
 * are declared in `src/model/types.ts` (re-exported here); `test/types.test.ts` checks at compile
 * time that each schema's inferred type equals its declared type, so the two cannot drift apart.
 *
 * The schemas accept only canonical notation (`"SA"`, `"1NT"`, `"XX"`); tolerant input such as
 * `"s10"` or `"1N"` goes through the parsers in `src/model/`, which emit canonical values.
 *
 * @module
 */
// A namespace import, not `import { z }`: esbuild drops the zod/mini functions a program does not
// use only when it can see each `z.…` access, and it cannot through the re-exported `z` object.
import * as z from "zod/mini";
import {
  CALLS,
  CARDS,
  DOUBLINGS,
  LEVELS,
  RANKS,
  SEATS,
  SIDES,
  STRAINS,
  SUITS,
  VULNERABILITIES,
  type Call,
  type Card,
  type Doubling,
  type Level,
  type Rank,
  type Seat,
  type Side,
  type Strain,
  type Suit,
  type Vulnerability,
} from "../model/types.js";
import type { EnumOf } from "./declared.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

export * from "../model/types.js";

/** The schema of {@link Suit}. */
export const SuitSchema: EnumOf<Suit> = /* @__PURE__ */ z.enum(SUITS);

/** The schema of {@link Rank}. */
export const RankSchema: EnumOf<Rank> = /* @__PURE__ */ z.enum(RANKS);

/** The zod type of {@link CardSchema}, named so that docs and editors do not spell out 52 cards. */
export type CardSchemaType = z.ZodMiniEnum<{ [C in Card]: C }>;

/** The schema of {@link Card}, in canonical notation. */
export const CardSchema: CardSchemaType = /* @__PURE__ */ z.enum(CARDS as [Card, ...Card[]]);

/** The schema of {@link Strain}. */
export const StrainSchema: EnumOf<Strain> = /* @__PURE__ */ z.enum(STRAINS);

/** The schema of {@link Seat}. */
export const SeatSchema: EnumOf<Seat> = /* @__PURE__ */ z.enum(SEATS);

/** The schema of {@link Side}. */
export const SideSchema: EnumOf<Side> = /* @__PURE__ */ z.enum(SIDES);

/** The schema of {@link Vulnerability}. */
export const VulnerabilitySchema: EnumOf<Vulnerability> = /* @__PURE__ */ z.enum(VULNERABILITIES);

/** The schema of {@link Level}. */
export const LevelSchema: z.ZodMiniLiteral<Level> = /* @__PURE__ */ z.literal(LEVELS);

/** The zod type of {@link CallSchema}, named so that docs and editors do not spell out 38 calls. */
export type CallSchemaType = z.ZodMiniEnum<{ [C in Call]: C }>;

/** The schema of {@link Call}, in canonical notation. */
export const CallSchema: CallSchemaType = /* @__PURE__ */ z.enum(CALLS as [Call, ...Call[]]);

/** The schema of {@link Doubling}. */
export const DoublingSchema: EnumOf<Doubling> = /* @__PURE__ */ z.enum(DOUBLINGS);

/** The zod type of {@link BidSchema}. */
export type BidSchemaType = z.ZodMiniObject<{ level: z.ZodMiniLiteral<Level>; strain: EnumOf<Strain> }>;

/** The schema of `Bid`: a bid as `{ level, strain }`. */
export const BidSchema: BidSchemaType = /* @__PURE__ */ z.object({ level: LevelSchema, strain: StrainSchema });

/** The zod type of {@link ContractSchema}. */
export type ContractSchemaType = z.ZodMiniObject<{
  level: z.ZodMiniLiteral<Level>;
  strain: EnumOf<Strain>;
  doubled: EnumOf<Doubling>;
}>;

/** The schema of `Contract`: level, strain and doubling. */
export const ContractSchema: ContractSchemaType = /* @__PURE__ */ z.object({
  level: LevelSchema,
  strain: StrainSchema,
  doubled: DoublingSchema,
});

/** The zod type of {@link HandSchema}. */
export type HandSchemaType = z.ZodMiniArray<CardSchemaType>;

/** One hand: a list of distinct cards (any length up to 13 in the schema; deals check 13). */
export const HandSchema: HandSchemaType = /* @__PURE__ */ z.array(CardSchema).check(/* @__PURE__ */ z.maxLength(13));

/** The zod type of {@link DealSchema}. */
export type DealSchemaType = z.ZodMiniObject<{
  N: HandSchemaType;
  E: HandSchemaType;
  S: HandSchemaType;
  W: HandSchemaType;
}>;

/** A complete deal: each seat's 13 cards. Distinctness is checked by `validateDeal`. */
export const DealSchema: DealSchemaType = /* @__PURE__ */ z.object({
  N: HandSchema,
  E: HandSchema,
  S: HandSchema,
  W: HandSchema,
});
