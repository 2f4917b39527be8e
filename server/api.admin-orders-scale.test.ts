// The admin order list at 100,000 orders (made in SQL by generate_series: seconds): every page
// of it reads the orders table through an index, never a sequential scan (EXPLAIN ANALYZE),
// whatever the filter, search or sort; its total reads at most EXACT_COUNT_LIMIT + 1 matches.
import { type Logger, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { listAdminOrders } from "./admin/orders";
import { AdminOrderQuery, EXACT_COUNT_LIMIT } from "./contract";
import { explainAnalyze } from "./db/explain";
import { createTestApi } from "./testing";

const ORDERS = 100_000;
const MEMBERS = 2_000;

let capturing: { query: string; params: unknown[] }[] | null = null;
const logger: Logger = { logQuery: (query, params) => void capturing?.push({ query, params }) };

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi({ logger });
  await api.db.execute(sql`
    insert into members (id, email, name)
    select 'scale-' || n, 'parent' || n || '@scale.example', 'Parent ' || (array['Ada','Bo','Cy','Di'])[1 + n % 4] || ' ' || n
    from generate_series(1, ${MEMBERS}) n`);
  await api.db.execute(sql`
    insert into orders (member_id, idempotency_key, request_hash, status, payment_method, shipping_option,
      subtotal_cents, shipping_cents, total_cents, address, created_at)
    select 'scale-' || (1 + n % ${MEMBERS}), 'scale-' || n, '', 
      (array['awaiting_transfer','paid','packed','shipped','delivered','cancelled'])[1 + n % 6],
      'bank_transfer', 'standard', 1000 + n % 9000, 500, 1500 + n % 9000,
      '{"name":"P","phone":"1","line1":"x","line2":null}'::jsonb,
      now() - make_interval(mins => n * 5)
    from generate_series(1, ${ORDERS}) n`);
  await api.db.execute(sql`analyze orders`);
  await api.db.execute(sql`analyze members`);
}, 300_000);
afterAll(() => api?.close());

// Orders are spread over the last 347 days: these days hold some.
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

it.each([
  ["the newest", ""],
  ["the oldest", "sort=oldest"],
  ["the largest", "sort=total_desc"],
  ["a status", "status=packed"],
  ["a status and days", `status=paid&from=${day(120)}&to=${day(30)}`],
  ["a page deep in", "page=500&pageSize=48"],
  ["an invoice number", `q=INV-${new Date().getFullYear()}-150000`],
  ["part of a name", "q=ada%2012"],
  ["an email", "q=parent77@scale"],
])("%s: the page reads orders through an index", async (_, query) => {
  capturing = [];
  const started = performance.now();
  const answer = await listAdminOrders(
    api.db,
    AdminOrderQuery.parse(Object.fromEntries(new URLSearchParams(query))),
  );
  const elapsed = performance.now() - started;
  const statements = capturing;
  capturing = null;
  const page = statements.find(({ query: text }) => /from "orders"/.test(text) && /order by/i.test(text))!;
  expect(page).toBeDefined();
  const plan = await explainAnalyze(api.db, page.query, page.params);
  expect(plan, plan).not.toMatch(/Seq Scan on orders/);
  // The total reads at most EXACT_COUNT_LIMIT + 1 matches, however many there are.
  const total = statements.find(({ query: text }) => /count\(\*\)/.test(text))!;
  const counted = await explainAnalyze(api.db, total.query, total.params);
  const limit = /Limit \(actual time=[\d.]+ rows=([\d.]+)/.exec(counted);
  expect(Number(limit?.[1]), counted).toBeLessThanOrEqual(EXACT_COUNT_LIMIT + 1);
  expect(answer.data.length).toBeGreaterThanOrEqual(1);
  console.info(
    `[admin orders at ${ORDERS}] ${query || "(none)"}: ${elapsed.toFixed(0)} ms, ${answer.paging.total} found`,
  );
});

// The total is exact up to EXACT_COUNT_LIMIT and the planner's estimate beyond (counting 16,667
// packed orders read every one of them on every page: seconds on PGlite).
it("counts the matches exactly up to the limit and estimates beyond it", async () => {
  const list = (query: string) =>
    listAdminOrders(api.db, AdminOrderQuery.parse(Object.fromEntries(new URLSearchParams(query))));
  const packed = (await list("status=packed")).paging;
  expect(packed.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  expect(Math.abs(packed.total - ORDERS / 6)).toBeLessThan(ORDERS / 6 / 4);
  expect(packed.totalPages).toBe(Math.ceil(packed.total / packed.pageSize));
  const all = (await list("")).paging.total;
  expect(Math.abs(all - ORDERS)).toBeLessThan(ORDERS / 4);
  // 2,000 members, 50 orders each: under the limit, exact.
  expect((await list("q=parent77@scale.example")).paging.total).toBe(ORDERS / MEMBERS);
  expect((await list(`q=INV-${new Date().getFullYear()}-150000`)).paging.total).toBe(1);
});
