import type { Page } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { registerViaApi, signInWithCookie } from "./members";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

// With JavaScript a change applies by itself; without it the shopper presses Apply.
async function apply(page: Page) {
  if (!jsOn()) await page.getByRole("button", { name: "Apply filters" }).click();
}

// Sort and page size are each their own form: without JavaScript, its Go button sends it.
async function chooseFrom(page: Page, label: string, option: string) {
  await page.getByLabel(label).selectOption(option);
  if (!jsOn()) await page.getByRole("button", { name: `Go (${label})` }).click();
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");
// The cards' titles, for a retrying expectation: with JavaScript the address changes a moment
// before the new cards are drawn.
const titles = (page: Page) => cards(page).getByRole("heading");
// Waits for the page's first card, so a page still loading is not read as an empty one, and
// for the whole document: without JavaScript it is streamed, and the first card comes early.
async function cardTitles(page: Page) {
  await cards(page).first().waitFor();
  await page.waitForLoadState();
  return cards(page).getByRole("heading").allTextContents();
}

async function api(path: string) {
  const response = await fetch(`${API_URL}${path}`);
  return response.json();
}

test.describe("listing filters", () => {
  test("by category from the sidebar tree", async ({ page }) => {
    await page.goto("/products");
    await page
      .getByRole("form", { name: "Filters" })
      .getByRole("link", { name: /^Dress/ })
      .click();
    await expect(page).toHaveURL(/c1=CL-001&c2=DR-001/);
    await expect(page.getByRole("heading", { level: 1, name: "Dress" })).toBeVisible();
  });

  // One listing, each filter applied in turn and taken away again (by its tag, or Clear all)
  // before the next: a page load for the five instead of one each.
  test("by size, brand, colour, tag and price, one after another", async ({ page }) => {
    // The work of the five tests it replaced, which had 30 s each: three times one test's time.
    test.slow();
    await page.goto("/products?c1=CL-001");

    await test.step("by size: the products with that size, sizes in age order", async () => {
      const expected = await api("/api/products?c1=CL-001&age=6-12m");
      expect(expected.paging.total).toBeGreaterThan(0);
      const ages = page.getByRole("group", { name: "Size" });
      // Youngest first.
      await expect(ages.getByRole("checkbox")).toHaveCount(5);
      await expect(ages.getByRole("checkbox").first()).toHaveAccessibleName(/^0-3 months/);
      await ages.getByRole("checkbox", { name: /^6-12 months/ }).check();
      await apply(page);
      await expect(page).toHaveURL(/age=6-12m/);
      await expect(page.getByText(`of ${expected.paging.total} products`).first()).toBeVisible();
      await expect(titles(page)).toHaveText(expected.data.map((p: { title: string }) => p.title));
      await page.getByRole("link", { name: "Remove filter Size: 6-12 months" }).click();
      await expect(page).not.toHaveURL(/age=/);
      await expect(page).toHaveURL(/c1=CL-001/);
      // With JavaScript the address changes a moment before the page is drawn again: the next
      // step acts on the page without the filter, not on the one before.
      await expect(page.getByRole("link", { name: /^Remove filter Size/ })).toHaveCount(0);
    });

    await test.step("by brand", async () => {
      const { facets } = await api("/api/products?c1=CL-001");
      const brand = facets.brands[0];
      await page.getByRole("checkbox", { name: new RegExp(`^${brand.value}`) }).check();
      await apply(page);
      await expect(page).toHaveURL(
        new RegExp(`brand=${encodeURIComponent(brand.value).replace(/%20/g, "(\\+|%20)")}`),
      );
      await expect(page.getByText(`of ${brand.count} products`).first()).toBeVisible();
      for (const card of await cards(page).all())
        await expect(card).toContainText(brand.value, { ignoreCase: true });
      await page.getByRole("link", { name: "Clear all" }).click();
      await expect(page).not.toHaveURL(/brand=|c1=/);
      await expect(page.getByRole("navigation", { name: "Active filters" })).toHaveCount(0);
    });

    await test.step("by colour", async () => {
      const expected = await api("/api/products?color=red");
      await page.getByRole("checkbox", { name: /^red/i }).check();
      await apply(page);
      await expect(page).toHaveURL(/color=red/);
      await expect(page.getByText(`of ${expected.paging.total} products`).first()).toBeVisible();
      await expect(titles(page)).toHaveText(expected.data.map((p: { title: string }) => p.title));
      await page.getByRole("link", { name: "Remove filter Colour: red" }).click();
      await expect(page).not.toHaveURL(/color=/);
      await expect(page.getByRole("navigation", { name: "Active filters" })).toHaveCount(0);
    });

    await test.step("by tag", async () => {
      await page.getByRole("checkbox", { name: "organic", exact: true }).check();
      await apply(page);
      await expect(page).toHaveURL(/tag=organic/);
      const expected = await api("/api/products?tag=organic");
      await expect(titles(page)).toHaveText(expected.data.map((p: { title: string }) => p.title));
      await page.getByRole("link", { name: "Clear all" }).click();
      await expect(page).not.toHaveURL(/tag=/);
      await expect(page.getByRole("navigation", { name: "Active filters" })).toHaveCount(0);
    });

    await test.step("by price, both bounds inclusive", async () => {
      await chooseFrom(page, "Sort by", "Price, low to high");
      await expect(page).toHaveURL(/sort=low/);
      await page.getByLabel("Min ($)").fill("20");
      await page.getByLabel("Max ($)").fill("40");
      await apply(page);
      await expect(page).toHaveURL(/minPrice=20/);
      await expect(page).toHaveURL(/maxPrice=40/);
      const expected = await api("/api/products?sort=low&minPrice=20&maxPrice=40");
      await expect(page.getByText(`of ${expected.paging.total} products`).first()).toBeVisible();
      await expect(titles(page)).toHaveText(expected.data.map((p: { title: string }) => p.title));
    });
  });

  test("active filters can be removed one by one, or all at once", async ({ page }) => {
    await page.goto("/products?c1=ES-001&color=blue&tag=gift&sort=high");
    await page.getByRole("link", { name: "Remove filter Colour: blue" }).click();
    await expect(page).not.toHaveURL(/color=blue/);
    await expect(page).toHaveURL(/tag=gift/);
    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/products\?sort=high$/);
    await expect(page.getByRole("navigation", { name: "Active filters" })).toHaveCount(0);
  });

  test("a filter that matches nothing shows a friendly empty state", async ({ page }) => {
    await page.goto("/products?minPrice=100000");
    await expect(page.getByText("No products match these filters.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});

test.describe("listing display", () => {
  // One listing, sorted each of the four ways in turn.
  test("sorts by name and by price, both ways", async ({ page }) => {
    await page.goto("/products?c1=CL-001");
    for (const [sort, label] of [
      ["a-z", "Name, A to Z"],
      ["z-a", "Name, Z to A"],
      ["low", "Price, low to high"],
      ["high", "Price, high to low"],
    ] as const) {
      await chooseFrom(page, "Sort by", label);
      await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
      const expected = await api(`/api/products?c1=CL-001&sort=${sort}`);
      await expect(titles(page), sort).toHaveText(expected.data.map((p: { title: string }) => p.title));
    }
  });

  test("shows stars only on products that have reviews, as their reviews average", async ({ page }) => {
    const { data } = await api("/api/products?c2=SL-001&sort=a-z");
    const rated = data.find((product: { reviewCount: number }) => product.reviewCount > 0);
    const unrated = data.find((product: { reviewCount: number }) => product.reviewCount === 0);
    await page.goto("/products?c1=CL-001&c2=SL-001&sort=a-z");
    const card = (title: string) => cards(page).filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card(rated.title)).toContainText(`Rated ${rated.rating} out of 5`);
    await expect(card(unrated.title)).toBeVisible();
    await expect(card(unrated.title)).not.toContainText("Rated");
  });

  test("changes the page size", async ({ page }) => {
    await page.goto("/products");
    await expect(cards(page)).toHaveCount(12);
    await chooseFrom(page, "Show", "24");
    await expect(page).toHaveURL(/pageSize=24/);
    await expect(cards(page)).toHaveCount(24);
  });

  test("switches between grid, list and five per row", async ({ page }) => {
    // Five per row is offered on wide screens only (phone.spec.ts).
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto("/products?c1=CL-001");
    const views = page.getByRole("navigation", { name: "View" });
    await views.getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
    await views.getByRole("link", { name: "Five per row" }).click();
    await expect(page).toHaveURL(/view=grid-5/);
    await expect(page).toHaveURL(/c1=CL-001/);
  });

  test("its links navigate in place with JavaScript (a view keeps the scroll), and are plain links without", async ({
    page,
  }) => {
    await page.goto("/products?c1=CL-001");
    const views = page.getByRole("navigation", { name: "View" });
    const firstCard = cards(page).first().getByRole("heading").getByRole("link");
    if (!jsOn()) {
      await views.getByRole("link", { name: "List" }).click();
      await expect(page).toHaveURL(/c1=CL-001&view=list/);
      await firstCard.click();
      await expect(page).toHaveURL(/\/products\/[^?]+$/);
      return;
    }
    await expect(page.locator("body")).toHaveAttribute("data-hydrated");
    // A mark on this document: gone if a click loads a new one.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await views.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    await views.getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/c1=CL-001&view=list/);
    await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const title = await firstCard.textContent();
    await firstCard.click();
    await expect(page.getByRole("heading", { level: 1, name: title! })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("paginates with a results count at the bottom", async ({ page }) => {
    await page.goto("/products?c1=ES-001");
    const total = (await api("/api/products?c1=ES-001")).paging.total;
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`Showing 13–24 of ${total} products`).first()).toBeVisible();
  });

  test("loads more into the same list, kept in the URL (?page=1-2): back from a product, all are there", async ({
    page,
  }) => {
    await page.goto("/products?c1=CL-001");
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/page=1-2#page-2$/);
    await expect(cards(page)).toHaveCount(24);
    // It opens at the first new product, where the shopper was reading on.
    const firstNew = page.locator("#page-2");
    await expect(firstNew).toBeInViewport();
    const title = (await firstNew.getByRole("heading").textContent())!;
    await firstNew.getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(cards(page)).toHaveCount(24);
    await expect(page.locator("#page-2")).toBeInViewport();
  });
});

test.describe("product page", () => {
  test("opens from a card and picks colour and size", async ({ page }) => {
    await page.goto("/products?c1=CL-001&c2=DR-001&sort=a-z");
    const title = (await cardTitles(page))[0];
    await cards(page).first().getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    const slug = new URL(page.url()).pathname.split("/").pop();
    const product = (await api(`/api/products/${slug}/summary`)).data;
    const color = product.colors[product.colors.length - 1];
    const size = product.sizes[1];
    await page.getByRole("link", { name: new RegExp(`^${color}`) }).click();
    await expect(page).toHaveURL(new RegExp(`color=${color}`));
    await page.getByRole("link", { name: new RegExp(`^${size}`) }).click();
    await expect(page).toHaveURL(new RegExp(`size=${size}`));
    await expect(page).toHaveURL(new RegExp(`color=${color}`));
    await expect(page.getByText(`Colour: ${color}`, { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${size}`) })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // The chosen colour's picture is the one shown first.
    await expect(page.getByRole("img", { name: `${title} in ${color}` }).first()).toBeVisible();
  });

  test("shows price, stock and description, and says when it is sold out", async ({ page }) => {
    const soldOut = (await api("/api/products?ids=63")).data[0];
    await page.goto(`/products/${soldOut.slug}`);
    await expect(page.getByText("Out of stock").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Out of stock" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Buy now" })).toBeDisabled();
  });

  test("an unknown product is the 404 page", async ({ page }) => {
    const response = await page.goto("/products/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  });

  test("takes a member's review, and keeps what was typed when it is not valid", async ({
    page,
  }, testInfo) => {
    const product = (await api("/api/products?c2=PL-001&sort=z-a")).data[
      test.info().project.name === "js-on" ? 0 : 1
    ];
    await page.goto(`/products/${product.slug}`);
    if (jsOn()) await page.getByRole("tab", { name: /Reviews/ }).click();
    // A visitor is asked to sign in first.
    await expect(page.getByRole("link", { name: "Sign in to write one" })).toBeVisible();
    const email = `reviewer-${testInfo.project.name}-${Date.now()}@example.com`;
    await signInWithCookie(page, await registerViaApi("Robin Reviewer", email), testInfo);
    await page.goto(`/products/${product.slug}`);
    if (jsOn()) await page.getByRole("tab", { name: /Reviews/ }).click();
    const form = page.getByRole("form", { name: "Write a review" });
    await form.getByLabel("Your name").fill("Robin");
    await form.getByLabel("Title").fill("ok");
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(form.getByText("Use at least 3 characters")).toBeVisible();
    await expect(form.getByText("Choose a rating")).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveValue("Robin");
    await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Title")).toHaveValue("ok");

    await form.getByLabel("Title").fill("Our favourite toy");
    await form.getByLabel("4 ★").check();
    await form.getByLabel("Your review").fill("Sturdy, bright and easy to clean. Played with every day.");
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your review" })).toBeVisible();
    if (jsOn()) await page.getByRole("tab", { name: /Reviews/ }).click();
    await expect(page.getByRole("heading", { name: "Our favourite toy" })).toBeVisible();
  });
});

test.describe("wishlist and compare", () => {
  test("add to the wishlist and remove again", async ({ page }) => {
    const product = (await api("/api/products?c2=FE-001")).data[0];
    await page.goto(`/products/${product.slug}`);
    await page.getByRole("button", { name: "♡ Add to wishlist" }).click();
    await expect(page.getByRole("button", { name: "♥ In your wishlist" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Wishlist 1 item/ })).toBeVisible();

    await page.getByRole("link", { name: /Wishlist/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
    await expect(page.getByRole("link", { name: product.title, exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Remove ${product.title}` }).click();
    await expect(page.getByText("Your wishlist is empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Wishlist 1 item/ })).toHaveCount(0);
  });

  test("compare two products and remove one", async ({ page }) => {
    const [first, second] = (await api("/api/products?c2=BA-001")).data;
    for (const [index, product] of [first, second].entries()) {
      await page.goto(`/products/${product.slug}`);
      await page.getByRole("button", { name: "Add to compare" }).click();
      await expect(page.getByRole("button", { name: "In compare list" })).toBeVisible();
      // Saved (the button turns at once with JavaScript): the header counts it.
      await expect(page.getByRole("link", { name: new RegExp(`Compare ${index + 1} item`) })).toBeVisible();
    }
    await page.getByRole("link", { name: /Compare 2 items/ }).click();
    // A table on a wide screen, a card per product on a phone: either way, one link each.
    const named = (title: string) => page.getByRole("main").getByRole("link", { name: title, exact: true });
    await expect(named(first.title)).toBeVisible();
    await expect(named(second.title)).toBeVisible();
    await page.getByRole("button", { name: `Remove ${first.title}` }).click();
    await expect(named(first.title)).toHaveCount(0);
    await expect(named(second.title)).toBeVisible();
  });
});

test("switches currency and shows converted prices", async ({ page }) => {
  const product = (await api("/api/products?c2=DR-001&sort=high")).data[0];
  await page.goto("/products?c2=DR-001&sort=high");
  const usd = `$${product.price.toFixed(2)}`;
  await expect(cards(page).first().getByText(usd, { exact: true })).toBeVisible();
  await page.getByLabel("Currency").selectOption("eur");
  if (!jsOn()) await page.getByRole("button", { name: "Change" }).click();
  // Euros as euro prices are written: dots between thousands, a decimal comma (€1.234,50).
  const [whole, cents] = (product.price * 0.9).toFixed(2).split(".");
  const euros = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${cents}`;
  await expect(cards(page).first().getByText(`€${euros}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/c2=DR-001&sort=high/);
  // The choice stays for the next page.
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByText(`€${euros}`).first()).toBeVisible();
});

test("quick view: a dialog with JavaScript, the product page without", async ({ page }) => {
  const product = (await api("/api/products?c2=SL-001")).data[0];
  await page.goto("/products?c2=SL-001");
  const card = cards(page).first();
  if (jsOn()) {
    await card.hover();
    await card.getByRole("button", { name: `Quick view of ${product.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Quick view: ${product.title}` });
    await expect(dialog.getByRole("heading", { name: product.title })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "View full details" })).toHaveAttribute(
      "href",
      `/products/${product.slug}`,
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  } else {
    await expect(card.getByRole("button", { name: /Quick view/ })).toHaveCount(0);
    await card.getByRole("link", { name: product.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  }
});

test("search: live results under the field with JavaScript, the results page without", async ({ page }) => {
  await page.goto("/");
  const field = page.getByRole("searchbox", { name: "Search products" });
  await field.fill("bib");
  if (jsOn()) {
    const suggestions = page.locator("#search-suggestions");
    await expect(suggestions.getByText(/found/)).toBeVisible();
    const titles = await suggestions.getByRole("link").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain("bib");
    await page.keyboard.press("Escape");
    await expect(suggestions.getByText(/found/)).toBeHidden();
  } else {
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=bib/);
    await expect(cards(page).first()).toBeVisible();
  }
});

test("a shopper with a session gets pages that no CDN shares", async ({ page }) => {
  const product = (await api("/api/products?c2=AT-001")).data[0];
  await page.goto(`/products/${product.slug}`);
  await page.getByRole("button", { name: "♡ Add to wishlist" }).click();
  // The header count comes from the server, so the session cookie is set by then.
  await expect(page.getByRole("link", { name: /Wishlist 1 item/ })).toBeVisible();
  const response = await page.goto("/products?c2=AT-001");
  expect(response?.headers()["cache-control"]).toContain("private");
});
