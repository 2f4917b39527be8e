// Mail about an order: confirmation (with the bank details for a transfer), payment received,
// shipped, delivered, cancelled or refunded. Amounts are in the currency the shopper saw, each
// converted as the shop's pages convert it, and the mail says what was charged in US dollars.
import type { Currency, OrderDetail } from "../contract";
import { BASE_CURRENCY, billOfOrder, formatMinor, formatPrice } from "../contract/money";
import { Button, renderMailPage, SHOP_NAME } from "./layout";
import type { Mail } from "./queue";

export type OrderMailData = {
  to: string;
  name: string;
  order: OrderDetail;
  currency?: Currency; // the display currency at checkout; US dollars when not known
  shopUrl: string;
};

const orderLink = (data: OrderMailData) =>
  new URL(`/member/orders/${data.order.invoiceNumber}`, data.shopUrl).toString();

// What was charged, in the base currency, said once per mail.
const chargedLine = (order: OrderDetail) => `Charged in US dollars: ${formatPrice(order.total)}`;

function billRows(data: OrderMailData) {
  const currency = data.currency ?? BASE_CURRENCY;
  const bill = billOfOrder(data.order, currency);
  const lines = data.order.items.map((item, i) => ({
    label: `${item.title}${[item.size, item.color].some(Boolean) ? ` (${[item.size, item.color].filter(Boolean).join(", ")})` : ""} × ${item.qty}`,
    amount: formatMinor(bill.lineTotals[i], currency),
  }));
  return [
    ...lines,
    { label: "Subtotal", amount: formatMinor(bill.subtotal, currency) },
    { label: `Delivery: ${data.order.shipping.name}`, amount: formatMinor(bill.delivery, currency) },
    { label: "Total", amount: formatMinor(bill.total, currency) },
  ];
}

const addressLines = (order: OrderDetail) => {
  const a = order.address;
  return [
    a.name,
    a.line1,
    a.line2,
    `${a.subdistrict.name}, ${a.district.name}`,
    `${a.city.name}, ${a.province.name} ${a.postal.name}`,
    a.phone,
  ].filter((line): line is string => Boolean(line));
};

// The gift options the buyer chose, said back to them (none for an order that is not a gift).
const giftLines = (order: OrderDetail) =>
  order.gift
    ? [
        "This order is a gift.",
        order.gift.message ? `Your message on the packing slip: "${order.gift.message}"` : "No gift message.",
        order.gift.hidePrices
          ? "Prices are left off the packing slip."
          : "The packing slip shows the prices.",
      ]
    : [];

