// The four-seat bots' bidding system (R-8): openings, responses, rebids, slams; a hand and an auction a test.
import { describe, expect, it } from "vitest";
import { nextCall, shownBy } from "./bidding-helpers.js";

describe("bidding: game on shape and fit", () => {
  it("[R-8] partner's jump raise counts its shortness: 9 points with four trumps bid game, 5 do not", () => {
    const auction = ["P", "1D", "P", "1H", "P", "3H", "P"];
    expect(nextCall("AJ87.T973.J9.QJ4", auction)).toBe("4H");
    expect(nextCall("T987.T973.J9.QJ4", auction)).toBe("P");
  });

  it("[R-8] a ninth trump is worth about a trick: the same points bid game with five trumps, not four", () => {
    const auction = ["P", "1D", "P", "1H", "P", "3H", "P"];
    expect(nextCall("A87.T9732.J9.Q54", auction)).toBe("4H");
    expect(nextCall("A876.T973.J9.Q54", auction)).toBe("P");
  });

  it("[R-8] over opener's jump raise (1♦ – 1♠ – 3♠, 16–18) 8 length points bid game, read as 8 or more; 7 with four trumps pass", () => {
    const auction = ["1D", "P", "1S", "P", "3S", "P"];
    expect(nextCall("QT73.J54.9753.AJ", auction)).toBe("4S");
    expect(nextCall("QT73.J54.9753.A2", auction)).toBe("P");
    const game = shownBy([...auction, "4S"], 6);
    expect(game?.minPts).toBe(8);
    expect(game?.minHcp).toBe(6);
  });

  it("[R-8] over opener's jump rebid of its major (1♠ – 1NT – 3♠, six cards, 16–18) 8 points and two trumps bid game; 7 pass", () => {
    const auction = ["1S", "P", "1NT", "P", "3S", "P"];
    expect(nextCall("J3.965.A85.QJ764", auction)).toBe("4S");
    expect(nextCall("J3.965.A85.QT764", auction)).toBe("P");
    expect(shownBy([...auction, "4S"], 6)?.minLen[3]).toBe(2);
  });

  it("[R-8] over partner's 3♥ preempt 13–17 points with two hearts or more raise to game, read as 11 or more; a singleton passes", () => {
    expect(nextCall("AJ.73.K6543.KQ76", ["3H", "P"])).toBe("4H");
    expect(nextCall("J972.A82.A95.KJ7", ["3H", "P"])).toBe("4H");
    expect(nextCall("AJ73.7.K6543.KQ7", ["3H", "P"])).toBe("P");
    expect(nextCall("K97.Q3.K6543.Q76", ["3H", "P"])).toBe("P");
    const raise = shownBy(["3H", "P", "4H"], 2);
    expect(raise?.minHcp).toBe(11);
    expect(raise?.minLen[2]).toBe(2);
  });
});

describe("bidding: game values without a fit", () => {
  it("[R-8] 1♣ – 1♦ – (1♥) – 1♠: game values, three spades and hearts unstopped raise to 4♠; with hearts stopped 3NT", () => {
    const auction = ["1C", "P", "1D", "1H", "1S", "P"];
    expect(nextCall("AQ5.984.KJT42.K2", auction)).toBe("4S");
    expect(nextCall("AQ5.K84.KJT42.32", auction)).toBe("3NT");
    expect(nextCall("A95.984.KJT42.32", auction)).toBe("P");
    // Read as a game bid: the fewest points reaching game with the bidder's estimate of partner.
    expect(shownBy([...auction, "4S"], 6)?.minHcp).toBe(10);
  });
});

describe("bidding: slam", () => {
  it("[R-8] 1♥ – 1♠ – 4♥ shows six hearts and 19 length points (a hand rich in controls asks instead); responder's six spades and 14 look for slam", () => {
    const auction = ["1H", "P", "1S", "P"];
    expect(nextCall("T7.AQJT82.AQ4.AJ", auction)).toBe("4H");
    expect(nextCall("Q6.AK9762.AJ5.A6", auction)).toBe("4NT");
    const jump = shownBy([...auction, "4H"], 4);
    expect(jump?.minPts).toBe(19);
    expect(jump?.minLen[2]).toBe(6);
    expect(nextCall("AQ9863.3.K6.KQ73", [...auction, "4H", "P"])).toBe("4NT");
    expect(nextCall("AJ9753.84.KT72.3", [...auction, "4H", "P"])).toBe("P");
  });

  it("[R-8] partner's jump to game in my four-card suit counted its shortness: my singleton is not counted again", () => {
    const auction = ["1D", "P", "1H", "P", "4H", "P"];
    expect(nextCall("82.QJ52.T.AQ9852", auction)).toBe("P");
    expect(nextCall("82.AKJ2.T.AKQ852", auction)).toBe("4NT");
  });

  it("[R-8] after partner's no-trump rebid, 4NT would not ask for aces: slam values in a fit bid the slam", () => {
    expect(nextCall("K865.AJT86.A.AT7", ["1H", "P", "1S", "P", "1NT", "P"])).toBe("6H");
  });

  it("[R-8] Blackwood with two aces missing stops at five: in partner's answer when it names the trump suit, else in five of it", () => {
    expect(nextCall("8.QJ82.KQT3.Q965", ["1C", "P", "1H", "P", "4H", "P", "4NT", "P", "5H", "P"])).toBe("P");
    expect(nextCall("K.AT5.AQT62.KQ42", ["1H", "P", "2D", "P", "2H", "P", "4NT", "P", "5C", "P"])).toBe("5H");
  });
});

