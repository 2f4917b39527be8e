// Gifts (issue 26): the options chosen at checkout are kept with the order, read back by the
// member and the back office, and said back in the confirmation mail; a bad message is a 400.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CONTROL_CHARACTERS_MESSAGE, GIFT_MESSAGE_MAX, OrderResponse } from "./contract";
import { members, outbox } from "./db/schema";
import { createTestApi } from "./testing";
import { adminHelpers } from "./testing-admin";
import type { Shopper } from "./testing-shop";

let api: Awaited<ReturnType<typeof createTestApi>>;
let admin: ReturnType<typeof adminHelpers>;
let address: Awaited<ReturnType<ReturnType<typeof adminHelpers>["shop"]["validAddress"]>>;
beforeAll(async () => {
  api = await createTestApi();
  admin = adminHelpers(api);
  address = await admin.shop.validAddress();
});
afterAll(() => api.close());

async function shopperWithCart(): Promise<Shopper> {
  const shopper = await admin.shop.signUp();
  const variant = await admin.shop.variantWithStock(10);
  expect((await admin.shop.putCart(shopper, { sku: variant.sku, qty: 1 })).status).toBe(200);
  return shopper;
}

const checkout = (shopper: Shopper, gift?: unknown) =>
  admin.shop.checkout(shopper, {
    address,
    shippingOption: "standard",
    paymentMethod: "bank_transfer",
    ...(gift !== undefined && { gift }),
  });

const MESSAGE = "Happy first birthday, Mia!\nLove, Grandma";

describe("a gift order", () => {
  it("keeps its message and the slip's choice, for the member and the back office", async () => {
    const shopper = await shopperWithCart();
    const placed = await checkout(shopper, { message: `  ${MESSAGE}  `, hidePrices: true });
    expect(placed.status).toBe(201);
    const order = OrderResponse.parse(placed.body).data;
    expect(order.gift).toEqual({ message: MESSAGE, hidePrices: true });

    const staff = await admin.newStaff("staff");
    const inBackOffice = await api.request(`/api/admin/orders/${order.invoiceNumber}`, {
      headers: staff.headers,
    });
    expect(inBackOffice.body.data.gift).toEqual({ message: MESSAGE, hidePrices: true });
  });

  it("says the gift options in the confirmation mail", async () => {
    const shopper = await shopperWithCart();
    const { invoiceNumber } = (await checkout(shopper, { message: MESSAGE, hidePrices: true })).body.data;
    expect((await admin.shop.pay(shopper, { invoiceNumber, method: "bank_transfer" })).status).toBe(200);
    const [member] = await api.db.select().from(members).where(eq(members.id, shopper.userId));
    const [mail] = await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, member.email), eq(outbox.kind, "order-confirmation")));
    expect(mail.body).toContain("This order is a gift.");
    expect(mail.body).toContain(`Your message on the packing slip: "${MESSAGE}"`);
    expect(mail.body).toContain("Prices are left off the packing slip.");
    expect(mail.html).toContain("Happy first birthday, Mia!");
  });

  it("is a gift without a message; an order without gift options is none", async () => {
    const quiet = await checkout(await shopperWithCart(), { hidePrices: false });
    expect(quiet.body.data.gift).toEqual({ message: null, hidePrices: false });
    const plain = await checkout(await shopperWithCart());
    expect(plain.body.data.gift).toBeNull();
  });

  it.each([
    ["a NUL", "Happy\u0000birthday", CONTROL_CHARACTERS_MESSAGE],
    ["10,000 characters", "a".repeat(10_000), `Keep the gift message to ${GIFT_MESSAGE_MAX} characters`],
  ])("with %s in its message is a 400 that says why, and nothing is placed", async (_, message, why) => {
    const shopper = await shopperWithCart();
    const refused = await checkout(shopper, { message, hidePrices: true });
    expect(refused.status).toBe(400);
    expect(refused.body.fields["gift.message"]).toEqual([why]);
    expect((await admin.shop.getCart(shopper)).body.data.items).toHaveLength(1);
  });
});
