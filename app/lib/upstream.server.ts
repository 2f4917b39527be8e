// The one typed client for the commerce API, built per request around the shopper's
// session. Routes never call fetch on the upstream themselves: this module adds the
// auth headers, the timeout, parses every answer with the contract's schemas and maps
// failures once:
//   401             → the session is signed out and the shopper sent to /login?next=…
//   other 4xx       → UpstreamError, for the route to show (form errors, 404 page)
//   5xx, timeout,
//   unreachable     → a 503 page: the shop is briefly unavailable
import {
  type AddressBody,
  AddressesResponse,
  AddressResponse,
  AllReviewsResponse,
  AUTH_HEADERS,
  AuthGrantResponse,
  Banner,
  BlogListResponse,
  BlogPostResponse,
  BlogTagsResponse,
  CartResponse,
  CatalogResponse,
  CatalogsResponse,
  CategoriesResponse,
  type CheckoutBody,
  CLIENT_ADDRESS_HEADER,
  CommentCreatedResponse,
  CommentsResponse,
  type ConfigName,
  ConfigResponse,
  type ConfigValue,
  ConfigValues,
  type ContactMessage,
  envelope,
  ErrorBody,
  FeedItem,
  IDEMPOTENCY_HEADER,
  Look,
  type NewComment,
  OkMessage,
  OrderListResponse,
  OrderResponse,
  PageResponse,
  type PayBody,
  PaymentMethodsResponse,
  Popup,
  ProductCardsResponse,
  ProductDetailResponse,
  type ProductListFilters,
  ProductListResponse,
  ProfileResponse,
  ProfileSummaryResponse,
  RegionsResponse,
  ReviewCreatedResponse,
  ReviewsResponse,
  SearchResponse,
  ShippingOptionsResponse,
  TeamMember,
  Testimonial,
  TokenInfoResponse,
  type UpdateCartBody,
  VariantResponse,
  WishlistItemResponse,
  WishlistResponse,
} from "@contract";
import { redirect } from "@remix-run/node";
import { z } from "zod";

import { config } from "./config.server";
import { commitSession, getSession, type ShopSession, signOut } from "./session.server";
import { assertStoreOpen } from "./store-lock.server";

export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    // The API's Retry-After (a rate limit), passed on to the shopper's page.
    readonly retryAfter: string | null = null,
  ) {
    super(body.message);
  }
  get fields() {
    return this.body.fields ?? {};
  }
  // The status and Retry-After for the page that shows this error.
  get init(): ResponseInit {
    return { status: this.status, headers: this.retryAfter ? { "Retry-After": this.retryAfter } : undefined };
  }
}

export const SHOP_UNAVAILABLE = "The shop is briefly unavailable. Please try again in a moment.";

type Query = Record<string, string | number | undefined | (string | number)[]>;
type CallOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
  body?: unknown;
  // Send the member's token headers (only when both are in the session).
  auth?: boolean;
  // On 401, throw UpstreamError instead of signing out and redirecting (e.g. a failed sign-in).
  allowUnauthorized?: boolean;
  headers?: Record<string, string>;
};

