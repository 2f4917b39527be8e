// The pseudo-locale check: pages rendered in `en-XA` (English with every catalogue message
// wrapped in ⟦…⟧, tests only: lib/i18n/catalogue.server.ts) may show no text outside the
// wrappers but data: what the loaders answered (names, prices, the API's texts) and numbers.
// A string written in a component instead of the catalogue shows up here, with its page.
// Each page: its loaders called against the real API, then the real root layout and page
// rendered on the server with that data (createRemixStub with hydration data, no browser).
import { COLORS } from "@contract/constants";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { createRemixStub } from "@remix-run/testing";
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { FUTURE } from "../../tests/setup/components";
import { expectConsoleError } from "../../tests/setup/console-error";
import {
  cookieFrom,
  type Member,
  newMember,
  placeOrder,
  saveAddress,
  settle,
  shop,
  webRequest,
  whileApiDown,
  whileLocked,
  whileProviderUnreachable,
} from "../../tests/setup/routes";

type RouteModule = {
  default: ComponentType;
  loader?: Parameters<typeof settle>[0];
  action?: Parameters<typeof settle>[0];
  Layout?: ComponentType<{ children: unknown }>;
};

// The pages converted to the catalogue so far (the issue converts the rest in the same way).
// `member`: a page of the member area, seen by a signed-in member inside its layout.
// `shopper`: seen by a member with an item in the cart, a saved address and an order placed;
// `:invoice` in its path is that order's. `query`: the page's search params. `find`: a page whose
// address depends on the data (a product's).
type Page = {
  path: string;
  module: () => Promise<RouteModule>;
  params?: Record<string, string>;
  query?: string;
  member?: boolean;
  shopper?: boolean;
  // Shows the shopper's cart or order lines, each with its size and colour.
  lines?: boolean;
  // Shown while the store is locked (STORE_PASSWORD), which these tests' web is not otherwise.
  locked?: boolean;
  // Seen by a signed-in member with nothing yet (no orders, addresses or cart), outside the
  // member area's layout unless `member` says so too.
  newcomer?: boolean;
  // The page again after this form was posted to it and refused: its errors (the action's data).
  post?: Record<string, string>;
  // A message (a toast) from the last form post waits in the session: this post leaves it.
  flash?: { path: string; module: () => Promise<RouteModule>; form: Record<string, string> };
  find?: () => Promise<Pick<Page, "path" | "params" | "query">>;
};
const PAGES: Page[] = [
  { path: "/", module: () => import("./($locale)._index") },
  { path: "/compare", module: () => import("./($locale).compare") },
  { path: "/forget-password", module: () => import("./($locale).forget-password") },
  { path: "/reset-password", module: () => import("./($locale).reset-password") },
  { path: "/login/link", module: () => import("./($locale).login_.link") },
  {
    path: "/member/profile",
    module: () => import("./($locale).member.profile"),
    member: true,
    shopper: true,
  },
  {
    path: "/member/orders",
    module: () => import("./($locale).member.orders._index"),
    member: true,
    shopper: true,
  },
  {
    path: "/member/address-book",
    module: () => import("./($locale).member.address-book"),
    member: true,
    shopper: true,
  },
  { path: "/member/children", module: () => import("./($locale).member.children"), member: true },
  // The empty states of a member who has nothing yet.
  { path: "/cart", module: () => import("./($locale).cart"), newcomer: true },
  {
    path: "/member/orders",
    module: () => import("./($locale).member.orders._index"),
    member: true,
    newcomer: true,
  },
  {
    path: "/member/address-book",
    module: () => import("./($locale).member.address-book"),
    member: true,
    newcomer: true,
  },
  { path: "/member/wishlist", module: () => import("./($locale).member.wishlist"), member: true },
  { path: "/member/alerts", module: () => import("./($locale).member.alerts"), member: true },
  { path: "/login", module: () => import("./($locale).login") },
  { path: "/register", module: () => import("./($locale).register") },
  // Forms refused: by their schema, or by the API (a wrong password).
  {
    path: "/login",
    module: () => import("./($locale).login"),
    post: { email: "nobody@example.com", password: "not-the-password-1" },
  },
  {
    path: "/register",
    module: () => import("./($locale).register"),
    post: { name: "", email: "nope", password: "short", confirmPassword: "other" },
  },
  { path: "/forget-password", module: () => import("./($locale).forget-password"), post: { email: "nope" } },
  { path: "/newsletter", module: () => import("./($locale).newsletter"), post: { email: "nope" } },
  {
    path: "/page/contact-us",
    params: { slug: "contact-us" },
    module: () => import("./($locale).page.$slug"),
    post: { name: "", email: "nope", body: "" },
  },
  { path: "/checkout", module: () => import("./($locale).checkout._index"), shopper: true, post: {} },
  // A page with the message of the form posted before it (a toast).
  {
    path: "/",
    module: () => import("./($locale)._index"),
    flash: {
      path: "/newsletter",
      module: () => import("./($locale).newsletter"),
      form: { email: "pseudo-reader@example.com" },
    },
  },
  { path: "/cart", module: () => import("./($locale).cart"), shopper: true, lines: true },
  { path: "/checkout", module: () => import("./($locale).checkout._index"), shopper: true, lines: true },
  {
    path: "/checkout/:invoice",
    module: () => import("./($locale).checkout.$invoice"),
    shopper: true,
    lines: true,
  },
  {
    path: "/member/orders/:invoice",
    module: () => import("./($locale).member.orders.$invoice"),
    member: true,
    shopper: true,
    lines: true,
  },
  { path: "/products", module: () => import("./($locale).products._index") },
  {
    path: "/products",
    query: "?c1=CL-001&color=pink&age=6-12m&tag=cotton&minPrice=1&maxPrice=90&sort=low&view=list",
    module: () => import("./($locale).products._index"),
  },
  {
    path: "/catalog/new-arrival",
    params: { slug: "new-arrival" },
    module: () => import("./($locale).catalog.$slug"),
  },
  { path: "/search", query: "?q=dress", module: () => import("./($locale).search") },
  { path: "/search", query: "?q=zzqqxxjj", module: () => import("./($locale).search") },
  {
    path: "/products",
    query: "?c1=CL-001&tag=no-such-tag",
    module: () => import("./($locale).products._index"),
  },
  { path: "/search", module: () => import("./($locale).search") },
  {
    path: "/products/:slug",
    module: () => import("./($locale).products.$slug"),
    // A product with a size sold out, chosen: the stock alert's form shows too.
    find: async () => {
      const { slug } = await shop.helpers.variantWithStock(0);
      return { path: `/products/${slug}`, params: { slug }, query: "?months=7" };
    },
  },
  { path: "/reviews", module: () => import("./($locale).reviews") },
  { path: "/stock-alerts", module: () => import("./($locale).stock-alerts") },
  {
    path: "/stock-alerts/confirm",
    query: "?token=abcdefghijklmnop1234",
    module: () => import("./($locale).stock-alerts_.confirm"),
  },
  { path: "/stock-alerts/confirm", module: () => import("./($locale).stock-alerts_.confirm") },
  { path: "/newsletter", module: () => import("./($locale).newsletter") },
  {
    path: "/newsletter/confirm",
    query: "?token=abcdefghijklmnop1234",
    module: () => import("./($locale).newsletter_.confirm"),
  },
  {
    path: "/newsletter/unsubscribe",
    query: "?token=abcdefghijklmnop1234",
    module: () => import("./($locale).newsletter_.unsubscribe"),
  },
  { path: "/wishlist", module: () => import("./($locale).wishlist") },
  { path: "/blog", module: () => import("./($locale).blog._index") },
  {
    path: "/blog/bottle-feeding-basics",
    params: { slug: "bottle-feeding-basics" },
    module: () => import("./($locale).blog.$slug"),
  },
  { path: "/page/about-us", module: () => import("./($locale).page.about-us") },
  {
    path: "/page/contact-us",
    params: { slug: "contact-us" },
    module: () => import("./($locale).page.$slug"),
  },
  {
    path: "/page/privacy-policy",
    params: { slug: "privacy-policy" },
    module: () => import("./($locale).page.$slug"),
  },
  { path: "/faq", module: () => import("./($locale).faq") },
  { path: "/lookbook", module: () => import("./($locale).lookbook") },
  { path: "/sitemap", module: () => import("./($locale).sitemap") },
  { path: "/password", query: "?next=%2Fcart", module: () => import("./($locale).password"), locked: true },
  {
    path: "/size-guide/dr-001",
    params: { category: "dr-001" },
    module: () => import("./($locale).size-guide.$category"),
  },
];

