// Mail about an order: confirmation (with the bank details for a transfer), payment received,
// shipped, delivered, cancelled or refunded. Amounts are in the currency the shopper saw, each
// converted as the shop's pages convert it, and the mail says what was charged in US dollars.
import type { Currency, Locale, OrderDetail } from "../contract";
import { BASE_CURRENCY, billOfOrder, formatMinor, formatPrice } from "../contract/money";
import { shopLink } from "../lib/locale";
import { localMethodName } from "../lib/method-names";
import { Button, renderMailPage, SHOP_NAME } from "./layout";
import { mailMessages, variantWords } from "./messages";
import type { Mail } from "./queue";

export type OrderMailData = {
  to: string;
  name: string;
  order: OrderDetail;
  currency?: Currency; // the display currency at checkout; US dollars when not known
  shopUrl: string;
  locale?: Locale; // the order's (the one it was placed in); en when not known
};

const wordsOf = (data: OrderMailData) => mailMessages(data.locale);

// The order's page in the shop, in the mail's locale.
const orderLink = (data: OrderMailData) =>
  shopLink(data.shopUrl, `/member/orders/${data.order.invoiceNumber}`, data.locale);

// What was charged, in the base currency, said once per mail.
const chargedLine = (data: OrderMailData) => wordsOf(data).chargedInDollars(formatPrice(data.order.total));

function billRows(data: OrderMailData) {
  const currency = data.currency ?? BASE_CURRENCY;
  const bill = billOfOrder(data.order, currency);
  const words = wordsOf(data);
  const lines = data.order.items.map((item, i) => {
    const variant = variantWords(words, item.size, item.color);
    return {
      label: `${item.title}${variant ? ` (${variant})` : ""} × ${item.qty}`,
      amount: formatMinor(bill.lineTotals[i], currency),
    };
  });
  const { option, name } = data.order.shipping;
  return [
    ...lines,
    { label: words.subtotal, amount: formatMinor(bill.subtotal, currency) },
    {
      label: words.delivery(localMethodName(data.locale ?? "en", option, name)),
      amount: formatMinor(bill.delivery, currency),
    },
    { label: words.total, amount: formatMinor(bill.total, currency) },
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
const giftLines = ({ order, locale }: OrderMailData) => {
  const words = mailMessages(locale);
  return order.gift
    ? [
        words.giftOrder,
        order.gift.message ? words.giftMessage(order.gift.message) : words.noGiftMessage,
        order.gift.hidePrices ? words.pricesHidden : words.pricesShown,
      ]
    : [];
};

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

// How the order is paid, in a sentence.
function paymentSentence({ order, locale }: OrderMailData) {
  const words = mailMessages(locale);
  if (order.status === "paid") return words.paid;
  if ((order.paymentInstructions ?? []).length > 0) return words.transferPlease;
  return order.status === "awaiting_payment_on_delivery" ? words.payOnDelivery : words.awaitingPayment;
}

export function orderConfirmationMail(data: OrderMailData): Mail {
  const { order } = data;
  const words = wordsOf(data);
  const rows = billRows(data);
  const instructions = order.paymentInstructions ?? [];
  const payment = paymentSentence(data);
  const subject = words.orderSubject(SHOP_NAME, order.invoiceNumber);
  const text = [
    words.hello(data.name),
    "",
    words.orderThanks(order.invoiceNumber),
    "",
    ...rows.map((row) => `${row.label}: ${row.amount}`),
    chargedLine(data),
    "",
    payment,
    ...instructions.map((item) => `  ${item.label}: ${item.value}`),
    "",
    `${words.deliveryTo}:`,
    ...addressLines(order).map((line) => `  ${line}`),
    "",
    ...(order.gift ? [...giftLines(data), ""] : []),
    `${words.yourOrder}: ${orderLink(data)}`,
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    locale: data.locale,
    children: (
      <>
        <h1>{words.orderHeading}</h1>
        <p>{words.orderIntro(data.name, order.invoiceNumber)}</p>
        <BillTable rows={rows} />
        <p className="muted">{chargedLine(data)}</p>
        <p>{payment}</p>
        {instructions.length > 0 && (
          <BillTable rows={instructions.map((item) => ({ label: item.label, amount: item.value }))} />
        )}
        <p>
          <strong>{words.deliveryTo}</strong>
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
            <strong>{words.gift}</strong>
            {giftLines(data).map((line) => (
              <span key={line} style={{ whiteSpace: "pre-line" }}>
                <br />
                {line}
              </span>
            ))}
          </p>
        )}
        <Button href={orderLink(data)}>{words.seeYourOrder}</Button>
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
  const words = wordsOf(data);
  const text = [
    words.hello(data.name),
    "",
    ...sentences,
    ...(extraLink ? ["", `${extraLink.label}: ${extraLink.href}`] : []),
    "",
    `${words.yourOrder}: ${orderLink(data)}`,
  ].join("\n");
  const html = renderMailPage({
    title: subject,
    shopUrl: data.shopUrl,
    locale: data.locale,
    children: (
      <>
        <h1>{heading}</h1>
        <p>{words.hello(data.name)}</p>
        {sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        {extraLink && <Button href={extraLink.href}>{extraLink.label}</Button>}
        <p>
          <a href={orderLink(data)}>{words.seeOrder(data.order.invoiceNumber)}</a>
        </p>
      </>
    ),
  });
  return { to: data.to, subject, text, html, kind };
}

const shownTotal = (data: OrderMailData) =>
  formatMinor(billOfOrder(data.order, data.currency).total, data.currency);

export function paymentReceivedMail(data: OrderMailData): Mail {
  const words = wordsOf(data);
  const invoice = data.order.invoiceNumber;
  return orderUpdateMail(data, "payment-received", words.paymentSubject(invoice), words.paymentHeading, [
    words.paymentArrived(shownTotal(data), invoice),
    chargedLine(data),
  ]);
}

export function shippedMail(data: OrderMailData & { carrier: string; trackingUrl: string }): Mail {
  const words = wordsOf(data);
  const invoice = data.order.invoiceNumber;
  return orderUpdateMail(
    data,
    "shipped",
    words.shippedSubject(invoice),
    words.shippedHeading,
    [words.shippedBy(data.carrier, invoice, data.order.address.name)],
    { href: data.trackingUrl, label: words.trackWith(data.carrier) },
  );
}

export function deliveredMail(data: OrderMailData): Mail {
  const words = wordsOf(data);
  const invoice = data.order.invoiceNumber;
  return orderUpdateMail(data, "delivered", words.deliveredSubject(invoice), words.deliveredHeading, [
    words.deliveredText(invoice),
  ]);
}

// refundedCents: the amount paid back, in US cents; absent for an order cancelled before payment.
export function cancelledMail(data: OrderMailData & { refundedCents?: number }): Mail {
  const words = wordsOf(data);
  const invoice = data.order.invoiceNumber;
  if (data.refundedCents === undefined)
    return orderUpdateMail(data, "cancelled", words.cancelledSubject(invoice), words.cancelledHeading, [
      words.cancelledText(invoice),
    ]);
  return orderUpdateMail(data, "refunded", words.refundSubject(invoice), words.refundHeading, [
    words.refundText(formatPrice(data.refundedCents / 100, data.currency), invoice),
    words.refundedInDollars(formatPrice(data.refundedCents / 100)),
  ]);
}
