// `npm start`: the bundled API and the web together; with API_BASE_URL set, the web alone.
// Ctrl-C (or SIGTERM from a container runtime) stops both: the web first, which finishes the
// requests it holds (they still need the API), then the API. Killing the parent (`npm`, even
// by kill -9) stops both the same way.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { readApiConfig } from "./config";
import { exitOnStartError } from "./lib/start-error";
import { whenParentDies } from "./parent-watch";
import { startApi } from "./server";
import { webNodeFlags } from "./web-node-flags";

if (existsSync(".env")) process.loadEnvFile(".env");

// The web refuses to run in production without SESSION_SECRET. For a single machine
// that did not set one, make one once and keep it beside the data, so sessions outlive
// restarts. Several web containers must share one: set SESSION_SECRET for them.
function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const dataDir = process.env.DATA_DIR ?? "./data";
  const file = path.join(dataDir, "session-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    console.info(`[start] SESSION_SECRET is not set: generated one in ${file}`);
  }
  return readFileSync(file, "utf8").trim();
}

// Sign-in through an identity provider works out of the box: unless a real provider is
// configured, the bundled development one runs beside the API. Never by default in
// production (the container), where anyone could sign in there.
process.env.DEV_OIDC_PROVIDER ??=
  process.env.OIDC_ISSUER || process.env.NODE_ENV === "production" ? "off" : "on";

// Without a mail server, a developer reads the shop's mail at /api/dev/mail (never in production,
// where it would hand out reset links).
process.env.DEV_OUTBOX ??= process.env.SMTP_URL || process.env.NODE_ENV === "production" ? "off" : "on";

// Checked before anything starts: the web's heap limit for a container (server/web-node-flags.ts).
const webFlags = webNodeFlags();
const api = process.env.API_BASE_URL ? null : await startApi().catch(exitOnStartError);
const devClient = api?.devClient;

// The web runs in its own process (a second core), tied to this one by an IPC channel: if
// this process dies, even by kill -9, the web notices and ends too (server/web-server.ts).
// Compiled (`npm start`, the image: build/server/*.js) the web is too; from the sources
// (`npm run dev`, tests) it runs through tsx.
const compiled = import.meta.url.endsWith(".js");
const webScript = path.join(import.meta.dirname, compiled ? "web-server.js" : "web-server.ts");
const web = spawn(process.execPath, [...webFlags, ...(compiled ? [] : ["--import", "tsx"]), webScript], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: {
    ...process.env,
    API_BASE_URL: process.env.API_BASE_URL ?? api?.url,
    SESSION_SECRET: sessionSecret(),
    ...(devClient && {
      OIDC_ISSUER: devClient.issuer,
      OIDC_CLIENT_ID: devClient.clientId,
      OIDC_CLIENT_SECRET: devClient.clientSecret,
      OIDC_PROVIDER_NAME: process.env.OIDC_PROVIDER_NAME ?? "Sprout ID",
    }),
  },
});

// The web drains within SHUTDOWN_TIMEOUT_MS itself (server/web-server.ts); this is a bound on
// top of it.
const WEB_EXIT_MS = readApiConfig().shutdownTimeoutMs + 5_000;
const webExited = new Promise<number>((resolve) => web.once("exit", (code) => resolve(code ?? 0)));

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  web.kill("SIGTERM");
  const timeout = setTimeout(() => web.kill("SIGKILL"), WEB_EXIT_MS);
  await webExited;
  clearTimeout(timeout);
  await api?.stop();
  process.exit(code);
}
void webExited.then((code) => stop(code));
process.once("SIGINT", () => void stop(0));
process.once("SIGTERM", () => void stop(0));
whenParentDies(() => void stop(0));