// One member for every member page (registered on first use).
let member: Promise<Member> | undefined;
// One shopper for the cart, checkout and order pages.
type Shopper = { member: Member; invoice: string };
let shopper: Promise<Shopper> | undefined;
async function newShopper(): Promise<Shopper> {
  const member = await newMember();
  await saveAddress(member);
  const { invoiceNumber } = await placeOrder(member);
  const variant = await shop.helpers.variantWithStock(5);
  await shop.helpers.putCart(member, { sku: variant.sku, qty: 2, mode: "add" });
  return { member, invoice: invoiceNumber };
}
type Form = Record<string, string>;
const requestFor = async (page: Page, path: string, form?: Form) => {
  if (page.shopper) return (await (shopper ??= newShopper())).member.request(path, { form });
  if (page.member || page.newcomer) return (await (member ??= newMember())).request(path, { form });
  return webRequest(path, { form, cookie: await flashCookie(page) });
};

// The session cookie with the toast that the page's `flash` form post left (posted once).
const flashCookies = new Map<Page["flash"], Promise<string>>();
function flashCookie({ flash }: Page) {
  if (!flash) return undefined;
  let cookie = flashCookies.get(flash);
  if (!cookie) {
    const posted = (async () => {
      const request = webRequest(`/${PSEUDO}${flash.path}`, { form: flash.form });
      return settle((await flash.module()).action!, request, { locale: PSEUDO });
    })();
    cookie = posted.then((answer) => {
      expect(answer.status, flash.path).toBe(302);
      return cookieFrom(answer);
    });
    flashCookies.set(flash, cookie);
  }
  return cookie;
}

