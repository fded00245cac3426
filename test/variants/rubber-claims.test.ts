// Claims in the rubber variant (and the four-seat deal module it shares with duplicate): hidden
// information in views, apply/legalActions agreement, view/record agreement, outputs that must not
// alias the state, and malformed input.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEATS, duplicate, rubber, type Seat } from "contract-bridge";
import { callsFrom, deepFreeze, driver } from "../helpers.js";

type State = rubber.State;

// The seed's example deal (§07). N: ♠QJT9 ♥JT76 ♦T98 ♣43 · E: ♠8765 ♥543 ♦76 ♣T765
// S: ♠AK ♥AKQ98 ♦AKQJ ♣K2 · W: ♠432 ♥2 ♦5432 ♣AQJ98
const D0 = "N:QJT9.JT76.T98.43 8765.543.76.T765 AK.AKQ98.AKQJ.K2 432.2.5432.AQJ98";

const { start, go } = driver(rubber);
/** The error `apply` gives, checking that the state is unchanged. */
function refused(
  state: State,
  action: unknown,
): { code: string; message: string; path?: readonly PropertyKey[] } | undefined {
  const before = JSON.stringify(state);
  const r = rubber.apply(state, action);
  expect(JSON.stringify(state)).toBe(before);
  return r.ok ? undefined : r.error;
}
const calls = callsFrom;
const CARD = /^[SHDC][2-9TJQKA]$/;
/** Every card named anywhere in a value. */
function cardsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (CARD.test(value)) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) cardsIn(v, out);
  return out;
}

// South declares 4♥ (North dummy); West is on lead.
const auctioned = go(
  start({ firstDealer: "S", deals: [D0, D0] }),
  ...calls("S", "1H", "P", "2H", "P", "4H", "P", "P", "P"),
);
const led = go(auctioned, { type: "play", seat: "W", card: "CA" });

