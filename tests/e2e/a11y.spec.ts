// Every kind of page has no serious or critical accessibility violations (axe-core, the whole
// page), in the light and the dark theme, left to right and right to left. With JavaScript on
// axe checks the live page; with it off, the page as the server sent it (see axe.ts).
//
// The server writes theme, direction and colour only as attributes of <html> (app/root.tsx), so
// each page is loaded once, in a combination of its own (through the preferences cookie), checked
// as sent with every rule, and then checked again in the opposite theme and direction set in place
// with the rules that read styles. Each page is loaded in a different combination than the one
// before it, so that every combination is checked on pages as the server sent them, and every
// page in both themes and both directions.
import type { Page } from "@playwright/test";

import { THEME_COLORS } from "../../app/lib/preferences";
import { API_URL } from "../../playwright.config";
import { axeViolations, expect, test } from "./axe";
import { api, fillCart, signedIn } from "./members";

const COMBINATIONS = [
  { theme: "light", dir: "ltr" },
  { theme: "dark", dir: "ltr" },
  { theme: "light", dir: "rtl" },
  { theme: "dark", dir: "rtl" },
] as const;

// The combinations differ only in the styles of one document: every rule runs once, in the
// combination the server sent (17 pages × 4 full runs took over a minute of the suite), and the
// rules that read styles once more, in the opposite one. Contrast depends on the theme, not on
// the direction: checking each combination in place as well (four axe runs a page) repeated the
// contrast of the same theme (two of the three style runs, 2026-11-30). Tap target sizes have
// their own test (tap-targets.spec.ts).
const STYLE_RULES = ["color-contrast", "link-in-text-block", "scrollable-region-focusable"];

// The other theme and the other direction: each page seen in both of each.
const opposite = ({ theme, dir }: (typeof COMBINATIONS)[number]) =>
  COMBINATIONS.find((other) => other.theme !== theme && other.dir !== dir)!;

// The settings panel's own form post, so the cookie is the one the shop makes.
async function choose(page: Page, theme: string, dir: string, color: string = THEME_COLORS[0]) {
  const response = await page.request.post("/preferences", {
    form: { theme, dir, color, redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

// The combination as the server would have written it.
const setInPlace = (page: Page, theme: string, dir: string) =>
  page.evaluate(
    ([theme, dir]) => {
      document.documentElement.dataset.theme = theme;
      document.documentElement.dir = dir;
    },
    [theme, dir],
  );

// Opens each page (the first in the combination `first`, the next in the next one, ...) and
// checks it as sent and in the opposite combination; answers what axe found, by combination and
// page. Pages in `strictMain` have no violation of any impact in their main part either.
async function violationsOn(page: Page, paths: string[], { first = 0, strictMain = [] as string[] } = {}) {
  const found: Record<string, string[]> = {};
  for (const [index, path] of paths.entries()) {
    const sent = COMBINATIONS[(first + index) % COMBINATIONS.length];
    await choose(page, sent.theme, sent.dir);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-theme", sent.theme);
    await expect(page.locator("html")).toHaveAttribute("dir", sent.dir);
    for (const { theme, dir } of [sent, opposite(sent)]) {
      await setInPlace(page, theme, dir);
      const asSent = theme === sent.theme && dir === sent.dir;
      const violations = await axeViolations(page, {
        impacts: ["serious", "critical"],
        everyImpactWithin: strictMain.includes(path) ? "#main" : undefined,
        rules: asSent ? undefined : STYLE_RULES,
      });
      if (violations.length > 0) found[`${theme} ${dir} ${path}`] = violations;
    }
  }
  return found;
}

test.describe.configure({ timeout: 120_000 });

test("home, a listing and a product page", async ({ axePage }) => {
  const [product] = (await api("/api/products?c1=CL-001&sort=a-z&pageSize=1")).data;
  expect(await violationsOn(axePage, ["/", "/products?c1=CL-001", `/products/${product.slug}`])).toEqual({});
});

test("the size finder's answer, with the fitting sizes marked, and a size guide", async ({ axePage }) => {
  const [dress] = (await api("/api/products?c1=CL-001&c2=DR-001&age=6-12m&pageSize=1")).data;
  expect(
    await violationsOn(axePage, [`/products/${dress.slug}?months=7&ahead=6`, "/size-guide/dr-001"]),
  ).toEqual({});
});

test("sign-in, the blog, a post, a static page and a missing page", async ({ axePage }) => {
  const [post] = (await api("/api/content/blog/all?pageSize=1")).data;
  const paths = ["/login", "/blog", `/blog/${post.slug}`, "/page/refund-policy", "/no-such-page"];
  // The blog and a post, as readers see them most, are held to every impact in their main part
  // (with the content pages of content.spec.ts).
  const strictMain = ["/blog", `/blog/${post.slug}`];
  expect(await violationsOn(axePage, paths, { first: 3, strictMain })).toEqual({});
});

test("cart, checkout, the order placed and the member pages", async ({ axePage, request }, testInfo) => {
  const member = await signedIn(axePage, request, testInfo);
  const products = (await api("/api/products?c1=ES-001&sort=z-a&pageSize=40")).data.filter(
    (p: { stock: number }) => p.stock > 20,
  );
  const [first, second] = testInfo.project.name === "js-on" ? products.slice(0, 2) : products.slice(2, 4);
  await fillCart(request, member.headers, [first.slug, second.slug]);
  await request.post(`${API_URL}/api/wishlist`, { headers: member.headers, data: { productId: first.id } });
  const before = await violationsOn(axePage, ["/cart", "/checkout"]);

  // Still on the checkout.
  await axePage.getByRole("button", { name: "Place order" }).click();
  await expect(axePage.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
  const invoice = new URL(axePage.url()).pathname.split("/").pop();
  const after = await violationsOn(
    axePage,
    [
      `/checkout/${invoice}`,
      "/member/profile",
      "/member/orders",
      `/member/orders/${invoice}`,
      "/member/address-book",
      "/member/wishlist",
      "/member/alerts",
    ],
    { first: 2 },
  );
  expect({ ...before, ...after }).toEqual({});
});

// Text in the theme colour stays readable (4.5:1) with every colour on offer, light and dark:
// a product page on sale has much of it (price, sale countdown, tabs, links). The colour is the
// style of <html> (--theme-color), so the page is loaded once per theme, in a colour of its own,
// and the other colours are set in place.
test("every theme colour keeps its text readable", async ({ axePage }) => {
  const [product] = (await api("/api/products?collection=on%20sale&sort=a-z&pageSize=1")).data;
  const found: Record<string, string[]> = {};
  for (const [index, theme] of ["light", "dark"].entries()) {
    await choose(axePage, theme, "ltr", THEME_COLORS[index]);
    await axePage.goto(`/products/${product.slug}`);
    await expect(axePage.locator("html")).toHaveAttribute("style", new RegExp(THEME_COLORS[index]));
    for (const color of THEME_COLORS) {
      await axePage.evaluate((color) => {
        document.documentElement.style.setProperty("--theme-color", color);
      }, color);
      const violations = await axeViolations(axePage, { rules: ["color-contrast"] });
      if (violations.length > 0) found[`${theme} ${color}`] = violations;
    }
  }
  expect(found).toEqual({});
});
