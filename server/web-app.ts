// The built web app as server/web-server.ts runs it: Remix's request handler with the request's
// context around it (built before Remix runs, as Remix's adapters' getLoadContext; the session
// sent after, when the request changed it: app/lib/load-context.server.ts), and the page cache's
// limits. Under `npm run dev` (remix dev --manual) the build changes under the running server:
// each new build is loaded and announced to the dev server, so development runs this same server.
import { watch } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import {
  type AppLoadContext,
  broadcastDevReady,
  createRequestHandler,
  type ServerBuild,
} from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import type { Logger } from "pino";

import type { PageCacheOptions } from "./page-cache";
import { passingRetryAfter } from "./retry-after";
import type { RefusalReason } from "./web-guard";

// The security headers that this server's own answers carry too (app/lib/security-headers.server.ts).
export type SecurityHeaders = (pathname: string, headers: Headers, status: number) => void;

// What app/entry.server.tsx exports for this server.
type EntryExports = {
  pageCache: PageCacheOptions;
  securityHeaders: SecurityHeaders;
  plainAnswerText: (target: string, reason: RefusalReason) => string;
  log: Logger;
  operatorToken: string | undefined;
  shutdownTimeoutMs: number;
  getLoadContext: (request: Request) => Promise<AppLoadContext>;
  withSessionCookie: (context: AppLoadContext, response: Response) => Promise<Response>;
};

const BUILD_DIR = path.resolve("build");

export async function loadWebApp() {
  const build = await importBuild();
  let current = appOf(build);
  if (process.env.NODE_ENV === "development") {
    // Remix writes version.txt once the rest of a new build is written.
    watch(BUILD_DIR, (_event, file) => {
      if (file !== "version.txt") return;
      importBuild(`?t=${Date.now()}`).then(
        (next) => {
          current = appOf(next);
          void broadcastDevReady(next);
        },
        (error: Error) => console.error("[web] the new build did not load:", error.message),
      );
    });
    void broadcastDevReady(build);
  }
  const { log, operatorToken, shutdownTimeoutMs, plainAnswerText } = build.entry
    .module as unknown as EntryExports;
  return {
    pageCacheOptions: current.pageCacheOptions,
    securityHeaders: current.securityHeaders,
    plainAnswerText,
    log,
    operatorToken,
    shutdownTimeoutMs,
    handleRequest: (request: Request) => current.handleRequest(request),
    routeOf: (pathname: string) => current.routeOf(pathname),
  };
}

// The build's routes as the tree the router matches against.
type RouteObject = NonNullable<Parameters<typeof matchRoutes>[0]>[number];
export function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children: routeTree(routes, route.id) },
    );
}

// The id of the route that answers a path (routes/products.$handle), for log lines and metrics:
// a pattern, never the path itself. A data request (/cart.data) is its page's.
//
// Remembered by the path's shape: which of its segments are one of the routes' own words (any
// other segment can only meet a parameter or a splat, so the match is the same whatever it is).
// React Router's matchRoutes ranks the whole route table again on every call (0.3-0.6 ms on this
// machine with the locales' optional segment), and every request is logged.
export function routeMatcher(routes: ServerBuild["routes"]) {
  const tree = routeTree(routes);
  const words = new Set(
    Object.values(routes).flatMap((route) => (route.path ?? "").toLowerCase().split("/")),
  );
  const known = new Map<string, string>();
  return (pathname: string) => {
    const page = pathname.endsWith(".data") ? pathname.slice(0, -5).replace(/^\/_root$/, "/") : pathname;
    const shape = decodedPath(page)
      .split("/")
      .map((segment) => (segment === "" || words.has(segment.toLowerCase()) ? segment : ANY_SEGMENT))
      .join("/");
    let id = known.get(shape);
    if (id === undefined) {
      id = matchRoutes(tree, shape)?.at(-1)?.route.id ?? "unmatched";
      // Bounded: a path's depth is the client's to choose.
      if (known.size >= 1_000) known.clear();
      known.set(shape, id);
    }
    return id;
  };
}

