// The back office's translations in a browser (issue 25): a staff member finds a product, gives
// it an Arabic title (typed right to left, the English text folded above), and a visitor reading
// the shop in Arabic sees it on /ar/products/{slug} within the bound of docs/caching.md; a page's
// French title the same way on /fr/page/{slug}; an over-long title is said beside its field with
// what was typed kept. axe on the new screens. JavaScript on and off (the two projects), on a
// phone (390 wide; the new screens also at 320) and on a desk.
//
// The back-office shop of its worker, on a database made with its staff (admin-shop.ts).
import type { Page } from "@playwright/test";

import { PHONE } from "../../playwright.config";
import {
  type AdminShop,
  backOfficeStaff,
  expectFits,
  expectTapTargets,
  postJson,
  productWithStockAt,
  test,
} from "./admin-shop";
import { axeViolations, expect } from "./axe";

test.use({ viewport: PHONE });
test.describe.configure({ mode: "serial" });

let shop: AdminShop | undefined;
const shopUrl = () => shop!.shopUrl;
const apiUrl = () => shop!.apiUrl;

const STAFF = { email: "", password: "translate-pass-2026" };

test.beforeAll(async ({ backOffice }) => {
  shop = backOffice;
  STAFF.email = backOfficeStaff(test.info().project.name).translator.email;
  const token = new URL(shop.linkFor(STAFF.email)).searchParams.get("token");
  const answer = await postJson(`${apiUrl()}/api/admin/auth/password`, { token, password: STAFF.password });
  expect(answer.status).toBe(200);
});

async function signIn(page: Page) {
  await page.goto(`${shopUrl()}/admin/login`);
  await page.getByLabel("Email", { exact: true }).fill(STAFF.email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

// A visitor's page of the shop (no cookie: the page cache may answer).
const visitorPage = (path: string) => fetch(`${shopUrl()}${path}`, { redirect: "manual" });

// How long until the visitor's page holds `text`, in ms (polled twice a second, 30 s at most).
async function msUntilShown(path: string, text: string) {
  const started = Date.now();
  for (;;) {
    const answer = await visitorPage(path);
    if (answer.status === 200 && (await answer.text()).includes(text)) return Date.now() - started;
    if (Date.now() - started > 30_000) throw new Error(`${path}: "${text}" not seen after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// docs/caching.md: a change made through the API that serves the shop reaches a visitor within
// 15 s (10 s of the web's upstream cache, 5 s of its page cache); 1 s more for the polling.
const CACHE_BOUND_MS = 15_000 + 1_000;

test("staff give a product an Arabic title, and the Arabic shop shows it within the caches' bound", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { slug, variant } = await productWithStockAt(apiUrl(), 1);
  const arabicPath = `/ar/products/${slug}`;
  // The page cache is on: the visitor's second copy of the Arabic page is a stored one.
  await visitorPage(arabicPath);
  expect((await visitorPage(arabicPath)).headers.get("age")).not.toBeNull();

  await signIn(page);
  await page.getByRole("link", { name: "Products" }).click();
  await page.getByLabel("Find a product").fill(variant.sku);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("link", { name: /In the shop/ }).click();
  const arabic = page.getByRole("region", { name: "Arabic (ar)" });
  await expect(arabic).toBeVisible();
  await expect(page.getByText("A field left empty shows the English text in its place.")).toBeVisible();
  const title = arabic.getByLabel("Title in Arabic");
  await expect(title).toHaveAttribute("dir", "rtl");
  await expect(title).toHaveAttribute("lang", "ar");

  // Too long: said beside the field, what was typed kept (the field's own limit stops a typist,
  // so the value is set as a script or an old browser would send it).
  const tooLong = "ب".repeat(201);
  await title.evaluate((input: HTMLInputElement, value) => {
    input.removeAttribute("maxlength");
    input.value = value;
  }, tooLong);
  await arabic.getByRole("button", { name: "Save Arabic" }).click();
  await expect(page.getByText("The title can be at most 200 characters")).toBeVisible();
  await expect(page.getByRole("region", { name: "Arabic (ar)" }).getByLabel("Title in Arabic")).toHaveValue(
    tooLong,
  );

  const newTitle = `فستان الحديقة ${test.info().project.name}`;
  await page.getByRole("region", { name: "Arabic (ar)" }).getByLabel("Title in Arabic").fill(newTitle);
  await page
    .getByRole("region", { name: "Arabic (ar)" })
    .getByRole("button", { name: "Save Arabic" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Arabic translation saved." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Arabic (ar)" }).getByLabel("Title in Arabic")).toHaveValue(
    newTitle,
  );
  await expectFits(page);
  const shown = await msUntilShown(arabicPath, newTitle);
  expect(shown).toBeLessThanOrEqual(CACHE_BOUND_MS);
  // English is as it was.
  expect(await (await visitorPage(`/products/${slug}`)).text()).not.toContain(newTitle);
  console.info(`[cache] a visitor saw the Arabic title after ${shown} ms`);
});

test("staff give a page a French title and take its French text away; the French page shows the title and the English text", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole("link", { name: "Pages" }).click();
  await expect(page.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: /Payment policy/i }).click();
  const french = page.getByRole("region", { name: "French (fr)" });
  const newTitle = `Paiement ${test.info().project.name}`;
  await french.getByLabel("Title in French").fill(newTitle);
  // The demo data translates every page's text: an empty field removes the translation.
  await french.getByLabel("Text in French").fill("");
  await french.getByRole("button", { name: "Save French" }).click();
  await expect(page.getByRole("status").filter({ hasText: "French translation saved." })).toBeVisible();
  await expect(
    french.getByText(/Not translated: text\. The shop shows the English text there\./),
  ).toBeVisible();
  await expectFits(page);
  expect(await msUntilShown("/fr/page/payment-policy", newTitle)).toBeLessThanOrEqual(CACHE_BOUND_MS);
  // Its text has no French translation: the French page reads the English one.
  const [fr, en] = await Promise.all(
    ["?locale=fr", ""].map(
      async (query) =>
        (await (await fetch(`${apiUrl()}/api/content/page/payment-policy${query}`)).json()).data,
    ),
  );
  expect(fr.title).toBe(newTitle);
  expect(fr.body).toBe(en.body);
});

test("axe, width and tap targets on the translation screens", async ({ axePage }) => {
  test.setTimeout(120_000);
  const { slug } = await productWithStockAt(apiUrl(), 1);
  const product = (await (await fetch(`${apiUrl()}/api/products/${slug}/summary`)).json()).data;
  await signIn(axePage);
  for (const [path, heading] of [
    ["/admin/pages", "Pages"],
    ["/admin/pages/about-us", "About Us"],
    [`/admin/products/${product.id}`, product.title],
  ]) {
    await axePage.setViewportSize(PHONE);
    await axePage.goto(`${shopUrl()}${path}`);
    await expect(axePage.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    expect(await axeViolations(axePage, { impacts: ["serious", "critical"] }), path).toEqual([]);
    await expectFits(axePage);
    await expectTapTargets(axePage);
    await axePage.setViewportSize({ width: 320, height: 640 });
    await expectFits(axePage);
    await axePage.setViewportSize({ width: 1280, height: 800 });
    await expectFits(axePage);
  }
});
