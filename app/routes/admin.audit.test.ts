import { expect, test } from "vitest";

import { admin, newStaffMember } from "../../tests/setup/admin-routes";
import { settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin.audit";

test("an owner reads the audit log, newest first: who, what, before and after; with pages", async () => {
  const owner = await newStaffMember("owner");
  const { invoiceNumber } = await admin().placedOrder("bank_transfer", 1);
  const moved = await admin().move(owner, invoiceNumber, { to: "paid" });
  expect(moved.status).toBe(200);
  const { data } = await settle(loader, owner.request("/admin/audit"));
  expect(data.entries[0]).toMatchObject({ staffEmail: owner.email, target: invoiceNumber });
  expect(data.entries[0].before).not.toBeNull();
  expect(data.entries[0].after).not.toBeNull();
  expect(data.paging).toMatchObject({ page: 1, pageSize: 25 });
  const beyond = await settle(loader, owner.request(`/admin/audit?page=${data.paging.totalPages + 1}`));
  expect(beyond.data.entries).toEqual([]);
  expect((await settle(loader, owner.request("/admin/audit?page=nope"))).data.paging.page).toBe(1);
});

test("staff who are not owners get a plain 403 (the API's refusal); no session: to sign in", async () => {
  const member = await newStaffMember("staff");
  const refused = await settle(loader, member.request("/admin/audit"));
  expect(refused.status).toBe(403);
  expect(refused.data).toBe("Only owners can read the audit log.");
  expect(await settle(loader, webRequest("/admin/audit"))).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Faudit",
  );
});
