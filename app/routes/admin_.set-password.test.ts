import { expect, test } from "vitest";

import { newStaffMember, passwordLinkToken } from "../../tests/setup/admin-routes";
import { settle, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./admin_.set-password";

const post = (form: Record<string, string>) => webRequest("/admin/set-password", { form });

test("the link's page carries its token into the form", async () => {
  const result = await settle(loader, webRequest("/admin/set-password?token=abc"));
  expect(result.data.token).toBe("abc");
});

test("a password set with the link's token; the link works once", async () => {
  const member = await newStaffMember();
  const token = await passwordLinkToken(member.id);
  const form = { token, password: "a-new-pass-1", confirmPassword: "a-new-pass-1" };
  expect(await settle(action, post(form))).toHaveRedirect("/admin/login");
  const again = await settle(action, post(form));
  expect(again.status).toBe(401);
  expect(again.data.error[""][0]).toMatch(/used or has expired/);
});

test("a weak or mistyped password is a 400 with the field's message", async () => {
  const short = await settle(action, post({ token: "t", password: "short", confirmPassword: "short" }));
  expect(short.status).toBe(400);
  expect(short.data.error.password[0]).toMatch(/at least 8/);
  const mismatch = await settle(
    action,
    post({ token: "t", password: "a-new-pass-1", confirmPassword: "other-pass-1" }),
  );
  expect(mismatch.data.error.confirmPassword[0]).toMatch(/not the same/);
});
