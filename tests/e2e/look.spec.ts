import { API_URL, LOCKED_SHOP_URL, STORE_PASSWORD } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { registerViaApi } from "./members";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test("dark theme, right-to-left and a colour are kept from the first byte", async ({ page }) => {
  await page.goto("/products?c1=ES-001");
  await page.getByText("Settings", { exact: true }).click();
  const panel = page.getByRole("form", { name: "Display settings" });
  const html = page.locator("html");
  // With JavaScript each choice is saved at once: let one land before the next.
  await panel.getByLabel("Dark").check();
  if (jsOn()) await expect(html).toHaveAttribute("data-theme", "dark");
  await panel.getByLabel("Right to left").check();
  if (jsOn()) await expect(html).toHaveAttribute("dir", "rtl");
  await panel.getByLabel("Colour #2e7d5b").check();
  if (jsOn()) await expect(html).toHaveAttribute("style", /#2e7d5b/);
  if (!jsOn()) await panel.getByRole("button", { name: "Save settings" }).click();

  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveURL(/\/products\?c1=ES-001$/);

  // The server's own HTML, before any script runs, already has them.
  const raw = await (await page.request.get("/blog")).text();
  expect(raw).toMatch(/<html[^>]*dir="rtl"/);
  expect(raw).toMatch(/<html[^>]*data-theme="dark"/);
  expect(raw).toMatch(/<html[^>]*--theme-color:\s*#2e7d5b/);

  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(html).toHaveAttribute("style", /#2e7d5b/);
});

test("settings that are not on offer are refused with a clear message", async ({ page }) => {
  await page.goto("/");
  const response = await page.request.post("/preferences", {
    form: { theme: "neon", dir: "ltr", color: "#000000" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Those settings are not on offer.");
});

test("the reviews page lists what parents wrote, with the product", async ({ page, request }, testInfo) => {
  const products = await (await request.get(`${API_URL}/api/products?c2=AC-001&sort=a-z`)).json();
  const product = products.data[jsOn() ? 2 : 3];
  const title = `Lovely ${jsOn() ? "hat" : "cap"} for spring`;
  const reviewer = await registerViaApi("Sam", `sam-${testInfo.project.name}-${Date.now()}@example.com`);
  const written = await request.post(`${API_URL}/api/products/${product.slug}/reviews`, {
    headers: { "x-access-token": reviewer.accessToken, "x-user-id": reviewer.userId },
    data: { name: "Sam", rating: 5, title, body: "Fits well and keeps the sun off. Would buy again." },
  });
  expect(written.status()).toBe(201);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Reviews" }).click();
  const review = page.getByRole("article").filter({ hasText: title });
  await expect(review.getByRole("heading", { name: title })).toBeVisible();
  await review.getByRole("link", { name: product.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
});

test("the sitemap page links every part of the shop", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
  const shop = page.getByRole("region", { name: "Shop" });
  await expect(shop.getByRole("link", { name: "Sleepsuit" })).toHaveAttribute(
    "href",
    "/products?c1=CL-001&c2=SL-001",
  );
  await page
    .getByRole("region", { name: "Collections" })
    .getByRole("link", { name: /new arrival/i })
    .click();
  await expect(page).toHaveURL(/\/catalog\/new-arrival/);
});

test("the store lock keeps a visitor out until the right password", async ({ page }) => {
  const response = await page.goto(`${LOCKED_SHOP_URL}/products?c1=CL-001`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${LOCKED_SHOP_URL}/password?next=%2Fproducts%3Fc1%3DCL-001`);
  await expect(page.getByRole("heading", { name: "We are opening soon" })).toBeVisible();
  // Nothing of the shop shows through, and forms are locked too.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  const post = await page.request.post(`${LOCKED_SHOP_URL}/wishlist`, {
    form: { intent: "add", productId: "1" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  expect(post.headers()["location"]).toContain("/password");

  await page.getByLabel("Password").fill("not-it");
  await page.getByRole("button", { name: "Enter the shop" }).click();
  await expect(page.getByText("That is not the password.")).toBeVisible();

  await page.getByLabel("Password").fill(STORE_PASSWORD);
  await page.getByRole("button", { name: "Enter the shop" }).click();
  await expect(page).toHaveURL(`${LOCKED_SHOP_URL}/products?c1=CL-001`);
  await expect(page.getByRole("heading", { level: 1, name: "Clothing" })).toBeVisible();
});

test("the store lock in Arabic: the password page, its errors and the way in, all in Arabic", async ({
  page,
}) => {
  await page.goto(`${LOCKED_SHOP_URL}/ar/products?c1=CL-001`);
  await expect(page).toHaveURL(`${LOCKED_SHOP_URL}/ar/password?next=%2Far%2Fproducts%3Fc1%3DCL-001`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { name: "نفتح أبوابنا قريبًا" })).toBeVisible();
  await expect(page.getByText("المتجر غير مفتوح للجميع بعد.")).toBeVisible();
  await expect(page).toHaveTitle(/^قريبًا · /);
  // A thumb's tap target, and nothing wider than the screen.
  expect(
    (await page.getByRole("button", { name: "ادخل المتجر" }).boundingBox())!.height,
  ).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole("button", { name: "ادخل المتجر" }).click();
  await expect(page.getByText("أدخل كلمة المرور", { exact: true })).toBeVisible();
  await page.getByLabel("كلمة المرور").fill("not-it");
  await page.getByRole("button", { name: "ادخل المتجر" }).click();
  await expect(page.getByText("كلمة المرور غير صحيحة.")).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/password|Enter/i);

  await page.getByLabel("كلمة المرور").fill(STORE_PASSWORD);
  await page.getByRole("button", { name: "ادخل المتجر" }).click();
  await expect(page).toHaveURL(`${LOCKED_SHOP_URL}/ar/products?c1=CL-001`);
  await expect(page.getByRole("heading", { level: 1, name: "ملابس" })).toBeVisible();
});

test("an offline notice with JavaScript, gone when the connection is back; back to top everywhere", async ({
  page,
  context,
}) => {
  await page.goto("/products?c1=CL-001");
  const notice = page.getByRole("status").filter({ hasText: "You are offline." });
  if (jsOn()) {
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toBeHidden();
  } else {
    await expect(notice).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Back to top" }).click();
  await expect(page).toHaveURL(/#top$/);
});
