import type { AnchorHTMLAttributes } from "react";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  // Stay where the page is scrolled to after a client-side navigation (a filter, a view).
  preventScrollReset?: boolean;
};

// A link to a page of the shop, as Remix's <Link> renders it (href and data-discover, so the
// route is discovered ahead as for a <Link>), but a plain element: no hooks to run on the
// server or to hydrate, which on a listing of 80 links is a good part of both. With
// JavaScript, the shop's one click handler (lib/site-links.ts) makes the click a client-side
// navigation, as <Link> does; without it, it is the link it always was.
export function SiteLink({ to, preventScrollReset, children, ...anchor }: SiteLinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      data-discover="true"
      data-prevent-scroll-reset={preventScrollReset ? "" : undefined}
    >
      {children}
    </a>
  );
}