describe("bidding: openings and rebids", () => {
  it("[R-8] eleven points open in first seat; ten need a hand of the rule of 22", () => {
    expect(nextCall("KJ4.A52.Q43.J652", [])).toBe("1C");
    expect(nextCall("AQ982.KJ873.4.32", [])).toBe("P");
  });

  it("[R-8] 1♦ – 1♠ – 1NT: five spades and game values jump to 3♠, and opener raises with three spades", () => {
    // North opens 1♦, South answers 1♠, North rebids 1NT (12–14 balanced).
    expect(nextCall("AQJ84.K7.A953.Q2", ["1D", "P", "1S", "P", "1NT", "P"])).toBe("3S");
    expect(nextCall("AQJ84.K7.9853.32", ["1D", "P", "1S", "P", "1NT", "P"])).not.toBe("3S");
    const opener = ["P", "1D", "P", "1S", "P", "1NT", "P", "3S", "P"];
    expect(nextCall("K63.A85.K742.J93", opener)).toBe("4S");
    expect(nextCall("K6.A853.K742.J93", opener)).toBe("3NT");
  });

  it("[R-8] 1♠ – 1NT: six spades and 19 length points bid 4♠ rather than pass; 16–18 jump to 3♠", () => {
    const auction = ["1S", "P", "1NT", "P"];
    expect(nextCall("KQ8432.K8.Q3.AK6", auction)).toBe("4S");
    expect(nextCall("KQ8432.K8.Q3.A76", auction)).toBe("3S");
  });
});

describe("bidding: after 2♣", () => {
  it("[R-8] 2♣ – 2♦ is the waiting bid: five good diamonds and 8 points are a positive 3♦, a weak hand bids 2♦", () => {
    expect(nextCall("74.72.AKJ76.J943", ["P", "P", "2C", "P"])).toBe("3D");
    expect(nextCall("T74.72.J7.JT9642", ["P", "P", "2C", "P"])).toBe("2D");
  });

  it("[R-8] 2♣ – 2♦ – 2NT – 3NT: the waiting 2♦ showed no diamonds, so 23 balanced points pass", () => {
    expect(nextCall("AK.AK6.AT3.KQJT7", ["P", "P", "2C", "P", "2D", "P", "2NT", "P", "3NT", "P"])).toBe("P");
  });
});

describe("bidding: after a limit raise", () => {
  const auction = ["1H", "P", "3H", "P"];

  it("[R-8] opener bids game on 13 length points and passes on 12", () => {
    expect(nextCall("K2.AJ765.K54.J32", auction)).toBe("4H");
    expect(nextCall("K2.AJ765.Q54.J32", auction)).toBe("P");
  });

  it("[R-8] 21 length points opposite a limit raise look for slam with 4NT instead of stopping in game", () => {
    expect(nextCall("AK.AKJ65.KQ4.432", auction)).toBe("4NT");
  });
});

describe("bidding: after Stayman", () => {
  it("[R-8] 1NT – 2♣ – 2♥: 3NT denies four hearts; with the fit, 16 support points bid 4♥ and more go past game", () => {
    const auction = ["1NT", "P", "2C", "P", "2H", "P"];
    expect(nextCall("KQ8.QJ72.KJ654.J", auction)).toBe("4H");
    // 4NT here is natural (the answer to Stayman named no trump suit): slam values in the fit bid it.
    expect(nextCall("64.KJT86.KQ5.AQ9", auction)).toBe("6H");
    expect(nextCall("Q32.JT8.AK4.T942", auction)).toBe("3NT");
  });
});

describe("bidding: key-card Blackwood", () => {
  it("[R-8] the answer counts the trump king: one ace and the king of spades answer 5♥, 5♠ with the queen too", () => {
    const auction = ["1S", "P", "3S", "P", "4NT", "P"];
    expect(nextCall("KJ765.K32.A54.32", auction)).toBe("5H");
    expect(nextCall("KQ765.K32.A54.32", auction)).toBe("5S");
  });

  it("[R-8] with hearts trumps two key cards answer 5♥ with or without the queen: over 5♠ an asker missing two could not stop at five", () => {
    const auction = ["1H", "P", "3H", "P", "4NT", "P"];
    expect(nextCall("K32.KJ765.A54.32", auction)).toBe("5H");
    expect(nextCall("K32.KQ765.A54.32", auction)).toBe("5H");
    expect(shownBy([...auction, "5H"], 6)?.aces).toBe(2);
    // The asker with one key card passes 5♥.
    expect(nextCall("KQJ.AT432.KQ3.KQ", [...auction, "5H", "P"])).toBe("P");
  });

  it("[R-8] a doubled 4NT is answered the same: one ace and the king of spades answer 5♥ over the double too, read as two key cards", () => {
    const auction = ["1S", "P", "3S", "P", "4NT", "X"];
    expect(nextCall("KJ765.K32.A54.32", auction)).toBe("5H");
    expect(nextCall("KJ765.K32.Q54.32", auction)).toBe("5D");
    expect(shownBy([...auction, "5H"], 6)?.aces).toBe(2);
  });

  it("[R-8] the asker missing an ace and the trump king signs off at five; holding the king it bids six", () => {
    const auction = ["1S", "P", "3S", "P", "4NT", "P", "5D", "P"];
    expect(nextCall("AQJ65.A4.KQ3.KQ2", auction)).toBe("5S");
    expect(nextCall("AKJ65.A4.KQ3.KQ2", auction)).toBe("6S");
  });
});

