import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { currentTotpCode } from "../../server/admin/staff-auth";
import { staff } from "../../server/db/schema";
import { newStaffMember } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./admin_.totp";

test("a staff member sets up an authenticator app: a new key, then a code from it", async () => {
  const member = await newStaffMember("staff");
  expect((await settle(loader, member.request("/admin/totp"))).data).toEqual({
    enrolled: false,
    required: false,
  });
  const started = await settle(action, member.request("/admin/totp", { form: { intent: "start" } }));
  expect(started.data.enrolment.secret).toMatch(/^[A-Z2-7]+$/);
  const wrong = await settle(
    action,
    member.request("/admin/totp", { form: { intent: "verify", code: "000000" } }),
  );
  expect(wrong.status).toBe(409);
  const code = currentTotpCode(started.data.enrolment.secret);
  const verified = await settle(action, member.request("/admin/totp", { form: { intent: "verify", code } }));
  expect(verified).toHaveRedirect("/admin");
  const [row] = await shop.db.select().from(staff).where(eq(staff.id, member.id));
  expect(row.totpEnabledAt).not.toBeNull();
});

test("a code that is not 6 digits is a 400; no staff session: to sign in", async () => {
  const member = await newStaffMember("staff");
  const bad = await settle(
    action,
    member.request("/admin/totp", { form: { intent: "verify", code: "12ab" } }),
  );
  expect(bad.status).toBe(400);
  expect(bad.data.result.error.code[0]).toMatch(/6-digit/);
  expect(await settle(loader, webRequest("/admin/totp"))).toHaveRedirect("/admin/login?next=%2Fadmin%2Ftotp");
});
