import type { ProductCard } from "@contract";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { keepFocusInside } from "~/lib/dialog";
import { LocaleLink } from "~/lib/i18n/Link";
import { useLocalizedPath, useT } from "~/lib/i18n/use-t";
import { formatPrice } from "~/lib/money";
import { useCurrency } from "~/lib/use-shop";

type SearchData = { q: string; results: { data: ProductCard[]; paging: { total: number } } | null };

const DEBOUNCE_MS = 250;

// Below Tailwind's md breakpoint the search opens as a full-screen overlay.
const PHONE_QUERY = "(max-width: 767.98px)";
const OVERLAY =
  "max-md:fixed max-md:inset-0 max-md:z-50 max-md:flex max-md:flex-col max-md:gap-3 max-md:bg-surface max-md:p-3";
const DROPDOWN =
  "absolute inset-x-0 top-full z-40 mt-1 max-h-[350px] overflow-y-auto rounded-md border border-slate-200 bg-surface shadow-lg";

// The header's search form. It always submits to /search (without JavaScript, and before it has
// arrived, that is all it is); with JavaScript, results also appear as the shopper types (a newer
// request replaces an older one): under the field on a wide screen, and on a phone in a
// full-screen overlay that the field opens into, which Escape and its close button shut.
export function SearchBox() {
  const fetcher = useFetcher<SearchData>();
  const [text, setText] = useState("");
  const search = useSearchOverlay();
  const box = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const t = useT();
  const localize = useLocalizedPath();

  useEffect(() => {
    clearTimeout(timer.current);
    const q = text.trim();
    if (!q) return;
    timer.current = setTimeout(
      () => fetcher.load(localize(`/search?q=${encodeURIComponent(q)}&pageSize=12`)),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer.current);
    // Only the text starts a search: the fetcher object changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const results = text.trim() && fetcher.data?.results ? fetcher.data.results : null;
  const showResults = results && (search.open || search.overlay);
  const resultsClass = !showResults ? "sr-only" : search.overlay ? "flex-1 overflow-y-auto" : DROPDOWN;
  return (
    // Escape and leaving the box close the results; as an overlay, Tab stays inside it.
    <div
      ref={box}
      role={search.overlay ? "dialog" : undefined}
      aria-modal={search.overlay ? true : undefined}
      aria-label={search.overlay ? t("shell.search") : undefined}
      className={`relative order-last w-full md:order-none md:w-auto md:flex-1 ${search.overlay ? OVERLAY : ""}`}
      onKeyDown={(event) => {
        if (event.key === "Escape") search.hide();
        else if (search.overlay) keepFocusInside(event);
      }}
      onBlur={(event) => !box.current?.contains(event.relatedTarget as Node) && search.leave()}
    >
      <Form method="get" action={localize("/search")} role="search" className="flex" onSubmit={search.hide}>
        <label htmlFor="header-search" className="sr-only">
          {t("shell.search.label")}
        </label>
        <input
          id="header-search"
          ref={search.field}
          type="search"
          name="q"
          placeholder={t("shell.search.label")}
          maxLength={100}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Escape empties a search field as well as closing the box: that must not reopen it.
            if (event.target.value) search.show();
          }}
          onFocus={search.focused}
          onClick={search.show}
          aria-controls="search-suggestions"
          className="w-full min-w-0 rounded-s-md border border-slate-300 px-3 py-2 text-sm max-md:min-h-11"
        />
        <SearchButton />
        {search.overlay && (
          <button
            type="button"
            onClick={search.closeOverlay}
            aria-label={t("shell.search.close")}
            className="ms-1 h-11 w-11 shrink-0 rounded-full text-xl hover:bg-slate-100 md:hidden"
          >
            ×
          </button>
        )}
      </Form>
      <div id="search-suggestions" aria-live="polite" className={resultsClass}>
        {showResults && <Suggestions results={results} text={text.trim()} onPick={search.hide} />}
      </div>
    </div>
  );
}

// Whether the results show (open) and whether the box is a phone's full-screen overlay.
function useSearchOverlay() {
  const [open, setOpen] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Focus given back to the field on closing must not open the overlay again.
  const givingFocusBack = useRef(false);
  const show = () => {
    setOpen(true);
    if (window.matchMedia?.(PHONE_QUERY).matches) setOverlay(true);
  };
  const hide = () => {
    setOpen(false);
    setOverlay(false);
  };
  return {
    open,
    overlay,
    field,
    show,
    hide,
    focused: () => {
      if (!givingFocusBack.current) show();
      givingFocusBack.current = false;
    },
    // Leaving the box closes a dropdown; the overlay stays until it is closed.
    leave: () => !overlay && setOpen(false),
    closeOverlay: () => {
      hide();
      givingFocusBack.current = true;
      field.current?.focus();
    },
  };
}

// The results under the field: how many were found and a link to each.
function Suggestions({
  results,
  text,
  onPick,
}: {
  results: NonNullable<SearchData["results"]>;
  text: string;
  onPick: () => void;
}) {
  const currency = useCurrency();
  const t = useT();
  return (
    <>
      <p className="px-3 py-2 text-xs text-slate-500">
        {results.paging.total === 0
          ? t("shell.search.nothing", { text })
          : t("shell.search.found", { count: results.paging.total })}
      </p>
      <ul>
        {results.data.map((product) => (
          <li key={product.id}>
            <LocaleLink
              to={`/products/${product.slug}`}
              onClick={onPick}
              className="flex items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 focus:bg-slate-50"
            >
              {product.images[0] && (
                <img
                  src={`/media/${product.images[0].src}`}
                  alt=""
                  width={40}
                  height={40}
                  className="rounded bg-slate-100"
                />
              )}
              <span className="flex-1">{product.title}</span>
              <span className="text-slate-600">{formatPrice(product.price, currency)}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </>
  );
}

function SearchButton() {
  const t = useT();
  return (
    <button type="submit" className="rounded-e-md bg-theme-strong px-4 text-sm font-medium text-white">
      {t("shell.search")}
    </button>
  );
}
