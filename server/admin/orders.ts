// The back office's reads of orders: the list (filter, search, sort, page) and one in full with
// its whole timeline. Indexes for the list at 100,000 orders: migration 0008; its total is exact
// up to EXACT_COUNT_LIMIT (../queries/capped-count.ts).
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";

import type { AdminOrderDetail, AdminOrderQuery, AdminOrderSummary, OrderEvent, Paging } from "../contract";
import type { Database } from "../db/client";
import { members, orders } from "../db/schema";
import { notFound } from "../lib/errors";
import { countMatching } from "../queries/capped-count";
import { paging } from "../queries/listing/database";
import { orderDetail, orderEventsOf, summariesOf } from "../queries/orders";

const DAY_MS = 24 * 60 * 60 * 1000;

// "Contains" for LIKE, with the user's own % and _ taken literally.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// An invoice number is looked up exactly; anything else is part of the member's email or name.
function searchOf(q: string): SQL | undefined {
  if (/^inv-/i.test(q)) return eq(orders.invoiceNumber, q.toUpperCase());
  const pattern = containing(q.toLowerCase());
  if (q.includes("@")) return sql`${members.email} like ${pattern}`;
  return or(sql`lower(${members.name}) like ${pattern}`, sql`${members.email} like ${pattern}`);
}

function filtersOf({ status, from, to, q }: AdminOrderQuery) {
  return and(
    status ? eq(orders.status, status) : undefined,
    from ? gte(orders.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(orders.createdAt, new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
    q ? searchOf(q) : undefined,
  );
}

const SORTS = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.totalCents), desc(orders.id)],
  total_asc: [asc(orders.totalCents), asc(orders.id)],
} as const;

const customerColumns = { id: members.id, email: members.email, name: members.name };

export async function listAdminOrders(
  db: Database,
  query: AdminOrderQuery,
): Promise<{ data: AdminOrderSummary[]; paging: Paging }> {
  const { page, pageSize } = query;
  const where = filtersOf(query);
  // Exact up to EXACT_COUNT_LIMIT, else the planner's estimate (an exact count read every match:
  // seconds at 100,000 orders). The members join only when the search needs it.
  const from =
    query.q && !/^inv-/i.test(query.q)
      ? sql`${orders} inner join ${members} on ${members.id} = ${orders.memberId}`
      : sql`${orders}`;
  const total = await countMatching(db, from, where);
  const rows = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(where)
    .orderBy(...SORTS[query.sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const summaries = await summariesOf(
    db,
    rows.map((row) => row.order),
  );
  return {
    data: summaries.map((summary, i) => ({ ...summary, customer: rows[i].customer })),
    paging: paging(query, total),
  };
}

export async function getAdminOrder(db: Database, invoiceNumber: string): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(eq(orders.invoiceNumber, invoiceNumber));
  if (!row) throw notFound("The order");
  const [detail, events] = await Promise.all([orderDetail(db, row.order), orderEventsOf(db, row.order.id)]);
  return {
    ...detail,
    customer: row.customer,
    events: events.map((event): OrderEvent => ({
      id: event.id,
      at: event.createdAt.toISOString(),
      actor: { kind: event.actorKind, name: event.actorName },
      from: event.fromStatus,
      to: event.toStatus,
      note: event.note,
    })),
  };
}
