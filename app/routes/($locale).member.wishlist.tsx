// The member's wishlist: each product's picture, name and price, a button to put it in the
// cart, and one to take it off the list (the same cards as a visitor's wishlist).
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { Wishlist } from "~/components/Wishlist";
import { routeMessages } from "~/lib/i18n/catalogue.server";
import { pageTitle } from "~/lib/i18n/meta";
import { translator } from "~/lib/i18n/translate.server";
import { useT } from "~/lib/i18n/use-t";
import {
  readForm,
  redirectWithToast,
  refusal,
  RemoveFromWishlistForm,
  requireMember,
  UpstreamError,
} from "~/lib/routes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = requireMember(request, context);
  return {
    items: await api.wishlist.list(),
    messages: routeMessages(request, ["wishlist", "quick", "colour"]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Another site's post is refused before anything else, signed in or not.
  const submission = await readForm(request, RemoveFromWishlistForm);
  const { api, session } = requireMember(request, context);
  if (submission.status !== "success") throw refusal(request, "notice.form.wishlistEntry", 400);
  try {
    await api.wishlist.remove(submission.value.wishlistId);
  } catch (error) {
    // Already gone (removed in another tab): the list is as the shopper wants it.
    if (!(error instanceof UpstreamError && error.status === 404)) throw error;
  }
  return redirectWithToast(
    "/member/wishlist",
    { kind: "success", message: translator(request, ["member"])("member.toast.wishlistRemoved") },
    session,
  );
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "wishlist.title") }];

export default function MemberWishlist() {
  const { items } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <Wishlist
      redirectTo="/member/wishlist"
      entries={items.map(({ id, product }) => ({
        key: id,
        product,
        remove: (
          <Form method="post">
            <input type="hidden" name="wishlistId" value={id} />
            <button
              type="submit"
              className="min-h-11 rounded-md border border-slate-300 px-3 hover:border-theme"
            >
              {t("wishlist.remove", { title: product.title })}
            </button>
          </Form>
        ),
      }))}
    />
  );
}
