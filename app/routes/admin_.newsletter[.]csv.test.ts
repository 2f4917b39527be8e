import { expect, test } from "vitest";

import { newsletterSubscriptions } from "../../server/db/schema";
import { newStaffMember } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { loader } from "./admin_.newsletter[.]csv";

test("the confirmed subscribers as a CSV download; unsubscribed and unconfirmed addresses left out", async () => {
  const member = await newStaffMember();
  const stamp = Date.now();
  const [, leaving] = await shop.db
    .insert(newsletterSubscriptions)
    .values([
      { email: `stays-${stamp}@example.com`, confirmedAt: new Date() },
      { email: `leaves-${stamp}@example.com`, confirmedAt: new Date() },
      { email: `unconfirmed-${stamp}@example.com` },
    ])
    .returning();
  const unsubscribed = await shop.api.request("/api/newsletter/unsubscribe", {
    method: "POST",
    json: { token: leaving.unsubscribeToken },
  });
  expect(unsubscribed.status).toBe(200);
  const result = await settle(loader, member.request("/admin/newsletter.csv"));
  expect(result.status).toBe(200);
  expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(result.headers.get("Content-Disposition")).toMatch(
    /^attachment; filename="newsletter-\d{4}-\d\d-\d\d\.csv"$/,
  );
  const lines: string[] = result.data.split("\r\n");
  expect(lines[0]).toBe("email,subscribedAt");
  expect(lines.some((line) => line.startsWith(`"stays-${stamp}@example.com",`))).toBe(true);
  expect(result.data).not.toContain(`leaves-${stamp}`);
  expect(result.data).not.toContain(`unconfirmed-${stamp}`);
  // The staff token never reaches the browser: the answer holds only the list.
  expect(result.data).not.toContain(Object.values(member.headers)[0]);
});

test("without a staff session: to sign in, no list", async () => {
  expect(await settle(loader, webRequest("/admin/newsletter.csv"))).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Fnewsletter.csv",
  );
});
