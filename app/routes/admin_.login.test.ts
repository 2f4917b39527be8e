import { expect, test } from "vitest";

import { newStaffMember, passwordLinkToken, totpCodeOf } from "../../tests/setup/admin-routes";
import { settle, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./admin_.login";
import { action as setPassword } from "./admin_.set-password";

const PASSWORD = "staff-pass-123";

async function withPassword(role: "owner" | "staff") {
  const member = await newStaffMember(role);
  const token = await passwordLinkToken(member.id);
  const set = await settle(
    setPassword,
    webRequest("/admin/set-password", { form: { token, password: PASSWORD, confirmPassword: PASSWORD } }),
  );
  expect(set).toHaveRedirect("/admin/login");
  return member;
}

const post = (form: Record<string, string>) => webRequest("/admin/login", { form });

test("staff sign in with email and password; the staff cookie is set, not the shopper's", async () => {
  const member = await withPassword("staff");
  const result = await settle(
    action,
    post({ email: member.email, password: PASSWORD, next: "/admin/orders?q=x" }),
  );
  expect(result).toHaveRedirect("/admin/orders?q=x");
  const cookies = result.headers.getSetCookie();
  expect(cookies.some((cookie) => /^__staff=.+; Max-Age=1800;.*HttpOnly; SameSite=Lax/.test(cookie))).toBe(
    true,
  );
  expect(cookies.some((cookie) => cookie.startsWith("__session="))).toBe(false);
});

test("an owner with an authenticator app is asked for the code, then signs in with it", async () => {
  const owner = await withPassword("owner");
  const asked = await settle(action, post({ email: owner.email, password: PASSWORD }));
  expect(asked.status).toBe(401);
  expect(asked.data.askCode).toBe(true);
  expect(asked.data.result.initialValue.email).toBe(owner.email);
  const code = await totpCodeOf(owner.id);
  const signedIn = await settle(action, post({ email: owner.email, password: PASSWORD, totp: code }));
  expect(signedIn).toHaveRedirect("/admin");
});

test("a wrong password keeps the email and says so; a bad email is a 400", async () => {
  const member = await withPassword("staff");
  const wrong = await settle(action, post({ email: member.email, password: "nope-nope-1" }));
  expect(wrong.status).toBe(401);
  expect(wrong.data.result.error[""][0]).toMatch(/email or password/i);
  expect(wrong.data.result.initialValue).toMatchObject({ email: member.email });
  expect(wrong.data.result.initialValue.password).toBeUndefined();
  const bad = await settle(action, post({ email: "not an email", password: "x" }));
  expect(bad.status).toBe(400);
});

test("a next outside the back office is not followed", async () => {
  const member = await withPassword("staff");
  const result = await settle(
    action,
    post({ email: member.email, password: PASSWORD, next: "//evil.example/" }),
  );
  expect(result).toHaveRedirect("/admin");
});

test("the page for a signed-in staff member goes on to the back office", async () => {
  const member = await newStaffMember();
  expect(await settle(loader, member.request("/admin/login?next=/admin/staff"))).toHaveRedirect(
    "/admin/staff",
  );
  expect((await settle(loader, webRequest("/admin/login"))).status).toBe(200);
});

test("a post from another site is refused", async () => {
  const request = webRequest("/admin/login", {
    form: { email: "a@b.c", password: "x" },
    headers: { Origin: "http://evil.example" },
  });
  expect((await settle(action, request)).status).toBe(403);
});
