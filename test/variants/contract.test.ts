// The variant contract (src/variants/contract.ts) and the one state boundary, checked alike for all
// three variants: each module satisfies `Variant`, `load` and `schemas.state` agree, queries never
// throw on a loaded state, and hostile input is refused with a code, never thrown.
import { describe, expect, it } from "vitest";
import { duplicate, honeymoon, rubber, type Variant } from "contract-bridge";

// Compile-time: every variant module keeps the contract.
duplicate satisfies Variant<
  duplicate.Options,
  duplicate.State,
  duplicate.Action,
  duplicate.Action["seat"],
  duplicate.View,
  duplicate.Score | null,
  duplicate.GameRecord
>;
rubber satisfies Variant<
  rubber.Options,
  rubber.State,
  rubber.Action,
  "N" | "E" | "S" | "W",
  rubber.View,
  rubber.Score,
  rubber.GameRecord
>;
honeymoon satisfies Variant<
  honeymoon.Options,
  honeymoon.State,
  honeymoon.Action,
  honeymoon.Player,
  honeymoon.View,
  honeymoon.Score,
  honeymoon.GameRecord
>;

type AnyVariant = Variant<unknown, object, { type: string }, string, unknown, unknown, { actions: readonly unknown[] }>;

const VARIANTS: { name: string; v: AnyVariant; seats: readonly string[] }[] = [
  { name: "duplicate", v: duplicate, seats: ["N", "E", "S", "W"] },
  { name: "rubber", v: rubber, seats: ["N", "E", "S", "W"] },
  { name: "honeymoon", v: honeymoon, seats: ["A", "B"] },
];

