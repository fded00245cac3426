/**
 * Between the engine's ids and canonical notation, for the variants and formats: the card ids of a
 * deal and the contract of a core contract. (The formats' adapters for the trick winner and the end
 * of an auction are in src/formats/util.ts.)
 *
 * @module
 * @internal
 */
import { DOUBLINGS, SEATS, type Contract, type Deal } from "../schemas/model.js";
import { strainOf } from "../model/call.js";
import { cardId } from "../model/card.js";
import type { CoreContract } from "./auction.js";

/** Card ids of each seat's hand, N E S W. */
export function dealIds(deal: Deal): number[][] {
  return SEATS.map((s) => deal[s].map((c) => cardId(c) as number));
}

/** The contract of a core contract, in canonical notation. */
export function contractOfCore(c: CoreContract): Contract {
  return {
    level: c.level as Contract["level"],
    strain: strainOf(c.strain),
    doubled: DOUBLINGS[c.doubled] as Contract["doubled"],
  };
}
