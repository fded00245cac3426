// Compile-time checks that every declared model and scoring type equals the type its zod schema
// infers: `npm run typecheck` (tsc over test/) fails the moment a schema and its declared type part.
// The runtime assertions only make vitest list the file; the checking is tsc's.
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod/mini";
import type {
  Bid,
  BidCall,
  Call,
  Card,
  Contract,
  Deal,
  Doubling,
  Hand,
  Level,
  Rank,
  Seat,
  Side,
  Strain,
  Suit,
  Vulnerability,
} from "../../src/model/types.js";
import type * as schemas from "../../src/schemas/model.js";
import type * as scoring from "../../src/schemas/scoring.js";
import type { ContractResult, ContractScoreItem, Line, ScoreKind, ScoringKind } from "../../src/scoring/contract.js";
import type { Honours, HonoursPoints } from "../../src/scoring/honours.js";
import type {
  HonoursEntry,
  Ledger,
  LedgerDeal,
  LedgerGame,
  LedgerItem,
  PassedOutDeal,
  PlayedDeal,
  PlayedDealInput,
} from "../../src/scoring/ledger.js";

/** The ledger's declared types are read-only throughout; the schemas' outputs are not. */
type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

describe("declared types equal their schemas' inferred types", () => {
  it("model", () => {
    expectTypeOf<z.infer<typeof schemas.SuitSchema>>().toEqualTypeOf<Suit>();
    expectTypeOf<z.infer<typeof schemas.RankSchema>>().toEqualTypeOf<Rank>();
    expectTypeOf<z.infer<typeof schemas.CardSchema>>().toEqualTypeOf<Card>();
    expectTypeOf<z.infer<typeof schemas.StrainSchema>>().toEqualTypeOf<Strain>();
    expectTypeOf<z.infer<typeof schemas.SeatSchema>>().toEqualTypeOf<Seat>();
    expectTypeOf<z.infer<typeof schemas.SideSchema>>().toEqualTypeOf<Side>();
    expectTypeOf<z.infer<typeof schemas.VulnerabilitySchema>>().toEqualTypeOf<Vulnerability>();
    expectTypeOf<z.infer<typeof schemas.LevelSchema>>().toEqualTypeOf<Level>();
    expectTypeOf<z.infer<typeof schemas.CallSchema>>().toEqualTypeOf<Call>();
    expectTypeOf<z.infer<typeof schemas.DoublingSchema>>().toEqualTypeOf<Doubling>();
    expectTypeOf<z.infer<typeof schemas.BidSchema>>().toEqualTypeOf<Bid>();
    expectTypeOf<z.infer<typeof schemas.ContractSchema>>().toEqualTypeOf<Contract>();
    expectTypeOf<z.infer<typeof schemas.HandSchema>>().toEqualTypeOf<Hand>();
    expectTypeOf<z.infer<typeof schemas.DealSchema>>().toEqualTypeOf<Deal>();
    // Card and BidCall are spelt out for readable docs; they must be exactly these products.
    expectTypeOf<`${Suit}${Rank}`>().toEqualTypeOf<Card>();
    expectTypeOf<`${Level}${Strain}`>().toEqualTypeOf<BidCall>();
  });

  it("one contract's score", () => {
    expectTypeOf<z.infer<typeof scoring.ScoringKindSchema>>().toEqualTypeOf<ScoringKind>();
    expectTypeOf<z.infer<typeof scoring.ScoreKindSchema>>().toEqualTypeOf<ScoreKind>();
    expectTypeOf<z.infer<typeof scoring.LineSchema>>().toEqualTypeOf<Line>();
    expectTypeOf<z.infer<typeof scoring.ContractScoreItemSchema>>().toEqualTypeOf<ContractScoreItem>();
    // scoreContract takes what the schema accepts (its input type: `doubled` may be left out).
    expectTypeOf<z.input<typeof scoring.ContractResultSchema>>().toEqualTypeOf<ContractResult>();
  });

  it("honours and the rubber ledger", () => {
    expectTypeOf<z.infer<typeof scoring.HonoursPointsSchema>>().toEqualTypeOf<HonoursPoints>();
    expectTypeOf<z.infer<typeof scoring.HonoursSchema>>().toEqualTypeOf<Honours>();
    expectTypeOf<DeepReadonly<z.infer<typeof scoring.HonoursEntrySchema>>>().toEqualTypeOf<HonoursEntry>();
    expectTypeOf<DeepReadonly<z.infer<typeof scoring.PassedOutDealSchema>>>().toEqualTypeOf<PassedOutDeal>();
    expectTypeOf<DeepReadonly<z.infer<typeof scoring.PlayedDealSchema>>>().toEqualTypeOf<DeepReadonly<PlayedDeal>>();
    expectTypeOf<DeepReadonly<z.input<typeof scoring.PlayedDealSchema>>>().toEqualTypeOf<
      DeepReadonly<PlayedDealInput>
    >();
    expectTypeOf<DeepReadonly<z.infer<typeof scoring.LedgerDealSchema>>>().toEqualTypeOf<DeepReadonly<LedgerDeal>>();
    expectTypeOf<DeepReadonly<z.infer<typeof scoring.LedgerItemSchema>>>().toEqualTypeOf<LedgerItem>();
    expectTypeOf<DeepReadonly<z.infer<typeof scoring.LedgerGameSchema>>>().toEqualTypeOf<DeepReadonly<LedgerGame>>();
    expectTypeOf<DeepReadonly<z.infer<typeof scoring.LedgerSchema>>>().toEqualTypeOf<DeepReadonly<Ledger>>();
  });
});
