// Feedback and flow on a phone: a visitor's "Add to cart" says why sign-in is asked and adds the
// item after it; adding shows progress and adds once on a double tap; "Filter and sort" works
// before the scripts have arrived; the review form speaks plainly; counts read "1 review".
import type { Page } from "@playwright/test";

import { API_URL, PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { api, registerViaApi, signedIn, signIn } from "./members";

test.use({ viewport: PHONE });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

type Summary = {
  title: string;
  variants: { sku: string; size: string | null; color: string | null; stock: number }[];
};

// A product with sizes, one in stock, and the page address that chooses it; a different one in
// each project (both run at once on one shop).
async function sizedProduct(offset: number) {
  const { data } = await api(`/api/products?c1=CL-001&pageSize=48&sort=a-z`);
  const slugs = (data as { slug: string }[]).map((product) => product.slug);
  const start = offset + (test.info().project.name === "js-on" ? 0 : 20);
  for (const slug of slugs.slice(start)) {
    const summary: Summary = (await api(`/api/products/${slug}/summary`)).data;
    const variant = summary.variants.find((v) => v.size && v.stock > 10);
    if (!variant) continue;
    const query = new URLSearchParams({
      ...(variant.color && { color: variant.color }),
      size: variant.size!,
    });
    return { slug, title: summary.title, size: variant.size!, path: `/products/${slug}?${query}` };
  }
  throw new Error("No product with sizes in stock");
}

const addButton = (page: Page) => page.getByRole("button", { name: "Add to cart", exact: true });

test("a visitor's Add to cart: sign-in says why, opens at the top, and the item is added after it", async ({
  page,
}, testInfo) => {
  const product = await sizedProduct(0);
  await page.goto(product.path);
  // Deep in the page, as a shopper is after reading the description.
  await page.mouse.wheel(0, 600);
  await addButton(page).scrollIntoViewIfNeeded();
  await addButton(page).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("status").first()).toHaveText(
    `Sign in to add ${product.title}, size ${product.size}, to your cart; it will be added.`,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const email = `why-${testInfo.project.name}-${Date.now()}@example.com`;
  await registerViaApi("Pat Visitor", email);
  await signIn(page, email);
  await expect(
    page.getByText(`Welcome, Pat Visitor! ${product.title}, size ${product.size}, is in your cart.`),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Cart 1 item/ })).toBeVisible();
});

test("the review form says what each empty field needs, in words", async ({ page, request }, testInfo) => {
  await signedIn(page, request, testInfo);
  const product = await sizedProduct(2);
  await page.goto(`/products/${product.slug}`);
  if (jsOn()) await page.getByRole("tab", { name: /Reviews/ }).click();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByLabel("Your name").fill("");
  await form.getByRole("button", { name: "Send review" }).click();
  for (const message of ["Enter your name", "Choose a rating", "Enter a title", "Write a few words here"]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByText(/Invalid input|expected string/)).toHaveCount(0);
});

test("one review reads “1 review”, with its space, beside the title", async ({ page, request }, testInfo) => {
  // A product nobody has reviewed yet, reviewed once through the API.
  const { data } = await api(`/api/products?c1=ES-001&pageSize=48&sort=z-a`);
  const skip = testInfo.project.name === "js-on" ? 0 : 1;
  const unreviewed: string[] = [];
  for (const { slug } of data as { slug: string }[]) {
    if ((await api(`/api/products/${slug}/reviews`)).summary.count === 0) unreviewed.push(slug);
    if (unreviewed.length > skip) break;
  }
  const slug = unreviewed[skip];
  const member = await signedIn(page, request, testInfo);
  const review = {
    name: "Robin",
    rating: 5,
    title: "Lovely",
    body: "Soft, warm and washes well every time.",
  };
  const posted = await request.post(`${API_URL}/api/products/${slug}/reviews`, {
    headers: member.headers,
    data: review,
  });
  expect(posted.status()).toBe(201);
  await page.goto(`/products/${slug}`);
  const count = page.getByRole("link", { name: /^1 review/ });
  expect(await count.innerText()).toBe("1 review");
});

// What the scripts do: with JavaScript in both projects (the phone's and the desktop's).
test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("Filter and sort opens the filters while the scripts are still on their way", async ({ context }) => {
    // A page of its own: the fixture's page waits for hydration, which never comes here.
    const page = await context.newPage();
    await page.route("**/build/**/*.js", (route) => route.abort());
    await page.goto("/products?c1=CL-001");
    await page.getByRole("link", { name: "Filter and sort" }).click();
    await expect(page.getByRole("form", { name: "Filters" })).toBeInViewport();
  });

  test("Add to cart is busy at once, and a double tap adds one", async ({ page, request }, testInfo) => {
    const member = await signedIn(page, request, testInfo);
    const product = await sizedProduct(4);
    await page.goto(product.path);
    // A slow network: the answer takes a moment, as on a phone.
    await page.route("**/cart?**", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await addButton(page).dblclick();
    await expect(page.locator("form[aria-busy=true]")).toHaveCount(1);
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart." })).toBeVisible();
    await expect(page.locator("form[aria-busy=true]")).toHaveCount(0);
    const cart = await request.get(`${API_URL}/api/cart`, { headers: member.headers });
    expect((await cart.json()).data.qty).toBe(1);
  });
});
