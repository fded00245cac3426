/**
 * Portuguese names and error sentences (D-7), in the words of the rubber and Honeymoon seeds.
 *
 * @module
 * @internal
 */
import type { Vocabulary } from "./vocabulary.js";

/**
 * Portuguese. rubber-pt.txt and honeymoon-pt.txt are European Portuguese ("ecrã", "bónus", "Este");
 * the duplicate seed is a garbled Brazilian machine translation, so its "Leste" and "slam" give way.
 */
export const PT: Vocabulary = {
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
  recorded: (kind, n, i) => `a ${n}.ª ${kind === "call" ? "voz" : "carta"} (índice ${i})`,
  line: (l) => `linha ${l}`,
  column: (c) => `coluna ${c}`,
  path: (p) => `no campo ${p}`,
};
