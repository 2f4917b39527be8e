import type { Paging } from "@contract";
import { useLocation } from "@remix-run/react";

import { useT } from "~/lib/i18n/use-t";
import { listingHref } from "~/lib/listing";

import { SiteLink } from "./SiteLink";

// Its words are the `paging` namespace: a route that shows it asks for it.
export function Pagination({ paging }: { paging: Paging }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  if (paging.totalPages <= 1) return null;
  const pages = pageWindow(paging.page, paging.totalPages);
  const href = (page: number) => listingHref(pathname, params, { page: page === 1 ? null : String(page) });
  return (
    <nav
      aria-label={t("paging.label")}
      className="mt-8 flex flex-wrap items-center justify-center gap-1 text-sm"
    >
      {paging.page > 1 ? (
        <SiteLink
          to={href(paging.page - 1)}
          rel="prev"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 py-1.5 hover:border-theme"
        >
          {t("paging.previous")}
        </SiteLink>
      ) : (
        <span
          aria-disabled="true"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 py-1.5 text-slate-400"
        >
          {t("paging.previous")}
        </span>
      )}
      {pages.map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="px-2">
            …
          </span>
        ) : page === paging.page ? (
          <span
            key={page}
            aria-current="page"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-theme bg-theme-strong px-3 py-1.5 text-white"
          >
            {page}
          </span>
        ) : (
          <SiteLink
            key={page}
            to={href(page)}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 py-1.5 hover:border-theme"
            aria-label={t("paging.page", { page })}
          >
            {page}
          </SiteLink>
        ),
      )}
      {paging.page < paging.totalPages ? (
        <SiteLink
          to={href(paging.page + 1)}
          rel="next"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 py-1.5 hover:border-theme"
        >
          {t("paging.next")}
        </SiteLink>
      ) : (
        <span
          aria-disabled="true"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3 py-1.5 text-slate-400"
        >
          {t("paging.next")}
        </span>
      )}
    </nav>
  );
}

// First, last, and the pages around the current one, with gaps (null) between.
export function pageWindow(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1] > 1 ? [null, page] : [page]));
}
