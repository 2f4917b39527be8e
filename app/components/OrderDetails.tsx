import type { Currency, OrderDetail } from "@contract";

import { formatDate } from "~/lib/dates";
import { BASE_CURRENCY, billOfOrder, formatMinor } from "~/lib/money";

export const STATUS_LABELS: Record<OrderDetail["status"], string> = {
  awaiting_payment: "Waiting for payment",
  awaiting_transfer: "Waiting for your bank transfer",
  awaiting_payment_on_delivery: "To be paid on delivery",
  paid: "Paid",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const METHOD_LABELS: Record<OrderDetail["paymentMethod"], string> = {
  cash_on_delivery: "Cash on delivery",
  bank_transfer: "Bank transfer",
  test_card: "Card",
};

// What an order's amounts are in: the currency it was charged in, whatever the display
// currency is today (a past order is never converted again at today's rates).
export const ORDER_CURRENCY = BASE_CURRENCY;
export const ORDER_CURRENCY_NOTE = "Amounts in US dollars (USD), as charged.";

// An order in full: what was bought, the payment and the delivery.
export function OrderDetails({ order }: { order: OrderDetail }) {
  const currency = ORDER_CURRENCY;
  const bill = billOfOrder(order, currency);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <OrderItems order={order} currency={currency} bill={bill} />
      <div className="flex flex-col gap-6 text-sm">
        <OrderPayment order={order} currency={currency} total={bill.total} />
        <OrderDelivery order={order} />
        <GiftOptions gift={order.gift} />
      </div>
    </div>
  );
}

type Bill = ReturnType<typeof billOfOrder>;

function OrderItems({ order, currency, bill }: { order: OrderDetail; currency: Currency; bill: Bill }) {
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items" className="mb-3 text-xl font-semibold">
        Items
      </h2>
      <p className="mb-2 text-sm text-slate-600">{ORDER_CURRENCY_NOTE}</p>
      <ul className="divide-y divide-slate-200 border-y border-slate-200 text-sm">
        {order.items.map((line, index) => (
          <li key={line.sku} className="flex justify-between gap-3 py-2">
            <span>
              {line.title}
              <span className="block text-xs capitalize text-slate-600">
                {[line.color, line.size].filter(Boolean).join(", ")}
                {[line.color, line.size].some(Boolean) && " · "}
                <span className="normal-case">Qty {line.qty}</span>
              </span>
            </span>
            <span className="font-medium">{formatMinor(bill.lineTotals[index], currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt>Subtotal</dt>
          <dd>{formatMinor(bill.subtotal, currency)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>Delivery ({order.shipping.name})</dt>
          <dd>{bill.delivery === 0 ? "Free" : formatMinor(bill.delivery, currency)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-lg font-semibold">
          <dt>Total</dt>
          <dd>{formatMinor(bill.total, currency)}</dd>
        </div>
      </dl>
    </section>
  );
}

function OrderPayment({ order, currency, total }: { order: OrderDetail; currency: Currency; total: number }) {
  // The amount to pay is the total shown above, in the order's currency.
  const instructions = order.paymentInstructions?.map((item) =>
    item.label === "Amount" ? { ...item, value: formatMinor(total, currency) } : item,
  );
  return (
    <section aria-labelledby="order-payment">
      <h2 id="order-payment" className="mb-2 text-xl font-semibold">
        Payment
      </h2>
      <p>
        {METHOD_LABELS[order.paymentMethod]} · <strong>{STATUS_LABELS[order.status]}</strong>
      </p>
      {instructions && (
        <dl className="mt-2 space-y-1 rounded-md bg-slate-50 p-3">
          {instructions.map((item) => (
            <div key={item.label} className="flex justify-between gap-2">
              <dt className="text-slate-600">{item.label}</dt>
              <dd className="font-medium">
                <bdi>{item.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

// The gift options chosen at checkout (the member's order pages and the back office's).
export function GiftOptions({ gift }: { gift: OrderDetail["gift"] }) {
  if (!gift) return null;
  return (
    <section aria-labelledby="order-gift">
      <h2 id="order-gift" className="mb-2 text-xl font-semibold">
        Gift
      </h2>
      <p>This order is a gift.</p>
      {gift.message ? (
        <figure className="mt-2 rounded-md bg-slate-50 p-3">
          <figcaption className="text-slate-600">Message on the packing slip</figcaption>
          <blockquote className="whitespace-pre-line break-words">{gift.message}</blockquote>
        </figure>
      ) : (
        <p className="mt-1">No gift message.</p>
      )}
      <p className="mt-2">
        {gift.hidePrices ? "Prices are left off the packing slip." : "The packing slip shows the prices."}
      </p>
    </section>
  );
}

// Where an order goes, line by line (the member's order page, the back office, the packing slip).
export function AddressLines({
  address,
  className = "",
}: {
  address: OrderDetail["address"];
  className?: string;
}) {
  return (
    <address className={`not-italic ${className}`}>
      {address.name}
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {address.subdistrict.name}, {address.district.name}
      <br />
      {address.city.name}, {address.province.name} {address.postal.name}
      <br />
      <bdi dir="ltr">{address.phone}</bdi>
    </address>
  );
}

function OrderDelivery({ order }: { order: OrderDetail }) {
  const { address } = order;
  return (
    <section aria-labelledby="order-delivery">
      <h2 id="order-delivery" className="mb-2 text-xl font-semibold">
        Delivery
      </h2>
      <AddressLines address={address} className="text-slate-700" />
      <p className="mt-2 text-slate-600">Placed {formatDate(order.placedAt)}</p>
      {order.tracking && <OrderTrackingLine tracking={order.tracking} />}
      {order.timeline.length > 0 && (
        <ol aria-label="What happened" className="mt-3 space-y-1 border-s-2 border-slate-200 ps-3">
          {order.timeline.map((entry) => (
            <li key={`${entry.status} ${entry.at}`}>
              {entry.statusText} <span className="text-slate-600">· {formatDate(entry.at)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

// The parcel's carrier and tracking number, linked to the carrier's page when the shop gave one.
function OrderTrackingLine({ tracking }: { tracking: NonNullable<OrderDetail["tracking"]> }) {
  return (
    <p className="mt-2">
      Sent with {tracking.carrier}, tracking number{" "}
      {tracking.url ? (
        <a href={tracking.url} rel="noreferrer" className="font-medium text-theme-strong underline">
          {tracking.number}
        </a>
      ) : (
        <strong>{tracking.number}</strong>
      )}
    </p>
  );
}
