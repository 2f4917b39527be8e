// Boots the API: config, database (migrated), demo data, HTTP server.
import { serve, type ServerType } from "@hono/node-server";
import { createApi } from "./app";
import { readApiConfig, type ApiConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedIfEmpty } from "./seed";

export async function startApi(config: ApiConfig = readApiConfig()) {
  const database = await openDatabase(config);
  if (await seedIfEmpty(database.db)) console.info("[api] demo data loaded");
  const app = createApi(database.db, { shopUrl: config.shopUrl });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  console.info(`[api] listening on http://${config.host}:${port} (${where})`);
  return {
    url: `http://${config.host}:${port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}
