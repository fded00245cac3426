/**
 * The words of the apps' own screens (prompts, headings, buttons) in the library's four languages.
 * Names of cards, calls, seats, contracts, score entries and error sentences come from the
 * library's i18n renderers; only the sentences around them live here. Cards and bids are written
 * with suit symbols everywhere (♠♥♦♣), in the order spades, hearts, diamonds, clubs.
 */
import {
  callName,
  nextSeat,
  seatName,
  type Call,
  type Card,
  type Contract,
  type Locale,
  type Seat,
} from "contract-bridge";

/** The apps' sentences in one language. */
export interface UiText {
  readonly youAre: (seat: string) => string;
  readonly hand: string;
  readonly dummy: string;
  readonly legal: string;
  readonly yourCall: string;
  readonly yourCard: string;
  readonly yourChoice: string;
  readonly fromDummy: string;
  readonly contractBy: (contract: string, declarer: string, leader: string) => string;
  readonly tricksSoFar: (declarer: number, defenders: number) => string;
  readonly trickWon: (n: number, seat: string) => string;
  readonly trick: string;
  readonly passedOut: string;
  readonly auction: string;
  readonly tricks: string;
  readonly score: string;
  readonly record: string;
  readonly total: string;
  readonly claim: string;
  readonly claimAccepted: (n: number) => string;
  readonly claimRejected: string;
  readonly onlyDeclarerClaims: string;
  readonly declarerTook: (n: number) => string;
  readonly rubberWon: (side: string) => string;
  readonly newDeal: string;
  readonly seed: string;
  readonly random: string;
  readonly vulnerability: string;
  readonly language: string;
  readonly mode: string;
  readonly modes: Readonly<Record<"duplicate" | "rubber" | "honeymoon", string>>;
  readonly topCard: string;
  readonly stock: (n: number) => string;
  readonly notACall: (input: string) => string;
  readonly notACard: (input: string) => string;
  readonly notAllowed: string;
  readonly unknownCommand: (input: string) => string;
  readonly inputEnded: string;
  readonly bye: string;
  readonly help: readonly string[];
  readonly leads: string;
  readonly wonBy: string;
  readonly waiting: string;
  readonly lines: Readonly<Record<"above" | "below", string>>;
}

const EN: UiText = {
  youAre: (s) => `You are ${s}.`,
  hand: "Your hand",
  dummy: "Dummy",
  legal: "Legal",
  yourCall: "Your call",
  yourCard: "Your card",
  yourChoice: "Keep or reject",
  fromDummy: "from dummy",
  contractBy: (c, d, l) => `Contract ${c} by ${d} · opening lead ${l}`,
  tricksSoFar: (d, f) => `Tricks: declarer ${d}, defenders ${f}`,
  trickWon: (n, s) => `Trick ${n} won by ${s}`,
  trick: "Trick",
  passedOut: "Passed out.",
  auction: "Auction",
  tricks: "Tricks",
  score: "Score",
  record: "The deal, call by call and trick by trick",
  total: "Total",
  claim: "Claim",
  claimAccepted: (n) => `The defenders accept your claim of ${n} more trick${n === 1 ? "" : "s"}.`,
  claimRejected: "A defender rejects the claim: play goes on, and you are bound to your plan.",
  onlyDeclarerClaims: "Only declarer may claim, after the opening lead.",
  declarerTook: (n) => `Declarer took ${n} trick${n === 1 ? "" : "s"}.`,
  rubberWon: (s) => `Rubber won by ${s}.`,
  newDeal: "New deal",
  seed: "Seed",
  random: "Random",
  vulnerability: "Vulnerability",
  language: "Language",
  mode: "Game",
  modes: { duplicate: "Single deal (duplicate)", rubber: "Rubber", honeymoon: "Honeymoon (two players)" },
  topCard: "Top of the stock",
  stock: (n) => `${n} cards in the stock`,
  notACall: (i) => `"${i}" is not a call: type P, X, XX or a bid such as 1NT, or an option's number.`,
  notACard: (i) => `"${i}" is not a card: type a suit and a rank such as SA or H10, or an option's number.`,
  notAllowed: "Not allowed",
  unknownCommand: (i) => `"${i}" is not a command here: type keep, reject or an option's number.`,
  inputEnded: "Input ended before the game did.",
  bye: "Goodbye.",
  help: [
    "Commands:",
    "  a call       1NT, 2S, P (pass), X (double), XX (redouble)",
    "  a card       SA, H10, ♦7 — or the number shown before an option",
    "  keep/reject  in Honeymoon's draw",
    "  claim N      as declarer, claim N of the remaining tricks (claim alone: all of them)",
    "  help         this list",
    "  quit         leave the game",
  ],
  leads: "leads",
  wonBy: "won by",
  waiting: "The bots are playing…",
  lines: { above: "above the line", below: "below the line" },
};

