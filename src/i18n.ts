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
 * so two requests in different languages can never disturb each other on a server.
 *
 * @module
 */
import type { ErrorCode, RuleError } from "./result.js";
import type { Card, Call, Contract, Level, Rank, Seat, Side, Strain, Suit, Vulnerability } from "./schemas/model.js";
import type { ScoreKind } from "./scoring/contract.js";
import type { DrawChoice, Phase, Player } from "./variants/honeymoon.js";

/** The languages every user-facing string can be rendered in (D-7), English first. */
export const LOCALES = ["en", "pt", "fr", "ru"] as const;

/** One of {@link LOCALES}: `"en"`, `"pt"`, `"fr"` or `"ru"`. */
export type Locale = (typeof LOCALES)[number];

/** Options for {@link cardName}. */
export interface CardNameOptions {
  /**
   * `"long"` (default) spells the card out ("ace of spades"); `"short"` writes the suit symbol then
   * the rank ("♠A", "♥10"), which {@link contract-bridge/model!parseCard} reads back.
   */
  readonly style?: "long" | "short";
}

/** Everything one language needs; a missing entry in any locale is a compile error. */
interface Vocabulary {
  readonly ranks: Readonly<Record<Rank, string>>;
  /** How a card is spelled out from its rank and suit names. */
  readonly card: (rank: string, suit: Suit) => string;
  readonly suits: Readonly<Record<Suit, string>>;
  readonly noTrump: string;
  /** How a bid is spelled out; languages that inflect the strain by number do it here. */
  readonly bid: (level: Level, strain: Strain) => string;
  readonly pass: string;
  readonly double: string;
  readonly redouble: string;
  /** Contract suffixes for a doubled / redoubled contract. */
  readonly doubled: string;
  readonly redoubled: string;
  readonly seats: Readonly<Record<Seat | Player, string>>;
  readonly sides: Readonly<Record<Side, string>>;
  readonly vulnerabilities: Readonly<Record<Vulnerability, string>>;
  readonly vulnerable: string;
  readonly notVulnerable: string;
  readonly phases: Readonly<Record<Phase, string>>;
  readonly scoreKinds: Readonly<Record<ScoreKind, string>>;
  readonly drawChoices: Readonly<Record<DrawChoice, string>>;
  readonly errors: Readonly<Record<ErrorCode, string>>;
  readonly action: (index: number) => string;
  readonly line: (line: number) => string;
  readonly column: (column: number) => string;
  readonly path: (path: string) => string;
}

const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: "♣", D: "♦", H: "♥", S: "♠" };

const EN_SUIT_SINGULAR: Readonly<Record<Suit, string>> = { C: "club", D: "diamond", H: "heart", S: "spade" };

