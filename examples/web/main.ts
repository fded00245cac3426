/**
 * The browser app: you play South (player A in Honeymoon) against bots, in any of the library's
 * variants. Every rule — legal calls and cards, tricks, claims, scores — comes from
 * `contract-bridge`; this file only draws the views and turns clicks into actions.
 *
 * URL parameters preset the form: `?mode=duplicate|rubber|honeymoon&seed=N&vul=none|NS|EW|both&lang=en|pt|fr|ru`,
 * and `delay=MS` sets the pause between the bots' moves (0 in tests).
 */
import {
  LOCALES,
  describeError,
  duplicate,
  drawChoiceName,
  isLocale,
  scoreKindName,
  seatName,
  sideName,
  vulnerabilityName,
  type Call,
  type Card,
  type Locale,
} from "contract-bridge";
import { UI, callLabel, cardLabel, contractLabel, contractLine } from "../shared/text.js";
import {
  MODES,
  applyTable,
  botAction,
  claim,
  createBots,
  createTable,
  humanSeat,
  isMode,
  isOverTable,
  sortCards,
  turnOf,
  viewOf,
  type AnySeat,
  type AnyView,
  type Bots,
  type Mode,
  type Table,
} from "../shared/table.js";
import { el, scoreRows, seatCardsPlayed, type ScoreRow } from "./render.js";

const VULNERABILITIES = ["none", "NS", "EW", "both"] as const;
type Vul = (typeof VULNERABILITIES)[number];
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  pt: "Português",
  fr: "Français",
  ru: "Русский",
};

const params = new URLSearchParams(location.search);
const delay = Math.max(0, Number(params.get("delay") ?? 300) || 0);

let locale: Locale = isLocale(params.get("lang")) ? (params.get("lang") as Locale) : "en";
let table: Table | null = null;
let bots: Bots | null = null;
let message = "";
let running = false;
let generation = 0; // a new deal cancels the bots still playing the old one

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>("setup");
const modeSelect = $<HTMLSelectElement>("mode");
const vulSelect = $<HTMLSelectElement>("vul");
const langSelect = $<HTMLSelectElement>("lang");
const seedInput = $<HTMLInputElement>("seed");
const app = $<HTMLElement>("app");

function ui() {
  return UI[locale];
}

function fillSetup(): void {
  const t = ui();
  document.documentElement.lang = locale;
  for (const node of document.querySelectorAll<HTMLElement>("[data-t]")) {
    const key = node.dataset.t as "mode" | "vulnerability" | "language" | "seed" | "random" | "newDeal";
    node.textContent = t[key];
  }
  const keep = (s: HTMLSelectElement, fallback: string) => s.value || fallback;
  const mode = keep(modeSelect, params.get("mode") ?? "duplicate");
  modeSelect.replaceChildren(...MODES.map((m) => el("option", { value: m }, t.modes[m])));
  modeSelect.value = isMode(mode) ? mode : "duplicate";
  const vul = keep(vulSelect, params.get("vul") ?? "none");
  vulSelect.replaceChildren(...VULNERABILITIES.map((v) => el("option", { value: v }, vulnerabilityName(v, locale))));
  vulSelect.value = (VULNERABILITIES as readonly string[]).includes(vul) ? vul : "none";
  langSelect.replaceChildren(...LOCALES.map((l) => el("option", { value: l }, LANGUAGE_NAMES[l])));
  langSelect.value = locale;
  $<HTMLElement>("vul-field").hidden = modeSelect.value !== "duplicate";
}

