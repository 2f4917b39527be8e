// For tests: a fresh API on a fresh database with the demo data. The database is an
// in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server, a new database
// created there for this test file and dropped afterwards.
import { spawn } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Logger } from "drizzle-orm";
import pg from "pg";

import { type ApiOptions, createApi } from "./app";
import { readApiConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { seedIfEmpty } from "./seed";
import { startApi } from "./server";
import { entryArgs } from "./testing-processes";
import { borrowSeededDatabase, sharingDatabase } from "./testing-shared-database";

// One statement on the PostgreSQL server's maintenance database (create and drop databases).
async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

// empty: no copy of the seeded template (a test that seeds its own catalogue).
async function freshDatabase(options: {
  logger?: Logger;
  snapshot?: Blob;
  empty?: boolean;
}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { logger, snapshot } = options;
  if (snapshot) return openDatabase({ dataDir: "memory://", loadDataDir: snapshot, logger });
  if (!serverUrl) return openDatabase({ dataDir: "memory://", logger });
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const template = options.empty ? undefined : process.env.TEST_TEMPLATE_DATABASE;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: "", logger });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database ${name}`);
    },
  };
}

// A new, empty database on the PostgreSQL server (no tables): its URL, and how to drop it.
export async function emptyServerDatabase(serverUrl: string) {
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await onServer(serverUrl, `create database ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database ${name} with (force)`),
  };
}

// On PostgreSQL, the same once per run: a database migrated and seeded, which each test
// file's database copies (CREATE DATABASE ... TEMPLATE, a fraction of a second against
// seconds for migrating and seeding). Answers its name and how to drop it.
export async function seededTemplateDatabase(serverUrl: string) {
  const name = `test_template_${randomUUID().replaceAll("-", "")}`;
  await onServer(serverUrl, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: "" });
  await seedIfEmpty(database.db);
  await database.close();
  return { name, drop: () => onServer(serverUrl, `drop database ${name}`) };
}

// An in-memory database with the demo data, saved as a tarball: test files that each want
// their own copy load it in a second instead of migrating and seeding again.
export async function seededSnapshot(): Promise<Blob> {
  const database = await openDatabase({ dataDir: "memory://" });
  await seedIfEmpty(database.db);
  const snapshot = await database.dump!();
  await database.close();
  return snapshot;
}

// The vitest run saves the seeded demo database once and names the file here
// (tests/setup/seeded-database.ts): an in-memory test database is then a copy of it. Its 45 MB
// are read once per process (a Blob cannot change): the test files of one worker share this
// module, and most of them open a copy.
const snapshots = new Map<string, Promise<Blob>>();
async function savedSnapshot(): Promise<Blob | undefined> {
  const file = process.env.TEST_SEEDED_DATABASE;
  if (!file || process.env.TEST_DATABASE_URL) return undefined;
  let snapshot = snapshots.get(file);
  if (!snapshot) {
    snapshot = readFile(file).then((bytes) => new Blob([bytes]));
    snapshots.set(file, snapshot);
  }
  return snapshot;
}

// The bundled API as `npm start` runs it, listening on a free loopback port, on an in-memory
// copy of the saved demo database when there is one (else migrated and seeded afresh): the
// worker's shared copy where its files share one (testing-shared-database.ts), given back by
// stop().
export async function startTestApi() {
  const loadDataDir = await savedSnapshot();
  const borrowed = loadDataDir && sharingDatabase() ? await borrowSeededDatabase(loadDataDir) : undefined;
  // DEV_OUTBOX on: tests follow mailed links (tests/support/register.ts).
  // In the test's own process the log says only warnings and errors (no access lines).
  const api = await startApi(
    { ...readApiConfig({ LOG_LEVEL: "warn" }), port: 0, dataDir: "memory://", loadDataDir, devOutbox: true },
    borrowed,
  );
  // Ready as a load balancer would see it (GET /readyz: the listing index read): a test's first
  // listing otherwise waits for the index inside its own time limit (the web's 3 s upstream
  // timeout in the web project ran out on a busy machine).
  const deadline = Date.now() + 60_000;
  while ((await fetch(`${api.url}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error("The test API was not ready within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return api;
}

