// The member's wishlist: a table with each product's picture, name and price, a button to
// put it in the cart, and one to take it off the list.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { CartForm } from "~/components/CartForm";
import { Price } from "~/components/Price";
import { requireMember } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { RemoveFromWishlistForm } from "~/lib/member-forms.server";
import { redirectWithToast } from "~/lib/toast.server";
import { UpstreamError } from "~/lib/upstream.server";
import { useCurrency } from "~/lib/use-shop";

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  return { items: await api.wishlist.list() };
}

export async function action({ request }: ActionFunctionArgs) {
  // Another site's post is refused before anything else, signed in or not.
  const submission = await readForm(request, RemoveFromWishlistForm);
  const { api, session } = await requireMember(request);
  if (submission.status !== "success")
    throw new Response("That wishlist entry is not valid", { status: 400 });
  try {
    await api.wishlist.remove(submission.value.wishlistId);
  } catch (error) {
    // Already gone (removed in another tab): the list is as the shopper wants it.
    if (!(error instanceof UpstreamError && error.status === 404)) throw error;
  }
  return redirectWithToast(
    "/member/wishlist",
    { kind: "success", message: "Removed from your wishlist." },
    session,
  );
}

export const meta: MetaFunction = () => [{ title: "Wishlist · Little Sprout" }];

export default function Wishlist() {
  const { items } = useLoaderData<typeof loader>();
  const currency = useCurrency();
  return (
    <div>
      <h1 className="mb-6 text-3xl font-semibold">Wishlist</h1>
      {items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-8 text-center">
          Your wishlist is empty.{" "}
          <Link to="/products" className="text-theme-strong underline underline-offset-4">
            Find something you love
          </Link>
        </p>
      ) : (
        <table className="w-full text-start text-sm">
          <caption className="sr-only">Products on your wishlist</caption>
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="py-2">
                Image
              </th>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">
                <span className="sr-only">Add to cart</span>
              </th>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map(({ id, product }) => (
              <tr key={id} className="border-b border-slate-100">
                <td className="py-3">
                  {product.images[0] && (
                    <img
                      src={`/media/${product.images[0].src}`}
                      alt=""
                      width={64}
                      height={64}
                      className="h-16 w-16 rounded object-cover"
                    />
                  )}
                </td>
                <th scope="row" className="font-medium">
                  <Link to={`/products/${product.slug}`} className="hover:underline">
                    {product.title}
                  </Link>
                  {product.stock === 0 && (
                    <span className="block text-xs font-normal text-slate-500">Sold out</span>
                  )}
                </th>
                <td>
                  <Price price={product.price} oldPrice={product.oldPrice} currency={currency} />
                </td>
                <td>
                  {/* The same fields every "add to cart" form of the shop posts. */}
                  <CartForm>
                    <input type="hidden" name="product" value={product.slug} />
                    <input type="hidden" name="redirectTo" value="/member/wishlist" />
                    <button
                      type="submit"
                      name="intent"
                      value="add"
                      disabled={product.stock === 0}
                      className="rounded-md bg-theme-strong px-3 py-1.5 text-white disabled:opacity-50"
                    >
                      Add to cart<span className="sr-only"> {product.title}</span>
                    </button>
                  </CartForm>
                </td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="wishlistId" value={id} />
                    <button
                      type="submit"
                      className="text-red-700 underline underline-offset-4 dark:text-red-300"
                    >
                      Remove<span className="sr-only"> {product.title}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
