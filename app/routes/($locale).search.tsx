import { withoutControlCharacters } from "@contract/constants";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { Pagination } from "~/components/Pagination";
import { ProductGrid } from "~/components/ProductCard";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { rich } from "~/lib/i18n/rich";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import { parseListingParams } from "~/lib/listing";
import { formatNumber } from "~/lib/money";
import { toCard } from "~/lib/product-card";
import { SHOP_NAME } from "~/lib/seo";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  const q = withoutControlCharacters(searchParams.get("q") ?? "")
    .trim()
    .slice(0, 100);
  const { page, pageSize } = parseListingParams(searchParams);
  const t = translator(request, ["search"]);
  // The cards' quick add and view, their colours, and the paging, beside the page's own words.
  const messages = routeMessages(request, ["search", "paging", "quick", "colour"]);
  const title = q ? t("search.titleFor", { q }) : t("search.title");
  if (!q) return { q, title, results: null, messages };
  const { api } = context;
  return { q, title, results: await api.products.search({ q, page, pageSize }), messages };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Search"} · ${SHOP_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function Search() {
  const { q, results } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  const t = useT();
  return (
    <div>
      <h1 className="mb-4 text-3xl font-semibold">{t("search.title")}</h1>
      <Form method="get" role="search" className="mb-6 flex max-w-xl">
        <label htmlFor="search-page-q" className="sr-only">
          {t("search.label")}
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
          {t("search.submit")}
        </button>
      </Form>
      {results === null ? (
        <p className="text-slate-600">{t("search.hint")}</p>
      ) : results.data.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-8 text-center">{t("search.nothing", { q })}</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600" aria-live="polite">
            {rich(t, "search.results", {
              count: results.paging.total,
              total: <bdi>{formatNumber(results.paging.total, currency)}</bdi>,
              q: <bdi>{q}</bdi>,
            })}
          </p>
          <ProductGrid products={results.data.map((product) => toCard(product))} currency={currency} />
          <Pagination paging={results.paging} />
        </>
      )}
    </div>
  );
}
