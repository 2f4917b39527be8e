import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { listingHref } from "~/lib/listing";
import type { ListingData } from "~/lib/listing.server";
import type { CardProduct as Product } from "~/lib/product-card";
import type { Crumb } from "~/lib/seo";
import { useCurrency } from "~/lib/use-shop";

import { ActiveFilters } from "./ActiveFilters";
import { Breadcrumbs } from "./Breadcrumbs";
import { FilterSheet, useFilterSheet } from "./FilterSheet";
import { FilterSidebar } from "./FilterSidebar";
import { ListingToolbar, ResultsCount } from "./ListingToolbar";
import { Pagination } from "./Pagination";
import { ProductGrid } from "./ProductCard";
import { SiteLink } from "./SiteLink";

type ProductListingProps = ListingData & { title: string; crumbs: Crumb[] };

// The whole listing screen: sidebar, toolbar, active filters, products, paging.
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
}: ProductListingProps) {
  const currency = useCurrency();
  const { search } = useLocation();
  const [more, loadMore] = useLoadMore(data, paging.page, search);
  const products = [...data, ...more.products];
  const shownPage = more.page ?? paging.page;
  const sheet = useFilterSheet();
  const count = (
    <ResultsCount
      total={paging.total}
      from={(paging.page - 1) * paging.pageSize + 1}
      count={products.length}
    />
  );
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
          {/* The cards' titles are h3: they sit under this heading, not straight under the h1. */}
          <h2 className="sr-only">Products</h2>
          {products.length > 0 ? (
            <ProductGrid products={products} currency={currency} view={view} />
          ) : (
            <div className="rounded-lg bg-slate-50 p-10 text-center">
              <p className="text-lg font-medium">No products match these filters.</p>
              <p className="mt-2 text-slate-600">Try removing a filter, or widen the price range.</p>
            </div>
          )}
          <p className="mt-6 text-center text-sm text-slate-600">{count}</p>
          {shownPage < paging.totalPages && (
            <div className="mt-4 text-center">
              <SiteLink
                to={loadMore.href(shownPage + 1)}
                onClick={loadMore.onClick(shownPage + 1)}
                preventScrollReset
                className="inline-flex min-h-11 items-center rounded-md border border-theme px-6 font-medium text-theme-strong hover:bg-theme-strong hover:text-white"
              >
                {loadMore.busy ? "Loading…" : "Load more"}
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

// 'Load more': without JavaScript a link to the next page; with it, the next page's
// products are fetched and added below the ones already shown.
function useLoadMore(first: Product[], page: number, search: string) {
  const { pathname } = useLocation();
  const fetcher = useFetcher<{ data: Product[]; paging: { page: number } }>();
  const [more, setMore] = useState<{ products: Product[]; page?: number }>({ products: [] });

  // A new listing (other filters, other page) starts over.
  useEffect(() => setMore({ products: [] }), [first, page, search]);
  useEffect(() => {
    const loaded = fetcher.data;
    if (fetcher.state !== "idle" || !loaded) return;
    setMore((previous) =>
      loaded.paging.page === (previous.page ?? page) + 1
        ? { products: [...previous.products, ...loaded.data], page: loaded.paging.page }
        : previous,
    );
  }, [fetcher.state, fetcher.data, page]);

  const href = (next: number) => listingHref(pathname, new URLSearchParams(search), { page: String(next) });
  return [
    more,
    {
      busy: fetcher.state !== "idle",
      href,
      onClick: (next: number) => (event: React.MouseEvent) => {
        event.preventDefault();
        if (fetcher.state === "idle") fetcher.load(href(next));
      },
    },
  ] as const;
}
