// CPU per statement on PGlite, PGlite's own `query` (parsed and planned at every call) beside
// the named statements of server/db/pglite-statements.ts, on a copy of the demo database.
// Used for docs/performance/; not a test.
//   node --import tsx server/perf/pglite-statements.ts [--runs 3000]
import { parseArgs } from "node:util";

import { PGlite } from "@electric-sql/pglite";

import { openPglite } from "../db/client";
import { seededSnapshot } from "../testing";

const { values } = parseArgs({ options: { runs: { type: "string" } } });
const runs = Number(values.runs ?? 3000);
const pg = await openPglite({ dataDir: "memory://", loadDataDir: await seededSnapshot() });
const [{ sku }] = (await pg.query<{ sku: string }>("select sku from product_variants limit 1")).rows;

const statements = {
  "select 1": ["select 1", []],
  "a variant and its product": [
    `select product_variants.id, product_variants.stock from product_variants
     join products on products.id = product_variants.product_id
     where product_variants.sku = $1 and products.published`,
    [sku],
  ],
} as const;

async function cpuPerCall(run: () => Promise<unknown>) {
  for (let i = 0; i < 300; i++) await run();
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) await run();
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000 / runs;
}

// A and B alternated twice, so that a busy moment of the machine falls on both.
for (const [label, [text, params]] of Object.entries(statements)) {
  const figures: string[] = [];
  for (let round = 0; round < 2; round++) {
    const own = await cpuPerCall(() => PGlite.prototype.query.call(pg, text, [...params]));
    const named = await cpuPerCall(() => pg.query(text, [...params]));
    figures.push(`PGlite's own ${own.toFixed(3)} ms, named ${named.toFixed(3)} ms`);
  }
  console.log(`${label}: ${figures.join("; ")}`);
}
await pg.close();
