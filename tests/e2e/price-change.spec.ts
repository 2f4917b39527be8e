// A price raised between opening the checkout and placing the order: nothing is placed, and the
// checkout shows the new total with the changed line marked, the choices kept, asking again.
import { API_URL, OPERATOR_TOKEN } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { fillCart, signedIn } from "./members";

const HEADER =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src";

// One product of this project's own, at `price`, through the operator API (the way an operator
// changes a price while a shopper is at the checkout).
async function importAt(handle: string, price: string) {
  const csv = `${HEADER}\n${handle},Harbour Price Hat,<p>A hat.</p>,Sprout Price Test,Top,hat,Size,One size,${handle.toUpperCase()},50,${price},\n`;
  const form = new FormData();
  form.append("catalogue", new File([csv], "products_export.csv"));
  const response = await fetch(`${API_URL}/api/operator/import`, {
    method: "POST",
    body: form,
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(response.status).toBe(200);
}

test("a price raised before the order is placed is shown, not charged", async ({
  page,
  request,
}, testInfo) => {
  const handle = `e2e-price-hat-${testInfo.project.name}`;
  await importAt(handle, "30.00");
  const member = await signedIn(page, request, testInfo);
  await fillCart(request, member.headers, [handle]);
  await page.goto("/checkout");
  await page.getByLabel(/Deliver to Alex Shopper/).check();
  await page.getByRole("radio", { name: /Express/ }).check();
  await page.getByRole("radio", { name: /Bank transfer/ }).check();
  const summary = page.getByRole("complementary");
  // Without JavaScript the summary follows the chosen delivery on "Update total".
  if (testInfo.project.name === "js-off") await page.getByRole("button", { name: "Update total" }).click();
  await expect(summary.locator("dl > div").filter({ hasText: /^Total/ })).toContainText("$42.95");

  await importAt(handle, "70.00");
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Prices changed" })).toContainText(
    "The total is now $82.95",
  );
  const line = summary.locator("li[data-changed]");
  await expect(line).toContainText("Harbour Price Hat");
  await expect(line).toContainText("Changed: was $30.00 × 1");
  await expect(summary.locator("dl > div").filter({ hasText: /^Total/ })).toContainText("$82.95");
  await expect(page.getByRole("radio", { name: /Express/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Bank transfer/ })).toBeChecked();
  const orders = await request.get(`${API_URL}/api/member/orders`, { headers: member.headers });
  expect((await orders.json()).data).toEqual([]);

  // Asked again, the shopper places the order at the total now shown.
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your order is placed." })).toBeVisible();
  await expect(page.locator("dl > div").filter({ hasText: /^Total/ })).toContainText("$82.95");
});
