import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { orders, staff } from "../../server/db/schema";
import { admin, newStaffMember } from "../../tests/setup/admin-routes";
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

// CSRF: every back-office action, posted from another site with an owner's session (a real
// order, product and staff member for the forms to name), is refused with 403, and nothing
// changes: the order is where it was.
test("every back-office action refuses a post from another site, with an owner's session", async () => {
  const owner = await newStaffMember("owner");
  const { invoiceNumber } = await admin().placedOrder("bank_transfer", 1);
  const here = fileURLToPath(new URL(".", import.meta.url));
  const routes = readdirSync(here).filter((file) => /^admin[._]/.test(file) && file.endsWith(".tsx"));
  let refused = 0;
  for (const file of routes) {
    const { action } = (await import(path.join(here, file))) as { action?: Parameters<typeof settle>[0] };
    if (!action) continue;
    const form = { intent: "paid", note: "from elsewhere", email: "x@y.example", password: "x" };
    const request = owner.request(`/admin/orders/${invoiceNumber}`, {
      form,
      headers: { Origin: "http://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    const result = await settle(action, request, { invoice: invoiceNumber, id: "1", slug: "about-us" });
    expect(result.status, file).toBe(403);
    refused++;
  }
  expect(refused).toBeGreaterThanOrEqual(9);
  const [order] = await shop.db.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber));
  expect(order.status).toBe("awaiting_transfer");
});
