// The browser smoke test's app: one duplicate deal played out by bots, through the package's
// subpath entries as a browser game would import them. The same module runs in Node for the
// comparison, so both sides execute exactly this code.
import { apply, create, isOver, record, turn, view } from "contract-bridge/duplicate";
import { createBot } from "contract-bridge/bots";

/** Plays a whole deal from `seed` with bots in every seat and returns its record as JSON text. */
export function playDeal(seed: number): string {
  const created = create({ seed, dealer: "N", vulnerability: "both" });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const bot = createBot("duplicate", { seed });
  for (let step = 0; !isOver(state); step++) {
    if (step > 400) throw new Error("the deal did not end");
    const seat = turn(state);
    if (seat === null) throw new Error("no seat to act in a deal that is not over");
    const next = apply(state, bot(view(state, seat)));
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    state = next.value;
  }
  return JSON.stringify(record(state));
}
