// Without an identity provider configured (these tests' web has none), the provider's routes
// are not there. The whole provider sign-in is tested against the bundled development provider
// in server/api.oidc.test.ts and the browser tests.
import { expect, test } from "vitest";

import { settle, webRequest } from "../../tests/setup/routes";
import { action, loader } from "./auth.provider";

test("no provider configured: a 404 for a GET and for the form", async () => {
  expect((await settle(loader)).status).toBe(404);
  const result = await settle(action, webRequest("/auth/provider", { form: { next: "/cart" } }));
  expect(result.status).toBe(404);
});

test("another site's post is refused with 403 before anything else", async () => {
  const request = webRequest("/auth/provider", { form: {}, headers: { "Sec-Fetch-Site": "cross-site" } });
  expect((await settle(action, request)).status).toBe(403);
});
