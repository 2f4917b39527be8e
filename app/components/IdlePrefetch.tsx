import { PrefetchPageLinks, UNSAFE_RemixContext } from "@remix-run/react";
import { useContext, useMemo } from "react";

import { usePagesInViewWhenIdle } from "~/lib/prefetch";

type RemixContext = NonNullable<React.ContextType<typeof UNSAFE_RemixContext>>;
type RouteModules = RemixContext["routeModules"];

// The data and modules of the pages behind the links in view, fetched once the page is idle
// (app/lib/prefetch.ts says when, and when not). Remix's own <PrefetchPageLinks> asks for exactly
// what a navigation there will ask for, so the browser answers it from its prefetch cache.
export function IdlePrefetch() {
  const pages = usePagesInViewWhenIdle();
  const remix = useContext(UNSAFE_RemixContext);
  const ahead = useMemo(
    () => remix && { ...remix, routeModules: withoutImports(remix.routeModules) },
    [remix],
  );
  if (!ahead || pages.length === 0) return null;
  return (
    <UNSAFE_RemixContext.Provider value={ahead}>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </UNSAFE_RemixContext.Provider>
  );
}

// <PrefetchPageLinks> also imports the route modules of each page it prefetches, to ask them for
// their links(): the scripts of pages the shopper may never open were evaluated on her main
// thread, each answer one more render. No route of the shop has links() (the stylesheet is the
// root's), so a route not loaded yet is answered with an empty module: the modules are still
// fetched ahead (<link rel="modulepreload">), and evaluated only when their page is opened.
const NO_LINKS = Object.freeze({}) as RouteModules[string];
function withoutImports(modules: RouteModules): RouteModules {
  return new Proxy(modules, {
    has: () => true,
    get: (loaded, id) => (typeof id === "string" && loaded[id]) || NO_LINKS,
  });
}
