// The request's context: one session per request, sent back only when the request changed it,
// and an upstream client that remembers the page (not its data request) when the API signs the
// shopper out. Against the real bundled API over HTTP.
import { afterAll, expect, test } from "vitest";

import { startTestApi } from "../../server/testing";
import { config } from "./config.server";
import { addSessionCookie, getLoadContext, sessionCookieOf, withSessionCookie } from "./load-context.server";
import { commitSession, getSession } from "./session.server";
import { thrown } from "./thrown";

// The web's client calls the API its configuration names: this file's, while it runs (the files
// of a vitest worker share the web's modules, its configuration included).
const api = await startTestApi();
const apiBaseUrl = config.apiBaseUrl;
config.apiBaseUrl = api.url;
afterAll(async () => {
  config.apiBaseUrl = apiBaseUrl;
  await api.stop();
});

const SHOP = "http://shop.test";

// A request carrying a session that holds `data`.
async function requestHolding(path: string, data: Record<string, string | number[]>) {
  const session = await getSession(new Request(SHOP));
  for (const [key, value] of Object.entries(data)) session.set(key as never, value as never);
  const cookie = (await commitSession(session)).split(";")[0];
  return new Request(`${SHOP}${path}`, { headers: { Cookie: cookie } });
}

test("a request that leaves the session as it was sends no cookie, even when it read it", async () => {
  const context = await getLoadContext(await requestHolding("/products", { currency: "EUR" }));
  expect(context.session.get("currency")).toBe("EUR");
  await context.api.products.categories();
  expect(sessionCookieOf(context)).toBeNull();
  const headers = new Headers();
  await addSessionCookie(context, headers);
  expect(headers.has("Set-Cookie")).toBe(false);
});

test("a changed session is sealed once and goes out once, with what changed", async () => {
  const context = await getLoadContext(new Request(`${SHOP}/compare`));
  context.session.set("compare", [7]);
  const cookie = await sessionCookieOf(context);
  expect(cookie).toMatch(/^__session=.+HttpOnly/);
  expect(sessionCookieOf(context)).toBe(sessionCookieOf(context));
  // The entry module added it to the page's headers: the server does not add it again.
  const headers = new Headers();
  await addSessionCookie(context, headers);
  const answer = await withSessionCookie(context, new Response("page", { headers }));
  expect(answer.headers.getSetCookie()).toEqual([cookie]);
  const sent = await getSession(new Request(SHOP, { headers: { Cookie: cookie!.split(";")[0] } }));
  expect(sent.get("compare")).toEqual([7]);
});

test("showing a flash message is a change: the next page no longer has it", async () => {
  const flashed = await getSession(new Request(SHOP));
  flashed.flash("toast", { kind: "success", message: "Saved." });
  const request = new Request(`${SHOP}/`, {
    headers: { Cookie: (await commitSession(flashed)).split(";")[0] },
  });
  const context = await getLoadContext(request);
  expect(context.session.get("toast")).toEqual({ kind: "success", message: "Saved." });
  const cookie = (await sessionCookieOf(context))!.split(";")[0];
  const next = await getSession(new Request(SHOP, { headers: { Cookie: cookie } }));
  expect(next.get("toast")).toBeUndefined();
});

// With the header Chromium sends for <link rel="prefetch"> (tests/e2e/prefetch.spec.ts sees it).
test("a prefetch of a page leaves its flash message for the real visit, and sets no cookie", async () => {
  const { shopContext } = await import("./shop.server");
  const flashed = await getSession(new Request(SHOP));
  flashed.flash("toast", { kind: "success", message: "Saved." });
  const cookie = (await commitSession(flashed)).split(";")[0];
  const prefetch = new Request(`${SHOP}/cart.data`, {
    headers: { Cookie: cookie, "Sec-Purpose": "prefetch" },
  });
  const context = await getLoadContext(prefetch);
  expect((await shopContext(prefetch, context)).toast).toBeNull();
  context.session.set("compare", [7]);
  expect(sessionCookieOf(context)).toBeNull();
  const visit = new Request(`${SHOP}/cart`, { headers: { Cookie: cookie } });
  expect((await shopContext(visit, await getLoadContext(visit))).toast).toEqual({
    kind: "success",
    message: "Saved.",
  });
});

// Prefetched answers vary on the cookie (prefetch.server.ts): a new one after every post means
// nothing fetched ahead before it is shown after it.
test("a form post from a shopper with a session gets a new cookie, even when nothing changed", async () => {
  const holding = await requestHolding("/products", { currency: "EUR" });
  const cookie = holding.headers.get("Cookie")!;
  const post = new Request(`${SHOP}/wishlist`, { method: "POST", headers: { Cookie: cookie } });
  const renewed = (await sessionCookieOf(await getLoadContext(post)))!.split(";")[0];
  expect(renewed).not.toBe(cookie);
  const sent = await getSession(new Request(SHOP, { headers: { Cookie: renewed } }));
  expect(sent.get("currency")).toBe("EUR");
  // A visitor without a session gets none from a post that gives her nothing to keep.
  const anonymous = await getLoadContext(new Request(`${SHOP}/newsletter`, { method: "POST" }));
  expect(sessionCookieOf(anonymous)).toBeNull();
});

test("a redirect whose headers cannot change still gets the session", async () => {
  const context = await getLoadContext(new Request(`${SHOP}/wishlist`));
  context.session.set("wishlist", [1]);
  const answer = await withSessionCookie(context, Response.redirect(`${SHOP}/wishlist`, 302));
  expect(answer.status).toBe(302);
  expect(answer.headers.get("Location")).toBe(`${SHOP}/wishlist`);
  expect(answer.headers.getSetCookie()[0]).toMatch(/^__session=/);
});

test("signed out by the API during a data request: back to the page, not to its .data", async () => {
  const request = await requestHolding("/member/orders.data?page=2", {
    accessToken: "revoked-token",
    userId: "00000000-0000-4000-8000-000000000000",
  });
  const context = await getLoadContext(request);
  const redirect = (await thrown(() => context.api.orders.list({}))) as Response;
  expect(redirect.headers.get("Location")).toBe("/login?next=%2Fmember%2Forders%3Fpage%3D2");
  const cookie = (await sessionCookieOf(context))!.split(";")[0];
  const sent = await getSession(new Request(SHOP, { headers: { Cookie: cookie } }));
  expect(sent.get("accessToken")).toBeUndefined();
  expect(sent.get("pendingRoute")).toBe("/member/orders?page=2");
});
