// `npm run bench -- --mixed`: a day in the shop on a large catalogue (100,000 products unless
// --products says otherwise), on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL names the
// server; a database is made for the run and dropped after). 16 shoppers at once, each request
// drawn as real traffic comes:
//   60 % anonymous product and listing pages anywhere in the catalogue (the page cache mostly
//        misses, as it would),
//   15 % searches,
//   15 % a signed-in member browsing with a cart (their own pages: no shared cache),
//   10 % a member adding to the cart and checking out (the checkout form as a browser without
//        JavaScript posts it).
// Measured for one web + one API, then for the two-replica topology of compose.yaml (nginx, two
// webs, two APIs: server/testing-topology.ts). Answers req/s, p50 and p99 per kind, CPU per
// request and errors.
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";

import { sql } from "drizzle-orm";

import { openDatabase } from "../../server/db/client";
import { emptyServerDatabase } from "../../server/testing";
import { shopHelpers } from "../../server/testing-shop";
import { apiOverHttp, startTopology } from "../../server/testing-topology";
import { BENCH_SESSION_SECRET, cpuMs, type Shop, startApi, startWeb } from "./processes";
import { signedInCookie } from "./scenarios";

export const MIXED_CONNECTIONS = 16;
const KINDS = ["page", "search", "member", "add-to-cart", "checkout"] as const;
type Kind = (typeof KINDS)[number];
type Sample = { kind: Kind; ms: number; ok: boolean };
type Watched = { pid?: number };

// What requests are made of: every published product's slug (and an in-stock SKU of it), the
// top categories, words of titles to search for, and an address for the members' address books.
type Material = {
  products: { slug: string; sku: string }[];
  categories: string[];
  words: string[];
  address: Record<string, string | number>;
};

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

async function materialOf(databaseUrl: string): Promise<Material> {
  const database = await openDatabase({ databaseUrl, dataDir: "" });
  try {
    const { rows: products } = (await database.db.execute(sql`
      select distinct on (p.id) p.slug, v.sku, p.title from products p
      join product_variants v on v.product_id = p.id where p.published and v.stock > 100
      order by p.id, v.id`)) as unknown as { rows: { slug: string; sku: string; title: string }[] };
    const { rows: categories } = (await database.db.execute(
      sql`select code from categories where parent_code is null`,
    )) as unknown as { rows: { code: string }[] };
    const words = [...new Set(products.flatMap((row) => row.title.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
    // The first address of every list (the set-up helper's), as the address book's form takes it.
    const { line1, ...address } = await shopHelpers(apiOverHttp("", database.db)).validAddress();
    return {
      products: products.map(({ slug, sku }) => ({ slug, sku })),
      categories: categories.map((row) => row.code),
      words,
      address: { ...address, street: line1 },
    };
  } finally {
    await database.close();
  }
}

// A member signed in through the web, with a saved address (checkout needs one).
async function member(shop: Pick<Shop, "apiUrl" | "webUrl" | "mail">, material: Material) {
  const cookie = await signedInCookie(shop);
  const saved = await fetch(`${shop.webUrl}/member/address-book`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "save", ...stringsOf(material.address) }),
  });
  if (saved.status !== 302 && saved.status !== 303)
    throw new Error(`saving the bench member's address answered ${saved.status}`);
  return cookie;
}

const stringsOf = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

// The checkout form as the page draws it: its hidden fields (the key, the prices seen) and the
// first saved address, delivered as standard and paid by bank transfer.
function checkoutForm(html: string) {
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    form.append(name, value.replaceAll("&amp;", "&"));
  const address = /name="addressId"[^>]*value="(\d+)"|value="(\d+)"[^>]*name="addressId"/.exec(html);
  form.set("addressId", address?.[1] ?? address?.[2] ?? "");
  form.set("shippingOption", "standard");
  form.set("paymentMethod", "bank_transfer");
  return form;
}

type Timed = (kind: Kind, path: string, init?: RequestInit, ok?: number[]) => Promise<string>;
type Visit = { cookie: string; material: Material; timed: Timed };

