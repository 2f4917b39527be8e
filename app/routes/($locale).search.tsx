import { withoutControlCharacters } from "@contract/constants";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { Pagination } from "~/components/Pagination";
import { ProductGrid } from "~/components/ProductCard";
import { parseListingParams } from "~/lib/listing";
import { formatNumber } from "~/lib/money";
import { toCard } from "~/lib/product-card";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  const q = withoutControlCharacters(searchParams.get("q") ?? "")
    .trim()
    .slice(0, 100);
  const { page, pageSize } = parseListingParams(searchParams);
  if (!q) return { q, results: null };
  const { api } = context;
  return { q, results: await api.products.search({ q, page, pageSize }) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `Search: ${data.q} · Little Sprout` : "Search · Little Sprout" },
  { name: "robots", content: "noindex" },
];

export default function Search() {
  const { q, results } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  return (
    <div>
      <h1 className="mb-4 text-3xl font-semibold">Search</h1>
      <Form method="get" role="search" className="mb-6 flex max-w-xl">
        <label htmlFor="search-page-q" className="sr-only">
          Search products
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          className="w-full rounded-s-md border border-slate-300 px-3 py-2"
        />
        <button type="submit" className="rounded-e-md bg-theme-strong px-4 font-medium text-white">
          Search
        </button>
      </Form>
      {results === null ? (
        <p className="text-slate-600">Type a word from a product's name, such as “dress” or “towel”.</p>
      ) : results.data.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-8 text-center">
          Nothing matches “{q}”. Try a shorter or different word.
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600" aria-live="polite">
            {formatNumber(results.paging.total)} {results.paging.total === 1 ? "result" : "results"} for “{q}”
          </p>
          <ProductGrid products={results.data.map((product) => toCard(product))} currency={currency} />
          <Pagination paging={results.paging} />
        </>
      )}
    </div>
  );
}