describe("bidding: slam after Stayman", () => {
  it("[R-8] 1NT – 2♣ – 2♦ without the fit: 16 points invite with 4NT, 17 bid 6NT; opener accepts 4NT on 16, not 15", () => {
    const auction = ["1NT", "P", "2C", "P", "2D", "P"];
    expect(nextCall("KQ2.AJ72.KJ5.Q82", auction)).toBe("4NT");
    expect(nextCall("KQ2.AJ72.KQ5.Q82", auction)).toBe("6NT");
    const invited = ["1NT", "P", "2C", "P", "2H", "P", "4NT", "P"];
    expect(nextCall("AJ4.KQ63.A82.Q73", invited)).toBe("6NT");
    expect(nextCall("AJ4.KQ63.A82.J73", invited)).toBe("P");
  });
});

describe("bidding: my own long major", () => {
  it("[R-8] 1♦ – 1♠ – 2♦: six spades and a doubleton diamond play in spades, 4♠ on 13 points (not 3NT), 2♠ on 10 (not pass)", () => {
    const auction = ["1D", "P", "1S", "P", "2D", "P"];
    expect(nextCall("KQJ965.A4.32.K32", auction)).toBe("4S");
    expect(nextCall("KQJ965.A4.32.432", auction)).toBe("2S");
  });
});

describe("bidding: after a weak two", () => {
  it("[R-8] 1NT – 2♣ – 2♥ – 2NT: 16 accepts and 15 passes, as over 1NT – 2NT; four spades play in spades, also over 3NT", () => {
    const auction = ["1NT", "P", "2C", "P", "2H", "P"];
    expect(nextCall("KQ2.AQ64.K73.Q82", [...auction, "2NT", "P"])).toBe("3NT");
    expect(nextCall("KQ2.AQ64.K73.J82", [...auction, "2NT", "P"])).toBe("P");
    expect(nextCall("KQ42.AQ64.K7.Q82", [...auction, "2NT", "P"])).toBe("4S");
    expect(nextCall("KQ42.AQ64.K7.Q82", [...auction, "3NT", "P"])).toBe("4S");
  });

  it("[R-8] 2NT asks with 15 or more; three-card support for a major is raised instead", () => {
    expect(nextCall("AK6.J743.A53.A92", ["2D", "P"])).toBe("2NT");
    expect(nextCall("AK6.J743.A53.A92", ["2S", "P"])).not.toBe("2NT");
  });

  it("[R-8] the weak two's answer to 2NT: 3NT with 8–10 points, three of its suit with fewer", () => {
    expect(nextCall("72.62.KJT962.KJ6", ["2D", "P", "2NT", "P"])).toBe("3NT");
    expect(nextCall("72.62.KJT962.J76", ["2D", "P", "2NT", "P"])).toBe("3D");
  });
});

describe("bidding: what partner counted", () => {
  it("[R-8] a passed hand's limit raise counts its support points beyond the pass's 10: 21 length points try for slam", () => {
    expect(nextCall("AKQ8.KQ964.K.K92", ["P", "P", "1H", "P", "3H", "P"])).toBe("4NT");
  });

  it("[R-8] opener's jump to 3NT shows what game needs opposite a one-level response: 14 points and seven spades bid slam", () => {
    expect(nextCall("AQJT874.9.T.AK76", ["1D", "P", "1S", "P", "3NT", "P"])).toBe("6S");
    expect(nextCall("AQJT874.9.T.K976", ["1D", "P", "1S", "P", "3NT", "P"])).not.toBe("6S");
  });

  it("[R-8] a game bid where no rule applies shows game values: 16 points in the pass-out seat do not double it", () => {
    const auction = ["P", "P", "1C", "P", "1D", "P", "1S", "P", "4S", "P", "P"];
    expect(nextCall("A4.Q643.KQ.KQT95", auction, "both")).toBe("P");
  });
});

