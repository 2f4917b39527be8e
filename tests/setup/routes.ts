// What a route-module test needs: the real API (booted by routes.setup.ts once per vitest
// worker, on an in-memory copy of the demo database, listening on a free loopback port; the
// worker's end stops it), requests from a visitor or a signed-in member, and `settle`, which
// calls a loader or action with the request's context built as the web server builds it, and
// reads whatever it answered (data, data() with a status, a Response, or a thrown Response) the
// same way, with the session cookie the server would add.
//
// The web reads its configuration once, when its first module loads; routes.setup.ts sets
// API_BASE_URL and SESSION_SECRET before the worker's first test file imports anything (the
// route tests share their worker with the API's and the web's own). So this module imports the
// web's own code only inside functions.
import { readFile } from "node:fs/promises";
import type { Server } from "node:http";

import { serve, type ServerType } from "@hono/node-server";

import { createTestApi } from "../../server/testing";
import { shopHelpers } from "../../server/testing-shop";
import { expectConsoleError } from "./console-error";

export const TEST_SESSION_SECRET = "route-tests-session-secret-0123456789abcdef";
const SHOP_ORIGIN = "http://localhost:3000";

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

let api: TestApi;
let server: ServerType;
let port = 0;
// Paths the API answers with a 500 while a test says so (whileFailing).
let failing: RegExp[] = [];
// The paths the API was asked for, while a test records them (apiCallsDuring).
let asked: string[] | undefined;

export const shop = {
  get url() {
    return `http://127.0.0.1:${port}`;
  },
  // The API's database and its in-process client, to look at what an action changed.
  get db() {
    return api.db;
  },
  get api() {
    return api;
  },
  // Products with a known stock, a valid address, a member's cart through the API.
  get helpers() {
    return helpers;
  },
};
let helpers: ReturnType<typeof shopHelpers>;

function listen(onPort: number) {
  return new Promise<void>((resolve) => {
    server = serve({ fetch: answer, port: onPort, hostname: "127.0.0.1" }, (info) => {
      port = info.port;
      resolve();
    });
    // The web's client, not this server, ends idle connections (0: no idle timer here). PGlite
    // runs in this thread: after it blocked the loop, the server's 5 s idle timer could close a
    // connection the web reuses at that moment ("fetch failed"). whileApiDown closes them all.
    (server as Server).keepAliveTimeout = 0;
  });
}

function answer(request: Request) {
  // Listening from the worker's first file on, booted by its first route test.
  if (!api) return Response.json({ errorCode: "UNAVAILABLE", message: "Not booted yet" }, { status: 503 });
  asked?.push(new URL(request.url).pathname);
  if (failing.some((path) => path.test(new URL(request.url).pathname))) {
    // A fault injected by the test (the one kind of double here): the API failing one call.
    return Response.json({ errorCode: "INTERNAL", message: "Failing on purpose" }, { status: 500 });
  }
  return api.app.fetch(request);
}

const close = () => new Promise((resolve) => server.close(resolve));

let listening: Promise<void> | undefined;
let booted: Promise<void> | undefined;

// Once per worker, before its first test file imports anything (whatever the file): the port
// the web's configuration names, read when the web's first module loads. A few milliseconds;
// the API behind it is booted by the first route test (bootRouteApi).
export async function listenForRouteApi() {
  listening ??= listen(0).then(() => {
    process.env.API_BASE_URL = shop.url;
    process.env.SESSION_SECRET = TEST_SESSION_SECRET;
  });
  await listening;
}

// Once per worker: the route tests of a worker share this module (isolate: false in
// vitest.config.ts), so they share the API too, and each starts with the web's cache empty.
// Without a saved database (TEST_DATABASE_URL names a PostgreSQL server), a copy of the
// server's seeded template.
export async function bootRouteApi(snapshotPath: string | undefined) {
  await listenForRouteApi();
  booted ??= (async () => {
    const snapshot = snapshotPath ? new Blob([await readFile(snapshotPath)]) : undefined;
    // The snapshot given: a copy of its own, never the database the API tests borrow in turn.
    const opened = await createTestApi(snapshot ? { snapshot } : {});
    const own = shopHelpers(opened);
    // A stock set for a test is read at once through the web too: the web keeps catalogue
    // answers a few seconds (a product page's related products included), which a real stock
    // change outlives only within that bound (docs/caching.md).
    helpers = {
      ...own,
      variantWithStock: async (stock: number) => {
        const variant = await own.variantWithStock(stock);
        await forgetCachedAnswers();
        return variant;
      },
    };
    api = opened;
  })();
  await booted;
  await forgetCachedAnswers();
}

