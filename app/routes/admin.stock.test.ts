import { expect, test } from "vitest";

import { newStaffMember } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin.stock";

const skusOf = (result: { data: { low: { data: { sku: string }[] } } }) =>
  result.data.low.data.map((variant) => variant.sku);

test("variants at or under the threshold in the URL, fewest first; 3 unless given", async () => {
  const member = await newStaffMember();
  const empty = await shop.helpers.variantWithStock(0);
  const plenty = await shop.helpers.variantWithStock(50);
  const result = await settle(loader, member.request("/admin/stock?threshold=0"));
  expect(result.status).toBe(200);
  expect(skusOf(result)).toContain(empty.sku);
  expect(skusOf(result)).not.toContain(plenty.sku);
  expect(result.data.low.data.every((variant: { stock: number }) => variant.stock === 0)).toBe(true);
  expect(result.data.typed).toBe("0");
  const byDefault = await settle(loader, member.request("/admin/stock"));
  expect(byDefault.data.low.threshold).toBe(3);
  const stocks = byDefault.data.low.data.map((variant: { stock: number }) => variant.stock);
  expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  expect(Math.max(...stocks)).toBeLessThanOrEqual(3);
});

test("a threshold that does not fit is said, with what was typed, and nothing is listed", async () => {
  const member = await newStaffMember();
  for (const [typed, says] of [
    ["-1", /cannot be negative/],
    ["abc", /as a number/],
    ["5000", /at most 1,000/],
    ["2.5", /whole number/],
    ["1%00", /as a number/],
  ] as const) {
    const result = await settle(loader, member.request(`/admin/stock?threshold=${typed}`));
    expect(result.status, typed).toBe(400);
    expect(result.data.error).toMatch(says);
    expect(result.data.low).toBeNull();
    expect(result.data.typed).toBe(decodeURIComponent(typed));
  }
});

test("no staff session: to sign in", async () => {
  expect(await settle(loader, webRequest("/admin/stock"))).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Fstock",
  );
});
