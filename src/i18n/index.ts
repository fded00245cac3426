/**
 * Names and error sentences in English, Portuguese, French and Russian (D-7).
 *
 * The library itself speaks canonical notation (`"SA"`, `"3NT"`, `"N"`) and English error messages;
 * this module is the one place that turns those values into words for people. The vocabulary of each
 * language is the one the project's source rule texts use (`seeds/`): Portuguese from the rubber and
 * Honeymoon texts (European Portuguese: "passe", "dobre", "sem trunfo", "Este"), French and Russian
 * from their Honeymoon texts ("contre", "sans atout"; "контра", "без козыря").
 *
 * Every renderer is pure and takes the locale as an argument: there is no "current language" to set,
 * so two requests in different languages can never disturb each other on a server. Each language's
 * words are in a file of their own (`en.ts`, `pt.ts`, `fr.ts`, `ru.ts`); this module holds the
 * machinery that renders with them.
 *
 * @module
 */
import type { ErrorCode, RuleError } from "../result.js";
import type { Card, Call, Contract, Level, Rank, Seat, Side, Strain, Suit, Vulnerability } from "../schemas/model.js";
import type { ScoreKind } from "../scoring/contract.js";
import { EN } from "./en.js";
import { FR } from "./fr.js";
import { PT } from "./pt.js";
import { RU } from "./ru.js";
import { SUIT_SYMBOLS, type Vocabulary } from "./vocabulary.js";

/** The languages every user-facing string can be rendered in (D-7), English first. */
export const LOCALES = ["en", "pt", "fr", "ru"] as const;

/**
 * One of {@link LOCALES}: `"en"`, `"pt"`, `"fr"` or `"ru"`. Every function here renders a value
 * that is not a locale as English.
 */
export type Locale = (typeof LOCALES)[number];

/** Options for {@link cardName}. */
export interface CardNameOptions {
  /**
   * `"long"` (default) spells the card out ("ace of spades"); `"short"` writes the suit symbol then
   * the rank ("♠A", "♥10"), which {@link contract-bridge/model!parseCard} reads back.
   */
  readonly style?: "long" | "short";
}

const VOCABULARIES: Readonly<Record<Locale, Vocabulary>> = { en: EN, pt: PT, fr: FR, ru: RU };

/**
 * Whether a string is one of {@link LOCALES}; use it to narrow a language tag that came from outside
 * (a request header, a user setting) before passing it on.
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// Callers in plain JavaScript (or with a tag from a header) can pass any string: English is the
// language every message already exists in, so it is the one safe answer.
function vocabulary(locale: Locale): Vocabulary {
  return isLocale(locale) ? VOCABULARIES[locale] : EN;
}

// Table lookups with a runtime key: a value that escaped the types must not reach
// `Object.prototype` ("toString", "__proto__") and come back as a function.
function lookup<K extends string>(table: Readonly<Record<K, string>>, key: K): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

// The short style is the same in every locale because the seeds write ranks as A K Q J 10 in all.
/**
 * The name of a card (`"ace of spades"`); with `{ style: "short" }`, the suit symbol and the rank
 * (`"♠A"`, `"♥10"`) in every locale. A value that is not a card is returned unchanged. Each
 * function's words in the four languages are tabled in docs/i18n.md.
 */
export function cardName(card: Card, locale: Locale, options: CardNameOptions = {}): string {
  const suit = card.charAt(0) as Suit;
  const rank = card.slice(1) as Rank;
  const v = vocabulary(locale);
  const symbol = lookup(SUIT_SYMBOLS, suit);
  const rankName = lookup(v.ranks, rank);
  if (symbol === undefined || rankName === undefined) return String(card);
  if (options.style === "short") return `${symbol}${rank === "T" ? "10" : rank}`;
  return v.card(rankName, suit);
}

/**
 * The name of a suit: `"spades"`.
 */
export function suitName(suit: Suit, locale: Locale): string {
  return lookup(vocabulary(locale).suits, suit) ?? String(suit);
}

/**
 * The name of a strain (denomination): a suit's name, or `"no-trump"`.
 */
export function strainName(strain: Strain, locale: Locale): string {
  return strain === "NT" ? vocabulary(locale).noTrump : suitName(strain, locale);
}

/**
 * The name of a call, a bid with its level in digits: `"pass"`, `"3 no-trump"`. Bids agree in
 * number where the language inflects (`"1 spade"`, `"2 spades"`; Russian has three forms). A value
 * that is not a call is returned unchanged.
 */
export function callName(call: Call, locale: Locale): string {
  const v = vocabulary(locale);
  if (call === "P") return v.pass;
  if (call === "X") return v.double;
  if (call === "XX") return v.redouble;
  const level = Number(call.charAt(0));
  const strain = call.slice(1) as Strain;
  const known = level >= 1 && level <= 7 && (strain === "NT" || lookup(v.suits, strain) !== undefined);
  return known ? v.bid(level as Level, strain) : String(call);
}

