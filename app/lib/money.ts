// Number and price display, shared by server and browser.
import type { Currency } from "@contract";

// The spec's number rule: whole part with thousands separated by dots, and nothing
// at all for a value that is not a number.
export function formatNumber(value: unknown): string {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return "";
  const sign = number < 0 ? "-" : "";
  return (
    sign +
    Math.trunc(Math.abs(number))
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ".")
  );
}

export const BASE_CURRENCY: Currency = { code: "usd", symbol: "$", factor: 1 };

// Prices are shown the way an English-reading shopper expects money: symbol first,
// thousands with commas and two decimals ($1,234.50, €18.00). Dots for thousands,
// as the number rule has it, would read as a decimal point next to cents.
export function formatPrice(amountInBase: number, currency: Currency = BASE_CURRENCY): string {
  const amount = amountInBase * currency.factor;
  const [whole, cents] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}${currency.symbol}${grouped}.${cents}`;
}
