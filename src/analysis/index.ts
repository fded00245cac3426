/**
 * Double-dummy analysis: the solver (`solve`, `ddTable`), par scores and claim checking.
 *
 * @module
 */
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
export { PositionSchema, type Hands, type Position } from "./position.js";
export { par, type Par, type ParContract } from "./par.js";
export { claimCheck, claimHolds, type ClaimCheck } from "./claim.js";
export { ddTables, type DdTablesOptions } from "./batch.js";
