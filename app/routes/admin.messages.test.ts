import { expect, test } from "vitest";

import { contactMessages } from "../../server/db/schema";
import { newStaffMember, noticeAfter } from "../../tests/setup/admin-routes";
import { settle, shop, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./admin.messages";

async function newMessage(subject = "Sizes") {
  const [row] = await shop.db
    .insert(contactMessages)
    .values({ name: "Ana", email: "ana@example.com", subject, message: "Do they run small?" })
    .returning();
  return row;
}

const idsOf = (data: { messages: { id: number }[] }) => data.messages.map((message) => message.id);

test("a message marked read leaves the unread list, and back when marked unread", async () => {
  const member = await newStaffMember();
  const message = await newMessage();
  const unread = async () =>
    idsOf((await settle(loader, member.request("/admin/messages?unread=true"))).data);
  expect(await unread()).toContain(message.id);
  const all = await settle(loader, member.request("/admin/messages"));
  expect(all.data.unreadOnly).toBe(false);
  expect(all.data.messages[0]).toMatchObject({ id: message.id, read: false, subject: "Sizes" });

  const path = "/admin/messages?unread=true&page=1";
  const read = await settle(action, member.request(path, { form: { id: message.id, read: "true" } }));
  expect(read).toHaveRedirect(path);
  expect(await noticeAfter(read)).toBe("Marked as read.");
  expect(await unread()).not.toContain(message.id);
  const again = await settle(action, member.request(path, { form: { id: message.id, read: "false" } }));
  expect(await noticeAfter(again)).toBe("Marked as unread.");
  expect(await unread()).toContain(message.id);
});

test("an odd form or a message that is gone: a 4xx with a plain message", async () => {
  const member = await newStaffMember();
  const odd = await settle(
    action,
    member.request("/admin/messages", { form: { id: "x\u0000", read: "yes" } }),
  );
  expect(odd.status).toBe(400);
  expect(odd.data.error).toMatch(/could not be found/);
  const gone = await settle(
    action,
    member.request("/admin/messages", { form: { id: 2_000_000_000, read: "true" } }),
  );
  expect(gone.status).toBe(404);
  expect(gone.data.error).toMatch(/message/i);
});

test("odd list parameters are left out; without a staff session, to sign in", async () => {
  const member = await newStaffMember();
  const odd = await settle(loader, member.request("/admin/messages?unread=maybe&page=-3"));
  expect(odd.status).toBe(200);
  expect(odd.data.unreadOnly).toBe(false);
  expect(odd.data.paging.page).toBe(1);
  expect(await settle(loader, webRequest("/admin/messages"))).toHaveRedirect(
    "/admin/login?next=%2Fadmin%2Fmessages",
  );
});
