import { describe, expect, it } from "vitest";

import { readApiConfig } from "./config";

describe("readApiConfig", () => {
  it("has the development provider and outbox off unless asked for", () => {
    const config = readApiConfig({});
    expect(config.devOidc).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.devOutbox).toBe(false);
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
