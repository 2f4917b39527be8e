// The one typed client for the commerce API, built per request around the shopper's
// session. Routes never call fetch on the upstream themselves: this module adds the
// auth headers, the timeout, parses every answer with the contract's schemas and maps
// failures once:
//   401             → the session is signed out and the shopper sent to /login?next=…
//                     (a staff call: the staff session, to /admin/login?next=…)
//   other 4xx       → UpstreamError, for the route to show (form errors, 404 page)
//   5xx, timeout,
//   unreachable     → a 503 page: the shop is briefly unavailable
import {
  AUTH_HEADERS,
  CLIENT_ADDRESS_HEADER,
  envelope,
  ErrorBody,
  REQUEST_ID_HEADER,
  STAFF_TOKEN_HEADER,
} from "@contract";
import { redirect } from "@remix-run/node";
import { z } from "zod";

import { config } from "./config.server";
import { localizedErrorBody } from "./i18n/api-errors.server";
import { apiLocaleOfUrl, localeOfUrl, translatorOf } from "./i18n/catalogue.server";
import { DEFAULT_LOCALE, localizedPath } from "./i18n/locale";
import { log } from "./log.server";
import { resourceOf, upstreamRequests } from "./metrics.server";
import { type ShopSession, signOut } from "./session.server";
import { endStaffSession, markStaffSeen, type StaffSession } from "./staff-session.server";
import { adminCalls } from "./upstream/admin.server";
import { authCalls } from "./upstream/auth.server";
import { cartCalls } from "./upstream/cart.server";
import { catalogCalls } from "./upstream/catalog.server";
import { contentCalls } from "./upstream/content.server";
import { memberCalls } from "./upstream/member.server";
import { cacheTtlOf, catalogueCache, type ResponseCache } from "./upstream-cache.server";
import { type Answer, exchange } from "./upstream-http.server";

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

// The shop's 503, in English (where no page's locale is known); unavailable() says it in the
// page's (errors.shopUnavailable).
export const SHOP_UNAVAILABLE = "The shop is briefly unavailable. Please try again in a moment.";

export type Query = Record<string, string | number | undefined | (string | number)[]>;
type CallOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  body?: unknown;
  // Send the member's token headers (only when both are in the session).
  auth?: boolean;
  // Send the staff token of the staff session (the back office's calls); never the member's.
  staff?: boolean;
  // On 401, throw UpstreamError instead of signing out and redirecting (e.g. a failed sign-in).
  allowUnauthorized?: boolean;
  // The answer is not JSON but text (a CSV download): the schema parses the text itself.
  text?: boolean;
  headers?: Record<string, string>;
};

export type Call = <S extends z.ZodType>(
  schema: S,
  path: string,
  options?: CallOptions,
) => Promise<z.output<S>>;

// What the client reads of the request: the shopper's address in its headers, and its URL (the
// route's, without a data request's .data) to come back to after signing in.
export type RouteRequest = Pick<Request, "url" | "headers">;

// The client's methods, one table per resource (./upstream/*.server.ts), over one `call`.
// Built once per request, with its context (app/lib/load-context.server.ts).
export function createUpstream(
  request: RouteRequest,
  session: ShopSession,
  baseUrl = config.apiBaseUrl,
  cache: ResponseCache = catalogueCache,
  staffSession?: StaffSession,
) {
  const { call, send } = createCaller(request, { session, staffSession }, baseUrl, cache);
  return {
    ...adminCalls(call),
    ...catalogCalls(call),
    ...contentCalls(call),
    ...memberCalls(call),
    ...cartCalls(call),
    ...authCalls(call),
    health: () => call(envelope(z.object({ status: z.string() })), "/api/health"),
    // The API's /readyz: null when it is ready, else its reason (unreachable: a 503 thrown).
    notReady: async () => {
      const response = await send("/readyz");
      if (response.ok) return null;
      const body = ReadyAnswer.safeParse(await response.json().catch(() => null));
      return body.success ? body.data.reason : `the API answered ${response.status}`;
    },
    // A catalogue picture as the API answers it (body and cache headers), or the 404 page.
    media: async (path: string) => {
      const response = await send(`/media/${path}`);
      if (response.ok) return response;
      if (response.status === 404) throw new Response("Not Found", { status: 404 });
      log.error(
        { reqId: requestIdOf(request), status: response.status },
        "[upstream] /media answered an error",
      );
      throw unavailable(request);
    },
  };
}

export type Upstream = ReturnType<typeof createUpstream>;

const ReadyAnswer = z.object({ reason: z.string().max(200) });

// What one exchange with the API came to: the contract's data, or the status and body of a
// refusal (read by each caller, since a 401 concerns that caller's own session).
// `bytes`: the length of the JSON it came in, what the cache weighs it by.
type Outcome =
  | { ok: true; data: unknown; bytes: number }
  | { ok: false; status: number; json: unknown; retryAfter: string | null };

// Where the failures are mapped, once, for every call (see the top of this file).
type Sessions = { session: ShopSession; staffSession?: StaffSession };

