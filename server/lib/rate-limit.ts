// A soft limit on how often one email address may post (comments, contact messages).
// Counted from the rows themselves, so it holds across any number of API processes. The
// API sits behind the web and never sees the shopper's IP, so the email is the address
// that is limited.
import { and, count, eq, gt } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { ApiError } from "./errors";

type Limit = { max: number; windowMs: number };
type PostedByEmail = PgTable & { email: PgColumn; createdAt: PgColumn };

export async function assertUnderRateLimit(db: Database, table: PostedByEmail, email: string, limit: Limit) {
  const since = new Date(Date.now() - limit.windowMs);
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(table)
    .where(and(eq(table.email, email), gt(table.createdAt, since)));
  if (recent >= limit.max) {
    const minutes = Math.ceil(limit.windowMs / 60_000);
    throw new ApiError(429, "RATE_LIMITED", `You have sent several of these in the last ${minutes} minutes. Please wait a little and try again.`);
  }
}
