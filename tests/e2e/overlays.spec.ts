// Popups and the loader overlay, with JavaScript on (dialogs) and off (cards that never block).
import type { Page } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { axeViolations, expect, test } from "./axe";
import { registerViaApi, signInWithCookie } from "./members";

test.use({ popups: "show" });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

type Popup = { id: number; type: string; title: string; body: string; cta?: string; link?: string };

async function popupOf(type: string): Promise<Popup> {
  const { data }: { data: Popup[] } = await (await fetch(`${API_URL}/api/content/popup/external`)).json();
  return data.find((popup) => popup.type === type)!;
}

// With JavaScript the popup is a modal dialog; without it, a region above the page.
const popupBox = (page: Page, popup: Popup) =>
  jsOn() ? page.getByRole("dialog", { name: popup.title }) : page.getByRole("region", { name: popup.title });

test("the newsletter popup shows on a first visit, closes, and is not shown again", async ({ page }) => {
  const newsletter = await popupOf("newsletter");
  await page.goto("/");
  const box = popupBox(page, newsletter);
  await expect(box).toBeVisible();
  await expect(box).toContainText(newsletter.body);
  if (jsOn()) {
    // A modal dialog: focus moves into it and stays there, and Escape closes it.
    await expect(box.getByLabel("Email for news and offers")).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await box.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
  } else {
    // The page itself is all there and usable around the card.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await box.getByRole("button", { name: `Close: ${newsletter.title}` }).click();
  }
  await expect(box).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  // Remembered: another page, and the same page again, have no newsletter popup.
  await page.goto("/blog");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  await expect(page.locator("dialog, section").filter({ hasText: newsletter.title })).toHaveCount(0);
});

test("subscribing from the newsletter popup confirms it and answers the popup", async ({
  page,
}, testInfo) => {
  const newsletter = await popupOf("newsletter");
  await page.goto("/blog");
  const box = popupBox(page, newsletter);
  await box.getByLabel("Email for news and offers").fill("not an address");
  await box.getByRole("button", { name: "Subscribe" }).click();
  // A wrong address: the form says why and keeps what was typed; in the popup with JavaScript,
  // on the newsletter page without it.
  const form = jsOn() ? box : page.getByRole("main");
  await expect(form.getByText(/valid email/i)).toBeVisible();
  await expect(form.getByLabel("Email for news and offers")).toHaveValue("not an address");
  if (!jsOn()) await page.goto("/blog");

  const email = `popup-${testInfo.project.name}-${Date.now()}@example.com`;
  await popupBox(page, newsletter).getByLabel("Email for news and offers").fill(email);
  await popupBox(page, newsletter).getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: /subscribed|thank/i })).toBeVisible();
  await expect(page.locator("dialog, section").filter({ hasText: newsletter.title })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("dialog, section").filter({ hasText: newsletter.title })).toHaveCount(0);
});

test("the age check asks on the register page; no leads home, yes is remembered", async ({ page }) => {
  const ageCheck = await popupOf("age-check");
  await page.goto("/register");
  const box = popupBox(page, ageCheck);
  await expect(box).toBeVisible();
  await box.getByRole("button", { name: "No, I am under 18" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/you need to be 18 or over/)).toBeVisible();

  // Not remembered: it asks again.
  await page.goto("/register");
  await expect(box).toBeVisible();
  await box.getByRole("button", { name: ageCheck.cta! }).click();
  await expect(box).toBeHidden();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto("/checkout");
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: /create an account|register/i, level: 1 })).toBeVisible();
  await expect(page.locator("dialog, section").filter({ hasText: ageCheck.title })).toHaveCount(0);
});

test("the offer popup on a listing leads to the sale, and is then remembered", async ({ page }) => {
  const offer = await popupOf("offer");
  await page.goto("/products");
  const box = popupBox(page, offer);
  await expect(box).toBeVisible();
  await box
    .getByRole("link", { name: offer.cta! })
    .or(box.getByRole("button", { name: offer.cta! }))
    .click();
  await expect(page).toHaveURL(new RegExp(`${offer.link}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("dialog, section").filter({ hasText: offer.title })).toHaveCount(0);
});

test("the exit popup: as the pointer leaves the window (JS), on the cart page (no JS)", async ({
  page,
}, testInfo) => {
  const exit = await popupOf("exit");
  // The cart is a member's: signed in with the session cookie (this test is not about signing in).
  const email = `exit-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInWithCookie(page, await registerViaApi("Alex Shopper", email), testInfo);

  await page.goto("/cart");
  const box = popupBox(page, exit);
  if (jsOn()) {
    await expect(box).toBeHidden();
    await page.mouse.move(400, 300);
    await page.mouse.move(400, -20, { steps: 5 });
  }
  await expect(box).toBeVisible();
  await box.getByRole("button", { name: exit.cta! }).click();
  await expect(page).toHaveURL(new RegExp(`${exit.link}$`));
  await page.goto("/cart");
  if (jsOn()) {
    await page.mouse.move(400, 300);
    await page.mouse.move(400, -20, { steps: 5 });
  }
  await expect(page.getByRole("heading", { name: /cart/i, level: 1 })).toBeVisible();
  await expect(page.locator("dialog, section").filter({ hasText: exit.title })).toHaveCount(0);
});

test("a slow form post shows the loader overlay (JS), and the post lands either way", async ({ page }) => {
  await page.goto("/login");
  // The only way to make the shop slow on purpose: hold the sign-in post back for a moment.
  await page.route("**/login**", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (jsOn()) await expect(page.getByRole("status").getByText("Please wait…")).toBeVisible();
  await expect(page.getByText(/email or password/i).first()).toBeVisible();
  await expect(page.getByText("Please wait…")).toHaveCount(0);
});

test("the popups have no accessibility violations, as dialogs (JS) and as cards (no JS)", async ({
  axePage,
}) => {
  for (const [path, type] of [
    ["/", "newsletter"],
    ["/register", "age-check"],
    ["/products", "offer"],
  ]) {
    const popup = await popupOf(type);
    await axePage.goto(path);
    await expect(popupBox(axePage, popup)).toBeVisible();
    const within = jsOn() ? "dialog[open]" : "section[aria-labelledby='popup-card-title']";
    expect(await axeViolations(axePage, { within }), path).toEqual([]);
  }
});

test("a popup answer that makes no sense is refused with a 4xx, and remembers nothing", async ({ page }) => {
  await page.goto("/");
  const bad = await page.request.post("/popups", { form: { id: "first", answer: "maybe" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  const unknown = await page.request.post("/popups", {
    form: { id: "999999", answer: "close" },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(404);
  for (const response of [bad, unknown])
    expect(response.headers()["set-cookie"] ?? "").not.toContain("popups-seen");
  // Only on this site: the answer goes back to a path of the shop, never elsewhere.
  const newsletter = await popupOf("newsletter");
  const away = await page.request.post("/popups", {
    form: { id: String(newsletter.id), answer: "close", redirectTo: "//evil.example/" },
    maxRedirects: 0,
  });
  expect(away.status()).toBe(302);
  expect(away.headers().location).toBe("/");
});