// Every call of a page in another locale names it: the API answers in it (English field by
// field). English, the API's default, is left unsaid, so its answers keep their one address in
// every cache.
function urlsFor(request: RouteRequest) {
  const locale = apiLocaleOfUrl(request.url);
  return (base: string, path: string, query: Query = {}) =>
    apiUrlOf(base, path, locale === DEFAULT_LOCALE ? query : { ...query, locale });
}

function createCaller(request: RouteRequest, sessions: Sessions, baseUrl: string, cache: ResponseCache) {
  const { session, staffSession } = sessions;
  const urlOf = urlsFor(request);
  const reads = readsOfRequest();
  // The path, never the query (a shopper's search), and the request id to find the API's side.
  function failed(path: string, options: CallOptions, error: unknown) {
    log.error(
      {
        reqId: requestIdOf(request),
        method: options.method ?? "GET",
        path,
        reason: (error as Error).message,
      },
      "[upstream] the call failed",
    );
    return unavailable(request);
  }

  // The answer as it comes (a picture); unreachable is a 503.
  async function send(path: string, options: CallOptions = {}): Promise<Response> {
    try {
      return await fetchApi(request, sessions, urlOf(baseUrl, path, options.query), options);
    } catch (error) {
      throw failed(path, options, error);
    }
  }

  // A call answered in the contract's envelope, parsed with its schema. Anonymous catalogue
  // reads come from the shared cache; a member's calls never do.
  async function call<S extends z.ZodType>(
    schema: S,
    path: string,
    options: CallOptions = {},
  ): Promise<z.output<S>> {
    const url = urlOf(baseUrl, path, options.query);
    const exchange = async () =>
      outcomeOf(await exchangeWithApi(request, sessions, url, options), schema, path, options.text);
    const isRead = (options.method ?? "GET") === "GET";
    const ttl = isRead && !options.auth && !options.staff ? cacheTtlOf(path) : null;
    const key = `${url} ${session.get("currency") ?? ""}`;
    const kept = { keep: (o: Outcome) => o.ok, bytes: (o: Outcome) => (o.ok ? o.bytes : 0) };

    let outcome: Outcome;
    try {
      if (ttl !== null) outcome = await cache.get(key, ttl, exchange, kept);
      else if (isRead) outcome = await reads.once(schema, readKey(url, sessions, options), exchange);
      else outcome = await reads.changing(exchange);
    } catch (error) {
      throw failed(path, options, error);
    }
    if (outcome.ok) {
      if (options.staff && staffSession) markStaffSeen(staffSession);
      return outcome.data as z.output<S>;
    }
    if (outcome.status === 401 && options.staff && !options.allowUnauthorized) {
      if (staffSession) endStaffSession(staffSession);
      throw staffSignInFirst(request);
    }
    if (outcome.status === 401 && !options.allowUnauthorized) {
      signOut(session);
      throw signInFirst(request, session);
    }
    const error = ErrorBody.safeParse(outcome.json);
    // The refusal in the page's locale (its error code's and its fields' catalogue messages).
    const body = error.success && localizedErrorBody(request, error.data);
    if (outcome.status < 500 && body) throw new UpstreamError(outcome.status, body, outcome.retryAfter);
    log.error(
      { reqId: requestIdOf(request), path, status: outcome.status },
      "[upstream] the API answered an error",
    );
    throw unavailable(request);
  }

  return { call, send };
}

// The reads of one request that no shared cache answers (a member's cart, wishlist), each made
// once: the layout's loader and the page's both read a member's cart, and ran the same exchange
// twice, each parsed. Their callers share the outcome (the same parsed data), each mapping a
// refusal itself. A change (any other method) forgets them, before it starts and once it is
// answered, so that a read after a change (an action's page drawn again) asks the API anew.
function readsOfRequest() {
  let pending = new Map<z.ZodType, Map<string, Promise<Outcome>>>();
  return {
    once(schema: z.ZodType, key: string, exchange: () => Promise<Outcome>) {
      let ofSchema = pending.get(schema);
      if (!ofSchema) pending.set(schema, (ofSchema = new Map()));
      let outcome = ofSchema.get(key);
      if (!outcome) ofSchema.set(key, (outcome = exchange()));
      return outcome;
    },
    async changing(exchange: () => Promise<Outcome>) {
      pending = new Map();
      try {
        return await exchange();
      } finally {
        pending = new Map();
      }
    },
  };
}

// What a read's answer depends on: its URL, how it is read, and the tokens it is sent with (a
// sign-out in the request drops them).
function readKey(url: URL, { session, staffSession }: Sessions, options: CallOptions) {
  const member = options.auth ? `${session.get("userId")} ${session.get("accessToken")}` : "";
  const staff = options.staff ? staffSession?.get("staffToken") : "";
  return `${url} ${options.text} ${member} ${staff}`;
}

