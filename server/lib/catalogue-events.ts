// "The catalogue changed" (stock taken at checkout, a review, an import): caches of catalogue
// reads listen per database and drop what they hold. On PostgreSQL the other API processes of
// the same database are told too (shareCatalogueChanges: NOTIFY and LISTEN), within
// milliseconds; their caches' short time to live is the bound if that signal is ever lost.
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import pg from "pg";

import type { Database } from "../db/client";
import { createTtlCache, type TtlCache } from "./ttl-cache";

// "cards": only what product cards and pages show changed (stock, ratings); "all": anything,
// the products' categories, brands, colours, tags, prices or titles included (an import).
export type CatalogueChange = "cards" | "all";
type Listener = (what: CatalogueChange) => void;
const listeners = new WeakMap<Database, Set<Listener>>();

export function onCatalogueChange(db: Database, listener: Listener) {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

export function catalogueChanged(db: Database, what: CatalogueChange = "all") {
  tell(db, what);
  // Sent after the change has committed (callers tell once it has); a transaction is never
  // shared, so a change inside one is sent when its caller tells again after the commit.
  const shared = sharing.get(db);
  if (!shared) return;
  const sent = db
    .execute(sql`select pg_notify(${CHANNEL}, ${`${shared.origin} ${what}`})`)
    .then(
      () => undefined,
      (error: unknown) =>
        console.error("[api] could not tell the other processes of a catalogue change:", error),
    )
    .finally(() => shared.sending.delete(sent));
  shared.sending.add(sent);
}

function tell(db: Database, what: CatalogueChange) {
  for (const listener of listeners.get(db) ?? []) listener(what);
}

const CHANNEL = "catalogue_changed";
const RECONNECT_MS = 1_000;
// This process's name in the signals it sends, per shared database (its own come back to it),
// and the signals on their way out (stopping waits for them).
const sharing = new WeakMap<Database, { origin: string; sending: Set<Promise<void>> }>();

// Shares this database's catalogue changes with every other process that shares them on the same
// PostgreSQL database (the API replicas): a change here is sent to them, and theirs are told
// here. A lost connection is opened again; what it may have missed counts as a change of
// everything. Answers how to stop.
export async function shareCatalogueChanges(db: Database, databaseUrl: string) {
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  const listen = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    let lostAlready = false;
    const lost = () => {
      if (lostAlready || stopped) return;
      lostAlready = true;
      next.end().catch(() => undefined);
      setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    next.on("notification", ({ payload = "" }) => {
      const [from, what] = payload.split(" ");
      if (from !== origin && (what === "cards" || what === "all")) tell(db, what);
    });
    next.on("error", lost);
    next.on("end", lost);
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch {
      return lost();
    }
    if (client) tell(db, "all"); // connected again: changes may have gone unheard meanwhile
    client = next;
  };
  await listen();
  const shared = { origin, sending: new Set<Promise<void>>() };
  sharing.set(db, shared);
  return async () => {
    stopped = true;
    sharing.delete(db);
    await Promise.all(shared.sending);
    await client?.end();
  };
}

// A cache of catalogue reads for each database, emptied whenever that database's catalogue
// changes (and otherwise kept for ttlMs, for changes made by another process).
export function catalogueReadsCache<V extends object>(options: { maxEntries: number; ttlMs: number }) {
  const caches = new WeakMap<Database, TtlCache<V>>();
  return (db: Database): TtlCache<V> => {
    let cache = caches.get(db);
    if (!cache) {
      const created = createTtlCache<V>(options);
      onCatalogueChange(db, () => created.clear());
      caches.set(db, (cache = created));
    }
    return cache;
  };
}
