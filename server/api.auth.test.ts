import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { registerThroughMail } from "../tests/support/register";
import { createApi } from "./app";
import { AUTH_HEADERS, CLIENT_ADDRESS_HEADER } from "./contract";
import { accessTokens, members, outbox, passwordResets } from "./db/schema";
import { createTestApi } from "./testing";

let api: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let counter = 0;
const newEmail = () => `parent${++counter}@example.com`;

async function register(email = newEmail(), password = "sunny-day-42") {
  const grant = await registerThroughMail(api.app.request, { name: "Sam Parent", email, password });
  return { email, password, grant };
}

const authHeaders = (grant: { accessToken: string; userId: string }) => ({
  [AUTH_HEADERS.token]: grant.accessToken,
  [AUTH_HEADERS.userId]: grant.userId,
});

describe("register and login", () => {
  it("registers a member and answers a token and user id", async () => {
    const { grant } = await register();
    expect(grant.accessToken.length).toBeGreaterThanOrEqual(40);
    expect(grant.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(grant.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("stores only a hash of the token", async () => {
    const { grant } = await register();
    const rows = await api.db.select().from(accessTokens).where(eq(accessTokens.memberId, grant.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(grant.accessToken);
  });

  it("answers a taken email (in any case) as a new one, and mails its owner instead", async () => {
    const { email } = await register();
    const ask = (to: string) =>
      api.request("/api/auth/register", {
        method: "POST",
        json: { name: "Other", email: to, password: "another-pass-1" },
      });
    const taken = await ask(email.toUpperCase());
    const fresh = await ask(newEmail());
    expect(taken.status).toBe(202);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.body.data.message).toMatch(/^Check your mail/);
    const [mail] = await api.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
    expect(mail.subject).toBe("Someone tried to create a Little Sprout account with your address");
    expect(mail.body).toContain("http://shop.test/forget-password");
    // Nothing to confirm: the owner's password stays, no second member.
    expect(mail.body).not.toMatch(/token=/);
    expect((await api.db.select().from(members).where(eq(members.email, email))).length).toBe(1);
  });

  it("makes no member until the mailed link is used, and the link works once", async () => {
    const email = newEmail();
    await api.request("/api/auth/register", {
      method: "POST",
      json: { name: "Lee", email, password: "sunny-day-42", next: "/member/orders" },
    });
    expect(await api.db.select().from(members).where(eq(members.email, email))).toEqual([]);
    const signIn = await api.request("/api/auth/login", {
      method: "POST",
      json: { email, password: "sunny-day-42" },
    });
    expect(signIn.status).toBe(401);
    const [mail] = await api.db.select().from(outbox).where(eq(outbox.to, email));
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
    expect(link.pathname).toBe("/login/link");
    expect(link.searchParams.get("next")).toBe("/member/orders");
    const use = () =>
      api.request("/api/auth/mailed-link", {
        method: "POST",
        json: { token: link.searchParams.get("token") },
      });
    const used = await use();
    expect(used.status).toBe(200);
    expect(used.body.data.member).toMatchObject({ email, name: "Lee" });
    expect((await use()).body.errorCode).toBe("INVALID_TOKEN");
    const again = await api.request("/api/auth/login", {
      method: "POST",
      json: { email, password: "sunny-day-42" },
    });
    expect(again.status).toBe(200);
  });

  it("rejects weak passwords and bad emails, naming the fields", async () => {
    const response = await api.request("/api/auth/register", {
      method: "POST",
      json: { name: "", email: "not-an-email", password: "short" },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(["email", "name", "password"]);
  });

  it("rejects malformed and oversized bodies with 4xx", async () => {
    const malformed = await api.request("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe("VALIDATION_ERROR");
    const huge = await api.request("/api/auth/register", {
      method: "POST",
      json: { name: "x".repeat(100_000), email: "a@b.co", password: "abcdefg1" },
    });
    expect(huge.status).toBe(413);
    const wrongTypes = await api.request("/api/auth/login", {
      method: "POST",
      json: { email: 42, password: ["x"] },
    });
    expect(wrongTypes.status).toBe(400);
  });

  it("signs in with the right password, whatever the email's case", async () => {
    const { email, password } = await register();
    const response = await api.request("/api/auth/login", {
      method: "POST",
      json: { email: email.toUpperCase(), password },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.member.email).toBe(email);
  });

  it("gives one answer for a wrong password and an unknown account", async () => {
    const { email } = await register();
    const wrong = await api.request("/api/auth/login", {
      method: "POST",
      json: { email, password: "wrong-pass-1" },
    });
    const unknown = await api.request("/api/auth/login", {
      method: "POST",
      json: { email: "nobody@example.com", password: "wrong-pass-1" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errorCode).toBe("INVALID_CREDENTIALS");
  });
});

describe("tokens", () => {
  it("validates a token sent with its user id", async () => {
    const { grant, email } = await register();
    const response = await api.request("/api/auth/validate-token", {
      method: "POST",
      headers: authHeaders(grant),
    });
    expect(response.status).toBe(200);
    expect(response.body.data.member.email).toBe(email);
  });

  it("answers 401 UNAUTHENTICATED_USER without both headers, or with a mismatched user id", async () => {
    const { grant } = await register();
    const other = await register();
    const cases: Record<string, string>[] = [
      {},
      { [AUTH_HEADERS.token]: grant.accessToken },
      { [AUTH_HEADERS.userId]: grant.userId },
      { [AUTH_HEADERS.token]: grant.accessToken, [AUTH_HEADERS.userId]: other.grant.userId },
      { [AUTH_HEADERS.token]: "made-up", [AUTH_HEADERS.userId]: grant.userId },
    ];
    for (const headers of cases) {
      const response = await api.request("/api/auth/validate-token", { method: "POST", headers });
      expect(response.status).toBe(401);
      expect(response.body.errorCode).toBe("UNAUTHENTICATED_USER");
    }
  });

  it("refuses an expired token", async () => {
    const { grant } = await register();
    await api.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.memberId, grant.userId));
    const response = await api.request("/api/auth/validate-token", {
      method: "POST",
      headers: authHeaders(grant),
    });
    expect(response.status).toBe(401);
  });

  it("revokes the token at logout", async () => {
    const { grant } = await register();
    expect(
      (await api.request("/api/auth/logout", { method: "POST", headers: authHeaders(grant) })).status,
    ).toBe(200);
    const after = await api.request("/api/auth/validate-token", {
      method: "POST",
      headers: authHeaders(grant),
    });
    expect(after.status).toBe(401);
  });
});

describe("password change", () => {
  it("changes the password, keeps this session and signs out the others", async () => {
    const { email, password, grant } = await register();
    const second = (await api.request("/api/auth/login", { method: "POST", json: { email, password } })).body
      .data;
    const response = await api.request("/api/auth/password", {
      method: "PUT",
      headers: authHeaders(grant),
      json: { currentPassword: password, newPassword: "brand-new-pass-7" },
    });
    expect(response.status).toBe(200);
    expect(
      (await api.request("/api/auth/validate-token", { method: "POST", headers: authHeaders(grant) })).status,
    ).toBe(200);
    expect(
      (await api.request("/api/auth/validate-token", { method: "POST", headers: authHeaders(second) }))
        .status,
    ).toBe(401);
    expect((await api.request("/api/auth/login", { method: "POST", json: { email, password } })).status).toBe(
      401,
    );
    expect(
      (
        await api.request("/api/auth/login", {
          method: "POST",
          json: { email, password: "brand-new-pass-7" },
        })
      ).status,
    ).toBe(200);
  });

  it("needs the current password and a token", async () => {
    const { grant } = await register();
    const wrong = await api.request("/api/auth/password", {
      method: "PUT",
      headers: authHeaders(grant),
      json: { currentPassword: "not-it-123", newPassword: "brand-new-pass-7" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty("currentPassword");
    const anonymous = await api.request("/api/auth/password", {
      method: "PUT",
      json: { currentPassword: "x", newPassword: "brand-new-pass-7" },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("password reset", () => {
  async function latestResetLink(email: string) {
    const [mail] = await api.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const link = mail.body.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    return new URL(link!);
  }

  it("gives the same answer for known and unknown addresses, and mails only the known one", async () => {
    const { email } = await register();
    const known = await api.request("/api/auth/reset-password", { method: "POST", json: { email } });
    const unknown = await api.request("/api/auth/reset-password", {
      method: "POST",
      json: { email: "ghost@example.com" },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(await api.db.select().from(outbox).where(eq(outbox.to, "ghost@example.com"))).toEqual([]);
    const link = await latestResetLink(email);
    expect(link.origin + link.pathname).toBe("http://shop.test/reset-password");
  });

  it("resets with the mailed token once, then refuses it", async () => {
    const { email } = await register();
    await api.request("/api/auth/reset-password", { method: "POST", json: { email } });
    const token = (await latestResetLink(email)).searchParams.get("token")!;
    const first = await api.request("/api/auth/reset-password", {
      method: "PUT",
      json: { token, password: "fresh-start-9" },
    });
    expect(first.status).toBe(200);
    const again = await api.request("/api/auth/reset-password", {
      method: "PUT",
      json: { token, password: "fresh-start-10" },
    });
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe("INVALID_TOKEN");
    expect(
      (await api.request("/api/auth/login", { method: "POST", json: { email, password: "fresh-start-9" } }))
        .status,
    ).toBe(200);
  });

  async function resetToken(email: string) {
    await api.request("/api/auth/reset-password", { method: "POST", json: { email } });
    return (await latestResetLink(email)).searchParams.get("token")!;
  }
  const useReset = (token: string, password: string) =>
    api.request("/api/auth/reset-password", { method: "PUT", json: { token, password } });

  it("refuses every earlier link once one link is used", async () => {
    const { email } = await register();
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect((await useReset(second, "fresh-start-9")).status).toBe(200);
    const stale = await useReset(first, "attacker-pass-1");
    expect(stale.status).toBe(400);
    expect(stale.body.errorCode).toBe("INVALID_TOKEN");
    const signIn = await api.request("/api/auth/login", {
      method: "POST",
      json: { email, password: "fresh-start-9" },
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses a link made before the member changed the password while signed in", async () => {
    const { email, password, grant } = await register();
    const token = await resetToken(email);
    const changed = await api.request("/api/auth/password", {
      method: "PUT",
      headers: authHeaders(grant),
      json: { currentPassword: password, newPassword: "brand-new-pass-7" },
    });
    expect(changed.status).toBe(200);
    expect((await useReset(token, "attacker-pass-1")).body.errorCode).toBe("INVALID_TOKEN");
    // A link asked for after the change works.
    expect((await useReset(await resetToken(email), "after-change-8")).status).toBe(200);
  });

  it("refuses a made-up token before hashing anything, and limits tries per address", async () => {
    const bogus = (address: string) =>
      api.request("/api/auth/reset-password", {
        method: "PUT",
        json: { token: "made-up-token", password: "fresh-start-9" },
        headers: { [CLIENT_ADDRESS_HEADER]: address },
      });
    // Answered from one database read: far quicker than one scrypt hash at the production cost
    // (about 50 ms; this project's own is lower, vitest.config.ts).
    const started = performance.now();
    for (let i = 0; i < 5; i++) expect((await bogus("203.0.113.90")).status).toBe(400);
    const { hashPassword } = await import("./lib/auth");
    vi.stubEnv("TEST_PASSWORD_HASH_COST", "");
    const hashStarted = performance.now();
    await hashPassword("fresh-start-9").finally(() => vi.unstubAllEnvs());
    const oneHash = performance.now() - hashStarted;
    expect((hashStarted - started) / 5).toBeLessThan(oneHash);
    for (let i = 0; i < 5; i++) await bogus("203.0.113.90");
    const limited = await bogus("203.0.113.90");
    expect(limited.status).toBe(429);
    expect((await bogus("203.0.113.91")).status).toBe(400);
  });

  it("refuses an expired token", async () => {
    const { email } = await register();
    await api.request("/api/auth/reset-password", { method: "POST", json: { email } });
    const token = (await latestResetLink(email)).searchParams.get("token")!;
    await api.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) });
    const response = await api.request("/api/auth/reset-password", {
      method: "PUT",
      json: { token, password: "fresh-start-9" },
    });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe("INVALID_TOKEN");
  });

  it("validates the new password", async () => {
    const response = await api.request("/api/auth/reset-password", {
      method: "PUT",
      json: { token: "x", password: "short" },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty("password");
  });
});

describe("the development outbox endpoint", () => {
  it("is absent unless turned on", async () => {
    const withoutOutbox = createApi(api.db, { shopUrl: "http://shop.test" });
    expect((await withoutOutbox.request("/api/dev/outbox?to=a@example.com")).status).toBe(404);
  });

  it("shows the newest mail of one address, with the reset link", async () => {
    const { email } = await register();
    await api.request("/api/auth/reset-password", { method: "POST", json: { email } });
    const withOutbox = createApi(api.db, { shopUrl: "http://shop.test", devOutbox: true });
    const response = await withOutbox.request(
      `/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(response.status).toBe(200);
    const { data } = await response.json();
    // Newest first: the reset link, the welcome once the account was made, the confirmation link.
    expect(data.map((mail: { subject: string }) => mail.subject)).toEqual([
      "Reset your Little Sprout password",
      "Welcome to Little Sprout, Sam Parent",
      "Confirm your Little Sprout account",
    ]);
    expect(data[0].body).toMatch(/http:\/\/shop\.test\/reset-password\?token=/);
    expect((await withOutbox.request("/api/dev/outbox?to=not-an-email")).status).toBe(400);
  });
});
