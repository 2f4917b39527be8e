import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";

import { BASE_CURRENCY } from "./money";

// The display currency chosen in the root loader, for any component.
export function useCurrency() {
  return useRouteLoaderData<typeof rootLoader>("root")?.currency ?? BASE_CURRENCY;
}

// Whether a product is on the shopper's wishlist, from the ids the root loader read once.
export function useInWishlist(productId: number) {
  return useRouteLoaderData<typeof rootLoader>("root")?.wishlistIds.includes(productId) ?? false;
}

// Whether a member is signed in (the root loader's member name).
export function useSignedIn() {
  return Boolean(useRouteLoaderData<typeof rootLoader>("root")?.memberName);
}

// The popups the visitor has not answered yet (the root loader leaves out those answered).
export function useUnansweredPopups() {
  return useRouteLoaderData<typeof rootLoader>("root")?.popups ?? [];
}
