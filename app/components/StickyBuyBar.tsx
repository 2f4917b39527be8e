import type { Currency } from "@contract";
import { useEffect, useState } from "react";

import { useT } from "~/lib/i18n/use-t";

import { Price } from "./Price";

// The product page's "Add to cart" at the bottom of a phone's screen once the buy box's own
// button has scrolled away (above the screen; not while the shopper has yet to reach it). It submits the buy box's form (`form`
// attribute), so the chosen colour, size and quantity go with it. Only with JavaScript: without
// it nothing can tell where the shopper has scrolled, and the page's own button is the one.
export function StickyBuyBar({
  formId,
  title,
  price,
  oldPrice,
  currency,
  soldOut,
}: {
  formId: string;
  soldOut: boolean;
  title: string;
  price: number;
  oldPrice: number | null;
  currency: Currency;
}) {
  const [shown, setShown] = useState(false);
  const t = useT();
  useEffect(() => {
    const button = document.querySelector(`#${formId} button[value=add]`);
    if (!button || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(([entry]) =>
      setShown(!entry.isIntersecting && entry.boundingClientRect.bottom < 0),
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [formId]);
  return (
    <section
      aria-label={t("product.addToCart")}
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-surface px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1 text-sm">
          <p className="truncate font-medium">{title}</p>
          <Price price={price} oldPrice={oldPrice} currency={currency} />
        </div>
        <button
          type="submit"
          form={formId}
          name="intent"
          value="add"
          disabled={soldOut}
          className="min-h-11 shrink-0 rounded-md bg-theme-strong px-5 font-medium text-white disabled:bg-slate-400"
        >
          {t("product.addToCart")}
        </button>
      </div>
    </section>
  );
}
