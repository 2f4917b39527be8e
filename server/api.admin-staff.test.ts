// Staff sign-in, the second factor, the idle timeout, staff management and the audit log.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { currentTotpCode, newPasswordLink } from "./admin/staff-auth";
import { DEV_TOTP_ENCRYPTION_SECRET, totpCipher } from "./admin/totp-secrets";
import { AuditListResponse, CLIENT_ADDRESS_HEADER, STAFF_TOKEN_HEADER, StaffGrantResponse } from "./contract";
import { staff, staffPasswordLinks, staffSessions } from "./db/schema";
import { startMailSender } from "./mail/sender";
import { startTestSmtp } from "./mail/testing-smtp";
import { createTestApi } from "./testing";
import { adminHelpers } from "./testing-admin";

let api: Awaited<ReturnType<typeof createTestApi>>;
let admin: ReturnType<typeof adminHelpers>;
beforeAll(async () => {
  api = await createTestApi();
  admin = adminHelpers(api);
});
afterAll(() => api.close());

const PASSWORD = "packing-day-7";
let addresses = 0;
const login = (json: object, address = `198.51.100.${++addresses}`) =>
  api.request("/api/admin/auth/login", {
    method: "POST",
    json,
    headers: { [CLIENT_ADDRESS_HEADER]: address },
  });
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const setPassword = (link: string, password = PASSWORD) =>
  api.request("/api/admin/auth/password", { method: "POST", json: { token: tokenOf(link), password } });
const withToken = (token: string) => ({ [STAFF_TOKEN_HEADER]: token });

// An owner adds someone; answers the new account's id, email and password link.
async function added(role: "owner" | "staff") {
  const owner = await admin.newStaff("owner");
  const email = `new-${role}-${++addresses}@staff.example.com`;
  const response = await api.request("/api/admin/staff", {
    method: "POST",
    headers: owner.headers,
    json: { email, name: "Robin New", role },
  });
  expect(response.status).toBe(201);
  return { owner, email, id: response.body.data.staff.id, link: response.body.data.passwordLink as string };
}