function BillTable({ rows }: { rows: { label: string; amount: string }[] }) {
  return (
    <table className="lines" role="presentation">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td>{row.label}</td>
            <td className="amount">{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function orderConfirmationMail(data: OrderMailData): Mail {
  const { order } = data;
  const rows = billRows(data);
  const instructions = order.paymentInstructions ?? [];
  const paid = order.status === "paid";
  const payment = paid
    ? "Paid, thank you."
    : instructions.length > 0
      ? "Please transfer the total to our bank account; we send your order when the money arrives:"
      : order.status === "awaiting_payment_on_delivery"
        ? "You pay the courier when the parcel arrives."
        : "Awaiting payment.";
  const subject = `Your ${SHOP_NAME} order ${order.invoiceNumber}`;
  const text = [
    `Hello ${data.name},`,
    "",
    `Thank you for your order ${order.invoiceNumber}.`,
    "",
    ...rows.map((row) => `${row.label}: ${row.amount}`),
    chargedLine(order),
    "",
    payment,
    ...instructions.map((item) => `  ${item.label}: ${item.value}`),
    "",
    "Delivery to:",
    ...addressLines(order).map((line) => `  ${line}`),
    "",
    ...(order.gift ? [...giftLines(order), ""] : []),
    `Your order: ${orderLink(data)}`,
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    children: (
      <>
        <h1>Thank you for your order</h1>
        <p>
          Hello {data.name}, here is order <strong>{order.invoiceNumber}</strong>.
        </p>
        <BillTable rows={rows} />
        <p className="muted">{chargedLine(order)}</p>
        <p>{payment}</p>
        {instructions.length > 0 && (
          <BillTable rows={instructions.map((item) => ({ label: item.label, amount: item.value }))} />
        )}
        <p>
          <strong>Delivery to</strong>
          <br />
          {addressLines(order).map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </p>
        {order.gift && (
          <p>
            <strong>Gift</strong>
            {giftLines(order).map((line) => (
              <span key={line} style={{ whiteSpace: "pre-line" }}>
                <br />
                {line}
              </span>
            ))}
          </p>
        )}
        <Button href={orderLink(data)}>See your order</Button>
      </>
    ),
  });
  return { to: data.to, subject, text, html, kind: "order-confirmation" };
}

// The short mails about an order's later steps share one shape: a heading, a sentence or two
// and the link to the order.
function orderUpdateMail(
  data: OrderMailData,
  kind: string,
  subject: string,
  heading: string,
  sentences: string[],
  extraLink?: { href: string; label: string },
): Mail {
  const text = [
    `Hello ${data.name},`,
    "",
    ...sentences,
    ...(extraLink ? ["", `${extraLink.label}: ${extraLink.href}`] : []),
    "",
    `Your order: ${orderLink(data)}`,
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    children: (
      <>
        <h1>{heading}</h1>
        <p>Hello {data.name},</p>
        {sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        {extraLink && <Button href={extraLink.href}>{extraLink.label}</Button>}
        <p>
          <a href={orderLink(data)}>See your order {data.order.invoiceNumber}</a>
        </p>
      </>
    ),
  });
  return { to: data.to, subject, text, html, kind };
}

const shownTotal = (data: OrderMailData) =>
  formatMinor(billOfOrder(data.order, data.currency).total, data.currency);

export const paymentReceivedMail = (data: OrderMailData): Mail =>
  orderUpdateMail(
    data,
    "payment-received",
    `Payment received for order ${data.order.invoiceNumber}`,
    "We have your payment",
    [
      `Your payment of ${shownTotal(data)} for order ${data.order.invoiceNumber} has arrived. We are packing your parcel.`,
      chargedLine(data.order),
    ],
  );

export const shippedMail = (data: OrderMailData & { carrier: string; trackingUrl: string }): Mail =>
  orderUpdateMail(
    data,
    "shipped",
    `Order ${data.order.invoiceNumber} is on its way`,
    "Your parcel is on its way",
    [`${data.carrier} is bringing order ${data.order.invoiceNumber} to ${data.order.address.name}.`],
    { href: data.trackingUrl, label: `Track it with ${data.carrier}` },
  );

export const deliveredMail = (data: OrderMailData): Mail =>
  orderUpdateMail(
    data,
    "delivered",
    `Order ${data.order.invoiceNumber} was delivered`,
    "Your parcel has arrived",
    [
      `Order ${data.order.invoiceNumber} was delivered. We hope it fits well; if not, our returns page explains what to do.`,
    ],
  );

// refundedCents: the amount paid back, in US cents; absent for an order cancelled before payment.
export function cancelledMail(data: OrderMailData & { refundedCents?: number }): Mail {
  const refunded = data.refundedCents !== undefined;
  const amount = refunded ? formatPrice(data.refundedCents! / 100, data.currency) : "";
  return orderUpdateMail(
    data,
    refunded ? "refunded" : "cancelled",
    refunded
      ? `Refund for order ${data.order.invoiceNumber}`
      : `Order ${data.order.invoiceNumber} was cancelled`,
    refunded ? "Your refund is on its way" : "Your order was cancelled",
    refunded
      ? [
          `We have refunded ${amount} for order ${data.order.invoiceNumber}. It reaches your account in a few working days.`,
          `Refunded in US dollars: ${formatPrice(data.refundedCents! / 100)}`,
        ]
      : [`Order ${data.order.invoiceNumber} was cancelled and nothing was charged.`],
  );
}
