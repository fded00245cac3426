import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEATS, rubber, type Seat } from "contract-bridge";
import { callsFrom, deepFreeze, driver } from "../helpers.js";

type State = rubber.State;

const { start, go } = driver(rubber);
const calls = callsFrom;
/** Declarer claims `tricks` of those left and both defenders accept. */
function settle(state: State, declarer: Seat, tricks: number): State {
  const d = SEATS.indexOf(declarer);
  return go(
    state,
    { type: "claim", seat: declarer, tricks, plan: ["any"] },
    { type: "acceptClaim", seat: SEATS[(d + 1) % 4] },
    { type: "acceptClaim", seat: SEATS[(d + 3) % 4] },
  );
}

// The seed's example (§07): nobody holds four trump honours, no hand holds four aces.
const D0 = "N:QJT9.JT76.T98.43 8765.543.76.T765 AK.AKQ98.AKQJ.K2 432.2.5432.AQJ98";

describe("rubber: the seed's example", () => {
  it("[R-3] [SC-7] [RUB-3] 4H made with 11 tricks, then 3NT just made: 950", () => {
    let s = start({ firstDealer: "S", deals: [D0, D0] });
    s = go(s, ...calls("S", "1H", "P", "2H", "P", "4H", "P", "P", "P"));
    const v = rubber.view(s, "W");
    expect(v.declarer).toBe("S"); // first of N-S to name hearts
    expect(v.turn).toBe("W");
    s = go(
      s,
      { type: "play", seat: "W", card: "CA" },
      { type: "play", seat: "S", card: "C3" },
      { type: "play", seat: "E", card: "C7" },
      { type: "play", seat: "S", card: "CK" },
    );
    expect(rubber.record(s).deals[0]?.tricks[0]).toEqual({
      leader: "W",
      cards: [
        { seat: "W", card: "CA" },
        { seat: "N", card: "C3" },
        { seat: "E", card: "C7" },
        { seat: "S", card: "CK" },
      ],
      winner: "W",
    });
    s = go(s, { type: "play", seat: "W", card: "S2" }); // West leads again
    s = settle(s, "S", 11); // 11 of the last 12
    expect(rubber.score(s).items).toEqual([
      { deal: 0, side: "NS", kind: "contract", points: 120, line: "below" },
      { deal: 0, side: "NS", kind: "overtricks", points: 30, line: "above" },
    ]);
    expect(rubber.view(s, "N").games).toEqual({ NS: 1, EW: 0 });
    expect(rubber.view(s, "N").vulnerable).toEqual({ NS: true, EW: false });
    expect(s.deals[1]?.dealer).toBe("W"); // the deal passes to the left (RUB-6)
    expect(s.deals[1]?.vulnerability).toBe("NS");
    s = go(s, ...calls("W", "P", "3NT", "P", "P", "P"), { type: "play", seat: "E", card: "S5" });
    s = settle(s, "N", 9);
    expect(rubber.isOver(s)).toBe(true);
    const sheet = rubber.score(s);
    expect(sheet.items.slice(2)).toEqual([
      { deal: 1, side: "NS", kind: "contract", points: 100, line: "below" },
      { deal: 1, side: "NS", kind: "rubber", points: 700, line: "above" },
    ]);
    expect(sheet.totals).toEqual({ NS: 950, EW: 0 });
    expect(rubber.record(s).winner).toBe("NS");
    expect(rubber.turn(s)).toBeNull();
    const after = rubber.apply(s, { type: "call", seat: "N", call: "P" });
    expect(!after.ok && after.error.code).toBe("GAME_OVER");
  });

  it("[SC-5] doubled non-vulnerable down three is 500 above the line for the defenders", () => {
    let s = start({ firstDealer: "S", deals: [D0] });
    s = go(s, ...calls("S", "4H", "X", "P", "P", "P"), { type: "play", seat: "W", card: "CA" });
    s = settle(s, "S", 7);
    expect(rubber.score(s).items).toEqual([{ deal: 0, side: "EW", kind: "undertricks", points: 500, line: "above" }]);
  });
});

