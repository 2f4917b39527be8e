// Times the catalogue's API calls on the configured database (DATABASE_URL, else PGlite in
// DATA_DIR) and prints a markdown table; with --explain, also the EXPLAIN (ANALYZE) plan of
// every statement each call runs. Used for docs/performance/; not a test.
//   DATA_DIR=/tmp/shop-100k node --import tsx server/perf/catalogue-timings.ts [--explain] [--runs 15]
import { parseArgs } from "node:util";

import type { Logger } from "drizzle-orm";
import { sql } from "drizzle-orm";

import { createApi } from "../app";
import { readApiConfig } from "../config";
import { openDatabase, queryRows } from "../db/client";
import { explainAnalyze } from "../db/explain";
import { ensureCatalogueSummaries } from "../queries/products";
import { seedIfEmpty } from "../seed";

const { values } = parseArgs({
  options: { explain: { type: "boolean" }, runs: { type: "string" }, cache: { type: "boolean" } },
});
const runs = Number(values.runs ?? 15);

// Every statement a call runs, so its plan can be asked for afterwards.
const statements: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => void statements.push({ query, params }) };

const config = readApiConfig();
const database = await openDatabase({ ...config, logger });
await seedIfEmpty(database.db); // an empty database (memory://) gets the demo's 250 products
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
const lastPage = Math.ceil(total / 12);

const HOME = [
  "/api/content/banner/external",
  "/api/content/instagram/external",
  "/api/content/blog/all?pageSize=3",
  "/api/content/testimonial/external",
  ...["new arrival", "on sale", "best sellers", "trending product", "featured products"].map(
    (collection) => `/api/products?collection=${encodeURIComponent(collection)}&pageSize=8`,
  ),
];
const CALLS: [string, string[]][] = [
  ["listing", ["/api/products"]],
  ["sort a-z", ["/api/products?sort=a-z"]],
  ["sort z-a", ["/api/products?sort=z-a"]],
  ["sort low", ["/api/products?sort=low"]],
  ["sort high", ["/api/products?sort=high"]],
  ["filter c1+c2", ["/api/products?c1=CL-001&c2=DR-001"]],
  ["filter brand", ["/api/products?brand=Moonbeam"]],
  ["filter colour", ["/api/products?color=red"]],
  ["filter price", ["/api/products?minPrice=20&maxPrice=30"]],
  ["deep page (last)", [`/api/products?page=${lastPage}`]],
  ["deep page, sort low", [`/api/products?page=${lastPage}&sort=low`]],
  ["search", ["/api/search?q=dress"]],
  ["new arrivals", ["/api/content/catalog/new-arrival", "/api/products?collection=new%20arrival"]],
  ["home data", HOME],
  ["product", [`/api/products/${slug}/summary`, `/api/products/${slug}/recommendations`]],
];

async function time(paths: string[]) {
  const started = performance.now();
  const answers = await Promise.all(paths.map((path) => app.request(path)));
  for (const answer of answers) {
    if (answer.status !== 200) throw new Error(`${answer.url}: ${answer.status}`);
    await answer.arrayBuffer();
  }
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.info(`| call (${total} products) | median ms | p90 ms |\n|---|---:|---:|`);
for (const [name, paths] of CALLS) {
  await time(paths); // warm
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await time(paths));
  const sorted = [...times].sort((a, b) => a - b);
  console.info(`| ${name} | ${median(times).toFixed(2)} | ${sorted[Math.floor(runs * 0.9)].toFixed(2)} |`);
}

if (values.explain) {
  for (const [name, paths] of CALLS) {
    statements.length = 0;
    for (const path of paths) await app.request(path);
    const captured = [...statements];
    console.info(`\n### ${name}\n\n\`${paths.join("`, `")}\`\n`);
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
await database.close();
