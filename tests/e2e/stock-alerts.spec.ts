// Back in stock, per size, with JavaScript on and off: a visitor asks for a sold-out size,
// confirms through the mailed link, the catalogue import restocks that size, and exactly one
// mail reaches the real SMTP server on loopback (tests/e2e/mail-catcher.ts), whose link opens
// the product with that size chosen. A member asks with one tap and cancels in the member area.
import type { Page, TestInfo } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { axeViolations, expect, test } from "./axe";
import { type CaughtMail, mailsTo } from "./mail-catcher";
import { registerViaApi, signInWithCookie } from "./members";
import { importCatalogue } from "./operator-import";

const HEADER =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src";

// A product of this test's own: pink dungarees in 0-3m (`soldOutQty`) and 3-6m (3 in stock),
// imported through the operator API, the way an operator restocks.
async function importDungarees(handle: string, soldOutQty: number) {
  const sku = handle.toUpperCase();
  await importCatalogue([
    HEADER,
    `${handle},Harbour Alert Dungarees,<p>Dungarees.</p>,Sprout Alert Test,Sleepsuit,dungarees,Colour,Pink,Size,0-3m,${sku}-03,${soldOutQty},28.00,`,
    `${handle},,,,,,,Pink,,3-6m,${sku}-36,3,28.00,`,
  ]);
}

const unique = (what: string, testInfo: TestInfo) =>
  `${what}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function mailsWithSubject(address: string, subject: RegExp, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => subject.test(mail.subject));
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

const linkIn = (mail: CaughtMail, path: string) => {
  const link = new RegExp(`https?://\\S+${path}\\S*`).exec(mail.text)?.[0];
  expect(link, `a ${path} link in "${mail.subject}"`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
};

// The sold-out size, chosen the way a shopper chooses it: its link on the product page.
async function chooseSoldOutSize(page: Page, handle: string) {
  await page.goto(`/products/${handle}`);
  await page.getByRole("link", { name: "0-3m (sold out)" }).click();
  await expect(page).toHaveURL(/size=0-3m/);
  return page.getByRole("form", { name: /Sold out in 0-3m, pink/ });
}

