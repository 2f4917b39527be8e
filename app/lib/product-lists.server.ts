// The wishlist and the compare list, changed by form posts. A visitor's lists are product
// ids in the session (the wishlist merges into the member's at sign-in); a member's
// wishlist is the API's.
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";

import { isSignedIn } from "./auth.server";
import { readForm } from "./forms.server";
import { safeRedirectPath } from "./safe-redirect";
import type { ShopSession } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { type Upstream, UpstreamError } from "./upstream.server";

export const LISTS = {
  wishlist: { max: 50, page: "/wishlist", name: "wishlist" },
  compare: { max: 4, page: "/compare", name: "compare list" },
} as const;
export type ListName = keyof typeof LISTS;

const ListChange = z.object({
  intent: z.enum(["add", "remove"]),
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  redirectTo: z.string().max(2000).optional(),
});

type Context = { session: ShopSession; api: Upstream };

// Where a list lives for this shopper: the API for a member's wishlist, else the session.
function storeOf({ session, api }: Context, list: ListName) {
  if (list === "wishlist" && isSignedIn(session)) {
    return {
      ids: async () => (await api.wishlist.list()).map((entry) => entry.product.id),
      add: (productId: number) => api.wishlist.add(productId),
      remove: async (productId: number) => {
        const entry = (await api.wishlist.list()).find((item) => item.product.id === productId);
        if (entry) await api.wishlist.remove(entry.id);
      },
    };
  }
  return {
    ids: async () => session.get(list) ?? [],
    add: async (productId: number) => session.set(list, [...(session.get(list) ?? []), productId]),
    remove: async (productId: number) =>
      session.set(
        list,
        (session.get(list) ?? []).filter((id) => id !== productId),
      ),
  };
}

export async function listIds(context: Context, list: ListName) {
  return storeOf(context, list).ids();
}

export async function changeList(request: Request, context: AppLoadContext, list: ListName) {
  const { session, api } = context;
  const { max, page, name } = LISTS[list];
  const submission = await readForm(request, ListChange);
  const back = safeRedirectPath(submission.payload.redirectTo, page);
  if (submission.status !== "success") {
    return redirectWithToast(
      back,
      { kind: "error", message: `That product could not be changed in your ${name}.` },
      session,
    );
  }
  const { intent, productId } = submission.value;
  const store = storeOf(context, list);
  try {
    if (intent === "remove") {
      await store.remove(productId);
      return redirectWithToast(back, { kind: "info", message: `Removed from your ${name}.` }, session);
    }
    const { data: found } = await api.products.list({ ids: [productId] });
    if (found.length === 0) {
      return redirectWithToast(
        back,
        { kind: "error", message: "That product is no longer available." },
        session,
      );
    }
    const ids = await store.ids();
    if (ids.includes(productId))
      return redirectWithToast(back, { kind: "info", message: `Already in your ${name}.` }, session);
    if (ids.length >= max) {
      return redirectWithToast(
        back,
        { kind: "error", message: `Your ${name} is full (${max} products). Remove one first.` },
        session,
      );
    }
    await store.add(productId);
    return redirectWithToast(
      back,
      { kind: "success", message: `${found[0].title} is in your ${name}.` },
      session,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return redirectWithToast(back, { kind: "error", message: error.message }, session);
  }
}

// The products of a list, in the order they were added.
export async function loadList(context: AppLoadContext, list: ListName) {
  const ids = await listIds(context, list);
  if (ids.length === 0) return [];
  const { data } = await context.api.products.list({ ids: ids.slice(0, 48), pageSize: 48 });
  return ids.flatMap((id) => data.filter((product) => product.id === id));
}
