// Boots the API: config, database (migrated), demo data, the development identity provider
// when it is on, HTTP server.
import { serve, type ServerType } from "@hono/node-server";

import { createApi } from "./app";
import { type ApiConfig, readApiConfig } from "./config";
import { openDatabase } from "./db/client";
import { ensureCatalogueSummaries, listingIndex } from "./queries/listing";
import { seedIfEmpty } from "./seed";

export async function startApi(config: ApiConfig = readApiConfig()) {
  const database = await openDatabase(config);
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
  const app = createApi(database.db, {
    shopUrl: config.shopUrl,
    oidc,
    devOutbox: config.devOutbox,
    operatorToken: config.operatorToken,
    catalogueCache: config.catalogueCache,
    workQueue: config.workQueue,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  console.info(`[api] listening on http://${config.host}:${port} (${where})`);
  return {
    url: `http://${config.host}:${port}`,
    devClient,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await devProvider?.stop();
      await database.close();
    },
  };
}
