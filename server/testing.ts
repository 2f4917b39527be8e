// For tests: a fresh API on an in-memory database with the demo data.
import { createApi } from "./app";
import { openDatabase } from "./db/client";
import { seedIfEmpty } from "./seed";

export async function createTestApi() {
  const database = await openDatabase({ dataDir: "memory://" });
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
