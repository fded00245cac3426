/**
 * The shape of one fuzz target. `npm run fuzz` runs every target named in `fuzz/index.ts` for a
 * time budget; the short runs inside `npm test` call the same `run` with a small iteration count.
 */

/** What a target is given: a seed (runs are reproducible), and a budget in seconds or iterations. */
export interface FuzzOptions {
  /** Seed of the run; the same seed and budget give the same inputs. */
  readonly seed: number;
  /** Wall-clock budget in seconds; the target stops at the first check after it runs out. */
  readonly seconds: number;
  /** Upper bound on iterations, whatever time is left (`Infinity` for time-bound runs). */
  readonly iterations: number;
  /** Progress lines for people; targets print counts, not every input. */
  readonly log: (line: string) => void;
}

/** What a target found. `failures` holds one line per problem, each with what reproduces it. */
export interface FuzzReport {
  /** The target's name, as printed. */
  readonly name: string;
  /** Named counts (for example `actions tried`, `throws`, `state mutations`, `MB/s`). */
  readonly counts: Readonly<Record<string, number>>;
  /** Problems found, one sentence each; a clean run has none. */
  readonly failures: readonly string[];
}

/** A fuzz target: a name and a run function. */
export interface FuzzTarget {
  readonly name: string;
  readonly run: (options: FuzzOptions) => Promise<FuzzReport> | FuzzReport;
}
