// Back in stock, per size: visitors' alerts with double opt-in, members' with one tap, and the
// one mail per alert when the size comes back, by a cancelled order or by the catalogue import.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER, OkMessage, StockAlertsResponse } from "./contract";
import { outbox, productVariants, stockAlerts } from "./db/schema";
import { importCatalogue, readCatalogue } from "./import/run";
import { restockedVariants } from "./lib/stock-alerts";
import { createTestApi } from "./testing";
import { adminHelpers } from "./testing-admin";
import { shopHelpers, type Shopper } from "./testing-shop";

let api: Awaited<ReturnType<typeof createTestApi>>;
let shop: ReturnType<typeof shopHelpers>;
beforeAll(async () => {
  api = await createTestApi();
  shop = shopHelpers(api);
});
afterAll(() => api.close());

let addresses = 0;
// A client address of its own per call site, so the per-address limit is this test's alone.
const newAddress = () => `198.51.100.${++addresses}`;

const askAsVisitor = (json: object, address = newAddress()) =>
  api.request("/api/stock-alerts", {
    method: "POST",
    headers: { [CLIENT_ADDRESS_HEADER]: address },
    json,
  });
const askAsMember = (shopper: Shopper, json: object) =>
  api.request("/api/member/stock-alerts", { method: "POST", headers: shopper.headers, json });
const mailsTo = async (to: string, kind?: string) =>
  (await api.db.select().from(outbox).where(eq(outbox.to, to))).filter((m) => !kind || m.kind === kind);
const tokenOf = (mail: { body: string }) => /token=([\w-]+)/.exec(mail.body)![1];
const confirm = (token: string) =>
  api.request("/api/stock-alerts/confirm", { method: "POST", json: { token } });

// A visitor's confirmed alert for the variant.
async function confirmedVisitor(variantId: number, email: string) {
  expect((await askAsVisitor({ variantId, email })).status).toBe(202);
  const [mail] = await mailsTo(email, "stock-alert-confirm");
  expect((await confirm(tokenOf(mail))).status).toBe(200);
}

