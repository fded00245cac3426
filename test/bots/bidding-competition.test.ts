// The four-seat bots' bidding system (R-8) in competition: overcalls, doubles, sacrifices, competing for the part score.
import { describe, expect, it } from "vitest";
import { readAuction } from "../../src/bots/bidding.js";
import { callId } from "../../src/model/call.js";
import { nextCall, shownBy } from "./bidding-helpers.js";

describe("bidding: penalty doubles", () => {
  it("[R-8] [AUC-2] a slam bid after Blackwood is doubled with two aces, not with one ace or a trump holding behind", () => {
    const auction = ["P", "1D", "P", "1H", "P", "2H", "P", "4NT", "P", "5H", "P", "6H"];
    expect(nextCall("QT9.KJ6.JT93.743", auction)).toBe("P");
    expect(nextCall("AT9.KJ6.JT93.743", auction)).toBe("P");
    expect(nextCall("AT9.KJ6.AT93.743", auction)).toBe("X");
  });

  it("[R-8] [AUC-2] a part score in the opponents' fit is not doubled on a trump trick and values: compete instead", () => {
    // East opened 1♦, South overcalled 1♥, West bid 1♠ and North raised to 2♥; two passes.
    expect(nextCall("AKT652.KT2..9632", ["P", "1D", "1H", "1S", "2H", "P", "P"])).toMatch(/^[234]S$/);
  });
});

describe("bidding: sacrifices", () => {
  // North passed, East opened 1♠, South overcalled 2♥ (five hearts), West jumped to 4♠.
  const auction = ["P", "1S", "2H", "4S"];

  it("[R-8] [AUC-2] ten trumps together and nothing in defence: sacrifice over their game, except vulnerable against not", () => {
    expect(nextCall("82.T8643.9872.Q3", auction)).toBe("5H");
    expect(nextCall("82.T8643.9872.Q3", auction, "NS")).toBe("P");
  });

  it("[R-8] [AUC-2] over their save against our game, the slam's count bids on (4NT, answered) rather than double", () => {
    // North opened 1♥, East overcalled 1♠, South raised to 4♥ and West saved in 4♠.
    const over = ["1H", "1S", "4H", "4S"];
    expect(nextCall("953.AK752.AK.KJT", over)).toBe("4NT");
    expect(nextCall("953.AK752.A2.KJT", over)).toBe("X");
    // The 4NT asks for key cards: partner answers, doubled or not.
    expect(nextCall(".QJT943.JT7.A876", [...over, "4NT", "P"])).toBe("5D");
    expect(nextCall(".QJT943.JT7.A876", [...over, "4NT", "X"])).toBe("5D");
  });

  it("[R-8] nine trumps together are not enough to sacrifice", () => {
    expect(nextCall("82.T864.98732.Q3", auction)).toBe("P");
  });

  it("[R-8] [AUC-2] at favourable vulnerability nine trumps save at the level of their game (4♠ over 4♥), read as nine", () => {
    // North passed, East opened 1♥, South overcalled 1♠ (five spades), West jumped to 4♥.
    const over = ["P", "1H", "1S", "4H"];
    expect(nextCall("9842.82.98732.Q3", over, "EW")).toBe("4S");
    expect(nextCall("9842.82.98732.Q3", over)).toBe("P");
    expect(nextCall("9842.82.98732.Q3", over, "both")).toBe("P");
    expect(nextCall("984.82.98732.Q32", over, "EW")).toBe("P");
    const read = (vul: boolean[]) =>
      readAuction(
        [...over, "4S"].map((call, k) => ({ seat: k % 4, id: callId(call) as number })),
        vul,
      ).shown[0]?.minLen[3];
    expect(read([false, true])).toBe(4);
    expect(read([false, false])).toBe(5);
  });

  it("[R-8] no save over their answer to key-card Blackwood: the slam is still to come", () => {
    // South overcalled 1♥ and North raised; East answered West's 4NT with 5♦ (one or four key
    // cards). Six hearts opposite the raise are nine trumps at favourable vulnerability.
    expect(nextCall("82.KT8643.9872.3", ["P", "1D", "1H", "1S", "2H", "4S", "P", "4NT", "P", "5D"], "EW")).toBe("P");
  });
});

