// Verifies ID tokens from the configured OpenID Connect provider: the signature against the
// provider's published keys (found through its discovery document), the issuer, the audience
// (the shop's client id) and the expiry. The keys are fetched on first use and refetched when
// the provider rotates them.
import { createRemoteJWKSet, errors, jwtVerify } from "jose";
import { z } from "zod";

import { ApiError } from "./errors";
import { log } from "./log";

export type OidcTrust = { issuer: string; audience: string };

const Discovery = z.object({ issuer: z.string(), jwks_uri: z.url() });

// Only what the API uses, checked after the signature is.
export const IdClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});
export type IdClaims = z.infer<typeof IdClaims>;

const unavailable = () =>
  new ApiError(
    502,
    "PROVIDER_UNAVAILABLE",
    "The identity provider could not be reached. Please try again in a moment.",
  );
const invalid = () =>
  new ApiError(401, "INVALID_TOKEN", "The sign-in from the identity provider could not be verified");

export function createIdTokenVerifier(trust: OidcTrust) {
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  async function providerKeys() {
    if (keys) return keys;
    const url = `${trust.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    const metadata = Discovery.safeParse(await response?.json().catch(() => null));
    if (!response?.ok || !metadata.success || metadata.data.issuer !== trust.issuer) {
      log.error({ url }, "[oidc] no usable discovery document");
      throw unavailable();
    }
    keys = createRemoteJWKSet(new URL(metadata.data.jwks_uri));
    return keys;
  }

  return async function verifyIdToken(idToken: string): Promise<IdClaims> {
    const jwks = await providerKeys();
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: trust.issuer,
        audience: trust.audience,
        clockTolerance: 30,
      });
      const claims = IdClaims.safeParse(payload);
      if (!claims.success) throw invalid();
      return claims.data;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The token is wrong (signature, claims, format): the caller's problem.
      if (
        error instanceof errors.JOSEError &&
        !(error instanceof errors.JWKSTimeout) &&
        !(error instanceof errors.JWKSInvalid)
      ) {
        throw invalid();
      }
      // The provider's keys could not be fetched.
      log.error({ err: error }, "[oidc] could not fetch the provider's keys");
      throw unavailable();
    }
  };
}
