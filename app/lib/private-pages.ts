// Pages that show one member's things: the cart, checkout and the member area, in every locale
// (/cart, /ar/cart, /cart.data, /ar/cart.data). They are never stored by a browser or a cache
// (security-headers.server.ts), so fetching one ahead is wasted (app/lib/prefetch.ts).
// Shared by server and browser.
import { isLocale } from "@contract";

const PRIVATE = /^\/(cart|checkout|member)(\/|\.data$|$)/;

export function isPrivatePage(pathname: string): boolean {
  const [, first] = pathname.split("/", 2);
  const prefixed = first !== undefined && isLocale(first);
  return PRIVATE.test(prefixed ? pathname.slice(first.length + 1) || "/" : pathname);
}
