// A shop of its own for the back office's browser journeys. The shared test API keeps its
// database in memory, where staff cannot be added from outside: so the back-office specs run
// their own shop (web and API) on a database in a temporary folder, made with the staff they
// need (tests/support/admin-data-dir.ts answers their one-time links). One shop per worker
// (the `backOffice` fixture), shared by the back-office specs that worker runs one after the
// other: each spec signs in as staff of its own, and its journeys read counts as differences.
// Also the member, products and orders those journeys use, through that shop's API.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { AuthGrant } from "@contract";
import type { Page } from "@playwright/test";

import { SESSION_SECRET, SMTP_PORT } from "../../playwright.config";
import { MEMBER_PASSWORD } from "../support/member-session";
import { firstRegions } from "../support/regions";
import { registerThroughMail } from "../support/register";
import { expect, test as axeTest } from "./axe";

export { expect } from "./axe";

export type StaffToAdd = { email: string; role: "owner" | "staff"; name: string };
export type AdminShop = Awaited<ReturnType<typeof startAdminShop>>;

// The staff of every back-office spec, by project (the js-on and js-off workers run shops of
// their own, but a project's name keeps the addresses apart in the logs and mails).
export const backOfficeStaff = (project: string) =>
  ({
    owner: { email: `owner-${project}@staff.example.com`, role: "owner", name: "Olive Owner" },
    staff: { email: `staff-${project}@staff.example.com`, role: "staff", name: "Sid Staff" },
    opsStaff: { email: `ops-${project}@staff.example.com`, role: "staff", name: "Pat Packer" },
    opsOwner: { email: `ops-owner-${project}@staff.example.com`, role: "owner", name: "Olive Owner" },
    translator: { email: `translator-${project}@staff.example.com`, role: "staff", name: "Tala Translator" },
  }) satisfies Record<string, StaffToAdd>;

// Booting a shop costs about 12 CPU-s (its data directory copied, the API and web started): once
// per worker instead of once per spec and project (six a run before). Ports 20 and 21 above the
// configured ones for the first worker, 22 and 23 for the second, ...
export const test = axeTest.extend<object, { backOffice: AdminShop }>({
  backOffice: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use, workerInfo) => {
      const staff = Object.values(backOfficeStaff(workerInfo.project.name));
      const shop = await startAdminShop(20 + 2 * workerInfo.parallelIndex, staff);
      await use(shop);
      await shop.stop();
    },
    // Seconds on a quiet machine, over a minute with the load average at 15.
    { scope: "worker", timeout: 180_000 },
  ],
});