describe("signing in", () => {
  it("a new staff member sets a password with the one-time link and signs in", async () => {
    const { email, link } = await added("staff");
    expect(link).toMatch(/^http:\/\/shop\.test\/admin\/set-password\?token=/);
    expect((await login({ email, password: PASSWORD })).status).toBe(401); // no password yet
    expect((await setPassword(link)).status).toBe(200);
    expect((await setPassword(link, "another-pass-8")).status).toBe(401); // once only
    const response = await login({ email, password: PASSWORD });
    expect(response.status).toBe(200);
    const grant = StaffGrantResponse.parse(response.body).data;
    expect(grant).toMatchObject({
      idleMinutes: 30,
      totpEnrolmentRequired: false,
      staff: { email, role: "staff" },
    });
    const me = await api.request("/api/admin/auth/me", { headers: withToken(grant.token) });
    expect(me.body.data.staff.email).toBe(email);
    expect(
      (await api.request("/api/admin/auth/logout", { method: "POST", headers: withToken(grant.token) }))
        .status,
    ).toBe(200);
    expect((await api.request("/api/admin/auth/me", { headers: withToken(grant.token) })).status).toBe(401);
  });

  it("answers an unknown email exactly as a wrong password (no enumeration)", async () => {
    const { email, link } = await added("staff");
    await setPassword(link);
    const wrong = await login({ email, password: "wrong-pass-1" });
    const unknown = await login({ email: "nobody@staff.example.com", password: "wrong-pass-1" });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("limits attempts like members' sign-in: the sixth try from one address on one account is 429", async () => {
    const { email, link } = await added("staff");
    await setPassword(link);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login({ email, password: "wrong-pass-1" }, "203.0.113.9")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address still gets in with the right password.
    expect((await login({ email, password: PASSWORD }, "203.0.113.10")).status).toBe(200);
  });

  it("ends a session idle for 30 minutes", async () => {
    const { email, link } = await added("staff");
    await setPassword(link);
    const { token } = (await login({ email, password: PASSWORD })).body.data;
    expect((await api.request("/api/admin/auth/me", { headers: withToken(token) })).status).toBe(200);
    await api.db.update(staffSessions).set({ lastUsedAt: new Date(Date.now() - 31 * 60 * 1000) });
    expect((await api.request("/api/admin/auth/me", { headers: withToken(token) })).status).toBe(401);
  });
});

describe("the second factor", () => {
  it("an owner must enrol one before anything else, then signs in with a code", async () => {
    const { email, link } = await added("owner");
    await setPassword(link);
    const grant = (await login({ email, password: PASSWORD })).body.data;
    expect(grant.totpEnrolmentRequired).toBe(true);
    const headers = withToken(grant.token);
    expect((await api.request("/api/admin/orders", { headers })).status).toBe(403);

    const enrol = await api.request("/api/admin/auth/totp", { method: "POST", headers });
    expect(enrol.status).toBe(200);
    expect(enrol.body.data.uri).toMatch(/^otpauth:\/\/totp\//);
    const { secret } = enrol.body.data;
    const wrongCode = await api.request("/api/admin/auth/totp/verify", {
      method: "POST",
      headers,
      json: { code: "000000" },
    });
    expect(wrongCode.status).toBe(409);
    const code = currentTotpCode(secret);
    const verify = await api.request("/api/admin/auth/totp/verify", {
      method: "POST",
      headers,
      json: { code },
    });
    expect(verify.status).toBe(200);
    expect(verify.body.data.staff.totpEnabled).toBe(true);
    expect((await api.request("/api/admin/orders", { headers })).status).toBe(200);

    const withoutCode = await login({ email, password: PASSWORD });
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.errorCode).toBe("TOTP_REQUIRED");
    // The code used to enrol does not work a second time.
    expect((await login({ email, password: PASSWORD, totp: code })).status).toBe(401);
    const wrongPassword = await login({ email, password: "wrong-pass-1", totp: code });
    expect(wrongPassword.body.errorCode).toBe("INVALID_CREDENTIALS");
  });

  it("keeps the secret encrypted at rest; one stored plain before is read, and encrypted once used", async () => {
    const { email, link, id } = await added("staff");
    await setPassword(link);
    const headers = withToken((await login({ email, password: PASSWORD })).body.data.token);
    const { secret } = (await api.request("/api/admin/auth/totp", { method: "POST", headers })).body.data;
    const stored = async () => (await admin.staffRow(id)).totpSecret ?? "";
    expect(await stored()).toMatch(/^enc1:/);
    expect(await stored()).not.toContain(secret);
    const verify = { method: "POST", headers, json: { code: currentTotpCode(secret) } } as const;
    expect((await api.request("/api/admin/auth/totp/verify", verify)).status).toBe(200);

    // A secret from before encryption: the same app's codes still sign in, and it is sealed then.
    await api.db.update(staff).set({ totpSecret: secret, totpLastStep: null }).where(eq(staff.id, id));
    expect((await login({ email, password: PASSWORD, totp: currentTotpCode(secret) })).status).toBe(200);
    expect(await stored()).toMatch(/^enc1:/);

    // Sealed for one account, it opens for no other (the staff id is bound into it).
    const sealed = await stored();
    const cipher = totpCipher(DEV_TOTP_ENCRYPTION_SECRET);
    expect(cipher.open(id, sealed)).toBe(secret);
    const other = await admin.newStaff("staff");
    expect(() => cipher.open(other.id, sealed)).toThrow(/cannot be decrypted/);
  });

  it("refuses a code that is not six digits with 400", async () => {
    const response = await login({ email: "a@staff.example.com", password: "x", totp: "12345a" });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain("6-digit");
  });
});

describe("staff management (owners)", () => {
  it("mails the new staff member their one-time link, through the outbox to a real mail server", async () => {
    const smtp = await startTestSmtp();
    const sender = startMailSender(api.db, {
      smtpUrl: smtp.url,
      from: "Little Sprout <shop@sprout.test>",
      timeoutMs: 2_000,
      maxAttempts: 2,
      retryBaseMs: 100,
      pollMs: 50,
    });
    try {
      const { email, link } = await added("staff");
      const [mail] = await smtp.waitFor(email);
      expect(mail.subject).toBe("Your Little Sprout back office account");
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
      // Set with the mailed link, the password signs in.
      expect((await setPassword(/https?:\/\/\S+/.exec(mail.text ?? "")?.[0] ?? "")).status).toBe(200);
      expect((await login({ email, password: PASSWORD })).status).toBe(200);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it("changes a role, disables an account (its sessions end) and refuses one's own", async () => {
    const { owner, email, id, link } = await added("staff");
    await setPassword(link);
    const { token } = (await login({ email, password: PASSWORD })).body.data;
    const patch = (json: object, who = owner.headers, target = id) =>
      api.request(`/api/admin/staff/${target}`, { method: "PATCH", headers: who, json });
    expect((await patch({ role: "owner" })).body.data.role).toBe("owner");
    expect((await patch({ role: "staff" })).body.data.role).toBe("staff");
    expect((await patch({ disabled: true })).body.data.disabled).toBe(true);
    expect((await api.request("/api/admin/auth/me", { headers: withToken(token) })).status).toBe(401);
    expect((await login({ email, password: PASSWORD })).status).toBe(401);
    expect((await patch({ role: "staff" }, owner.headers, owner.id)).status).toBe(409);
    expect((await patch({})).status).toBe(400);
    expect((await patch({ role: "admin" })).status).toBe(400);
    expect(
      (await patch({ role: "owner" }, owner.headers, "00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);

    const list = await api.request("/api/admin/staff", { headers: owner.headers });
    expect(list.body.data.find((member: { email: string }) => member.email === email)).toMatchObject({
      disabled: true,
    });
    const again = await api.request("/api/admin/staff", {
      method: "POST",
      headers: owner.headers,
      json: { email, name: "Twice", role: "staff" },
    });
    expect(again.status).toBe(409);
  });

  it("keeps an audit log of staff actions with the values before and after, for owners only", async () => {
    const { owner, email, id } = await added("staff");
    await api.request(`/api/admin/staff/${id}`, {
      method: "PATCH",
      headers: owner.headers,
      json: { role: "owner" },
    });
    const response = await api.request("/api/admin/audit?action=staff.update", { headers: owner.headers });
    expect(response.status).toBe(200);
    const entries = AuditListResponse.parse(response.body).data;
    expect(entries[0]).toMatchObject({
      staffEmail: owner.email,
      target: email,
      before: { role: "staff", disabled: false },
      after: { role: "owner", disabled: false },
    });
    const staff = await admin.newStaff("staff");
    expect((await api.request("/api/admin/audit", { headers: staff.headers })).status).toBe(403);
  });

  it("makes a fresh password link for a lost one", async () => {
    const { owner, id, email } = await added("staff");
    const response = await api.request(`/api/admin/staff/${id}/password-link`, {
      method: "POST",
      headers: owner.headers,
    });
    expect(response.status).toBe(200);
    expect((await setPassword(response.body.data.passwordLink)).status).toBe(200);
    expect((await login({ email, password: PASSWORD })).status).toBe(200);
    // An expired link does not work.
    const link = await newPasswordLink(api.db, id, "http://shop.test");
    await api.db
      .update(staffPasswordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordLinks.staffId, id));
    expect((await setPassword(link)).status).toBe(401);
  });
});
