import type { Currency, OrderDetail } from "@contract";

import { formatDate } from "~/lib/dates";
import { type MessageId, useLocale, useT } from "~/lib/i18n/use-t";
import { BASE_CURRENCY, billOfOrder, formatMinor } from "~/lib/money";

import { VariantText } from "./VariantText";

// An order's state and way to pay in the member's words (the `order` messages, which a page
// showing orders asks for); the back office has its own (AdminStatus.tsx).
export const STATUS_LABELS: Record<OrderDetail["status"], MessageId> = {
  awaiting_payment: "order.status.awaiting_payment",
  awaiting_transfer: "order.status.awaiting_transfer",
  awaiting_payment_on_delivery: "order.status.awaiting_payment_on_delivery",
  paid: "order.status.paid",
  packed: "order.status.packed",
  shipped: "order.status.shipped",
  delivered: "order.status.delivered",
  cancelled: "order.status.cancelled",
};

export const METHOD_LABELS: Record<OrderDetail["paymentMethod"], MessageId> = {
  cash_on_delivery: "order.method.cash_on_delivery",
  bank_transfer: "order.method.bank_transfer",
  test_card: "order.method.test_card",
};

// What an order's amounts are in: the currency it was charged in, whatever the display
// currency is today (a past order is never converted again at today's rates): order.currencyNote.
export const ORDER_CURRENCY = BASE_CURRENCY;

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
  const t = useT();
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items" className="mb-3 text-xl font-semibold">
        {t("order.items")}
      </h2>
      <p className="mb-2 text-sm text-slate-600">{t("order.currencyNote")}</p>
      <ul className="divide-y divide-slate-200 border-y border-slate-200 text-sm">
        {order.items.map((line, index) => (
          <li key={line.sku} className="flex justify-between gap-3 py-2">
            <span>
              {line.title}
              <span className="block text-xs capitalize text-slate-600">
                <VariantText color={line.color} size={line.size} />
                {[line.color, line.size].some(Boolean) && " · "}
                <span className="normal-case">{t("order.qty", { qty: line.qty })}</span>
              </span>
            </span>
            <bdi className="font-medium">{formatMinor(bill.lineTotals[index], currency)}</bdi>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt>{t("order.subtotal")}</dt>
          <dd>
            <bdi>{formatMinor(bill.subtotal, currency)}</bdi>
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t("order.deliveryBy", { name: order.shipping.name })}</dt>
          <dd>
            <bdi>{bill.delivery === 0 ? t("order.free") : formatMinor(bill.delivery, currency)}</bdi>
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-lg font-semibold">
          <dt>{t("order.total")}</dt>
          <dd>
            <bdi>{formatMinor(bill.total, currency)}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function OrderPayment({ order, currency, total }: { order: OrderDetail; currency: Currency; total: number }) {
  // The amount to pay is the total shown above, in the order's currency.
  const t = useT();
  const instructions = order.paymentInstructions?.map((item) =>
    item.label === "Amount" ? { ...item, value: formatMinor(total, currency) } : item,
  );
  return (
    <section aria-labelledby="order-payment">
      <h2 id="order-payment" className="mb-2 text-xl font-semibold">
        {t("order.payment")}
      </h2>
      <p>
        {t(METHOD_LABELS[order.paymentMethod])} · <strong>{t(STATUS_LABELS[order.status])}</strong>
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

// The gift options chosen at checkout, in the member's order pages' words; the back office
// passes its English ones (it stays in English).
const GIFT_WORDS = {
  gift: "order.gift",
  isGift: "order.isGift",
  message: "order.giftMessage",
  noMessage: "order.noGiftMessage",
  pricesHidden: "order.pricesHidden",
  pricesShown: "order.pricesShown",
} satisfies Record<string, MessageId>;
export type GiftWords = Record<keyof typeof GIFT_WORDS, string>;

function useGiftWords(): GiftWords {
  const t = useT();
  return Object.fromEntries(Object.entries(GIFT_WORDS).map(([key, id]) => [key, t(id)])) as GiftWords;
}

export function GiftOptions({ gift, words }: { gift: OrderDetail["gift"]; words?: GiftWords }) {
  const shopWords = useGiftWords();
  const say = words ?? shopWords;
  if (!gift) return null;
  return (
    <section aria-labelledby="order-gift">
      <h2 id="order-gift" className="mb-2 text-xl font-semibold">
        {say.gift}
      </h2>
      <p>{say.isGift}</p>
      {gift.message ? (
        <figure className="mt-2 rounded-md bg-slate-50 p-3">
          <figcaption className="text-slate-600">{say.message}</figcaption>
          <blockquote className="whitespace-pre-line break-words">{gift.message}</blockquote>
        </figure>
      ) : (
        <p className="mt-1">{say.noMessage}</p>
      )}
      <p className="mt-2">{gift.hidePrices ? say.pricesHidden : say.pricesShown}</p>
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
  const t = useT();
  const { intl } = useLocale();
  return (
    <section aria-labelledby="order-delivery">
      <h2 id="order-delivery" className="mb-2 text-xl font-semibold">
        {t("order.delivery")}
      </h2>
      <AddressLines address={address} className="text-slate-700" />
      <p className="mt-2 text-slate-600">{t("order.placedOn", { date: formatDate(order.placedAt, intl) })}</p>
      {order.tracking && <OrderTrackingLine tracking={order.tracking} />}
      {order.timeline.length > 0 && (
        <ol aria-label={t("order.timeline")} className="mt-3 space-y-1 border-s-2 border-slate-200 ps-3">
          {order.timeline.map((entry) => (
            <li key={`${entry.status} ${entry.at}`}>
              {entry.statusText} <span className="text-slate-600">· {formatDate(entry.at, intl)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

// The parcel's carrier and tracking number, linked to the carrier's page when the shop gave one.
function OrderTrackingLine({ tracking }: { tracking: NonNullable<OrderDetail["tracking"]> }) {
  const t = useT();
  return (
    <p className="mt-2">
      {t("order.sentWith", { carrier: tracking.carrier })}{" "}
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
