import { expect, test } from "vitest";

import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).member.alerts";

async function memberWithAlert() {
  const member = await newMember();
  const variant = await shop.helpers.variantWithStock(0);
  const asked = await shop.api.request("/api/member/stock-alerts", {
    method: "POST",
    headers: member.headers,
    json: { variantId: variant.id },
  });
  expect(asked.status).toBe(201);
  const [alert] = (await shop.api.request("/api/member/stock-alerts", { headers: member.headers })).body.data;
  return { member, variant, alertId: alert.id as number };
}

test("the member's alerts, each linking to its product with the size chosen", async () => {
  const { member, variant } = await memberWithAlert();
  const result = await settle(loader, member.request("/member/alerts"));
  expect(result.status).toBe(200);
  expect(result.data.alerts).toHaveLength(1);
  expect(result.data.alerts[0]).toMatchObject({ variantId: variant.id, productTitle: variant.title });
  expect(result.data.alerts[0].productPath).toMatch(new RegExp(`^/products/${variant.slug}(\\?|$)`));
});

test("cancelling an alert takes it off the list; twice is harmless", async () => {
  const { member, alertId } = await memberWithAlert();
  const cancel = () => settle(action, member.request("/member/alerts", { form: { alertId } }));
  const result = await cancel();
  expect(result).toHaveRedirect("/member/alerts");
  expect(await toastOf(result)).toEqual({ kind: "success", message: "The alert is cancelled." });
  expect((await settle(loader, member.request("/member/alerts"))).data.alerts).toEqual([]);
  expect(await cancel()).toHaveRedirect("/member/alerts");
});

test("another member's alert stays", async () => {
  const { member, alertId } = await memberWithAlert();
  const stranger = await newMember();
  await settle(action, stranger.request("/member/alerts", { form: { alertId } }));
  expect((await settle(loader, member.request("/member/alerts"))).data.alerts).toHaveLength(1);
});

test("an alert that is not a number: 400", async () => {
  const member = await newMember();
  const result = await settle(action, member.request("/member/alerts", { form: { alertId: "x" } }));
  expect(result.status).toBe(400);
});

test("a visitor is sent to sign in first", async () => {
  expect(await settle(loader, webRequest("/member/alerts"))).toHaveRedirect("/login?next=%2Fmember%2Falerts");
  const result = await settle(action, webRequest("/member/alerts", { form: { alertId: 1 } }));
  expect(result).toHaveRedirect("/login?next=%2Fmember%2Falerts");
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() => settle(loader, member.request("/member/alerts")));
  expect(result.status).toBe(503);
});
