/**
 * A table server for four remote players on Node's own `http`: it holds the states, takes each
 * seat's actions, and gives each seat only that seat's view. Seats nobody takes are played by bots
 * on the server, from their own views.
 *
 * HTTP interface (JSON in and out; every seat request carries `Authorization: Bearer <token>`):
 *
 * - `POST /tables` `{ variant?: "duplicate" | "rubber", seed?, vulnerability?, bots?: Seat[] }` →
 *   `201 { id, tokens: { N?, E?, S?, W? } }`: a token for every seat not given to a bot.
 * - `GET /tables/:id/view?since=V&wait=MS` → `{ version, view }`: the seat's view. With `since`, the
 *   answer waits (long polling, at most `wait` ms, 20 s at most) until the version is past `V`.
 * - `GET /tables/:id/events` → server-sent events: `data: { version, view }` on every change.
 * - `POST /tables/:id/actions` `{ version, action }` → `{ version, view }`: the action, taken as the
 *   token's seat at the version the client saw. A stale version is refused (`409 STALE_VERSION`), so
 *   a replayed old action can never be taken twice; an action naming another seat is refused
 *   (`403 NOT_YOUR_SEAT`); the rules' own refusals come back as `422` with the library's error.
 * - `GET /tables/:id/record` → the record, once the game is over (to any seat of the table).
 *
 * Bodies over 16 kB are refused (`413`) without being read; malformed JSON is `400 BAD_JSON`.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createBot, duplicate, rubber, type FourSeatBot, type RuleError, type Seat } from "contract-bridge";

const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
const MAX_BODY = 16 * 1024;
const MAX_WAIT = 20_000;

/** One game on the server. */
type Game = { variant: "duplicate"; state: duplicate.State } | { variant: "rubber"; state: rubber.State };

interface TableEntry {
  readonly id: string;
  game: Game;
  /** Bumped on every accepted action; clients send the version they acted on. */
  version: number;
  readonly bots: Partial<Record<Seat, FourSeatBot>>;
  /** Long polls and event streams waiting for the next version. */
  readonly waiters: Set<() => void>;
}

interface SeatToken {
  readonly table: string;
  readonly seat: Seat;
}

/** A refusal: the HTTP status and the error body. Thrown inside a request handler, answered by it. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function turnOf(g: Game): Seat | null {
  return g.variant === "duplicate" ? duplicate.turn(g.state) : rubber.turn(g.state);
}

function viewOf(g: Game, seat: Seat): duplicate.View | rubber.View {
  return g.variant === "duplicate" ? duplicate.view(g.state, seat) : rubber.view(g.state, seat);
}

function applyTo(g: Game, action: unknown): { ok: true; game: Game } | { ok: false; error: RuleError } {
  if (g.variant === "duplicate") {
    const r = duplicate.apply(g.state, action);
    return r.ok ? { ok: true, game: { variant: "duplicate", state: r.value } } : r;
  }
  const r = rubber.apply(g.state, action);
  return r.ok ? { ok: true, game: { variant: "rubber", state: r.value } } : r;
}

function isOver(g: Game): boolean {
  return g.variant === "duplicate" ? duplicate.isOver(g.state) : rubber.isOver(g.state);
}

/** Options of {@link startTableServer}. */
export interface TableServerOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  readonly port?: number;
  /** Address to listen on; loopback unless set. */
  readonly host?: string;
}

/** A running table server. */
export interface TableServer {
  /** `http://host:port`. */
  readonly url: string;
  readonly server: Server;
  /** Stops listening and ends every waiting request. */
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  res.end(text);
}

