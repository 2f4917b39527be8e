import type { ProductDetail, Variant } from "@contract";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { CartForm } from "~/components/CartForm";
import { keepFocusInside } from "~/lib/dialog";
import { LocaleLink } from "~/lib/i18n/Link";
import { useLocalizedPath, useT } from "~/lib/i18n/use-t";
import { useCurrency } from "~/lib/use-shop";

import { DialogClose } from "./DialogClose";
import { Price } from "./Price";

type QuickViewData = { product: ProductDetail; variant: Variant | null };

// A product's summary in a dialog, loaded when asked for. Only offered with JavaScript;
// without it the card's link leads to the product page. Its words are the `quick` namespace.
// The dialog (and its fetcher) is made at the first tap: a listing has a dozen cards, and each
// dialog made at hydration was a dozen elements more, and a fetcher that every router state
// change renders again, for the few a shopper opens.
export function QuickView({ slug, title }: { slug: string; title: string }) {
  const [opened, setOpened] = useState(0);
  const t = useT();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpened((times) => times + 1)}
        aria-label={t("quick.viewOf", { title })}
        className="absolute bottom-2 end-2 inline-flex min-h-11 items-center rounded-full bg-surface/90 px-4 text-xs font-medium shadow opacity-0 transition focus:opacity-100 group-hover:opacity-100"
      >
        {t("quick.view")}
      </button>
      {opened > 0 && <QuickViewDialog slug={slug} title={title} opened={opened} />}
    </>
  );
}

// Opens at each tap of the card's button (`opened` counts them); loads the product once.
function QuickViewDialog({ slug, title, opened }: { slug: string; title: string; opened: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<QuickViewData>();
  const t = useT();
  const localize = useLocalizedPath();
  const loaded = fetcher.data !== undefined || fetcher.state !== "idle";
  const product = localize(`/products/${slug}`);
  useEffect(() => {
    if (!loaded) fetcher.load(product);
    dialog.current?.showModal();
    // Only at a tap: the fetcher's own changes must not open it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  // Close on a click on the backdrop (the dialog element itself).
  useEffect(() => {
    const element = dialog.current;
    const onClick = (event: MouseEvent) => event.target === element && element?.close();
    element?.addEventListener("click", onClick);
    return () => element?.removeEventListener("click", onClick);
  }, []);

  const data = fetcher.data;
  return (
    <dialog
      ref={dialog}
      aria-label={t("quick.dialog", { title })}
      onKeyDown={keepFocusInside}
      className="w-[min(1080px,95vw)] max-h-[min(600px,90vh)] rounded-xl p-0 backdrop:bg-black/50"
    >
      <div className="grid gap-6 p-6 md:grid-cols-2">
        {data ? (
          <QuickViewSummary data={data} slug={slug} />
        ) : (
          <p role="status" className="p-10 text-center">
            {t("quick.loading")}
          </p>
        )}
      </div>
      <DialogClose label={t("quick.closeView")} className="absolute end-2 top-2" />
    </dialog>
  );
}

// The loaded product: its first picture, price, description and an add-to-cart button.
function QuickViewSummary({ data, slug }: { data: QuickViewData; slug: string }) {
  const currency = useCurrency();
  const t = useT();
  return (
    <>
      {data.product.images[0] && (
        <img
          src={`/media/${data.product.images[0].src}`}
          alt={data.product.images[0].alt}
          width={600}
          height={600}
          className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-col gap-3">
        <p className="text-sm uppercase text-slate-500">{data.product.brand}</p>
        <h2 className="text-2xl font-semibold">{data.product.title}</h2>
        <Price price={data.product.price} oldPrice={data.product.oldPrice} currency={currency} />
        <p className="line-clamp-4 text-sm text-slate-700">{data.product.description}</p>
        {data.product.variants.length > 1 && data.product.stock > 0 ? (
          // More than one size or colour: chosen on the product page, never taken as the first.
          <LocaleLink
            to={`/products/${slug}`}
            className="rounded-md bg-theme-strong px-5 py-2 text-center font-medium text-white"
          >
            {t("quick.choose")}
          </LocaleLink>
        ) : data.variant && data.variant.stock > 0 ? (
          <CartForm>
            <input type="hidden" name="sku" value={data.variant.sku} />
            <input type="hidden" name="qty" value="1" />
            <button
              type="submit"
              name="intent"
              value="add"
              className="rounded-md bg-theme-strong px-5 py-2 font-medium text-white"
            >
              {t("quick.addToCart")}
            </button>
          </CartForm>
        ) : (
          <p className="font-semibold text-red-700 dark:text-red-300">{t("quick.outOfStock")}</p>
        )}
        <LocaleLink to={`/products/${slug}`} className="text-theme-strong underline">
          {t("quick.details")}
        </LocaleLink>
      </div>
    </>
  );
}
