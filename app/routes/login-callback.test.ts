// Without an identity provider configured (these tests' web has none), there is nothing to
// come back from. The whole provider sign-in is tested in server/api.oidc.test.ts and the
// browser tests.
import { expect, test } from "vitest";

import { settle, webRequest } from "../../tests/setup/routes";
import { loader } from "./login-callback";

test("no provider configured: a 404", async () => {
  const result = await settle(loader, webRequest("/login-callback?code=abc&state=def"));
  expect(result.status).toBe(404);
});
