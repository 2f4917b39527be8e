// The spec's panels on a phone (390 and 320 wide), with JavaScript on and off, left to right and
// right to left: the settings side panel, the search overlay, the gallery's lightbox, the compare
// slider; and the desktop cart's columns.
import type { Locator, Page } from "@playwright/test";

import { API_URL, PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { useDirection } from "./layout";
import { fillCart, signedIn } from "./members";

// A phone: a touch screen, with no mouse to hover.
test.use({ viewport: PHONE, hasTouch: true });

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const DIRECTIONS = ["ltr", "rtl"] as const;
const WIDTHS = [PHONE.width, 320] as const;

// A product with more than one picture, from the API.
async function aProductWithPictures() {
  const { data } = await (await fetch(`${API_URL}/api/products?c1=CL-001&pageSize=48`)).json();
  return (data as { slug: string; title: string; images: unknown[] }[]).find(
    (product) => product.images.length > 1,
  )!;
}

// The page is no wider than the screen: nothing to scroll sideways.
async function expectFits(page: Page) {
  const { document, viewport } = await page.evaluate(() => ({
    document: window.document.documentElement.scrollWidth,
    viewport: window.document.documentElement.clientWidth,
  }));
  expect(document).toBeLessThanOrEqual(viewport);
}

async function expectThumbSized(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
}

// Touches the inline end of the screen: the right, or the left right to left (once it has slid in).
async function expectAtInlineEnd(page: Page, panel: Locator, dir: "ltr" | "rtl") {
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = (await panel.boundingBox())!;
      return Math.round(dir === "ltr" ? width - (box.x + box.width) : box.x);
    })
    .toBe(0);
}

for (const dir of DIRECTIONS) {
  for (const width of WIDTHS) {
    test.describe(`${dir} at ${width} px`, () => {
      test.beforeEach(async ({ page, context, baseURL }) => {
        await useDirection(context, baseURL, dir);
        await page.setViewportSize({ width, height: PHONE.height });
      });

      test("the settings open in a side panel (a disclosure without JavaScript)", async ({ page }) => {
        await page.goto("/blog");
        const opener = page.getByRole("banner").getByText("Settings", { exact: true });
        await expectThumbSized(opener);
        await opener.click();
        const form = page.getByRole("form", { name: "Display settings" });
        await expect(form).toBeVisible();
        await expectFits(page);
        if (jsOn()) {
          const panel = page.getByRole("dialog", { name: "Display settings" });
          await expectAtInlineEnd(page, panel, dir);
          const close = panel.getByRole("button", { name: "Close the settings" });
          await expect(close).toBeFocused();
          await expectThumbSized(close);
          await page.keyboard.press("Escape");
          await expect(panel).toBeHidden();
          await expect(opener).toBeFocused();
          await opener.click();
          await close.click();
          await expect(panel).toBeHidden();
          await expect(opener).toBeFocused();
          await opener.click();
        }
        // A choice made in it is kept.
        await form.getByLabel("Dark").check();
        if (!jsOn()) await form.getByRole("button", { name: "Save settings" }).click();
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        await expect(page).toHaveURL(/\/blog$/);
      });

      test("on a phone the search opens full screen (a plain form without JavaScript)", async ({ page }) => {
        await page.goto("/");
        const field = page.getByRole("searchbox", { name: "Search products" });
        if (jsOn()) {
          await field.click();
          const overlay = page.getByRole("dialog", { name: "Search" });
          const box = (await overlay.boundingBox())!;
          expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, width, PHONE.height]);
          await field.fill("dress");
          await expect(overlay.getByText(/^\d+ found$/)).toBeVisible();
          await expect(overlay.getByRole("link", { name: /dress/i }).first()).toBeInViewport();
          await expectFits(page);
          await page.keyboard.press("Escape");
          await expect(overlay).toHaveCount(0);
          await expect(field).toBeFocused();
          await field.click();
          const close = overlay.getByRole("button", { name: "Close the search" });
          await expectThumbSized(close);
          await close.click();
          await expect(overlay).toHaveCount(0);
          await expect(field).toBeFocused();
        }
        await field.fill("dress");
        await page.getByRole("search").getByRole("button", { name: "Search", exact: true }).click();
        await expect(page).toHaveURL(/\/search\?q=dress$/);
        await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
        await expectFits(page);
      });

      test("a tap on the product's picture opens it full size to pinch-zoom (a link without JavaScript)", async ({
        page,
      }) => {
        const product = await aProductWithPictures();
        await page.goto(`/products/${product.slug}`);
        const gallery = page.getByRole("region", { name: `Pictures of ${product.title}` });
        const picture = gallery.getByRole("link", { name: /^Enlarge: / }).first();
        await expectThumbSized(picture);
        const href = (await picture.getAttribute("href"))!;
        expect(href).toMatch(/^\/media\//);
        if (jsOn()) {
          await picture.click();
          const lightbox = page.getByRole("dialog", { name: /, full size$/ });
          await expect(lightbox).toBeVisible();
          const scroller = lightbox.getByRole("region", { name: "Full-size picture: pinch to zoom" });
          const style = await scroller.evaluate((element) => getComputedStyle(element));
          // Panning and the browser's pinch zoom ("manipulation" is Chromium's name for the two).
          expect(["manipulation", "pan-x pan-y pinch-zoom"]).toContain(style.touchAction);
          expect(style.overflowX).toBe("auto");
          // At its own size, not squeezed to the screen.
          const image = scroller.getByRole("img");
          await expect(image).toHaveAttribute("src", href);
          await expect
            .poll(() =>
              image.evaluate((img: HTMLImageElement) => [
                img.naturalWidth > 0,
                img.width === img.naturalWidth,
              ]),
            )
            .toEqual([true, true]);
          const close = lightbox.getByRole("button", { name: "Close the picture" });
          await expectThumbSized(close);
          await page.keyboard.press("Escape");
          await expect(lightbox).toBeHidden();
          await expect(picture).toBeFocused();
          await picture.click();
          await close.click();
          await expect(lightbox).toBeHidden();
          // No hover zoom on a phone: a pointer over the picture leaves it as it is.
          await picture.hover({ position: { x: 10, y: 10 } });
          await picture.hover();
          await expect(picture.getByRole("img")).not.toHaveAttribute("style", /scale/);
          await expectFits(page);
        } else {
          await picture.click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
        }
      });

      test("on a phone the compared products sit side by side in a slider, their rows level", async ({
        page,
      }) => {
        const { data } = await (await fetch(`${API_URL}/api/products?c2=BA-001`)).json();
        const products = (data as { id: number; title: string }[]).slice(0, 3);
        for (const product of products) {
          const form = { productId: String(product.id), intent: "add", redirectTo: "/compare" };
          expect((await page.request.post("/compare", { form })).ok()).toBe(true);
        }
        await page.goto("/compare");
        const slider = page.getByRole("list", { name: "Products to compare" });
        const cards = slider.getByRole("listitem");
        await expect(cards).toHaveCount(3);
        const style = await slider.evaluate((element) => ({
          snap: getComputedStyle(element).scrollSnapType,
          scrolls: element.scrollWidth > element.clientWidth,
        }));
        expect(style).toEqual({ snap: "x mandatory", scrolls: true });
        await expectFits(page);
        // Each fact is level with the same fact on the next card (measured there once scrolled to).
        const tops = async (card: Locator) =>
          Promise.all(
            [
              ...["Price", "Brand", "Rating", "Colours", "Availability"].map((name) =>
                card.getByText(name, { exact: true }),
              ),
              card.getByRole("button", { name: /^Remove / }),
            ].map(async (part) => (await part.boundingBox())!.y),
          );
        const first = await tops(cards.first());
        for (const index of [1, 2]) {
          await cards.nth(index).scrollIntoViewIfNeeded();
          expect(await tops(cards.nth(index))).toEqual(first);
        }
        await expectThumbSized(cards.first().getByRole("button", { name: /^Remove / }));
        await expect(page.getByRole("table")).toBeHidden();
        await page.setViewportSize({ width: 1280, height: 800 });
        await expect(page.getByRole("table")).toBeVisible();
        await expect(slider).toBeHidden();
      });
    });
  }
}

