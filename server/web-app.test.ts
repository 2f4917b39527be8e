// The route a log line and a metric name (server/web-app.ts, routeMatcher) is the one React
// Router matches, for every route of the app and paths that try its edges: remembering matches
// by a path's shape must not change them.
import { readConfig } from "@remix-run/dev/dist/config.js";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import { describe, expect, it } from "vitest";

import { branchBuild, routeMatcher, routeTree } from "./web-app";

const { routes } = await readConfig(process.cwd());
const build = routes as unknown as ServerBuild["routes"];

// Each route's path with its parameters filled in (an optional one left out and given, a locale
// and a word that is none), from the root down.
function examplePaths(): string[] {
  const fullPath = (id: string): string => {
    const route = routes[id];
    const own = route.path ?? "";
    return route.parentId ? `${fullPath(route.parentId)}/${own}` : own;
  };
  return Object.keys(routes).flatMap((id) => {
    const pattern = `/${fullPath(id)}`.replace(/\/+/g, "/");
    return [":locale?", "ar", "xx"].map((locale) =>
      pattern
        .replace(/:locale\?/, locale === ":locale?" ? "" : locale)
        .replace(/:[\w-]+/g, "some-slug")
        .replace("*", "a/b")
        .replace(/\/+/g, "/"),
    );
  });
}

const EDGES = [
  "/",
  "/_root.data",
  "/products.data",
  "/ar/products.data",
  "/PRODUCTS",
  "/Products/",
  "/%70roducts",
  "/products/%E0%A4%A",
  "/products/a%2Fb",
  "/products/products",
  "/products/products/products",
  "/cart/cart",
  "/admin/products/products",
  "/ar/ar/products",
  "/fr",
  "/fr/",
  "//products",
  "/products//",
  "/no/such/page/at/all",
  "/admin",
  "/admin/",
  "/admin/orders/INV-1",
  "/media/products/x.jpg",
  "/sitemap.xml",
  "/robots.txt",
];

const ALL_PATHS = () => [...examplePaths(), ...EDGES];

describe("the route of a request's path for logs and metrics", () => {
  it("is the route React Router matches, for every route and the edges", () => {
    const routeOf = routeMatcher(build);
    const tree = routeTree(build);
    const paths = ALL_PATHS();
    expect(paths.length).toBeGreaterThan(150);
    for (const path of paths) {
      const page = path.endsWith(".data") ? path.slice(0, -5).replace(/^\/_root$/, "/") : path;
      const expected = matchRoutes(tree, page)?.at(-1)?.route.id ?? "unmatched";
      // Twice: the second answer comes from what the first remembered.
      expect(routeOf(path), path).toBe(expected);
      expect(routeOf(path), path).toBe(expected);
    }
  });

  it("tells different pages of one shape apart by their words", () => {
    const routeOf = routeMatcher(build);
    expect(routeOf("/products")).toBe("routes/($locale).products._index");
    expect(routeOf("/products/velvet-dress")).toBe("routes/($locale).products.$slug");
    expect(routeOf("/ar/products")).toBe("routes/($locale).products._index");
    expect(routeOf("/cart")).toBe("routes/($locale).cart");
    expect(routeOf("/cart.data")).toBe("routes/($locale).cart");
  });
});

// Remix answers each path with a build of only its route and that route's parents
// (handlerPerRoute): its matches there must be those of the whole table, parameters included.
describe("the build of one route's branch", () => {
  it("matches every path as the whole route table does", () => {
    const routeOf = routeMatcher(build);
    const whole = routeTree(build);
    const server = { routes: build, assets: { routes: build } } as unknown as ServerBuild;
    const matched = (tree: ReturnType<typeof routeTree>, path: string) =>
      matchRoutes(tree, path)?.map(({ route, params, pathname }) => ({ id: route.id, params, pathname }));
    let branches = 0;
    for (const path of ALL_PATHS()) {
      const page = path.endsWith(".data") ? path.slice(0, -5).replace(/^\/_root$/, "/") : path;
      const branch = branchBuild(server, routeOf(path));
      if (!branch) {
        expect(matchRoutes(whole, page), path).toBeNull();
        continue;
      }
      branches += 1;
      expect(Object.keys(branch.routes).length, path).toBeLessThanOrEqual(4);
      expect(Object.keys(branch.assets.routes), path).toEqual(Object.keys(branch.routes));
      expect(matched(routeTree(branch.routes), page), path).toEqual(matched(whole, page));
    }
    expect(branches).toBeGreaterThan(150);
  });

  it("holds the route and its parents, root first", () => {
    const server = { routes: build, assets: { routes: build } } as unknown as ServerBuild;
    expect(Object.keys(branchBuild(server, "routes/($locale).products._index")!.routes)).toEqual([
      "root",
      "routes/($locale)",
      "routes/($locale).products._index",
    ]);
    expect(branchBuild(server, "unmatched")).toBeUndefined();
  });
});
