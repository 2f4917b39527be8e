// Popups and the loader overlay, with JavaScript on (dialogs) and off (cards that never block).
import type { Page } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { axeViolations, expect, test } from "./axe";

test.use({ popups: "show" });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

type Popup = { id: number; type: string; title: string; body: string; cta?: string; link?: string };

async function popupOf(type: string): Promise<Popup> {
  const { data }: { data: Popup[] } = await (await fetch(`${API_URL}/api/content/popup/external`)).json();
  return data.find((popup) => popup.type === type)!;
}

// With JavaScript the popup is a modal dialog; without it, a region below the page.
const popupBox = (page: Page, popup: Popup) =>
  jsOn() ? page.getByRole("dialog", { name: popup.title }) : page.getByRole("region", { name: popup.title });

// A popup opens (with JavaScript) only once the shopper has engaged: this page is then the
// visit's second (app/lib/popups.ts; the rule itself is tested in popup-rule.spec.ts).
async function engage(page: Page) {
  if (jsOn()) await page.goto("/faq");
}

test("the newsletter popup shows on a first visit, closes, and is not shown again", async ({ page }) => {
  const newsletter = await popupOf("newsletter");
  await engage(page);
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
  await engage(page);
  await page.goto("/blog");
  const box = popupBox(page, newsletter);
  // Without JavaScript the small card leads to the footer's form, just below it.
  const signUp = async () => {
    if (jsOn()) return popupBox(page, newsletter);
    await popupBox(page, newsletter).getByRole("link", { name: newsletter.cta! }).click();
    return page.getByRole("region", { name: "Newsletter" });
  };
  let signUpForm = await signUp();
  await signUpForm.getByLabel("Email for news and offers").fill("not an address");
  await signUpForm.getByRole("button", { name: "Subscribe" }).click();
  // A wrong address: the form says why and keeps what was typed; in the popup with JavaScript,
  // on the newsletter page without it.
  const form = jsOn() ? box : page.getByRole("main");
  await expect(form.getByText(/email address such as/i)).toBeVisible();
  await expect(form.getByLabel("Email for news and offers")).toHaveValue("not an address");
  if (!jsOn()) await page.goto("/blog");

  const email = `popup-${testInfo.project.name}-${Date.now()}@example.com`;
  signUpForm = await signUp();
  await signUpForm.getByLabel("Email for news and offers").fill(email);
  await signUpForm.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: /subscribed|thank/i })).toBeVisible();
  await expect(page.locator("dialog, section").filter({ hasText: newsletter.title })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("dialog, section").filter({ hasText: newsletter.title })).toHaveCount(0);
});

test("the age check is a question on the register page, never a popup; no leads home, yes is remembered", async ({
  page,
}) => {
  const ageCheck = await popupOf("age-check");
  await page.goto("/register");
  // With or without JavaScript: a region of the page, not a dialog over it.
  const box = page.getByRole("region", { name: ageCheck.title });
  await expect(box).toBeVisible();
  await expect(page.getByRole("dialog", { name: ageCheck.title })).toHaveCount(0);
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
  await engage(page);
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

test("the exit popup: as the pointer leaves the window (JS); without JavaScript it has no card", async ({
  page,
}) => {
  const exit = await popupOf("exit");
  // The newsletter answered already (or it would be this visit's one popup).
  const newsletter = await popupOf("newsletter");
  await page.goto("/");
  await page.request.post("/popups", { form: { id: String(newsletter.id), answer: "close" } });
  await engage(page);
  await page.goto("/blog");
  const box = popupBox(page, exit);
  if (!jsOn()) {
    await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
    await expect(page.locator("dialog, section").filter({ hasText: exit.title })).toHaveCount(0);
    return;
  }
  await expect(box).toBeHidden();
  await page.mouse.move(200, 300);
  await page.mouse.move(200, -20, { steps: 5 });
  await expect(box).toBeVisible();
  await box.getByRole("button", { name: exit.cta! }).click();
  await expect(page).toHaveURL(new RegExp(`${exit.link}$`));
  await page.goto("/blog");
  await page.mouse.move(200, 300);
  await page.mouse.move(200, -20, { steps: 5 });
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
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
    ["/products", "offer"],
    ["/register", "age-check"],
  ]) {
    const popup = await popupOf(type);
    // A new visit each time (one popup a visit), engaged.
    await axePage.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await engage(axePage);
    await axePage.goto(path);
    const question = type === "age-check";
    await expect(
      question ? axePage.getByRole("region", { name: popup.title }) : popupBox(axePage, popup),
    ).toBeVisible();
    const within = question
      ? "section[aria-labelledby='age-question-title']"
      : jsOn()
        ? "dialog[open]"
        : "section[aria-labelledby='popup-card-title']";
    expect(await axeViolations(axePage, { within }), path).toEqual([]);
  }
});

test(
  "a popup answer that makes no sense is refused with a 4xx, and remembers nothing",
  { tag: "@no-browser" },
  async ({ page }) => {
    await page.goto("/");
    const bad = await page.request.post("/popups", {
      form: { id: "first", answer: "maybe" },
      maxRedirects: 0,
    });
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
  },
);
