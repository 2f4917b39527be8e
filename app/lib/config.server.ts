// The web's configuration: read once from the environment at boot, checked with zod.
// A bad value stops the process with a message that names the variable.
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
    // The shop's public address, for canonical URLs, the sitemap and robots.txt (see lib/seo.server.ts).
    SHOP_URL: z.url({ protocol: /^https?$/ }).optional(),
    // When set, visitors see a password page until they enter it (a shop not yet open).
    STORE_PASSWORD: z.string().min(1).max(200).optional(),
  })
  .transform((env, ctx) => {
    const secrets = (env.SESSION_SECRET ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const isProduction = env.NODE_ENV === "production";
    if (secrets.length === 0 && isProduction) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production (a long random string)" });
    }
    if (secrets.some((secret) => secret.length < 32)) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "each secret must be at least 32 characters" });
    }
    return {
      isProduction,
      apiBaseUrl: env.API_BASE_URL.replace(/\/$/, ""),
      sessionSecrets: secrets.length ? secrets : [DEV_SECRET],
      upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
      shopUrl: env.SHOP_URL?.replace(/\/$/, "") ?? null,
      storePassword: env.STORE_PASSWORD ?? null,
    };
  });

export type WebConfig = z.output<typeof Env>;

export function parseWebConfig(env: Record<string, string | undefined>): WebConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`The web's environment is not valid:\n${problems}`);
  }
  return parsed.data;
}

export const config = parseWebConfig(process.env);
