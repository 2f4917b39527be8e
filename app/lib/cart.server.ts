// Changing the member's cart from any page: add (with a variant and quantity, or a product
// that has only one), buy now, a bundle, a new quantity, a removal.
// A visitor is sent to sign in, and what they tried to add waits in the session until then.
import { MAX_LINE_QTY } from "@contract";
import { z } from "zod";

import type { Translate } from "./i18n/use-t";
import type { Upstream } from "./upstream.server";
import { UpstreamError } from "./upstream.server";

// A field's message is the catalogue's, by its name (lib/i18n/field-messages.server.ts).
const Qty = z.coerce.number().int();
const Slug = z.string().trim().min(1).max(200);

export const CartAction = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    sku: z.string().trim().min(1).max(64).optional(),
    product: Slug.optional(),
    qty: Qty.min(1).max(MAX_LINE_QTY).default(1),
  }),
  z.object({
    intent: z.literal("buy"),
    sku: z.string().trim().min(1).max(64),
    product: Slug.optional(),
    qty: Qty.min(1).max(MAX_LINE_QTY).default(1),
  }),
  // Each piece as a chosen variant: a bundle never takes a first size either.
  z.object({
    intent: z.literal("bundle"),
    sku: z.array(z.string().trim().min(1).max(64)).min(1).max(5),
  }),
  z.object({
    intent: z.literal("set"),
    sku: z.string().trim().min(1).max(64),
    qty: Qty.min(0).max(MAX_LINE_QTY),
  }),
  z.object({ intent: z.literal("remove"), sku: z.string().trim().min(1).max(64) }),
]);
export type CartAction = z.output<typeof CartAction>;

// `title` and `size` say what it is, for the sign-in page and the welcome after it.
export type PendingAdd = { sku?: string; product?: string; qty: number; title?: string; size?: string };

// The product's title and the chosen size of what a visitor is adding. Nothing when the post
// names no product (or it cannot be read just now): the sign-in page then says less.
export async function describeAdd(api: Upstream, { sku, product }: PendingAdd) {
  if (!product) return {};
  try {
    const summary = await api.products.summary(product);
    const size = summary.variants.find((variant) => variant.sku === sku)?.size;
    return { title: summary.title, ...(size && { size }) };
  } catch (error) {
    if (error instanceof UpstreamError) return {};
    throw error;
  }
}

// The variant of a product in one size and colour, for an add without a chosen variant. A
// product with a choice is never added as its first variant: the shopper says which.
async function skuOf(api: Upstream, slug: string, t: Translate) {
  const product = await api.products.summary(slug);
  const { title } = product;
  if (product.variants.length > 1)
    throw new UpstreamError(400, {
      errorCode: "VALIDATION_ERROR",
      message: t("notice.cart.chooseSizeOf", { title }),
    });
  const variant = product.variants.find((v) => v.stock > 0);
  if (!variant)
    throw new UpstreamError(409, {
      errorCode: "OUT_OF_STOCK",
      message: t("notice.cart.outOfStock", { title }),
    });
  return variant.sku;
}

// `t`: the notices in the shopper's locale (translator(request, ["notice"])).
export async function addToCart(api: Upstream, { sku, product, qty }: PendingAdd, t: Translate) {
  const chosen = sku ?? (product ? await skuOf(api, product, t) : null);
  if (!chosen)
    throw new UpstreamError(400, { errorCode: "VALIDATION_ERROR", message: t("notice.cart.chooseVariant") });
  return api.cart.update({ sku: chosen, qty, mode: "add" });
}

// Runs one change; answers what the shopper should read.
export async function changeCart(api: Upstream, change: CartAction, t: Translate): Promise<string> {
  switch (change.intent) {
    case "add":
    case "buy":
      await addToCart(api, change, t);
      return t("notice.cart.added");
    case "bundle":
      for (const sku of change.sku) await addToCart(api, { sku, qty: 1 }, t);
      return t("notice.cart.bundle", { count: change.sku.length });
    case "set":
      await api.cart.update({ sku: change.sku, qty: change.qty, mode: "set" });
      return change.qty === 0 ? t("notice.cart.removed") : t("notice.cart.updated");
    case "remove":
      await api.cart.update({ sku: change.sku, qty: 0, mode: "set" });
      return t("notice.cart.removed");
  }
}
