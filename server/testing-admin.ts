// Test helpers for the back office: staff accounts made directly in the database (with a real
// staff token), and an order taken to a given state through the real API.
import { eq } from "drizzle-orm";

import { issueStaffSession, newStaffId } from "./admin/staff-auth";
import { DEV_TOTP_ENCRYPTION_SECRET, totpCipher } from "./admin/totp-secrets";
import { STAFF_TOKEN_HEADER, type StaffRole } from "./contract";
import { staff } from "./db/schema";
import type { createTestApi } from "./testing";
import { shopHelpers, type Shopper } from "./testing-shop";

type TestApi = Pick<Awaited<ReturnType<typeof createTestApi>>, "db" | "request">;
export type Staff = { id: string; email: string; headers: Record<string, string> };

// The test API encrypts TOTP secrets with the development secret (server/app.ts).
const devCipher = totpCipher(DEV_TOTP_ENCRYPTION_SECRET);

export const CARD = { number: "4242424242424242", expiry: "12/39", cvc: "123", name: "Pat Shopper" };

export function adminHelpers(api: TestApi) {
  const shop = shopHelpers(api);
  let made = 0;

  // A signed-in staff member; owners come with their second factor enrolled (a secret nobody
  // knows), as every owner who may do anything has.
  async function newStaff(role: StaffRole = "staff"): Promise<Staff> {
    const id = newStaffId();
    const [row] = await api.db
      .insert(staff)
      .values({
        id,
        email: `${role}${++made}-${id.slice(0, 8)}@staff.example.com`,
        name: `Sam ${role} ${made}`,
        role,
        ...(role === "owner" && {
          totpSecret: devCipher.seal(id, "JBSWY3DPEHPK3PXP"),
          totpEnabledAt: new Date(),
        }),
      })
      .returning();
    const { token } = await issueStaffSession(api.db, row);
    return { id, email: row.email, headers: { [STAFF_TOKEN_HEADER]: token } };
  }

  // An order of `qty` units of a fresh variant with stock 10, placed and paid by `method`;
  // `more` adds to the checkout body (gift options).
  async function placedOrder(
    method: "bank_transfer" | "cash_on_delivery" | "test_card" = "bank_transfer",
    qty = 2,
    more: Record<string, unknown> = {},
  ): Promise<{ invoiceNumber: string; shopper: Shopper; sku: string }> {
    const shopper = await shop.signUp();
    const variant = await shop.variantWithStock(10);
    await shop.putCart(shopper, { sku: variant.sku, qty });
    const placed = await shop.checkout(shopper, {
      address: await shop.validAddress(),
      shippingOption: "standard",
      paymentMethod: method,
      ...more,
    });
    const { invoiceNumber } = placed.body.data;
    const paid = await shop.pay(shopper, {
      invoiceNumber,
      method,
      ...(method === "test_card" && { card: CARD }),
    });
    if (paid.status !== 200) throw new Error(`pay answered ${paid.status}`);
    return { invoiceNumber, shopper, sku: variant.sku };
  }

  const move = (who: Staff, invoiceNumber: string, json: unknown) =>
    api.request(`/api/admin/orders/${invoiceNumber}/transitions`, {
      method: "POST",
      headers: who.headers,
      json,
    });

  const staffRow = async (id: string) => (await api.db.select().from(staff).where(eq(staff.id, id)))[0];

  return { shop, newStaff, placedOrder, move, staffRow };
}