// What shoppers do, each with its share of the day (percent) and the kind its requests count as.
const ACTIONS: { name: string; share: number; run: (visit: Visit) => Promise<unknown> }[] = [
  {
    name: "product page",
    share: 30,
    run: ({ material, timed }) => timed("page", `/products/${pick(material.products).slug}`),
  },
  {
    name: "listing page",
    share: 30,
    run: ({ material, timed }) => {
      const page = 1 + Math.floor(Math.random() * 40);
      return timed("page", `/products?c1=${pick(material.categories)}&page=${page}`);
    },
  },
  {
    name: "search",
    share: 15,
    run: ({ material, timed }) => timed("search", `/search?q=${pick(material.words)}`),
  },
  {
    name: "member's product page",
    share: 7,
    run: ({ cookie, material, timed }) =>
      timed("member", `/products/${pick(material.products).slug}`, { headers: { Cookie: cookie } }),
  },
  {
    name: "member's cart",
    share: 8,
    run: ({ cookie, timed }) => timed("member", "/cart", { headers: { Cookie: cookie } }),
  },
  { name: "add to cart", share: 5, run: addToCart },
  {
    name: "add to cart and check out",
    share: 5,
    run: async (visit) => {
      await addToCart(visit);
      const page = await visit.timed("checkout", "/checkout", { headers: { Cookie: visit.cookie } });
      const headers = { "Content-Type": "application/x-www-form-urlencoded", Cookie: visit.cookie };
      await visit.timed(
        "checkout",
        "/checkout",
        { method: "POST", headers, body: checkoutForm(page) },
        [302, 303],
      );
    },
  },
];

function addToCart({ cookie, material, timed }: Visit) {
  const product = pick(material.products);
  const headers = { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie };
  const body = new URLSearchParams({
    intent: "add",
    sku: product.sku,
    product: product.slug,
    redirectTo: "/",
  });
  return timed("add-to-cart", "/cart", { method: "POST", headers, body }, [302, 303]);
}

// A request timed, its answer read whole.
const timer =
  (baseUrl: string, record: (sample: Sample) => void): Timed =>
  async (kind, path, init = {}, ok = [200]) => {
    const started = performance.now();
    const response = await fetch(baseUrl + path, { redirect: "manual", ...init }).catch(() => null);
    const body = response ? await response.text().catch(() => null) : null;
    record({ kind, ms: performance.now() - started, ok: Boolean(response && ok.includes(response.status)) });
    return body ?? "";
  };

// One shopper's next action (one request, or three for a checkout), drawn by its share.
async function step(baseUrl: string, cookie: string, material: Material, record: (sample: Sample) => void) {
  let roll = Math.random() * 100;
  const action = ACTIONS.find(({ share }) => (roll -= share) < 0) ?? ACTIONS[0];
  await action.run({ cookie, material, timed: timer(baseUrl, record) });
}

export type MixedResult = {
  requestsPerSecond: number;
  cpuMsPerRequest: number;
  kinds: Record<Kind, { count: number; p50: number; p99: number; errors: number }>;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] * 10) / 10
    : 0;

// Every shopper (one member each) steps until the time is up; CPU is every watched process's.
async function run(
  baseUrl: string,
  cookies: string[],
  material: Material,
  seconds: number,
  watch: () => Watched[],
) {
  const samples: Sample[] = [];
  const cpu = () => watch().reduce((sum, process) => sum + cpuMs(process), 0);
  const cpuBefore = cpu();
  const started = Date.now();
  const end = started + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (Date.now() < end) await step(baseUrl, cookie, material, (sample) => samples.push(sample));
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const kinds = Object.fromEntries(
    KINDS.map((kind) => {
      const mine = samples.filter((sample) => sample.kind === kind);
      const sorted = mine.map((sample) => sample.ms).sort((a, b) => a - b);
      const errors = mine.filter((sample) => !sample.ok).length;
      return [kind, { count: mine.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors }];
    }),
  ) as MixedResult["kinds"];
  return {
    requestsPerSecond: Math.round(samples.length / elapsed),
    cpuMsPerRequest: Math.round(((cpu() - cpuBefore) / Math.max(1, samples.length)) * 100) / 100,
    kinds,
    errors: samples.filter((sample) => !sample.ok).length,
  };
}

