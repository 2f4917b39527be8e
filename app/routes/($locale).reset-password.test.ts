import { desc, eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { outbox } from "../../server/db/schema";
import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).reset-password";

const NEW_PASSWORD = "rainy-day-77";

async function resetToken(email: string) {
  await shop.api.request("/api/auth/reset-password", { method: "POST", json: { email } });
  const [mail] = await shop.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
  return /token=([\w-]+)/.exec(mail.body)?.[1] ?? "";
}

const signIn = (email: string, password: string) =>
  shop.api.request("/api/auth/login", { method: "POST", json: { email, password } });

test("the page reads the token from its link", async () => {
  const result = await settle(loader, webRequest("/reset-password?token=abc"));
  expect(result.data.token).toBe("abc");
});

test("a new password from the mailed link works, and the old one no longer does", async () => {
  const member = await newMember();
  const token = await resetToken(member.email);
  expect(token).not.toBe("");
  const form = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  const result = await settle(action, webRequest("/reset-password", { form }));
  expect(result).toHaveRedirect("/login");
  expect((await toastOf(result))?.kind).toBe("success");
  expect((await signIn(member.email, NEW_PASSWORD)).status).toBe(200);
  expect((await signIn(member.email, member.password)).status).toBe(401);
});

test("a made-up token: a 4xx with the API's message, the password unchanged", async () => {
  const member = await newMember();
  const form = { token: "made-up", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  const result = await settle(action, webRequest("/reset-password", { form }));
  expect(result.status).toBe(400);
  expect(result.data.error[""]).toHaveLength(1);
  expect((await signIn(member.email, member.password)).status).toBe(200);
});

test("two different passwords: 400 on the confirmation", async () => {
  const form = { token: "abc", password: NEW_PASSWORD, confirmPassword: "other-day-42" };
  const result = await settle(action, webRequest("/reset-password", { form }));
  expect(result.status).toBe(400);
  expect(result.data.error.confirmPassword).toEqual(["The two passwords are not the same"]);
});

test("the API down: 503", async () => {
  const form = { token: "abc", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  const result = await whileApiDown(() => settle(action, webRequest("/reset-password", { form })));
  expect(result.status).toBe(503);
});
