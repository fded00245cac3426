import { describe, expect, expectTypeOf, it } from "vitest";
import {
  CALLS,
  CARDS,
  ERROR_CODES,
  LOCALES,
  SEATS,
  SIDES,
  STRAINS,
  SUITS,
  ScoreKindSchema,
  VULNERABILITIES,
  callName,
  cardName,
  contractName,
  describeError,
  drawChoiceName,
  duplicate,
  errorSentence,
  honeymoon,
  isLocale,
  parseCard,
  parseDeal,
  phaseName,
  scoreKindName,
  seatName,
  sideName,
  strainName,
  suitName,
  vulnerabilityName,
  type Locale,
  type RuleError,
  type Seat,
} from "contract-bridge";

const SCORE_KINDS = ScoreKindSchema.options;
const PLAYERS = honeymoon.PLAYERS;
const PHASES = honeymoon.PhaseSchema.options;
const DRAW_CHOICES = honeymoon.DrawChoiceSchema.options;

/** A locale no caller should send, smuggled past the types as a JavaScript caller could. */
const UNKNOWN = "de" as unknown as Locale;

const nonEmpty = (s: string | undefined) => typeof s === "string" && s.trim().length > 0;

describe("[D-7] locales", () => {
  it("[D-7] the renderers take exactly Honeymoon's players, phases and draw choices (i18n names them itself, below the variants)", () => {
    expectTypeOf<Parameters<typeof seatName>[0]>().toEqualTypeOf<Seat | honeymoon.Player>();
    expectTypeOf<Parameters<typeof phaseName>[0]>().toEqualTypeOf<honeymoon.Phase>();
    expectTypeOf<Parameters<typeof drawChoiceName>[0]>().toEqualTypeOf<honeymoon.DrawChoice>();
    expect([...PHASES].sort()).toEqual(["auction", "draw", "over", "play"]);
  });

  it("[D-7] LOCALES is English, Portuguese, French and Russian; isLocale narrows only those", () => {
    expect(LOCALES).toEqual(["en", "pt", "fr", "ru"]);
    for (const l of LOCALES) expect(isLocale(l)).toBe(true);
    for (const x of ["de", "EN", "pt-BR", "", "toString", "__proto__", 3, null, undefined])
      expect(isLocale(x)).toBe(false);
  });
});