export function createUpstream(request: Request, session: ShopSession, baseUrl = config.apiBaseUrl) {
  async function call<S extends z.ZodType>(
    schema: S,
    path: string,
    options: CallOptions = {},
  ): Promise<z.output<S>> {
    const url = new URL(baseUrl + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== "") url.searchParams.append(key, String(item));
      }
    }
    const headers = new Headers({ ...options.headers, Accept: "application/json" });
    if (options.body !== undefined) headers.set("Content-Type", "application/json");
    const clientAddress = clientAddressOf(request);
    if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
    const token = session.get("accessToken");
    const userId = session.get("userId");
    if (options.auth && token && userId) {
      headers.set(AUTH_HEADERS.token, token);
      headers.set(AUTH_HEADERS.userId, userId);
    }

    let response: Response;
    try {
      response = await fetch(url, {
        method: options.method ?? "GET",
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      });
    } catch (error) {
      console.error(`[upstream] ${options.method ?? "GET"} ${path} failed:`, (error as Error).message);
      throw unavailable();
    }

    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data;
      console.error(`[upstream] ${path} answered outside the contract:`, parsed.error.issues.slice(0, 3));
      throw unavailable();
    }
    if (response.status === 401 && !options.allowUnauthorized) {
      signOut(session);
      throw await signInFirst(request, session);
    }
    const error = ErrorBody.safeParse(json);
    if (response.status < 500 && error.success)
      throw new UpstreamError(response.status, error.data, response.headers.get("Retry-After"));
    console.error(`[upstream] ${path} answered ${response.status}`);
    throw unavailable();
  }

  return {
    products: {
      list: (query: Partial<ProductListFilters>) => call(ProductListResponse, "/api/products", { query }),
      categories: async () => (await call(CategoriesResponse, "/api/categories")).data,
      summary: async (slug: string) =>
        (await call(ProductDetailResponse, `/api/products/${encodeURIComponent(slug)}/summary`)).data,
      recommendations: async (slug: string) =>
        (await call(ProductCardsResponse, `/api/products/${encodeURIComponent(slug)}/recommendations`)).data,
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
            body,
          })
        ).data,
    },
    content: {
      banners: async () => (await call(envelope(z.array(Banner)), "/api/content/banner/external")).data,
      popups: async () => (await call(envelope(z.array(Popup)), "/api/content/popup/external")).data,
      feed: async () => (await call(envelope(z.array(FeedItem)), "/api/content/instagram/external")).data,
      looks: async () => (await call(envelope(z.array(Look)), "/api/content/lookbook/external")).data,
      team: async () => (await call(envelope(z.array(TeamMember)), "/api/content/team/external")).data,
      testimonials: async () =>
        (await call(envelope(z.array(Testimonial)), "/api/content/testimonial/external")).data,
      catalogs: async () => (await call(CatalogsResponse, "/api/content/catalog")).data,
      catalog: async (slug: string) =>
        (await call(CatalogResponse, `/api/content/catalog/${encodeURIComponent(slug)}`)).data,
      blog: (query: { page?: number; pageSize?: number; tag?: string }) =>
        call(BlogListResponse, "/api/content/blog/all", { query }),
      blogPost: async (slug: string) =>
        (await call(BlogPostResponse, `/api/content/blog/detail/${encodeURIComponent(slug)}`)).data,
      blogTags: async () => (await call(BlogTagsResponse, "/api/content/blog/tags")).data,
      comments: (slug: string, query: { page?: number; pageSize?: number }) =>
        call(CommentsResponse, `/api/content/blog/${encodeURIComponent(slug)}/comments`, { query }),
      postComment: async (slug: string, body: NewComment) =>
        (
          await call(CommentCreatedResponse, `/api/content/blog/${encodeURIComponent(slug)}/comments`, {
            method: "POST",
            body,
          })
        ).data,
      page: async (slug: string) =>
        (await call(PageResponse, `/api/content/page/${encodeURIComponent(slug)}`)).data,
      contact: async (body: ContactMessage) =>
        (await call(OkMessage, "/api/content/contact", { method: "POST", body })).data,
    },
    config: {
      fetch: async <N extends ConfigName>(name: N): Promise<ConfigValue<N>> => {
        const { data } = await call(ConfigResponse, "/api/config/fetch", { query: { name } });
        return ConfigValues[name].parse(data.value) as ConfigValue<N>;
      },
    },
    address: {
      list: async (
        list: "provinces" | "cities" | "districts" | "subdistricts" | "postals",
        query: Query = {},
      ) => (await call(RegionsResponse, `/api/address/${list}`, { query })).data,
      book: async () => (await call(AddressesResponse, "/api/address", { auth: true })).data,
      get: async (id: number) => (await call(AddressResponse, `/api/address/${id}`, { auth: true })).data,
      create: async (body: AddressBody) =>
        (await call(AddressResponse, "/api/address", { method: "POST", body, auth: true })).data,
      update: async (id: number, body: AddressBody) =>
        (await call(AddressResponse, `/api/address/${id}`, { method: "PUT", body, auth: true })).data,
      setDefault: async (id: number) =>
        (await call(AddressResponse, `/api/address/${id}/default`, { method: "PUT", auth: true })).data,
      remove: (id: number) => call(OkMessage, `/api/address/${id}`, { method: "DELETE", auth: true }),
    },
    member: {
      summary: async () =>
        (await call(ProfileSummaryResponse, "/api/member/profile/summary", { auth: true })).data,
      updateProfile: async (body: { name: string; phone: string | null }) =>
        (await call(ProfileResponse, "/api/member/profile", { method: "PUT", body, auth: true })).data,
    },
    cart: {
      get: async () => (await call(CartResponse, "/api/cart", { auth: true })).data,
      update: async (body: UpdateCartBody) =>
        (await call(CartResponse, "/api/cart", { method: "PUT", body, auth: true })).data,
    },
    checkout: {
      shippingOptions: async (subtotal: number) =>
        (await call(ShippingOptionsResponse, "/api/checkout/shipping-options", { query: { subtotal } })).data,
      paymentMethods: async () => (await call(PaymentMethodsResponse, "/api/checkout/payment-methods")).data,
      // The key makes a repeated submit (a double click, a retried post) answer the same order.
      place: async (body: CheckoutBody, idempotencyKey: string) =>
        (
          await call(OrderResponse, "/api/checkout", {
            method: "POST",
            body,
            auth: true,
            headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
          })
        ).data,
      pay: async (body: PayBody) =>
        (await call(OrderResponse, "/api/transaction/pay", { method: "POST", body, auth: true })).data,
    },
    orders: {
      list: (query: { page?: number; pageSize?: number }) =>
        call(OrderListResponse, "/api/member/orders", { query, auth: true }),
      get: async (invoiceNumber: string) =>
        (await call(OrderResponse, `/api/member/orders/${encodeURIComponent(invoiceNumber)}`, { auth: true }))
          .data,
    },
    wishlist: {
      list: async () => (await call(WishlistResponse, "/api/wishlist", { auth: true })).data,
      add: async (productId: number) =>
        (
          await call(WishlistItemResponse, "/api/wishlist", {
            method: "POST",
            body: { productId },
            auth: true,
          })
        ).data,
      merge: async (productIds: number[]) =>
        (
          await call(WishlistResponse, "/api/wishlist/merge", {
            method: "POST",
            body: { productIds },
            auth: true,
          })
        ).data,
      remove: (wishlistId: number) =>
        call(OkMessage, `/api/wishlist/${wishlistId}`, { method: "DELETE", auth: true }),
    },
    newsletter: {
      subscribe: async (body: { email: string }) =>
        (await call(OkMessage, "/api/subscribe", { method: "POST", body })).data,
    },
    auth: {
      register: async (body: { name: string; email: string; password: string }) =>
        (await call(AuthGrantResponse, "/api/auth/register", { method: "POST", body })).data,
      login: async (body: { email: string; password: string }) =>
        (await call(AuthGrantResponse, "/api/auth/login", { method: "POST", body, allowUnauthorized: true }))
          .data,
      // The provider's ID token for an access token; a refused token is the caller's to show.
      exchangeIdToken: async (idToken: string) =>
        (
          await call(AuthGrantResponse, "/api/auth/validate-token/oidc", {
            method: "POST",
            body: { idToken },
            allowUnauthorized: true,
          })
        ).data,
      logout: () =>
        call(OkMessage, "/api/auth/logout", { method: "POST", auth: true, allowUnauthorized: true }),
      validateToken: async () =>
        (await call(TokenInfoResponse, "/api/auth/validate-token", { method: "POST", auth: true })).data,
      changePassword: async (body: { currentPassword: string; newPassword: string }) =>
        (await call(OkMessage, "/api/auth/password", { method: "PUT", body, auth: true })).data,
      requestReset: async (body: { email: string }) =>
        (await call(OkMessage, "/api/auth/reset-password", { method: "POST", body })).data,
      completeReset: async (body: { token: string; password: string }) =>
        (await call(OkMessage, "/api/auth/reset-password", { method: "PUT", body })).data,
    },
    health: () => call(envelope(z.object({ status: z.string() })), "/api/health"),
  };
}

