/**
 * The normalised form every file format reads into and writes from: one recorded deal, with its
 * calls and cards canonical and in order, and what the file itself says about the outcome kept
 * apart, raw, so that a validator can replay the deal and report where the file disagrees.
 *
 * @module
 */
import { z } from "zod";
import { CallSchema, CardSchema, SeatSchema, VulnerabilitySchema, type Call, type Card, type Seat, type Vulnerability } from "../schemas/model.js";
import type { PartialDeal } from "../model/deal.js";

/** What the file itself states about the outcome, as written, so disagreements can be reported. */
export interface StatedOutcome {
  /** The contract as written (PBN `Contract`, e.g. `"4Hx"`, `"Pass"`; LIN: from the auction or the vugraph `rs` line). */
  readonly contract?: string;
  /** The declarer the file names. */
  readonly declarer?: Seat;
  /** Declarer's total tricks as the file gives them (PBN `Result`, LIN `mc` or `rs`). */
  readonly result?: number;
  /** The score as written (PBN `Score`, e.g. `"NS 620"`). */
  readonly score?: string;
}

/**
 * One deal as a file records it, in a form the rules engine can replay whatever the format was.
 * Calls and cards are canonical; PBN's `AP` is expanded into the passes it stands for and PBN's
 * seat-column play is put back in play order.
 */
export interface RecordedDeal {
  /** The board number or name as the file gives it (LIN: `ah|Board 7` gives `"7"`), or `null`. */
  readonly board: string | null;
  /** The dealer. */
  readonly dealer: Seat;
  /** Which sides are vulnerable. */
  readonly vulnerability: Vulnerability;
  /** The four hands as dealt; `null` for a hand the file does not give. */
  readonly deal: PartialDeal;
  /** The calls in order, starting with the dealer's. */
  readonly calls: Call[];
  /** The cards in the order they were played. */
  readonly plays: Card[];
  /**
   * Declarer's total tricks when play was stopped early by a claim (LIN `mc`, or a PBN play ended
   * by `*` with a `Result` tag); `null` when play was complete or absent.
   */
  readonly claim: number | null;
  /** The file's own claims about the outcome, raw. */
  readonly stated: StatedOutcome;
  /** Player names by seat, where the file gives them. */
  readonly players?: Partial<Record<Seat, string>>;
  /**
   * Where this game starts in the file, 1-based: its first tag (PBN) or first command (LIN); 0 for
   * a record that did not come from a file.
   */
  readonly source: { readonly line: number; readonly column: number };
}

const HandOrNull = z.array(CardSchema).max(13).nullable();

/** zod schema of {@link StatedOutcome}. */
export const StatedOutcomeSchema = z.object({
  contract: z.string().exactOptional(),
  declarer: z.exactOptional(SeatSchema),
  result: z.number().int().min(0).max(13).exactOptional(),
  score: z.string().exactOptional(),
});

/** zod schema of {@link RecordedDeal}, for records that arrive as JSON. */
export const RecordedDealSchema = z.object({
  board: z.string().nullable(),
  dealer: SeatSchema,
  vulnerability: VulnerabilitySchema,
  deal: z.object({ N: HandOrNull, E: HandOrNull, S: HandOrNull, W: HandOrNull }),
  calls: z.array(CallSchema),
  plays: z.array(CardSchema).max(52),
  claim: z.number().int().min(0).max(13).nullable(),
  stated: StatedOutcomeSchema,
  players: z.object({ N: z.string().exactOptional(), E: z.string().exactOptional(), S: z.string().exactOptional(), W: z.string().exactOptional() }).exactOptional(),
  source: z.object({ line: z.number().int().min(0), column: z.number().int().min(0) }),
});

// Compile-time check that the schema and the hand-written interface describe the same values.
type SchemaRecord = z.infer<typeof RecordedDealSchema>;
const _schemaMatches: (r: SchemaRecord) => RecordedDeal = (r) => r;
const _interfaceMatches: (r: RecordedDeal) => SchemaRecord = (r) => ({ ...r, calls: [...r.calls], plays: [...r.plays] });
void _schemaMatches;
void _interfaceMatches;
