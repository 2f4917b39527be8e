import type { ProductCard } from "@contract";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";

import { ListToggle } from "~/components/ListToggle";
import { Price } from "~/components/Price";
import { Rating } from "~/components/Rating";
import { changeList, loadList } from "~/lib/routes.server";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ context }: LoaderFunctionArgs) {
  return { products: await loadList(context, "compare") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return changeList(request, context, "compare");
}

export const meta: MetaFunction = () => [
  { title: "Compare products · Little Sprout" },
  { name: "robots", content: "noindex" },
];

export default function Compare() {
  const { products } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  const rows: [string, (product: ProductCard) => ReactNode][] = [
    ["Price", (p) => <Price price={p.price} oldPrice={p.oldPrice} currency={currency} />],
    ["Brand", (p) => p.brand],
    ["Rating", (p) => (p.reviewCount > 0 ? <Rating value={p.rating} count={p.reviewCount} /> : "Not rated")],
    ["Colours", (p) => <span className="capitalize">{p.colors.join(", ")}</span>],
    ["Availability", (p) => (p.stock > 0 ? "In stock" : "Out of stock")],
  ];
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">Compare products</h1>
      {products.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-8 text-center">
          Nothing to compare yet. Add up to four products from their pages.{" "}
          <Link to="/products" className="text-theme-strong underline">
            Browse products
          </Link>
        </p>
      ) : (
        <>
          {/* A phone gets one card per product, each fact under its row's label. */}
          <ul aria-label="Products to compare" className="grid gap-4 md:hidden">
            {products.map((product) => (
              <li key={product.id} className="rounded-lg border border-slate-200 p-4">
                <ProductHeading product={product} />
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  {rows.map(([name, cell]) => (
                    <Fragment key={name}>
                      <dt className="font-medium text-slate-600">{name}</dt>
                      <dd>{cell(product)}</dd>
                    </Fragment>
                  ))}
                </dl>
                <RemoveButton product={product} />
              </li>
            ))}
          </ul>
          <table className="hidden w-full table-fixed text-start text-sm md:table">
            <thead>
              <tr>
                <td className="w-32" />
                {products.map((product) => (
                  <th key={product.id} scope="col" className="p-3 align-top font-medium">
                    <ProductHeading product={product} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([name, cell]) => (
                <tr key={name} className="border-t border-slate-200">
                  <th scope="row" className="p-3 font-medium text-slate-600">
                    {name}
                  </th>
                  {products.map((product) => (
                    <td key={product.id} className="p-3">
                      {cell(product)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t border-slate-200">
                <td />
                {products.map((product) => (
                  <td key={product.id} className="p-3">
                    <RemoveButton product={product} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

function ProductHeading({ product }: { product: ProductCard }) {
  return (
    <Link
      to={`/products/${product.slug}`}
      className="flex items-center gap-3 hover:underline md:flex-col md:items-start"
    >
      {product.images[0] && (
        <img
          src={`/media/${product.images[0].src}`}
          alt=""
          width={160}
          height={160}
          className="h-20 w-20 rounded bg-slate-100 md:h-auto md:w-auto"
        />
      )}
      {product.title}
    </Link>
  );
}

function RemoveButton({ product }: { product: ProductCard }) {
  return (
    <ListToggle
      list="compare"
      productId={product.id}
      active
      add="Compare"
      remove={`Remove ${product.title}`}
      className="mt-3 min-h-11 md:mt-0"
    />
  );
}
