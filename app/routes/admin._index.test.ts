import { expect, test } from "vitest";

import { contactMessages, reviews } from "../../server/db/schema";
import { admin, newStaffMember } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin._index";

// The route tests of a worker share one API: counts are compared before and after, not read
// as absolute figures.
test("the dashboard counts what waits, and the counts follow what happens", async () => {
  const member = await newStaffMember();
  const counts = async () => (await settle(loader, member.request("/admin"))).data.counts;
  const before = await counts();
  const { productId } = await shop.helpers.variantWithStock(3);
  await shop.db
    .insert(reviews)
    .values({ productId, name: "Kim", rating: 5, title: "Soft", body: "Lovely", status: "pending" });
  await shop.db
    .insert(contactMessages)
    .values({ name: "Ana", email: "ana@example.com", subject: "Sizes", message: "Small?" });
  await admin().placedOrder("bank_transfer", 1);
  await admin().placedOrder("test_card", 1);
  const after = await counts();
  expect(after).toMatchObject({
    ordersToday: before.ordersToday + 2,
    transfersToConfirm: before.transfersToConfirm + 1,
    toPack: before.toPack + 1,
    reviewsToModerate: before.reviewsToModerate + 1,
    unreadMessages: before.unreadMessages + 1,
  });
  expect(after.revenueThisWeek).toBeGreaterThan(before.revenueThisWeek);
});

test("today's orders link to the list from today (UTC); without a staff session, to sign in", async () => {
  const member = await newStaffMember();
  const { data } = await settle(loader, member.request("/admin"));
  expect(data.today).toBe(new Date().toISOString().slice(0, 10));
  expect(await settle(loader, webRequest("/admin"))).toHaveRedirect("/admin/login?next=%2Fadmin");
});
