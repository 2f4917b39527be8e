// The audit log: every staff action, who, when, what and the values before and after. Written
// in the same transaction as the action, so the log and the data never disagree.
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import type { StaffRow } from "./staff-auth";

export async function audit(
  tx: Pick<Database, "insert">,
  who: Pick<StaffRow, "id" | "email">,
  action: string,
  target: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await tx.insert(auditLog).values({ staffId: who.id, staffEmail: who.email, action, target, before, after });
}
