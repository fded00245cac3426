/**
 * Fuzz target `variants`: drives duplicate, rubber and Honeymoon with legal actions, hostile actions
 * (random JSON of any depth, non-JSON values, Proxies, mangled legal actions), tampered stored states
 * and attempts to change handed-out states in place. It counts, per variant, the actions tried, and
 * over all of them: exceptions thrown by the library, states changed after they were handed out,
 * and refusals whose code is not one of `ERROR_CODES`. All but the first must stay 0.
 */
import { ERROR_CODES, createRng, duplicate, honeymoon, rubber, type Rng, type Variant } from "../../src/index.js";
import type { FuzzOptions, FuzzReport, FuzzTarget } from "../target.js";

type AnyState = object;
type AnyVariant = Variant<unknown, AnyState, { type: string }, string, unknown, unknown, unknown>;

const VARIANTS: { name: string; v: AnyVariant; seats: readonly string[] }[] = [
  { name: "duplicate", v: duplicate, seats: ["N", "E", "S", "W"] },
  { name: "rubber", v: rubber, seats: ["N", "E", "S", "W"] },
  { name: "honeymoon", v: honeymoon, seats: ["A", "B"] },
];

const CODES = new Set<string>(ERROR_CODES);
const WORDS = [
  "call",
  "play",
  "claim",
  "acceptClaim",
  "rejectClaim",
  "concede",
  "objectConcession",
  "stop",
  "keep",
  "reject",
  "any",
  "N",
  "E",
  "S",
  "W",
  "A",
  "B",
  "P",
  "X",
  "XX",
  "1NT",
  "7C",
  "SA",
  "h10",
  "♠A",
  "",
  "__proto__",
  "constructor",
  "toString",
];
const KEYS = ["type", "seat", "call", "card", "tricks", "plan", "__proto__", "constructor", "x"];

function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[rng.nextInt(list.length)] as T;
}

/** Nested lists or objects `depth` deep around `inner`: cheap to build at any depth. */
function nest(depth: number, inner: unknown, asObject: boolean): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = asObject ? { type: v, seat: v } : [v];
  return v;
}

