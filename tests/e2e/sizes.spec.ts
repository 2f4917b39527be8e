// Choosing a size, on a phone (390 and 320 px), with JavaScript on and off: a quick add and the
// bundle never take the first size by themselves, every cart and order line says its size and
// colour, Size is a listing filter in age order, a colour filter shows that colour, and a sold
// out size or product says so (and offers no deal).
import type { Page, TestInfo } from "@playwright/test";

import { PHONE } from "../../playwright.config";
import { AGES } from "../../server/contract/constants";
import { expect, test } from "./fixtures";
import { api, signedIn } from "./members";
import { importCatalogue } from "./operator-import";

test.use({ viewport: PHONE });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

const HEADER =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src";

// Products of this test's own, imported as an operator does: a romper in three sizes (3-6m sold
// out), and a cardigan on sale that is sold out in its only size.
async function importProducts(testInfo: TestInfo) {
  const tag = `${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const romper = `size-romper-${tag}`;
  const cardigan = `sold-cardigan-${tag}`;
  const sku = (handle: string, size: string) => `${handle}-${size}`.toUpperCase();
  await importCatalogue([
    HEADER,
    `${romper},Size Test Romper ${tag},<p>Romper.</p>,Sprout Size Test,Sleepsuit,romper,Colour,Pink,Size,0-3m,${sku(romper, "03")},9,20.00,,`,
    `${romper},,,,,,,Pink,,3-6m,${sku(romper, "36")},0,20.00,,`,
    `${romper},,,,,,,Pink,,6-12m,${sku(romper, "612")},9,20.00,,`,
    `${cardigan},Sold Out Cardigan ${tag},<p>Cardigan.</p>,Sprout Size Test,Sleepsuit,cardigan,Colour,Blue,Size,2-3y,${sku(cardigan, "23")},0,20.00,30.00,`,
  ]);
  return {
    romper,
    romperTitle: `Size Test Romper ${tag}`,
    cardigan,
    cardiganTitle: `Sold Out Cardigan ${tag}`,
  };
}

const cartLine = (page: Page, title: string) =>
  page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem").filter({ hasText: title });

async function expectFits(page: Page, label: string) {
  const [content, screen] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(content, `${label}: no sideways scroll`).toBeLessThanOrEqual(screen);
}

test("a card's Add to cart asks for the size: a sheet with JavaScript, the product page without", async ({
  page,
  request,
}, testInfo) => {
  const { romper, romperTitle } = await importProducts(testInfo);
  await signedIn(page, request, testInfo);
  await page.setViewportSize({ width: 320, height: PHONE.height });
  await page.goto(`/search?q=${encodeURIComponent(romperTitle)}`);
  // A link to the product page: nothing is added by the tap itself.
  await page.getByRole("link", { name: `Add to cart ${romperTitle}` }).click();
  if (jsOn()) {
    const sheet = page.getByRole("dialog", { name: `Choose a size: ${romperTitle}` });
    await expect(sheet).toBeVisible();
    // Sizes youngest first; the sold-out one says so and cannot be chosen.
    await expect(sheet.getByRole("radio")).toHaveCount(3);
    await expect(sheet.getByRole("radio", { name: /3-6m/ })).toBeDisabled();
    await expect(sheet.getByText("(sold out)")).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await sheet.getByRole("radio", { name: "6-12m" }).check({ force: true });
    await sheet.getByRole("button", { name: "Add to cart" }).click();
    // The side cart says which size and colour.
    const sideCart = page.getByRole("dialog", { name: "Your cart" });
    await expect(sideCart).toBeVisible();
    await expect(sideCart.getByText("pink, 6-12m")).toBeVisible();
  } else {
    await expect(page).toHaveURL(new RegExp(`/products/${romper}`));
    await page.getByRole("link", { name: "6-12m", exact: true }).click();
    await page.getByRole("button", { name: "Add to cart", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart." })).toBeVisible();
  }
  await page.goto("/cart");
  await expect(cartLine(page, romperTitle)).toContainText(/pink, 6-12m/i);
  await expectFits(page, "/cart at 320 px");
});

test("the bundle asks each piece's size before adding all of them", async ({ page, request }, testInfo) => {
  await signedIn(page, request, testInfo);
  // A dress whose bundle has pieces in more than one size.
  const { data } = await api<{ data: { slug: string; stock: number; sizes: string[] }[] }>(
    "/api/products?c1=CL-001&c2=DR-001&pageSize=48&sort=a-z",
  );
  const dress = data.filter((product) => product.stock > 20 && product.sizes.length > 1)[jsOn() ? 0 : 1];
  await page.goto(`/products/${dress.slug}`);
  const bundle = page.getByRole("region", { name: "Frequently bought together" });
  const sizes = bundle.getByRole("combobox", { name: /^Size of / });
  expect(await sizes.count()).toBeGreaterThan(0);
  // Not chosen yet: the browser holds the form back, with or without JavaScript.
  await bundle.getByRole("button", { name: /^Add all \d to cart$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /products are in your cart/ })).toHaveCount(0);
  expect(await sizes.first().evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(
    true,
  );
  const chosen: string[] = [];
  for (const select of await sizes.all()) {
    const option = select.locator("option:not([disabled])").first();
    const [value, label] = [await option.getAttribute("value"), await option.textContent()];
    await select.selectOption(value!);
    chosen.push(label!.trim());
  }
  await bundle.getByRole("button", { name: /^Add all \d to cart$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /products are in your cart/ })).toBeVisible();
  await page.goto("/cart");
  const lines = page.getByRole("list", { name: "Products in your cart" });
  for (const label of chosen) await expect(lines).toContainText(new RegExp(label, "i"));
});

test("Size is its own listing filter, youngest first, not a tag", async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await page.goto("/products?c1=CL-001");
    if (jsOn()) await page.getByRole("link", { name: "Filter and sort" }).click();
    const sizes = page.getByRole("group", { name: "Size", exact: true });
    const names = await sizes
      .getByRole("checkbox")
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual(AGES.filter((age) => names.includes(age)));
    const tags = await page
      .getByRole("group", { name: "Tags" })
      .getByRole("checkbox")
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    expect(tags.filter((tag) => (AGES as readonly string[]).includes(tag))).toEqual([]);
    await expectFits(page, `the filters at ${width} px`);
  }
  await page.goto("/products?c1=CL-001&age=6-12m");
  await expect(page.getByRole("link", { name: "Remove filter Size: 6-12 months" })).toBeVisible();
});

test("with a colour filter on, each card shows that colour's picture and links to it", async ({ page }) => {
  type Card = { slug: string; images: { src: string; color: string | null }[] };
  const { data } = await api<{ data: Card[] }>("/api/products?c1=CL-001&color=blue&pageSize=12");
  await page.goto("/products?c1=CL-001&color=blue");
  for (const product of data.slice(0, 4)) {
    const link = page.locator(`article a[href^="/products/${product.slug}?"]`).first();
    await expect(link).toHaveAttribute("href", `/products/${product.slug}?color=blue`);
    const blue = product.images.find((image) => image.color === "blue");
    if (blue) await expect(link.locator("img").first()).toHaveAttribute("src", `/media/${blue.src}`);
  }
});

test("a sold-out size says so on its chip; a sold-out product offers no deal", async ({ page }, testInfo) => {
  const { romper, cardigan, cardiganTitle } = await importProducts(testInfo);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await page.goto(`/products/${romper}`);
    const chip = page.getByRole("link", { name: "3-6m (sold out)" });
    await expect(chip).toContainText("sold out");
    const box = (await chip.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expectFits(page, `the sizes at ${width} px`);
  }
  const product = await api<{ data: { sale: boolean; stock: number } }>(`/api/products/${cardigan}/summary`);
  expect(product.data).toMatchObject({ sale: true, stock: 0 });
  await page.goto(`/products/${cardigan}`);
  await expect(page.getByRole("heading", { name: cardiganTitle, level: 1 })).toBeVisible();
  await expect(page.getByText(/% off/)).toHaveCount(0);
  await expect(page.getByText(/Sale ends/)).toHaveCount(0);
  await page.goto(`/search?q=${encodeURIComponent(cardiganTitle)}`);
  const card = page.locator("article").filter({ hasText: cardiganTitle });
  await expect(card.getByText("Sold out", { exact: true })).toBeVisible();
  await expect(card.getByText(/^-\d+%$/)).toHaveCount(0);
});