const EN: Vocabulary = {
  ranks: {
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    T: "ten",
    J: "jack",
    Q: "queen",
    K: "king",
    A: "ace",
  },
  card: (rank, suit) => `${rank} of ${EN.suits[suit]}`,
  suits: { C: "clubs", D: "diamonds", H: "hearts", S: "spades" },
  noTrump: "no-trump",
  bid: (level, strain) =>
    `${level} ${strain === "NT" ? EN.noTrump : level === 1 ? EN_SUIT_SINGULAR[strain] : EN.suits[strain]}`,
  pass: "pass",
  double: "double",
  redouble: "redouble",
  doubled: "doubled",
  redoubled: "redoubled",
  seats: { N: "North", E: "East", S: "South", W: "West", A: "A", B: "B" },
  sides: { NS: "North–South", EW: "East–West" },
  vulnerabilities: {
    none: "neither side vulnerable",
    NS: "North–South vulnerable",
    EW: "East–West vulnerable",
    both: "both sides vulnerable",
  },
  vulnerable: "vulnerable",
  notVulnerable: "not vulnerable",
  phases: { draw: "draw", auction: "auction", play: "play", over: "end" },
  scoreKinds: {
    contract: "trick points",
    overtricks: "overtricks",
    insult: "insult (doubled contract made)",
    slam: "slam bonus",
    game: "game bonus",
    partscore: "partscore bonus",
    undertricks: "undertricks",
    honours: "honours",
    rubber: "rubber bonus",
    "unfinished-game": "game in an unfinished rubber",
    "unfinished-partscore": "partscore in an unfinished rubber",
  },
  drawChoices: { keep: "keep", reject: "reject" },
  errors: {
    NOT_YOUR_TURN: "It is not this player's turn",
    WRONG_PHASE: "This action does not belong to the current phase of the game",
    INSUFFICIENT_BID: "A bid must be higher than the current bid",
    CANNOT_DOUBLE: "Only the opponents' current undoubled bid can be doubled",
    CANNOT_REDOUBLE: "Only one's own side's doubled bid can be redoubled",
    CARD_NOT_IN_HAND: "That card is not in the hand that is to play",
    MUST_FOLLOW_SUIT: "You must follow the suit led",
    NOT_YOUR_HAND: "Dummy does not play: declarer plays dummy's cards",
    GAME_OVER: "The game is over",
    INVALID_CLAIM: "This claim or concession, or this answer to one, is not allowed now",
    BOUND_BY_CLAIM: "Declarer is bound by the plan announced with the claim",
    INVALID_ACTION: "The action is malformed: wrong shape, unknown seat or unknown card",
    INVALID_OPTIONS: "The options are malformed or inconsistent",
    INVALID_STATE: "The stored state does not describe a legal game",
    PARSE_ERROR: "The text could not be read",
  },
  action: (i) => `action ${i}`,
  line: (l) => `line ${l}`,
  column: (c) => `column ${c}`,
  path: (p) => `at ${p}`,
};

// rubber-pt.txt and honeymoon-pt.txt are European Portuguese ("ecrã", "bónus", "Este"); the
// duplicate seed is a garbled Brazilian machine translation, so its "Leste" and "slam" give way.
const PT: Vocabulary = {
  ranks: {
    "2": "dois",
    "3": "três",
    "4": "quatro",
    "5": "cinco",
    "6": "seis",
    "7": "sete",
    "8": "oito",
    "9": "nove",
    T: "dez",
    J: "valete",
    Q: "dama",
    K: "rei",
    A: "ás",
  },
  card: (rank, suit) => `${rank} de ${PT.suits[suit]}`,
  suits: { C: "paus", D: "ouros", H: "copas", S: "espadas" },
  noTrump: "sem trunfo",
  // Portuguese suit names are plural-only nouns and stay so after any level ("4 espadas", "1 copas").
  bid: (level, strain) => `${level} ${strain === "NT" ? PT.noTrump : PT.suits[strain]}`,
  pass: "passe",
  double: "dobre",
  redouble: "redobre",
  doubled: "dobrado",
  redoubled: "redobrado",
  seats: { N: "Norte", E: "Este", S: "Sul", W: "Oeste", A: "A", B: "B" },
  sides: { NS: "Norte–Sul", EW: "Este–Oeste" },
  vulnerabilities: {
    none: "nenhum lado vulnerável",
    NS: "Norte–Sul vulneráveis",
    EW: "Este–Oeste vulneráveis",
    both: "ambos os lados vulneráveis",
  },
  vulnerable: "vulnerável",
  notVulnerable: "não vulnerável",
  phases: { draw: "compra", auction: "leilão", play: "jogo da carta", over: "fim" },
  scoreKinds: {
    contract: "pontos de contrato",
    overtricks: "vazas a mais",
    insult: "prémio de dobre cumprido",
    slam: "prémio de cheleme",
    game: "prémio de partida",
    partscore: "prémio de parcial",
    undertricks: "multas",
    honours: "honras",
    rubber: "prémio de rubber",
    "unfinished-game": "partida concluída de um rubber inacabado",
    "unfinished-partscore": "parcial de um rubber inacabado",
  },
  drawChoices: { keep: "guardar", reject: "rejeitar" },
  errors: {
    NOT_YOUR_TURN: "Não é a vez deste jogador",
    WRONG_PHASE: "Esta ação não pertence à fase atual do jogo",
    INSUFFICIENT_BID: "A licitação tem de ser superior à licitação atual",
    CANNOT_DOUBLE: "Só se pode dobrar a licitação adversária atual ainda não dobrada",
    CANNOT_REDOUBLE: "Só se pode redobrar a licitação da própria parceria depois de dobrada",
    CARD_NOT_IN_HAND: "Essa carta não está na mão que tem de jogar",
    MUST_FOLLOW_SUIT: "É obrigatório assistir ao naipe de saída",
    NOT_YOUR_HAND: "O morto não joga: o declarante joga as cartas do morto",
    GAME_OVER: "O jogo terminou",
    INVALID_CLAIM: "Esta reclamação ou concessão, ou esta resposta a uma delas, não é permitida agora",
    BOUND_BY_CLAIM: "O declarante está vinculado ao plano anunciado na reclamação",
    INVALID_ACTION: "A ação é inválida: forma errada, lugar ou carta desconhecidos",
    INVALID_OPTIONS: "As opções são inválidas ou incoerentes",
    INVALID_STATE: "O estado guardado não descreve um jogo legal",
    PARSE_ERROR: "Não foi possível ler o texto",
  },
  action: (i) => `ação ${i}`,
  line: (l) => `linha ${l}`,
  column: (c) => `coluna ${c}`,
  path: (p) => `no campo ${p}`,
};

