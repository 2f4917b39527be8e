// Changing the member's cart from any page: add (with a variant and quantity, or a product
// that has only one), buy now, a bundle, a new quantity, a removal.
// A visitor is sent to sign in, and what they tried to add waits in the session until then.
import { z } from "zod";

import type { Upstream } from "./upstream.server";
import { UpstreamError } from "./upstream.server";

const Qty = z.coerce.number({ error: "Enter a quantity" }).int("Enter a whole number");
const Slug = z.string().trim().min(1).max(200);

const CHOOSE_EACH = "Choose a size for each piece of the bundle";

export const CartAction = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    sku: z.string().trim().min(1).max(64).optional(),
    product: Slug.optional(),
    qty: Qty.min(1, "Add at least one").max(99).default(1),
  }),
  z.object({
    intent: z.literal("buy"),
    sku: z.string().trim().min(1).max(64),
    product: Slug.optional(),
    qty: Qty.min(1, "Add at least one").max(99).default(1),
  }),
  // Each piece as a chosen variant: a bundle never takes a first size either.
  z.object({
    intent: z.literal("bundle"),
    sku: z
      .array(z.string({ error: CHOOSE_EACH }).trim().min(1, CHOOSE_EACH).max(64))
      .min(1)
      .max(5),
  }),
  z.object({
    intent: z.literal("set"),
    sku: z.string().trim().min(1).max(64),
    qty: Qty.min(0, "The quantity cannot be negative").max(99, "At most 99 of one item"),
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

// The waiting item inside a sentence: "Velvet Twirl Dress, size 2-3y," or "Velvet Twirl Dress".
export function pendingItemPhrase({ title, size }: PendingAdd): string {
  if (!title) return "this item";
  return size ? `${title}, size ${size},` : title;
}

// The variant of a product in one size and colour, for an add without a chosen variant. A
// product with a choice is never added as its first variant: the shopper says which.
async function skuOf(api: Upstream, slug: string) {
  const product = await api.products.summary(slug);
  if (product.variants.length > 1)
    throw new UpstreamError(400, {
      errorCode: "VALIDATION_ERROR",
      message: `Choose a size of ${product.title} first.`,
    });
  const variant = product.variants.find((v) => v.stock > 0);
  if (!variant)
    throw new UpstreamError(409, { errorCode: "OUT_OF_STOCK", message: `${product.title} is out of stock.` });
  return variant.sku;
}

export async function addToCart(api: Upstream, { sku, product, qty }: PendingAdd) {
  const chosen = sku ?? (product ? await skuOf(api, product) : null);
  if (!chosen)
    throw new UpstreamError(400, {
      errorCode: "VALIDATION_ERROR",
      message: "Choose a colour and size first.",
    });
  return api.cart.update({ sku: chosen, qty, mode: "add" });
}

// Runs one change; answers what the shopper should read.
export async function changeCart(api: Upstream, change: CartAction): Promise<string> {
  switch (change.intent) {
    case "add":
    case "buy":
      await addToCart(api, change);
      return "Added to your cart.";
    case "bundle":
      for (const sku of change.sku) await addToCart(api, { sku, qty: 1 });
      return `The ${change.sku.length} products are in your cart.`;
    case "set":
      await api.cart.update({ sku: change.sku, qty: change.qty, mode: "set" });
      return change.qty === 0 ? "Removed from your cart." : "Your cart is updated.";
    case "remove":
      await api.cart.update({ sku: change.sku, qty: 0, mode: "set" });
      return "Removed from your cart.";
  }
}
