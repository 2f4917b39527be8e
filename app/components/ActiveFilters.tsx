import type { Category } from "@contract";
import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

import { rich } from "~/lib/i18n/rich";
import { useT } from "~/lib/i18n/use-t";
import { ageName, colourName } from "~/lib/i18n/vocabulary";
import { type ListingParams, PRICE_CURRENCY } from "~/lib/listing";
import { formatPrice } from "~/lib/money";
import { useCurrency } from "~/lib/use-shop";

import { SiteLink } from "./SiteLink";

type Tag = { label: string; shown?: ReactNode; href: string };

// One removable tag per active filter, and a link that clears them all (keeping sort and view).
// A price bound shows its amount in a <bdi>; the tag's name for a screen reader is plain text.
export function ActiveFilters({ params, categories }: { params: ListingParams; categories: Category[] }) {
  const { pathname, search } = useLocation();
  const currency = useCurrency();
  const t = useT();
  const current = new URLSearchParams(search);
  const without = (name: string, value?: string) => {
    const next = new URLSearchParams(current);
    next.delete("page");
    if (value === undefined) next.delete(name);
    else next.delete(name, value);
    if (name === "c1") next.delete("c2");
    if (!next.has("minPrice") && !next.has("maxPrice")) next.delete(PRICE_CURRENCY);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const name = (code: string) => categories.find((c) => c.code === code)?.name ?? code;
  const price = (id: "listing.tag.from" | "listing.tag.upTo", amount: number, href: string): Tag => ({
    label: t(id, { price: formatPrice(amount, currency) }),
    shown: rich(t, id, { price: <bdi>{formatPrice(amount, currency)}</bdi> }),
    href,
  });
  const tags: Tag[] = [
    ...(params.c1 ? [{ label: name(params.c1), href: without("c1") }] : []),
    ...(params.c2 ? [{ label: name(params.c2), href: without("c2") }] : []),
    ...params.brand.map((brand) => ({ label: brand, href: without("brand", brand) })),
    ...params.color.map((color) => ({
      label: t("listing.tag.colour", { colour: colourName(t, color) }),
      href: without("color", color),
    })),
    ...params.tag.map((tag) => ({ label: t("listing.tag.tag", { tag }), href: without("tag", tag) })),
    ...params.age.map((age) => ({
      label: t("listing.tag.size", { size: ageName(t, age) }),
      href: without("age", age),
    })),
    ...(params.minPrice !== undefined
      ? [price("listing.tag.from", params.minPrice, without("minPrice"))]
      : []),
    ...(params.maxPrice !== undefined
      ? [price("listing.tag.upTo", params.maxPrice, without("maxPrice"))]
      : []),
  ];
  if (tags.length === 0) return null;
  const clear = new URLSearchParams();
  for (const keep of ["sort", "pageSize", "view"]) {
    const value = current.get(keep);
    if (value) clear.set(keep, value);
  }
  return (
    <nav aria-label={t("listing.active")} className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      {tags.map((tag) => (
        <SiteLink
          key={tag.href + tag.label}
          to={tag.href}
          preventScrollReset
          aria-label={t("listing.remove", { label: tag.label })}
          className="inline-flex min-h-11 items-center gap-1 rounded-full bg-slate-100 px-3 py-1 hover:bg-slate-200"
        >
          {tag.shown ?? tag.label} <span aria-hidden="true">×</span>
        </SiteLink>
      ))}
      <SiteLink
        to={clear.size ? `${pathname}?${clear}` : pathname}
        preventScrollReset
        className="inline-flex min-h-11 items-center text-theme-strong underline underline-offset-4"
      >
        {t("listing.clearAll")}
      </SiteLink>
    </nav>
  );
}
