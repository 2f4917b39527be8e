// An operator imports a Shopify product CSV with variants and pictures through the operator
// API; the products then show on the listing and on their own pages.
import { readFile } from "node:fs/promises";

import { API_URL, OPERATOR_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";

const BRAND = "Sprout Test Knits";
const CSV = `Handle,Title,Body (HTML),Vendor,Type,Tags,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Image Alt Text,Variant Image
e2e-striped-romper,Striped Harbour Romper,<p>Stripes &amp; poppers.</p>,${BRAND},Sleepsuit,"pink, blue",Colour,Pink,Size,0-3m,E2E-ROMPER-PINK-03,5,30.00,40.00,romper-pink.png,1,Romper in pink,romper-pink.png
e2e-striped-romper,,,,,,,Pink,,3-6m,E2E-ROMPER-PINK-36,2,30.00,40.00,romper-blue.png,2,Romper in blue,romper-pink.png
e2e-striped-romper,,,,,,,Blue,,0-3m,E2E-ROMPER-BLUE-03,4,30.00,40.00,,,,romper-blue.png
e2e-cosy-cardigan,Cosy Harbour Cardigan,<p>Wooden buttons.</p>,${BRAND},Top,grey,Title,Default Title,,,E2E-CARDIGAN,7,36.00,,cardigan-grey.png,1,,
`;

async function importCatalogue() {
  const form = new FormData();
  form.append("catalogue", new File([CSV], "products_export.csv"));
  for (const name of ["romper-pink.png", "romper-blue.png", "cardigan-grey.png"]) {
    form.append("images", new File([new Uint8Array(await readFile(`docs/import/pictures/${name}`))], name));
  }
  const response = await fetch(`${API_URL}/api/operator/import`, {
    method: "POST",
    body: form,
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

test("an imported Shopify catalogue shows on the listing and the product page", async ({ page }) => {
  // Both projects import the same file: the second import finds nothing to change.
  const report = await importCatalogue();
  expect(report.totals).toMatchObject({ records: 2, imported: 2, rejected: 0 });
  expect(report.totals.created + report.totals.unchanged).toBe(2);

  await page.goto(`/products?brand=${encodeURIComponent(BRAND)}`);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole("heading")).toHaveText(["Striped Harbour Romper", "Cosy Harbour Cardigan"]);
  // The pictures come from the shop's media store, through the web.
  const picture = cards.first().locator("img").first();
  const src = await picture.getAttribute("src");
  expect(src).toMatch(/^\/media\/uploads\/[a-f0-9]+\.png$/);
  const image = await page.request.get(src as string);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");

  await cards.first().getByRole("link", { name: "Striped Harbour Romper", exact: true }).click();
  await expect(page).toHaveURL(/\/products\/e2e-striped-romper/);
  await expect(page.getByRole("heading", { level: 1, name: "Striped Harbour Romper" })).toBeVisible();
  await expect(page.getByText("Stripes & poppers.")).toBeVisible();
  await expect(page.getByText("Colour: pink")).toBeVisible();
  await page.getByRole("link", { name: "blue", exact: true }).click();
  await expect(page).toHaveURL(/color=blue/);
  await expect(page.getByText("Colour: blue")).toBeVisible();
});