const PT: UiText = {
  youAre: (s) => `Joga em ${s}.`,
  hand: "A sua mão",
  dummy: "Morto",
  legal: "Legais",
  yourCall: "A sua voz",
  yourCard: "A sua carta",
  yourChoice: "Guardar ou rejeitar",
  fromDummy: "do morto",
  contractBy: (c, d, l) => `Contrato ${c} por ${d} · saída de ${l}`,
  tricksSoFar: (d, f) => `Vazas: declarante ${d}, defesa ${f}`,
  trickWon: (n, s) => `Vaza ${n} ganha por ${s}`,
  trick: "Vaza",
  passedOut: "Todos passaram.",
  auction: "Leilão",
  tricks: "Vazas",
  score: "Pontuação",
  record: "A mão, voz a voz e vaza a vaza",
  total: "Total",
  claim: "Reclamar",
  claimAccepted: (n) => `A defesa aceita a sua reclamação de mais ${n} vaza${n === 1 ? "" : "s"}.`,
  claimRejected: "Um defensor rejeita a reclamação: o jogo continua e fica vinculado ao seu plano.",
  onlyDeclarerClaims: "Só o declarante pode reclamar, depois da saída.",
  declarerTook: (n) => `O declarante fez ${n} vazas.`,
  rubberWon: (s) => `Rubber ganho por ${s}.`,
  newDeal: "Nova mão",
  seed: "Semente",
  random: "Ao acaso",
  vulnerability: "Vulnerabilidade",
  language: "Língua",
  mode: "Jogo",
  modes: { duplicate: "Mão única (duplicado)", rubber: "Rubber", honeymoon: "Honeymoon (dois jogadores)" },
  topCard: "Carta do topo",
  stock: (n) => `${n} cartas no monte`,
  notACall: (i) => `"${i}" não é uma voz: escreva P, X, XX ou uma licitação como 1NT, ou o número de uma opção.`,
  notACard: (i) => `"${i}" não é uma carta: escreva naipe e valor, como SA ou H10, ou o número de uma opção.`,
  notAllowed: "Não permitido",
  unknownCommand: (i) => `"${i}" não é um comando aqui: escreva keep, reject ou o número de uma opção.`,
  inputEnded: "A entrada terminou antes do jogo.",
  bye: "Adeus.",
  help: [
    "Comandos:",
    "  uma voz      1NT, 2S, P (passe), X (dobre), XX (redobre)",
    "  uma carta    SA, H10, ♦7 — ou o número antes de uma opção",
    "  keep/reject  na compra do Honeymoon",
    "  claim N      como declarante, reclamar N das vazas que faltam (claim sozinho: todas)",
    "  help         esta lista",
    "  quit         sair do jogo",
  ],
  leads: "sai",
  wonBy: "ganha por",
  waiting: "Os bots estão a jogar…",
  lines: { above: "acima da linha", below: "abaixo da linha" },
};

