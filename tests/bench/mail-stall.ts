// `npx tsx tests/bench/mail-stall.ts [--seconds 8]`: checkout's latency with a mail server that
// answers, and with one that takes connections and never answers (a stalled server). Each
// timed checkout places an order and chooses bank transfer, which queues the confirmation mail
// in the same transaction; the sender's wait on the mail server must not show in it. Prints the
// p50 and p99 of both runs and their ratio (compare ratios: the machine may be shared).
import { parseArgs } from "node:util";

import { startTestSmtp, type TestSmtp } from "../../server/mail/testing-smtp";
import { firstRegions } from "../support/regions";
import { startApi, stopAll } from "./processes";

const { values: args } = parseArgs({ options: { seconds: { type: "string", default: "8" } } });
const SECONDS = Number(args.seconds);
const SHOPPERS = 4; // in all, half on each API
const PORT = Number(process.env.BENCH_PORT ?? 5400) + 10;

type Json = Record<string, unknown>;
async function call(
  apiUrl: string,
  path: string,
  init: { method?: string; headers?: Json; body?: unknown } = {},
) {
  const response = await fetch(apiUrl + path, {
    method: init.method ?? "GET",
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as { data: never } };
}

// SKUs in stock across the first page of products, to spread the orders over.
async function skusInStock(apiUrl: string) {
  const { body } = await call(apiUrl, "/api/products?pageSize=48");
  const slugs = (body.data as { slug: string }[]).map((product) => product.slug);
  const details = await Promise.all(slugs.map((slug) => call(apiUrl, `/api/products/${slug}/summary`)));
  return details.flatMap(({ body: detail }) =>
    ((detail.data as { variants?: { sku: string; stock: number }[] }).variants ?? [])
      .filter((variant) => variant.stock > 0)
      .map((variant) => variant.sku),
  );
}

async function firstAddress(apiUrl: string) {
  return {
    name: "Bench Shopper",
    phone: "+1 555 0100",
    line1: "1 Orchard Lane",
    ...(await firstRegions(apiUrl)),
  };
}

// A shopper registered and confirmed by the link mailed to `mail` (before any stall).
async function registeredShopper(apiUrl: string, mail: TestSmtp) {
  const email = `mail-bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const asked = await call(apiUrl, "/api/auth/register", {
    method: "POST",
    body: { name: "Bench Shopper", email, password: "bench-password-42" },
  });
  if (asked.status !== 202) throw new Error(`registering answered ${asked.status}`);
  const [confirmation] = await mail.waitFor(email);
  const token = new URL(/https?:\/\/\S+token=\S+/.exec(confirmation.text ?? "")![0]).searchParams.get(
    "token",
  );
  const { body } = await call(apiUrl, "/api/auth/mailed-link", { method: "POST", body: { token } });
  const grant = body.data as { accessToken: string; userId: string };
  return { "x-access-token": grant.accessToken, "x-user-id": grant.userId };
}

// One shopper: fill the cart with one unit, then time placing the order and paying by transfer.
async function shopper(
  apiUrl: string,
  headers: Json,
  { skus, address }: { skus: string[]; address: Json },
  until: number,
  timings: number[],
) {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  let n = 0;
  while (Date.now() < until) {
    const sku = skus[Math.floor(Math.random() * skus.length)];
    if ((await call(apiUrl, "/api/cart", { method: "PUT", headers, body: { sku, qty: 1 } })).status !== 200)
      continue;
    const started = performance.now();
    const placed = await call(apiUrl, "/api/checkout", {
      method: "POST",
      headers: { ...headers, "Idempotency-Key": `bench-${id}-${++n}` },
      body: { address, shippingOption: "standard", paymentMethod: "bank_transfer" },
    });
    if (placed.status !== 201) continue;
    const invoiceNumber = (placed.body.data as { invoiceNumber: string }).invoiceNumber;
    const paid = await call(apiUrl, "/api/transaction/pay", {
      method: "POST",
      headers,
      body: { invoiceNumber, method: "bank_transfer" },
    });
    if (paid.status === 200) timings.push(performance.now() - started);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

type Run = { label: string; apiUrl: string; timings: number[] };

function summary(run: Run) {
  const sorted = [...run.timings].sort((a, b) => a - b);
  const result = { checkouts: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  console.log(
    `${run.label}: ${result.checkouts} checkouts, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
  );
  return result;
}

// Both APIs run at once, their shoppers in the same window, so whatever else the machine does
// weighs on both alike. The shoppers are registered first (their confirmation links come by
// mail); then one mail server stalls.
const stalled = await startTestSmtp();
try {
  const answering = await startApi({ port: PORT, env: {} });
  const stuck = await startApi({ port: PORT + 1, env: { SMTP_URL: stalled.url } });
  const runs = [
    { label: "mail server answering", apiUrl: answering.apiUrl, mail: answering.mail!, timings: [] },
    { label: "mail server stalled", apiUrl: stuck.apiUrl, mail: stalled, timings: [] },
  ] satisfies (Run & { mail: TestSmtp })[];
  const prepared = await Promise.all(
    runs.map(async (run) => ({
      run,
      shop: { skus: await skusInStock(run.apiUrl), address: await firstAddress(run.apiUrl) },
      shoppers: await Promise.all(
        Array.from({ length: SHOPPERS / 2 }, () => registeredShopper(run.apiUrl, run.mail)),
      ),
    })),
  );
  stalled.stall();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    prepared.flatMap(({ run, shop, shoppers }) =>
      shoppers.map((headers) => shopper(run.apiUrl, headers, shop, until, run.timings)),
    ),
  );
  const [a, b] = runs.map(summary);
  console.log(`p99 stalled / answering: ${(b.p99 / a.p99).toFixed(2)}, p50: ${(b.p50 / a.p50).toFixed(2)}`);
  console.log(`mail the stalled server was handed and never answered: ${stalled.held.length}`);
} finally {
  stopAll();
  await stalled.close();
}
