// Remix's own request handler on a small build of three routes (a build made by hand: the
// shop's real one exists only after `npm run build`): a loader that answers 503 and an action
// that answers 429, each with the Retry-After the upstream client gives them.
import { createRequestHandler, data, type ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { passingRetryAfter } from "./retry-after";

const Page = () => null;

const build = {
  mode: "production",
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response("<!doctype html><title>Shop</title>", { status, headers }),
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: Page, loader: () => ({ shop: "Little Sprout" }) } },
    "routes/busy": {
      id: "routes/busy",
      parentId: "root",
      path: "busy",
      module: {
        default: Page,
        loader: () => {
          throw new Response("The shop is briefly unavailable.", {
            status: 503,
            headers: { "Retry-After": "7" },
          });
        },
      },
    },
    "routes/login": {
      id: "routes/login",
      parentId: "root",
      path: "login",
      module: {
        default: Page,
        loader: () => null,
        action: () =>
          data({ error: "Too many sign-in attempts" }, { status: 429, headers: { "Retry-After": "900" } }),
      },
    },
    "routes/listing": {
      id: "routes/listing",
      parentId: "root",
      path: "listing",
      module: {
        default: Page,
        loader: () => data({ products: [] }, { headers: { "Cache-Control": "public, s-maxage=60" } }),
        headers: ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders,
      },
    },
  },
  assets: {
    entry: { imports: [], module: "/build/entry.js" },
    routes: {},
    url: "/build/manifest.js",
    version: "1",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

const shop = (path: string, init?: RequestInit) => new Request(`http://shop.test${path}`, init);
const signIn = (path: string) =>
  shop(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=a%40b.test&password=wrong",
  });

describe("passingRetryAfter", () => {
  it("without it, Remix drops the Retry-After of a data request's 503 and 429", async () => {
    const handle = createRequestHandler(build, "production");
    const busy = await handle(shop("/busy.data"));
    expect(busy.status).toBe(503);
    expect(busy.headers.get("Retry-After")).toBeNull();
    const limited = await handle(signIn("/login.data"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeNull();
  });

  it("passes a loader's 503 and an action's 429 Retry-After on, to data requests and documents", async () => {
    const handle = createRequestHandler(passingRetryAfter(build), "production");
    for (const path of ["/busy.data", "/busy"]) {
      const busy = await handle(shop(path));
      expect(busy.status, path).toBe(503);
      expect(busy.headers.get("Retry-After"), path).toBe("7");
    }
    for (const path of ["/login.data", "/login"]) {
      const limited = await handle(signIn(path));
      expect(limited.status, path).toBe(429);
      expect(limited.headers.get("Retry-After"), path).toBe("900");
    }
  });

  it("keeps a route's own headers and adds nothing to an answer without Retry-After", async () => {
    const handle = createRequestHandler(passingRetryAfter(build), "production");
    for (const path of ["/listing", "/listing.data"]) {
      const listing = await handle(shop(path));
      expect(listing.status, path).toBe(200);
      expect(listing.headers.get("Cache-Control"), path).toBe("public, s-maxage=60");
      expect(listing.headers.get("Retry-After"), path).toBeNull();
    }
  });
});
