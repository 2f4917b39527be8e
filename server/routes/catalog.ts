// The catalogue's operations, one handler each. Reads go through the catalogue cache, keyed
// by the request's path and query; writes (a review here, stock at checkout, imports) empty
// it through catalogueChanged.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";

import {
  AllReviewsResponse,
  BUNDLE_COMPANIONS,
  CategoriesResponse,
  CLIENT_ADDRESS_HEADER,
  DEFAULT_LOCALE,
  ErrorBody,
  NewReview,
  PagingQuery,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  RecommendationsResponse,
  ReviewCreatedResponse,
  ReviewsResponse,
  SearchQuery,
  SearchResponse,
  SITEMAP_PAGE_SIZE,
  SitemapProductsQuery,
  SitemapProductsResponse,
  Slug,
  VariantResponse,
} from "../contract";
import type { Database } from "../db/client";
import { requireMember } from "../lib/auth";
import { ApiError, notFound } from "../lib/errors";
import { MODERATION_MESSAGES } from "../lib/moderation";
import { enforce, RULES } from "../lib/rate-limit";
import type { TtlCache } from "../lib/ttl-cache";
import { EXACT_COUNT_LIMIT, listProducts, searchProducts } from "../queries/listing";
import { searchTranslated } from "../queries/listing/translated-search";
import {
  bundleCompanions,
  findProduct,
  findVariant,
  listCategories,
  productSlugs,
  recommendationsFor,
} from "../queries/products";
import { addReview, listAllReviews, listReviews } from "../queries/reviews";
import { localiseCategories, localiseProduct, withLocalCards } from "../queries/translated-cards";
import {
  authHeadersSecurity,
  badInput,
  jsonBody,
  notFoundError,
  ok,
  rateLimited,
  unauthorized,
} from "./openapi";

const SlugParam = z.object({ slug: Slug });
const TAGS = ["Catalogue"];
const EXACT_COUNT_NOTE = `${EXACT_COUNT_LIMIT} matches, paging.total is the database's estimate.`;

type Catalogue = { app: OpenAPIHono; db: Database; cache: TtlCache<object> };

export function registerCatalogRoutes(app: OpenAPIHono, db: Database, cache: TtlCache<object>) {
  const catalogue = { app, db, cache };
  for (const register of [
    listProductsRoute,
    categoriesRoute,
    productRoute,
    recommendationsRoute,
    variantRoute,
    searchRoute,
    allReviewsRoute,
    productReviewsRoute,
    addReviewRoute,
    sitemapProductsRoute,
  ])
    register(catalogue);
}

// The answer for this request's URL, from the cache or freshly read. A read that finds
// nothing throws (404) and is not kept.
function cached<T extends object>({ cache }: Catalogue, c: Context, read: () => Promise<T>): Promise<T> {
  const url = new URL(c.req.url);
  return cache.get(url.pathname + url.search, read) as Promise<T>;
}

function listProductsRoute(catalogue: Catalogue) {
  const route = createRoute({
    method: "get",
    path: "/api/products",
    tags: TAGS,
    summary: "Products with filters, sort, paging and facet counts",
    description: `Totals above ${EXACT_COUNT_NOTE}`,
    request: { query: ProductListQuery },
    responses: { 200: ok(ProductListResponse), ...badInput },
  });
  // In the request's locale: the cards' titles, and what `q` matches.
  catalogue.app.openapi(route, async (c) => {
    const locale = c.get("locale");
    const read = async () =>
      withLocalCards(
        catalogue.db,
        locale,
        await listProducts(catalogue.db, { ...c.req.valid("query"), locale }),
      );
    return c.json(await cached(catalogue, c, read), 200);
  });
}

function categoriesRoute(catalogue: Catalogue) {
  const route = createRoute({
    method: "get",
    path: "/api/categories",
    tags: TAGS,
    summary: "Top categories and sub-categories",
    responses: { 200: ok(CategoriesResponse) },
  });
  catalogue.app.openapi(route, async (c) =>
    c.json(
      {
        data: await cached(catalogue, c, async () =>
          localiseCategories(catalogue.db, c.get("locale"), await listCategories(catalogue.db)),
        ),
      },
      200,
    ),
  );
}

function productRoute(catalogue: Catalogue) {
  const route = createRoute({
    method: "get",
    path: "/api/products/{slug}/summary",
    tags: TAGS,
    summary: "One product with its variants and images",
    request: { params: SlugParam },
    responses: { 200: ok(ProductDetailResponse), ...badInput, ...notFoundError },
  });
  catalogue.app.openapi(route, async (c) => {
    const product = await cached(catalogue, c, async () => {
      const found = await findProduct(catalogue.db, c.req.valid("param").slug);
      if (!found) throw notFound("The product");
      return localiseProduct(catalogue.db, c.get("locale"), found);
    });
    return c.json({ data: product }, 200);
  });
}

function recommendationsRoute(catalogue: Catalogue) {
  const route = createRoute({
    method: "get",
    path: "/api/products/{slug}/recommendations",
    tags: TAGS,
    summary: "Related products, with the variants of the first ones (the product page's bundle)",
    description: `The first ${BUNDLE_COMPANIONS} related products' variants are in \`bundle\`, in the same order.`,
    request: { params: SlugParam },
    responses: { 200: ok(RecommendationsResponse), ...badInput, ...notFoundError },
  });
  catalogue.app.openapi(route, async (c) => {
    const answer = await cached(catalogue, c, async () => {
      const found = await recommendationsFor(catalogue.db, c.req.valid("param").slug);
      if (!found) throw notFound("The product");
      const [cards, bundle] = await Promise.all([
        withLocalCards(catalogue.db, c.get("locale"), { data: found }),
        bundleCompanions(catalogue.db, found),
      ]);
      return { data: cards.data, bundle };
    });
    return c.json(answer, 200);
  });
}

