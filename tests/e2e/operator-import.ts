// Products of a test's own, imported as an operator does: a Shopify product CSV posted to the
// operator API.
import { expect } from "@playwright/test";

import { API_URL, OPERATOR_TOKEN } from "../../playwright.config";

export async function importCatalogue(lines: string[]) {
  const form = new FormData();
  form.append("catalogue", new File([`${lines.join("\n")}\n`], "products_export.csv"));
  const response = await fetch(`${API_URL}/api/operator/import`, {
    method: "POST",
    body: form,
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(response.status).toBe(200);
}
