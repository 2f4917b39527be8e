// Back in stock, per size: whoever changes stock calls restockedVariants in the same
// transaction (the catalogue import, a cancelled order; the back office next). Each confirmed
// alert of a variant that is in stock now gets its one mail, and ends.
import { and, eq, gt, inArray, isNotNull } from "drizzle-orm";

import { DEFAULT_LOCALE, type Locale } from "../contract";
import type { Database } from "../db/client";
import { products, productVariants, stockAlerts } from "../db/schema";
import { queueMail } from "../mail/queue";
import { type AlertedVariant, backInStockMail } from "../mail/stock-alert-mails";
import { localiseTitles } from "../queries/translated-cards";
import { shopLink } from "./locale";
import { log } from "./log";

// Ids per statement: an import can restock many variants at once.
const BATCH = 1000;

// Variants whose stock may have risen (ids of ones that did not are harmless). Deleting the
// alerts in the statement that finds them makes each mail go once, even when two
// transactions restock one variant at the same time. Answers how many mails were queued.
export async function restockedVariants(tx: Database, variantIds: number[], shopUrl: string) {
  const ids = [...new Set(variantIds)];
  let mailed = 0;
  for (let start = 0; start < ids.length; start += BATCH) {
    const slice = ids.slice(start, start + BATCH);
    // An unpublished product's alerts wait: their link would answer 404 (publishing mails them).
    const inStock = tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(inArray(productVariants.id, slice), gt(productVariants.stock, 0), products.published));
    const due = await tx
      .delete(stockAlerts)
      .where(and(inArray(stockAlerts.variantId, inStock), isNotNull(stockAlerts.confirmedAt)))
      .returning({ email: stockAlerts.email, variantId: stockAlerts.variantId, locale: stockAlerts.locale });
    if (due.length === 0) continue;
    // Each mail in the alert's locale: the product's title there, and a link to its page there.
    for (const locale of new Set(due.map((alert) => alert.locale))) {
      const inLocale = due.filter((alert) => alert.locale === locale);
      const variants = await alertedVariants(
        tx,
        [...new Set(inLocale.map((alert) => alert.variantId))],
        locale,
      );
      for (const alert of inLocale) {
        const variant = variants.get(alert.variantId)!;
        const link = shopLink(shopUrl, productPath(variant), locale);
        await queueMail(tx, backInStockMail({ to: alert.email, variant, link, shopUrl, locale }));
      }
    }
    mailed += due.length;
  }
  if (mailed > 0) log.info({ mailed }, "[outbox] back-in-stock mails queued");
  return mailed;
}

export type VariantOfAlert = AlertedVariant & { productSlug: string };

// What a mail or the member's list says about each variant: its product (titled in the locale,
// English where it has no translation), size and colour.
export async function alertedVariants(tx: Database, variantIds: number[], locale: Locale = DEFAULT_LOCALE) {
  const rows = await tx
    .select({
      id: productVariants.id,
      stock: productVariants.stock,
      size: productVariants.size,
      color: productVariants.color,
      productId: products.id,
      productSlug: products.slug,
      title: products.title,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  const titled = await localiseTitles(tx, locale, rows, (row) => row.productId);
  return new Map(titled.map(({ title, ...row }) => [row.id, { ...row, productTitle: title }]));
}

// The product page with that size and colour chosen (the page reads ?color= and ?size=): the
// mail's link, and the member's list.
export function productPath(variant: VariantOfAlert) {
  const url = new URL(`/products/${encodeURIComponent(variant.productSlug)}`, "http://shop.invalid");
  if (variant.color) url.searchParams.set("color", variant.color);
  if (variant.size) url.searchParams.set("size", variant.size);
  return url.pathname + url.search;
}
