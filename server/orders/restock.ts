// A cancelled order's stock goes back on sale.
import { asc, eq, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { orderLines, productVariants } from "../db/schema";

// Puts every line's units back; answers the ids of the variants restocked. In variant id order,
// like checkout, so the two never deadlock. A line whose variant left the catalogue is skipped.
export async function restockOrder(tx: Database, orderId: number): Promise<number[]> {
  const lines = await tx
    .select({ variantId: orderLines.variantId, qty: orderLines.qty })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.variantId));
  const restocked: number[] = [];
  for (const { variantId, qty } of lines) {
    if (variantId === null) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${qty}` })
      .where(eq(productVariants.id, variantId));
    restocked.push(variantId);
  }
  return restocked;
}