const FR: UiText = {
  youAre: (s) => `Vous êtes ${s}.`,
  hand: "Votre main",
  dummy: "Mort",
  legal: "Possibles",
  yourCall: "Votre enchère",
  yourCard: "Votre carte",
  yourChoice: "Garder ou rejeter",
  fromDummy: "du mort",
  contractBy: (c, d, l) => `Contrat ${c} joué par ${d} · entame ${l}`,
  tricksSoFar: (d, f) => `Levées : déclarant ${d}, défense ${f}`,
  trickWon: (n, s) => `Levée ${n} gagnée par ${s}`,
  trick: "Levée",
  passedOut: "Donne passée.",
  auction: "Enchères",
  tricks: "Levées",
  score: "Marque",
  record: "La donne, enchère par enchère et levée par levée",
  total: "Total",
  claim: "Réclamer",
  claimAccepted: (n) => `La défense accepte votre réclamation de ${n} levée${n === 1 ? "" : "s"} de plus.`,
  claimRejected: "Un défenseur refuse la réclamation : le jeu continue et vous êtes lié à votre plan.",
  onlyDeclarerClaims: "Seul le déclarant peut réclamer, après l’entame.",
  declarerTook: (n) => `Le déclarant a fait ${n} levées.`,
  rubberWon: (s) => `Robre gagné par ${s}.`,
  newDeal: "Nouvelle donne",
  seed: "Graine",
  random: "Au hasard",
  vulnerability: "Vulnérabilité",
  language: "Langue",
  mode: "Jeu",
  modes: { duplicate: "Donne unique (duplicate)", rubber: "Robre", honeymoon: "Honeymoon (deux joueurs)" },
  topCard: "Carte du dessus",
  stock: (n) => `${n} cartes dans la pioche`,
  notACall: (i) =>
    `« ${i} » n’est pas une enchère : tapez P, X, XX ou une enchère comme 1NT, ou le numéro d’une option.`,
  notACard: (i) =>
    `« ${i} » n’est pas une carte : tapez une couleur et un rang comme SA ou H10, ou le numéro d’une option.`,
  notAllowed: "Interdit",
  unknownCommand: (i) => `« ${i} » n’est pas une commande ici : tapez keep, reject ou le numéro d’une option.`,
  inputEnded: "L’entrée s’est terminée avant la partie.",
  bye: "Au revoir.",
  help: [
    "Commandes :",
    "  une enchère  1NT, 2S, P (passe), X (contre), XX (surcontre)",
    "  une carte    SA, H10, ♦7 — ou le numéro devant une option",
    "  keep/reject  pendant la pioche du Honeymoon",
    "  claim N      en déclarant, réclamer N des levées restantes (claim seul : toutes)",
    "  help         cette liste",
    "  quit         quitter la partie",
  ],
  leads: "entame",
  wonBy: "gagnée par",
  waiting: "Les robots jouent…",
  lines: { above: "au-dessus de la ligne", below: "au-dessous de la ligne" },
};

