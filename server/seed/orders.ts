// Demo orders for the back office (`npm run seed -- --orders 200`): orders of a few demo buyers
// in every state after checkout (transfers to confirm, cash on delivery, paid, packed, shipped
// with a tracking number, delivered, cancelled), each with a line of a real product, placed over
// the last 60 days, some of them gifts. Written in a few set-based statements: 100,000 took
// about 50 s on PGlite on a busy 2-core machine. Stock is left as it is: these orders never took any.
import { randomUUID } from "node:crypto";

import { and, asc, eq, isNull, sql } from "drizzle-orm";

import { ORDER_STATUSES } from "../contract";
import type { Database } from "../db/client";
import { members, type OrderAddress, regions } from "../db/schema";

// The states cycled through, one order after the other (never awaiting_payment: a demo order
// has had its payment method chosen).
export const SEEDED_ORDER_STATES = ORDER_STATUSES.filter((status) => status !== "awaiting_payment");

const BUYERS = ["Ada Moreno", "Ben Okafor", "Chloe Tan", "Dev Patel", "Eli Novak", "Fay Lindqvist"];
const SHIPPING_CENTS = 495;
const MINUTES_BACK = 60 * 24 * 60; // 60 days

// Adds `count` orders; answers how many were added.
export async function seedOrders(db: Database, count: number): Promise<number> {
  if (count === 0) return 0;
  const buyerIds = await demoBuyers(db);
  const address = await demoAddress(db);
  const run = randomUUID().slice(0, 8); // keeps idempotency keys unique across runs
  const states = sql.raw(`(array[${SEEDED_ORDER_STATES.map((state) => `'${state}'`).join(",")}])`);
  const buyers = sql.raw(`(array[${buyerIds.map((id) => `'${id}'`).join(",")}])`);
  await db.transaction(async (tx) => {
    // The orders, their state's dates and tracking; amounts once the lines are in.
    await tx.execute(sql`
      insert into orders (member_id, idempotency_key, request_hash, status, payment_method, shipping_option,
        subtotal_cents, shipping_cents, total_cents, address, gift, created_at, paid_at, packed_at, shipped_at,
        delivered_at, cancelled_at, carrier, tracking_number)
      select ${buyers}[1 + n % ${buyerIds.length}], 'seed-' || ${run} || '-' || n, '', s.status,
        case when s.status = 'awaiting_transfer' then 'bank_transfer'
             when s.status = 'awaiting_payment_on_delivery' then 'cash_on_delivery' else 'test_card' end,
        'standard', 0, ${SHIPPING_CENTS}, 0, ${JSON.stringify(address)}::jsonb,
        case when n % 5 = 0 then '{"message":"Happy birthday, little one!","hidePrices":true}'::jsonb end,
        s.placed,
        case when s.status in ('paid','packed','shipped','delivered') then s.placed + interval '1 hour' end,
        case when s.status in ('packed','shipped','delivered') then s.placed + interval '1 day' end,
        case when s.status in ('shipped','delivered') then s.placed + interval '2 days' end,
        case when s.status = 'delivered' then s.placed + interval '4 days' end,
        case when s.status = 'cancelled' then s.placed + interval '3 hours' end,
        case when s.status in ('shipped','delivered') then 'Parcel Post' end,
        case when s.status in ('shipped','delivered') then 'PP' || lpad(n::text, 10, '0') end
      from generate_series(1, ${count}) n,
        lateral (select ${states}[1 + n % ${SEEDED_ORDER_STATES.length}] as status,
          now() - make_interval(mins => (n::bigint * ${MINUTES_BACK} / ${count})::int) as placed) s`);
    await addLines(tx, run);
  });
  // Fresh planner statistics and visibility map after a bulk load (PGlite has no autovacuum):
  // without them the back office's counts read every row's heap page.
  for (const table of ["orders", "order_lines"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return count;
}

// One line per new order (of run `run`): a variant chosen by the order's id, one or two of it.
async function addLines(tx: Database, run: string) {
  await tx.execute(sql`
    with variants as (
      select v.id, v.sku, v.size, v.color, p.id as product_id, p.slug, p.title, p.price_cents,
        p.list_price_cents, i.src as image, row_number() over (order by v.id) - 1 as k,
        count(*) over () as total
      from product_variants v join products p on p.id = v.product_id
      left join product_images i on i.id = v.image_id)
    insert into order_lines (order_id, variant_id, product_id, slug, title, sku, size, color, image,
      unit_price_cents, list_price_cents, qty)
    select o.id, v.id, v.product_id, v.slug, v.title, v.sku, v.size, v.color, v.image, v.price_cents,
      v.list_price_cents, 1 + o.id % 2
    from orders o join variants v on v.k = (o.id * 7919) % v.total
    where o.idempotency_key like ${`seed-${run}-%`}`);
  await tx.execute(sql`
    update orders o set subtotal_cents = l.sum, total_cents = l.sum + o.shipping_cents
    from (select order_id, sum(unit_price_cents * qty)::int as sum from order_lines group by order_id) l
    where l.order_id = o.id and o.idempotency_key like ${`seed-${run}-%`}`);
}

// The demo buyers (made once): answers their ids.
async function demoBuyers(db: Database): Promise<string[]> {
  const rows = BUYERS.map((name, index) => ({
    id: `demo-buyer-${index + 1}`,
    name,
    email: `${name.toLowerCase().replace(" ", ".")}@buyers.example.com`,
  }));
  await db.insert(members).values(rows).onConflictDoNothing();
  return rows.map((row) => row.id);
}

// A real address of the regions list: the first entry of each level under the one before.
async function demoAddress(db: Database): Promise<OrderAddress> {
  const chain: { id: number; name: string }[] = [];
  for (const level of ["province", "city", "district", "subdistrict", "postal"]) {
    const parent = chain.at(-1);
    const [row] = await db
      .select({ id: regions.id, name: regions.name })
      .from(regions)
      .where(
        and(eq(regions.level, level), parent ? eq(regions.parentId, parent.id) : isNull(regions.parentId)),
      )
      .orderBy(asc(regions.id))
      .limit(1);
    chain.push(row);
  }
  const [province, city, district, subdistrict, postal] = chain;
  return {
    name: "Ada Moreno",
    phone: "+1 555 0100",
    line1: "12 Meadow Lane",
    line2: null,
    province,
    city,
    district,
    subdistrict,
    postal,
  };
}
