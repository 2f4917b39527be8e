// The blocks of the listing's filter form (FilterSidebar): categories, brand, colour, size, tags.
// Their words are the `listing` namespace, the colours' `colour` and the sizes' `sizes`.
import type { Category, Facets } from "@contract";
import { AGES, COLORS, isAge } from "@contract/constants";
import { useLocation } from "@remix-run/react";
import type { CSSProperties, ReactNode } from "react";

import { swatchOf } from "~/lib/colors";
import { useT } from "~/lib/i18n/use-t";
import { ageName, colourName } from "~/lib/i18n/vocabulary";
import { compareTags, listingHref, type ListingParams } from "~/lib/listing";
import type { FitChoice } from "~/lib/size-finder";

import { LabelledChoice } from "./LabelledChoice";
import { SiteLink } from "./SiteLink";

const MAX_TAGS = 20;

type BlockProps = { params: ListingParams; facets: Facets };

export function BrandFilter({ params, facets }: BlockProps) {
  const t = useT();
  if (facets.brands.length === 0) return null;
  return (
    <FilterBlock title={t("listing.brand")}>
      {/* Keyed by the chosen values: checkboxes start fresh when the URL changes elsewhere. */}
      <ul key={params.brand.join()} className="max-h-[170px] space-y-1 overflow-y-auto pe-2">
        {facets.brands.map((brand) => (
          <li key={brand.value}>
            <LabelledChoice
              type="checkbox"
              name="brand"
              value={brand.value}
              checked={params.brand.includes(brand.value)}
            >
              <Named name={brand.value} count={brand.count} />
            </LabelledChoice>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}

export function ColourFilter({ params, facets }: BlockProps) {
  const t = useT();
  if (facets.colors.length === 0) return null;
  return (
    <FilterBlock title={t("listing.colour")}>
      <ul key={params.color.join()} className="flex flex-wrap gap-2">
        {facets.colors.map((color) => (
          <li key={color.value}>
            {/* The swatch is the pill's ::before, painted with --swatch (.colour-chip, tailwind.css). */}
            <label className="colour-chip" style={{ "--swatch": swatchOf(color.value) } as CSSProperties}>
              {/* The real checkbox covers the whole pill, invisibly. */}
              <input
                type="checkbox"
                name="color"
                value={color.value}
                defaultChecked={(params.color as string[]).includes(color.value)}
                className="overlay-input"
              />
              {colourName(t, color.value)}
              <Count value={color.count} />
            </label>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}

// Size: the children's sizes the listing has, by age and youngest first (as the API sends
// them), never sorted as text. The URL and the API call the filter `age` (its values are the
// age bands the sizes are cut for); the shopper reads it as the size on the label.
export function SizeFilter({ params, facets }: BlockProps) {
  const t = useT();
  const ages = facets.ages.filter((age) => isAge(age.value));
  if (ages.length === 0) return null;
  return (
    <FilterBlock title={t("listing.size")}>
      <ul key={params.age.join()} className="space-y-1">
        {ages.map((age) => (
          <li key={age.value}>
            <LabelledChoice
              type="checkbox"
              name="age"
              value={age.value}
              checked={(params.age as string[]).includes(age.value)}
            >
              <Named name={ageName(t, age.value)} count={age.count} />
            </LabelledChoice>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}

// "Fits Mia now", "Fits Mia in 3 months": the size filter set to the size that fits each
// child the shopper keeps (lib/size-finder.ts), with how many products have it in stock. Links,
// so they work without JavaScript; the chosen one is the one whose size alone is filtered.
export function FitFilter({ params, facets, fits }: BlockProps & { fits: FitChoice[] }) {
  const { pathname, search } = useLocation();
  const t = useT();
  if (fits.length === 0) return null;
  const current = new URLSearchParams(search);
  const count = (age: string) => facets.ages.find((entry) => entry.value === age)?.count ?? 0;
  return (
    <nav aria-label={t("listing.fits")} className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {fits.map((fit) => {
          const chosen = params.age.length === 1 && params.age[0] === fit.age;
          return (
            <li key={fit.label}>
              <SiteLink
                to={listingHref(pathname, current, { age: chosen ? null : fit.age })}
                preventScrollReset
                aria-current={chosen ? "true" : undefined}
                className="inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-300 px-3 py-1 aria-[current]:border-theme aria-[current]:bg-theme-strong aria-[current]:text-white"
              >
                <Named name={`${fit.label} · ${fit.age}`} count={count(fit.age)} />
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function TagFilter({ params, facets }: BlockProps) {
  const t = useT();
  if (facets.tags.length === 0) return null;
  return (
    <FilterBlock title={t("listing.tags")}>
      <ul key={params.tag.join()} className="flex flex-wrap gap-2">
        {popularTags(facets, params.tag).map((tag) => (
          <li key={tag.value}>
            <label className="tag-chip">
              <input
                type="checkbox"
                name="tag"
                value={tag.value}
                defaultChecked={params.tag.includes(tag.value)}
                className="overlay-input"
              />
              {tag.value}
            </label>
          </li>
        ))}
      </ul>
    </FilterBlock>
  );
}

// How many products a choice leads to, "(12)": one isolated run, so it reads the same in
// either direction, and one text node (no separators between "(", the number and ")").
function Count({ value }: { value: number }) {
  return <bdi className="text-slate-600">{`(${value})`}</bdi>;
}

// A choice's name and, when known, its count after a space (one text node, then the count).
function Named({ name, count }: { name: string; count?: number }) {
  if (count === undefined) return name;
  return (
    <>
      {`${name} `}
      <Count value={count} />
    </>
  );
}

export function FilterBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="border-b border-slate-200 pb-4">
      <summary className="min-h-11 cursor-pointer list-none py-2.5 font-semibold marker:hidden">
        {/* Its arrow is drawn by CSS (.filter-title, tailwind.css), silent to a screen reader. */}
        <span className="filter-title">{title}</span>
      </summary>
      <fieldset className="mt-2 max-h-[500px] overflow-y-auto">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

// The most used tags, and any chosen one even if it is rare. Colours, brands and sizes are
// tags too, but they have their own filters above.
function popularTags(facets: Facets, chosen: string[]) {
  const own = new Set<string>([
    ...COLORS,
    ...AGES,
    ...facets.brands.map((brand) => brand.value.toLowerCase()),
  ]);
  const tags = facets.tags.filter((tag) => !own.has(tag.value));
  const top = [...tags].sort((a, b) => b.count - a.count).slice(0, MAX_TAGS);
  const missing = tags.filter((tag) => chosen.includes(tag.value) && !top.includes(tag));
  return [...top, ...missing].sort((a, b) => compareTags(a.value, b.value));
}

export function CategoryTree({ params, facets, categories }: BlockProps & { categories: Category[] }) {
  const { pathname, search } = useLocation();
  const t = useT();
  const current = new URLSearchParams(search);
  const count = (code: string) => facets.categories.find((c) => c.value === code)?.count;
  const href = (c1: string | null, c2: string | null) => listingHref(pathname, current, { c1, c2 });
  const tops = categories.filter((category) => category.parentCode === null);
  return (
    <ul className="space-y-1">
      <li>
        <SiteLink to={href(null, null)} aria-current={!params.c1 ? "page" : undefined} className="tree-link">
          {t("listing.allProducts")}
        </SiteLink>
      </li>
      {tops.map((top) => (
        <li key={top.code}>
          <SiteLink
            to={href(top.code, null)}
            aria-current={params.c1 === top.code && !params.c2 ? "page" : undefined}
            className="tree-link"
          >
            {top.name}
          </SiteLink>
          <ul className="ms-3 mt-1 space-y-1 border-s border-slate-200 ps-3">
            {categories
              .filter((sub) => sub.parentCode === top.code)
              .map((sub) => (
                <li key={sub.code}>
                  <SiteLink
                    to={href(top.code, sub.code)}
                    aria-current={params.c2 === sub.code ? "page" : undefined}
                    className="tree-link"
                  >
                    <Named name={sub.name} count={count(sub.code)} />
                  </SiteLink>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
