// Catalogue calls: products, their variants, search and reviews.
import {
  AllReviewsResponse,
  CategoriesResponse,
  ProductDetailResponse,
  type ProductListFilters,
  ProductListResponse,
  RecommendationsResponse,
  ReviewCreatedResponse,
  ReviewsResponse,
  SearchResponse,
  SitemapProductsResponse,
  VariantResponse,
} from "@contract";

import type { Call } from "../upstream.server";

export const catalogCalls = (call: Call) => ({
  products: {
    list: (query: Partial<ProductListFilters>) => call(ProductListResponse, "/api/products", { query }),
    categories: async () => (await call(CategoriesResponse, "/api/categories")).data,
    // One sitemap file's worth of product slugs (SITEMAP_PAGE_SIZE a page).
    sitemapSlugs: (page: number) =>
      call(SitemapProductsResponse, "/api/sitemap/products", { query: { page } }),
    summary: async (slug: string) =>
      (await call(ProductDetailResponse, `/api/products/${encodeURIComponent(slug)}/summary`)).data,
    // Related products, and the variants of the bundle's pieces (the first ones).
    recommendations: (slug: string) =>
      call(RecommendationsResponse, `/api/products/${encodeURIComponent(slug)}/recommendations`),
    variant: async (slug: string, sku: string) =>
      (
        await call(
          VariantResponse,
          `/api/products/${encodeURIComponent(slug)}/variants/${encodeURIComponent(sku)}`,
        )
      ).data,
    search: (query: { q: string; page?: number; pageSize?: number }) =>
      call(SearchResponse, "/api/search", { query }),
    allReviews: (query: { page?: number; pageSize?: number }) =>
      call(AllReviewsResponse, "/api/reviews", { query }),
    reviews: (slug: string, query: { page?: number; pageSize?: number } = {}) =>
      call(ReviewsResponse, `/api/products/${encodeURIComponent(slug)}/reviews`, { query }),
    addReview: async (slug: string, body: { name: string; rating: number; title: string; body: string }) =>
      (
        await call(ReviewCreatedResponse, `/api/products/${encodeURIComponent(slug)}/reviews`, {
          method: "POST",
          auth: true,
          body,
        })
      ).data,
  },
});
