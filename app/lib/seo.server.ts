// Absolute URLs of this shop's pages, for canonical links, Open Graph, the sitemap and robots.txt:
// on the configured address (SHOP_URL, or the web's own in development), never on the request's
// Host, which anyone can choose (and a page cache would keep for everyone).
import { config } from "./config.server";

export function absoluteUrl(path: string): string {
  return new URL(path, config.shopUrl).href;
}
