import type { Cart, Currency } from "@contract";

import { LocaleLink } from "~/lib/i18n/Link";
import { useT } from "~/lib/i18n/use-t";
import { billOf, formatMinor } from "~/lib/money";

import { VariantText } from "./VariantText";

// The cart's lines (at most 300px high, scrolling), its subtotal, and links to the cart and
// checkout: the header preview and the slide-out cart both show this.
export function CartSummary({
  cart,
  currency,
  onLeave,
}: {
  cart: Cart;
  currency: Currency;
  onLeave?: () => void;
}) {
  const bill = billOf(cart.items, 0, currency);
  const t = useT();
  return (
    <>
      <ul className="max-h-[300px] space-y-2 overflow-y-auto text-sm">
        {cart.items.map((line, index) => (
          <li key={line.sku} className="flex items-center gap-2">
            {line.image && (
              <img
                src={`/media/${line.image}`}
                alt=""
                width={40}
                height={40}
                className="rounded bg-slate-100"
              />
            )}
            <span className="flex-1">
              {line.title}{" "}
              <span className="text-slate-500">
                × <bdi>{line.qty}</bdi>
              </span>
              {/* Which size and colour: two lines of one product differ only in these. */}
              {(line.color || line.size) && (
                <span className="block text-xs capitalize text-slate-600">
                  <VariantText color={line.color} size={line.size} />
                </span>
              )}
            </span>
            <bdi>{formatMinor(bill.lineTotals[index], currency)}</bdi>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-slate-200 pt-2 font-semibold">
        {t("shell.cartSummary.subtotal")} <bdi>{formatMinor(bill.subtotal, currency)}</bdi>
      </p>
      <div className="mt-3 flex gap-2 text-sm">
        <LocaleLink
          to="/cart"
          onClick={onLeave}
          className="flex-1 rounded-md border border-slate-300 px-3 py-2.5 text-center"
        >
          {t("shell.cartSummary.viewCart")}
        </LocaleLink>
        <LocaleLink
          to="/checkout"
          onClick={onLeave}
          className="flex-1 rounded-md bg-theme-strong px-3 py-2.5 text-center text-white"
        >
          {t("shell.cartSummary.checkout")}
        </LocaleLink>
      </div>
    </>
  );
}