// `offset`: how far above the configured ports (E2E_WEB_PORT, E2E_API_PORT) this shop listens.
// Answers the set-password links by staff email.
async function startAdminShop(offset: number, staff: StaffToAdd[]) {
  const web = Number(process.env.E2E_WEB_PORT ?? 3100) + offset;
  const api = Number(process.env.E2E_API_PORT ?? 4100) + offset;
  const shopUrl = `http://localhost:${web}`;
  const apiUrl = `http://127.0.0.1:${api}`;
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "admin-e2e-")), "data");
  const script = ["--import", "tsx", "tests/support/admin-data-dir.ts", dataDir, shopUrl];
  const printed = execFileSync("node", [...script, JSON.stringify(staff)], { encoding: "utf8" });
  const links: string[] = JSON.parse(printed.trim().split("\n").at(-1) ?? "[]");
  expect(links).toHaveLength(staff.length);
  // A worker before this one in the same slot may still be stopping its shop on these ports.
  await waitFor(`${shopUrl}/healthz`, false);
  // Its mail goes to the browser tests' mail server (mail-catcher.ts), read with mailsTo().
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SHOP_URL: shopUrl,
    SESSION_SECRET,
    DEV_OUTBOX: "on",
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    SMTP_TIMEOUT_MS: "5000",
  };
  const server: ChildProcess = spawn("node", ["build/server/start.js"], {
    // Its output is dropped: no access-log line for each request (warnings and errors only).
    env: { ...env, PORT: String(web), API_PORT: String(api), DEV_OIDC_PROVIDER: "off", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  await waitFor(`${shopUrl}/healthz`);
  const linkFor = new Map(staff.map((member, index) => [member.email, links[index]]));
  return {
    shopUrl,
    apiUrl,
    linkFor: (email: string) => linkFor.get(email) ?? "",
    async stop() {
      server.kill("SIGTERM");
      // It drains its requests first; a shop that hangs is not the next test's business.
      const killer = setTimeout(() => server.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}

// Until the URL answers (or, with `answering` false, until nothing listens there any more). A
// boot took over 60 s at load 35 (2026-11-29): up to 150 s, inside the fixture's 180.
async function waitFor(url: string, answering = true) {
  for (const started = Date.now(); Date.now() - started < 150_000;) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok === answering) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(answering ? `${url} did not answer` : `${url} is still taken`);
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

export const memberHeaders = (grant: AuthGrant) => ({
  "x-access-token": grant.accessToken,
  "x-user-id": grant.userId,
});

export async function newMemberAt(apiUrl: string, name = "Alex Buyer"): Promise<AuthGrant> {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  return registerThroughMail((p, init) => fetch(`${apiUrl}${p}`, init), {
    name,
    email,
    password: MEMBER_PASSWORD,
  });
}

export type Variant = { sku: string; stock: number; color: string | null; size: string | null };

// An order of `qty` of the variant, placed and paid by `method` (a bank transfer then waits).
export async function placeOrderAt(
  apiUrl: string,
  grant: AuthGrant,
  variant: Variant,
  qty: number,
  method: string,
) {
  const headers = memberHeaders(grant);
  const cart = await fetch(`${apiUrl}/api/cart`, {
    method: "PUT",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ sku: variant.sku, qty }),
  });
  expect(cart.status, variant.sku).toBe(200);
  const address = {
    name: "Alex Buyer",
    phone: "+1 555 0100",
    line1: "1 Orchard Lane",
    ...(await firstRegions(apiUrl)),
  };
  const body = { address, shippingOption: "standard", paymentMethod: method };
  const placed = await postJson(`${apiUrl}/api/checkout`, body, {
    ...headers,
    "Idempotency-Key": `e2e-${Date.now()}`,
  });
  expect(placed.status).toBe(201);
  const { invoiceNumber } = (await placed.json()).data;
  const card = { number: "4242424242424242", expiry: "12/39", cvc: "123", name: "Alex Buyer" };
  const paid = await postJson(
    `${apiUrl}/api/transaction/pay`,
    { invoiceNumber, method, ...(method === "test_card" && { card }) },
    headers,
  );
  expect(paid.status).toBe(200);
  return invoiceNumber as string;
}

// The `index`th product with more than 10 in stock, and one of its variants in stock.
export async function productWithStockAt(apiUrl: string, index: number) {
  const { data } = await (await fetch(`${apiUrl}/api/products?pageSize=48`)).json();
  const slug = (data as { slug: string; stock: number }[]).filter((product) => product.stock > 10)[index]
    .slug;
  const summary = (await (await fetch(`${apiUrl}/api/products/${slug}/summary`)).json()).data;
  const variant = (summary.variants as Variant[]).find((one) => one.stock > 0)!;
  return { slug, variant };
}

// No sideways scroll: the page is no wider than the screen.
export async function expectFits(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

// Every visible button and link of the page's main part is at least 44 px tall.
export async function expectTapTargets(page: Page, within = "#main") {
  for (const target of await page
    .locator(within)
    .getByRole("button")
    .or(page.locator(within).getByRole("link"))
    .all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    expect(box?.height ?? 0, (await target.textContent()) ?? "").toBeGreaterThanOrEqual(44);
  }
}
