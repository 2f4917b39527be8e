// One product's change (published or not, its price) carried into the stored summaries
// (summaries.ts) without counting the catalogue again: its old self is taken out of every
// summary that counts it and its new self put in. A summary counts a product in its total when
// the product has every value the scope names, and in a facet when it misses at most that
// facet's own value (memory.ts, countAndFacets): so a publish changes the summaries of its own
// category, collections, tags, brand and colours, and the facet counts of the sibling scopes
// (other brands' brand facet, …), never those of another top category or collection. Only the
// rows that change are written. Whatever this cannot place (a value no summary holds yet, a
// scope not stored yet) is left to the full refresh, which the caller then runs.
import { eq, sql } from "drizzle-orm";

import { COLORS, type Facets } from "../../contract";
import { type Database, queryRows } from "../../db/client";
import { catalogueSummaries, products } from "../../db/schema";
import { dollars } from "../../lib/money";
import { conditions, FACET_FILTERS, VALUE_FILTERS, type ValueFilter } from "./filters";
import { type Scope, scopeFilters, scopeKey } from "./summaries";

type Param = ValueFilter["param"];
// What the summaries count of a product: whether it is in the shop, its price, and its values
// of every filter (a single value as a list of one).
export type ProductCounted = { published: boolean; priceCents: number; values: Record<Param, string[]> };
type Summary = { total: number; facets: Facets };

const SCOPED = VALUE_FILTERS.filter((filter) => filter.scoped);
// The scopes shown only while some published product has the value (summaries.ts, scopesInUse).
const IN_USE_ONLY: Param[] = ["collection", "tag", "brand", "color"];

// The product as the summaries count it (read inside the caller's transaction).
export async function productCounted(db: Database, id: number): Promise<ProductCounted | null> {
  const columns = VALUE_FILTERS.map((filter) => {
    const values =
      "one" in filter.values
        ? sql`array_remove(array[${filter.values.one}]::text[], null)`
        : sql`coalesce(${filter.values.many}, '{}')::text[]`;
    return sql`${values} as ${sql.identifier(filter.param)}`;
  });
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${products.published} as published, ${products.priceCents} as "priceCents", ${sql.join(columns, sql`, `)}
      from ${products} where ${eq(products.id, id)}`,
  );
  if (!row) return null;
  const values = Object.fromEntries(VALUE_FILTERS.map((f) => [f.param, row[f.param] as string[]]));
  return {
    published: Boolean(row.published),
    priceCents: Number(row.priceCents),
    values: values as Record<Param, string[]>,
  };
}

// The scope a stored summary's key names (summaries.ts, scopeKey).
export const scopeOfKey = (key: string): Scope =>
  Object.fromEntries(
    (JSON.parse(key) as (string | null)[]).flatMap((value, i) =>
      value === null ? [] : [[SCOPED[i].param, value]],
    ),
  ) as Scope;

// Which of the scope's filters the product misses: null when it counts nowhere in the summary
// (it misses two, or one without a facet), else the facet it misses (undefined: none).
function missed(scope: Scope, product: ProductCounted): ValueFilter["facet"] | undefined | null {
  const misses = SCOPED.filter((filter) => {
    const wanted = scope[filter.param as keyof Scope];
    return wanted !== undefined && !product.values[filter.param].includes(wanted);
  });
  if (misses.length === 0) return undefined;
  if (misses.length > 1 || misses[0].facet === null) return null;
  return misses[0].facet;
}

// The summary with the product counted `sign` times more (1 in, -1 out); null when a value it
// needs is not in the summary yet (the full refresh places it). `priceStale` is set when the
// price range lost a bound and must be read again.
function counted(summary: Summary, scope: Scope, product: ProductCounted, sign: 1 | -1) {
  const miss = missed(scope, product);
  if (miss === null) return { summary, priceStale: false };
  const facets = { ...summary.facets } as Facets;
  for (const filter of FACET_FILTERS) {
    if (miss !== undefined && miss !== filter.facet) continue;
    const counts = facets[filter.facet].map((entry) => ({ ...entry }));
    for (const value of product.values[filter.param]) {
      const entry = counts.find((one) => one.value === value);
      if (!entry) {
        if (sign === 1) return null;
        continue;
      }
      entry.count += sign;
    }
    facets[filter.facet] = counts.filter((entry) => entry.count > 0);
  }
  if (miss !== undefined) return { summary: { total: summary.total, facets }, priceStale: false };
  const total = summary.total + sign;
  const price = dollars(product.priceCents);
  let priceStale = false;
  if (sign === 1)
    facets.price =
      summary.total === 0
        ? { min: price, max: price }
        : { min: Math.min(summary.facets.price.min, price), max: Math.max(summary.facets.price.max, price) };
  else priceStale = price <= summary.facets.price.min || price >= summary.facets.price.max;
  return { summary: { total, facets }, priceStale };
}

// The price range of a scope's products, read again (after the product's own row changed).
async function priceRange(db: Database, scope: Scope): Promise<Facets["price"]> {
  const filters = scopeFilters(scope);
  const [row] = await queryRows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(${products.priceCents})::int as min, max(${products.priceCents})::int as max
      from ${products} where ${sql.join(conditions(filters), sql` and `)}`,
  );
  return { min: dollars(row?.min ?? 0), max: dollars(row?.max ?? 0) };
}

