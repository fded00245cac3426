/**
 * Fuzz target `solver`: random positions — a seeded deal, 0 to 12 tricks' worth of cards taken
 * from every hand, a random strain and leader, and 0 to 3 cards of a trick in progress played by
 * the rules (followers follow suit when they can) — solved by our solver for every legal card and
 * by native DDS 2.9 (bench/native/dds.c, Debian's libdds). Every card's value must agree. The
 * positions run through one shared solver, so a fact of its transposition table reused wrongly
 * across positions shows too. Without libdds (or a C compiler) the target says so and checks
 * nothing: `apt-get install libdds-dev`.
 */
import {
  SEATS,
  STRAINS,
  createRng,
  createSolver,
  dealFromSeed,
  type Card,
  type Rng,
  type Seat,
  type Strain,
} from "../../src/index.js";
import { nativeDds, readSolve, runDds, solveCommand } from "../../bench/native/dds.js";
import type { FuzzOptions, FuzzReport, FuzzTarget } from "../target.js";

/** Positions solved by DDS in one run of its program. */
const BATCH = 10;

interface FuzzPosition {
  hands: Record<Seat, Card[]>;
  strain: Strain;
  leader: Seat;
  trick: Card[];
}

function take<T>(rng: Rng, list: T[]): T {
  return list.splice(rng.nextInt(list.length), 1)[0] as T;
}

/** A random legal position with at least `fewestGone` tricks' worth of cards gone: see the module comment. */
function randomPosition(rng: Rng, fewestGone: number): FuzzPosition {
  const deal = dealFromSeed(rng.nextUint32(), "N").deal;
  const hands = {} as Record<Seat, Card[]>;
  const gone = fewestGone + rng.nextInt(13 - fewestGone);
  for (const seat of SEATS) {
    hands[seat] = [...deal[seat]];
    for (let i = 0; i < gone; i++) take(rng, hands[seat]);
  }
  const leader = SEATS[rng.nextInt(4)] as Seat;
  const trick: Card[] = [];
  const played = rng.nextInt(4);
  for (let i = 0; i < played; i++) {
    const hand = hands[SEATS[(SEATS.indexOf(leader) + i) % 4] as Seat];
    const led = trick[0]?.[0];
    const following = hand.filter((c) => c[0] === led);
    const card = following.length > 0 ? take(rng, following) : take(rng, [...hand]);
    hand.splice(hand.indexOf(card), 1);
    trick.push(card);
  }
  return { hands, strain: STRAINS[rng.nextInt(5)] as Strain, leader, trick };
}

/**
 * Solves random positions with our solver and with native DDS and compares every card's value.
 * `fewestGone` (0–12) keeps positions small: the test suite's short run uses it.
 */
export function compareWithDds(options: FuzzOptions, fewestGone = 0): FuzzReport {
  const failures: string[] = [];
  const counts = { positions: 0, "cards compared": 0, "cards in a trick already": 0 };
  const dds = nativeDds();
  if ("unavailable" in dds) {
    options.log(`native DDS unavailable, nothing checked: ${dds.unavailable}`);
    return { name: "solver", counts: { ...counts, "skipped (no native DDS)": 1 }, failures };
  }
  const made = createSolver();
  if (!made.ok) throw new Error(made.error.message);
  const solver = made.value;
  const rng = createRng(options.seed);
  const deadline = Date.now() + options.seconds * 1000;
  while (counts.positions < options.iterations && Date.now() < deadline && failures.length === 0) {
    const batch = Array.from({ length: BATCH }, () => randomPosition(rng, fewestGone));
    const answers = runDds(
      dds.path,
      batch.map((p) => solveCommand(p, true)),
    );
    batch.forEach((position, i) => {
      const theirs = readSolve(answers[i] as string).cards;
      const ours = solver.solve(position, { cards: "all" });
      const where = JSON.stringify(position);
      if (!ours.ok) {
        failures.push(`${ours.error.message}: ${where}`);
        return;
      }
      const mine = new Map(ours.value.cards.map((c) => [c.card, c.tricks]));
      let named = 0;
      for (const group of theirs) {
        for (const card of [group.card, ...group.equals]) {
          named++;
          if (mine.get(card) !== group.tricks) {
            failures.push(`${card}: ours ${mine.get(card)}, DDS ${group.tricks}, in ${where}`);
          }
        }
      }
      if (named !== mine.size) failures.push(`DDS values ${named} cards, ours ${mine.size}, in ${where}`);
      counts.positions++;
      counts["cards compared"] += named;
      counts["cards in a trick already"] += position.trick.length;
    });
  }
  return { name: "solver", counts, failures };
}

export const solverTarget: FuzzTarget = { name: "solver", run: (options) => compareWithDds(options) };