/** A game some way in: legal actions chosen by a fixed rule, `steps` of them. */
function playedFor(v: AnyVariant, steps: number): object {
  const created = v.create({ seed: 7 });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  for (let i = 0; i < steps && !v.isOver(s); i++) {
    const legal = v.legalActions(s);
    const r = v.apply(s, legal[(i * 7) % legal.length]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

/** Values that are not JSON, and JSON nested far deeper than any action. */
function hostile(): unknown[] {
  let deep: unknown = "SA";
  for (let i = 0; i < 10_000; i++) deep = [deep];
  let deepObject: unknown = {};
  for (let i = 0; i < 10_000; i++) deepObject = { type: deepObject };
  const cyclic: Record<string, unknown> = { type: "play" };
  cyclic.self = cyclic;
  cyclic.card = cyclic;
  const throwing = new Proxy(
    {},
    {
      get: () => {
        throw new Error("trap");
      },
      has: () => {
        throw new Error("trap");
      },
      ownKeys: () => {
        throw new Error("trap");
      },
    },
  );
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const getter = Object.defineProperty({}, "type", {
    get: () => {
      throw new Error("getter");
    },
    enumerable: true,
  });
  const toJSON = {
    type: "call",
    seat: "N",
    call: {
      toJSON: () => {
        throw new Error("toJSON");
      },
    },
  };
  return [
    deep,
    deepObject,
    cyclic,
    throwing,
    revoked.proxy,
    getter,
    toJSON,
    10n,
    { type: 10n, seat: 10n },
    Symbol("x"),
    () => 1,
    { type: "play", seat: "S", card: deep },
    { type: deep },
    { type: "claim", seat: "S", tricks: 1, plan: deep },
    { type: "claim", seat: "S", tricks: deep, plan: [] },
    { type: "call", seat: "S", call: "x".repeat(1_000_000) },
    { type: "keep", seat: deepObject },
  ];
}

describe.each(VARIANTS)("the variant contract: $name", ({ v, seats }) => {
  it("[STATE-1] load accepts exactly what schemas.state accepts, and gives a frozen state equal to the stored one", () => {
    const s = playedFor(v, 40);
    const stored: unknown = JSON.parse(JSON.stringify(s));
    const loaded = v.load(stored);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value).toEqual(s);
    expect(Object.isFrozen(loaded.value)).toBe(true);
    expect(v.schemas.state.safeParse(stored).success).toBe(true);
    expect(v.legalActions(loaded.value)).toEqual(v.legalActions(s));
  });

  it("[STATE-4] states handed out are deeply frozen: pushing into a state's arrays throws instead of bypassing the rules", () => {
    const s = playedFor(v, 30) as Record<string, unknown>;
    expect(Object.isFrozen(s)).toBe(true);
    for (const value of Object.values(s))
      if (typeof value === "object" && value !== null) expect(Object.isFrozen(value)).toBe(true);
    const list = (s.calls ?? (s.deals as { calls: unknown[] }[]).at(-1)!.calls) as unknown[];
    expect(() => list.push("7NT")).toThrow(TypeError);
  });

  it("[STATE-1] a changed copy of a state is checked again: a copy with an illegal call is INVALID_STATE everywhere", () => {
    const s = playedFor(v, 30);
    const copy = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    const target = (copy.calls ? copy : (copy.deals as Record<string, unknown>[]).at(-1)!) as { calls: unknown[] };
    target.calls.push("7NT", "7NT");
    const r = v.apply(copy, v.legalActions(s)[0]);
    expect(r).toMatchObject({ ok: false, error: { code: "INVALID_STATE" } });
    expect(v.load(copy)).toMatchObject({ ok: false, error: { code: "INVALID_STATE" } });
    expect(v.schemas.state.safeParse(copy).success).toBe(false);
    // queries without a Result throw a RangeError whose cause is that error
    expect(() => v.turn(copy as object)).toThrow(RangeError);
    let thrown: unknown;
    try {
      v.isOver(copy);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RangeError);
    expect((thrown as RangeError).cause).toMatchObject({ code: "INVALID_STATE" });
  });

  it("[STATE-3] apply, replay, load and create never throw on hostile input: deep nesting, BigInt, cycles, throwing getters, toJSON and Proxy traps", () => {
    const s = playedFor(v, 10);
    const legal = v.legalActions(s)[0];
    for (const bad of hostile()) {
      const r = v.apply(s, bad);
      expect(r.ok).toBe(false);
      expect(r.ok ? null : typeof r.error.code).toBe("string");
      const replayed = v.replay({ seed: 7 }, [legal, bad]);
      expect(replayed.ok).toBe(false);
      expect(v.replay({ seed: 7 }, bad as unknown[]).ok).toBe(false);
      expect(v.load(bad)).toMatchObject({ ok: false, error: { code: "INVALID_STATE" } });
      expect(v.apply(bad as object, legal)).toMatchObject({ ok: false, error: { code: "INVALID_STATE" } });
      expect(v.create(bad).ok).toBe(false);
    }
  });

  it("[STATE-3] queries never throw on a loaded state, and view refuses an unknown seat with a RangeError", () => {
    for (const steps of [0, 5, 60, 200]) {
      const loaded = v.load(JSON.parse(JSON.stringify(playedFor(v, steps))));
      if (!loaded.ok) throw new Error(loaded.error.message);
      const s = loaded.value;
      expect(() => [
        v.turn(s),
        v.isOver(s),
        v.legalActions(s),
        v.score(s),
        v.record(s),
        ...seats.map((seat) => v.view(s, seat)),
      ]).not.toThrow();
      expect(() => v.view(s, "Q")).toThrow(RangeError);
    }
  });
});

describe("tampered states", () => {
  it("[CLAIM-1] a stored claim whose plan was deleted is refused, not defaulted", () => {
    const deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
    const calls = ["1NT", "P", "P", "P"].map((call, i) => ({ type: "call", seat: ["S", "W", "N", "E"][i], call }));
    const claimed = duplicate.replay({ deal, dealer: "S", claimPlans: "partial" }, [
      ...calls,
      { type: "play", seat: "W", card: "C2" },
      { type: "claim", seat: "S", tricks: 3, plan: [] },
    ]);
    if (!claimed.ok) throw new Error(claimed.error.message);
    const tampered = JSON.parse(JSON.stringify(claimed.value)) as { claims: { action: { plan?: unknown } }[] };
    delete tampered.claims[0]!.action.plan;
    expect(duplicate.load(tampered)).toMatchObject({
      ok: false,
      error: { code: "INVALID_STATE", path: ["claims", 0, "action", "plan"] },
    });
    // and as an action, a claim without a plan is refused too
    expect(duplicate.apply(claimed.value, { type: "rejectClaim", seat: "W" }).ok).toBe(true);
  });

  it("[RUB-5] rubber's isOver, turn and legalActions check a state whose stopped field is truthy", () => {
    const created = rubber.create({ seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const tampered = { ...JSON.parse(JSON.stringify(created.value)), stopped: "yes" } as rubber.State;
    expect(() => rubber.isOver(tampered)).toThrow(RangeError);
    expect(() => rubber.turn(tampered)).toThrow(RangeError);
    expect(() => rubber.legalActions(tampered)).toThrow(RangeError);
    expect(() => rubber.turn(null as unknown as rubber.State)).toThrow(RangeError);
    expect(rubber.apply(tampered, { type: "stop" })).toMatchObject({
      ok: false,
      error: { code: "INVALID_STATE", path: ["stopped"] },
    });
  });

  it("[CARD-2] a duplicate state whose deal is not its seed's (one card swapped between N and E) is refused", () => {
    const created = duplicate.create({ seed: 9 });
    if (!created.ok) throw new Error(created.error.message);
    const t = JSON.parse(JSON.stringify(created.value)) as duplicate.State;
    const n = t.deal.N[0]!;
    (t.deal.N as string[])[0] = t.deal.E[0]!;
    (t.deal.E as string[])[0] = n;
    t.deal.N.sort(
      (a, b) =>
        "SHDC".indexOf(a[0]!) - "SHDC".indexOf(b[0]!) ||
        "AKQJT98765432".indexOf(a[1]!) - "AKQJT98765432".indexOf(b[1]!),
    );
    t.deal.E.sort(
      (a, b) =>
        "SHDC".indexOf(a[0]!) - "SHDC".indexOf(b[0]!) ||
        "AKQJT98765432".indexOf(a[1]!) - "AKQJT98765432".indexOf(b[1]!),
    );
    expect(duplicate.load(t)).toMatchObject({ ok: false, error: { code: "INVALID_STATE", path: ["deal"] } });
    // the same hands given as a deal of their own are a legal game
    expect(duplicate.create({ deal: t.deal }).ok).toBe(true);
  });
});
