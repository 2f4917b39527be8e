import type { Cart, Currency } from "@contract";
import { useFetchers } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { useLocalizedPath, useT } from "~/lib/i18n/use-t";
import type { CartSide } from "~/lib/preferences";

import { CartSummary } from "./CartSummary";
import { DialogClose } from "./DialogClose";

const PLACEMENT: Record<CartSide, string> = {
  right: "ms-auto me-0 h-full max-h-none w-[min(380px,90vw)]",
  left: "ms-0 me-auto h-full max-h-none w-[min(380px,90vw)]",
  top: "mt-0 mb-auto w-full max-w-none",
  bottom: "mb-0 mt-auto w-full max-w-none",
};

// The slide-out cart (JavaScript only): it opens when something has just been added through
// a cart form, from the side chosen in the settings. A native dialog: focus stays inside,
// Escape closes it.
export function CartDrawer({
  cart,
  currency,
  side,
}: {
  cart: Cart | null;
  currency: Currency;
  side: CartSide;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT();
  const cartAction = useLocalizedPath()("/cart");
  const adding = useFetchers().some(
    (fetcher) =>
      fetcher.formAction === cartAction &&
      ["add", "bundle"].includes(String(fetcher.formData?.get("intent"))),
  );
  const wasAdding = useRef(false);
  // Set when an add has finished; the panel opens once the cart it changed has arrived, which
  // may be a render later when another form post (a saved setting) reloads the page data too.
  const opening = useRef(false);
  useEffect(() => {
    if (wasAdding.current && !adding) opening.current = true;
    wasAdding.current = adding;
    if (opening.current && !adding && cart && cart.items.length > 0) {
      opening.current = false;
      if (!dialog.current?.open) dialog.current?.showModal();
    }
  }, [adding, cart]);

  return (
    <dialog
      ref={dialog}
      aria-label={t("shell.cartDrawer.label")}
      className={`m-0 p-0 backdrop:bg-black/40 ${PLACEMENT[side]}`}
    >
      {cart && (
        <div className="flex h-full flex-col gap-3 p-5">
          <div className="flex items-center justify-between">
            <h2 className="text-xl font-semibold">{t("shell.cartDrawer.added")}</h2>
            <DialogClose label={t("shell.cartDrawer.close")} />
          </div>
          <CartSummary cart={cart} currency={currency} onLeave={() => dialog.current?.close()} />
        </div>
      )}
    </dialog>
  );
}
