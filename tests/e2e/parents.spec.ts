// Made for parents (issue 26), on a 390 px phone, with JavaScript on and off (the projects),
// left to right and right to left: the size finder marks the size that fits on a product page,
// a listing narrows to what fits the child (every card has that size in stock), and a member
// keeps two children and switches between them on a listing.
import type { Locator, Page } from "@playwright/test";

import { PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { useDirection } from "./layout";
import { api, registerViaApi, signInWithCookie } from "./members";

test.use({ viewport: PHONE });

// A dress sold in 6-12m, with some in stock.
async function dressIn612(): Promise<string> {
  const { data } = await api("/api/products?c1=CL-001&c2=DR-001&age=6-12m&pageSize=1");
  return data[0].slug;
}

const isoMonthsAgo = (months: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1))
    .toISOString()
    .slice(0, 10);
};

async function expectNoSidewaysScroll(page: Page, label: string) {
  const [content, screen] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(content, `${label}: no sideways scroll`).toBeLessThanOrEqual(screen);
}

async function expectThumbSized(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

// The products on the listing's cards, each once.
async function cardSlugs(page: Page) {
  const hrefs = await page
    .getByRole("region", { name: /Dress/ })
    .locator('a[href^="/products/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => href.split(/[?#]/)[0].slice("/products/".length)))].filter(Boolean);
}

for (const dir of ["ltr", "rtl"] as const) {
  test(`a visitor finds the size of a 7-month-old and lists what fits now (${dir})`, async ({
    page,
    baseURL,
  }) => {
    await useDirection(page.context(), baseURL, dir);
    const slug = await dressIn612();
    await page.goto(`/products/${slug}`);
    await page.getByText("Find my size", { exact: true }).first().click();
    const finder = page.getByRole("form", { name: "Find my size" });

    // A height of 500 cm: a clear message, and the form keeps what was typed.
    await finder.getByLabel("or age in months").fill("7");
    await finder.getByLabel("Height (cm), optional").fill("500");
    await finder.getByRole("button", { name: "Find my size" }).click();
    await expect(page.getByText("Enter a height between 30 and 200 cm")).toBeVisible();
    await expect(page.getByLabel("Height (cm), optional")).toHaveValue("500");
    await expect(page.getByLabel("or age in months")).toHaveValue("7");

    await page.getByLabel("Height (cm), optional").fill("");
    await page
      .getByRole("form", { name: "Find my size" })
      .getByRole("button", { name: "Find my size" })
      .click();
    const chip = page.locator("a[data-fits]");
    await expect(chip).toHaveCount(1);
    await expect(chip).toHaveAttribute("data-fits", "now");
    await expect(chip).toContainText("6-12m");
    await expect(chip).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("Size: 6-12m")).toBeVisible();
    await expectThumbSized(chip);
    await expectThumbSized(page.getByRole("link", { name: "Size guide" }));
    await expectNoSidewaysScroll(page, "the product page");

    // The listing, narrowed to what fits the child now: every card has 6-12m in stock.
    await page.goto("/products?c1=CL-001&c2=DR-001");
    const fitsNow = page.getByRole("link", { name: /^Fits your child now · 6-12m/ });
    await expectThumbSized(fitsNow);
    await fitsNow.click();
    await expect(page).toHaveURL(/[?&]age=6-12m(&|$)/);
    await expect(page.getByRole("link", { name: /^Fits your child now/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const slugs = await cardSlugs(page);
    expect(slugs.length).toBeGreaterThan(0);
    for (const card of slugs) {
      const { data } = await api(`/api/products/${card}/summary`);
      const inSize = data.variants.filter((variant: { size: string }) => variant.size === "6-12m");
      expect(
        inSize.some((variant: { stock: number }) => variant.stock > 0),
        `${card} has 6-12m in stock`,
      ).toBe(true);
    }
    await expectNoSidewaysScroll(page, "the listing");

    // The size guide, linked beside the chips, fits a 320 px phone.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/size-guide/dr-001");
    await expect(page.getByRole("heading", { name: "Size guide: Dress" })).toBeVisible();
    await expect(page.getByRole("row", { name: /6-12m/ })).toContainText("68–80 cm");
    await expectNoSidewaysScroll(page, "the size guide at 320 px");
  });
}

for (const dir of ["ltr", "rtl"] as const) {
  test(`a member keeps two children and switches between them on a listing (${dir})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await useDirection(page.context(), baseURL, dir);
    const tag = `${testInfo.project.name}-${dir}-${Date.now()}`;
    const grant = await registerViaApi("Pat Parent", `parents-${tag}@example.com`);
    await signInWithCookie(page, grant, testInfo);

    await page.goto("/member/children");
    for (const [name, birthDate] of [
      ["Mia", isoMonthsAgo(7)],
      ["Tom", isoMonthsAgo(30)],
    ]) {
      await page.getByLabel("Name (optional)").fill(name);
      await page.getByLabel("Birth date (or due date)").fill(birthDate);
      await page.getByRole("button", { name: "Add child" }).click();
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expectNoSidewaysScroll(page, "the children page");

    await page.goto("/products?c1=CL-001");
    await page.getByRole("link", { name: /^Fits Mia now · 6-12m/ }).click();
    await expect(page).toHaveURL(/[?&]age=6-12m(&|$)/);
    await expect(page.getByRole("link", { name: /^Fits Mia now/ })).toHaveAttribute("aria-current", "true");
    await page.getByRole("link", { name: /^Fits Tom now · 2-3y/ }).click();
    await expect(page).toHaveURL(/[?&]age=2-3y(&|$)/);
    await expect(page.getByRole("link", { name: /^Fits Tom now/ })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: /^Fits Mia now/ })).not.toHaveAttribute(
      "aria-current",
      "true",
    );
    await expectNoSidewaysScroll(page, "the listing");
  });
}
