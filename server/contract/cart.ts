// The member's cart: what is in it, priced by the server, and how a line is changed.
import { z } from "zod";

import { envelope } from "./common";

// The most of one variant a cart line (and so an order line) may hold.
export const MAX_LINE_QTY = 99;

export const Sku = z.string().trim().min(1, "Choose a variant").max(64);

export const CartLine = z
  .object({
    sku: z.string(),
    productId: z.number().int(),
    slug: z.string(),
    title: z.string(),
    size: z.string().nullable(),
    color: z.string().nullable(),
    image: z.string().nullable(), // path below /media
    // Prices in the base currency (usd), always the product's current ones.
    price: z.number(),
    oldPrice: z.number().nullable(),
    qty: z.number().int(),
    lineTotal: z.number(),
    // Units of this variant in stock now; below qty, checkout would fail with OUT_OF_STOCK.
    stock: z.number().int(),
  })
  .meta({ id: "CartLine" });
export type CartLine = z.infer<typeof CartLine>;

export const Cart = z
  .object({
    items: z.array(CartLine),
    qty: z.number().int(), // units across all lines
    totalPrice: z.number(), // sum of the line totals, before shipping
  })
  .meta({ id: "Cart" });
export type Cart = z.infer<typeof Cart>;
export const CartResponse = envelope(Cart);

export const CART_MODES = ["set", "add"] as const;

export const UpdateCartBody = z
  .object({
    sku: Sku,
    qty: z
      .number({ error: "Enter a quantity" })
      .int("Enter a whole number")
      .min(0, "The quantity cannot be negative")
      .max(MAX_LINE_QTY, `At most ${MAX_LINE_QTY} of one item`),
    mode: z.enum(CART_MODES).default("set"),
  })
  .refine((body) => body.mode === "set" || body.qty > 0, {
    message: "Add at least one",
    path: ["qty"],
  })
  .meta({
    description:
      'Changes one line. mode "set" (the default) makes the line hold exactly qty, and qty 0 removes it; ' +
      `mode "add" adds qty (at least 1) to what the line holds. A line holds at most ${MAX_LINE_QTY} and never ` +
      "more than the variant's stock (409 OUT_OF_STOCK, with the available count in `stock`). Prices are never " +
      "sent: they are always the server's. Answers the whole cart.",
  });
export type UpdateCartBody = z.input<typeof UpdateCartBody>;

// `Prefer: return=minimal` (RFC 7240): the change answered 204 without the cart, for a caller
// that reads the cart later anyway (the web's cart form redirects to a page that reads it).
export const CART_RETURN_MINIMAL = "return=minimal";
export const CartChangeHeaders = z.object({
  // Header names reach the validator in lower case.
  prefer: z
    .string()
    .max(200)
    .optional()
    .meta({ description: "`return=minimal`: answer 204 without the cart" }),
});
