/**
 * The `contract-bridge` executable: binds {@link run} to the process. Built to `dist/cli.js`
 * (with a `#!/usr/bin/env node` line) and named by the package's `bin`.
 *
 * @module
 */
import { run } from "./run.js";

// `contract-bridge score big.pbn | head` closes the pipe early: stop quietly, as Unix tools do.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  process.exitCode = await run(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
  });
} catch (error) {
  // Bad input and bad files are reported by run() itself; this is a bug, said in one line.
  process.stderr.write(`contract-bridge: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
