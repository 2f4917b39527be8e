// Add a product to the wishlist or take it off, then go back where the shopper was. A
// visitor's list lives in the session (it merges into the member's at sign-in); a member's
// is the API's. Kept minimal: the catalogue's heart buttons post here.
import { type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isSignedIn } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/lib/toast.server";
import { UpstreamError, upstreamFor } from "~/lib/upstream.server";

const WishlistForm = z.object({
  intent: z.enum(["add", "remove"]),
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  redirectTo: z.string().max(2000).optional(),
});
const VISITOR_LIMIT = 100;

export async function action({ request }: ActionFunctionArgs) {
  const submission = await readForm(request, WishlistForm);
  if (submission.status !== "success") throw new Response("That product is not valid", { status: 400 });
  const { intent, productId, redirectTo } = submission.value;
  const { api, session } = await upstreamFor(request);
  const back = safeRedirectPath(redirectTo, "/");

  if (isSignedIn(session)) {
    try {
      if (intent === "add") await api.wishlist.add(productId);
      else {
        const entry = (await api.wishlist.list()).find((item) => item.product.id === productId);
        if (entry) await api.wishlist.remove(entry.id);
      }
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return redirectWithToast(back, { kind: "error", message: error.message }, session);
    }
  } else {
    const current = (session.get("wishlist") ?? []).filter((id) => id !== productId);
    session.set("wishlist", intent === "add" ? [productId, ...current].slice(0, VISITOR_LIMIT) : current);
  }
  const message = intent === "add" ? "Added to your wishlist." : "Removed from your wishlist.";
  return redirectWithToast(back, { kind: "success", message }, session);
}
