// Boots the API: config, database (migrated), demo data, the development identity provider
// when it is on, HTTP server.
import type { Server } from "node:http";

import { serve, type ServerType } from "@hono/node-server";
import { sql } from "drizzle-orm";

import { createApi } from "./app";
import { type ApiConfig, readApiConfig } from "./config";
import { scheduleSnapshots, writeSnapshot } from "./db/backup";
import { type Database, type DatabaseHandle, openDatabase, queryRows } from "./db/client";
import { scheduleMaintenance } from "./db/maintenance";
import { shareCatalogueChanges } from "./lib/catalogue-events";
import { drain } from "./lib/drain";
import { log } from "./lib/log";
import { collectProcessMetrics, measureOutbox } from "./lib/metrics";
import { createReadiness } from "./lib/readiness";
import { startMailSender } from "./mail/sender";
import { ensureCatalogueSummaries } from "./queries/listing";
import { seedIfEmpty } from "./seed";

// Where a process on this machine reaches the API (`npm run backup`).
const loopbackHost = (host: string) =>
  host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;

// Mail waiting in the outbox (its index of due mail covers the count).
const queuedMail = (db: Database) => async () =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from outbox where status = 'queued'`))[0]
    .n;

// The identity provider whose ID tokens the API trusts: the configured one, or the bundled
// development provider when it is on (loaded only then: the library is for development), with
// the web's client there.
async function identityProvider(config: ApiConfig) {
  const devProvider = config.devOidc
    ? await (await import("./dev-oidc/provider")).startDevProvider(config.devOidc)
    : null;
  const devClient =
    devProvider && config.devOidc
      ? {
          issuer: devProvider.issuer,
          clientId: config.devOidc.clientId,
          clientSecret: config.devOidc.clientSecret,
        }
      : null;
  const oidc = devClient ? { issuer: devClient.issuer, audience: devClient.clientId } : config.oidc;
  return { devProvider, devClient, oidc };
}

// open: a database already open, closed by stop() (tests: their worker's shared copy, testing.ts).
export async function startApi(config: ApiConfig = readApiConfig(), open?: DatabaseHandle) {
  log.level = config.logLevel;
  collectProcessMetrics();
  const database = open ?? (await openDatabase({ ...config, backupDir: config.backup.dir }));
  const { pglite, lock } = database;
  // Snapshots of the embedded database: on demand (npm run backup) and on a schedule.
  const snapshots =
    pglite && lock
      ? { key: lock.content.backupKey, write: (out: string) => writeSnapshot(pglite, config.dataDir, out) }
      : undefined;
  const { dir: backupDir, everyMs, keep } = config.backup;
  const stopSnapshots =
    pglite && backupDir && everyMs
      ? scheduleSnapshots(pglite, config.dataDir, { dir: backupDir, everyMs, keep })
      : null;
  // Vacuum and analyze on PGlite, which has no autovacuum (PostgreSQL runs its own).
  const { everyMs: maintenanceMs, minChanges } = config.maintenance;
  const stopMaintenance =
    pglite && maintenanceMs ? scheduleMaintenance(database.db, { everyMs: maintenanceMs, minChanges }) : null;
  if (await seedIfEmpty(database.db, { products: config.seedProducts })) log.info("[api] demo data loaded");
  if (await ensureCatalogueSummaries(database.db)) log.info("[api] catalogue summaries computed");
  // The listing index is read now rather than by the first listing (seconds at 100,000
  // products); the API is ready once it is.
  const readiness = createReadiness(database.db);
  void readiness.readIndex();
  const { devProvider, devClient, oidc } = await identityProvider(config);
  // Replicas on one PostgreSQL tell each other of catalogue changes (their caches).
  const stopSharing = config.databaseUrl
    ? await shareCatalogueChanges(database.db, config.databaseUrl)
    : null;
  const app = createApi(database.db, {
    shopUrl: config.shopUrl,
    oidc,
    devOutbox: config.devOutbox,
    operatorToken: config.operatorToken,
    totpEncryptionSecret: config.totpEncryptionSecret,
    catalogueCache: config.catalogueCache,
    workQueue: config.workQueue,
    snapshots,
    readiness,
    accessLog: true,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  // After the server listens: a backlog of mail never delays the first answers.
  const mailSender = config.mail ? startMailSender(database.db, config.mail) : null;
  measureOutbox(queuedMail(database.db));
  log.info(
    config.mail
      ? `[mail] sending the outbox through ${new URL(config.mail.smtpUrl).host}`
      : `[mail] SMTP_URL is not set: mail stays queued in the outbox${config.devOutbox ? " (read it at /api/dev/mail)" : ""}`,
  );
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  lock?.update({ url: `http://${loopbackHost(config.host)}:${port}` });
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  log.info(`[api] listening on http://${config.host}:${port} (${where})`);
  return {
    url: `http://${config.host}:${port}`,
    devClient,
    // Not ready first (/readyz), then no new connections and the requests under way finished
    // (at most SHUTDOWN_TIMEOUT_MS), then the rest.
    async stop() {
      readiness.stop();
      await drain(server as Server, config.shutdownTimeoutMs);
      measureOutbox(null);
      await mailSender?.stop();
      await stopSharing?.();
      await devProvider?.stop();
      await stopSnapshots?.();
      await stopMaintenance?.();
      await database.close();
    },
  };
}
