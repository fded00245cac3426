/**
 * Runs the table server: `npm run server [-- --port 8080]`. Create a table with
 * `curl -X POST localhost:8080/tables -d '{"bots":["E","W"]}'`, then play each seat with its token.
 */
import { parseFlags } from "../shared/args.js";
import { startTableServer } from "./server.js";

const parsed = parseFlags(process.argv.slice(2), {
  port: { kind: "int" },
  host: { kind: "choice", values: ["127.0.0.1", "0.0.0.0", "::1"] },
});
if (!parsed.ok) {
  console.error(`${parsed.message}\n\nUsage: npm run server -- [--port N] [--host 127.0.0.1|0.0.0.0|::1]`);
  process.exit(2);
}
const running = await startTableServer({
  port: (parsed.flags.port as number | undefined) ?? 8080,
  host: (parsed.flags.host as string | undefined) ?? "127.0.0.1",
});
console.log(`table server listening on ${running.url}`);
process.on("SIGINT", () => void running.close().then(() => process.exit(0)));
