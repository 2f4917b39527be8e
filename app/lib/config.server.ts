// The web's configuration: read once from the environment at boot, checked with zod.
// A bad value stops the process with a message that names the variable.
import { LOG_LEVELS } from "@contract";
import { z } from "zod";

const DEV_SECRET = "development-only-secret-do-not-use-in-production";

const Env = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // The commerce API: the bundled one by default, or your own that honours the contract.
    API_BASE_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:4000"),
    // Comma-separated; the first encrypts new cookies, all are tried when reading (rotation).
    SESSION_SECRET: z.string().optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // The shop's public address: canonical URLs, the sitemap and robots.txt (see lib/seo.server.ts),
    // and where the identity provider sends shoppers back (SHOP_URL/login-callback).
    SHOP_URL: z.url({ protocol: /^https?$/ }).optional(),
    // When set, visitors see a password page until they enter it (a shop not yet open).
    STORE_PASSWORD: z.string().min(1).max(200).optional(),
    // Sign-in through an OpenID Connect provider: all three, or none (the button is hidden).
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).max(40).default("single sign-on"),
    // The request header that carries the shopper's address (set by your proxy or load
    // balancer; the last entry of a list is used), passed to the API for per-address rate
    // limits. Empty: none.
    CLIENT_ADDRESS_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]*$/, "must be a header name")
      .default("x-forwarded-for"),
    // The web server's page cache (server/page-cache.ts): anonymous catalogue pages are kept at
    // most this many seconds (never longer than their s-maxage); 0 turns it off. Its size in MB.
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
    // The log's level (JSON lines on stdout and stderr).
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    // The operator token, as the API's: it also opens the web's GET /metrics. Unset: no metrics.
    OPERATOR_TOKEN: z.string().min(32, "use at least 32 characters").optional(),
    // On SIGTERM, how long the requests under way may take to finish before the process ends.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  })
  .transform((env, ctx) => {
    const secrets = (env.SESSION_SECRET ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const isProduction = env.NODE_ENV === "production";
    if (secrets.length === 0 && isProduction) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (a long random string)",
      });
    }
    if (secrets.some((secret) => secret.length < 32)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "each secret must be at least 32 characters",
      });
    }
    const oidcParts = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none of them",
      });
    }
    // The shop's own address, from configuration only, never from a request (whose Host anyone
    // can choose): SHOP_URL, or in development the address the web listens on.
    const shopUrl = (env.SHOP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    return {
      isProduction,
      apiBaseUrl: env.API_BASE_URL.replace(/\/$/, ""),
      sessionSecrets: secrets.length ? secrets : [DEV_SECRET],
      upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
      shopUrl,
      storePassword: env.STORE_PASSWORD ?? null,
      oidc:
        env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
          ? {
              issuer: env.OIDC_ISSUER,
              clientId: env.OIDC_CLIENT_ID,
              clientSecret: env.OIDC_CLIENT_SECRET,
              providerName: env.OIDC_PROVIDER_NAME,
              redirectUri: `${shopUrl}/login-callback`,
            }
          : null,
      clientAddressHeader: env.CLIENT_ADDRESS_HEADER.toLowerCase() || null,
      pageCache: { maxAgeSeconds: env.PAGE_CACHE_SECONDS, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 },
      logLevel: env.LOG_LEVEL,
      operatorToken: env.OPERATOR_TOKEN,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    };
  });

export type WebConfig = z.output<typeof Env>;

export function parseWebConfig(env: Record<string, string | undefined>): WebConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`The web's environment is not valid:\n${problems}`);
  }
  return parsed.data;
}

export const config = parseWebConfig(process.env);
