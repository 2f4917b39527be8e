import { desc, eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { pageMessages } from "~/lib/i18n/use-t";

import { outbox } from "../../server/db/schema";
import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).forget-password";

test("asking for a link sends one and says so", async () => {
  const member = await newMember();
  const result = await settle(action, webRequest("/forget-password", { form: { email: member.email } }));
  expect(result).toHaveRedirect("/forget-password");
  expect((await toastOf(result))?.kind).toBe("success");
  const mail = await shop.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, member.email))
    .orderBy(desc(outbox.id));
  // After the registration's confirmation and the welcome, one reset link.
  expect(mail.filter((sent) => sent.subject === "Reset your Little Sprout password")).toHaveLength(1);
  expect(mail[0].subject).toBe("Reset your Little Sprout password");
});

test("not an email: 400 with the field's message, nothing sent", async () => {
  const before = (await shop.db.select().from(outbox)).length;
  const result = await settle(action, webRequest("/forget-password", { form: { email: "nope" } }));
  expect(result.status).toBe(400);
  expect(result.data.error.email).toHaveLength(1);
  expect((await shop.db.select().from(outbox)).length).toBe(before);
});

test("the page is for visitors: a member goes to the dashboard", async () => {
  expect(pageMessages((await settle(loader, webRequest("/forget-password"))).data)).toHaveProperty([
    "account.forgot.title",
  ]);
  const member = await newMember();
  expect(await settle(loader, member.request("/forget-password"))).toHaveRedirect("/member/profile");
});

test("the API down: 503", async () => {
  const form = { email: "robin@example.com" };
  const result = await whileApiDown(() => settle(action, webRequest("/forget-password", { form })));
  expect(result.status).toBe(503);
});

test("in Arabic: the same answer, in Arabic", async () => {
  const result = await settle(
    action,
    webRequest("/ar/forget-password", { form: { email: "nobody@example.com" } }),
  );
  expect(result).toHaveRedirect("/ar/forget-password");
  expect((await toastOf(result))?.message).toBe(
    "إن كان لهذا العنوان حساب، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.",
  );
});
