/**
 * `contract-bridge/analysis` — double-dummy analysis: the solver (`solve`, `createSolver`), tables of
 * tricks for every strain and declarer (`ddTable`, `ddTables`), par (`par`), and claim checks
 * (`claimCheck`, `claimHolds`).
 *
 * ```ts
 * import { ddTable, par } from "contract-bridge/analysis";
 * ```
 *
 * @module contract-bridge/analysis
 */
import { PositionSchema as zodPositionSchema, type ParsedPosition } from "../analysis/index.js";
import type { Schema } from "../schemas/schema.js";

export {
  claimCheck,
  claimHolds,
  createSolver,
  ddTable,
  ddTables,
  par,
  solve,
  type CardsWanted,
  type CardValue,
  type ClaimCheck,
  type DdTable,
  type DdTablesOptions,
  type Hands,
  type Par,
  type ParContract,
  type ParsedPosition,
  type Position,
  type Solution,
  type SolveOptions,
  type Solver,
  type SolverOptions,
  type StrainTricks,
} from "../analysis/index.js";
export type { Schema } from "../schemas/schema.js";

/** The shape of a {@link Position}; the checks across fields (distinct cards, hand lengths, revokes) are made by `solve`. */
export const PositionSchema: Schema<ParsedPosition> = zodPositionSchema;
