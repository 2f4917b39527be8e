// What every page needs: the menu, the shop's name, the display currency and who is signed in.
import { BASE_CURRENCY } from "./money";
import { readPreferences } from "./preferences.server";
import { isSignedIn } from "./auth.server";
import { listIds } from "./product-lists.server";
import { commitSession } from "./session.server";
import { hasStoreAccess } from "./store-lock.server";
import { upstreamFor, type Upstream } from "./upstream.server";
import type { ConfigName, ConfigValue } from "@contract";

// Configuration is the same for every shopper and changes rarely: keep it a minute per process.
const CONFIG_TTL_MS = 60_000;
const configCache = new Map<ConfigName, { value: unknown; expires: number }>();

export async function cachedConfig<N extends ConfigName>(api: Upstream, name: N): Promise<ConfigValue<N>> {
  const hit = configCache.get(name);
  if (hit && hit.expires > Date.now()) return hit.value as ConfigValue<N>;
  const value = await api.config.fetch(name);
  configCache.set(name, { value, expires: Date.now() + CONFIG_TTL_MS });
  return value;
}

export async function shopContext(request: Request) {
  const context = await upstreamFor(request);
  const { session, api } = context;
  const member = isSignedIn(session);
  const [menu, currencies, shop, layout, cart, wishlist] = await Promise.all([
    cachedConfig(api, "menu"),
    cachedConfig(api, "currencies"),
    cachedConfig(api, "shop"),
    cachedConfig(api, "layout"),
    // A member's cart and wishlist live in the API; a visitor has no cart.
    member ? api.cart.get() : null,
    listIds(context, "wishlist"),
  ]);
  // Behind the store lock (on the password page) nothing of the shop shows but its name.
  const locked = !(await hasStoreAccess(request));
  const preferences = await readPreferences(request, {
    theme: layout.layoutVersion,
    dir: layout.layoutType,
    color: layout.color,
    cartSide: "right",
  });
  const chosen = session.get("currency") ?? currencies.default;
  // Reading a flash message removes it, so only then is there a cookie to send.
  const toast = session.get("toast") ?? null;
  return {
    shop: {
      shopName: shop.name,
      locked,
      menu: locked ? [] : menu,
      currencies: currencies.currencies,
      currency: currencies.currencies.find((c) => c.code === chosen) ?? BASE_CURRENCY,
      memberName: session.get("memberName") ?? null,
      wishlistCount: wishlist.length,
      cart,
      compareCount: session.get("compare")?.length ?? 0,
      preferences,
      toast,
    },
    headers: toast ? { "Set-Cookie": await commitSession(session) } : undefined,
  };
}