describe("bidding: responder's second call", () => {
  it("[R-8] 1♣ – 1♦ – 1♥: 11 points bid again, since opener's range reaches game; 7 points pass", () => {
    const auction = ["1C", "P", "1D", "P", "1H", "P"];
    expect(nextCall("AQ8.J.QT742.Q973", auction)).toBe("2D");
    expect(nextCall("Q98.J97.QT742.Q9", auction)).toBe("P");
  });

  it("[R-8] 1♦ – 1♥ – 1♠ – 3♥: five hearts and game values jump after any one- or two-level rebid; opener raises with three hearts, else 3NT", () => {
    const auction = ["1D", "P", "1H", "P", "1S", "P"];
    expect(nextCall("AJ8.Q7653.4.AQ92", auction)).toBe("3H");
    expect(nextCall("AJ8.Q7653.4.AQ92", ["1D", "P", "1H", "P", "2C", "P"])).toBe("3H");
    expect(nextCall("QT72.984.AK92.K5", [...auction, "3H", "P"])).toBe("4H");
    expect(nextCall("QT72.98.AK932.K5", [...auction, "3H", "P"])).toBe("3NT");
  });

  it("[R-8] 1♦ – 1♥ – 1NT: 10–12 points invite with 2NT, read as 10–12; opener accepts with 13–14, passes with 12", () => {
    const auction = ["1D", "P", "1H", "P", "1NT", "P"];
    expect(nextCall("K82.KT73.75.AJ84", auction)).toBe("2NT");
    expect(nextCall("K82.KT73.75.KJ84", auction)).toBe("2NT");
    expect(nextCall("Q82.KT73.75.QJ84", auction)).toBe("P");
    const invite = shownBy([...auction, "2NT"], 6);
    expect([invite?.minHcp, invite?.maxHcp]).toEqual([10, 12]);
    expect(nextCall("A74.A82.AQT98.T7", [...auction, "2NT", "P"])).toBe("3NT");
    expect(nextCall("A74.K82.AQT98.T7", [...auction, "2NT", "P"])).toBe("3NT");
    expect(nextCall("A74.Q82.AQT98.T7", [...auction, "2NT", "P"])).toBe("P");
  });

  it("[R-8] 1♦ – 1♥ – 1♠ (or 2♣, 2♦): 11–12 points with the unbid suit stopped invite with 2NT, read as 11–12; 13 do not", () => {
    const auction = ["1D", "P", "1H", "P", "1S", "P"];
    expect(nextCall("K82.KT73.975.AJ4", auction)).toBe("2NT");
    expect(nextCall("K82.KT73.J75.AJ4", auction)).toBe("2NT");
    expect(nextCall("K82.KT73.Q75.AJ4", auction)).not.toBe("2NT");
    expect(nextCall("K82.KT73.AJ5.974", auction)).not.toBe("2NT");
    expect(nextCall("K82.KT73.J75.AJ4", ["1D", "P", "1H", "P", "2C", "P"])).toBe("2NT");
    const invite = shownBy([...auction, "2NT"], 6);
    expect([invite?.minHcp, invite?.maxHcp]).toEqual([11, 12]);
    expect(nextCall("AQ73.K4.KQ983.J2", [...auction, "2NT", "P"])).toBe("3NT");
    expect(nextCall("Q973.K4.KQ983.J2", [...auction, "2NT", "P"])).toBe("P");
  });

  it("[R-8] 1♦ – 2♣ – 2NT (12–14): 12 points bid 3NT, read as 12–17; 11 pass", () => {
    const auction = ["1D", "P", "2C", "P", "2NT", "P"];
    expect(nextCall("K82.Q7.Q75.AJ842", auction)).toBe("3NT");
    expect(nextCall("K82.Q7.J75.AJ842", auction)).toBe("P");
    const raise = shownBy([...auction, "3NT"], 6);
    expect([raise?.minHcp, raise?.maxHcp]).toEqual([12, 17]);
  });

  it("[R-8] 1♥ – 1♠ – 1NT: 10 points with three hearts (eight trumps) or a six-card suit do not bid the 2NT invitation", () => {
    const auction = ["1H", "P", "1S", "P", "1NT", "P"];
    expect(nextCall("KJ73.Q8.K752.J84", auction)).toBe("2NT");
    expect(nextCall("KJ73.Q82.K7.J843", auction)).not.toBe("2NT");
    expect(nextCall("KJ7543.Q8.K75.J8", auction)).not.toBe("2NT");
  });

  it("[R-8] 1♥ – 1♠ – 2♦: game values without a fit bid 3NT holding the unbid clubs, not an invitational 3♦", () => {
    const auction = ["1H", "P", "1S", "P", "2D", "P"];
    expect(nextCall("AQ94.K.642.AJT43", auction)).toBe("3NT");
    expect(nextCall("AKQ9.K.Q42.T9843", auction)).not.toBe("3NT");
  });
});

describe("bidding: preference", () => {
  it("[R-8] 1♦ – 1♠ – 2♣: a weak hand with as many diamonds as clubs goes back to 2♦, read as two cards or more and 6–9; with more clubs it passes", () => {
    const auction = ["1D", "P", "1S", "P", "2C", "P"];
    expect(nextCall("KJ842.Q743.93.82", auction)).toBe("2D");
    expect(nextCall("KJ842.Q743.9.832", auction)).toBe("P");
    const back = shownBy([...auction, "2D"], 6);
    expect([back?.minLen[1], back?.minHcp, back?.maxHcp]).toEqual([2, 6, 9]);
    // Opener, minimum, passes the preference rather than raise it.
    expect(nextCall("85.K4.AQ872.QJ93", [...auction, "2D", "P"])).toBe("P");
  });

  it("[R-8] 1♦ – 1♥ – 1♠: with no fit found, four diamonds and one spade still go back to 2♦, not pass (1♣ – 1♦ – 1♥ to 2♣ on four clubs and one heart)", () => {
    expect(nextCall("7.AKJ9.9632.T984", ["1D", "P", "1H", "P", "1S", "P"])).toBe("2D");
    expect(nextCall("Q98.J.QT742.Q973", ["1C", "P", "1D", "P", "1H", "P"])).toBe("2C");
  });

  it("[R-8] 1♣ – 1♦ – 1♥: as many clubs as hearts pass, as a preference would raise the level", () => {
    expect(nextCall("K84.Q73.QJ842.93", ["1C", "P", "1D", "P", "1H", "P"])).toBe("P");
  });
});

describe("bidding: a long minor without a fit", () => {
  it("[R-8] 1♠ – 2♦ – 2♠: a seven-card minor with its singleton in partner's suit and game values bids 3NT, not five of the minor; a singleton elsewhere does not", () => {
    const auction = ["1S", "P", "2D", "P", "2S", "P"];
    expect(nextCall("6.QJ6.AKQ9864.Q5", auction)).toBe("3NT");
    expect(nextCall("Q5.6.AKQ9864.QJ6", auction)).not.toBe("3NT");
  });

  it("[R-8] 1♠ – 2♦ – 2♥: a void in partner's five-card suit counts as that shortness: six diamonds and game values bid 3NT, not 5♦", () => {
    expect(nextCall(".AJ4.AJ6432.AT97", ["1S", "P", "2D", "P", "2H", "P"])).toBe("3NT");
  });
});

