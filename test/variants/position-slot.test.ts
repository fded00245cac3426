import { describe, expect, it } from "vitest";
import { duplicate, rubber } from "../../src/index.js";

/** `state`'s own symbol-keyed properties (the library's position slot) copied onto `target`. */
function transplant<T extends object>(state: object, target: T): T {
  for (const key of Object.getOwnPropertySymbols(state)) {
    Object.defineProperty(target, key, { value: (state as Record<symbol, unknown>)[key], enumerable: false });
  }
  return target;
}

describe("the position a state carries cannot be forged", () => {
  const opened = (() => {
    const created = duplicate.create({ seed: 3, dealer: "S" });
    if (!created.ok) throw new Error(created.error.message);
    const r = duplicate.apply(created.value, { type: "call", seat: "S", call: "1NT" });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  })();

  it("[STATE-4] a handed-out state is frozen and its position is invisible to JSON and Object.keys", () => {
    expect(Object.isFrozen(opened)).toBe(true);
    expect(Object.keys(opened)).toEqual([
      "variant",
      "seed",
      "claimPlans",
      "dealer",
      "vulnerability",
      "deal",
      "calls",
      "plays",
      "claims",
    ]);
    expect(JSON.parse(JSON.stringify(opened))).toEqual({ ...opened });
  });

  it("[STATE-1] another state's slot on a tampered copy is ignored: the copy is checked and refused", () => {
    // 1C after 1NT is insufficient: only a replay of the copy's own log can tell
    const forged = transplant(opened, { ...opened, calls: ["1NT", "1C"] });
    expect(duplicate.apply(forged as duplicate.State, { type: "call", seat: "N", call: "P" })).toMatchObject({
      ok: false,
      error: { code: "INVALID_STATE", path: ["calls", 1] },
    });
    expect(duplicate.load(forged)).toMatchObject({ ok: false, error: { code: "INVALID_STATE" } });
  });

  it("[STATE-1] a slot on an honest copy gives the copy's own position, and a Proxy of a state is read as data", () => {
    const copy = transplant(opened, { ...opened, calls: ["P"] });
    // with only a pass made, it is West's turn, not North's
    expect(duplicate.turn(copy as duplicate.State)).toBe("W");
    const proxied = new Proxy(opened, {});
    expect(duplicate.apply(proxied, { type: "call", seat: "W", call: "P" }).ok).toBe(true);
  });

  it("[STATE-1] a rubber state's slot cannot be moved onto a changed rubber state", () => {
    const created = rubber.create({ seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const forged = transplant(created.value, { ...created.value, stopped: "yes" });
    expect(rubber.apply(forged as unknown as rubber.State, { type: "stop" })).toMatchObject({
      ok: false,
      error: { code: "INVALID_STATE", path: ["stopped"] },
    });
  });
});

describe("states built by apply are frozen all the way down", () => {
  /** Every object reachable from `value` that is not frozen, by path. */
  function unfrozen(value: unknown, path = "state"): string[] {
    if (typeof value !== "object" || value === null) return [];
    const here = Object.isFrozen(value) ? [] : [path];
    return [...here, ...Object.entries(value).flatMap(([k, v]) => unfrozen(v, `${path}.${k}`))];
  }

  it("[CLAIM-1] after a call, a card, a claim and its answers, nothing reachable from any state is mutable", () => {
    const deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
    const created = duplicate.create({ deal, dealer: "S", claimPlans: "partial" });
    if (!created.ok) throw new Error(created.error.message);
    const actions = [
      ...["1NT", "P", "P", "P"].map((call, i) => ({ type: "call", seat: ["S", "W", "N", "E"][i], call })),
      { type: "play", seat: "W", card: "C2" },
      { type: "claim", seat: "S", tricks: 3, plan: [] },
      { type: "rejectClaim", seat: "W" },
    ];
    let state = created.value;
    const seen: duplicate.State[] = [state];
    for (const a of actions) {
      const r = duplicate.apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
      seen.push(state);
    }
    expect(state.claims).toHaveLength(2);
    expect(seen.flatMap((s) => unfrozen(s))).toEqual([]);
  });
});
