/**
 * English names and error sentences (D-7), the language of the library's own messages.
 *
 * @module
 * @internal
 */
import type { Suit } from "../schemas/model.js";
import type { Vocabulary } from "./vocabulary.js";

const EN_SUIT_SINGULAR: Readonly<Record<Suit, string>> = { C: "club", D: "diamond", H: "heart", S: "spade" };

/** English. */
export const EN: Vocabulary = {
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
  recorded: (kind, n, i) => `the ${n}${englishOrdinal(n)} ${kind} (index ${i})`,
  line: (l) => `line ${l}`,
  column: (c) => `column ${c}`,
  path: (p) => `at ${p}`,
};

/** The English ordinal suffix of `n`: 1st, 2nd, 3rd, 4th, 11th, 21st. */
function englishOrdinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return "th";
  return ["th", "st", "nd", "rd"][n % 10] ?? "th";
}
