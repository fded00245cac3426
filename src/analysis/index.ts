/**
 * Double-dummy analysis: the solver (`solve`, `ddTable`), par scores and claim checking.
 *
 * @module
 */
import type { Card, Seat, Strain } from "../model/types.js";
import { exactly, type Schema } from "../schemas/declared.js";
import { PositionSchema as PositionShape } from "./position.js";

export {
  createSolver,
  ddTable,
  solve,
  type CardsWanted,
  type CardValue,
  type DdTable,
  type Solution,
  type SolveOptions,
  type Solver,
  type SolverOptions,
  type StrainTricks,
} from "./solve.js";
export type { Hands, Position } from "./position.js";
export { par, type Par, type ParContract } from "./par.js";
export { claimCheck, claimHolds, type ClaimCheck } from "./claim.js";
export { ddTables, type DdTablesOptions } from "./batch.js";

/** A {@link Position} as {@link PositionSchema} gives it back: the same fields, in plain (mutable) lists. */
export interface ParsedPosition {
  /** The cards each seat still holds. */
  hands: { N: Card[]; E: Card[]; S: Card[]; W: Card[] };
  /** The strain: trumps, or `"NT"`. */
  strain: Strain;
  /** The seat that led (or leads) the trick in progress. */
  leader: Seat;
  /** Cards already played to the trick in progress, from the leader's. */
  trick?: Card[] | undefined;
}

/**
 * The shape of a {@link Position}, in zod/mini; the checks across fields (distinct cards, hand
 * lengths, revokes) are made by `solve`.
 */
export const PositionSchema: Schema<ParsedPosition> = /* @__PURE__ */ exactly(PositionShape);
