import { expect, test } from "vitest";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./readyz";

test("ready once the API is (its listing index read), never cached", async () => {
  // The API reads its listing index on the first check: not ready until it has.
  await expect
    .poll(async () => (await settle(loader, webRequest("/readyz"))).status, { timeout: 30_000 })
    .toBe(200);
  const result = await settle(loader, webRequest("/readyz"));
  expect(result.data).toEqual({ status: "ready" });
  expect(result.headers.get("Cache-Control")).toBe("no-store");
});

test("the API down: 503 with the reason", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/readyz")));
  expect(result.status).toBe(503);
  expect(result.data).toEqual({ status: "not ready", reason: "API: the API does not answer" });
});
