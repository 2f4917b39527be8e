// Link prefetch when idle (the spec's rule): once the page has been idle, or 2,000 ms at the
// latest, the pages of the shop's links in view get their data and modules fetched ahead, so
// following one needs no round trip. Not when offline, on data-saver or on a 2g connection: the
// shopper pays for what she never opens. The server answers prefetches without touching the
// session (app/lib/prefetch.server.ts), so a flash message waits for the real visit.
import { useLocation, useNavigation } from "@remix-run/react";
import { startTransition, useEffect, useRef, useState } from "react";

import { isPrivatePage } from "./private-pages";

export const IDLE_TIMEOUT_MS = 2000;

type Connection = { saveData?: boolean; effectiveType?: string };

export function canPrefetch(browser: { onLine: boolean; connection?: Connection }): boolean {
  if (!browser.onLine) return false;
  const connection = browser.connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? "").includes("2g");
}

// requestIdleCallback with the time-out; browsers without it (Safari) wait the time-out.
function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}

// The page a link opens, when it is one of the shop's own pages that Remix navigates to (its
// <Link>s carry data-discover; a reloadDocument link, a file or another site's does not) and not
// the page shown now or the back office.
export function pageOf(link: HTMLAnchorElement, here: string): string | null {
  if (!link.hasAttribute("data-discover") || link.target || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  // The back office is not the shop's; a member's own pages are never stored, so what is fetched
  // ahead could not be used (private-pages.ts).
  if (
    url.origin !== window.location.origin ||
    url.pathname.startsWith("/admin") ||
    isPrivatePage(url.pathname)
  )
    return null;
  const page = url.pathname + url.search;
  return page === here ? null : page;
}

// The pages of the links that came into view since the page was idle, for <IdlePrefetch>.
// Kept per visit of a page (the links, and what a prefetch asks for, change with it), and none while a
// navigation or a form is on its way (those links are left): a prefetch must not take the line from what the shopper
// asked for (tapping "Place order" scrolls the footer's links into view).
export function usePagesInViewWhenIdle(): string[] {
  const location = useLocation();
  const busy = useRef(false);
  busy.current = useNavigation().state !== "idle";
  const here = location.pathname + location.search;
  // Each visit of a page starts afresh (coming back to a page is a new visit, with its own key).
  const visit = location.key;
  const [found, setFound] = useState<{ visit: string; pages: string[] }>({ visit, pages: [] });
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      if (!canPrefetch(browser())) return;
      observer = new IntersectionObserver((entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
        for (const link of seen) observer?.unobserve(link);
        const pages = seen
          .map((link) => pageOf(link as HTMLAnchorElement, here))
          .filter((page) => page !== null);
        // The connection may have changed since (gone offline, data-saver switched on).
        if (pages.length === 0 || busy.current || !canPrefetch(browser())) return;
        // A transition: the render of each page's links (a route match of the whole table, and
        // the links) yields to the browser between pages instead of taking one long task.
        startTransition(() =>
          setFound((before) => ({
            visit,
            pages: [...new Set([...(before.visit === visit ? before.pages : []), ...pages])],
          })),
        );
      });
      for (const link of document.querySelectorAll("a[data-discover]")) observer.observe(link);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [here, visit]);
  return found.visit === visit ? found.pages : [];
}

const browser = () => navigator as Navigator & { connection?: Connection };
