// The popup rule (app/lib/popups.ts), on a phone: with JavaScript at most one popup a visit,
// only once the shopper has engaged (a second page or 30 s), never over an open menu, sheet or
// a field being typed in, never on sign-in or error pages; without it, one small card below
// the main content, never on product or error pages. The page clock is Playwright's, so
// "30 seconds later" takes no 30 seconds.
import type { Page } from "@playwright/test";

import { API_URL, PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { menuButton, useDirection } from "./layout";

test.use({ popups: "show", viewport: PHONE });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const WIDTHS = [390, 320];

type Popup = { id: number; type: string; title: string };
async function popupOf(type: string): Promise<Popup> {
  const { data }: { data: Popup[] } = await (await fetch(`${API_URL}/api/content/popup/external`)).json();
  return data.find((popup) => popup.type === type)!;
}

// A popup as a modal dialog (JS), and the card (no JS).
const openPopup = (page: Page) => page.locator("dialog[open][aria-labelledby^='popup-']");
const card = (page: Page) => page.locator("section[aria-labelledby='popup-card-title']");

async function expectCardBelowMain(page: Page, label: string) {
  await expect(card(page), label).toBeVisible();
  const cardBox = (await card(page).boundingBox())!;
  const mainBox = (await page.locator("main").boundingBox())!;
  expect(cardBox.y, `${label}: the card follows the main content`).toBeGreaterThanOrEqual(
    mainBox.y + mainBox.height,
  );
  expect(cardBox.height, `${label}: the card is small`).toBeLessThanOrEqual(170);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], `${label}: no sideways scroll`).toBeLessThanOrEqual(widths[1]);
}

test("a popup waits for the shopper to engage, and opens once a visit", async ({ page }) => {
  const newsletter = await popupOf("newsletter");
  const offer = await popupOf("offer");
  if (!jsOn()) {
    // One small card below the content, left to right and right to left, at 390 and 320 px.
    for (const dir of ["ltr", "rtl"] as const) {
      await useDirection(page.context(), test.info().project.use.baseURL, dir);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: PHONE.height });
        await page.goto("/blog");
        await expect(card(page)).toHaveCount(1);
        await expect(card(page)).toContainText(newsletter.title);
        await expectCardBelowMain(page, `${dir} ${width}px`);
      }
    }
    await card(page)
      .getByRole("button", { name: `Close: ${newsletter.title}` })
      .click();
    await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
    await expect(card(page).filter({ hasText: newsletter.title })).toHaveCount(0);
    return;
  }
  await page.clock.install();
  await page.goto("/");
  await page.clock.fastForward(10_000);
  await expect(openPopup(page)).toHaveCount(0);
  // 30 seconds into the visit: engaged.
  await page.clock.fastForward(21_000);
  await expect(page.getByRole("dialog", { name: newsletter.title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(openPopup(page)).toHaveCount(0);
  // The listing's offer would be due, but the visit has had its popup.
  await page.goto("/products");
  await page.clock.fastForward(40_000);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog", { name: offer.title })).toHaveCount(0);
});

test("a second page is engagement enough; without JavaScript the card is below every such page", async ({
  page,
}) => {
  const newsletter = await popupOf("newsletter");
  await page.goto("/faq");
  if (jsOn()) {
    await page.clock.install();
    await expect(openPopup(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.clock.fastForward(1_500);
    await expect(page.getByRole("dialog", { name: newsletter.title })).toBeVisible();
  } else {
    await expectCardBelowMain(page, "/faq");
  }
});

test("never over the open filter sheet or a price being typed; it waits its turn", async ({ page }) => {
  const offer = await popupOf("offer");
  if (!jsOn()) {
    // The card never covers the filters: typing a price is never interrupted.
    await page.goto("/products?c1=CL-001");
    await page.getByLabel(/^Max/).fill("40");
    await expect(page.getByLabel(/^Max/)).toHaveValue("40");
    await expectCardBelowMain(page, "/products");
    return;
  }
  await page.clock.install();
  await page.goto("/products?c1=CL-001");
  await page.getByRole("link", { name: "Filter and sort" }).click();
  const sheet = page.getByRole("dialog", { name: "Filter and sort" });
  await expect(sheet).toBeVisible();
  const max = sheet.getByLabel(/^Max/);
  await max.click();
  await page.keyboard.type("4");
  await page.clock.fastForward(31_000);
  await expect(openPopup(page)).toHaveCount(0);
  await page.keyboard.type("0");
  await expect(max).toBeFocused();
  await expect(max).toHaveValue("40");
  await expect(openPopup(page)).toHaveCount(0);
  // Done with the filters: now it may open.
  await sheet.getByRole("button", { name: /^Show/ }).click();
  await expect(sheet).toBeHidden();
  // No click to move the focus: on a busy machine the popup may already be open over the page, and
  // the click would wait on its backdrop until the test runs out of time.
  await page.clock.fastForward(2_000);
  await expect(page.getByRole("dialog", { name: offer.title })).toBeVisible();
});

test("never over the open menu", async ({ page }) => {
  const newsletter = await popupOf("newsletter");
  if (jsOn()) await page.clock.install();
  await page.goto("/faq");
  await menuButton(page).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  if (jsOn()) {
    await page.clock.fastForward(31_000);
    await expect(openPopup(page)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.clock.fastForward(2_000);
    await expect(page.getByRole("dialog", { name: newsletter.title })).toBeVisible();
  } else {
    // The drawer opens over the page; the card stays below the content, never over it.
    await expectCardBelowMain(page, "/faq with the menu open");
  }
});

test("never on sign-in, product or error pages", async ({ page }) => {
  const { data } = await (await fetch(`${API_URL}/api/products?c1=CL-001&pageSize=1`)).json();
  if (jsOn()) await page.clock.install();
  await page.goto("/");
  for (const path of ["/login", "/register", "/forget-password", "/no-such-page"]) {
    await page.goto(path);
    if (jsOn()) await page.clock.fastForward(31_000);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(openPopup(page), path).toHaveCount(0);
    // The card (no JavaScript) is never shown, nor any popup.
    await expect(card(page), path).toBeHidden();
  }
  // Without JavaScript, no card on a product page either (with it, a popup may open there).
  await page.goto(`/products/${data[0].slug}`);
  await expect(page.locator("h1")).toBeVisible();
  await expect(card(page)).toBeHidden();
});
