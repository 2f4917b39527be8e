// The data of a catalogue listing (/products, /catalog/{slug}): the page of products,
// the facets for the sidebar and the category names, from the URL's params. The listing
// routes import only this server module: each server module a route imports becomes an empty
// script file in the browser build, and the page preloads it.
import { type AppLoadContext, redirect } from "@remix-run/node";

import { catalogueHeaders } from "./cache.server";
import { translator } from "./i18n/translate.server";
import { parseListingParams, parseView, PRICE_CURRENCY, priceParamsInBase } from "./listing";
import { toCard } from "./product-card";
import { absoluteUrl } from "./seo.server";
import { fitChoices } from "./size-finder";
import { knownChildren } from "./size-finder.server";
import { orNotFound } from "./upstream.server";

// The message namespaces a listing page shows: its own, the paging, the cards' quick add and
// view, and the names of colours and sizes (lib/i18n/vocabulary.ts).
export const LISTING_NAMESPACES = ["listing", "paging", "quick", "colour", "sizes"] as const;

export async function loadListing(request: Request, context: AppLoadContext) {
  return listingFrom(context, request);
}

// One upstream client per request: a curated collection's page reads its catalog with it too.
async function listingFrom(context: AppLoadContext, request: Request, fixed: { collection?: string } = {}) {
  const { api } = context;
  const url = new URL(request.url);
  const { searchParams } = url;
  // Prices typed in another currency (a filter form sent without JavaScript): to the URL in usd.
  const inBase = searchParams.has(PRICE_CURRENCY)
    ? priceParamsInBase(searchParams, (await api.config.fetch("currencies")).currencies)
    : null;
  if (inBase) throw redirect(`${url.pathname}?${inBase}`);
  const params = parseListingParams(searchParams);
  const { lastPage, ...query } = params;
  // Each page of the range (?page=1-3) in parallel; the last one's paging and facets.
  const pages = Array.from({ length: lastPage - params.page + 1 }, (_, index) => params.page + index);
  const [lists, categories, children] = await Promise.all([
    Promise.all(pages.map((page) => api.products.list({ ...query, page, ...fixed }))),
    api.products.categories(),
    knownChildren(context),
  ]);
  const listing = lists[lists.length - 1];
  return {
    listing: {
      params,
      view: parseView(searchParams),
      categories,
      ...listing,
      // The cards take only what they draw: the hydration data stays small.
      data: lists.flatMap((list) => list.data).map((p) => toCard(p, 2, params.color)),
      // Canonical and share links are this base plus the page's path.
      baseUrl: absoluteUrl("/"),
      // "Fits Mia now", "Fits Mia in 3 months": the size filter set to the child's size.
      fits: fitChoices(children, fitLabel(request)),
    },
    headers: catalogueHeaders(request),
  };
}

// A curated collection (/catalog/new-arrival, …): its title and picture, and its listing.
export async function loadCatalogListing(request: Request, context: AppLoadContext, slug: string) {
  const catalog = await orNotFound(context.api.content.catalog(slug));
  return { catalog, ...(await listingFrom(context, request, { collection: catalog.collection })) };
}

function fitLabel(request: Request) {
  const t = translator(request, ["listing", "sizes"]);
  return (name: string | null, ahead: number) => {
    const who = name || t("sizes.yourChild");
    return ahead === 0
      ? t("listing.fitsNow", { name: who })
      : t("listing.fitsLater", { name: who, months: ahead });
  };
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>["listing"];