// Carries a product's change from `before` to `after` into the stored summaries, inside the
// caller's transaction (after its row was written). Answers the scopes rewritten, or null when
// only the full refresh can place the change (the caller runs it).
export async function countProductChange(
  db: Database,
  before: ProductCounted,
  after: ProductCounted,
): Promise<string[] | null> {
  // Locked: two changes at once add up instead of the second overwriting the first.
  const rows = await db
    .select({
      scope: catalogueSummaries.scope,
      total: catalogueSummaries.total,
      facets: catalogueSummaries.facets,
    })
    .from(catalogueSummaries)
    .for("update");
  const stored = new Map(rows.map(({ scope, ...summary }) => [scope, summary]));
  if (after.published && !storesEveryScopeOf(stored, after)) return null;
  const changed = new Map<string, Summary>();
  const stale: string[] = [];
  for (const [key, original] of stored) {
    const scope = scopeOfKey(key);
    let summary = original;
    for (const [product, sign] of [
      [before, -1],
      [after, 1],
    ] as const) {
      if (!product.published) continue;
      const next = counted(summary, scope, product, sign);
      if (!next) return null;
      if (next.priceStale) stale.push(key);
      summary = next.summary;
    }
    if (JSON.stringify(summary) !== JSON.stringify(original) || stale.includes(key))
      changed.set(key, summary);
  }
  for (const key of new Set(stale)) {
    const summary = changed.get(key)!;
    const price = summary.total === 0 ? { min: 0, max: 0 } : await priceRange(db, scopeOfKey(key));
    changed.set(key, { ...summary, facets: { ...summary.facets, price } });
  }
  await write(db, stored, changed);
  return [...changed.keys()];
}

// Every scope the product is counted in is stored (a new brand, tag, … is not: the full
// refresh adds it).
function storesEveryScopeOf(stored: Map<string, Summary>, product: ProductCounted) {
  return IN_USE_ONLY.every((param) =>
    product.values[param]
      .filter((value) => param !== "color" || (COLORS as readonly string[]).includes(value))
      .every((value) => stored.has(scopeKey({ [param]: value }))),
  );
}

// The changed summaries written in one statement; a scope of a value no published product has
// any more is dropped, as the full refresh leaves it out. The whole catalogue's row is always
// stamped: its refresh time tells other processes that their listing index is stale
// (memory.ts, summariesRefreshedAt), a price change included.
async function write(db: Database, stored: Map<string, Summary>, changed: Map<string, Summary>) {
  const unused = [...changed].filter(([key, summary]) => {
    const scope = scopeOfKey(key);
    return summary.total === 0 && IN_USE_ONLY.some((param) => scope[param as keyof Scope] !== undefined);
  });
  for (const [key] of unused) changed.delete(key);
  if (unused.length)
    await db.execute(
      sql`delete from ${catalogueSummaries} where ${catalogueSummaries.scope} in (${sql.join(
        unused.map(([key]) => sql`${key}`),
        sql`, `,
      )})`,
    );
  const all = scopeKey({});
  if (!changed.has(all) && stored.has(all)) changed.set(all, stored.get(all)!);
  const json = JSON.stringify([...changed].map(([scope, summary]) => ({ scope, ...summary })));
  await db.execute(sql`
    update ${catalogueSummaries} as s set total = v.total, facets = v.facets, refreshed_at = now()
    from jsonb_to_recordset(${json}::jsonb) as v(scope text, total int, facets jsonb)
    where s.scope = v.scope`);
}
