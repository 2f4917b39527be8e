// The spec's UI states on a phone: the floating back-to-top button, and the copy that must say
// one thing once (a declined payment, the exit popup, dates).
import { API_URL, PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { api, fillCart, signedIn } from "./members";

test.use({ viewport: PHONE });

async function inStockSlug(offset: number) {
  const { data } = await api(`/api/products?c1=ES-001&pageSize=48&sort=a-z`);
  const start = offset + (test.info().project.name === "js-on" ? 0 : 10);
  return (data as { slug: string; stock: number }[]).filter((product) => product.stock > 20)[start].slug;
}

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("a back-to-top button floats in once the shopper has scrolled a screen down", async ({ page }) => {
    await page.goto("/products?c1=CL-001");
    const floating = page.locator("a.fixed[href='#top']");
    await expect(floating).toBeHidden();
    await page.mouse.wheel(0, PHONE.height * 2);
    await expect(floating).toBeInViewport();
    await expect(floating).toHaveAccessibleName("Back to top");
    const box = (await floating.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await floating.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(floating).toBeHidden();
  });
});

test.describe("a slider with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  // Its buttons say which way there is more: "Previous" is off at the start, and on once the
  // row has moved; in Arabic the row runs the other way and the buttons follow it.
  for (const path of ["/", "/ar"]) {
    test(`its buttons follow the row (${path})`, async ({ page }) => {
      await page.goto(path);
      const slider = page.locator("[aria-roledescription=carousel]").first();
      const previous = slider.getByRole("button").first();
      const next = slider.getByRole("button").last();
      await expect(next).toBeEnabled();
      await expect(previous).toBeDisabled();
      await next.click();
      await expect(previous).toBeEnabled();
      await previous.click();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
    });
  }
});

test.describe("the product's pictures with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  // The slider starts a frame after hydration (ProductGallery, useAfterFrame): a thumbnail picked
  // then slides the row to its picture, in both directions of writing.
  for (const prefix of ["", "/ar"]) {
    test(`a thumbnail slides the row to its picture (${prefix || "/"})`, async ({ page }) => {
      const { data } = await api(`/api/products?c1=CL-001&pageSize=48`);
      const product = (data as { slug: string; images: unknown[] }[]).find((item) => item.images.length > 1)!;
      await page.goto(`${prefix}/products/${product.slug}`);
      await expect(page.locator("body[data-hydrated]")).toBeAttached();
      const gallery = page.locator("[aria-roledescription=carousel]").first();
      const thumbnails = gallery.getByRole("list").getByRole("link");
      const slides = gallery.locator("[aria-roledescription=slide]");
      await expect(thumbnails.first()).toHaveAttribute("aria-current", "true");
      await thumbnails.nth(1).click();
      await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
      await expect(thumbnails.first()).not.toHaveAttribute("aria-current");
      // Slid, not jumped: the page stays where it was (no #picture- anchor followed).
      expect(new URL(page.url()).hash).toBe("");
      await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    });
  }
});

test.describe("a failed script chunk", () => {
  test.use({ javaScriptEnabled: true });

  test("reloads to the page the shopper tapped, once in 60 seconds", async ({ page }) => {
    // The blog's module fails to load, as after a deploy that replaced it.
    await page.route(/\/build\/routes\/[^/]*blog\._index-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/page/about-us");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/blog/i);
    // Again within the minute: Remix's reload keeps the shopper where she is, no loop.
    await page.goto("/page/about-us");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/page\/about-us$/);
  });
});

test("a declined card: the page says what to do once", async ({ page, request }, testInfo) => {
  const member = await signedIn(page, request, testInfo);
  await fillCart(request, member.headers, [await inStockSlug(3)]);
  await page.goto("/checkout");
  await page.getByRole("radio", { name: /Card \(test gateway\)/ }).check();
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on the card").fill("Alex Shopper");
  await page.getByRole("button", { name: "Place order" }).click();
  const result = page.getByRole("region", { name: "Your payment did not go through" });
  await expect(result).toBeVisible();
  const text = (await result.locator("p").first().textContent()) ?? "";
  expect(text.match(/\btry\b/gi) ?? []).toHaveLength(1);
});

test("the exit popup promises nothing a visitor does not have (no cart)", async () => {
  const { data } = await api<{ data: { type: string; body: string }[] }>("/api/content/popup/external");
  const exit = data.find((popup) => popup.type === "exit")!;
  expect(exit.body).not.toMatch(/cart/i);
});

test.describe("far east of UTC", () => {
  // A browser whose day is already tomorrow: the server's text and the browser's must agree.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("dates read one way (“Oct 9, 2019”) everywhere, the same from the server and the browser", async ({
    page,
    request,
  }, testInfo) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const member = await signedIn(page, request, testInfo);
    const slug = await inStockSlug(5);
    const review = { name: "Robin", rating: 4, title: "Nice", body: "Soft and washes well, every time." };
    const posted = await request.post(`${API_URL}/api/products/${slug}/reviews`, {
      headers: member.headers,
      data: review,
    });
    expect(posted.status()).toBe(201);
    const oneDate = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
    await page.goto("/member/profile");
    const since = page.getByRole("term").filter({ hasText: "Member since" }).locator("+ dd");
    expect((await since.textContent())!.trim()).toMatch(oneDate);
    await page.goto(`/products/${slug}`);
    const written = page.locator("#reviews time").first();
    expect((await written.textContent())!.trim()).toMatch(oneDate);
    expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
  });
});
