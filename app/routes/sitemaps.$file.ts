// The files of the sitemap index: /sitemaps/pages.xml (home, listings, catalogs, lookbook,
// blog, information pages) and /sitemaps/products-{n}.xml (the n-th 50,000 products).
import { LOOK_GROUPS, MAX_PAGE_SIZE, type Paging } from "@contract";
import type { LoaderFunctionArgs } from "@remix-run/node";

import { isLocale, localeChoices } from "~/lib/i18n/catalogue.server";
import { DEFAULT_LOCALE, localizedPath } from "~/lib/i18n/locale";
import { lookbookPath } from "~/lib/lookbook";
import { absoluteUrl } from "~/lib/routes.server";
import { listingPath, SITEMAP_PAGES_FILE, sitemapXml, xmlResponse } from "~/lib/sitemap";
import { STATIC_PAGES } from "~/lib/static-pages";

const PRODUCTS_FILE = /^products-([1-9]\d{0,3})\.xml$/;
// A file of another locale than English: its code before the name ("ar-pages.xml").
const LOCALE_FILE = /^([a-z]{2,3}(?:-[A-Z]{2})?)-(.+)$/;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { api } = context;
  const named = LOCALE_FILE.exec(params.file ?? "");
  const locale = named && isLocale(named[1]) && named[1] !== DEFAULT_LOCALE ? named[1] : DEFAULT_LOCALE;
  const file = locale === DEFAULT_LOCALE ? (params.file ?? "") : named![2];
  const alternatesOf = (path: string) =>
    localeChoices().map(({ code }) => ({ hreflang: code, href: absoluteUrl(localizedPath(code, path)) }));
  const page = (path: string, lastmod?: string) => ({
    loc: absoluteUrl(localizedPath(locale, path)),
    lastmod,
    alternates: alternatesOf(path),
  });
  const products = PRODUCTS_FILE.exec(file);
  if (products) {
    const { data } = await api.products.sitemapSlugs(Number(products[1]));
    if (data.length === 0) throw notFound();
    return xmlResponse(sitemapXml(data.map(({ slug }) => page(`/products/${slug}`))));
  }
  if (`/sitemaps/${file}` !== SITEMAP_PAGES_FILE) throw notFound();
  const [categories, catalogs, posts] = await Promise.all([
    api.products.categories(),
    api.content.catalogs(),
    everyPage((n) => api.content.blog({ page: n, pageSize: MAX_PAGE_SIZE })),
  ]);
  return xmlResponse(
    sitemapXml([
      page("/"),
      page("/products"),
      ...categories.map((category) => page(listingPath(category))),
      ...catalogs.map((catalog) => page(`/catalog/${catalog.slug}`)),
      page(lookbookPath(null)),
      ...LOOK_GROUPS.map((group) => page(lookbookPath(group))),
      page("/blog"),
      ...posts.map((post) => page(`/blog/${post.slug}`, post.publishedAt.slice(0, 10))),
      ...STATIC_PAGES.map(({ slug }) => page(`/page/${slug}`)),
      page("/faq"),
    ]),
  );
}

const notFound = () =>
  new Response("No such sitemap", { status: 404, headers: { "Content-Type": "text/plain" } });

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