// Runs `act` with the API's port closed, as when it is down; the web logs why it answered 503.
// The shop locked with a password while `act` runs (the web reads it from its config). Imported
// here, not at the top: the web's configuration is read at import, after the set-up names the API.
export async function whileLocked<T>(act: () => Promise<T>): Promise<T> {
  const { config } = await import("../../app/lib/config.server");
  const before = config.storePassword;
  config.storePassword = "opening-day";
  try {
    return await act();
  } finally {
    config.storePassword = before;
  }
}

// An identity provider configured, but not answering (nothing listens on its port): its
// discovery fails, and the web logs why (lib/auth.server.ts).
export async function whileProviderUnreachable<T>(act: () => Promise<T>): Promise<T> {
  expectConsoleError(/\[auth\] the identity provider/);
  const { config } = await import("../../app/lib/config.server");
  const before = config.oidc;
  config.oidc = {
    issuer: "http://127.0.0.1:9",
    clientId: "shop",
    clientSecret: "shop-secret",
    providerName: "Sprout ID",
    redirectUri: `${SHOP_ORIGIN}/login-callback`,
  };
  try {
    return await act();
  } finally {
    config.oidc = before;
  }
}

export async function whileApiDown<T>(act: () => Promise<T>): Promise<T> {
  expectConsoleError(/\[upstream\]/);
  await forgetCachedAnswers();
  await close();
  try {
    return await act();
  } finally {
    // A loader's other calls fail a moment after the first: let them, inside this test.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await listen(port);
  }
}

// The web keeps anonymous catalogue answers for a few seconds: a test of the API failing
// starts without them, as a web would once they expire.
async function forgetCachedAnswers() {
  const { catalogueCache } = await import("../../app/lib/upstream-cache.server");
  catalogueCache.clear();
}

// Runs `act` while the API answers 500 to the paths that match.
export async function whileFailing<T>(path: RegExp, act: () => Promise<T>): Promise<T> {
  expectConsoleError(/\[upstream\]/);
  await forgetCachedAnswers();
  failing = [path];
  try {
    return await act();
  } finally {
    failing = [];
  }
}

// Runs `act` with the web's answers cache empty, and the paths of the calls the API answered
// meanwhile, in the order they came.
export async function apiCallsDuring<T>(act: () => Promise<T>): Promise<{ result: T; paths: string[] }> {
  await forgetCachedAnswers();
  asked = [];
  try {
    const result = await act();
    return { result, paths: asked };
  } finally {
    asked = undefined;
  }
}

// A form as fields (a list is sent once per value, as a form's repeated fields are), or as pairs.
type FormValue = string | number;
type RequestInit = {
  form?: Record<string, FormValue | FormValue[]> | [string, string][];
  cookie?: string;
  headers?: HeadersInit;
};

// A request to the web, as a browser sends it: a GET, or a form post when `form` is given.
export function webRequest(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (!init.form) return new Request(new URL(path, SHOP_ORIGIN), { headers });
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  const pairs = Array.isArray(init.form)
    ? init.form
    : Object.entries(init.form).flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => [key, String(one)]),
      );
  const body = new URLSearchParams(pairs.map(([key, value]) => [key, String(value)]));
  return new Request(new URL(path, SHOP_ORIGIN), { method: "POST", headers, body });
}

