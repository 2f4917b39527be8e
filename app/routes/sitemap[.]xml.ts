// /sitemap.xml: a sitemap index (the sitemaps protocol) naming the files that list the URLs:
// the shop's own pages, then its products 50,000 to a file, so a catalogue of any size fits.
// Cached for an hour (a CDN can serve it in between).
import { SITEMAP_PAGE_SIZE } from "@contract";
import type { LoaderFunctionArgs } from "@remix-run/node";

import { localeChoices } from "~/lib/i18n/catalogue.server";
import { absoluteUrl } from "~/lib/routes.server";
import {
  inLocale,
  productsSitemapFile,
  SITEMAP_PAGES_FILE,
  sitemapIndexXml,
  xmlResponse,
} from "~/lib/sitemap";

export async function loader({ context }: LoaderFunctionArgs) {
  const { api } = context;
  // The listing's total is precomputed by the API: cheap, unlike reading every slug.
  const { paging } = await api.products.list({ pageSize: 1 });
  const productFiles = Math.ceil(paging.total / SITEMAP_PAGE_SIZE);
  const files = [
    SITEMAP_PAGES_FILE,
    ...Array.from({ length: productFiles }, (_, i) => productsSitemapFile(i + 1)),
  ];
  const inEveryLocale = localeChoices().flatMap(({ code }) => files.map((file) => inLocale(code, file)));
  return xmlResponse(sitemapIndexXml(inEveryLocale.map((path) => absoluteUrl(path))));
}
