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

// The popups the visitor has not answered yet (the root loader leaves out those answered).
export function useUnansweredPopups() {
  return useRouteLoaderData<typeof rootLoader>("root")?.popups ?? [];
}
