import { describe, expect, it } from "vitest";

import { formatNumber, formatPrice } from "./money";

describe("formatNumber (the spec's rule)", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1.000"],
    [1234567, "1.234.567"],
    [-1234, "-1.234"],
    ["25000", "25.000"],
    [1234.9, "1.234"],
  ])("%s → %s", (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  it.each([[null], [undefined], ["abc"], [""], [Number.NaN], [Infinity], [{}]])("%s → empty", (input) => {
    expect(formatNumber(input)).toBe("");
  });
});

describe("formatPrice", () => {
  it("shows dollars with the symbol, commas and cents", () => {
    expect(formatPrice(1234.5)).toBe("$1,234.50");
    expect(formatPrice(20)).toBe("$20.00");
  });

  it("converts with the currency's factor", () => {
    expect(formatPrice(100, { code: "eur", symbol: "€", factor: 0.9 })).toBe("€90.00");
    expect(formatPrice(100, { code: "inr", symbol: "₹", factor: 70.93 })).toBe("₹7,093.00");
    expect(formatPrice(19.99, { code: "gbp", symbol: "£", factor: 0.78 })).toBe("£15.59");
  });
});
