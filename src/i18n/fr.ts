/**
 * French names and error sentences (D-7), in the words of the Honeymoon seed.
 *
 * @module
 * @internal
 */
import type { Suit } from "../schemas/model.js";
import type { Vocabulary } from "./vocabulary.js";

const FR_SUIT_PLURAL: Readonly<Record<Suit, string>> = { C: "trèfles", D: "carreaux", H: "cœurs", S: "piques" };

/** French. */
export const FR: Vocabulary = {
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
  bid: (level, strain) =>
    `${level} ${strain === "NT" ? FR.noTrump : level === 1 ? FR.suits[strain] : FR_SUIT_PLURAL[strain]}`,
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
  recorded: (kind, n, i) => `${n === 1 ? "la 1re" : `la ${n}e`} ${kind === "call" ? "enchère" : "carte"} (indice ${i})`,
  line: (l) => `ligne ${l}`,
  column: (c) => `colonne ${c}`,
  path: (p) => `champ ${p}`,
};
