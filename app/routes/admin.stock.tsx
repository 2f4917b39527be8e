import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";

import { howMany, ListPages, OneFieldSearch } from "~/components/AdminPage";
import { LowStockParams, requireStaff } from "~/lib/routes.server";

const PAGE_SIZE = 48;

// Variants at or under a stock threshold (in the URL, 3 unless given), fewest first. A
// threshold that does not fit is said, with what was typed, and nothing is listed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const typed = search.threshold ?? "";
  const params = LowStockParams.safeParse(search);
  if (!params.success) {
    const message = params.error.issues.find((issue) => issue.path[0] === "threshold")?.message;
    return data({ typed, low: null, error: message ?? "Check the threshold" }, { status: 400 });
  }
  const { threshold, page } = params.data;
  const low = await api.admin.lowStock({ threshold, page, pageSize: PAGE_SIZE });
  return { typed: typed || String(threshold), low: { ...low, threshold }, error: null };
}

export const meta: MetaFunction = () => [{ title: "Low stock · Back office" }];

export default function AdminLowStock() {
  const { typed, low, error } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Low stock</h1>
      <OneFieldSearch
        label="At most this many in stock"
        input={{ name: "threshold", inputMode: "numeric", defaultValue: typed }}
        button="Show"
        error={error}
      />
      {low && <LowStockList low={low} />}
    </div>
  );
}

type Low = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["low"]>;

function LowStockList({ low }: { low: Low }) {
  const { data: variants, paging, threshold } = low;
  return (
    <>
      <p role="status" className="text-sm text-slate-600">
        {howMany(paging.total, "variant", "variants")} with {threshold} or fewer in stock
      </p>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {variants.map((variant) => (
          <li key={variant.sku}>
            <Link
              to={`/admin/products/${variant.productId}`}
              className="flex min-h-11 flex-wrap justify-between gap-x-4 gap-y-1 py-3 hover:bg-slate-50"
            >
              <span className="min-w-0 break-words font-semibold underline">{variant.title}</span>
              <span className="min-w-0 break-all text-slate-600">
                {[variant.color, variant.size].filter(Boolean).join(", ")} · {variant.sku}
              </span>
              <span className="font-medium">{variant.stock} in stock</span>
            </Link>
          </li>
        ))}
      </ul>
      <ListPages page={paging.page} totalPages={paging.totalPages} />
    </>
  );
}
