// The wishlist and the compare list, changed by form posts. A visitor's lists are product
// ids in the session (the wishlist merges into the member's at sign-in); a member's
// wishlist is the API's.
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";

import { isSignedIn } from "./auth.server";
import { readForm } from "./forms.server";
import { localeOfUrl } from "./i18n/catalogue.server";
import { localizedPath } from "./i18n/locale";
import { translatorForPath } from "./i18n/translate.server";
import { safeRedirectPath } from "./safe-redirect";
import type { ShopSession } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { type Upstream, UpstreamError } from "./upstream.server";

export const LISTS = {
  wishlist: { max: 50, page: "/wishlist" },
  compare: { max: 4, page: "/compare" },
} as const;

// What a change says, per list (ids written out for the catalogue check), in the locale of the
// page it returns to: the toggles post from any page, with or without the locale.
const NOTICES = {
  wishlist: {
    failed: "notice.wishlist.failed",
    removed: "notice.wishlist.removed",
    already: "notice.wishlist.already",
    full: "notice.wishlist.full",
    added: "notice.wishlist.added",
  },
  compare: {
    failed: "notice.compare.failed",
    removed: "notice.compare.removed",
    already: "notice.compare.already",
    full: "notice.compare.full",
    added: "notice.compare.added",
  },
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
  const { max, page } = LISTS[list];
  const submission = await readForm(request, ListChange);
  const back = safeRedirectPath(submission.payload.redirectTo, localizedPath(localeOfUrl(request.url), page));
  const t = translatorForPath(request, back, ["notice"]);
  const notice = NOTICES[list];
  if (submission.status !== "success") {
    return redirectWithToast(back, { kind: "error", message: t(notice.failed) }, session);
  }
  const { intent, productId } = submission.value;
  const store = storeOf(context, list);
  try {
    if (intent === "remove") {
      await store.remove(productId);
      return redirectWithToast(back, { kind: "info", message: t(notice.removed) }, session);
    }
    const { data: found } = await api.products.list({ ids: [productId] });
    if (found.length === 0) {
      return redirectWithToast(back, { kind: "error", message: t("notice.list.unavailable") }, session);
    }
    const ids = await store.ids();
    if (ids.includes(productId))
      return redirectWithToast(back, { kind: "info", message: t(notice.already) }, session);
    if (ids.length >= max) {
      return redirectWithToast(back, { kind: "error", message: t(notice.full, { max }) }, session);
    }
    await store.add(productId);
    return redirectWithToast(
      back,
      { kind: "success", message: t(notice.added, { title: found[0].title }) },
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
