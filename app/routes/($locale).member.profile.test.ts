import { expect, test } from "vitest";

import { newMember, settle, shop, toastOf, webRequest, whileApiDown } from "../../tests/setup/routes";
import { action, loader } from "./($locale).member.profile";

test("the dashboard: the member's profile and summary, without their id", async () => {
  const member = await newMember("Robin Parent");
  const result = await settle(loader, member.request("/member/profile"));
  expect(result.status).toBe(200);
  expect(result.data.profile).toMatchObject({ name: "Robin Parent", email: member.email });
  expect(result.data.profile).not.toHaveProperty("id");
  expect(result.data.summary).toMatchObject({ addressCount: 0, wishlistCount: 0, defaultAddress: null });
});

test("changing the name saves it and says so", async () => {
  const member = await newMember();
  const form = { intent: "profile", name: "Sam Parent", phone: "+1 555 0199" };
  const result = await settle(action, member.request("/member/profile", { form }));
  expect(result).toHaveRedirect("/member/profile");
  expect(await toastOf(result)).toEqual({ kind: "success", message: "Your details are saved." });
  const profile = await shop.api.request("/api/member/profile/summary", { headers: member.headers });
  expect(profile.body.data.profile).toMatchObject({ name: "Sam Parent", phone: "+1 555 0199" });
});

test("an empty name: 400 with the field's message, nothing changed", async () => {
  const member = await newMember("Robin Parent");
  const form = { intent: "profile", name: "  " };
  const result = await settle(action, member.request("/member/profile", { form }));
  expect(result.status).toBe(400);
  expect(result.data.intent).toBe("profile");
  expect(result.data.result.error.name).toEqual(["Enter your name"]);
  const profile = await shop.api.request("/api/member/profile/summary", { headers: member.headers });
  expect(profile.body.data.profile.name).toBe("Robin Parent");
});

test("a wrong current password names its field and hides what was typed", async () => {
  const member = await newMember();
  const form = {
    intent: "password",
    currentPassword: "not-my-password",
    newPassword: "rainy-day-77",
    confirmPassword: "rainy-day-77",
  };
  const result = await settle(action, member.request("/member/profile", { form }));
  expect(result.status).toBe(400);
  expect(result.data.result.error.currentPassword).toEqual(["The current password is not right"]);
  expect(result.data.result.initialValue).not.toHaveProperty("newPassword");
});

test("a visitor is sent to sign in first", async () => {
  expect(await settle(loader, webRequest("/member/profile"))).toHaveRedirect(
    "/login?next=%2Fmember%2Fprofile",
  );
  const form = { intent: "profile", name: "Sam" };
  expect(await settle(action, webRequest("/member/profile", { form }))).toHaveRedirect(
    "/login?next=%2Fmember%2Fprofile",
  );
});

test("the API down: 503", async () => {
  const member = await newMember();
  const result = await whileApiDown(() => settle(loader, member.request("/member/profile")));
  expect(result.status).toBe(503);
});