describe("bidding: no-trump game in competition", () => {
  it("[R-8] after partner's 1NT overcall, 8 points bid 3NT (no-trump game on 24 once the opponents have bid); 5 do not", () => {
    const auction = ["P", "P", "1H", "1NT", "P"];
    expect(nextCall("QT74.76.953.AQ92", auction)).toBe("3NT");
    expect(nextCall("QT74.76.953.QJ92", auction)).not.toBe("3NT");
  });
});

describe("bidding: overcalls", () => {
  it("[R-8] a strong hand overcalls its five-card suit: 18 points bid 2♥ over 1♠ rather than pass, 19 jump a level (3♥ over 1♠, 2♥ over 1♣)", () => {
    expect(nextCall("A742.AKJ97.4.AQ7", ["1S"])).toBe("2H");
    expect(nextCall("A742.AKJ97.4.AK7", ["1S"])).toBe("3H");
    expect(nextCall("A742.AKJ97.4.AK7", ["1C"])).toBe("2H");
  });

  it("[R-8] 19 to 25 points with their suit stopped and no singleton overcall 3NT: over 1♠ too strong for 2NT, over a preempt", () => {
    expect(nextCall("KT.AQJ5.AT6.AKJ4", ["1S"])).toBe("3NT");
    expect(nextCall("AJ52.AK2.AKQ6.54", ["3H"])).toBe("3NT");
    expect(nextCall("AJ52.AK2.AKQ6.54", ["3H", "P", "P"])).toBe("3NT");
    expect(nextCall("AJ52.AK2.AKQ64.4", ["3H"])).not.toBe("3NT");
    expect(nextCall("AJ52.432.AKQ6.AK", ["3H"])).not.toBe("3NT");
  });

  it("[R-8] in the pass-out seat over their two-level fit a five-card suit competes at the three level; not in the direct seat", () => {
    expect(nextCall(".QJT52.AJT9.Q972", ["1S", "P", "2S", "P", "P"])).toBe("3H");
    expect(nextCall(".QJT52.AJT9.Q972", ["1S", "P", "2S"])).toBe("P");
  });

  it("[R-8] two five-card suits overcall without a good suit or extra points; five-four does not (it doubles for takeout)", () => {
    expect(nextCall("AJ972.J62.AQ873.", ["1C"])).toBe("1S");
    expect(nextCall("J62.AJ972.AQ87.3", ["1C"])).toBe("X");
  });
});

