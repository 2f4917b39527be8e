import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { outbox, staff } from "../../server/db/schema";
import { newStaffMember } from "../../tests/setup/admin-routes";
import { settle, shop } from "../../tests/setup/routes";
import { action, loader } from "./admin.staff";

const rowOf = async (email: string) => (await shop.db.select().from(staff).where(eq(staff.email, email)))[0];

test("an owner adds a staff member (the one-time link mailed, and shown once), changes the role, disables", async () => {
  const owner = await newStaffMember("owner");
  const email = `new-${Date.now()}@staff.example.com`;
  const added = await settle(
    action,
    owner.request("/admin/staff", { form: { intent: "add", name: "Robin", email, role: "staff" } }),
  );
  expect(added.status).toBe(200);
  expect(added.data.link).toMatch(/\/admin\/set-password\?token=/);
  // The same link is mailed to them, through the outbox.
  const [mail] = await shop.db.select().from(outbox).where(eq(outbox.to, email));
  expect(mail.body).toContain(added.data.link);
  const { id } = await rowOf(email);
  expect(
    await settle(action, owner.request("/admin/staff", { form: { intent: "role", id, role: "owner" } })),
  ).toHaveRedirect("/admin/staff");
  expect(
    await settle(action, owner.request("/admin/staff", { form: { intent: "disable", id } })),
  ).toHaveRedirect("/admin/staff");
  const row = await rowOf(email);
  expect(row.role).toBe("owner");
  expect(row.disabledAt).not.toBeNull();
  const list = await settle(loader, owner.request("/admin/staff"));
  expect(list.data.staff.some((member: { email: string }) => member.email === email)).toBe(true);
});

test("a taken email or a bad one keeps what was typed", async () => {
  const owner = await newStaffMember("owner");
  const taken = await settle(
    action,
    owner.request("/admin/staff", {
      form: { intent: "add", name: "Dup", email: owner.email, role: "staff" },
    }),
  );
  expect(taken.status).toBe(409);
  expect(taken.data.result.initialValue.name).toBe("Dup");
  const bad = await settle(
    action,
    owner.request("/admin/staff", { form: { intent: "add", name: "X", email: "nope", role: "boss" } }),
  );
  expect(bad.status).toBe(400);
});

test("staff who are not owners are refused, by the page and by the API", async () => {
  const member = await newStaffMember("staff");
  expect((await settle(loader, member.request("/admin/staff"))).status).toBe(403);
  const posted = await settle(
    action,
    member.request("/admin/staff", { form: { intent: "disable", id: member.id } }),
  );
  expect(posted.status).toBe(403);
});