function variantRoute(catalogue: Catalogue) {
  const route = createRoute({
    method: "get",
    path: "/api/products/{slug}/variants/{sku}",
    tags: TAGS,
    summary: "One variant with its stock and price",
    request: { params: SlugParam.extend({ sku: z.string().min(1).max(64) }) },
    responses: { 200: ok(VariantResponse), ...badInput, ...notFoundError },
  });
  catalogue.app.openapi(route, async (c) => {
    const variant = await cached(catalogue, c, async () => {
      const { slug, sku } = c.req.valid("param");
      const found = await findVariant(catalogue.db, slug, sku);
      if (!found) throw notFound("The variant");
      return found;
    });
    return c.json({ data: variant }, 200);
  });
}

function searchRoute(catalogue: Catalogue) {
  const route = createRoute({
    method: "get",
    path: "/api/search",
    tags: TAGS,
    summary: "Products whose title contains the text (case-insensitive); empty text finds nothing",
    description: `Totals above ${EXACT_COUNT_NOTE}`,
    request: { query: SearchQuery },
    responses: { 200: ok(SearchResponse), ...badInput },
  });
  catalogue.app.openapi(route, async (c) => {
    const locale = c.get("locale");
    const search = (query: z.output<typeof SearchQuery>) =>
      locale === DEFAULT_LOCALE
        ? searchProducts(catalogue.db, query)
        : searchTranslated(catalogue.db, locale, query).then((found) =>
            withLocalCards(catalogue.db, locale, found),
          );
    return c.json(await cached(catalogue, c, () => search(c.req.valid("query"))), 200);
  });
}

function allReviewsRoute(catalogue: Catalogue) {
  const route = createRoute({
    method: "get",
    path: "/api/reviews",
    tags: TAGS,
    summary: "Every published review, newest first, with its product",
    request: { query: PagingQuery },
    responses: { 200: ok(AllReviewsResponse), ...badInput },
  });
  catalogue.app.openapi(route, async (c) =>
    c.json(await cached(catalogue, c, () => listAllReviews(catalogue.db, c.req.valid("query"))), 200),
  );
}

function productReviewsRoute(catalogue: Catalogue) {
  const route = createRoute({
    method: "get",
    path: "/api/products/{slug}/reviews",
    tags: TAGS,
    summary: "Published reviews of a product, newest first, with their count and average",
    request: { params: SlugParam, query: PagingQuery },
    responses: { 200: ok(ReviewsResponse), ...badInput, ...notFoundError },
  });
  catalogue.app.openapi(route, async (c) => {
    const reviews = await cached(catalogue, c, async () => {
      const found = await listReviews(catalogue.db, c.req.valid("param").slug, c.req.valid("query"));
      if (!found) throw notFound("The product");
      return found;
    });
    return c.json(reviews, 200);
  });
}

function addReviewRoute({ app, db }: Catalogue) {
  const route = createRoute({
    method: "post",
    path: "/api/products/{slug}/reviews",
    tags: TAGS,
    summary: "A member writes a review; published at once unless it holds links or shouting (then held)",
    description:
      "One review per member and product. " +
      `A member may write ${RULES.reviewPerMember.limit} reviews an hour, a client address ${RULES.reviewPerAddress.limit}.`,
    security: authHeadersSecurity,
    request: { params: SlugParam, ...jsonBody(NewReview) },
    responses: {
      201: ok(ReviewCreatedResponse),
      ...badInput,
      ...unauthorized,
      ...notFoundError,
      409: ok(ErrorBody, "The member has reviewed this product already (ALREADY_REVIEWED)"),
      ...rateLimited,
    },
  });
  app.openapi(route, async (c) => {
    const { member } = await requireMember(db, c.req.raw.headers);
    await enforce(db, [
      [RULES.reviewPerAddress, c.req.header(CLIENT_ADDRESS_HEADER)],
      [RULES.reviewPerMember, member.id],
    ]);
    const status = await addReview(db, c.req.valid("param").slug, c.req.valid("json"), member.id);
    if (!status) throw notFound("The product");
    if (status === "duplicate") {
      throw new ApiError(409, "ALREADY_REVIEWED", "You have reviewed this product already. Thank you!");
    }
    return c.json({ data: { status, message: MODERATION_MESSAGES[status] } }, 201);
  });
}

function sitemapProductsRoute(catalogue: Catalogue) {
  const route = createRoute({
    method: "get",
    path: "/api/sitemap/products",
    tags: TAGS,
    summary: `The slugs of every product, ${SITEMAP_PAGE_SIZE} a page by id: one sitemap file each`,
    request: { query: SitemapProductsQuery },
    responses: { 200: ok(SitemapProductsResponse), ...badInput },
  });
  catalogue.app.openapi(route, async (c) =>
    c.json(await cached(catalogue, c, () => productSlugs(catalogue.db, c.req.valid("query").page)), 200),
  );
}
