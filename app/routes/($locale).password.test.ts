// These tests' web has no STORE_PASSWORD: the shop is open, so the password page has nothing
// to unlock, except where a test locks it (whileLocked). The lock itself is tested in the
// browser tests (a second web, tests/e2e/look.spec.ts and locales.spec.ts).
import { expect, test } from "vitest";

import { parseMessages } from "~/lib/i18n/format";
import { lockedOutTo } from "~/lib/store-lock.server";

import { settle, webRequest, whileLocked } from "../../tests/setup/routes";
import { action, loader } from "./($locale).password";

test("an open shop sends the visitor on to where they were going (on this site only)", async () => {
  expect(await settle(loader, webRequest("/password?next=%2Fblog"))).toHaveRedirect("/blog");
  expect(await settle(loader, webRequest("/password?next=%2F%2Fevil.example"))).toHaveRedirect("/");
});

test("no password typed: 400 with the field's message", async () => {
  const result = await settle(action, webRequest("/password", { form: { password: "" } }));
  expect(result.status).toBe(400);
  expect(result.data.error.password).toEqual(["Enter a password"]);
});

test("any password is wrong when there is none: 401, nothing typed sent back", async () => {
  const result = await settle(action, webRequest("/password", { form: { password: "guess" } }));
  expect(result.status).toBe(401);
  expect(result.data.error.password).toEqual(["That is not the password."]);
  expect(result.headers.get("Set-Cookie")).toBeNull();
});

test("tries are counted per address by the API: the eleventh in 15 minutes waits, another address not", async () => {
  const from = (address: string) =>
    webRequest("/password", { form: { password: "guess" }, headers: { "X-Forwarded-For": address } });
  for (let i = 0; i < 10; i++) expect((await settle(action, from("203.0.113.70"))).status).toBe(401);
  const limited = await settle(action, from("203.0.113.70"));
  expect(limited.status).toBe(429);
  expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  expect(limited.data.error[""]).toEqual([
    expect.stringMatching(/^Too many tries from your network\. Please wait/),
  ]);
  expect((await settle(action, from("198.51.100.70"))).status).toBe(401);
});

test("locked, a page in Arabic or French sends to the password page in its locale", async () => {
  await whileLocked(async () => {
    expect(await lockedOutTo(webRequest("/ar/products?c1=CL-001"))).toBe(
      "/ar/password?next=%2Far%2Fproducts%3Fc1%3DCL-001",
    );
    expect(await lockedOutTo(webRequest("/fr"))).toBe("/fr/password?next=%2Ffr");
    expect(await lockedOutTo(webRequest("/cart"))).toBe("/password?next=%2Fcart");
    for (const open of ["/password", "/ar/password", "/fr/password", "/admin", "/healthz"]) {
      expect(await lockedOutTo(webRequest(open)), open).toBeNull();
    }
  });
});

test("locked, the password page speaks Arabic and French: its words, its form's errors", async () => {
  await whileLocked(async () => {
    const page = await settle(loader, webRequest("/ar/password?next=%2Far%2Fcart"));
    expect(page.status).toBe(200);
    expect(page.data.next).toBe("/ar/cart");
    const messages = parseMessages(page.data.messages);
    expect(messages["password.heading"]).toBe("نفتح أبوابنا قريبًا");
    expect(messages["password.enter"]).toBe("ادخل المتجر");
    const french = await settle(loader, webRequest("/fr/password"));
    expect(parseMessages(french.data.messages)["password.label"]).toBe("Mot de passe");

    const empty = await settle(action, webRequest("/ar/password", { form: { password: "" } }));
    expect(empty.status).toBe(400);
    expect(empty.data.error.password).toEqual(["أدخل كلمة المرور"]);
    const wrong = await settle(action, webRequest("/fr/password", { form: { password: "guess" } }));
    expect(wrong.status).toBe(401);
    expect(wrong.data.error.password).toEqual(["Ce n’est pas le mot de passe."]);
    const arabic = await settle(action, webRequest("/ar/password", { form: { password: "guess" } }));
    expect(arabic.data.error.password).toEqual(["كلمة المرور غير صحيحة."]);
  });
});

test("too many tries, in Arabic: the wait said in Arabic", async () => {
  const from = (path: string) =>
    webRequest(path, { form: { password: "guess" }, headers: { "X-Forwarded-For": "203.0.113.71" } });
  for (let i = 0; i < 10; i++) expect((await settle(action, from("/password"))).status).toBe(401);
  const limited = await settle(action, from("/ar/password"));
  expect(limited.status).toBe(429);
  expect(limited.data.error[""]).toEqual(["محاولات كثيرة: انتظر قليلًا ثم حاول مجددًا"]);
});
