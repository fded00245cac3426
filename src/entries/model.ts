/**
 * `contract-bridge/model` — the model on its own: cards, calls, seats and sides, contracts, deals,
 * the immutable bitset `CardSet`, seeded dealing, and the `Result` convention. Lenient notation in
 * (`"s10"`, `"♠A"`, `"1N"`), canonical out (`"ST"`, `"SA"`, `"1NT"`). The types here are plain
 * declarations; their zod schemas are in `contract-bridge/schemas`.
 *
 * ```ts
 * import { dealFromSeed, parseCard } from "contract-bridge/model";
 * ```
 *
 * @module contract-bridge/model
 */
export {
  CALLS,
  CARDS,
  DOUBLINGS,
  LEVELS,
  RANKS,
  SEATS,
  SIDES,
  STRAINS,
  SUITS,
  VULNERABILITIES,
  type Bid,
  type BidCall,
  type Call,
  type Card,
  type Contract,
  type Deal,
  type Doubling,
  type Hand,
  type Level,
  type Rank,
  type Seat,
  type Side,
  type Strain,
  type Suit,
  type Vulnerability,
} from "../model/types.js";
export { ERROR_CODES, err, ok, type ErrorCode, type Result, type RuleError } from "../result.js";
export {
  cardId,
  cardOf,
  formatCard,
  parseCard,
  parseRank,
  parseSuit,
  rankIndex,
  rankOf,
  strainIndex,
  suitIndex,
  suitOf,
} from "../model/card.js";
export { CardSet, popcount } from "../model/cardset.js";
export { isVulnerable, nextSeat, otherSide, partnerOf, seatAfter, seatIndex, sideOf } from "../model/seat.js";
export { bidOf, callId, callOf, formatBid, formatContract, isBid, parseCall, parseContract } from "../model/call.js";
export { formatDeal, formatHand, parseDeal, parseHand, toDeal, validateDeal, type PartialDeal } from "../model/deal.js";
export {
  createRng,
  cut,
  dealDeck,
  dealFromSeed,
  deriveSeed,
  shuffle,
  splitmix32,
  type Rng,
  type SeededDeal,
  type Seed,
} from "../random.js";
