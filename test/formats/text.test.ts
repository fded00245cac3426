import { describe, expect, it } from "vitest";
import { CARDS, formatAuction, formatCallText, formatCardText, formatDiagram } from "contract-bridge";

describe("text renderings", () => {
  it("an auction table starts each call in its seat's column, West first, the dealer's call first", () => {
    const calls = [
      { seat: "S", call: "1NT" },
      { seat: "W", call: "P" },
      { seat: "N", call: "3NT" },
      { seat: "E", call: "P" },
      { seat: "S", call: "P" },
      { seat: "W", call: "P" },
    ] as const;
    expect(formatAuction(calls, "S")).toBe(
      ["West   North  East   South", "                     1NT", "Pass   3NT    Pass   Pass", "Pass"].join("\n"),
    );
    expect(formatAuction([{ seat: "N", call: "1S" }], "N", { symbols: false })).toBe(
      ["West   North  East   South", "       1S"].join("\n"),
    );
    expect(formatAuction([], "W")).toBe("West   North  East   South");
  });

  it("cards and calls for people: suit symbols or letters, 10 for the ten", () => {
    expect(formatCardText("HT")).toBe("♥10");
    expect(formatCardText("SA", { symbols: false })).toBe("SA");
    expect(formatCallText("4S")).toBe("4♠");
    expect(formatCallText("3NT")).toBe("3NT");
    expect(formatCallText("XX")).toBe("Rdbl");
    expect(formatCallText("2D", { symbols: false })).toBe("2D");
  });

  it("a diagram prints each suit of each hand, spades first, and ? for a hidden hand", () => {
    const deal = {
      N: CARDS.slice(0, 13),
      E: CARDS.slice(13, 26),
      S: CARDS.slice(26, 39),
      W: CARDS.slice(39, 52),
    };
    const lines = formatDiagram(deal, { hidden: ["E"] }).split("\n");
    expect(lines.slice(0, 4)).toEqual([
      `${" ".repeat(19)}♠ —`,
      `${" ".repeat(19)}♥ —`,
      `${" ".repeat(19)}♦ —`,
      `${" ".repeat(19)}♣ AKQJ1098765432`,
    ]);
    expect(lines[4]).toBe("♠ AKQJ1098765432     N      ♠ ?");
  });
});
