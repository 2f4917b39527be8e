import type { AdminOrderDetail } from "@contract";

import { formatDate } from "~/lib/dates";
import { billOfOrder, formatMinor, formatPrice } from "~/lib/money";

import { ADMIN_METHOD_LABELS, ADMIN_STATUS_LABELS } from "./AdminStatus";
import { AddressLines } from "./OrderDetails";

// A moment to the minute, in UTC (the same text on the server and in every browser).
const when = (iso: string) => `${formatDate(iso)} ${new Date(iso).toISOString().slice(11, 16)} UTC`;

export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const bill = billOfOrder(order);
  return (
    <section aria-labelledby="lines">
      <h2 id="lines" className="mb-2 text-xl font-semibold">
        Lines
      </h2>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {order.items.map((line, index) => (
          <li key={line.sku} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 break-words">
              {line.title}
              <span className="block text-sm text-slate-600">
                SKU {line.sku} · {[line.color, line.size].filter(Boolean).join(", ")} · Qty {line.qty}
              </span>
            </span>
            <span>{formatMinor(bill.lineTotals[index])}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between font-semibold">
        <span>Total (with {order.shipping.name})</span>
        <span>{formatMinor(bill.total)}</span>
      </p>
    </section>
  );
}

export function OrderDelivery({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="delivery">
      <h2 id="delivery" className="mb-2 text-xl font-semibold">
        Delivery
      </h2>
      <AddressLines address={order.address} />
      <p className="mt-2">{order.shipping.name}</p>
      {order.tracking && (
        <p className="mt-1">
          {order.tracking.carrier}, tracking number <strong>{order.tracking.number}</strong>
        </p>
      )}
      {order.note && <p className="mt-1 text-slate-600">Customer's note: {order.note}</p>}
    </section>
  );
}

export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="payments">
      <h2 id="payments" className="mb-2 text-xl font-semibold">
        Payments
      </h2>
      <p>
        {ADMIN_METHOD_LABELS[order.paymentMethod]}
        {order.paidAt && ` · paid ${formatDate(order.paidAt)}`}
        {order.refunded !== null && ` · refunded ${formatPrice(order.refunded)}`}
      </p>
      <ul className="mt-2 text-sm">
        {order.payments.map((payment) => (
          <li key={payment.at}>
            {when(payment.at)}: {ADMIN_METHOD_LABELS[payment.method]}, {payment.outcome}
            {payment.cardLast4 && ` (card ending ${payment.cardLast4})`} · {payment.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  return (
    <section aria-labelledby="timeline">
      <h2 id="timeline" className="mb-2 text-xl font-semibold">
        Timeline
      </h2>
      <ol className="flex flex-col gap-2 text-sm">
        {order.events.map((event) => (
          <li key={event.id} className="border-s-2 border-slate-300 ps-3">
            <span className="text-slate-600">
              {when(event.at)} · {event.actor.name}
            </span>
            {event.to && (
              <span className="block">
                {event.from ? `${ADMIN_STATUS_LABELS[event.from]} → ` : ""}
                <strong>{ADMIN_STATUS_LABELS[event.to]}</strong>
              </span>
            )}
            {event.note && <span className="block whitespace-pre-line break-words">{event.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
