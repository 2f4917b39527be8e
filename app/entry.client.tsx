// Remix's own client entry, with two steps before hydration (app/lib/typed-before-hydration.ts,
// and the route table matched once ahead).
import { matchRoutes, RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { keepTypedTextThroughHydration } from "~/lib/typed-before-hydration";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};
type RouteTrees = Parameters<typeof matchRoutes>[0];

// React Router's set-up at hydration matches the address against the whole route table three
// times (Remix's hydration data, the router, its <Routes>), in one render of one component:
// one task that React cannot split, whose longest part is each route's pattern made into a
// RegExp (docs/performance/phone-main-thread-2026-11-30.md). Matched once here first, in the
// task that evaluates this module: V8 then finds each pattern compiled (its RegExp cache) and
// the matcher's functions warm, and hydration's first task is that much shorter.
function matchRouteTableAhead() {
  const routes = (window as unknown as { __remixManifest?: { routes: Record<string, ManifestRoute> } })
    .__remixManifest?.routes;
  if (!routes) return;
  const childrenOf = (parentId: string | undefined): RouteTrees =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ ...route, children: childrenOf(route.id) }) as RouteTrees[number]);
  try {
    matchRoutes(childrenOf(undefined), window.location);
  } catch {
    // Only a head start: hydration matches the table itself.
  }
}

keepTypedTextThroughHydration();
matchRouteTableAhead();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
