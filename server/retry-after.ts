// Remix builds an answer's headers from the routes' `headers` exports, and from a route
// without one it passes on only cookies: a loader's thrown 503 or an action's 429 loses its
// Retry-After. For a document and for a single-fetch data request (/login.data) alike, every
// route of the build here passes on the Retry-After of its error, action or loader headers.
import type { HeadersFunction, ServerBuild } from "@remix-run/node";

type RouteHeaders = HeadersFunction | HeadersInit | undefined;

export function passingRetryAfter(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [
      id,
      { ...route, module: { ...route.module, headers: withRetryAfter(route.module.headers) } },
    ]),
  );
  return { ...build, routes };
}

function withRetryAfter(own: RouteHeaders): HeadersFunction {
  return (args) => {
    // A route without its own headers takes its parent's, as Remix does.
    const headers = new Headers(typeof own === "function" ? own(args) : (own ?? args.parentHeaders));
    const retryAfter = [args.errorHeaders, args.actionHeaders, args.loaderHeaders]
      .map((routeHeaders) => routeHeaders?.get("Retry-After"))
      .find(Boolean);
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return headers;
  };
}
