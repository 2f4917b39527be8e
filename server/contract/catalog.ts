// Products, search and the facets of the filter sidebar.
import { z } from "zod";

import { envelope, pagedEnvelope, Paging, PagingQuery } from "./common";
import { AGES, BUNDLE_COMPANIONS, COLORS, MAX_PRICE, SORTS } from "./constants";

const SortParam = z.enum(SORTS);

const CategoryCode = z.string().regex(/^[A-Z]{2}-\d{3}$/, "A category code looks like CL-001");

// A filter that may be given once (brand=a) or repeated (brand=a&brand=b).
const manyOf = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(20)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

const Price = z.coerce.number().min(0).max(MAX_PRICE);

export const ProductListQuery = PagingQuery.extend({
  c1: CategoryCode.optional(),
  c2: CategoryCode.optional(),
  collection: z.string().max(50).optional(),
  brand: manyOf(z.string().min(1).max(50)),
  color: manyOf(z.enum(COLORS)),
  tag: manyOf(z.string().min(1).max(50)),
  // Products with any of these sizes in stock (a size is its age band: 0-3m, 2-3y).
  age: manyOf(z.enum(AGES)),
  // Bounds in the base currency (usd), both inclusive.
  minPrice: Price.optional(),
  maxPrice: Price.optional(),
  q: z.string().max(100).optional(),
  // Particular products (a wishlist, a compare list), in any order.
  ids: manyOf(z.coerce.number().int().positive().max(2_147_483_647)),
  sort: SortParam.optional(),
}).refine(
  (query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
  {
    message: "minPrice must not be above maxPrice",
    path: ["minPrice"],
  },
);
export type ProductListFilters = z.output<typeof ProductListQuery>;

export const Image = z
  .object({
    id: z.number().int(),
    src: z.string(), // path below /media
    alt: z.string(),
    color: z.string().nullable(),
  })
  .meta({ id: "Image" });
export type Image = z.infer<typeof Image>;

export const ProductCard = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    brand: z.string(),
    categoryCode: z.string(),
    parentCategoryCode: z.string(),
    // Prices in the base currency (usd). oldPrice is the regular price when on sale.
    price: z.number(),
    oldPrice: z.number().nullable(),
    discountPercent: z.number().int(),
    sale: z.boolean(),
    isNew: z.boolean(),
    // The average of the published reviews, one decimal, and their number: 0 and 0 until
    // there is one.
    rating: z.number().min(0).max(5),
    reviewCount: z.number().int().min(0),
    stock: z.number().int(),
    colors: z.array(z.string()),
    // The sizes of its variants, in variant order: a card with more than one asks which.
    sizes: z.array(z.string()),
    images: z.array(Image),
  })
  .meta({ id: "ProductCard" });
export type ProductCard = z.infer<typeof ProductCard>;

export const Variant = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    size: z.string().nullable(),
    color: z.string().nullable(),
    imageId: z.number().int().nullable(),
    stock: z.number().int(),
  })
  .meta({ id: "Variant" });
export type Variant = z.infer<typeof Variant>;

export const Category = z
  .object({ code: z.string(), name: z.string(), parentCode: z.string().nullable() })
  .meta({ id: "Category" });
export type Category = z.infer<typeof Category>;

export const ProductDetail = ProductCard.extend({
  description: z.string(),
  type: z.string(),
  collections: z.array(z.string()),
  tags: z.array(z.string()),
  sizes: z.array(z.string()),
  category: Category,
  parentCategory: Category,
  saleEndsAt: z.string().nullable(), // ISO date-time
  variants: z.array(Variant),
}).meta({ id: "ProductDetail" });
export type ProductDetail = z.infer<typeof ProductDetail>;

const Count = z.object({ value: z.string(), count: z.number().int() });
export const Facets = z
  .object({
    categories: z.array(Count),
    brands: z.array(Count),
    colors: z.array(Count),
    tags: z.array(Count),
    // Ages youngest first (not by name).
    ages: z.array(Count),
    // The price range of the products matching every other filter.
    price: z.object({ min: z.number(), max: z.number() }),
  })
  .meta({ id: "Facets" });
export type Facets = z.infer<typeof Facets>;

export const ProductListResponse = z.object({
  data: z.array(ProductCard),
  paging: Paging,
  facets: Facets,
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const ProductDetailResponse = envelope(ProductDetail);
export const ProductCardsResponse = envelope(z.array(ProductCard));
// Related products, best first, and the variants of the first BUNDLE_COMPANIONS of them: the
// product page offers those with the product as a bundle, each with its sizes to choose from,
// so it needs no call of their own.
export const BundleCompanion = z
  .object({ productId: z.number().int(), variants: z.array(Variant) })
  .meta({ id: "BundleCompanion" });
export type BundleCompanion = z.infer<typeof BundleCompanion>;
export const RecommendationsResponse = z.object({
  data: z.array(ProductCard),
  bundle: z.array(BundleCompanion).max(BUNDLE_COMPANIONS),
});
export type RecommendationsResponse = z.infer<typeof RecommendationsResponse>;
export const VariantResponse = envelope(
  Variant.extend({ productId: z.number().int(), price: z.number(), oldPrice: z.number().nullable() }),
);
export const CategoriesResponse = envelope(z.array(Category));

export const SearchQuery = PagingQuery.extend({ q: z.string().max(100).default("") });
export const SearchResponse = pagedEnvelope(ProductCard);

export const Review = z
  .object({
    id: z.number().int(),
    name: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof Review>;

export const ReviewWithProduct = Review.extend({
  product: z.object({ slug: z.string(), title: z.string(), image: z.union([Image, z.null()]) }),
}).meta({ id: "ReviewWithProduct" });
export const AllReviewsResponse = pagedEnvelope(ReviewWithProduct);

export const ReviewsResponse = z.object({
  data: z.array(Review),
  paging: Paging,
  summary: z.object({ count: z.number().int(), average: z.number() }),
});

export const NewReview = z.object({
  // Each field says what to do when it is left empty too (a form sends no empty field).
  name: z
    .string({ error: "Enter your name" })
    .trim()
    .min(1, "Enter your name")
    .max(60, "Use at most 60 characters"),
  rating: z.coerce
    .number({ error: "Please choose a rating" })
    .int("Please choose a rating")
    .min(1, "Please choose a rating")
    .max(5, "Please choose a rating"),
  title: z
    .string({ error: "Enter a title" })
    .trim()
    .min(3, "Use at least 3 characters")
    .max(100, "Use at most 100 characters"),
  body: z
    .string({ error: "Enter your review" })
    .trim()
    .min(10, "Tell us a little more (at least 10 characters)")
    .max(2000, "Use at most 2,000 characters"),
});
export const ReviewCreatedResponse = envelope(
  z.object({ status: z.enum(["published", "pending"]), message: z.string() }),
);

// The product pages of one sitemap file: SITEMAP_PAGE_SIZE slugs per page, by id.
export const SitemapProductsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000).default(1),
});
export const SitemapProductsResponse = z.object({
  data: z.array(z.object({ slug: z.string() })),
  paging: Paging,
});
