// The OpenAPI document is the contract other backends implement (README): it must be a valid
// OpenAPI 3.1 document, and name every endpoint the API serves.
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApi } from "./testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  // As in production: the development outbox is not part of the contract.
  api = await createTestApi({ devOutbox: false });
});
afterAll(() => api.close());

// Served but not part of the contract: the document itself, and the pictures (plain SVG files).
// The health checks and metrics are for operators and load balancers, not the web's contract.
const OUTSIDE_THE_CONTRACT = [/^\/api\/openapi\.json$/, /^\/media\//, /^\/(healthz|readyz|metrics)$/];

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const { status, body } = await api.request("/api/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("names every endpoint the API serves, with its method", async () => {
    const { body } = await api.request("/api/openapi.json");
    const served = api.app.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => ({
        method: route.method.toLowerCase(),
        path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}"),
      }))
      .filter((route) => !OUTSIDE_THE_CONTRACT.some((pattern) => pattern.test(route.path)));
    expect(served.length).toBeGreaterThan(40);
    const missing = served.filter((route) => !body.paths[route.path]?.[route.method]);
    expect(missing).toEqual([]);
  });
});