describe("bidding: the Michaels cue bid", () => {
  it("[R-8] a direct cue bid of their one-level suit shows five-five: both majors over a minor, the other major and a minor over a major; 8 points or more", () => {
    expect(nextCall("KQ976.AJ972.4.43", ["1C"])).toBe("2C");
    expect(nextCall("KQ976.AJ972.43.4", ["1D"])).toBe("2D");
    expect(nextCall("KQ976.A5.4.QJ972", ["1H"])).toBe("2H");
    expect(nextCall("A5.KQ976.QJ972.4", ["1S"])).toBe("2S");
    // Too weak; five-five in the minors over a major is not Michaels (and 2NT stays natural).
    expect(nextCall("QT976.QJ972.4.43", ["1C"])).not.toBe("2C");
    expect(nextCall("K6.5.QJ976.KJ972", ["1H"])).not.toBe("2H");
    expect(nextCall("K6.5.QJ976.KJ972", ["1H"])).not.toBe("2NT");
    // Not in the pass-out seat.
    expect(nextCall("KQ976.AJ972.4.43", ["1C", "P", "P"])).not.toBe("2C");
  });

  it("[R-8] partner reads both suits: the preferred major (the longer) at the cheapest level, a jump on 8–10 with three cards, game from 11", () => {
    expect(nextCall("Q54.K83.8762.J94", ["1C", "2C", "P"])).toBe("2S");
    expect(nextCall("Q5.8632.8762.J94", ["1C", "2C", "P"])).toBe("2H");
    expect(nextCall("Q54.K83.A762.J94", ["1C", "2C", "P"])).toBe("3S");
    expect(nextCall("Q54.K83.A762.KQ4", ["1C", "2C", "P"])).toBe("4S");
  });

  it("[R-8] over a cue bid of a major, partner without three cards of the other major asks with 2NT; the overcaller names its minor", () => {
    expect(nextCall("Q5.K83.A762.K943", ["1H", "2H", "P"])).toBe("2NT");
    expect(nextCall("Q53.K8.8762.J943", ["1H", "2H", "P"])).toBe("2S");
    expect(nextCall("KQ976.A5.4.QJ972", ["1H", "2H", "P", "2NT", "P"])).toBe("3C");
    expect(nextCall("KQ976.A5.QJ972.4", ["1H", "2H", "P", "2NT", "P"])).toBe("3D");
  });

  it("[R-8] over their raise, partner still answers: game on 11 or more, three of the major with four cards or three and 7 points; else the placement policy, which passes", () => {
    // North opened 1♥, East's 2♥ showed spades and a minor, South raised to 3♥.
    expect(nextCall("T87.3.Q52.AKT964", ["1H", "2H", "3H"])).toBe("4S");
    expect(nextCall("QT4.T73.KT3.A954", ["1H", "2H", "3H"])).toBe("3S");
    expect(nextCall("T874.T73.K93.854", ["1H", "2H", "3H"])).toBe("3S");
    expect(nextCall("T87.T73.K93.8542", ["1H", "2H", "3H"])).toBe("P");
    // Read as three cards or more of the major and at most 10 points: no game values.
    const three = shownBy(["1H", "2H", "3H", "3S"], 3);
    expect([three?.minLen[3], three?.maxHcp]).toEqual([3, 10]);
  });

  it("[R-8] the cue bid is read as it is bid: five cards or more in each suit it names, 8 points or more, forcing", () => {
    const majors = shownBy(["1C", "2C"], 1);
    expect([majors?.minLen[3], majors?.minLen[2], majors?.minHcp, majors?.forcing]).toEqual([5, 5, 8, true]);
    const spadesAndMinor = shownBy(["1H", "2H"], 1);
    expect([spadesAndMinor?.minLen[3], spadesAndMinor?.minHcp]).toEqual([5, 8]);
    expect(spadesAndMinor?.minLen[2]).toBeLessThan(5);
  });
});

describe("bidding: competing over their part score", () => {
  it("[R-8] no-trump competes at the one level only: over their 2♠ fit, the overcaller's partner with a spade stop passes rather than bid 2NT", () => {
    // East opened 1♠, South overcalled 2♦, East rebid 2♠ after two passes; North has 5 points.
    expect(nextCall("K98.Q9864.42.832", ["P", "1S", "2D", "P", "P", "2S", "P", "P"])).toBe("P");
  });

  it("[R-8] over their overcall of partner's 1NT a five-card major counts on three cards with partner: game values bid 4♥, fewer compete at the two level; a minor does not", () => {
    expect(nextCall("4.A7653.KQ873.T8", ["P", "1NT", "2S"])).toBe("4H");
    expect(nextCall("42.A7653.K873.T8", ["P", "1NT", "2D"])).toBe("2H");
    expect(nextCall("4.A7.KQ873.T8653", ["P", "1NT", "2S"])).toBe("P");
  });
});

