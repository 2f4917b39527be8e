// What an order's mails need, read inside the transaction that changes the order: the order
// as its page shows it, who placed it, and the currency they saw.
import { eq } from "drizzle-orm";

import { CurrenciesConfig } from "../contract";
import type { Database } from "../db/client";
import { configEntries, members, orders } from "../db/schema";
import { getOrder } from "../queries/orders";
import { localiseTitles } from "../queries/translated-cards";
import type { OrderMailData } from "./order-mails";

export async function orderMailData(
  tx: Database,
  order: { memberId: string; invoiceNumber: string },
  options: { shopUrl: string; currencyCode?: string },
): Promise<OrderMailData> {
  const [member] = await tx.select().from(members).where(eq(members.id, order.memberId));
  const [entry] = await tx.select().from(configEntries).where(eq(configEntries.name, "currencies"));
  const currencies = CurrenciesConfig.safeParse(entry?.value);
  const currency = currencies.success
    ? currencies.data.currencies.find((c) => c.code === options.currencyCode)
    : undefined;
  // In the order's locale: its words, and the products' titles as the shop shows them there.
  const [{ locale }] = await tx
    .select({ locale: orders.locale })
    .from(orders)
    .where(eq(orders.invoiceNumber, order.invoiceNumber));
  const detail = await getOrder(tx, order.memberId, order.invoiceNumber);
  const items = await localiseTitles(tx, locale, detail.items, (item) => item.productId);
  return {
    to: member.email,
    name: member.name,
    order: { ...detail, items },
    currency,
    shopUrl: options.shopUrl,
    locale,
  };
}