describe.each(LOCALES)("[D-7] every name in %s", (locale) => {
  it("[D-7] every card has a non-empty long and short name, 52 distinct of each", () => {
    const long = CARDS.map((c) => cardName(c, locale));
    const short = CARDS.map((c) => cardName(c, locale, { style: "short" }));
    expect(long.every(nonEmpty)).toBe(true);
    expect(short.every(nonEmpty)).toBe(true);
    expect(new Set(long).size).toBe(52);
    expect(new Set(short).size).toBe(52);
    expect(CARDS.map((c) => cardName(c, locale, { style: "long" }))).toEqual(long);
  });

  it("[D-7] a short card name reads back as the same card", () => {
    for (const c of CARDS) expect(parseCard(cardName(c, locale, { style: "short" }))).toEqual({ ok: true, value: c });
  });

  it("[D-7] every call has a non-empty name, 38 distinct", () => {
    const names = CALLS.map((c) => callName(c, locale));
    expect(names.every(nonEmpty)).toBe(true);
    expect(new Set(names).size).toBe(38);
  });

  it("[D-7] every seat, Honeymoon player and side has a distinct non-empty name", () => {
    const seats = [...SEATS, ...PLAYERS].map((s) => seatName(s, locale));
    expect(seats.every(nonEmpty)).toBe(true);
    expect(new Set(seats).size).toBe(6);
    const sides = SIDES.map((s) => sideName(s, locale));
    expect(sides.every(nonEmpty)).toBe(true);
    expect(new Set(sides).size).toBe(2);
  });

  it("[D-7] every suit and strain has a distinct non-empty name; a suit's strain name is its suit name", () => {
    const strains = STRAINS.map((s) => strainName(s, locale));
    expect(strains.every(nonEmpty)).toBe(true);
    expect(new Set(strains).size).toBe(5);
    for (const s of SUITS) expect(strainName(s, locale)).toBe(suitName(s, locale));
  });

  it("[D-7] every vulnerability, phase, draw choice and score kind has a distinct non-empty name", () => {
    const groups: string[][] = [
      [
        ...VULNERABILITIES.map((v) => vulnerabilityName(v, locale)),
        vulnerabilityName(true, locale),
        vulnerabilityName(false, locale),
      ],
      PHASES.map((p) => phaseName(p, locale)),
      DRAW_CHOICES.map((c) => drawChoiceName(c, locale)),
      SCORE_KINDS.map((k) => scoreKindName(k, locale)),
    ];
    for (const names of groups) {
      expect(names.every(nonEmpty)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(SCORE_KINDS).toHaveLength(11);
  });

  it("[D-7] every error code has a non-empty sentence, distinct from the other codes'", () => {
    const sentences = ERROR_CODES.map((c) => errorSentence(c, locale));
    expect(sentences.every(nonEmpty)).toBe(true);
    expect(new Set(sentences).size).toBe(ERROR_CODES.length);
  });

  it("[D-7] describeError gives a non-empty sentence for every code", () => {
    for (const code of ERROR_CODES) {
      const text = describeError({ code, message: `english ${code}` }, locale);
      expect(nonEmpty(text)).toBe(true);
      // English gives the error's own message; the others the code's sentence.
      expect(text).toBe(locale === "en" ? `english ${code}` : `${errorSentence(code, locale)}.`);
    }
  });

  it("[D-7] contracts are named after their bid and doubling", () => {
    const plain = contractName({ level: 4, strain: "H", doubled: "" }, locale);
    expect(plain).toBe(callName("4H", locale));
    const x = contractName({ level: 4, strain: "H", doubled: "X" }, locale);
    const xx = contractName({ level: 4, strain: "H", doubled: "XX" }, locale);
    expect(x.startsWith(plain)).toBe(true);
    expect(xx.startsWith(plain)).toBe(true);
    expect(new Set([plain, x, xx]).size).toBe(3);
  });
});

describe("[D-7] known translations", () => {
  it("[D-7] English", () => {
    expect(cardName("SA", "en")).toBe("ace of spades");
    expect(cardName("HT", "en")).toBe("ten of hearts");
    expect(cardName("SA", "en", { style: "short" })).toBe("♠A");
    expect(cardName("HT", "en", { style: "short" })).toBe("♥10");
    expect(callName("P", "en")).toBe("pass");
    expect(callName("X", "en")).toBe("double");
    expect(callName("XX", "en")).toBe("redouble");
    expect(callName("3NT", "en")).toBe("3 no-trump");
    expect(callName("1S", "en")).toBe("1 spade");
    expect(callName("4S", "en")).toBe("4 spades");
    expect(seatName("N", "en")).toBe("North");
    expect(seatName("A", "en")).toBe("A");
    expect(vulnerabilityName("both", "en")).toBe("both sides vulnerable");
    expect(phaseName("auction", "en")).toBe("auction");
    expect(scoreKindName("overtricks", "en")).toBe("overtricks");
    expect(contractName({ level: 4, strain: "H", doubled: "X" }, "en")).toBe("4 hearts doubled");
  });

  it("[D-7] Portuguese, in the seeds' words (rubber-pt, honeymoon-pt)", () => {
    expect(cardName("SA", "pt")).toBe("ás de espadas");
    expect(cardName("HQ", "pt")).toBe("dama de copas");
    expect(cardName("C2", "pt")).toBe("dois de paus");
    expect(callName("P", "pt")).toBe("passe");
    expect(callName("X", "pt")).toBe("dobre");
    expect(callName("XX", "pt")).toBe("redobre");
    expect(callName("3NT", "pt")).toBe("3 sem trunfo");
    expect(callName("4S", "pt")).toBe("4 espadas");
    expect(suitName("D", "pt")).toBe("ouros");
    expect([seatName("N", "pt"), seatName("E", "pt"), seatName("S", "pt"), seatName("W", "pt")]).toEqual([
      "Norte",
      "Este",
      "Sul",
      "Oeste",
    ]);
    expect(vulnerabilityName(false, "pt")).toBe("não vulnerável");
    expect(phaseName("auction", "pt")).toBe("leilão");
    expect(scoreKindName("honours", "pt")).toBe("honras");
    expect(scoreKindName("slam", "pt")).toBe("prémio de cheleme");
    expect(drawChoiceName("reject", "pt")).toBe("rejeitar");
    expect(errorSentence("MUST_FOLLOW_SUIT", "pt")).toBe("É obrigatório assistir ao naipe de saída");
  });

  it("[D-7] French, in the seed's words (honeymoon-fr)", () => {
    expect(cardName("SA", "fr")).toBe("as de pique");
    expect(cardName("HK", "fr")).toBe("roi de cœur");
    expect(callName("P", "fr")).toBe("passe");
    expect(callName("X", "fr")).toBe("contre");
    expect(callName("XX", "fr")).toBe("surcontre");
    expect(callName("3NT", "fr")).toBe("3 sans atout");
    expect(callName("1D", "fr")).toBe("1 carreau");
    expect(callName("5D", "fr")).toBe("5 carreaux");
    expect(seatName("W", "fr")).toBe("Ouest");
    expect(vulnerabilityName(true, "fr")).toBe("vulnérable");
    expect(scoreKindName("overtricks", "fr")).toBe("surlevées");
    expect(scoreKindName("undertricks", "fr")).toBe("chutes");
    expect(scoreKindName("rubber", "fr")).toBe("prime de robre");
    expect(contractName({ level: 4, strain: "S", doubled: "XX" }, "fr")).toBe("4 piques surcontré");
    expect(errorSentence("MUST_FOLLOW_SUIT", "fr")).toBe("Il faut fournir dans la couleur d’entame");
  });

  it("[D-7] Russian, in the seed's words (honeymoon-ru), bids agreeing in number", () => {
    expect(cardName("SA", "ru")).toBe("туз пик");
    expect(cardName("HQ", "ru")).toBe("дама червей");
    expect(cardName("DT", "ru")).toBe("десятка бубен");
    expect(callName("P", "ru")).toBe("пас");
    expect(callName("X", "ru")).toBe("контра");
    expect(callName("XX", "ru")).toBe("реконтра");
    expect(callName("3NT", "ru")).toBe("3 без козыря");
    expect(callName("1S", "ru")).toBe("1 пика");
    expect(callName("4S", "ru")).toBe("4 пики");
    expect(callName("6S", "ru")).toBe("6 пик");
    expect(callName("5H", "ru")).toBe("5 червей");
    expect(seatName("S", "ru")).toBe("Юг");
    expect(vulnerabilityName(true, "ru")).toBe("в зоне");
    expect(vulnerabilityName(false, "ru")).toBe("вне зоны");
    expect(phaseName("auction", "ru")).toBe("торговля");
    expect(scoreKindName("honours", "ru")).toBe("онёры");
    expect(errorSentence("MUST_FOLLOW_SUIT", "ru")).toBe("Нужно отвечать в масть выхода");
  });
});

describe("[D-7] describeError", () => {
  const replayed = duplicate.replay({ seed: 1 }, [
    { type: "call", seat: "S", call: "1C" },
    { type: "call", seat: "W", call: "P" },
    { type: "call", seat: "N", call: "1C" },
  ]);
  if (replayed.ok) throw new Error("expected the replay to fail");
  const insufficient: RuleError = replayed.error;

  it("[D-7] English returns the library's message unchanged", () => {
    expect(insufficient.code).toBe("INSUFFICIENT_BID");
    expect(describeError(insufficient, "en")).toBe(insufficient.message);
  });

  it("[D-7] other locales give the code's sentence and the action index from the error", () => {
    expect(describeError(insufficient, "pt")).toBe("A licitação tem de ser superior à licitação atual (ação 2).");
    expect(describeError(insufficient, "fr")).toBe("Une enchère doit être supérieure à l’enchère en cours (action 2).");
    expect(describeError(insufficient, "ru")).toBe("Заявка должна быть старше текущей заявки (действие 2).");
    for (const l of ["pt", "fr", "ru"] as const)
      expect(describeError(insufficient, l)).not.toContain(insufficient.message);
  });

  it("[D-7] a text position and a zod path are rendered", () => {
    const parsed = parseDeal("N:AKQ2.T98.J7.A65 x");
    if (parsed.ok) throw new Error("expected the deal to be refused");
    expect(parsed.error.column).toBeDefined();
    expect(describeError(parsed.error, "pt")).toMatch(/^Não foi possível ler o texto \(coluna \d+\)\.$/);
    const full: RuleError = { code: "PARSE_ERROR", message: "bad", line: 3, column: 7, path: ["deal", "N", 4] };
    expect(describeError(full, "pt")).toBe("Não foi possível ler o texto (linha 3, coluna 7; no campo deal.N.4).");
    expect(describeError(full, "fr")).toBe("Le texte n’a pas pu être lu (ligne 3, colonne 7; champ deal.N.4).");
    expect(describeError(full, "ru")).toBe("Не удалось прочитать текст (строка 3, столбец 7; поле deal.N.4).");
    const options = duplicate.create({ seed: 1, dealer: "Q" } as never);
    if (options.ok) throw new Error("expected the options to be refused");
    expect(options.error.path).toEqual(["dealer"]);
    expect(describeError(options.error, "fr")).toBe("Les options sont invalides ou incohérentes (champ dealer).");
  });

  it("[D-7] a path that starts with the action index does not repeat it", () => {
    const shape = duplicate.replay({ seed: 1 }, [{ type: "call", seat: "S", call: "1C" }, { nope: true }]);
    if (shape.ok) throw new Error("expected the replay to fail");
    expect(shape.error.index).toBe(1);
    expect(shape.error.path).toEqual([1, "type"]);
    expect(describeError(shape.error, "pt")).toBe(
      "A ação é inválida: forma errada, lugar ou carta desconhecidos (ação 1; no campo type).",
    );
    expect(describeError({ code: "GAME_OVER", message: "over", index: 4, path: [4] }, "pt")).toBe(
      "O jogo terminou (ação 4).",
    );
  });

  it("[D-7] an error is not mutated", () => {
    const e = Object.freeze({
      code: "MUST_FOLLOW_SUIT",
      message: "m",
      index: 5,
      path: Object.freeze([5, "card"]),
    }) as RuleError;
    expect(describeError(e, "pt")).toBe("É obrigatório assistir ao naipe de saída (ação 5; no campo card).");
  });
});

describe("[D-7] unknown locales fall back to English", () => {
  it("[D-7] names come out in English", () => {
    expect(cardName("SA", UNKNOWN)).toBe("ace of spades");
    expect(callName("3NT", UNKNOWN)).toBe("3 no-trump");
    expect(seatName("E", UNKNOWN)).toBe("East");
    expect(sideName("EW", UNKNOWN)).toBe("East–West");
    expect(strainName("NT", UNKNOWN)).toBe("no-trump");
    expect(suitName("C", UNKNOWN)).toBe("clubs");
    expect(vulnerabilityName("none", UNKNOWN)).toBe("neither side vulnerable");
    expect(phaseName("play", UNKNOWN)).toBe("play");
    expect(drawChoiceName("keep", UNKNOWN)).toBe("keep");
    expect(scoreKindName("slam", UNKNOWN)).toBe("slam bonus");
    expect(contractName({ level: 3, strain: "NT", doubled: "" }, UNKNOWN)).toBe("3 no-trump");
    expect(errorSentence("GAME_OVER", UNKNOWN)).toBe("The game is over");
    for (const l of ["toString", "__proto__", "constructor"]) expect(cardName("SA", l as Locale)).toBe("ace of spades");
  });

  it("[D-7] describeError gives the English message", () => {
    const e: RuleError = { code: "MUST_FOLLOW_SUIT", message: "S must follow suit: hearts were led", index: 3 };
    expect(describeError(e, UNKNOWN)).toBe(e.message);
  });

  it("[D-7] values that escaped the types come back unchanged, and an unknown code gives the message", () => {
    expect(cardName("ZZ" as never, "fr")).toBe("ZZ");
    expect(callName("8NT" as never, "ru")).toBe("8NT");
    expect(seatName("toString" as never, "pt")).toBe("toString");
    expect(errorSentence("NEW_CODE" as never, "fr")).toBeUndefined();
    expect(describeError({ code: "NEW_CODE" as never, message: "a newer error" }, "ru")).toBe("a newer error");
  });
});