describe("bidding: the takeout double", () => {
  it("[R-8] over their one-level suit, 12 points or more, at most two cards there and three or more in each other suit double for takeout; a five-card suit overcalls first", () => {
    expect(nextCall("KJ84.3.AQ73.K952", ["1H"])).toBe("X");
    expect(nextCall("KJ842.3.AQ7.K952", ["1H"])).toBe("1S");
    expect(nextCall("KJ84.32.AQ7.K952", ["1H"])).toBe("X");
    expect(nextCall("KJ84.Q32.AQ7.952", ["1H"])).not.toBe("X");
    // In the pass-out seat, three points fewer.
    expect(nextCall("KJ84.3.Q973.K952", ["1H", "P", "P"])).toBe("X");
  });

  it("[R-8] partner's takeout double is answered, not passed: the longest other suit, a jump on 9–11, game in a four-card major on 12 (three more after a double in the pass-out seat)", () => {
    expect(nextCall("Q975.842.T63.J52", ["1H", "X", "P"])).toBe("1S");
    expect(nextCall("975.842.T63.J852", ["1H", "X", "P"])).toBe("2C");
    expect(nextCall("KQ97.842.K63.J52", ["1H", "X", "P"])).toBe("2S");
    expect(nextCall("KQ97.842.A63.K52", ["1H", "X", "P"])).toBe("4S");
    expect(nextCall("KQ97.842.A63.K52", ["1H", "P", "P", "X", "P"])).toBe("2S");
  });

  it("[R-8] over their weak two or three-level preempt the same hands double for takeout, rather than pass; not over the strong 2♣", () => {
    expect(nextCall("AKJ.4.KQT65.AT62", ["2H"])).toBe("X");
    expect(nextCall("A4.KQ84.KJ73.A92", ["3S"])).toBe("X");
    expect(nextCall("A4.KQ84.KJ73.A92", ["P", "3S"])).toBe("X");
    expect(nextCall("KJ84.3.Q973.K952", ["2H", "P", "P"])).toBe("X");
    expect(nextCall("KJ84.3.Q973.KQ52", ["2H"])).not.toBe("X");
    expect(nextCall("KQ84.AQ73.KJ52.3", ["2C"])).not.toBe("X");
    // Partner answers as over a one-level suit.
    expect(nextCall("Q975.842.T63.J52", ["2H", "X", "P"])).toBe("2S");
    expect(nextCall("KQ97.842.A63.K52", ["2H", "X", "P"])).toBe("4S");
  });

  it("[R-8] after partner's answer to the takeout double, the doubler passes on 16 or fewer and raises with four trumps on 17 or more", () => {
    expect(nextCall("KJ84.3.AQ73.K952", ["1H", "X", "P", "1S", "P"])).toBe("P");
    expect(nextCall("AKJ4.3.AQ73.K952", ["1H", "X", "P", "1S", "P"])).toBe("2S");
    expect(nextCall("AKJ4.3.AKQ3.K952", ["1H", "X", "P", "1S", "P"])).toBe("3S");
  });
});

describe("bidding: the negative double", () => {
  it("[R-8] over their overcall of partner's one-level suit, four cards in each unbid major double (8+ at the one level, 10+ at the two); a five-card major is bid", () => {
    expect(nextCall("KJ84.432.Q73.K52", ["1C", "1H"])).toBe("X");
    expect(nextCall("KJ842.43.Q73.K52", ["1C", "1H"])).toBe("1S");
    expect(nextCall("KJ84.432.973.Q52", ["1C", "1H"])).toBe("1S");
    expect(nextCall("KJ84.43.QJ73.K85", ["1H", "2C"])).toBe("X");
    expect(nextCall("KJ84.Q843.73.K85", ["1C", "1D"])).toBe("X");
  });

  it("[R-8] opener answers partner's negative double, not passing it: the major with four cards (a jump on 16–18), else 1NT with their suit stopped", () => {
    expect(nextCall("AQ73.K2.854.KJ93", ["1C", "1H", "X", "P"])).toBe("1S");
    expect(nextCall("AQ73.K2.A54.KJ93", ["1C", "1H", "X", "P"])).toBe("2S");
    expect(nextCall("Q73.AK2.854.KJ93", ["1C", "1H", "X", "P"])).toBe("1NT");
  });
});

