// The shop in Arabic on a phone (390 px), with JavaScript on and off (the two projects): the
// locale is in the URL and links keep it, the page reads right to left with prices in order,
// nothing scrolls sideways, the language switcher is a plain link, and a browser that prefers
// Arabic is offered it, not sent there.
import type { Page } from "@playwright/test";

import { PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";

test.use({ viewport: PHONE });

async function expectArabicPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "sideways scroll").toBeLessThanOrEqual(0);
}

test("browse in Arabic: home, a category, a product, the cart and registering keep the locale", async ({
  page,
}) => {
  await page.goto("/ar");
  await expectArabicPage(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ar$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr$/);
  await expect(page.getByRole("heading", { name: "تسوّق حسب الفئة" })).toBeAttached();

  await page.getByRole("link", { name: /ملابس/ }).first().click();
  await expect(page).toHaveURL(/\/ar\/products\?c1=CL-001/);
  await expectArabicPage(page);
  // A price reads in order inside right-to-left text.
  const price = page.locator(".price bdi").first();
  await expect(price).toHaveText(/^\$\d+\.\d{2}$/);

  await page.locator('a[href^="/ar/products/"]').first().click();
  await expect(page).toHaveURL(/\/ar\/products\/[a-z0-9-]+$/);
  await expectArabicPage(page);

  // A visitor's cart and checkout ask to sign in first: in Arabic too.
  for (const [path, landing] of [
    ["/ar/cart", /\/ar\/login\?next=%2Far%2Fcart$/],
    ["/ar/register", /\/ar\/register$/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(landing);
    await expectArabicPage(page);
  }
});

test("the language switcher is a link to the same page in English", async ({ page }) => {
  await page.goto("/ar/faq");
  await page.locator("summary").filter({ hasText: "الإعدادات" }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test(
  "a first visit preferring Arabic is offered it, not redirected; other first segments are 404",
  { tag: "@no-browser" },
  async ({ request }) => {
    const offered = await request.get("/faq", { headers: { "Accept-Language": "ar-SA,ar;q=0.9,en;q=0.5" } });
    expect(offered.status()).toBe(200);
    expect(offered.url()).toMatch(/\/faq$/);
    expect(await offered.text()).toMatch(/<a href="\/ar\/faq"[^>]*>تصفّح هذا المتجر بالعربية<\/a>/);
    expect(offered.headers()["vary"]).toContain("Accept-Language");
    const plain = await request.get("/faq", { headers: { "Accept-Language": "en" } });
    expect(await plain.text()).not.toContain("data-locale-offer");
    expect((await request.get("/xyz/products")).status()).toBe(404);
    expect((await request.get("/en/products")).status()).toBe(404);
  },
);

// "media" is not a locale: /media/products/… is a picture, not the ($locale).products.$slug page
// (it was, and every product picture answered 404 and dropped the session's flash message).
test("the pictures the pages show load, whatever their folder", async ({ page, request }) => {
  await page.goto("/products");
  const sources = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("img[src^='/media/']")].map((image) => image.src),
  );
  await page.goto("/blog");
  sources.push(
    ...(await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("img[src^='/media/']")].map((image) => image.src),
    )),
  );
  const folders = new Set(sources.map((source) => new URL(source).pathname.split("/")[2]));
  expect([...folders]).toEqual(expect.arrayContaining(["products", "blog"]));
  for (const folder of folders) {
    const source = sources.find((src) => new URL(src).pathname.split("/")[2] === folder)!;
    const answer = await request.get(source);
    expect(answer.status(), source).toBe(200);
    expect(answer.headers()["set-cookie"], source).toBeUndefined();
  }
});
