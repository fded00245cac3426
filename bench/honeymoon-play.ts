// Honeymoon's card play against two-hand double dummy. Seeded rubbers are played by the default
// Honeymoon bots (draws, auction and play); at every card the position is valued by
// src/bots/two-hand.ts on the real two hands, before and after the card, and the tricks the card
// gave away (what the player could have had with its best card, less what it has after this one) are
// summed by kind of decision. Also each deal's declarer's tricks against double dummy at the first
// lead. Prints figures; asserts nothing.
import { createHoneymoonBot, honeymoon, type Card, type HoneymoonBot } from "contract-bridge";
import { classOf, solveTwoHand } from "../src/bots/two-hand.js";
import { flagValue } from "./bots.js";
import type { Figures } from "./replay.js";

const SUITS = "CDHS";
const RANKS = "23456789TJQKA";
const STRAINS = ["C", "D", "H", "S", "NT"];

type Player = "A" | "B";

function masks(cards: readonly Card[]): number[] {
  const out = [0, 0, 0, 0];
  for (const c of cards) {
    const s = SUITS.indexOf(c[0] as string);
    out[s] = (out[s] as number) | (1 << RANKS.indexOf(c[1] as string));
  }
  return out;
}

function id(c: Card): [number, number] {
  return [SUITS.indexOf(c[0] as string), RANKS.indexOf(c[1] as string)];
}

/** The kinds of card decision the losses are split by. */
export const KINDS = [
  "declarer leads",
  "defender leads",
  "declarer follows suit",
  "defender follows suit",
  "declarer ruffs",
  "defender ruffs",
  "declarer discards",
  "defender discards",
] as const;

/** What the Honeymoon bots' card play gives away against two-hand double dummy. */
export interface PlayFigures {
  readonly deals: number;
  readonly cards: number;
  /** Tricks given away, summed over the deals, by kind of decision. */
  readonly lost: Record<(typeof KINDS)[number], { cards: number; tricks: number }>;
  /** Sum of declarer's tricks less double dummy at the first lead, and of its absolute value. */
  readonly diff: number;
  readonly absDiff: number;
}

/**
 * The follower's possible cards after a lead, each with the tricks A takes from there on (the
 * trick's winner included), both sides double dummy from the next trick on. `hands` are the cards
 * still held, the lead already taken out of the leader's hand.
 */
function replyValues(
  hands: [number[], number[]],
  leader: 0 | 1,
  suit: number,
  rank: number,
  trump: number,
): Map<string, number> {
  const follower = (1 - leader) as 0 | 1;
  const fh = hands[follower];
  const out = new Map<string, number>();
  const cands: [number, number][] = [];
  if ((fh[suit] as number) !== 0) {
    for (let r = 0; r < 13; r++) if ((fh[suit] as number) & (1 << r)) cands.push([suit, r]);
  } else for (let s = 0; s < 4; s++) for (let r = 0; r < 13; r++) if ((fh[s] as number) & (1 << r)) cands.push([s, r]);
  const memo = new Map<string, number>();
  for (const [s, r] of cands) {
    const followerWins = s === suit ? r > rank : s === trump;
    const winner = followerWins ? follower : leader;
    const before = fh[s] as number;
    fh[s] = before & ~(1 << r);
    // cards of one suit with none of the other hand's between them (nor the lead) are equivalent
    const key = `${s}:${followerWins}:${classOf((hands[leader][s] as number) | (s === suit ? 1 << rank : 0), r)}`;
    let v = memo.get(key);
    if (v === undefined) {
      v = (winner === 0 ? 1 : 0) + solveTwoHand(hands[0], hands[1], trump, winner);
      memo.set(key, v);
    }
    fh[s] = before;
    out.set(`${SUITS[s]}${RANKS[r]}`, v);
  }
  return out;
}

/**
 * Plays `rubbers` seeded rubbers from `first` with `bot(seat, seed)` and measures each card; with
 * `firstDeals`, only each rubber's first deal is played, so that bots that differ only in their card
 * play are measured on the same deals (a rubber's later deals depend on the scores before them).
 */
