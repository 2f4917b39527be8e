// Every /api/admin/* operation of the OpenAPI document, walked three ways: with no token, with
// a member's token (in the member headers and in the staff header), and, on owner-only
// operations, with a staff member's token. Each must answer 401 or 403, whatever the input.
import { afterAll, beforeAll, expect, it } from "vitest";

import { AUTH_HEADERS, STAFF_TOKEN_HEADER } from "./contract";
import { ADMIN_TAG, OWNER_TAG } from "./routes/openapi";
import { createTestApi } from "./testing";
import { adminHelpers } from "./testing-admin";

type Operation = { tags?: string[]; security?: unknown[]; requestBody?: unknown };

let api: Awaited<ReturnType<typeof createTestApi>>;
let admin: ReturnType<typeof adminHelpers>;
beforeAll(async () => {
  api = await createTestApi();
  admin = adminHelpers(api);
});
afterAll(() => api.close());

// Path parameters (by name, or for one path) and bodies that pass validation, so the refusal is
// about who asks.
const SAMPLE_PARAMS: Record<string, string> = {
  invoice_number: "INV-2026-100001",
  id: "00000000-0000-4000-8000-000000000000",
  "/api/admin/messages/{id}/read": "1",
  product_id: "1",
  sku: "SKU-1",
  locale: "ar",
  slug: "about-us",
};
const SAMPLE_BODIES: Record<string, unknown> = {
  "/api/admin/staff": { email: "x@staff.example.com", name: "X", role: "staff" },
  "/api/admin/staff/{id}": { role: "staff" },
  "/api/admin/orders/{invoice_number}/transitions": { to: "packed" },
  "/api/admin/orders/{invoice_number}/notes": { note: "A note" },
  "/api/admin/auth/totp/verify": { code: "123456" },
  "/api/admin/products/{product_id}": { discountPercent: 10 },
  "/api/admin/variants/{sku}/stock": { stock: 1 },
  "/api/admin/moderation": { decision: "approve", items: [{ kind: "review", id: 1 }] },
  "/api/admin/messages/{id}/read": { read: true },
};
// Required query parameters.
const SAMPLE_QUERIES: Record<string, string> = { "/api/admin/products": "?q=dress" };
// Operations anyone may call: signing in, and setting a password with a mailed token.
const OPEN = new Set(["post /api/admin/auth/login", "post /api/admin/auth/password"]);

it("refuses every admin operation without a staff token, with a member's, and staff on owners' ones", async () => {
  const document = (await api.request("/api/openapi.json")).body;
  const shopper = await admin.shop.signUp();
  const staff = await admin.newStaff("staff");
  const walked: string[] = [];
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    if (!path.startsWith("/api/admin/")) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const name = `${method} ${path}`;
      expect(
        operation.tags?.some((tag) => tag === ADMIN_TAG || tag === OWNER_TAG),
        name,
      ).toBe(true);
      if (OPEN.has(name)) continue;
      expect(operation.security, name).toEqual([{ staffToken: [] }]);
      const url = path.replace(
        /\{(\w+)\}/g,
        (_, param: string) => SAMPLE_PARAMS[path] ?? SAMPLE_PARAMS[param],
      );
      const call = (headers: Record<string, string>) =>
        api.request(url + (SAMPLE_QUERIES[path] ?? ""), {
          method: method.toUpperCase(),
          headers,
          json: operation.requestBody ? (SAMPLE_BODIES[path] ?? {}) : undefined,
        });
      const ways: [string, Record<string, string>][] = [
        ["no token", {}],
        ["a member's token", shopper.headers],
        ["a member's token as a staff token", { [STAFF_TOKEN_HEADER]: shopper.headers[AUTH_HEADERS.token] }],
      ];
      if (operation.tags?.includes(OWNER_TAG))
        ways.push(["a staff token on an owners' operation", staff.headers]);
      for (const [way, headers] of ways) {
        const response = await call(headers);
        expect([401, 403], `${name} with ${way}: ${response.status}`).toContain(response.status);
      }
      walked.push(name);
    }
  }
  expect(walked.length).toBeGreaterThanOrEqual(23);
});
