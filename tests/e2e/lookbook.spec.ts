// The lookbook (outfits with filter buttons) and the about-us page's team and testimonials.
// Every test runs with JavaScript on and off (see playwright.config.ts).
import type { Look, TeamMember, Testimonial } from "@contract";
import type { APIRequestContext, Page } from "@playwright/test";

import { API_URL } from "../../playwright.config";
import { expect, test } from "./fixtures";

async function apiList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`${API_URL}${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

const looksFrom = (request: APIRequestContext) => apiList<Look>(request, "/api/content/lookbook/external");
const filters = (page: Page) => page.getByRole("navigation", { name: "Filter looks" });
const lookTitles = (page: Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });

test.describe("lookbook", () => {
  test("shows every look with its picture, and a look links to the products it features", async ({
    page,
    request,
  }) => {
    const looks = await looksFrom(request);
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Lookbook" }).click();

    await expect(page).toHaveURL("/lookbook");
    await expect(page.getByRole("heading", { level: 1, name: "Lookbook" })).toBeVisible();
    await expect(lookTitles(page)).toHaveText(looks.map((look) => look.title));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`${looks.length} looks`);
    await expect(filters(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");

    const [first] = looks;
    const card = page.getByRole("article", { name: first.title });
    await expect(card.getByText(first.caption)).toBeVisible();
    const picture = card.getByRole("img");
    await expect(picture).toHaveAttribute("src", `/media/${first.image}`);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByRole("link", { name: `More in ${first.listing.title}` })).toHaveAttribute(
      "href",
      first.listing.link,
    );

    const [product] = first.products;
    await card.getByRole("link", { name: product.title }).click();
    await expect(page).toHaveURL(`/products/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  });

  test("filter buttons narrow the grid, keep the filter in the URL and work from the keyboard", async ({
    page,
    request,
  }) => {
    const looks = await looksFrom(request);
    const baby = looks.filter((look) => look.group === "baby");
    const party = looks.filter((look) => look.group === "party");
    expect(baby.length).toBeGreaterThan(0);
    expect(baby.length).toBeLessThan(looks.length);

    await page.goto("/lookbook");
    await filters(page).getByRole("link", { name: "Baby" }).click();
    await expect(page).toHaveURL("/lookbook?look=baby");
    await expect(lookTitles(page)).toHaveText(baby.map((look) => look.title));
    await expect(filters(page).getByRole("link", { name: "Baby" })).toHaveAttribute("aria-current", "page");
    await expect(filters(page).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL("/lookbook?look=baby", page.url()).href,
    );

    // A filter is a link: reachable with Tab (Party comes just before Baby), followed with Enter.
    await filters(page).getByRole("link", { name: "Baby" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(filters(page).getByRole("link", { name: "Party" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/lookbook?look=party");
    await expect(lookTitles(page)).toHaveText(party.map((look) => look.title));

    // The URL alone is the state: opened afresh, it shows the same looks.
    await page.goto("/lookbook?look=party");
    await expect(lookTitles(page)).toHaveText(party.map((look) => look.title));

    await filters(page).getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL("/lookbook");
    await expect(lookTitles(page)).toHaveCount(looks.length);
  });

  test("an unknown or malformed filter shows every look rather than an error", async ({ page, request }) => {
    const looks = await looksFrom(request);
    for (const query of ["?look=shoes", "?look=", "?look=%E0%A4", `?look=${"x".repeat(300)}&look=baby`]) {
      const response = await page.goto(`/lookbook${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(lookTitles(page), query).toHaveCount(looks.length);
      await expect(filters(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new URL("/lookbook", page.url()).href,
      );
    }
  });

  test("the lookbook is on the sitemap page and in sitemap.xml", async ({ page, request, baseURL }) => {
    expect(await (await request.get("/sitemap.xml")).text()).toContain(
      `<loc>${baseURL}/sitemaps/pages.xml</loc>`,
    );
    const xml = await (await request.get("/sitemaps/pages.xml")).text();
    for (const path of ["/lookbook", "/lookbook?look=baby", "/lookbook?look=accessories"]) {
      expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    await page.goto("/sitemap");
    await page.getByRole("region", { name: "Collections" }).getByRole("link", { name: "Lookbook" }).click();
    await expect(page).toHaveURL("/lookbook");
    await expect(lookTitles(page).first()).toBeVisible();
  });
});

test.describe("team and testimonials", () => {
  test("shows the page's text, then the team and what parents say", async ({ page, request }) => {
    const team = await apiList<TeamMember>(request, "/api/content/team/external");
    const testimonials = await apiList<Testimonial>(request, "/api/content/testimonial/external");
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "About us", exact: true }).click();

    await expect(page).toHaveURL("/page/about-us");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What we make" })).toBeVisible();

    const teamSection = page.getByRole("region", { name: "Meet the team" });
    await expect(teamSection.getByRole("heading", { level: 3 })).toHaveText(
      team.map((member) => member.name),
    );
    await expect(teamSection.getByText(team[0].role)).toBeVisible();
    await expect(teamSection.getByText(team[0].bio)).toBeVisible();
    const avatar = teamSection.locator(`img[src="/media/${team[0].avatar}"]`);
    await avatar.scrollIntoViewIfNeeded();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const said = page.getByRole("region", { name: "What parents say" });
    await expect(said.getByRole("blockquote")).toHaveCount(testimonials.length);
    const [first] = testimonials;
    const card = said.getByRole("listitem").first();
    await expect(card.getByText(first.quote)).toBeVisible();
    await expect(card.getByText(first.name)).toBeVisible();
    await expect(card.getByText(first.detail)).toBeVisible();
    await expect(card).toContainText(`Rated ${first.rating} out of 5`);
  });

  test("the home page shows what parents say too", async ({ page, request }) => {
    const testimonials = await apiList<Testimonial>(request, "/api/content/testimonial/external");
    await page.goto("/");
    const said = page.getByRole("region", { name: "What parents say" });
    await expect(said.getByRole("blockquote")).toHaveCount(testimonials.length);
    await expect(said.getByText(testimonials[0].quote)).toBeVisible();
  });
});
