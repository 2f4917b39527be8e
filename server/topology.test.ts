// compose.yaml's set-up without Docker: Debian's nginx with the shipped deploy/nginx.conf in
// front of two webs, which reach two APIs through it, on one PostgreSQL database (each process
// configured from deploy/*.env). Booted once for the file. PostgreSQL only (vitest.config.ts
// runs this file when TEST_DATABASE_URL is set): two processes cannot share a PGlite.
import { request as httpRequest } from "node:http";

import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { signedInCookie } from "../tests/bench/scenarios";
import { IDEMPOTENCY_HEADER } from "./contract";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { orders, products, productVariants } from "./db/schema";
import { postContactMessage, startTestSmtp, type TestSmtp } from "./mail/testing-smtp";
import { databaseForProcesses } from "./testing";
import { adminHelpers } from "./testing-admin";
import { ensureBuilt } from "./testing-processes";
import { apiOverHttp, startTopology, type Topology } from "./testing-topology";

// docs/caching.md: a change made through any API reaches an anonymous page within 15 s (the web's
// upstream cache, 10 s, then its page cache, 5 s); the other APIs drop their copies at once.
const PAGE_BOUND_MS = 15_000;
const OTHER_API_BOUND_MS = 3_000;

let database: Awaited<ReturnType<typeof databaseForProcesses>>;
let smtp: TestSmtp;
let topology: Topology;
let handle: DatabaseHandle;
let admin: ReturnType<typeof adminHelpers>;
const url = (port: number) => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  ensureBuilt();
  database = await databaseForProcesses();
  smtp = await startTestSmtp();
  topology = await startTopology({ databaseUrl: database.env.DATABASE_URL, smtpUrl: smtp.url });
  handle = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: "" });
  // Set-up calls go through nginx's port for the webs' API calls, as the webs' own do.
  admin = adminHelpers(apiOverHttp(topology.apiUrl, handle.db));
}, 180_000);

afterAll(async () => {
  await topology?.stop();
  await smtp?.close();
  await handle?.close();
  await database?.close();
});

