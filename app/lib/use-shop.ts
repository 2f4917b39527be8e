import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";

import { BASE_CURRENCY } from "./money";

// The display currency chosen in the root loader, for any component.
export function useCurrency() {
  return useRouteLoaderData<typeof rootLoader>("root")?.currency ?? BASE_CURRENCY;
}