test("on a wide screen the search stays in the header row, its results under the field", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const field = page.getByRole("searchbox", { name: "Search products" });
  await field.fill("dress");
  if (jsOn()) {
    const results = page.locator("#search-suggestions");
    await expect(results.getByText(/^\d+ found$/)).toBeVisible();
    const [fieldBox, resultsBox] = [(await field.boundingBox())!, (await results.boundingBox())!];
    expect(resultsBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
    expect(resultsBox.height).toBeLessThanOrEqual(350);
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=dress$/);
});

test("on a wide screen the cart's columns line up; on a phone each line stacks", async ({
  page,
  request,
}, testInfo) => {
  const { data } = await (await fetch(`${API_URL}/api/products?c1=ES-001&pageSize=48&sort=a-z`)).json();
  const inStock = (data as { slug: string; stock: number }[]).filter((product) => product.stock > 20);
  const member = await signedIn(page, request, testInfo);
  await fillCart(
    request,
    member.headers,
    inStock.slice(0, 3).map((product) => product.slug),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/cart");
  const lines = page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(3);
  const columnsOf = (line: Locator) => [
    line.getByRole("link").first(),
    line.locator(".price"),
    line.getByLabel(/^Quantity of /),
    line.locator("p", { hasText: "Total for" }),
    line.getByRole("button", { name: /^Remove/ }),
  ];
  // Each column starts at the same x on every line, and they run left to right in that order.
  const starts: number[][] = [];
  for (const line of await lines.all()) {
    starts.push(await Promise.all(columnsOf(line).map(async (cell) => (await cell.boundingBox())!.x)));
  }
  for (const row of starts.slice(1)) {
    row.forEach((x, column) => expect(Math.abs(x - starts[0][column]), `column ${column}`).toBeLessThan(1));
  }
  for (const column of [1, 2, 3, 4]) expect(starts[0][column]).toBeGreaterThan(starts[0][column - 1] + 40);

  // A phone: the quantity and total wrap under the name and price.
  await page.setViewportSize({ width: 320, height: 640 });
  const [name, price, quantity] = columnsOf(lines.first());
  const [nameBox, priceBox, quantityBox] = await Promise.all(
    [name, price, quantity].map(async (cell) => (await cell.boundingBox())!),
  );
  expect(priceBox.y).toBeGreaterThan(nameBox.y);
  expect(quantityBox.y).toBeGreaterThan(priceBox.y);
  await expectFits(page);
});
