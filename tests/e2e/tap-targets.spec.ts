// Every control a thumb can tap is at least 44×44 px on a 390 px phone, on each kind of page a
// shopper and a member use, with JavaScript on and off (the two projects). Two exceptions, both
// WCAG 2.5.8's: a link inside a sentence (sized by the line it sits in), and a small link with a
// big twin to the same place (a card's title under its picture, which leads to the same page).
import type { Page } from "@playwright/test";

import { API_URL, PHONE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { fillCart, signedIn } from "./members";

test.use({ viewport: PHONE });

const MIN = 44;

// The tap targets on the page smaller than 44×44, described so that a failure says which.
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const selector =
      "a[href], button, select, textarea, summary, input:not([type=hidden]), [role=button], [role=tab]";
    const described = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    // A link in a run of text: its parent also holds text of its own.
    const inline = (element: Element) =>
      getComputedStyle(element).display === "inline" &&
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
    // What the thumb hits: a checkbox or radio is tapped through its label.
    const target = (element: Element) =>
      element.matches("input[type=checkbox], input[type=radio]")
        ? (element.closest("label") ?? element)
        : element;
    const big = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width >= min - 0.5 && box.height >= min - 0.5;
    };
    const bigTwin = (element: Element) =>
      element instanceof HTMLAnchorElement &&
      [...document.querySelectorAll("a[href]")].some(
        (other) => other !== element && (other as HTMLAnchorElement).href === element.href && big(other),
      );
    const small: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const hit = target(element);
      if (!hit.checkVisibility({ visibilityProperty: true })) continue;
      // Text for screen readers only (the skip link until it is focused).
      if (getComputedStyle(hit).clip.startsWith("rect") || hit.closest(".sr-only")) continue;
      if (inline(element) || bigTwin(element)) continue;
      const box = hit.getBoundingClientRect();
      // Parked off the page for bots only (the honeypot field).
      if (box.right <= 0 || box.left >= document.documentElement.scrollWidth) continue;
      if (!big(hit)) {
        small.push(`${described(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return [...new Set(small)];
  }, MIN);
}

async function expectThumbSized(page: Page, path: string) {
  await page.goto(path);
  expect.soft(await smallTargets(page), `targets under ${MIN} px on ${path}`).toEqual([]);
}

async function productSlug() {
  const { data } = await (await fetch(`${API_URL}/api/products?c1=CL-001&pageSize=48&sort=a-z`)).json();
  return (data as { slug: string; stock: number }[]).find((product) => product.stock > 20)!.slug;
}

test("public pages: every tap target is at least 44×44 px", async ({ page }) => {
  test.setTimeout(60_000);
  const slug = await productSlug();
  for (const path of [
    "/",
    "/products?c1=CL-001",
    `/products/${slug}`,
    `/products/${slug}?months=7`,
    "/size-guide/dr-001",
  ]) {
    await expectThumbSized(page, path);
  }
});

test("the cart, checkout and member pages: every tap target is at least 44×44 px", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const member = await signedIn(page, request, testInfo);
  await fillCart(request, member.headers, [await productSlug()]);
  const paths = [
    "/cart",
    "/checkout",
    "/member/profile",
    "/member/orders",
    "/member/address-book",
    "/member/children",
    "/member/wishlist",
    "/member/alerts",
  ];
  for (const path of paths) await expectThumbSized(page, path);
});
