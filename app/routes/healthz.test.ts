import { expect, test } from "vitest";

import { settle, webRequest, whileApiDown } from "../../tests/setup/routes";
import { loader } from "./healthz";

test("the web reaches the API: ok, never cached", async () => {
  const result = await settle(loader, webRequest("/healthz"));
  expect(result.status).toBe(200);
  expect(result.data).toEqual({ status: "ok", api: "ok" });
  expect(result.headers.get("Cache-Control")).toBe("no-store");
});

test("the API down: 503, degraded", async () => {
  const result = await whileApiDown(() => settle(loader, webRequest("/healthz")));
  expect(result.status).toBe(503);
  expect(result.data).toEqual({ status: "degraded", api: "unreachable" });
});