describe("a visitor's alert", () => {
  it("mails a confirm link once, and counts once it is followed", async () => {
    const variant = await shop.variantWithStock(0);
    const email = "visitor-once@example.com";
    const first = await askAsVisitor({ variantId: variant.id, email: "Visitor-Once@Example.com" });
    expect(first.status).toBe(202);
    expect(OkMessage.parse(first.body).data.message).toContain(email);
    // Asked again at once: the same answer, no second mail.
    expect((await askAsVisitor({ variantId: variant.id, email })).status).toBe(202);
    const mails = await mailsTo(email, "stock-alert-confirm");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Confirm your Little Sprout back-in-stock alert");
    expect(mails[0].body).toContain(variant.title);
    expect(mails[0].html).toContain("http://shop.test/stock-alerts/confirm?token=");

    const [waiting] = await api.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(waiting.confirmedAt).toBeNull();
    expect((await confirm(tokenOf(mails[0]))).status).toBe(200);
    const [confirmed] = await api.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(confirmed.confirmedAt).not.toBeNull();
    // The link works once.
    const again = await confirm(tokenOf(mails[0]));
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe("INVALID_TOKEN");
  });

  it("is refused for a size in stock (409) and an unknown one (404), with nothing queued", async () => {
    const variant = await shop.variantWithStock(3);
    const email = "visitor-refused@example.com";
    const inStock = await askAsVisitor({ variantId: variant.id, email });
    expect(inStock.status).toBe(409);
    expect(inStock.body.errorCode).toBe("IN_STOCK");
    expect((await askAsVisitor({ variantId: 2_000_000_000, email })).status).toBe(404);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("refuses bad input with a 400 and queues nothing", async () => {
    const variant = await shop.variantWithStock(0);
    const before = (await api.db.select().from(outbox)).length;
    const bad = [
      { variantId: variant.id, email: `${"a".repeat(10_000)}@example.com` },
      { variantId: variant.id, email: "victim@example.com\r\nBcc: everyone@example.com" },
      { variantId: variant.id, email: "nul\u0000@example.com" },
      { variantId: variant.id, email: "not an address" },
      { variantId: "1; drop table stock_alerts", email: "ok@example.com" },
      { variantId: -1, email: "ok@example.com" },
      { email: "ok@example.com" },
    ];
    for (const json of bad) {
      const response = await askAsVisitor(json);
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(response.body.errorCode).toBe("VALIDATION_ERROR");
    }
    for (const token of ["short", "x".repeat(300), "bad token with spaces!!"])
      expect((await confirm(token)).status).toBe(400);
    expect((await api.db.select().from(outbox)).length).toBe(before);
  });

  it("thanks a bot that filled the honeypot and stores nothing", async () => {
    const variant = await shop.variantWithStock(0);
    const email = "honeypot-bot@example.com";
    const response = await askAsVisitor({ variantId: variant.id, email, website: "http://spam.example" });
    expect(response.status).toBe(202);
    expect(await api.db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("is rate limited per client address", async () => {
    const variant = await shop.variantWithStock(0);
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      const response = await askAsVisitor({ variantId: variant.id, email: `limit${i}@example.com` }, address);
      expect(response.status).toBe(202);
    }
    const over = await askAsVisitor({ variantId: variant.id, email: "limit-over@example.com" }, address);
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await mailsTo("limit-over@example.com")).toHaveLength(0);
    // Another network is not held back.
    expect((await askAsVisitor({ variantId: variant.id, email: "limit-other@example.com" })).status).toBe(
      202,
    );
  });
});

describe("a member's alerts", () => {
  it("take one tap, are listed, and can be cancelled by their member only", async () => {
    const member = await shop.signUp();
    const stranger = await shop.signUp();
    const variant = await shop.variantWithStock(0);
    const asked = await askAsMember(member, { variantId: variant.id });
    expect(asked.status).toBe(201);
    // Twice is the same alert.
    expect((await askAsMember(member, { variantId: variant.id })).status).toBe(201);
    const list = StockAlertsResponse.parse(
      (await api.request("/api/member/stock-alerts", { headers: member.headers })).body,
    ).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      variantId: variant.id,
      productSlug: variant.slug,
      productTitle: variant.title,
    });
    expect((await api.request("/api/member/stock-alerts", { headers: stranger.headers })).body.data).toEqual(
      [],
    );

    const cancel = (shopper: Shopper) =>
      api.request(`/api/member/stock-alerts/${list[0].id}`, { method: "DELETE", headers: shopper.headers });
    expect((await cancel(stranger)).status).toBe(404);
    expect((await cancel(member)).status).toBe(200);
    expect((await cancel(member)).status).toBe(404);
    expect((await api.request("/api/member/stock-alerts", { headers: member.headers })).body.data).toEqual(
      [],
    );
  });

  it("need a signed-in member, and a sold-out size", async () => {
    const variant = await shop.variantWithStock(2);
    expect((await api.request("/api/member/stock-alerts")).status).toBe(401);
    const anonymous = await api.request("/api/member/stock-alerts", {
      method: "POST",
      json: { variantId: 1 },
    });
    expect(anonymous.status).toBe(401);
    expect((await askAsMember(await shop.signUp(), { variantId: variant.id })).status).toBe(409);
  });
});

describe("when the size comes back", () => {
  it("waits while the product is out of the shop, and mails once it is back", async () => {
    const admin = adminHelpers(api);
    const staff = await admin.newStaff();
    const variant = await shop.variantWithStock(0);
    const email = "unpublished-alert@example.com";
    await confirmedVisitor(variant.id, email);
    const edit = (path: string, method: string, json: object) =>
      api.request(path, { method, headers: staff.headers, json });
    expect(
      (await edit(`/api/admin/products/${variant.productId}`, "PATCH", { published: false })).status,
    ).toBe(200);
    // Restocked while unpublished: its page answers 404, so no mail yet.
    expect((await edit(`/api/admin/variants/${variant.sku}/stock`, "PUT", { stock: 5 })).status).toBe(200);
    expect(await mailsTo(email, "back-in-stock")).toHaveLength(0);
    expect(
      (await edit(`/api/admin/products/${variant.productId}`, "PATCH", { published: true })).status,
    ).toBe(200);
    const mails = await mailsTo(email, "back-in-stock");
    expect(mails).toHaveLength(1);
    expect(mails[0].html).toContain(`/products/${variant.slug}`);
  });

  it("a cancelled order mails each confirmed alert once, with the size chosen, and ends them", async () => {
    const buyer = await shop.signUp();
    const variant = await shop.variantWithStock(1);
    await shop.putCart(buyer, { sku: variant.sku, qty: 1 });
    const placed = await shop.checkout(buyer, {
      address: await shop.validAddress(),
      shippingOption: "standard",
      paymentMethod: "cash_on_delivery",
    });
    expect(placed.status).toBe(201);
    expect(await shop.stockOf(variant.sku)).toBe(0);

    const member = await shop.signUp();
    expect((await askAsMember(member, { variantId: variant.id })).status).toBe(201);
    const [memberRow] = await api.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.memberId, member.userId));
    await confirmedVisitor(variant.id, "back-confirmed@example.com");
    expect(
      (await askAsVisitor({ variantId: variant.id, email: "back-unconfirmed@example.com" })).status,
    ).toBe(202);

    const cancel = () =>
      api.request(`/api/member/orders/${placed.body.data.invoiceNumber}/cancel`, {
        method: "POST",
        headers: buyer.headers,
      });
    expect((await cancel()).status).toBe(200);
    const [row] = await api.db
      .select({ size: productVariants.size, color: productVariants.color })
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    const link = new URL(`http://shop.test/products/${variant.slug}`);
    if (row.color) link.searchParams.set("color", row.color);
    if (row.size) link.searchParams.set("size", row.size);
    for (const to of [memberRow.email, "back-confirmed@example.com"]) {
      const mails = await mailsTo(to, "back-in-stock");
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain(`Back in stock: ${variant.title}`);
      expect(mails[0].body).toContain(link.toString());
      expect(mails[0].html).toContain(link.toString().replaceAll("&", "&amp;"));
    }
    expect(await mailsTo("back-unconfirmed@example.com", "back-in-stock")).toHaveLength(0);
    // Ended, except the unconfirmed one, which still waits for its link.
    const left = await api.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variant.id));
    expect(left.map((alert) => alert.email)).toEqual(["back-unconfirmed@example.com"]);
    // Nothing more on a second cancel, or a second call.
    expect((await cancel()).status).toBe(200);
    expect(await restockedVariants(api.db, [variant.id], "http://shop.test")).toBe(0);
    expect(await mailsTo("back-confirmed@example.com", "back-in-stock")).toHaveLength(1);
  });

  it("the catalogue import mails the alerts of sizes that were all gone", async () => {
    const record = {
      id: 990_001,
      title: "Alert Test Romper",
      type: "kids",
      brand: "Cotton Cloud",
      category: "DR-001",
      price: 20,
      stock: 0,
      variants: [
        { variant_id: 1, sku: "ALERT-ROMPER-S", size: "s", color: "pink" },
        { variant_id: 2, sku: "ALERT-ROMPER-M", size: "m", color: "pink" },
      ],
    };
    const importStock = async (stock: number) =>
      importCatalogue(
        api.db,
        await readCatalogue("alerts.json", Buffer.from(JSON.stringify([{ ...record, stock }]))),
        {
          shopUrl: "http://shop.test",
          pictures: async () => null,
        },
      );
    expect((await importStock(0)).totals.imported).toBe(1);
    const [small] = await api.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.sku, "ALERT-ROMPER-S"));
    expect(small.stock).toBe(0);
    await confirmedVisitor(small.id, "import-alert@example.com");

    // Stock stays at 0 (another change): no mail yet.
    await importCatalogue(
      api.db,
      await readCatalogue(
        "alerts.json",
        Buffer.from(JSON.stringify([{ ...record, title: "Alert Test Romper 2" }])),
      ),
      { shopUrl: "http://shop.test", pictures: async () => null },
    );
    expect(await mailsTo("import-alert@example.com", "back-in-stock")).toHaveLength(0);

    expect((await importStock(4)).totals.updated).toBe(1);
    const [mail] = await mailsTo("import-alert@example.com", "back-in-stock");
    expect(mail.body).toContain("http://shop.test/products/alert-test-romper-990001?color=pink&size=s");
    expect(
      await api.db
        .select()
        .from(stockAlerts)
        .where(and(eq(stockAlerts.variantId, small.id))),
    ).toHaveLength(0);
  });

  it("a link confirmed after the size came back mails at once", async () => {
    const variant = await shop.variantWithStock(0);
    const email = "late-confirm@example.com";
    expect((await askAsVisitor({ variantId: variant.id, email })).status).toBe(202);
    await api.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, variant.id));
    const [mail] = await mailsTo(email, "stock-alert-confirm");
    expect((await confirm(tokenOf(mail))).status).toBe(200);
    expect(await mailsTo(email, "back-in-stock")).toHaveLength(1);
  });
});