export type Upstream = ReturnType<typeof createUpstream>;

function unavailable() {
  return new Response(SHOP_UNAVAILABLE, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": "30" },
  });
}

// The shopper's address from the configured header (the last entry: the one our own proxy
// added), for the API's per-address rate limits.
function clientAddressOf(request: Request) {
  if (!config.clientAddressHeader) return null;
  const address = request.headers.get(config.clientAddressHeader)?.split(",").at(-1)?.trim();
  return address && address.length <= 100 ? address : null;
}

// Where a shopper was going, to come back to after signing in: the path and query, or only
// the path when the query is long (a URL of any length must not become a huge cookie and
// Location), or nothing (the dashboard) when even the path is.
export const MAX_PENDING_ROUTE = 512;
function pendingRouteOf(request: Request) {
  const { pathname, search } = new URL(request.url);
  if (pathname.length + search.length <= MAX_PENDING_ROUTE) return pathname + search;
  return pathname.length <= MAX_PENDING_ROUTE ? pathname : null;
}

// The redirect to the sign-in page that remembers where the shopper was going.
export async function signInFirst(request: Request, session: ShopSession) {
  const path = pendingRouteOf(request);
  if (path) session.set("pendingRoute", path);
  else session.unset("pendingRoute");
  return redirect(path ? `/login?next=${encodeURIComponent(path)}` : "/login", {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

// For loaders: a 404 from the API becomes this site's 404 page.
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

// The usual start of a loader or action: the shopper's session and a client bound to it.
// While the store is locked, a visitor without the password goes no further.
export async function upstreamFor(request: Request) {
  await assertStoreOpen(request);
  const session = await getSession(request);
  return { session, api: createUpstream(request, session) };
}
