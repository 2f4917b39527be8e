// Which variant the shopper has chosen on a product page, from ?color= and ?size=, and
// which choices are left. Shared by the loader and the page.
import type { ProductDetail } from "@contract";

export type Choice = { value: string; available: boolean };

export function chooseVariant(
  product: Pick<ProductDetail, "variants" | "colors" | "sizes">,
  wanted: { color?: string | null; size?: string | null },
) {
  const { variants } = product;
  const color = product.colors.includes(wanted.color ?? "") ? wanted.color! : undefined;
  const size = product.sizes.includes(wanted.size ?? "") ? wanted.size! : undefined;
  const fits = variants.filter((v) => (!color || v.color === color) && (!size || v.size === size));
  // What was asked for (in stock if there is a choice), else anything in stock, else anything.
  const variant =
    fits.find((v) => v.stock > 0) ?? fits[0] ?? variants.find((v) => v.stock > 0) ?? variants[0];
  const chosenColor = variant?.color ?? null;
  const colors: Choice[] = product.colors.map((value) => ({
    value,
    available: variants.some((v) => v.color === value && v.stock > 0),
  }));
  const sizes: Choice[] = product.sizes.map((value) => ({
    value,
    available: variants.some((v) => v.size === value && v.color === chosenColor && v.stock > 0),
  }));
  return { variant: variant ?? null, colors, sizes };
}
