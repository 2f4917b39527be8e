// Cart, checkout, payment and orders end to end, with JavaScript on and off.
import type { Locator, Page, TestInfo } from "@playwright/test";

import { formatMinor, toMinor } from "../../app/lib/money";
import { expect, test } from "./fixtures";
import {
  api,
  fillCart,
  memberWithAddress,
  registerViaApi,
  signedIn,
  signIn,
  signInWithCookie,
} from "./members";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

type Product = { id: number; slug: string; title: string; price: number; stock: number };

// A product in stock, different for each test and project so tests do not share stock.
async function productFor(testInfo: TestInfo, offset: number): Promise<Product> {
  const { data } = await api<{ data: Product[] }>(`/api/products?c1=ES-001&sort=a-z&pageSize=48`);
  const inStock = data.filter((product) => product.stock > 20);
  return inStock[(offset * 2 + (testInfo.project.name === "js-on" ? 0 : 1)) % inStock.length];
}

const cartRow = (page: Page, title: string) =>
  page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem").filter({ hasText: title });
const orderCard = (page: Page, invoice: string | RegExp) =>
  page.getByRole("list", { name: "Orders" }).getByRole("listitem").filter({ hasText: invoice });

// Chooses the card (when the method is offered) and fills its fields.
async function fillCard(scope: Page | Locator, number: string) {
  const card = scope.getByRole("radio", { name: /Card \(test gateway\)/ });
  if (!(await card.isChecked())) await card.check();
  await scope.getByLabel("Card number").fill(number);
  await scope.getByLabel("Expiry (MM/YY)").fill("12/39");
  await scope.getByLabel("Security code").fill("123");
  await scope.getByLabel("Name on the card").fill("Alex Shopper");
}

test("a visitor is sent to sign in, and the item they tried to add is in the cart afterwards", async ({
  page,
  request,
}, testInfo) => {
  const member = await memberWithAddress(request, testInfo);
  const product = await productFor(testInfo, 0);
  await page.goto(`/products/${product.slug}`);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, member.email);
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}`));
  await page.goto("/cart");
  await expect(cartRow(page, product.title)).toBeVisible();
  await expect(cartRow(page, product.title).getByLabel(`Quantity of ${product.title}`)).toHaveValue("1");
});

test("add from a card and from the product page, change quantities, remove", async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request, testInfo);
  const fromCard = await productFor(testInfo, 1);
  const fromPage = await productFor(testInfo, 2);

  await page.goto("/products?c1=ES-001&sort=a-z&pageSize=48");
  await page.getByRole("button", { name: `Add to cart ${fromCard.title}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your cart." })).toBeVisible();
  await expect(page.getByRole("link", { name: /Cart 1 item/ })).toBeVisible();

  await page.goto(`/products/${fromPage.slug}`);
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByRole("link", { name: /Cart 3 items/ })).toBeVisible();

  await page.goto("/cart");
  const row = cartRow(page, fromPage.title);
  await expect(row.getByLabel(`Quantity of ${fromPage.title}`)).toHaveValue("2");
  if (jsOn()) {
    // − and + were there before hydration: nothing on the page moved when it hydrated.
    expect(await layoutShift(page)).toBe(0);
    await row.getByRole("button", { name: `One more ${fromPage.title}` }).click();
  } else {
    await row.getByLabel(`Quantity of ${fromPage.title}`).fill("4");
    await row.getByRole("button", { name: "Update" }).click();
    await expect(row.getByLabel(`Quantity of ${fromPage.title}`)).toHaveValue("4");
    // − and + work without JavaScript too.
    await row.getByRole("button", { name: `One fewer ${fromPage.title}` }).click();
  }
  await expect(row.getByLabel(`Quantity of ${fromPage.title}`)).toHaveValue("3");
  await expect(page.getByText("Subtotal (4 items)")).toBeVisible();
  const subtotal = fromCard.price + 3 * fromPage.price;
  await expect(
    page
      .getByRole("main")
      .locator("p")
      .filter({ hasText: /^Subtotal/ }),
  ).toContainText(`$${subtotal.toFixed(2)}`);

  await cartRow(page, fromCard.title)
    .getByRole("button", { name: `Remove ${fromCard.title}` })
    .click();
  await expect(cartRow(page, fromCard.title)).toHaveCount(0);
  await expect(page.getByText("Subtotal (3 items)")).toBeVisible();
});

