// Times the catalogue's API calls on the configured database (DATABASE_URL, else PGlite in
// DATA_DIR) beside a small one, and prints a markdown table with the ratios; with --explain,
// also the EXPLAIN (ANALYZE) plan of every statement each call runs on the large one. Used for
// docs/performance/; not a test.
//   DATA_DIR=/tmp/shop-100k node --import tsx server/perf/catalogue-timings.ts [--explain] [--runs 15] [--small postgres://…]
import { parseArgs } from "node:util";

import type { Logger } from "drizzle-orm";
import { sql } from "drizzle-orm";

import { createApi } from "../app";
import { readApiConfig } from "../config";
import { openDatabase, queryRows } from "../db/client";
import { explainAnalyze } from "../db/explain";
import { listingIndex } from "../queries/listing";
import { ensureCatalogueSummaries } from "../queries/listing";
import { seedIfEmpty } from "../seed";

const { values } = parseArgs({
  options: {
    explain: { type: "boolean" },
    runs: { type: "string" },
    cache: { type: "boolean" },
    small: { type: "string" },
  },
});
const runs = Number(values.runs ?? 15);

// "Cache off" (the default) turns off the API's cache of responses only: the listing index and
// the cards and summaries kept in memory work as in production, so each size takes the path it
// takes there (printed first).

// Every statement a call runs, so its plan can be asked for afterwards.
const statements: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => void statements.push({ query, params }) };

// The large catalogue (the configured database) and a small one (--small: a PostgreSQL URL or
// a PGlite directory; default an in-memory PGlite with the demo's 250 products). Runs of the
// two alternate, so a busy machine slows both alike and the ratio stays fair.
async function target(where: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase({ ...where, logger });
  await seedIfEmpty(database.db); // an empty database gets the demo's 250 products
  await ensureCatalogueSummaries(database.db);
  const app = createApi(database.db, {
    shopUrl: "http://shop.test",
    catalogueCache: { ttlMs: values.cache ? 60_000 : 0, maxEntries: 1000 },
  });
  const [{ total }] = await queryRows<{ total: number }>(
    database.db,
    sql`select count(*)::int as total from products`,
  );
  const [{ slug }] = await queryRows<{ slug: string }>(
    database.db,
    sql`select slug from products order by id limit 1 offset ${Math.floor(total / 2)}`,
  );
  return { database, app, total, slug, lastPage: Math.ceil(total / 12) };
}
const small = values.small ?? "memory://";
const targets = [
  await target(small.startsWith("postgres") ? { databaseUrl: small, dataDir: "" } : { dataDir: small }),
  await target(readApiConfig()),
];

const HOME = [
  "/api/content/banner/external",
  "/api/content/instagram/external",
  "/api/content/blog/all?pageSize=3",
  "/api/content/testimonial/external",
  ...["new arrival", "on sale", "best sellers", "trending product", "featured products"].map(
    (collection) => `/api/products?collection=${encodeURIComponent(collection)}&pageSize=8`,
  ),
];
// A call's paths, the same every run or new each run (the run's number given).
type Paths = string[] | ((run: number) => string[]);
const calls = ({ slug, lastPage }: { slug: string; lastPage: number }): [string, Paths][] => [
  ["listing", ["/api/products"]],
  ["sort a-z", ["/api/products?sort=a-z"]],
  ["sort z-a", ["/api/products?sort=z-a"]],
  ["sort low", ["/api/products?sort=low"]],
  ["sort high", ["/api/products?sort=high"]],
  ["filter c1+c2", ["/api/products?c1=CL-001&c2=DR-001"]],
  ["filter brand", ["/api/products?brand=Moonbeam"]],
  ["filter colour", ["/api/products?color=red"]],
  ["filter price", ["/api/products?minPrice=20&maxPrice=30"]],
  ["two brands", ["/api/products?brand=Moonbeam&brand=Honeybee"]],
  ["deep page (last)", [`/api/products?page=${lastPage}`]],
  ["deep page, sort low", [`/api/products?page=${lastPage}&sort=low`]],
  ["deep page (middle)", [`/api/products?page=${Math.ceil(lastPage / 2)}&sort=high`]],
  ["a brand's middle page", [`/api/products?brand=Moonbeam&page=${Math.ceil(lastPage / 14)}&sort=a-z`]],
  // A new price range each run, as the bench's uncached listing: new cards to read too.
  [
    "price range, new each run",
    (run) => [`/api/products?c1=CL-001&minPrice=${10 + run}&maxPrice=${40 + 3 * run}`],
  ],
  ["search", ["/api/search?q=dress"]],
  ["new arrivals", ["/api/content/catalog/new-arrival", "/api/products?collection=new%20arrival"]],
  ["home data", HOME],
  ["product", [`/api/products/${slug}/summary`, `/api/products/${slug}/recommendations`]],
];

async function time(app: (typeof targets)[number]["app"], given: Paths, run: number) {
  const paths = typeof given === "function" ? given(run) : given;
  const started = performance.now();
  const responses = await Promise.all(paths.map((path) => app.request(path)));
  for (const response of responses) {
    if (response.status !== 200) throw new Error(`${response.url}: ${response.status}`);
    await response.arrayBuffer();
  }
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const [smallCalls, largeCalls] = targets.map(calls);
for (const { database, total } of targets)
  console.info(
    `${total} products: listings from ${(await listingIndex(database.db)) ? "the listing index in memory" : "the database"}`,
  );
console.info(
  `| call | ${targets[0].total} products, median ms | ${targets[1].total} products, median ms | ratio |\n|---|---:|---:|---:|`,
);
for (const [index, [name, smallPaths]] of smallCalls.entries()) {
  const largePaths = largeCalls[index][1];
  const times: [number[], number[]] = [[], []];
  await time(targets[0].app, smallPaths, -1); // warm
  await time(targets[1].app, largePaths, -1);
  for (let i = 0; i < runs; i++) {
    times[0].push(await time(targets[0].app, smallPaths, i));
    times[1].push(await time(targets[1].app, largePaths, i));
  }
  const [a, b] = times.map(median);
  console.info(`| ${name} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b / a).toFixed(2)} |`);
}

if (values.explain) {
  const { app, database } = targets[1];
  for (const [name, paths] of largeCalls) {
    const list = typeof paths === "function" ? paths(runs) : paths;
    statements.length = 0;
    for (const path of list) await app.request(path);
    const captured = [...statements];
    console.info(`\n### ${name}\n\n\`${list.join("`, `")}\`\n`);
    for (const { query, params } of captured) {
      if (
        /^explain/i.test(query) ||
        !/\bproducts\b|product_variants|product_images|catalogue_summaries/.test(query)
      )
        continue;
      const plan = await explainAnalyze(database.db, query, params);
      console.info("```\n" + query + "\n" + plan + "\n```\n");
    }
  }
}
for (const { database } of targets) await database.close();
