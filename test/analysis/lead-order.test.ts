// The lead and third-hand ordering of the double-dummy search (src/analysis/order.ts) on
// hand-built positions: the order only decides how fast the search is, never its values, so these
// check that each of DDS's weights puts the card it favours first.
import { describe, expect, it } from "vitest";
import { AT, MAX_PLIES, MEM } from "../../src/analysis/memory.js";
import { MoveOrder } from "../../src/analysis/order.js";

const SUITS = "CDHS";
const RANKS = "23456789TJQKA";
const HANDS = "NESW";

/**
 * Holdings (`hand * 4 + suit`) and the cards left in each suit, from hands like `{ W: "S2 H2" }`,
 * written into the search's working memory (where `MoveOrder` reads them), killers cleared.
 */
function position(hands: Record<string, string>): { holdings: Int32Array; rem: Int32Array } {
  MEM.fill(0);
  MEM.fill(-1, AT.KILLER, AT.KILLER + MAX_PLIES);
  const holdings = MEM.subarray(AT.HANDS, AT.HANDS + 16);
  const rem = MEM.subarray(AT.REM, AT.REM + 4);
  for (const [seat, cards] of Object.entries(hands)) {
    const h = HANDS.indexOf(seat);
    for (const card of cards.split(" ")) {
      const s = SUITS.indexOf(card[0] as string);
      const bit = 1 << RANKS.indexOf(card[1] as string);
      holdings[h * 4 + s] = (holdings[h * 4 + s] as number) | bit;
      rem[s] = (rem[s] as number) | bit;
    }
  }
  return { holdings, rem };
}

/** The leads of `leader` in order, best first, as cards like `"S2"`. */
function leads(hands: Record<string, string>, strain: number, leader: string, killer = ""): string[] {
  position(hands);
  const order = new MoveOrder();
  order.trump = strain;
  order.rootLeader = HANDS.indexOf(leader);
  if (killer !== "") MEM[AT.KILLER] = SUITS.indexOf(killer[0] as string) * 16 + RANKS.indexOf(killer[1] as string);
  const n = order.generate(HANDS.indexOf(leader), 0, 0, 0, 0, 0, 0);
  return Array.from(MEM.subarray(AT.MOVES, AT.MOVES + n), (c) => (SUITS[c >> 4] as string) + (RANKS[c & 15] as string));
}

const NT = 4;
const SPADES = 3;

describe("lead ordering by DDS's weights", () => {
  it("[PLAY-2] no-trump: the suit the opponents hold fewest cards in goes first", () => {
    // Spades: one card each opponent; hearts: two each.
    const hands = { W: "S2 H2 C2", N: "S3 H3 H4", E: "SA HA CA", S: "S4 H5 H6" };
    expect(leads(hands, NT, "W")[0]).toBe("S2");
  });

  it("[PLAY-2] no-trump: a lead through the left-hand opponent's ace toward partner's king before one into the right-hand opponent's", () => {
    // Hearts: North (on West's left) holds the ace, partner East the king. Spades: South (on
    // West's right, playing last) holds the ace and queen over partner's king.
    const hands = { W: "S2 S3 H2 H3", N: "S4 S5 HA H4", E: "SK C2 HK H5", S: "SA SQ H6 C3" };
    expect(leads(hands, NT, "W")[0]?.[0]).toBe("H");
  });

  it("[PLAY-2] no-trump: the top of a sequence that is the suit's second card goes before a low card", () => {
    // West's KQ of spades drive out North's ace; West's low heart has nothing behind it.
    const hands = { W: "SK SQ H2", N: "SA S2 H3", E: "S3 H4 C2", S: "S4 H5 C3" };
    expect(leads(hands, NT, "W")[0]).toBe("SK");
  });

  it("[PLAY-2] no-trump: the lead that last settled a node at the same ply (the killer) goes first", () => {
    const hands = { W: "S2 H2 C2", N: "S3 H3 H4", E: "SA HA CA", S: "S4 H5 H6" };
    expect(leads(hands, NT, "W")[0]).toBe("S2");
    expect(leads(hands, NT, "W", "H2")[0]).toBe("H2");
  });

  it("[PLAY-2] spades: a side suit partner can ruff goes before the suit of partner's ace where both opponents are void", () => {
    // East, void in the minors, holds trumps; hearts, East's ace, are void with both opponents.
    const hands = { W: "H2 D2 C2", N: "D3 D4 C3", E: "S2 S3 HA", S: "D5 C4 C5" };
    expect(leads(hands, SPADES, "W")[0]?.[0]).not.toBe("H");
    expect(leads(hands, SPADES, "W")[0]).toBe("D2");
  });

  it("[PLAY-2] spades: a side suit an opponent can ruff goes last", () => {
    // North, void in diamonds, holds a trump; hearts and clubs are held by both opponents.
    const hands = { W: "H2 D2 C2", N: "H3 SA C3", E: "H4 D3 C4", S: "H5 D4 C5" };
    expect(leads(hands, SPADES, "W")[2]).toBe("D2");
  });
});