const FR_SUIT_PLURAL: Readonly<Record<Suit, string>> = { C: "trèfles", D: "carreaux", H: "cœurs", S: "piques" };

const FR: Vocabulary = {
  ranks: {
    "2": "deux",
    "3": "trois",
    "4": "quatre",
    "5": "cinq",
    "6": "six",
    "7": "sept",
    "8": "huit",
    "9": "neuf",
    T: "dix",
    J: "valet",
    Q: "dame",
    K: "roi",
    A: "as",
  },
  card: (rank, suit) => `${rank} de ${FR.suits[suit]}`,
  suits: { C: "trèfle", D: "carreau", H: "cœur", S: "pique" },
  // honeymoon-fr.txt writes "NT sans atout", without the hyphen some French texts use.
  noTrump: "sans atout",
  bid: (level, strain) => `${level} ${strain === "NT" ? FR.noTrump : level === 1 ? FR.suits[strain] : FR_SUIT_PLURAL[strain]}`,
  pass: "passe",
  double: "contre",
  redouble: "surcontre",
  doubled: "contré",
  redoubled: "surcontré",
  seats: { N: "Nord", E: "Est", S: "Sud", W: "Ouest", A: "A", B: "B" },
  sides: { NS: "Nord–Sud", EW: "Est–Ouest" },
  vulnerabilities: {
    none: "personne vulnérable",
    NS: "Nord–Sud vulnérables",
    EW: "Est–Ouest vulnérables",
    both: "tous vulnérables",
  },
  vulnerable: "vulnérable",
  notVulnerable: "non vulnérable",
  phases: { draw: "pioche", auction: "enchères", play: "jeu de la carte", over: "fin" },
  scoreKinds: {
    contract: "points de contrat",
    overtricks: "surlevées",
    insult: "prime de contrat contré réussi",
    slam: "prime de chelem",
    game: "prime de manche",
    partscore: "prime de partielle",
    undertricks: "chutes",
    honours: "honneurs",
    rubber: "prime de robre",
    "unfinished-game": "manche d’un robre interrompu",
    "unfinished-partscore": "partielle d’un robre interrompu",
  },
  drawChoices: { keep: "garder", reject: "rejeter" },
  errors: {
    NOT_YOUR_TURN: "Ce n’est pas au tour de ce joueur",
    WRONG_PHASE: "Cette action n’appartient pas à la phase actuelle du jeu",
    INSUFFICIENT_BID: "Une enchère doit être supérieure à l’enchère en cours",
    CANNOT_DOUBLE: "Seule l’enchère adverse en cours non contrée peut être contrée",
    CANNOT_REDOUBLE: "Seule une enchère de son propre camp, contrée, peut être surcontrée",
    CARD_NOT_IN_HAND: "Cette carte n’est pas dans la main qui doit jouer",
    MUST_FOLLOW_SUIT: "Il faut fournir dans la couleur d’entame",
    NOT_YOUR_HAND: "Le mort ne joue pas : le déclarant joue les cartes du mort",
    GAME_OVER: "La partie est terminée",
    INVALID_CLAIM: "Cette revendication ou concession, ou cette réponse à l’une d’elles, n’est pas permise maintenant",
    BOUND_BY_CLAIM: "Le déclarant est tenu par le plan annoncé avec sa revendication",
    INVALID_ACTION: "L’action est mal formée : forme incorrecte, position ou carte inconnue",
    INVALID_OPTIONS: "Les options sont invalides ou incohérentes",
    INVALID_STATE: "L’état enregistré ne décrit pas une partie légale",
    PARSE_ERROR: "Le texte n’a pas pu être lu",
  },
  action: (i) => `action ${i}`,
  line: (l) => `ligne ${l}`,
  column: (c) => `colonne ${c}`,
  path: (p) => `champ ${p}`,
};

