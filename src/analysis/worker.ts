/**
 * The worker behind {@link ddTables}' threads: solves the deals it is sent, one at a time, with
 * its own solver (and transposition table), and posts each table back. Built to
 * `dist/analysis-worker.js` (and `.cjs`); in a browser, the same messages work from a Web Worker
 * that imports `ddTable` (see docs/analysis.md).
 *
 * @module
 */
import { parentPort, workerData } from "node:worker_threads";
import { createSolver } from "./solve.js";

const megabytes = (workerData as { tableMegabytes?: number } | null)?.tableMegabytes;
const made = createSolver(megabytes === undefined ? {} : { tableMegabytes: megabytes });
const port = parentPort;
if (port) {
  port.on("message", (message: { id: number; deal: unknown }) => {
    const result = made.ok ? made.value.ddTable(message.deal as string) : made;
    port.postMessage({ id: message.id, result });
  });
}
