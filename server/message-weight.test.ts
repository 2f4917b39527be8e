// Issue 25's page weight, kept: the i18n library and one page's messages add at most 6 KB gzipped
// to a page (docs/decisions/011-locales.md says how that is counted). Every kind of page, in each
// locale, as the built web serves it to a visitor or to a member with lines in the cart (whose
// pages are also sent the colours' names): its messages, weighed inside the gzipped document
// (tests/support/message-weight.ts), plus the library's part, stay within the budget.
// MESSAGE_WEIGHT_REPORT=<file>: also write the figures there, as a Markdown table (the figures
// in docs/decisions/011-locales.md come from it).
import { writeFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { memberSessionCookie, registerMember } from "../tests/support/member-session";
import { BUDGET_BYTES, LIBRARY_BYTES, messageWeight } from "../tests/support/message-weight";
import { type startApi } from "./server";
import { startTestApi } from "./testing";
import { type nodeProcess, startBuiltWeb } from "./testing-processes";

const SESSION_SECRET = "message-weight-test-secret-0123456789abcdef";
const LOCALES = ["en", "ar", "fr"];
// The product pages weighed: the one the bench weighs, with sizes, colours and reviews.
const PRODUCT = "/products/padded-bomber-jacket-1";
const PAGES: { path: string; shopper?: boolean }[] = [
  { path: "/" },
  { path: "/products?c1=CL-001" },
  { path: "/catalog/new-arrival" },
  { path: PRODUCT },
  { path: "/search?q=dress" },
  { path: "/blog" },
  { path: "/blog/bottle-feeding-basics" },
  { path: "/login" },
  { path: "/register" },
  { path: "/wishlist" },
  { path: "/faq" },
  { path: PRODUCT, shopper: true },
  { path: "/cart", shopper: true },
  { path: "/checkout", shopper: true },
  { path: "/member/children", shopper: true },
  { path: "/member/orders", shopper: true },
  { path: "/member/profile", shopper: true },
  { path: "/member/address-book", shopper: true },
  { path: "/member/wishlist", shopper: true },
];

let api: Awaited<ReturnType<typeof startApi>>;
let web: ReturnType<typeof nodeProcess>;
let port: number;
// A member with two lines in the cart.
let shopper: string;

beforeAll(async () => {
  api = await startTestApi();
  ({ web, port } = await startBuiltWeb(api.url, SESSION_SECRET));
  const member = await registerMember(api.url);
  shopper = await cookieOf(member.grant);
  for (const sku of await skusInStock(2)) {
    const put = await fetch(`${api.url}/api/cart`, {
      method: "PUT",
      headers: { ...member.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ sku, qty: 1, mode: "add" }),
    });
    if (!put.ok) throw new Error(`adding ${sku} to the cart answered ${put.status}`);
  }
  await web.waitFor(/\[web\] listening/);
}, 240_000);
// The report's rows: page, who, locale, document, messages in the page and apart, with the library.
const rows: string[] = [];
afterAll(async () => {
  const report = process.env.MESSAGE_WEIGHT_REPORT;
  if (report) {
    const head = "| page | seen by | locale | document | messages in the page | apart | with the library |";
    writeFileSync(report, [head, "| --- | --- | --- | --- | --- | --- | --- |", ...rows].join("\n") + "\n");
  }
  web?.child.kill("SIGTERM");
  await web?.exited;
  await api?.stop();
});

async function cookieOf(grant: Parameters<typeof memberSessionCookie>[0]) {
  const { name, value } = await memberSessionCookie(grant, SESSION_SECRET);
  return `${name}=${value}`;
}

// Variants in stock, of the product page weighed and the catalogue's first products.
async function skusInStock(count: number) {
  const summary = await fetch(`${api.url}/api/products/${PRODUCT.split("/").pop()}/summary`);
  const { variants } = ((await summary.json()) as { data: { variants: { sku: string; stock: number }[] } })
    .data;
  return variants
    .filter((variant) => variant.stock > 0)
    .slice(0, count)
    .map((variant) => variant.sku);
}

async function weigh(path: string, cookie?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { "Accept-Encoding": "identity", ...(cookie && { Cookie: cookie }) },
    redirect: "manual",
  });
  expect(response.status, path).toBe(200);
  return messageWeight(await response.text());
}

describe("what a page's messages and the library add, gzipped, within 6 KB", () => {
  for (const { path, shopper: asShopper } of PAGES) {
    it(`${path}${asShopper ? " (a member with a cart)" : ""}`, async () => {
      for (const locale of LOCALES) {
        const localized = locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`;
        const { inPage, apart, document } = await weigh(localized, asShopper ? shopper : undefined);
        const who = asShopper ? "a member with a cart" : "a visitor";
        rows.push(
          `| ${path} | ${who} | ${locale} | ${document} B | ${inPage} B | ${apart} B | ${LIBRARY_BYTES + inPage} B |`,
        );
        expect(LIBRARY_BYTES + inPage, `${localized}: ${inPage} B of messages`).toBeLessThanOrEqual(
          BUDGET_BYTES,
        );
      }
    });
  }

  it("a cart with lines sends its colours' names, and the page weighed them", async () => {
    const { texts } = await weigh("/ar/cart", shopper);
    expect(texts.join("\n")).toContain("@colour");
  });
});
