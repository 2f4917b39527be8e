// `npm run bench [-- --products N] [--quick] [--under-load] [--label NAME]`: builds and starts
// the shop on loopback, measures it page by page beside a static ceiling, weighs the pages in
// a real browser, audits them with Lighthouse (mobile), and writes a markdown report to
// docs/performance/. Bounded: fixed durations, a request cap per run, a watchdog for the whole.
import { execSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";

import { format } from "prettier";

import { type Audit, calibrate, lighthouse, type PageWeight, weighPages } from "./browser";
import { type LoadResult, measure, settle, type Target } from "./load";
import { benchMixed, renderMixed } from "./mixed";
import { benchOrders, renderOrders } from "./orders";
import {
  assertSeedTakesProductCount,
  type CapturedPage,
  rssMb,
  type Shop,
  startShop,
  startStaticCeiling,
  stopAll,
} from "./processes";
import { renderReport } from "./report";
import { catalogueOf, fillCart, scenarios, signedInCookie } from "./scenarios";

// BENCH_PORT moves the three ports (web, API, static ceiling) so two benches can run at once.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 5400);
const PORTS = { web: BASE_PORT, api: BASE_PORT + 1, static: BASE_PORT + 2 };
const CONNECTIONS = 16;

const { values: args } = parseArgs({
  options: {
    products: { type: "string" },
    quick: { type: "boolean", default: false },
    "under-load": { type: "boolean", default: false },
    label: { type: "string" },
    // Only the mixed day (tests/bench/mixed.ts), on PostgreSQL, at 100,000 products by default.
    mixed: { type: "boolean", default: false },
    // Only the back office's orders pages at 100,000 orders (tests/bench/orders.ts).
    orders: { type: "boolean", default: false },
  },
});
const products = args.products ? Number(args.products) : undefined;
if (products !== undefined && !(Number.isInteger(products) && products > 0)) {
  throw new Error(`--products takes a whole number above 0, not "${args.products}"`);
}
const seconds = args.quick ? 3 : 10;
const lighthouseRuns = args.quick ? 1 : 5;

const watchdog = setTimeout(
  () => {
    console.error("[bench] gave up after 40 minutes");
    stopAll();
    process.exit(1);
  },
  (products ? 60 : 40) * 60_000,
);
process.once("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

try {
  if (products) assertSeedTakesProductCount();
  console.error("[bench] building");
  if (spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] }).status !== 0) {
    throw new Error("npm run build failed");
  }
  if (args.mixed) {
    const mixed = await benchMixed({
      products: products ?? 100_000,
      seconds: args.quick ? 10 : 30,
      ports: PORTS,
    });
    await writeReport(renderMixed({ ...mixed, ...about() }), "mixed");
  } else if (args.orders) {
    const startLoad = os.loadavg()[0];
    const orders = await benchOrders({ orders: 100_000, seconds, ports: PORTS });
    await writeReport(renderOrders({ ...orders, ...about() }, [startLoad, os.loadavg()[0]]), "orders");
  } else {
    console.error("[bench] starting the shop");
    const shop = await startShop({ webPort: PORTS.web, apiPort: PORTS.api, products });
    await writeReport(renderReport(await benchShop(shop)));
  }
} finally {
  clearTimeout(watchdog);
  stopAll();
}

// Formatted as the repository's own markdown is, so the committed report passes the lint.
async function writeReport(text: string, kind?: string) {
  const markdown = await format(text, { parser: "markdown" });
  mkdirSync("docs/performance", { recursive: true });
  const name = [`bench${kind ? `-${kind}` : ""}`, new Date().toISOString().slice(0, 10), args.label].filter(
    Boolean,
  );
  const file = `docs/performance/${name.join("-")}.md`;
  writeFileSync(file, markdown);
  console.log(markdown);
  console.error(`[bench] written to ${file}`);
}