describe("bidding: after 1NT", () => {
  it("[R-8] 1NT – 2♥ transfers to spades: four spades and 16 support points super-accept with 3♠, three spades complete with 2♠; six spades and 6 points then bid game", () => {
    expect(nextCall("AJT6.KQ6.KJT.Q32", ["1NT", "P", "2H", "P"])).toBe("3S");
    expect(nextCall("AJT.KQ65.KJT.Q32", ["1NT", "P", "2H", "P"])).toBe("2S");
    expect(nextCall("Q87542.92..A9875", ["1NT", "P", "2H", "P", "3S", "P"])).toBe("4S");
  });

  it("[R-8] Jacoby transfers: a five-card major without four of the other bids 2♦ (hearts) or 2♥ (spades) on any strength; weak six diamonds bid 3♦", () => {
    expect(nextCall("K4.QJ876.T52.943", ["1NT", "P"])).toBe("2D");
    expect(nextCall("AJ976.K84.Q52.94", ["1NT", "P"])).toBe("2H");
    expect(nextCall("AJ976.KQ84.Q52.9", ["1NT", "P"])).toBe("2C");
    expect(nextCall("KJ976.QT843.5.94", ["1NT", "P"])).toBe("2H");
    expect(nextCall("94.84.QJT852.J52", ["1NT", "P"])).toBe("3D");
    // Over their overcall 2♥ is natural, and opener passes it.
    expect(nextCall("AJT.KQ5.KJT6.Q32", ["1NT", "2C", "2H", "P"])).toBe("P");
  });

  it("[R-8] after 1NT – 2♦ – 2♥ responder passes on 0–7; on 8–9 bids 2NT with five hearts and 4♥ with six; on 10–15 bids 3NT with five; opener picks the game", () => {
    const auction = ["1NT", "P", "2D", "P", "2H", "P"];
    expect(nextCall("K4.QJ876.T52.943", auction)).toBe("P");
    expect(nextCall("K4.QJ876.Q52.943", auction)).toBe("2NT");
    expect(nextCall("K4.QJ8762.Q52.94", auction)).toBe("4H");
    expect(nextCall("K4.QJ876.A52.K43", auction)).toBe("3NT");
    const after = (call: string): string[] => [...auction, call, "P"];
    expect(nextCall("AJ5.K93.KJ54.K32", after("3NT"))).toBe("4H");
    expect(nextCall("AJ53.K9.KJ54.K32", after("3NT"))).toBe("P");
    expect(nextCall("AJ5.K93.KJ54.KQ2", after("2NT"))).toBe("4H");
    expect(nextCall("AJ5.K93.KJ54.K32", after("2NT"))).toBe("4H");
    expect(nextCall("AJ53.K9.KJ54.KQ2", after("2NT"))).toBe("3NT");
    expect(nextCall("AJ53.K9.KJ54.K32", after("2NT"))).toBe("P");
    expect(nextCall("AJ53.K9.KJ54.KQ2", after("4H"))).toBe("P");
  });
});

describe("bidding: the minor-suit slam try over 1NT and 2NT", () => {
  it("[R-8] 1NT – 3♣ shows six clubs and 13–15, 1NT – 3♥ six diamonds (3♦ stays weak); 2NT – 3♣/3♦ six of the minor and 5–12", () => {
    expect(nextCall("KQ.853.62.AKJT95", ["1NT", "P"])).toBe("3C");
    expect(nextCall("A7.J.AKT6432.JT2", ["1NT", "P"])).toBe("3H");
    expect(nextCall("94.84.QJT852.J52", ["1NT", "P"])).toBe("3D");
    expect(nextCall("Q7.853.62.AKJT95", ["1NT", "P"])).toBe("3NT");
    expect(nextCall("9.T62.K98.AQT963", ["2NT", "P"])).toBe("3C");
    expect(nextCall("9.T62.AQT963.K98", ["2NT", "P"])).toBe("3D");
  });

  it("[R-8] the minor-suit slam try is read as six cards of the minor and its range, forcing", () => {
    const d = shownBy(["1NT", "P", "3H"], 2);
    expect([d?.minLen[1], d?.minLen[2], d?.minHcp, d?.maxHcp, d?.forcing]).toEqual([6, 0, 13, 15, true]);
    const c = shownBy(["2NT", "P", "3C"], 2);
    expect([c?.minLen[0], c?.minHcp, c?.maxHcp]).toEqual([6, 5, 12]);
  });

  it("[R-8] over the slam try opener asks with 4NT holding a fit and values, else bids 3NT, which responder passes; the answers count the minor's king", () => {
    expect(nextCall("KQ84.AJ52.Q2.KQ2", ["1NT", "P", "3C", "P"])).toBe("4NT");
    expect(nextCall("AT6.KQJ62.AQ8.73", ["1NT", "P", "3C", "P"])).toBe("3NT");
    expect(nextCall("KQ.853.62.AKJT95", ["1NT", "P", "3C", "P", "3NT", "P"])).toBe("P");
    // The ace and king of clubs are two key cards, without the queen.
    expect(nextCall("KQ.853.62.AKJT95", ["1NT", "P", "3C", "P", "4NT", "P"])).toBe("5H");
  });
});

describe("bidding: raising partner's 2NT opening", () => {
  it("[R-8] over 2NT (20–21) 3NT needs 5 points, and is read as 5–10; 4 points pass, read as 0–4", () => {
    expect(nextCall("J82.Q743.Q62.952", ["2NT", "P"])).toBe("3NT");
    expect(nextCall("J82.Q743.J62.952", ["2NT", "P"])).toBe("P");
    const raise = shownBy(["2NT", "P", "3NT"], 2);
    expect([raise?.minHcp, raise?.maxHcp]).toEqual([5, 10]);
    const pass = shownBy(["2NT", "P", "P"], 2);
    expect(pass?.maxHcp).toBe(4);
  });
});