test("a visitor's alert: confirmed by mail, restocked by the import, one mail with that size", async ({
  page,
}, testInfo) => {
  const handle = unique("e2e-alert", testInfo);
  const email = `${unique("alert", testInfo)}@example.com`;
  await importDungarees(handle, 0);

  const alert = await chooseSoldOutSize(page, handle);
  await alert.getByLabel("Your email").fill(email);
  await alert.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Open the link we sent to ${email}` }),
  ).toBeVisible();
  // Back on the product, the same size still chosen.
  await expect(page).toHaveURL(/size=0-3m/);

  const [confirm] = await mailsWithSubject(email, /^Confirm your Little Sprout back-in-stock alert$/);
  await page.goto(linkIn(confirm, "/stock-alerts/confirm"));
  await page.getByRole("button", { name: "Yes, email me when it's back" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We will email you once" })).toBeVisible();

  await importDungarees(handle, 4);
  const [back] = await mailsWithSubject(email, /^Back in stock: /);
  expect(back.subject).toBe("Back in stock: Harbour Alert Dungarees (0-3m, pink)");
  const productLink = linkIn(back, `/products/${handle}`);
  expect(back.html).toContain(productLink.replaceAll("&", "&amp;"));
  await page.goto(productLink);
  // (Shown sold out for up to the web's catalogue cache lifetime, docs/caching.md.)
  await expect(page.getByRole("link", { name: /^0-3m/ })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText("Size: 0-3m")).toBeVisible();

  // Exactly one: a second import of the same stock sends nothing more.
  await importDungarees(handle, 4);
  await page.waitForTimeout(1000);
  expect((await mailsTo(email)).filter((mail) => mail.subject.startsWith("Back in stock"))).toHaveLength(1);
});

test("a member's alert takes one tap, and is seen and cancelled in the member area", async ({
  page,
}, testInfo) => {
  const handle = unique("e2e-member-alert", testInfo);
  await importDungarees(handle, 0);
  const grant = await registerViaApi("Robin Alert", `${unique("member-alert", testInfo)}@example.com`);
  await signInWithCookie(page, grant, testInfo);

  const alert = await chooseSoldOutSize(page, handle);
  await expect(alert.getByLabel("Your email")).toHaveCount(0);
  await alert.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We will email" })).toBeVisible();

  await page.goto("/member/profile");
  await page
    .getByRole("navigation", { name: "Your account" })
    .getByRole("link", { name: "Stock alerts" })
    .click();
  const list = page.getByRole("list", { name: "Your stock alerts" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("link", { name: "Harbour Alert Dungarees" })).toHaveAttribute(
    "href",
    `/products/${handle}?color=pink&size=0-3m`,
  );
  await list.getByRole("button", { name: "Cancel alert for Harbour Alert Dungarees" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The alert is cancelled." })).toBeVisible();
  await expect(page.getByText("No alerts.")).toBeVisible();
});

test("at 320 wide the alert form fits, its controls are 44 px tall, and axe finds nothing in it", async ({
  page,
  axePage,
}, testInfo) => {
  const handle = unique("e2e-narrow-alert", testInfo);
  await importDungarees(handle, 0);
  await page.setViewportSize({ width: 320, height: 640 });
  const alert = await chooseSoldOutSize(page, handle);
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  for (const control of [
    alert.getByLabel("Your email"),
    alert.getByRole("button", { name: "Email me when it's back" }),
  ])
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await axePage.goto(page.url());
  const within = "form[action='/stock-alerts']";
  expect(
    await axeViolations(axePage, { impacts: ["serious", "critical"], everyImpactWithin: within }),
  ).toEqual([]);
});

test("a mistyped address is said, and what was typed is kept", async ({ page }, testInfo) => {
  const handle = unique("e2e-typo-alert", testInfo);
  await importDungarees(handle, 0);
  await chooseSoldOutSize(page, handle);
  // With JavaScript the error shows in place; without it, on the alert's own page.
  const form = page.getByRole("form", { name: /Email me when it's back/ });
  await form.getByLabel("Your email").fill("not an email");
  await form.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(form.getByText("Enter an email address such as name@example.com")).toBeVisible();
  await expect(form.getByLabel("Your email")).toHaveValue("not an email");
  await expect(form.getByLabel("Your email")).toHaveAttribute("aria-invalid", "true");
});

test("bad addresses get a 400 and no mail", { tag: "@no-browser" }, async ({ request }, testInfo) => {
  const handle = unique("e2e-bad-alert", testInfo);
  await importDungarees(handle, 0);
  const { data } = await (await fetch(`${API_URL}/api/products/${handle}/summary`)).json();
  const variantId = data.variants.find((variant: { stock: number }) => variant.stock === 0).id;
  const bad = [
    `${"a".repeat(10_000)}@example.com`,
    "bad@example.com\r\nBcc: victim@example.com",
    "bad\u0000@example.com",
  ];
  for (const email of bad) {
    const response = await request.post("/stock-alerts", { form: { variantId, email } });
    expect(response.status()).toBe(400);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await mailsTo("bad@example.com")).toEqual([]);
  expect(await mailsTo("victim@example.com")).toEqual([]);
});

// The alerts' confirm page is the newsletter's link page: both open as pages of their own (they
// once rendered inside their parent route's page, /newsletter, without their button).
test("the newsletter's mailed confirm link opens its own page and confirms", async ({ page }, testInfo) => {
  const email = `${unique("news", testInfo)}@example.com`;
  const asked = await fetch(`${API_URL}/api/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const [confirm] = await mailsWithSubject(email, /^Confirm your Little Sprout newsletter subscription$/);
  await page.goto(linkIn(confirm, "/newsletter/confirm"));
  await page.getByRole("button", { name: "Yes, send me the newsletter" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your subscription is confirmed" })).toBeVisible();
});

// In Arabic (the product page's form posts under /ar/): the thanks, the mailed link's page and
// its answer, and the alert's own page, all in Arabic.
test("a visitor's alert in Arabic: the thanks, the confirm page and its answer", async ({
  page,
}, testInfo) => {
  const handle = unique("e2e-ar-alert", testInfo);
  const email = `${unique("ar-alert", testInfo)}@example.com`;
  await importDungarees(handle, 0);

  await page.goto(`/ar/products/${handle}?color=pink&size=0-3m`);
  const form = page.locator('form[action="/ar/stock-alerts"]');
  await form.locator('input[name="email"]').fill(email);
  await form.getByRole("button", { name: "راسلني عند توفره" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `شكرًا! افتح الرابط الذي أرسلناه إلى ${email} لتأكيد التنبيه.` }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ar/products/${handle}\\?.*size=0-3m`));

  const [confirm] = await mailsWithSubject(email, /./);
  await page.goto(linkIn(confirm, "/ar/stock-alerts/confirm"));
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page).toHaveTitle(/^أكّد التنبيه · /);
  await expect(page.getByRole("heading", { name: "أكّد التنبيه" })).toBeVisible();
  await page.getByRole("button", { name: "نعم، راسلني عند توفره" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole("status").filter({ hasText: "شكرًا! سنراسلك مرة واحدة" })).toBeVisible();

  await page.goto("/ar/stock-alerts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تنبيه عودة التوفّر");
  await expect(page.getByRole("main").getByRole("link", { name: "تصفّح المنتجات" })).toHaveAttribute(
    "href",
    "/ar/products",
  );
});