test("too many, or sold out: the reason shows beside the line and the cart stays as it was", async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request, testInfo);
  // A product whose first variant in stock (the one the page offers) has fewer than 90 left.
  let product = await productFor(testInfo, 3);
  let variant = { stock: 0 };
  for (let offset = 3; offset < 40; offset++) {
    product = await productFor(testInfo, offset);
    variant = (await api(`/api/products/${product.slug}/summary`)).data.variants.find(
      (v: { stock: number }) => v.stock > 0,
    );
    if (variant.stock < 90) break;
  }
  await page.goto(`/products/${product.slug}`);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByRole("link", { name: /Cart 1 item/ })).toBeVisible();

  await page.goto("/cart");
  const row = cartRow(page, product.title);
  const quantity = row.getByLabel(`Quantity of ${product.title}`);
  await quantity.fill(String(variant.stock + 1));
  await row.getByRole("button", { name: "Update" }).click();
  await expect(row.getByRole("alert")).toContainText(/only \d+ left/i);
  await expect(quantity).toHaveValue("1");
  await expect(page.getByText("Subtotal (1 item)")).toBeVisible();

  // A sold-out product cannot be bought at all.
  const soldOut = (await api("/api/products?ids=63")).data[0];
  await page.goto(`/products/${soldOut.slug}`);
  await expect(page.getByRole("button", { name: "Out of stock" })).toBeDisabled();
});

for (const [method, label] of [
  ["cash_on_delivery", "Cash on delivery"],
  ["bank_transfer", "Bank transfer"],
  ["test_card", "Card"],
] as const) {
  test(`checkout paying by ${label}, and the order is in the history with its totals`, async ({
    page,
    request,
  }, testInfo) => {
    const member = await signedIn(page, request, testInfo);
    const product = await productFor(
      testInfo,
      4 + ["cash_on_delivery", "bank_transfer", "test_card"].indexOf(method),
    );
    // The cart filled through the API: adding is the journey of the tests above.
    await fillCart(request, member.headers, [product.slug]);
    await page.goto("/checkout");
    await page.getByLabel(/Deliver to Alex Shopper/).check();
    await page.getByRole("radio", { name: /Express/ }).check();
    await page.getByRole("radio", { name: new RegExp(label) }).check();
    if (method === "test_card") await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
    const invoice = (await page
      .getByText(/INV-\d{4}-\d+/)
      .first()
      .textContent())!.match(/INV-\d{4}-\d+/)![0];
    const express = (await api(`/api/checkout/shipping-options?subtotal=${product.price}`)).data.find(
      (o: { code: string }) => o.code === "express",
    );
    const total = product.price + express.price;
    await expect(page.locator("dl > div").filter({ hasText: /^Total/ })).toContainText(
      `$${total.toFixed(2)}`,
    );
    if (method === "bank_transfer")
      // (in the payment section: the order's timeline says it too)
      await expect(
        page.getByRole("region", { name: "Payment" }).getByText("Waiting for your bank transfer"),
      ).toBeVisible();
    if (method === "test_card") await expect(page.getByText("Paid", { exact: true })).toBeVisible();

    // Reloading the success page places nothing new; the cart is empty.
    await page.reload();
    await page.goto("/member/orders");
    const rows = orderCard(page, invoice);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`$${total.toFixed(2)}`);
    await page.goto("/cart");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
  });
}

