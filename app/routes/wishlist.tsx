import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ListToggle } from "~/components/ListToggle";
import { WishlistLines } from "~/components/WishlistLines";
import { changeList, loadList } from "~/lib/routes.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return { products: await loadList(context, "wishlist") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return changeList(request, context, "wishlist");
}

export const meta: MetaFunction = () => [
  { title: "Wishlist · Little Sprout" },
  { name: "robots", content: "noindex" },
];

export default function Wishlist() {
  const { products } = useLoaderData<typeof loader>();
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
        <WishlistLines
          redirectTo="/wishlist"
          entries={products.map((product) => ({
            key: product.id,
            product,
            remove: (
              <ListToggle
                list="wishlist"
                productId={product.id}
                active
                add="Add to wishlist"
                remove={`Remove ${product.title}`}
                className="min-h-11"
              />
            ),
          }))}
        />
      )}
    </div>
  );
}
