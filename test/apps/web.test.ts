// The browser app (examples/web/) in real Chromium: built with Vite, served from 127.0.0.1, played
// by clicking. The record and score the page shows are checked against the library replaying the
// same calls and cards. Screenshots go to test/artifacts/ (git-ignored).
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { duplicate, partnerOf, scoreKindName, type Call, type Card, type ScoreKind, type Seat } from "contract-bridge";
import { launchChromium } from "../browser/chromium.js";

const root = resolve(import.meta.dirname, "../..");
const artifacts = join(root, "test", "artifacts");
const dist = join(artifacts, "web-dist");
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".png": "image/png",
};

let server: Server;
let base = "";
let browser: Browser;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  await build({
    configFile: join(root, "examples/web/vite.config.ts"),
    logLevel: "warn",
    build: { outDir: dist, emptyOutDir: true },
  });
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const file = resolve(dist, `.${path === "/" ? "/index.html" : path}`);
    if (!file.startsWith(dist) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
});

async function open(query: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/?${query}&delay=0`);
  await page.click("#deal");
  (page as Page & { errors?: string[] }).errors = errors;
  return page;
}

/** The little of a DOM element the page functions below touch (the tests are typed without the DOM library). */
interface PageNode {
  getAttribute(name: string): string | null;
  readonly textContent: string | null;
  querySelector(selector: string): PageNode | null;
}

/** For every element matching `selector`, the named attributes (`"text"`: its text, `".x text"`: a descendant's). */
async function read(page: Page, selector: string, names: readonly string[]): Promise<(string | null)[][]> {
  return page.$$eval(
    selector,
    (nodes: PageNode[], keys: readonly string[]) =>
      nodes.map((n) =>
        keys.map((k) =>
          k === "text"
            ? n.textContent
            : k.endsWith(" text")
              ? (n.querySelector(k.slice(0, -5))?.textContent ?? null)
              : n.getAttribute(k),
        ),
      ),
    names,
  );
}

/** Waits until the page waits for the person, or the game is over; says which. */
async function settle(page: Page): Promise<"human" | "over"> {
  await page.waitForSelector("body[data-state=human], body[data-state=over]");
  return (await page.getAttribute("body", "data-state")) as "human" | "over";
}

/** The auction and the cards the page's record shows, as actions the library can replay. */
async function recordedActions(page: Page): Promise<{ type: string; seat: Seat; call?: Call; card?: Card }[]> {
  const calls = (await read(page, "#record-auction td[data-call]", ["data-seat", "data-call"])).map(([seat, call]) => ({
    seat,
    call,
  }));
  const cards = (await read(page, "#trick-list [data-card]", ["data-seat", "data-card"])).map(([seat, card]) => ({
    seat,
    card,
  }));
  const actions: { type: string; seat: Seat; call?: Call; card?: Card }[] = calls.map((c) => ({
    type: "call",
    seat: c.seat as Seat,
    call: c.call as Call,
  }));
  const afterAuction = duplicate.replay({ seed: 7, vulnerability: "NS" }, actions);
  const declarer = afterAuction.ok ? duplicate.record(afterAuction.value).declarer : null;
  // declarer plays dummy's cards
  for (const c of cards)
    actions.push({
      type: "play",
      seat: declarer && c.seat === partnerOf(declarer) ? declarer : (c.seat as Seat),
      card: c.card as Card,
    });
  return actions;
}

describe("browser app", () => {
  it("[D-6] a whole deal played by clicking: only legal calls offered, the record and score breakdown match the library, in English and Portuguese", async () => {
    const page = await open("seed=7&vul=NS&lang=en");
    expect(await settle(page)).toBe("human");
    // South deals: the bidding box offers exactly the library's legal calls.
    const offered = (await read(page, "#bidding-box button[data-call]", ["data-call"])).map(([call]) => call);
    const fresh = duplicate.create({ seed: 7, vulnerability: "NS" });
    expect(fresh.ok).toBe(true);
    if (!fresh.ok) return;
    expect([...offered].sort()).toEqual(
      duplicate
        .legalActions(fresh.value)
        .map((a) => (a as { call: string }).call)
        .sort(),
    );
    await page.screenshot({ path: join(artifacts, "web-bidding.png") });

    let shotInPlay = false;
    let firstCall = true;
    for (let step = 0; step < 120; step++) {
      if ((await settle(page)) === "over") break;
      if (await page.$("#bidding-box")) {
        await page.click(firstCall ? "#bidding-box button[data-call='1NT']" : "#bidding-box button[data-call='P']");
        firstCall = false;
        continue;
      }
      const legal = await page.$$("button.card.legal");
      expect(legal.length).toBeGreaterThan(0);
      if (!shotInPlay && (await page.$$("#trick [data-card]")).length >= 2) {
        await page.screenshot({ path: join(artifacts, "web-play.png") });
        shotInPlay = true;
      }
      await legal[0]!.click();
    }
    expect(await page.getAttribute("body", "data-state")).toBe("over");

    const replayed = duplicate.replay({ seed: 7, vulnerability: "NS" }, await recordedActions(page));
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    const rec = duplicate.record(replayed.value);
    expect(duplicate.isOver(replayed.value)).toBe(true);
    expect((await read(page, "#trick-list li", ["data-winner"])).map(([w]) => w)).toEqual(
      rec.tricks.map((t) => t.winner),
    );
    const rows = (
      await read(page, "#score tr[data-kind]", ["data-kind", "data-side", "data-points", ".kind text"])
    ).map(([kind, side, points, text]) => ({ kind, side, points: Number(points), text }));
    expect(rows.map(({ kind, side, points }) => ({ kind, side, points }))).toEqual(
      (rec.score?.items ?? []).map((i) => ({ kind: i.kind, side: i.side, points: i.points })),
    );
    expect(await page.textContent("#totals")).toBe(
      `Total: North–South ${rec.score?.totals.NS} · East–West ${rec.score?.totals.EW}`,
    );
    for (const r of rows) expect(r.text).toBe(scoreKindName(r.kind as ScoreKind, "en"));
    await page.screenshot({ path: join(artifacts, "web-end-en.png"), fullPage: true });

    // Switch the language: the same record, in Portuguese words from the library.
    await page.selectOption("#lang", "pt");
    expect(await page.textContent("#record h2")).toBe("A mão, voz a voz e vaza a vaza");
    expect(await page.textContent("#score-title")).toBe("Pontuação");
    const ptKinds = (await read(page, "#score tr[data-kind] .kind", ["text"])).map(([text]) => text);
    expect(ptKinds).toEqual((rec.score?.items ?? []).map((i) => scoreKindName(i.kind, "pt")));
    expect(await page.textContent("#totals")).toBe(
      `Total: Norte–Sul ${rec.score?.totals.NS} · Este–Oeste ${rec.score?.totals.EW}`,
    );
    expect(await page.textContent("#deal")).toBe("Nova mão");
    await page.screenshot({ path: join(artifacts, "web-end-pt.png"), fullPage: true });
    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await page.close();
  });

  it("[CLAIM-2] declarer claims with the claim button; the defenders' answer is shown and the deal is scored", async () => {
    const page = await open("seed=5&vul=none&lang=en");
    for (const call of ["1NT", "P", "P"]) {
      expect(await settle(page)).toBe("human");
      await page.click(`#bidding-box button[data-call='${call}']`);
    }
    expect(await settle(page)).toBe("human");
    expect(await page.textContent("#contract")).toContain("Contract 3NT by South · opening lead West");
    await page.screenshot({ path: join(artifacts, "web-declarer.png") });
    await page.fill("#claim-tricks", "1");
    await page.click("#claim");
    expect(await settle(page)).toBe("over");
    expect(await page.textContent("#message")).toContain("The defenders accept your claim of 1 more trick.");
    expect(await read(page, "#score tr[data-kind]", ["data-kind", "data-points"])).toEqual([["undertricks", "400"]]);
    await page.close();
  });

  it("[H-2] Honeymoon and rubber modes: the draw offers keep and reject; the rubber starts with the bidding box; Random deals afresh", async () => {
    const page = await open("mode=honeymoon&seed=3&lang=fr");
    expect(await settle(page)).toBe("human");
    expect(await read(page, ".draw button", ["text"])).toEqual([["garder"], ["rejeter"]]);
    for (let i = 0; i < 4; i++) {
      await page.click(".draw button[data-choice='keep']");
      await settle(page);
    }
    expect(await page.$$(".seat-A .hand .card")).toHaveLength(4);
    await page.screenshot({ path: join(artifacts, "web-honeymoon.png") });
    await page.selectOption("#mode", "rubber");
    await page.click("#deal");
    await page.waitForSelector("body[data-state=human], body[data-state=over]");
    await page.waitForSelector("#bidding-box");
    await page.screenshot({ path: join(artifacts, "web-rubber.png") });
    // A random deal: a new seed is drawn and a new rubber starts.
    const before = await page.inputValue("#seed");
    await page.click("#random");
    await page.waitForSelector("#bidding-box, body[data-state=bots]");
    expect(await page.inputValue("#seed")).toMatch(/^\d+$/);
    expect(await page.inputValue("#seed")).not.toBe(before);
    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await page.close();
  });
});
