/**
 * Validating and scoring recorded deals (PBN, LIN, or any {@link RecordedDeal}): the calls and
 * cards are replayed through the single-deal engine, a recorded claim fixes the remaining tricks,
 * and the file's own Contract, Declarer, Result and Score are compared with what the replay gives.
 * A wrong file is reported precisely — the index of the first illegal call or card, and every
 * disagreement — never "fixed" silently.
 *
 * This is the hot path of servers that check whole archives, so it runs on the engine's ids and
 * builds no intermediate states.
 *
 * @module
 */
import * as z from "zod/mini";
import { DOUBLINGS, SEATS, STRAINS, SeatSchema, type Seat } from "../schemas/model.js";
import type { RuleError } from "../result.js";
import { canonicalCallId, formatContract, parseContract } from "../model/call.js";
import { canonicalCardId } from "../model/card.js";
import { CardSet } from "../model/cardset.js";
import { canonicalDealHoldings, validateDeal } from "../model/deal.js";
import { isVulnerable, seatAfter, sideOf } from "../model/seat.js";
import { FOUR_SEATS } from "../engine/table.js";
import {
  CALL,
  PLAY,
  dealPhase,
  declarerTricks,
  newDealFromHoldings,
  stepRecorded,
  type DealCore,
} from "../engine/deal.js";
import { holdingsOf, TRICKS } from "../engine/play.js";
import { scoreContractRaw } from "../scoring/contract.js";
import { dealIds } from "../engine/rules.js";
import { EN } from "../i18n/en.js";
import type { RecordedPosition } from "../i18n/index.js";
import type { RecordedDeal } from "./record.js";
import { exactly, type Schema } from "../schemas/declared.js";

// Top-level schema calls are marked pure so that bundlers drop the unused ones (see src/schemas/declared.ts).

/** A point where the file's own statement differs from the replay. */
export interface Disagreement {
  /** Which statement: the file's Contract, Declarer, Result (declarer's tricks), Score, or the opening leader its Play tag names. */
  field: "contract" | "declarer" | "result" | "score" | "leader";
  /** What the file says, as written. */
  stated: string;
  /** What the replay gives. */
  computed: string;
}

/** The first illegal call or card of a recorded deal. */
export interface RecordError {
  /** The rule error's code (`INSUFFICIENT_BID`, `MUST_FOLLOW_SUIT` …). */
  code: string;
  /** What is wrong, in English. */
  message: string;
  /** Index into the calls followed by the cards. */
  index?: number | undefined;
  /** Whether `index` is a call's or a card's. */
  kind?: "call" | "card" | undefined;
  /** The call's or card's 1-based number among the calls or the cards (`3` for the 3rd call). */
  position?: number | undefined;
}

/** What {@link scoreRecord} returns for one deal: the outcome of replaying it. */
export interface RecordScore {
  /** The board, as the file names it. */
  board: string | null;
  /** Whether every call and card was legal (and a recorded claim possible). */
  legal: boolean;
  /** The first illegal call or card: its code, and `index` into the calls followed by the cards. */
  error?: RecordError | undefined;
  /** Whether the deal reached its end: passed out, thirteen tricks, or a claim. */
  complete: boolean;
  /** The contract as `"4HX"`-style text, `"Pass"` for a passed-out deal, `null` before the auction ends. */
  contract: string | null;
  /** Declarer, or `null`. */
  declarer: Seat | null;
  /** Declarer's total tricks, or `null` when not known (passed out, unfinished without a claim). */
  tricks: number | null;
  /** The duplicate score in N–S points (negative when E–W score), or `null` when not known. */
  score: number | null;
  /** Every point where the file's own tags differ from the replay. */
  disagreements: Disagreement[];
}

/** zod schema of {@link Disagreement}. */
export const DisagreementSchema: Schema<Disagreement> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.object({
    field: /* @__PURE__ */ z.enum(["contract", "declarer", "result", "score", "leader"]),
    stated: /* @__PURE__ */ z.string(),
    computed: /* @__PURE__ */ z.string(),
  }),
);

/** zod schema of {@link RecordScore}. */
export const RecordScoreSchema: Schema<RecordScore> = /* @__PURE__ */ exactly(
  /* @__PURE__ */ z.object({
    board: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    legal: /* @__PURE__ */ z.boolean(),
    error: /* @__PURE__ */ z.optional(
      /* @__PURE__ */ z.object({
        code: /* @__PURE__ */ z.string(),
        message: /* @__PURE__ */ z.string(),
        index: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int()),
        kind: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(["call", "card"])),
        position: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.int()),
      }),
    ),
    complete: /* @__PURE__ */ z.boolean(),
    contract: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    declarer: /* @__PURE__ */ z.nullable(SeatSchema),
    tricks: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int()),
    score: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.int()),
    disagreements: /* @__PURE__ */ z.array(DisagreementSchema),
  }),
);

