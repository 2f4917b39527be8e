// The API's configuration, read once from the environment and checked.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { DEV_TOTP_ENCRYPTION_SECRET } from "./admin/totp-secrets";
import { LOG_LEVELS } from "./contract/common";
import type { DevProviderOptions } from "./dev-oidc/provider";
import type { OidcTrust } from "./lib/oidc";
import type { WorkQueueOptions } from "./lib/work-queue";
import type { MailSenderOptions } from "./mail/sender";

const LogEnv = z.object({
  // The log's level (JSON lines on stdout and stderr).
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
});

const Env = z
  .object({
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    // Bind address of the API. Loopback by default: the web talks to it on the same host.
    API_HOST: z.string().default("127.0.0.1"),
    // A PostgreSQL URL; without it the embedded PGlite keeps its data in DATA_DIR.
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().default("./data"),
    // Where the shop's pages live, for links in mail (password reset) and the sign-in callback.
    SHOP_URL: z.url().optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // The identity provider whose ID tokens the API accepts, and the shop's client id there
    // (the tokens' audience).
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    // The bundled development identity provider (`npm start` turns it on unless OIDC_ISSUER is set).
    DEV_OIDC_PROVIDER: z.enum(["on", "off"]).default("off"),
    DEV_OIDC_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
    // GET /api/dev/outbox: the outbox's mail over HTTP, for development and browser tests.
    DEV_OUTBOX: z.enum(["on", "off"]).default("off"),
    // The mail server (smtp:// or smtps://user:pass@host:port). Unset: mail stays in the outbox.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "use smtp://… or smtps://user:pass@host:port" })
      .optional(),
    // The sender of the shop's mail, e.g. "Little Sprout <hello@example.com>".
    MAIL_FROM: z
      .string()
      .regex(/^[^\r\n\0]+$/, "one line, e.g. Little Sprout <hello@example.com>")
      .default("Little Sprout <no-reply@localhost>"),
    // How long one send may wait on the mail server; a claimed message is held three times this.
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    // Encrypts the staff's TOTP secrets at rest (server/admin/totp-secrets.ts). Required in
    // production; changing it makes the enrolled authenticator apps unreadable (docs/operating.md).
    TOTP_ENCRYPTION_SECRET: z.string().min(32, "use at least 32 characters").optional(),
    // Bearer token of the operator API (the catalogue import). Unset: that API is off.
    OPERATOR_TOKEN: z.string().min(32, "use at least 32 characters").optional(),
    NODE_ENV: z.string().optional(),
    // Products in the catalogue loaded into an empty database: the demo's 250, or more
    // (generated alike) to try the shop at scale.
    SEED_PRODUCTS: z.coerce.number().int().min(250).max(1_000_000).default(250),
    // Catalogue answers kept in memory (per API process), dropped on every write here.
    // 0 turns the cache off.
    API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    API_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2_000),
    // Requests doing database work at once (unset: 4 on PGlite, which runs one statement at a
    // time, and 10 on PostgreSQL, the pool's size), how many more may wait and for how long;
    // beyond that the API answers 503 with Retry-After at once.
    DB_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1_000).optional(),
    DB_MAX_QUEUED: z.coerce.number().int().min(0).max(100_000).default(200),
    DB_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(2_000),
    // Snapshots of the embedded database (server/db/backup.ts): where they go, how often the
    // API takes one (30m, 6h, 1d; off: only `npm run backup`) and how many it keeps.
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_EVERY: z
      .string()
      .regex(/^(off|\d+[mhd])$/, "a number with m, h or d (30m, 6h, 1d), or off")
      .default("6h"),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(8),
    // Vacuum and analyze of the embedded database (server/db/maintenance.ts; PostgreSQL has its
    // own autovacuum): how often the API looks for tables due (off: never), and how many rows of
    // a table must change (plus 2 % of its rows for a vacuum, 10 % for an analyze) before it is due.
    DB_MAINTENANCE_EVERY: z
      .string()
      .regex(/^(off|\d+[mhd])$/, "a number with m, h or d (1m, 10m, 1h), or off")
      .default("5m"),
    DB_MAINTENANCE_MIN_CHANGES: z.coerce.number().int().min(1).max(100_000_000).default(1_000),
    LOG_LEVEL: LogEnv.shape.LOG_LEVEL,
    // On SIGTERM, how long the requests under way may take to finish before the process ends.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  })
  .refine((env) => !(env.DEV_OUTBOX === "on" && env.NODE_ENV === "production"), {
    path: ["DEV_OUTBOX"],
    message: "must stay off in production: it hands out password-reset links",
  })
  .refine((env) => env.TOTP_ENCRYPTION_SECRET || env.NODE_ENV !== "production" || !env.DATABASE_URL, {
    path: ["TOTP_ENCRYPTION_SECRET"],
    message: "is required in production with DATABASE_URL (one long random string for every API)",
  })
  .refine((env) => !(env.DEV_OIDC_PROVIDER === "on" && env.OIDC_ISSUER), {
    path: ["DEV_OIDC_PROVIDER"],
    message: "turn the development provider off when OIDC_ISSUER names a real one",
  })
  .refine((env) => !env.BACKUP_DIR || !isInside(env.BACKUP_DIR, env.DATA_DIR), {
    path: ["BACKUP_DIR"],
    message: "must be outside DATA_DIR (a snapshot would hold the ones before it)",
  })
  .refine((env) => !env.OIDC_ISSUER || env.OIDC_CLIENT_ID, {
    path: ["OIDC_CLIENT_ID"],
    message: "is required with OIDC_ISSUER (the ID tokens' audience)",
  });

