import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";

import {
  AllReviewsResponse,
  CategoriesResponse,
  NewReview,
  PagingQuery,
  ProductCardsResponse,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  ReviewCreatedResponse,
  ReviewsResponse,
  SearchQuery,
  SearchResponse,
  Slug,
  VariantResponse,
} from "../contract";
import type { Database } from "../db/client";
import { notFound } from "../lib/errors";
import { MODERATION_MESSAGES } from "../lib/moderation";
import {
  findProduct,
  findVariant,
  listCategories,
  listProducts,
  recommendationsFor,
  searchProducts,
} from "../queries/products";
import { addReview, listAllReviews, listReviews } from "../queries/reviews";
import { badInput, jsonBody, notFoundError, ok } from "./openapi";

const SlugParam = z.object({ slug: Slug });

export function registerCatalogRoutes(app: OpenAPIHono, db: Database) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/products",
      tags: ["Catalogue"],
      summary: "Products with filters, sort, paging and facet counts",
      request: { query: ProductListQuery },
      responses: { 200: ok(ProductListResponse), ...badInput },
    }),
    async (c) => c.json(await listProducts(db, c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/categories",
      tags: ["Catalogue"],
      summary: "Top categories and sub-categories",
      responses: { 200: ok(CategoriesResponse) },
    }),
    async (c) => c.json({ data: await listCategories(db) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/products/{slug}/summary",
      tags: ["Catalogue"],
      summary: "One product with its variants and images",
      request: { params: SlugParam },
      responses: { 200: ok(ProductDetailResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const product = await findProduct(db, c.req.valid("param").slug);
      if (!product) throw notFound("The product");
      return c.json({ data: product }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/products/{slug}/recommendations",
      tags: ["Catalogue"],
      summary: "Related products",
      request: { params: SlugParam },
      responses: { 200: ok(ProductCardsResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const cards = await recommendationsFor(db, c.req.valid("param").slug);
      if (!cards) throw notFound("The product");
      return c.json({ data: cards }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/products/{slug}/variants/{sku}",
      tags: ["Catalogue"],
      summary: "One variant with its stock and price",
      request: { params: SlugParam.extend({ sku: z.string().min(1).max(64) }) },
      responses: { 200: ok(VariantResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const { slug, sku } = c.req.valid("param");
      const variant = await findVariant(db, slug, sku);
      if (!variant) throw notFound("The variant");
      return c.json({ data: variant }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/search",
      tags: ["Catalogue"],
      summary: "Products whose title contains the text (case-insensitive); empty text finds nothing",
      request: { query: SearchQuery },
      responses: { 200: ok(SearchResponse), ...badInput },
    }),
    async (c) => c.json(await searchProducts(db, c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/reviews",
      tags: ["Catalogue"],
      summary: "Every published review, newest first, with its product",
      request: { query: PagingQuery },
      responses: { 200: ok(AllReviewsResponse), ...badInput },
    }),
    async (c) => c.json(await listAllReviews(db, c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/products/{slug}/reviews",
      tags: ["Catalogue"],
      summary: "Published reviews of a product, newest first, with their count and average",
      request: { params: SlugParam, query: PagingQuery },
      responses: { 200: ok(ReviewsResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const reviews = await listReviews(db, c.req.valid("param").slug, c.req.valid("query"));
      if (!reviews) throw notFound("The product");
      return c.json(reviews, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/products/{slug}/reviews",
      tags: ["Catalogue"],
      summary:
        "Write a review; published at once unless it holds links or shouting (then held for moderation)",
      request: { params: SlugParam, ...jsonBody(NewReview) },
      responses: { 201: ok(ReviewCreatedResponse), ...badInput, ...notFoundError },
    }),
    async (c) => {
      const status = await addReview(db, c.req.valid("param").slug, c.req.valid("json"));
      if (!status) throw notFound("The product");
      return c.json({ data: { status, message: MODERATION_MESSAGES[status] } }, 201);
    },
  );
}
