import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/Pagination";
import { ProductGrid } from "~/components/ProductCard";
import { parseListingParams } from "~/lib/listing";
import { formatNumber } from "~/lib/money";
import { upstreamFor } from "~/lib/upstream.server";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request }: LoaderFunctionArgs) {
  const params = parseListingParams(new URL(request.url).searchParams);
  const { api } = await upstreamFor(request);
  const [listing, categories] = await Promise.all([api.products.list(params), api.products.categories()]);
  const nameOf = (code?: string) => categories.find((category) => category.code === code)?.name;
  const top = nameOf(params.c1);
  const sub = nameOf(params.c2);
  return {
    title: sub ?? top ?? "All products",
    crumbs: [
      ...(top ? [{ name: top, href: `/products?c1=${params.c1}` }] : []),
      ...(sub ? [{ name: sub, href: `/products?c1=${params.c1}&c2=${params.c2}` }] : []),
    ],
    products: listing.data,
    paging: listing.paging,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Products"} · Little Sprout` },
  { name: "description", content: `Shop ${data?.title.toLowerCase() ?? "products"} for babies and children at Little Sprout.` },
];

export default function Products() {
  const { title, crumbs, products, paging } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  return (
    <div>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <ol className="flex flex-wrap gap-2">
          <li><Link to="/" className="hover:text-theme">Home</Link></li>
          <li aria-hidden="true">/</li>
          <li><Link to="/products" className="hover:text-theme">Products</Link></li>
          {crumbs.map((crumb) => (
            <li key={crumb.href} className="flex gap-2">
              <span aria-hidden="true">/</span>
              <Link to={crumb.href} className="hover:text-theme">{crumb.name}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="text-sm text-slate-600" aria-live="polite">
          {formatNumber(paging.total)} {paging.total === 1 ? "product" : "products"}
        </p>
      </div>
      {products.length > 0 ? (
        <ProductGrid products={products} currency={currency} />
      ) : (
        <p className="rounded-lg bg-slate-50 p-8 text-center">No products match these filters.</p>
      )}
      <Pagination paging={paging} />
    </div>
  );
}