describe("bidding: after 2♣ – 2♦ – 2NT", () => {
  it("[R-8] opposite 22–24 responder invites slam with a natural 4NT on 9–10 and bids 6NT from 11; opener accepts on 23–24", () => {
    const auction = ["2C", "P", "2D", "P", "2NT", "P"];
    expect(nextCall("A93.8642.QJ5.K32", auction)).toBe("4NT");
    expect(nextCall("A93.8642.QJ5.KQ2", auction)).toBe("6NT");
    expect(nextCall("A93.8642.QJ5.J32", auction)).not.toBe("4NT");
    expect(nextCall("AK4.AKJ3.KJ7.A95", [...auction, "4NT", "P"])).toBe("6NT");
    expect(nextCall("AK4.AKJ3.KJ7.K95", [...auction, "4NT", "P"])).toBe("P");
    const invite = shownBy([...auction, "4NT"], 6);
    // Read as 9–10, within the 2♦ waiting bid's 0–9.
    expect([invite?.minHcp, invite?.maxHcp]).toEqual([9, 9]);
  });
});

describe("bidding: splinter raises", () => {
  it("[R-8] 1♥ – 4♣ and 1♠ – 4♥ are splinter raises: four trumps, 11–15 points and at most one card in the suit bid; three trumps or 16 points are not", () => {
    expect(nextCall("AJ3.KJ86.Q8752.4", ["1H", "P"])).toBe("4C");
    expect(nextCall("KJ86.4.Q8752.AJ3", ["1S", "P"])).toBe("4H");
    expect(nextCall("4.KJ86.Q8752.AJ3", ["1H", "P"])).toBe("3S");
    expect(nextCall("AJ32.KJ8.Q8752.4", ["1H", "P"])).not.toBe("4C");
    expect(nextCall("AJ3.KJ86.AK875.4", ["1H", "P"])).not.toBe("4C");
  });

  it("[R-8] after a splinter raise opener asks with 4NT on 13 working length points: its king, queen and jack in the short suit are wasted", () => {
    const auction = ["1H", "P", "4C", "P"];
    expect(nextCall("KQ2.AQ954.K43.52", auction)).toBe("4NT");
    expect(nextCall("Q52.AQ954.K43.KQ", auction)).toBe("4H");
    expect(nextCall("Q52.AQ954.K43.A2", auction)).toBe("4NT");
  });

  it("[R-8] after a splinter raise Blackwood counts the king of the major as a key card; opener's four of the major is passed", () => {
    expect(nextCall("AJ3.KJ86.Q8752.4", ["1H", "P", "4C", "P", "4NT", "P"])).toBe("5H");
    expect(nextCall("AJ3.QJ86.K8752.4", ["1H", "P", "4C", "P", "4NT", "P"])).toBe("5D");
    expect(nextCall("A3.KQ865.AQ752.4", ["1H", "P", "4C", "P", "4H", "P"])).toBe("P");
  });
});

describe("bidding: opener's splinter raises", () => {
  it("[R-8] 1♦ – 1♠ – 4♣ is opener's splinter raise: four spades, 16–18 points, at most one club; responder asks with 4NT on 10 working length points, its club honours wasted", () => {
    expect(nextCall("AQ52.K4.AKJ832.5", ["1D", "P", "1S", "P"])).toBe("4C");
    expect(nextCall("AQ52.K4.AKJ82.53", ["1D", "P", "1S", "P"])).not.toBe("4C");
    const auction = ["1D", "P", "1S", "P", "4C", "P"];
    expect(nextCall("KJ843.A52.Q3.874", auction)).toBe("4NT");
    expect(nextCall("KJ843.852.3.KQJ4", auction)).not.toBe("4NT");
  });

  it("[R-8] after opener's splinter raise, responder's four of the major is passed and 4NT counts the king of the major", () => {
    expect(nextCall("AQ52.K4.AKJ832.5", ["1D", "P", "1S", "P", "4C", "P", "4S", "P"])).toBe("P");
    expect(nextCall("KJ843.A52.Q3.874", ["1D", "P", "1S", "P", "4C", "P", "4NT", "P"])).toBe("5H");
  });
});

describe("bidding: the Jacoby 2NT raise", () => {
  it("[R-8] 1♥ – 2NT and 1♠ – 2NT are the Jacoby raise: four trumps and 12 points or more without a splinter; three trumps or 11 points are not", () => {
    expect(nextCall("AJ3.KJ86.Q87.K52", ["1H", "P"])).toBe("2NT");
    expect(nextCall("KJ86.AJ3.Q87.K52", ["1S", "P"])).toBe("2NT");
    expect(nextCall("AJ32.KJ8.Q87.K52", ["1H", "P"])).not.toBe("2NT");
    expect(nextCall("AJ3.KJ86.Q87.952", ["1H", "P"])).not.toBe("2NT");
    expect(nextCall("AJ3.KJ86.Q8752.4", ["1H", "P"])).toBe("4C");
  });

  it("[R-8] over the Jacoby 2NT opener shows a singleton or void at the three level with 15 length points or fewer; else 3M with 16 or more, 3NT with 14–15 and 4M with less", () => {
    const auction = ["1S", "P", "2NT", "P"];
    expect(nextCall("KQJ86.4.AJ52.Q73", auction)).toBe("3H");
    expect(nextCall("KQJ86..AJ52.Q763", auction)).toBe("3H");
    expect(nextCall("AKJ86.4.AJ52.K73", auction)).toBe("3S");
    expect(nextCall("AKJ86.K4.AJ5.Q73", auction)).toBe("3S");
    expect(nextCall("KQJ86.K4.AJ52.73", auction)).toBe("3NT");
    expect(nextCall("KQJ86.Q4.J52.973", auction)).toBe("4S");
  });

  it("[R-8] after the Jacoby 2NT and opener's shortness, responder asks with 4NT on 13 working length points (its king, queen and jack there wasted), else signs off in 4M, which opener passes", () => {
    const auction = ["1S", "P", "2NT", "P", "3H", "P"];
    expect(nextCall("AJ73.82.KQ4.AQ52", auction)).toBe("4NT");
    expect(nextCall("AJ73.KQ2.KQ4.852", auction)).toBe("4S");
    expect(nextCall("KQJ86.4.AJ52.Q73", [...auction, "4S", "P"])).toBe("P");
  });

  it("[R-8] after the Jacoby 2NT, opener's 3M is unlimited: over responder's sign-off in 4M it asks with 4NT from 20 length points, else passes", () => {
    const auction = ["1S", "P", "2NT", "P", "3S", "P", "4S", "P"];
    expect(nextCall("AKJ842.KQ2.AK5.2", auction)).toBe("4NT");
    expect(nextCall("AKJ86.4.AJ52.K73", auction)).toBe("P");
  });

  it("[R-8] after the Jacoby 2NT, 4NT asks for key cards whatever opener answered (3NT too), counting the king of the major", () => {
    expect(nextCall("KQJ86.K4.AJ52.73", ["1S", "P", "2NT", "P", "3NT", "P", "4NT", "P"])).toBe("5S");
    expect(nextCall("KQJ86.4.AJ52.Q73", ["1S", "P", "2NT", "P", "3H", "P", "4NT", "P"])).toBe("5S");
  });
});

