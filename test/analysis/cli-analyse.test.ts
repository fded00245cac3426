// `contract-bridge analyse`, run in-process through src/cli/run.ts.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parsePbn, pbnTable } from "../../src/index.js";
import { run } from "../../src/cli/run.js";

const FILE = fileURLToPath(new URL("../fixtures/analysis/one-suit-each.pbn", import.meta.url));

async function cli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await run(argv, {
    stdout: { write: (s: string) => void (out += s) },
    stderr: { write: (s: string) => void (err += s), isTTY: false },
  });
  return { code, out, err };
}

describe("contract-bridge analyse", () => {
  it("[SC-4] adds OptimumResultTable, OptimumScore and ParContract tags to every board", async () => {
    const r = await cli(["analyse", "--threads", "1", FILE]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const parsed = parsePbn(r.out);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [one, two] = parsed.value.games;
    const tag = (g: typeof one, name: string) => g?.tags.find((t) => t.name === name);
    // North holds every spade, South every diamond: 13 tricks in either. 7S non-vulnerable is
    // 7 × 30 = 210, +300 game, +1000 grand slam = 1510 (SC-1, SC-4, SC-6); East-West's 7H and 7C
    // rank below 7S, and 7NT by East-West takes no trick.
    expect(tag(one, "OptimumScore")?.value).toBe("NS +1510");
    expect(tag(one, "ParContract")?.value).toBe("NS 7S");
    // Board 2 is vulnerable: 210 + 500 + 1500 = 2210.
    expect(tag(two, "OptimumScore")?.value).toBe("NS +2210");
    const resultTable = tag(one, "OptimumResultTable");
    expect(resultTable).toBeDefined();
    if (!resultTable) return;
    const rows = pbnTable(resultTable).rows;
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 5)).toEqual([
      ["N", "NT", "0"],
      ["N", "S", "13"],
      ["N", "H", "0"],
      ["N", "D", "13"],
      ["N", "C", "0"],
    ]);
  });

  it("--json gives ddTable and par fields; --threads 2 uses worker threads and agrees", async () => {
    const one = await cli(["analyse", "--json", "--threads", "1", FILE]);
    const two = await cli(["analyse", "--json", "--threads", "2", FILE]);
    expect(two.out).toBe(one.out);
    const boards = JSON.parse(one.out) as {
      board: string;
      ddTable: { N: { S: number; NT: number } };
      par: { score: number };
    }[];
    expect(boards.map((b) => [b.board, b.ddTable.N.S, b.ddTable.N.NT, b.par.score])).toEqual([
      ["1", 13, 0, 1510],
      ["2", 13, 0, 2210],
    ]);
  });

  it("usage errors exit 2; --help exits 0", async () => {
    expect((await cli(["analyse"])).code).toBe(2);
    expect((await cli(["analyse", "--threads", "0", FILE])).code).toBe(2);
    const help = await cli(["analyse", "--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toContain("OptimumResultTable");
  });
});
