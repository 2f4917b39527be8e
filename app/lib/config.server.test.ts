import { describe, expect, it } from "vitest";

import { parseWebConfig } from "./config.server";

describe("parseWebConfig", () => {
  it("has working defaults for development", () => {
    const config = parseWebConfig({});
    expect(config.isProduction).toBe(false);
    expect(config.apiBaseUrl).toBe("http://127.0.0.1:4000");
    expect(config.sessionSecrets).toHaveLength(1);
  });

  it("refuses to run in production without a session secret, naming the variable", () => {
    expect(() => parseWebConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });

  it("takes several secrets for rotation and rejects short ones", () => {
    const a = "a".repeat(32);
    const b = "b".repeat(40);
    expect(parseWebConfig({ NODE_ENV: "production", SESSION_SECRET: `${a}, ${b}` }).sessionSecrets).toEqual([
      a,
      b,
    ]);
    expect(() => parseWebConfig({ SESSION_SECRET: "short" })).toThrow(/at least 32/);
  });

  it("takes the shop's public address without a trailing slash, and rejects a malformed one", () => {
    // Unset: the address the web listens on, never a request's Host.
    expect(parseWebConfig({}).shopUrl).toBe("http://localhost:3000");
    expect(parseWebConfig({ PORT: "3401" }).shopUrl).toBe("http://localhost:3401");
    expect(parseWebConfig({ SHOP_URL: "https://shop.example.com/" }).shopUrl).toBe(
      "https://shop.example.com",
    );
    expect(() => parseWebConfig({ SHOP_URL: "shop.example.com" })).toThrow(/SHOP_URL/);
    expect(() => parseWebConfig({ SHOP_URL: "ftp://shop.example.com" })).toThrow(/SHOP_URL/);
  });

  it("rejects a malformed API URL and timeout", () => {
    expect(() => parseWebConfig({ API_BASE_URL: "not a url" })).toThrow(/API_BASE_URL/);
    expect(() => parseWebConfig({ UPSTREAM_TIMEOUT_MS: "soon" })).toThrow(/UPSTREAM_TIMEOUT_MS/);
  });

  it("takes the identity provider's three settings together or not at all", () => {
    expect(parseWebConfig({}).oidc).toBeNull();
    const oidc = parseWebConfig({
      OIDC_ISSUER: "https://id.example.com",
      OIDC_CLIENT_ID: "shop",
      OIDC_CLIENT_SECRET: "secret",
      SHOP_URL: "https://shop.example.com/",
    }).oidc;
    expect(oidc).toMatchObject({
      issuer: "https://id.example.com",
      redirectUri: "https://shop.example.com/login-callback",
    });
    expect(() => parseWebConfig({ OIDC_ISSUER: "https://id.example.com" })).toThrow(
      /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/,
    );
  });

  it("reads the client address header name, or none", () => {
    expect(parseWebConfig({}).clientAddressHeader).toBe("x-forwarded-for");
    expect(parseWebConfig({ CLIENT_ADDRESS_HEADER: "CF-Connecting-IP" }).clientAddressHeader).toBe(
      "cf-connecting-ip",
    );
    expect(parseWebConfig({ CLIENT_ADDRESS_HEADER: "" }).clientAddressHeader).toBeNull();
    expect(() => parseWebConfig({ CLIENT_ADDRESS_HEADER: "bad header:" })).toThrow(/CLIENT_ADDRESS_HEADER/);
  });

  it("keeps pages a few seconds by default; 0 turns the page cache off; a bad value is named", () => {
    expect(parseWebConfig({}).pageCache).toEqual({ maxAgeSeconds: 5, maxBytes: 32 * 1024 * 1024 });
    expect(parseWebConfig({ PAGE_CACHE_SECONDS: "0", PAGE_CACHE_MB: "8" }).pageCache).toEqual({
      maxAgeSeconds: 0,
      maxBytes: 8 * 1024 * 1024,
    });
    expect(() => parseWebConfig({ PAGE_CACHE_SECONDS: "-1" })).toThrow(/PAGE_CACHE_SECONDS/);
  });
});
