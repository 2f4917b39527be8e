// `npm run bench -- --orders`: the back office at 100,000 orders. The demo catalogue and that many
// orders are seeded (`npm run seed -- --orders N`) into a PGlite directory made for the run; a
// staff member is added with the staff CLI, sets a password through the API's one-time link and
// signs in through the web's own form. Then each page a staff member browses is measured as the
// shop's pages are (tests/bench/load.ts): through the real web and API, 16 connections.
// BENCH_ORDERS_FROM=DIR: a copy of that data directory, seeded before with
// `DATA_DIR=DIR npm run seed -- --orders 100000`, instead of seeding (minutes) on every run.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { LoadResult, Target } from "./load";
import { measure } from "./load";
import { type Shop, startApi, startWeb } from "./processes";

export const ORDERS_CONNECTIONS = 16;
const STAFF_EMAIL = "bench-staff@example.com";
const STAFF_PASSWORD = "bench-staff-password-42";

// The budget of every page of the orders bench: no failures, p99 at most this at 16 connections.
export const ORDERS_P99_BUDGET_MS = 250;

// The seed and the staff CLI, run as an operator runs them, on the run's data directory.
function cli(script: string, args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    encoding: "utf8",
    env: { ...process.env, DEV_OIDC_PROVIDER: "off", ...env },
    stdio: ["ignore", "pipe", "inherit"],
    timeout: 20 * 60_000,
  });
  if (run.status !== 0) throw new Error(`${script} ${args.join(" ")} exited ${run.status}`);
  return run.stdout;
}

// A shop whose database holds `orders` orders and a staff member with a known password.
async function startBackOffice(ports: { web: number; api: number }, orders: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-orders-"));
  const env = { DATA_DIR: dataDir, SHOP_URL: `http://127.0.0.1:${ports.web}` };
  const seeded = process.env.BENCH_ORDERS_FROM;
  console.error(seeded ? `[bench] copying ${seeded}` : `[bench] seeding ${orders} orders (minutes)`);
  const seedStarted = performance.now();
  if (seeded) cpSync(seeded, dataDir, { recursive: true, filter: (file) => !file.endsWith("shop.lock") });
  else cli("server/seed/cli.ts", ["--orders", String(orders)], env);
  const seedSeconds = seeded ? null : (performance.now() - seedStarted) / 1000;
  const printed = cli("server/admin/cli.ts", ["add", "--email", STAFF_EMAIL, "--role", "staff"], env);
  const link = /https?:\/\/\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`the staff CLI printed no link: ${printed}`);
  const { api, apiUrl, mail } = await startApi({ port: ports.api, env: { DATA_DIR: dataDir } });
  const web = await startWeb({ port: ports.web, apiUrl });
  const shop: Shop = { webUrl: `http://127.0.0.1:${ports.web}`, apiUrl, web, api, mail };
  const cookie = await staffCookie(shop, new URL(link).searchParams.get("token") ?? "");
  return { shop, cookie, seedSeconds, removeData: () => rmSync(dataDir, { recursive: true, force: true }) };
}

// Sets the staff member's password with the link's token (the API's own operation) and signs
// in through the web's form: answers the back office's cookie.
async function staffCookie(shop: Shop, token: string) {
  const set = await fetch(`${shop.apiUrl}/api/admin/auth/password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token, password: STAFF_PASSWORD }),
  });
  if (!set.ok) throw new Error(`setting the staff password answered ${set.status}`);
  const signedIn = await fetch(`${shop.webUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: STAFF_EMAIL, password: STAFF_PASSWORD, next: "/admin/orders" }),
  });
  const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("__staff="));
  if (!cookie) throw new Error(`staff sign-in answered ${signedIn.status} without a staff cookie`);
  return cookie.split(";")[0];
}

