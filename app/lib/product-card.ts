import type { ProductCard } from "@contract";

// What a product card shows. A loader whose page is mostly cards sends only this to the
// browser, so the hydration data carries no field the page does not draw.
export type CardProduct = Pick<
  ProductCard,
  | "id"
  | "slug"
  | "title"
  | "brand"
  | "price"
  | "oldPrice"
  | "discountPercent"
  | "sale"
  | "isNew"
  | "rating"
  | "stock"
> & {
  images: Pick<ProductCard["images"][number], "src">[];
  // More than one size or colour: a quick add asks which rather than take the first.
  choose: boolean;
  // The colour the listing is filtered by, when the product has it: the card shows its
  // picture and links to it.
  color: string | null;
};

// `colors`: the listing's colour filter; the first of them the product comes in is the card's.
export function toCard(product: ProductCard, images = 2, colors: readonly string[] = []): CardProduct {
  const { id, slug, title, brand, price, oldPrice, discountPercent, sale, isNew, rating, stock } = product;
  const color = colors.find((wanted) => product.colors.includes(wanted)) ?? null;
  // That colour's pictures first, then the rest in their order.
  const pictures = color
    ? [
        ...product.images.filter((image) => image.color === color),
        ...product.images.filter((image) => image.color !== color),
      ]
    : product.images;
  return {
    ...{ id, slug, title, brand, price, oldPrice, discountPercent, sale, isNew, rating, stock },
    images: pictures.slice(0, images).map(({ src }) => ({ src })),
    choose: needsChoice(product),
    color,
  };
}

// More than one size or colour: a quick add asks which rather than take the first.
export const needsChoice = (product: Pick<ProductCard, "sizes" | "colors">) =>
  product.sizes.length > 1 || product.colors.length > 1;

// A card's link: the product, in the card's colour when it has one.
export const cardHref = (product: Pick<CardProduct, "slug" | "color">) =>
  `/products/${product.slug}${product.color ? `?color=${encodeURIComponent(product.color)}` : ""}`;
