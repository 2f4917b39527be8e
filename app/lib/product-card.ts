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
> & { images: Pick<ProductCard["images"][number], "src">[] };

export function toCard(product: ProductCard, images = 2): CardProduct {
  const { id, slug, title, brand, price, oldPrice, discountPercent, sale, isNew, rating, stock } = product;
  return {
    ...{ id, slug, title, brand, price, oldPrice, discountPercent, sale, isNew, rating, stock },
    images: product.images.slice(0, images).map(({ src }) => ({ src })),
  };
}
