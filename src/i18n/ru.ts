/**
 * Russian names and error sentences (D-7), in the words of the Honeymoon seed.
 *
 * @module
 * @internal
 */
import type { Suit } from "../schemas/model.js";
import type { Vocabulary } from "./vocabulary.js";

/** Russian strain forms by number: after 1, after 2–4, after 5–7 ("1 пика", "2 пики", "5 пик"). */
const RU_BID_FORMS: Readonly<Record<Suit, readonly [string, string, string]>> = {
  C: ["трефа", "трефы", "треф"],
  D: ["бубна", "бубны", "бубен"],
  H: ["черва", "червы", "червей"],
  S: ["пика", "пики", "пик"],
};

/** Suit names in the genitive plural, as card names need them ("туз пик"). */
const RU_SUIT_GENITIVE: Readonly<Record<Suit, string>> = { C: "треф", D: "бубен", H: "червей", S: "пик" };

/** Russian. */
export const RU: Vocabulary = {
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
  recorded: (kind, n, i) => `${n}-я ${kind === "call" ? "заявка" : "карта"} (индекс ${i})`,
  line: (l) => `строка ${l}`,
  column: (c) => `столбец ${c}`,
  path: (p) => `поле ${p}`,
};
