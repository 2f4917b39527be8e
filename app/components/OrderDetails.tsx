import type { Currency, OrderDetail } from "@contract";

import { formatDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

export const STATUS_LABELS: Record<OrderDetail["status"], string> = {
  awaiting_payment: "Waiting for payment",
  awaiting_transfer: "Waiting for your bank transfer",
  awaiting_payment_on_delivery: "To be paid on delivery",
  paid: "Paid",
  cancelled: "Cancelled",
};

export const METHOD_LABELS: Record<OrderDetail["paymentMethod"], string> = {
  cash_on_delivery: "Cash on delivery",
  bank_transfer: "Bank transfer",
  test_card: "Card",
};

// An order in full: what was bought, the payment and the delivery.
export function OrderDetails({ order, currency }: { order: OrderDetail; currency: Currency }) {
  const { address } = order;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <section aria-labelledby="order-items">
        <h2 id="order-items" className="mb-3 text-xl font-semibold">
          Items
        </h2>
        <table className="w-full text-start text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 text-start">
                Product
              </th>
              <th scope="col" className="py-2 text-end">
                Qty
              </th>
              <th scope="col" className="py-2 text-end">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.sku} className="border-b border-slate-200">
                <td className="py-2">
                  {line.title}
                  <span className="block text-xs capitalize text-slate-500">
                    {[line.color, line.size].filter(Boolean).join(", ")}
                  </span>
                </td>
                <td className="py-2 text-end">{line.qty}</td>
                <td className="py-2 text-end">{formatPrice(line.lineTotal, currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="pt-3 text-end font-normal">
                Subtotal
              </th>
              <td className="pt-3 text-end">{formatPrice(order.subtotal, currency)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="text-end font-normal">
                Delivery ({order.shipping.name})
              </th>
              <td className="text-end">
                {order.shipping.price === 0 ? "Free" : formatPrice(order.shipping.price, currency)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="text-end text-lg">
                Total
              </th>
              <td className="text-end text-lg font-semibold">{formatPrice(order.total, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <div className="flex flex-col gap-6 text-sm">
        <section aria-labelledby="order-payment">
          <h2 id="order-payment" className="mb-2 text-xl font-semibold">
            Payment
          </h2>
          <p>
            {METHOD_LABELS[order.paymentMethod]} · <strong>{STATUS_LABELS[order.status]}</strong>
          </p>
          {order.paymentInstructions && (
            <dl className="mt-2 space-y-1 rounded-md bg-slate-50 p-3">
              {order.paymentInstructions.map((item) => (
                <div key={item.label} className="flex justify-between gap-2">
                  <dt className="text-slate-600">{item.label}</dt>
                  <dd className="font-medium">{item.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby="order-delivery">
          <h2 id="order-delivery" className="mb-2 text-xl font-semibold">
            Delivery
          </h2>
          <address className="not-italic text-slate-700">
            {address.name}
            <br />
            {address.line1}
            <br />
            {address.subdistrict.name}, {address.district.name}
            <br />
            {address.city.name}, {address.province.name} {address.postal.name}
            <br />
            {address.phone}
          </address>
          <p className="mt-2 text-slate-600">Placed {formatDate(order.placedAt)}</p>
        </section>
      </div>
    </div>
  );
}
