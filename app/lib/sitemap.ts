// The sitemap protocol's XML (sitemaps.org): one <url> per page, with the date it last
// changed when that is known, and the page in each locale (hreflang alternates, as search
// engines read them). URLs carry "&" between query params, which XML must escape.
export type SitemapEntry = {
  loc: string;
  lastmod?: string;
  alternates?: { hreflang: string; href: string }[];
};

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod, alternates = [] }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates
        .map(
          ({ hreflang, href }) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
        )
        .join("")}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

// A sitemap index: the files that hold the URLs (each at most 50,000 of them).
export function sitemapIndexXml(files: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

// The files of the index: the shop's own pages, then the products 50,000 per file, in English
// and then in each other locale ("/sitemaps/ar-pages.xml"), each file at most 50,000 URLs.
export const SITEMAP_PAGES_FILE = "/sitemaps/pages.xml";
export const productsSitemapFile = (page: number) => `/sitemaps/products-${page}.xml`;
export const inLocale = (locale: string, file: string) =>
  locale === "en" ? file : file.replace("/sitemaps/", `/sitemaps/${locale}-`);

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

// The listing of a top category (c1) or of a sub-category within its parent (c1 and c2).
export function listingPath({ code, parentCode }: { code: string; parentCode: string | null }) {
  return parentCode ? `/products?c1=${parentCode}&c2=${code}` : `/products?c1=${code}`;
}

// Sitemaps change when the catalogue does: an hour in caches, a day stale while refreshing.
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