/** Reads a JSON body of at most {@link MAX_BODY} bytes. */
function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_BODY) {
      req.resume();
      reject(new HttpError(413, "BODY_TOO_LARGE", `a request body may be at most ${MAX_BODY} bytes`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is drained unread, so the client can finish sending and read the 413.
      if (size > MAX_BODY) {
        chunks.length = 0;
        reject(new HttpError(413, "BODY_TOO_LARGE", `a request body may be at most ${MAX_BODY} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (size > MAX_BODY) return;
      const text = Buffer.concat(chunks).toString("utf8");
      if (text.trim() === "") {
        resolve({});
        return;
      }
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new HttpError(400, "BAD_JSON", "the request body is not valid JSON"));
      }
    });
    req.on("error", reject);
  });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Starts a table server; resolves once it listens. */
export function startTableServer(options: TableServerOptions = {}): Promise<TableServer> {
  const tables = new Map<string, TableEntry>();
  const tokens = new Map<string, SeatToken>();
  const streams = new Set<ServerResponse>();

  /** Bots take their turns until a person must act (or the game is over). */
  function runBots(t: TableEntry): void {
    for (let guard = 0; guard < 2000 && !isOver(t.game); guard++) {
      const seat = turnOf(t.game);
      const bot = seat ? t.bots[seat] : undefined;
      if (!seat || !bot) return;
      const next = applyTo(t.game, bot(viewOf(t.game, seat)));
      if (!next.ok) return; // a bot only picks legal actions; stop rather than spin if one did not
      t.game = next.game;
      t.version++;
    }
  }

  function changed(t: TableEntry): void {
    const waiting = [...t.waiters];
    t.waiters.clear();
    for (const wake of waiting) wake();
  }

  function seatOf(req: IncomingMessage, tableId: string): SeatToken {
    const header = req.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    const who = tokens.get(token);
    if (!who) throw new HttpError(401, "NO_SEAT", "send the seat's token as Authorization: Bearer <token>");
    if (who.table !== tableId) throw new HttpError(403, "NOT_YOUR_TABLE", "that token belongs to another table");
    return who;
  }

  function tableOf(id: string): TableEntry {
    const t = tables.get(id);
    if (!t) throw new HttpError(404, "NO_TABLE", `there is no table ${JSON.stringify(id)}`);
    return t;
  }

  async function createTable(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    if (!isRecord(body)) throw new HttpError(400, "BAD_REQUEST", "the body must be a JSON object");
    const variant = body.variant ?? "duplicate";
    const botSeats = body.bots ?? [];
    if (variant !== "duplicate" && variant !== "rubber")
      throw new HttpError(400, "BAD_REQUEST", 'variant must be "duplicate" or "rubber"');
    if (!Array.isArray(botSeats) || !botSeats.every((s) => SEATS.includes(s as Seat)))
      throw new HttpError(400, "BAD_REQUEST", "bots must be a list of seats N, E, S, W");
    const seed = body.seed ?? 0;
    const created =
      variant === "duplicate"
        ? duplicate.create({ seed: seed as number, vulnerability: (body.vulnerability ?? "none") as "none" })
        : rubber.create({ seed: seed as number });
    if (!created.ok) {
      send(res, 422, { error: created.error });
      return;
    }
    const game = (
      variant === "duplicate" ? { variant, state: created.value } : { variant, state: created.value }
    ) as Game;
    const id = randomBytes(6).toString("hex");
    const bots: Partial<Record<Seat, FourSeatBot>> = {};
    const seatTokens: Partial<Record<Seat, string>> = {};
    for (const [k, seat] of SEATS.entries()) {
      // create() accepted the seed, so it is a safe integer; the bots' seeds stay safe too
      // Heuristic card play: the server answers every table from one thread, and the sampled play
      // can think for a second or more on the first tricks. A server wanting the stronger bots
      // would run them in a worker thread.
      if (botSeats.includes(seat))
        bots[seat] = createBot("duplicate", { seed: ((seed as number) % 2 ** 32) + k, cardPlay: "heuristic" });
      else {
        const token = randomBytes(18).toString("base64url");
        tokens.set(token, { table: id, seat });
        seatTokens[seat] = token;
      }
    }
    const t: TableEntry = { id, game, version: 0, bots, waiters: new Set() };
    tables.set(id, t);
    runBots(t);
    send(res, 201, { id, tokens: seatTokens });
  }

  function viewBody(t: TableEntry, seat: Seat): { version: number; view: duplicate.View | rubber.View } {
    return { version: t.version, view: viewOf(t.game, seat) };
  }

  function getView(req: IncomingMessage, res: ServerResponse, t: TableEntry, query: URLSearchParams): void {
    const { seat } = seatOf(req, t.id);
    const since = query.get("since");
    if (since === null || Number(since) < t.version || isOver(t.game)) {
      send(res, 200, viewBody(t, seat));
      return;
    }
    const wait = Math.min(MAX_WAIT, Math.max(0, Number(query.get("wait") ?? MAX_WAIT) || 0));
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      t.waiters.delete(finish);
      if (!res.writableEnded) send(res, 200, viewBody(t, seat));
    };
    const timer = setTimeout(finish, wait);
    t.waiters.add(finish);
    req.on("close", () => {
      done = true;
      clearTimeout(timer);
      t.waiters.delete(finish);
    });
  }

  function events(req: IncomingMessage, res: ServerResponse, t: TableEntry): void {
    const { seat } = seatOf(req, t.id);
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
    });
    streams.add(res);
    const push = () => {
      if (res.writableEnded) return;
      res.write(`data: ${JSON.stringify(viewBody(t, seat))}\n\n`);
      if (isOver(t.game)) {
        res.end();
        streams.delete(res);
        return;
      }
      t.waiters.add(push);
    };
    push();
    req.on("close", () => {
      t.waiters.delete(push);
      streams.delete(res);
    });
  }

  async function postAction(req: IncomingMessage, res: ServerResponse, t: TableEntry): Promise<void> {
    const { seat } = seatOf(req, t.id);
    const body = await readJson(req);
    if (!isRecord(body) || !isRecord(body.action))
      throw new HttpError(400, "BAD_REQUEST", "the body must be { version, action }");
    if (typeof body.version !== "number")
      throw new HttpError(400, "BAD_REQUEST", "send the version of the view you acted on");
    if (body.version !== t.version)
      throw new HttpError(
        409,
        "STALE_VERSION",
        `the table is at version ${t.version}, not ${body.version}: fetch the view and act again`,
      );
    // The token decides who is acting; an action may not speak for another seat.
    if (body.action.seat !== seat)
      throw new HttpError(403, "NOT_YOUR_SEAT", `this token plays ${seat}, not ${JSON.stringify(body.action.seat)}`);
    const next = applyTo(t.game, body.action);
    if (!next.ok) {
      send(res, 422, { error: next.error, version: t.version });
      return;
    }
    t.game = next.game;
    t.version++;
    runBots(t);
    changed(t);
    send(res, 200, viewBody(t, seat));
  }

  function getRecord(req: IncomingMessage, res: ServerResponse, t: TableEntry): void {
    seatOf(req, t.id);
    if (!isOver(t.game)) throw new HttpError(409, "NOT_OVER", "the record is shown once the game is over");
    send(res, 200, t.game.variant === "duplicate" ? duplicate.record(t.game.state) : rubber.record(t.game.state));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://table.invalid");
    const parts = url.pathname.split("/").filter(Boolean);
    if (req.method === "POST" && url.pathname === "/tables") return createTable(req, res);
    if (parts[0] === "tables" && parts.length === 3) {
      const t = tableOf(parts[1] as string);
      const what = parts[2];
      if (req.method === "GET" && what === "view") return getView(req, res, t, url.searchParams);
      if (req.method === "GET" && what === "events") return events(req, res, t);
      if (req.method === "POST" && what === "actions") return postAction(req, res, t);
      if (req.method === "GET" && what === "record") return getRecord(req, res, t);
    }
    throw new HttpError(404, "NOT_FOUND", `no route ${req.method ?? "?"} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (res.headersSent) return;
      if (e instanceof HttpError) {
        if (e.status === 413) res.setHeader("connection", "close"); // no keep-alive after a refused body
        send(res, e.status, { error: { code: e.code, message: e.message } });
      } else send(res, 500, { error: { code: "INTERNAL", message: "the server failed" } });
    });
  });
  server.requestTimeout = 30_000;

  return new Promise((resolve) => {
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${address.address}:${address.port}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            for (const s of streams) s.end();
            for (const t of tables.values()) changed(t);
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
