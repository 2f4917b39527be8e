// `npm run db:move-to-postgres -- --to postgres://user:password@host/shop [--replace]`: copies
// the embedded database in DATA_DIR into an empty PostgreSQL database and checks the copy
// (server/db/move-to-postgres.ts). The shop must be stopped. docs/operating.md gives the steps.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

import { readApiConfig } from "../config";
import { StartError } from "../lib/start-error";
import { moveToPostgres } from "./move-to-postgres";

if (existsSync(".env")) process.loadEnvFile(".env");

const { values } = parseArgs({
  options: { to: { type: "string" }, replace: { type: "boolean", default: false } },
});
try {
  if (!values.to) {
    throw new StartError("Name the PostgreSQL database: npm run db:move-to-postgres -- --to postgres://…");
  }
  const { dataDir } = readApiConfig();
  const started = Date.now();
  const tables = await moveToPostgres({ dataDir, to: values.to, replace: values.replace, log: console.info });
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  console.info(
    `Moved ${rows} rows in ${tables.length} tables from ${dataDir} in ${Math.round((Date.now() - started) / 1000)} s; ` +
      "every table's rows and checksum match. Set DATABASE_URL to the target and start the shop.",
  );
} catch (error) {
  if (!(error instanceof StartError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