// Each action alone, one shopper, one request at a time: the CPU of the web, the API and the
// PostgreSQL backends serving the database (pg_stat_activity), per action. What the day's p99
// comes from: 16 shoppers on 2 cores wait for about 16 × CPU per request ÷ 2.
async function costOfEachAction(
  baseUrl: string,
  cookie: string,
  material: Material,
  shop: { web: Watched; api: Watched; databaseUrl: string },
  actions: number,
) {
  const database = await openDatabase({ databaseUrl: shop.databaseUrl, dataDir: "" });
  const name = new URL(shop.databaseUrl).pathname.slice(1);
  const backends = async () => {
    const { rows } = (await database.db.execute(
      sql`select pid from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { pid: number }[] };
    return rows.map(({ pid }) => ({ pid }));
  };
  const postgresCpu = async () => {
    const cpu = new Map<number, number>();
    for (const backend of await backends()) cpu.set(backend.pid, cpuOrZero(backend));
    return cpu;
  };
  try {
    const costs: ActionCost[] = [];
    for (const action of ACTIONS) {
      const visit = { cookie, material, timed: timer(baseUrl, () => {}) };
      await action.run(visit); // warm-up
      const [web, api, postgres] = [cpuMs(shop.web), cpuMs(shop.api), await postgresCpu()];
      for (let i = 0; i < actions; i++) await action.run(visit);
      let postgresMs = 0;
      for (const [pid, after] of await postgresCpu()) postgresMs += after - (postgres.get(pid) ?? 0);
      const per = (ms: number) => Math.round((ms / actions) * 10) / 10;
      costs.push({
        name: action.name,
        share: action.share,
        webMs: per(cpuMs(shop.web) - web),
        apiMs: per(cpuMs(shop.api) - api),
        postgresMs: per(postgresMs),
      });
    }
    return costs;
  } finally {
    await database.close();
  }
}
export type ActionCost = { name: string; share: number; webMs: number; apiMs: number; postgresMs: number };

const cpuOrZero = (process: Watched) => {
  try {
    return cpuMs(process);
  } catch {
    return 0; // ended
  }
};

// nginx's CPU is its master's and its workers' (children listed by the kernel).
function withChildren(pid: number | undefined): Watched[] {
  if (!pid) return [];
  let children = "";
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8");
  } catch {
    // ended
  }
  return [
    { pid },
    ...children
      .split(/\s+/)
      .filter(Boolean)
      .map((child) => ({ pid: Number(child) })),
  ];
}

// The mixed day for one web + one API, then for the two-replica topology, on one database seeded
// once. Answers both results and the load average before and after each.
export async function benchMixed({
  products,
  seconds,
  ports,
}: {
  products: number;
  seconds: number;
  ports: { web: number; api: number };
}) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error(
      "--mixed runs on PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server URL",
    );
  const database = await emptyServerDatabase(serverUrl);
  console.error(`[bench] mixed: seeding ${products} products`);
  const { api, apiUrl, mail } = await startApi({
    port: ports.api,
    products,
    env: { DATABASE_URL: database.url },
  });
  const web = await startWeb({ port: ports.web, apiUrl });
  try {
    const shop = { apiUrl, webUrl: `http://127.0.0.1:${ports.web}`, mail };
    const material = await materialOf(database.url);
    // One at a time: the API answers a burst of password hashes with 503 (its bound on them).
    const cookies: string[] = [];
    for (let i = 0; i < MIXED_CONNECTIONS; i++) cookies.push(await member(shop, material));
    const measure = async (baseUrl: string, watch: () => Watched[]) => {
      await run(baseUrl, cookies, material, 2, watch); // warm-up, not counted
      const loadBefore = os.loadavg()[0];
      const result = await run(baseUrl, cookies, material, seconds, watch);
      return { ...result, loadAverage: [loadBefore, os.loadavg()[0]] };
    };
    console.error("[bench] mixed: one web + one API");
    const single = await measure(shop.webUrl, () => [web, api]);
    console.error("[bench] mixed: each action alone");
    const costs = await costOfEachAction(
      shop.webUrl,
      cookies[0],
      material,
      { web, api, databaseUrl: database.url },
      seconds >= 30 ? 30 : 10,
    );
    await Promise.all([stop(web), stop(api)]);
    console.error("[bench] mixed: two webs + two APIs behind nginx");
    // The members' cookies stay good: the webs share the single web's secret.
    const topology = await startTopology({
      databaseUrl: database.url,
      smtpUrl: mail?.url,
      env: { SESSION_SECRET: BENCH_SESSION_SECRET },
    });
    try {
      const members = ["web1", "web2", "api1", "api2"] as const;
      const replicas = await measure(topology.publicUrl, () => [
        ...members.map((name) => topology.process(name).child),
        ...withChildren(topology.nginx.pid),
      ]);
      return { products, seconds, connections: MIXED_CONNECTIONS, single, replicas, costs };
    } finally {
      await topology.stop();
    }
  } finally {
    // Ended before their database goes.
    await Promise.all([stop(web), stop(api)]);
    await database.drop();
  }
}

const stop = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });

export type MixedReport = Awaited<ReturnType<typeof benchMixed>>;

// The report's markdown: per set-up, each kind's count, p50, p99 and errors, with the totals.
export function renderMixed(report: MixedReport & { when: string; machine: string; commit: string }) {
  const table = (name: string, result: MixedReport["single"]) => [
    `### ${name}`,
    "",
    `${result.requestsPerSecond} req/s, ${result.cpuMsPerRequest} ms of CPU per request (every process of the shop), ${result.errors} errors; load average ${result.loadAverage.map((load) => load.toFixed(2)).join(" → ")}.`,
    "",
    "| kind | requests | p50 ms | p99 ms | errors |",
    "| --- | --- | --- | --- | --- |",
    ...KINDS.map((kind) => {
      const k = result.kinds[kind];
      return `| ${kind} | ${k.count} | ${k.p50} | ${k.p99} | ${k.errors} |`;
    }),
    "",
  ];
  const p99 = (result: MixedReport["single"]) => Math.max(...KINDS.map((kind) => result.kinds[kind].p99));
  const verdict = (result: MixedReport["single"]) =>
    `${result.errors === 0 ? "0 errors ✓" : `${result.errors} errors ✗`}, worst p99 ${p99(result)} ms ${p99(result) <= 250 ? "✓" : "✗"}`;
  return [
    `# Mixed traffic, ${report.when.slice(0, 10)}`,
    "",
    `${report.machine}, commit ${report.commit}; ${report.products} products on PostgreSQL, ${report.connections} shoppers at once for ${report.seconds} s each.`,
    "",
    "The load generator runs on the same machine. Two webs and two APIs on a 2-core machine show the overhead of the extra processes and of nginx's hop, not scaling: compare CPU per request, not req/s. On a shared machine the load average beside each run says how much else ran; the figures are noisy.",
    "",
    "| set-up | budget: 0 errors, p99 ≤ 250 ms |",
    "| --- | --- |",
    `| one web + one API | ${verdict(report.single)} |`,
    `| nginx, two webs, two APIs | ${verdict(report.replicas)} |`,
    "",
    ...table("One web + one API", report.single),
    ...table("nginx, two webs, two APIs", report.replicas),
    ...costTable(report.costs),
  ].join("\n");
}

// Each action's CPU alone, and the day's mix of them weighted by share.
function costTable(costs: ActionCost[]) {
  const total = (cost: ActionCost) => cost.webMs + cost.apiMs + cost.postgresMs;
  const weighted = (pick: (cost: ActionCost) => number) =>
    (costs.reduce((sum, cost) => sum + cost.share * pick(cost), 0) / 100).toFixed(1);
  return [
    "### CPU per action, each alone (one web + one API)",
    "",
    "One shopper, one action at a time; CPU of the web, the API and the PostgreSQL backends serving the bench's database. A checkout is three requests (add, the form, the post). When the cores are the bottleneck, 16 shoppers on 2 cores take about 16 × the mix's CPU ÷ 2 per action on average (the load generator's own CPU besides), and a p99 some 2 to 3 times that mean: a p99 of 250 ms needs a mix near 10 ms.",
    "",
    "| action | share % | web ms | API ms | PostgreSQL ms | all ms |",
    "| --- | --- | --- | --- | --- | --- |",
    ...costs.map(
      (cost) =>
        `| ${cost.name} | ${cost.share} | ${cost.webMs} | ${cost.apiMs} | ${cost.postgresMs} | ${total(cost).toFixed(1)} |`,
    ),
    `| the day's mix | 100 | ${weighted((c) => c.webMs)} | ${weighted((c) => c.apiMs)} | ${weighted((c) => c.postgresMs)} | ${weighted(total)} |`,
    "",
  ];
}
