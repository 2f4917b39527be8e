// The shop's links keep the page's locale: <LocaleLink to="/cart"> goes to /ar/cart on an
// Arabic page. Use it (and useLocalizedPath for forms and redirects) for every link to a shop
// page; the back office (/admin) is English only and uses Remix's own Link.
import { Link, type LinkProps, NavLink, type NavLinkProps } from "@remix-run/react";
import { forwardRef } from "react";

import { useLocalizedPath } from "./use-t";

const localized = (to: LinkProps["to"], localize: (path: string) => string) =>
  typeof to === "string" && to.startsWith("/") ? localize(to) : to;

export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocaleLink(
  { to, ...props },
  ref,
) {
  const localize = useLocalizedPath();
  return <Link ref={ref} to={localized(to, localize)} {...props} />;
});

export const LocaleNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function LocaleNavLink(
  { to, ...props },
  ref,
) {
  const localize = useLocalizedPath();
  return <NavLink ref={ref} to={localized(to, localize)} {...props} />;
});