describe("rubber: honours (R-7)", () => {
  // Spades: North AKQJ (the ten with South); hearts: all five in East's hand.
  const deal = "N:AKQJ.2.5432.5432 5432.AKQJT.T9.T9 T98.9876.876.876 76.543.AKQJ.AKQJ";
  // West holds all four aces.
  const aces = "N:KQJT.KQJT.KQJ.KQ 9876.9876.T98.T9 5432.5432.76.J87 A.A.A5432.A65432";
  const lead = (s: State, seat: Seat) => go(s, { type: "play", seat, card: rubber.view(s, seat).hand[0] });

  it("[R-7] four of the five trump honours in one hand: 100 to that side, made or not", () => {
    let s = start({ firstDealer: "N", deals: [deal] });
    s = lead(go(s, ...calls("N", "4S", "P", "P", "P")), "E");
    s = settle(s, "N", 3);
    expect(rubber.score(s).items).toContainEqual({ deal: 0, side: "NS", kind: "honours", points: 100, line: "above" });
  });

  it("[R-7] all five in one hand: 150, counted for the defenders when a defender holds them", () => {
    let s = start({ firstDealer: "N", deals: [deal] });
    s = lead(go(s, ...calls("N", "4H", "P", "P", "P")), "E");
    s = settle(s, "N", 2);
    expect(rubber.score(s).items).toContainEqual({ deal: 0, side: "EW", kind: "honours", points: 150, line: "above" });
  });

  it("[R-7] four aces in one hand at no-trump: 150; none when honours are off", () => {
    let s = start({ firstDealer: "N", deals: [aces] });
    s = lead(go(s, ...calls("N", "1NT", "P", "P", "P")), "E");
    s = settle(s, "N", 5);
    expect(rubber.score(s).items).toContainEqual({ deal: 0, side: "EW", kind: "honours", points: 150, line: "above" });
    let off = start({ firstDealer: "N", deals: [aces], honours: false });
    off = lead(go(off, ...calls("N", "1NT", "P", "P", "P")), "E");
    off = settle(off, "N", 5);
    expect(rubber.score(off).items.some((i) => i.kind === "honours")).toBe(false);
  });

  it("[R-7] honours split between partners count nothing", () => {
    // spades: North AK, South QJT — five honours between partners, never four in one hand
    const split = "N:AK98.2.5432.5432 5432.AKQJT.T9.T9 QJT.9876.876.876 76.543.AKQJ.AKQJ";
    let s = start({ firstDealer: "N", deals: [split] });
    s = lead(go(s, ...calls("N", "4S", "P", "P", "P")), "E");
    s = settle(s, "N", 10);
    expect(rubber.score(s).items.some((i) => i.kind === "honours")).toBe(false);
  });
});

