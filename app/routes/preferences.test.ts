// Preferences live in a cookie of their own: no API call, so no upstream-down case.
import { expect, test } from "vitest";

import { settle, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./preferences";

test("saving the settings sets their cookie and goes back", async () => {
  const form = { theme: "dark", dir: "rtl", color: "#3c74a8", redirectTo: "/blog" };
  const result = await settle(action, webRequest("/preferences", { form }));
  expect(result).toHaveRedirect("/blog");
  expect(result.headers.get("Set-Cookie")).toMatch(/HttpOnly/);
});

test("a colour not on offer: 400, no cookie", async () => {
  const form = { theme: "dark", dir: "rtl", color: "#000000" };
  const result = await settle(action, webRequest("/preferences", { form }));
  expect(result.status).toBe(400);
  expect(result.data).toBe("Those settings are not on offer.");
  expect(result.headers.get("Set-Cookie")).toBeNull();
  expect((await settle(loader)).status).toBe(404);
});
