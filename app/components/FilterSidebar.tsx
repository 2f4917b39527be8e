import type { Category, Facets } from "@contract";
import { COLORS } from "@contract/constants";
import { Link, useLocation, useSubmit } from "@remix-run/react";
import { type FormEvent, type ReactNode, useRef } from "react";

import { swatchOf } from "~/lib/colors";
import { listingHref, type ListingParams } from "~/lib/listing";
import { useHydrated } from "~/lib/use-hydrated";

import { PriceRange } from "./PriceRange";

export const FILTER_FORM_ID = "listing-filters";
const MAX_TAGS = 20;
const OVERLAY_INPUT =
  "absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-[inherit] opacity-0";

type FilterSidebarProps = { params: ListingParams; facets: Facets; categories: Category[]; view: string };

// One GET form holds every filter (and, through form="…", the toolbar's sort and page size),
// so each state of the listing is a URL. Without JavaScript an Apply button submits it;
// with JavaScript a change applies at once.
export function FilterSidebar({ params, facets, categories, view }: FilterSidebarProps) {
  const { pathname } = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>();

  const apply = () => {
    if (!form.current) return;
    // Leave empty fields out of the URL.
    const data = new FormData(form.current);
    const clean = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === "string" && value !== "") clean.append(key, value);
    submit(clean, { method: "get", action: pathname, preventScrollReset: true, replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    clearTimeout(typing.current);
    // Typed numbers wait for a pause; boxes and menus apply at once.
    typing.current = setTimeout(apply, field.type === "number" || field.type === "range" ? 700 : 0);
  };

  return (
    <form
      id={FILTER_FORM_ID}
      ref={form}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      onChange={hydrated ? onChange : undefined}
      aria-label="Filters"
      className="flex flex-col gap-4 text-sm"
    >
      {params.c1 && <input type="hidden" name="c1" value={params.c1} />}
      {params.c2 && <input type="hidden" name="c2" value={params.c2} />}
      {view !== "grid" && <input type="hidden" name="view" value={view} />}

      <FilterBlock title="Categories">
        <CategoryTree params={params} facets={facets} categories={categories} />
      </FilterBlock>

      {facets.brands.length > 0 && (
        <FilterBlock title="Brand">
          {/* Keyed by the chosen values: checkboxes start fresh when the URL changes elsewhere. */}
          <ul key={params.brand.join()} className="max-h-[170px] space-y-1 overflow-y-auto pe-2">
            {facets.brands.map((brand) => (
              <li key={brand.value}>
                <Checkbox name="brand" value={brand.value} checked={params.brand.includes(brand.value)}>
                  {brand.value} <span className="text-slate-500">({brand.count})</span>
                </Checkbox>
              </li>
            ))}
          </ul>
        </FilterBlock>
      )}

      {facets.colors.length > 0 && (
        <FilterBlock title="Colour">
          <ul key={params.color.join()} className="flex flex-wrap gap-2">
            {facets.colors.map((color) => (
              <li key={color.value}>
                <label className="relative flex items-center gap-1.5 rounded-full border border-slate-200 py-1 ps-1 pe-2.5 has-[:checked]:border-theme has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-theme">
                  {/* The real checkbox covers the whole pill, invisibly. */}
                  <input
                    type="checkbox"
                    name="color"
                    value={color.value}
                    defaultChecked={(params.color as string[]).includes(color.value)}
                    className={OVERLAY_INPUT}
                  />
                  <span
                    aria-hidden="true"
                    className="h-5 w-5 rounded-full border border-slate-300"
                    style={{ background: swatchOf(color.value) }}
                  />
                  <span className="capitalize">{color.value}</span>
                  <span className="text-slate-500">({color.count})</span>
                </label>
              </li>
            ))}
          </ul>
        </FilterBlock>
      )}

      <FilterBlock title="Price">
        <PriceRange min={params.minPrice} max={params.maxPrice} bounds={facets.price} />
      </FilterBlock>

      {facets.tags.length > 0 && (
        <FilterBlock title="Tags">
          <ul key={params.tag.join()} className="flex flex-wrap gap-1.5">
            {popularTags(facets, params.tag).map((tag) => (
              <li key={tag.value}>
                <label className="relative inline-flex items-center rounded border border-slate-200 px-2 py-1 has-[:checked]:border-theme has-[:checked]:bg-theme-strong has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-theme">
                  <input
                    type="checkbox"
                    name="tag"
                    value={tag.value}
                    defaultChecked={params.tag.includes(tag.value)}
                    className={OVERLAY_INPUT}
                  />
                  {tag.value}
                </label>
              </li>
            ))}
          </ul>
        </FilterBlock>
      )}

      {/* Also with JavaScript: a box ticked before the scripts arrived still needs a way to apply. */}
      <button type="submit" className="rounded-md bg-theme-strong px-4 py-2 font-medium text-white">
        Apply filters
      </button>
    </form>
  );
}

function FilterBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group border-b border-slate-200 pb-4">
      <summary className="cursor-pointer list-none py-1 font-semibold marker:hidden">
        <span className="flex items-center justify-between">
          {title}
          <span aria-hidden="true" className="transition group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <fieldset className="mt-2 max-h-[500px] overflow-y-auto">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function Checkbox({
  name,
  value,
  checked,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-4 w-4 accent-[var(--theme-color)]"
      />
      <span>{children}</span>
    </label>
  );
}

// The most used tags, and any chosen one even if it is rare. Colours and brands are tags
// too, but they have their own filters above.
function popularTags(facets: Facets, chosen: string[]) {
  const own = new Set([...COLORS, ...facets.brands.map((brand) => brand.value.toLowerCase())]);
  const tags = facets.tags.filter((tag) => !own.has(tag.value));
  const top = [...tags].sort((a, b) => b.count - a.count).slice(0, MAX_TAGS);
  const missing = tags.filter((tag) => chosen.includes(tag.value) && !top.includes(tag));
  return [...top, ...missing].sort((a, b) => a.value.localeCompare(b.value));
}

function CategoryTree({ params, facets, categories }: Omit<FilterSidebarProps, "view">) {
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search);
  const count = (code: string) => facets.categories.find((c) => c.value === code)?.count;
  const href = (c1: string | null, c2: string | null) => listingHref(pathname, current, { c1, c2 });
  const tops = categories.filter((category) => category.parentCode === null);
  return (
    <ul className="space-y-1">
      <li>
        <Link
          to={href(null, null)}
          aria-current={!params.c1 ? "page" : undefined}
          className="hover:text-theme-strong aria-[current]:font-semibold aria-[current]:text-theme-strong"
        >
          All products
        </Link>
      </li>
      {tops.map((top) => (
        <li key={top.code}>
          <Link
            to={href(top.code, null)}
            aria-current={params.c1 === top.code && !params.c2 ? "page" : undefined}
            className="hover:text-theme-strong aria-[current]:font-semibold aria-[current]:text-theme-strong"
          >
            {top.name}
          </Link>
          <ul className="ms-3 mt-1 space-y-1 border-s border-slate-200 ps-3">
            {categories
              .filter((sub) => sub.parentCode === top.code)
              .map((sub) => (
                <li key={sub.code}>
                  <Link
                    to={href(top.code, sub.code)}
                    aria-current={params.c2 === sub.code ? "page" : undefined}
                    className="hover:text-theme-strong aria-[current]:font-semibold aria-[current]:text-theme-strong"
                  >
                    {sub.name}
                    {count(sub.code) !== undefined && (
                      <span className="text-slate-500"> ({count(sub.code)})</span>
                    )}
                  </Link>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
