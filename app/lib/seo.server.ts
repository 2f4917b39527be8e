// Absolute URLs of this shop's pages, for canonical links, Open Graph, the sitemap and robots.txt.
// SHOP_URL when it is set: behind a proxy or CDN the request may arrive as http:// on an inner
// host name, and a canonical URL must not follow a Host header a stranger can choose. Without
// it (development, tests) the origin the request came to is right.
import { config } from "./config.server";

export function absoluteUrl(request: Request, path: string): string {
  return new URL(path, config.shopUrl ?? new URL(request.url).origin).href;
}
