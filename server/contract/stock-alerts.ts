// Back in stock, per size: an alert is for one variant (a size in a colour), by its id.
import { z } from "zod";

import { envelope } from "./common";
import { EmailAddress, Honeypot } from "./content";
import { ProductId as VariantId } from "./member";

// A visitor's alert: a confirm link goes to the address first (double opt-in).
export const StockAlertBody = z
  .object({ variantId: VariantId, email: EmailAddress, website: Honeypot })
  .meta({ id: "StockAlertBody" });
export type StockAlertBody = z.infer<typeof StockAlertBody>;

// A member's alert goes to their own address, at once.
export const MemberStockAlertBody = z
  .object({ variantId: VariantId, website: Honeypot })
  .meta({ id: "MemberStockAlertBody" });

export const StockAlertIdParam = z.object({ id: VariantId });

export const StockAlert = z
  .object({
    id: z.number().int(),
    variantId: z.number().int(),
    productSlug: z.string(),
    productTitle: z.string(),
    // The product page with this size and colour chosen.
    productPath: z.string(),
    size: z.string().nullable(),
    color: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "StockAlert" });
export type StockAlert = z.infer<typeof StockAlert>;
export const StockAlertsResponse = envelope(z.array(StockAlert));
