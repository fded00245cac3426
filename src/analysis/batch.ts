/**
 * `ddTables`: double-dummy tables of many deals, on several threads in Node (`worker_threads`),
 * in order, each deal with its own `Result`.
 *
 * @module
 */
import * as z from "zod/mini";
import type { Deal } from "../schemas/model.js";
import type { Worker } from "node:worker_threads";
import type { Result } from "../result.js";
import { schemaError } from "./position.js";
import { createSolver, type DdTable } from "./solve.js";

/** Options of {@link ddTables}. */
export interface DdTablesOptions {
  /** Worker threads to use (1–64); 1, the calling thread, by default. Ignored where there are no worker threads. */
  readonly threads?: number;
  /** Transposition table size of each thread's solver, in megabytes; as in `createSolver`. */
  readonly tableMegabytes?: number;
  /** Called after each deal is solved, with the number done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
}

const OptionsSchema = z.object({
  threads: z.optional(z.number().check(z.int(), z.gte(1), z.lte(64))),
  tableMegabytes: z.optional(z.number().check(z.gte(1), z.lte(1024))),
  onProgress: z.optional(z.custom<(done: number, total: number) => void>((f) => typeof f === "function")),
});

// Where the worker's code is: next to this module once built (dist/analysis/worker.js in the
// unbundled build), or its source under tsx.
declare const __filename: string | undefined;
async function workerFile(): Promise<{ url: URL; source: boolean } | null> {
  const { existsSync } = await import("node:fs");
  const { pathToFileURL } = await import("node:url");
  const here = typeof import.meta.url === "string" ? import.meta.url : pathToFileURL(__filename ?? "").href;
  const cjs = here.endsWith(".cjs");
  for (const [name, source] of [
    [cjs ? "./analysis-worker.cjs" : "./analysis-worker.js", false],
    ["./worker.js", false],
    ["./worker.ts", true],
  ] as const) {
    const url = new URL(name, here);
    if (existsSync(url)) return { url, source };
  }
  return null;
}

/**
 * The double-dummy table of every deal ({@link ddTable} of each), in order. With `threads` above
 * 1 in Node, the deals are shared among that many worker threads, each with its own solver; in a
 * browser, or with one thread, they are solved here in turn. A bad deal gives its own error
 * result; a bad option rejects the whole call with one `INVALID_OPTIONS` result per deal.
 */
export async function ddTables(
  deals: readonly (Deal | string)[],
  options: DdTablesOptions = {},
): Promise<Result<DdTable>[]> {
  const parsed = OptionsSchema.safeParse(options);
  if (!parsed.success) {
    const bad = schemaError<DdTable>("INVALID_OPTIONS", "ddTables options", parsed.error.issues);
    return deals.map(() => bad);
  }
  const { threads = 1, tableMegabytes, onProgress } = parsed.data;
  const total = deals.length;
  const results = new Array<Result<DdTable>>(total);
  const workers = threads > 1 && total > 1 ? await startWorkers(Math.min(threads, total), tableMegabytes) : null;
  if (!workers) {
    const solver = createSolver(tableMegabytes === undefined ? {} : { tableMegabytes });
    for (let i = 0; i < total; i++) {
      results[i] = solver.ok ? solver.value.ddTable(deals[i] as Deal) : solver;
      onProgress?.(i + 1, total);
    }
    return results;
  }
  let next = 0;
  let done = 0;
  await new Promise<void>((resolve, reject) => {
    const feed = (w: (typeof workers)[number]): void => {
      if (next < total) {
        const id = next++;
        w.postMessage({ id, deal: deals[id] });
      }
    };
    for (const w of workers) {
      w.on("message", (m: { id: number; result: Result<DdTable> }) => {
        results[m.id] = m.result;
        done++;
        onProgress?.(done, total);
        if (done === total) resolve();
        else feed(w);
      });
      w.on("error", reject);
      feed(w);
    }
  }).finally(() => Promise.all(workers.map((w) => w.terminate())));
  return results;
}

async function startWorkers(count: number, tableMegabytes: number | undefined): Promise<Worker[] | null> {
  let WorkerClass: typeof Worker;
  try {
    WorkerClass = (await import("node:worker_threads")).Worker;
  } catch {
    return null; // a browser: no worker_threads
  }
  const file = await workerFile();
  if (!file) return null;
  // From source (tests, tsx), the worker registers tsx before loading the TypeScript module.
  const boot = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(file.url.href)}); });`;
  return Array.from({ length: count }, () =>
    file.source
      ? new WorkerClass(boot, { eval: true, workerData: { tableMegabytes } })
      : new WorkerClass(file.url, { workerData: { tableMegabytes } }),
  );
}