describe("rubber claims: claims and hidden information", () => {
  it("[R-4] [CLAIM-1] claims and concessions come after the opening lead, so a plan can never probe a face-down dummy", () => {
    const dummyCard = refused(auctioned, { type: "claim", seat: "S", tricks: 10, plan: ["SA", "SQ"] }); // ♠Q is North's
    const defenderCard = refused(auctioned, { type: "claim", seat: "S", tricks: 10, plan: ["SA", "S8"] }); // ♠8 is East's
    const ownCards = refused(auctioned, { type: "claim", seat: "S", tricks: 10, plan: ["SA", "HA"] });
    expect(dummyCard?.code).toBe("INVALID_CLAIM");
    // the same answer whoever holds the card: apply is no oracle for a face-down dummy
    expect(dummyCard?.message).toBe(defenderCard?.message);
    expect(ownCards?.message).toBe(defenderCard?.message);
    expect(refused(auctioned, { type: "concede", seat: "E", tricks: 1 })?.code).toBe("INVALID_CLAIM");
    // once the lead is made dummy is face up and the plan may name its cards
    expect(refused(led, { type: "claim", seat: "S", tricks: 10, plan: ["SQ", "HA", "any"] })).toBeUndefined();
  });

  it("[CLAIM-1] in rubber a claim's plan orders all of declarer's and dummy's cards, or ends with \"any\"; anything less is INVALID_CLAIM", () => {
    const south = ["SA", "SK", "HA", "HK", "HQ", "H9", "H8", "DA", "DK", "DQ", "DJ", "CK", "C2"];
    const north = ["SQ", "SJ", "ST", "S9", "HJ", "HT", "H7", "H6", "DT", "D9", "D8", "C4", "C3"];
    expect(refused(led, { type: "claim", seat: "S", tricks: 10, plan: [] })?.code).toBe("INVALID_CLAIM");
    expect(refused(led, { type: "claim", seat: "S", tricks: 10, plan: ["SQ", "HA"] })?.code).toBe("INVALID_CLAIM");
    expect(refused(led, { type: "claim", seat: "S", tricks: 10, plan: [...south, ...north].slice(1) })?.code).toBe(
      "INVALID_CLAIM",
    );
    expect(refused(led, { type: "claim", seat: "S", tricks: 10 })?.code).toBe("INVALID_CLAIM");
    expect(refused(led, { type: "claim", seat: "S", tricks: 10, plan: ["any", "SQ"] })).toMatchObject({
      code: "INVALID_ACTION",
      path: ["plan", 0],
    });
    expect(refused(led, { type: "claim", seat: "S", tricks: 10, plan: [...south, ...north] })).toBeUndefined();
    expect(refused(led, { type: "claim", seat: "S", tricks: 10, plan: ["SQ", "HA", "any"] })).toBeUndefined();
    // a claim of no tricks concedes them all: it needs no plan
    expect(refused(led, { type: "claim", seat: "S", tricks: 0, plan: [] })).toBeUndefined();
    // duplicate keeps the looser rule behind its claimPlans option
    const loose = duplicate.replay({ deal: D0, dealer: "S", claimPlans: "partial" }, [
      ...calls("S", "1H", "P", "2H", "P", "4H", "P", "P", "P"),
      { type: "play", seat: "W", card: "CA" },
      { type: "claim", seat: "S", tricks: 10, plan: ["SQ"] },
    ]);
    expect(loose.ok).toBe(true);
    const strict = duplicate.replay({ deal: D0, dealer: "S" }, [
      ...calls("S", "1H", "P", "2H", "P", "4H", "P", "P", "P"),
      { type: "play", seat: "W", card: "CA" },
      { type: "claim", seat: "S", tricks: 10, plan: ["SQ"] },
    ]);
    expect(strict).toMatchObject({ ok: false, error: { code: "INVALID_CLAIM", index: 9 } });
  });

  it("[CLAIM-2] [CLAIM-3] apply takes exactly the answers legalActions lists (a defender who accepted cannot then reject)", () => {
    const pending = go(led, { type: "claim", seat: "S", tricks: 12, plan: ["any"] });
    const half = go(pending, { type: "acceptClaim", seat: "W" });
    const conceded = go(led, { type: "concede", seat: "E", tricks: 2 });
    for (const s of [pending, half, conceded]) {
      const legal = rubber.legalActions(s).map((a) => JSON.stringify(a));
      for (const type of ["acceptClaim", "rejectClaim", "objectConcession"]) {
        for (const seat of SEATS) {
          const action = { type, seat };
          expect(refused(s, action) === undefined, JSON.stringify(action)).toBe(legal.includes(JSON.stringify(action)));
        }
      }
    }
    expect(refused(half, { type: "rejectClaim", seat: "W" })?.code).toBe("INVALID_CLAIM");
  });

  it("[CLAIM-2] after an agreed claim ends the deal, view and record give the same tricks", () => {
    // rubber: 4♥ claimed with 11, then 3NT by North claimed with 9 ends the rubber
    let s = go(
      led,
      { type: "play", seat: "S", card: "C3" },
      { type: "play", seat: "E", card: "C7" },
      { type: "play", seat: "S", card: "CK" },
      { type: "play", seat: "W", card: "S2" },
    );
    s = go(
      s,
      { type: "claim", seat: "S", tricks: 11, plan: ["any"] },
      { type: "acceptClaim", seat: "W" },
      { type: "acceptClaim", seat: "E" },
    );
    s = go(s, ...calls("W", "P", "3NT", "P", "P", "P"), { type: "play", seat: "E", card: "S5" });
    s = go(
      s,
      { type: "claim", seat: "N", tricks: 9, plan: ["any"] },
      { type: "acceptClaim", seat: "E" },
      { type: "acceptClaim", seat: "W" },
    );
    expect(rubber.isOver(s)).toBe(true);
    const last = rubber.record(s).deals.at(-1)!;
    expect(last.declarerTricks).toBe(9);
    for (const seat of SEATS) {
      const v = rubber.view(s, seat);
      expect([v.declarerTricks, v.defenderTricks]).toEqual([9, 4]);
      expect(v.previousDeals[0]?.declarerTricks).toBe(11);
    }
    // duplicate shares the deal view
    const dup = duplicate.create({ deal: D0, dealer: "S" });
    if (!dup.ok) throw new Error(dup.error.message);
    let d = dup.value;
    for (const a of [
      ...calls("S", "1H", "P", "2H", "P", "4H", "P", "P", "P"),
      { type: "play", seat: "W", card: "CA" },
      { type: "claim", seat: "S", tricks: 10, plan: ["any"] },
      { type: "acceptClaim", seat: "W" },
      { type: "acceptClaim", seat: "E" },
    ]) {
      const r = duplicate.apply(d, a);
      if (!r.ok) throw new Error(r.error.message);
      d = r.value;
    }
    expect(duplicate.record(d).declarerTricks).toBe(10);
    expect([duplicate.view(d, "N").declarerTricks, duplicate.view(d, "N").defenderTricks]).toEqual([10, 3]);
  });

  it("[D-6] [STATE-4] records and views cannot reach the state: the parts they share with it or with later answers are frozen, the rest is a fresh copy", () => {
    let s = go(
      led,
      { type: "claim", seat: "S", tricks: 12, plan: ["HA", "any"] },
      { type: "acceptClaim", seat: "W" },
      { type: "acceptClaim", seat: "E" },
    );
    s = go(s, ...calls("W", "P", "P"));
    const state = JSON.stringify(s);
    const record = JSON.stringify(rubber.record(s));
    const view = JSON.stringify(rubber.view(s, "E"));
    const r = rubber.record(s);
    // earlier deals and the score sheet are shared by every later record and view: frozen
    expect(() => r.deals[0]!.calls.push({ seat: "N", call: "7NT" })).toThrow(TypeError);
    expect(() => ((r.deals[0]!.deal.N as string[])[0] = "C2")).toThrow(TypeError);
    expect(() => r.score.items.pop()).toThrow(TypeError);
    // the hands of the deal in progress are the (frozen) state's own
    expect(() => (r.deals[1]!.deal.E as string[]).reverse()).toThrow(TypeError);
    // what is built afresh for this answer is the caller's to annotate
    r.deals[1]!.calls.push({ seat: "N", call: "7NT" });
    r.actions.length = 0;
    const v = rubber.view(s, "E");
    expect(() => v.previousDeals[0]!.tricks.pop()).toThrow(TypeError);
    expect(() => (v.previousDeals[0]!.claims[0]!.action as { plan: string[] }).plan.push("S2")).toThrow(TypeError);
    v.hand.length = 0;
    v.calls.push({ seat: "N", call: "7NT" });
    expect(JSON.stringify(s)).toBe(state);
    expect(JSON.stringify(rubber.record(s))).toBe(record);
    expect(JSON.stringify(rubber.view(s, "E"))).toBe(view);
  });

  it("[STATE-3] an unknown action type is INVALID_ACTION at type, even one named like an Object property", () => {
    for (const s of [auctioned, led]) {
      for (const type of ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"]) {
        const e = refused(s, { type, seat: "S", tricks: 1 });
        expect(e?.code, type).toBe("INVALID_ACTION");
        expect(e?.path, type).toEqual(["type"]);
      }
    }
  });

  it("[RUB-5] [RUB-6] a stored state stopped after a finished deal, with the next one not dealt, is refused", () => {
    const done = go(
      led,
      { type: "claim", seat: "S", tricks: 10, plan: ["any"] },
      { type: "acceptClaim", seat: "W" },
      { type: "acceptClaim", seat: "E" },
    );
    const legit = go(done, { type: "stop" });
    expect(rubber.schemas.state.safeParse(JSON.parse(JSON.stringify(legit))).success).toBe(true);
    const tampered = JSON.parse(JSON.stringify(legit));
    tampered.deals.pop(); // the deal the stop came in was never dealt
    const parsed = rubber.schemas.state.safeParse(tampered);
    expect(parsed.success).toBe(false);
    const applied = rubber.apply(tampered, { type: "stop" });
    expect(!applied.ok && applied.error.code).toBe("INVALID_STATE");
  });
});

