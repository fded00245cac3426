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
} from "../model/types.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

export * from "../model/types.js";

/** A suit letter: `C`, `D`, `H` or `S`. */
export const SuitSchema = /* @__PURE__ */ z.enum(SUITS);

/** A rank character, `2`–`9`, `T`, `J`, `Q`, `K`, `A`. */
export const RankSchema = /* @__PURE__ */ z.enum(RANKS);

/** The zod type of {@link CardSchema}, named so that docs and editors do not spell out 52 cards. */
export type CardSchemaType = z.ZodMiniEnum<{ [C in Card]: C }>;

/** A card in canonical notation (`"SA"`, `"HT"`, `"D2"`). */
export const CardSchema: CardSchemaType = /* @__PURE__ */ z.enum(CARDS as [Card, ...Card[]]);

/** A strain (denomination): a suit or no-trump. */
export const StrainSchema = /* @__PURE__ */ z.enum(STRAINS);

/** A seat at a four-player table. */
export const SeatSchema = /* @__PURE__ */ z.enum(SEATS);

/** A partnership at a four-player table. */
export const SideSchema = /* @__PURE__ */ z.enum(SIDES);

/** Which sides are vulnerable on a four-player deal. */
export const VulnerabilitySchema = /* @__PURE__ */ z.enum(VULNERABILITIES);

/** A bid level, 1 to 7. */
export const LevelSchema = /* @__PURE__ */ z.literal(LEVELS);

/** The zod type of {@link CallSchema}, named so that docs and editors do not spell out 38 calls. */
export type CallSchemaType = z.ZodMiniEnum<{ [C in Call]: C }>;

/** A call in canonical notation (`"P"`, `"X"`, `"XX"`, `"1C"` … `"7NT"`). */
export const CallSchema: CallSchemaType = /* @__PURE__ */ z.enum(CALLS as [Call, ...Call[]]);

/** How a contract was left by the auction: undoubled `""`, doubled `"X"` or redoubled `"XX"`. */
export const DoublingSchema = /* @__PURE__ */ z.enum(DOUBLINGS);

/** A bid as an object: level and strain. */
export const BidSchema = /* @__PURE__ */ z.object({ level: LevelSchema, strain: StrainSchema });

/** A final contract: level, strain and whether it was doubled or redoubled. */
export const ContractSchema = /* @__PURE__ */ z.object({
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
