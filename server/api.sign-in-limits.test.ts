// The API's sign-in and reset-link limits (api.auth.test.ts has the rest of auth): dozens of
// password checks per test, each a real scrypt hash, so this file runs in the slow project, out
// of the fast loop (vitest.config.ts); the attack they guard against is api.sign-in-lockout's.
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerThroughMail } from "../tests/support/register";
import { createApi } from "./app";
import { CLIENT_ADDRESS_HEADER } from "./contract";
import { rateLimits } from "./db/schema";
import { createTestApi } from "./testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let counter = 0;
const newEmail = () => `limited${++counter}@example.com`;

async function register(email = newEmail(), password = "sunny-day-42") {
  const grant = await registerThroughMail(api.app.request, { name: "Sam Parent", email, password });
  return { email, password, grant };
}

// Each test checks dozens of passwords, each a real scrypt hash: 20 s is not enough on a busy machine.
describe("rate limits", { timeout: 90_000 }, () => {
  const login = (json: { email: string; password: string }, address?: string) =>
    api.request("/api/auth/login", {
      method: "POST",
      json,
      headers: address ? { [CLIENT_ADDRESS_HEADER]: address } : {},
    });

  it("stops a sixth sign-in attempt on one account, even with the right password, with a clear 429", async () => {
    const { email, password } = await register();
    for (let i = 0; i < 5; i++) expect((await login({ email, password: "wrong-pass-1" })).status).toBe(401);
    const limited = await login({ email, password });
    expect(limited.status).toBe(429);
    expect(limited.body.errorCode).toBe("RATE_LIMITED");
    expect(limited.body.message).toMatch(
      /Too many sign-in attempts for this account\. Please wait \d+ minutes? and try again\./,
    );
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(800);
    // Another account is not affected.
    const other = await register();
    expect((await login({ email: other.email, password: other.password })).status).toBe(200);
    // When the window has passed, the account signs in again.
    await api.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await login({ email, password })).status).toBe(200);
  });

  it("does not let anyone elsewhere lock a member out: the limit is per account and address", async () => {
    const { email, password } = await register();
    for (let i = 0; i < 5; i++)
      expect((await login({ email, password: "wrong-pass-1" }, "203.0.113.50")).status).toBe(401);
    expect((await login({ email, password }, "203.0.113.50")).status).toBe(429);
    expect((await login({ email, password }, "198.51.100.50")).status).toBe(200);
  });

  it("past 20 attempts from anywhere, slows an address's later tries to one per 10 seconds, never locks", async () => {
    const { email, password } = await register();
    for (let i = 0; i < 20; i++)
      expect((await login({ email, password: "wrong-pass-1" }, `192.0.2.${100 + i}`)).status).toBe(401);
    expect((await login({ email, password: "wrong-pass-1" }, "192.0.2.200")).status).toBe(401);
    // A fresh address's first three tries go straight through; its fourth takes the slot.
    for (let i = 0; i < 4; i++)
      expect((await login({ email, password: "wrong-pass-1" }, "198.51.100.61")).status).toBe(401);
    // So another address's fourth try waits for it.
    for (let i = 0; i < 3; i++)
      expect((await login({ email, password: "wrong-pass-1" }, "198.51.100.60")).status).toBe(401);
    const slowed = await login({ email, password }, "198.51.100.60");
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/Please wait \d+ seconds? and try again\./);
    expect(Number(slowed.headers.get("Retry-After"))).toBeLessThanOrEqual(10);
    // Ten seconds later (the pace window ended), the right password gets through.
    await api.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(rateLimits.key, "sign-in:pace:%"));
    expect((await login({ email, password }, "198.51.100.60")).status).toBe(200);
  });

  it("limits unknown accounts the same way, so the limit tells nothing", async () => {
    const email = "nobody-here@example.com";
    for (let i = 0; i < 5; i++) expect((await login({ email, password: "wrong-pass-1" })).status).toBe(401);
    expect((await login({ email, password: "wrong-pass-1" })).status).toBe(429);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    const { email, password } = await register();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await login({ email, password: "wrong-pass-1" });
      expect((await login({ email, password })).status).toBe(200);
    }
  });

  it("limits attempts per client address across accounts", async () => {
    for (let i = 0; i < 30; i++) {
      const response = await login(
        { email: `spray${i}@example.com`, password: "wrong-pass-1" },
        "203.0.113.7",
      );
      expect(response.status).toBe(401);
    }
    const limited = await login({ email: "spray-last@example.com", password: "wrong-pass-1" }, "203.0.113.7");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/from your network/);
    expect(
      (await login({ email: "spray-last@example.com", password: "wrong-pass-1" }, "198.51.100.1")).status,
    ).toBe(401);
  });

  it("counts exactly under concurrency, and two API processes on one database share the counts", async () => {
    const { email } = await register();
    const second = createApi(api.db, { shopUrl: "http://shop.test" });
    const attempt = async (app: typeof second) => {
      const response = await app.request("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: "wrong-pass-1" }),
      });
      return response.status;
    };
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? second : api.app)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("limits reset requests per account and per address, with the same answers for unknown accounts", async () => {
    const { email } = await register();
    const ask = (address: string, to = email) =>
      api.request("/api/auth/reset-password", {
        method: "POST",
        json: { email: to },
        headers: { [CLIENT_ADDRESS_HEADER]: address },
      });
    for (let i = 0; i < 3; i++) expect((await ask(`192.0.2.${i}`)).status).toBe(202);
    const limited = await ask("192.0.2.9");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many reset links/);
    for (let i = 0; i < 3; i++)
      expect((await ask("192.0.2.20", "ghost-account@example.com")).status).toBe(202);
    expect((await ask("192.0.2.20", "ghost-account@example.com")).status).toBe(429);
    // Per address: ten requests (four so far), whatever the accounts, then no more.
    for (let i = 0; i < 6; i++) expect((await ask("192.0.2.20", `ghost${i}@example.com`)).status).toBe(202);
    expect((await ask("192.0.2.20", "ghost-more@example.com")).status).toBe(429);
  });
});
