import { PrefetchPageLinks, UNSAFE_RemixContext } from "@remix-run/react";
import { memo, useContext, useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";

import { usePagesInViewWhenIdle } from "~/lib/prefetch";

type RemixContext = NonNullable<React.ContextType<typeof UNSAFE_RemixContext>>;
type RouteModules = RemixContext["routeModules"];
type ManifestRoutes = RemixContext["manifest"]["routes"];

// The data and modules of the pages behind the links in view, fetched once the page is idle
// (app/lib/prefetch.ts says when, and when not). Remix's own <PrefetchPageLinks> asks for exactly
// what a navigation there will ask for, so the browser answers it from its prefetch cache.
export function IdlePrefetch() {
  const found = usePagesInViewWhenIdle();
  const pages = useOnePerTask(found);
  const remix = useContext(UNSAFE_RemixContext);
  const ahead = useMemo(() => remix && found.map(aheadContexts(remix)), [remix, found]);
  if (!ahead || pages.length === 0) return null;
  // In <head>: a <link> added there costs no style recalculation of the page's body.
  return createPortal(
    pages.map((page, index) => <PageAhead key={page} page={page} context={ahead[index]} />),
    document.head,
  );
}

// Memoised: a page added does not render the pages before it again (each render of
// <PrefetchPageLinks> matches its page against the whole route table).
const PageAhead = memo(function PageAhead({ page, context }: { page: string; context: RemixContext }) {
  return (
    <UNSAFE_RemixContext.Provider value={context}>
      {/* data-ahead tells its links from the page's own (tests/e2e/prefetch.spec.ts). */}
      <PrefetchPageLinks page={page} data-ahead="" />
    </UNSAFE_RemixContext.Provider>
  );
});

// The pages handed on one more per task: each <link> inserted starts a fetch, and a dozen pages'
// links in one commit was the longest task of a page's load on a phone (up to 60 ms here).
function useOnePerTask(pages: string[]): string[] {
  const [count, setCount] = useState(0);
  const shown = Math.min(count, pages.length);
  useEffect(() => {
    // A new visit starts with no pages.
    if (pages.length === 0 && count > 0) setCount(0);
    if (count >= pages.length) return;
    const timer = setTimeout(() => setCount(shown + 1));
    return () => clearTimeout(timer);
  }, [count, shown, pages.length]);
  return pages.slice(0, shown);
}

// What each page's <PrefetchPageLinks> is given instead of Remix's own context:
// - <PrefetchPageLinks> also imports the route modules of each page it prefetches, to ask them
//   for their links(): the scripts of pages the shopper may never open were evaluated on her main
//   thread, each answer one more render. No route of the shop has links() (the stylesheet is the
//   root's), so a route not loaded yet is answered with an empty module: the modules are still
//   fetched ahead (<link rel="modulepreload">), and evaluated only when their page is opened.
// - Each page listed a modulepreload for every module its routes import: on home, 411 links for
//   54 scripts, most of them the page's own, already running. Each link is a node inserted and a
//   fetch looked up, all in one task after the idle (70-120 ms of CPU on this host, the longest
//   task of the page's load). Each script a route imports is listed by the first page that
//   needs it (siblings render in order), and not at all when the page already runs it. The
//   route's own module stays in each page's list, as Remix puts it there.
function aheadContexts(remix: RemixContext) {
  const routeModules = withoutImports(remix.routeModules);
  const { manifest } = remix;
  const loaded = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of Object.keys(remix.routeModules))
    for (const href of [manifest.routes[id]?.module, ...(manifest.routes[id]?.imports ?? [])])
      if (href) loaded.add(href);
  // Which page lists each script: the first to meet it (the pages render in order).
  const firstPageOf = new Map<string, number>();
  const listedBy = (index: number) => (href: string) => {
    if (loaded.has(href)) return false;
    if (!firstPageOf.has(href)) firstPageOf.set(href, index);
    return firstPageOf.get(href) === index;
  };
  const routesOf = (index: number): ManifestRoutes => {
    const given = new Map<string, ManifestRoutes[string]>();
    return new Proxy(manifest.routes, {
      get(routes, id) {
        const route = routes[id as string];
        if (typeof id !== "string" || !route) return route;
        if (!given.has(id)) given.set(id, { ...route, imports: route.imports?.filter(listedBy(index)) });
        return given.get(id);
      },
    });
  };
  return (_page: string, index: number): RemixContext => ({
    ...remix,
    routeModules,
    manifest: { ...manifest, routes: routesOf(index) },
  });
}

const NO_LINKS = Object.freeze({}) as RouteModules[string];
function withoutImports(modules: RouteModules): RouteModules {
  return new Proxy(modules, {
    has: () => true,
    get: (loaded, id) => (typeof id === "string" && loaded[id]) || NO_LINKS,
  });
}