/**
 * The name of a final contract: its bid, then whether it was doubled — `"4 hearts doubled"`.
 */
export function contractName(contract: Contract, locale: Locale): string {
  const v = vocabulary(locale);
  const bid = callName(`${contract.level}${contract.strain}`, locale);
  if (contract.doubled === "X") return `${bid} ${v.doubled}`;
  if (contract.doubled === "XX") return `${bid} ${v.redoubled}`;
  return bid;
}

/**
 * The name of a seat: `"North"`; Honeymoon's players stay `"A"` and `"B"` in every language, as
 * all its seeds call them.
 */
export function seatName(seat: Seat | "A" | "B", locale: Locale): string {
  return lookup(vocabulary(locale).seats, seat) ?? String(seat);
}

/**
 * The name of a partnership: `"North–South"`.
 */
export function sideName(side: Side, locale: Locale): string {
  return lookup(vocabulary(locale).sides, side) ?? String(side);
}

/**
 * The name of a vulnerability: a four-player setting (`"none"` → `"neither side vulnerable"`), or
 * for one side or Honeymoon player a boolean (`true` → `"vulnerable"`).
 */
export function vulnerabilityName(vulnerability: Vulnerability | boolean, locale: Locale): string {
  const v = vocabulary(locale);
  if (vulnerability === true) return v.vulnerable;
  if (vulnerability === false) return v.notVulnerable;
  return lookup(v.vulnerabilities, vulnerability) ?? String(vulnerability);
}

/**
 * The name of a phase of a game (`"draw"` exists only in Honeymoon): `"auction"`.
 */
export function phaseName(phase: "draw" | "auction" | "play" | "over", locale: Locale): string {
  return lookup(vocabulary(locale).phases, phase) ?? String(phase);
}

/**
 * The name of a Honeymoon draw choice (H-2): `"keep"`, `"reject"`.
 */
export function drawChoiceName(choice: "keep" | "reject", locale: Locale): string {
  return lookup(vocabulary(locale).drawChoices, choice) ?? String(choice);
}

/**
 * The name of a kind of score entry ({@link contract-bridge/scoring!ScoreKind}), as a score sheet would
 * label it: `"overtricks"`.
 */
export function scoreKindName(kind: ScoreKind, locale: Locale): string {
  return lookup(vocabulary(locale).scoreKinds, kind) ?? String(kind);
}

/**
 * A generic sentence for an error code, without a particular error's details or a final full stop:
 * `MUST_FOLLOW_SUIT` in `"pt"` is `"É obrigatório assistir ao naipe de saída"`. `undefined` for a
 * string not in {@link contract-bridge/model!ERROR_CODES}.
 */
export function errorSentence(code: ErrorCode, locale: Locale): string | undefined {
  return lookup(vocabulary(locale).errors, code);
}

/**
 * Which call or card of a recorded deal an error is about, as `validateRecord` and `scoreRecord`
 * say it: `kind`, and `position`, its 1-based number among the calls or among the cards.
 */
export interface RecordedPosition {
  /** A call or a card. */
  readonly kind?: "call" | "card";
  /** 1-based: the 3rd call is 3. */
  readonly position?: number;
}

/**
 * A {@link RuleError} for people, in a language. For `"en"`, the error's own `message`. The other
 * locales give the {@link errorSentence} of the code, then where the error is from its details —
 * the action `index`, or a recorded deal's call or card ({@link RecordedPosition}), `line`,
 * `column`, `path`: `"É obrigatório assistir ao naipe de saída (ação 5)."`. A code with no
 * translation gives the English message.
 */
export function describeError(error: RuleError & RecordedPosition, locale: Locale): string {
  if (!isLocale(locale) || locale === "en") return error.message;
  const sentence = errorSentence(error.code, locale);
  if (sentence === undefined) return error.message;
  const v = VOCABULARIES[locale];
  const where: string[] = [];
  if (error.index !== undefined) {
    where.push(
      error.kind !== undefined && error.position !== undefined
        ? v.recorded(error.kind, error.position, error.index)
        : v.action(error.index),
    );
  }
  const position = [
    ...(error.line !== undefined ? [v.line(error.line)] : []),
    ...(error.column !== undefined ? [v.column(error.column)] : []),
  ];
  if (position.length > 0) where.push(position.join(", "));
  // Replays prefix the path with the action's index, which "action n" has already said.
  const full = (error.path ?? []).map(String);
  const path = error.index !== undefined && full[0] === String(error.index) ? full.slice(1) : full;
  if (path.length > 0) where.push(v.path(path.join(".")));
  return where.length > 0 ? `${sentence} (${where.join("; ")}).` : `${sentence}.`;
}
