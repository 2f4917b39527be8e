import { expect, test } from "vitest";

import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./logout";

const tokenWorks = async (headers: Record<string, string>) =>
  (await shop.api.request("/api/auth/validate-token", { method: "POST", headers })).status === 200;

test("signing out revokes the token and empties the session", async () => {
  const member = await newMember();
  const result = await settle(action, member.request("/logout", { form: {} }));
  expect(result).toHaveRedirect("/");
  expect(await toastOf(result)).toEqual({ kind: "info", message: "You are signed out." });
  expect(await tokenWorks(member.headers)).toBe(false);
});

test("signing out of an Arabic page lands on the Arabic home, with the goodbye in Arabic", async () => {
  const member = await newMember();
  const result = await settle(action, member.request("/logout", { form: { redirectTo: "/ar" } }));
  expect(result).toHaveRedirect("/ar");
  expect(await toastOf(result)).toEqual({ kind: "info", message: "تم تسجيل خروجك." });
  expect(await tokenWorks(member.headers)).toBe(false);
  // Another site as the place to land: home, in English.
  const elsewhere = await settle(
    action,
    webRequest("/logout", { form: { redirectTo: "https://evil.example/" } }),
  );
  expect(elsewhere).toHaveRedirect("/");
});

test("a GET signs nobody out", async () => {
  const member = await newMember();
  expect(await settle(loader)).toHaveRedirect("/");
  expect(await tokenWorks(member.headers)).toBe(true);
});

test("another site's post is refused with 403", async () => {
  const member = await newMember();
  const request = member.request("/logout", { form: {}, headers: { "Sec-Fetch-Site": "cross-site" } });
  expect((await settle(action, request)).status).toBe(403);
  expect(await tokenWorks(member.headers)).toBe(true);
});

test("a visitor signing out just lands home", async () => {
  expect(await settle(action, webRequest("/logout", { form: {} }))).toHaveRedirect("/");
});

test("the API down: signed out here all the same", async () => {
  const member = await newMember();
  const result = await whileApiDown(() => settle(action, member.request("/logout", { form: {} })));
  expect(result).toHaveRedirect("/");
  expect(await toastOf(result)).toEqual({ kind: "info", message: "You are signed out." });
});