const isInside = (dir: string, parent: string) => {
  const relative = path.relative(path.resolve(parent), path.resolve(dir));
  return !relative.startsWith("..") && !path.isAbsolute(relative);
};

// Without TOTP_ENCRYPTION_SECRET: outside production a fixed development secret; in production on
// the embedded database (one machine), one made once and kept in DATA_DIR beside the database
// (never in its snapshots), for the API and every command line on that data; in memory, a new
// one each start, as the data is new.
function fallbackTotpSecret(e: { NODE_ENV?: string; DATA_DIR: string }): string {
  if (e.NODE_ENV !== "production") return DEV_TOTP_ENCRYPTION_SECRET;
  if (e.DATA_DIR.startsWith("memory://")) return randomBytes(32).toString("base64url");
  const file = path.join(e.DATA_DIR, "totp-encryption-secret");
  if (!existsSync(file)) {
    mkdirSync(e.DATA_DIR, { recursive: true });
    try {
      // "wx": of two processes starting at once, the first writes it and both read that one.
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
      console.info(`[config] TOTP_ENCRYPTION_SECRET is not set: generated one in ${file}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}

const MS_PER_UNIT = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
// "6h" → milliseconds; "off" → null.
function every(text: string): number | null {
  if (text === "off") return null;
  return Number(text.slice(0, -1)) * MS_PER_UNIT[text.at(-1) as keyof typeof MS_PER_UNIT];
}

// Eight tries over about an hour (30 s, then doubling), and an idle look at the outbox each second.
const MAIL_RETRIES = { maxAttempts: 8, retryBaseMs: 30_000, pollMs: 1_000 };

export type ApiConfig = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  // Tests only: open an in-memory copy of this saved database (server/testing.ts).
  loadDataDir?: Blob;
  shopUrl: string;
  oidc?: OidcTrust;
  devOidc?: DevProviderOptions;
  devOutbox: boolean;
  // Unset without SMTP_URL: mail stays in the outbox.
  mail?: MailSenderOptions;
  operatorToken?: string;
  totpEncryptionSecret: string;
  seedProducts: number;
  catalogueCache: { ttlMs: number; maxEntries: number };
  workQueue: WorkQueueOptions;
  // Snapshots of the embedded database: taken every `everyMs` (null: never) into `dir`.
  backup: { dir?: string; everyMs: number | null; keep: number };
  // Vacuum and analyze of the embedded database: every `everyMs` (null: never), on PGlite only.
  maintenance: { everyMs: number | null; minChanges: number };
  logLevel: (typeof LOG_LEVELS)[number];
  shutdownTimeoutMs: number;
};

// LOG_LEVEL alone, for the log's level before the API starts (tests that build the API without
// starting it): as readApiConfig reads it, or info when it is not valid (the start then says why).
export function logLevelOf(env: Record<string, string | undefined>) {
  const parsed = LogEnv.safeParse(env);
  return parsed.success ? parsed.data.LOG_LEVEL : "info";
}

export function readApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`The API's environment is not valid:\n${problems}`);
  }
  const e = parsed.data;
  const shopUrl = e.SHOP_URL ?? `http://localhost:${e.PORT}`;
  const devOidc: DevProviderOptions | undefined =
    e.DEV_OIDC_PROVIDER === "on"
      ? {
          port: e.DEV_OIDC_PORT,
          clientId: e.OIDC_CLIENT_ID ?? "little-sprout-web",
          // Unless one is given, a new secret each start: `npm start` hands it to the web.
          clientSecret: e.OIDC_CLIENT_SECRET ?? randomBytes(24).toString("base64url"),
          redirectUris: [new URL("/login-callback", shopUrl).toString()],
        }
      : undefined;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    shopUrl,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID ? { issuer: e.OIDC_ISSUER, audience: e.OIDC_CLIENT_ID } : undefined,
    devOidc,
    devOutbox: e.DEV_OUTBOX === "on",
    mail: e.SMTP_URL
      ? { ...MAIL_RETRIES, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, timeoutMs: e.SMTP_TIMEOUT_MS }
      : undefined,
    operatorToken: e.OPERATOR_TOKEN,
    totpEncryptionSecret: e.TOTP_ENCRYPTION_SECRET ?? fallbackTotpSecret(e),
    seedProducts: e.SEED_PRODUCTS,
    catalogueCache: { ttlMs: e.API_CACHE_TTL_MS, maxEntries: e.API_CACHE_MAX_ENTRIES },
    workQueue: {
      concurrency: e.DB_MAX_CONCURRENT ?? (e.DATABASE_URL ? 10 : 4),
      maxQueued: e.DB_MAX_QUEUED,
      maxWaitMs: e.DB_QUEUE_WAIT_MS,
    },
    backup: { dir: e.BACKUP_DIR, everyMs: every(e.BACKUP_EVERY), keep: e.BACKUP_KEEP },
    maintenance: { everyMs: every(e.DB_MAINTENANCE_EVERY), minChanges: e.DB_MAINTENANCE_MIN_CHANGES },
    logLevel: logLevelOf(env),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
