import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { outbox, stockAlerts } from "../../server/db/schema";
import { settle, shop, toastOf, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./($locale).stock-alerts_.confirm";

// A visitor's alert waiting for its link, with the link's token (read from the mail).
async function pending() {
  const variant = await shop.helpers.variantWithStock(0);
  const email = `alert-confirm-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const asked = await shop.api.request("/api/stock-alerts", {
    method: "POST",
    json: { variantId: variant.id, email },
  });
  expect(asked.status).toBe(202);
  const [mail] = await shop.db.select().from(outbox).where(eq(outbox.to, email));
  return { email, token: new URL(/https?:\/\/\S+/.exec(mail.body)![0]).searchParams.get("token")! };
}
const alertOf = async (email: string) =>
  (await shop.db.select().from(stockAlerts).where(eq(stockAlerts.email, email)))[0];

test("the page carries the link's token; a malformed one is dropped", async () => {
  const token = "abcdefghijklmnop1234";
  expect((await settle(loader, webRequest(`/stock-alerts/confirm?token=${token}`))).data).toMatchObject({
    token,
  });
  expect((await settle(loader, webRequest("/stock-alerts/confirm?token=<b>"))).data).toMatchObject({
    token: "",
  });
});

test("the button confirms the alert and goes home with the API's thanks", async () => {
  const { email, token } = await pending();
  expect((await alertOf(email)).confirmedAt).toBeNull();
  const result = await settle(
    action,
    webRequest(`/stock-alerts/confirm?token=${token}`, { form: { token } }),
  );
  expect(result).toHaveRedirect("/");
  expect((await toastOf(result))?.message).toMatch(/back in stock/);
  expect((await alertOf(email)).confirmedAt).toBeInstanceOf(Date);
});

test("a used link, or none: 400 with a message", async () => {
  const { token } = await pending();
  await settle(action, webRequest("/stock-alerts/confirm", { form: { token } }));
  const again = await settle(action, webRequest("/stock-alerts/confirm", { form: { token } }));
  expect(again.status).toBe(400);
  expect(again.data.error).toMatch(/not valid/);
  expect((await settle(action, webRequest("/stock-alerts/confirm", { form: { token: "" } }))).status).toBe(
    400,
  );
});

test("in Arabic: the page's words, the thanks and a bad link's message", async () => {
  const page = await settle(loader, webRequest("/ar/stock-alerts/confirm?token=abcdefghijklmnop1234"));
  expect(page.data.messages).toContain("أكّد التنبيه");
  expect(page.data.messages).toContain("@mailLink");
  const { token } = await pending();
  const result = await settle(action, webRequest("/ar/stock-alerts/confirm", { form: { token } }));
  expect(result).toHaveRedirect("/ar");
  expect((await toastOf(result))?.message).toMatch(/^شكرًا! سنراسلك/);
  const none = await settle(action, webRequest("/ar/stock-alerts/confirm", { form: { token: "" } }));
  expect(none.status).toBe(400);
  expect(none.data.error).toBe("هذا الرابط غير صالح. انسخ الرابط كاملًا من الرسالة.");
});
