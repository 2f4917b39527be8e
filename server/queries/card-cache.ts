// Product cards kept in memory by id: a listing answered from the listing index reads only
// the cards it does not hold. Dropped whenever the catalogue changes in this process (stock at
// checkout, a review, an import); each card expires after CARD_TTL_MS, as the API's answers
// do, for changes made by another process on the same database.
import type { ProductCard } from "../contract";
import type { Database } from "../db/client";
import { onCatalogueChange } from "../lib/catalogue-events";

const CARD_TTL_MS = 10_000;
const MAX_CARDS = 5_000;

type Kept = { cards: Map<number, { card: ProductCard; expires: number }>; generation: number };
const keptCards = new WeakMap<Database, Kept>();

function keptFor(db: Database): Kept {
  let kept = keptCards.get(db);
  if (!kept) {
    const created: Kept = { cards: new Map(), generation: 0 };
    onCatalogueChange(db, () => {
      created.cards.clear();
      created.generation++;
    });
    keptCards.set(db, (kept = created));
  }
  return kept;
}

// The cards of these ids, those not held read with `read`. Cards read while the catalogue
// changed are answered but not kept.
export async function cachedCards(
  db: Database,
  ids: number[],
  read: (ids: number[]) => Promise<ProductCard[]>,
): Promise<Map<number, ProductCard>> {
  const kept = keptFor(db);
  const now = Date.now();
  const found = new Map<number, ProductCard>();
  for (const id of ids) {
    const hit = kept.cards.get(id);
    if (hit && hit.expires > now) found.set(id, hit.card);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  const generation = kept.generation;
  const cards = await read(missing);
  for (const card of cards) {
    found.set(card.id, card);
    if (kept.generation !== generation) continue;
    kept.cards.delete(card.id);
    kept.cards.set(card.id, { card, expires: now + CARD_TTL_MS });
  }
  // Oldest first out (a Map keeps insertion order).
  while (kept.cards.size > MAX_CARDS) kept.cards.delete(kept.cards.keys().next().value as number);
  return found;
}
