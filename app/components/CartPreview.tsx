import { Link } from "@remix-run/react";
import type { Cart, Currency } from "@contract";
import { formatPrice } from "~/lib/money";
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
          <ul className="max-h-[300px] space-y-2 overflow-y-auto">
            {cart.items.map((line) => (
              <li key={line.sku} className="flex items-center gap-2 text-sm">
                {line.image && <img src={`/media/${line.image}`} alt="" width={40} height={40} className="rounded bg-slate-100" />}
                <span className="flex-1">
                  {line.title} <span className="text-slate-500">× {line.qty}</span>
                </span>
                <span>{formatPrice(line.lineTotal, currency)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-slate-200 pt-2 font-semibold">
            Subtotal <span>{formatPrice(cart.totalPrice, currency)}</span>
          </p>
          <div className="mt-3 flex gap-2 text-sm">
            <Link to="/cart" className="flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-center">
              View cart
            </Link>
            <Link to="/checkout" className="flex-1 rounded-md bg-theme-strong px-3 py-1.5 text-center text-white">
              Checkout
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