// What the page's action answered its refused form (shown with the page's errors).
async function actionData(page: Page, module: RouteModule, path: string, params: Record<string, string>) {
  if (!page.post) return undefined;
  const posted = await settle(module.action!, await requestFor(page, path, page.post), params);
  expect(posted.status, `${path} posted`).toBeGreaterThanOrEqual(400);
  return { page: posted.data };
}

const PSEUDO = "en-XA";

async function loaderData(module: RouteModule, request: Request, params: Record<string, string>) {
  if (!module.loader) return null;
  const path = new URL(request.url).pathname;
  const settled = await settle(module.loader, request, params);
  expect(settled.status, path).toBe(200);
  return settled.data;
}

async function render(listed: Page) {
  const page = { ...listed, ...(await listed.find?.()) };
  const invoice = page.shopper ? (await (shopper ??= newShopper())).invoice : "";
  const path = `/${PSEUDO}${page.path === "/" ? "" : page.path.replace(":invoice", invoice)}${page.query ?? ""}`;
  const params = { locale: PSEUDO, ...page.params, ...(invoice && { invoice }) };
  const root = (await import("../root")) as unknown as RouteModule;
  const locale = await import("./($locale)");
  const memberArea = (await import("./($locale).member")) as unknown as RouteModule;
  const module = await page.module();
  const request = () => requestFor(page, path);
  const data = {
    root: await loaderData(root, await request(), params),
    locale: await loaderData(locale as unknown as RouteModule, await request(), params),
    ...(page.member && { member: await loaderData(memberArea, await request(), params) }),
    page: await loaderData(module, await request(), params),
  };
  const posted = await actionData(page, module, path, params);
  const pageRoute = {
    id: "page",
    path: page.member ? page.path.slice("/member/".length) : page.path.slice(1),
    index: page.path === "/",
    Component: module.default,
    loader: () => null,
  };
  const Layout = root.Layout!;
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(Layout, null, createElement(root.default)),
      loader: () => null,
      children: [
        {
          id: "locale",
          path: ":locale?",
          Component: locale.default,
          loader: () => null,
          children: [
            page.member
              ? {
                  id: "member",
                  path: "member",
                  Component: memberArea.default,
                  loader: () => null,
                  children: [pageRoute],
                }
              : pageRoute,
          ],
        },
      ],
    },
  ]);
  const html = renderToString(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: { loaderData: data, actionData: posted },
      future: FUTURE,
    }),
  );
  return { html, data };
}

