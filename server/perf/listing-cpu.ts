// CPU per uncached listing request of the API, in process: the bench's listing (a top
// category with a new price range every request, so no cache answers), its statements
// counted. Used for docs/performance/; not a test.
//   node --import tsx server/perf/listing-cpu.ts [--runs 400] [--path '/api/products?c1=CL-001']
import { parseArgs } from "node:util";

import { createApi } from "../app";
import { openDatabase } from "../db/client";
import { seedIfEmpty } from "../seed";
import { countedStatements, cpuPerRequest } from "./cpu-per-request";

const { values } = parseArgs({ options: { runs: { type: "string" }, path: { type: "string" } } });
const runs = Number(values.runs ?? 400);
const { statements, logger } = countedStatements();

const { db, close } = await openDatabase({ dataDir: "memory://", logger });
await seedIfEmpty(db);
const app = createApi(db, {
  shopUrl: "http://shop.test",
  catalogueCache: { ttlMs: 10_000, maxEntries: 2000 },
});

const random = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const path = () => {
  if (values.path) return `${values.path}&minPrice=${random(20, 400)}`;
  const min = random(20, 400);
  return `/api/products?c1=CL-001&minPrice=${min}&maxPrice=${random(min + 50, 900)}&pageSize=12`;
};
const request = async () => {
  const response = await app.request(path());
  if (response.status !== 200) throw new Error(`answered ${response.status}: ${await response.text()}`);
  await response.text();
};

const measured = await cpuPerRequest(request, { runs, warmUp: 50, statements });
console.log(`${runs} requests: ${measured}`);
await close();