// Tries `check` until it holds or `withinMs` has passed; answers how long it took.
async function within(withinMs: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`Not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Date.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("a member signed in through one web stays signed in through the other", async () => {
  const { web1, web2 } = topology.ports;
  const cookie = await signedInCookie({ apiUrl: url(topology.ports.api1), webUrl: url(web1), mail: smtp });
  const signedIn = await fetch(`${url(web2)}/member`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(signedIn.status).toBe(200);
  const anonymous = await fetch(`${url(web2)}/member`, { redirect: "manual" });
  expect(anonymous.status).toBeGreaterThanOrEqual(300);
});

it("a price, publish or stock change through one API shows through the other web within the bound", async () => {
  const { api1, api2, web2 } = topology.ports;
  const staff = await admin.newStaff("staff");
  const chosen = await handle.db
    .select({ id: products.id, slug: products.slug, sku: productVariants.sku })
    .from(products)
    .innerJoin(productVariants, sql`${productVariants.productId} = ${products.id}`)
    .where(sql`${products.published} and ${productVariants.stock} > 0`)
    .orderBy(sql`${products.id} desc`)
    .limit(12);
  const [priced, hidden] = [chosen[0], chosen.find((row) => row.id !== chosen[0].id)!];
  const stocked = chosen.find((row) => row.id !== priced.id && row.id !== hidden.id)!;
  const detail = async (port: number, slug: string) => {
    const response = await fetch(`${url(port)}/api/products/${slug}/summary`);
    return response.ok ? (await response.json()).data : null;
  };
  // Both APIs and the other web hold copies of all three.
  for (const row of [priced, hidden, stocked]) {
    for (const port of [api1, api2]) expect(await detail(port, row.slug)).not.toBeNull();
    expect((await fetch(`${url(web2)}/products/${row.slug}`)).status).toBe(200);
  }

  const change = (path: string, method: string, json: unknown) =>
    fetch(`${url(api1)}${path}`, {
      method,
      headers: { ...staff.headers, "Content-Type": "application/json" },
      body: JSON.stringify(json),
    });
  expect(
    (await change(`/api/admin/products/${priced.id}`, "PATCH", { listPrice: 123.45, discountPercent: 0 }))
      .status,
  ).toBe(200);
  expect((await change(`/api/admin/products/${hidden.id}`, "PATCH", { published: false })).status).toBe(200);
  expect((await change(`/api/admin/variants/${stocked.sku}/stock`, "PUT", { stock: 0 })).status).toBe(200);

  // The other API drops its copies on the signal, long before their 10 s life ends.
  await within(OTHER_API_BOUND_MS, async () => (await detail(api2, priced.slug))?.price === 123.45);
  await within(OTHER_API_BOUND_MS, async () => (await detail(api2, hidden.slug)) === null);
  await within(OTHER_API_BOUND_MS, async () => {
    const variants: { sku: string; stock: number }[] = (await detail(api2, stocked.slug))?.variants ?? [];
    return variants.find((variant) => variant.sku === stocked.sku)?.stock === 0;
  });
  // The other web, within the bound of docs/caching.md.
  const page = (slug: string) => fetch(`${url(web2)}/products/${slug}`);
  await within(PAGE_BOUND_MS, async () => (await (await page(priced.slug)).text()).includes("123.45"));
  await within(PAGE_BOUND_MS, async () => (await page(hidden.slug)).status === 404);
}, 60_000);

it("two APIs selling the last units at once never oversell", async () => {
  const shop = admin.shop;
  const variant = await shop.variantWithStock(2);
  const address = await shop.validAddress();
  const shoppers = await Promise.all(Array.from({ length: 6 }, () => shop.signUp()));
  for (const shopper of shoppers) await shop.putCart(shopper, { sku: variant.sku, qty: 1 });
  const { api1, api2 } = topology.ports;
  const statuses = await Promise.all(
    shoppers.map(async (shopper, i) => {
      const response = await fetch(`${url(i % 2 ? api2 : api1)}/api/checkout`, {
        method: "POST",
        headers: {
          ...shopper.headers,
          [IDEMPOTENCY_HEADER]: shop.newKey(),
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ address, shippingOption: "standard", paymentMethod: "bank_transfer" }),
      });
      return response.status;
    }),
  );
  expect(statuses.sort()).toEqual([201, 201, 409, 409, 409, 409]);
  expect(await shop.stockOf(variant.sku)).toBe(0);
});

// A sign-in form posted to nginx from a loopback address of our choice (the shopper's).
function signInFrom(localAddress: string, email: string, headers: Record<string, string> = {}) {
  const body = new URLSearchParams({ email, password: "not-the-password-42" }).toString();
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: topology.ports.public,
        localAddress,
        method: "POST",
        path: "/login",
        headers: {
          ...headers,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": body.length,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

it("rate limits count across both APIs, per shopper address as nginx passes it", async () => {
  const email = `limited-${Date.now()}@example.com`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) statuses.push(await signInFrom("127.0.0.3", email));
  // Five tries per account and address in 15 minutes, counted by both APIs together.
  expect(statuses.slice(0, 5)).not.toContain(429);
  expect(statuses[5]).toBe(429);
  const signIns = topology.nginx
    .log()
    .split("\n")
    .filter((line) => line.includes("POST /api/auth/login"));
  const { api1, api2 } = topology.ports;
  expect(signIns.some((line) => line.includes(`upstream=127.0.0.1:${api1}`))).toBe(true);
  expect(signIns.some((line) => line.includes(`upstream=127.0.0.1:${api2}`))).toBe(true);
  // Another address is not held back; a forged X-Forwarded-For does not make one.
  expect(await signInFrom("127.0.0.4", email)).not.toBe(429);
  expect(await signInFrom("127.0.0.3", email, { "X-Forwarded-For": "127.0.0.5" })).toBe(429);
});

it("one web and one API killed under load: nginx routes around them, no order is lost or doubled, and they rejoin", async () => {
  const shop = admin.shop;
  const variant = await shop.variantWithStock(100);
  const address = await shop.validAddress();
  const shoppers = await Promise.all(Array.from({ length: 16 }, () => shop.signUp()));
  await Promise.all(shoppers.map((shopper) => shop.putCart(shopper, { sku: variant.sku, qty: 1 })));

  const browser = startBrowsing(topology.publicUrl);
  const killedAt = Date.now() + 400;
  const kills = sleep(400).then(() => Promise.all([topology.kill("web1"), topology.kill("api1")]));
  // Each shopper checks out through nginx, as a web does, and tries again with the same key
  // until it has an answer (a checkout in flight on the killed API ends in a 502).
  const body = { address, shippingOption: "standard", paymentMethod: "bank_transfer" };
  const invoices = await Promise.all(
    shoppers.map(async (shopper, i) => {
      await sleep(i * 50);
      const key = shop.newKey();
      for (let attempt = 0; attempt < 30; attempt++) {
        const placed = await shop.checkout(shopper, body, key).catch(() => null);
        if (placed?.status === 201 || placed?.status === 200) return placed.body.data.invoiceNumber as string;
        await sleep(200);
      }
      throw new Error("A checkout never got an answer");
    }),
  );
  await kills;
  // nginx sent requests meant for each killed one to the other (the log lists both addresses).
  const { web1, api1 } = topology.ports;
  const routedAround = (port: number) => topology.nginx.log().includes(`upstream=127.0.0.1:${port}, `);
  await within(10_000, async () => routedAround(web1) && routedAround(api1));

  const logFrom = topology.nginx.log().length;
  await Promise.all([topology.start("web1"), topology.start("api1")]);
  const rejoined = (port: number) => () =>
    Promise.resolve(
      topology.nginx
        .log()
        .slice(logFrom)
        .split("\n")
        .some((line) => line.includes(`upstream=127.0.0.1:${port} upstream_status=200`)),
    );
  // Once nginx tries them again (fail_timeout, 5 s), both take their share.
  await within(20_000, rejoined(web1));
  await within(20_000, rejoined(api1));
  const pages = await browser.stop();

  // Only requests under way on the killed web could fail (nginx retries the rest).
  const failed = pages.filter((page) => !page.ok);
  expect(failed.length).toBeLessThanOrEqual(BROWSERS);
  for (const page of failed) expect(Math.abs(page.at - killedAt)).toBeLessThan(2_000);
  expect(pages.filter((page) => page.ok).length).toBeGreaterThan(20);

  expect(new Set(invoices).size).toBe(shoppers.length);
  const placed = await handle.db
    .select({ invoice: orders.invoiceNumber })
    .from(orders)
    .where(
      inArray(
        orders.memberId,
        shoppers.map((shopper) => shopper.userId),
      ),
    );
  expect(placed.map((order) => order.invoice).sort()).toEqual([...invoices].sort());
  expect(await shop.stockOf(variant.sku)).toBe(100 - shoppers.length);
}, 90_000);

const BROWSERS = 4;
// Anonymous shoppers browsing through nginx until stopped: a product page and listings the page
// cache has not kept (a new price range each time). Each page's time and whether it came whole.
function startBrowsing(publicUrl: string) {
  const pages: { at: number; ok: boolean }[] = [];
  let browsing = true;
  const browse = async () => {
    for (let i = 0; browsing; i++) {
      const at = Date.now();
      const path = i % 2 ? "/" : `/products?minPrice=${(i % 97) + 1}`;
      const ok = await fetch(publicUrl + path)
        .then(async (response) => response.ok && (await response.text()).includes("</html>"))
        .catch(() => false);
      pages.push({ at, ok });
    }
  };
  const running = Promise.all(Array.from({ length: BROWSERS }, browse));
  return {
    async stop() {
      browsing = false;
      await running;
      return pages;
    },
  };
}

it("the outbox sends each mail once, whichever API queued it", async () => {
  const { api1, api2 } = topology.ports;
  const emails = Array.from({ length: 8 }, (_, i) => `once-${i}-${Date.now()}@example.com`);
  await Promise.all(emails.map((email, i) => postContactMessage(url(i % 2 ? api2 : api1), email)));
  for (const email of emails) await smtp.waitFor(email, 1, 30_000);
  // A moment more, for a second copy that would come late.
  await sleep(1_000);
  for (const email of emails) expect(await smtp.waitFor(email, 1, 0)).toHaveLength(1);
  // Every mail of this file, the sign-up's and the orders' included, came once.
  const ids = smtp.received.map((mail) => mail.messageId);
  expect(new Set(ids).size).toBe(ids.length);
}, 60_000);