/** Russian strain forms by number: after 1, after 2–4, after 5–7 ("1 пика", "2 пики", "5 пик"). */
const RU_BID_FORMS: Readonly<Record<Suit, readonly [string, string, string]>> = {
  C: ["трефа", "трефы", "треф"],
  D: ["бубна", "бубны", "бубен"],
  H: ["черва", "червы", "червей"],
  S: ["пика", "пики", "пик"],
};

/** Suit names in the genitive plural, as card names need them ("туз пик"). */
const RU_SUIT_GENITIVE: Readonly<Record<Suit, string>> = { C: "треф", D: "бубен", H: "червей", S: "пик" };

const RU: Vocabulary = {
  ranks: {
    "2": "двойка",
    "3": "тройка",
    "4": "четвёрка",
    "5": "пятёрка",
    "6": "шестёрка",
    "7": "семёрка",
    "8": "восьмёрка",
    "9": "девятка",
    T: "десятка",
    J: "валет",
    Q: "дама",
    K: "король",
    A: "туз",
  },
  card: (rank, suit) => `${rank} ${RU_SUIT_GENITIVE[suit]}`,
  suits: { C: "трефы", D: "бубны", H: "черви", S: "пики" },
  noTrump: "без козыря",
  bid: (level, strain) =>
    `${level} ${strain === "NT" ? RU.noTrump : RU_BID_FORMS[strain][level === 1 ? 0 : level <= 4 ? 1 : 2]}`,
  pass: "пас",
  double: "контра",
  redouble: "реконтра",
  doubled: "под контрой",
  redoubled: "под реконтрой",
  seats: { N: "Север", E: "Восток", S: "Юг", W: "Запад", A: "A", B: "B" },
  sides: { NS: "Север–Юг", EW: "Восток–Запад" },
  vulnerabilities: {
    none: "все вне зоны",
    NS: "Север–Юг в зоне",
    EW: "Восток–Запад в зоне",
    both: "все в зоне",
  },
  vulnerable: "в зоне",
  notVulnerable: "вне зоны",
  phases: { draw: "добор", auction: "торговля", play: "розыгрыш", over: "конец" },
  scoreKinds: {
    contract: "контрактные очки",
    overtricks: "лишние взятки",
    insult: "бонус за выполненную контру",
    slam: "бонус за шлем",
    game: "геймовый бонус",
    partscore: "бонус за частичную запись",
    undertricks: "штраф за недобор",
    honours: "онёры",
    rubber: "бонус за роббер",
    "unfinished-game": "гейм незавершённого роббера",
    "unfinished-partscore": "частичная запись незавершённого роббера",
  },
  drawChoices: { keep: "оставить", reject: "отклонить" },
  errors: {
    NOT_YOUR_TURN: "Сейчас не очередь этого игрока",
    WRONG_PHASE: "Это действие не относится к текущей фазе игры",
    INSUFFICIENT_BID: "Заявка должна быть старше текущей заявки",
    CANNOT_DOUBLE: "Контрить можно только текущую неконтренную заявку соперника",
    CANNOT_REDOUBLE: "Реконтрить можно только контренную заявку своей стороны",
    CARD_NOT_IN_HAND: "Этой карты нет в руке, которая должна ходить",
    MUST_FOLLOW_SUIT: "Нужно отвечать в масть выхода",
    NOT_YOUR_HAND: "Болван не ходит: его карты играет разыгрывающий",
    GAME_OVER: "Игра окончена",
    INVALID_CLAIM: "Эта претензия или уступка либо ответ на неё сейчас не допускаются",
    BOUND_BY_CLAIM: "Разыгрывающий связан планом, объявленным при претензии",
    INVALID_ACTION: "Действие задано неверно: неверная форма, неизвестное место или карта",
    INVALID_OPTIONS: "Параметры неверны или противоречивы",
    INVALID_STATE: "Сохранённое состояние не описывает допустимую игру",
    PARSE_ERROR: "Не удалось прочитать текст",
  },
  action: (i) => `действие ${i}`,
  line: (l) => `строка ${l}`,
  column: (c) => `столбец ${c}`,
  path: (p) => `поле ${p}`,
};

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

