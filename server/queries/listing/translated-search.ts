// Search in a locale other than en: a product matches when its title in that locale (its
// English title where it has none) contains the text, both as search compares them
// (lib/search-text.ts: no case, no diacritics, Arabic letter variants unified). Ordered by that
// title a-z (the database's collation), then id. English search stays in index.ts.
//
// From memory: per locale, every published product's id and search text in that order, read in
// one statement and kept until the catalogue changes (or SEARCH_LIST_TTL_MS passes); a search
// is then one pass over the texts. From the database when the catalogue is too large to hold
// (a join on the translations, counted exactly). Both answer the same (api.translations.test.ts).
import { type SQL, sql } from "drizzle-orm";

import type { Locale } from "../../contract";
import { type Database, queryRows } from "../../db/client";
import { products, translations } from "../../db/schema";
import { catalogueReadsCache } from "../../lib/catalogue-events";
import { searchText } from "../../lib/search-text";
import { cardsInOrder } from "../product-cards";
import { paging } from "./database";
import { PUBLISHED } from "./filters";

const SEARCH_LIST_LIMIT = 300_000;
const SEARCH_LIST_TTL_MS = 10_000;

type SearchQuery = { q: string; page: number; pageSize: number };
type SearchList = { ids: Int32Array; texts: string[] };

// Published products with their title in the locale (falling back to English), as `title`, and
// its search text, as `text`.
const localTitles = (locale: Locale) => sql`${products} left join ${translations} as t
  on t.kind = 'product' and t.locale = ${locale} and t.key = ${products.id}::text and t.field = 'title'
  where ${PUBLISHED}`;
const TEXT = sql`coalesce(t.search_text, lower(${products.title}))`;
const ORDER = sql`coalesce(t.value, ${products.title}), ${products.id}`;

const listsOf = catalogueReadsCache<{ list: SearchList | null }>({
  ttlMs: SEARCH_LIST_TTL_MS,
  maxEntries: 8,
});

async function searchList(db: Database, locale: Locale): Promise<SearchList | null> {
  const kept = await listsOf(db).get(locale, async () => {
    const [{ count }] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${products} where ${PUBLISHED}`,
    );
    if (count > SEARCH_LIST_LIMIT) return { list: null };
    const rows = await queryRows<{ id: number; text: string }>(
      db,
      sql`select ${products.id} as id, ${TEXT} as text from ${localTitles(locale)} order by ${ORDER}`,
    );
    return { list: { ids: Int32Array.from(rows, (row) => row.id), texts: rows.map((row) => row.text) } };
  });
  return kept.list;
}

// The page of ids and the exact total, from memory; null when the catalogue is too large.
export async function searchIdsFromMemory(db: Database, locale: Locale, query: SearchQuery) {
  const list = await searchList(db, locale);
  if (!list) return null;
  const text = searchText(query.q.trim());
  const [start, end] = [(query.page - 1) * query.pageSize, query.page * query.pageSize];
  const ids: number[] = [];
  let total = 0;
  for (let row = 0; row < list.texts.length; row++) {
    if (!list.texts[row].includes(text)) continue;
    if (total >= start && total < end) ids.push(list.ids[row]);
    total++;
  }
  return { ids, total };
}

// The same from the database.
export async function searchIdsFromDatabase(db: Database, locale: Locale, query: SearchQuery) {
  const matches: SQL = sql`${localTitles(locale)} and ${TEXT} like ${`%${escapeLike(searchText(query.q.trim()))}%`}`;
  const [rows, [{ total }]] = await Promise.all([
    queryRows<{ id: number }>(
      db,
      sql`select ${products.id} as id from ${matches} order by ${ORDER}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${matches}`),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

// Search in the locale: the page of cards (titles still English: the caller lays the locale's
// over them) and its paging. Empty text finds nothing.
export async function searchTranslated(db: Database, locale: Locale, query: SearchQuery) {
  if (!searchText(query.q.trim())) return { data: [], paging: paging(query, 0) };
  const found =
    (await searchIdsFromMemory(db, locale, query)) ?? (await searchIdsFromDatabase(db, locale, query));
  return { data: await cardsInOrder(db, found.ids), paging: paging(query, found.total) };
}