// An invoice number and a buyer's email of the seeded orders, read through the back office's
// own API (the web's answer is a page).
async function sampleOrder(shop: Shop, cookie: string) {
  const html = await (
    await fetch(`${shop.webUrl}/admin/orders?page=20`, { headers: { Cookie: cookie } })
  ).text();
  const invoice = /INV-\d{4}-\d+/.exec(html)?.[0];
  const email = /[a-z.]+@buyers\.example\.com/.exec(html)?.[0] ?? "ada.moreno@buyers.example.com";
  if (!invoice) throw new Error("the orders page shows no invoice number");
  return { invoice, email };
}

export const ORDER_PAGES = [
  "first page",
  "a status",
  "an invoice",
  "an email",
  "page 50",
  "an order",
] as const;

function targets(cookie: string, sample: { invoice: string; email: string }) {
  const asStaff = (path: string): Target => ({ path, headers: { Cookie: cookie } });
  const pages: Record<(typeof ORDER_PAGES)[number], Target> = {
    "first page": asStaff("/admin/orders"),
    "a status": asStaff("/admin/orders?status=packed"),
    "an invoice": asStaff(`/admin/orders?q=${sample.invoice}`),
    "an email": asStaff(`/admin/orders?q=${encodeURIComponent(sample.email)}`),
    "page 50": asStaff("/admin/orders?page=50"),
    "an order": asStaff(`/admin/orders/${sample.invoice}`),
  };
  return pages;
}

export async function benchOrders(options: {
  orders: number;
  seconds: number;
  ports: { web: number; api: number };
}) {
  const { shop, cookie, seedSeconds, removeData } = await startBackOffice(options.ports, options.orders);
  try {
    const sample = await sampleOrder(shop, cookie);
    const load: Record<string, LoadResult> = {};
    for (const [name, target] of Object.entries(targets(cookie, sample))) {
      console.error(`[bench] orders: ${name}`);
      const watch = [shop.web, shop.api];
      const connections = ORDERS_CONNECTIONS;
      await measure(shop.webUrl, target, { connections, seconds: 1, watch });
      load[name] = await measure(shop.webUrl, target, { connections, seconds: options.seconds, watch });
    }
    return { orders: options.orders, seedSeconds, seconds: options.seconds, load };
  } finally {
    shop.web.kill("SIGTERM");
    shop.api.kill("SIGTERM");
    await new Promise((resolve) => shop.api.once("exit", resolve));
    removeData();
  }
}

const n = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function renderOrders(
  report: Awaited<ReturnType<typeof benchOrders>> & { when: string; machine: string; commit: string },
  loadAverage: number[],
) {
  const rows = Object.entries(report.load).map(([name, r]) => {
    // A page that answered nothing in the time did not meet it either.
    const met = r.requests > 0 && r.failures === 0 && r.p99 <= ORDERS_P99_BUDGET_MS;
    return `| ${name} | ${n(r.requestsPerSecond)} | ${n(r.p50)} / ${n(r.p99)} | ${n(r.cpuMsPerRequest[0], 2)} | ${n(r.cpuMsPerRequest[1], 2)} | ${n(r.failures)} | ${met ? "yes" : "**no**"} |`;
  });
  return [
    `# Back-office orders bench ${report.when.slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Commit ${report.commit} · ${report.machine} (load average ${n(loadAverage[0], 1)} at the start, ` +
      `${n(loadAverage[1], 1)} at the end) · ${n(report.orders)} orders (${report.seedSeconds === null ? "a copy of a seeded directory" : `seeded in ${n(report.seedSeconds)} s`}) ` +
      `on PGlite, a signed-in staff member through the web · autocannon, ${ORDERS_CONNECTIONS} connections, ` +
      `${report.seconds} s per page after 1 s of warm-up.`,
    "",
    `Budget per page: 0 failures and p99 ≤ ${ORDERS_P99_BUDGET_MS} ms.`,
    "",
    "| page | req/s | p50 / p99 ms | web CPU ms/req | API CPU ms/req | failures | budget met |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
