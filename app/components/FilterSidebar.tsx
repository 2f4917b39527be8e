import type { Category, Facets } from "@contract";
import { useLocation, useSubmit } from "@remix-run/react";
import { type FormEvent, useRef } from "react";

import { useT } from "~/lib/i18n/use-t";
import { type ListingParams, PRICE_CURRENCY, priceParamsInBase } from "~/lib/listing";
import { useCurrency } from "~/lib/use-shop";

import { BrandFilter, CategoryTree, ColourFilter, FilterBlock, SizeFilter, TagFilter } from "./filters";
import { PriceRange } from "./PriceRange";

type FilterSidebarProps = { params: ListingParams; facets: Facets; categories: Category[]; view: string };

// One GET form holds every filter, so each state of the listing is a URL; sort and page size
// ride along as hidden fields (their own forms are in the toolbar). Without JavaScript an
// Apply button submits it; with JavaScript a change applies at once.
export function FilterSidebar({ params, facets, categories, view }: FilterSidebarProps) {
  const { pathname } = useLocation();
  const { form, onSubmit, onChange } = useApplyFilters(pathname);
  const t = useT();
  return (
    <form
      ref={form}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={t("listing.filters")}
      className="flex flex-col gap-4 text-sm"
    >
      {params.c1 && <input type="hidden" name="c1" value={params.c1} />}
      {params.c2 && <input type="hidden" name="c2" value={params.c2} />}
      {view !== "grid" && <input type="hidden" name="view" value={view} />}
      {params.sort && <input type="hidden" name="sort" value={params.sort} />}
      <input type="hidden" name="pageSize" value={params.pageSize} />
      <FilterBlock title={t("listing.categories")}>
        <CategoryTree params={params} facets={facets} categories={categories} />
      </FilterBlock>
      <BrandFilter params={params} facets={facets} />
      <ColourFilter params={params} facets={facets} />
      <SizeFilter params={params} facets={facets} />
      <FilterBlock title={t("listing.price")}>
        <PriceRange min={params.minPrice} max={params.maxPrice} bounds={facets.price} />
      </FilterBlock>
      <TagFilter params={params} facets={facets} />
      {/* Also with JavaScript: a box ticked before the scripts arrived still needs a way to apply. */}
      <button type="submit" className="min-h-11 rounded-md bg-theme-strong px-4 py-2 font-medium text-white">
        {t("listing.apply")}
      </button>
    </form>
  );
}

// With JavaScript: submit the form as a GET navigation without the empty fields, its prices
// converted to usd (as the loader would, without the redirect); typed numbers wait for a
// pause, boxes apply at once.
function useApplyFilters(pathname: string) {
  const submit = useSubmit();
  const currency = useCurrency();
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>();
  const apply = () => {
    if (!form.current) return;
    let clean = new URLSearchParams();
    for (const [key, value] of new FormData(form.current))
      if (typeof value === "string" && value !== "") clean.append(key, value);
    clean = priceParamsInBase(clean, [currency]) ?? clean;
    if (!clean.has("minPrice") && !clean.has("maxPrice")) clean.delete(PRICE_CURRENCY);
    submit(clean, { method: "get", action: pathname, preventScrollReset: true, replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    clearTimeout(typing.current);
    typing.current = setTimeout(apply, field.type === "number" || field.type === "range" ? 700 : 0);
  };
  return { form, onSubmit, onChange };
}