// The text a visitor sees or hears: text nodes and the labels of the attributes that are read out.
function visibleText(html: string) {
  const body = html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<head>[\s\S]*?<\/head>/, " ")
    // A logo's lettering (VISA) is a drawing; its name, if it has one, is its aria-label.
    .replace(/<svg([^>]*)>[\s\S]*?<\/svg>/g, "<svg$1></svg>");
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const texts = messageText(body).split("\n");
  return [...texts, ...attributes]
    .map(decode)
    .map((text) => text.trim())
    .filter(Boolean);
}

// A message may hold elements (a figure in a <bdi>, a link): the tags inside ⟦…⟧ do not cut
// its text in pieces, so the message is taken out whole (what the elements hold with it).
function messageText(body: string) {
  let depth = 0;
  return body.replace(/<[^>]+>|⟦|⟧/g, (token) => {
    if (token === "⟦") depth += 1;
    else if (token === "⟧") depth = Math.max(0, depth - 1);
    else return depth > 0 ? " " : "\n";
    return token;
  });
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

// What is left of a text once the wrapped messages are taken out (innermost first: a message
// can hold another as a value).
function unwrapped(text: string) {
  let rest = text;
  while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  return rest;
}

// Data: numbers, prices, symbols and punctuation, a date, or text that the loaders answered
// (in any case: a currency's code is shown in capitals). The contract's colours are words of the
// shop's vocabulary, named by the catalogue (lib/i18n/vocabulary.ts), never shown as they came.
function isData(text: string, dataJson: string) {
  if ((COLORS as readonly string[]).includes(text.toLowerCase())) return false;
  if (/^[\p{N}\p{P}\p{S}\s]*$/u.test(text)) return true;
  if (/\d{4}/.test(text) && !Number.isNaN(Date.parse(text))) return true;
  return dataJson.includes(JSON.stringify(text).slice(1, -1).toLowerCase());
}

describe("pages in the pseudo-locale", () => {
  for (const page of PAGES) {
    const state = [
      page.newcomer && "(a new member)",
      page.post && "(its form refused)",
      page.flash && "(with a toast)",
    ].filter(Boolean);
    const name = [`${page.path}${page.query ?? ""}`, ...state].join(" ");
    it(`${name}: every word is from the catalogue or the data`, async () => {
      // React's warnings for rendering a router on the server, which the real server does not do.
      expectConsoleError(/useLayoutEffect does nothing on the server|fetchPriority/);
      const { html, data } = page.locked ? await whileLocked(() => render(page)) : await render(page);
      expect(html).toContain('lang="en-XA"');
      // A toast is the server's words, not data: it must come from the catalogue too.
      const dataJson = JSON.stringify(data, (key, value: unknown) =>
        key === "messages" || key === "toast" ? undefined : value,
      ).toLowerCase();
      const stray = visibleText(html)
        .map((text) => unwrapped(text).trim())
        .filter((text) => text && !isData(text, dataJson));
      expect(stray).toEqual([]);
      // A cart's or an order's lines name their colour from the catalogue: "⟦⟦white⟧, 0-3m⟧".
      if (page.lines) expect(html).toMatch(new RegExp(`⟦⟦(${COLORS.join("|")})⟧, [^⟦⟧]+⟧`));
      // The states these pages were seen in are shown: a form's errors, a toast.
      if (page.post) expect(html).toMatch(/(id="[^"]*-error"|role="alert")[^>]*>(<(li|p)>)?⟦/);
      if (page.flash) expect(html).toMatch(/role="status"[^>]*><p[^>]*>⟦/);
    });
  }
});

// The error pages: a page not found (the root's data there), and the root's own failure (the API
// down), whose error brings the page's messages in the URL's locale (lib/error-page.server.ts).
async function renderError(path: string, rootData: unknown, errors: Record<string, unknown>) {
  const root = (await import("../root")) as unknown as RouteModule & { ErrorBoundary: ComponentType };
  const { ErrorPage } = await import("~/components/ErrorPage");
  const Layout = root.Layout!;
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(Layout, null, createElement(root.default)),
      ErrorBoundary: () => createElement(Layout, null, createElement(root.ErrorBoundary)),
      loader: () => null,
      children: [
        { id: "page", path: "*", Component: () => null, ErrorBoundary: ErrorPage, loader: () => null },
      ],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: { loaderData: { root: rootData }, errors },
      future: FUTURE,
    }),
  );
}

