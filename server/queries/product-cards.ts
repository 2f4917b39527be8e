// Product cards: the fields a listing, a wishlist or a slider shows of a product, read in one
// row, and kept in memory by id (a listing answered from the listing index reads only the
// cards it does not hold). The kept cards are dropped whenever the catalogue changes in this
// process (stock at checkout, a review, an import); each expires after CARD_TTL_MS, as the
// API's answers do, for changes made by another process on the same database.
import { and, inArray, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { LRUCache } from "lru-cache";

import type { Image, ProductCard } from "../contract";
import type { Database } from "../db/client";
import { productImages, products, productVariants } from "../db/schema";
import { onCatalogueChange } from "../lib/catalogue-events";
import { countLookup } from "../lib/metrics";
import { dollars } from "../lib/money";
import { PUBLISHED } from "./listing/filters";

// A json value: parsed already by one driver, text from the other.
export const fromJson = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);

// A card's fields in one row: the product's own, its pictures by position (json), and the
// stock, colours and sizes (in variant order) of its variants.
export const cardFields = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  brand: products.brand,
  categoryCode: products.categoryCode,
  parentCategoryCode: products.parentCategoryCode,
  priceCents: products.priceCents,
  listPriceCents: products.listPriceCents,
  discountPercent: products.discountPercent,
  isNew: products.isNew,
  rating: products.rating,
  reviewCount: products.reviewCount,
  images: sql<
    Image[]
  >`(select coalesce(json_agg(json_build_object('id', i.id, 'src', i.src, 'alt', i.alt, 'color', i.color) order by i.position, i.id), '[]')
    from ${productImages} as i where i.product_id = ${products}.id)`.mapWith(fromJson),
  stock: sql<number>`(select coalesce(sum(v.stock), 0)::int from ${productVariants} as v where v.product_id = ${products}.id)`,
  colors: sql<string[]>`array(select v.color from ${productVariants} as v
    where v.product_id = ${products}.id and v.color is not null group by v.color order by min(v.id))`,
  sizes: sql<string[]>`array(select v.size from ${productVariants} as v
    where v.product_id = ${products}.id and v.size is not null group by v.size order by min(v.id))`,
};

type CardRow = SelectResultFields<typeof cardFields>;

export function toCard({ priceCents, listPriceCents, discountPercent, ...card }: CardRow): ProductCard {
  return { ...card, ...prices({ priceCents, listPriceCents, discountPercent }) };
}

export function prices(row: Pick<CardRow, "priceCents" | "listPriceCents" | "discountPercent">) {
  const sale = row.discountPercent > 0;
  return {
    price: dollars(row.priceCents),
    oldPrice: sale ? dollars(row.listPriceCents) : null,
    discountPercent: row.discountPercent,
    sale,
  };
}

const CARD_TTL_MS = 10_000;
const MAX_CARDS = 5_000;

// The kept cards of one database, and how many times its catalogue has changed.
type KeptCards = { cards: LRUCache<number, ProductCard>; changes: number };
const keptCards = new WeakMap<Database, KeptCards>();

function keptFor(db: Database): KeptCards {
  let kept = keptCards.get(db);
  if (!kept) {
    const created: KeptCards = { cards: new LRUCache({ max: MAX_CARDS, ttl: CARD_TTL_MS }), changes: 0 };
    onCatalogueChange(db, () => {
      created.cards.clear();
      created.changes++;
    });
    keptCards.set(db, (kept = created));
  }
  return kept;
}

// Cards of the given products, by id (for lists that reference products, such as the
// wishlist); an unpublished product has none. Cards read while the catalogue changed are
// answered but not kept.
export async function cardsByIds(db: Database, ids: number[]): Promise<Map<number, ProductCard>> {
  if (ids.length === 0) return new Map();
  const kept = keptFor(db);
  const found = new Map<number, ProductCard>();
  for (const id of ids) {
    const card = kept.cards.get(id);
    if (card) found.set(id, card);
  }
  const missing = ids.filter((id) => !found.has(id));
  countLookup("product_cards", missing.length === 0);
  if (missing.length === 0) return found;
  const changes = kept.changes;
  const rows = await db
    .select(cardFields)
    .from(products)
    .where(and(inArray(products.id, missing), PUBLISHED));
  for (const card of rows.map(toCard)) {
    found.set(card.id, card);
    if (kept.changes === changes) kept.cards.set(card.id, card);
  }
  return found;
}

// Cards of the given products, in the order given.
export async function cardsInOrder(db: Database, ids: number[]): Promise<ProductCard[]> {
  const cards = await cardsByIds(db, ids);
  return ids.flatMap((id) => cards.get(id) ?? []);
}
