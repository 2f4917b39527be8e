import { expect, test } from "vitest";

import { pageMessages } from "~/lib/i18n/use-t";

// The member area's frame reads only the session (no API call, so no upstream-down case).
import { newMember, settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./($locale).member";

test("a member enters the member area", async () => {
  const member = await newMember();
  const result = await settle(loader, member.request("/member/profile"));
  expect(result.status).toBe(200);
  expect(pageMessages(result.data)).toHaveProperty(["member.menu.dashboard"]);
});

test("a visitor is sent to sign in, and the path is kept", async () => {
  const result = await settle(loader, webRequest("/member/orders?page=2"));
  expect(result).toHaveRedirect("/login?next=%2Fmember%2Forders%3Fpage%3D2");
  expect(result.headers.get("Set-Cookie")).toMatch(/^__session=.+HttpOnly/);
});
