// One currency on the page, on a phone (390 and 320 px), with JavaScript on and off: the price
// filter speaks the display currency while URLs keep usd (and say so); checkout says what the
// card is charged, in which currency, before "Place order"; past orders keep the amounts they
// were placed in, whatever the display currency is later.
import type { Page } from "@playwright/test";

import { formatMinor, formatPrice, toMinor } from "../../app/lib/money";
import { PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { api, fillCart, signedIn } from "./members";

test.use({ viewport: PHONE });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const EUR = { code: "eur", symbol: "€", factor: 0.9 };

// Chosen and saved: the page's prices are in it (with JavaScript the choice is posted in the
// background; the page then shows the new symbol).
async function chooseCurrency(page: Page, code: string, symbol: string) {
  await page.getByLabel("Currency").selectOption(code);
  if (!jsOn()) await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByRole("main")).toContainText(symbol);
}

async function expectFits(page: Page, label: string) {
  const [content, screen] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(content, `${label}: no sideways scroll`).toBeLessThanOrEqual(screen);
}

test("the price filter speaks the display currency; the URL keeps dollars and says so", async ({ page }) => {
  await page.goto("/products?c1=CL-001");
  await chooseCurrency(page, "eur", "€");
  // A shared link in dollars reads in euros.
  await page.goto("/products?c1=CL-001&minPrice=10&maxPrice=50&priceCurrency=usd");
  const active = page.getByRole("navigation", { name: "Active filters" });
  await expect(
    active.getByRole("link", { name: `Remove filter From ${formatPrice(10, EUR)}` }),
  ).toBeVisible();
  await expect(
    active.getByRole("link", { name: `Remove filter Up to ${formatPrice(50, EUR)}` }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByText("$")).toHaveCount(0);

  if (jsOn()) await page.getByRole("link", { name: "Filter and sort" }).click();
  const max = page.getByLabel("Max (€)");
  await expect(page.getByLabel("Min (€)")).toHaveValue("9");
  await expect(max).toHaveValue("45");
  // Typed in euros, kept in dollars: €36 is $40.
  await max.fill("36");
  if (jsOn()) await max.press("Tab");
  else await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/maxPrice=40(&|$)/);
  await expect(page).toHaveURL(/priceCurrency=usd/);
  await expect(page).toHaveURL(/minPrice=10(&|$)/);
  const expected = await api<{ paging: { total: number } }>(
    "/api/products?c1=CL-001&minPrice=10&maxPrice=40&pageSize=12",
  );
  await expect(page.getByText(`of ${expected.paging.total} products`).first()).toBeAttached();
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expectFits(page, `the listing at ${width} px`);
  }
});

test("checkout says what the card is charged; past orders keep the amounts they were placed in", async ({
  page,
  request,
}) => {
  const member = await signedIn(page, request, test.info());
  const { data } = await api<{ data: { slug: string; price: number; stock: number; sizes: string[] }[] }>(
    "/api/products?c1=ES-001&sort=z-a&pageSize=48",
  );
  const product = data.filter((one) => one.stock > 20)[jsOn() ? 2 : 3];
  await fillCart(request, member.headers, [product.slug]);
  await page.goto("/checkout");
  await chooseCurrency(page, "eur", "€");
  const standard = (await api(`/api/checkout/shipping-options?subtotal=${product.price}`)).data.find(
    (option: { code: string }) => option.code === "standard",
  );
  const dollars = formatMinor(toMinor(product.price) + toMinor(standard.price));
  const euros = formatMinor(toMinor(product.price, EUR) + toMinor(standard.price, EUR), EUR);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary).toContainText(euros);
  await expect(summary.locator("#charge-note")).toContainText(`You pay ${dollars} in US dollars (USD)`);
  await expect(summary.locator("#charge-note")).toContainText("€");
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expectFits(page, `the checkout at ${width} px`);
  }
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
  await expect(page.getByText("Amounts in US dollars (USD), as charged.")).toBeVisible();

  // Later, in another display currency: the order still shows what it was placed for.
  await page.goto("/products");
  await chooseCurrency(page, "gbp", "£");
  await page.goto("/member/orders");
  const order = page.getByRole("list", { name: "Orders" }).getByRole("listitem").first();
  await expect(order).toContainText(dollars);
  await order.getByRole("link").click();
  await expect(page.getByRole("main")).toContainText(dollars);
  await expect(page.getByRole("main")).not.toContainText("£");
});