const RU: UiText = {
  youAre: (s) => `Вы играете за ${s}.`,
  hand: "Ваша рука",
  dummy: "Болван",
  legal: "Можно",
  yourCall: "Ваша заявка",
  yourCard: "Ваша карта",
  yourChoice: "Оставить или отказаться",
  fromDummy: "с болвана",
  contractBy: (c, d, l) => `Контракт ${c}, разыгрывает ${d} · первый ход ${l}`,
  tricksSoFar: (d, f) => `Взятки: разыгрывающий ${d}, защита ${f}`,
  trickWon: (n, s) => `Взятка ${n}: взял ${s}`,
  trick: "Взятка",
  passedOut: "Все спасовали.",
  auction: "Торговля",
  tricks: "Взятки",
  score: "Счёт",
  record: "Сдача: заявка за заявкой, взятка за взяткой",
  total: "Итого",
  claim: "Заявить",
  claimAccepted: (n) => `Защита принимает вашу заявку ещё на ${n} взят${n === 1 ? "ку" : n < 5 ? "ки" : "ок"}.`,
  claimRejected: "Защитник отклоняет заявку: игра продолжается, вы связаны своим планом.",
  onlyDeclarerClaims: "Заявлять может только разыгрывающий, после первого хода.",
  declarerTook: (n) => `Разыгрывающий взял ${n}.`,
  rubberWon: (s) => `Роббер выиграли ${s}.`,
  newDeal: "Новая сдача",
  seed: "Зерно",
  random: "Случайно",
  vulnerability: "Зона",
  language: "Язык",
  mode: "Игра",
  modes: { duplicate: "Одна сдача (дубликат)", rubber: "Роббер", honeymoon: "Honeymoon (двое)" },
  topCard: "Верхняя карта",
  stock: (n) => `В колоде ${n}`,
  notACall: (i) => `«${i}» — не заявка: введите P, X, XX или заявку вроде 1NT, или номер варианта.`,
  notACard: (i) => `«${i}» — не карта: введите масть и достоинство, например SA или H10, или номер варианта.`,
  notAllowed: "Нельзя",
  unknownCommand: (i) => `«${i}» здесь не команда: введите keep, reject или номер варианта.`,
  inputEnded: "Ввод закончился раньше игры.",
  bye: "До свидания.",
  help: [
    "Команды:",
    "  заявка       1NT, 2S, P (пас), X (контра), XX (реконтра)",
    "  карта        SA, H10, ♦7 — или номер перед вариантом",
    "  keep/reject  при доборе в Honeymoon",
    "  claim N      разыгрывающий заявляет N из оставшихся взяток (просто claim — все)",
    "  help         этот список",
    "  quit         выйти из игры",
  ],
  leads: "ходит",
  wonBy: "взял",
  waiting: "Боты играют…",
  lines: { above: "над чертой", below: "под чертой" },
};

/** The apps' sentences in each locale. */
export const UI: Readonly<Record<Locale, UiText>> = { en: EN, pt: PT, fr: FR, ru: RU };

const SYMBOL: Readonly<Record<string, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** A card as the apps show it: `"♠A"`, `"♥10"`. */
export function cardLabel(card: Card): string {
  return `${SYMBOL[card[0] as string] ?? "?"}${card[1] === "T" ? "10" : card.slice(1)}`;
}

/** A call as the apps show it: bids with symbols (`"1♠"`, `"3NT"`), pass and doubles in words. */
export function callLabel(call: Call, locale: Locale): string {
  if (call === "P" || call === "X" || call === "XX") {
    const word = callName(call, locale);
    return word.charAt(0).toUpperCase() + word.slice(1);
  }
  const strain = call.slice(1);
  return `${call[0]}${strain === "NT" ? "NT" : (SYMBOL[strain] ?? strain)}`;
}

/** A contract with symbols: `"4♠"`, `"3NT×"`, `"6♥××"`. */
export function contractLabel(contract: Contract): string {
  const strain = contract.strain === "NT" ? "NT" : (SYMBOL[contract.strain] ?? contract.strain);
  return `${contract.level}${strain}${contract.doubled === "X" ? "×" : contract.doubled === "XX" ? "××" : ""}`;
}

/** The contract line kept on screen during the play: contract, declarer, and the opening leader on declarer's left. */
export function contractLine(contract: Contract, declarer: Seat, locale: Locale): string {
  return UI[locale].contractBy(
    contractLabel(contract),
    seatName(declarer, locale),
    seatName(nextSeat(declarer), locale),
  );
}

/** Words joined by spaces into lines of at most `width` characters, breaking only between words. */
export function wrapTokens(tokens: readonly string[], width: number, indent = ""): string {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    if (line.length > 0 && line.length + 1 + token.length > width) {
      lines.push(line);
      line = indent + token;
    } else {
      line = line.length > 0 ? `${line} ${token}` : token;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines.join("\n");
}
