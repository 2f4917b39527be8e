// A member's orders as cards (the orders page and the dashboard's latest orders): the
// invoice number leads to the order, and each fact keeps its label on any screen width.
import type { OrderSummary } from "@contract";

import { formatDate } from "~/lib/dates";
import { LocaleLink } from "~/lib/i18n/Link";
import { useLocale, useT } from "~/lib/i18n/use-t";
import { billOfOrder, formatMinor } from "~/lib/money";

import { METHOD_LABELS, ORDER_CURRENCY as currency, STATUS_LABELS } from "./OrderDetails";

// Totals in the currency each order was charged in, not the display currency of today.
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const t = useT();
  const { intl } = useLocale();
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">{t("order.currencyNote")}</p>
      <ul aria-label={t("member.orders.label")} className="grid gap-3 md:grid-cols-2">
        {orders.map((order) => (
          <li key={order.invoiceNumber} className="rounded-lg border border-slate-200 p-4">
            <LocaleLink
              to={`/member/orders/${order.invoiceNumber}`}
              className="inline-block min-h-6 font-semibold text-theme-strong underline"
            >
              <bdi>{order.invoiceNumber}</bdi>
            </LocaleLink>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t("member.orders.placed")}</dt>
              <dd>{formatDate(order.placedAt, intl)}</dd>
              <dt className="text-slate-600">{t("member.orders.status")}</dt>
              <dd>{t(STATUS_LABELS[order.status])}</dd>
              <dt className="text-slate-600">{t("member.orders.payment")}</dt>
              <dd>{t(METHOD_LABELS[order.paymentMethod])}</dd>
              <dt className="text-slate-600">{t("member.orders.items")}</dt>
              <dd>{order.qty}</dd>
              <dt className="text-slate-600">{t("member.orders.total")}</dt>
              <dd className="font-semibold">
                <bdi>{formatMinor(billOfOrder(order, currency).total, currency)}</bdi>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
