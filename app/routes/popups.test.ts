import { expect, test } from "vitest";

import { settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./popups";

type Popup = { id: number; type: string; link: string | null };
const popups = async () => (await shop.api.request("/api/content/popup/external")).body.data as Popup[];

// Each test stands alone, in any order (npx vitest run --sequence.shuffle): whileApiDown
// empties the web's cache of the popups first, so it cannot answer from what another test read.
test("the API down: 503", async () => {
  const [popup] = await popups();
  const form = { id: popup.id, answer: "close" };
  const result = await whileApiDown(() => settle(action, webRequest("/popups", { form })));
  expect(result.status).toBe(503);
});

test("closing a popup remembers it and goes back", async () => {
  const [popup] = await popups();
  const form = { id: popup.id, answer: "close", redirectTo: "/blog" };
  const result = await settle(action, webRequest("/popups", { form }));
  expect(result).toHaveRedirect("/blog");
  expect(result.headers.get("Set-Cookie")).toMatch(/^popups-seen=/);
});

test("saying no to the age check is not remembered", async () => {
  const ageCheck = (await popups()).find((popup) => popup.type === "age-check");
  expect(ageCheck).toBeDefined();
  const form = { id: ageCheck!.id, answer: "decline" };
  const result = await settle(action, webRequest("/popups", { form }));
  expect(result).toHaveRedirect("/");
  expect((await toastOf(result))?.message).toMatch(/18 or over/);
  expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("popups-seen="))).toBe(false);
});

test("declining the age check on a French page: the French home, and the message in French", async () => {
  const ageCheck = (await popups()).find((popup) => popup.type === "age-check");
  const form = { id: ageCheck!.id, answer: "decline", redirectTo: "/fr/products" };
  const result = await settle(action, webRequest("/popups", { form }));
  expect(result).toHaveRedirect("/fr");
  expect((await toastOf(result))?.message).toMatch(/18 ans ou plus/);
});

test("not an answer: 400; no such popup: 404", async () => {
  const bad = await settle(action, webRequest("/popups", { form: { id: 1, answer: "maybe" } }));
  expect(bad.status).toBe(400);
  const missing = await settle(action, webRequest("/popups", { form: { id: 99_999, answer: "close" } }));
  expect(missing.status).toBe(404);
  expect((await settle(loader)).status).toBe(404);
});
