// Runs the bundled commerce API on its own: `npm run api`.
import { existsSync } from "node:fs";

import { exitOnStartError } from "./lib/start-error";
import { whenParentDies } from "./parent-watch";
import { startApi } from "./server";

if (existsSync(".env")) process.loadEnvFile(".env");

const api = await startApi().catch(exitOnStartError);
const stop = async () => {
  await api.stop();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
whenParentDies(() => void stop());
