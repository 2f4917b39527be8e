import { type Sort, SORTS } from "@contract/constants";
import { Form, useLocation } from "@remix-run/react";
import type { ChangeEvent, MouseEvent, ReactNode } from "react";

import { rich } from "~/lib/i18n/rich";
import { type MessageId, useT } from "~/lib/i18n/use-t";
import { listingHref, type ListingParams, PAGE_SIZES, type View, VIEWS } from "~/lib/listing";
import { formatNumber } from "~/lib/money";
import { useCurrency } from "~/lib/use-shop";

import { SiteLink } from "./SiteLink";

const VIEW_LABELS: Record<View, MessageId> = {
  grid: "listing.view.grid",
  list: "listing.view.list",
  "grid-5": "listing.view.grid5",
};
const SORT_LABELS: Record<Sort, MessageId> = {
  "a-z": "listing.sort.az",
  "z-a": "listing.sort.za",
  low: "listing.sort.low",
  high: "listing.sort.high",
};
const CONTROL = "min-h-11 rounded border border-slate-300 bg-surface px-2";
// Five per row only where the screen has room for five (xl); narrower, it looks like the grid.
const VIEW_LINK =
  "min-h-11 items-center rounded border border-slate-300 px-2.5 aria-[current]:border-theme aria-[current]:bg-theme-strong aria-[current]:text-white";

type ToolbarProps = {
  params: ListingParams;
  view: View;
  // The results count at the top, which follows "Load more".
  count: ReactNode;
  // A phone's way to the filters: opens them as a sheet (JavaScript) or jumps to them.
  onOpenFilters: (event: MouseEvent<HTMLAnchorElement>) => void;
};

// Results count, "Filter and sort" (phones), view links, and the sort and page-size menus,
// each its own GET form that works without JavaScript (its Go button is hidden with it).
export function ListingToolbar({ params, view, count, onOpenFilters }: ToolbarProps) {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  const t = useT();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-slate-200 pb-4 text-sm">
      <p aria-live="polite" className="w-full md:me-auto md:w-auto">
        {count}
      </p>
      <a
        href="#filters"
        onClick={onOpenFilters}
        className="inline-flex min-h-11 items-center rounded-md border border-theme px-4 font-medium text-theme-strong lg:hidden"
      >
        {t("listing.filterAndSort")}
      </a>
      <nav aria-label={t("listing.view")} className="flex gap-1">
        {VIEWS.map((option) => (
          <SiteLink
            key={option}
            to={listingHref(pathname, current, {
              view: option === "grid" ? null : option,
              page: current.get("page"),
            })}
            aria-current={view === option ? "true" : undefined}
            preventScrollReset
            className={`${option === "grid-5" ? "hidden xl:inline-flex" : "inline-flex"} ${VIEW_LINK}`}
          >
            {t(VIEW_LABELS[option])}
          </SiteLink>
        ))}
      </nav>
      <ToolbarForm name="pageSize" label={t("listing.show")} current={current}>
        <select
          name="pageSize"
          onChange={submitOwnForm}
          defaultValue={params.pageSize}
          key={params.pageSize}
          className={CONTROL}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </ToolbarForm>
      <ToolbarForm name="sort" label={t("listing.sortBy")} current={current}>
        <select
          name="sort"
          onChange={submitOwnForm}
          defaultValue={params.sort ?? ""}
          key={params.sort}
          className={CONTROL}
        >
          <option value="">{t("listing.featured")}</option>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </ToolbarForm>
    </div>
  );
}

// A GET form for one menu: the listing's other params ride along (the page goes back to 1).
function ToolbarForm(props: { name: string; label: string; current: URLSearchParams; children: ReactNode }) {
  const { pathname } = useLocation();
  const t = useT();
  const kept = [...props.current].filter(([key]) => key !== props.name && key !== "page");
  return (
    <Form method="get" action={pathname} preventScrollReset className="flex items-center gap-2">
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label className="flex items-center gap-2">
        {props.label}
        {props.children}
      </label>
      <button type="submit" className={`${CONTROL} px-3 script:hidden`}>
        {t("listing.go")}
        <span className="sr-only"> ({props.label})</span>
      </button>
    </Form>
  );
}

function submitOwnForm(event: ChangeEvent<HTMLSelectElement>) {
  event.currentTarget.form?.requestSubmit();
}

// "Showing 13–24 of 250 products": `count` products shown from position `from`. The figures
// are grouped as the display currency groups them (app/lib/money.ts), each in a <bdi>.
export function ResultsCount({ total, from, count }: { total: number; from: number; count: number }) {
  const currency = useCurrency();
  const t = useT();
  const number = (value: number) => <bdi>{formatNumber(value, currency)}</bdi>;
  if (total === 0) return <>{t("listing.count.none")}</>;
  if (count === 0) return <>{rich(t, "listing.count.all", { count: total, total: number(total) })}</>;
  return (
    <>
      {rich(t, "listing.count.range", {
        from: number(from),
        to: number(from + count - 1),
        count: total,
        total: number(total),
      })}
    </>
  );
}
