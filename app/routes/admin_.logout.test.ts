import { expect, test } from "vitest";

import { newStaffMember } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./admin_.logout";

test("signing out forgets the token at the API and ends the staff cookie", async () => {
  const member = await newStaffMember();
  const result = await settle(action, member.request("/admin/logout", { form: {} }));
  expect(result).toHaveRedirect("/admin/login");
  // The cookie now holds only the notice for the sign-in page, no token.
  const me = await shop.api.request("/api/admin/auth/me", { headers: member.headers });
  expect(me.status).toBe(401);
});

test("a visit does not sign out; a post from another site is refused", async () => {
  expect(await settle(loader, webRequest("/admin/logout"))).toHaveRedirect("/admin");
  const member = await newStaffMember();
  const foreign = member.request("/admin/logout", { form: {}, headers: { Origin: "http://evil.example" } });
  expect((await settle(action, foreign)).status).toBe(403);
  const me = await shop.api.request("/api/admin/auth/me", { headers: member.headers });
  expect(me.status).toBe(200);
});
