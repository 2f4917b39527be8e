import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { staff } from "../../server/db/schema";
import { newStaffMember } from "../../tests/setup/admin-routes";
import { newMember, settle, shop, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin";

test("the frame names the signed-in staff member and renews the staff cookie", async () => {
  const member = await newStaffMember("owner");
  const result = await settle(loader, member.request("/admin/orders"));
  expect(result.status).toBe(200);
  expect(result.data).toMatchObject({ role: "owner", notice: null });
  expect(result.data.name).toMatch(/^Sam owner/);
  expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("__staff="))).toBe(true);
});

test("without a staff session, to the back office's sign-in; a member's session does not open it", async () => {
  const visitor = await settle(loader, webRequest("/admin/orders?status=paid"));
  expect(visitor).toHaveRedirect("/admin/login?next=%2Fadmin%2Forders%3Fstatus%3Dpaid");
  const member = await newMember();
  expect(await settle(loader, member.request("/admin/orders"))).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Forders",
  );
});

test("a token the API no longer knows ends the staff session", async () => {
  const member = await newStaffMember();
  await shopLogout(member.headers);
  const result = await settle(loader, member.request("/admin"));
  expect(result).toHaveRedirect("/admin/login?next=%2Fadmin");
  expect(result.headers.getSetCookie().some((cookie) => /^__staff=;.*Max-Age=0/.test(cookie))).toBe(true);
});

test("an owner without an authenticator app is sent to set one up", async () => {
  const owner = await newStaffMember("owner");
  await shop.db.update(staff).set({ totpEnabledAt: null, totpSecret: null }).where(eq(staff.id, owner.id));
  expect(await settle(loader, owner.request("/admin"))).toHaveRedirect("/admin/totp");
});

async function shopLogout(headers: Record<string, string>) {
  const answer = await shop.api.request("/api/admin/auth/logout", { method: "POST", headers });
  expect(answer.status).toBe(200);
}