// What is neither a message nor data (the root's, or the shop's name in the plain frame).
const strayText = (html: string, rootData: unknown) => {
  const dataJson = JSON.stringify([rootData, "Little Sprout"], (key, value: unknown) =>
    key === "messages" ? undefined : value,
  ).toLowerCase();
  return visibleText(html)
    .map((text) => unwrapped(text).trim())
    .filter((text) => text && !isData(text, dataJson));
};

describe("error pages in the pseudo-locale", () => {
  it("a page not found: every word is from the catalogue", async () => {
    expectConsoleError(/useLayoutEffect does nothing on the server|fetchPriority/);
    const root = (await import("../root")) as unknown as RouteModule;
    const path = `/${PSEUDO}/no-such-page`;
    const rootData = await loaderData(root, webRequest(path), { locale: PSEUDO });
    const html = await renderError(path, rootData, {
      page: new ErrorResponse(404, "Not Found", "Not Found"),
    });
    expect(html).toContain('lang="en-XA"');
    expect(html).toContain("⟦This page could not be found⟧");
    expect(strayText(html, rootData)).toEqual([]);
  });

  it("the shop's root failing (the API down): the error page and its frame still in the URL's locale", async () => {
    expectConsoleError(/useLayoutEffect does nothing on the server|fetchPriority|\[root\]/);
    const root = (await import("../root")) as unknown as RouteModule;
    const path = `/${PSEUDO}/products`;
    const failed = await whileApiDown(() => settle(root.loader!, webRequest(path), { locale: PSEUDO }));
    expect(failed.status).toBe(503);
    const html = await renderError(path, undefined, {
      root: new ErrorResponse(503, "Service Unavailable", failed.data),
    });
    expect(html).toContain('lang="en-XA"');
    expect(html).toContain("⟦The shop is briefly unavailable. Please try again in a moment.⟧");
    expect(html).toContain("⟦Go to the home page⟧");
    expect(strayText(html, null)).toEqual([]);
  });

  // The answers that stop a form before its action (lib/forms.server.ts) and the provider's 503
  // (lib/auth.server.ts) are shown as the error page's heading.
  it("a refused form post and the identity provider down: their error pages' words are the catalogue's", async () => {
    expectConsoleError(/useLayoutEffect does nothing on the server|fetchPriority/);
    const root = (await import("../root")) as unknown as RouteModule;
    const newsletter = (await import("./($locale).newsletter")) as unknown as RouteModule;
    const provider = (await import("./auth.provider")) as unknown as RouteModule;
    const path = `/${PSEUDO}/newsletter`;
    const json = new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const crossSite = webRequest(path, { form: {}, headers: { "Sec-Fetch-Site": "cross-site" } });
    const refused = [
      await settle(newsletter.action!, json, { locale: PSEUDO }),
      await settle(newsletter.action!, crossSite, { locale: PSEUDO }),
      await whileProviderUnreachable(() =>
        settle(provider.action!, webRequest("/auth/provider", { form: { page: `/${PSEUDO}/login` } })),
      ),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([415, 403, 503]);
    const rootData = await loaderData(root, webRequest(path), { locale: PSEUDO });
    for (const answer of refused) {
      const html = await renderError(path, rootData, {
        page: new ErrorResponse(answer.status, "", answer.data),
      });
      expect(html).toMatch(/<h1[^>]*>⟦/);
      expect(strayText(html, rootData)).toEqual([]);
    }
  });
});
