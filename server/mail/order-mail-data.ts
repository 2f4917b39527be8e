// What an order's mails need, read inside the transaction that changes the order: the order
// as its page shows it, who placed it, and the currency they saw.
import { eq } from "drizzle-orm";

import { CurrenciesConfig } from "../contract";
import type { Database } from "../db/client";
import { configEntries, members } from "../db/schema";
import { getOrder } from "../queries/orders";
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
  return {
    to: member.email,
    name: member.name,
    order: await getOrder(tx, order.memberId, order.invoiceNumber),
    currency,
    shopUrl: options.shopUrl,
  };
}
