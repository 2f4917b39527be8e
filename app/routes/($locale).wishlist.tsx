import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ListToggle } from "~/components/ListToggle";
import { Wishlist } from "~/components/Wishlist";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { pageTitle } from "~/lib/i18n/meta";
import { useT } from "~/lib/i18n/use-t";
import { changeList, loadList } from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    products: await loadList(context, "wishlist"),
    messages: routeMessages(request, ["wishlist", "quick", "colour"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return changeList(request, context, "wishlist");
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "wishlist.title") },
  { name: "robots", content: "noindex" },
];

// A visitor's wishlist (a member's is /member/wishlist).
export default function VisitorWishlist() {
  const { products } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <Wishlist
      redirectTo="/wishlist"
      entries={products.map((product) => ({
        key: product.id,
        product,
        remove: (
          <ListToggle
            list="wishlist"
            productId={product.id}
            active
            add={t("wishlist.add")}
            remove={t("wishlist.remove", { title: product.title })}
            className="min-h-11"
          />
        ),
      }))}
    />
  );
}