export function measurePlay(
  rubbers: number,
  first = 0,
  bot: (seat: Player, seed: number) => HoneymoonBot = (seat, seed) =>
    createHoneymoonBot({ seed: 2 * seed + (seat === "A" ? 0 : 1) }),
  firstDeals = false,
): PlayFigures {
  const lost = Object.fromEntries(KINDS.map((k) => [k, { cards: 0, tricks: 0 }])) as PlayFigures["lost"];
  let deals = 0;
  let cards = 0;
  let diff = 0;
  let absDiff = 0;
  for (let seed = first; seed < first + rubbers; seed++) {
    const bots = { A: bot("A", seed), B: bot("B", seed) };
    const c = honeymoon.create({ seed });
    if (!c.ok) throw new Error(c.error.message);
    let s = c.value;
    let ddStart: number | null = null;
    let values: Map<string, number> | null = null;
    let leadValue = 0;
    let won = 0; // A's tricks so far this deal
    const before = deals;
    while (!honeymoon.isOver(s) && !(firstDeals && deals > before)) {
      const seat = honeymoon.turn(s) as Player;
      const v = honeymoon.view(s, seat);
      const action = bots[seat](v);
      if (v.phase === "play" && action.type === "play" && v.contract) {
        const other = honeymoon.view(s, seat === "A" ? "B" : "A");
        const hands: [number[], number[]] =
          seat === "A" ? [masks(v.hand), masks(other.hand)] : [masks(other.hand), masks(v.hand)];
        const trump = STRAINS.indexOf(v.contract.strain);
        const p = seat === "A" ? 0 : 1;
        const declarer = v.declarer === seat;
        const trick = v.currentTrick?.cards ?? [];
        const [cs, cr] = id(action.card);
        if (trick.length === 0) {
          const before = won + solveTwoHand(hands[0], hands[1], trump, p);
          if (ddStart === null) ddStart = before;
          hands[p][cs] = (hands[p][cs] as number) & ~(1 << cr);
          values = replyValues(hands, p, cs, cr, trump);
          const best = p === 1 ? Math.max(...values.values()) : Math.min(...values.values());
          leadValue = won + best;
          const k = lost[declarer ? "declarer leads" : "defender leads"];
          k.cards++;
          k.tricks += p === 0 ? before - leadValue : leadValue - before;
        } else if (values) {
          const chosen = won + (values.get(action.card) as number);
          const follows = trick[0]?.card[0] === action.card[0];
          const how = follows ? "follows suit" : action.card[0] === STRAINS[trump] ? "ruffs" : "discards";
          const k = lost[`${declarer ? "declarer" : "defender"} ${how}`];
          k.cards++;
          k.tricks += p === 0 ? leadValue - chosen : chosen - leadValue;
        }
        cards++;
      }
      const r = honeymoon.apply(s, action);
      if (!r.ok) throw new Error(r.error.message);
      const next = r.value;
      if (v.phase === "play") {
        // the trick just completed: count A's trick
        const nv = honeymoon.isOver(next) ? null : honeymoon.view(next, "A");
        const justDone = (v.currentTrick?.cards.length ?? 0) === 1;
        if (justDone) {
          const t = v.currentTrick?.cards[0];
          const led = t ? id(t.card) : [0, 0];
          const mine = action.type === "play" ? id(action.card) : [0, 0];
          const trump = STRAINS.indexOf(v.contract?.strain ?? "NT");
          const followerWins = mine[0] === led[0] ? (mine[1] as number) > (led[1] as number) : mine[0] === trump;
          const winner = followerWins ? seat : t?.seat;
          if (winner === "A") won++;
          if (nv === null || nv.phase !== "play") {
            // deal over: declarer's tricks against double dummy at the first lead
            const decl = v.declarer === "A" ? won : 13 - won;
            const dd = v.declarer === "A" ? (ddStart ?? 0) : 13 - (ddStart ?? 0);
            diff += decl - dd;
            absDiff += Math.abs(decl - dd);
            deals++;
            ddStart = null;
            won = 0;
          }
        }
      }
      s = next;
    }
  }
  return { deals, cards, lost, diff, absDiff };
}

/**
 * Figures for `npm run bench -- "Honeymoon's card play"`: the first deal of `--rubbers=N` (1,000)
 * seeded rubbers from `--first=N` (0), or whole rubbers with `--whole=1`; `--samples=K` deals K
 * layouts behind each lead (the bot's option; 0 leads by rule of thumb; default the bot's default).
 */
export function honeymoonPlayBench(): Figures[] {
  const flag = process.argv.some((a) => a.startsWith("--samples="));
  const samples = flagValue("samples", 0, 0);
  const bot = flag
    ? (seat: Player, seed: number) => createHoneymoonBot({ seed: 2 * seed + (seat === "A" ? 0 : 1), samples })
    : undefined;
  const f = measurePlay(flagValue("rubbers", 1000, 1), flagValue("first", 0, 0), bot, flagValue("whole", 0, 0) === 0);
  let total = 0;
  for (const k of KINDS) total += f.lost[k].tricks;
  const rows: Figures[] = [
    { name: "deals played by the Honeymoon bots", value: `${f.deals} (${f.cards} cards)` },
    { name: "tricks given away double dummy a deal (both players)", value: (total / f.deals).toFixed(3) },
  ];
  for (const k of KINDS) {
    const x = f.lost[k];
    rows.push({ name: `  ${k} (cards, tricks a deal)`, value: `${x.cards}, ${(x.tricks / f.deals).toFixed(3)}` });
  }
  rows.push(
    { name: "declarer's tricks - two-hand double dummy, mean", value: (f.diff / f.deals).toFixed(3) },
    { name: "declarer's tricks - two-hand double dummy, mean |diff|", value: (f.absDiff / f.deals).toFixed(3) },
  );
  return rows;
}
