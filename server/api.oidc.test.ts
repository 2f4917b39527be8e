// Sign-in through the identity provider: the API verifies the provider's ID token itself.
// The provider is the bundled development one, driven over real HTTP.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerThroughMail } from "../tests/support/register";
import { createApi } from "./app";
import { AUTH_HEADERS } from "./contract";
import { externalIdentities, members, outbox } from "./db/schema";
import { startDevProvider } from "./dev-oidc/provider";
import { createTestApi, idTokenFromDevProvider } from "./testing";

const client = {
  clientId: "shop-web",
  clientSecret: "test-secret-123",
  redirectUri: "http://shop.test/login-callback",
};
let provider: Awaited<ReturnType<typeof startDevProvider>>;
let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  provider = await startDevProvider({ port: 0, ...client, redirectUris: [client.redirectUri] });
  api = await createTestApi({ oidc: { issuer: provider.issuer, audience: client.clientId } });
});
afterAll(async () => {
  await api.close();
  await provider.stop();
});

// Another API on the same database, trusting another provider (or none).
const apiTrusting = (oidc?: { issuer: string; audience: string }) => {
  const app = createApi(api.db, { shopUrl: "http://shop.test", oidc });
  return async (idToken: string) => {
    const response = await app.request("/api/auth/validate-token/oidc", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ idToken }),
    });
    return { status: response.status, body: await response.json() };
  };
};

const idToken = (email: string, name = "Robin Provider") =>
  idTokenFromDevProvider({ issuer: provider.issuer, ...client }, { email, name });
const exchange = (token: string) =>
  api.request("/api/auth/validate-token/oidc", { method: "POST", json: { idToken: token } });

// A second issuer whose key the test holds, to sign tokens with every claim chosen: it
// publishes discovery and JWKS over HTTP like any provider.
async function issuerWithKnownKey() {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "known", alg: "RS256", use: "sig" };
  const server = createServer((request, response) => {
    const body = request.url === "/jwks" ? { keys: [jwk] } : { issuer, jwks_uri: `${issuer}/jwks` };
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sign = (
    claims: Record<string, unknown>,
    { key = privateKey, iss = issuer, aud = client.clientId, exp = "5m", sub = "known-subject" } = {},
  ) =>
    new SignJWT({ email: "known@example.com", ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "known" })
      .setIssuer(iss)
      .setAudience(aud)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);
  return { issuer, sign, close: () => server.close() };
}