test("a declined card leaves the order waiting, and paying again works", async ({
  page,
  request,
}, testInfo) => {
  const member = await signedIn(page, request, testInfo);
  const product = await productFor(testInfo, 8);
  await fillCart(request, member.headers, [product.slug]);
  await page.goto("/checkout");
  await fillCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Your payment did not go through" })).toBeVisible();

  await fillCard(page.locator("#pay-again"), "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
});

test("checkout shows prices in the chosen currency, and a bad card keeps what was typed", async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request, testInfo);
  const product = await productFor(testInfo, 9);
  await page.goto(`/products/${product.slug}`);
  await page.getByLabel("Currency").selectOption("gbp");
  if (!jsOn()) await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByText(`£${(product.price * 0.78).toFixed(2)}`).first()).toBeVisible();
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByRole("link", { name: /Cart 1 item/ })).toBeVisible();
  await page.goto("/checkout");
  await expect(page.getByRole("complementary", { name: "Order summary" })).toContainText(
    `£${(product.price * 0.78).toFixed(2)}`,
  );
  await page.getByRole("radio", { name: /Card \(test gateway\)/ }).check();
  await page.getByLabel("Card number").fill("1234");
  await page.getByLabel("Name on the card").fill("Alex Shopper");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Enter the 12 to 19 digits of the card number")).toBeVisible();
  await expect(page.getByLabel("Name on the card")).toHaveValue("Alex Shopper");
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await page.goto("/member/orders");
  await expect(page.getByText("No orders yet.")).toBeVisible();

  // Paid properly this time. The checkout said what the card is charged, in dollars, and the
  // history shows that amount (a past order is not converted again at today's rates).
  await page.goto("/checkout");
  const standard = (await api(`/api/checkout/shipping-options?subtotal=${product.price}`)).data.find(
    (o: { code: string }) => o.code === "standard",
  );
  const dollars = formatMinor(toMinor(product.price) + toMinor(standard.price));
  await expect(page.locator("#charge-note")).toContainText(`You pay ${dollars} in US dollars (USD)`);
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
  await page.goto("/member/orders");
  await expect(orderCard(page, /INV-/)).toContainText(dollars);
});

test("adding slides the cart out from the side chosen in the settings (with JavaScript); without it, a message", async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request, testInfo);
  const product = await productFor(testInfo, 10);
  await page.goto(`/products/${product.slug}`);
  if (jsOn()) {
    await page.getByText("Settings", { exact: true }).click();
    await page.getByRole("form", { name: "Display settings" }).getByLabel("The left").check();
    // Saved: the (closed) cart panel now sits on the left.
    await expect(page.locator("dialog[aria-label='Your cart']")).toHaveClass(/me-auto/);
    await page.keyboard.press("Escape");
  }
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  if (jsOn()) {
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(product.title);
    const box = await drawer.boundingBox();
    expect(box?.x).toBeLessThan(10);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  } else {
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart." })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Your cart" })).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: /Cart 1 item/ })).toBeVisible();
});

test("a member with no saved address enters one on the way and comes back to the checkout", async ({
  page,
}, testInfo) => {
  const email = `new-address-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInWithCookie(page, await registerViaApi("Noa Newhome", email), testInfo);
  const product = await productFor(testInfo, 11);
  await page.goto(`/products/${product.slug}`);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByRole("link", { name: /Cart 1 item/ })).toBeVisible();
  await page.goto("/checkout");
  await expect(page.getByText("You have no saved address yet.")).toBeVisible();
  await page.getByRole("link", { name: "Deliver to a new address" }).click();

  const list = async (path: string) =>
    (await api(`/api/address/${path}`)).data as { id: number; name: string }[];
  const [province] = await list("provinces");
  const [city] = await list(`cities?provinceId=${province.id}`);
  const [district] = await list(`districts?cityId=${city.id}`);
  const [subdistrict] = await list(`subdistricts?districtId=${district.id}`);
  const [postal] = await list(`postals?subdistrictId=${subdistrict.id}`);
  const form = page.getByRole("region", { name: /Add an address/ });
  async function choose(label: string, name: string, next?: string) {
    await form.getByLabel(label, { exact: true }).selectOption({ label: name });
    if (next && !jsOn()) await form.getByRole("button", { name: `Show ${next}` }).click();
  }
  await form.getByLabel("Recipient's name").fill("Noa Newhome");
  await form.getByLabel("Phone").fill("+1 555 0199");
  await form.getByLabel("Street and house number").fill("3 Willow Way");
  await choose("Province", province.name, "cities");
  await choose("City", city.name, "districts");
  await choose("District", district.name, "subdistricts");
  await choose("Subdistrict", subdistrict.name, "postal codes");
  await choose("Postal code", postal.name);
  await form.getByRole("button", { name: "Add address" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(/Deliver to Noa Newhome, 3 Willow Way/).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("3 Willow Way");
});

// The layout shift the page has had so far (the sum of its entries, as CLS adds them).
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );
}