describe("bidding: opener's reverse", () => {
  it("[R-8] 1♣ – 1♥ – 2♦ shows five or more clubs (four of each minor open 1♦): responder's five clubs count ten trumps and look for slam", () => {
    expect(nextCall("QJ.A982.A5.96542", ["1C", "P", "1H", "P", "2D", "P"])).toBe("4NT");
    expect(nextCall("QJ4.A982.A5.9654", ["1C", "P", "1H", "P", "2D", "P"])).not.toBe("4NT");
  });
});

describe("bidding: the lengths a call may be made with", () => {
  it("[R-8] opener's rebid of its suit is bid on as six cards but read as five or more for what the seat may hold, as a minimum with five and no other sound rebid makes it; a placement raise of it as two or more", () => {
    // 1♠ – 2♥ – 2♠ on five spades and four clubs: no three-level new suit, no 2NT, no heart raise.
    expect(nextCall("AKJ86.4.Q52.K632", ["1S", "P", "2H", "P"])).toBe("2S");
    const rebid = shownBy(["1S", "P", "2H", "P", "2S"], 4);
    expect([rebid?.minLen[3], rebid?.fewestLen[3]]).toEqual([6, 5]);
    const oneLevel = shownBy(["1C", "P", "1S", "P", "2C"], 4);
    expect([oneLevel?.minLen[0], oneLevel?.fewestLen[0]]).toEqual([6, 5]);
    // Responder raises to game with two spades opposite the six it counts on.
    expect(nextCall("Q3.AKJ85.K84.J54", ["1S", "P", "2H", "P", "2S", "P"])).toBe("4S");
    const raise = shownBy(["1S", "P", "2H", "P", "2S", "P", "4S"], 6);
    expect([raise?.minLen[3], raise?.fewestLen[3]]).toEqual([3, 2]);
    // Where no other rule names the call, the two agree: the opening's five spades.
    const open = shownBy(["1S"], 0);
    expect([open?.minLen[3], open?.fewestLen[3]]).toEqual([5, 5]);
  });
});

describe("bidding: key-card answers as the card play reads them", () => {
  it("[R-8] a key-card answer is read as the counts it may mean, in the suit whose king it counted, and the trump queen where it tells", () => {
    const ask = ["1S", "P", "3S", "P", "4NT", "P"];
    const none = shownBy([...ask, "5C"], 6);
    expect([none?.keyCards, none?.keySuit, none?.trumpQueen, none?.aces]).toEqual([0b1001, 3, -1, 0]);
    const one = shownBy([...ask, "5D"], 6);
    expect([one?.keyCards, one?.keySuit]).toEqual([0b110010, 3]);
    const twoNoQueen = shownBy([...ask, "5H"], 6);
    expect([twoNoQueen?.keyCards, twoNoQueen?.trumpQueen]).toEqual([0b100, 0]);
    const twoQueen = shownBy([...ask, "5S"], 6);
    expect([twoQueen?.keyCards, twoQueen?.trumpQueen]).toEqual([0b100, 1]);
    // Hearts agreed: 5♥ shows two with or without the queen.
    const hearts = shownBy(["1H", "P", "3H", "P", "4NT", "P", "5H"], 6);
    expect([hearts?.keyCards, hearts?.keySuit, hearts?.trumpQueen]).toEqual([0b100, 2, -1]);
    // No answer yet: nothing read.
    expect(shownBy(ask, 2)?.keyCards).toBe(0);
  });
});

