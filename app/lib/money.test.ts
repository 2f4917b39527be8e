import type { Currency } from "@contract";
import { describe, expect, it } from "vitest";

import { BASE_CURRENCY, billOf, billOfOrder, formatMinor, formatNumber, formatPrice, toMinor } from "./money";

const usd = BASE_CURRENCY;
const eur: Currency = { code: "eur", symbol: "€", factor: 0.9 };
const gbp: Currency = { code: "gbp", symbol: "£", factor: 0.78 };
const inr: Currency = { code: "inr", symbol: "₹", factor: 70.93 };
const CURRENCIES = [usd, eur, gbp, inr];

describe("formatNumber (counts, grouped as the display currency groups)", () => {
  it.each([
    [0, usd, "0"],
    [999, usd, "999"],
    [1234567, usd, "1,234,567"],
    [1234567, eur, "1.234.567"],
    [-1234, eur, "-1.234"],
    ["25000", eur, "25.000"],
    [1234.9, eur, "1.234"],
    [12345678, inr, "1,23,45,678"],
  ] as const)("%s in %s → %s", (input, currency, expected) => {
    expect(formatNumber(input, currency)).toBe(expected);
  });

  it.each([[null], [undefined], ["abc"], [""], [Number.NaN], [Infinity], [{}]])("%s → empty", (input) => {
    expect(formatNumber(input)).toBe("");
  });
});

describe("toMinor: one conversion, half up, exact", () => {
  it.each([
    [20, usd, 2000],
    [19.99, gbp, 1559], // 15.5922
    [0.05, eur, 5], // 0.045 → 0.05: half up, not float-down to 0.04
    [1.05, gbp, 82], // 0.819
    [76.5, eur, 6885],
    [11.65, eur, 1049], // 10.485 → 10.49
    [100, inr, 709300],
    [-0.05, eur, -5],
  ] as const)("%s usd in %s → %s minor units", (amount, currency, minor) => {
    expect(toMinor(amount, currency)).toBe(minor);
  });
});

describe("formatPrice and formatMinor", () => {
  it("writes each currency in its own convention", () => {
    expect(formatPrice(1234.5)).toBe("$1,234.50");
    expect(formatPrice(1234.5, eur)).toBe("€1.111,05");
    expect(formatPrice(100, inr)).toBe("₹7,093.00");
    expect(formatPrice(2000, inr)).toBe("₹1,41,860.00");
    expect(formatPrice(19.99, gbp)).toBe("£15.59");
    expect(formatMinor(-250, usd)).toBe("-$2.50");
  });
});

describe("billOf: the total is the sum of the displayed parts", () => {
  it("adds what the shopper sees", () => {
    // 76.50 + 11.65 usd: €68.85 + €10.49 on screen, so the total reads €79.34.
    const bill = billOf([{ price: 76.5, qty: 1 }], 11.65, eur);
    expect(bill.total).toBe(bill.subtotal + bill.delivery);
    expect(formatMinor(bill.total, eur)).toBe("€79,34");
  });

  it("differs from converting the usd total when the parts round up", () => {
    // Three lines of 0.05 usd are €0.05 each on screen (0.045 rounds up): €0.15, not €0.14.
    const bill = billOf([{ price: 0.05, qty: 3 }], 0, eur);
    expect(bill.total).toBe(15);
    expect(toMinor(0.15, eur)).toBe(14);
  });

  it.each(CURRENCIES.map((currency) => [currency.code, currency] as const))(
    "holds in %s for many carts",
    (_code, currency) => {
      let seed = 7;
      const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
      for (let cart = 0; cart < 200; cart += 1) {
        const lines = Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({
          price: Math.round((20 + random() * 880) * 100) / 100,
          qty: 1 + Math.floor(random() * 4),
        }));
        const shipping = random() < 0.5 ? 4.95 : 12.95;
        const bill = billOf(lines, shipping, currency);
        const shownLines = lines.map((line) => toMinor(line.price, currency) * line.qty);
        expect(bill.lineTotals).toEqual(shownLines);
        expect(bill.subtotal).toBe(shownLines.reduce((sum, amount) => sum + amount, 0));
        expect(bill.total).toBe(bill.subtotal + toMinor(shipping, currency));
      }
    },
  );
});

describe("billOfOrder: the list of orders and the order's page show one total", () => {
  it("is the sum of the displayed parts, not the usd total converted", () => {
    // Stored in usd: 3 × 0.05 + 0.05 delivery = 0.20, which would read €0.18 converted whole;
    // the parts read €0.05 each, so the order's page and the list both say €0.20.
    const summary = { total: 0.2, items: [{ price: 0.05, qty: 3 }], shipping: { price: 0.05 } };
    const bill = billOfOrder(summary, eur);
    expect(toMinor(summary.total, eur)).toBe(18);
    expect(bill.total).toBe(20);
    expect(bill).toEqual(billOf(summary.items, summary.shipping.price, eur));
  });
});
