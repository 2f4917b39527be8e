// The back office's catalogue edits (price, discount, stock) and the dashboard.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AdminProductResponse, DashboardResponse } from "./contract";
import { auditLog, products } from "./db/schema";
import { createTestApi } from "./testing";
import { adminHelpers } from "./testing-admin";

let api: Awaited<ReturnType<typeof createTestApi>>;
let admin: ReturnType<typeof adminHelpers>;
beforeAll(async () => {
  api = await createTestApi();
  admin = adminHelpers(api);
});
afterAll(() => api.close());

describe("catalogue edits", () => {
  it("changes a price and discount; the shop shows the new price and past orders keep theirs", async () => {
    const staff = await admin.newStaff();
    const { invoiceNumber, shopper } = await admin.placedOrder("bank_transfer", 1);
    const ordered = (await api.request(`/api/member/orders/${invoiceNumber}`, { headers: shopper.headers }))
      .body.data;
    const [{ productId, slug }] = ordered.items;
    const response = await api.request(`/api/admin/products/${productId}`, {
      method: "PATCH",
      headers: staff.headers,
      json: { listPrice: 40, discountPercent: 25 },
    });
    expect(response.status).toBe(200);
    expect(AdminProductResponse.parse(response.body).data).toMatchObject({
      listPrice: 40,
      price: 30,
      discountPercent: 25,
    });
    const page = await api.request(`/api/products/${slug}/summary`);
    expect(page.body.data).toMatchObject({ price: 30, oldPrice: 40 });
    const after = (await api.request(`/api/member/orders/${invoiceNumber}`, { headers: shopper.headers }))
      .body.data;
    expect(after.items[0].price).toBe(ordered.items[0].price);
    const [entry] = await api.db.select().from(auditLog).where(eq(auditLog.action, "product.price"));
    expect(entry).toMatchObject({ target: slug, after: expect.objectContaining({ priceCents: 3000 }) });
  });

  it("sets a variant's stock, shown at once", async () => {
    const staff = await admin.newStaff();
    const variant = await admin.shop.variantWithStock(3);
    const response = await api.request(`/api/admin/variants/${variant.sku}/stock`, {
      method: "PUT",
      headers: staff.headers,
      json: { stock: 12 },
    });
    expect(response.status).toBe(200);
    expect(await admin.shop.stockOf(variant.sku)).toBe(12);
    expect(response.body.data.variants).toContainEqual(
      expect.objectContaining({ sku: variant.sku, stock: 12 }),
    );
  });

  it("refuses a price of -1, a stock of 10^9, a fraction of a cent and NUL with a clear 400, changing nothing", async () => {
    const staff = await admin.newStaff();
    const variant = await admin.shop.variantWithStock(4);
    const [before] = await api.db.select().from(products).where(eq(products.id, variant.productId));
    const patch = (json: unknown) =>
      api.request(`/api/admin/products/${variant.productId}`, {
        method: "PATCH",
        headers: staff.headers,
        json,
      });
    const cases: [Promise<{ status: number; body: { message: string } }>, string][] = [
      [patch({ listPrice: -1 }), "at least 0.01"],
      [patch({ listPrice: 10.001 }), "two decimals"],
      [patch({ discountPercent: 95 }), "at most 90"],
      [patch({}), "at least one field"],
      [patch({ saleEndsAt: "soon\u0000" }), "control character"],
      [
        api.request(`/api/admin/variants/${variant.sku}/stock`, {
          method: "PUT",
          headers: staff.headers,
          json: { stock: 1_000_000_000 },
        }),
        "at most 100,000",
      ],
    ];
    for (const [answer, says] of cases) {
      const { status, body } = await answer;
      expect(status, says).toBe(400);
      expect(body.message.toLowerCase()).toContain(says.toLowerCase());
    }
    const [after] = await api.db.select().from(products).where(eq(products.id, variant.productId));
    expect(after).toEqual(before);
    expect(await admin.shop.stockOf(variant.sku)).toBe(4);
  });

  it("answers 404 for a product or variant that does not exist", async () => {
    const staff = await admin.newStaff();
    expect((await api.request("/api/admin/products/999999999", { headers: staff.headers })).status).toBe(404);
    const stock = await api.request("/api/admin/variants/NO-SUCH-SKU/stock", {
      method: "PUT",
      headers: staff.headers,
      json: { stock: 1 },
    });
    expect(stock.status).toBe(404);
  });
});

describe("the dashboard", () => {
  it("counts orders today, the week's revenue and what waits", async () => {
    const staff = await admin.newStaff();
    const read = async () =>
      DashboardResponse.parse((await api.request("/api/admin/dashboard", { headers: staff.headers })).body)
        .data;
    const before = await read();
    const { invoiceNumber } = await admin.placedOrder("bank_transfer");
    const placed = await read();
    expect(placed.ordersToday).toBe(before.ordersToday + 1);
    expect(placed.toConfirm).toBe(before.toConfirm + 1);
    const paid = (await admin.move(staff, invoiceNumber, { to: "paid" })).body.data.order;
    const after = await read();
    expect(after).toMatchObject({ toConfirm: before.toConfirm, toPack: before.toPack + 1 });
    expect(after.revenueThisWeek).toBeCloseTo(before.revenueThisWeek + paid.total, 2);
  });
});

describe("finding products and low stock", () => {
  it("finds a product by id, by SKU in any case and by part of its title", async () => {
    const staff = await admin.newStaff();
    const variant = await admin.shop.variantWithStock(5);
    const find = async (q: string) => {
      const response = await api.request(`/api/admin/products?q=${encodeURIComponent(q)}`, {
        headers: staff.headers,
      });
      expect(response.status, q).toBe(200);
      return response.body.data.map((hit: { id: number }) => hit.id);
    };
    expect(await find(String(variant.productId))).toContain(variant.productId);
    expect(await find(variant.sku.toLowerCase())).toContain(variant.productId);
    expect(await find(variant.title.slice(2, 10).toUpperCase())).toContain(variant.productId);
    expect(await find("no such product anywhere")).toEqual([]);
    expect((await api.request("/api/admin/products?q=", { headers: staff.headers })).status).toBe(400);
  });

  it("lists variants at or under the threshold, fewest first", async () => {
    const staff = await admin.newStaff();
    const low = await admin.shop.variantWithStock(0);
    const plenty = await admin.shop.variantWithStock(50);
    const response = await api.request("/api/admin/stock/low?threshold=0&pageSize=48", {
      headers: staff.headers,
    });
    expect(response.status).toBe(200);
    const skus = response.body.data.map((variant: { sku: string }) => variant.sku);
    expect(skus).toContain(low.sku);
    expect(skus).not.toContain(plenty.sku);
    expect(response.body.data.every((variant: { stock: number }) => variant.stock <= 0)).toBe(true);
    expect((await api.request("/api/admin/stock/low?threshold=-1", { headers: staff.headers })).status).toBe(
      400,
    );
  });
});