function startGame(): void {
  const seed = Number(seedInput.value);
  if (!Number.isSafeInteger(seed) || seed < 0) {
    message = `${ui().seed}: ${seedInput.value}?`;
    render();
    return;
  }
  const mode: Mode = isMode(modeSelect.value) ? modeSelect.value : "duplicate";
  const created = createTable({ mode, seed, vulnerability: vulSelect.value as Vul });
  if (!created.ok) {
    message = describeError(created.error, locale);
    render();
    return;
  }
  table = created.value;
  bots = createBots(seed);
  message = "";
  generation++;
  void runBots();
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The bots take their turns, one at a time so a person can follow, until it is the person's turn. */
async function runBots(): Promise<void> {
  const mine = generation;
  running = true;
  render();
  while (table && bots && !isOverTable(table) && mine === generation) {
    const seat = turnOf(table);
    if (seat === null || seat === humanSeat(table)) break;
    if (delay > 0) await pause(delay);
    if (mine !== generation || !table || !bots) return;
    const next = applyTable(table, botAction(table, bots, seat));
    if (!next.ok) {
      message = describeError(next.error, locale);
      break;
    }
    table = next.value;
    render();
  }
  if (mine === generation) {
    running = false;
    render();
  }
}

/** The person's action: taken through the library's `apply`; a refusal is shown in words. */
function act(action: unknown): void {
  if (!table || running) return;
  const next = applyTable(table, action);
  if (!next.ok) {
    message = describeError(next.error, locale);
    render();
    return;
  }
  table = next.value;
  message = "";
  void runBots();
}

function doClaim(tricks: number): void {
  if (!table || !bots || running) return;
  const outcome = claim(table, bots, tricks);
  if (!outcome.ok) {
    message = describeError(outcome.error, locale);
    render();
    return;
  }
  message = outcome.accepted ? ui().claimAccepted(tricks) : ui().claimRejected;
  table = outcome.table;
  void runBots();
}

// ---- drawing ------------------------------------------------------------------------------

function suitClass(card: Card): string {
  return `suit-${card[0]}`;
}

function cardFace(card: Card, options: { legal?: boolean; onClick?: () => void; small?: boolean } = {}): HTMLElement {
  const label = cardLabel(card);
  const body = [el("span", { class: "rank" }, label.slice(1)), el("span", { class: "pip" }, label.charAt(0))];
  if (options.onClick && options.legal) {
    const b = el(
      "button",
      { class: `card ${suitClass(card)} legal`, "data-card": card, type: "button", title: label },
      ...body,
    );
    b.addEventListener("click", options.onClick);
    return b;
  }
  return el(
    "span",
    {
      class: `card ${suitClass(card)}${options.small ? " small" : ""}${options.onClick ? " idle" : ""}`,
      "data-card": card,
    },
    ...body,
  );
}

function backs(n: number): HTMLElement {
  return el(
    "div",
    { class: "backs", title: String(n) },
    ...Array.from({ length: n }, () => el("span", { class: "card back" })),
  );
}

/** A hand as cards, spades first; legal cards are buttons when `play` is given. */
function handRow(cards: readonly Card[], legal: ReadonlySet<string>, play?: (card: Card) => void): HTMLElement {
  return el(
    "div",
    { class: "hand" },
    ...sortCards(cards).map((c) => cardFace(c, play ? { legal: legal.has(c), onClick: () => play(c) } : {})),
  );
}

/** A hand one suit a row, as a dummy at the side of the table or a diagram shows it. */
function handBySuit(
  cards: readonly Card[],
  legal: ReadonlySet<string> = new Set(),
  play?: (card: Card) => void,
): HTMLElement {
  const sorted = sortCards(cards);
  return el(
    "div",
    { class: "hand by-suit" },
    ...(["S", "H", "D", "C"] as const).map((suit) => {
      const row = sorted.filter((c) => c[0] === suit);
      return el(
        "div",
        { class: "suit-row" },
        ...(row.length > 0
          ? row.map((c) => cardFace(c, play ? { legal: legal.has(c), onClick: () => play(c) } : {}))
          : [el("span", { class: `void suit-${suit}` }, cardLabel(`${suit}2` as Card).charAt(0) + " —")]),
      );
    }),
  );
}

function legalCards(v: AnyView): Set<string> {
  return new Set(
    (v.legalActions as { type: string; card?: string }[])
      .filter((a) => a.type === "play" && a.card)
      .map((a) => a.card as string),
  );
}

function seatBox(seat: AnySeat, content: HTMLElement, v: AnyView): HTMLElement {
  // In the play the hand to play is lit, not declarer who plays it for dummy.
  const toAct = v.phase === "play" && "handToPlay" in v ? v.handToPlay : v.turn;
  const turn = toAct === seat;
  const dealer = v.dealer === seat;
  const title = el(
    "div",
    { class: "seat-name" },
    seatName(seat, locale),
    dealer ? el("span", { class: "tag" }, "D") : "",
    v.declarer === seat ? el("span", { class: "tag decl" }, "★") : "",
  );
  return el("div", { class: `seat seat-${seat}${turn ? " to-act" : ""}`, "data-seat": seat }, title, content);
}

function trickArea(v: AnyView): HTMLElement {
  const current = v.currentTrick && v.currentTrick.cards.length > 0 ? v.currentTrick : null;
  const last = v.tricks[v.tricks.length - 1];
  const shown = current ?? (last && v.phase === "play" ? last : null);
  const spots = (v.variant === "honeymoon" ? ["B", "A"] : ["N", "W", "E", "S"]).map((seat) => {
    const c = shown?.cards.find((x) => x.seat === seat);
    return el("div", { class: `spot spot-${seat}` }, c ? cardFace(c.card) : "");
  });
  const caption =
    !current && last && v.phase === "play"
      ? el("div", { class: "caption" }, ui().trickWon(v.tricks.length, seatName(last.winner, locale)))
      : "";
  return el("div", { class: `trick${current ? "" : " done"}`, id: "trick" }, ...spots, caption);
}

function statusBar(v: AnyView): HTMLElement {
  const t = ui();
  const parts: string[] = [t.modes[table?.mode ?? "duplicate"]];
  if (v.variant === "duplicate") parts.push(vulnerabilityName(v.vulnerability, locale));
  if (v.variant === "rubber")
    parts.push(
      `#${v.dealIndex + 1}`,
      vulnerabilityName(v.vulnerability, locale),
      `${sideName("NS", locale)} ${v.games.NS} · ${sideName("EW", locale)} ${v.games.EW}`,
    );
  if (v.variant === "honeymoon") parts.push(`#${v.dealIndex + 1}`, `A ${v.games.A} · B ${v.games.B}`);
  const contract =
    v.contract && v.declarer
      ? el(
          "div",
          { class: "contract", id: "contract" },
          v.variant === "honeymoon"
            ? t.contractBy(contractLabel(v.contract), v.declarer, v.declarer === "A" ? "B" : "A")
            : contractLine(v.contract, v.declarer, locale),
          el("span", { class: "tricks", id: "tricks-won" }, t.tricksSoFar(v.declarerTricks, v.defenderTricks)),
        )
      : "";
  return el("div", { class: "status" }, el("div", { class: "facts" }, parts.join(" · ")), contract);
}

function auctionTable(calls: readonly { seat: AnySeat; call: Call }[], dealer: AnySeat, id: string): HTMLElement {
  const columns: AnySeat[] =
    dealer === "A" || dealer === "B" ? [dealer, dealer === "A" ? "B" : "A"] : ["W", "N", "E", "S"];
  const head = el("tr", {}, ...columns.map((s) => el("th", {}, seatName(s, locale))));
  const rows: HTMLElement[] = [];
  let cells: HTMLElement[] = Array.from({ length: columns.indexOf(dealer) }, () => el("td", {}));
  for (const c of calls) {
    cells.push(
      el(
        "td",
        {
          "data-call": c.call,
          "data-seat": c.seat,
          class: c.call.length > 1 && c.call !== "XX" ? `call-${c.call.slice(1)}` : "",
        },
        callLabel(c.call, locale),
      ),
    );
    if (cells.length === columns.length) {
      rows.push(el("tr", {}, ...cells));
      cells = [];
    }
  }
  if (cells.length > 0) rows.push(el("tr", {}, ...cells));
  return el("table", { class: "auction", id }, el("thead", {}, head), el("tbody", {}, ...rows));
}

function biddingBox(v: AnyView): HTMLElement {
  const calls = (v.legalActions as { type: string; call?: Call }[]).filter((a) => a.type === "call" && a.call);
  const button = (a: { call?: Call }) => {
    const call = a.call as Call;
    const b = el(
      "button",
      {
        type: "button",
        class: `bid call-${call.length > 1 && call !== "XX" ? call.slice(1) : call}`,
        "data-call": call,
      },
      callLabel(call, locale),
    );
    b.addEventListener("click", () => act(a));
    return b;
  };
  const specials = calls.filter((a) => a.call === "P" || a.call === "X" || a.call === "XX");
  const bids = calls.filter((a) => !specials.includes(a));
  const levels = [...new Set(bids.map((a) => (a.call as string).charAt(0)))];
  return el(
    "div",
    { class: "bidding-box", id: "bidding-box" },
    el("div", { class: "box-title" }, ui().yourCall),
    ...levels.map((level) =>
      el("div", { class: "level" }, ...bids.filter((a) => (a.call as string).charAt(0) === level).map(button)),
    ),
    el("div", { class: "level specials" }, ...specials.map(button)),
  );
}

function claimControl(v: AnyView): HTMLElement | "" {
  if (v.variant === "honeymoon" || v.phase !== "play" || v.declarer !== v.seat || running) return "";
  if (v.tricks.length === 0 && (v.currentTrick?.cards.length ?? 0) === 0) return "";
  if (v.claim) return "";
  const left = 13 - v.tricks.length;
  const input = el("input", {
    type: "number",
    min: "0",
    max: String(left),
    value: String(left),
    id: "claim-tricks",
    "aria-label": ui().claim,
  }) as HTMLInputElement;
  const b = el("button", { type: "button", id: "claim", class: "primary" }, ui().claim);
  b.addEventListener("click", () => doClaim(Number(input.value)));
  return el("div", { class: "claim" }, input, b);
}

function drawControl(v: AnyView): HTMLElement | "" {
  if (v.variant !== "honeymoon" || v.phase !== "draw") return "";
  const t = ui();
  const buttons = (v.legalActions as { type: "keep" | "reject" }[]).map((a) => {
    const b = el("button", { type: "button", class: "primary", "data-choice": a.type }, drawChoiceName(a.type, locale));
    b.addEventListener("click", () => act(a));
    return b;
  });
  return el(
    "div",
    { class: "draw" },
    el("div", {}, `${t.stock(v.stock)}`),
    el("div", { class: "top" }, `${t.topCard}: `, v.top ? cardFace(v.top) : "—"),
    el("div", { class: "choices" }, ...buttons),
  );
}

function scoreTable(
  rows: readonly ScoreRow[],
  totals: Readonly<Record<string, number>>,
  withLine: boolean,
): HTMLElement {
  const t = ui();
  return el(
    "table",
    { class: "score", id: "score" },
    el(
      "tbody",
      {},
      ...rows.map((r) =>
        el(
          "tr",
          { "data-kind": r.kind, "data-side": r.side, "data-points": String(r.points) },
          r.deal !== undefined ? el("td", { class: "num" }, `#${r.deal + 1}`) : "",
          el("td", {}, r.side === "A" || r.side === "B" ? r.side : sideName(r.side, locale)),
          el("td", { class: "kind" }, scoreKindName(r.kind, locale)),
          el("td", { class: "num" }, String(r.points)),
          withLine ? el("td", { class: "line" }, t.lines[r.line]) : "",
        ),
      ),
      rows.length === 0 ? el("tr", {}, el("td", { colspan: "4" }, t.passedOut)) : "",
    ),
    el(
      "tfoot",
      {},
      el(
        "tr",
        {},
        el(
          "th",
          { colspan: "4", id: "totals" },
          `${t.total}: ${Object.entries(totals)
            .map(([s, n]) => `${s === "A" || s === "B" ? s : sideName(s as "NS" | "EW", locale)} ${n}`)
            .join(" · ")}`,
        ),
      ),
    ),
  );
}

function tricksList(
  tricks: readonly { leader: AnySeat; cards: readonly { seat: AnySeat; card: Card }[]; winner: AnySeat }[],
): HTMLElement {
  const t = ui();
  return el(
    "ol",
    { class: "trick-list", id: "trick-list" },
    ...tricks.map((tr) =>
      el(
        "li",
        { "data-leader": tr.leader, "data-winner": tr.winner },
        el("span", { class: "who" }, `${seatName(tr.leader, locale)} ${t.leads}`),
        ...tr.cards.map((c) =>
          el(
            "span",
            {
              class: `played ${suitClass(c.card)}${c.seat === tr.winner ? " won" : ""}`,
              "data-card": c.card,
              "data-seat": c.seat,
            },
            cardLabel(c.card),
          ),
        ),
        el("span", { class: "who" }, `${t.wonBy} ${seatName(tr.winner, locale)}`),
      ),
    ),
  );
}

/** The record at the end: the auction, every trick with its winner, the score breakdown. */
function recordPanel(v: AnyView): HTMLElement {
  const t = ui();
  const parts: (HTMLElement | string)[] = [el("h2", {}, v.variant === "duplicate" ? t.record : t.score)];
  if (v.variant === "duplicate") {
    parts.push(el("h3", {}, t.auction), auctionTable(v.calls, v.dealer, "record-auction"));
    if (v.contract && v.declarer)
      parts.push(
        el(
          "p",
          { class: "contract" },
          `${contractLine(v.contract, v.declarer, locale)} · ${t.declarerTook(v.declarerTricks)}`,
        ),
      );
    else parts.push(el("p", {}, t.passedOut));
    parts.push(el("h3", {}, t.tricks), tricksList(v.tricks));
    const s = v.score ?? { items: [], totals: { NS: 0, EW: 0 } };
    parts.push(el("h3", { id: "score-title" }, t.score), scoreTable(scoreRows(s.items), s.totals, false));
  } else {
    const winner =
      v.variant === "rubber" ? sideName(v.games.NS >= 2 ? "NS" : "EW", locale) : v.games.A >= 2 ? "A" : "B";
    parts.push(
      el("p", { class: "winner" }, t.rubberWon(winner)),
      scoreTable(scoreRows(v.score.items), v.score.totals, true),
    );
  }
  return el("section", { class: "record", id: "record" }, ...parts);
}

/** The last finished deal of a rubber, as everyone saw it. */
function previousDeal(v: AnyView): HTMLElement | "" {
  const t = ui();
  const last =
    v.variant === "rubber" ? v.previousDeals.at(-1) : v.variant === "honeymoon" ? v.previousDeals.at(-1) : null;
  if (!last) return "";
  const outcome =
    last.contract && last.declarer && last.declarerTricks !== null
      ? `${contractLabel(last.contract)} ${seatName(last.declarer, locale)} · ${t.declarerTook(last.declarerTricks)}`
      : t.passedOut;
  return el("div", { class: "previous" }, el("h3", {}, `${t.newDeal} ←`), el("p", {}, outcome));
}

function render(): void {
  fillSetup();
  document.body.dataset.state = !table ? "idle" : isOverTable(table) ? "over" : running ? "bots" : "human";
  if (!table) {
    app.replaceChildren(el("p", { class: "intro" }, ui().youAre(seatName("S", locale))));
    return;
  }
  const me = humanSeat(table);
  const v = viewOf(table, me);
  const t = ui();
  const myTurn = !running && turnOf(table) === me;
  const legal = myTurn ? legalCards(v) : new Set<string>();
  const play = (card: Card) => act({ type: "play", seat: me, card });
  app.dataset.phase = v.phase;

  const over = isOverTable(table);
  // Once a single deal is over nothing is hidden any more: the table shows the four hands as dealt.
  const deal = over && table.mode === "duplicate" ? duplicate.record(table.state).deal : null;
  let north: HTMLElement;
  let south: HTMLElement;
  let east: HTMLElement | "" = "";
  let west: HTMLElement | "" = "";
  if (v.variant === "honeymoon") {
    south = seatBox("A", handRow(v.hand, legal, v.phase === "play" ? play : undefined), v);
    north = seatBox(
      "B",
      backs(v.phase === "draw" ? v.draws.filter((d) => d.seat === "B").length : 13 - seatCardsPlayed(v, "B")),
      v,
    );
  } else {
    const dummy = v.dummy;
    const southIsDummy = dummy?.seat === "S";
    const playsSouth = v.phase === "play" && !southIsDummy && v.handToPlay === "S";
    south = seatBox(
      "S",
      over && deal
        ? handRow(deal.S, new Set())
        : handRow(v.hand, playsSouth ? legal : new Set(), v.phase === "play" && !southIsDummy ? play : undefined),
      v,
    );
    const northContent =
      over && deal
        ? handRow(deal.N, new Set())
        : dummy && dummy.seat === "N"
          ? handRow(dummy.hand, v.handToPlay === "N" ? legal : new Set(), v.declarer === "S" ? play : undefined)
          : backs(13 - seatCardsPlayed(v, "N"));
    north = seatBox(
      "N",
      el("div", {}, dummy?.seat === "N" ? el("div", { class: "dummy-tag" }, t.dummy) : "", northContent),
      v,
    );
    const side = (seat: "E" | "W") => {
      const shown =
        over && deal
          ? handBySuit(deal[seat])
          : dummy?.seat === seat
            ? handBySuit(dummy.hand)
            : backs(13 - seatCardsPlayed(v, seat));
      return seatBox(
        seat,
        el("div", {}, dummy?.seat === seat ? el("div", { class: "dummy-tag" }, t.dummy) : "", shown),
        v,
      );
    };
    east = side("E");
    west = side("W");
  }

  const felt = el(
    "div",
    { class: `felt ${v.variant === "honeymoon" ? "two" : "four"}` },
    north,
    west,
    trickArea(v),
    east,
    south,
  );
  const side: (HTMLElement | string)[] = [];
  if (v.variant !== "honeymoon" || v.phase !== "draw")
    side.push(el("h3", {}, t.auction), auctionTable(v.calls, v.dealer, "auction"));
  if (myTurn && v.phase === "auction") side.push(biddingBox(v));
  if (myTurn) side.push(drawControl(v));
  side.push(claimControl(v));
  if (myTurn && v.phase === "play")
    side.push(
      el(
        "p",
        { class: "prompt" },
        `${t.yourCard}${v.variant !== "honeymoon" && v.handToPlay && v.handToPlay !== me ? ` (${t.fromDummy})` : ""}`,
      ),
    );
  if (running) side.push(el("p", { class: "waiting" }, t.waiting));
  if (message) side.push(el("p", { class: "message", id: "message", role: "alert" }, message));
  side.push(previousDeal(v));

  app.replaceChildren(
    statusBar(v),
    el("div", { class: "layout" }, felt, el("aside", { class: "side" }, ...side)),
    over ? recordPanel(v) : "",
  );
}

form.addEventListener("submit", (e) => {
  e.preventDefault();
  startGame();
});
$<HTMLButtonElement>("random").addEventListener("click", () => {
  seedInput.value = String((crypto.getRandomValues(new Uint32Array(1))[0] as number) % 1_000_000);
  startGame();
});
langSelect.addEventListener("change", () => {
  if (isLocale(langSelect.value)) locale = langSelect.value;
  render();
});
modeSelect.addEventListener("change", () => render());
if (params.has("seed")) seedInput.value = params.get("seed") as string;
render();
