import { isLocale } from "@contract";
import { matchRoutes, PrefetchPageLinks } from "@remix-run/react";

import { usePagesInViewWhenIdle } from "~/lib/prefetch";

// The data and modules of the pages behind the links in view, fetched once the page is idle
// (app/lib/prefetch.ts says when, and when not). Remix's own <PrefetchPageLinks> asks for exactly
// what a navigation there will ask for, so the browser answers it from its prefetch cache.
export function IdlePrefetch() {
  const pages = usePagesInViewWhenIdle().filter(routeKnown);
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}

type Router = { routes: Parameters<typeof matchRoutes>[0] };

// Remix learns the routes behind a page's links from the server shortly after the page loads
// (lazy route discovery), and renders again when it has. Until then /wishlist matches the
// ($locale) layout with "wishlist" for its locale, and a prefetch would ask for the wrong data,
// then again for the right data: a page is prefetched once its match is the real one.
function routeKnown(page: string): boolean {
  const router = (window as { __remixRouter?: Router }).__remixRouter;
  if (!router) return true;
  const matches = matchRoutes(router.routes, new URL(page, window.location.href).pathname);
  const locale = matches?.at(-1)?.params.locale;
  return Boolean(matches) && (locale === undefined || isLocale(locale));
}