describe("POST /api/auth/validate-token/oidc", () => {
  it("creates the member on first sign-in and answers an access token", async () => {
    const response = await exchange(await idToken("Robin@Example.com"));
    expect(response.status).toBe(200);
    const grant = response.body.data;
    expect(grant.member).toMatchObject({ email: "robin@example.com", name: "Robin Provider" });
    const [member] = await api.db.select().from(members).where(eq(members.id, grant.userId));
    expect(member.passwordHash).toBeNull();
    const check = await api.request("/api/auth/validate-token", {
      method: "POST",
      headers: { [AUTH_HEADERS.token]: grant.accessToken, [AUTH_HEADERS.userId]: grant.userId },
    });
    expect(check.status).toBe(200);
  });

  it("finds the same member on the next sign-in", async () => {
    const first = await exchange(await idToken("twice@example.com"));
    const second = await exchange(await idToken("twice@example.com", "Renamed There"));
    expect(second.status).toBe(200);
    expect(second.body.data.userId).toBe(first.body.data.userId);
    expect(
      await api.db
        .select()
        .from(externalIdentities)
        .where(eq(externalIdentities.memberId, first.body.data.userId)),
    ).toHaveLength(1);
  });

  it("welcomes a member it creates once, in the mail queue, whatever the provider calls them", async () => {
    const welcomes = async (to: string) =>
      (await api.db.select().from(outbox).where(eq(outbox.to, to))).filter((mail) => mail.kind === "welcome");
    // A name with a line break would be a second header in the subject: it becomes a space.
    const first = await exchange(await idToken("welcome@example.com", "Sam\r\nBcc: evil@example.com"));
    expect(first.status).toBe(200);
    expect(first.body.data.member.name).toBe("Sam Bcc: evil@example.com");
    const [mail] = await welcomes("welcome@example.com");
    expect(mail.subject).toBe("Welcome to Little Sprout, Sam Bcc: evil@example.com");
    expect(mail.html).toContain("http://shop.test/member/profile");
    // The next sign-in finds the member: no second welcome.
    expect((await exchange(await idToken("welcome@example.com"))).status).toBe(200);
    expect(await welcomes("welcome@example.com")).toHaveLength(1);
  });

  it("keeps the locale of a member's first sign-in and welcomes them in it", async () => {
    const token = await idToken("arabic@example.com", "Layla");
    const answer = await api.request("/api/auth/validate-token/oidc?locale=ar", {
      method: "POST",
      json: { idToken: token },
    });
    expect(answer.status).toBe(200);
    const [member] = await api.db.select().from(members).where(eq(members.email, "arabic@example.com"));
    expect(member.locale).toBe("ar");
    const [mail] = await api.db.select().from(outbox).where(eq(outbox.to, "arabic@example.com"));
    expect(mail.subject).toBe("أهلًا بك في Little Sprout يا Layla");
    expect(mail.html).toContain('lang="ar" dir="rtl"');
  });

  it("does not open a password account with an unverified email from the provider", async () => {
    await registerThroughMail(api.app.request, {
      name: "Owner",
      email: "owner@example.com",
      password: "owner-pass-1",
    });
    const response = await exchange(await idToken("owner@example.com"));
    expect(response.status).toBe(409);
    expect(response.body.errorCode).toBe("EMAIL_TAKEN");
  });

  it("checks signature, issuer, audience and expiry", async () => {
    const known = await issuerWithKnownKey();
    const send = apiTrusting({ issuer: known.issuer, audience: client.clientId });
    try {
      expect((await send(await known.sign({}))).status).toBe(200);
      const { privateKey: otherKey } = await generateKeyPair("RS256");
      const refused = [
        await known.sign({}, { key: otherKey }),
        await known.sign({}, { aud: "someone-else" }),
        await known.sign({}, { iss: "https://evil.example" }),
        await known.sign({}, { exp: "-5m" }),
        "not-a-jwt",
        // alg "none": unsigned
        `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(`{"sub":"x","iss":"${known.issuer}"}`).toString("base64url")}.`,
      ];
      for (const token of refused) {
        const response = await send(token);
        expect(response.status).toBe(401);
        expect(response.body.errorCode).toBe("INVALID_TOKEN");
      }
      // Without an email the member cannot be created.
      const noEmail = await send(await known.sign({ email: undefined }, { sub: "another-subject" }));
      expect(noEmail.status).toBe(400);
    } finally {
      known.close();
    }
  });

  it("refuses a real token meant for another client", async () => {
    const send = apiTrusting({ issuer: provider.issuer, audience: "another-client" });
    expect((await send(await idToken("aud@example.com"))).status).toBe(401);
  });

  it("validates the body", async () => {
    for (const json of [{}, { idToken: "" }, { idToken: 7 }, { idToken: "x".repeat(9000) }]) {
      const response = await api.request("/api/auth/validate-token/oidc", { method: "POST", json });
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe("VALIDATION_ERROR");
    }
  });

  it("answers 404 when no provider is configured, and 502 when it cannot be reached", async () => {
    const none = await apiTrusting(undefined)("x");
    expect(none.status).toBe(404);
    const down = await apiTrusting({ issuer: "http://127.0.0.1:9", audience: client.clientId })(
      await idToken("down@example.com"),
    );
    expect(down.status).toBe(502);
    expect(down.body.errorCode).toBe("PROVIDER_UNAVAILABLE");
  });
});

describe("the development provider", () => {
  it("publishes discovery and keys, and insists on PKCE", async () => {
    const discovery = await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(provider.issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", use: "sig" });
    expect(jwks.keys[0]).not.toHaveProperty("d"); // public parts only

    const withoutPkce = new URL(discovery.authorization_endpoint);
    withoutPkce.search = new URLSearchParams({
      response_type: "code",
      client_id: client.clientId,
      redirect_uri: client.redirectUri,
      scope: "openid",
      state: "s",
    }).toString();
    const response = await fetch(withoutPkce, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toContain("error=invalid_request");
  });

  it("refuses a redirect URI it does not know", async () => {
    const discovery = await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json();
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: client.clientId,
      redirect_uri: "https://evil.example/callback",
      scope: "openid",
      code_challenge: "x".repeat(43),
      code_challenge_method: "S256",
    }).toString();
    const response = await fetch(url, { redirect: "manual" });
    expect(response.status).toBe(400);
  });
});
