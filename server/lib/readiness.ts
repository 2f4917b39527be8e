// Whether this API should be sent requests (GET /readyz): the database answers, every migration
// has run, and the listing index has been read once (a listing before that would wait seconds at
// 100,000 products), and the process is not stopping (SIGTERM: server/server.ts says so first,
// so a load balancer stops sending before the server closes). Alive (GET /healthz) is only that
// the process answers.
import { sql } from "drizzle-orm";

import { type Database, migrationsApplied } from "../db/client";
import { listingIndex } from "../queries/listing/memory";

export function createReadiness(db: Database) {
  let stopping = false;
  let indexRead = false;
  // A failed read is tried again by the next check (and by the next listing).
  const readIndex = () =>
    listingIndex(db).then(
      () => void (indexRead = true),
      () => undefined,
    );

  return {
    readIndex,
    // Null when ready, else a short reason.
    async notReady(): Promise<string | null> {
      if (stopping) return "stopping";
      try {
        await db.execute(sql`select 1`);
        if (!(await migrationsApplied(db))) return "migrations have not run";
      } catch {
        return "the database does not answer";
      }
      if (indexRead) return null;
      void readIndex();
      return "the listing index is loading";
    },
    stop() {
      stopping = true;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