/** The cards of the third hand `hand` in order, best first, with `played` (the lead, then the second hand's card) in the trick. */
function thirdHand(hands: Record<string, string>, strain: number, hand: string, played: [string, string]): string[] {
  const { rem } = position(hands);
  for (const card of played) {
    const s = SUITS.indexOf(card[0] as string);
    rem[s] = (rem[s] as number) | (1 << RANKS.indexOf(card[1] as string));
  }
  const order = new MoveOrder();
  order.trump = strain;
  const h = HANDS.indexOf(hand);
  const [lead, second] = played;
  const ls = SUITS.indexOf(lead[0] as string);
  const lr = RANKS.indexOf(lead[1] as string);
  const ss = SUITS.indexOf(second[0] as string);
  const sr = RANKS.indexOf(second[1] as string);
  const secondWins = ss === ls ? sr > lr : ss === strain;
  const n = secondWins
    ? order.generate(h, 2, 0, ls, (h + 3) & 3, ss, sr)
    : order.generate(h, 2, 0, ls, (h + 2) & 3, ls, lr);
  return Array.from(MEM.subarray(AT.MOVES, AT.MOVES + n), (c) => (SUITS[c >> 4] as string) + (RANKS[c & 15] as string));
}

describe("third hand's ordering by DDS's weights", () => {
  it("[PLAY-2] a card that wins the trick goes first, then the rest from the lowest up", () => {
    // West led the two, North played the three; South, last, holds the king.
    const hands = { E: "SA SJ S4", S: "SK S8 S5" };
    expect(thirdHand(hands, NT, "E", ["S2", "S3"])).toEqual(["SA", "S4", "SJ"]);
  });

  it("[PLAY-2] when the fourth hand holds the top cards, the cheapest card above its next one goes first", () => {
    // South's ace-king are one run; the nine (West holds the ten and jack) drives them out over
    // the eight.
    const hands = { E: "SQ S9 S4", S: "SA SK S8 S5", W: "ST SJ" };
    expect(thirdHand(hands, NT, "E", ["S2", "S3"])[0]).toBe("S9");
  });

  it("[PLAY-2] under partner's card that the fourth hand cannot beat, low", () => {
    // West still holds a spade: no overtake to run the suit.
    const hands = { E: "SA S9 S4", S: "S8 S5", W: "S6" };
    expect(thirdHand(hands, NT, "E", ["SK", "S3"])[0]).toBe("S4");
  });

  it("[PLAY-2] no-trump: partner's last card overtaken when the third hand's top run then outlasts the opponents", () => {
    const hands = { E: "SA S9 S4", S: "S8 S5" };
    expect(thirdHand(hands, NT, "E", ["SK", "S3"])[0]).toBe("SA");
  });
});