describe("bidding: advancing partner's overcall", () => {
  it("[R-8] over partner's simple overcall: a cue-bid of their suit with three trumps and 10+ support points, a raise with three on 6–9 (a jump with four), a new five-card suit on 8–12, else no-trump with their suit stopped (1NT 8–11, 2NT 12–13, 3NT 14+)", () => {
    expect(nextCall("A2.72.K9872.A964", ["1C", "1S", "P"])).toBe("2D");
    expect(nextCall("A2.J72.Q987.A964", ["1C", "1S", "P"])).toBe("1NT");
    expect(nextCall("Q52.K72.K9872.A9", ["1C", "1S", "P"])).toBe("2C");
    expect(nextCall("Q52.872.K9872.94", ["1C", "1S", "P"])).toBe("2S");
    expect(nextCall("Q652.872.K987.94", ["1C", "1S", "P"])).toBe("3S");
    expect(nextCall("AQJ72.2.Q9872.94", ["1C", "1H", "P"])).toBe("1S");
    expect(nextCall("2.AQJ72.Q9872.94", ["1C", "1S", "P"])).not.toBe("2H");
    expect(nextCall("2.AQJ72.K9872.94", ["1C", "1S", "P"])).toBe("2H");
    expect(nextCall("A2.KQ2.K9872.A96", ["1C", "1S", "P"])).toBe("3NT");
    // Over their raise, the raise to two and the cue-bid; in the pass-out seat three points more.
    expect(nextCall("Q52.872.K9872.94", ["1C", "1S", "2C"])).toBe("2S");
    expect(nextCall("A2.J72.9873.A964", ["1C", "1S", "P"])).toBe("1NT");
    expect(nextCall("A2.J72.9873.A964", ["1C", "P", "P", "1S", "P"])).not.toBe("1NT");
    expect(nextCall("A2.J72.Q987.A964", ["1C", "P", "P", "1S", "P"])).toBe("1NT");
  });

  it("[R-8] the advance is read as it is bid: the cue-bid as three trumps and 10+, forcing; 1NT as 8–11 with their suit stopped", () => {
    const cue = shownBy(["1C", "1S", "P", "2C"], 3);
    expect(cue?.minLen[3]).toBe(3);
    expect(cue?.minPts).toBe(10);
    expect(cue?.forcing).toBe(true);
    const nt = shownBy(["1C", "1S", "P", "1NT"], 3);
    expect([nt?.minHcp, nt?.maxHcp, nt?.nt]).toEqual([8, 11, true]);
  });
});

