import { useLocation, useNavigation } from "@remix-run/react";

import { useT } from "~/lib/i18n/use-t";
import { listingHref, loadMoreRange } from "~/lib/listing";
import type { ListingData } from "~/lib/listing.server";
import type { Crumb } from "~/lib/seo";
import { useCurrency } from "~/lib/use-shop";

import { ActiveFilters } from "./ActiveFilters";
import { Breadcrumbs } from "./Breadcrumbs";
import { FitFilter } from "./filters";
import { FilterSheet, useFilterSheet } from "./FilterSheet";
import { FilterSidebar } from "./FilterSidebar";
import { ListingToolbar, ResultsCount } from "./ListingToolbar";
import { Pagination } from "./Pagination";
import { ProductGrid } from "./ProductCard";
import { SiteLink } from "./SiteLink";

type ProductListingProps = ListingData & { title: string; crumbs: Crumb[] };

// The whole listing screen: sidebar, toolbar, active filters, products, paging. Its words are the
// namespaces of LISTING_NAMESPACES (lib/listing.server.ts), which the listing routes send.
export function ProductListing({
  title,
  crumbs,
  baseUrl,
  params,
  view,
  categories,
  data,
  paging,
  facets,
  fits,
}: ProductListingProps) {
  const currency = useCurrency();
  const t = useT();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const products = data;
  // The range shown, ?page=1-3: the last page's paging, from the first page's first product.
  const shownPage = paging.page;
  const sheet = useFilterSheet();
  const count = (
    <ResultsCount
      total={paging.total}
      from={(params.page - 1) * paging.pageSize + 1}
      count={products.length}
    />
  );
  const loadMoreHref = `${listingHref(pathname, new URLSearchParams(search), { page: loadMoreRange(params.page, shownPage) })}#page-${shownPage + 1}`;
  const loadingMore = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <>
      <Breadcrumbs crumbs={crumbs} baseUrl={baseUrl} />
      {/* Products first in the page, filters after them: a phone shows them in that order, and a
          wide screen only places the filters in the first column (no reordering, no shift). */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[260px_minmax(0,1fr)]">
        <section aria-labelledby="listing-title" className="lg:col-start-2 lg:row-start-1">
          <h1 id="listing-title" className="mb-4 text-3xl font-semibold">
            {title}
          </h1>
          <ListingToolbar params={params} view={view} count={count} onOpenFilters={sheet.open} />
          <ActiveFilters params={params} categories={categories} />
          <FitFilter params={params} facets={facets} fits={fits} />
          {/* The cards' titles are h3: they sit under this heading, not straight under the h1. */}
          <h2 className="sr-only">{t("listing.products")}</h2>
          {products.length > 0 ? (
            <ProductGrid
              products={products}
              currency={currency}
              view={view}
              pageStarts={{ first: params.page, size: paging.pageSize }}
            />
          ) : (
            <div className="rounded-lg bg-slate-50 p-10 text-center">
              <p className="text-lg font-medium">{t("listing.noMatch")}</p>
              <p className="mt-2 text-slate-600">{t("listing.noMatchHint")}</p>
            </div>
          )}
          <p className="mt-6 text-center text-sm text-slate-600">{count}</p>
          {shownPage < paging.totalPages && (
            <div className="mt-4 text-center">
              {/* The next page joins the range in the URL; it opens at the first new product. */}
              <SiteLink
                to={loadMoreHref}
                className="inline-flex min-h-11 items-center rounded-md border border-theme px-6 font-medium text-theme-strong hover:bg-theme-strong hover:text-white"
              >
                {loadingMore ? t("listing.loading") : t("listing.loadMore")}
              </SiteLink>
            </div>
          )}
          <Pagination paging={{ ...paging, page: shownPage }} />
        </section>
        <FilterSheet sheet={sheet} total={paging.total}>
          <FilterSidebar params={params} facets={facets} categories={categories} view={view} />
        </FilterSheet>
      </div>
    </>
  );
}
