// Screenshots of the home page, a listing, a product page and the cart (and of the home and a
// product page in Arabic on a phone), taken from the real app
// with JavaScript on (the js-off project leaves this file out: the journeys themselves are
// tested both ways elsewhere). `npm run screenshots` writes them into tests/screenshots/ for the
// README (SCREENSHOTS_DIR); otherwise they go to the test's output folder. Each picture is taken
// once the page shows what the README says it shows.
import { statSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";

import { PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { api, fillCart, signedIn } from "./members";

test.use({ viewport: { width: 1280, height: 800 } });

async function shoot(page: Page, name: string) {
  const testInfo = test.info();
  const file = process.env.SCREENSHOTS_DIR
    ? join(process.env.SCREENSHOTS_DIR, `${name}.png`)
    : testInfo.outputPath(`${name}.png`);
  // Every picture in view has arrived, so none is a blank box.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return image.complete || !inView;
    }),
  );
  await page.screenshot({ path: file });
  // A real page, not a blank one: a screenful of a shop is well over 20 kB.
  expect(statSync(file).size).toBeGreaterThan(20_000);
}

async function saleProducts() {
  const onSale = (await api("/api/products?collection=on%20sale&sort=a-z")).data;
  return onSale.filter((p: { stock: number }) => p.stock > 10) as {
    slug: string;
    title: string;
    discountPercent: number;
  }[];
}

test("home, a listing, a product page and the cart", async ({ page, request }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Highlights" })).toBeVisible();
  await shoot(page, "home");

  await page.goto("/products?c1=CL-001&c2=DR-001");
  await expect(page.getByRole("heading", { level: 1, name: "Dress" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
  await shoot(page, "listing");

  const [product, other] = await saleProducts();
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart", exact: true })).toBeVisible();
  await expect(page.getByText(`${product.discountPercent}% off`).first()).toBeVisible();
  await shoot(page, "product");

  const member = await signedIn(page, request, testInfo);
  await fillCart(request, member.headers, [product.slug, other.slug]);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByText("Subtotal (2 items)")).toBeVisible();
  for (const title of [product.title, other.title])
    await expect(page.getByRole("main").getByRole("link", { name: title }).first()).toBeVisible();
  await shoot(page, "cart");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("home, a listing with its filters open, a product page and the cart", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Highlights" })).toBeVisible();
    await shoot(page, "phone-home");

    await page.goto("/products?c1=CL-001&c2=DR-001");
    await page.getByRole("link", { name: "Filter and sort" }).click();
    await expect(page.getByRole("form", { name: "Filters" })).toBeInViewport();
    await shoot(page, "phone-listing");

    const [product, other] = await saleProducts();
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    await shoot(page, "phone-product");

    const member = await signedIn(page, request, testInfo);
    await fillCart(request, member.headers, [product.slug, other.slug]);
    await page.goto("/cart");
    await expect(page.getByText("Subtotal (2 items)")).toBeVisible();
    await shoot(page, "phone-cart");
  });

  test("the home page and a product page in Arabic, right to left", async ({ page }) => {
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "تسوّق حسب الفئة" })).toBeAttached();
    await shoot(page, "phone-home-ar");

    const [product] = await saleProducts();
    await page.goto(`/ar/products/${product.slug}`);
    await expect(page.getByRole("button", { name: "أضف إلى السلة", exact: true })).toBeVisible();
    await expect(page.getByText(`خصم ${product.discountPercent}%`).first()).toBeVisible();
    await shoot(page, "phone-product-ar");
  });
});
