// Every kind of page has no serious or critical accessibility violations (axe-core, the whole
// page), in the light and the dark theme, left to right and right to left. With JavaScript on
// axe checks the live page; with it off, the page as the server sent it (see axe.ts).
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

// The settings panel's own form post, so the cookie is the one the shop makes.
async function choose(page: Page, theme: string, dir: string, color: string = THEME_COLORS[0]) {
  const response = await page.request.post("/preferences", {
    form: { theme, dir, color, redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

// Opens each page in each combination; answers what axe found, by combination and page.
async function violationsOn(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const { theme, dir } of COMBINATIONS) {
    await choose(page, theme, dir);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      const violations = await axeViolations(page, { impacts: ["serious", "critical"] });
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

test("sign-in, the blog, a post, a static page and a missing page", async ({ axePage }) => {
  const [post] = (await api("/api/content/blog/all?pageSize=1")).data;
  const paths = ["/login", "/blog", `/blog/${post.slug}`, "/page/refund-policy", "/no-such-page"];
  expect(await violationsOn(axePage, paths)).toEqual({});
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

  await axePage.goto("/checkout");
  await axePage.getByRole("button", { name: "Place order" }).click();
  await expect(axePage.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
  const invoice = new URL(axePage.url()).pathname.split("/").pop();
  const after = await violationsOn(axePage, [
    `/checkout/${invoice}`,
    "/member/profile",
    "/member/orders",
    `/member/orders/${invoice}`,
    "/member/address-book",
    "/member/wishlist",
  ]);
  expect({ ...before, ...after }).toEqual({});
});

// Text in the theme colour stays readable (4.5:1) with every colour on offer, light and dark:
// a product page on sale has much of it (price, sale countdown, tabs, links).
test("every theme colour keeps its text readable", async ({ axePage }) => {
  const [product] = (await api("/api/products?collection=on%20sale&sort=a-z&pageSize=1")).data;
  const found: Record<string, string[]> = {};
  for (const theme of ["light", "dark"]) {
    for (const color of THEME_COLORS) {
      await choose(axePage, theme, "ltr", color);
      await axePage.goto(`/products/${product.slug}`);
      const violations = await axeViolations(axePage, { rules: ["color-contrast"] });
      if (violations.length > 0) found[`${theme} ${color}`] = violations;
    }
  }
  expect(found).toEqual({});
});