// Where and what was measured.
function about() {
  return {
    when: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`,
    commit: execSync("git rev-parse --short HEAD").toString().trim(),
  };
}

export type BenchReport = Awaited<ReturnType<typeof benchShop>>;

async function benchShop(shop: Shop) {
  const startLoad = os.loadavg()[0];
  const catalogue = await catalogueOf(shop.apiUrl);
  const cookie = await signedInCookie(shop);
  const targets = scenarios(catalogue, cookie);

  const pages: Record<string, CapturedPage> = {};
  for (const [name, target] of Object.entries(targets)) pages[name] = await capture(shop.webUrl, target);
  const staticServer = await startStaticCeiling(PORTS.static, pages);

  const load: Record<string, { shop: LoadResult; ceiling: LoadResult }> = {};
  for (const [name, target] of Object.entries(targets)) {
    console.error(`[bench] load: ${name}`);
    const watch = [shop.web, shop.api];
    await measure(shop.webUrl, target, { connections: CONNECTIONS, seconds: 1, watch });
    const measured = await measure(shop.webUrl, target, { connections: CONNECTIONS, seconds, watch });
    await settle(watch);
    const ceiling = await measure(
      `http://127.0.0.1:${PORTS.static}`,
      // The ceiling answers from memory: there is nothing of its own to reset.
      { ...target, path: `/${name}`, reset: undefined },
      { connections: CONNECTIONS, seconds: Math.ceil(seconds / 2), watch: [staticServer] },
    );
    load[name] = { shop: measured, ceiling };
  }

  const underLoad: Record<string, LoadResult> = {};
  if (args["under-load"]) {
    // The pages as shoppers ask for them: one listing URL, as the hardening issue measured it.
    for (const name of ["home", "listing-cached", "product"] as const) {
      console.error(`[bench] under load: ${name}, 32 connections for 60 s`);
      underLoad[name] = await measure(shop.webUrl, targets[name], {
        connections: 32,
        seconds: 60,
        watch: [shop.web, shop.api],
      });
    }
  }

  console.error("[bench] weighing pages in the browser");
  const paths = {
    home: "/",
    listing: "/products?c1=CL-001",
    product: `/products/${catalogue.productSlug}`,
    search: "/search?q=dress",
  };
  const weights: Record<string, PageWeight> = await weighPages(shop.webUrl, paths);

  // The cart and checkout as a parent sees them: three lines (the measured adds left a hundred).
  await fillCart(shop.webUrl, cookie, targets["add-to-cart"], catalogue.skus);
  const { calibration, audits } = await auditPages(shop.webUrl, paths, cookie);

  return {
    ...about(),
    // The machine may be shared: the load average says how much else ran (at the start and the end).
    loadAverage: [startLoad, os.loadavg()[0]],
    products: catalogue.total,
    seconds,
    connections: CONNECTIONS,
    lighthouseRuns,
    calibration,
    load,
    underLoad,
    weights,
    audits,
    rss: { web: rssMb(shop.web), api: rssMb(shop.api) },
  };
}

// Lighthouse mobile on each page (the median of `lighthouseRuns`), at the CPU slowdown calibrated
// for this host. The Arabic pages too: right to left, their own words and digits (issue #25 holds
// them to the same budget as the English ones).
async function auditPages(
  webUrl: string,
  paths: { home: string; listing: string; product: string },
  cookie: string,
) {
  const calibration = await calibrate(webUrl + paths.home);
  console.error(
    `[bench] lighthouse: benchmarkIndex ${calibration.benchmarkIndex}, CPU ${calibration.multiplier}×`,
  );
  const audited: Record<string, string> = {
    home: paths.home,
    listing: paths.listing,
    product: paths.product,
    cart: "/cart",
    checkout: "/checkout",
    "home (ar)": "/ar",
    "listing (ar)": `/ar${paths.listing}`,
    "product (ar)": `/ar${paths.product}`,
  };
  const audits: Record<string, Audit> = {};
  for (const [name, path] of Object.entries(audited)) {
    console.error(`[bench] lighthouse: ${name} (${lighthouseRuns} run${lighthouseRuns > 1 ? "s" : ""})`);
    const headers = name === "cart" || name === "checkout" ? { Cookie: cookie } : undefined;
    audits[name] = await lighthouse(webUrl + path, lighthouseRuns, { calibration, headers });
  }
  return { calibration, audits };
}

// One answer of the shop for a target, to serve from memory as its static ceiling.
async function capture(baseUrl: string, target: Target): Promise<CapturedPage> {
  const path = typeof target.path === "string" ? target.path : target.path();
  const response = await fetch(baseUrl + path, {
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body?.(),
    redirect: "manual",
  });
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "location", "cache-control"]) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  const ok = target.okStatus ?? [200];
  if (!ok.includes(response.status)) throw new Error(`${path} answered ${response.status}`);
  return { status: response.status, headers, body: await response.text() };
}
