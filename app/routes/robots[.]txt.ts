// /robots.txt: crawl everything but the shopper's own pages and search results.
import { absoluteUrl } from "~/lib/routes.server";

const PRIVATE_PATHS = ["/cart", "/checkout", "/member", "/login-callback", "/search"];

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