/**
 * The name of a card: `"ace of spades"`, `"ás de espadas"`, `"as de pique"`, `"туз пик"`; with
 * `{ style: "short" }`, the suit symbol and the rank (`"♠A"`, `"♥10"`), the same in every locale
 * since the seeds write ranks as A K Q J 10 in all of them. A value that is not a card is returned
 * unchanged. An unknown locale falls back to English.
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
 * The name of a suit: `"spades"`, `"espadas"`, `"pique"`, `"пики"`. An unknown locale falls back to
 * English.
 */
export function suitName(suit: Suit, locale: Locale): string {
  return lookup(vocabulary(locale).suits, suit) ?? String(suit);
}

/**
 * The name of a strain (denomination): a suit's name, or `"no-trump"`, `"sem trunfo"`,
 * `"sans atout"`, `"без козыря"`. An unknown locale falls back to English.
 */
export function strainName(strain: Strain, locale: Locale): string {
  return strain === "NT" ? vocabulary(locale).noTrump : suitName(strain, locale);
}

/**
 * The name of a call: pass, double, redouble or a bid with its level in digits — `"3 no-trump"`,
 * `"passe"`/`"dobre"`/`"redobre"`/`"4 espadas"`, `"contre"`/`"2 cœurs"`,
 * `"пас"`/`"контра"`/`"5 червей"`. Bids agree in number where the language inflects
 * (`"1 spade"`/`"2 spades"`, `"1 пика"`/`"2 пики"`/`"5 пик"`). A value that is not a call is returned
 * unchanged. An unknown locale falls back to English.
 */
export function callName(call: Call, locale: Locale): string {
  const v = vocabulary(locale);
  if (call === "P") return v.pass;
  if (call === "X") return v.double;
  if (call === "XX") return v.redouble;
  const level = Number(call.charAt(0));
  const strain = call.slice(1) as Strain;
  const known = level >= 1 && level <= 7 && (strain === "NT" || lookup(v.suits, strain as Suit) !== undefined);
  return known ? v.bid(level as Level, strain) : String(call);
}

/**
 * The name of a final contract: its bid, then whether it was doubled — `"4 hearts doubled"`,
 * `"4 copas dobrado"`, `"4 cœurs contré"`, `"4 червы под контрой"`. An unknown locale falls back to
 * English.
 */
export function contractName(contract: Contract, locale: Locale): string {
  const v = vocabulary(locale);
  const bid = callName(`${contract.level}${contract.strain}`, locale);
  if (contract.doubled === "X") return `${bid} ${v.doubled}`;
  if (contract.doubled === "XX") return `${bid} ${v.redoubled}`;
  return bid;
}