// logger: sees every statement (tests of query plans). A snapshot (above) is always loaded
// into PGlite, whatever TEST_DATABASE_URL says. database: one already open (seeded if empty).
export async function createTestApi(
  options: Omit<ApiOptions, "shopUrl"> & {
    logger?: Logger;
    products?: number;
    snapshot?: Blob;
    database?: DatabaseHandle;
  } = {},
) {
  const { logger, products, snapshot: given, database: open, ...apiOptions } = options;
  const saved = products || open || given ? undefined : await savedSnapshot();
  const snapshot = given ?? saved;
  // The worker's copy of the saved database, put back as saved (testing-shared-database.ts).
  const borrowed = saved && sharingDatabase() ? await borrowSeededDatabase(saved, logger) : undefined;
  const database = open ?? borrowed ?? (await freshDatabase({ logger, snapshot, empty: Boolean(products) }));
  await seedIfEmpty(database.db, { products });
  // The outbox is readable (DEV_OUTBOX): tests follow mailed links (tests/support/register.ts).
  const app = createApi(database.db, { shopUrl: "http://shop.test", devOutbox: true, ...apiOptions });
  const request = async (path: string, init?: RequestInit & { json?: unknown }) => {
    const headers = new Headers(init?.headers);
    if (init?.json !== undefined) headers.set("Content-Type", "application/json");
    const response = await app.request(path, {
      ...init,
      headers,
      body: init?.json !== undefined ? JSON.stringify(init.json) : init?.body,
    });
    return answerOf(response);
  };
  return { app, db: database.db, request, close: database.close };
}

// An answer as tests read it: the status, the body parsed (JSON, else text) and the headers.
export async function answerOf(response: Response) {
  const text = await response.text();
  // Tests read answers loosely; the contract tests check their shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (an image): keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

// Signs in at an OpenID Connect provider the way a browser and the web would (authorization
// code flow with PKCE, cookies carried between redirects) and answers the ID token. Drives
// the bundled development provider's sign-in page.
export async function idTokenFromDevProvider(
  provider: { issuer: string; clientId: string; clientSecret: string; redirectUri: string },
  identity: { email: string; name: string },
) {
  const discovery = await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json();
  const verifier = randomBytes(32).toString("base64url");
  const state = randomBytes(16).toString("base64url");
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    response_type: "code",
    client_id: provider.clientId,
    redirect_uri: provider.redirectUri,
    scope: "openid email profile",
    state,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();

  const cookies = new Map<string, string>();
  const visit = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(new URL(url, provider.issuer), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return response;
  };
  // Follow redirects until the provider sends the browser back to the shop.
  let location = authorize.toString();
  let form: RequestInit | undefined;
  while (!location.startsWith(provider.redirectUri)) {
    const response = await visit(location, form);
    form = undefined;
    if (response.status === 200) {
      // The sign-in page: fill it in and post it to itself.
      form = {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(identity).toString(),
      };
      continue;
    }
    const next = response.headers.get("Location");
    if (!next) throw new Error(`The provider answered ${response.status} at ${location}`);
    location = new URL(next, provider.issuer).toString();
  }
  const callback = new URL(location);
  if (callback.searchParams.get("state") !== state) throw new Error("The state came back changed");
  const token = await fetch(discovery.token_endpoint, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString("base64")}`,
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: callback.searchParams.get("code") ?? "",
      redirect_uri: provider.redirectUri,
      code_verifier: verifier,
    }),
  });
  const tokens = await token.json();
  if (!token.ok) throw new Error(`The token endpoint answered ${token.status}: ${JSON.stringify(tokens)}`);
  return tokens.id_token as string;
}

// A seeded database that API processes started by a test open by themselves (environment
// variables for them): on PostgreSQL a new database (a copy of the run's template), else a
// PGlite data directory on disk filled from the saved demo database.
export async function databaseForProcesses(): Promise<{
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_${randomUUID().replaceAll("-", "")}`;
    const template = process.env.TEST_TEMPLATE_DATABASE;
    await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
    return {
      env: { DATABASE_URL: databaseUrl(serverUrl, name) },
      close: () => onServer(serverUrl, `drop database ${name} with (force)`),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), "little-sprout-process-"));
  const database = await openDatabase({ dataDir, loadDataDir: await savedSnapshot() });
  await seedIfEmpty(database.db);
  await database.close();
  return { env: { DATA_DIR: dataDir }, close: () => rm(dataDir, { recursive: true, force: true }) };
}

// The API as `npm run api` runs it, in a child process on a free port, with the given
// environment; answers its URL once it listens, and how to end it (kill -9 included).
export async function startApiProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, entryArgs("server/main.ts"), {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      API_PORT: "0",
      API_HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`The API ended (${code}):\n${output}`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url,
    output: () => output,
    async kill(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