describe("bidding: control bids", () => {
  const raise = ["1H", "P", "3H", "P"];

  it("[R-8] over partner's raise of my major to three, 30 combined points bid the cheapest suit of first-round control below game rather than 4M; fewer bid game", () => {
    expect(nextCall("A2.AKJ65.KQJ.432", raise)).toBe("3S");
    expect(nextCall("KQ.AKJ65.AQ4.432", raise)).toBe("4D");
    expect(nextCall("K2.AJ765.K54.J32", raise)).toBe("4H");
  });

  it("[R-8] a control bid is read as forcing with the trumps an eight-card fit needs, not as length in its suit", () => {
    const s = shownBy([...raise, "4D"], 4);
    expect(s?.forcing).toBe(true);
    expect(s?.minLen[2]).toBeGreaterThanOrEqual(4);
    expect(s?.minLen[1]).toBe(0);
    // The ace or a void in diamonds, neither in spades nor clubs (3♠ and 4♣ skipped): the card-play sampler keeps both.
    expect([s?.firstRound, s?.noFirstRound]).toEqual([1 << 1, (1 << 3) | (1 << 0)]);
  });

  it("[R-8] the answer to a control bid: 4NT controlling each side suit it skipped, with a point more than shown; else 4M, which the control bidder passes", () => {
    const auction = [...raise, "4D", "P"];
    expect(nextCall("K53.Q762.J32.A54", auction)).toBe("4NT");
    expect(nextCall("Q53.Q762.KJ2.A54", auction)).toBe("4H");
    expect(nextCall("KQ.AKJ65.AQ4.432", [...auction, "4H", "P"])).toBe("P");
  });

  it("[R-8] no control bid where partner's three of a major is its own suit (a jump rebid, a preempt): a new suit there stays natural", () => {
    expect(nextCall("K32.AKJ65.Q42.A2", ["1S", "P", "2H", "P", "3S", "P"])).not.toBe("4C");
    expect(nextCall("AK2.A5.KQ42.A432", ["3H", "P"])).not.toBe("3S");
  });
});

describe("bidding: a hand rich in controls asks for key cards", () => {
  const auction = ["1H", "P", "2D", "P", "2H", "P"];

  it("[R-8] short of the slam's count, seven controls or more with a fit ask with 4NT rather than bid game; fewer bid game", () => {
    // 15 points and three hearts opposite 1♥ – 2♦ – 2♥: about 31 together, a game by the count.
    expect(nextCall("A2.K85.A9875.A32", auction)).toBe("4NT");
    expect(nextCall("Q2.KQ5.AQ875.Q32", auction)).toBe("4H");
  });

  it("[R-8] the 4NT is key-card Blackwood, read as no points: opener answers its key cards in hearts and the asker decides by them", () => {
    const ask = [...auction, "4NT", "P"];
    expect(shownBy([...auction, "4NT"], 6)?.minHcp).toBe(shownBy(auction, 2)?.minHcp);
    expect(nextCall("KQ4.QJ876.Q4.K54", ask)).toBe("5C");
    expect(nextCall("KQ4.QJ876.Q4.A54", ask)).toBe("5D");
    // Holding four of the five key cards, the asker bids six over either answer.
    expect(nextCall("A2.K85.A9875.A32", [...ask, "5C", "P"])).toBe("6H");
    expect(nextCall("A2.K85.A9875.A32", [...ask, "5D", "P"])).toBe("6H");
  });

  it("[R-8] with a minor fit it keeps the minor where the count would settle for 3NT: 4NT on seven controls, then six of the minor", () => {
    const minor = ["1D", "P", "1H", "P", "2C", "P"];
    expect(nextCall("A93.AT85.AKT53.7", minor)).toBe("4NT");
    expect(nextCall("KQ3.AQ85.KQT53.7", minor)).toBe("3NT");
    // No suit bid by both: 4NT counts the aces, and one answered (5♦) leaves none missing.
    expect(nextCall("A93.AT85.AKT53.7", [...minor, "4NT", "P", "5D", "P"])).toBe("6D");
  });
});

describe("bidding: a running suit for a no-trump slam", () => {
  const auction = ["1S", "P", "2D", "P", "2S", "P"];

  it("[R-8] near the slam's count, six diamonds to the ace-queen count their length points: 6NT rather than 3NT; a suit headed by one honour does not", () => {
    // 18 high-card points opposite 1♠ – 2♦ – 2♠: about 30 together, 32 with the diamonds' two.
    expect(nextCall("K.KQJ6.AQT962.K5", auction)).toBe("6NT");
    expect(nextCall("A.AKJ6.QJT962.K5", auction)).toBe("3NT");
    // Five cards are no source of tricks.
    expect(nextCall("K.KQJ6.AQT96.K52", auction)).toBe("3NT");
  });

  it("[R-8] the 6NT is read as the slam's count less a seven-card suit's three points, so the sampler can deal the hand that bid it", () => {
    const shown = shownBy([...auction, "6NT"], 6);
    expect(shown?.minHcp).toBeLessThanOrEqual(18);
    expect(shown?.nt).toBe(true);
  });
});

describe("bidding: the help-suit game try", () => {
  it("[R-8] 1♠ – 2♠ – 3♣ is a help-suit game try: 16–17 length points and three cards or more with two or three losers in the suit bid", () => {
    const auction = ["1S", "P", "2S", "P"];
    expect(nextCall("AKJ85.A4.K52.752", auction)).toBe("3C");
    expect(nextCall("AKJ85.A4.K52.AQ2", auction)).not.toBe("3C");
    expect(nextCall("AKJ85.A4.KQ2.A72", auction)).toBe("4S");
    const trial = shownBy(["1S", "P", "2S", "P", "3C"], 4);
    expect(trial?.minLen[0]).toBe(3);
    expect(trial?.minPts).toBe(16);
  });

  it("[R-8] over the try partner bids game by its losers there and its support points, else three of the major; opener passes either", () => {
    const auction = ["1S", "P", "2S", "P", "3C", "P"];
    expect(nextCall("9642.J53.Q74.KQ3", auction)).toBe("4S");
    expect(nextCall("Q642.KJ3.QJ4.852", auction)).toBe("3S");
    expect(nextCall("Q642.KJ3.QJ4.852", ["1S", "P", "2S", "P", "3S", "P"])).toBe("4S");
    expect(nextCall("AKJ85.A4.K52.752", [...auction, "3S", "P"])).toBe("P");
    expect(nextCall("AKJ85.A4.K52.752", [...auction, "4S", "P"])).toBe("P");
  });
});