/**
 * The name of a seat: `"North"`, `"Norte"`, `"Nord"`, `"Север"`…; Honeymoon's players stay `"A"`
 * and `"B"` in every language, as all its seeds call them. An unknown locale falls back to English.
 */
export function seatName(seat: Seat | Player, locale: Locale): string {
  return lookup(vocabulary(locale).seats, seat) ?? String(seat);
}

/**
 * The name of a partnership: `"North–South"`, `"Norte–Sul"`, `"Nord–Sud"`, `"Север–Юг"`…
 * An unknown locale falls back to English.
 */
export function sideName(side: Side, locale: Locale): string {
  return lookup(vocabulary(locale).sides, side) ?? String(side);
}

/**
 * The name of a vulnerability: a four-player setting (`"none"` → `"neither side vulnerable"`,
 * `"все вне зоны"`…), or, for one side or one Honeymoon player, a boolean (`true` →
 * `"vulnerable"`, `"vulnerável"`, `"vulnérable"`, `"в зоне"`). An unknown locale falls back to
 * English.
 */
export function vulnerabilityName(vulnerability: Vulnerability | boolean, locale: Locale): string {
  const v = vocabulary(locale);
  if (vulnerability === true) return v.vulnerable;
  if (vulnerability === false) return v.notVulnerable;
  return lookup(v.vulnerabilities, vulnerability) ?? String(vulnerability);
}

/**
 * The name of a phase of a game (`"draw"` exists only in Honeymoon): `"auction"`, `"leilão"`,
 * `"enchères"`, `"торговля"`… An unknown locale falls back to English.
 */
export function phaseName(phase: Phase, locale: Locale): string {
  return lookup(vocabulary(locale).phases, phase) ?? String(phase);
}

/**
 * The name of a Honeymoon draw choice (H-2): `"keep"`/`"reject"`, `"guardar"`/`"rejeitar"`,
 * `"garder"`/`"rejeter"`, `"оставить"`/`"отклонить"`. An unknown locale falls back to English.
 */
export function drawChoiceName(choice: DrawChoice, locale: Locale): string {
  return lookup(vocabulary(locale).drawChoices, choice) ?? String(choice);
}

/**
 * The name of a kind of score entry ({@link contract-bridge/scoring!ScoreKind}), as a score sheet would label it:
 * `"overtricks"`, `"vazas a mais"`, `"surlevées"`, `"лишние взятки"`… An unknown locale falls back
 * to English.
 */
export function scoreKindName(kind: ScoreKind, locale: Locale): string {
  return lookup(vocabulary(locale).scoreKinds, kind) ?? String(kind);
}

/**
 * A generic sentence for an error code, without the details a particular error carries (no final
 * full stop, so it can be extended): `MUST_FOLLOW_SUIT` in `"pt"` is
 * `"É obrigatório assistir ao naipe de saída"`. Returns `undefined` for a string that is not one of
 * {@link contract-bridge/model!ERROR_CODES} (a code from a newer version, say). An unknown locale falls back to English.
 */
export function errorSentence(code: ErrorCode, locale: Locale): string | undefined {
  return lookup(vocabulary(locale).errors, code);
}

/**
 * A {@link RuleError} for people, in a language.
 *
 * For `"en"` this is the error's own `message`, unchanged: it names the seats, cards and bids
 * involved. The other locales give the translated {@link errorSentence} for the code followed by
 * where the error is, from its structured details — the action `index` (0-based, as in the English
 * message), `line` and `column`, and the `path` — e.g.
 * `"É obrigatório assistir ao naipe de saída (ação 5)."`. The dynamic English message is not
 * translated word for word. An unknown locale, or a code with no translation, gives the English
 * message.
 */
export function describeError(error: RuleError, locale: Locale): string {
  if (!isLocale(locale) || locale === "en") return error.message;
  const sentence = errorSentence(error.code, locale);
  if (sentence === undefined) return error.message;
  const v = VOCABULARIES[locale];
  const where: string[] = [];
  if (error.index !== undefined) where.push(v.action(error.index));
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
