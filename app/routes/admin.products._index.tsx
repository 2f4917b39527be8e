import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";

import { howMany, ListPages, OneFieldSearch } from "~/components/AdminPage";
import { formatPrice } from "~/lib/money";
import { ProductSearchParams, requireStaff, UpstreamError } from "~/lib/routes.server";

const PAGE_SIZE = 25;

// Finding a product among many: by its id, a SKU (exactly, any case) or part of its title. The
// search and page live in the URL; a search the API refuses (too long, a control character)
// comes back as its message, with what was typed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireStaff(request, context);
  const params = ProductSearchParams.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (!params.q) return { params, found: null, error: null };
  try {
    const found = await api.admin.products({ q: params.q, page: params.page, pageSize: PAGE_SIZE });
    return { params, found, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
    return data({ params, found: null, error: error.message }, { status: 400 });
  }
}

export const meta: MetaFunction = () => [{ title: "Products · Back office" }];

export default function AdminProducts() {
  const { params, found, error } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Products</h1>
      <OneFieldSearch
        label="Find a product"
        input={{
          type: "search",
          name: "q",
          defaultValue: params.q,
          placeholder: "Id, SKU or part of the title",
        }}
        button="Find"
        error={error}
      />
      {found && <Results found={found} />}
    </div>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function Results({ found }: { found: NonNullable<Loaded["found"]> }) {
  const { data: products, paging } = found;
  return (
    <>
      <p role="status" className="text-sm text-slate-600">
        {howMany(paging.total, "product", "products")}
      </p>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {products.map((product) => (
          <li key={product.id}>
            <Link
              to={`/admin/products/${product.id}`}
              className="flex min-h-11 flex-wrap justify-between gap-x-4 gap-y-1 py-3 hover:bg-slate-50"
            >
              <span className="min-w-0 break-words font-semibold underline">{product.title}</span>
              <span className="text-slate-600">#{product.id}</span>
              <span>{product.published ? "In the shop" : "Not in the shop"}</span>
              <span className="font-medium">{formatPrice(product.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ListPages page={paging.page} totalPages={paging.totalPages} />
    </>
  );
}