// A member registered through the API, with the session cookie the web sets at sign-in.
export async function newMember(name?: string) {
  const { registerMember, memberSessionCookie } = await import("../support/member-session");
  const member = await registerMember(shop.url, name);
  const { name: cookieName, value } = await memberSessionCookie(member.grant, TEST_SESSION_SECRET);
  const cookie = `${cookieName}=${value}`;
  return {
    ...member,
    userId: member.grant.userId,
    cookie,
    request: (path: string, init: RequestInit = {}) =>
      webRequest(path, { ...init, cookie: [cookie, init.cookie].filter(Boolean).join("; ") }),
  };
}
export type Member = Awaited<ReturnType<typeof newMember>>;

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isDataWithInit = (value: unknown): value is DataWithInit =>
  typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit";

export type Settled = {
  status: number;
  headers: Headers;
  // Loaders' data as returned; a Response's body as JSON when it is JSON, else its text.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own fields
  data: any;
  response: Response | null;
};

// The arguments of a loader or action, with the request's context built by the same function as
// the web server's (app/lib/load-context.server.ts).
export async function args(request: Request, params: Record<string, string> = {}) {
  const { getLoadContext } = await import("../../app/lib/load-context.server");
  return { request, params, context: await getLoadContext(request) };
}

type RouteArgs = Awaited<ReturnType<typeof args>>;

// What a loader or action answered for this request, returned or thrown, with the session's
// Set-Cookie when the call changed the session (as the web server adds it). Errors that are not
// Responses fail the test.
export async function settle(
  handler: (routeArgs: RouteArgs) => unknown,
  request = webRequest("/"),
  params: Record<string, string> = {},
): Promise<Settled> {
  const { sessionCookieOf, staffSessionCookieOf } = await import("../../app/lib/load-context.server");
  const routeArgs = await args(request, params);
  const settled = await settledValue(await answerOf(() => handler(routeArgs)));
  const cookie = await sessionCookieOf(routeArgs.context);
  if (cookie) settled.headers.append("Set-Cookie", cookie);
  const staffCookie = await staffSessionCookieOf(routeArgs.context);
  if (staffCookie) settled.headers.append("Set-Cookie", staffCookie);
  return settled;
}

async function answerOf(call: () => unknown) {
  try {
    return await call();
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown;
    return thrown;
  }
}

async function settledValue(value: unknown): Promise<Settled> {
  if (value instanceof Response) {
    const text = await value.clone().text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: value.status, headers: new Headers(value.headers), data, response: value };
  }
  if (isDataWithInit(value)) {
    const init = value.init ?? {};
    return {
      status: init.status ?? 200,
      headers: new Headers(init.headers),
      data: value.data,
      response: null,
    };
  }
  return { status: 200, headers: new Headers(), data: value, response: null };
}

// The session cookie an answer set, ready to send with the next request.
export function cookieFrom(settled: Settled) {
  return settled.headers
    .getSetCookie()
    .map((cookie) => cookie.slice(0, cookie.indexOf(";")))
    .join("; ");
}

// The flash message (toast) an answer left in the session for the next page.
export async function toastOf(settled: Settled) {
  const { getSession } = await import("../../app/lib/session.server");
  const session = await getSession(webRequest("/", { cookie: cookieFrom(settled) }));
  return session.get("toast") ?? null;
}

// An address in the member's book (the first entry of each region list), through the API.
export async function saveAddress(member: Member) {
  const { line1, ...address } = await helpers.validAddress();
  const json = { ...address, street: line1, isDefault: true };
  const saved = await api.request("/api/address", { method: "POST", headers: member.headers, json });
  if (saved.status !== 201) throw new Error(`Saving an address answered ${saved.status}`);
  return saved.body.data as { id: number; street: string };
}

// An order of one item, placed through the API and not paid yet.
export async function placeOrder(member: Member) {
  const variant = await helpers.variantWithStock(5);
  await helpers.putCart(member, { sku: variant.sku, qty: 1, mode: "add" });
  const address = await helpers.validAddress();
  const placed = await helpers.checkout(member, {
    address,
    shippingOption: "standard",
    paymentMethod: "bank_transfer",
  });
  if (placed.status !== 201) throw new Error(`Placing an order answered ${placed.status}`);
  return placed.body.data as { invoiceNumber: string; status: string };
}
