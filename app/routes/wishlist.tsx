import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { CartForm } from "~/components/CartForm";
import { ListToggle } from "~/components/ListToggle";
import { Price } from "~/components/Price";
import { changeList, loadList } from "~/lib/product-lists.server";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request }: LoaderFunctionArgs) {
  return { products: await loadList(request, "wishlist") };
}

export async function action({ request }: ActionFunctionArgs) {
  return changeList(request, "wishlist");
}

export const meta: MetaFunction = () => [
  { title: "Wishlist · Little Sprout" },
  { name: "robots", content: "noindex" },
];

export default function Wishlist() {
  const { products } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">Wishlist</h1>
      {products.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-8 text-center">
          Your wishlist is empty.{" "}
          <Link to="/products" className="text-theme-strong underline">
            Find something lovely
          </Link>
          .
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-start text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2">
                  Product
                </th>
                <th scope="col" className="py-2">
                  Price
                </th>
                <th scope="col" className="py-2">
                  Availability
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id} className="border-b border-slate-200">
                  <td className="py-3">
                    <Link
                      to={`/products/${product.slug}`}
                      className="flex items-center gap-3 hover:underline"
                    >
                      {product.images[0] && (
                        <img
                          src={`/media/${product.images[0].src}`}
                          alt=""
                          width={64}
                          height={64}
                          className="rounded bg-slate-100"
                        />
                      )}
                      {product.title}
                    </Link>
                  </td>
                  <td className="py-3">
                    <Price price={product.price} oldPrice={product.oldPrice} currency={currency} />
                  </td>
                  <td className="py-3">{product.stock > 0 ? "In stock" : "Out of stock"}</td>
                  <td className="py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      {product.stock > 0 && (
                        <CartForm>
                          <input type="hidden" name="product" value={product.slug} />
                          <input type="hidden" name="redirectTo" value="/wishlist" />
                          <button
                            type="submit"
                            name="intent"
                            value="add"
                            className="rounded-md bg-theme-strong px-3 py-2 text-white"
                          >
                            Add to cart
                          </button>
                        </CartForm>
                      )}
                      <ListToggle
                        list="wishlist"
                        productId={product.id}
                        active
                        add="Add to wishlist"
                        remove={`Remove ${product.title}`}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
