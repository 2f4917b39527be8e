import type { Cart, Currency } from "@contract";
import { Link } from "@remix-run/react";

import { CartSummary } from "./CartSummary";
import { CountBadge } from "./CountBadge";

// The header's cart link. For a member with items, hovering or focusing it shows the lines
// (at most 300px high, scrolling) with the subtotal; the link itself always leads to /cart.
export function CartPreview({ cart, currency }: { cart: Cart | null; currency: Currency }) {
  const count = cart?.qty ?? 0;
  return (
    <div className="group relative">
      <Link to="/cart" className="inline-flex items-center gap-1">
        Cart
        <CountBadge count={count} />
      </Link>
      {cart && cart.items.length > 0 && (
        <div className="invisible absolute end-0 top-full z-40 w-80 rounded-md border border-slate-200 bg-surface p-3 shadow-lg group-focus-within:visible group-hover:visible">
          <CartSummary cart={cart} currency={currency} />
        </div>
      )}
    </div>
  );
}
