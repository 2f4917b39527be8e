import type { ProductCard } from "@contract";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { formatPrice } from "~/lib/money";
import { useCurrency } from "~/lib/use-shop";

type SearchData = { q: string; results: { data: ProductCard[]; paging: { total: number } } | null };

const DEBOUNCE_MS = 250;

// The header's search form. It always submits to /search; with JavaScript, results
// also appear under the field as the shopper types (a newer request replaces an older one).
export function SearchBox() {
  const fetcher = useFetcher<SearchData>();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    clearTimeout(timer.current);
    const q = text.trim();
    if (!q) return;
    timer.current = setTimeout(
      () => fetcher.load(`/search?q=${encodeURIComponent(q)}&pageSize=12`),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer.current);
    // Only the text starts a search: the fetcher object changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const results = text.trim() && fetcher.data?.results ? fetcher.data.results : null;
  return (
    // Escape and leaving the box close the results: keyboard handling for what is inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={box}
      className="relative order-last w-full md:order-none md:w-auto md:flex-1"
      onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
      onBlur={(event) => !box.current?.contains(event.relatedTarget as Node) && setOpen(false)}
    >
      <Form method="get" action="/search" role="search" className="flex" onSubmit={() => setOpen(false)}>
        <label htmlFor="header-search" className="sr-only">
          Search products
        </label>
        <input
          id="header-search"
          type="search"
          name="q"
          placeholder="Search products"
          maxLength={100}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          aria-controls="search-suggestions"
          className="w-full rounded-s-md border border-slate-300 px-3 py-2 text-sm"
        />
        <button type="submit" className="rounded-e-md bg-theme-strong px-4 text-sm font-medium text-white">
          Search
        </button>
      </Form>
      <div
        id="search-suggestions"
        aria-live="polite"
        className={
          open && results
            ? "absolute inset-x-0 top-full z-40 mt-1 max-h-[350px] overflow-y-auto rounded-md border border-slate-200 bg-surface shadow-lg"
            : "sr-only"
        }
      >
        {open && results && (
          <Suggestions results={results} text={text.trim()} onPick={() => setOpen(false)} />
        )}
      </div>
    </div>
  );
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
  return (
    <>
      <p className="px-3 py-2 text-xs text-slate-500">
        {results.paging.total === 0 ? `Nothing matches “${text}”` : `${results.paging.total} found`}
      </p>
      <ul>
        {results.data.map((product) => (
          <li key={product.id}>
            <Link
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
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
