// A function fits on one screen: no new function passes 80 lines (tests/support/long-functions.ts).
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

import { longFunctions, MAX_FUNCTION_LINES } from "./support/long-functions";

// Over the limit when this check was written, each being split on its own branch or still to
// split; take an entry out once its function is short. Nothing may be added.
const NOT_YET_SPLIT = [
  "app/components/FilterSidebar.tsx FilterSidebar",
  "app/components/OrderDetails.tsx OrderDetails",
  "app/components/ProductGallery.tsx ProductGallery",
  "app/components/QuickView.tsx QuickView",
  "app/components/SearchBox.tsx SearchBox",
  "app/routes/cart.tsx CartRow",
  "app/routes/checkout._index.tsx Checkout",
  "app/routes/member.profile.tsx Dashboard",
  "app/routes/member.wishlist.tsx Wishlist",
  "app/routes/products.$slug.tsx ProductPage",
  "app/routes/wishlist.tsx Wishlist",
  "server/dev-oidc/provider.ts startDevProvider",
  "server/routes/auth.ts registerAuthRoutes",
  "server/routes/catalog.ts registerCatalogRoutes",
  "server/testing-shop.ts shopHelpers",
];

test(`no function outside the list passes ${MAX_FUNCTION_LINES} lines`, () => {
  const { scanned, found } = longFunctions(fileURLToPath(new URL("..", import.meta.url)));
  // The scan reached the code: the shop has well over a thousand functions.
  expect(scanned).toBeGreaterThan(1000);
  const unexpected = found.filter(({ file, name }) => !NOT_YET_SPLIT.includes(`${file} ${name}`));
  expect(unexpected).toEqual([]);
});
