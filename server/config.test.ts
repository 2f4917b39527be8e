import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readApiConfig } from "./config";

describe("readApiConfig", () => {
  it("has the development provider and outbox off unless asked for", () => {
    const config = readApiConfig({});
    expect(config.devOidc).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.devOutbox).toBe(false);
  });

  it("sends mail only with an SMTP URL, and refuses other schemes and a sender on two lines", () => {
    expect(readApiConfig({}).mail).toBeUndefined();
    const mail = readApiConfig({
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      MAIL_FROM: "Shop <a@b.example>",
    }).mail;
    expect(mail).toMatchObject({
      smtpUrl: "smtps://user:pass@mail.example.com:465",
      from: "Shop <a@b.example>",
      timeoutMs: 30_000,
    });
    expect(() => readApiConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() =>
      readApiConfig({ SMTP_URL: "smtp://m.example", MAIL_FROM: "Shop\r\nBcc: x@y.example" }),
    ).toThrow(/MAIL_FROM/);
  });

  it("turns the operator API on only with a long enough token", () => {
    expect(readApiConfig({}).operatorToken).toBeUndefined();
    const token = "an-operator-token-of-forty-characters-00";
    expect(readApiConfig({ OPERATOR_TOKEN: token }).operatorToken).toBe(token);
    expect(() => readApiConfig({ OPERATOR_TOKEN: "short" })).toThrow(
      /OPERATOR_TOKEN: use at least 32 characters/,
    );
  });

  it("registers the shop's callback with the development provider", () => {
    const config = readApiConfig({
      DEV_OIDC_PROVIDER: "on",
      DEV_OIDC_PORT: "4299",
      SHOP_URL: "https://shop.example.com",
    });
    expect(config.devOidc).toMatchObject({
      port: 4299,
      redirectUris: ["https://shop.example.com/login-callback"],
    });
    expect(config.devOidc?.clientSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("trusts a real provider only with its client id, and not beside the development one", () => {
    expect(readApiConfig({ OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "shop" }).oidc).toEqual({
      issuer: "https://id.example.com",
      audience: "shop",
    });
    expect(() => readApiConfig({ OIDC_ISSUER: "https://id.example.com" })).toThrow(/OIDC_CLIENT_ID/);
    expect(() =>
      readApiConfig({
        OIDC_ISSUER: "https://id.example.com",
        OIDC_CLIENT_ID: "shop",
        DEV_OIDC_PROVIDER: "on",
      }),
    ).toThrow(/DEV_OIDC_PROVIDER/);
  });

  it("needs TOTP_ENCRYPTION_SECRET in production on PostgreSQL, of at least 32 characters", () => {
    const postgres = { NODE_ENV: "production", DATABASE_URL: "postgres://shop@db/shop" };
    expect(() => readApiConfig(postgres)).toThrow(/TOTP_ENCRYPTION_SECRET: is required/);
    expect(() => readApiConfig({ TOTP_ENCRYPTION_SECRET: "short" })).toThrow(/at least 32/);
    const secret = "totp-secret-for-the-config-test-0123456789";
    expect(
      readApiConfig({ NODE_ENV: "production", TOTP_ENCRYPTION_SECRET: secret }).totpEncryptionSecret,
    ).toBe(secret);
    expect(readApiConfig({}).totpEncryptionSecret).toMatch(/^development-only/);
  });

  it("on the embedded database in production, makes one once and keeps it in DATA_DIR", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "totp-secret-"));
    try {
      const first = readApiConfig({ NODE_ENV: "production", DATA_DIR: dataDir }).totpEncryptionSecret;
      expect(first).toHaveLength(43);
      expect(readApiConfig({ NODE_ENV: "production", DATA_DIR: dataDir }).totpEncryptionSecret).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses the outbox endpoint in production", () => {
    expect(readApiConfig({ DEV_OUTBOX: "on" }).devOutbox).toBe(true);
    expect(() => readApiConfig({ DEV_OUTBOX: "on", NODE_ENV: "production" })).toThrow(/DEV_OUTBOX/);
  });

  it("schedules the embedded database's maintenance every 5 minutes unless told otherwise", () => {
    expect(readApiConfig({}).maintenance).toEqual({ everyMs: 300_000, minChanges: 1_000 });
    expect(
      readApiConfig({ DB_MAINTENANCE_EVERY: "1h", DB_MAINTENANCE_MIN_CHANGES: "200" }).maintenance,
    ).toEqual({ everyMs: 3_600_000, minChanges: 200 });
    expect(readApiConfig({ DB_MAINTENANCE_EVERY: "off" }).maintenance.everyMs).toBeNull();
    expect(() => readApiConfig({ DB_MAINTENANCE_EVERY: "5" })).toThrow(/DB_MAINTENANCE_EVERY/);
    expect(() => readApiConfig({ DB_MAINTENANCE_MIN_CHANGES: "0" })).toThrow(/DB_MAINTENANCE_MIN_CHANGES/);
  });
});
