import { PrefetchPageLinks } from "@remix-run/react";

import { usePagesInViewWhenIdle } from "~/lib/prefetch";

// The data and modules of the pages behind the links in view, fetched once the page is idle
// (app/lib/prefetch.ts says when, and when not). Remix's own <PrefetchPageLinks> asks for exactly
// what a navigation there will ask for, so the browser answers it from its prefetch cache.
export function IdlePrefetch() {
  const pages = usePagesInViewWhenIdle();
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
