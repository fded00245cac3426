/**
 * The normalised form every file format reads into and writes from: one recorded deal, with its
 * calls and cards canonical and in order, and what the file itself says about the outcome kept
 * apart, raw, so that a validator can replay the deal and report where the file disagrees.
 *
 * @module
 */
import * as z from "zod/mini";
import { WARNING_CODES, type FormatWarning } from "./warnings.js";
import {
  CallSchema,
  CardSchema,
  SeatSchema,
  VulnerabilitySchema,
  type Call,
  type Card,
  type Seat,
  type Vulnerability,
} from "../schemas/model.js";
import type { PartialDeal } from "../model/deal.js";
import type { Schema } from "../schemas/declared.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

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
  /**
   * The opening leader the file names (PBN `Play` tag), present only when it is not the one the
   * auction gives (declarer's left-hand opponent): a disagreement the validator reports.
   */
  readonly leader?: Seat;
}

/** An alert or explanation of one call (LIN `!` and `an|…|`; PBN `!` and `=n=` notes). */
export interface CallAlert {
  /** Index of the call in {@link RecordedDeal.calls}. */
  readonly index: number;
  /** Whether the call was alerted. */
  readonly alert: boolean;
  /** What the file says the call means, or `null`. */
  readonly explanation: string | null;
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
  /** Alerts and explanations of calls, in call order, where the file gives them. */
  readonly alerts?: readonly CallAlert[];
  /** What the reader tolerated in this game (present only when something was). */
  readonly warnings?: readonly FormatWarning[];
  /**
   * Where this game starts in the file, 1-based: its first tag (PBN) or first command (LIN); 0 for
   * a record that did not come from a file.
   */
  readonly source: { readonly line: number; readonly column: number };
}

const HandOrNull = /* @__PURE__ */ z.nullable(
  /* @__PURE__ */ z.array(CardSchema).check(/* @__PURE__ */ z.maxLength(13)),
);
const Tricks = /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0), /* @__PURE__ */ z.maximum(13));
const Place = /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0));

/** zod schema of {@link StatedOutcome}. */
export const StatedOutcomeSchema: Schema<StatedOutcome> = /* @__PURE__ */ z.object({
  contract: /* @__PURE__ */ z.exactOptional(/* @__PURE__ */ z.string()),
  declarer: /* @__PURE__ */ z.exactOptional(SeatSchema),
  result: /* @__PURE__ */ z.exactOptional(Tricks),
  score: /* @__PURE__ */ z.exactOptional(/* @__PURE__ */ z.string()),
  leader: /* @__PURE__ */ z.exactOptional(SeatSchema),
});

/** zod schema of {@link CallAlert}. */
export const CallAlertSchema: Schema<CallAlert> = /* @__PURE__ */ z.object({
  index: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(0)),
  alert: /* @__PURE__ */ z.boolean(),
  explanation: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
});

/** zod schema of {@link FormatWarning}. */
export const FormatWarningSchema: Schema<FormatWarning> = /* @__PURE__ */ z.object({
  code: /* @__PURE__ */ z.enum(WARNING_CODES),
  message: /* @__PURE__ */ z.string(),
  line: Place,
  column: Place,
});

const RecordedDealObject = /* @__PURE__ */ z.object({
  board: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
  dealer: SeatSchema,
  vulnerability: VulnerabilitySchema,
  deal: /* @__PURE__ */ z.object({ N: HandOrNull, E: HandOrNull, S: HandOrNull, W: HandOrNull }),
  calls: /* @__PURE__ */ z.array(CallSchema),
  plays: /* @__PURE__ */ z.array(CardSchema).check(/* @__PURE__ */ z.maxLength(52)),
  claim: /* @__PURE__ */ z.nullable(Tricks),
  stated: StatedOutcomeSchema,
  players: /* @__PURE__ */ z.exactOptional(
    /* @__PURE__ */ z.object({
      N: /* @__PURE__ */ z.exactOptional(/* @__PURE__ */ z.string()),
      E: /* @__PURE__ */ z.exactOptional(/* @__PURE__ */ z.string()),
      S: /* @__PURE__ */ z.exactOptional(/* @__PURE__ */ z.string()),
      W: /* @__PURE__ */ z.exactOptional(/* @__PURE__ */ z.string()),
    }),
  ),
  alerts: /* @__PURE__ */ z.exactOptional(/* @__PURE__ */ z.array(CallAlertSchema)),
  warnings: /* @__PURE__ */ z.exactOptional(/* @__PURE__ */ z.array(FormatWarningSchema)),
  source: /* @__PURE__ */ z.object({ line: Place, column: Place }),
});

/** zod schema of {@link RecordedDeal}, for records that arrive as JSON. */
export const RecordedDealSchema: Schema<RecordedDeal> = RecordedDealObject;

// Compile-time check that the schema and the hand-written interface describe the same values (the
// interface is read-only throughout, the schema's output is not, so it is assignability both ways).
type SchemaRecord = z.infer<typeof RecordedDealObject>;
const _schemaMatches: (r: SchemaRecord) => RecordedDeal = (r) => r;
const _interfaceMatches: (r: RecordedDeal) => SchemaRecord = ({ alerts, warnings, ...r }) => ({
  ...r,
  calls: [...r.calls],
  plays: [...r.plays],
  ...(alerts ? { alerts: [...alerts] } : {}),
  ...(warnings ? { warnings: [...warnings] } : {}),
});
void _schemaMatches;
void _interfaceMatches;
