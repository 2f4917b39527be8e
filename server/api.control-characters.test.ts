// NUL and other control characters anywhere in a request: a 400 naming the field, never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CONTROL_CHARACTERS_MESSAGE } from "./contract";
import { createTestApi } from "./testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("control characters", () => {
  it.each([
    ["/api/search?q=%00", "q"],
    ["/api/search?q=dress%01", "q"],
    ["/api/products?brand=%00", "brand"],
    ["/api/products?tag=a%00b", "tag"],
    ["/api/content/blog/all?tag=%00", "tag"],
    ["/api/products/%00/summary", "path"],
  ])("in the query or path: GET %s is a 400 naming %s", async (path, field) => {
    const response = await api.request(path);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: "VALIDATION_ERROR",
      fields: { [field]: [CONTROL_CHARACTERS_MESSAGE] },
    });
  });

  it.each([
    [
      "/api/auth/register",
      { name: "Ada\u0000", email: "ada-nul@example.com", password: "sunny-day-42" },
      "name",
    ],
    ["/api/content/contact", { name: "Ada", email: "a@example.com", message: "Hello\u0000there" }, "message"],
    ["/api/content/blog/any/comments", { name: "Ada", email: "a@example.com", body: "Hi\u001b[31m" }, "body"],
    [
      "/api/products/any/reviews",
      { name: "Ada", rating: 5, title: "Nice\u0000", body: "Soft and warm" },
      "title",
    ],
  ])("in a JSON body: POST %s is a 400 naming the field", async (path, json, field) => {
    const response = await api.request(path, { method: "POST", json });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: [CONTROL_CHARACTERS_MESSAGE] });
  });

  it("leaves tabs and new lines in text alone", async () => {
    const response = await api.request("/api/search?q=dress%0A");
    expect(response.status).toBe(200);
  });
});

describe("JSON nested too deep", () => {
  // 3,000 levels overflowed the stack of the control-character check: a 500.
  it.each([
    ["an array", (depth: number) => "[".repeat(depth) + "]".repeat(depth)],
    ["an object", (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)],
  ])("as %s 3,000 levels deep is a 400 on every JSON route", async (_, nested) => {
    for (const path of ["/api/auth/register", "/api/cart", "/api/checkout", "/api/content/contact"]) {
      const response = await api.request(path, {
        method: path === "/api/cart" ? "PUT" : "POST",
        headers: { "Content-Type": "application/json" },
        body: nested(3000),
      });
      expect(response.status, path).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: "VALIDATION_ERROR",
        message: /nested more than 32 levels/,
      });
    }
  });

  it("lets a body as deep as MAX_JSON_DEPTH reach the route's own checks", async () => {
    const deep = '{"a":'.repeat(31) + "1" + "}".repeat(31);
    const response = await api.request("/api/content/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: deep,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).not.toMatch(/nested/);
  });
});