describe("rubber: games, the line and unfinished rubbers", () => {
  const passOut = (s: State) => go(s, ...calls(s.deals.at(-1)!.dealer, "P", "P", "P", "P"));

  it("[RUB-6] a passed-out deal scores nothing and the deal moves to the left", () => {
    let s = start({ firstDealer: "E", seed: 3 });
    s = passOut(s);
    expect(s.deals).toHaveLength(2);
    expect(s.deals[1]?.dealer).toBe("S");
    expect(rubber.score(s).items).toEqual([]);
    expect(rubber.record(s).deals[0]?.contract).toBeNull();
  });

  it("[RUB-1] [RUB-2] both sides' progress restarts after a game; vulnerability persists", () => {
    let s = start({ firstDealer: "N", seed: 11 });
    // N-S partscore 2S made exactly: 60 below
    s = go(s, ...calls("N", "2S", "P", "P", "P"), { type: "play", seat: "E", card: rubber.view(s, "E").hand[0] });
    s = settle(s, "N", 8);
    // E-W game: 4H made
    s = go(s, ...calls("E", "4H", "P", "P", "P"));
    s = go(s, { type: "play", seat: "S", card: rubber.view(s, "S").hand[0] });
    s = settle(s, "E", 10);
    const v = rubber.view(s, "S");
    expect(v.games).toEqual({ NS: 0, EW: 1 });
    expect(v.vulnerable).toEqual({ NS: false, EW: true });
    // N-S 2S again: 60 below does not complete a game: the earlier 60 was wiped by the new line
    s = go(s, ...calls("S", "2S", "P", "P", "P"));
    s = go(s, { type: "play", seat: "W", card: rubber.view(s, "W").hand[0] });
    s = settle(s, "S", 8);
    expect(rubber.view(s, "S").games).toEqual({ NS: 0, EW: 1 });
    expect(s.deals.at(-1)?.vulnerability).toBe("EW");
    // the earlier partscore still counts in the totals
    expect(rubber.score(s).totals.NS).toBe(120);
  });

  it("[RUB-5] stopped with one game: 300 to that side", () => {
    let s = start({ firstDealer: "N", seed: 4 });
    s = go(s, ...calls("N", "3NT", "P", "P", "P"), { type: "play", seat: "E", card: rubber.view(s, "E").hand[0] });
    s = settle(s, "N", 9);
    s = go(s, { type: "stop" });
    expect(rubber.isOver(s)).toBe(true);
    expect(rubber.score(s).items).toContainEqual(
      expect.objectContaining({ side: "NS", kind: "unfinished-game", points: 300 }),
    );
    expect(rubber.record(s).actions.at(-1)).toEqual({ type: "stop" });
  });

  it("[RUB-5] stopped with one partscore: 100; with partscores on both sides: nothing", () => {
    let s = start({ firstDealer: "N", seed: 4 });
    s = go(s, ...calls("N", "1NT", "P", "P", "P"), { type: "play", seat: "E", card: rubber.view(s, "E").hand[0] });
    s = settle(s, "N", 7);
    const one = go(s, { type: "stop" });
    expect(rubber.score(one).items).toContainEqual(
      expect.objectContaining({ side: "NS", kind: "unfinished-partscore", points: 100 }),
    );
    s = go(s, ...calls("E", "1NT", "P", "P", "P"), { type: "play", seat: "S", card: rubber.view(s, "S").hand[0] });
    s = settle(s, "E", 7);
    const both = go(s, { type: "stop" });
    expect(rubber.score(both).items.some((i) => i.kind.startsWith("unfinished"))).toBe(false);
  });

  it("[R-1] the first dealer is drawn from the seed; bad options are refused with their path", () => {
    expect(start({ seed: 9 }).firstDealer).toBe(start({ seed: 9 }).firstDealer);
    const dealers = new Set(Array.from({ length: 40 }, (_, i) => start({ seed: i }).firstDealer));
    expect(dealers.size).toBe(4);
    const bad = rubber.create({ deals: ["N:AKQ - - -"] });
    expect(!bad.ok && bad.error.code).toBe("INVALID_OPTIONS");
    expect(!bad.ok && bad.error.path?.slice(0, 2)).toEqual(["deals", 0]);
    const bad2 = rubber.create({ firstDealer: "Q" as Seat });
    expect(!bad2.ok && bad2.error.path).toEqual(["firstDealer"]);
  });

  it("[RUB-2] a stored state with the wrong vulnerability or hands is refused", () => {
    let s = start({ firstDealer: "N", seed: 4 });
    s = go(s, ...calls("N", "3NT", "P", "P", "P"), { type: "play", seat: "E", card: rubber.view(s, "E").hand[0] });
    s = settle(s, "N", 9);
    const t = JSON.parse(JSON.stringify(s));
    t.deals[1].vulnerability = "none";
    const r = rubber.schemas.state.safeParse(t);
    expect(!r.success && r.error.issues[0]?.path).toEqual(["deals", 1, "vulnerability"]);
    const u = JSON.parse(JSON.stringify(s));
    [u.deals[1].deal.N[0], u.deals[1].deal.E[0]] = [u.deals[1].deal.E[0], u.deals[1].deal.N[0]];
    expect(rubber.schemas.state.safeParse(u).success).toBe(false);
  });
});

