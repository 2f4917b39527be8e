// The shop in Arabic on a phone (390 px), with JavaScript on and off (the two projects): the
// locale is in the URL and links keep it, the page reads right to left with prices in order,
// nothing scrolls sideways, the language switcher is a plain link, and a browser that prefers
// Arabic is offered it, not sent there. A shopper registers, fills the cart and orders in Arabic.
import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { API_URL, PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { api, fillCart, signedIn } from "./members";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test.use({ viewport: PHONE });

async function expectArabicPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "sideways scroll").toBeLessThanOrEqual(0);
}

test("browse in Arabic: home, a category, a product, the cart and registering keep the locale", async ({
  page,
}) => {
  await page.goto("/ar");
  await expectArabicPage(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ar$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr$/);
  await expect(page.getByRole("heading", { name: "تسوّق حسب الفئة" })).toBeAttached();

  await page.getByRole("link", { name: /ملابس/ }).first().click();
  await expect(page).toHaveURL(/\/ar\/products\?c1=CL-001/);
  await expectArabicPage(page);
  // A price reads in order inside right-to-left text.
  const price = page.locator(".price bdi").first();
  await expect(price).toHaveText(/^\$\d+\.\d{2}$/);

  await page.locator('a[href^="/ar/products/"]').first().click();
  await expect(page).toHaveURL(/\/ar\/products\/[a-z0-9-]+$/);
  await expectArabicPage(page);

  // A visitor's cart and checkout ask to sign in first: in Arabic too.
  for (const [path, landing] of [
    ["/ar/cart", /\/ar\/login\?next=%2Far%2Fcart$/],
    ["/ar/register", /\/ar\/register$/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(landing);
    await expectArabicPage(page);
  }
});

test("filter a listing in Arabic: a size applied, its tag, and clear all", async ({ page }) => {
  const expected = await api("/api/products?c1=CL-001&age=6-12m");
  await page.goto("/ar/products?c1=CL-001");
  await expectArabicPage(page);
  await page.getByRole("link", { name: "التصفية والترتيب" }).click();
  const filters = jsOn()
    ? page.getByRole("dialog", { name: "التصفية والترتيب" })
    : page.getByRole("complementary", { name: "التصفية والترتيب" });
  await expect(filters.getByRole("form", { name: "الفلاتر" })).toBeInViewport();
  // Sizes say their age band in Arabic, the figures in order: "6-12 شهرًا".
  await filters
    .getByRole("group", { name: "المقاس" })
    .getByRole("checkbox", { name: /^6-12 شهرًا/ })
    .check();
  if (jsOn()) await filters.getByRole("button", { name: /^عرض .*منتج/ }).click();
  else await filters.getByRole("button", { name: "تطبيق الفلاتر" }).click();
  await expect(page).toHaveURL(/:\d+\/ar\/products\?c1=CL-001&.*age=6-12m/);
  await expectArabicPage(page);
  await expect(page.getByText(new RegExp(`^عرض 1–\\d+ من ${expected.paging.total} `)).first()).toBeVisible();
  const active = page.getByRole("navigation", { name: "الفلاتر المطبّقة" });
  await expect(active.getByRole("link", { name: "إزالة الفلتر المقاس: 6-12 شهرًا" })).toBeVisible();
  await active.getByRole("link", { name: "مسح الكل" }).click();
  await expect(page).toHaveURL(/:\d+\/ar\/products(\?pageSize=\d+)?$/);
  await expect(page.getByRole("navigation", { name: "الفلاتر المطبّقة" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "كل المنتجات" })).toBeVisible();
  await expectArabicPage(page);
});

test("a product in Arabic: a member chooses a size and adds it to the cart", async ({
  page,
  request,
}, testInfo) => {
  const member = await signedIn(page, request, testInfo);
  const { data } = await api<{ data: { slug: string; stock: number; sizes: string[] }[] }>(
    "/api/products?c1=CL-001&c2=DR-001&pageSize=48&sort=a-z",
  );
  const dress = data.filter((product) => product.stock > 20 && product.sizes.length > 1)[jsOn() ? 2 : 3];
  await page.goto(`/ar/products/${dress.slug}`);
  await expectArabicPage(page);
  await expect(
    page.getByRole("tab", { name: "الوصف" }).or(page.getByRole("heading", { name: "الوصف" })),
  ).toBeVisible();
  const size = dress.sizes[1];
  await page.getByRole("link", { name: size, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+/ar/products/${dress.slug}\\?.*size=${size}`));
  await expect(page.getByText(`المقاس: ${size}`)).toBeVisible();
  await expect(page.getByText(/^اختيارك: .*/)).toContainText(size);
  const sku = await page.locator("#buy-box input[name=sku]").inputValue();
  await page.getByRole("button", { name: "أضف إلى السلة", exact: true }).click();
  await expect
    .poll(async () =>
      JSON.stringify(await (await fetch(`${API_URL}/api/cart`, { headers: member.headers })).json()),
    )
    .toContain(`"${sku}"`);
  await expect(page).toHaveURL(new RegExp(`:\\d+/ar/products/${dress.slug}\\?`));
  await expectArabicPage(page);
  // With JavaScript the slide-out cart opens on the line just added, its colour in Arabic.
  if (jsOn()) {
    const drawer = page.getByRole("dialog", { name: "سلتك" });
    await expect(drawer).toContainText(await arabicVariantOf(member.headers, sku));
  }
});

test("the language switcher is a link to the same page in English", async ({ page }) => {
  await page.goto("/ar/faq");
  await page.locator("summary").filter({ hasText: "الإعدادات" }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test(
  "a first visit preferring Arabic is offered it, not redirected; other first segments are 404",
  { tag: "@no-browser" },
  async ({ request }) => {
    const offered = await request.get("/faq", { headers: { "Accept-Language": "ar-SA,ar;q=0.9,en;q=0.5" } });
    expect(offered.status()).toBe(200);
    expect(offered.url()).toMatch(/\/faq$/);
    expect(await offered.text()).toMatch(/<a href="\/ar\/faq"[^>]*>تصفّح هذا المتجر بالعربية<\/a>/);
    expect(offered.headers()["vary"]).toContain("Accept-Language");
    const plain = await request.get("/faq", { headers: { "Accept-Language": "en" } });
    expect(await plain.text()).not.toContain("data-locale-offer");
    expect((await request.get("/xyz/products")).status()).toBe(404);
    expect((await request.get("/en/products")).status()).toBe(404);
  },
);

// "media" is not a locale: /media/products/… is a picture, not the ($locale).products.$slug page
// (it was, and every product picture answered 404 and dropped the session's flash message).
test("the pictures the pages show load, whatever their folder", async ({ page, request }) => {
  await page.goto("/products");
  const sources = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("img[src^='/media/']")].map((image) => image.src),
  );
  await page.goto("/blog");
  sources.push(
    ...(await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("img[src^='/media/']")].map((image) => image.src),
    )),
  );
  const folders = new Set(sources.map((source) => new URL(source).pathname.split("/")[2]));
  expect([...folders]).toEqual(expect.arrayContaining(["products", "blog"]));
  for (const folder of folders) {
    const source = sources.find((src) => new URL(src).pathname.split("/")[2] === folder)!;
    const answer = await request.get(source);
    expect(answer.status(), source).toBe(200);
    expect(answer.headers()["set-cookie"], source).toBeUndefined();
  }
});

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
// A price as the money rules write it, alone in its <bdi> (so it reads in order in Arabic text),
// or a free delivery.
// The Arabic catalogue (read as a file: Playwright's loader takes no JSON import).
const ar = JSON.parse(readFileSync(new URL("../../app/locales/ar.json", import.meta.url), "utf8")) as Record<
  string,
  string
>;

// A cart line's size and colour as the Arabic pages say it ("أبيض، 0-3m"): the colour's Arabic
// name, never the API's English word.
async function arabicVariantOf(headers: Record<string, string>, sku: string) {
  const cart = await (await fetch(`${API_URL}/api/cart`, { headers })).json();
  const line = (cart.data.items as { sku: string; color: string; size: string | null }[]).find(
    (item) => item.sku === sku,
  )!;
  const colour = ar[`colour.${line.color}`];
  expect(colour, line.color).toMatch(/^[\u0600-\u06FF]+$/);
  return line.size ? `${colour}، ${line.size}` : colour;
}

const PRICE = /^(\$\d{1,3}(,\d{3})*\.\d{2}|مجاني)$/;

test("register in Arabic: a failed field says why in Arabic and keeps what was typed", async ({ page }) => {
  await page.goto("/ar/register");
  await expectArabicPage(page);
  await page.getByLabel("اسمك").fill("سارة");
  await page.getByLabel("البريد الإلكتروني").fill("sara@");
  await page.getByLabel("كلمة المرور", { exact: true }).fill("short");
  await page.getByLabel("أعد كتابة كلمة المرور").fill("other");
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();

  const email = page.getByLabel("البريد الإلكتروني");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText(
    "أدخل عنوان بريد إلكتروني مثل name@example.com",
  );
  await expect(page.getByText("استخدم من 8 إلى 128 حرفًا، بينها حرف واحد ورقم واحد على الأقل")).toBeVisible();
  await expect(page.getByText("كلمتا المرور غير متطابقتين")).toBeVisible();
  await expect(email).toHaveValue("sara@");
  await expect(page.getByLabel("اسمك")).toHaveValue("سارة");
  await expect(page).toHaveURL(/\/ar\/register$/);
  await expectArabicPage(page);

  await email.fill(`sara-${test.info().project.name}-${Date.now()}@example.com`);
  await page.getByLabel("كلمة المرور", { exact: true }).fill("sunny-day-42");
  await page.getByLabel("أعد كتابة كلمة المرور").fill("sunny-day-42");
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(toast(page, "تفقّد بريدك: أرسلنا رابطًا إلى هذا العنوان.")).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/register$/);
});

test("cart, checkout and the order placed in Arabic: prices in order, a date in Arabic, nothing sideways", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  // A date written on the server in Arabic (Intl) must read the same in the browser: no
  // hydration mismatch (React's errors 418 and 425 in production).
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  const member = await signedIn(page, request, testInfo);
  const { data } = await (await fetch(`${API_URL}/api/products?c1=ES-001&pageSize=48&sort=a-z`)).json();
  const offset = testInfo.project.name === "js-on" ? 2 : 12;
  const product = (data as { slug: string; title: string; stock: number }[])
    .filter((candidate) => candidate.stock > 20)
    .at(offset)!;
  await fillCart(request, member.headers, [product.slug]);
  const { data: cart } = await (await fetch(`${API_URL}/api/cart`, { headers: member.headers })).json();
  const variant = await arabicVariantOf(member.headers, cart.items[0].sku);

  await page.goto("/ar/cart");
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { name: "سلة التسوق" })).toBeVisible();
  const line = page.getByRole("list", { name: "المنتجات في سلتك" }).getByRole("listitem");
  await expect(line).toContainText(variant);
  // The product's Arabic title is the API's: the label is read by its Arabic words.
  await expect(line.getByLabel(/^كمية /)).toHaveValue("1");
  await expect(line.locator(".price bdi").first()).toHaveText(PRICE);
  await expect(page.getByText("المجموع الفرعي (قطعة واحدة)")).toBeVisible();

  await page.getByRole("link", { name: "إتمام الطلب" }).last().click();
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  await expectArabicPage(page);
  const summary = page.getByRole("complementary", { name: "ملخص الطلب" });
  await expect(summary).toContainText(variant);
  for (const amount of await summary.locator("dd bdi").all()) await expect(amount).toHaveText(PRICE);
  await expect(page.locator("#charge-note bdi")).toHaveText(PRICE);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectArabicPage(page);
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();

  await expect(page).toHaveURL(/\/ar\/checkout\/INV-\d{4}-\d+$/);
  await expect(page.getByRole("heading", { name: "شكرًا لك! تم تسجيل طلبك." })).toBeVisible();
  await expect(toast(page, /شكرًا لك! تم تسجيل الطلب INV-\d{4}-\d+\./)).toBeVisible();
  await expect(page.locator("strong bdi")).toHaveText(/^INV-\d{4}-\d+$/);
  // The date in Arabic words with Latin digits, as the catalogue's numbers are.
  await expect(page.getByText(/^تاريخ الطلب: \d{1,2} [\u0600-\u06FF]+ \d{4}$/)).toBeVisible();
  await expect(page.getByText("المبالغ بالدولار الأمريكي (USD) كما دُفعت.")).toBeVisible();
  await expect(page.getByRole("region", { name: "المنتجات" })).toContainText(variant);
  for (const amount of await page.locator("#order-items ~ dl bdi, #order-items ~ ul bdi").all())
    await expect(amount).toHaveText(PRICE);
  await expectArabicPage(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectArabicPage(page);
  expect(errors.filter((error) => /hydrat|#418|#425/i.test(error))).toEqual([]);
});

// The gateway answers a code; the page and its toast say why in Arabic (never the gateway's
// English words).
test("a declined card in Arabic: the reason in Arabic, and the order waits to be paid", async ({
  page,
  request,
}, testInfo) => {
  const member = await signedIn(page, request, testInfo);
  const { data } = await (await fetch(`${API_URL}/api/products?c1=ES-001&pageSize=48&sort=a-z`)).json();
  const offset = testInfo.project.name === "js-on" ? 3 : 13;
  const product = (data as { slug: string; stock: number }[]).filter((one) => one.stock > 20).at(offset)!;
  await fillCart(request, member.headers, [product.slug]);

  await page.goto("/ar/checkout");
  await page.locator('input[name="paymentMethod"][value="test_card"]').check();
  await page.locator('input[name="card.number"]').fill("4000 0000 0000 9995");
  await page.locator('input[name="card.expiry"]').fill("12/39");
  await page.locator('input[name="card.cvc"]').fill("123");
  await page.locator('input[name="card.name"]').fill("Alex Shopper");
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();

  await expect(page).toHaveURL(/\/ar\/checkout\/INV-\d{4}-\d+$/);
  const result = page.getByRole("region", { name: "لم تتم عملية الدفع" });
  await expect(result).toContainText("رصيد بطاقتك غير كافٍ. جرّب بطاقة أخرى أو طريقة دفع أخرى.");
  await expect(result).not.toContainText(/insufficient|card/i);
  // The toast says the same reason, in Arabic too.
  const declined = page.getByRole("alert").filter({ hasText: "رصيد بطاقتك غير كافٍ." });
  await expect(declined).toBeVisible();
  await expect(declined).not.toContainText(/insufficient|declined/i);
  await expectArabicPage(page);
});

test("a policy page in Arabic: its title and its whole text in Arabic", async ({ page }) => {
  await page.goto("/ar/page/refund-policy");
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "سياسة الاسترداد" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "المنتجات المعيبة" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/\b(the|your|refund)\b/i);
});

test("a page not found in Arabic: the error page, its title and its way home in Arabic", async ({ page }) => {
  const response = await page.goto("/ar/no-such-page");
  expect(response?.status()).toBe(404);
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "تعذّر العثور على هذه الصفحة" })).toBeVisible();
  await expect(page).toHaveTitle("تعذّر العثور على هذه الصفحة · Little Sprout");
  await page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).click();
  await expect(page).toHaveURL(/:\d+\/ar$/);
  await expectArabicPage(page);
});

test("signing out of an Arabic page lands on the Arabic home, with the goodbye in Arabic", async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request, testInfo);
  await page.goto("/ar/member/profile");
  await page.getByRole("button", { name: "تسجيل الخروج", exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/ar$/);
  await expect(page.getByRole("status").filter({ hasText: "تم تسجيل خروجك." })).toBeVisible();
  await expectArabicPage(page);
  await expect(page.getByRole("link", { name: "تسجيل الدخول" }).first()).toBeVisible();
});