// A call's exchange with the API (upstream-http.server.ts), its answer read whole, timed until
// its head.
async function exchangeWithApi(request: RouteRequest, sessions: Sessions, url: URL, options: CallOptions) {
  const method = options.method ?? "GET";
  const timer = upstreamRequests.startTimer({ resource: resourceOf(url.pathname), method });
  let timed = false;
  try {
    return await exchange(url, {
      method,
      headers: Object.fromEntries(headersOf(request, sessions, options)),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      timeoutMs: config.upstreamTimeoutMs,
      onHead: (status) => {
        timed = true;
        timer({ status: String(status) });
      },
    });
  } catch (error) {
    if (!timed) timer({ status: "error" });
    throw error;
  }
}

// An answer as it comes (a picture streamed through, /readyz): fetch, with the shopper's headers
// and the timeout, timed until its head.
async function fetchApi(request: RouteRequest, sessions: Sessions, url: URL, options: CallOptions) {
  const headers = headersOf(request, sessions, options);
  const method = options.method ?? "GET";
  const timer = upstreamRequests.startTimer({ resource: resourceOf(url.pathname), method });
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(config.upstreamTimeoutMs),
    });
    timer({ status: String(response.status) });
    return response;
  } catch (error) {
    timer({ status: "error" });
    throw error;
  }
}

// The headers of a call: JSON, the shopper's address, and the member's or the staff member's token
// when the call asks for it.
function headersOf(request: RouteRequest, { session, staffSession }: Sessions, options: CallOptions) {
  const headers = new Headers({ ...options.headers, Accept: "application/json" });
  if (options.body !== undefined) headers.set("Content-Type", "application/json");
  const clientAddress = clientAddressOf(request);
  if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  const requestId = requestIdOf(request);
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  const token = session.get("accessToken");
  const userId = session.get("userId");
  if (options.auth && token && userId) {
    headers.set(AUTH_HEADERS.token, token);
    headers.set(AUTH_HEADERS.userId, userId);
  }
  const staffToken = staffSession?.get("staffToken");
  if (options.staff && staffToken) headers.set(STAFF_TOKEN_HEADER, staffToken);
  return headers;
}

// An answer read whole (its size weighs it in the cache) and parsed with its schema (as JSON, or
// as text when the call says so; a refusal is JSON either way).
function outcomeOf(answer: Answer, schema: z.ZodType, path: string, asText = false): Outcome {
  const { text } = answer;
  const json = parseJson(text);
  if (!answer.ok) return { ok: false, status: answer.status, json, retryAfter: answer.retryAfter };
  const parsed = schema.safeParse(asText ? text : json);
  if (parsed.success) return { ok: true, data: parsed.data, bytes: text.length };
  const issues = parsed.error.issues.slice(0, 3).map(({ path: at, message }) => ({ at, message }));
  log.error({ path, issues }, "[upstream] the API answered outside the contract");
  return { ok: false, status: 502, json: undefined, retryAfter: null };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function apiUrlOf(baseUrl: string, path: string, query: Query) {
  const url = new URL(baseUrl + path);
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== "") url.searchParams.append(key, String(item));
    }
  }
  return url;
}

function unavailable(request: RouteRequest) {
  return new Response(translatorOf(request)("errors.shopUnavailable"), {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": "30" },
  });
}

// The request's id, set by the web's server (server/web-server.ts) on every request it hands on.
const requestIdOf = (request: RouteRequest) => request.headers.get(REQUEST_ID_HEADER);

// The shopper's address from the configured header (the last entry: the one our own proxy
// added), for the API's per-address rate limits.
function clientAddressOf(request: RouteRequest) {
  if (!config.clientAddressHeader) return null;
  const address = request.headers.get(config.clientAddressHeader)?.split(",").at(-1)?.trim();
  return address && address.length <= 100 ? address : null;
}

// Where a shopper was going, to come back to after signing in: the path and query, or only
// the path when the query is long (a URL of any length must not become a huge cookie and
// Location), or nothing (the dashboard) when even the path is.
export const MAX_PENDING_ROUTE = 512;
function pendingRouteOf(request: RouteRequest) {
  const { pathname, search } = new URL(request.url);
  if (pathname.length + search.length <= MAX_PENDING_ROUTE) return pathname + search;
  return pathname.length <= MAX_PENDING_ROUTE ? pathname : null;
}

// The redirect to the sign-in page that remembers (in the session) where the shopper was going.
export function signInFirst(request: RouteRequest, session: ShopSession) {
  const path = pendingRouteOf(request);
  if (path) session.set("pendingRoute", path);
  else session.unset("pendingRoute");
  // The sign-in page in the page's locale.
  const login = localizedPath(localeOfUrl(request.url), "/login");
  return redirect(path ? `${login}?next=${encodeURIComponent(path)}` : login);
}

// The back office's sign-in page, coming back to where the staff member was going.
export function staffSignInFirst(request: RouteRequest) {
  const path = pendingRouteOf(request);
  return redirect(path ? `/admin/login?next=${encodeURIComponent(path)}` : "/admin/login");
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

// For a page's secondary sections (related products, reviews): the API failing that call
// (an error answer, a 5xx, a timeout) leaves the section out, not the whole page. A 401's
// redirect to sign in still goes through.
export async function orNothing<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return null;
    if (error instanceof Response && error.status === 503) return null;
    throw error;
  }
}
