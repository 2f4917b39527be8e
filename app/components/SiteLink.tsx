import { type AnchorHTMLAttributes, useContext } from "react";

import { localizedPath } from "~/lib/i18n/locale";
import { LocaleContext } from "~/lib/i18n/use-t";

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  // Stay where the page is scrolled to after a client-side navigation (a filter, a view).
  preventScrollReset?: boolean;
  // Take the place of this page in the history rather than add an entry (a product's size).
  replace?: boolean;
};

// A link to a page of the shop, as Remix's <Link> renders it (href and data-discover, so the
// route is discovered ahead as for a <Link>), but a plain element: no hooks to run on the
// server or to hydrate, which on a listing of 80 links is a good part of both. With
// JavaScript, the shop's one click handler (lib/site-links.ts) makes the click a client-side
// navigation, as <Link> does; without it, it is the link it always was. It keeps the page's
// locale (`to` is the path without it), read from context, the one hook it needs.
export function SiteLink({ to, preventScrollReset, replace, children, ...anchor }: SiteLinkProps) {
  const { code } = useContext(LocaleContext);
  return (
    <a
      {...anchor}
      href={to.startsWith("/") ? localizedPath(code, to) : to}
      data-discover="true"
      data-prevent-scroll-reset={preventScrollReset ? "" : undefined}
      data-replace={replace ? "" : undefined}
    >
      {children}
    </a>
  );
}
