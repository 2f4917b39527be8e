// The product listing and search: from the listing index in memory (memory.ts) when it holds
// the catalogue, else from the database (database.ts); both read the filters of filters.ts and
// the stored summaries (summaries.ts).
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { cardsInOrder } from "../product-cards";
import { listProductsFromDatabase, paging, searchProductsFromDatabase, summarise } from "./database";
import { FACET_FILTERS, type ListFilters } from "./filters";
import { countOnIndex, listFromIndex, readIndex, searchFromIndex } from "./memory";
import { findSummary, refreshSummaries, scopeFilters } from "./summaries";

export {
  EXACT_COUNT_LIMIT,
  listProductsFromDatabase,
  paging,
  searchProductsFromDatabase,
  summarise,
} from "./database";
export { listingIndex } from "./memory";
export { findSummary } from "./summaries";

// Small listings from the listing index in memory, the others from the database.
export async function listProducts(db: Database, filters: ListFilters) {
  const fromMemory = await listFromIndex(db, filters);
  if (!fromMemory) return listProductsFromDatabase(db, filters);
  const { ids, total, facets } = fromMemory;
  return { data: await cardsInOrder(db, ids), paging: paging(filters, total), facets };
}

type SearchQuery = { q: string; page: number; pageSize: number };

// Search: title contains the text, case-insensitive; empty text finds nothing. From the
// listing index when it holds the catalogue (an exact total), else from the database.
export async function searchProducts(db: Database, query: SearchQuery) {
  const text = query.q.trim();
  if (!text) return { data: [], paging: paging(query, 0) };
  const fromMemory = await searchFromIndex(db, { ...query, q: text });
  if (!fromMemory) return searchProductsFromDatabase(db, query);
  return { data: await cardsInOrder(db, fromMemory.ids), paging: paging(query, fromMemory.total) };
}

// A database that gained the summaries table by migration has products but no summaries yet;
// summaries stored before a filter was added lack its facet. Either is counted now.
export async function ensureCatalogueSummaries(db: Database): Promise<boolean> {
  const all = await findSummary(db, {});
  if (all && FACET_FILTERS.every((filter) => filter.facet in all.facets)) return false;
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count === 0) return false;
  await refreshCatalogueSummaries(db);
  return true;
}

// Counted on a fresh listing index of the catalogue when it can hold it (one read of the
// table, then each scope in memory: about a second at 100,000 products against a minute of
// live counts), else live.
export async function refreshCatalogueSummaries(db: Database) {
  const index = await readIndex(db);
  await refreshSummaries(db, async (scope) =>
    index ? countOnIndex(index, scopeFilters(scope)) : summarise(db, scope),
  );
}
