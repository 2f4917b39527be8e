import { API_URL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { mainMenu } from "./layout";

test("home shows the banner and products that came from the API", async ({ page, request }) => {
  const newArrivals = await (
    await request.get(`${API_URL}/api/products?collection=new%20arrival&pageSize=5`)
  ).json();
  await page.goto("/");
  await expect(page).toHaveTitle(/Little Sprout/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const section = page.getByRole("region", { name: "New arrivals", exact: true });
  // The slider's five, in the API's order ("See all" leads to the rest).
  await expect(section.getByRole("article").getByRole("heading")).toHaveText(
    newArrivals.data.map((product: { title: string }) => product.title),
  );
  // Images are served by this site, not by the API.
  const src = await section.locator("img").first().getAttribute("src");
  expect(src).toMatch(/^\/media\/products\/\d+-[a-z]+\.svg$/);
  const image = await request.get(src!);
  expect(image.headers()["content-type"]).toContain("image/svg+xml");
});

test("a category listing shows that category's products and pages through them", async ({
  page,
  request,
}) => {
  const api = await (await request.get(`${API_URL}/api/products?c1=CL-001&c2=DR-001`)).json();
  await page.goto("/products?c1=CL-001&c2=DR-001");
  await expect(page.getByRole("heading", { level: 1, name: "Dress" })).toBeVisible();
  await expect(page.getByText(`of ${api.paging.total} products`).first()).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.getByRole("heading", { name: api.data[0].title, exact: true })).toBeVisible();
  // The first row's pictures (what a phone paints first) load at once; the others when near.
  const loading = await page
    .getByRole("article")
    .locator("img:first-child")
    .evaluateAll((pictures) => pictures.map((picture) => picture.getAttribute("loading")));
  expect(loading).toEqual(["eager", "eager", ...Array(10).fill("lazy")]);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  const second = await (await request.get(`${API_URL}/api/products?c1=CL-001&c2=DR-001&page=2`)).json();
  await expect(page.getByRole("heading", { name: second.data[0].title, exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Pagination" }).locator("[aria-current=page]"),
  ).toHaveText("2");
});

test("the main menu leads to a category", async ({ page }) => {
  await page.goto("/");
  await (await mainMenu(page)).getByRole("link", { name: "Essentials", exact: true }).click();
  await expect(page).toHaveURL(/c1=ES-001/);
  await expect(page.getByRole("heading", { level: 1, name: "Essentials" })).toBeVisible();
});

test("malformed listing params still show a page", async ({ page }) => {
  const response = await page.goto(
    "/products?c1=<script>&page=-4&pageSize=9999&sort=cheapest&minPrice=abc&color=purple",
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  // An oversized page size is clamped to the largest one offered.
  await expect(page.getByRole("article")).toHaveCount(48);
});

test("the header search finds products by title", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("search").first().getByRole("searchbox").fill("towel");
  await page.getByRole("search").first().getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=towel/);
  // The address changes a moment before the page does: wait for the results page itself.
  await expect(page.getByRole("heading", { name: "Search", level: 1 })).toBeVisible();
  await page.waitForLoadState();
  const titles = await page.getByRole("article").getByRole("heading").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toContain("towel");
});

test("an empty search shows a hint and no products", async ({ page }) => {
  await page.goto("/search?q=");
  await expect(page.getByText(/Type a word/)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("an unknown page is a 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("region", { name: "New arrivals", exact: true })).toBeVisible();
});

test("anonymous pages set no cookie, may be cached, and show no API address", async ({ page }) => {
  const response = await page.goto("/products?c1=CL-001");
  expect(response?.headers()["set-cookie"]).toBeUndefined();
  expect(response?.headers()["cache-control"]).toContain("s-maxage=60");
  const html = await page.content();
  expect(html).not.toContain(API_URL);
  expect(html).not.toContain(new URL(API_URL).host);
});

test("the health check reports the API", { tag: "@no-browser" }, async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", api: "ok" });
});