function holdings(record: RecordedDeal): number[] | RuleError {
  const hands = record.deal;
  const direct = canonicalDealHoldings(hands);
  if (direct) return direct;
  const missing = SEATS.filter((s) => hands[s] === null);
  if (missing.length > 1)
    return { code: "INVALID_OPTIONS", message: `the deal is incomplete: ${missing.join(", ")} unknown` };
  // The three-hand form (LIN): the fourth hand is the rest of the pack.
  const [absent] = missing;
  const rest = () => CardSet.FULL.difference(CardSet.of(SEATS.flatMap((s) => hands[s] ?? []))).cards();
  const v = validateDeal(absent ? { ...hands, [absent]: rest() } : hands);
  return v.ok ? holdingsOf(dealIds(v.value)) : { code: "INVALID_OPTIONS", message: v.error.message };
}

/** The N–S points a stated PBN/LIN score means, or `null` if unreadable ("NS 620", "EW -50", or declarer's side's "420"). */
function statedScoreNS(text: string, declarer: Seat | null): number | null {
  const m = /^\s*(NS|EW)?\s*([+-]?\d+)\s*$/i.exec(text);
  if (!m) return null;
  const n = Number(m[2]);
  const side = m[1]?.toUpperCase() ?? (declarer ? sideOf(declarer) : "NS");
  return side === "NS" ? n : -n;
}

/**
 * Replays one recorded deal and scores it (duplicate scoring, D-5). Never throws: an illegal call
 * or card, or a malformed deal (`INVALID_OPTIONS`), gives `legal: false` and the `error`, the
 * computed fields filled as far as the replay got. `disagreements` lists every file statement the
 * replay contradicts.
 */
export function scoreRecord(record: RecordedDeal): RecordScore {
  const out: RecordScore = {
    board: record.board,
    legal: true,
    complete: false,
    contract: null,
    declarer: null,
    tricks: null,
    score: null,
    disagreements: [],
  };
  const hands = holdings(record);
  if (!Array.isArray(hands)) {
    out.legal = false;
    out.error = { code: hands.code, message: hands.message };
    return out;
  }
  const core = newDealFromHoldings(hands, SEATS.indexOf(record.dealer));
  const calls = record.calls;
  const plays = record.plays;
  const n = calls.length;
  for (let i = 0; i < n; i++) {
    const id = canonicalCallId(calls[i]);
    const e =
      id < 0
        ? { code: "INVALID_ACTION", message: `not a call: ${JSON.stringify(calls[i])}` }
        : stepRecorded(FOUR_SEATS, core, CALL, id);
    if (e) {
      out.legal = false;
      out.error = recordedError(e.code, e.message, "call", i, n);
      return finish(out, core, record);
    }
  }
  for (let j = 0; j < plays.length; j++) {
    const id = canonicalCardId(plays[j]);
    const e =
      id < 0
        ? { code: "INVALID_ACTION", message: `not a card: ${JSON.stringify(plays[j])}` }
        : stepRecorded(FOUR_SEATS, core, PLAY, id);
    if (e) {
      out.legal = false;
      out.error = recordedError(e.code, e.message, "card", j, n);
      return finish(out, core, record);
    }
  }
  return finish(out, core, record);
}

/** The error of the `k`-th (0-based) call or card, saying which in words by the one numbering (`the 3rd call (index 2)`). */
function recordedError(
  code: string,
  message: string,
  kind: "call" | "card",
  k: number,
  calls: number,
): NonNullable<RecordScore["error"]> {
  const index = kind === "call" ? k : calls + k;
  return { code, message: `${EN.recorded(kind, k + 1, index)}: ${message}`, index, kind, position: k + 1 };
}

