// For tests: a fresh API on a fresh database with the demo data. The database is an
// in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server, a new database
// created there for this test file and dropped afterwards.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { createApi } from "./app";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { seedIfEmpty } from "./seed";

async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: "memory://" });
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await admin(`drop database ${name}`);
    },
  };
}

export async function createTestApi() {
  const database = await freshDatabase();
  await seedIfEmpty(database.db);
  const app = createApi(database.db, { shopUrl: "http://shop.test" });
  const request = async (path: string, init?: RequestInit & { json?: unknown }) => {
    const headers = new Headers(init?.headers);
    if (init?.json !== undefined) headers.set("Content-Type", "application/json");
    const response = await app.request(path, {
      ...init,
      headers,
      body: init?.json !== undefined ? JSON.stringify(init.json) : init?.body,
    });
    const text = await response.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (an image): keep the text
    }
    return { status: response.status, body, headers: response.headers };
  };
  return { app, db: database.db, request, close: database.close };
}