// --- random rubbers ----------------------------------------------------------------------------

function visible(v: rubber.View): Set<string> {
  const out = new Set<string>(v.hand);
  for (const c of v.dummy?.hand ?? []) out.add(c);
  for (const e of v.exposed) for (const c of e.hand) out.add(c);
  return out;
}

describe("rubber: random rubbers (fast-check)", () => {
  it("[RUB-3] [RUB-2] [SC-8] [CLAIM-2] items add up, two games end it, vulnerability follows games, views never leak, nothing mutates, JSON continues", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        (seed, picks) => {
          let s = start({ seed });
          const leaks: string[] = [];
          for (let step = 0; !rubber.isOver(s) && step < 4000; step++) {
            const pick = picks[step % picks.length] as number;
            const deal = s.deals.at(-1)!;
            const legal = rubber.legalActions(s);
            const v0 = rubber.view(s, rubber.turn(s) as Seat);
            let action: unknown;
            if (
              v0.phase === "play" &&
              v0.declarer &&
              (v0.tricks.length > 0 || (v0.currentTrick?.cards.length ?? 0) > 0) &&
              legal[0]?.type === "play" &&
              pick % 23 === 0 &&
              v0.claim === null &&
              v0.boundPlan === null
            ) {
              // sometimes declarer claims a random number of the tricks left, with a random answer to follow
              action = { type: "claim", seat: v0.declarer, tricks: pick % (14 - v0.tricks.length), plan: ["any"] };
            } else if (legal[0]?.type === "call") {
              action =
                deal.calls.length === 0
                  ? legal[Math.min(legal.length - 1, 1 + (pick % 30))]
                  : legal[pick % 5 === 0 ? pick % legal.length : 0];
            } else action = legal[pick % legal.length];
            const r = rubber.apply(s, action);
            if (!r.ok) throw new Error(`${JSON.stringify(action)} was refused: ${r.error.code} ${r.error.message}`);
            s = deepFreeze(r.value);

            // views never hold a hidden card: own hand, dummy after the lead, declarer after a claim
            const cur = rubber.record(s).deals.at(-1)!;
            for (const seat of SEATS) {
              const v = rubber.view(s, seat);
              const allowed = new Set<string>(cur.deal[seat]);
              const played = new Set(cur.tricks.flatMap((t) => t.cards.map((c) => c.card)));
              if (cur.declarer) {
                const dummy = SEATS[(SEATS.indexOf(cur.declarer) + 2) % 4] as Seat;
                if (v.dummy) for (const c of cur.deal[dummy]) allowed.add(c);
                if (
                  cur.claims.some(
                    (e) => e.action.type === "claim" || (e.action.type === "concede" && e.action.seat === cur.declarer),
                  )
                )
                  for (const c of cur.deal[cur.declarer]) allowed.add(c);
              }
              // a plain check per card: `expect` in this innermost loop was most of the test's time
              for (const c of visible(v))
                if (!allowed.has(c) || played.has(c as (typeof cur.deal.N)[number]))
                  leaks.push(`${seat} sees ${c} (seed ${seed}, step ${step})`);
            }
          }
          expect(leaks).toEqual([]);
          const sheet = rubber.score(s);
          const sum = { NS: 0, EW: 0 };
          for (const i of sheet.items) sum[i.side] += i.points;
          expect(sum).toEqual(sheet.totals);
          const v = rubber.view(s, "N");
          if (rubber.isOver(s)) expect(Math.max(v.games.NS, v.games.EW)).toBe(2);
          expect(v.vulnerable).toEqual({ NS: v.games.NS > 0, EW: v.games.EW > 0 });
          const back = rubber.schemas.state.parse(JSON.parse(JSON.stringify(s)));
          expect(back).toEqual(s);
          expect(rubber.score(back)).toEqual(sheet);
          const again = rubber.replay({ seed }, rubber.record(s).actions);
          expect(again.ok && again.value).toEqual(s);
        },
      ),
      { numRuns: 4 },
    );
  });
});
