// The moderation queue, contact messages and the newsletter export. Held items, messages and
// subscriptions are written straight to the database: how they get there is tested elsewhere.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ContactMessageListResponse, DashboardResponse, ModerationQueueResponse } from "./contract";
import {
  blogComments,
  blogPosts,
  contactMessages,
  newsletterSubscriptions,
  products,
  reviews,
} from "./db/schema";
import { createTestApi } from "./testing";
import { adminHelpers } from "./testing-admin";

let api: Awaited<ReturnType<typeof createTestApi>>;
let admin: ReturnType<typeof adminHelpers>;
beforeAll(async () => {
  api = await createTestApi();
  admin = adminHelpers(api);
});
afterAll(() => api.close());

async function heldReviewAndComment() {
  const variant = await admin.shop.variantWithStock(1);
  const [review] = await api.db
    .insert(reviews)
    .values({
      productId: variant.productId,
      name: "Kim",
      rating: 5,
      title: "Soft",
      body: "Lovely",
      status: "pending",
    })
    .returning();
  const [post] = await api.db.select().from(blogPosts).limit(1);
  const [comment] = await api.db
    .insert(blogComments)
    .values({
      postId: post.id,
      name: "Lee",
      email: "lee@example.com",
      body: "Held comment",
      status: "pending",
    })
    .returning();
  return { review, comment, productId: variant.productId };
}

describe("moderation", () => {
  it("lists held items and approves several at once; the product's stars follow", async () => {
    const staff = await admin.newStaff();
    const { review, comment, productId } = await heldReviewAndComment();
    const queue = ModerationQueueResponse.parse(
      (await api.request("/api/admin/moderation", { headers: staff.headers })).body,
    ).data;
    expect(queue).toContainEqual(expect.objectContaining({ kind: "review", id: review.id, rating: 5 }));
    expect(queue).toContainEqual(expect.objectContaining({ kind: "comment", id: comment.id }));
    const [before] = await api.db.select().from(products).where(eq(products.id, productId));
    const response = await api.request("/api/admin/moderation", {
      method: "POST",
      headers: staff.headers,
      json: {
        decision: "approve",
        items: [
          { kind: "review", id: review.id },
          { kind: "comment", id: comment.id },
        ],
      },
    });
    expect(response.body).toEqual({ data: { decided: 2 } });
    const [after] = await api.db.select().from(products).where(eq(products.id, productId));
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    // Deciding again changes nothing.
    const again = await api.request("/api/admin/moderation", {
      method: "POST",
      headers: staff.headers,
      json: { decision: "reject", reason: "late", items: [{ kind: "review", id: review.id }] },
    });
    expect(again.body.data.decided).toBe(0);
  });

  it("rejects with a reason, and asks for one", async () => {
    const staff = await admin.newStaff();
    const { review } = await heldReviewAndComment();
    const post = (json: object) =>
      api.request("/api/admin/moderation", { method: "POST", headers: staff.headers, json });
    const noReason = await post({ decision: "reject", items: [{ kind: "review", id: review.id }] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain("reason");
    expect(
      (await post({ decision: "reject", reason: "Spam", items: [{ kind: "review", id: review.id }] })).body
        .data.decided,
    ).toBe(1);
    const [row] = await api.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row.status).toBe("rejected");
    expect((await post({ decision: "approve", items: [] })).status).toBe(400);
  });
});

describe("contact messages and the newsletter", () => {
  it("marks a message read and unread, and filters the unread", async () => {
    const staff = await admin.newStaff();
    const [message] = await api.db
      .insert(contactMessages)
      .values({ name: "Ana", email: "ana@example.com", subject: "Sizes", message: "Do they run small?" })
      .returning();
    const mark = (read: boolean) =>
      api.request(`/api/admin/messages/${message.id}/read`, {
        method: "PUT",
        headers: staff.headers,
        json: { read },
      });
    const unread = async () =>
      ContactMessageListResponse.parse(
        (await api.request("/api/admin/messages?unread=true&pageSize=48", { headers: staff.headers })).body,
      ).data.map((m) => m.id);
    expect(await unread()).toContain(message.id);
    expect((await mark(true)).body.data.read).toBe(true);
    expect(await unread()).not.toContain(message.id);
    expect((await mark(false)).body.data.read).toBe(false);
    expect(await unread()).toContain(message.id);
    const missing = await api.request("/api/admin/messages/999999/read", {
      method: "PUT",
      headers: staff.headers,
      json: { read: true },
    });
    expect(missing.status).toBe(404);
  });

  it("exports confirmed subscribers as CSV, leaving the others out and defusing formulas", async () => {
    const staff = await admin.newStaff();
    await api.db
      .insert(newsletterSubscriptions)
      .values([
        { email: "yes@example.com", confirmedAt: new Date() },
        { email: "=cmd@example.com", confirmedAt: new Date() },
        { email: "unconfirmed@example.com" },
      ]);
    const response = await api.app.request("/api/admin/newsletter.csv", { headers: staff.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toBe("email,subscribedAt");
    expect(csv).toContain('"yes@example.com",');
    expect(csv).toContain(`"'=cmd@example.com",`);
    expect(csv).not.toContain("unconfirmed@example.com");
  });
});

describe("the dashboard's waiting work", () => {
  it("counts unread messages, and transfers apart from cash on delivery", async () => {
    const staff = await admin.newStaff();
    const dashboard = async () =>
      DashboardResponse.parse((await api.request("/api/admin/dashboard", { headers: staff.headers })).body)
        .data;
    const before = await dashboard();
    expect(before.toConfirm).toBe(before.transfersToConfirm + before.cashToCollect);
    const [message] = await api.db
      .insert(contactMessages)
      .values({ name: "Bo", email: "bo@example.com", subject: "Hi", message: "Hello" })
      .returning();
    await admin.placedOrder("cash_on_delivery", 1);
    const after = await dashboard();
    expect(after).toMatchObject({
      unreadMessages: before.unreadMessages + 1,
      cashToCollect: before.cashToCollect + 1,
      transfersToConfirm: before.transfersToConfirm,
    });
    await api.request(`/api/admin/messages/${message.id}/read`, {
      method: "PUT",
      headers: staff.headers,
      json: { read: true },
    });
    expect((await dashboard()).unreadMessages).toBe(before.unreadMessages);
  });
});
