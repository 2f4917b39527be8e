import type { Cart, Currency } from "@contract";

import { useT } from "~/lib/i18n/use-t";

import { CartSummary } from "./CartSummary";
import { HeaderLink } from "./HeaderLink";
import { BagIcon } from "./icons";

// The header's cart link. For a member with items, hovering or focusing it shows the lines
// (at most 300px high, scrolling) with the subtotal; the link itself always leads to /cart.
export function CartPreview({ cart, currency }: { cart: Cart | null; currency: Currency }) {
  const count = cart?.qty ?? 0;
  const t = useT();
  return (
    <div className="group relative">
      <HeaderLink to="/cart" icon={<BagIcon />} label={t("shell.cart")} count={count} />
      {cart && cart.items.length > 0 && (
        <div className="invisible absolute end-0 top-full z-40 hidden w-80 lg:block rounded-md border border-slate-200 bg-surface p-3 shadow-lg group-focus-within:visible group-hover:visible">
          <CartSummary cart={cart} currency={currency} />
        </div>
      )}
    </div>
  );
}
