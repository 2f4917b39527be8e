// Product cards, category names and a product's page in the shopper's locale. The cards
// themselves are kept once for every locale (product-cards.ts); a locale other than en lays its
// titles over them, read for the cards it does not hold yet and kept, like the cards, until the
// catalogue changes or CARD_TITLE_TTL_MS passes. The default locale reads and keeps nothing.
import { LRUCache } from "lru-cache";

import { DEFAULT_LOCALE, type Locale, type ProductDetail } from "../contract";
import type { Database } from "../db/client";
import { onCatalogueChange } from "../lib/catalogue-events";
import { localise, overlay, readTranslations } from "./translations";

const CARD_TITLE_TTL_MS = 10_000;
const MAX_TITLES = 20_000;

// A product's title in a locale, by "locale id"; null when it has none there (English shows).
type KeptTitles = LRUCache<string, { title: string | null }>;
const keptTitles = new WeakMap<Database, KeptTitles>();

function titlesFor(db: Database): KeptTitles {
  let kept = keptTitles.get(db);
  if (!kept) {
    const created: KeptTitles = new LRUCache({ max: MAX_TITLES, ttl: CARD_TITLE_TTL_MS });
    onCatalogueChange(db, () => created.clear());
    keptTitles.set(db, (kept = created));
  }
  return kept;
}

// Rows naming products (cards, cart lines) with the product's title in the locale (as given in
// the default locale).
export async function localiseTitles<T extends { title: string }>(
  db: Database,
  locale: Locale,
  rows: T[],
  idOf: (row: T) => number,
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
  const kept = titlesFor(db);
  const missing = [...new Set(rows.map(idOf).filter((id) => !kept.has(`${locale} ${id}`)))];
  if (missing.length) {
    const found = await readTranslations(db, locale, "product", missing);
    for (const id of missing)
      kept.set(`${locale} ${id}`, { title: found.get(String(id))?.get("title") ?? null });
  }
  return rows.map((row) => {
    const title = kept.get(`${locale} ${idOf(row)}`)?.title;
    return title ? { ...row, title } : row;
  });
}

export const localiseCards = <T extends { id: number; title: string }>(
  db: Database,
  locale: Locale,
  cards: T[],
) => localiseTitles(db, locale, cards, (card) => card.id);

// An answer of cards ({ data, … }) with its cards in the locale.
export async function withLocalCards<A extends { data: { id: number; title: string }[] }>(
  db: Database,
  locale: Locale,
  answer: A,
): Promise<A> {
  return locale === DEFAULT_LOCALE
    ? answer
    : { ...answer, data: await localiseCards(db, locale, answer.data) };
}

export const localiseCategories = <T extends { code: string; name: string }>(
  db: Database,
  locale: Locale,
  rows: T[],
) => localise(db, locale, "category", rows, (row) => row.code, ["name"]);

// A product's page: its title and description, and its categories' names.
export async function localiseProduct(
  db: Database,
  locale: Locale,
  product: ProductDetail,
): Promise<ProductDetail> {
  if (locale === DEFAULT_LOCALE) return product;
  const [own, [category, parentCategory]] = await Promise.all([
    readTranslations(db, locale, "product", [product.id]),
    localiseCategories(db, locale, [product.category, product.parentCategory]),
  ]);
  return {
    ...overlay(product, own.get(String(product.id)), ["title", "description"]),
    category,
    parentCategory,
  };
}
