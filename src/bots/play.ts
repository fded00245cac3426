/**
 * The bots' card play: standard technique, from what one seat's view shows — its own cards, dummy
 * after the opening lead, any hand exposed by a claim, and every card played so far.
 *
 * Defence: opening leads (partner's suit, top of a sequence, fourth best at no-trump, a singleton
 * for a ruff, never away from an ace against a suit), second hand low, third hand high (the lowest
 * of equal cards), cover an honour with an honour, cash the setting tricks, give partner a ruff,
 * return partner's suit, lead through strength and up to weakness, discard from weakness.
 * Declarer: count sure winners and cash them once they are enough; ruff losers in the short trump
 * hand; draw trumps; develop the best suit, leading towards honours and finessing with the cheapest
 * card that can win; unblock by playing the short hand's honours first; win as cheaply as possible.
 *
 * The technique lives in `./cardplay/`: what the seat knows, following, the defenders' leads and
 * declarer's leads.
 *
 * @module
 * @internal
 */
import { declarerLead } from "./cardplay/declarer.js";
import { defenderLead, openingLead } from "./cardplay/defence.js";
import { follow } from "./cardplay/follow.js";
import { buildTable, lowestOf, type PlayInput } from "./cardplay/knowledge.js";

export type { PlayInput, PlayedCard } from "./cardplay/knowledge.js";

/** The card the bot plays: an id among `input.legal`. */
export function chooseCard(input: PlayInput): number {
  if (input.legal.length === 1) return input.legal[0] as number;
  const t = buildTable(input);
  let id: number;
  if (t.trick.length > 0) id = follow(t);
  else if (t.declaring) id = declarerLead(t);
  else if (input.tricks.length === 0) id = openingLead(t);
  else id = defenderLead(t);
  return input.legal.includes(id) ? id : lowestOf(input.legal);
}
