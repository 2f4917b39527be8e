// CPU per product page of the API, in process: the calls a product page's loader makes, for a
// product picked at random, with the catalogue cache off (as for most pages of a large
// catalogue). `--calls 5`: the page as it was (summary, recommendations and reviews, then the
// summaries of the bundle's two other pieces); `--calls 3`: as it is (the pieces' variants come
// with the recommendations). Used for docs/performance/; not a test.
// `--products N` seeds N products (on PostgreSQL when TEST_DATABASE_URL names a server).
//   node --import tsx server/perf/product-page-cpu.ts [--runs 300] [--calls 3] [--products N]
import { parseArgs } from "node:util";

import { createTestApi } from "../testing";
import { countedStatements, cpuPerRequest } from "./cpu-per-request";

const { values } = parseArgs({
  options: { runs: { type: "string" }, calls: { type: "string" }, products: { type: "string" } },
});
const runs = Number(values.runs ?? 300);
const calls = Number(values.calls ?? 3);
const { statements, logger } = countedStatements();

const products = values.products ? Number(values.products) : undefined;
const api = await createTestApi({ logger, products, catalogueCache: { ttlMs: 0, maxEntries: 0 } });
const { data: slugs } = (await api.request("/api/sitemap/products")).body as { data: { slug: string }[] };
const get = async (path: string) => {
  const answer = await api.request(path);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer.body as { data: { slug: string }[] };
};
const page = async () => {
  const { slug } = slugs[Math.floor(Math.random() * slugs.length)];
  const [, related] = await Promise.all([
    get(`/api/products/${slug}/summary`),
    get(`/api/products/${slug}/recommendations`),
    get(`/api/products/${slug}/reviews?pageSize=10`),
  ]);
  if (calls === 5)
    await Promise.all(related.data.slice(0, 2).map((card) => get(`/api/products/${card.slug}/summary`)));
};

const measured = await cpuPerRequest(page, { runs, warmUp: 60, statements });
console.log(`${runs} product pages, ${calls} calls each (${slugs.length} products): ${measured}`);
await api.close();
