// Number and price display, shared by the web (pages, through app/lib/money.ts) and the API
// (mails, server/mail/), so a mail shows an amount exactly as the page did.
//
// Amounts arrive in usd (the base currency). Each amount is converted once, to whole minor
// units (cents) of the display currency, rounding half up on the exact product; sums are then
// made of those displayed cents, so a total always equals the sum of the parts shown above it,
// in every currency.
//
// Separators follow the display currency's own convention, and a page uses one currency for
// everything, counts included: euro amounts group thousands with dots and use a decimal comma
// (€1.234,50, the spec's "thousands separated by dots"); dollars and pounds use commas and a
// decimal point ($1,234.50); rupees group in the Indian way (₹1,23,456.00).
import type { Currency, OrderSummary } from "./index";

export const BASE_CURRENCY: Currency = { code: "usd", symbol: "$", factor: 1 };

type Convention = { group: string; decimal: string; indian?: boolean };
const COMMA_POINT: Convention = { group: ",", decimal: "." };
const CONVENTIONS: Record<string, Convention> = {
  eur: { group: ".", decimal: "," },
  inr: { group: ",", decimal: ".", indian: true },
};
const conventionOf = (currency: Currency) => CONVENTIONS[currency.code] ?? COMMA_POINT;

function groupDigits(digits: string, convention: Convention): string {
  if (convention.indian && digits.length > 3) {
    const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, convention.group);
    return `${head}${convention.group}${digits.slice(-3)}`;
  }
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, convention.group);
}

// A whole number (a count), grouped as the display currency groups it; nothing at all for a
// value that is not a number.
export function formatNumber(value: unknown, currency: Currency = BASE_CURRENCY): string {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return "";
  const sign = number < 0 ? "-" : "";
  return sign + groupDigits(Math.trunc(Math.abs(number)).toString(), conventionOf(currency));
}

// usd → whole cents of the display currency. Both sides are made integers first (cents and
// ten-thousandths of the factor) so that rounding half up is exact, not a float accident.
export function toMinor(amountInBase: number, currency: Currency = BASE_CURRENCY): number {
  const baseCents = Math.round(amountInBase * 100);
  const product = baseCents * Math.round(currency.factor * 10_000);
  const minor = Math.floor((Math.abs(product) + 5_000) / 10_000);
  return product < 0 ? -minor : minor;
}

export function formatMinor(minor: number, currency: Currency = BASE_CURRENCY): string {
  const convention = conventionOf(currency);
  const whole = Math.trunc(Math.abs(minor) / 100).toString();
  const cents = (Math.abs(minor) % 100).toString().padStart(2, "0");
  return `${minor < 0 ? "-" : ""}${currency.symbol}${groupDigits(whole, convention)}${convention.decimal}${cents}`;
}

export function formatPrice(amountInBase: number, currency: Currency = BASE_CURRENCY): string {
  return formatMinor(toMinor(amountInBase, currency), currency);
}

// What a bill shows, in minor units of the display currency: each line is its displayed unit
// price times the quantity, the subtotal their sum, the total subtotal plus delivery.
export function billOf(
  lines: { price: number; qty: number }[],
  shipping: number,
  currency: Currency = BASE_CURRENCY,
) {
  const lineTotals = lines.map((line) => toMinor(line.price, currency) * line.qty);
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0);
  const delivery = toMinor(shipping, currency);
  return { lineTotals, subtotal, delivery, total: subtotal + delivery };
}

// An order's bill, for its page and for the list of orders alike, so both show one total.
export function billOfOrder(
  order: Pick<OrderSummary, "items" | "shipping">,
  currency: Currency = BASE_CURRENCY,
) {
  return billOf(order.items, order.shipping.price, currency);
}
