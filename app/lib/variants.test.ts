import { describe, expect, it } from "vitest";

import { chooseVariant } from "./variants";

const variant = (id: number, color: string, size: string, stock: number) => ({
  id,
  sku: `S${id}`,
  color,
  size,
  imageId: null,
  stock,
});
const product = {
  colors: ["red", "blue"],
  sizes: ["0-3m", "3-6m"],
  variants: [
    variant(1, "red", "0-3m", 0),
    variant(2, "red", "3-6m", 4),
    variant(3, "blue", "0-3m", 2),
    variant(4, "blue", "3-6m", 0),
  ],
};

describe("chooseVariant", () => {
  it("picks exactly the asked colour and size, even when it is sold out", () => {
    expect(chooseVariant(product, { color: "blue", size: "3-6m" }).variant?.id).toBe(4);
  });

  it("with only a colour, picks its first size in stock", () => {
    expect(chooseVariant(product, { color: "red" }).variant?.id).toBe(2);
  });

  it("with nothing asked (or nonsense), picks the first variant in stock", () => {
    expect(chooseVariant(product, {}).variant?.id).toBe(2);
    expect(chooseVariant(product, { color: "purple", size: "<x>" }).variant?.id).toBe(2);
  });

  it("says which sizes are in stock for the chosen colour", () => {
    const { sizes, colors } = chooseVariant(product, { color: "blue" });
    expect(sizes).toEqual([
      { value: "0-3m", available: true },
      { value: "3-6m", available: false },
    ]);
    expect(colors.every((c) => c.available)).toBe(true);
  });
});
