// The shop on a phone: 390×844 (and one test at 320 wide), JavaScript on and off (the two
// projects), left to right and right to left.
import type { Page } from "@playwright/test";

import { API_URL, PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { mainMenu, menuButton, useDirection } from "./layout";
import { fillCart, signedIn } from "./members";

test.use({ viewport: PHONE });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const DIRECTIONS = ["ltr", "rtl"] as const;
const PUBLIC_PAGES = [
  "/",
  "/products?c1=CL-001",
  "/products?c1=CL-001&c2=DR-001&view=list",
  "/search?q=dress",
  "/blog",
  "/page/about-us",
  "/page/contact-us",
  "/faq",
  "/lookbook",
  "/compare",
  "/wishlist",
  "/login",
  "/register",
  "/sitemap",
  "/no-such-page",
];

async function inStockProducts(count: number) {
  const { data } = await (await fetch(`${API_URL}/api/products?c1=ES-001&pageSize=48&sort=a-z`)).json();
  const offset = test.info().project.name === "js-on" ? 0 : 10;
  return (data as { slug: string; title: string; stock: number }[])
    .filter((product) => product.stock > 20)
    .slice(offset, offset + count);
}

// The page is no wider than the screen: nothing to scroll sideways.
async function expectFits(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document, `${label} is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expectFits(page, path);
}

// The direction is only the dir attribute of <html> (app/root.tsx): each page is loaded once, in
// either direction in turn (through the preferences cookie), and measured in both by setting the
// attribute in place.
async function expectNoSidewaysScrollEitherWay(page: Page, paths: string[]) {
  for (const [index, path] of paths.entries()) {
    await useDirection(page.context(), test.info().project.use.baseURL, DIRECTIONS[index % 2]);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("dir", DIRECTIONS[index % 2]);
    for (const dir of DIRECTIONS) {
      await page.evaluate((dir) => (document.documentElement.dir = dir), dir);
      await expectFits(page, `${path} (${dir})`);
    }
  }
}

test("no public page scrolls sideways, left to right or right to left", async ({ page }) => {
  test.setTimeout(90_000);
  const [product] = await inStockProducts(1);
  await expectNoSidewaysScrollEitherWay(page, [...PUBLIC_PAGES, `/products/${product.slug}`]);
});

test("no member page scrolls sideways, left to right or right to left", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const [product] = await inStockProducts(1);
  // A cart with something in it, filled through the API (adding is tested in shop.spec.ts).
  const member = await signedIn(page, request, testInfo);
  await fillCart(request, member.headers, [product.slug]);
  const paths = ["/cart", "/checkout", "/member/profile", "/member/orders", "/member/wishlist"];
  await expectNoSidewaysScrollEitherWay(page, paths);
});

for (const dir of DIRECTIONS) {
  test.describe(`${dir}`, () => {
    test.beforeEach(async ({ context, baseURL }) => useDirection(context, baseURL, dir));

    test("the header is one row: menu, logo, account, wishlist and cart", async ({ page }) => {
      await page.goto("/");
      const header = page.getByRole("banner");
      const account = page.getByRole("navigation", { name: "Account", exact: true });
      const parts = [
        menuButton(page),
        header.getByRole("link", { name: "Little Sprout" }),
        account.getByRole("link", { name: "Sign in" }),
        account.getByRole("link", { name: /^Wishlist/ }),
        account.getByRole("link", { name: /^Cart/ }),
      ];
      const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
      const middles = boxes.map((box) => box.y + box.height / 2);
      for (const middle of middles) expect(Math.abs(middle - middles[0])).toBeLessThan(8);
      for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(24);
      // On the same row in reading order: the menu button at the start, the cart at the end.
      const [menu, , , , cart] = boxes;
      expect(dir === "ltr" ? menu.x < cart.x : menu.x > cart.x).toBe(true);
    });

    test("the menu drawer opens and reaches a sub-category", async ({ page }) => {
      await page.goto("/");
      const menu = await mainMenu(page);
      await expect(menu).toBeVisible();
      if (jsOn()) {
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(menuButton(page)).toBeFocused();
        await menuButton(page).click();
      }
      await menu.getByRole("link", { name: "Dress", exact: true }).click();
      await expect(page).toHaveURL(/c1=CL-001&c2=DR-001/);
      await expect(page.getByRole("heading", { level: 1, name: "Dress" })).toBeVisible();
      // Only the page's own category is the current one.
      const current = (await mainMenu(page)).locator("[aria-current=page]");
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText("Dress");
    });

    test("the filter sheet filters", async ({ page }) => {
      await page.goto("/products?c1=CL-001");
      await page.getByRole("link", { name: "Filter and sort" }).click();
      const filters = jsOn()
        ? page.getByRole("dialog", { name: "Filter and sort" })
        : page.getByRole("complementary", { name: "Filter and sort" });
      if (!jsOn()) await expect(page).toHaveURL(/#filters$/);
      await expect(filters.getByRole("form", { name: "Filters" })).toBeInViewport();
      const brand = filters.getByRole("group", { name: "Brand" }).getByRole("checkbox").first();
      const brandName = (await brand.getAttribute("value"))!;
      await brand.check();
      if (jsOn()) await filters.getByRole("button", { name: /^Show .* products$/ }).click();
      else await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(
        new RegExp(`brand=${encodeURIComponent(brandName).replace(/%20/g, "\\+")}`),
      );
      await expect(page.getByRole("main").getByRole("article").first()).toContainText(brandName, {
        ignoreCase: true,
      });
    });

    test("the cart shows quantity, total and remove for each line, and checkout completes", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      const member = await signedIn(page, request, testInfo);
      const products = await inStockProducts(2);
      await fillCart(
        request,
        member.headers,
        products.map((product) => product.slug),
      );
      await page.goto("/cart");
      const lines = page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem");
      await expect(lines).toHaveCount(2);
      for (const product of products) {
        const line = lines.filter({ hasText: product.title });
        await expect(line.getByLabel(`Quantity of ${product.title}`)).toBeInViewport();
        await expect(line.getByText(`Total for ${product.title}:`)).toBeAttached();
        await expect(line.getByText(/\$\d/).last()).toBeInViewport();
        await expect(line.getByRole("button", { name: `Remove ${product.title}` })).toBeInViewport();
      }
      await page.getByRole("link", { name: "Checkout" }).click();
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
      const invoice = (await page
        .getByText(/INV-\d{4}-\d+/)
        .first()
        .textContent())!.match(/INV-\d{4}-\d+/)![0];
      await expectNoSidewaysScroll(page, page.url());
      // The dashboard lists it among the latest orders.
      await page.goto("/member/profile");
      const latest = page.getByRole("region", { name: "Latest orders" });
      await expect(latest.getByRole("link", { name: invoice })).toBeVisible();
    });
  });
}

test("at 320 wide nothing scrolls sideways and the header stays one row", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/", "/products?c1=CL-001", "/compare", "/login", "/blog"]) {
    await expectNoSidewaysScroll(page, path);
  }
  const cart = page
    .getByRole("navigation", { name: "Account", exact: true })
    .getByRole("link", { name: /^Cart/ });
  const [menu, cartBox] = [await menuButton(page).boundingBox(), await cart.boundingBox()];
  expect(Math.abs(menu!.y - cartBox!.y)).toBeLessThan(8);
});

test("a listing offers the grid and the list on a phone, not five per row", async ({ page }) => {
  await page.goto("/products?c1=CL-001");
  const views = page.getByRole("navigation", { name: "View" });
  await expect(views.getByRole("link", { name: "Grid" })).toBeVisible();
  await expect(views.getByRole("link", { name: "List" })).toBeVisible();
  await expect(views.getByRole("link", { name: "Five per row" })).toBeHidden();
});

test("sign-in through the provider from 127.0.0.1 says where it works", async ({ page, baseURL }) => {
  const localhost = new URL(baseURL!);
  await page.goto(`http://127.0.0.1:${localhost.port}/login?next=/cart`);
  const there = page.getByRole("link", { name: `sign in with Sprout ID at ${localhost.host}` });
  await expect(there).toHaveAttribute("href", `${localhost.origin}/login?next=%2Fcart`);
});

// A feature of the scripts (without them the browser shows its own offline page): with
// JavaScript in both projects.
test.describe("offline", () => {
  test.use({ javaScriptEnabled: true });

  test("following a link offline says so, and opens the page once back online", async ({ page, context }) => {
    // The wishlist's scripts are already here (a page that needs new scripts is reloaded by
    // Remix, and the browser shows its own offline page); its data is not.
    // Nothing fetched ahead: a prefetched wishlist would open offline from the browser's
    // prefetch cache (prefetch.spec.ts), and this is about a page that was not.
    await page.route("**/*", (route) =>
      route.request().headers()["sec-purpose"]?.includes("prefetch") ? route.abort() : route.fallback(),
    );
    await page.goto("/wishlist");
    await page.getByRole("banner").getByRole("link", { name: "Little Sprout" }).click();
    await expect(page.getByRole("region", { name: "Highlights" })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole("banner").getByRole("link", { name: "Wishlist" }).click();
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
  });
});
