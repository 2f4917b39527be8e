import { desc, eq } from "drizzle-orm";
import { expect, test } from "vitest";

import { outbox } from "../../server/db/schema";
import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).register";

const form = (email: string) => ({
  name: "Kim Parent",
  email,
  password: "sunny-day-42",
  confirmPassword: "sunny-day-42",
});

const CHECK_YOUR_MAIL = {
  kind: "info",
  message: "Check your mail: we have sent a link to that address. Open it to finish creating your account.",
};

test("registering says to check the mail; the mailed link (with next) makes the member", async () => {
  const email = `kim-${Date.now()}@example.com`;
  const result = await settle(
    action,
    webRequest("/register", { form: { ...form(email), next: "/member/orders" } }),
  );
  expect(result).toHaveRedirect("/register?next=%2Fmember%2Forders");
  expect(await toastOf(result)).toEqual(CHECK_YOUR_MAIL);
  expect(result.headers.getSetCookie().some((cookie) => cookie.startsWith("__device="))).toBe(false);
  const [mail] = await shop.db.select().from(outbox).where(eq(outbox.to, email));
  const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
  expect(link.pathname).toBe("/login/link");
  expect(link.searchParams.get("next")).toBe("/member/orders");
});

test("two different passwords: 400 on the confirmation, the passwords not sent back", async () => {
  const email = `kim-${Date.now()}@example.com`;
  const result = await settle(
    action,
    webRequest("/register", { form: { ...form(email), confirmPassword: "other-day-42" } }),
  );
  expect(result.status).toBe(400);
  expect(result.data.error.confirmPassword).toEqual(["The two passwords are not the same"]);
  expect(result.data.initialValue).toEqual({ name: "Kim Parent", email });
});

test("an email already registered gets the very same answer, and its owner a mail", async () => {
  const member = await newMember();
  const result = await settle(action, webRequest("/register", { form: form(member.email) }));
  expect(result).toHaveRedirect("/register");
  expect(await toastOf(result)).toEqual(CHECK_YOUR_MAIL);
  const [mail] = await shop.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, member.email))
    .orderBy(desc(outbox.id));
  expect(mail.subject).toBe("Someone tried to create a Little Sprout account with your address");
});

test("the page keeps an on-site next; a member is sent to the dashboard", async () => {
  expect((await settle(loader, webRequest("/register?next=%2Fcheckout"))).data).toMatchObject({
    next: "/checkout",
  });
  const member = await newMember();
  expect(await settle(loader, member.request("/register"))).toHaveRedirect("/member/profile");
});

test("the API down: 503", async () => {
  const result = await whileApiDown(() =>
    settle(action, webRequest("/register", { form: form("down@example.com") })),
  );
  expect(result.status).toBe(503);
});

test("in Arabic: a failed field says why in Arabic and keeps what was typed; the mail's word in Arabic on the Arabic page", async () => {
  const email = `kim-${Date.now()}@example.com`;
  const failed = await settle(
    action,
    webRequest("/ar/register", { form: { ...form(email), email: "kim@" } }),
  );
  expect(failed.status).toBe(400);
  expect(failed.data.error.email).toEqual(["أدخل عنوان بريد إلكتروني مثل name@example.com"]);
  expect(failed.data.initialValue).toEqual({ name: "Kim Parent", email: "kim@" });
  const result = await settle(action, webRequest("/ar/register", { form: form(email) }));
  expect(result).toHaveRedirect("/ar/register");
  expect(await toastOf(result)).toEqual({
    kind: "info",
    message: "تفقّد بريدك: أرسلنا رابطًا إلى هذا العنوان. افتحه لإكمال إنشاء حسابك.",
  });
});
