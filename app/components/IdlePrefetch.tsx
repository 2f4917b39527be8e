import { PrefetchPageLinks, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { MAX_PREFETCHED, prefetchAllowed, whenIdle } from "~/lib/prefetch";

// The page's links in view, prefetched when the browser is idle (lib/prefetch.ts has the rules):
// Remix's own <PrefetchPageLinks> adds the <link rel=prefetch> of each one's data and modules.
// Only the links in the page's content (not the header's and footer's, on every page).
export function IdlePrefetch() {
  const location = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  useEffect(() => {
    setPages([]);
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      if (!prefetchAllowed(navigator as Navigator & { connection?: { saveData?: boolean } })) return;
      const seen = new Set<string>();
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || seen.size >= MAX_PREFETCHED) continue;
          const url = new URL((entry.target as HTMLAnchorElement).href);
          const page = url.pathname + url.search;
          if (
            url.origin !== window.location.origin ||
            page === window.location.pathname + window.location.search
          )
            continue;
          seen.add(page);
        }
        setPages([...seen]);
        if (seen.size >= MAX_PREFETCHED) observer?.disconnect();
      });
      for (const link of document.querySelectorAll("main a[data-discover]")) observer.observe(link);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [location.key]);
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
