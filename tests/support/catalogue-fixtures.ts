// Products as the API's contract shapes them, for component tests that stub a loader's data
// (no API behind them). Parsed with the contract's schemas, so a fixture that drifts from the
// contract fails here rather than passing a shape the web never gets.
import { ProductCard, ProductDetail } from "../../server/contract";

export function productCard(id: number, title: string, price = 12.5): ProductCard {
  return ProductCard.parse({
    id,
    slug: title.toLowerCase().replaceAll(" ", "-"),
    title,
    brand: "Little Sprout",
    categoryCode: "CL-101",
    parentCategoryCode: "CL-100",
    price,
    oldPrice: null,
    discountPercent: 0,
    sale: false,
    isNew: false,
    rating: 0,
    reviewCount: 0,
    stock: 10,
    colors: ["red"],
    sizes: [],
    images: [{ id, src: `products/${id}.jpg`, alt: title, color: null }],
  });
}

// A dress in red (sizes S and M; M has 3 left) and blue (size S only, sold out).
export function dress(): ProductDetail {
  const variant = (id: number, size: string, color: string, stock: number) => ({
    id,
    sku: `DRESS-${color}-${size}`.toUpperCase(),
    size,
    color,
    imageId: null,
    stock,
  });
  return ProductDetail.parse({
    ...productCard(1, "Summer Dress", 24),
    colors: ["red", "blue"],
    description: "A light cotton dress.",
    type: "kids",
    collections: [],
    tags: [],
    sizes: ["S", "M"],
    category: { code: "CL-101", name: "Dresses", parentCode: "CL-100" },
    parentCategory: { code: "CL-100", name: "Girls", parentCode: null },
    saleEndsAt: null,
    variants: [variant(11, "S", "red", 12), variant(12, "M", "red", 3), variant(13, "S", "blue", 0)],
  });
}