function finish(out: RecordScore, core: DealCore, record: RecordedDeal): RecordScore {
  const phase = dealPhase(core);
  const c = core.contract;
  if (core.auction.done) out.contract = c ? `${c.level}${STRAINS[c.strain]}${DOUBLINGS[c.doubled]}` : "Pass";
  out.declarer = c ? (SEATS[c.declarer] as Seat) : null;
  if (core.auction.done && !c) out.complete = true;
  if (c && core.play) {
    if (phase === "over") {
      out.tricks = declarerTricks(core);
      out.complete = true;
      if (record.claim !== null && record.claim !== out.tricks)
        out.disagreements.push({ field: "result", stated: `claim of ${record.claim}`, computed: String(out.tricks) });
    } else if (record.claim !== null && out.legal) {
      const p = core.play;
      const max = p.declarerTricks + (TRICKS - p.played);
      if (record.claim < p.declarerTricks || record.claim > max) {
        out.legal = false;
        out.error = {
          code: "INVALID_CLAIM",
          message: `a claim of ${record.claim} tricks is impossible: declarer has ${p.declarerTricks} and ${TRICKS - p.played} remain`,
          index: record.calls.length + record.plays.length,
        };
      } else {
        out.tricks = record.claim;
        out.complete = true;
      }
    }
  }
  if (out.complete) {
    if (!c) out.score = 0;
    else if (out.tricks !== null) {
      const side = sideOf(SEATS[c.declarer] as Seat);
      const s = scoreContractRaw(
        c.level,
        c.strain,
        c.doubled,
        isVulnerable(record.vulnerability, side),
        out.tricks,
        "duplicate",
      );
      out.score = side === "NS" ? s.net : -s.net;
    }
  }
  compare(out, record);
  // An illegal card after a Contract, Declarer or Play tag that disagrees with the auction is most
  // likely that disagreement's doing: say so in the error, the root cause first.
  const cause = out.disagreements.find((d) => d.field === "contract" || d.field === "declarer" || d.field === "leader");
  if (out.error && cause && out.error.index !== undefined && out.error.index >= record.calls.length) {
    out.error.message += ` (the file's ${TAG_NAMES[cause.field]} says ${cause.stated} but its auction gives ${cause.computed}; the play was checked from the auction's)`;
  }
  return out;
}

const TAG_NAMES: Readonly<Record<string, string>> = {
  contract: "Contract tag",
  declarer: "Declarer tag",
  leader: "Play tag (the opening leader)",
};

function compare(out: RecordScore, record: RecordedDeal): void {
  const stated = record.stated;
  if (stated.contract !== undefined && out.contract !== null && stated.contract !== out.contract) {
    const text = stated.contract.trim();
    const pass = /^pass$/i.test(text);
    const parsed = pass ? null : parseContract(text);
    const normal = pass ? "Pass" : parsed && parsed.ok ? formatContract(parsed.value) : text;
    if (normal !== out.contract)
      out.disagreements.push({ field: "contract", stated: stated.contract, computed: out.contract });
  }
  if (stated.declarer !== undefined && out.declarer !== null && stated.declarer !== out.declarer) {
    out.disagreements.push({ field: "declarer", stated: stated.declarer, computed: out.declarer });
  }
  if (stated.leader !== undefined && out.declarer !== null && record.plays.length > 0) {
    const leader = seatAfter(out.declarer, 1);
    if (stated.leader !== leader) out.disagreements.push({ field: "leader", stated: stated.leader, computed: leader });
  }
  if (stated.result !== undefined && out.tricks !== null && stated.result !== out.tricks) {
    out.disagreements.push({ field: "result", stated: String(stated.result), computed: String(out.tricks) });
  }
  if (stated.score !== undefined && out.score !== null && stated.score !== `NS ${out.score}`) {
    const ns = statedScoreNS(stated.score, out.declarer);
    if (ns === null || ns !== out.score)
      out.disagreements.push({ field: "score", stated: stated.score, computed: `NS ${out.score}` });
  }
}

/**
 * Checks a recorded deal: `ok` with the {@link RecordScore} when every call and card is legal,
 * otherwise the error of the first illegal one, with its `index` (0-based, calls then cards), its
 * `kind` and `position` (the 3rd call: `"call"`, `3`), which `describeError` says in every language.
 */
export function validateRecord(
  record: RecordedDeal,
): { ok: true; value: RecordScore } | { ok: false; error: RuleError & RecordedPosition; value: RecordScore } {
  const s = scoreRecord(record);
  if (s.legal) return { ok: true, value: s };
  const { code, message, index, kind, position } = s.error as NonNullable<RecordScore["error"]>;
  const where = {
    ...(index !== undefined ? { index } : {}),
    ...(kind !== undefined ? { kind } : {}),
    ...(position !== undefined ? { position } : {}),
  };
  return { ok: false, error: { code: code as RuleError["code"], message, ...where }, value: s };
}
