import type { Category } from "@contract";
import { useLocation } from "@remix-run/react";

import { ageLabel, type ListingParams, PRICE_CURRENCY } from "~/lib/listing";
import { formatPrice } from "~/lib/money";
import { useCurrency } from "~/lib/use-shop";

import { SiteLink } from "./SiteLink";

// One removable tag per active filter, and a link that clears them all (keeping sort and view).
export function ActiveFilters({ params, categories }: { params: ListingParams; categories: Category[] }) {
  const { pathname, search } = useLocation();
  const currency = useCurrency();
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
  const tags = [
    ...(params.c1 ? [{ label: name(params.c1), href: without("c1") }] : []),
    ...(params.c2 ? [{ label: name(params.c2), href: without("c2") }] : []),
    ...params.brand.map((brand) => ({ label: brand, href: without("brand", brand) })),
    ...params.color.map((color) => ({ label: `Colour: ${color}`, href: without("color", color) })),
    ...params.tag.map((tag) => ({ label: `Tag: ${tag}`, href: without("tag", tag) })),
    ...params.age.map((age) => ({ label: `Size: ${ageLabel(age)}`, href: without("age", age) })),
    ...(params.minPrice !== undefined
      ? [{ label: `From ${formatPrice(params.minPrice, currency)}`, href: without("minPrice") }]
      : []),
    ...(params.maxPrice !== undefined
      ? [{ label: `Up to ${formatPrice(params.maxPrice, currency)}`, href: without("maxPrice") }]
      : []),
  ];
  if (tags.length === 0) return null;
  const clear = new URLSearchParams();
  for (const keep of ["sort", "pageSize", "view"]) {
    const value = current.get(keep);
    if (value) clear.set(keep, value);
  }
  return (
    <nav aria-label="Active filters" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      {tags.map((tag) => (
        <SiteLink
          key={tag.href + tag.label}
          to={tag.href}
          preventScrollReset
          aria-label={`Remove filter ${tag.label}`}
          className="inline-flex min-h-11 items-center gap-1 rounded-full bg-slate-100 px-3 py-1 hover:bg-slate-200"
        >
          {tag.label} <span aria-hidden="true">×</span>
        </SiteLink>
      ))}
      <SiteLink
        to={clear.size ? `${pathname}?${clear}` : pathname}
        preventScrollReset
        className="inline-flex min-h-11 items-center text-theme-strong underline underline-offset-4"
      >
        Clear all
      </SiteLink>
    </nav>
  );
}