// No route's word: it survives decoding, has no slash and is not empty, as a parameter needs.
const ANY_SEGMENT = "\u0001";

// As React Router decodes a path before matching it (an encoded slash stays in its segment), so
// that /%70roducts has the shape of /products.
function decodedPath(path: string) {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return path;
  }
}

async function importBuild(query = ""): Promise<ServerBuild> {
  return import(pathToFileURL(path.join(BUILD_DIR, "index.js")).href + query);
}

function appOf(build: ServerBuild) {
  const entry = build.entry.module as Partial<EntryExports>;
  const { pageCache, securityHeaders, getLoadContext, withSessionCookie, log, plainAnswerText } = entry;
  if (!pageCache || !securityHeaders || !getLoadContext || !withSessionCookie || !log || !plainAnswerText) {
    throw new Error("build/index.js is older than this server: run `npm run build`");
  }
  const routeOf = routeMatcher(build.routes);
  const handlerFor = handlerPerRoute(passingRetryAfter(build), routeOf);
  return {
    pageCacheOptions: pageCache,
    securityHeaders,
    routeOf,
    async handleRequest(request: Request) {
      const context = await getLoadContext(request);
      const handle = handlerFor(new URL(request.url).pathname);
      return withSessionCookie(context, await handle(request, context));
    },
  };
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

// Remix's request handler for the route that answers a path, made from a build that holds only
// that route and its parents (its branch). Remix and the render match a request's path against
// the build's route table three times (Remix's own match, its static handler's, the render's
// <DataRoutes>), and React Router ranks the whole table again at every match: 1-2.5 ms a call on
// this machine with the locales' optional segment (75 routes, about 110 branches), a quarter of
// the web's CPU for a cart post. Against a branch of three routes each is microseconds. The
// matches are the same: the full table's match is the highest-ranked branch that matches, and
// the branch's table keeps it and its parents' branches in the same order (checked here once per
// route, and against every route in web-app.test.ts). The browser still gets the whole manifest
// (the manifest module: lazy route discovery is off, remix.config.js). A path no route matches,
// or a branch whose match differs, gets the whole table's handler. docs/performance/web-cpu-2026-11-29.md
export function handlerPerRoute(build: ServerBuild, routeOf: (pathname: string) => string) {
  const whole = createRequestHandler(build, process.env.NODE_ENV);
  const tree = routeTree(build.routes);
  const handlers = new Map<string, RequestHandler>();
  return (pathname: string): RequestHandler => {
    const id = routeOf(pathname);
    let handler = handlers.get(id);
    if (handler === undefined) {
      const branch = branchBuild(build, id);
      const same = branch && sameMatch(tree, routeTree(branch.routes), pathname);
      handler = same ? createRequestHandler(branch, process.env.NODE_ENV) : whole;
      handlers.set(id, handler);
    }
    return handler;
  };
}

// The build with only a route and its parents, in the server's table and in the render's manifest.
export function branchBuild(build: ServerBuild, id: string): ServerBuild | undefined {
  if (!build.routes[id]) return undefined;
  const ids: string[] = [];
  for (let at: string | undefined = id; at !== undefined; at = build.routes[at].parentId) ids.unshift(at);
  const only = <T>(all: Record<string, T>) => Object.fromEntries(ids.map((each) => [each, all[each]]));
  return {
    ...build,
    routes: only(build.routes),
    assets: { ...build.assets, routes: only(build.assets.routes) },
  };
}

function sameMatch(whole: RouteObject[], branch: RouteObject[], pathname: string) {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -5).replace(/^\/_root$/, "/") : pathname;
  const ids = (tree: RouteObject[]) => matchRoutes(tree, page)?.map((match) => match.route.id) ?? [];
  return ids(whole).join("\n") === ids(branch).join("\n");
}
