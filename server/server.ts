// Boots the API: config, database (migrated), demo data, the development identity provider
// when it is on, HTTP server.
import { serve, type ServerType } from "@hono/node-server";

import { createApi } from "./app";
import { type ApiConfig, readApiConfig } from "./config";
import { scheduleSnapshots, writeSnapshot } from "./db/backup";
import { openDatabase } from "./db/client";
import { shareCatalogueChanges } from "./lib/catalogue-events";
import { startMailSender } from "./mail/sender";
import { ensureCatalogueSummaries, listingIndex } from "./queries/listing";
import { seedIfEmpty } from "./seed";

// Where a process on this machine reaches the API (`npm run backup`).
const loopbackHost = (host: string) =>
  host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;

export async function startApi(config: ApiConfig = readApiConfig()) {
  const database = await openDatabase({ ...config, backupDir: config.backup.dir });
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
  if (await seedIfEmpty(database.db, { products: config.seedProducts }))
    console.info("[api] demo data loaded");
  if (await ensureCatalogueSummaries(database.db)) console.info("[api] catalogue summaries computed");
  // Read now rather than by the first listing (seconds at 100,000 products); a failed read is
  // tried again by the next listing.
  listingIndex(database.db).catch(() => undefined);
  // Loaded only when on: the provider library is for development.
  const devProvider = config.devOidc
    ? await (await import("./dev-oidc/provider")).startDevProvider(config.devOidc)
    : null;
  // The web's client at the development provider; the API trusts its ID tokens.
  const devClient =
    devProvider && config.devOidc
      ? {
          issuer: devProvider.issuer,
          clientId: config.devOidc.clientId,
          clientSecret: config.devOidc.clientSecret,
        }
      : null;
  const oidc = devClient ? { issuer: devClient.issuer, audience: devClient.clientId } : config.oidc;
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
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  // After the server listens: a backlog of mail never delays the first answers.
  const mailSender = config.mail ? startMailSender(database.db, config.mail) : null;
  console.info(
    config.mail
      ? `[mail] sending the outbox through ${new URL(config.mail.smtpUrl).host}`
      : `[mail] SMTP_URL is not set: mail stays queued in the outbox${config.devOutbox ? " (read it at /api/dev/mail)" : ""}`,
  );
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  lock?.update({ url: `http://${loopbackHost(config.host)}:${port}` });
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  console.info(`[api] listening on http://${config.host}:${port} (${where})`);
  return {
    url: `http://${config.host}:${port}`,
    devClient,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await mailSender?.stop();
      await stopSharing?.();
      await devProvider?.stop();
      await stopSnapshots?.();
      await database.close();
    },
  };
}
