import type { Paging } from "@contract";
import { SORTS } from "@contract/constants";
import { Link, useLocation } from "@remix-run/react";
import type { ChangeEvent } from "react";

import { listingHref, type ListingParams, PAGE_SIZES, SORT_LABELS, type View, VIEWS } from "~/lib/listing";
import { formatNumber } from "~/lib/money";

import { FILTER_FORM_ID } from "./FilterSidebar";

const VIEW_LABELS: Record<View, string> = { grid: "Grid", list: "List", "grid-5": "Five per row" };

// Results count, view links, and the sort and page-size menus (fields of the filter form).
export function ListingToolbar({
  params,
  paging,
  view,
}: {
  params: ListingParams;
  paging: Paging;
  view: View;
}) {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-slate-200 pb-4 text-sm">
      <p aria-live="polite" className="me-auto">
        <ResultsCount
          total={paging.total}
          from={(paging.page - 1) * paging.pageSize + 1}
          count={Math.max(0, Math.min(paging.pageSize, paging.total - (paging.page - 1) * paging.pageSize))}
        />
      </p>
      <nav aria-label="View" className="flex gap-1">
        {VIEWS.map((option) => (
          <Link
            key={option}
            to={listingHref(pathname, current, {
              view: option === "grid" ? null : option,
              page: current.get("page"),
            })}
            aria-current={view === option ? "true" : undefined}
            preventScrollReset
            className="rounded border border-slate-300 px-2.5 py-1 aria-[current]:border-theme aria-[current]:bg-theme-strong aria-[current]:text-white"
          >
            {VIEW_LABELS[option]}
          </Link>
        ))}
      </nav>
      <label className="flex items-center gap-2">
        Show
        <select
          name="pageSize"
          form={FILTER_FORM_ID}
          onChange={submitOwnForm}
          defaultValue={params.pageSize}
          key={params.pageSize}
          className="rounded border border-slate-300 bg-surface px-2 py-1"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        Sort by
        <select
          name="sort"
          form={FILTER_FORM_ID}
          onChange={submitOwnForm}
          defaultValue={params.sort ?? ""}
          key={params.sort}
          className="rounded border border-slate-300 bg-surface px-2 py-1"
        >
          <option value="">Featured</option>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

// These menus sit outside the filter form (form="…"), so its change handler does not hear
// them: with JavaScript they submit it themselves. Without it, Apply does.
function submitOwnForm(event: ChangeEvent<HTMLSelectElement>) {
  event.currentTarget.form?.requestSubmit();
}

// "Showing 13–24 of 250 products": `count` products shown from position `from`.
export function ResultsCount({ total, from, count }: { total: number; from: number; count: number }) {
  if (total === 0) return <>No products</>;
  if (count === 0) return <>{formatNumber(total)} products</>;
  return (
    <>
      Showing {formatNumber(from)}–{formatNumber(from + count - 1)} of {formatNumber(total)} products
    </>
  );
}
