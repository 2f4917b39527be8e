// /robots.txt: crawl everything but the shopper's own pages and search results.
import { TRANSLATED_LOCALES } from "@contract";

import { localizedPath } from "~/lib/i18n/locale";
import { absoluteUrl } from "~/lib/routes.server";

const SHOP_PRIVATE_PATHS = ["/cart", "/checkout", "/member", "/search"];
// In every locale (/ar/cart…); signing in comes back to one address.
const PRIVATE_PATHS = [
  ...SHOP_PRIVATE_PATHS,
  ...TRANSLATED_LOCALES.flatMap((locale) => SHOP_PRIVATE_PATHS.map((path) => localizedPath(locale, path))),
  "/login-callback",
];

export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
