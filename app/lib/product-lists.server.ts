// A visitor's wishlist and compare list: product ids in the session, changed by form posts.
import { z } from "zod";
import { readForm } from "./forms.server";
import { safeRedirect } from "./safe-redirect";
import { redirectWithToast } from "./toast.server";
import { upstreamFor } from "./upstream.server";

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

export async function changeList(request: Request, list: ListName) {
  const { session, api } = await upstreamFor(request);
  const { max, page, name } = LISTS[list];
  const submission = await readForm(request, ListChange);
  const back = safeRedirect(submission.payload.redirectTo, page);
  if (submission.status !== "success") {
    return redirectWithToast(back, { kind: "error", message: `That product could not be changed in your ${name}.` }, session);
  }
  const { intent, productId } = submission.value;
  const ids = session.get(list) ?? [];
  if (intent === "remove") {
    session.set(list, ids.filter((id) => id !== productId));
    return redirectWithToast(back, { kind: "info", message: `Removed from your ${name}.` }, session);
  }
  const { data: found } = await api.products.list({ ids: [productId] });
  if (found.length === 0) {
    return redirectWithToast(back, { kind: "error", message: "That product is no longer available." }, session);
  }
  if (ids.includes(productId)) return redirectWithToast(back, { kind: "info", message: `Already in your ${name}.` }, session);
  if (ids.length >= max) {
    return redirectWithToast(back, { kind: "error", message: `Your ${name} is full (${max} products). Remove one first.` }, session);
  }
  session.set(list, [...ids, productId]);
  return redirectWithToast(back, { kind: "success", message: `${found[0].title} is in your ${name}.` }, session);
}

// The products of a list, in the order they were added.
export async function loadList(request: Request, list: ListName) {
  const { session, api } = await upstreamFor(request);
  const ids = session.get(list) ?? [];
  if (ids.length === 0) return [];
  const { data } = await api.products.list({ ids, pageSize: 48 });
  return ids.flatMap((id) => data.filter((product) => product.id === id));
}