describe("bidding: raises in competition by the law of total tricks", () => {
  it("[R-8] 1♥ – (1♠): four hearts and 6–10 support points jump to 3♥ (preemptive); three hearts and 11–12 cue-bid 2♠ (the limit raise); 6–10 with three raise to 2♥", () => {
    expect(nextCall("8.KT73.Q9743.J82", ["1H", "1S"])).toBe("3H");
    expect(nextCall("743.KQ7.A984.Q62", ["1H", "1S"])).toBe("2S");
    expect(nextCall("743.K97.Q984.Q62", ["1H", "1S"])).toBe("2H");
    // Over a two-level overcall the cue bid is at the three level, still below three of the major.
    expect(nextCall("743.KQ7.A984.Q62", ["1H", "2C"])).toBe("3C");
    expect(nextCall("8.KT73.Q9743.J82", ["1H", "2C"])).toBe("3H");
    // With the opponents silent 3♥ stays the limit raise.
    expect(nextCall("743.KQ7.A984.Q62", ["1H", "P"])).toBe("3H");
  });

  it("[R-8] the raises are read as bid: 3♥ as four hearts and at most 10, the cue bid as three hearts and 11 support points, forcing, not spades", () => {
    const jump = shownBy(["1H", "1S", "3H"], 2);
    expect([jump?.minLen[2], jump?.maxHcp]).toEqual([4, 10]);
    const cue = shownBy(["1H", "1S", "2S"], 2);
    expect([cue?.minLen[2], cue?.minPts, cue?.forcing, cue?.minLen[3]]).toEqual([3, 11, true, 0]);
    const limit = shownBy(["1H", "P", "3H"], 2);
    expect([limit?.minLen[2], limit?.minPts]).toEqual([3, 11]);
  });

  it("[R-8] opener over the cue bid bids game on 13 length points, else three of the major (a pass once they bid past it); over the preemptive raise game from 16", () => {
    expect(nextCall("A5.AJ862.K73.Q84", ["1H", "1S", "2S", "P"])).toBe("4H");
    expect(nextCall("95.AJ862.K73.Q84", ["1H", "1S", "2S", "P"])).toBe("3H");
    expect(nextCall("95.AJ862.K73.Q84", ["1H", "1S", "2S", "3S"])).toBe("P");
    expect(nextCall("A5.AJ862.K73.KQ4", ["1H", "1S", "3H", "P"])).toBe("4H");
    expect(nextCall("A5.AJ862.K73.Q84", ["1H", "1S", "3H", "P"])).toBe("P");
  });

  it("[R-8] over their raise to the three level, partner's overcall is raised to three with four trumps on 6–9 support points", () => {
    expect(nextCall("Q652.872.K987.94", ["1C", "1S", "3C"])).toBe("3S");
    expect(nextCall("Q65.8732.K987.94", ["1C", "1S", "3C"])).toBe("P");
    const raise = shownBy(["1C", "1S", "3C", "3S"], 3);
    expect(raise?.minLen[3]).toBe(4);
  });
});

describe("bidding: opener's double of their raise", () => {
  it("[R-8] 1♦ – (1♠) – pass – (2♠): opener doubles on 16+ with two spades or fewer and three cards in each unbid suit, where it would pass; partner bids its longest suit or passes with a spade stack", () => {
    expect(nextCall("K2.AQ73.AKJ5.Q84", ["1D", "1S", "P", "2S"])).toBe("X");
    expect(nextCall("K2.Q873.AKJ5.Q84", ["1D", "1S", "P", "2S"])).toBe("P");
    expect(nextCall("K72.AQ7.AKJ5.Q84", ["1D", "1S", "P", "2S"])).toBe("P");
    expect(nextCall("83.K852.T72.J963", ["1D", "1S", "P", "2S", "X", "P"])).toBe("3H");
    expect(nextCall("QJ84.852.T72.963", ["1D", "1S", "P", "2S", "X", "P"])).toBe("P");
    const x = shownBy(["1D", "1S", "P", "2S", "X"], 4);
    expect([x?.minHcp, x?.maxLen[3], x?.minLen[2], x?.minLen[0]]).toEqual([16, 2, 3, 3]);
    const answer = shownBy(["1D", "1S", "P", "2S", "X", "P", "3H"], 6);
    expect(answer?.minLen[2]).toBe(3);
    expect(answer?.maxHcp).toBeLessThanOrEqual(10);
  });

  it("[R-8] 1♣ – (1♦) – pass – (3♦): 17 or more and seven clubs bid game, 5♣, where the placement policy would pass; read as 17+ and seven clubs", () => {
    const raise = ["1C", "1D", "P", "3D"];
    expect(nextCall("QT.AQ.K.AKQ96432", raise)).toBe("5C");
    // Six clubs, or 16 points, still pass.
    expect(nextCall("QT3.AQ.K2.AKQ964", raise)).toBe("P");
    expect(nextCall("QT.KJ.J.AKQ96432", raise)).toBe("P");
    const game = shownBy([...raise, "5C"], 4);
    expect([game?.minHcp, game?.minLen[0]]).toEqual([17, 7]);
  });
});
