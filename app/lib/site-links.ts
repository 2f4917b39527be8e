import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

// With JavaScript, a click on a shop link (components/SiteLink.tsx: a plain <a data-discover>)
// is a client-side navigation, with the rules of Remix's <Link>: only a plain left click on a
// link to this site that opens here; the same address, or a link marked so (data-replace),
// replaces the history entry. A <Link>
// that handled its click already prevented the default and is left alone.
export function useSiteLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.("a[data-discover]");
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      navigate(to, {
        replace: to === here || link.hasAttribute("data-replace"),
        preventScrollReset: link.hasAttribute("data-prevent-scroll-reset"),
      });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
