import { expect, test } from "vitest";

import { newMember, settle, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./register";

const form = (email: string) => ({
  name: "Kim Parent",
  email,
  password: "sunny-day-42",
  confirmPassword: "sunny-day-42",
});

test("registering makes the account and signs the member in", async () => {
  const email = `kim-${Date.now()}@example.com`;
  const result = await settle(action, webRequest("/register", { form: form(email) }));
  expect(result).toHaveRedirect("/member/profile");
  expect(await toastOf(result)).toEqual({ kind: "success", message: "Welcome, Kim Parent!" });
});

test("two different passwords: 400 on the confirmation, the passwords not sent back", async () => {
  const email = `kim-${Date.now()}@example.com`;
  const result = await settle(
    action,
    webRequest("/register", { form: { ...form(email), confirmPassword: "other-day-42" } }),
  );
  expect(result.status).toBe(400);
  expect(result.data.error.confirmPassword).toEqual(["The two passwords are not the same"]);
  expect(result.data.initialValue).toEqual({ name: "Kim Parent", email });
});

test("an email already registered: 409 on the email field, no session", async () => {
  const member = await newMember();
  const result = await settle(action, webRequest("/register", { form: form(member.email) }));
  expect(result.status).toBe(409);
  expect(result.data.error.email?.[0]).toMatch(/already/i);
  expect(result.headers.get("Set-Cookie")).toBeNull();
});

test("the page keeps an on-site next; a member is sent to the dashboard", async () => {
  expect((await settle(loader, webRequest("/register?next=%2Fcheckout"))).data).toEqual({
    next: "/checkout",
  });
  const member = await newMember();
  expect(await settle(loader, member.request("/register"))).toHaveRedirect("/member/profile");
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() =>
    settle(action, webRequest("/register", { form: form("down@example.com") })),
  );
  expect(result.status).toBe(503);
});
