// Room on a small phone: the header stays one row at 320 px whoever is signed in, the product
// page's tabs and the member area's menu fit, and the product page keeps "Add to cart" in reach.
// JavaScript on and off (the two projects), left to right and right to left.
import type { BrowserContext, Page } from "@playwright/test";
import { createCookie } from "@remix-run/node";

import { API_URL, PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { menuButton } from "./layout";
import { registerViaApi, signInWithCookie } from "./members";

const SMALL = { width: 320, height: 640 };
const DIRECTIONS = ["ltr", "rtl"] as const;
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

async function useDirection(context: BrowserContext, baseURL: string | undefined, dir: "ltr" | "rtl") {
  const header = await createCookie("prefs").serialize({ dir });
  const value = header.slice("prefs=".length, header.indexOf(";"));
  await context.addCookies([{ name: "prefs", value, url: baseURL }]);
}

async function inStockSlug() {
  const { data } = await (await fetch(`${API_URL}/api/products?c1=CL-001&pageSize=48&sort=a-z`)).json();
  return (data as { slug: string; stock: number }[]).find((product) => product.stock > 20)!.slug;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// The lines a piece of text takes (1 when it does not wrap).
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

for (const dir of DIRECTIONS) {
  test.describe(dir, () => {
    test.beforeEach(async ({ context, baseURL }) => useDirection(context, baseURL, dir));

    test("at 320 px a member's header is one row of at most 64 px: the logo on one line, no label cut", async ({
      page,
    }, testInfo) => {
      const name = "Maximiliana Montgomery-Worthington";
      const email = `long-name-${testInfo.project.name}-${dir}-${Date.now()}@example.com`;
      await signInWithCookie(page, await registerViaApi(name, email), testInfo);
      await page.setViewportSize(SMALL);
      await page.goto("/");
      const header = page.getByRole("banner");
      const account = page.getByRole("navigation", { name: "Account", exact: true });
      const row = [
        menuButton(page),
        header.getByRole("link", { name: "Little Sprout" }),
        account.getByRole("link", { name: /account/i }),
        account.getByRole("link", { name: /^Wishlist/ }),
        account.getByRole("link", { name: /^Cart/ }),
      ];
      const boxes = await Promise.all(row.map(async (part) => (await part.boundingBox())!));
      const top = Math.min(...boxes.map((box) => box.y));
      const bottom = Math.max(...boxes.map((box) => box.y + box.height));
      expect(bottom - top).toBeLessThanOrEqual(64);
      for (const box of boxes) expect(box.y).toBeLessThan(top + 8);
      expect(await linesOf(page, "header a[href='/']")).toBe(1);
      // No label in the row is cut short with an ellipsis.
      const cut = await account
        .locator("a > span")
        .evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth).length);
      expect(cut).toBe(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(SMALL.width);
      // The name, in full, where there is room for it: the menu drawer.
      await menuButton(page).click();
      await expect(page.getByRole("navigation", { name: "Main" }).getByText(name)).toBeVisible();
    });

    test("at 320 px the product page's tabs fit and the page is no wider than the screen", async ({
      page,
    }) => {
      await page.setViewportSize(SMALL);
      await page.goto(`/products/${await inStockSlug()}`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(SMALL.width);
      if (jsOn()) {
        const tabs = page.getByRole("tab");
        await expect(tabs.first()).toBeVisible();
        for (const tab of await tabs.all()) {
          await tab.click();
          await expect(tab).toHaveAttribute("aria-selected", "true");
        }
      }
    });

    test("at 320 and 390 px the member area's menu takes at most two rows", async ({ page }, testInfo) => {
      const email = `member-menu-${testInfo.project.name}-${dir}-${Date.now()}@example.com`;
      await signInWithCookie(page, await registerViaApi("Sam Rows", email), testInfo);
      for (const size of [SMALL, PHONE]) {
        await page.setViewportSize(size);
        await page.goto("/member/orders");
        const links = page.getByRole("navigation", { name: "Your account" }).getByRole("link");
        await expect(links).toHaveCount(6);
        const tops = await links.evaluateAll((all) =>
          all.map((link) => Math.round(link.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, `${size.width} px`).toBeLessThanOrEqual(2);
        expect(await pageWidth(page)).toBeLessThanOrEqual(size.width);
      }
    });
  });
}

test.describe("sticky add to cart", () => {
  test.use({ viewport: PHONE });

  test("on a phone, a bar with Add to cart stays at the bottom once the main button has scrolled away", async ({
    page,
  }) => {
    await page.goto(`/products/${await inStockSlug()}`);
    const bar = page.getByRole("region", { name: "Add to cart" });
    const main = page.getByRole("button", { name: "Add to cart", exact: true }).first();
    await main.scrollIntoViewIfNeeded();
    await expect(main).toBeInViewport();
    await expect(bar).toBeHidden();
    await page.getByRole("heading", { name: "Frequently bought together" }).scrollIntoViewIfNeeded();
    await expect(main).not.toBeInViewport();
    if (!jsOn()) {
      // Without JavaScript nothing watches the scrolling: the page's own button is the one.
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeInViewport();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 4);
    await expect(bar.getByRole("button", { name: "Add to cart" })).toBeVisible();
    // Back up to the main button: the bar goes.
    await main.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });
});
