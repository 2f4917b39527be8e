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

  it("refuses the outbox endpoint in production", () => {
    expect(readApiConfig({ DEV_OUTBOX: "on" }).devOutbox).toBe(true);
    expect(() => readApiConfig({ DEV_OUTBOX: "on", NODE_ENV: "production" })).toThrow(/DEV_OUTBOX/);
  });
});