/** Any JSON value, small, from the vocabulary of actions. */
function randomJson(rng: Rng, depth: number): unknown {
  switch (rng.nextInt(depth > 3 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return rng.nextInt(2) === 0;
    case 2:
      return pick(rng, [0, -1, 1.5, 13, 14, 1e308, -0, 52, 2 ** 53]);
    case 3:
    case 4:
      return pick(rng, WORDS);
    case 5:
      return "x".repeat(rng.nextInt(4) === 0 ? 100_000 : rng.nextInt(20));
    case 6:
      return Array.from({ length: rng.nextInt(5) }, () => randomJson(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.nextInt(5); i > 0; i--) o[pick(rng, KEYS)] = randomJson(rng, depth + 1);
      return o;
    }
  }
}

/** Values that are not JSON at all. */
function nonJson(rng: Rng): unknown {
  const cyclic: Record<string, unknown> = { type: "play", seat: "S" };
  cyclic.card = cyclic;
  cyclic.plan = [cyclic];
  const trap = (): never => {
    throw new Error("trap");
  };
  const revocable = Proxy.revocable({ type: "call" }, {});
  revocable.revoke();
  const options = [
    10n,
    { type: "call", seat: 10n, call: 10n },
    cyclic,
    Symbol("s"),
    () => 1,
    undefined,
    new Proxy(
      { type: "play", seat: "S", card: "SA" },
      { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap },
    ),
    revocable.proxy,
    Object.defineProperty({ seat: "S" }, "type", { get: trap, enumerable: true }),
    { type: "call", seat: "N", call: { toJSON: trap } },
    { type: "claim", seat: "S", tricks: 3, plan: new Proxy([], { get: trap }) },
    new Date(0),
    new Map([["type", "call"]]),
    Object.create(null) as object,
  ];
  return pick(rng, options);
}

/** A legal action with one field replaced by something hostile. */
function mangled(rng: Rng, legal: object | undefined): unknown {
  const base: Record<string, unknown> = { ...(legal ?? { type: "call", seat: "N", call: "P" }) };
  const key = pick(rng, [...Object.keys(base), "plan", "tricks"]);
  const r = rng.nextInt(4);
  base[key] =
    r === 0
      ? nest(rng.nextInt(2) === 0 ? 10_000 : 1 + rng.nextInt(50), pick(rng, WORDS), rng.nextInt(2) === 0)
      : r === 1
        ? nonJson(rng)
        : randomJson(rng, 0);
  return base;
}

/** A stored copy of a state with one field somewhere replaced or deleted. */
function tampered(rng: Rng, state: AnyState): unknown {
  const copy = JSON.parse(JSON.stringify(state)) as unknown;
  let node = copy as Record<string, unknown>;
  for (let depth = 0; depth < 6; depth++) {
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const key = pick(rng, keys);
    const child = node[key];
    if (typeof child !== "object" || child === null || rng.nextInt(3) === 0) {
      const r = rng.nextInt(5);
      if (r === 0) delete node[key];
      else if (r === 1) node[key] = randomJson(rng, 0);
      else if (r === 2 && Array.isArray(child)) (child as unknown[]).push(randomJson(rng, 2));
      else if (r === 3 && Array.isArray(child) && child.length > 1) (child as unknown[]).reverse();
      else node[key] = nest(rng.nextInt(2) === 0 ? 10_000 : 3, "x", rng.nextInt(2) === 0);
      break;
    }
    node = child as Record<string, unknown>;
  }
  return copy;
}

interface Tally {
  actions: Record<string, number>;
  throws: number;
  mutations: number;
  noCode: number;
  failures: string[];
}

function checked<T>(tally: Tally, what: string, run: () => T): T | undefined {
  try {
    return run();
  } catch (e) {
    tally.throws++;
    if (tally.failures.length < 50)
      tally.failures.push(
        `${what} threw ${e instanceof Error ? `${e.name}: ${e.message.slice(0, 120)}` : "a non-Error"}`,
      );
    return undefined;
  }
}

function expectCode(tally: Tally, what: string, r: { ok: boolean; error?: { code?: unknown } } | undefined): void {
  if (r && !r.ok && !CODES.has(r.error?.code as string)) {
    tally.noCode++;
    if (tally.failures.length < 50)
      tally.failures.push(`${what} refused without a known code: ${String(r.error?.code)}`);
  }
}

/** Runs one variant for `budget` actions or until `deadline`. */
function drive(
  entry: (typeof VARIANTS)[number],
  rng: Rng,
  budget: number,
  deadline: number,
  tally: Tally,
  seed: number,
): void {
  const { name, v, seats } = entry;
  let gameSeed = seed;
  let state: AnyState | undefined;
  let snapshot = "";
  let steps = 0;
  for (let i = 0; i < budget; i++) {
    if ((i & 255) === 0 && Date.now() > deadline) break;
    if (!state || steps > 600 || checked(tally, `${name}.isOver`, () => v.isOver(state as AnyState)) !== false) {
      gameSeed++;
      const created = checked(tally, `${name}.create`, () => v.create({ seed: gameSeed }));
      if (!created?.ok) return;
      state = created.value;
      snapshot = JSON.stringify(state);
      steps = 0;
    }
    const s = state;
    const where = `${name} (seed ${seed}, game ${gameSeed}, step ${steps})`;
    const legal = checked(tally, `${where} legalActions`, () => v.legalActions(s)) ?? [];
    const kind = rng.nextInt(20);
    tally.actions[name] = (tally.actions[name] ?? 0) + 1;
    if (kind < 12 && legal.length > 0) {
      const r = checked(tally, `${where} apply(legal)`, () => v.apply(s, pick(rng, legal)));
      if (r && !r.ok) {
        if (tally.failures.length < 50)
          tally.failures.push(`${where}: a legal action was refused: ${r.error.code} ${r.error.message}`);
      } else if (r?.ok) {
        state = r.value;
        steps++;
      }
    } else if (kind < 17) {
      const action =
        kind === 12
          ? nonJson(rng)
          : kind === 13
            ? mangled(rng, legal[0])
            : kind === 14
              ? nest(10_000, "SA", rng.nextInt(2) === 0)
              : randomJson(rng, 0);
      const r = checked(tally, `${where} apply(hostile)`, () => v.apply(s, action));
      expectCode(tally, `${where} apply(hostile)`, r);
      if (r?.ok) {
        state = r.value;
        steps++;
      }
    } else if (kind === 17) {
      const copy = tampered(rng, s);
      const r = checked(tally, `${where} load(tampered)`, () => v.load(copy));
      expectCode(tally, `${where} load(tampered)`, r);
      if (r?.ok) {
        // a tamper that still describes a legal game must answer every query
        checked(tally, `${where} queries on a loaded tamper`, () => [
          v.turn(r.value),
          v.record(r.value),
          v.score(r.value),
          ...seats.map((seat) => v.view(r.value, seat)),
        ]);
      }
      const a = checked(tally, `${where} apply(tampered)`, () =>
        v.apply(copy as AnyState, legal[0] ?? { type: "stop" }),
      );
      expectCode(tally, `${where} apply(tampered)`, a);
    } else if (kind === 18) {
      // in place: every list and field of a handed-out state must refuse to change
      const target = s as Record<string, unknown>;
      try {
        const key = pick(rng, Object.keys(target));
        const field = target[key];
        if (Array.isArray(field)) field.push(randomJson(rng, 0));
        else target[key] = randomJson(rng, 0);
      } catch {
        // frozen: the change is refused, as it must be
      }
      const r = checked(tally, `${where} replay`, () => v.replay({ seed: gameSeed }, [legal[0], randomJson(rng, 0)]));
      expectCode(tally, `${where} replay`, r);
    } else {
      checked(tally, `${where} queries`, () => [
        v.turn(s),
        v.record(s),
        v.score(s),
        ...seats.map((seat) => v.view(s, seat)),
      ]);
    }
    // the state handed out before this step must be exactly as it was
    if (JSON.stringify(s) !== snapshot) {
      tally.mutations++;
      if (tally.failures.length < 50) tally.failures.push(`${where}: a handed-out state changed`);
    }
    snapshot = JSON.stringify(state);
  }
}

/** The `variants` fuzz target. */
export const variantsTarget: FuzzTarget = {
  name: "variants",
  run(options: FuzzOptions): FuzzReport {
    const tally: Tally = { actions: {}, throws: 0, mutations: 0, noCode: 0, failures: [] };
    const started = Date.now();
    const perVariant = Number.isFinite(options.iterations) ? Math.ceil(options.iterations / VARIANTS.length) : Infinity;
    VARIANTS.forEach((entry, k) => {
      const rng = createRng(options.seed * 7 + k);
      // each variant gets an equal share of the time left
      const deadline = started + ((k + 1) * options.seconds * 1000) / VARIANTS.length;
      drive(entry, rng, perVariant, deadline, tally, options.seed);
      options.log(`${entry.name}: ${tally.actions[entry.name] ?? 0} actions`);
    });
    const counts: Record<string, number> = {};
    for (const { name } of VARIANTS) counts[`actions tried (${name})`] = tally.actions[name] ?? 0;
    counts.throws = tally.throws;
    counts["state mutations"] = tally.mutations;
    counts["rejections without a code"] = tally.noCode;
    return { name: "variants", counts, failures: tally.failures };
  },
};