// --- random rubbers with claims that carry plans ------------------------------------------------

describe("rubber claims: random rubbers with plans, pre-lead claims, contested claims and concessions", () => {
  it("[STATE-2] [R-4] [CLAIM-1] [CLAIM-3] [CLAIM-4] no field of any view (plan, bound plan, legal actions, earlier deals) shows a card its seat may not see", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(fc.nat(), { minLength: 97, maxLength: 97 }),
        (seed, picks) => {
          let s = start({ seed });
          let n = 0;
          const pick = (): number => picks[n++ % picks.length] as number;
          for (let step = 0; !rubber.isOver(s) && s.deals.length < 4 && step < 1200; step++) {
            const log = s.deals.at(-1)!;
            const rec = { deal: log.deal, declarer: rubber.view(s, "N").declarer };
            const legal = rubber.legalActions(s);
            let action: unknown = legal[pick() % legal.length];
            if (legal[0]?.type === "call")
              action =
                log.calls.length === 0
                  ? legal[Math.min(legal.length - 1, 1 + (pick() % 20))]
                  : legal[pick() % 4 === 0 ? pick() % legal.length : 0];
            else if (rec.declarer && legal[0]?.type === "play" && pick() % (log.plays.length === 0 ? 2 : 6) === 0) {
              // claims are likelier before the opening lead, where dummy is still face down
              const decl = rec.declarer;
              const dummy = SEATS[(SEATS.indexOf(decl) + 2) % 4] as Seat;
              const defender = SEATS[(SEATS.indexOf(decl) + 1 + 2 * (pick() % 2)) % 4] as Seat;
              const played = new Set<string>(log.plays);
              // an omniscient declarer: the plan may name dummy's cards even before the lead
              const mine = [...rec.deal[decl], ...rec.deal[dummy]].filter((c) => !played.has(c) && pick() % 3 !== 0);
              const left = 13 - Math.floor(log.plays.length / 4);
              const r = pick() % 4;
              action =
                r === 0
                  ? { type: "concede", seat: defender, tricks: 1 + (pick() % left) }
                  : r === 1
                    ? { type: "concede", seat: decl, tricks: 1 + (pick() % left) }
                    : {
                        type: "claim",
                        seat: decl,
                        tricks: pick() % (left + 1),
                        plan: pick() % 2 === 0 ? [...mine, "any"] : mine,
                      };
            }
            const r = rubber.apply(s, action);
            if (!r.ok) {
              // only claims and concessions may be refused here, and only as claims
              expect(r.error.code, `${JSON.stringify(action)}: ${r.error.message}`).toBe("INVALID_CLAIM");
              const fallback = rubber.apply(s, legal[pick() % legal.length]);
              if (!fallback.ok) throw new Error(fallback.error.message);
              s = deepFreeze(fallback.value);
            } else s = deepFreeze(r.value);

            const curLog = s.deals.at(-1)!;
            const cur = { deal: curLog.deal, declarer: rubber.view(s, "N").declarer };
            for (const seat of SEATS) {
              const v = rubber.view(s, seat);
              const { previousDeals, ...present } = v;
              const allowed = new Set<string>([...cur.deal[seat], ...curLog.plays]);
              if (cur.declarer) {
                const dummy = SEATS[(SEATS.indexOf(cur.declarer) + 2) % 4] as Seat;
                if (curLog.plays.length > 0) for (const c of cur.deal[dummy]) allowed.add(c);
                if (
                  curLog.claims.some(
                    (e) => e.action.type === "claim" || (e.action.type === "concede" && e.action.seat === cur.declarer),
                  )
                ) {
                  for (const c of cur.deal[cur.declarer]) allowed.add(c);
                }
              }
              for (const c of cardsIn(present))
                expect(allowed.has(c), `${seat} sees ${c} in ${JSON.stringify(present)}`).toBe(true);
              // earlier deals: no hands, only what was played or announced in a plan
              previousDeals.forEach((p, k) => {
                expect(Object.keys(p)).not.toContain("deal");
                const pub = new Set<string>([...s.deals[k]!.plays, ...cardsIn(s.deals[k]!.claims)]);
                for (const c of cardsIn(p)) expect(pub.has(c), `${seat} sees ${c} of deal ${k}`).toBe(true);
              });
            }
          }
          expect(rubber.schemas.record.safeParse(rubber.record(s)).success).toBe(true);
          for (const seat of SEATS) expect(rubber.schemas.view.safeParse(rubber.view(s, seat)).success).toBe(true);
          const again = rubber.replay({ seed }, rubber.record(s).actions);
          expect(again.ok && again.value).toEqual(s);
        },
      ),
      { numRuns: 5 },
    );
  });
});
