// /sitemap.xml: every page a search engine should know, built from the API on request and
// cached for an hour (a CDN can serve it in between).
import { LOOK_GROUPS, MAX_PAGE_SIZE, type Paging } from "@contract";
import type { LoaderFunctionArgs } from "@remix-run/node";

import { lookbookPath } from "~/lib/lookbook";
import { absoluteUrl } from "~/lib/seo.server";
import { listingPath, sitemapXml } from "~/lib/sitemap";
import { STATIC_PAGES } from "~/lib/static-pages";
import { upstreamFor } from "~/lib/upstream.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await upstreamFor(request);
  const [categories, products, catalogs, posts] = await Promise.all([
    api.products.categories(),
    everyPage((page) => api.products.list({ page, pageSize: MAX_PAGE_SIZE })),
    api.content.catalogs(),
    everyPage((page) => api.content.blog({ page, pageSize: MAX_PAGE_SIZE })),
  ]);
  const page = (path: string, lastmod?: string) => ({ loc: absoluteUrl(request, path), lastmod });
  const xml = sitemapXml([
    page("/"),
    page("/products"),
    ...categories.map((category) => page(listingPath(category))),
    ...products.map((product) => page(`/products/${product.slug}`)),
    ...catalogs.map((catalog) => page(`/catalog/${catalog.slug}`)),
    page(lookbookPath(null)),
    ...LOOK_GROUPS.map((group) => page(lookbookPath(group))),
    page("/blog"),
    ...posts.map((post) => page(`/blog/${post.slug}`, post.publishedAt.slice(0, 10))),
    ...STATIC_PAGES.map(({ slug }) => page(`/page/${slug}`)),
    page("/faq"),
  ]);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}

// All items of a paged API list: the first page says how many more to fetch, at once.
async function everyPage<T>(
  fetchPage: (page: number) => Promise<{ data: T[]; paging: Paging }>,
): Promise<T[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.paging.totalPages - 1) }, (_, i) => fetchPage(i + 2)),
  );
  return [first, ...rest].flatMap((result) => result.data);
}
