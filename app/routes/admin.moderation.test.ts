import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { blogComments, blogPosts, products, reviews } from "../../server/db/schema";
import { newStaffMember, noticeAfter } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./admin.moderation";

// A held review of a product of its own (5 stars), and a held blog comment, straight into the
// database: how shoppers' words get held is the API's own test.
async function heldReview(rating = 5) {
  const { productId, slug } = await shop.helpers.variantWithStock(3);
  const [review] = await shop.db
    .insert(reviews)
    .values({
      productId,
      name: "Kim",
      rating,
      title: "Soft",
      body: "Visit www.example.com",
      status: "pending",
    })
    .returning();
  return { ref: `review:${review.id}`, id: review.id, productId, slug };
}

async function heldComment() {
  const [post] = await shop.db.select().from(blogPosts).limit(1);
  const [comment] = await shop.db
    .insert(blogComments)
    .values({
      postId: post.id,
      name: "Lee",
      email: "lee@example.com",
      body: "HELD COMMENT",
      status: "pending",
    })
    .returning();
  return { ref: `comment:${comment.id}`, id: comment.id };
}

const productOf = async (id: number) => (await shop.db.select().from(products).where(eq(products.id, id)))[0];
const statusOf = async (id: number) =>
  (await shop.db.select().from(reviews).where(eq(reviews.id, id)))[0].status;

test("a held review approved: it leaves the queue, and its product's stars and count follow at once", async () => {
  const member = await newStaffMember();
  const review = await heldReview(4);
  const queue = await settle(loader, member.request("/admin/moderation"));
  expect(queue.data.items).toContainEqual(
    expect.objectContaining({ kind: "review", id: review.id, rating: 4 }),
  );
  const before = await productOf(review.productId);
  const form = { scope: review.ref, item: review.ref, decision: "approve" };
  const approved = await settle(action, member.request("/admin/moderation", { form }));
  expect(approved).toHaveRedirect("/admin/moderation");
  const after = await productOf(review.productId);
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  // The average of its published reviews to one decimal (from their ratings: the stored
  // average before is rounded, and counting from it was off by 0.1 for some products).
  const published = await shop.db
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.productId, review.productId), eq(reviews.status, "published")));
  const sum = published.reduce((total, one) => total + one.rating, 0);
  expect(published).toHaveLength(after.reviewCount);
  expect(after.rating).toBe(Math.round((sum * 10) / published.length) / 10);
  // As the shop reads it (the API's product summary).
  const summary = await shop.api.request(`/api/products/${review.slug}/summary`);
  expect(summary.body.data).toMatchObject({ reviewCount: after.reviewCount, rating: after.rating });
  const again = await settle(loader, member.request("/admin/moderation"));
  expect(again.data.items.some((item: { id: number }) => item.id === review.id)).toBe(false);
});

test("several chosen at once are rejected with one reason; the notice counts them", async () => {
  const member = await newStaffMember();
  const review = await heldReview();
  const comment = await heldComment();
  const form: [string, string][] = [
    ["scope", "bulk"],
    ["item", review.ref],
    ["item", comment.ref],
    ["decision", "reject"],
    ["reason", "Advertising"],
  ];
  const rejected = await settle(action, member.request("/admin/moderation", { form }));
  expect(rejected).toHaveRedirect("/admin/moderation");
  expect(await noticeAfter(rejected)).toBe("Rejected 2 items.");
  expect(await statusOf(review.id)).toBe("rejected");
  const [comment_] = await shop.db.select().from(blogComments).where(eq(blogComments.id, comment.id));
  expect(comment_.status).toBe("rejected");
});

test("an item decided already by someone else: the notice says so", async () => {
  const member = await newStaffMember();
  const review = await heldReview();
  const other = await heldReview();
  await shop.db.update(reviews).set({ status: "published" }).where(eq(reviews.id, other.id));
  const form: [string, string][] = [
    ["scope", "bulk"],
    ["item", review.ref],
    ["item", other.ref],
    ["decision", "approve"],
  ];
  const answer = await settle(action, member.request("/admin/moderation", { form }));
  expect(answer).toHaveRedirect("/admin/moderation");
  expect(await noticeAfter(answer)).toBe("Approved 1 item. One was decided already by someone else.");
  expect(await statusOf(review.id)).toBe("published");
});

test("a rejection without a reason, with 10,000 characters or with NUL: a 400 that keeps what was typed", async () => {
  const member = await newStaffMember();
  const review = await heldReview();
  const reject = (reason: string) =>
    settle(
      action,
      member.request("/admin/moderation", {
        form: { scope: review.ref, item: review.ref, decision: "reject", reason },
      }),
    );
  const none = await reject("");
  expect(none.status).toBe(400);
  expect(none.data.scope).toBe(review.ref);
  expect(none.data.result.error.reason).toEqual(["Give a reason for rejecting"]);
  const long = "x".repeat(10_000);
  const tooLong = await reject(long);
  expect(tooLong.status).toBe(400);
  expect(tooLong.data.result.error.reason[0]).toMatch(/500 characters/);
  expect(tooLong.data.result.initialValue.reason).toBe(long);
  const nul = await reject("Spam\u0000here");
  expect(nul.status).toBe(400);
  expect(nul.data.result.error.reason[0]).toMatch(/character/i);
  expect(await statusOf(review.id)).toBe("pending");
});

test("nothing chosen, or an item that is not in the list: a 400 beside the bulk form", async () => {
  const member = await newStaffMember();
  const empty = await settle(
    action,
    member.request("/admin/moderation", { form: { scope: "bulk", decision: "approve", reason: "kept" } }),
  );
  expect(empty.status).toBe(400);
  expect(empty.data.scope).toBe("bulk");
  expect(empty.data.result.error.item).toEqual(["Choose at least one"]);
  expect(empty.data.result.initialValue.reason).toBe("kept");
  const odd = await settle(
    action,
    member.request("/admin/moderation", { form: { scope: "bulk", item: "order:1", decision: "approve" } }),
  );
  expect(odd.status).toBe(400);
});

test("without a staff session: to the back office's sign-in", async () => {
  expect(await settle(loader, webRequest("/admin/moderation"))).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Fmoderation",
  );
  const posted = await settle(
    action,
    webRequest("/admin/moderation", { form: { item: "review:1", decision: "approve" } }),
  );
  expect(posted).toHaveRedirect("/admin/login?next=%2Fadmin%2Fmoderation");
});
