// The table server (examples/server/) end to end over loopback HTTP: four remote clients that are
// bots play whole deals, and hostile clients try other seats' actions, bad JSON, huge bodies and
// replays. Every client loop is bounded, so a bug ends the test instead of hanging it.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBot, duplicate, type Card, type rubber, type Seat } from "contract-bridge";
import { startTableServer, type TableServer } from "../../examples/server/server.js";

const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
let srv: TableServer;

beforeAll(async () => {
  srv = await startTableServer();
});
afterAll(async () => {
  await srv.close();
});

type Reply = { status: number; body: Record<string, unknown> };

async function http(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; raw?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const res = await fetch(`${srv.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

type SeatView = duplicate.View;

/** One remote player: polls its view, acts with its own bot when it is its turn, stops at the end. */
async function remotePlayer(table: string, token: string, seat: Seat, seed: number, seen: SeatView[]): Promise<void> {
  // Heuristic card play, as the server's own bots: the clients share this process with the server.
  const bot = createBot("duplicate", { seed, cardPlay: "heuristic" });
  let version = -1;
  for (let step = 0; step < 400; step++) {
    const got = await http("GET", `/tables/${table}/view?since=${version}&wait=3000`, { token });
    expect(got.status).toBe(200);
    version = got.body.version as number;
    const view = got.body.view as SeatView;
    seen.push(view);
    if (view.phase === "over") return;
    if (view.legalActions.length === 0) continue;
    const posted = await http("POST", `/tables/${table}/actions`, { token, body: { version, action: bot(view) } });
    expect([200, 409]).toContain(posted.status); // 409: another seat moved first (claims only)
    if (posted.status === 200) version = -1; // read the new view at once
  }
  throw new Error(`${seat} did not see the end of the deal within 400 steps`);
}

/** Checks that a view holds no card its seat may not see: its own hand, dummy only after the lead. */
function checkNoLeak(view: SeatView, deal: Record<Seat, readonly Card[]>): void {
  const own = new Set(deal[view.seat]);
  for (const c of view.hand) expect(own.has(c)).toBe(true);
  const leadMade = view.tricks.length > 0 || (view.currentTrick?.cards.length ?? 0) > 0;
  if (view.dummy) {
    expect(leadMade).toBe(true);
    const dummyCards = new Set(deal[view.dummy.seat]);
    for (const c of view.dummy.hand) expect(dummyCards.has(c)).toBe(true);
  }
  expect(view.exposed).toEqual([]);
}

describe("table server", () => {
  it("[R-5] [STATE-2] four remote bot clients play a whole deal over HTTP; each sees only its own view; the result is the local game's", async () => {
    const created = await http("POST", "/tables", { body: { seed: 11, vulnerability: "NS" } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const tokens = created.body.tokens as Record<Seat, string>;
    expect(Object.keys(tokens).sort()).toEqual(["E", "N", "S", "W"]);
    const seen: Record<Seat, SeatView[]> = { N: [], E: [], S: [], W: [] };
    await Promise.all(SEATS.map((seat, k) => remotePlayer(id, tokens[seat], seat, 100 + k, seen[seat])));

    const record = await http("GET", `/tables/${id}/record`, { token: tokens.N });
    expect(record.status).toBe(200);
    const rec = record.body as unknown as duplicate.GameRecord;
    for (const seat of SEATS) {
      expect(seen[seat].length).toBeGreaterThan(0);
      for (const v of seen[seat]) {
        expect(v.seat).toBe(seat);
        checkNoLeak(v, rec.deal);
      }
    }

    // The same seats' bots at a local table play the same deal to the same end.
    let local = duplicate.create({ seed: 11, vulnerability: "NS" });
    const bots = Object.fromEntries(
      SEATS.map((s, k) => [s, createBot("duplicate", { seed: 100 + k, cardPlay: "heuristic" })]),
    ) as Record<Seat, ReturnType<typeof createBot<"duplicate">>>;
    for (let i = 0; i < 200 && local.ok && !duplicate.isOver(local.value); i++) {
      const seat = duplicate.turn(local.value) as Seat;
      local = duplicate.apply(local.value, bots[seat](duplicate.view(local.value, seat)));
    }
    expect(local.ok).toBe(true);
    if (!local.ok) return;
    const expected = duplicate.record(local.value);
    expect(rec.calls).toEqual(expected.calls);
    expect(rec.tricks).toEqual(expected.tricks);
    expect(rec.score).toEqual(expected.score);
  });

  it("[R-5] hostile clients: other seats' actions, malformed JSON, huge bodies, missing or foreign tokens and replays are refused; the state is untouched", async () => {
    const created = await http("POST", "/tables", { body: { seed: 12, bots: ["E", "W"] } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const tokens = created.body.tokens as Partial<Record<Seat, string>>;
    expect(Object.keys(tokens).sort()).toEqual(["N", "S"]);
    const N = tokens.N as string;
    const S = tokens.S as string;
    const other = await http("POST", "/tables", { body: { seed: 13 } });
    const foreign = (other.body.tokens as Record<Seat, string>).S;

    const start = await http("GET", `/tables/${id}/view`, { token: S });
    const version = start.body.version as number;
    const view = start.body.view as SeatView;
    expect(view.turn).toBe("S"); // South deals and calls first

    // North tries to call for South.
    const forged = await http("POST", `/tables/${id}/actions`, {
      token: N,
      body: { version, action: { type: "call", seat: "S", call: "1C" } },
    });
    expect(forged.status).toBe(403);
    expect((forged.body.error as { code: string }).code).toBe("NOT_YOUR_SEAT");
    // Malformed JSON, a body that is not an action, a huge body.
    const bad = await http("POST", `/tables/${id}/actions`, { token: S, raw: '{"version": 0, "action": {' });
    expect(bad.status).toBe(400);
    expect((bad.body.error as { code: string }).code).toBe("BAD_JSON");
    expect((await http("POST", `/tables/${id}/actions`, { token: S, body: [1, 2, 3] })).status).toBe(400);
    const huge = await http("POST", `/tables/${id}/actions`, {
      token: S,
      raw: JSON.stringify({ version, action: { type: "call", seat: "S", call: "1C", pad: "x".repeat(1_000_000) } }),
    });
    expect(huge.status).toBe(413);
    // No token, a made-up token, another table's token.
    expect((await http("GET", `/tables/${id}/view`)).status).toBe(401);
    expect((await http("GET", `/tables/${id}/view`, { token: "made-up" })).status).toBe(401);
    expect((await http("GET", `/tables/${id}/view`, { token: foreign })).status).toBe(403);
    expect((await http("GET", `/tables/nope/view`, { token: S })).status).toBe(404);
    // A malformed action reaches the library and comes back as its error.
    const junk = await http("POST", `/tables/${id}/actions`, {
      token: S,
      body: { version, action: { type: "call", seat: "S", call: "9NT" } },
    });
    expect(junk.status).toBe(422);
    expect((junk.body.error as { code: string }).code).toBe("INVALID_ACTION");

    // Nothing above changed the table.
    const still = await http("GET", `/tables/${id}/view`, { token: S });
    expect(still.body.version).toBe(version);
    expect((still.body.view as SeatView).calls).toEqual([]);

    // A real call, then the same request replayed: refused as stale, and as out of turn with a fresh version.
    const action = { type: "call", seat: "S", call: "P" };
    const first = await http("POST", `/tables/${id}/actions`, { token: S, body: { version, action } });
    expect(first.status).toBe(200);
    const after = first.body.version as number;
    expect(after).toBeGreaterThan(version); // South's call and West's (a server bot)
    const replayed = await http("POST", `/tables/${id}/actions`, { token: S, body: { version, action } });
    expect(replayed.status).toBe(409);
    expect((replayed.body.error as { code: string }).code).toBe("STALE_VERSION");
    const again = await http("POST", `/tables/${id}/actions`, { token: S, body: { version: after, action } });
    expect(again.status).toBe(422);
    expect((again.body.error as { code: string }).code).toBe("NOT_YOUR_TURN");

    // North and South finish the deal; the server's bots play East and West.
    const seen: Record<Seat, SeatView[]> = { N: [], E: [], S: [], W: [] };
    await Promise.all([remotePlayer(id, N, "N", 5, seen.N), remotePlayer(id, S, "S", 7, seen.S)]);
    const rec = (await http("GET", `/tables/${id}/record`, { token: S })).body as unknown as duplicate.GameRecord;
    expect(rec.calls[0]).toEqual({ seat: "S", call: "P" });
    for (const seat of ["N", "S"] as const) for (const v of seen[seat]) checkNoLeak(v, rec.deal);
  });

  it("[RUB-3] a rubber: one remote player with server bots in the other seats plays until a side has two games", async () => {
    const created = await http("POST", "/tables", { body: { variant: "rubber", seed: 21, bots: ["N", "E", "W"] } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const S = (created.body.tokens as Record<Seat, string>).S;
    const bot = createBot("rubber", { seed: 9, cardPlay: "heuristic" });
    let over = false;
    for (let step = 0; step < 3000 && !over; step++) {
      const got = await http("GET", `/tables/${id}/view`, { token: S });
      const view = got.body.view as rubber.View;
      expect(view.seat).toBe("S");
      expect(view.exposed.every((e) => e.seat !== "S")).toBe(true);
      if (view.rubberOver) over = true;
      else if (view.legalActions.length > 0) {
        const posted = await http("POST", `/tables/${id}/actions`, {
          token: S,
          body: { version: got.body.version, action: bot(view) },
        });
        expect(posted.status).toBe(200);
      }
    }
    expect(over).toBe(true);
    const rec = (await http("GET", `/tables/${id}/record`, { token: S })).body as unknown as rubber.GameRecord;
    expect(rec.winner === "NS" || rec.winner === "EW").toBe(true);
    expect(rec.deals.length).toBeGreaterThanOrEqual(2);
  });

  it("[R-4] server-sent events push the seat's view at once and after every change", async () => {
    const created = await http("POST", "/tables", { body: { seed: 14, bots: ["N", "E", "W"] } });
    const S = (created.body.tokens as Record<Seat, string>).S;
    const id = created.body.id as string;
    const events: { version: number; view: SeatView }[] = [];
    await new Promise<void>((done, fail) => {
      const req = request(`${srv.url}/tables/${id}/events`, { headers: { authorization: `Bearer ${S}` } }, (res) => {
        expect(res.headers["content-type"]).toContain("text/event-stream");
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const line = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            events.push(JSON.parse(line.replace(/^data: /, "")) as { version: number; view: SeatView });
            if (events.length === 1)
              void http("POST", `/tables/${id}/actions`, {
                token: S,
                body: { version: events[0]!.version, action: { type: "call", seat: "S", call: "P" } },
              });
            if (events.length === 2) {
              req.destroy();
              done();
            }
          }
        });
      });
      req.on("error", (e) => (events.length >= 2 ? done() : fail(e)));
      req.end();
    });
    expect(events[0]!.view.seat).toBe("S");
    expect(events[0]!.view.calls).toEqual([]);
    expect(events[1]!.version).toBeGreaterThan(events[0]!.version);
    expect(events[1]!.view.calls[0]).toEqual({ seat: "S", call: "P" });
  });
});
